//! Television (Echoes of the Past, age 8, purple): our wording of its text, then
//! the code that runs it.
use crate::cards::prelude::*;
use crate::rules::achievements::can_achieve;

pub static CARD: CardDef = CardDef {
    name: "Television",
    set: CardSet::Echoes,
    variants: &[Variant::new(E3, &[
        echo("Draw an [8] and meld it.", run!(television_echo)),
        effect(
            "Pick a value and an opponent. Move a card of that value from their score pile onto their board. If they hold an achievement of that value, achieve a card of that value from their score pile, if you are eligible for it.",
            run!(television),
        ),
    ])],
};

async fn television_echo(cx: &mut Ctx, e: Exec) -> R {
    cx.draw_and_meld(e.you, 8).await?;
    Ok(())
}

/// The value first, then the opponent (the order of the text: spec rule 6). The
/// executing player picks the cards (face down to them: `age N`). "An achievement
/// of that value" is a standard achievement (a card) they have claimed; the card
/// achieved counts as a standard achievement of its value, so eligibility is that
/// of duplicate achievements (3rd-edition rules, "Duplicate Achievements").
async fn television(cx: &mut Ctx, e: Exec) -> R {
    let values = cx.s().rules().values();
    let v = cx.choose_value(e.you, &values, "Choose a value").await?;
    let opponents = cx.s().opponents(e.you);
    let Some(q) = cx.choose_player(e.you, &opponents, false, Intent::Decide, "Choose an opponent").await? else { return Ok(()) };
    let of_value = |cx: &Ctx| -> Vec<CardId> { cx.score_pile(q).into_iter().filter(|&c| age(c) == v).collect() };
    let cands = of_value(cx);
    if let Some(c) = cx.choose_card(e.you, &cands, false, Intent::Transfer, "Choose a card of that value from their score pile to move onto their board").await? {
        cx.transfer_to_board(e.you, c, q).await?;
    }
    let holds = cx.s().players[q as usize].achievements.iter().any(|a| matches!(a, Achievement::Card(x) if age(*x) == v));
    if !holds {
        return Ok(());
    }
    let cands: Vec<CardId> = of_value(cx).into_iter().filter(|&c| can_achieve(cx.s(), e.you, c)).collect();
    if let Some(c) = cx.choose_card(e.you, &cands, false, Intent::Achieve, "Choose a card of that value from their score pile to achieve").await? {
        cx.achieve(e.you, c).await?;
    }
    Ok(())
}
