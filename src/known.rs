//! The hidden cards each player knows (as Yucata shows them): cards they saw go
//! where they now lie out of their sight, in another player's hand, score pile or
//! hidden set zone. Read from the event log only, so that a player is credited
//! with nothing they could not have seen:
//! - a card that moves from a zone the player sees (their own hand, a board)
//!   into a zone they do not see is known there, and so is a revealed card where
//!   it was revealed;
//! - a known card that moves again unseen (their log shows only its age) is
//!   forgotten, with every known card of its age and set where it lay (the
//!   player cannot tell which of them moved), as is a card that comes into view.
//!
//! `Game` keeps one `Known` for its finished units, updated as each unit ends, and
//! applies the current unit's events on demand: the cost never grows with the
//! length of the game.
use crate::log::{Event, Viewer};
use crate::model::*;
use crate::state::{State, Zone};

/// What one player knows.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Knowledge {
    /// Cards and where they lie (zones the player does not see), by card id (the
    /// same whatever runs of events they were learnt from).
    pub cards: Vec<(CardId, Zone)>,
}

impl Knowledge {
    fn forget(&mut self, c: CardId) {
        if let Ok(i) = self.cards.binary_search_by_key(&c, |&(x, _)| x) {
            self.cards.remove(i);
        }
    }
    /// A card like `c` (its age and set: all the log shows) left `from` unseen:
    /// any known card there of that age and set may be the one that went.
    fn forget_like(&mut self, c: CardId, from: Zone) {
        self.cards.retain(|&(x, z)| !(z == from && alike(x, c)) && x != c);
    }
    fn learn(&mut self, c: CardId, z: Zone) {
        match self.cards.binary_search_by_key(&c, |&(x, _)| x) {
            Ok(i) => self.cards[i].1 = z,
            Err(i) => self.cards.insert(i, (c, z)),
        }
    }
}

/// Two cards whose backs are the same (what the log shows of a card moved unseen).
fn alike(a: CardId, b: CardId) -> bool {
    crate::cards::age(a) == crate::cards::age(b) && crate::cards::facts(a).set == crate::cards::facts(b).set
}

/// Every player's knowledge.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Known {
    pub players: Vec<Knowledge>,
}

/// Zones whose cards belong to one player and are hidden from the others: where
/// knowing a card is worth showing.
fn tracked(z: Zone) -> bool {
    matches!(z, Zone::Hand(_) | Zone::Score(_) | Zone::Set(_, Some(_)))
}

impl Known {
    pub fn new(players: usize) -> Known {
        Known { players: vec![Knowledge::default(); players] }
    }

    /// Learn from `events`, which led to the state `after`. A revealed card is
    /// known where it was revealed, until it moves again: its next move among the
    /// events is judged like any other (a player who sees neither end cannot tell
    /// which card moved), and without one it still lies where `after` has it.
    /// Every move is in the log, so any run of events may be applied at once.
    pub fn apply(&mut self, events: &[Event], after: &State) {
        let mut revealed: Vec<CardId> = vec![];
        // Per player, revealed cards a later unseen move made unsure (as
        // `forget_like` would have, had they been learnt already): a revealed card
        // that does not move again lies where `after` has it, as it did then.
        let mut unsure: Vec<Vec<CardId>> = vec![vec![]; self.players.len()];
        for e in events {
            match *e {
                Event::Reveal { card, .. } => {
                    if !revealed.contains(&card) {
                        revealed.push(card);
                    }
                    unsure.iter_mut().for_each(|u| u.retain(|&c| c != card));
                }
                Event::Move { card, from, to, .. } => {
                    revealed.retain(|&c| c != card);
                    for (i, k) in self.players.iter_mut().enumerate() {
                        let v = Viewer::Player(i as PlayerId);
                        if v.sees(from) && !v.sees(to) && tracked(to) {
                            k.learn(card, to);
                        } else if !v.sees_card(from, card) && !v.sees_card(to, card) {
                            k.forget_like(card, from);
                            unsure[i].extend(revealed.iter().copied().filter(|&r| alike(r, card) && after.loc(r) == Some(from)));
                        } else {
                            k.forget(card);
                        }
                    }
                }
                // The setup melds go from hand to board without a move event.
                Event::InitialMeld { card, .. } => self.players.iter_mut().for_each(|k| k.forget(card)),
                _ => {}
            }
        }
        for c in revealed {
            let Some(z) = after.loc(c) else { continue };
            for (v, k) in self.players.iter_mut().enumerate() {
                if !Viewer::Player(v as PlayerId).sees(z) && tracked(z) && !unsure[v].contains(&c) {
                    k.learn(c, z);
                }
            }
        }
    }
}
