//! Socialism (base set, age 8, purple): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Socialism",
    set: CardSet::Base,
    variants: &[Variant::new(E1 | E3, &[effect(
        "You may tuck every card from your hand; tucking one means tucking all. If at least one tucked card was purple, take every lowest card from each opponent's hand into your hand.",
        run!(socialism),
    )]),
    Variant::new(E4, &[
        effect("You may tuck one of your top cards. If you do, tuck every card from your hand.", run!(socialism_tuck_4e)),
        effect("You may junk an available achievement of value [8], [9] or [10].", run!(socialism_junk_4e)),
    ])],
};

async fn socialism(cx: &mut Ctx, e: Exec) -> R {
    let hand = cx.hand(e.you);
    // An optional effect on a fixed set: yes/no first, nothing asked for an empty hand
    // (spec rules 4 and 5).
    if hand.is_empty() || !cx.yes_no_on(e.you, Intent::Tuck, &hand, "Tuck all the cards in your hand?").await? {
        return Ok(());
    }
    let tucked = cx.tuck_all(e.you, &hand).await?;
    if tucked.iter().any(|&c| color(c) == Color::Purple) {
        for q in cx.s().opponents(e.you) {
            let low = lowest(&cx.hand(q));
            for c in by_age_title(&low) {
                cx.transfer(e.you, c, Zone::Hand(e.you)).await?;
            }
        }
    }
    Ok(())
}
async fn socialism_tuck_4e(cx: &mut Ctx, e: Exec) -> R {
    let tops = cx.s().top_cards(e.you);
    if let Some(top) = cx.choose_card(e.you, &tops, true, Intent::Tuck, "You may tuck one of your top cards").await? {
        if !cx.tuck(e.you, top).await? {
            return Ok(());
        }
        let hand = cx.hand(e.you);
        cx.tuck_all(e.you, &hand).await?;
    }
    Ok(())
}
async fn socialism_junk_4e(cx: &mut Ctx, e: Exec) -> R {
    cx.junk_available(e.you, &[8, 9, 10], true).await?;
    Ok(())
}
