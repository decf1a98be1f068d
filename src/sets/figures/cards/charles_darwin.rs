//! Charles Darwin (Figures in the Sand, age 7, blue): our wording of its
//! 3rd-edition text, then the code that runs it and its karma.
use crate::cards::prelude::*;
use crate::rules::hooks::{ActKind, Hook, When};
use crate::rules::query::player_achievements;
use crate::sets::figures::claim::owner;

pub static CARD: CardDef = CardDef {
    name: "Charles Darwin",
    set: CardSet::Figures,
    variants: &[Variant {
        hooks: &[WIN],
        decree: Some("Advancement"),
        ..Variant::new(E3, &[
            echo("Draw an [8].", run!(darwin_echo)),
            karma("With any two figures, you may issue the Advancement Decree."),
            karma("If you would claim an achievement, first check: if every other player has fewer achievements than you, instead you win."),
        ])
    }],
};

async fn darwin_echo(cx: &mut Ctx, e: Exec) -> R {
    cx.draw(e.you, 8).await?;
    Ok(())
}

/// "Claim an achievement": a standard achievement (BGA rules page, glossary
/// "Claim an/any achievement"), by an Achieve action or an effect. The claim is
/// the trigger; "if no other player has as many or more" is part of the reaction
/// (3rd-edition rules, "Would" karma: a triggering condition, then a reaction), so
/// the karma applies to every claim of its owner (and is one of the choices when
/// several karmas would apply), and when the condition fails the claim happens as
/// usual. The achievements counted are each player's own as the rules count them
/// for winning (claimed ones, visible flags and fountains, karma), before the claim.
const WIN: Hook = Hook {
    name: "Charles Darwin: win instead of claiming with the most achievements",
    when: When::Instead,
    on: &[ActKind::Achieve],
    applies: |_cx, src, act| owner(src) == Some(act.player()),
    run: |cx, src, act| Box::pin(async move {
        let crate::rules::hooks::Source::Card { owner: o, card } = src else { return Ok(()) };
        let s = cx.s();
        let mine = player_achievements(s, o);
        if s.all_players().into_iter().filter(|&q| q != o).all(|q| player_achievements(s, q) < mine) {
            return Err(cx.win(act.player(), card).await);
        }
        cx.act_goes_on();
        Ok(())
    }),
};
