//! Slide Rule (Echoes of the Past, age 4, blue): our wording of its text, then
//! the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Slide Rule",
    set: CardSet::Echoes,
    variants: &[Variant::new(E3, &[
        effect("You may splay your yellow cards right.", run!(slide_rule_splay)),
        effect("Draw a card whose value is the value of your lowest top card plus the number of your colours that are splayed.", run!(slide_rule_draw)),
    ])],
};

async fn slide_rule_splay(cx: &mut Ctx, e: Exec) -> R {
    cx.may_splay(e.you, &[Color::Yellow], Splay::Right).await?;
    Ok(())
}

/// No top card counts as a value of 0 (3rd-edition rules, glossary "Value").
async fn slide_rule_draw(cx: &mut Ctx, e: Exec) -> R {
    let lowest = cx.s().top_cards(e.you).into_iter().map(age).min().unwrap_or(0);
    let splayed = Color::ALL.iter().filter(|&&c| cx.s().pile(e.you, c).splay() != Splay::None).count() as u8;
    cx.draw(e.you, lowest + splayed).await?;
    Ok(())
}
