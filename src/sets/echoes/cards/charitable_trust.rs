//! Charitable Trust (Echoes of the Past, age 3, green): our wording of its
//! 3rd-edition text, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Charitable Trust",
    set: CardSet::Echoes,
    variants: &[Variant::new(E3, &[
        echo("Draw a [3] or a [4].", run!(charitable_trust_echo)),
        effect(
            "You may meld the card you drew because of Charitable Trust's echo effect. If you do, either return your top green card, or achieve it if you are eligible.",
            run!(charitable_trust),
        ),
    ])],
};

/// "A 3 or 4": the value is the answer (`3`, `4`; spec, "Answers inside an
/// action"). The card drawn is remembered for the rest of the Dogma action.
async fn charitable_trust_echo(cx: &mut Ctx, e: Exec) -> R {
    let v = cx.choose_boxed_value(e.you, &[3, 4], "Choose the value of the card to draw").await?;
    if let Some(c) = cx.draw(e.you, v).await? {
        cx.memory().cards.push(c);
    }
    Ok(())
}
/// Only a card drawn by this player through the echo in this action, still in
/// their hand, may be melded (the echo did not run: nothing to meld). Achieving
/// is offered only when eligible (5 x its value per standard achievement of that
/// value held, plus one, and a top card of that value or higher: 3rd-edition
/// rules, "Duplicate achievements"); otherwise the return is forced.
async fn charitable_trust(cx: &mut Ctx, e: Exec) -> R {
    let drawn: Vec<CardId> = cx.memory().cards.clone();
    let cands: Vec<CardId> = drawn.into_iter().filter(|&c| cx.s().in_hand(e.you, c)).collect();
    let Some(c) = cx.choose_card(e.you, &cands, true, Intent::Meld, "You may meld the card drawn by the echo effect").await? else { return Ok(()) };
    if !cx.meld(e.you, c).await? {
        return Ok(());
    }
    let Some(green) = cx.s().top(e.you, Color::Green) else { return Ok(()) };
    let mut options: Vec<(usize, &str)> = vec![(0, "Return your top green card")];
    if crate::rules::achievements::can_achieve(cx.s(), e.you, green) {
        options.push((1, "Achieve your top green card"));
    }
    let prompt = format!("Return {}, or achieve it", cx.s().title(green));
    match cx.choose_option_among(e.you, &options, false, &prompt).await? {
        Some(0) => {
            cx.return_card(e.you, green).await?;
        }
        Some(_) => {
            cx.achieve(e.you, green).await?;
        }
        None => {}
    }
    Ok(())
}
