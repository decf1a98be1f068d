//! Helicopter (Echoes of the Past, age 9, red): our wording of its text, then
//! the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Helicopter",
    set: CardSet::Echoes,
    variants: &[Variant::new(E3, &[effect(
        "Move a top card other than Helicopter from any board into the score pile of that board's owner. You may return a card from your hand that has an icon in common with the moved card. If you do, do this effect again.",
        run!(helicopter),
    )])],
};

/// "An icon in common": one of the six standard icon types (the 4th-edition text
/// says "icon type").
async fn helicopter(cx: &mut Ctx, e: Exec) -> R {
    for _ in 0..MAX_REPEATS {
        let mut cands = vec![];
        for q in cx.s().players_from(e.you) {
            cands.extend(top_cards_where(cx.s(), q, |c| !(crate::cards::facts(c).set == CardSet::Echoes && crate::cards::name(c) == "Helicopter")));
        }
        let Some(c) = cx.choose_card(e.you, &cands, false, Intent::Transfer, "Choose a top card (not Helicopter) to move into its owner's score pile").await? else { break };
        let Some(Zone::Board(owner, _)) = cx.s().loc(c) else { break };
        cx.transfer(e.you, c, Zone::Score(owner)).await?;
        let icons: Vec<Icon> = Icon::ALL.into_iter().filter(|&i| cx.s().has_icon(c, i)).collect();
        let sharing: Vec<CardId> = cx.hand(e.you).into_iter().filter(|&h| icons.iter().any(|&i| cx.s().has_icon(h, i))).collect();
        let Some(r) = cx.choose_card(e.you, &sharing, true, Intent::Return, "You may return a card sharing an icon with the moved card, to do this effect again").await? else { break };
        if !cx.return_card(e.you, r).await? {
            break;
        }
    }
    Ok(())
}
