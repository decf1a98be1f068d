//! MP3 (Echoes of the Past, age 10, yellow): our wording of its text, then the
//! code that runs it.
use crate::cards::prelude::*;
use crate::rules::achievements::can_achieve;

pub static CARD: CardDef = CardDef {
    name: "MP3",
    set: CardSet::Echoes,
    variants: &[Variant::new(E3, &[
        effect("Return any number of cards from your hand. For each card returned, claim two standard achievements you are eligible for.", run!(mp3_claim)),
        effect("Pick the value of a bonus on your board; draw a card of that value and score it.", run!(mp3_score)),
    ])],
};

/// Two achievements for each card returned, chosen together (rule 3 of "How
/// effects are asked": a mandatory choice of two is one question of exactly two,
/// not asked when at most two are eligible); chosen by value, face down (`age N`).
/// Eligibility is checked again before each claim (duplicate achievements need
/// more: 3rd-edition rules, "Duplicate Achievements").
async fn mp3_claim(cx: &mut Ctx, e: Exec) -> R {
    let hand = cx.hand(e.you);
    let n = hand.len();
    let chosen = cx.choose_cards(e.you, &hand, 0, n, Intent::Return, "Return any number of cards (each lets you claim two achievements)").await?;
    let mut returned = 0;
    for c in chosen {
        if cx.return_card(e.you, c).await? {
            returned += 1;
        }
    }
    for _ in 0..returned {
        let cands: Vec<CardId> = by_age_title(&cx.available_achievements(e.you)).into_iter().filter(|&c| can_achieve(cx.s(), e.you, c)).collect();
        if cands.is_empty() {
            break;
        }
        let chosen = cx.choose_cards(e.you, &cands, 2, 2, Intent::Achieve, "Choose two standard achievements to claim").await?;
        for c in chosen {
            if cx.available_achievements(e.you).contains(&c) && can_achieve(cx.s(), e.you, c) {
                cx.achieve(e.you, c).await?;
            }
        }
    }
    Ok(())
}

/// A bonus visible on the board; none: nothing is drawn (the 4th-edition text
/// adds "if there is one").
async fn mp3_score(cx: &mut Ctx, e: Exec) -> R {
    let mut values: Vec<u8> = crate::rules::query::bonuses(cx.s(), e.you);
    crate::sort::sort(&mut values);
    values.dedup();
    if values.is_empty() {
        return Ok(());
    }
    let v = cx.choose_value(e.you, &values, "Choose the value of one of your bonuses to draw and score").await?;
    cx.draw_and_score(e.you, v).await?;
    Ok(())
}
