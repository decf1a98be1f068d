//! Chopsticks (Echoes of the Past, age 1, yellow): our wording of its
//! 3rd-edition text, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Chopsticks",
    set: CardSet::Echoes,
    variants: &[Variant::new(E3, &[
        echo("Draw a [1].", run!(chopsticks_echo)),
        effect("If the [1] deck is not empty, you may move its bottom card to the available achievements.", run!(chopsticks)),
    ])],
};

async fn chopsticks_echo(cx: &mut Ctx, e: Exec) -> R {
    cx.draw(e.you, 1).await?;
    Ok(())
}
/// "The 1 deck" is the base supply pile of age 1: a pile named by its value alone
/// is the base one, expansion piles are named by their set, the available
/// achievements come from the base piles, and an age is empty when its base pile
/// is (3rd-edition rules, "Drawing Expansion cards"; BGA rules page, "Achieve" and
/// "Playing with expansions"). The optional move of one named card is that card
/// (`age 1`, hidden) or `pass` (spec rule 4).
async fn chopsticks(cx: &mut Ctx, e: Exec) -> R {
    let v = cx.boxed(1);
    let Some(&c) = cx.s().deck(CardSet::Base, v).last() else { return Ok(()) };
    if let Some(c) = cx.choose_card(e.you, &[c], true, Intent::Transfer, &format!("You may move the bottom card of the {v} deck to the available achievements")).await? {
        cx.transfer(e.you, c, Zone::AvailableAchievements).await?;
    }
    Ok(())
}
