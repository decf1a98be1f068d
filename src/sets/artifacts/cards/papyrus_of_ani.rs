//! Papyrus of Ani (Artifacts, age 1, red): our wording of its text, then the code
//! that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Papyrus of Ani",
    set: CardSet::Artifacts,
    variants: &[Variant::new(E3, &[effect(
        "Return a purple card from your hand. If you do, choose any type and draw and reveal a card of that type, of value two above the returned card. If the drawn card is purple, meld it and execute each of its non-demand effects for yourself alone, without sharing.",
        run!(papyrus_of_ani),
    )])],
};

async fn papyrus_of_ani(cx: &mut Ctx, e: Exec) -> R {
    let purple: Vec<CardId> = cx.hand(e.you).into_iter().filter(|&c| color(c) == Color::Purple).collect();
    let Some(r) = cx.choose_card(e.you, &purple, false, Intent::Return, "Choose a purple card from your hand to return").await? else { return Ok(()) };
    if !cx.return_card(e.you, r).await? {
        return Ok(());
    }
    let set = cx.choose_card_type(e.you, &format!("Choose the type of the {} to draw and reveal", age(r) + 2)).await?;
    let Some(c) = cx.draw_chosen_type(e.you, set, age(r) + 2).await? else { return Ok(()) };
    cx.reveal(e.you, c).await?;
    if color(c) == Color::Purple {
        cx.meld(e.you, c).await?;
        cx.self_execute(e.you, c).await?;
    }
    Ok(())
}
