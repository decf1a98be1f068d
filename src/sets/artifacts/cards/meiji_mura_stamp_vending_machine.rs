//! Meiji-Mura Stamp Vending Machine (Artifacts of History, age 8, green): our
//! wording of its 3rd-edition text, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Meiji-Mura Stamp Vending Machine",
    set: CardSet::Artifacts,
    variants: &[Variant::new(E3, &[effect(
        "Return a card from your hand. Draw three cards of the returned card's value and score them.",
        run!(meiji_mura),
    )])],
};

async fn meiji_mura(cx: &mut Ctx, e: Exec) -> R {
    let hand = cx.hand(e.you);
    let returned = cx.choose_card(e.you, &hand, false, Intent::Return, "Choose a card of your hand to return").await?;
    // With an empty hand nothing is returned and the value is 0, so the draws are
    // 1s (BGA rules page, "Draw [and ...]": the value of a card that does not exist
    // is 0, and there is no 0 pile, "you skip up to 1"; 3rd-edition rules,
    // glossary "Value"). A card in hand is face down: Battleship Yamato is an 8.
    let v = match returned {
        // A return a karma replaced (Homer) returned no card: as with an empty hand.
        Some(c) if cx.return_card(e.you, c).await? => age(c),
        Some(_) => 0,
        None => 0,
    };
    for _ in 0..3 {
        cx.draw_and_score(e.you, v).await?;
    }
    Ok(())
}
