//! The hidden cards each player knows (as Yucata shows them): cards they saw go
//! where they now lie out of their sight, in another player's hand, score pile or
//! hidden set zone. Read from the event log only, so that a player is credited
//! with nothing they could not have seen:
//! - a card that moves from a zone the player sees (their own hand, a board)
//!   into a zone they do not see is known there, and so is a revealed card where
//!   it was revealed;
//! - a known card that moves again unseen (their log shows only its age) is
//!   forgotten, as is a card that comes into view.
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
    fn learn(&mut self, c: CardId, z: Zone) {
        match self.cards.binary_search_by_key(&c, |&(x, _)| x) {
            Ok(i) => self.cards[i].1 = z,
            Err(i) => self.cards.insert(i, (c, z)),
        }
    }
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
        for e in events {
            match *e {
                Event::Reveal { card, .. } if !revealed.contains(&card) => revealed.push(card),
                Event::Reveal { .. } => {}
                Event::Move { card, from, to, .. } => {
                    revealed.retain(|&c| c != card);
                    for (v, k) in self.players.iter_mut().enumerate() {
                        let v = Viewer::Player(v as PlayerId);
                        if v.sees(from) && !v.sees(to) && tracked(to) {
                            k.learn(card, to);
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
                if !Viewer::Player(v as PlayerId).sees(z) && tracked(z) {
                    k.learn(c, z);
                }
            }
        }
    }
}
