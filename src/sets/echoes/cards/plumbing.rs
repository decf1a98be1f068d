//! Plumbing (Echoes of the Past, age 1, red): our wording of its 3rd-edition
//! text, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Plumbing",
    set: CardSet::Echoes,
    variants: &[Variant::new(E3, &[echo("Score one of the bottom cards of your board.", run!(plumbing_echo)), effect("This effect does nothing.", run!(nothing))])],
};

async fn plumbing_echo(cx: &mut Ctx, e: Exec) -> R {
    let bottoms: Vec<CardId> = Color::ALL.iter().filter_map(|&c| cx.s().pile(e.you, c).bottom()).collect();
    if let Some(c) = cx.choose_card(e.you, &bottoms, false, Intent::Score, "Choose a bottom card of your board to score").await? {
        cx.score(e.you, c).await?;
    }
    Ok(())
}
/// The card prints "No effect.": an effect that does nothing.
async fn nothing(_cx: &mut Ctx, _e: Exec) -> R {
    Ok(())
}
