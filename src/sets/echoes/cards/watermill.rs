//! Watermill (Echoes of the Past, age 2, yellow): our wording of its 3rd-edition
//! text, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Watermill",
    set: CardSet::Echoes,
    variants: &[Variant::new(E3, &[effect(
        "Tuck a card from your hand that prints a bonus. If you do, draw a card of that bonus's value. If the card you drew prints a bonus too, you may return a card from your hand to do this effect again.",
        run!(watermill),
    )])],
};

async fn watermill(cx: &mut Ctx, e: Exec) -> R {
    for _ in 0..MAX_REPEATS {
        let cands: Vec<CardId> = cx.hand(e.you).into_iter().filter(|&c| bonus(c).is_some()).collect();
        let Some(c) = cx.choose_card(e.you, &cands, false, Intent::Tuck, "Choose a card with a bonus to tuck").await? else { break };
        if !cx.tuck(e.you, c).await? {
            break;
        }
        let Some(v) = bonus(c) else { break };
        let Some(drawn) = cx.draw(e.you, v).await? else { break };
        if bonus(drawn).is_none() {
            break;
        }
        let hand = cx.hand(e.you);
        let Some(r) = cx.choose_card(e.you, &hand, true, Intent::Return, "You may return a card from your hand to do the effect again").await? else { break };
        if !cx.return_card(e.you, r).await? {
            break;
        }
    }
    Ok(())
}
