//! Metric System (base set, age 6, green): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Metric System",
    set: CardSet::Base,
    variants: &[Variant::new(E1 | E3 | E4, &[
        effect(
            "If your green pile is splayed to the right, you may splay one colour of your choice to the right.",
            run!(metric_system_any),
        ),
        effect("You may splay your green cards to the right.", run!(metric_system_green)),
    ])],
};

async fn metric_system_any(cx: &mut Ctx, e: Exec) -> R {
    if cx.s().pile(e.you, Color::Green).splay() == Splay::Right {
        cx.may_splay(e.you, &Color::ALL, Splay::Right).await?;
    }
    Ok(())
}
async fn metric_system_green(cx: &mut Ctx, e: Exec) -> R {
    cx.may_splay(e.you, &[Color::Green], Splay::Right).await?;
    Ok(())
}
