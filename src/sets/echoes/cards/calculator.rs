//! Calculator (Echoes of the Past, age 9, blue): our wording of its text, then
//! the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Calculator",
    set: CardSet::Echoes,
    variants: &[Variant::new(E3, &[
        effect(
            "Score two of your bottom cards that are not blue. If you scored two and their values add up to less than 11, draw a card of that sum and do this effect again (only one more time).",
            run!(calculator),
        ),
        effect("You may splay your blue cards up.", run!(calculator_splay)),
    ])],
};

/// The repetition draws too when its two cards add up to less than 11, but does
/// not repeat again. Two bottom cards are one question of exactly two (spec rule
/// 3), scored in the order named.
async fn calculator(cx: &mut Ctx, e: Exec) -> R {
    for _ in 0..2 {
        let bottoms: Vec<CardId> = Color::ALL.iter().filter(|&&c| c != Color::Blue).filter_map(|&c| cx.s().pile(e.you, c).bottom()).collect();
        let chosen = cx.choose_cards(e.you, &bottoms, 2, 2, Intent::Score, "Choose two bottom non-blue cards to score").await?;
        let done = cx.score_all(e.you, &chosen).await?;
        let scored = done.len();
        let total: u8 = done.iter().map(|&c| age(c)).sum();
        if scored < 2 || total >= 11 {
            break;
        }
        cx.draw(e.you, total).await?;
    }
    Ok(())
}

async fn calculator_splay(cx: &mut Ctx, e: Exec) -> R {
    cx.may_splay(e.you, &[Color::Blue], Splay::Up).await?;
    Ok(())
}
