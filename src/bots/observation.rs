//! What a bot receives: one player's [`View`] (hidden cards stripped to their ages)
//! and the pending question, which is its own. The type is serialisable both ways,
//! so that a browser can hand it to a Web Worker as JSON and get an answer back.
//!
//! An `Observation` is built from a `View` and nothing else (inside an action, also
//! from `view::unit_view`, the same player's view of the action's start and what
//! they saw since): there is no path from it back to the real game's hidden cards.
use crate::cards;
use crate::game::Game;
use crate::log::Viewer;
use crate::model::*;
use crate::question::Question;
use crate::rules::ruleset::Ruleset;
use crate::rules::specials::SpecialId;
use crate::question::HiddenZone;
use crate::view::{self, AchievementView, CardView, KnownView, UnitView, View};
use serde::{Deserialize, Serialize};

/// A card as the observer sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ObsCard {
    Known(CardId),
    /// Face down: only its age and set are visible.
    Hidden(u8, CardSet),
}

impl ObsCard {
    pub fn age(self) -> u8 {
        match self {
            ObsCard::Known(c) => cards::age(c),
            ObsCard::Hidden(a, _) => a,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ObsAchievement {
    /// A claimed standard achievement: its age and set are public, its identity is not.
    Standard(u8, CardSet),
    /// A card achieved face up (a relic).
    Card(CardId),
    Special(SpecialId),
}

#[derive(Clone, Debug, PartialEq, Hash, Serialize, Deserialize)]
pub struct ObsPile {
    pub color: Color,
    pub splay: Splay,
    /// Top first.
    pub cards: Vec<CardId>,
}

#[derive(Clone, Debug, PartialEq, Hash, Serialize, Deserialize)]
pub struct ObsPlayer {
    pub name: String,
    pub board: Vec<ObsPile>,
    pub hand: Vec<ObsCard>,
    pub score: Vec<ObsCard>,
    pub achievements: Vec<ObsAchievement>,
    #[serde(default)]
    pub eliminated: bool,
    /// The player's zones of the sets in play (forecast, display), by name.
    #[serde(default)]
    pub zones: Vec<(String, Vec<ObsCard>)>,
}

#[derive(Clone, Debug, PartialEq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ObsPhase {
    Setup,
    Turn { player: PlayerId, actions_left: u8, first_round: bool },
}

#[derive(Clone, Debug, PartialEq, Hash, Serialize, Deserialize)]
pub struct Observation {
    /// The observing player, who must answer `question`.
    pub me: PlayerId,
    pub rules: Ruleset,
    pub players: Vec<ObsPlayer>,
    /// Team of each seat, when playing in teams.
    pub teams: Option<Vec<u8>>,
    pub achievements_to_win: usize,
    /// Cards left in each deck: (set, age, count).
    pub decks: Vec<(CardSet, u8, usize)>,
    /// Ages of the cards in the junk (face down).
    #[serde(default)]
    pub junk: Vec<u8>,
    /// The available standard achievements (face down: age and set).
    pub available: Vec<(u8, CardSet)>,
    /// The zones on the table of the sets in play (the relics), by name.
    #[serde(default)]
    pub zones: Vec<(String, Vec<ObsCard>)>,
    /// The sets' actions taken this turn; the start-of-turn steps still to come.
    #[serde(default)]
    pub turn_actions: u8,
    #[serde(default)]
    pub turn_start: bool,
    pub specials: Vec<SpecialId>,
    #[serde(default)]
    pub junk_specials: Vec<SpecialId>,
    pub phase: ObsPhase,
    pub first_player: PlayerId,
    /// Cards each player has tucked / scored this turn (for Monument).
    pub turn_tucked: Vec<u8>,
    pub turn_scored: Vec<u8>,
    pub question: Question,
    /// Inside an action whose every answer so far is the observer's own: the unit
    /// of play as it may replay it (`view::unit_view`). `None` at a turn action, or
    /// when another player answered in the unit.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub unit: Option<Box<UnitObs>>,
}

/// The unit of play under way, from the observer's view (`view::UnitView`): where
/// it began, the answers since (all the observer's), the cards seen drawn.
#[derive(Clone, Debug, PartialEq, Hash, Serialize, Deserialize)]
pub struct UnitObs {
    /// The position when the unit began, as the observer saw it then, with the
    /// cards since seen leave another player's hidden zone placed there
    /// (`UnitView::held`). Its `question` is the pending one: the start has none.
    pub start: Observation,
    pub answers: Vec<Vec<String>>,
    /// Per deck (set, age): the cards that left it in the unit, top first (`Some`:
    /// seen which), to deal on top of the deck (`determinize::determinize_pinned`).
    pub drawn: Vec<(CardSet, u8, Vec<Option<CardId>>)>,
}

impl UnitObs {
    pub fn from_unit_view(u: &UnitView, question: &Question) -> Result<UnitObs, String> {
        let me = u.start.viewer.ok_or("a bot observes as a player, not a spectator")?;
        let mut start = Observation::from_parts(&u.start, me, question.clone())?;
        for (owner, k) in &u.held {
            // Not a card it already places (the players' knowledge at the start).
            let CardView::Known { id, .. } = k.card else { continue };
            if start.places(id) {
                continue;
            }
            if let Some(op) = start.players.get_mut(*owner as usize) {
                place_known(op, std::slice::from_ref(k));
            }
        }
        Ok(UnitObs { start, answers: u.answers.clone(), drawn: u.drawn.clone() })
    }
}

/// The observation of player `p`, built from `view(game, Player(p))` and, inside
/// an action, `view::unit_view(game, Player(p))` only; `None` when the game is
/// over or the pending question is someone else's.
pub fn observe(game: &Game, p: PlayerId) -> Option<Observation> {
    let mut obs = Observation::from_view(&view::view(game, Viewer::Player(p))).ok()?;
    // At a turn action the position is itself the unit's start: nothing to replay.
    if !obs.at_action() {
        obs.unit = view::unit_view(game, Viewer::Player(p)).and_then(|u| UnitObs::from_unit_view(&u, &obs.question).ok()).map(Box::new);
    }
    Some(obs)
}

/// The hidden cards of `op` that the observer knows (they saw them go there and
/// not leave since: `known.rs`), put in the face-down slots of their zones: a
/// determinization then deals them there, not at random (an information set).
fn place_known(op: &mut ObsPlayer, known: &[KnownView]) {
    for k in known {
        let CardView::Known { id, .. } = k.card else { continue };
        let slots = match k.zone {
            HiddenZone::Hand => &mut op.hand,
            HiddenZone::Score => &mut op.score,
            HiddenZone::Set => match op.zones.iter_mut().find(|(name, _)| Some(name) == k.set_zone.as_ref()) {
                Some((_, cards)) => cards,
                None => continue,
            },
            _ => continue,
        };
        let (age, set) = (cards::age(id), cards::facts(id).set);
        if let Some(slot) = slots.iter_mut().find(|c| **c == ObsCard::Hidden(age, set)) {
            *slot = ObsCard::Known(id);
        }
    }
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
        Observation::from_parts(v, me, question)
    }

    /// The observation of the view `v` by `me`, who must answer `question`.
    fn from_parts(v: &View, me: PlayerId, question: Question) -> Result<Observation, String> {
        let card = |c: &CardView| match c {
            CardView::Known { id, .. } => ObsCard::Known(*id),
            CardView::Hidden { age, set } => ObsCard::Hidden(*age, *set),
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
                        AchievementView::Standard { age, set } => Some(ObsAchievement::Standard(*age, *set)),
                        AchievementView::Card { card: CardView::Known { id, .. } } => Some(ObsAchievement::Card(*id)),
                        AchievementView::Card { card: CardView::Hidden { age, set } } => Some(ObsAchievement::Standard(*age, *set)),
                        AchievementView::Special { name } => SpecialId::parse(name).map(ObsAchievement::Special),
                    })
                    .collect(),
                eliminated: pv.eliminated,
                zones: pv.zones.iter().map(|z| (z.name.clone(), z.cards.iter().map(card).collect())).collect(),
            })
            .collect();
        let mut players = players;
        for (p, pv) in v.players.iter().enumerate() {
            place_known(&mut players[p], &pv.known);
        }
        let team_vec: Vec<u8> = v.players.iter().map(|p| p.team).collect();
        let teams = if team_vec.iter().enumerate().all(|(i, &t)| t as usize == i) { None } else { Some(team_vec) };
        let decks = v.decks.iter().map(|d| (d.set, d.age, d.count)).collect();
        let junk = v
            .junk
            .iter()
            .map(|c| match c {
                CardView::Known { age, .. } | CardView::Hidden { age, .. } => *age,
            })
            .collect();
        let edition = Edition::from_number(v.rules.edition).ok_or("unknown edition")?;
        let rules = Ruleset::new(edition, &v.rules.expansions);
        let phase = match &v.turn {
            _ if v.setup => ObsPhase::Setup,
            Some(t) => ObsPhase::Turn { player: t.player, actions_left: t.actions_left, first_round: t.first_round },
            None => return Err("the game is over".into()),
        };
        Ok(Observation {
            me,
            rules,
            teams,
            achievements_to_win: v.achievements_to_win,
            decks,
            junk,
            available: v
                .achievements
                .iter()
                .map(|c| match c {
                    CardView::Known { id, .. } => (cards::age(*id), cards::facts(*id).set),
                    CardView::Hidden { age, set } => (*age, *set),
                })
                .collect(),
            zones: v.zones.iter().map(|z| (z.name.clone(), z.cards.iter().map(card).collect())).collect(),
            turn_actions: v.turn.as_ref().map(|t| t.set_actions).unwrap_or(0),
            turn_start: v.turn.as_ref().map(|t| t.starting).unwrap_or(false),
            specials: v.special_achievements.iter().filter_map(|s| SpecialId::parse(s)).collect(),
            junk_specials: v.junk_specials.iter().filter_map(|s| SpecialId::parse(s)).collect(),
            phase,
            first_player: v.first_player,
            turn_tucked: v.players.iter().map(|p| p.tucked).collect(),
            turn_scored: v.players.iter().map(|p| p.scored).collect(),
            players,
            question,
            unit: None,
        })
    }

    /// Does the observation show where card `id` is?
    pub fn places(&self, id: CardId) -> bool {
        let known = |cs: &[ObsCard]| cs.contains(&ObsCard::Known(id));
        self.players.iter().any(|p| {
            p.board.iter().any(|pile| pile.cards.contains(&id))
                || known(&p.hand)
                || known(&p.score)
                || p.zones.iter().any(|(_, z)| known(z))
                || p.achievements.contains(&ObsAchievement::Card(id))
        }) || self.zones.iter().any(|(_, z)| known(z))
    }

    pub fn num_players(&self) -> usize {
        self.players.len()
    }

    /// Is the question a choice of the turn's action (an action boundary)?
    pub fn at_action(&self) -> bool {
        self.question.kind == crate::question::QuestionKind::Action
    }
}
