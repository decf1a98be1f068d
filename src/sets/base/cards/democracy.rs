//! Democracy (base set, age 6, purple): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Democracy",
    set: CardSet::Base,
    variants: &[Variant::new(E1 | E3, &[effect(
        "You may return as many cards from your hand as you wish. Then, if during this dogma action you have now returned more cards through Democracy than every one of your opponents, draw an [8] and score it.",
        democracy,
    )])],
};

fn democracy(cx: &mut Ctx, e: Exec) -> R {
    let hand = by_age_title(cx.s().hand(e.you));
    let chosen = cx.choose_cards(e.you, &hand, 0, hand.len(), Intent::Return, "Return any number of cards from your hand")?;
    cx.return_all(e.you, &chosen)?;
    let n = cx.s().num_players();
    let opponents = cx.s().opponents(e.you);
    let counts = &mut cx.memory().per_player;
    if counts.len() < n {
        counts.resize(n, 0);
    }
    counts[e.you as usize] += chosen.len() as i64;
    let mine = counts[e.you as usize];
    // Opponents only: a teammate's returns do not count (3rd-edition rules, "Team Play").
    let best_other = opponents.iter().map(|&q| counts[q as usize]).max().unwrap_or(0);
    if mine > best_other {
        cx.draw_and_score(e.you, 8)?;
    }
    Ok(())
}
