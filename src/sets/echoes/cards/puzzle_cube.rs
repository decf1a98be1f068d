//! Puzzle Cube (Echoes of the Past, age 10, purple): our wording of its text,
//! then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Puzzle Cube",
    set: CardSet::Echoes,
    variants: &[Variant::new(E3, &[
        effect(
            "You may score either the bottom card or the two bottom cards of one colour of your board. If every colour on your board shows the same number of visible cards (an unsplayed pile shows one), you win.",
            run!(puzzle_cube),
        ),
        effect("Draw a [10] and meld it.", run!(puzzle_cube_meld)),
    ])],
};

/// Asked in the order of the text (spec rule 6): how many (`option 1` the bottom
/// card, `option 2` the two bottom cards, or `pass`; two only when a pile has two
/// cards), then the colour among the piles that have that many. The win is
/// checked whether or not cards were scored; the colours on the board are those
/// with cards (none left: nothing differs, the player wins).
async fn puzzle_cube(cx: &mut Ctx, e: Exec) -> R {
    let sizes: Vec<(Color, usize)> = Color::ALL.iter().map(|&c| (c, cx.s().pile(e.you, c).cards().len())).filter(|&(_, n)| n > 0).collect();
    let mut options: Vec<(usize, &str)> = vec![];
    if !sizes.is_empty() {
        options.push((0, "score the bottom card of a colour"));
    }
    if sizes.iter().any(|&(_, n)| n >= 2) {
        options.push((1, "score the two bottom cards of a colour"));
    }
    if let Some(i) = cx.choose_option_among(e.you, &options, true, "You may score the bottom card, or the two bottom cards, of one colour").await? {
        let count = i + 1;
        let colors: Vec<Color> = sizes.iter().filter(|&&(_, n)| n >= count).map(|&(c, _)| c).collect();
        if let Some(color) = cx.choose_color(e.you, &colors, false, Intent::Score, "Choose the colour whose bottom cards you score").await? {
            let bottoms: Vec<CardId> = cx.s().pile(e.you, color).cards().iter().take(count).copied().collect();
            cx.score_all(e.you, &bottoms).await?;
        }
    }
    let mut visible: Vec<usize> = Color::ALL.iter().filter(|&&c| cx.s().top(e.you, c).is_some()).map(|&c| cx.s().visible_cards(e.you, c)).collect();
    crate::sort::sort(&mut visible);
    visible.dedup();
    if visible.len() <= 1 {
        return Err(cx.win(e.you, e.card).await);
    }
    Ok(())
}

async fn puzzle_cube_meld(cx: &mut Ctx, e: Exec) -> R {
    cx.draw_and_meld(e.you, 10).await?;
    Ok(())
}
