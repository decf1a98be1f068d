//! Classification (base set, age 6, green): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Classification",
    set: CardSet::Base,
    variants: &[Variant::new(E1 | E3, &[effect(
        "Reveal one card from your hand for its colour. Every opponent gives you all cards of that colour from their hand. Then meld every card of that colour in your hand.",
        run!(classification),
    )]),
    Variant::new(E4, &[effect(
        "Reveal one card from your hand. Take into your hand every card of its colour from every opponent's hand. Then meld every card of that colour in your hand.",
        run!(classification),
    )])],
};

async fn classification(cx: &mut Ctx, e: Exec) -> R {
    // Revealing "the colour of a card" is answered with the card, shown to everyone
    // (scenario spec, "How effects are asked", rule 8).
    let hand = cx.hand(e.you);
    let Some(shown) = cx.choose_card(e.you, &hand, false, Intent::Reveal, "Reveal a card from your hand: its colour is taken and melded").await? else { return Ok(()) };
    cx.reveal(e.you, shown).await?;
    let col = color(shown);
    // Opponents only: a teammate is not one (3rd-edition rules, "Team Play").
    for q in cx.s().opponents(e.you) {
        let theirs: Vec<CardId> = cx.hand(q).into_iter().filter(|&c| color(c) == col).collect();
        for c in theirs {
            cx.transfer(q, c, Zone::Hand(e.you)).await?;
        }
    }
    let mine: Vec<CardId> = cx.hand(e.you).into_iter().filter(|&c| color(c) == col).collect();
    cx.meld_all(e.you, &mine).await?;
    Ok(())
}
