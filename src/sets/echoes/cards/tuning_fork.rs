//! Tuning Fork (Echoes of the Past, age 5, purple): our wording of its text, then
//! the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Tuning Fork",
    set: CardSet::Echoes,
    variants: &[Variant::new(E3, &[
        echo("Look at the top card of a deck of your choice, and leave it on top.", run!(tuning_fork_echo)),
        effect(
            "Return a card from your hand. If you do, draw and reveal a card of its value; meld that card if its value is higher than your top card of its colour, or else return it. You may do this effect again.",
            run!(tuning_fork),
        ),
    ])],
};

/// The deck is chosen by its value, then (with several sets) by its type; only
/// decks that hold a card are offered. The card stays where it is: only the player
/// sees it (the log names it to them alone), and looking is no change of the game
/// for the free draw (3rd-edition rules, "Dogma": "a change is one or more cards
/// being revealed, or moved").
async fn tuning_fork_echo(cx: &mut Ctx, e: Exec) -> R {
    let rules = cx.s().rules();
    let sets: Vec<CardSet> = CardSet::ALL.into_iter().filter(|&x| rules.has(x)).collect();
    let values: Vec<u8> = rules.values().into_iter().filter(|&v| sets.iter().any(|&x| !cx.s().deck(x, v).is_empty())).collect();
    if values.is_empty() {
        return Ok(());
    }
    let v = cx.choose_value(e.you, &values, "Choose the value of the deck whose top card you look at").await?;
    let at: Vec<CardSet> = sets.into_iter().filter(|&x| !cx.s().deck(x, v).is_empty()).collect();
    let Some(set) = cx.choose_set(e.you, &at, &format!("Choose the type of the {v} deck whose top card you look at")).await? else { return Ok(()) };
    if let Some(&c) = cx.s().deck(set, v).first() {
        cx.look(e.you, c).await?;
    }
    Ok(())
}

/// "Higher than a top card of the same colour": your top card of that colour, a
/// value of 0 if you have none (3rd-edition rules, glossary "Value"). The repeat
/// is offered while the hand holds a card (spec rule 5: nothing to act on, nothing
/// asked).
async fn tuning_fork(cx: &mut Ctx, e: Exec) -> R {
    for _ in 0..MAX_REPEATS {
        let hand = cx.hand(e.you);
        let Some(c) = cx.choose_card(e.you, &hand, false, Intent::Return, "Return a card from your hand").await? else { return Ok(()) };
        if !cx.return_card(e.you, c).await? {
            return Ok(());
        }
        let Some(d) = cx.draw_and_reveal(e.you, age(c)).await? else { return Ok(()) };
        let top = cx.s().top_value(e.you, color(d)).unwrap_or(0);
        if age(d) > top {
            cx.meld(e.you, d).await?;
        } else {
            cx.return_card(e.you, d).await?;
        }
        if cx.hand(e.you).is_empty() || !cx.yes_no_on(e.you, Intent::Return, &lowest(&cx.hand(e.you))[..1], "Do Tuning Fork's effect again (return another card from your hand)?").await? {
            return Ok(());
        }
    }
    Ok(())
}
