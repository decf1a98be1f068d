//! Radio Telescope (Echoes of the Past, age 8, blue): our wording of its text,
//! then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Radio Telescope",
    set: CardSet::Echoes,
    variants: &[Variant::new(E3, &[effect(
        "Draw a [9] for each two {lightbulb} on your board. Meld one of the cards you drew and return the others. If the card you melded this way is A.I., you win.",
        run!(radio_telescope),
    )])],
};

async fn radio_telescope(cx: &mut Ctx, e: Exec) -> R {
    let n = cx.icon_count(e.you, Icon::Lightbulb) / 2;
    let mut drawn = vec![];
    for _ in 0..n {
        drawn.extend(cx.draw(e.you, 9).await?);
    }
    let drawn: Vec<CardId> = by_age_title(&drawn).into_iter().filter(|&c| cx.s().in_hand(e.you, c)).collect();
    let Some(m) = cx.choose_card(e.you, &drawn, false, Intent::Meld, "Choose which drawn card to meld (the others are returned)").await? else { return Ok(()) };
    // "If you meld A.I. due to this dogma effect": not when a karma put it
    // elsewhere instead (Gene Roddenberry tucks it).
    let melded = cx.meld(e.you, m).await?;
    // The others are returned from the hand; a karma set off by the meld may have
    // moved some first (Carl Friedrich Gauss melds them).
    let rest: Vec<CardId> = drawn.into_iter().filter(|&c| c != m && cx.s().in_hand(e.you, c)).collect();
    cx.return_all(e.you, &rest).await?;
    if melded && crate::cards::facts(m).set == CardSet::Base && crate::cards::name(m) == "A.I." {
        return Err(cx.win(e.you, e.card).await);
    }
    Ok(())
}
