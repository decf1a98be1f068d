//! Astronomy (base set, age 5, purple): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Astronomy",
    set: CardSet::Base,
    variants: &[Variant::new(E1 | E3 | E4, &[
        effect(
            "Draw a [6] and show it to everyone. If it is blue or green, meld it and carry out this effect once more.",
            run!(astronomy_draw),
        ),
        effect(
            "If each of your top cards that is not purple has a value of [6] or more, claim the Universe achievement.",
            run!(astronomy_universe),
        ),
    ])],
};

async fn astronomy_draw(cx: &mut Ctx, e: Exec) -> R {
    for _ in 0..MAX_REPEATS {
        let Some(c) = cx.draw_and_reveal(e.you, 6).await? else { return Ok(()) };
        if !matches!(color(c), Color::Green | Color::Blue) {
            break;
        }
        cx.meld(e.you, c).await?;
    }
    Ok(())
}
async fn astronomy_universe(cx: &mut Ctx, e: Exec) -> R {
    // "All non-purple top cards" is read literally: with no non-purple top card the
    // condition holds (nothing contradicts it).
    let least = cx.boxed(6);
    let ok = cx.s().top_cards(e.you).iter().all(|&c| color(c) == Color::Purple || cx.s().value(c) >= least);
    if ok {
        cx.claim_special(e.you, "Universe").await?;
    }
    Ok(())
}
