//! Stem Cells (base set, age 10, yellow): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Stem Cells",
    set: CardSet::Base,
    variants: &[Variant::new(E1 | E3, &[effect("You may score your entire hand: either all of its cards or none.", run!(stem_cells))]),
    Variant::new(E4, &[
        effect("You may score your entire hand: either all of its cards or none.", run!(stem_cells)),
        effect("Draw an [11].", run!(stem_cells_draw_4e)),
    ])],
};

async fn stem_cells(cx: &mut Ctx, e: Exec) -> R {
    let hand = cx.hand(e.you);
    // An optional effect on a fixed set: yes/no first (spec rule 4); nothing asked
    // with an empty hand (spec rule 5).
    if !hand.is_empty() && cx.yes_no_on(e.you, Intent::Score, &hand, "Score all cards in your hand?").await? {
        for c in hand {
            cx.score(e.you, c).await?;
        }
    }
    Ok(())
}
async fn stem_cells_draw_4e(cx: &mut Ctx, e: Exec) -> R {
    cx.draw(e.you, 11).await?;
    Ok(())
}
