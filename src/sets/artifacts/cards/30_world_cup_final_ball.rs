//! '30 World Cup Final Ball (Artifacts of History, age 8, purple): our wording of
//! its 3rd-edition text, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "'30 World Cup Final Ball",
    set: CardSet::Artifacts,
    variants: &[Variant::new(E3, &[
        compel("I compel you to return an achievement of yours!", run!(give_back)),
        effect(
            "Draw an [8] and reveal it. The one player whose top card of the drawn card's colour is strictly the highest achieves the drawn card, whether or not eligible. If someone did, do this effect again.",
            run!(final_ball),
        ),
    ])],
};

async fn give_back(cx: &mut Ctx, e: Exec) -> R {
    // The achievements that can be returned: standard achievements, which go to the
    // bottom of their decks. A special achievement has no supply pile to return to
    // (3rd-edition rules, glossary "Return"), and a relic in an achievements pile
    // "is not affected by any rule or effect that affects standard achievements.
    // Only the rules that apply to Relics may affect it" (BGA rules page, "Relic
    // Cards"). Face down even to their owner: chosen by value, one choice per value.
    let mut cands: Vec<CardId> = vec![];
    for c in by_age_title(&crate::sets::artifacts::claimed_cards(cx.s(), e.you)) {
        if crate::cards::facts(c).set != CardSet::Relics && !cands.iter().any(|&a| age(a) == age(c)) {
            cands.push(c);
        }
    }
    if let Some(c) = cx.choose_card(e.you, &cands, false, Intent::Return, "Choose one of your achievements to return").await? {
        cx.return_card(e.you, c).await?;
    }
    Ok(())
}

async fn final_ball(cx: &mut Ctx, e: Exec) -> R {
    for _ in 0..MAX_REPEATS {
        let Some(c) = cx.draw_and_reveal(e.you, 8).await? else { return Ok(()) };
        let col = color(c);
        // Players without a card of that colour have no such top card; a tie for
        // the highest means nobody ("the single player").
        let tops: Vec<(PlayerId, u8)> = cx.s().players_from(e.you).into_iter().filter_map(|p| cx.s().top_value(p, col).map(|v| (p, v))).collect();
        let Some(best) = tops.iter().map(|&(_, v)| v).max() else { return Ok(()) };
        let at_best: Vec<PlayerId> = tops.iter().filter(|&&(_, v)| v == best).map(|&(p, _)| p).collect();
        let [winner] = at_best[..] else { return Ok(()) };
        cx.achieve(winner, c).await?;
    }
    Ok(())
}
