//! The WebAssembly binding: a thin layer over `api.rs` that converts JS values to
//! and from JSON-shaped Rust values, through JSON text (`JSON.stringify` and
//! `JSON.parse` on the JS side, serde_json on ours): one serialization format in the
//! wasm instead of two, which keeps it smaller (docs/speed.md, "What each part costs"). Every error becomes a JS `Error` with the
//! message of [`ApiError`]; no panic crosses the boundary (the API has no panicking
//! path on bad input, and the panic hook makes any bug readable in the console).
use crate::api::{self, ApiError, Session};
use crate::game::Unreplayed;
use serde::Serialize;
use serde_json::Value;
use wasm_bindgen::prelude::*;

#[wasm_bindgen(start)]
fn start() {
    console_error_panic_hook::set_once();
    crate::bots::set_clock(|| js_sys::Date::now());
}

fn err(e: ApiError) -> JsError {
    JsError::new(&e.to_string())
}

/// JS value → JSON value; `undefined` reads as `null`.
fn json(v: JsValue) -> Result<Value, JsError> {
    if v.is_undefined() {
        return Ok(Value::Null);
    }
    // `JSON.stringify` throws on a cycle or a BigInt and gives `undefined` for a function.
    let text = js_sys::JSON::stringify(&v).map_err(|_| JsError::new("bad argument: not JSON-shaped"))?;
    let text = text.as_string().ok_or_else(|| JsError::new("bad argument: not JSON-shaped"))?;
    serde_json::from_str(&text).map_err(|e| JsError::new(&format!("bad argument: {e}")))
}

/// A string argument, checked here: a `&str` parameter would let wasm-bindgen's glue
/// pass a non-string into wasm memory.
fn string(v: JsValue, what: &str) -> Result<String, JsError> {
    v.as_string().ok_or_else(|| JsError::new(&format!("bad argument: {what} must be a string")))
}

/// Rust value → plain JS object.
fn js<T: Serialize>(v: &T) -> Result<JsValue, JsError> {
    let text = serde_json::to_string(v).map_err(|e| JsError::new(&e.to_string()))?;
    js_sys::JSON::parse(&text).map_err(|_| JsError::new("the engine wrote JSON that does not parse"))
}

/// A game in progress.
#[wasm_bindgen]
pub struct GameHandle {
    session: Session,
    /// What `resume` could not replay of the action in progress.
    unreplayed: Option<Unreplayed>,
}

#[wasm_bindgen]
impl GameHandle {
    /// `config`: `{ players: string[], teams?: string[][], seed?: number, edition?: 3, expansions?: string[] }`.
    #[wasm_bindgen(constructor)]
    pub fn new(config: JsValue) -> Result<GameHandle, JsError> {
        Ok(GameHandle { session: Session::new(&json(config)?).map_err(err)?, unreplayed: None })
    }

    /// Restore a game from the text of [`GameHandle::save`].
    pub fn load(text: JsValue) -> Result<GameHandle, JsError> {
        Ok(GameHandle { session: Session::load(&json(text)?).map_err(err)?, unreplayed: None })
    }

    /// Restore a game to go on with: as `load`, but a save written by an engine that
    /// asked other questions goes on from the first answer of the action in
    /// progress that this one refuses (see `unreplayed`).
    pub fn resume(text: JsValue) -> Result<GameHandle, JsError> {
        let (session, unreplayed) = Session::resume(&json(text)?).map_err(err)?;
        Ok(GameHandle { session, unreplayed })
    }

    /// After `resume`: `{ kept, dropped, refused, error }` for the answers of the
    /// action in progress that could not be replayed, or null.
    pub fn unreplayed(&self) -> Result<JsValue, JsError> {
        js(&self.unreplayed)
    }

    /// A game from a scenario file's text: its position with its steps played.
    #[wasm_bindgen(js_name = fromScenario)]
    pub fn from_scenario(text: JsValue) -> Result<GameHandle, JsError> {
        Ok(GameHandle { session: Session::from_scenario(&json(text)?).map_err(err)?, unreplayed: None })
    }

    /// What a player (number) or a spectator (`null`) may see.
    pub fn view(&self, viewer: JsValue) -> Result<JsValue, JsError> {
        js(&self.session.view(&json(viewer)?).map_err(err)?)
    }

    #[wasm_bindgen(js_name = logLength)]
    pub fn log_len(&self) -> usize {
        self.session.log_len()
    }

    /// Log lines for a viewer from entry `from` on.
    pub fn log(&self, viewer: JsValue, from: JsValue) -> Result<JsValue, JsError> {
        js(&self.session.log(&json(viewer)?, &json(from)?).map_err(err)?)
    }

    /// For tests only (the engine worker's test hook; never sent to a page): titles
    /// of the cards a player (number) or a spectator (`null`) cannot see now.
    #[wasm_bindgen(js_name = hiddenFrom)]
    pub fn hidden_from(&self, viewer: JsValue) -> Result<JsValue, JsError> {
        js(&self.session.hidden_titles(&json(viewer)?).map_err(err)?)
    }

    /// A key (string) or several keys (string[]).
    pub fn answer(&mut self, answer: JsValue) -> Result<(), JsError> {
        let a = json(answer)?;
        self.session.answer(&a).map_err(err)
    }

    /// Whether the last `answers` answers (default 1) can be taken back together.
    #[wasm_bindgen(js_name = canUndo)]
    pub fn can_undo(&self, answers: Option<u32>) -> bool {
        self.session.can_undo_answers(answers.unwrap_or(1) as usize)
    }

    /// Take back the last `answers` answers (default 1) at once, or none of them.
    pub fn undo(&mut self, answers: Option<u32>) -> Result<(), JsError> {
        self.session.undo_answers(answers.unwrap_or(1) as usize).map_err(err)
    }

    pub fn save(&self) -> String {
        self.session.save()
    }

    /// A computer player's answer (not applied): `level` random | heuristic | strong.
    #[wasm_bindgen(js_name = botAnswer)]
    pub fn bot_answer(&mut self, player: JsValue, level: JsValue, budget_ms: JsValue, seed: JsValue) -> Result<JsValue, JsError> {
        js(&self.session.bot_answer(&json(player)?, &json(level)?, &json(budget_ms)?, &json(seed)?).map_err(err)?)
    }
}

/// Every card the engine plays in an edition (1, 3 or 4; `undefined`: 3), of every
/// set it plays with it, with our wording of its text; and those sets.
#[wasm_bindgen]
pub fn catalogue(edition: JsValue) -> Result<JsValue, JsError> {
    js(&api::catalogue(&json(edition)?).map_err(err)?)
}

/// A configuration checked as a new game's would be: `{ edition, expansions,
/// achievements_to_win }`, or the error a new game would give.
#[wasm_bindgen(js_name = setupSummary)]
pub fn setup_summary(config: JsValue) -> Result<JsValue, JsError> {
    js(&api::setup_summary(&json(config)?).map_err(err)?)
}

/// Benchmark: random playouts to the end of the game from determinized 2-player
/// positions, for `seconds`. Returns `{ playouts, per_second, answers }`.
#[wasm_bindgen(js_name = benchPlayouts)]
pub fn bench_playouts(seconds: f64, seed: f64) -> Result<JsValue, JsError> {
    let (playouts, per_second, answers) = crate::bots::arena::bench(seconds.clamp(0.0, 600.0), seed.max(0.0) as u64);
    js(&serde_json::json!({ "playouts": playouts, "per_second": per_second, "answers": answers }))
}

/// A scenario's position for the embed bundle: `{ name, view }`.
/// `options`: `{ viewer?: "all" | "spectator" | <player name>, step?: number }`.
#[wasm_bindgen(js_name = scenarioPosition)]
pub fn scenario_position(text: JsValue, options: JsValue) -> Result<JsValue, JsError> {
    js(&crate::embed::position(&string(text, "the scenario")?, &json(options)?).map_err(err)?)
}

/// Every state of a scenario's steps: `{ name, start, steps: [{ answer, player, prompt, chosen, log, view }] }`.
/// `options`: `{ viewer?: "all" | "spectator" | <player name> }`.
#[wasm_bindgen(js_name = scenarioExample)]
pub fn scenario_example(text: JsValue, options: JsValue) -> Result<JsValue, JsError> {
    js(&crate::embed::example(&string(text, "the scenario")?, &json(options)?).map_err(err)?)
}
