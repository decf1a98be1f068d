//! Democracy (base set, age 6, purple): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Democracy",
    set: CardSet::Base,
    variants: &[Variant::new(E1 | E3, &[effect(
        "You may return as many cards from your hand as you wish. Then, if during this dogma action you have now returned more cards through Democracy than every one of your opponents, draw an [8] and score it.",
        run!(democracy),
    )]),
    Variant::new(E4, &[effect(
        "You may return as many cards from your hand as you wish. Then, if during this action you have now returned more cards through Democracy than every other player, draw an [8] and score it.",
        run!(democracy_4e),
    )])],
};

async fn democracy(cx: &mut Ctx, e: Exec) -> R {
    // Opponents only: a teammate's returns do not count (3rd-edition rules, "Team Play").
    let opponents = cx.s().opponents(e.you);
    return_and_compare(cx, e, &opponents).await
}
/// Return any number of cards; score an 8 if now ahead of each of `rivals`. The
/// count is the whole action's, whichever card executed Democracy.
async fn return_and_compare(cx: &mut Ctx, e: Exec, rivals: &[PlayerId]) -> R {
    let hand = cx.hand(e.you);
    let chosen = cx.choose_cards(e.you, &hand, 0, hand.len(), Intent::Return, "Return any number of cards from your hand").await?;
    let returned = cx.return_all(e.you, &chosen).await?.len();
    let n = cx.s().num_players();
    let counts = &mut cx.action_memory().per_player;
    if counts.len() < n {
        counts.resize(n, 0);
    }
    counts[e.you as usize] += returned as i64;
    let mine = counts[e.you as usize];
    let best_other = rivals.iter().map(|&q| counts[q as usize]).max().unwrap_or(0);
    if mine > best_other {
        cx.draw_and_score(e.you, 8).await?;
    }
    Ok(())
}
async fn democracy_4e(cx: &mut Ctx, e: Exec) -> R {
    // "Any other player": teammates count too in the 4th edition.
    let others: Vec<PlayerId> = cx.s().all_players().into_iter().filter(|&q| q != e.you).collect();
    return_and_compare(cx, e, &others).await
}
