//! Piano (Echoes of the Past, age 5, purple): our wording of its text, then the
//! code that runs it. (Its hexagon image carries a music note, which other
//! cards refer to; its own text does not.)
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Piano",
    set: CardSet::Echoes,
    variants: &[Variant::new(E3, &[
        echo("Draw a card of a value that some card in any player's hand has.", run!(piano_echo)),
        effect(
            "If you have five top cards, all of different values, return five cards from your score pile, and then, in increasing order of value, draw and score one card of each value of your top cards.",
            run!(piano),
        ),
    ])],
};

/// The values of all hands (the backs show them), the player's own included.
async fn piano_echo(cx: &mut Ctx, e: Exec) -> R {
    let mut values: Vec<u8> = cx.s().players_from(e.you).into_iter().flat_map(|q| cx.hand(q).iter().map(|&c| age(c)).collect::<Vec<_>>()).collect();
    crate::sort::sort(&mut values);
    values.dedup();
    if values.is_empty() {
        return Ok(());
    }
    let v = cx.choose_value(e.you, &values, "Draw a card of a value present in any player's hand").await?;
    cx.draw(e.you, v).await?;
    Ok(())
}

/// With fewer than five cards in the score pile, all of them are returned (do as
/// much as you can), and the draws follow all the same.
async fn piano(cx: &mut Ctx, e: Exec) -> R {
    // Top cards' values where they lie (Battleship Yamato shows 11 on a board).
    let mut tops: Vec<u8> = cx.s().top_cards(e.you).into_iter().map(|c| cx.s().value(c)).collect();
    crate::sort::sort(&mut tops);
    tops.dedup();
    if tops.len() != 5 {
        return Ok(());
    }
    let score = cx.score_pile(e.you);
    let chosen = cx.choose_cards(e.you, &score, 5, 5, Intent::Return, "Return five cards from your score pile").await?;
    cx.return_all(e.you, &chosen).await?;
    let mut values: Vec<u8> = cx.s().top_cards(e.you).into_iter().map(|c| cx.s().value(c)).collect();
    crate::sort::sort(&mut values);
    for v in values {
        cx.draw_and_score(e.you, v).await?;
    }
    Ok(())
}
