//! The whole game state: plain data, `Clone` and serde-serialisable.
//! Rules live in `engine`, `dogma`, `achievements` and `turn`; this module only holds
//! zones and keeps the card-location index consistent with them.
use crate::cards;
use crate::model::*;
use serde::{Deserialize, Serialize};

/// Seeded generator (SplitMix64): all randomness of a game comes from here.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
pub struct Rng(pub u64);

impl Rng {
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }
    pub fn shuffle<T>(&mut self, v: &mut [T]) {
        for i in (1..v.len()).rev() {
            let j = self.below(i + 1);
            v.swap(i, j);
        }
    }
}

/// Where a card lies.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Zone {
    Deck(CardSet, u8),
    Hand(PlayerId),
    Board(PlayerId, Color),
    Score(PlayerId),
    /// A claimed standard achievement.
    Achievements(PlayerId),
    /// An available standard achievement.
    AvailableAchievements,
    /// Removed from the game (3rd-edition "Remove").
    Removed,
}

#[derive(Clone, Debug, Default, Serialize, Deserialize, PartialEq)]
pub struct Pile {
    /// Bottom first: the top card is the last.
    pub cards: Vec<CardId>,
    pub splay: Splay,
}

impl Pile {
    pub fn top(&self) -> Option<CardId> {
        self.cards.last().copied()
    }
    pub fn bottom(&self) -> Option<CardId> {
        self.cards.first().copied()
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Achievement {
    Card(CardId),
    Special(Special),
}

#[derive(Clone, Debug, Default, Serialize, Deserialize, PartialEq)]
pub struct PlayerState {
    pub name: String,
    pub hand: Vec<CardId>,
    pub score: Vec<CardId>,
    pub achievements: Vec<Achievement>,
    /// Indexed by `Color::index()`.
    pub board: [Pile; 5],
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum EndReason {
    Achievements,
    /// Someone tried to draw above 10: highest score wins.
    Score,
    /// A card's effect decided it.
    Card(CardId),
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Outcome {
    /// Empty: a draw.
    pub winners: Vec<PlayerId>,
    pub reason: EndReason,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Phase {
    /// Every player still has to choose their first meld.
    Setup,
    Turn {
        player: PlayerId,
        actions_left: u8,
        /// Still the first round: later players in it get the first-turn number of actions.
        first_round: bool,
    },
    Over(Outcome),
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Config {
    pub edition: Edition,
    pub teams: Option<Vec<u8>>,
    pub achievements_to_win: usize,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct State {
    pub config: Config,
    pub players: Vec<PlayerState>,
    /// Decks of the base set, index = age (0 unused), top first.
    pub decks: Vec<Vec<CardId>>,
    pub available: Vec<CardId>,
    pub specials: Vec<Special>,
    pub removed: Vec<CardId>,
    /// Location of each card of the game, indexed by `CardId`; `None` = not in this game.
    pub loc: Vec<Option<Zone>>,
    pub phase: Phase,
    /// Who took the first turn (the first round gives fewer actions).
    pub first_player: PlayerId,
    pub rng: Rng,
    /// Cards tucked / scored by each player this turn (Monument).
    pub turn_tucked: Vec<u8>,
    pub turn_scored: Vec<u8>,
    /// Bumped by every change of the game state (cards moving, reveals, splays):
    /// how the free draw for sharing is detected.
    pub changes: u64,
}

impl State {
    pub fn num_players(&self) -> usize {
        self.players.len()
    }
    pub fn pile(&self, p: PlayerId, c: Color) -> &Pile {
        &self.players[p as usize].board[c.index()]
    }
    pub fn top(&self, p: PlayerId, c: Color) -> Option<CardId> {
        self.pile(p, c).top()
    }
    pub fn top_cards(&self, p: PlayerId) -> Vec<CardId> {
        Color::ALL.iter().filter_map(|&c| self.top(p, c)).collect()
    }
    pub fn hand(&self, p: PlayerId) -> &[CardId] {
        &self.players[p as usize].hand
    }
    pub fn score_pile(&self, p: PlayerId) -> &[CardId] {
        &self.players[p as usize].score
    }
    pub fn score(&self, p: PlayerId) -> u32 {
        self.score_pile(p).iter().map(|&c| cards::age(c) as u32).sum()
    }
    pub fn board_cards(&self, p: PlayerId) -> Vec<CardId> {
        self.players[p as usize].board.iter().flat_map(|pl| pl.cards.iter().copied()).collect()
    }
    pub fn colors_on_board(&self, p: PlayerId) -> Vec<Color> {
        Color::ALL.into_iter().filter(|&c| self.top(p, c).is_some()).collect()
    }
    /// The deck a draw of `age` takes from: the first non-empty one from `age` up,
    /// or `None` when all of them are empty up to 10 (the draw ends the game).
    pub fn draw_age(&self, age: u8) -> Option<u8> {
        (age.max(1)..=10).find(|&a| !self.deck(a).is_empty())
    }

    pub fn highest_top_age(&self, p: PlayerId) -> u8 {
        self.top_cards(p).iter().map(|&c| cards::age(c)).max().unwrap_or(0)
    }
    pub fn deck(&self, age: u8) -> &[CardId] {
        &self.decks[age as usize]
    }
    pub fn current_player(&self) -> Option<PlayerId> {
        match self.phase {
            Phase::Turn { player, .. } => Some(player),
            _ => None,
        }
    }
    pub fn is_over(&self) -> bool {
        matches!(self.phase, Phase::Over(_))
    }
    pub fn team_of(&self, p: PlayerId) -> u8 {
        match &self.config.teams {
            Some(t) => t[p as usize],
            None => p,
        }
    }
    pub fn teammates(&self, a: PlayerId, b: PlayerId) -> bool {
        self.team_of(a) == self.team_of(b)
    }
    pub fn are_opponents(&self, a: PlayerId, b: PlayerId) -> bool {
        !self.teammates(a, b)
    }
    pub fn opponents(&self, p: PlayerId) -> Vec<PlayerId> {
        self.players_from(p + 1).into_iter().filter(|&q| self.are_opponents(p, q)).collect()
    }
    /// All players in turn order starting with `first` (mod n).
    pub fn players_from(&self, first: PlayerId) -> Vec<PlayerId> {
        let n = self.num_players() as u8;
        (0..n).map(|i| (first + i) % n).collect()
    }
    pub fn player_by_name(&self, name: &str) -> Option<PlayerId> {
        self.players.iter().position(|p| p.name == name).map(|i| i as PlayerId)
    }
    pub fn name(&self, p: PlayerId) -> &str {
        &self.players[p as usize].name
    }

    /// Visible icons of `icon` on a player's board (3rd-edition "Visible").
    pub fn icon_count(&self, p: PlayerId, icon: Icon) -> usize {
        self.players[p as usize].board.iter().map(|pile| pile_icon_count(pile, icon)).sum()
    }
    pub fn icon_counts(&self, p: PlayerId) -> [usize; 7] {
        let mut out = [0; 7];
        for pile in &self.players[p as usize].board {
            for (i, c) in pile.cards.iter().enumerate() {
                let is_top = i + 1 == pile.cards.len();
                for (slot_i, slot) in cards::facts(*c).icons.iter().enumerate() {
                    if let Slot::Icon(ic) = slot {
                        if is_top || pile.splay.visible_slots().contains(&slot_i) {
                            out[ic.index()] += 1;
                        }
                    }
                }
            }
        }
        out
    }

    /// Visible `icon`s in one pile of a player's board.
    pub fn pile_icon_count(&self, p: PlayerId, color: Color, icon: Icon) -> usize {
        pile_icon_count(self.pile(p, color), icon)
    }

    /// Every player, in seat order.
    pub fn all_players(&self) -> Vec<PlayerId> {
        (0..self.num_players() as PlayerId).collect()
    }

    /// Number of achievements of the player, or of the whole team.
    pub fn achievement_count(&self, p: PlayerId) -> usize {
        (0..self.num_players() as u8)
            .filter(|&q| self.teammates(p, q))
            .map(|q| self.players[q as usize].achievements.len())
            .sum()
    }

    // ---- moving cards: the only code that edits zones, keeping `loc` in step ----

    /// Take a card out of wherever it lies. A pile left with 0-1 cards forgets its splay.
    pub fn lift(&mut self, card: CardId) -> Zone {
        let zone = self.loc[card as usize].expect("card is in the game");
        if let Zone::Achievements(p) = zone {
            let a = &mut self.players[p as usize].achievements;
            let i = a.iter().position(|x| *x == Achievement::Card(card)).expect("location index matches zones");
            a.remove(i);
        } else {
            let v = self.zone_vec(zone);
            let i = v.iter().position(|&c| c == card).expect("location index matches zones");
            v.remove(i);
        }
        if let Zone::Board(p, c) = zone {
            let pile = &mut self.players[p as usize].board[c.index()];
            if pile.cards.len() <= 1 {
                pile.splay = Splay::None;
            }
        }
        self.loc[card as usize] = None;
        self.changes += 1;
        zone
    }

    /// Put a lifted card into a zone: on top (`bottom == false`) or at the bottom.
    /// Decks keep their top first; piles keep their top last.
    pub fn place(&mut self, card: CardId, zone: Zone, bottom: bool) {
        if let Zone::Achievements(p) = zone {
            self.players[p as usize].achievements.push(Achievement::Card(card));
            self.loc[card as usize] = Some(zone);
            self.changes += 1;
            return;
        }
        let v = self.zone_vec(zone);
        match zone {
            Zone::Deck(..) => {
                if bottom {
                    v.push(card)
                } else {
                    v.insert(0, card)
                }
            }
            Zone::Board(..) => {
                if bottom {
                    v.insert(0, card)
                } else {
                    v.push(card)
                }
            }
            _ => v.push(card),
        }
        self.loc[card as usize] = Some(zone);
        self.changes += 1;
    }

    pub fn move_card(&mut self, card: CardId, zone: Zone, bottom: bool) -> Zone {
        let from = self.lift(card);
        self.place(card, zone, bottom);
        from
    }

    fn zone_vec(&mut self, zone: Zone) -> &mut Vec<CardId> {
        match zone {
            Zone::Deck(_, age) => &mut self.decks[age as usize],
            Zone::Hand(p) => &mut self.players[p as usize].hand,
            Zone::Board(p, c) => &mut self.players[p as usize].board[c.index()].cards,
            Zone::Score(p) => &mut self.players[p as usize].score,
            Zone::AvailableAchievements => &mut self.available,
            Zone::Removed => &mut self.removed,
            Zone::Achievements(_) => unreachable!("handled by lift and place"),
        }
    }
}

fn pile_icon_count(pile: &Pile, icon: Icon) -> usize {
    let n = pile.cards.len();
    pile.cards
        .iter()
        .enumerate()
        .map(|(i, &c)| {
            let f = cards::facts(c);
            if i + 1 == n {
                f.icon_count(icon)
            } else {
                pile.splay.visible_slots().iter().filter(|&&s| f.icons[s] == Slot::Icon(icon)).count()
            }
        })
        .sum()
}
