//! Stephen Hawking (Figures in the Sand, age 10, blue): our wording of its
//! 3rd-edition text, then the code that runs it.
//!
//! The karma: while Hawking is a top card of your board, each visible hexagon of a
//! pile is one more echo effect of the card that prints it, "Score the bottom card
//! of this colour" (`HEX_ECHO`): a Dogma action on a card of that colour executes
//! it among the pile's echo effects, from the bottom card to the top (each card's
//! printed echo effect, then its hexagon), shared like any echo effect (a sharer
//! scores their own bottom card of that colour). `sets::figures::hex_echo` finds
//! it for `rules::dogma::effect_list`. What counts echo effects counts them too
//! (the History special achievement, Photography: `query::echo_effects_per_colour`).
use crate::cards::prelude::*;
use crate::cards::Effect;

pub static CARD: CardDef = CardDef {
    name: "Stephen Hawking",
    set: CardSet::Figures,
    variants: &[Variant::new(E3, &[
        inspire("Draw a [10] and tuck it.", run!(hawking_inspire)),
        karma("Each {hexagon} on your board also counts as an echo effect: \"Score the bottom card of this colour.\""),
    ])],
};

/// The echo effect each visible hexagon counts as.
pub static HEX_ECHO: Effect = echo("Score the bottom card of this colour.", run!(score_bottom));

async fn hawking_inspire(cx: &mut Ctx, e: Exec) -> R {
    cx.draw_and_tuck(e.you, 10).await?;
    Ok(())
}

/// "This colour": the colour of the card whose hexagon it is.
async fn score_bottom(cx: &mut Ctx, e: Exec) -> R {
    if let Some(c) = cx.s().pile(e.you, color(e.card)).bottom() {
        cx.score(e.you, c).await?;
    }
    Ok(())
}
