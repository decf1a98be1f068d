//! Space Traffic (base set, age 11, green; 4th edition only): our wording of its
//! text, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Space Traffic",
    set: CardSet::Base,
    variants: &[Variant::new(E4, &[effect(
        "Draw and tuck an [11]. If the card it went under is an [11], you lose. Score every card of the tucked card's colour except your top five, splay that colour aslant, and unless your score is the highest, do this effect again.",
        run!(space_traffic),
    )])],
};

async fn space_traffic(cx: &mut Ctx, e: Exec) -> R {
    for _ in 0..MAX_REPEATS {
        let Some(c) = cx.draw_and_tuck(e.you, 11).await? else { return Ok(()) };
        let col = color(c);
        // The pile is bottom first: the tucked card at 0, the card it went under at 1.
        let pile = cx.s().pile(e.you, col).cards();
        if pile.first() == Some(&c) && pile.get(1).is_some_and(|&above| age(above) == 11) {
            return cx.lose(e.you).await;
        }
        let below = all_but_top(cx.s(), e.you, col, 5);
        for card in below {
            cx.score(e.you, card).await?;
        }
        cx.splay(e.you, col, Splay::Aslant).await?;
        // A score tied for the highest is the highest: only a higher score repeats.
        let mine = cx.score_of(e.you);
        let others = cx.s().all_players().into_iter().filter(|&q| q != e.you).map(|q| cx.score_of(q)).max().unwrap_or(0);
        if mine >= others {
            break;
        }
    }
    Ok(())
}
