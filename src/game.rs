//! The game handle: at any moment either a finished game or exactly one pending
//! question; `answer` advances, an illegal answer changes nothing.
use crate::known::{Knowledge, Known};
use crate::rules::ctx::{poll_unit, Ctx, CtxData, R};
use crate::rules::turn;
use crate::log::{Event, Viewer};
use crate::model::{CardId, PlayerId};
use crate::question::*;
use crate::setup::{self, GameConfig, SetupError};
use crate::state::*;
use serde::{Deserialize, Serialize};
use std::cell::{Ref, RefCell};
use std::fmt;
use std::future::Future;
use std::pin::Pin;
use std::ptr::NonNull;
use std::task::Poll;

pub struct Game {
    /// Where the state when the current unit of play (an action, or the setup
    /// melds) began is found (`Game::start`): what a save holds, and where undo and
    /// a copy run the unit again from.
    start: RefCell<Start>,
    /// Log of finished units.
    log: Vec<Event>,
    /// The unit in progress, stopped at `question`: the state now, the answers given
    /// in the unit, its log so far, and its code, which goes on from the question
    /// when it is answered.
    unit: Unit,
    question: Option<Question>,
    /// Who gave each answer of the current unit (the asked player), in order: a
    /// computer may replay the unit only when every answer is its own.
    answered_by: Vec<PlayerId>,
    /// What each player knows of the hidden cards, from `log` (the finished units).
    known: Known,
}

/// The state a recent unit began from, and the answers of the units finished
/// since: run from it with them, they give the current unit's start. Until someone
/// asks for that start (a save, a copy, undo, a computer's view of the action), a
/// finished unit's state is copied only every `UNITS_BETWEEN_COPIES` units: games
/// played through without asking (self-play, the search's playouts) copy the state
/// that much less, and an answer never costs more than running that many units.
struct Start {
    state: State,
    since: Vec<Vec<Vec<String>>>,
    /// The start was asked for during the current unit: the next one's start is
    /// copied when this one ends (the app and the computer players ask at every
    /// answer).
    asked: bool,
}

const UNITS_BETWEEN_COPIES: usize = 16;

impl Start {
    fn new(state: State) -> RefCell<Start> {
        RefCell::new(Start { state, since: vec![], asked: false })
    }
}

/// A unit of play in progress: its data, and its code as a future holding a `Ctx`
/// handle on that data. The data is read and changed here only while the future is
/// not being polled (the contract of `Ctx`).
struct Unit {
    data: NonNull<CtxData>,
    code: Option<Pin<Box<dyn Future<Output = R>>>>,
}

impl Unit {
    fn new(st: State, answers: Vec<Vec<String>>) -> Unit {
        Unit { data: NonNull::from(Box::leak(Box::new(CtxData::new(st, answers, true)))), code: None }
    }
    fn data(&self) -> &CtxData {
        // SAFETY: owned by this unit (`new`), and its code is not running.
        unsafe { self.data.as_ref() }
    }
    fn data_mut(&mut self) -> &mut CtxData {
        // SAFETY: as for `data`.
        unsafe { self.data.as_mut() }
    }
    /// Run the unit's code (begun from the data's state and answers if it has not
    /// begun) until it ends or stops at a question.
    fn poll(&mut self) -> Poll<R> {
        let data = self.data;
        let code = self.code.get_or_insert_with(|| {
            let mut cx = Ctx::handle(data);
            Box::pin(async move { turn::run_unit(&mut cx).await })
        });
        let r = poll_unit(code.as_mut());
        if r.is_ready() {
            self.code = None;
        }
        r
    }
    /// The state, once the unit's code has ended.
    fn into_state(self) -> State {
        let mut unit = std::mem::ManuallyDrop::new(self);
        unit.code = None;
        // SAFETY: made by `Box::leak` in `new`; the unit is not dropped, so this is
        // the only place it is freed.
        unsafe { Box::from_raw(unit.data.as_ptr()) }.into_state()
    }
}

impl Drop for Unit {
    fn drop(&mut self) {
        // The code holds a handle on the data: it goes first.
        self.code = None;
        // SAFETY: made by `Box::leak` in `new`, freed only here.
        drop(unsafe { Box::from_raw(self.data.as_ptr()) });
    }
}

impl Clone for Game {
    /// A copy runs the current unit again from its start with the answers given (its
    /// code, stopped at a question, cannot be copied).
    fn clone(&self) -> Game {
        self.run_again(self.unit.data().answers().to_vec(), self.answered_by.clone(), self.log.clone(), self.known.clone())
    }
}

impl fmt::Debug for Game {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.debug_struct("Game").field("start", &*self.start()).field("answers", &self.unit.data().answers()).field("question", &self.question).finish()
    }
}

/// What a save file holds: enough to rebuild the game by running the current unit.
#[derive(Serialize, Deserialize)]
struct SaveFile {
    format: String,
    start: State,
    answers: Vec<Vec<String>>,
    log: Vec<Event>,
}

const SAVE_FORMAT: &str = "innovation-save-3";
/// Saves of the first format (3rd-edition base game only) still load: `upgrade_v1`.
const SAVE_FORMAT_1: &str = "innovation-save-1";
/// Saves of the second format (log events tagged inside) still load: `upgrade_v2`.
const SAVE_FORMAT_2: &str = "innovation-save-2";

/// The answers of the action in progress that a resumed save could not replay:
/// the first `kept` were accepted, the next (`refused`) was not, and it and the
/// `dropped - 1` after it were not given.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Unreplayed {
    pub kept: usize,
    pub dropped: usize,
    pub refused: Vec<String>,
    pub error: String,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LoadError {
    Malformed(String),
    Inconsistent(String),
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            LoadError::Malformed(s) => write!(f, "not a valid save file: {s}"),
            LoadError::Inconsistent(s) => write!(f, "save file is inconsistent: {s}"),
        }
    }
}
impl std::error::Error for LoadError {}

impl Game {
    pub fn new(cfg: &GameConfig) -> Result<Game, SetupError> {
        let mut cfg = cfg.clone();
        cfg.seed = Some(cfg.seed.unwrap_or_else(setup::random_seed));
        let (state, log) = setup::new_game(&cfg)?;
        Ok(Game::from_state(state, log))
    }

    /// Start from any valid state (e.g. a scenario position).
    pub fn from_state(state: State, log: Vec<Event>) -> Game {
        let mut known = Known::new(state.num_players());
        known.apply(&log, &state);
        let mut g = Game { unit: Unit::new(state.clone(), vec![]), start: Start::new(state), log, question: None, answered_by: vec![], known };
        g.run();
        g
    }

    /// Go on with the current unit until a question is pending or the game is over,
    /// finishing units on the way.
    fn run(&mut self) {
        loop {
            match self.unit.poll() {
                Poll::Pending => {
                    self.question = self.unit.data_mut().take_pending();
                    return;
                }
                // With questions that suspend the unit, `Interrupt::Ask` does not reach
                // here; the unit ended (or the turn, or the game).
                Poll::Ready(_) => {
                    let d = self.unit.data_mut();
                    self.known.apply(d.log(), d.state());
                    self.log.extend(d.drain_log());
                    self.question = None;
                    self.answered_by.clear();
                    // The finished unit's state starts the next one: copied, or found
                    // again from its answers when asked for (`Start`).
                    let over = d.state().is_over();
                    let start = self.start.get_mut();
                    if start.asked || over || start.since.len() + 1 >= UNITS_BETWEEN_COPIES {
                        start.state.clone_from(d.state());
                        start.since.clear();
                        start.asked = false;
                    } else {
                        start.since.push(d.take_answers());
                    }
                    d.restart();
                    if over {
                        return;
                    }
                }
            }
        }
    }

    pub fn state(&self) -> &State {
        self.unit.data().state()
    }
    pub fn question(&self) -> Option<&Question> {
        self.question.as_ref()
    }
    pub fn outcome(&self) -> Option<&Outcome> {
        match &self.state().phase {
            Phase::Over(o) => Some(o),
            _ => None,
        }
    }

    /// Answer the pending question. An illegal answer returns an error and changes nothing.
    pub fn answer(&mut self, answer: &Answer) -> Result<(), AnswerError> {
        let q = self.question.as_ref().ok_or(AnswerError::NoQuestion)?;
        let keys = q.check(answer)?;
        self.answered_by.push(q.player);
        self.unit.data_mut().push_answer(keys);
        self.run();
        Ok(())
    }

    pub fn answer_str(&mut self, s: &str) -> Result<(), AnswerError> {
        self.answer(&Answer::parse(s)?)
    }

    /// Can the last answer of the current action be taken back?
    pub fn can_undo(&self) -> bool {
        self.can_undo_answers(1)
    }

    /// Can the last `n` answers of the current action be taken back together?
    pub fn can_undo_answers(&self, n: usize) -> bool {
        self.without_last_answers(n).is_some()
    }

    /// The current unit replayed without its last `n` answers (with an empty
    /// finished log, so this costs the length of the current action, not of the
    /// game), or `None` when there are not that many to take back or the taken-back
    /// part showed someone a card they had not seen.
    fn without_last_answers(&self, n: usize) -> Option<Game> {
        let mut answers = self.unit.data().answers().to_vec();
        if n == 0 || n > answers.len() {
            return None;
        }
        answers.truncate(answers.len() - n);
        let answered_by = self.answered_by[..answers.len()].to_vec();
        let g = self.run_again(answers, answered_by, vec![], Known::default());
        let (mine, its) = (self.unit.data().log(), g.unit.data().log());
        let shown = &mine[its.len().min(mine.len())..];
        let np = self.state().num_players() as PlayerId;
        if !g.log.is_empty() || shown.iter().any(|e| reveals_hidden(e, np)) {
            return None;
        }
        Some(g)
    }

    /// Take back the last answer of the current action, unless it revealed hidden
    /// information (a draw, a reveal).
    pub fn undo(&mut self) -> Result<(), String> {
        self.undo_answers(1)
    }

    /// Take back the last `n` answers of the current action at once (a person's
    /// answer with the computers' answers after it), or none of them: refused when
    /// any of them revealed hidden information.
    pub fn undo_answers(&mut self, n: usize) -> Result<(), String> {
        let given = self.unit.data().answers().len();
        if given == 0 || n > given {
            return Err("nothing to undo in the current action".into());
        }
        if n == 0 {
            return Err("cannot undo: no answer named to take back".into());
        }
        let mut g = self.without_last_answers(n).ok_or("cannot undo: that answer revealed hidden information")?;
        g.log = std::mem::take(&mut self.log);
        g.known = std::mem::take(&mut self.known);
        *self = g;
        Ok(())
    }

    /// The answers given so far in the current unit of play (the turn action under
    /// way), each with the player who gave it.
    pub fn unit_answers(&self) -> Vec<(PlayerId, Vec<String>)> {
        self.answered_by.iter().copied().zip(self.unit.data().answers().iter().cloned()).collect()
    }

    /// The state when the current unit of play began (whole: for `view::unit_view`,
    /// which shows it as one player saw it).
    pub(crate) fn unit_start(&self) -> Ref<'_, State> {
        self.start()
    }

    /// A game that runs the current unit again from its start with `answers`
    /// (a copy, undo), with the finished units' `log` and `known` given.
    fn run_again(&self, answers: Vec<Vec<String>>, answered_by: Vec<PlayerId>, log: Vec<Event>, known: Known) -> Game {
        let start = self.start();
        let mut g = Game { start: Start::new(start.clone()), log, unit: Unit::new(start.clone(), answers), question: None, answered_by, known };
        g.run();
        g
    }

    /// The state when the current unit began: kept, or run again from the last
    /// state kept with the answers of the units finished since (`Start`).
    fn start(&self) -> Ref<'_, State> {
        // (Changed only when needed: while a start handed out is still borrowed, it
        // is current and marked asked.)
        let current = {
            let start = self.start.borrow();
            start.asked && start.since.is_empty()
        };
        if !current {
            let mut start = self.start.borrow_mut();
            start.asked = true;
            if !start.since.is_empty() {
                let mut st = start.state.clone();
                for answers in std::mem::take(&mut start.since) {
                    let mut unit = Unit::new(st, answers);
                    // (A finished unit, run again with its own answers, ends again.)
                    let done = unit.poll();
                    debug_assert!(done.is_ready(), "a finished unit asks nothing more");
                    st = unit.into_state();
                }
                start.state = st;
            }
        }
        Ref::map(self.start.borrow(), |s| &s.state)
    }

    /// The current unit's events so far (whole: for `view::unit_view`).
    pub(crate) fn unit_events(&self) -> &[Event] {
        self.unit.data().log()
    }

    /// The hidden cards `p` knew when the current unit began, with where they lay.
    pub(crate) fn known_at_unit_start(&self, p: PlayerId) -> Vec<(CardId, Zone)> {
        self.known.players.get(p as usize).map(|k| k.cards.clone()).unwrap_or_default()
    }

    /// Every event so far, in order.
    pub fn events(&self) -> impl Iterator<Item = &Event> {
        self.log.iter().chain(self.unit.data().log().iter())
    }

    /// The hidden cards `p` knows, with where they lie (see `known.rs`): the finished
    /// units' knowledge and the current unit's events.
    pub fn known_cards(&self, p: PlayerId) -> Vec<(CardId, Zone)> {
        let Some(k) = self.known.players.get(p as usize) else { return vec![] };
        let mut one = Known { players: vec![Knowledge::default(); self.known.players.len()] };
        one.players[p as usize] = k.clone();
        one.apply(self.unit.data().log(), self.state());
        std::mem::take(&mut one.players[p as usize].cards)
    }

    /// The whole log in plain English for a viewer.
    pub fn log_lines(&self, v: Viewer) -> Vec<String> {
        self.events().filter_map(|e| e.render(self.state(), v)).map(|l| l.text(self.state())).collect()
    }

    pub fn save(&self) -> String {
        let f = SaveFile { format: SAVE_FORMAT.into(), start: self.start().clone(), answers: self.unit.data().answers().to_vec(), log: self.log.clone() };
        serde_json::to_string(&f).expect("state serialises")
    }

    /// A save as it was written: every recorded answer must be accepted.
    pub fn load(text: &str) -> Result<Game, LoadError> {
        match Self::resume(text)? {
            (g, None) => Ok(g),
            (_, Some(cut)) => Err(LoadError::Inconsistent(format!("recorded answer {:?}: {}", cut.refused, cut.error))),
        }
    }

    /// A save to go on with, even if a version of the engine that asked other
    /// questions wrote it: the action in progress goes on from the first recorded
    /// answer this engine refuses (`Unreplayed` says which), instead of the game
    /// being lost. Everything before the action in progress must still be sound.
    pub fn resume(text: &str) -> Result<(Game, Option<Unreplayed>), LoadError> {
        let malformed = |e: serde_json::Error| LoadError::Malformed(e.to_string());
        // The current format is read straight into the save (a generic JSON value
        // first costs several times more); an older one is upgraded as a value.
        #[derive(serde::Deserialize)]
        struct Format {
            format: Option<String>,
        }
        let format = serde_json::from_str::<Format>(text).map_err(malformed)?.format;
        let f: SaveFile = match format.as_deref() {
            Some(SAVE_FORMAT) => serde_json::from_str(text).map_err(malformed)?,
            Some(old @ (SAVE_FORMAT_1 | SAVE_FORMAT_2)) => {
                let mut v: serde_json::Value = serde_json::from_str(text).map_err(malformed)?;
                if old == SAVE_FORMAT_1 {
                    upgrade_v1(&mut v)?;
                }
                upgrade_v2(&mut v)?;
                // Read back from text, not from the value: one reader of the save in
                // the wasm instead of two (docs/speed.md, "What each part costs").
                serde_json::from_str(&v.to_string()).map_err(malformed)?
            }
            f => return Err(LoadError::Malformed(format!("unknown format {f:?}"))),
        };
        let mut f = f;
        f.start.order_hands_and_scores();
        crate::invariants::check(&f.start).map_err(LoadError::Inconsistent)?;
        crate::invariants::check_events(&f.start, &f.log).map_err(LoadError::Inconsistent)?;
        let mut known = Known::new(f.start.num_players());
        known.apply(&f.log, &f.start);
        let mut g = Game { unit: Unit::new(f.start.clone(), vec![]), start: Start::new(f.start), log: f.log, question: None, answered_by: vec![], known };
        // Re-apply the recorded answers one by one, so that a tampered one is caught
        // (a refused answer changes nothing: the game waits at its question).
        g.run();
        let total = f.answers.len();
        for (kept, a) in f.answers.into_iter().enumerate() {
            if let Err(e) = g.answer(&Answer::Many(a.clone())) {
                return Ok((g, Some(Unreplayed { kept, dropped: total - kept, refused: a, error: e.to_string() })));
            }
        }
        Ok((g, None))
    }
}

/// A save of the second format (or the first, upgraded): each log event named by an
/// `"event"` field inside it, `{"event": "meld", "player": 0, ...}`, which serde reads
/// through a buffered copy of every event, the largest reader in the wasm; the third
/// names it outside, `{"meld": {"player": 0, ...}}`.
fn upgrade_v2(v: &mut serde_json::Value) -> Result<(), LoadError> {
    let bad = |what: &str| LoadError::Malformed(format!("format 2: {what}"));
    let log = v.get_mut("log").and_then(|l| l.as_array_mut()).ok_or_else(|| bad("no log"))?;
    for e in log {
        let fields = e.as_object_mut().ok_or_else(|| bad("a log event is not an object"))?;
        let name = match fields.remove("event") {
            Some(serde_json::Value::String(name)) => name,
            _ => return Err(bad("a log event has no name")),
        };
        *e = serde_json::json!({ name: std::mem::take(fields) });
    }
    Ok(())
}

/// A save of the first format (3rd-edition base game, before the ruleset): its
/// configuration names the edition alone, and its location index covers every base
/// card, age 11 included. Card ids and everything else are unchanged (ids are
/// append-only, with the base cards first).
fn upgrade_v1(v: &mut serde_json::Value) -> Result<(), LoadError> {
    let bad = |what: &str| LoadError::Malformed(format!("format 1: {what}"));
    let start = v.get_mut("start").and_then(|s| s.as_object_mut()).ok_or_else(|| bad("no start state"))?;
    let config = start.get_mut("config").and_then(|c| c.as_object_mut()).ok_or_else(|| bad("no configuration"))?;
    let edition = config.remove("edition").ok_or_else(|| bad("no edition"))?;
    config.insert("rules".into(), serde_json::json!({ "edition": edition, "sets": ["base"] }));
    let rules: crate::rules::ruleset::Ruleset = serde_json::from_str(&config["rules"].to_string()).map_err(|e| bad(&e.to_string()))?;
    let n = rules.card_ids();
    let loc = start.get_mut("loc").and_then(|l| l.as_array_mut()).ok_or_else(|| bad("no location index"))?;
    if loc.iter().skip(n).any(|x| !x.is_null()) {
        return Err(bad("a card beyond the base game is placed"));
    }
    loc.truncate(n);
    Ok(())
}

/// Did this event show a card to one of the `n` players who could not see it
/// before? A reveal does; a move does when someone sees the card where it goes but
/// not where it came from (a draw, a meld or tuck from a hand, a transfer into
/// another player's hand or score pile, a card removed from the game face up).
fn reveals_hidden(e: &Event, n: PlayerId) -> bool {
    match e {
        Event::Reveal { .. } | Event::Look { .. } => true,
        Event::Move { from, to, card, .. } => (0..n).map(Viewer::Player).any(|v| !v.sees_card(*from, *card) && v.sees_card(*to, *card)),
        _ => false,
    }
}


#[cfg(test)]
mod tests {
    use super::*;
    use crate::selfplay::random_answer;

    /// A game asked for its unit's start only now and then finds it again from the
    /// answers of the units finished since the last state kept (`Start`): at those
    /// moments its save and a copy of it must be those of the same game asked at
    /// every answer (which keeps every start), and both go on identically; asking
    /// again while a start handed out is still borrowed must not panic.
    #[test]
    fn a_start_found_again_from_the_units_answers_is_the_one_kept() {
        let all: Vec<String> = ["echoes", "artifacts", "relics", "cities", "figures"].iter().map(|s| s.to_string()).collect();
        let (mut found_again, mut longest) = (0, 0);
        for (players, edition, expansions, seed) in [(2, 3, vec![], 21u64), (2, 3, all.clone(), 22), (4, 3, all, 23), (3, 1, vec![], 24), (3, 4, vec![], 25), (2, 3, vec![], 26)] {
            let names = ["ada", "bo", "cy", "di"][..players].iter().map(|s| s.to_string()).collect();
            let cfg = GameConfig { players: names, teams: None, seed: Some(seed), edition, expansions };
            let (mut rarely, mut always) = (Game::new(&cfg).unwrap(), Game::new(&cfg).unwrap());
            let mut rng = Rng(seed);
            let mut n = 0u64;
            while let Some(ans) = random_answer(&always, &mut rng) {
                let kept = always.save();
                // Asked after runs of 1 to 60 answers: long enough for many units.
                if n % 61 == seed % 7 || n % 37 == 3 {
                    let since = rarely.start.borrow().since.len();
                    longest = longest.max(since);
                    found_again += usize::from(since > 0);
                    let held = rarely.unit_start();
                    // (Asked again while the start handed out is still borrowed.)
                    assert_eq!(rarely.save(), kept, "seed {seed} answer {n}: the start found again differs");
                    assert_eq!(*held, *always.unit_start(), "seed {seed} answer {n}");
                    drop(held);
                    let copy = rarely.clone();
                    assert_eq!((copy.state(), copy.question()), (always.state(), always.question()), "seed {seed} answer {n}: a copy differs");
                    assert!(rarely.start.borrow().since.is_empty());
                }
                rarely.answer(&ans).unwrap();
                always.answer(&ans).unwrap();
                assert_eq!((rarely.state(), rarely.question()), (always.state(), always.question()), "seed {seed} answer {n}");
                n += 1;
            }
            assert_eq!(rarely.save(), always.save(), "seed {seed}: at the end");
            assert!(always.start.borrow().since.is_empty(), "asked at every answer, every start is kept");
        }
        assert!(found_again > 20, "starts found again: {found_again}");
        // The units between two states kept are bounded, and the runs come near
        // the bound (how near depends on the games the seeds deal).
        assert!(longest < UNITS_BETWEEN_COPIES && longest >= UNITS_BETWEEN_COPIES / 2, "longest run of units: {longest}");
    }
}
