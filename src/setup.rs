//! Turning an unvalidated game configuration into a valid starting state, with a
//! typed error for everything that can be wrong.
use crate::cards::CARDS;
use crate::log::{Event, Verb};
use crate::model::*;
use crate::state::*;
use serde::{Deserialize, Serialize};
use std::fmt;

/// What a user asks for when starting a game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameConfig {
    pub players: Vec<String>,
    #[serde(default)]
    pub teams: Option<Vec<Vec<String>>>,
    /// `None`: pick one at random.
    #[serde(default)]
    pub seed: Option<u64>,
    #[serde(default = "default_edition")]
    pub edition: u8,
    #[serde(default)]
    pub expansions: Vec<String>,
}

fn default_edition() -> u8 {
    3
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    PlayerCount(usize),
    DuplicateName(String),
    EmptyName,
    BadTeams(String),
    UnsupportedEdition(u8),
    UnsupportedExpansion(String),
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            SetupError::PlayerCount(n) => write!(f, "players: a game has 2 to 4 players, not {n}"),
            SetupError::DuplicateName(n) => write!(f, "players: the name {n:?} is used twice"),
            SetupError::EmptyName => write!(f, "players: a player name is empty"),
            SetupError::BadTeams(s) => write!(f, "teams: {s}"),
            SetupError::UnsupportedEdition(e) => write!(f, "edition: {e} is not supported (the engine plays the 3rd edition so far)"),
            SetupError::UnsupportedExpansion(x) => write!(f, "expansions: {x:?} is not supported yet"),
        }
    }
}
impl std::error::Error for SetupError {}

/// Pick a seed when none is given (below 2^53 so that it survives a trip through JS).
pub fn random_seed() -> u64 {
    let mut b = [0u8; 8];
    if getrandom::fill(&mut b).is_err() {
        return 1;
    }
    u64::from_le_bytes(b) & ((1 << 53) - 1)
}

/// Check a configuration: everything a user can get wrong, with a typed error.
/// The result is the game's fixed configuration (also how a loaded save is checked).
pub fn validate(cfg: &GameConfig) -> Result<Config, SetupError> {
    let n = cfg.players.len();
    if !(2..=4).contains(&n) {
        return Err(SetupError::PlayerCount(n));
    }
    for (i, name) in cfg.players.iter().enumerate() {
        if name.trim().is_empty() {
            return Err(SetupError::EmptyName);
        }
        if cfg.players[..i].contains(name) {
            return Err(SetupError::DuplicateName(name.clone()));
        }
    }
    let edition = match cfg.edition {
        3 => Edition::Third,
        e => return Err(SetupError::UnsupportedEdition(e)),
    };
    if let Some(x) = cfg.expansions.first() {
        return Err(SetupError::UnsupportedExpansion(x.clone()));
    }
    let teams = match &cfg.teams {
        None => None,
        Some(t) => Some(team_vector(&cfg.players, t)?),
    };
    // 3rd-edition rules, "Achievements": 6 for two players, one fewer per extra
    // player, one more per expansion, never fewer than 4; a team needs as many as a
    // two-player game.
    let achievements_to_win = if teams.is_some() { 6 } else { (8 - n).max(4) } + cfg.expansions.len();
    Ok(Config { edition, teams, achievements_to_win })
}

/// Validate a configuration and build a state with every card of the game in its
/// deck, shuffled from the seed; nobody holds anything yet.
pub fn empty_state(cfg: &GameConfig) -> Result<State, SetupError> {
    let config = validate(cfg)?;
    Ok(blank_state(config, &cfg.players, cfg.seed.unwrap_or(0)))
}

/// A state of `config` with every card of the game in its deck, shuffled from
/// `seed` (no checks: `config` comes from [`validate`] or from a valid game).
pub fn blank_state(config: Config, names: &[String], seed: u64) -> State {
    let n = names.len();
    let edition = config.edition;
    let mut s = State {
        config,
        players: names.iter().map(|name| PlayerState { name: name.clone(), ..Default::default() }).collect(),
        decks: vec![vec![]; 12],
        available: vec![],
        specials: Special::BASE.to_vec(),
        removed: vec![],
        loc: vec![None; CARDS.len()],
        phase: Phase::Setup,
        first_player: 0,
        rng: Rng(seed),
        turn_tucked: vec![0; n],
        turn_scored: vec![0; n],
        changes: 0,
    };
    for (i, f) in CARDS.iter().enumerate() {
        if f.editions & edition.bit() != 0 && (1..=10).contains(&f.age) {
            s.decks[f.age as usize].push(i as CardId);
            s.loc[i] = Some(Zone::Deck(f.set, f.age));
        }
    }
    for age in 1..=10 {
        let mut d = std::mem::take(&mut s.decks[age]);
        s.rng.shuffle(&mut d);
        s.decks[age] = d;
    }
    s
}

fn team_vector(players: &[String], teams: &[Vec<String>]) -> Result<Vec<u8>, SetupError> {
    if players.len() != 4 || teams.len() != 2 || teams.iter().any(|t| t.len() != 2) {
        return Err(SetupError::BadTeams("team play is two teams of two in a 4-player game".into()));
    }
    let mut v = vec![u8::MAX; 4];
    for (ti, t) in teams.iter().enumerate() {
        for name in t {
            let i = players.iter().position(|p| p == name).ok_or_else(|| SetupError::BadTeams(format!("{name:?} is not a player")))?;
            if v[i] != u8::MAX {
                return Err(SetupError::BadTeams(format!("{name:?} is in two teams")));
            }
            v[i] = ti as u8;
        }
    }
    Ok(v)
}

/// A normal start: one card of each age 1-9 set aside as achievements, and two
/// 1s dealt to each player (3rd-edition rules, "Game Setup" 2-5).
pub fn new_game(cfg: &GameConfig) -> Result<(State, Vec<Event>), SetupError> {
    let mut s = empty_state(cfg)?;
    let mut log = vec![];
    for age in 1..=9u8 {
        let c = s.decks[age as usize][0];
        s.move_card(c, Zone::AvailableAchievements, false);
    }
    for p in 0..s.num_players() as PlayerId {
        for _ in 0..2 {
            let c = s.decks[1][0];
            let from = s.move_card(c, Zone::Hand(p), false);
            log.push(Event::Move { player: p, verb: Verb::Draw, card: c, from, to: Zone::Hand(p) });
        }
    }
    Ok((s, log))
}
