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
/// "Claim an/any achievement"), by an Achieve action or an effect. The
/// achievements counted are each player's own as the rules count them for winning
/// (claimed ones, visible flags and fountains, karma), before the claim; when
/// another player has as many or more, the claim happens as usual.
const WIN: Hook = Hook {
    name: "Charles Darwin: win instead of claiming with the most achievements",
    when: When::Instead,
    on: &[ActKind::Achieve],
    applies: |cx, src, act| {
        let s = cx.s();
        match owner(src) {
            Some(o) if o == act.player() => {
                let mine = player_achievements(s, o);
                s.all_players().into_iter().filter(|&q| q != o).all(|q| player_achievements(s, q) < mine)
            }
            _ => false,
        }
    },
    run: |cx, src, act| Box::pin(async move {
        let card = match src {
            crate::rules::hooks::Source::Card { card, .. } => card,
            _ => return Ok(()),
        };
        Err(cx.win(act.player(), card).await)
    }),
};
