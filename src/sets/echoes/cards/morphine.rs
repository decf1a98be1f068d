//! Morphine (Echoes of the Past, age 6, yellow): our wording of its text, then the
//! code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Morphine",
    set: CardSet::Echoes,
    variants: &[Variant::new(E3, &[
        echo("Score a card of odd value from your hand.", run!(morphine_echo)),
        demand("I demand that you return every card of odd value in your hand! Draw a [6]!", run!(morphine_demand)),
        effect("If the demand made anyone return a card, draw a card of value one more than the highest card returned because of it.", run!(morphine_draw)),
        effect("You may splay your red cards right.", run!(morphine_splay)),
    ])],
};

async fn morphine_echo(cx: &mut Ctx, e: Exec) -> R {
    let odd: Vec<CardId> = cx.hand(e.you).into_iter().filter(|&c| age(c) % 2 == 1).collect();
    if let Some(c) = cx.choose_card(e.you, &odd, false, Intent::Score, "Score an odd-valued card from your hand").await? {
        cx.score(e.you, c).await?;
    }
    Ok(())
}

/// The highest card returned by all the vulnerable players is kept for the
/// non-demand effect of the same action.
async fn morphine_demand(cx: &mut Ctx, e: Exec) -> R {
    let odd: Vec<CardId> = cx.hand(e.you).into_iter().filter(|&c| age(c) % 2 == 1).collect();
    for c in odd {
        if cx.return_card(e.you, c).await? {
            let m = cx.memory();
            let high = m.mark(e.card, e.leader).unwrap_or(0).max(age(c) as i64);
            m.set_mark(e.card, e.leader, high);
        }
    }
    cx.draw(e.you, 6).await?;
    Ok(())
}

async fn morphine_draw(cx: &mut Ctx, e: Exec) -> R {
    if let Some(high) = cx.memory().mark(e.card, e.leader) {
        cx.draw(e.you, high as u8 + 1).await?;
    }
    Ok(())
}

async fn morphine_splay(cx: &mut Ctx, e: Exec) -> R {
    cx.may_splay(e.you, &[Color::Red], Splay::Right).await?;
    Ok(())
}
