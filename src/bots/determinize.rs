//! Determinization: a complete [`State`] consistent with an [`Observation`].
//!
//! Every card the observer can see is put where it lies; every other card of the
//! game is shuffled (seeded) and dealt into the hidden slots by age: the hidden
//! cards of other players' hands and score piles, claimed and available standard
//! achievements, and the decks (whose counts per age are public). Cards left over
//! (cards removed from the game are not shown in a view) go to the removed zone.
//!
//! The result depends only on the observation and the generator, never on the real
//! game, so two games that differ only in cards the observer has not seen give the
//! same determinizations.
use super::observation::*;
use crate::cards::CARDS;
use crate::model::*;
use crate::rules::ruleset::Ruleset;
use crate::setup;
use crate::state::*;

/// Cards of the game, by deck slot (ascending ids).
fn game_cards(rules: Ruleset) -> Vec<Vec<CardId>> {
    let mut by_slot = vec![vec![]; rules.deck_slots()];
    for (i, f) in CARDS.iter().enumerate() {
        if rules.plays(i as CardId) {
            by_slot[deck_slot(f.set, f.age)].push(i as CardId);
        }
    }
    by_slot
}

pub fn determinize(obs: &Observation, rng: &mut Rng) -> State {
    determinize_pinned(obs, &[], rng)
}

/// A determinization with some cards on top of their decks: per deck (set, age),
/// the cards from its top (`None`: any unseen card). The replay of a unit of play
/// deals there the cards the observer saw drawn in it (`UnitObs::drawn`), so that
/// its draws come out as they did. A pinned card the observation already places
/// (or pins twice), or beyond the deck's size, is left out.
pub fn determinize_pinned(obs: &Observation, pinned: &[(CardSet, u8, Vec<Option<CardId>>)], rng: &mut Rng) -> State {
    let n = obs.num_players();
    let names: Vec<String> = obs.players.iter().map(|p| p.name.clone()).collect();
    let config = Config { rules: obs.rules, teams: obs.teams.clone(), achievements_to_win: obs.achievements_to_win };
    let mut s = setup::blank_state(config, &names, 0);
    for d in s.decks.iter_mut() {
        d.clear();
    }
    for z in s.zones.iter_mut() {
        z.clear();
    }
    for l in s.loc.iter_mut() {
        *l = None;
    }

    // The pool of unseen cards, per deck.
    let mut pool = game_cards(obs.rules);
    let mut seen = vec![false; CARDS.len()];
    for p in &obs.players {
        for pile in &p.board {
            for &c in &pile.cards {
                seen[c as usize] = true;
            }
        }
        for c in p.hand.iter().chain(p.score.iter()).chain(p.zones.iter().flat_map(|(_, z)| z.iter())) {
            if let ObsCard::Known(id) = c {
                seen[*id as usize] = true;
            }
        }
        for a in &p.achievements {
            if let ObsAchievement::Card(id) = a {
                seen[*id as usize] = true;
            }
        }
    }
    for c in obs.zones.iter().flat_map(|(_, z)| z.iter()) {
        if let ObsCard::Known(id) = c {
            seen[*id as usize] = true;
        }
    }
    let mut tops: Vec<(usize, Vec<Option<CardId>>)> = vec![];
    for (set, age, cards) in pinned {
        let slot = deck_slot(*set, *age);
        let size = obs.decks.iter().find(|d| d.0 == *set && d.1 == *age).map(|d| d.2).unwrap_or(0);
        let mut top = vec![];
        for c in cards.iter().take(size) {
            top.push(c.filter(|&id| {
                let f = &CARDS[id as usize];
                let fits = obs.rules.plays(id) && f.set == *set && f.age == *age && !seen[id as usize];
                if fits {
                    seen[id as usize] = true;
                }
                fits
            }));
        }
        tops.push((slot, top));
    }
    for v in pool.iter_mut() {
        v.retain(|&c| !seen[c as usize]);
        rng.shuffle(v);
    }
    // A hidden card of unknown set (a standard achievement, the junk): base first.
    let mut take_from = |set: CardSet, age: u8| -> Option<CardId> { pool.get_mut(deck_slot(set, age)).and_then(|v| v.pop()) };
    let obs_card = |c: &ObsCard, take: &mut dyn FnMut(CardSet, u8) -> Option<CardId>| match c {
        ObsCard::Known(id) => Some(*id),
        ObsCard::Hidden(a, set) => take(*set, *a),
    };

    for (pi, op) in obs.players.iter().enumerate() {
        let ps = &mut s.players[pi];
        for pile in &op.board {
            let b = &mut ps.board[pile.color.index()];
            *b = Pile::new(pile.cards.iter().rev().copied().collect(), if pile.cards.len() >= 2 { pile.splay } else { Splay::None });
        }
        ps.hand.extend(op.hand.iter().filter_map(|c| obs_card(c, &mut take_from)));
        ps.score.extend(op.score.iter().filter_map(|c| obs_card(c, &mut take_from)));
        for a in &op.achievements {
            match a {
                ObsAchievement::Special(sp) => ps.achievements.push(Achievement::Special(*sp)),
                ObsAchievement::Card(id) => ps.achievements.push(Achievement::Card(*id)),
                ObsAchievement::Standard(age, set) => {
                    if let Some(id) = take_from(*set, *age) {
                        ps.achievements.push(Achievement::Card(id));
                    }
                }
            }
        }
        for (name, cards) in &op.zones {
            if let Some(k) = crate::sets::zone_kind(name) {
                let ids: Vec<CardId> = cards.iter().filter_map(|c| obs_card(c, &mut take_from)).collect();
                let i = k.0 as usize;
                if ps.zones.len() <= i {
                    ps.zones.resize(i + 1, vec![]);
                }
                ps.zones[i] = ids;
            }
        }
    }
    for (name, cards) in &obs.zones {
        if let Some(k) = crate::sets::zone_kind(name) {
            let ids: Vec<CardId> = cards.iter().filter_map(|c| obs_card(c, &mut take_from)).collect();
            let i = k.0 as usize;
            if s.zones.len() <= i {
                s.zones.resize(i + 1, vec![]);
            }
            s.zones[i] = ids;
        }
    }
    for &(age, set) in &obs.available {
        if let Some(id) = take_from(set, age) {
            s.available.push(id);
        }
    }
    for &(set, age, count) in &obs.decks {
        let slot = deck_slot(set, age);
        let top: &[Option<CardId>] = tops.iter().find(|t| t.0 == slot).map(|t| &t.1[..]).unwrap_or(&[]);
        for i in 0..count {
            let card = match top.get(i) {
                Some(Some(id)) => Some(*id),
                _ => take_from(set, age),
            };
            if let Some(id) = card {
                s.decks[slot].push(id);
            }
        }
    }
    for &age in &obs.junk {
        if let Some(id) = take_from(CardSet::Base, age) {
            s.junk.push(id);
        }
    }
    // What is left was removed from the game (3rd edition) or junked unseen.
    for v in pool.iter() {
        if obs.rules.has_junk() {
            s.junk.extend(v.iter().copied());
        } else {
            s.removed.extend(v.iter().copied());
        }
    }
    s.specials = obs.specials.clone();
    s.junk_specials = obs.junk_specials.clone();

    s.order_hands_and_scores();
    // Rebuild the location index from the zones.
    for (pi, ps) in s.players.iter().enumerate() {
        let p = pi as PlayerId;
        for &c in &ps.hand {
            s.loc[c as usize] = Some(Zone::Hand(p));
        }
        for &c in &ps.score {
            s.loc[c as usize] = Some(Zone::Score(p));
        }
        for a in &ps.achievements {
            if let Achievement::Card(c) = a {
                s.loc[*c as usize] = Some(Zone::Achievements(p));
            }
        }
        for color in Color::ALL {
            for &c in ps.board[color.index()].cards() {
                s.loc[c as usize] = Some(Zone::Board(p, color));
            }
        }
        for (k, z) in ps.zones.iter().enumerate() {
            for &c in z {
                s.loc[c as usize] = Some(Zone::Set(ZoneKind(k as u8), Some(p)));
            }
        }
    }
    for (k, z) in s.zones.iter().enumerate() {
        for &c in z {
            s.loc[c as usize] = Some(Zone::Set(ZoneKind(k as u8), None));
        }
    }
    for &c in &s.available {
        s.loc[c as usize] = Some(Zone::AvailableAchievements);
    }
    for &c in &s.removed {
        s.loc[c as usize] = Some(Zone::Removed);
    }
    for &c in &s.junk {
        s.loc[c as usize] = Some(Zone::Junk);
    }
    for (slot, d) in s.decks.iter().enumerate() {
        for &c in d {
            s.loc[c as usize] = Some(Zone::Deck(CardSet::ALL[slot / DECK_SLOTS], (slot % DECK_SLOTS) as u8));
        }
    }
    for (pi, op) in obs.players.iter().enumerate() {
        s.players[pi].eliminated = op.eliminated;
    }

    s.phase = match obs.phase {
        ObsPhase::Setup => Phase::Setup,
        ObsPhase::Turn { player, actions_left, first_round } => Phase::Turn { player, actions_left, first_round },
    };
    s.first_player = obs.first_player;
    s.turn_tucked = if obs.turn_tucked.len() == n { obs.turn_tucked.clone() } else { vec![0; n] };
    s.turn_scored = if obs.turn_scored.len() == n { obs.turn_scored.clone() } else { vec![0; n] };
    s.turn_actions = obs.turn_actions;
    s.turn_start = obs.turn_start;
    s.rng = Rng(rng.next_u64());
    s.changes = 0;
    s.karma.clear();
    debug_assert!(crate::invariants::check(&s).is_ok(), "{:?}", crate::invariants::check(&s));
    s
}
