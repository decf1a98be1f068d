//! What a bot receives: one player's [`View`] (hidden cards stripped to their ages)
//! and the pending question, which is its own. The type is serialisable both ways,
//! so that a browser can hand it to a Web Worker as JSON and get an answer back.
//!
//! An `Observation` is built from a `View` and nothing else: there is no path from
//! it back to the real game's hidden cards.
use crate::cards;
use crate::game::Game;
use crate::log::Viewer;
use crate::model::*;
use crate::question::Question;
use crate::view::{self, AchievementView, CardView, View};
use serde::{Deserialize, Serialize};

/// A card as the observer sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ObsCard {
    Known(CardId),
    /// Face down: only its age is visible.
    Hidden(u8),
}

impl ObsCard {
    pub fn age(self) -> u8 {
        match self {
            ObsCard::Known(c) => cards::age(c),
            ObsCard::Hidden(a) => a,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ObsAchievement {
    /// A claimed standard achievement: its age is public, its identity is not.
    Standard(u8),
    Special(Special),
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ObsPile {
    pub color: Color,
    pub splay: Splay,
    /// Top first.
    pub cards: Vec<CardId>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ObsPlayer {
    pub name: String,
    pub board: Vec<ObsPile>,
    pub hand: Vec<ObsCard>,
    pub score: Vec<ObsCard>,
    pub achievements: Vec<ObsAchievement>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ObsPhase {
    Setup,
    Turn { player: PlayerId, actions_left: u8, first_round: bool },
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Observation {
    /// The observing player, who must answer `question`.
    pub me: PlayerId,
    pub players: Vec<ObsPlayer>,
    /// Team of each seat, when playing in teams.
    pub teams: Option<Vec<u8>>,
    pub achievements_to_win: usize,
    /// Cards left in each base deck, index = age (index 0 unused).
    pub decks: Vec<usize>,
    /// Ages of the available standard achievements.
    pub available: Vec<u8>,
    pub specials: Vec<Special>,
    pub phase: ObsPhase,
    pub first_player: PlayerId,
    /// Cards each player has tucked / scored this turn (for Monument), from the log.
    pub turn_tucked: Vec<u8>,
    pub turn_scored: Vec<u8>,
    pub question: Question,
}

/// The observation of player `p`, built from `view(game, Player(p))` only; `None`
/// when the game is over or the pending question is someone else's.
pub fn observe(game: &Game, p: PlayerId) -> Option<Observation> {
    Observation::from_view(&view::view(game, Viewer::Player(p))).ok()
}

impl Observation {
    pub fn from_view(v: &View) -> Result<Observation, String> {
        let me = v.viewer.ok_or("a bot observes as a player, not a spectator")?;
        let question = v
            .question
            .as_ref()
            .and_then(|q| q.question.clone())
            .filter(|q| q.player == me)
            .ok_or("no pending question for this player")?;
        let card = |c: &CardView| match c {
            CardView::Known { id, .. } => ObsCard::Known(*id),
            CardView::Hidden { age, .. } => ObsCard::Hidden(*age),
        };
        let players: Vec<ObsPlayer> = v
            .players
            .iter()
            .map(|pv| ObsPlayer {
                name: pv.name.clone(),
                board: pv
                    .board
                    .iter()
                    .map(|pile| ObsPile {
                        color: pile.color,
                        splay: pile.splay,
                        cards: pile
                            .cards
                            .iter()
                            .filter_map(|c| match c {
                                CardView::Known { id, .. } => Some(*id),
                                CardView::Hidden { .. } => None,
                            })
                            .collect(),
                    })
                    .collect(),
                hand: pv.hand.iter().map(card).collect(),
                score: pv.score.iter().map(card).collect(),
                achievements: pv
                    .achievements
                    .iter()
                    .filter_map(|a| match a {
                        AchievementView::Standard { age } => Some(ObsAchievement::Standard(*age)),
                        AchievementView::Special { name } => Special::parse(name).map(ObsAchievement::Special),
                    })
                    .collect(),
            })
            .collect();
        let n = players.len();
        let team_vec: Vec<u8> = v.players.iter().map(|p| p.team).collect();
        let teams = if team_vec.iter().enumerate().all(|(i, &t)| t as usize == i) { None } else { Some(team_vec) };
        let mut decks = vec![0usize; 11];
        for d in &v.decks {
            if (1..=10).contains(&d.age) {
                decks[d.age as usize] += d.count;
            }
        }
        // From the public log: who went first, how many turns have begun (the first
        // round gives fewer actions), and this turn's tucks and scores.
        let name_of = |line: &str, suffix: &str| line.strip_suffix(suffix).and_then(|nm| players.iter().position(|p| p.name == nm));
        let mut first_player = 0;
        let mut turns = 0usize;
        let mut turn_tucked = vec![0u8; n];
        let mut turn_scored = vec![0u8; n];
        for line in &v.log {
            if let Some(p) = name_of(line, " goes first") {
                first_player = p as PlayerId;
            } else if line.starts_with("— ") && line.contains("'s turn (") {
                turns += 1;
                turn_tucked.iter_mut().chain(turn_scored.iter_mut()).for_each(|x| *x = 0);
            } else {
                for (i, p) in players.iter().enumerate() {
                    if let Some(rest) = line.strip_prefix(p.name.as_str()) {
                        if rest.starts_with(" tucks ") {
                            turn_tucked[i] = turn_tucked[i].saturating_add(1);
                        } else if rest.starts_with(" scores ") {
                            turn_scored[i] = turn_scored[i].saturating_add(1);
                        }
                    }
                }
            }
        }
        let phase = match &v.turn {
            _ if v.setup => ObsPhase::Setup,
            Some(t) => ObsPhase::Turn { player: t.player, actions_left: t.actions_left, first_round: turns >= 1 && turns <= n },
            None => return Err("the game is over".into()),
        };
        Ok(Observation {
            me,
            players,
            teams,
            achievements_to_win: v.achievements_to_win,
            decks,
            available: v.achievements.clone(),
            specials: v.special_achievements.iter().filter_map(|s| Special::parse(s)).collect(),
            phase,
            first_player,
            turn_tucked,
            turn_scored,
            question,
        })
    }

    pub fn num_players(&self) -> usize {
        self.players.len()
    }

    /// Is the question a choice of the turn's action (an action boundary)?
    pub fn at_action(&self) -> bool {
        self.question.kind == crate::question::QuestionKind::Action
    }
}
