//! Turning an unvalidated game configuration into a valid starting state, with a
//! typed error for everything that can be wrong.
use crate::cards::CARDS;
use crate::rules::ruleset::Ruleset;
use crate::log::{Event, Verb};
use crate::model::*;
use crate::state::*;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::sync::OnceLock;

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
    /// A name that answers or views use as a word of their own.
    ReservedName(String),
    BadTeams(String),
    UnsupportedEdition(u8),
    UnsupportedExpansion(String),
    /// An expansion that this edition is not played with here.
    ExpansionEdition(CardSet, u8),
    /// An expansion played only with another (the relics with Artifacts).
    ExpansionRequires(CardSet, CardSet),
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            SetupError::PlayerCount(n) => write!(f, "players: a game has 2 to 4 players, not {n}"),
            SetupError::DuplicateName(n) => write!(f, "players: the name {n:?} is used twice"),
            SetupError::EmptyName => write!(f, "players: a player name is empty"),
            SetupError::ReservedName(n) => write!(f, "players: {n:?} cannot be a player's name (answers and views use it as a word of their own)"),
            SetupError::BadTeams(s) => write!(f, "teams: {s}"),
            SetupError::UnsupportedEdition(e) => write!(f, "edition: {e} is not an edition (1, 3 or 4)"),
            SetupError::UnsupportedExpansion(x) => write!(f, "expansions: {x:?} is not an expansion of this game (or is named twice)"),
            SetupError::ExpansionEdition(x, e) => write!(f, "expansions: {} cannot be played with the {} edition", x.name(), match e {
                1 => "1st",
                3 => "3rd",
                _ => "4th",
            }),
            SetupError::ExpansionRequires(x, y) => write!(f, "expansions: {} are played only with {}", x.name(), y.name()),
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

/// Words that cannot name a player.
pub const RESERVED_NAMES: [&str; 5] = ["pass", "yes", "no", "all", "spectator"];

/// Check a configuration: everything a user can get wrong, with a typed error.
/// The result is the game's fixed configuration (also how a loaded save is checked).
pub fn validate(cfg: &GameConfig) -> Result<Config, SetupError> {
    let n = cfg.players.len();
    for (i, name) in cfg.players.iter().enumerate() {
        if name.trim().is_empty() {
            return Err(SetupError::EmptyName);
        }
        if cfg.players[..i].contains(name) {
            return Err(SetupError::DuplicateName(name.clone()));
        }
        // A player is chosen by their name, beside `pass`, `yes` and `no`; a view is
        // asked for by a name, `all` or `spectator` (spec, "steps"; `embed::viewer`).
        if RESERVED_NAMES.contains(&name.as_str()) {
            return Err(SetupError::ReservedName(name.clone()));
        }
    }
    let edition = Edition::from_number(cfg.edition).ok_or(SetupError::UnsupportedEdition(cfg.edition))?;
    let mut expansions = vec![];
    for x in &cfg.expansions {
        match CardSet::parse(x).filter(|&set| set != CardSet::Base).and_then(crate::sets::set_def) {
            Some(d) if !expansions.contains(&d.set) => expansions.push(d.set),
            _ => return Err(SetupError::UnsupportedExpansion(x.clone())),
        }
    }
    // Which editions an expansion is played with, and which sets it needs, are the
    // sets' own facts (`SetDef::editions`, `SetDef::requires`).
    for &set in &expansions {
        let d = crate::sets::set_def(set).expect("checked above");
        if d.editions & edition.bit() == 0 {
            return Err(SetupError::ExpansionEdition(set, cfg.edition));
        }
        if let Some(&need) = d.requires.iter().find(|r| !expansions.contains(r)) {
            return Err(SetupError::ExpansionRequires(set, need));
        }
    }
    let rules = Ruleset::new(edition, &expansions);
    if !(rules.min_players()..=rules.max_players()).contains(&n) {
        return Err(SetupError::PlayerCount(n));
    }
    let teams = match &cfg.teams {
        None => None,
        Some(t) => Some(team_vector(rules, &cfg.players, t)?),
    };
    let achievements_to_win = rules.achievements_to_win(n, teams.is_some());
    Ok(Config { rules, teams, achievements_to_win })
}

/// Validate a configuration and build a state with every card of the game in its
/// deck, shuffled from the seed; nobody holds anything yet.
pub fn empty_state(cfg: &GameConfig) -> Result<State, SetupError> {
    let config = validate(cfg)?;
    Ok(blank_state(config, &cfg.players, cfg.seed.unwrap_or(0)))
}

/// The cards of a game with these rules, each where it starts (`home_zone`).
/// Listed once per ruleset: every game starts here.
fn starting_zones(rules: Ruleset) -> &'static [(CardId, Zone)] {
    type Layout = OnceLock<Vec<(CardId, Zone)>>;
    static LISTS: [[Layout; 256]; 3] = [const { [const { OnceLock::new() }; 256] }; 3];
    LISTS[rules.edition.index()][rules.sets.bits() as usize].get_or_init(|| {
        (0..CARDS.len() as CardId).filter(|&c| rules.plays(c)).map(|c| (c, home_zone(c))).collect()
    })
}

/// A state of `config` with every card of the game in its deck, shuffled from
/// `seed` (no checks: `config` comes from [`validate`] or from a valid game).
pub fn blank_state(config: Config, names: &[String], seed: u64) -> State {
    let n = names.len();
    let rules = config.rules;
    let mut s = State {
        config,
        players: names.iter().map(|name| PlayerState { name: name.clone(), ..Default::default() }).collect(),
        decks: vec![vec![]; rules.deck_slots()],
        available: vec![],
        specials: crate::rules::specials::of_game(rules),
        removed: vec![],
        junk: vec![],
        junk_specials: vec![],
        zones: vec![],
        loc: vec![None; rules.card_ids()],
        phase: Phase::Setup,
        first_player: 0,
        rng: Rng(seed),
        turn_tucked: vec![0; n],
        turn_scored: vec![0; n],
        turn_tucked_colors: vec![],
        changes: 0,
        turn_actions: 0,
        turn_start: false,
        karma: Default::default(),
    };
    for &(c, zone) in starting_zones(rules) {
        match zone {
            Zone::Deck(set, age) => s.decks[deck_slot(set, age)].push(c),
            Zone::Set(k, _) => {
                let k = k.0 as usize;
                if s.zones.len() <= k {
                    s.zones.resize(k + 1, vec![]);
                }
                s.zones[k].push(c);
            }
            _ => {} // `home_zone` gives only these two
        }
        s.loc[c as usize] = Some(zone);
    }
    for d in s.decks.iter_mut() {
        let mut v = std::mem::take(d);
        s.rng.shuffle(&mut v);
        *d = v;
    }
    s
}

/// Teams as a team number per seat. The 1st and 3rd editions play two teams of two
/// in a 4-player game; the 4th allows teams of any size (4th-edition rulebook, "Team
/// Rules"), two or more of them, every player in one.
fn team_vector(rules: Ruleset, players: &[String], teams: &[Vec<String>]) -> Result<Vec<u8>, SetupError> {
    if rules.fourth() {
        if teams.len() < 2 || teams.iter().any(|t| t.is_empty()) {
            return Err(SetupError::BadTeams("teams are two or more non-empty lists of players".into()));
        }
    } else if players.len() != 4 || teams.len() != 2 || teams.iter().any(|t| t.len() != 2) {
        return Err(SetupError::BadTeams("team play is two teams of two in a 4-player game".into()));
    }
    let mut v = vec![u8::MAX; players.len()];
    for (ti, t) in teams.iter().enumerate() {
        for name in t {
            let i = players.iter().position(|p| p == name).ok_or_else(|| SetupError::BadTeams(format!("{name:?} is not a player")))?;
            if v[i] != u8::MAX {
                return Err(SetupError::BadTeams(format!("{name:?} is in two teams")));
            }
            v[i] = ti as u8;
        }
    }
    if let Some(i) = v.iter().position(|&t| t == u8::MAX) {
        return Err(SetupError::BadTeams(format!("{:?} is in no team", players[i])));
    }
    Ok(v)
}

/// A normal start: one card of each age 1-9 (1-10 in the 4th edition) set aside as
/// achievements, and two 1s dealt to each player (3rd-edition rules, "Game Setup"
/// 2-5; 4th-edition rulebook, "Setup").
pub fn new_game(cfg: &GameConfig) -> Result<(State, Vec<Event>), SetupError> {
    let mut s = empty_state(cfg)?;
    let mut log = vec![];
    for age in s.rules().achievement_ages() {
        if let Some(&c) = s.deck(CardSet::Base, age).first() {
            s.move_card(c, Zone::AvailableAchievements, false);
        }
    }
    // With Echoes, one base card and one Echoes card each (3rd-edition rules, "Game
    // Setup" 5, note).
    let second = crate::sets::in_play(s.rules()).find(|d| d.deals_one).map(|d| d.set).unwrap_or(CardSet::Base);
    for p in 0..s.num_players() as PlayerId {
        for set in [CardSet::Base, second] {
            let c = s.deck(set, 1)[0];
            let from = s.move_card(c, Zone::Hand(p), false);
            log.push(Event::Move { player: p, verb: Verb::Draw, card: c, from, to: Zone::Hand(p) });
        }
    }
    for set in s.rules().sets.iter() {
        if let Some(f) = crate::sets::set_def(set).and_then(|d| d.setup) {
            f(&mut s);
        }
    }
    Ok((s, log))
}
