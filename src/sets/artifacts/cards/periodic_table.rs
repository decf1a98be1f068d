//! Periodic Table (Artifacts of History, age 7, blue): our wording of its
//! 3rd-edition text, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Periodic Table",
    set: CardSet::Artifacts,
    variants: &[Variant::new(E3, &[effect(
        "Pick two of your top cards that have the same value. If you do, draw a card one value higher and meld it. If it went on top of one of the two picked cards, do this effect again.",
        run!(periodic_table),
    )])],
};

async fn periodic_table(cx: &mut Ctx, e: Exec) -> R {
    for _ in 0..MAX_REPEATS {
        // Values as the cards show them on the board (Battleship Yamato counts as
        // 11, which no other card shows: it never pairs).
        let tops = cx.s().top_cards(e.you);
        let paired: Vec<CardId> = tops.iter().copied().filter(|&c| tops.iter().any(|&d| d != c && cx.s().value(d) == cx.s().value(c))).collect();
        let pair = cx.choose_same_value(e.you, &paired, 2, Intent::Keep, "Choose two of your top cards of the same value").await?;
        let [a, b] = pair[..] else { return Ok(()) };
        let Some(m) = cx.draw(e.you, cx.s().value(a) + 1).await? else { return Ok(()) };
        if !cx.meld(e.you, m).await? {
            return Ok(());
        }
        // "If it melded over one of the chosen cards": the card right beneath it is
        // one of them. Without karma they are still the top cards of their colours
        // when it is melded, so its colour says it; but a karma set off by the meld
        // may first have moved a chosen card away (Catherine the Great takes the top
        // purple card into the hand) or melded other cards onto it (Ruth Handler,
        // Carl Friedrich Gauss), and then the card went on top of another one
        // (3rd-edition rules, Figures, "Would" karma effects).
        let over = match cx.s().loc(m) {
            Some(Zone::Board(q, col)) if q == e.you => {
                let pile = cx.s().pile(q, col).cards();
                pile.len() >= 2 && pile[pile.len() - 1] == m && (pile[pile.len() - 2] == a || pile[pile.len() - 2] == b)
            }
            _ => false,
        };
        if !over {
            return Ok(());
        }
    }
    Ok(())
}
