//! Hansen Writing Ball (Artifacts of History, age 7, green): our wording of its
//! 3rd-edition text, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Hansen Writing Ball",
    set: CardSet::Artifacts,
    variants: &[Variant::new(E3, &[
        compel("I compel you to draw four [7]! Meld a blue card from your hand, then move every card of your hand into my hand!", run!(hansen_compel)),
        effect("Draw a [7] and reveal it. If it shows no {clock}, tuck it and do this effect again.", run!(hansen_draw)),
    ])],
};

async fn hansen_compel(cx: &mut Ctx, e: Exec) -> R {
    cx.draw_n(e.you, 7, 4).await?;
    let blue: Vec<CardId> = cx.hand(e.you).into_iter().filter(|&c| color(c) == Color::Blue).collect();
    if let Some(b) = cx.choose_card(e.you, &blue, false, Intent::Meld, "Choose a blue card of your hand to meld").await? {
        cx.meld(e.you, b).await?;
    }
    // Not "if you do": the hand goes over whether or not a blue card was melded.
    for c in cx.hand(e.you) {
        cx.transfer(e.you, c, Zone::Hand(e.leader)).await?;
    }
    Ok(())
}

async fn hansen_draw(cx: &mut Ctx, e: Exec) -> R {
    for _ in 0..MAX_REPEATS {
        let Some(c) = cx.draw_and_reveal(e.you, 7).await? else { return Ok(()) };
        if cx.s().has_icon(c, Icon::Clock) {
            // It stays in the hand.
            return Ok(());
        }
        cx.tuck(e.you, c).await?;
    }
    Ok(())
}
