//! Industrialization (base set, age 6, red): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Industrialization",
    set: CardSet::Base,
    variants: &[
        Variant::new(E3, &[
            effect(
                "Count the colours on your board that show at least one {factory}; draw that many [6] cards, tucking each one.",
                run!(industrialization_tuck),
            ),
            effect("You may splay either your red or your purple cards to the right.", run!(industrialization_splay)),
        ]),
        Variant::new(E1, &[
            effect("For each two {factory} on your board, draw a [6] and tuck it.", run!(industrialization_tuck_1e)),
            effect("You may splay either your red or your purple cards to the right.", run!(industrialization_splay)),
        ]),
        Variant::new(E4, &[
            effect(
                "Draw three [6] cards, tucking each one. Then, if no other player has as many {clock} as you, return your top red card.",
                run!(industrialization_tuck_4e),
            ),
            effect("You may splay either your red or your purple cards to the right.", run!(industrialization_splay)),
        ]),
    ],
};

async fn industrialization_tuck(cx: &mut Ctx, e: Exec) -> R {
    // The number is fixed before the first tuck.
    let n = Color::ALL.iter().filter(|&&c| cx.s().pile_icon_count(e.you, c, Icon::Factory) > 0).count();
    for _ in 0..n {
        cx.draw_and_tuck(e.you, 6).await?;
    }
    Ok(())
}
async fn industrialization_tuck_1e(cx: &mut Ctx, e: Exec) -> R {
    // The number is fixed before the first tuck.
    let n = cx.icon_count(e.you, Icon::Factory) / 2;
    for _ in 0..n {
        cx.draw_and_tuck(e.you, 6).await?;
    }
    Ok(())
}
async fn industrialization_splay(cx: &mut Ctx, e: Exec) -> R {
    cx.may_splay(e.you, &[Color::Red, Color::Purple], Splay::Right).await?;
    Ok(())
}
async fn industrialization_tuck_4e(cx: &mut Ctx, e: Exec) -> R {
    for _ in 0..3 {
        cx.draw_and_tuck(e.you, 6).await?;
    }
    // "The single player with the most": strictly more than every other player.
    let mine = cx.icon_count(e.you, Icon::Clock);
    let others = cx.s().all_players().into_iter().filter(|&q| q != e.you).map(|q| cx.icon_count(q, Icon::Clock)).max().unwrap_or(0);
    if mine > others {
        if let Some(red) = cx.s().top(e.you, Color::Red) {
            cx.return_card(e.you, red).await?;
        }
    }
    Ok(())
}
