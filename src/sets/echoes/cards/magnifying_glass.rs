//! Magnifying Glass (Echoes of the Past, age 3, blue): our wording of its
//! 3rd-edition text, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Magnifying Glass",
    set: CardSet::Echoes,
    variants: &[Variant::new(E3, &[
        echo("Draw a [4], then return a card from your hand.", run!(magnifying_glass_echo)),
        effect("You may return three cards of the same value from your hand. If you do, draw a card of value two more than theirs.", run!(magnifying_glass_return)),
        effect("You may splay your yellow cards or your blue cards left.", run!(magnifying_glass_splay)),
    ])],
};

async fn magnifying_glass_echo(cx: &mut Ctx, e: Exec) -> R {
    cx.draw(e.you, 4).await?;
    let hand = cx.hand(e.you);
    if let Some(c) = cx.choose_card(e.you, &hand, false, Intent::Return, "Choose a card from your hand to return").await? {
        cx.return_card(e.you, c).await?;
    }
    Ok(())
}
/// An optional effect on a fixed number of cards: yes/no first, then the three
/// cards if they are not forced (spec rule 4); only values with three cards or
/// more in the hand are offered, and nothing is asked without one.
async fn magnifying_glass_return(cx: &mut Ctx, e: Exec) -> R {
    let hand = cx.hand(e.you);
    let cands: Vec<CardId> = hand.iter().copied().filter(|&c| hand.iter().filter(|&&d| age(d) == age(c)).count() >= 3).collect();
    if cands.is_empty() || !cx.yes_no_on(e.you, Intent::Return, &cands[..3], "Return three cards of the same value from your hand?").await? {
        return Ok(());
    }
    let chosen = cx.choose_same_value(e.you, &cands, 3, Intent::Return, "Choose three cards of the same value to return").await?;
    if cx.return_all(e.you, &chosen).await?.len() == 3 {
        cx.draw(e.you, age(chosen[0]) + 2).await?;
    }
    Ok(())
}
async fn magnifying_glass_splay(cx: &mut Ctx, e: Exec) -> R {
    cx.may_splay(e.you, &[Color::Yellow, Color::Blue], Splay::Left).await?;
    Ok(())
}
