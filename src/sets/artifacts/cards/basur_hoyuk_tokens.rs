//! Basur Hoyuk Tokens (Artifacts, age 1, blue): our wording of its text, then the
//! code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Basur Hoyuk Tokens",
    set: CardSet::Artifacts,
    variants: &[Variant::new(E3, &[effect(
        "Draw and reveal a [4]. If your top card of the drawn card's colour has a title that comes earlier in alphabetical order, return the drawn card and every card of your score pile.",
        run!(basur_hoyuk_tokens),
    )])],
};

/// Titles compare in English, letter by letter, ignoring case; a leading article
/// counts ("The Wheel" sorts under T: BGA rules page, "Anatomy of a Card", as for
/// the first player of the game). ASCII case folding is exact for every title
/// (`cards::tests::titles_fold_case_in_ascii`).
fn before(a: &str, b: &str) -> bool {
    a.to_ascii_lowercase() < b.to_ascii_lowercase()
}

async fn basur_hoyuk_tokens(cx: &mut Ctx, e: Exec) -> R {
    let Some(c) = cx.draw_and_reveal(e.you, 4).await? else { return Ok(()) };
    let Some(top) = cx.s().top(e.you, color(c)) else { return Ok(()) };
    if before(cx.s().title(top), cx.s().title(c)) {
        cx.return_card(e.you, c).await?;
        let score = cx.score_pile(e.you);
        cx.return_all(e.you, &score).await?;
    }
    Ok(())
}
