//! Toothbrush (Echoes of the Past, age 2, yellow): our wording of its
//! 3rd-edition text, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Toothbrush",
    set: CardSet::Echoes,
    variants: &[Variant::new(E3, &[
        echo("Name a value that a card in your hand has, and tuck every card of that value from your hand.", run!(toothbrush_echo)),
        effect("You may splay the cards of any one colour of yours left.", run!(toothbrush_splay)),
        effect("If the [2] deck is not empty, you may move its bottom card to the available achievements.", run!(toothbrush_achievement)),
    ])],
};

/// Only values present in the hand are offered (one value: not asked).
async fn toothbrush_echo(cx: &mut Ctx, e: Exec) -> R {
    let hand = cx.hand(e.you);
    let mut values: Vec<u8> = hand.iter().map(|&c| age(c)).collect();
    values.dedup();
    if values.is_empty() {
        return Ok(());
    }
    let v = cx.choose_value(e.you, &values, "Choose a value in your hand: every card of that value in your hand is tucked").await?;
    let of_value: Vec<CardId> = hand.into_iter().filter(|&c| age(c) == v).collect();
    cx.tuck_all(e.you, &of_value).await?;
    Ok(())
}
async fn toothbrush_splay(cx: &mut Ctx, e: Exec) -> R {
    cx.may_splay(e.you, &Color::ALL, Splay::Left).await?;
    Ok(())
}
/// "The 2 deck" is the base deck of age 2 (see Chopsticks); the optional move of
/// one named card is that card (`age 2`, hidden) or `pass` (spec rule 4).
async fn toothbrush_achievement(cx: &mut Ctx, e: Exec) -> R {
    let v = cx.boxed(2);
    let Some(&c) = cx.s().deck(CardSet::Base, v).last() else { return Ok(()) };
    if let Some(c) = cx.choose_card(e.you, &[c], true, Intent::Transfer, &format!("You may move the bottom card of the {v} deck to the available achievements")).await? {
        cx.transfer(e.you, c, Zone::AvailableAchievements).await?;
    }
    Ok(())
}
