//! Caresse Crosby (Figures in the Sand, age 8, yellow): our wording of its
//! 3rd-edition text, then the code that runs it.
use crate::cards::prelude::*;
use crate::rules::hooks::{Act, ActKind, Hook, Source, When};

pub static CARD: CardDef = CardDef {
    name: "Caresse Crosby",
    set: CardSet::Figures,
    variants: &[Variant {
        hooks: &[TUCK, FIFTH],
        ..Variant::new(E3, &[
            inspire("Tuck a card from your hand.", run!(crosby_inspire)),
            karma("If you would tuck a card that has a {leaf}, first splay your cards of its colour left, and then draw two [2]."),
            karma("If you would splay left a fifth colour, instead you win."),
        ])
    }],
};

async fn crosby_inspire(cx: &mut Ctx, e: Exec) -> R {
    let hand = cx.hand(e.you);
    if let Some(c) = cx.choose_card(e.you, &hand, false, Intent::Tuck, "Tuck a card from your hand").await? {
        cx.tuck(e.you, c).await?;
    }
    Ok(())
}

/// The splay happens only if that colour has two cards or more ("do as much as you
/// can"); the card about to be tucked is not in the pile yet.
const TUCK: Hook = Hook {
    name: "Caresse Crosby",
    when: When::Before,
    on: &[ActKind::Tuck],
    applies: |cx, src, act| matches!((src, act), (Source::Card { owner, .. }, Act::Tuck { player, card }) if *player == owner && cx.s().has_icon(*card, Icon::Leaf)),
    run: |cx, _, act| Box::pin(async move {
        let Act::Tuck { player, card } = *act else { return Ok(()) };
        cx.splay(player, color(card), Splay::Left).await?;
        cx.draw_n(player, 2, 2).await?;
        Ok(())
    }),
};

/// A splay left that leaves all five colours splayed left: the other four are.
/// "If you would splay": the owner splays their own board (an opponent's effect
/// splaying it, Kobukson's "on any player's board", is the opponent's splay, as
/// the City drawn for a splay is the splayer's).
const FIFTH: Hook = Hook {
    name: "Caresse Crosby",
    when: When::Instead,
    on: &[ActKind::Splay],
    applies: |cx, src, act| {
        let (Source::Card { owner, .. }, Act::Splay { player, color, direction: Splay::Left, by }) = (src, *act) else { return false };
        player == owner && by == owner && Color::ALL.iter().filter(|&&c| c != color && cx.s().pile(player, c).splay() == Splay::Left).count() == 4
    },
    run: |cx, src, _| Box::pin(async move {
        let Source::Card { owner, card } = src else { return Ok(()) };
        Err(cx.win(owner, card).await)
    }),
};
