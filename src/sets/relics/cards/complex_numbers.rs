//! Complex Numbers (Relics, age 4, blue; a lost card of the base set): our
//! wording of its 3rd-edition text, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Complex Numbers",
    set: CardSet::Relics,
    variants: &[Variant::new(E3, &[effect(
        "You may reveal a card from your hand whose icons are exactly those of one of your top cards, the same types in the same numbers. If you do, claim an achievement of the revealed card's value, whether or not you are eligible.",
        run!(complex_numbers),
    )])],
};

/// The standard icons a card prints, by type.
fn icons(cx: &Ctx, c: CardId) -> Vec<usize> {
    cx.s().rules().icons().iter().map(|&i| cx.s().card_icon_count(c, i)).collect()
}

/// "Matching value": the value of the revealed card. "Claim an achievement" is a
/// standard achievement (BGA rules page, glossary "Claim an/any achievement":
/// only if one of that value is available).
async fn complex_numbers(cx: &mut Ctx, e: Exec) -> R {
    let tops: Vec<Vec<usize>> = cx.s().top_cards(e.you).into_iter().map(|t| icons(cx, t)).collect();
    let cands: Vec<CardId> = cx.hand(e.you).into_iter().filter(|&c| tops.contains(&icons(cx, c))).collect();
    let Some(c) = cx.choose_card(e.you, &cands, true, Intent::Reveal, "You may reveal a card with exactly the icons of one of your top cards").await? else { return Ok(()) };
    cx.reveal(e.you, c).await?;
    crate::sets::artifacts::claim_achievement(cx, e.you, Some(age(c))).await?;
    Ok(())
}
