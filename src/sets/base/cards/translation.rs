//! Translation (base set, age 3, blue): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Translation",
    set: CardSet::Base,
    variants: &[Variant::new(E1 | E3, &[
        effect(
            "You may meld every card in your score pile; if you meld any of them, you have to meld all of them.",
            run!(translation_meld),
        ),
        effect("If every one of your top cards shows a {crown}, claim the World achievement.", run!(translation_world)),
    ]),
    Variant::new(E4, &[
        effect("You may meld every card in your score pile.", run!(translation_meld)),
        effect("If every one of your top cards shows {crown}, claim the World achievement.", run!(translation_world)),
    ])],
};

async fn translation_meld(cx: &mut Ctx, e: Exec) -> R {
    let score = cx.score_pile(e.you);
    if score.is_empty() {
        return Ok(());
    }
    // Spec rule 4: an optional effect on a fixed set is asked as yes/no; the cards
    // then go one at a time in score-pile order (rule 7).
    if cx.yes_no_on(e.you, Intent::Meld, &score, "Meld all the cards in your score pile?").await? {
        cx.meld_all(e.you, &score).await?;
    }
    Ok(())
}
async fn translation_world(cx: &mut Ctx, e: Exec) -> R {
    let tops = cx.s().top_cards(e.you);
    if !tops.is_empty() && tops.iter().all(|&c| cx.s().has_icon(c, Icon::Crown)) {
        cx.claim_special(e.you, "World").await?;
    }
    Ok(())
}
