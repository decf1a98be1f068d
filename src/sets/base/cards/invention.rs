//! Invention (base set, age 4, green): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Invention",
    set: CardSet::Base,
    variants: &[Variant::new(E1 | E3 | E4, &[
        effect(
            "You may pick one colour of yours that is splayed left and splay it right instead. If you did, draw a [4] and score it.",
            run!(invention_splay),
        ),
        effect(
            "If all five of your colours are splayed, whatever their directions, claim the Wonder achievement.",
            run!(invention_wonder),
        ),
    ])],
};

async fn invention_splay(cx: &mut Ctx, e: Exec) -> R {
    let left: Vec<Color> = Color::ALL.into_iter().filter(|&c| cx.s().pile(e.you, c).splay() == Splay::Left).collect();
    if let Some(c) = cx.choose_color(e.you, &left, true, Intent::Splay { direction: Splay::Right }, "You may splay right a colour splayed left").await? {
        cx.splay(e.you, c, Splay::Right).await?;
        cx.draw_and_score(e.you, 4).await?;
    }
    Ok(())
}
async fn invention_wonder(cx: &mut Ctx, e: Exec) -> R {
    if Color::ALL.iter().all(|&c| cx.s().pile(e.you, c).splay() != Splay::None) {
        cx.claim_special(e.you, "Wonder").await?;
    }
    Ok(())
}
