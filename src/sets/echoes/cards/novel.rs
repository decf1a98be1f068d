//! Novel (Echoes of the Past, age 3, purple): our wording of its 3rd-edition
//! text, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Novel",
    set: CardSet::Echoes,
    variants: &[Variant::new(E3, &[
        echo("Draw a [3].", run!(novel_echo)),
        effect("Draw a [3]. You may splay your purple cards left.", run!(novel_draw)),
        effect("If your top cards other than purple all have one same icon, not counting {crown}, claim the Supremacy achievement.", run!(novel_supremacy)),
    ])],
};

async fn novel_echo(cx: &mut Ctx, e: Exec) -> R {
    cx.draw(e.you, 3).await?;
    Ok(())
}
async fn novel_draw(cx: &mut Ctx, e: Exec) -> R {
    cx.draw(e.you, 3).await?;
    cx.may_splay(e.you, &[Color::Purple], Splay::Left).await?;
    Ok(())
}
/// Interpretation: the non-purple top cards must exist (at least one) to share
/// an icon; a single such card shares each of its own icons. An icon is one of
/// the edition's standard icons (not a bonus, an echo effect or the hexagon).
async fn novel_supremacy(cx: &mut Ctx, e: Exec) -> R {
    let tops = top_cards_where(cx.s(), e.you, |c| color(c) != Color::Purple);
    if tops.is_empty() {
        return Ok(());
    }
    let common = cx.s().rules().icons().iter().any(|&i| i != Icon::Crown && tops.iter().all(|&c| cx.s().has_icon(c, i)));
    if common {
        cx.claim_special(e.you, "Supremacy").await?;
    }
    Ok(())
}
