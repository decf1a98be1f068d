//! Calendar (base set, age 2, blue): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Calendar",
    set: CardSet::Base,
    variants: &[Variant::new(E1 | E3 | E4, &[effect("If your score pile holds more cards than your hand, draw two [3].", run!(calendar))])],
};

async fn calendar(cx: &mut Ctx, e: Exec) -> R {
    if cx.score_pile(e.you).len() > cx.hand(e.you).len() {
        cx.draw_n(e.you, 3, 2).await?;
    }
    Ok(())
}
