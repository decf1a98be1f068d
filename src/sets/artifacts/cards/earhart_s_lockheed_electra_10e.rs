//! Earhart's Lockheed Electra 10E (Artifacts of History, age 8, blue): our wording
//! of its 3rd-edition text, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Earhart's Lockheed Electra 10E",
    set: CardSet::Artifacts,
    variants: &[Variant::new(E3, &[effect(
        "Going down from 8 to 1, for each value return one of your top cards of that value. If eight cards were returned, you win. If not, claim an achievement, whether or not you are eligible.",
        run!(electra),
    )])],
};

async fn electra(cx: &mut Ctx, e: Exec) -> R {
    let mut returned = 0;
    for v in (1..=8u8).rev() {
        // Top cards as they are now (a return may uncover a lower card for later),
        // valued as they show (Battleship Yamato: 11, never returned here).
        let cands: Vec<CardId> = cx.s().top_cards(e.you).into_iter().filter(|&c| cx.s().value(c) == v).collect();
        if let Some(c) = cx.choose_card(e.you, &cands, false, Intent::Return, &format!("Choose a top card of value {v} to return")).await? {
            if cx.return_card(e.you, c).await? {
                returned += 1;
            }
        }
    }
    if returned == 8 {
        return Err(cx.win(e.you, e.card).await);
    }
    // "Claim an achievement": an available standard achievement ("Claim an/any
    // achievement -- Only applies to Standard Achievements", BGA rules page,
    // "Clarifications"); face down, so chosen by value, one choice per value.
    // Also the cards karma makes count as available achievements for the player
    // (John Loudon McAdam's top cards), face up: each is a choice of its own.
    let mut avail: Vec<CardId> = vec![];
    for c in by_age_title(&cx.s().available) {
        if !avail.iter().any(|&a| age(a) == age(c)) {
            avail.push(c);
        }
    }
    avail.extend(cx.available_achievements(e.you).into_iter().filter(|c| !cx.s().available.contains(c)));
    if let Some(a) = cx.choose_card(e.you, &avail, false, Intent::Achieve, "Choose an available achievement to claim").await? {
        cx.achieve(e.you, a).await?;
    }
    Ok(())
}
