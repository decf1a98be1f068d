//! Composites (base set, age 9, red): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Composites",
    set: CardSet::Base,
    variants: &[Variant::new(E1 | E3 | E4, &[demand(
        "I demand that you move every card but one from your hand into my hand! In addition, move the highest card of your score pile into my score pile!",
        composites,
    )])],
};

fn composites(cx: &mut Ctx, e: Exec) -> R {
    // "All but one": the cards that move are the items chosen, N = hand size - 1
    // (spec rules 1 and 3: one card is a single prompt, more a multi-item prompt of
    // exactly N); they move in the chosen order (spec rule 7).
    let hand = by_age_title(cx.s().hand(e.you));
    let n = hand.len().saturating_sub(1);
    let prompt = "Choose the cards to give to the demanding player (you keep one)";
    let give = if n == 1 {
        cx.choose_card(e.you, &hand, false, Intent::Give { to: Some(e.leader) }, prompt)?.into_iter().collect()
    } else {
        cx.choose_cards(e.you, &hand, n, n, Intent::Give { to: Some(e.leader) }, prompt)?
    };
    for c in give {
        cx.transfer(e.you, c, Zone::Hand(e.leader))?;
    }
    let top = highest(cx.s().score_pile(e.you));
    if let Some(c) = cx.choose_card(e.you, &top, false, Intent::Give { to: Some(e.leader) }, "Choose your highest scored card to hand over")? {
        cx.transfer(e.you, c, Zone::Score(e.leader))?;
    }
    Ok(())
}
