//! Sunshu Ao (Figures in the Sand, age 1, yellow): our wording of its 3rd-edition
//! text, then the code that runs it.
use crate::cards::prelude::*;
use crate::rules::hooks::{Act, ActKind, Hook, Source, When};

pub static CARD: CardDef = CardDef {
    name: "Sunshu Ao",
    set: CardSet::Figures,
    variants: &[Variant {
        hooks: &[TUCK_YELLOW],
        ..Variant::new(E3, &[
            inspire("Tuck a card from your hand.", run!(sunshu_ao_inspire)),
            karma("If you would tuck a yellow card, instead meld it and execute each of its non-demand dogma effects yourself alone; then, if it is still one of your top cards, take it back into your hand."),
        ])
    }],
};

async fn sunshu_ao_inspire(cx: &mut Ctx, e: Exec) -> R {
    let hand = cx.hand(e.you);
    if let Some(c) = cx.choose_card(e.you, &hand, false, Intent::Tuck, "Choose a card from your hand to tuck").await? {
        cx.tuck(e.you, c).await?;
    }
    Ok(())
}

/// "Execute all of the non-demand Dogma effects on it for yourself only" is the
/// 3rd-edition self-execution (`Ctx::self_execute`: its echo effects are not
/// executed, 3rd-edition rules, "Echo effects"). "Return it to your hand" moves it
/// back into the hand (not a return to its deck).
const TUCK_YELLOW: Hook = Hook {
    name: "if you would tuck a yellow card, instead meld it, execute its non-demand effects alone and take it back into your hand",
    when: When::Instead,
    on: &[ActKind::Tuck],
    applies: |_cx, src, act| matches!((src, *act), (Source::Card { owner, .. }, Act::Tuck { player, card }) if player == owner && color(card) == Color::Yellow),
    run: |cx, src, act| Box::pin(async move {
        let (Source::Card { owner, .. }, Act::Tuck { card, .. }) = (src, *act) else { return Ok(()) };
        cx.meld(owner, card).await?;
        cx.self_execute(owner, card).await?;
        if cx.s().top(owner, Color::Yellow) == Some(card) {
            cx.transfer(owner, card, Zone::Hand(owner)).await?;
        }
        Ok(())
    }),
};
