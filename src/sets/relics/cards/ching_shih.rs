//! Ching Shih (Relics, age 6, red; a lost card of Figures in the Sand, a figure:
//! `sets::figures::is_figure`): our wording of its 3rd-edition text (from the
//! print file), then its karma.
use crate::cards::prelude::*;
use crate::rules::hooks::{Act, ActKind, Hook, When};
use crate::sets::figures::claim::owner;
use crate::sets::figures::is_figure;

pub static CARD: CardDef = CardDef {
    name: "Ching Shih",
    set: CardSet::Relics,
    variants: &[Variant {
        hooks: &[MELDED, SCORE],
        ..Variant::new(E3, &[
            karma("When you meld this card, transfer one of the achievements of an opponent to your achievements."),
            karma("If you would score a card that is not a figure, instead transfer a card of the same value from the score pile of an opponent to your score pile."),
        ])
    }],
};

/// The achievements that can be transferred are standard achievements: a special
/// achievement is safe once claimed (a decree is "a special type of achievement,
/// but one that is not safe", taken back only by a Decree action: 3rd-edition
/// rules, "Decrees"), and a relic in an achievements pile "is not affected by any
/// rule or effect that affects standard achievements" (BGA rules page, "Relic
/// Cards"). They lie face down: one choice per opponent and value.
const MELDED: Hook = Hook {
    name: "Ching Shih: take an opponent's achievement",
    when: When::Melded,
    on: &[ActKind::Meld],
    applies: |_, _, _| true,
    run: |cx, _, act| Box::pin(async move {
        let p = act.player();
        let mut cands: Vec<CardId> = vec![];
        for q in cx.s().opponents(p) {
            let mut mine: Vec<CardId> = vec![];
            for c in by_age_title(&crate::sets::artifacts::claimed_cards(cx.s(), q)) {
                if crate::cards::facts(c).set != CardSet::Relics && !mine.iter().any(|&d| age(d) == age(c)) {
                    mine.push(c);
                }
            }
            cands.extend(mine);
        }
        if let Some(c) = cx.choose_card(p, &cands, false, Intent::Take, "Ching Shih: transfer an opponent's achievement to yours").await? {
            cx.transfer(p, c, Zone::Achievements(p)).await?;
        }
        Ok(())
    }),
};

/// Replaced even when no opponent has a card of that value (nothing happens then).
const SCORE: Hook = Hook {
    name: "Ching Shih: take a card of an opponent's score pile instead of scoring a non-figure",
    when: When::Instead,
    on: &[ActKind::Score],
    applies: |_, src, act| owner(src) == Some(act.player()) && act.card().map(|c| !is_figure(c)).unwrap_or(false),
    run: |cx, _, act| Box::pin(async move {
        let Act::Score { player, card } = *act else { return Ok(()) };
        let v = age(card);
        let mut cands = vec![];
        for q in cx.s().opponents(player) {
            cands.extend(cx.score_pile(q).into_iter().filter(|&c| age(c) == v));
        }
        if let Some(c) = cx.choose_card(player, &cands, false, Intent::Take, &format!("Ching Shih: transfer a {v} from an opponent's score pile to yours")).await? {
            cx.transfer(player, c, Zone::Score(player)).await?;
        }
        Ok(())
    }),
};
