//! The binding layer in plain Rust: what the browser may ask of a game, with JSON
//! values in and serialisable values out, and one error type with a clear message.
//! `src/wasm.rs` only converts these to and from JS values, so everything here is
//! testable natively (tests/api.rs) and nothing in it can panic on bad input.
use crate::bots::{self, Budget};
use crate::cards;
use crate::game::{Game, LoadError, Unreplayed};
use crate::log::Viewer;
use crate::model::*;
use crate::question::{Answer, AnswerError};
use crate::setup::{GameConfig, SetupError};
use crate::state::Zone;
use crate::log::Line;
use crate::rules::ruleset::Ruleset;
use crate::rules::specials;
use crate::sets;
use crate::view::{self, View};
use serde::Serialize;
use serde_json::Value;
use std::fmt;

/// Every way a call can fail; the game is unchanged after any of them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ApiError {
    /// An argument of the wrong type or shape (e.g. a number where names were expected).
    BadArgument(String),
    Setup(SetupError),
    Answer(AnswerError),
    Load(LoadError),
    Undo(String),
    /// A scenario file that cannot be read or played (the embed bundle's input).
    Scenario(String),
}

impl fmt::Display for ApiError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            ApiError::BadArgument(s) => write!(f, "bad argument: {s}"),
            ApiError::Setup(e) => write!(f, "cannot start the game: {e}"),
            ApiError::Answer(e) => write!(f, "{e}"),
            ApiError::Load(e) => write!(f, "cannot load: {e}"),
            ApiError::Undo(s) | ApiError::Scenario(s) => write!(f, "{s}"),
        }
    }
}
impl std::error::Error for ApiError {}

/// The largest integer a JS number holds exactly: seeds above it would change on the way.
pub const MAX_SAFE_INTEGER: u64 = (1 << 53) - 1;

/// A game configuration from JSON: `{ players: [names], teams?: [[names]], seed?:
/// integer, edition?: 3, expansions?: [] }`, every field checked for its type.
fn parse_config(config: &Value) -> Result<GameConfig, ApiError> {
    let obj = config.as_object().ok_or_else(|| ApiError::BadArgument(format!("the configuration must be an object, not {config}")))?;
    for k in obj.keys() {
        if !["players", "teams", "seed", "edition", "expansions"].contains(&k.as_str()) {
            return Err(ApiError::BadArgument(format!("unknown configuration field {k:?}")));
        }
    }
    if let Some(seed) = obj.get("seed").filter(|s| !s.is_null()) {
        match seed.as_u64() {
            Some(n) if n <= MAX_SAFE_INTEGER => {}
            _ => return Err(ApiError::BadArgument(format!("seed: a whole number from 0 to {MAX_SAFE_INTEGER}, not {seed}"))),
        }
    }
    // From text, as everything the wasm reads: one reader per type (docs/speed.md).
    serde_json::from_str(&config.to_string()).map_err(|e| ApiError::BadArgument(format!("configuration: {e}")))
}

/// One game, as the browser holds it.
pub struct Session {
    game: Game,
    /// Each seat's computer player, kept between its decisions so that its memory
    /// of positions seen (which breaks a cycle of repeated turns) lasts the game.
    bots: Vec<Option<bots::Bot>>,
}

impl Session {
    /// `config`: `{ players: [names], teams?: [[names]], seed?: integer, edition?: 3, expansions?: [] }`.
    pub fn new(config: &Value) -> Result<Session, ApiError> {
        let cfg = parse_config(config)?;
        Game::new(&cfg).map(Session::of).map_err(ApiError::Setup)
    }

    fn of(game: Game) -> Session {
        Session { bots: vec![None; game.state().num_players()], game }
    }

    pub fn game(&self) -> &Game {
        &self.game
    }

    fn viewer(&self, viewer: &Value) -> Result<Viewer, ApiError> {
        match viewer {
            Value::Null => Ok(Viewer::Spectator),
            v => match v.as_u64() {
                // Compared as u64: on wasm32 `as usize` would wrap 2^32 to player 0.
                Some(p) if p < self.game.state().num_players() as u64 => Ok(Viewer::Player(p as PlayerId)),
                _ => Err(ApiError::BadArgument(format!(
                    "viewer: a player number from 0 to {}, or null for a spectator, not {v}",
                    self.game.state().num_players() - 1
                ))),
            },
        }
    }

    /// What `viewer` (a player number, or null for a spectator) may see, without
    /// the log (see [`Session::log`]), so that its size does not grow with the game.
    pub fn view(&self, viewer: &Value) -> Result<View, ApiError> {
        Ok(view::view_without_log(&self.game, self.viewer(viewer)?))
    }

    /// The number of log entries; entries never change once written, except that
    /// an undo removes the entries of the answers it takes back.
    pub fn log_len(&self) -> usize {
        self.game.events().count()
    }

    /// Log lines for `viewer` from entry `from` on (every entry is one line, made
    /// of parts: text, players, cards; hidden cards by age and set only).
    pub fn log(&self, viewer: &Value, from: &Value) -> Result<Vec<Line>, ApiError> {
        let v = self.viewer(viewer)?;
        let from = from
            .as_u64()
            .and_then(|n| usize::try_from(n).ok())
            .ok_or_else(|| ApiError::BadArgument(format!("from: a log index, not {from}")))?;
        let s = self.game.state();
        Ok(self.game.events().skip(from).filter_map(|e| e.render(s, v)).collect())
    }

    /// For tests of what a page shows (never sent to a page): the titles of the
    /// cards `viewer` cannot see where they lie now (other players' hands and score
    /// piles, the decks, the standard achievements); at the end of the game, only
    /// the decks, the achievements and the junk.
    pub fn hidden_titles(&self, viewer: &Value) -> Result<Vec<String>, ApiError> {
        let v = self.viewer(viewer)?;
        let s = self.game.state();
        // At the end of the game the view shows every player's cards (view.rs).
        let over = self.game.outcome().is_some();
        let hidden = |z: Zone, c: CardId| !(v.sees_card(z, c) || over && matches!(z, Zone::Hand(_) | Zone::Score(_) | Zone::Set(_, Some(_))));
        let mut out: Vec<String> = s
            .loc
            .iter()
            .enumerate()
            .filter_map(|(c, z)| z.filter(|&z| hidden(z, c as CardId)).map(|_| cards::name(c as CardId).to_string()))
            .collect();
        crate::sort::sort(&mut out);
        Ok(out)
    }

    /// `answer`: one key (a string) or several (an array of strings).
    pub fn answer(&mut self, answer: &Value) -> Result<(), ApiError> {
        let a = Answer::from_json(answer).map_err(ApiError::Answer)?;
        self.game.answer(&a).map_err(ApiError::Answer)
    }

    pub fn can_undo(&self) -> bool {
        self.game.can_undo()
    }
    pub fn undo(&mut self) -> Result<(), ApiError> {
        self.game.undo().map_err(ApiError::Undo)
    }
    /// Whether the last `n` answers can be taken back together (`Game::undo_answers`).
    pub fn can_undo_answers(&self, n: usize) -> bool {
        self.game.can_undo_answers(n)
    }
    pub fn undo_answers(&mut self, n: usize) -> Result<(), ApiError> {
        self.game.undo_answers(n).map_err(ApiError::Undo)
    }

    pub fn save(&self) -> String {
        self.game.save()
    }
    pub fn load(text: &Value) -> Result<Session, ApiError> {
        let text = text.as_str().ok_or_else(|| ApiError::BadArgument("a save is a string".into()))?;
        Game::load(text).map(Session::of).map_err(ApiError::Load)
    }
    /// As `load`, but a save whose action in progress this engine cannot replay to
    /// the end goes on from the first answer it refuses (`Game::resume`).
    pub fn resume(text: &Value) -> Result<(Session, Option<Unreplayed>), ApiError> {
        let text = text.as_str().ok_or_else(|| ApiError::BadArgument("a save is a string".into()))?;
        Game::resume(text).map(|(g, cut)| (Session::of(g), cut)).map_err(ApiError::Load)
    }

    /// A game from a scenario file's text (`spec/scenario-format.md`): its position,
    /// with its `steps` played, ready to go on from there.
    pub fn from_scenario(text: &Value) -> Result<Session, ApiError> {
        let text = text.as_str().ok_or_else(|| ApiError::BadArgument("a scenario is a string".into()))?;
        crate::embed::played(text).map(Session::of)
    }

    /// A computer player's answer for the pending question, if it is `player`'s:
    /// decided from that player's view only. `level`: random, heuristic or strong;
    /// `budget_ms`: thinking time of the strong level (1 to 60,000 ms: 0 would mean
    /// no limit); `seed`: the seat's generator, taken when its bot is first made
    /// (the bot is kept for the seat's next decisions).
    pub fn bot_answer(&mut self, player: &Value, level: &Value, budget_ms: &Value, seed: &Value) -> Result<Value, ApiError> {
        let p = match self.viewer(player)? {
            Viewer::Player(p) => p,
            _ => return Err(ApiError::BadArgument("player: a bot plays a seat, not a spectator".into())),
        };
        let level = level.as_str().ok_or_else(|| ApiError::BadArgument(format!("level: a string, not {level}")))?;
        let ms = budget_ms.as_u64().ok_or_else(|| ApiError::BadArgument(format!("budget_ms: a whole number, not {budget_ms}")))?;
        let seed = seed.as_u64().ok_or_else(|| ApiError::BadArgument(format!("seed: a whole number, not {seed}")))?;
        let level = bots::Level::parse(level).ok_or_else(|| ApiError::BadArgument(format!("unknown bot level {level:?} (random, heuristic, strong)")))?;
        let obs = bots::observe(&self.game, p).ok_or_else(|| ApiError::BadArgument(format!("player {p} has nothing to answer")))?;
        let budget = Budget::millis(ms.clamp(1, 60_000) as u32);
        let slot = &mut self.bots[p as usize];
        let bot = match slot {
            Some(b) if b.level == level => b,
            _ => slot.insert(bots::Bot::new(level, budget, seed)),
        };
        bot.budget = budget;
        Ok(bot.decide(&obs).to_json())
    }
}

/// One card as drawn by a UI, in one edition: printed facts and our wording of its effects.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct CardInfo {
    pub id: CardId,
    pub name: String,
    pub set: CardSet,
    pub age: u8,
    pub color: Color,
    /// Six slots: top left, bottom left, bottom middle, bottom right (most cards use
    /// these four), top right and top middle (cities).
    pub icons: Vec<Slot>,
    pub featured: Option<Icon>,
    pub effects: Vec<EffectInfo>,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct EffectInfo {
    pub kind: cards::EffectKind,
    /// Our wording; `{crown}` etc. are icons, `[N]` a value box.
    pub text: String,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SpecialInfo {
    pub name: String,
    pub set: CardSet,
    /// A Figures decree: its colour (its `condition` is then what it does).
    pub decree: Option<Color>,
    pub condition: String,
}

/// A set of cards of the catalogue.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SetInfo {
    pub set: CardSet,
    /// Its name for people ("Echoes of the Past").
    pub name: String,
    /// A game may include it or not (an expansion); the base set is always in.
    pub optional: bool,
    /// The sets it is played with only (the relics: Artifacts).
    pub requires: Vec<CardSet>,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Catalogue {
    pub edition: u8,
    /// The highest age of the edition.
    pub max_age: u8,
    /// The standard icons of the edition.
    pub icons: Vec<Icon>,
    /// The sets the engine plays with the edition: the base set, then the
    /// expansions a game may include.
    pub sets: Vec<SetInfo>,
    /// Every card of those sets.
    pub cards: Vec<CardInfo>,
    /// Every special achievement of those sets (with the Figures decrees).
    pub specials: Vec<SpecialInfo>,
}

fn edition_arg(edition: &Value) -> Result<Edition, ApiError> {
    match edition {
        Value::Null => Ok(Edition::Third),
        v => v
            .as_u64()
            .and_then(|n| u8::try_from(n).ok())
            .and_then(Edition::from_number)
            .ok_or_else(|| ApiError::BadArgument(format!("edition: 1, 3 or 4, not {v}"))),
    }
}

/// Every card the engine plays in an edition (`edition`: 1, 3 or 4; null: 3), of
/// every set it plays with that edition, with that edition's icons and our
/// wording of its texts; and those sets, with what each requires.
pub fn catalogue(edition: &Value) -> Result<Catalogue, ApiError> {
    let edition = edition_arg(edition)?;
    let expansions: Vec<CardSet> = sets::expansions(edition).map(|d| d.set).collect();
    let rules = Ruleset::new(edition, &expansions);
    let cards = (0..cards::CARDS.len() as CardId)
        .filter(|&c| rules.plays(c))
        .map(|c| {
            let f = cards::facts(c);
            CardInfo {
                id: c,
                name: f.title(edition).to_string(),
                set: f.set,
                age: f.age,
                color: f.color,
                icons: f.slots(edition).to_vec(),
                featured: f.featured[edition.printing()],
                effects: cards::effects(c, edition)
                    .iter()
                    .map(|e| EffectInfo { kind: e.kind, text: e.text.to_string() })
                    .collect(),
            }
        })
        .collect();
    let specials = specials::of_game(rules)
        .into_iter()
        .map(|s| SpecialInfo {
            name: s.name().into(),
            set: s.def().set,
            decree: sets::figures::DECREE_EFFECTS.iter().find(|d| d.name == s.name() && s.def().set == CardSet::Figures).map(|d| d.color),
            condition: s.condition(edition).into(),
        })
        .collect();
    let sets = sets::in_play(rules)
        .map(|d| SetInfo { set: d.set, name: d.set.title().into(), optional: d.set != CardSet::Base, requires: d.requires.to_vec() })
        .collect();
    Ok(Catalogue { edition: edition.number(), max_age: rules.max_age(), icons: rules.icons().to_vec(), sets, cards, specials })
}

/// What a game of a configuration would be, for a setup screen: checked as a new
/// game's would be (the same errors), and the number of achievements to win.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SetupSummary {
    pub edition: u8,
    pub expansions: Vec<CardSet>,
    pub achievements_to_win: usize,
}

/// `config` as for [`Session::new`] (the seed may be left out).
pub fn setup_summary(config: &Value) -> Result<SetupSummary, ApiError> {
    let cfg = parse_config(config)?;
    let c = crate::setup::validate(&cfg).map_err(ApiError::Setup)?;
    Ok(SetupSummary { edition: c.rules.edition.number(), expansions: c.rules.expansions(), achievements_to_win: c.achievements_to_win })
}
