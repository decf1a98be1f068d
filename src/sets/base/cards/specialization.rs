//! Specialization (base set, age 9, purple): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Specialization",
    set: CardSet::Base,
    variants: &[Variant::new(E1 | E3, &[
        effect(
            "Reveal one card from your hand. From the board of every opponent, take the top card of the revealed card's colour into your hand.",
            run!(specialization_take),
        ),
        effect("If you wish, splay either your yellow or your blue cards up.", run!(specialization_splay)),
    ]),
    Variant::new(E4, &[
        effect(
            "Reveal one card from your hand. From the board of every opponent, move the top card of the revealed card's colour into your hand.",
            run!(specialization_take),
        ),
        effect("If you wish, splay either your yellow or your blue cards up.", run!(specialization_splay)),
    ])],
};

async fn specialization_take(cx: &mut Ctx, e: Exec) -> R {
    let hand = cx.hand(e.you);
    if let Some(c) = cx.choose_card(e.you, &hand, false, Intent::Reveal, "Choose a card from your hand to reveal").await? {
        cx.reveal(e.you, c).await?;
        let col = color(c);
        for q in cx.s().opponents(e.you) {
            if let Some(t) = cx.s().top(q, col) {
                cx.transfer(e.you, t, Zone::Hand(e.you)).await?;
            }
        }
    }
    Ok(())
}
async fn specialization_splay(cx: &mut Ctx, e: Exec) -> R {
    cx.may_splay(e.you, &[Color::Yellow, Color::Blue], Splay::Up).await?;
    Ok(())
}
