//! Parachute (Echoes of the Past, age 8, red): our wording of its text, then the
//! code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Parachute",
    set: CardSet::Echoes,
    variants: &[Variant::new(E3, &[demand("I demand that you move every card without a {clock} from your hand into my hand!", run!(parachute))])],
};

async fn parachute(cx: &mut Ctx, e: Exec) -> R {
    let cards: Vec<CardId> = cx.hand(e.you).into_iter().filter(|&c| !cx.s().has_icon(c, Icon::Clock)).collect();
    for c in cards {
        cx.transfer(e.you, c, Zone::Hand(e.leader)).await?;
    }
    Ok(())
}
