//! Sun Tzu (Figures in the Sand, age 2, red): our wording of its 3rd-edition
//! text, then the code that runs it.
use crate::cards::prelude::*;
use crate::log::Event;
use crate::rules::hooks::{Act, ActKind, Hook, Source, When};

pub static CARD: CardDef = CardDef {
    name: "Sun Tzu",
    set: CardSet::Figures,
    variants: &[Variant {
        hooks: &[SHARE_DRAW],
        decree: Some("War"),
        ..Variant::new(E3, &[
            inspire("Draw a [2].", run!(sun_tzu_inspire)),
            karma("With any two figures, you may issue the War Decree."),
            karma("If you would take the free draw for sharing, first meld as many cards from your hand with the Dogma action's featured icon as you like."),
        ])
    }],
};

async fn sun_tzu_inspire(cx: &mut Ctx, e: Exec) -> R {
    cx.draw(e.you, 2).await?;
    Ok(())
}

/// The featured icon the Dogma action used (a karma may have chosen another one:
/// Confucius), as its log says; the card's own otherwise. "Any number" is one
/// multi-card question with no minimum (spec rule 2); the cards are melded in the
/// order of the answer.
const SHARE_DRAW: Hook = Hook {
    name: "if you would draw for sharing, first meld any number of cards from your hand with the featured icon",
    when: When::Before,
    on: &[ActKind::ShareDraw],
    applies: |_cx, src, act| matches!((src, *act), (Source::Card { owner, .. }, Act::ShareDraw { player, .. }) if player == owner),
    run: |cx, src, act| Box::pin(async move {
        let (Source::Card { owner, .. }, Act::ShareDraw { card, .. }) = (src, *act) else { return Ok(()) };
        let used = cx.action_log().iter().rev().find_map(|e| match e {
            Event::Sharing { player, card: c, icon, .. } if *player == owner && *c == card => Some(*icon),
            _ => None,
        });
        let Some(icon) = used.or(cx.s().featured(card)) else { return Ok(()) };
        let cands: Vec<CardId> = cx.hand(owner).into_iter().filter(|&c| cx.s().has_icon(c, icon)).collect();
        let n = cands.len();
        let chosen = cx.choose_cards(owner, &cands, 0, n, Intent::Meld, &format!("Meld any number of cards with a {} from your hand", icon.name())).await?;
        for c in chosen {
            cx.meld(owner, c).await?;
        }
        Ok(())
    }),
};
