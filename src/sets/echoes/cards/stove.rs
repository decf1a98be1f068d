//! Stove (Echoes of the Past, age 5, yellow): our wording of its text, then the
//! code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Stove",
    set: CardSet::Echoes,
    variants: &[Variant::new(E3, &[
        echo("Score one of your top cards that has no {factory}.", run!(stove_echo)),
        effect("Draw a [4] and tuck it. If your top card of that card's colour has a value below [4], draw a [4] and score it.", run!(stove)),
        effect("You may splay your green cards right.", run!(stove_splay)),
    ])],
};

async fn stove_echo(cx: &mut Ctx, e: Exec) -> R {
    let cands = top_cards_where(cx.s(), e.you, |c| !cx.s().has_icon(c, Icon::Factory));
    if let Some(c) = cx.choose_card(e.you, &cands, false, Intent::Score, "Score one of your top cards without a factory").await? {
        cx.score(e.you, c).await?;
    }
    Ok(())
}

async fn stove(cx: &mut Ctx, e: Exec) -> R {
    let Some(c) = cx.draw_and_tuck(e.you, 4).await? else { return Ok(()) };
    let below = cx.boxed(4);
    if cx.s().top_value(e.you, color(c)).is_some_and(|v| v < below) {
        cx.draw_and_score(e.you, 4).await?;
    }
    Ok(())
}

async fn stove_splay(cx: &mut Ctx, e: Exec) -> R {
    cx.may_splay(e.you, &[Color::Green], Splay::Right).await?;
    Ok(())
}
