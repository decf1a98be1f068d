//! Avicenna (Figures in the Sand, age 3, yellow): our wording of its 3rd-edition
//! text, then the code that runs it and its karma.
use crate::cards::prelude::*;
use crate::rules::hooks::{ActKind, Hook, Source, When};

pub static CARD: CardDef = CardDef {
    name: "Avicenna",
    set: CardSet::Figures,
    variants: &[Variant {
        hooks: &[NO_FADE],
        decree: Some("Expansion"),
        ..Variant::new(E3, &[
            inspire("Draw a [3] and tuck it.", run!(avicenna_inspire)),
            karma("With any two figures, you may issue the Expansion Decree."),
            karma("Whenever a figure of yours would have to fade, nothing happens instead."),
        ])
    }],
};

async fn avicenna_inspire(cx: &mut Ctx, e: Exec) -> R {
    cx.draw_and_tuck(e.you, 3).await?;
    Ok(())
}

/// The fade of the owner's excess figures at the end of an action (any player's)
/// does not happen (`sets::figures`, fading: `Act::Fade`).
const NO_FADE: Hook = Hook {
    name: "Avicenna",
    when: When::Instead,
    on: &[ActKind::Fade],
    applies: |_, src, act| matches!(src, Source::Card { owner, .. } if act.player() == owner),
    run: |_, _, _| Box::pin(async move { Ok(()) }),
};
