//! Tools (base set, age 1, blue): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Tools",
    set: CardSet::Base,
    variants: &[Variant::new(E1 | E3 | E4, &[
        effect("You may return three cards from your hand; if you do, draw a [3] and meld it.", run!(tools_three)),
        effect("You may return a card of value [3] from your hand; if you do, draw three cards of value [1].", run!(tools_one)),
    ])],
};

async fn tools_three(cx: &mut Ctx, e: Exec) -> R {
    // With fewer than three cards the optional part cannot be done completely, so the
    // effect is ignored (BGA rules page, "Clarifications": "You may [do X], if you do, [Y]").
    // The 4th edition reads the same way: returning fewer than three never meets the
    // condition of "if you do" (rulebook-4th-edition.txt, "If clauses").
    let hand = cx.hand(e.you);
    if hand.len() < 3 {
        return Ok(());
    }
    if !cx.yes_no_on(e.you, Intent::Return, &hand[..3], "Return three cards from your hand to draw and meld a 3?").await? {
        return Ok(());
    }
    let chosen = cx.choose_cards(e.you, &hand, 3, 3, Intent::Return, "Choose three cards to return").await?;
    if cx.return_all(e.you, &chosen).await?.len() == 3 {
        cx.draw_and_meld(e.you, 3).await?;
    }
    Ok(())
}
async fn tools_one(cx: &mut Ctx, e: Exec) -> R {
    let v = cx.boxed(3);
    let threes: Vec<CardId> = cx.hand(e.you).iter().copied().filter(|&c| age(c) == v).collect();
    if let Some(c) = cx.choose_card(e.you, &threes, true, Intent::Return, &format!("You may return a {v} from your hand")).await? {
        if cx.return_card(e.you, c).await? {
            cx.draw_n(e.you, 1, 3).await?;
        }
    }
    Ok(())
}
