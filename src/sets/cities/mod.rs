//! Cities of Destiny (3rd edition): the cities have no dogma text of their own,
//! only six icon slots, so the set is its rules, from the cards' data
//! (3rd-edition rules, "Cities of Destiny"):
//! - drawing a City after a Meld action that adds a colour, and after splaying a
//!   colour in a new direction, unless a City is already in hand;
//! - the special icons of a city melded by a Meld action (plus, arrow, search);
//!   flags and fountains count as achievements while visible (`rules::query`);
//! - the Endorse action; the five special achievements, claimed when a city is
//!   melded or tucked.
use super::{ActionDef, ActionDone, FollowUp, SetDef};
use crate::cards::{self as card_table, E3};
use crate::log::Event;
use crate::model::*;
use crate::question::{Choice, Intent, Target};
use crate::rules::ctx::{Ctx, R};
use crate::rules::dogma::{self, DogmaOptions};
use crate::rules::hooks::{Act, ActKind, Hook, When};
use crate::rules::specials::SpecialDef;
use crate::state::{State, Zone};
use std::sync::OnceLock;

pub static SET: SetDef = SetDef {
    specials: SPECIALS,
    hooks: HOOKS,
    actions: &[&ENDORSE],
    follow_ups: &[&CITY_ICONS, &DRAW_A_CITY],
    ..SetDef::new(CardSet::Cities, &[])
};

/// A city: a Cities card, or the city-style relic Timbuktu (the only relic with
/// six slots: "each relic is a lost card of one of the five sets").
pub fn is_city(c: CardId) -> bool {
    let f = card_table::facts(c);
    f.set == CardSet::Cities || (f.set == CardSet::Relics && f.six_slots())
}

fn city_in_hand(s: &State, p: PlayerId) -> bool {
    // (Timbuktu, the Cities relic, is a Cities card in hand.)
    crate::rules::query::hand_holds(s, p, CardSet::Cities).1
}

/// "Draw a City of value equal to your highest top card", unless one is in hand.
async fn draw_a_city(cx: &mut Ctx, p: PlayerId) -> R {
    if city_in_hand(cx.s(), p) {
        return Ok(());
    }
    let age = cx.s().highest_top_age(p);
    cx.draw_from(p, CardSet::Cities, age).await.map(|_| ())
}

/// Step 2 of the meld follow-ups: a Meld action that added a colour draws a City.
pub static DRAW_A_CITY: FollowUp = FollowUp {
    order: 20,
    run: |cx, done| Box::pin(async move { match done {
        ActionDone::Meld { player, new_color: true, .. } => draw_a_city(cx, player).await,
        _ => Ok(()),
    } }),
};

/// Step 1 of the meld follow-ups: the special icons of a city melded by a Meld
/// action take effect, in the order of its slots.
pub static CITY_ICONS: FollowUp = FollowUp {
    order: 10,
    run: |cx, done| Box::pin(async move {
        let ActionDone::Meld { player: p, card, .. } = done else { return Ok(()) };
        if !is_city(card) || !matches!(cx.s().loc(card), Some(Zone::Board(q, _)) if q == p) {
            return Ok(());
        }
        for slot in *cx.s().slots(card) {
            match slot {
                // "Draw a card of value one higher than the city's age."
                Slot::Plus => {
                    cx.draw(p, card_table::age(card) + 1).await?;
                }
                Slot::Arrow(dir) => {
                    cx.splay(p, card_table::color(card), dir).await?;
                }
                Slot::Search(icon) => search(cx, p, card_table::age(card), icon).await?,
                _ => {}
            }
        }
        Ok(())
    }),
};

/// The search icon: draw and reveal X base cards of value X (no other deck, no
/// draw rules); keep those that bear the icon, return the rest (3rd-edition rules,
/// "Special icons": "do not draw from the next higher age if the stack is depleted").
async fn search(cx: &mut Ctx, p: PlayerId, x: u8, icon: Icon) -> R {
    let mut drawn = vec![];
    for _ in 0..x {
        let Some(c) = cx.draw_exact(p, CardSet::Base, x).await? else { break };
        cx.reveal(p, c).await?;
        drawn.push(c);
    }
    let rest: Vec<CardId> = card_table::by_age_title(&drawn).into_iter().filter(|&c| !cx.s().has_icon(c, icon) && cx.s().in_hand(p, c)).collect();
    cx.return_all(p, &rest).await?;
    Ok(())
}

static HOOKS: &[Hook] = &[
    // Flags and fountains count as achievements while visible (3rd-edition rules,
    // "Special icons"), so any change of any board can complete a player's
    // achievements: in the 3rd edition the win "at once" is checked after every
    // act, the current player first, not only after an achievement is claimed;
    // before the City a splay draws, as a special achievement the splay completes
    // is claimed before it (the win is there once the splay is done).
    Hook {
        name: "achievement win with flags and fountains",
        when: When::After,
        on: &[],
        applies: |cx, _, _| !cx.s().config.rules.fourth() && !cx.s().is_over() && !crate::rules::hooks::checks_may_skip(cx),
        run: |cx, _, _| Box::pin(async move { crate::rules::achievements::wins_at_once(cx).await }),
    },
    // "Immediately after splaying a color in any new direction, draw a City.
    // (including effects that allow you to splay colors on other players' boards)"
    // (BGA rules page, "Drawing Cities Cards"): the player who splays draws, also
    // when the pile is on another player's board (Kobukson's echo).
    Hook {
        name: "draw a City after a splay",
        when: When::After,
        on: &[ActKind::Splay],
        applies: |_, _, act| matches!(act, Act::Splay { direction, .. } if *direction != Splay::None),
        run: |cx, _, act| Box::pin(async move { match *act {
            Act::Splay { by, .. } => draw_a_city(cx, by).await,
            _ => Ok(()),
        } }),
    },
    // Legend, Repute, Fame: a city with an arrow melded on a colour already splayed
    // that way (the splay continues over it); Glory, Victory: a city with a flag or a
    // fountain tucked.
    Hook {
        name: "Cities special achievements",
        when: When::After,
        on: &[ActKind::Meld, ActKind::Tuck],
        applies: |_, _, act| act.card().map(is_city).unwrap_or(false),
        run: |cx, _, act| Box::pin(async move {
            let p = act.player();
            let Some(c) = act.card() else { return Ok(()) };
            let slots = *cx.s().slots(c);
            let claim = match act {
                Act::Meld { .. } => {
                    let splay = cx.s().pile(p, card_table::color(c)).splay();
                    [(Splay::Left, "Legend"), (Splay::Right, "Repute"), (Splay::Up, "Fame")]
                        .into_iter()
                        .find(|&(d, _)| splay == d && slots.contains(&Slot::Arrow(d)))
                        .map(|(_, name)| name)
                }
                _ if slots.contains(&Slot::Flag) => Some("Glory"),
                _ if slots.contains(&Slot::Fountain) => Some("Victory"),
                _ => None,
            };
            match claim {
                Some(name) if cx.s().loc(c).map(|z| matches!(z, Zone::Board(q, _) if q == p)).unwrap_or(false) => cx.claim_special(p, name).await,
                _ => Ok(()),
            }
        }),
    },
];

pub static SPECIALS: &[SpecialDef] = &[
    SpecialDef { name: "Legend", set: CardSet::Cities, editions: E3, condition: ["", "Claimed at once by a player who melds a city with a left arrow on a colour already splayed left.", ""], holds: None },
    SpecialDef { name: "Repute", set: CardSet::Cities, editions: E3, condition: ["", "Claimed at once by a player who melds a city with a right arrow on a colour already splayed right.", ""], holds: None },
    SpecialDef { name: "Fame", set: CardSet::Cities, editions: E3, condition: ["", "Claimed at once by a player who melds a city with an up arrow on a colour already splayed up.", ""], holds: None },
    SpecialDef { name: "Glory", set: CardSet::Cities, editions: E3, condition: ["", "Claimed at once by a player who tucks a city with a flag.", ""], holds: None },
    SpecialDef { name: "Victory", set: CardSet::Cities, editions: E3, condition: ["", "Claimed at once by a player who tucks a city with a fountain.", ""], holds: None },
];

/// The highest value of `p`'s top cities that bear `icon` (0: none).
fn endorsing_city_value(s: &State, p: PlayerId, icon: Icon) -> u8 {
    endorsing_city_values(s, p)[icon.index()]
}

/// `endorsing_city_value` for every icon at once (by `Icon::index()`).
fn endorsing_city_values(s: &State, p: PlayerId) -> [u8; 7] {
    let mut v = [0u8; 7];
    for c in s.tops(p).filter(|&c| is_city(c)) {
        for i in Icon::ALL {
            if s.has_icon(c, i) {
                v[i.index()] = v[i.index()].max(card_table::age(c));
            }
        }
    }
    v
}

/// The Endorse action (3rd-edition rules, "Endorse"): choose a top card; a top
/// city bearing its featured icon sets the price, a card of at most that city's
/// value tucked from hand; then a Dogma action on the card in which the endorser
/// executes each non-demand effect twice and each demand goes around twice.
pub static ENDORSE: ActionDef = ActionDef {
    name: "endorse",
    set: CardSet::Cities,
    legal: |s, p| {
        let mut out = vec![];
        let values = endorsing_city_values(s, p);
        if values == [0; 7] {
            return out;
        }
        // The hand as the rules count it (Emperor Meiji's forecast), as a Meld action reads it.
        let hand = crate::rules::query::hand(s, p);
        for c in s.tops(p) {
            let Some(icon) = s.featured(c) else { continue };
            let max = values[icon.index()];
            if max > 0 && hand.iter().any(|&h| card_table::age(h) <= max) {
                // (Made once: this runs for every action question.)
                static WORDS: [OnceLock<Vec<[String; 2]>>; 3] = [const { OnceLock::new() }; 3];
                let [key, label] = card_table::title_words(&WORDS, c, s.edition(), |t| [format!("endorse {t}"), format!("Endorse {t}")]);
                out.push((c, Choice { key: key.as_str().into(), label: label.as_str().into(), target: Target::Endorse { card: c } }));
            }
        }
        out
    },
    perform: |cx, p, card| Box::pin(async move {
        let Some(icon) = cx.s().featured(card) else { return Ok(()) };
        let max = endorsing_city_value(cx.s(), p, icon);
        cx.log_event(Event::Endorse { player: p, card });
        let price: Vec<CardId> = cx.hand(p).into_iter().filter(|&h| card_table::age(h) <= max).collect();
        if let Some(h) = cx.choose_card(p, &price, false, Intent::Tuck, &format!("Endorse: tuck a card of value {max} or less from your hand")).await? {
            cx.tuck(p, h).await?;
        }
        dogma::dogma_with(cx, p, card, DogmaOptions { endorse: true, ..Default::default() }).await
    }),
};
