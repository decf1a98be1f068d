//! Cell Phone (Echoes of the Past, age 10, yellow): our wording of its text, then
//! the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Cell Phone",
    set: CardSet::Echoes,
    variants: &[Variant::new(E3, &[
        effect("Draw a [10] for each two {clock} on your board.", run!(cell_phone_draw)),
        effect("You may splay your green cards up.", run!(cell_phone_splay)),
        effect("You may tuck any number of cards with a {clock} from your hand; splay up each colour you tuck a card into.", run!(cell_phone_tuck)),
    ])],
};

async fn cell_phone_draw(cx: &mut Ctx, e: Exec) -> R {
    let n = cx.icon_count(e.you, Icon::Clock) / 2;
    cx.draw_n(e.you, 10, n).await?;
    Ok(())
}

async fn cell_phone_splay(cx: &mut Ctx, e: Exec) -> R {
    cx.may_splay(e.you, &[Color::Green], Splay::Up).await?;
    Ok(())
}

/// The cards are tucked in the order named; after each tuck its colour is
/// splayed up (a pile of one card cannot be splayed until a second one comes).
async fn cell_phone_tuck(cx: &mut Ctx, e: Exec) -> R {
    let cands: Vec<CardId> = cx.hand(e.you).into_iter().filter(|&c| cx.s().has_icon(c, Icon::Clock)).collect();
    let n = cands.len();
    let chosen = cx.choose_cards(e.you, &cands, 0, n, Intent::Tuck, "You may tuck any number of cards with a clock (each colour tucked into is splayed up)").await?;
    for c in chosen {
        // A chosen card that has left the hand meanwhile (a karma set off by an
        // earlier tuck, or by the City drawn after a splay) is not tucked, and its
        // colour is not splayed for it.
        if !cx.hand(e.you).contains(&c) {
            continue;
        }
        // Only a colour a card was tucked into is splayed (a karma may replace the
        // tuck: Mikhail Kalashnikov).
        if cx.tuck(e.you, c).await? {
            cx.splay(e.you, color(c), Splay::Up).await?;
        }
    }
    Ok(())
}
