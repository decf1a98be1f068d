//! Umbrella (Echoes of the Past, age 1, green): our wording of its 3rd-edition
//! text, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Umbrella",
    set: CardSet::Echoes,
    variants: &[Variant::new(E3, &[
        echo("You may meld one card from your hand.", run!(umbrella_echo)),
        effect("Return as many cards from your hand as you like. Then score two cards from your hand for each card you returned.", run!(umbrella)),
    ])],
};

async fn umbrella_echo(cx: &mut Ctx, e: Exec) -> R {
    let hand = cx.hand(e.you);
    if let Some(c) = cx.choose_card(e.you, &hand, true, Intent::Meld, "You may meld a card from your hand").await? {
        cx.meld(e.you, c).await?;
    }
    Ok(())
}
/// Scoring "two for every card returned" is a mandatory choice of that many
/// cards (spec rule 3), forced when the hand holds no more.
async fn umbrella(cx: &mut Ctx, e: Exec) -> R {
    let hand = cx.hand(e.you);
    let back = cx.choose_cards(e.you, &hand, 0, hand.len(), Intent::Return, "Return any number of cards from your hand").await?;
    let n = 2 * cx.return_all(e.you, &back).await?.len();
    let hand = cx.hand(e.you);
    let scored = cx.choose_cards(e.you, &hand, n, n, Intent::Score, &format!("Score {n} cards from your hand")).await?;
    for c in scored {
        cx.score(e.you, c).await?;
    }
    Ok(())
}
