//! Rubber (Echoes of the Past, age 7, red): our wording of its text, then the
//! code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Rubber",
    set: CardSet::Echoes,
    variants: &[Variant::new(E3, &[
        echo("Twice, draw an [8] and tuck it.", run!(rubber_echo)),
        effect("Score one of your top cards that has no bonus.", run!(rubber_score)),
        effect("You may splay your red cards up.", run!(rubber_splay)),
    ])],
};

async fn rubber_echo(cx: &mut Ctx, e: Exec) -> R {
    cx.draw_and_tuck(e.you, 8).await?;
    cx.draw_and_tuck(e.you, 8).await?;
    Ok(())
}

async fn rubber_score(cx: &mut Ctx, e: Exec) -> R {
    let cands = top_cards_where(cx.s(), e.you, |c| bonus(c).is_none());
    if let Some(c) = cx.choose_card(e.you, &cands, false, Intent::Score, "Choose a top card without a bonus to score").await? {
        cx.score(e.you, c).await?;
    }
    Ok(())
}

async fn rubber_splay(cx: &mut Ctx, e: Exec) -> R {
    cx.may_splay(e.you, &[Color::Red], Splay::Up).await?;
    Ok(())
}
