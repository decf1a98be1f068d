//! Fermenting (base set, age 2, yellow): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Fermenting",
    set: CardSet::Base,
    variants: &[
        Variant::new(E3, &[effect("For each colour on your board showing at least one {leaf}, draw a [2].", run!(fermenting))]),
        Variant::new(E1, &[effect("Draw a [2] for each two {leaf} on your board.", run!(fermenting_1e))]),
        Variant::new(E4, &[
            effect("For each colour on your board showing {leaf}, draw a [2].", run!(fermenting)),
            effect(
                "You may tuck a green card from your hand. If you do not, junk every card in the [2] deck, and junk Fermenting if it is a top card of any board.",
                run!(fermenting_tuck_4e),
            ),
        ]),
    ],
};

async fn fermenting(cx: &mut Ctx, e: Exec) -> R {
    let n = Color::ALL.iter().filter(|&&col| cx.s().pile_icon_count(e.you, col, Icon::Leaf) > 0).count();
    cx.draw_n(e.you, 2, n).await?;
    Ok(())
}
async fn fermenting_1e(cx: &mut Ctx, e: Exec) -> R {
    let n = cx.icon_count(e.you, Icon::Leaf) / 2;
    cx.draw_n(e.you, 2, n).await?;
    Ok(())
}
async fn fermenting_tuck_4e(cx: &mut Ctx, e: Exec) -> R {
    let greens: Vec<CardId> = cx.hand(e.you).iter().copied().filter(|&c| color(c) == Color::Green).collect();
    if let Some(c) = cx.choose_card(e.you, &greens, true, Intent::Tuck, "You may tuck a green card from your hand").await? {
        if cx.tuck(e.you, c).await? {
            return Ok(());
        }
    }
    // Declined, no green card to tuck, or the tuck replaced: "if you don't" holds.
    cx.junk_deck(e.you, CardSet::Base, 2).await?;
    if let Some(Zone::Board(q, col)) = cx.s().loc(e.card) {
        if cx.s().top(q, col) == Some(e.card) {
            cx.junk(e.you, e.card).await?;
        }
    }
    Ok(())
}
