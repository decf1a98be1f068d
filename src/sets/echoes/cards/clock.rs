//! Clock (Echoes of the Past, age 4, purple): our wording of its text, then the
//! code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Clock",
    set: CardSet::Echoes,
    variants: &[Variant::new(E3, &[
        echo("You may splay right your colour that has the most cards.", run!(clock_echo)),
        demand(
            "I demand that you draw and reveal three [10], count the {clock} icons on them, and return them! Then transfer every card of that value from your hand and your score pile to my score pile!",
            run!(clock_demand),
        ),
    ])],
};

/// Colours tied for the most cards are each "your colour with the most cards";
/// only those a right splay changes are offered.
async fn clock_echo(cx: &mut Ctx, e: Exec) -> R {
    let most = Color::ALL.iter().map(|&c| cx.s().pile(e.you, c).cards().len()).max().unwrap_or(0);
    let colors: Vec<Color> = Color::ALL.into_iter().filter(|&c| cx.s().pile(e.you, c).cards().len() == most).collect();
    let options = cx.splayable(e.you, &colors, Splay::Right);
    if let Some(col) = cx.choose_color(e.you, &options, true, Intent::Splay { direction: Splay::Right }, "You may splay right your colour with the most cards").await? {
        cx.splay(e.you, col, Splay::Right).await?;
    }
    Ok(())
}

/// The three cards are drawn one at a time (the Echoes draw rule is checked for
/// each; a card drawn and revealed is in the hand: 3rd-edition rules, "Drawing
/// Expansion cards"), then returned together by title.
async fn clock_demand(cx: &mut Ctx, e: Exec) -> R {
    let mut drawn = vec![];
    for _ in 0..3 {
        drawn.extend(cx.draw_and_reveal(e.you, 10).await?);
    }
    let clocks: usize = drawn.iter().map(|&c| cx.s().card_icon_count(c, Icon::Clock)).sum();
    let back: Vec<CardId> = by_age_title(&drawn).into_iter().filter(|&c| cx.s().in_hand(e.you, c)).collect();
    cx.return_all(e.you, &back).await?;
    let hand: Vec<CardId> = cx.hand(e.you).into_iter().filter(|&c| age(c) as usize == clocks).collect();
    let score: Vec<CardId> = cx.score_pile(e.you).into_iter().filter(|&c| age(c) as usize == clocks).collect();
    for c in hand.into_iter().chain(score) {
        cx.transfer(e.you, c, Zone::Score(e.leader)).await?;
    }
    Ok(())
}
