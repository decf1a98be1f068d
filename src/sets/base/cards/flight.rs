//! Flight (base set, age 8, red): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Flight",
    set: CardSet::Base,
    variants: &[Variant::new(E1 | E3 | E4, &[
        effect("If your red pile is splayed up, you may splay any one colour of your cards up.", run!(flight_any)),
        effect("You may splay your red cards up.", run!(flight_red)),
    ])],
};

async fn flight_any(cx: &mut Ctx, e: Exec) -> R {
    if cx.s().pile(e.you, Color::Red).splay() == Splay::Up {
        cx.may_splay(e.you, &Color::ALL, Splay::Up).await?;
    }
    Ok(())
}
async fn flight_red(cx: &mut Ctx, e: Exec) -> R {
    cx.may_splay(e.you, &[Color::Red], Splay::Up).await?;
    Ok(())
}
