//! Self Service (base set, age 10, green): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;
use crate::rules::query::achievements;

pub static CARD: CardDef = CardDef {
    name: "Self Service",
    set: CardSet::Base,
    variants: &[Variant::new(E1 | E3, &[
        effect(
            "Pick any top card on your board other than this one and carry out each of its non-demand dogma effects yourself, without sharing.",
            run!(self_service_execute),
        ),
        effect("If your achievements outnumber those of every opponent, you win.", run!(self_service_win)),
    ]),
    Variant::new(E4, &[
        effect("If your achievements number at least twice those of each opponent, you win.", run!(self_service_win_4e)),
        effect("Self-execute one of your top cards other than Self Service.", run!(self_service_execute)),
    ])],
};

async fn self_service_execute(cx: &mut Ctx, e: Exec) -> R {
    let cands: Vec<CardId> = cx.s().top_cards(e.you).into_iter().filter(|&c| c != e.on).collect();
    if let Some(c) = cx.choose_card(e.you, &cands, false, Intent::Execute, "Choose another top card of yours whose non-demand effects you execute").await? {
        cx.self_execute(e.you, c).await?;
    }
    Ok(())
}
async fn self_service_win(cx: &mut Ctx, e: Exec) -> R {
    // In a team game "your team's achievements are counted together for determining
    // victory" (rules-3rd-edition-with-expansions.txt, the team-play paragraph "With four
    // players, you can play in teams"), so a team's total is compared with each opponent's
    // team total; teammates are not opponents (BGA rules page, "Team games"). Without
    // teams this is simply each player's own count. What counts as achievements
    // counts here too: visible flags and fountains (Cities), karma (Figures: Nelson
    // Mandela's inspire effects).
    let mine = achievements(cx.s(), e.you);
    let opponents = cx.s().opponents(e.you);
    if opponents.iter().all(|&q| achievements(cx.s(), q) < mine) {
        return Err(cx.win(e.you, e.card).await);
    }
    Ok(())
}
async fn self_service_win_4e(cx: &mut Ctx, e: Exec) -> R {
    // Read as printed: "at least twice as many as each opponent" (teams compared by
    // their totals, as in the 3rd-edition variant above).
    let mine = achievements(cx.s(), e.you);
    let opponents = cx.s().opponents(e.you);
    if opponents.iter().all(|&q| mine >= 2 * achievements(cx.s(), q)) {
        return Err(cx.win(e.you, e.card).await);
    }
    Ok(())
}
