//! Dolly the Sheep (Artifacts of History, age 10, yellow): our wording of its
//! 3rd-edition text, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Dolly the Sheep",
    set: CardSet::Artifacts,
    variants: &[Variant::new(E3, &[effect(
        "You may score the bottom card of your yellow pile. You may draw a [1] and tuck it. If the bottom card of your yellow pile is Domestication, you win. If not, meld the highest card of your hand, then draw a [10].",
        run!(dolly),
    )])],
};

async fn dolly(cx: &mut Ctx, e: Exec) -> R {
    // One named card: that card or `pass` (spec rule 4); no yellow card: not asked.
    let bottom: Vec<CardId> = cx.s().pile(e.you, Color::Yellow).bottom().into_iter().collect();
    if let Some(c) = cx.choose_card(e.you, &bottom, true, Intent::Score, "You may score your bottom yellow card").await? {
        cx.score(e.you, c).await?;
    }
    if cx.yes_no(e.you, Intent::Tuck, "Draw a 1 and tuck it?").await? {
        cx.draw_and_tuck(e.you, 1).await?;
    }
    if cx.s().pile(e.you, Color::Yellow).bottom().map(|c| cx.s().title(c)) == Some("Domestication") {
        return Err(cx.win(e.you, e.card).await);
    }
    let top = highest(&cx.hand(e.you));
    if let Some(c) = cx.choose_card(e.you, &top, false, Intent::Meld, "Choose your highest card in hand to meld").await? {
        cx.meld(e.you, c).await?;
    }
    cx.draw(e.you, 10).await?;
    Ok(())
}
