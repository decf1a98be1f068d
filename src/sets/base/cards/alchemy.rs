//! Alchemy (base set, age 3, blue): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Alchemy",
    set: CardSet::Base,
    variants: &[Variant::new(E1 | E3, &[
        effect(
            "For each three {castle} visible on your board, draw a [4] and reveal it. If at least one of the cards drawn this way is red, return them along with every card in your hand; if none is red, keep them.",
            run!(alchemy_draw),
        ),
        effect("Meld one card from your hand, and after that score one card from your hand.", run!(alchemy_meld_score)),
    ]),
    Variant::new(E4, &[
        effect(
            "For each colour on your board showing {castle}, draw a [4] and reveal it. If at least one of the cards drawn this way is red, return every card in your hand.",
            run!(alchemy_draw_4e),
        ),
        effect("Meld one card from your hand, and after that score one card from your hand.", run!(alchemy_meld_score)),
    ])],
};

async fn alchemy_draw(cx: &mut Ctx, e: Exec) -> R {
    let n = cx.icon_count(e.you, Icon::Castle) / 3;
    draw_fours_return_if_red(cx, e.you, n).await
}
async fn alchemy_draw_4e(cx: &mut Ctx, e: Exec) -> R {
    let n = Color::ALL.iter().filter(|&&col| cx.s().pile_icon_count(e.you, col, Icon::Castle) > 0).count();
    draw_fours_return_if_red(cx, e.you, n).await
}
async fn draw_fours_return_if_red(cx: &mut Ctx, you: PlayerId, n: usize) -> R {
    let mut drawn = vec![];
    for _ in 0..n {
        drawn.extend(cx.draw_and_reveal(you, 4).await?);
    }
    if drawn.iter().any(|&c| color(c) == Color::Red) {
        // The drawn cards are in the hand (revealed cards stay in hand), so returning
        // the whole hand returns them too; one at a time in hand order (spec rule 7).
        let hand = cx.hand(you);
        cx.return_all(you, &hand).await?;
    }
    Ok(())
}
async fn alchemy_meld_score(cx: &mut Ctx, e: Exec) -> R {
    let hand = cx.hand(e.you);
    if let Some(c) = cx.choose_card(e.you, &hand, false, Intent::Meld, "Choose a card to meld").await? {
        cx.meld(e.you, c).await?;
    }
    let hand = cx.hand(e.you);
    if let Some(c) = cx.choose_card(e.you, &hand, false, Intent::Score, "Choose a card to score").await? {
        cx.score(e.you, c).await?;
    }
    Ok(())
}
