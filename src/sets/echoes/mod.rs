//! Echoes of the Past (3rd edition): its cards (`cards/`, one file each), the
//! forecast (hidden from the other players), promotion after a Meld action, the
//! Echoes draw rule, the setup deal and its five special achievements
//! (3rd-edition rules, "Echoes of the Past"). Echo effects and bonuses are counted
//! by the core from the cards' slots (`rules::dogma::effect_list`,
//! `rules::query::bonus_points`), as Figures and Cities print them too.
use super::{ActionDone, FollowUp, SetDef, Visibility, ZoneDef};
use crate::cards::{self as card_table, E3};
use crate::model::*;
use crate::log::Event;
use crate::question::{Intent, Step};
use crate::rules::ctx::{Ctx, R};
use crate::rules::specials::SpecialDef;
use crate::state::{State, Zone};

pub mod cards;

pub static SET: SetDef = SetDef {
    specials: SPECIALS,
    zones: ZONES,
    follow_ups: &[&PROMOTE],
    replaces_base_draw: Some(draws_an_echo),
    deals_one: true,
    ..SetDef::new(CardSet::Echoes, cards::ALL)
};

/// The forecast: each player's, face down, seen by its owner only. Figures'
/// cards foreshadow too, so it comes with either set.
pub static ZONES: &[ZoneDef] = &[ZoneDef { name: "forecast", sets: &[CardSet::Echoes, CardSet::Figures], per_player: true, visibility: Visibility::Owner, meldable: false }];

/// The Echoes draw rule: a player who would draw a base card while holding cards
/// but no Echoes card draws an Echoes card of that value instead (3rd-edition
/// rules, "Drawing Expansion cards").
fn draws_an_echo(s: &State, p: PlayerId) -> bool {
    // (Safety Pin, the Echoes relic, is an Echoes card in hand; so is a forecast
    // card that counts as in hand: Emperor Meiji.)
    let (any, echo) = crate::rules::query::hand_holds(s, p, CardSet::Echoes);
    any && !echo
}

/// After a Meld action the player may promote one card of their forecast of value
/// up to the melded card's (meld it), then take a free Dogma action on it
/// (3rd-edition rules, "Promote"). Shared with Figures, whose cards foreshadow.
pub static PROMOTE: FollowUp = FollowUp { order: 40, run: |cx, d| Box::pin(promote(cx, d)) };

async fn promote(cx: &mut Ctx, done: ActionDone) -> R {
    let ActionDone::Meld { player: p, card: melded, .. } = done else { return Ok(()) };
    cx.in_step(Step::Promote { card: melded }, async |cx| {
        // The melded card is face up: Battleship Yamato counts as 11 (`faceup_age`).
        let max = card_table::faceup_age(melded);
        let eligible: Vec<CardId> = card_table::by_age_title(cx.zone(p, "forecast")).into_iter().filter(|&c| card_table::age(c) <= max).collect();
        // (Nothing to ask, as after most melds: the prompt is not written.)
        if eligible.is_empty() {
            return Ok(());
        }
        let Some(c) = cx.choose_card(p, &eligible, true, Intent::Meld, &format!("You may promote a card of value {max} or less from your forecast (meld it)")).await? else {
            return Ok(());
        };
        cx.log_event(Event::Promote { player: p, card: c });
        cx.meld(p, c).await?;
        let on_top = matches!(cx.s().loc(c), Some(Zone::Board(q, color)) if q == p && cx.s().top(p, color) == Some(c));
        if on_top && cx.yes_no(p, Intent::Execute, &format!("Take a free Dogma action on {}?", cx.s().title(c))).await? {
            crate::rules::dogma::dogma(cx, p, c).await?;
        }
        Ok(())
    }).await
}

pub static SPECIALS: &[SpecialDef] = &[
    SpecialDef {
        name: "Wealth",
        set: CardSet::Echoes,
        editions: E3,
        condition: ["", "Claimed at once by a player with eight or more bonuses visible on their board.", ""],
        holds: Some(|n| n.bonuses() >= n.need(8)),
    },
    SpecialDef {
        name: "Destiny",
        set: CardSet::Echoes,
        editions: E3,
        condition: ["", "Claimed at once by a player with seven or more cards in their forecast.", ""],
        holds: Some(|n| crate::sets::zone_kind("forecast").is_some_and(|k| n.s.zone_cards(Zone::Set(k, Some(n.p))).len() >= n.need(7))),
    },
    SpecialDef {
        name: "Heritage",
        set: CardSet::Echoes,
        editions: E3,
        condition: ["", "Claimed at once by a player with eight or more hexagon images visible in one colour.", ""],
        holds: Some(|n| n.most_in_a_colour(Slot::Hex) >= n.need(8)),
    },
    SpecialDef {
        name: "History",
        set: CardSet::Echoes,
        editions: E3,
        condition: ["", "Claimed at once by a player with four or more echo effects visible in one colour.", ""],
        holds: Some(|n| n.most_in_a_colour(Slot::Echo) >= n.need(4)),
    },
    SpecialDef {
        name: "Supremacy",
        set: CardSet::Echoes,
        editions: E3,
        condition: ["", "Claimed at once by a player with three or more of one icon visible in each of four colours (the same icon in all four).", ""],
        holds: Some(|n| {
            let (s, k) = (n.s, n.ease());
            let piles = n.pile_lanes().map(card_table::lanes);
            s.rules().icons().iter().any(|&i| piles.iter().filter(|n| n[i.index()] >= 3usize.saturating_sub(k)).count() >= 4usize.saturating_sub(k))
        }),
    },
];

