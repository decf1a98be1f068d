//! Optics (base set, age 3, red): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Optics",
    set: CardSet::Base,
    variants: &[Variant::new(E1 | E3, &[effect(
        "Draw a [3] and meld it. When it shows a {crown}, draw a [4] and score it. When it does not, move a card from your score pile into the score pile of an opponent who has fewer points than you.",
        run!(optics),
    )]),
    Variant::new(E4, &[effect(
        "Draw a [3] and meld it. If it shows {crown}, draw a [4] and score it. If not, move a card from your score pile into the score pile of an opponent who has fewer points than you.",
        run!(optics),
    )])],
};

async fn optics(cx: &mut Ctx, e: Exec) -> R {
    let Some(c) = cx.draw_and_meld(e.you, 3).await? else { return Ok(()) };
    if cx.s().has_icon(c, Icon::Crown) {
        cx.draw_and_score(e.you, 4).await?;
        return Ok(());
    }
    let mine = cx.score_of(e.you);
    let poorer: Vec<PlayerId> = cx.s().opponents(e.you).into_iter().filter(|&q| cx.score_of(q) < mine).collect();
    if poorer.is_empty() {
        return Ok(());
    }
    // Spec rule 6: the card is named first in the text, then the opponent.
    let score = cx.score_pile(e.you);
    if let Some(card) = cx.choose_card(e.you, &score, false, Intent::Give { to: None }, "Choose a card from your score pile to give away").await? {
        if let Some(q) = cx.choose_player(e.you, &poorer, false, Intent::Decide, "Choose an opponent with fewer points").await? {
            cx.transfer(e.you, card, Zone::Score(q)).await?;
        }
    }
    Ok(())
}
