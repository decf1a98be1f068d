//! What the embed bundle (www/src/embed) shows on other sites, computed from a
//! scenario file (`spec/scenario-format.md`): a position, or an example whose
//! steps are played one at a time. Every state is computed up front, so the page
//! can go back and forth without an engine call, and plain Rust keeps it testable
//! natively (tests/embed.rs). Bad input gives an [`ApiError`], never a panic.
use crate::api::ApiError;
use crate::game::Game;
use crate::log::Viewer;
use crate::model::PlayerId;
use crate::question::Answer;
use crate::scenario::{self, Scenario};
use crate::view::{self, View};
use serde::Serialize;
use serde_json::Value;

/// A scenario's position: its `name` (the title an author gave it) and the table.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Position {
    pub name: String,
    /// With `log`: the lines written up to this point (usually only the turn's start).
    pub view: View,
}

/// A scenario played step by step.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Example {
    pub name: String,
    /// Before any step, with the log written so far.
    pub start: View,
    pub steps: Vec<ExampleStep>,
}

/// One step: the question it answered, the answer, and what it changed.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ExampleStep {
    /// Who answered.
    pub player: PlayerId,
    /// The step as written in the scenario (`dogma Archery`, `["Tools","Sailing"]`).
    /// This, `prompt` and `chosen` are null for a viewer other than the answering
    /// player (the question may name cards only they can see): the log tells the rest.
    pub answer: Option<String>,
    /// The question's words ("Choose a card to return, or pass").
    pub prompt: Option<String>,
    /// The labels of the chosen items, in the game's words ("Dogma Archery").
    pub chosen: Option<Vec<String>>,
    /// The log lines this step added (a step runs until the next question).
    pub log: Vec<crate::log::Line>,
    /// The table after the step, without the log (see `log`).
    pub view: View,
}

fn scenario_error(e: scenario::ScenarioError) -> ApiError {
    ApiError::Scenario(e.to_string())
}

/// Who looks at the table. `"all"` (the default: a rules page shows every card),
/// `"spectator"` (hands, score piles and achievements face down) or a player's
/// name (that player's own hand and score pile face up, the others face down).
fn viewer(game: &Game, v: Option<&Value>) -> Result<Viewer, ApiError> {
    let s = match v {
        None | Some(Value::Null) => return Ok(Viewer::All),
        Some(Value::String(s)) => s.as_str(),
        Some(v) => return Err(ApiError::BadArgument(format!("viewer: \"all\", \"spectator\" or a player's name, not {v}"))),
    };
    let st = game.state();
    match s {
        "all" | "" => Ok(Viewer::All),
        "spectator" => Ok(Viewer::Spectator),
        name => (0..st.num_players())
            .find(|&p| st.name(p as PlayerId) == name)
            .map(|p| Viewer::Player(p as PlayerId))
            .ok_or_else(|| {
                let names: Vec<&str> = (0..st.num_players()).map(|p| st.name(p as PlayerId)).collect();
                ApiError::BadArgument(format!("viewer: {name:?} is not a player of this scenario ({}); use \"all\", \"spectator\" or a player's name", names.join(", ")))
            }),
    }
}

/// The options object: `{ viewer?: string, step?: number }`; null means none.
fn options(o: &Value, allowed: &[&str]) -> Result<serde_json::Map<String, Value>, ApiError> {
    match o {
        Value::Null => Ok(Default::default()),
        Value::Object(m) => {
            if let Some(k) = m.keys().find(|k| !allowed.contains(&k.as_str())) {
                return Err(ApiError::BadArgument(format!("unknown option {k:?} (known: {})", allowed.join(", "))));
            }
            Ok(m.clone())
        }
        v => Err(ApiError::BadArgument(format!("options: an object, not {v}"))),
    }
}

fn parse(text: &str) -> Result<(Scenario, Game), ApiError> {
    let sc = scenario::parse(text).map_err(scenario_error)?;
    let game = scenario::start(&sc).map_err(scenario_error)?;
    Ok((sc, game))
}

/// Play step `i` of the scenario, or say clearly why it is not legal there.
fn play(game: &mut Game, sc: &Scenario, i: usize) -> Result<(), ApiError> {
    let step = &sc.steps[i];
    game.answer(step).map_err(|e| {
        let legal = match game.question() {
            Some(q) => format!("the question was {:?} for {}; legal answers: {}", q.prompt, game.state().name(q.player), q.keys().join(", ")),
            None => "the game is over".into(),
        };
        ApiError::Scenario(format!("steps[{i}] ({step}) is not a legal answer: {e}; {legal}"))
    })
}

/// The game of a scenario with all its steps played (to play on from there).
pub fn played(text: &str) -> Result<Game, ApiError> {
    let (sc, mut game) = parse(text)?;
    for i in 0..sc.steps.len() {
        play(&mut game, &sc, i)?;
    }
    Ok(game)
}

/// The position of a scenario (`options.step`: play that many of its steps first;
/// default 0, the position as written).
pub fn position(text: &str, opts: &Value) -> Result<Position, ApiError> {
    let o = options(opts, &["viewer", "step"])?;
    let (sc, mut game) = parse(text)?;
    let v = viewer(&game, o.get("viewer"))?;
    let n = match o.get("step") {
        None | Some(Value::Null) => 0,
        Some(x) => match x.as_u64() {
            Some(n) if n <= sc.steps.len() as u64 => n as usize,
            _ => return Err(ApiError::BadArgument(format!("step: a number of steps from 0 to {}, not {x}", sc.steps.len()))),
        },
    };
    for i in 0..n {
        play(&mut game, &sc, i)?;
    }
    Ok(Position { name: sc.name.clone(), view: view::view(&game, v) })
}

/// Every state of a scenario's steps (`options.viewer` as for [`position`]).
pub fn example(text: &str, opts: &Value) -> Result<Example, ApiError> {
    let o = options(opts, &["viewer"])?;
    let (sc, mut game) = parse(text)?;
    let v = viewer(&game, o.get("viewer"))?;
    let start = view::view(&game, v);
    let mut steps = Vec::with_capacity(sc.steps.len());
    for i in 0..sc.steps.len() {
        let Some(q) = game.question().cloned() else {
            return Err(ApiError::Scenario(format!("steps[{i}] ({}) is not a legal answer: the game is over", sc.steps[i])));
        };
        let logged = game.events().count();
        play(&mut game, &sc, i)?;
        let keys = match &sc.steps[i] {
            Answer::One(k) => vec![k.clone()],
            Answer::Many(ks) => ks.clone(),
        };
        // A hidden card's label names only its age, so no one learns more than the log says.
        let chosen: Vec<String> = keys.iter().filter_map(|k| q.choices.iter().find(|c| &c.key == k).map(|c| c.label.to_string())).collect();
        let sees = v == Viewer::All || v == Viewer::Player(q.player);
        let s = game.state();
        let log = game.events().skip(logged).filter_map(|e| e.render(s, v)).collect();
        let view = view::view_without_log(&game, v);
        let (answer, prompt, chosen) = if sees { (Some(sc.steps[i].to_string()), Some(q.prompt), Some(chosen)) } else { (None, None, None) };
        steps.push(ExampleStep { player: q.player, answer, prompt, chosen, log, view });
    }
    Ok(Example { name: sc.name, start, steps })
}
