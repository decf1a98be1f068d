//! Samuel de Champlain (Figures in the Sand, age 5, green): our wording of its
//! 3rd-edition text, then the code that runs it and its karma.
use crate::cards::prelude::*;
use crate::rules::hooks::{Act, ActKind, Hook, When};
use crate::rules::achievements::claim_where;
use crate::sets::figures::claim::owner;

pub static CARD: CardDef = CardDef {
    name: "Samuel de Champlain",
    set: CardSet::Figures,
    variants: &[Variant {
        hooks: &[FIFTH_CARD],
        ..Variant::new(E3, &[
            inspire("Return a [5] from your hand. Draw a [6].", run!(champlain_inspire)),
            karma("If you would draw a card into your hand as its fifth card, first claim an achievement of its value or lower, whether or not you are eligible."),
        ])
    }],
};

async fn champlain_inspire(cx: &mut Ctx, e: Exec) -> R {
    let v = cx.boxed(5);
    let fives: Vec<CardId> = cx.hand(e.you).into_iter().filter(|&c| age(c) == v).collect();
    if let Some(c) = cx.choose_card(e.you, &fives, false, Intent::Return, &format!("Return a {v} from your hand")).await? {
        cx.return_card(e.you, c).await?;
    }
    cx.draw(e.you, 6).await?;
    Ok(())
}

/// "Into your hand": not the draw of a "draw and meld" or the like, whose card
/// goes on at once (`Ctx::draws_into_hand`). The value of the card about to be drawn is that of the deck the draw takes it
/// from, after skipping empty ages (3rd-edition rules, "Skipping Ages"); a draw
/// that ends the game (nothing left up to 10) counts the value asked for.
const FIFTH_CARD: Hook = Hook {
    name: "Samuel de Champlain: claim an achievement before a fifth card in hand",
    when: When::Before,
    on: &[ActKind::Draw],
    applies: |cx, src, act| owner(src) == Some(act.player()) && cx.draws_into_hand() && cx.hand(act.player()).len() == 4,
    run: |cx, _, act| Box::pin(async move {
        let Act::Draw { player, age: asked, .. } = *act else { return Ok(()) };
        let v = cx.s().draw_age(CardSet::Base, asked).unwrap_or(asked);
        claim_where(cx, player, |_, a| age(a) <= v, &format!("Claim an achievement of value {v} or lower")).await?;
        Ok(())
    }),
};
