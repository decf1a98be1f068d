//! Kobukson (Echoes of the Past, age 4, red): our wording of its text, then the
//! code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Kobukson",
    set: CardSet::Echoes,
    variants: &[Variant::new(E3, &[
        echo("Splay one colour of any player's board left.", run!(kobukson_echo)),
        demand("I demand that you return every top card of your board that has a {castle}, and then draw a [4] and tuck it!", run!(kobukson_demand)),
        effect("Draw a [4] and tuck it, once for each two cards returned because of the demand.", run!(kobukson)),
    ])],
};

/// The piles that a left splay would change (two or more cards, not already
/// splayed left), on every board, asked as `<player> <color>`.
async fn kobukson_echo(cx: &mut Ctx, e: Exec) -> R {
    let mut piles = vec![];
    for q in cx.s().players_from(e.you) {
        for col in Color::ALL {
            let pile = cx.s().pile(q, col);
            if pile.cards().len() >= 2 && pile.splay() != Splay::Left {
                piles.push((q, col));
            }
        }
    }
    if let Some((q, col)) = cx.choose_pile(e.you, &piles, false, Intent::Splay { direction: Splay::Left }, "Splay one colour of any player's board left").await? {
        cx.splay_by(e.you, q, col, Splay::Left).await?;
    }
    Ok(())
}

/// The cards returned by all the vulnerable players are counted together, for
/// the non-demand effect of the same action.
async fn kobukson_demand(cx: &mut Ctx, e: Exec) -> R {
    let tops = top_cards_where(cx.s(), e.you, |c| cx.s().has_icon(c, Icon::Castle));
    let mut returned = 0;
    for c in tops {
        if cx.return_card(e.you, c).await? {
            returned += 1;
        }
    }
    let m = cx.memory();
    let before = m.mark(e.card, e.leader).unwrap_or(0);
    m.set_mark(e.card, e.leader, before + returned);
    cx.draw_and_tuck(e.you, 4).await?;
    Ok(())
}

async fn kobukson(cx: &mut Ctx, e: Exec) -> R {
    let returned = cx.memory().mark(e.card, e.leader).unwrap_or(0);
    for _ in 0..returned / 2 {
        cx.draw_and_tuck(e.you, 4).await?;
    }
    Ok(())
}
