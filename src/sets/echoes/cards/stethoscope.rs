//! Stethoscope (Echoes of the Past, age 6, blue): our wording of its text, then
//! the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Stethoscope",
    set: CardSet::Echoes,
    variants: &[Variant::new(E3, &[
        echo("Meld a blue card or a yellow card from your hand.", run!(stethoscope_echo)),
        effect("Draw a [7]. If the echo effect of Stethoscope made you meld a blue card, draw an [8].", run!(stethoscope_draw)),
        effect("You may splay your yellow cards right.", run!(stethoscope_splay)),
    ])],
};

/// What the echo effect melded is kept per player for the same Dogma action.
async fn stethoscope_echo(cx: &mut Ctx, e: Exec) -> R {
    let cands: Vec<CardId> = cx.hand(e.you).into_iter().filter(|&c| matches!(color(c), Color::Blue | Color::Yellow)).collect();
    let Some(c) = cx.choose_card(e.you, &cands, false, Intent::Meld, "Meld a blue or yellow card from your hand").await? else { return Ok(()) };
    if cx.meld(e.you, c).await? && color(c) == Color::Blue {
        cx.memory().set_mark(e.card, e.you, 1);
    }
    Ok(())
}

async fn stethoscope_draw(cx: &mut Ctx, e: Exec) -> R {
    cx.draw(e.you, 7).await?;
    if cx.memory().mark(e.card, e.you) == Some(1) {
        cx.draw(e.you, 8).await?;
    }
    Ok(())
}

async fn stethoscope_splay(cx: &mut Ctx, e: Exec) -> R {
    cx.may_splay(e.you, &[Color::Yellow], Splay::Right).await?;
    Ok(())
}
