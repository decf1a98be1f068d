//! The execution context of an action: the players' choices, and the rule
//! primitives (draw, meld, tuck, score, return, transfer, junk, splay, reveal,
//! achieve, self-execute), each of which goes through the hook dispatch
//! (`rules::hooks`): replacements, then triggers before, the change itself,
//! triggers after.
//!
//! A unit of play (an action, the setup melds) is an `async` function: card code is
//! plain straight-line Rust, `let c = cx.choose_card(...).await?;`. When the code
//! reaches a choice that has no recorded answer, the unit stops there (its future is
//! pending) and the game keeps the question; the answer lets it go on from where it
//! stopped. An answer therefore costs the work that follows it, not the action again
//! from its start. The same code runs a unit from its start with the answers so far
//! (loading a save, undo, a copy of the game), and, outside a game (`Ctx::now`), to
//! its end at once, a question then ending it with `Interrupt::Ask`.
//!
//! Card code reads the state (`cx.s()`) and changes it only through the primitives.
use crate::cards::{self, EffectKind};
use crate::log::{Event, Verb, Viewer};
use crate::model::*;
use crate::question::*;
use crate::rules::achievements;
use crate::rules::hooks::{Act, Hook, Source, When};
use crate::rules::query;
use crate::rules::specials::SpecialId;
use crate::state::*;
use std::future::Future;
use std::ops::{Deref, DerefMut};
use std::pin::Pin;
use std::ptr::NonNull;
use std::task::Poll;

/// Why the execution of an action stopped early.
#[derive(Debug)]
pub enum Interrupt {
    /// A player must answer this question.
    Ask(Box<Question>),
    /// The game ended (possibly in the middle of an effect).
    GameOver,
    /// The current player lost (4th edition): their turn ends at once.
    TurnOver,
    /// "The dogma action is complete" (Fission): nothing more of the Dogma action
    /// runs, however deep in executed effects this was raised (`dogma_with` ends
    /// the action; outside one, the turn's action ends).
    DogmaComplete,
}

pub type R<T = ()> = Result<T, Interrupt>;

/// How `Ctx::move_each` moves each card of a list.
#[derive(Clone, Copy, Debug)]
enum Each {
    Meld,
    Tuck,
    Score,
    Return,
    Achieve,
    Junk,
}

/// Who executes an effect. In a demand, `you` is the vulnerable player and
/// `leader` the one who demands ("I", "my"); otherwise `you` executes it and
/// `leader` is the player whose Dogma action it is.
#[derive(Clone, Copy, Debug)]
pub struct Exec {
    pub you: PlayerId,
    pub leader: PlayerId,
    pub card: CardId,
    /// The card the effect counts as printed on: `card`, or for effects executed
    /// "as if they were on this card" (Artifacts), that card, which their "other"
    /// cards are other than (BGA rules page, "Execute the effects ... as if they
    /// were on this card": "References to 'other' cards could affect the targeted
    /// card").
    pub on: CardId,
}

impl Exec {
    /// An effect executed from the card that prints it (`on` is that card).
    pub fn new(you: PlayerId, leader: PlayerId, card: CardId) -> Exec {
        Exec { you, leader, card, on: card }
    }
}

/// Memory of one Dogma action (or one self-execution), for texts such as "if any
/// card was transferred due to the demand".
#[derive(Clone, Debug, Default)]
pub struct DogmaMemory {
    /// Set by demand code when its "due to the demand" event happened.
    pub demand_hit: bool,
    /// A per-player counter for texts such as Democracy's (read from
    /// `Ctx::action_memory`).
    pub per_player: Vec<i64>,
    /// Cards chosen or named by earlier effects of the same action.
    pub cards: Vec<CardId>,
    /// Who the Dogma action's demands and compels affect (set at its start): the
    /// targets of effects executed "as if they were on this card".
    pub vulnerable: Vec<PlayerId>,
    pub compelled: Vec<PlayerId>,
    /// Values one card's effects keep per player for its later effects of the same
    /// action ("if you melded a blue card due to Stethoscope's echo effect", "the
    /// last card you tucked due to Dentures"): `(card, player, value)`.
    pub marks: Vec<(CardId, PlayerId, i64)>,
}

impl DogmaMemory {
    /// The value `card`'s effects keep for `p` in this action, if any.
    pub fn mark(&self, card: CardId, p: PlayerId) -> Option<i64> {
        self.marks.iter().find(|m| m.0 == card && m.1 == p).map(|m| m.2)
    }
    /// Keep `value` for `p` on behalf of `card`'s effects (replacing what was kept).
    pub fn set_mark(&mut self, card: CardId, p: PlayerId, value: i64) {
        match self.marks.iter_mut().find(|m| m.0 == card && m.1 == p) {
            Some(m) => m.2 = value,
            None => self.marks.push((card, p, value)),
        }
    }
}

/// What is being executed: a Dogma action's effect, or a self-execution.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Frame {
    pub card: CardId,
    pub leader: PlayerId,
    pub kind: EffectKind,
    pub self_execute: bool,
    /// Who executes the effect, and its wording (its value boxes `[N]`).
    pub you: PlayerId,
    pub text: &'static str,
}

/// How deep effects may execute other cards' effects before we stop following
/// them: base cards reach well under this; it bounds pathological chains.
pub const MAX_EXECUTION_DEPTH: u32 = 128;
/// Bound of any "repeat this effect" loop.
pub const MAX_REPEATS: u32 = 500;

/// How karma changes the Dogma action about to begin (set by hooks on
/// `Act::DogmaAction`; 3rd-edition Figures).
#[derive(Clone, Copy, Debug, Default)]
pub struct DogmaMods {
    /// Use this icon as the featured icon (Confucius).
    pub featured: Option<Icon>,
    /// Compare each player's score instead of the featured icon (Alexander the Great).
    pub by_score: bool,
    /// This player has the sole majority in the featured icon (Muhammad Yunus).
    pub majority: Option<PlayerId>,
    /// Every value printed in a value box of the echo and dogma effects executed
    /// during the action is increased by this much (Archimedes).
    pub values_plus: u8,
}

/// A boxed effect in progress: what card code, hooks and the sets' steps return
/// (`run!` makes one from an `async fn`), so that they can stop at a question and
/// go on from there when it is answered.
pub type Fut<'a, T = ()> = Pin<Box<dyn Future<Output = R<T>> + 'a>>;

/// Make an effect function (`cards::EffectFn`) from an `async fn(&mut Ctx, Exec) -> R`.
#[macro_export]
macro_rules! run {
    ($f:path) => {
        |cx, e| Box::pin($f(cx, e))
    };
}

/// What a unit of play works on: the state, the answers, the unit's log, and the
/// bookkeeping of the effects running. Owned by the game (`game.rs`) and reached
/// by the code running the unit only through its `Ctx` handle.
pub struct CtxData {
    st: State,
    answers: Vec<Vec<String>>,
    next: usize,
    log: Vec<Event>,
    /// The question the unit stopped at (`ask_always`), for the game to take.
    pending: Option<Question>,
    /// Whether a question may suspend the unit (a game), or ends it with
    /// `Interrupt::Ask` (a context run to completion at once: `Ctx::now`).
    suspends: bool,
    memory: Vec<DogmaMemory>,
    frames: Vec<Frame>,
    /// Hooks running now, innermost last: a replacement never applies to what it does itself.
    hooks: Vec<(Source, *const Hook)>,
    /// Cards revealed during this action: everyone may name them by title.
    revealed: Vec<CardId>,
    /// The card melded by the Meld action now being taken: its "when you meld this
    /// card" karma waits for the action's other follow-ups.
    pub(crate) meld_action: Option<CardId>,
    /// Karma's changes to the Dogma action about to begin.
    pub(crate) dogma_mods: DogmaMods,
    /// Set by a running "would ... instead" karma whose replacement did not happen
    /// after all (`Ctx::act_goes_on`).
    pub(crate) goes_on: bool,
    /// The acts (kind, player) of an event under way whose cards' "would" karmas
    /// were chosen with its first act (`Ctx::instead_event`).
    pub(crate) settled: Vec<(crate::rules::hooks::ActKind, PlayerId)>,
    /// The players whose win karma is acting on first (`Ctx::would_win`).
    pub(crate) winning: Vec<PlayerId>,
    /// A "draw and X" effect's draw is under way (`Ctx::draw_for_act`).
    pub(crate) drawing_for_act: bool,
    /// During a Dogma action whose karma increases the printed values
    /// (`DogmaMods::values_plus`): by how much.
    pub(crate) values_plus: u8,
    /// How much higher the value boxes of effects are for the rest of this action
    /// (`raise_value_boxes`).
    box_bonus: u8,
    /// Steps of the turn running now (`in_step`), innermost last, each with the
    /// depth of `frames` when it began.
    steps: Vec<(Step, usize)>,
    /// The players (bits) whose board, achievements, own set zones or count of
    /// cards scored this turn may have changed since the special achievements and
    /// the achievement win last checked them: marked where a card moves
    /// (`touched`) or is scored, a pile is splayed or rearranged; everyone when
    /// special achievements come and go, when the rules change the state outside
    /// an act (`state_mut`, not `turn_state_mut`), and in a new context, so the
    /// first check of a game loaded or replayed checks everyone
    /// (`hooks::checks_may_skip`). The marks carry on from one unit of play to the
    /// next, as the state does; self-play checks that no condition holds unclaimed
    /// (`achievements::unclaimed_special`).
    /// (A cell: the check that finds nothing to claim clears it from its hook's
    /// `applies`, which reads the context: `achievements::specials_due`.)
    pub(crate) unchecked: std::cell::Cell<u32>,
    /// The marks that check cleared in the hook dispatch under way (reset when
    /// each dispatch begins), so that the later hooks of the same dispatch that read
    /// the marks (the Cities' win with flags) see them as they were when it began.
    pub(crate) checked_in_dispatch: std::cell::Cell<u32>,
}

/// The execution context of a unit of play, as card code sees it: a handle on the
/// unit's `CtxData`. The unit's code is a future that holds this handle across its
/// questions; a borrow of the data taken through it cannot outlive the `&mut`
/// borrow an `.await` on a question needs, so no reference into the data lives
/// while the unit is suspended, and the game may then read and change the data.
pub struct Ctx {
    d: NonNull<CtxData>,
}

impl Deref for Ctx {
    type Target = CtxData;
    fn deref(&self) -> &CtxData {
        // SAFETY: `d` is valid while the unit runs (the game or `Ctx::now` owns the
        // data and drops the unit's future first); see the type's comment.
        unsafe { self.d.as_ref() }
    }
}

impl DerefMut for Ctx {
    fn deref_mut(&mut self) -> &mut CtxData {
        // SAFETY: as for `deref`; `&mut self` is the only way in while the unit runs.
        unsafe { self.d.as_mut() }
    }
}

/// The answer to a question (`Ctx::ask`): known at once (recorded, forced, or
/// nothing to ask), or once the unit, stopped here, is polled again after the game
/// recorded it. (A small future of its own, not an `async fn`: every question's
/// future is held inside those of the effects that ask it.)
pub enum Asked<'a> {
    Done(Option<R<Vec<String>>>),
    Waiting(&'a mut Ctx, bool),
}

impl Future for Asked<'_> {
    type Output = R<Vec<String>>;
    fn poll(self: Pin<&mut Self>, _: &mut std::task::Context<'_>) -> Poll<Self::Output> {
        match self.get_mut() {
            Asked::Done(r) => Poll::Ready(r.take().expect("an answer is taken once")),
            Asked::Waiting(_, polled @ false) => {
                *polled = true;
                Poll::Pending
            }
            Asked::Waiting(cx, true) => Poll::Ready(Ok(cx.take_answer())),
        }
    }
}

/// A primitive or a choice in progress (what `Ctx`'s methods return): its future,
/// polled through one function of its own that is never inlined. Card code awaits
/// these hundreds of times; inlined, each await would copy the whole primitive (the
/// hook dispatch, the question) into the card's code, as an `async fn` is.
pub struct Call<F>(pub(crate) F);

impl<F: Future> Future for Call<F> {
    type Output = F::Output;
    #[inline(never)]
    fn poll(self: Pin<&mut Self>, cx: &mut std::task::Context<'_>) -> Poll<F::Output> {
        // SAFETY: the only field is pinned with the whole (structural pinning):
        // it is never moved out nor given out unpinned.
        unsafe { self.map_unchecked_mut(|s| &mut s.0) }.poll(cx)
    }
}

/// A `Call` known to have nothing to do before it starts (a hook dispatch that no
/// hook watches: most acts), which then costs no future: ready at once with the
/// output's default.
pub struct MaybeCall<F>(pub(crate) Option<Call<F>>);

impl<T: Default, F: Future<Output = R<T>>> Future for MaybeCall<F> {
    type Output = R<T>;
    fn poll(self: Pin<&mut Self>, cx: &mut std::task::Context<'_>) -> Poll<R<T>> {
        // SAFETY: as `Call`'s (the option is never replaced once pinned).
        match unsafe { self.get_unchecked_mut() } {
            MaybeCall(None) => Poll::Ready(Ok(T::default())),
            MaybeCall(Some(f)) => unsafe { Pin::new_unchecked(f) }.poll(cx),
        }
    }
}

/// Run a unit's future until it finishes or stops at a question (no waker: a unit
/// waits only for answers, and the game polls it again when one is given).
pub(crate) fn poll_unit<T>(f: Pin<&mut (dyn Future<Output = T> + '_)>) -> Poll<T> {
    f.poll(&mut std::task::Context::from_waker(std::task::Waker::noop()))
}

impl CtxData {
    pub fn new(st: State, answers: Vec<Vec<String>>, suspends: bool) -> CtxData {
        CtxData { st, answers, next: 0, log: vec![], pending: None, suspends, memory: vec![], frames: vec![], hooks: vec![], revealed: vec![], meld_action: None, dogma_mods: DogmaMods::default(), goes_on: false, settled: vec![], winning: vec![], drawing_for_act: false, values_plus: 0, box_bonus: 0, steps: vec![], unchecked: std::cell::Cell::new(u32::MAX), checked_in_dispatch: std::cell::Cell::new(0) }
    }

    /// Start a new unit on the same state, with no answers yet, keeping the
    /// allocations (the log's and the answers' too: a unit ends every few answers).
    pub(crate) fn restart(&mut self) {
        self.answers.clear();
        self.next = 0;
        self.log.clear();
        self.pending = None;
        self.memory.clear();
        self.frames.clear();
        self.hooks.clear();
        self.revealed.clear();
        self.meld_action = None;
        self.dogma_mods = DogmaMods::default();
        self.goes_on = false;
        self.values_plus = 0;
        self.box_bonus = 0;
        self.steps.clear();
        // (`unchecked` carries on: the state does.)
    }

    pub fn state(&self) -> &State {
        &self.st
    }
    pub fn log(&self) -> &[Event] {
        &self.log
    }
    /// The unit's events, taken out (the log keeps its capacity).
    pub(crate) fn drain_log(&mut self) -> std::vec::Drain<'_, Event> {
        self.log.drain(..)
    }
    pub fn answers(&self) -> &[Vec<String>] {
        &self.answers
    }
    /// The unit's answers, taken out (a finished unit's, for `Game`'s start).
    pub(crate) fn take_answers(&mut self) -> Vec<Vec<String>> {
        std::mem::take(&mut self.answers)
    }
    pub(crate) fn push_answer(&mut self, a: Vec<String>) {
        self.answers.push(a);
    }
    pub(crate) fn take_pending(&mut self) -> Option<Question> {
        self.pending.take()
    }
    pub fn into_state(self) -> State {
        self.st
    }
}

impl Ctx {
    /// A handle on `d` for a unit's future. The caller keeps `d` alive, and reads or
    /// changes it only while the future is not being polled.
    pub(crate) fn handle(d: NonNull<CtxData>) -> Ctx {
        Ctx { d }
    }

    /// Run `f` on `d` to its end at once: a question it would ask ends it with
    /// `Interrupt::Ask` instead (tests, and the rules' checks outside a game).
    pub fn now<T>(d: &mut CtxData, f: impl AsyncFnOnce(&mut Ctx) -> R<T>) -> R<T> {
        let suspends = std::mem::replace(&mut d.suspends, false);
        let mut cx = Ctx::handle(NonNull::from(&mut *d));
        let r = {
            let fut = std::pin::pin!(f(&mut cx));
            match poll_unit(fut) {
                Poll::Ready(r) => r,
                // (Not reached: with `suspends` off, a question returns `Interrupt::Ask`.)
                Poll::Pending => Err(Interrupt::GameOver),
            }
        };
        d.suspends = suspends;
        r
    }


    /// The state, to read. It changes only through the primitives below.
    pub fn s(&self) -> &State {
        &self.st
    }

    /// For the turn structure and the end of the game (`rules::turn`,
    /// `rules::achievements`): the state to change outside any primitive.
    pub(crate) fn state_mut(&mut self) -> &mut State {
        self.unchecked.set(u32::MAX);
        &mut self.st
    }

    /// The same, for a change that no count of the checks after every act reads:
    /// the phase and whose turn it is, the turn's flags, its counts of tucks and
    /// scores set back to 0. The marks of `unchecked` stay (else every turn action
    /// would have everyone's conditions read again).
    pub(crate) fn turn_state_mut(&mut self) -> &mut State {
        &mut self.st
    }

    /// A card left or entered `z`: its owner's counts are checked again
    /// (`unchecked`). Hands, decks and score piles are read by no count but
    /// through karma, which makes every check run anyway (the turn's count of
    /// cards scored is marked where it is counted: `move_act`).
    fn touched(&mut self, z: Zone) {
        if let Zone::Board(p, _) | Zone::Achievements(p) | Zone::Set(_, Some(p)) = z {
            self.mark_unchecked(p);
        }
    }

    /// `p`'s counts may have changed: the checks after the act read them again.
    fn mark_unchecked(&self, p: PlayerId) {
        self.unchecked.set(self.unchecked.get() | 1 << p);
    }

    /// Move a card (`State::move_card`), marking whose counts it may change.
    fn move_card(&mut self, c: CardId, to: Zone, bottom: bool) -> Zone {
        let from = self.st.move_card(c, to, bottom);
        self.touched(from);
        self.touched(to);
        from
    }

    fn event(&mut self, e: Event) {
        self.log.push(e);
    }

    pub(crate) fn log_event(&mut self, e: Event) {
        self.event(e);
    }

    pub(crate) fn log_len(&self) -> usize {
        self.log.len()
    }

    /// The karma logged at `at` let its act happen after all (`act_goes_on`).
    pub(crate) fn karma_did_not_replace(&mut self, at: usize) {
        if let Some(Event::Karma { replaced, .. }) = self.log.get_mut(at) {
            *replaced = false;
        }
    }

    // ------------------------------------------------------------------ choices

    /// Ask a question, or take its recorded (or forced) answer.
    /// Spec rule 5: no legal item -> nothing is asked; one forced answer -> not asked.
    pub fn ask(&mut self, q: Question) -> Asked<'_> {
        if q.choices.iter().all(|c| c.target == Target::Pass) {
            return Asked::Done(Some(Ok(vec![])));
        }
        if let Some(forced) = q.forced() {
            return Asked::Done(Some(Ok(forced)));
        }
        self.ask_always(q)
    }

    /// The next recorded answer, if the question about to be asked has one (to
    /// skip building a question whose answer is known: the replay of an action).
    pub(crate) fn recorded(&self) -> Option<&[String]> {
        self.answers.get(self.next).map(Vec::as_slice)
    }

    /// Use the recorded answer that `recorded` showed.
    pub(crate) fn take_recorded(&mut self) {
        self.next += 1;
    }

    /// Ask even when only one answer is possible. Used for the turn's action: rule 5
    /// of "How effects are asked" (spec/scenario-format.md) covers effects, and every
    /// step of a scenario answers one question, so a player with an empty board and
    /// hand is still asked for their action (`draw`).
    pub(crate) fn ask_always(&mut self, mut q: Question) -> Asked<'_> {
        if self.next < self.answers.len() {
            return Asked::Done(Some(Ok(self.take_answer())));
        }
        // Where it comes from: the innermost of the effect running and the step of
        // the turn running (a step begun inside an effect, or an effect inside a step).
        if q.context.is_none() && q.step.is_none() {
            match self.steps.last() {
                Some((step, depth)) if *depth >= self.frames.len() => q.step = Some(step.clone()),
                _ => q.context = self.frames.last().map(|f| Context { card: f.card, leader: f.leader, demand: f.kind.is_demand(), compel: f.kind == EffectKind::Compel }),
            }
        }
        if !self.suspends {
            return Asked::Done(Some(Err(Interrupt::Ask(Box::new(q)))));
        }
        // The game takes the question, and polls again once it has its answer.
        self.pending = Some(q);
        Asked::Waiting(self, false)
    }

    fn take_answer(&mut self) -> Vec<String> {
        let a = self.answers[self.next].clone();
        self.next += 1;
        a
    }

    /// Run `f` as a step of the turn: the questions it asks outside any effect say
    /// so (`Question::step`).
    pub(crate) async fn in_step<T>(&mut self, step: Step, f: impl AsyncFnOnce(&mut Ctx) -> R<T>) -> R<T> {
        let depth = self.frames.len();
        self.steps.push((step, depth));
        let r = f(self).await;
        self.steps.pop();
        r
    }

    /// How `viewer` names a card in an answer: its title if they can see it,
    /// else `age N` (with the set when several sets compete, and the owner's name
    /// when several players' cards compete).
    fn card_choice(&self, viewer: PlayerId, c: CardId, with_set: bool, with_owner: bool) -> Choice {
        let zone = self.st.loc(c).expect("a candidate card is in the game");
        if Viewer::Player(viewer).sees_card(zone, c) || self.revealed.contains(&c) {
            let t = self.st.title(c);
            return Choice { key: t.into(), label: t.into(), target: Target::Card { card: c } };
        }
        let (owner, hz) = hidden_zone(zone);
        let f = cards::facts(c);
        let mut key = format!("age {}", f.age);
        if with_set {
            key = format!("{key} {}", f.set.name());
        }
        if let (true, Some(p)) = (with_owner, owner) {
            key = format!("{key} ({})", self.st.name(p));
        }
        Choice { label: key.clone().into(), key: key.into(), target: Target::HiddenCard { owner, zone: hz, age: f.age, set: f.set } }
    }

    fn card_choices(&self, viewer: PlayerId, cands: &[CardId]) -> Vec<Choice> {
        let mut owners: Vec<PlayerId> = vec![];
        let mut sets: Vec<CardSet> = vec![];
        for &c in cands {
            let zone = self.st.loc(c).expect("a candidate card is in the game");
            if !Viewer::Player(viewer).sees_card(zone, c) && !self.revealed.contains(&c) {
                if !sets.contains(&cards::facts(c).set) {
                    sets.push(cards::facts(c).set);
                }
                if let (Some(p), _) = hidden_zone(zone) {
                    if !owners.contains(&p) {
                        owners.push(p);
                    }
                }
            }
        }
        cands.iter().map(|&c| self.card_choice(viewer, c, sets.len() > 1, owners.len() > 1)).collect()
    }

    /// Map answered keys back to cards, each key taking the first unused card with it.
    fn keys_to_cards(&self, viewer: PlayerId, cands: &[CardId], keys: &[String]) -> Vec<CardId> {
        let choices = self.card_choices(viewer, cands);
        let mut used = vec![false; cands.len()];
        let mut out = vec![];
        for k in keys {
            if let Some(i) = (0..cands.len()).find(|&i| !used[i] && choices[i].key == *k) {
                used[i] = true;
                out.push(cands[i]);
            }
        }
        out
    }

    fn with_pass(mut q: Question, optional: bool) -> Question {
        if optional {
            q.can_pass = true;
            q.choices.push(Choice { key: "pass".into(), label: "Pass".into(), target: Target::Pass });
        }
        q
    }

    /// Choose one card among `cands` (`optional`: "you may", so `pass` is legal).
    pub fn choose_card<'a>(&'a mut self, p: PlayerId, cands: &'a [CardId], optional: bool, intent: Intent, prompt: &'a str) -> Call<impl Future<Output = R<Option<CardId>>> + 'a> {
        Call(async move {
            if cands.is_empty() {
                return Ok(None);
            }
            let q = Self::with_pass(Question::one(p, QuestionKind::Card, intent, prompt, self.card_choices(p, cands)), optional);
            let keys = self.ask(q).await?;
            Ok(self.keys_to_cards(p, cands, &keys).into_iter().next())
        })
    }

    /// Choose between `min` and `max` cards among `cands` (clamped to what exists).
    pub fn choose_cards<'a>(&'a mut self, p: PlayerId, cands: &'a [CardId], min: usize, max: usize, intent: Intent, prompt: &'a str) -> Call<impl Future<Output = R<Vec<CardId>>> + 'a> {
        Call(async move {
            self.choose_cards_with(p, cands, &[], min, max, intent, prompt).await
        })
    }

    #[allow(clippy::too_many_arguments)]
    fn choose_cards_with<'a>(&'a mut self, p: PlayerId, cands: &'a [CardId], required: &'a [CardId], min: usize, max: usize, intent: Intent, prompt: &'a str) -> Call<impl Future<Output = R<Vec<CardId>>> + 'a> {
        Call(async move {
            let max = max.min(cands.len());
            let min = min.min(max);
            if max == 0 {
                return Ok(vec![]);
            }
            let choices = self.card_choices(p, cands);
            let req: Vec<String> = required
                .iter()
                .filter_map(|r| cands.iter().position(|c| c == r).map(|i| choices[i].key.to_string()))
                .collect();
            let mut q = Question::several(p, QuestionKind::Cards, intent, prompt, choices, min, max);
            q.required = req;
            let keys = self.ask(q).await?;
            Ok(self.keys_to_cards(p, cands, &keys))
        })
    }

    /// Choose exactly `n` cards among `cands`, all of one value (Hypersonics: "two
    /// top cards of the same value"). Only cards with `n - 1` others of their value
    /// are offered; nothing is asked if there are none.
    pub fn choose_same_value<'a>(&'a mut self, p: PlayerId, cands: &'a [CardId], n: usize, intent: Intent, prompt: &'a str) -> Call<impl Future<Output = R<Vec<CardId>>> + 'a> {
        Call(async move {
            let cands: Vec<CardId> = cands.iter().copied().filter(|&c| cands.iter().filter(|&&d| cards::age(d) == cards::age(c)).count() >= n).collect();
            if n == 0 || cands.is_empty() {
                return Ok(vec![]);
            }
            let mut q = Question::several(p, QuestionKind::Cards, intent, prompt, self.card_choices(p, &cands), n, n);
            q.same_value = true;
            let keys = self.ask(q).await?;
            Ok(self.keys_to_cards(p, &cands, &keys))
        })
    }

    /// Choose between `min` and `max` cards among `cands`, all of one colour ("up to
    /// three cards of the same colour": Globe). Nothing is asked if there are none.
    pub fn choose_same_color<'a>(&'a mut self, p: PlayerId, cands: &'a [CardId], min: usize, max: usize, intent: Intent, prompt: &'a str) -> Call<impl Future<Output = R<Vec<CardId>>> + 'a> {
        Call(async move {
            let most = Color::ALL.iter().map(|&col| cands.iter().filter(|&&c| cards::color(c) == col).count()).max().unwrap_or(0);
            let max = max.min(most);
            if max == 0 {
                return Ok(vec![]);
            }
            let mut q = Question::several(p, QuestionKind::Cards, intent, prompt, self.card_choices(p, cands), min.min(max), max);
            q.same_color = true;
            let keys = self.ask(q).await?;
            Ok(self.keys_to_cards(p, cands, &keys))
        })
    }

    /// Choose exactly `n` cards among `cands`, each of a different value ("two cards
    /// of different value": Loom). Nothing is asked (and nothing chosen) if `cands`
    /// do not hold `n` different values.
    pub fn choose_different_values<'a>(&'a mut self, p: PlayerId, cands: &'a [CardId], n: usize, intent: Intent, prompt: &'a str) -> Call<impl Future<Output = R<Vec<CardId>>> + 'a> {
        Call(async move {
            if n == 0 || cards::distinct_values(cands) < n {
                return Ok(vec![]);
            }
            let mut q = Question::several(p, QuestionKind::Cards, intent, prompt, self.card_choices(p, cands), n, n);
            q.different_values = true;
            let keys = self.ask(q).await?;
            Ok(self.keys_to_cards(p, cands, &keys))
        })
    }

    /// "You may <act on> N cards" (a fixed number, optional as a whole: either none,
    /// or as many as possible; BGA rules page, "You may [X]"). Spec rule 1 for one
    /// card (the card or `pass`), rule 4 above one (yes/no, then which if not forced).
    #[allow(clippy::too_many_arguments)]
    pub fn may_choose_n<'a>(&'a mut self, p: PlayerId, cands: &'a [CardId], n: usize, intent: Intent, yes_no_prompt: &'a str, prompt: &'a str) -> Call<impl Future<Output = R<Vec<CardId>>> + 'a> {
        Call(async move {
            if n == 0 || cands.is_empty() {
                return Ok(vec![]);
            }
            if n == 1 {
                return Ok(self.choose_card(p, cands, true, intent, prompt).await?.into_iter().collect());
            }
            // "Yes" acts on n of them: the lowest n stand for them (a computer's estimate).
            let some: Vec<CardId> = cards::by_age_title(cands).into_iter().take(n).collect();
            if !self.yes_no_on(p, intent, &some, yes_no_prompt).await? {
                return Ok(vec![]);
            }
            self.choose_cards(p, cands, n, n, intent, prompt).await
        })
    }

    /// "the N highest (lowest) cards" of `cards`: forced unless there is a tie at the
    /// boundary; then the player chooses the whole set (spec rule 3).
    pub fn choose_extreme<'a>(&'a mut self, p: PlayerId, cards_in: &'a [CardId], n: usize, highest: bool, intent: Intent, prompt: &'a str) -> Call<impl Future<Output = R<Vec<CardId>>> + 'a> {
        Call(async move {
            let mut sorted = cards::by_age(cards_in);
            if highest {
                sorted.reverse();
            }
            if sorted.len() <= n {
                return Ok(sorted);
            }
            if n == 0 {
                return Ok(vec![]);
            }
            let boundary = cards::age(sorted[n - 1]);
            let required: Vec<CardId> = sorted.iter().copied().filter(|&c| if highest { cards::age(c) > boundary } else { cards::age(c) < boundary }).collect();
            let cands: Vec<CardId> = sorted.iter().copied().filter(|&c| cards::age(c) == boundary).collect();
            let mut all = required.clone();
            all.extend(cands);
            self.choose_cards_with(p, &all, &required, n, n, intent, prompt).await
        })
    }

    pub fn choose_color<'a>(&'a mut self, p: PlayerId, colors: &'a [Color], optional: bool, intent: Intent, prompt: &'a str) -> Call<impl Future<Output = R<Option<Color>>> + 'a> {
        Call(async move {
            if colors.is_empty() {
                return Ok(None);
            }
            let choices = colors
                .iter()
                .map(|c| Choice { key: c.name().into(), label: c.name().into(), target: Target::Color { color: *c } })
                .collect();
            let q = Self::with_pass(Question::one(p, QuestionKind::Color, intent, prompt, choices), optional);
            let keys = self.ask(q).await?;
            Ok(keys.first().and_then(|k| Color::parse(k)))
        })
    }

    /// Choose a colour on some player's board ("splay left one colour on any
    /// player's board"): keys `<player> <color>` (spec, "questions the expansions add").
    pub fn choose_pile<'a>(&'a mut self, p: PlayerId, piles: &'a [(PlayerId, Color)], optional: bool, intent: Intent, prompt: &'a str) -> Call<impl Future<Output = R<Option<(PlayerId, Color)>>> + 'a> {
        Call(async move {
            let piles: Vec<(PlayerId, Color)> = piles.iter().copied().filter(|&(q, c)| self.st.top(q, c).is_some()).collect();
            if piles.is_empty() {
                return Ok(None);
            }
            let names: Vec<String> = piles.iter().map(|&(q, c)| format!("{} {}", self.st.name(q), c.name())).collect();
            let choices = piles.iter().zip(&names).map(|(&(q, c), k)| Choice { key: k.clone().into(), label: k.clone().into(), target: Target::Pile { player: q, color: c } }).collect();
            let q = Self::with_pass(Question::one(p, QuestionKind::Color, intent, prompt, choices), optional);
            let keys = self.ask(q).await?;
            Ok(keys.first().and_then(|k| names.iter().position(|n| n == k)).map(|i| piles[i]))
        })
    }

    /// Choose a type of card (a set), keyed by the set's name (`base`, `echoes`...).
    pub fn choose_set<'a>(&'a mut self, p: PlayerId, sets: &'a [CardSet], prompt: &'a str) -> Call<impl Future<Output = R<Option<CardSet>>> + 'a> {
        Call(async move {
            if sets.is_empty() {
                return Ok(None);
            }
            let choices = sets.iter().map(|&x| Choice { key: x.name().into(), label: x.name().into(), target: Target::Set { set: x } }).collect();
            let keys = self.ask(Question::one(p, QuestionKind::Set, Intent::Decide, prompt, choices)).await?;
            Ok(keys.first().and_then(|k| CardSet::parse(k)))
        })
    }

    pub fn choose_player<'a>(&'a mut self, p: PlayerId, players: &'a [PlayerId], optional: bool, intent: Intent, prompt: &'a str) -> Call<impl Future<Output = R<Option<PlayerId>>> + 'a> {
        Call(async move {
            if players.is_empty() {
                return Ok(None);
            }
            let choices = players
                .iter()
                .map(|&q| Choice { key: self.st.name(q).to_string().into(), label: self.st.name(q).to_string().into(), target: Target::Player { player: q } })
                .collect();
            let q = Self::with_pass(Question::one(p, QuestionKind::Player, intent, prompt, choices), optional);
            let keys = self.ask(q).await?;
            Ok(keys.first().and_then(|k| self.st.player_by_name(k)))
        })
    }

    pub fn choose_value<'a>(&'a mut self, p: PlayerId, values: &'a [u8], prompt: &'a str) -> Call<impl Future<Output = R<u8>> + 'a> {
        Call(async move {
            let choices = value_choices(values);
            let keys = self.ask(Question::one(p, QuestionKind::Value, Intent::Decide, prompt, choices)).await?;
            Ok(keys.first().and_then(|k| k.parse().ok()).or(values.first().copied()).unwrap_or(0))
        })
    }

    /// A choice between values printed in value boxes of the running effect ("draw
    /// a [5] or a [6]", "choose the [3], [4] or [5] deck"): the values offered are
    /// those karma counts (`boxed`), each once (under Albert Einstein "[5] or [6]"
    /// is one choice, a 10); the answer is the printed value chosen, so that a draw
    /// counts it once (`draw_from`) and any other use reads it with `boxed`.
    pub fn choose_boxed_value<'a>(&'a mut self, p: PlayerId, printed: &'a [u8], prompt: &'a str) -> Call<impl Future<Output = R<u8>> + 'a> {
        Call(async move {
            let mut counted: Vec<u8> = vec![];
            for &v in printed {
                let c = self.boxed(v);
                if !counted.contains(&c) {
                    counted.push(c);
                }
            }
            let c = self.choose_value(p, &counted, prompt).await?;
            Ok(printed.iter().copied().find(|&v| self.boxed(v) == c).unwrap_or(c))
        })
    }

    /// "You may ... a card of any value": one prompt over `values` with `pass`
    /// (spec rule 1). `None`: passed.
    pub fn may_choose_value<'a>(&'a mut self, p: PlayerId, values: &'a [u8], prompt: &'a str) -> Call<impl Future<Output = R<Option<u8>>> + 'a> {
        Call(async move {
            if values.is_empty() {
                return Ok(None);
            }
            let choices = value_choices(values);
            let q = Self::with_pass(Question::one(p, QuestionKind::Value, Intent::Decide, prompt, choices), true);
            let keys = self.ask(q).await?;
            Ok(keys.first().and_then(|k| k.parse().ok()))
        })
    }

    /// Choose between `min` and `max` different values among `values` ("choose two
    /// different values"): one multi-item prompt (spec rules 2 and 3). The values
    /// come back in the order of the answer.
    pub fn choose_values<'a>(&'a mut self, p: PlayerId, values: &'a [u8], min: usize, max: usize, prompt: &'a str) -> Call<impl Future<Output = R<Vec<u8>>> + 'a> {
        Call(async move {
            let max = max.min(values.len());
            if max == 0 {
                return Ok(vec![]);
            }
            let choices = value_choices(values);
            let keys = self.ask(Question::several(p, QuestionKind::Value, Intent::Decide, prompt, choices, min.min(max), max)).await?;
            Ok(keys.iter().filter_map(|k| k.parse().ok()).collect())
        })
    }

    pub fn choose_icon<'a>(&'a mut self, p: PlayerId, icons: &'a [Icon], prompt: &'a str) -> Call<impl Future<Output = R<Option<Icon>>> + 'a> {
        Call(async move {
            if icons.is_empty() {
                return Ok(None);
            }
            let choices = icons.iter().map(|i| Choice { key: i.name().into(), label: i.name().into(), target: Target::Icon { icon: *i } }).collect();
            let keys = self.ask(Question::one(p, QuestionKind::Icon, Intent::Decide, prompt, choices)).await?;
            Ok(keys.first().and_then(|k| Icon::parse(k)))
        })
    }

    /// Choose between `min` and `max` colours among `colors`.
    pub fn choose_colors<'a>(&'a mut self, p: PlayerId, colors: &'a [Color], min: usize, max: usize, intent: Intent, prompt: &'a str) -> Call<impl Future<Output = R<Vec<Color>>> + 'a> {
        Call(async move {
            let max = max.min(colors.len());
            if max == 0 {
                return Ok(vec![]);
            }
            let choices = colors
                .iter()
                .map(|c| Choice { key: c.name().into(), label: c.name().into(), target: Target::Color { color: *c } })
                .collect();
            let keys = self.ask(Question::several(p, QuestionKind::Color, intent, prompt, choices, min.min(max), max)).await?;
            Ok(keys.iter().filter_map(|k| Color::parse(k)).collect())
        })
    }

    /// A yes/no decision; `intent` says what "yes" does.
    pub fn yes_no<'a>(&'a mut self, p: PlayerId, intent: Intent, prompt: &'a str) -> Call<impl Future<Output = R<bool>> + 'a> {
        Call(async move {
            self.yes_no_on(p, intent, &[], prompt).await
        })
    }

    /// A yes/no decision whose "yes" moves these cards of `p` as `intent` says
    /// ("score all cards in your hand": the hand; an exchange: both sides). They
    /// must be cards `p` sees (`Question::acts_on`).
    pub fn yes_no_on<'a>(&'a mut self, p: PlayerId, intent: Intent, cards: &'a [CardId], prompt: &'a str) -> Call<impl Future<Output = R<bool>> + 'a> {
        Call(async move {
            let choices = vec![
                Choice { key: "yes".into(), label: "Yes".into(), target: Target::Yes },
                Choice { key: "no".into(), label: "No".into(), target: Target::No },
            ];
            let mut q = Question::one(p, QuestionKind::YesNo, intent, prompt, choices);
            q.acts_on = cards.iter().copied().filter(|&c| self.st.loc(c).is_some_and(|z| Viewer::Player(p).sees_card(z, c))).collect();
            let keys = self.ask(q).await?;
            Ok(keys.first().map(|k| k == "yes").unwrap_or(false))
        })
    }

    /// One of the printed alternatives ("option 1", "option 2", ...); returns its index.
    pub fn choose_option<'a>(&'a mut self, p: PlayerId, labels: &'a [&'a str], optional: bool, prompt: &'a str) -> Call<impl Future<Output = R<Option<usize>>> + 'a> {
        Call(async move {
            let options: Vec<(usize, &str)> = labels.iter().copied().enumerate().collect();
            self.choose_option_among(p, &options, optional, prompt).await
        })
    }

    /// Some of the printed alternatives, each `(index, label)` keeping its printed
    /// number (`option <index + 1>`); returns the index chosen. Nothing is asked
    /// when `options` is empty.
    pub fn choose_option_among<'a>(&'a mut self, p: PlayerId, options: &'a [(usize, &'a str)], optional: bool, prompt: &'a str) -> Call<impl Future<Output = R<Option<usize>>> + 'a> {
        Call(async move {
            if options.is_empty() {
                return Ok(None);
            }
            let choices = options
                .iter()
                .map(|&(i, l)| Choice { key: format!("option {}", i + 1).into(), label: l.to_string().into(), target: Target::Option { index: i } })
                .collect();
            let q = Self::with_pass(Question::one(p, QuestionKind::Option, Intent::Decide, prompt, choices), optional);
            let keys = self.ask(q).await?;
            Ok(keys.first().and_then(|k| k.strip_prefix("option ")).and_then(|n| n.parse::<usize>().ok()).map(|n| n - 1))
        })
    }

    /// Choose a splay direction among `dirs` (keys `left`, `right`, `up`, `aslant`:
    /// spec/scenario-format.md, "Answers inside an action"); `optional` adds `pass`.
    /// Nothing is asked when `dirs` is empty.
    pub fn choose_direction<'a>(&'a mut self, p: PlayerId, dirs: &'a [Splay], optional: bool, prompt: &'a str) -> Call<impl Future<Output = R<Option<Splay>>> + 'a> {
        Call(async move {
            if dirs.is_empty() {
                return Ok(None);
            }
            let choices = dirs.iter().map(|&d| Choice { key: d.name().into(), label: d.name().into(), target: Target::Direction { direction: d } }).collect();
            let q = Self::with_pass(Question::one(p, QuestionKind::Option, Intent::Decide, prompt, choices), optional);
            let keys = self.ask(q).await?;
            Ok(keys.first().and_then(|k| Splay::parse(k)))
        })
    }

    /// "A card of any type", "choose a card type": one of the sets in the game whose
    /// cards are drawn (not the relics), keyed by its name (spec, "questions the
    /// expansions add"); not asked when only one set could be chosen (rule 5).
    pub fn choose_card_type<'a>(&'a mut self, p: PlayerId, prompt: &'a str) -> Call<impl Future<Output = R<CardSet>> + 'a> {
        Call(async move {
            let sets: Vec<CardSet> = self.st.rules().sets.iter().filter(|&s| s != CardSet::Relics).collect();
            Ok(self.choose_set(p, &sets, prompt).await?.unwrap_or(CardSet::Base))
        })
    }

    /// The events of this unit of play so far (the current action, after the
    /// start-of-turn steps that share its unit): for texts such as "if X has been on
    /// every board during this action".
    pub fn action_log(&self) -> &[Event] {
        &self.log
    }

    /// An order of `cards` (top first).
    pub fn choose_order<'a>(&'a mut self, p: PlayerId, cards_in: &'a [CardId], intent: Intent, prompt: &'a str) -> Call<impl Future<Output = R<Vec<CardId>>> + 'a> {
        Call(async move {
            let q = Question::several(p, QuestionKind::Order, intent, prompt, self.card_choices(p, cards_in), cards_in.len(), cards_in.len());
            let keys = self.ask(q).await?;
            Ok(self.keys_to_cards(p, cards_in, &keys))
        })
    }

    // ---------------------------------------------------------------- hooks

    pub(crate) fn hook_depth(&self) -> u32 {
        self.hooks.len() as u32
    }

    /// Is this hook (from this source) running now?
    pub(crate) fn replacing(&self, h: &Hook, src: Source) -> bool {
        self.hooks.iter().any(|&(s, p)| s == src && std::ptr::eq(p, h))
    }

    /// Is a card's hook (a karma) running now?
    pub(crate) fn in_karma(&self) -> bool {
        self.hooks.iter().any(|(s, _)| matches!(s, Source::Card { .. }))
    }

    pub(crate) fn run_hook<'a>(&'a mut self, src: Source, h: &'static Hook, act: &'a Act) -> Call<impl Future<Output = R> + 'a> {
        Call(async move {
            let karma = match src {
                Source::Card { owner, card } => {
                    self.event(Event::Karma { player: owner, card, replaced: h.when == When::Instead, on: Some(act.kind()) });
                    // Its questions say they come from the karma (unless an effect it
                    // executes asks them: `ask_always`).
                    let depth = self.frames.len();
                    self.steps.push((Step::Karma { card, owner }, depth));
                    true
                }
                Source::Rule => false,
            };
            self.hooks.push((src, h));
            let r = (h.run)(self, src, act).await;
            self.hooks.pop();
            if karma {
                self.steps.pop();
            }
            r
        })
    }

    /// Is a self-execution running (the Chain rule, 4th edition)?
    pub fn self_executing(&self) -> bool {
        self.frames.iter().any(|f| f.self_execute)
    }

    /// How many effects are running, one inside another.
    pub fn executing_depth(&self) -> usize {
        self.frames.len()
    }

    /// The cards in `p`'s hand as the rules count them, for effects to read: with
    /// those that karma makes count as being in it (Figures, Emperor Meiji's
    /// forecast). `State::hand` is the zone itself.
    pub fn hand(&self, p: PlayerId) -> Vec<CardId> {
        query::hand(&self.st, p)
    }

    /// The standard achievements `p` may claim as available ones, for effects that
    /// claim them: the available achievements, then the cards karma makes count
    /// as available for `p` (Figures: Cai Lun's forecast, Amina Sukhera's and John
    /// Loudon McAdam's top cards: `ListKind::Achievable`).
    pub fn available_achievements(&self, p: PlayerId) -> Vec<CardId> {
        let mut out = self.st.available.clone();
        if crate::cards::any_hooks(self.st.rules()) {
            for c in crate::rules::hooks::listed(&self.st, crate::rules::hooks::ListKind::Achievable, p) {
                if !matches!(self.st.loc(c), None | Some(Zone::Achievements(_))) && !out.contains(&c) {
                    out.push(c);
                }
            }
        }
        out
    }

    /// The cards in `p`'s score pile as the rules count them (Figures, Wernher Von
    /// Braun's forecast); `State::score_pile` is the zone itself.
    pub fn score_pile(&self, p: PlayerId) -> Vec<CardId> {
        query::score_pile(&self.st, p)
    }

    /// Whose effect is running, if any: the player whose Dogma action (or demand)
    /// it is (Figures: "an opponent's effect").
    pub fn effect_leader(&self) -> Option<PlayerId> {
        self.frames.last().map(|f| f.leader)
    }

    // ---------------------------------------------------------------- primitives

    /// Move `c` to `to` (on top, or at the bottom) as the act says, with its hooks
    /// and its log line. Returns whether it happened: not when a "would ... instead"
    /// karma replaced it (3rd-edition rules, Figures: "cancel the original effect"),
    /// so that a card's "if you do" that follows fails.
    fn move_act<'a>(&'a mut self, act: Act, verb: Verb, to: Zone, bottom: bool) -> Call<impl Future<Output = R<bool>> + 'a> {
        Call(async move {
            let c = act.card().expect("a move act names its card");
            let at = self.st.loc(c);
            if self.instead(&act).await? {
                return Ok(false);
            }
            self.trigger(When::Before, &act).await?;
            // A "first" karma that moved this very card leaves the act nothing to
            // do: "then continue with the original effect" does as much as it can
            // (3rd-edition rules, Figures, "Would" karma effects), and the card is
            // no longer where the effect found it (Peter the Great scoring the card
            // a tuck was about to take, Rowland Hill returning the card to achieve).
            if at.is_none() || self.st.loc(c) != at {
                return Ok(false);
            }
            let from = self.move_card(c, to, bottom);
            // Monument counts the cards a player tucks and scores in a turn (not those transferred).
            let p = act.player() as usize;
            match verb {
                Verb::Tuck => {
                    self.st.turn_tucked[p] = self.st.turn_tucked[p].saturating_add(1);
                    let n = self.st.num_players();
                    self.st.turn_tucked_colors.resize(n, 0);
                    self.st.turn_tucked_colors[p] |= 1 << cards::color(c).index();
                }
                Verb::Score => {
                    self.st.turn_scored[p] = self.st.turn_scored[p].saturating_add(1);
                    self.mark_unchecked(act.player());
                }
                _ => {}
            }
            self.event(Event::Move { player: act.player(), verb, card: c, from, to });
            self.trigger(When::After, &act).await?;
            Ok(true)
        })
    }

    /// Draw a card of `age` (skipping empty ages upward). Trying to draw above the
    /// highest age ends the game at once. `None`: a replacement drew nothing.
    pub fn draw<'a>(&'a mut self, p: PlayerId, age: u8) -> Call<impl Future<Output = R<Option<CardId>>> + 'a> {
        Call(async move {
            self.draw_from(p, CardSet::Base, age).await
        })
    }

    /// Draw a card of `set` ("draw a City", "draw an Echoes 4") by the draw rules of
    /// the expansions (3rd-edition rules, "Drawing Expansion cards"): an age is
    /// empty when its base deck is, for every set, and is skipped; an empty deck of
    /// the set at the age reached gives a base card instead; and a base card may be
    /// replaced by a set's draw rule (Echoes: a hand with cards but no Echoes card
    /// draws an Echoes card), also when it replaces an empty expansion deck.
    pub fn draw_from<'a>(&'a mut self, p: PlayerId, set: CardSet, age: u8) -> Call<impl Future<Output = R<Option<CardId>>> + 'a> {
        Call(async move {
            let age = self.boxed(age);
            self.draw_counted(p, set, age).await
        })
    }

    /// `draw_from` of a value that is not read from a value box, though the running
    /// effect may print the same number in one: a value picked among counted values
    /// (Karaoke: "pick a value below [10]" offers a 10 under Archimedes, which must
    /// not count as the boxed 10 again) or computed (Evolution: "one higher than the
    /// highest card in your score pile" may be the 8 it prints in a box).
    pub fn draw_counted<'a>(&'a mut self, p: PlayerId, set: CardSet, age: u8) -> Call<impl Future<Output = R<Option<CardId>>> + 'a> {
        self.draw_set(p, set, age, false)
    }

    /// Draw a card of the type the player chose ("draw two [2] of that type",
    /// Rosetta Stone): as `draw_from`, but a chosen base card is a base card: "Effects
    /// that ... let you choose which set to draw from, override normal rules about
    /// which set to draw from" (BGA rules page, "Card Set"), so no set's draw rule
    /// (Echoes') replaces it. A chosen expansion whose deck is empty still gives a
    /// base card by the rules, which the Echoes rule may replace (3rd-edition rules,
    /// "Drawing Expansion cards", rule 2).
    pub fn draw_chosen_type<'a>(&'a mut self, p: PlayerId, set: CardSet, age: u8) -> Call<impl Future<Output = R<Option<CardId>>> + 'a> {
        Call(async move {
            let age = self.boxed(age);
            self.draw_set(p, set, age, true).await
        })
    }

    fn draw_set<'a>(&'a mut self, p: PlayerId, set: CardSet, age: u8, chosen: bool) -> Call<impl Future<Output = R<Option<CardId>>> + 'a> {
        Call(async move {
            let act = Act::Draw { player: p, age, set };
            if self.instead(&act).await? {
                return Ok(None);
            }
            self.trigger(When::Before, &act).await?;
            let Some(a) = self.st.draw_age(CardSet::Base, age) else {
                return Err(achievements::end_by_score(self).await);
            };
            let mut from = set;
            if from != CardSet::Base && self.st.deck(from, a).is_empty() {
                from = CardSet::Base;
            }
            if from == CardSet::Base && !(chosen && set == CardSet::Base) {
                let rules = self.st.rules();
                if let Some(d) = crate::sets::in_play(rules).find(|d| d.replaces_base_draw.map(|f| f(&self.st, p)).unwrap_or(false)) {
                    if !self.st.deck(d.set, a).is_empty() {
                        from = d.set;
                    }
                }
            }
            let c = self.st.deck(from, a)[0];
            let from_zone = self.move_card(c, Zone::Hand(p), false);
            self.event(Event::Move { player: p, verb: Verb::Draw, card: c, from: from_zone, to: Zone::Hand(p) });
            self.trigger(When::After, &act).await?;
            Ok(Some(c))
        })
    }

    /// A value printed in a value box of the running effect's wording, as karma
    /// counts it ("draw a [4]", "transfer a [1]", "a value of [6] or more": a `[4]`
    /// in the effect's wording). Card code reads every boxed value through it,
    /// except draws: `draw_from` counts the value it is given.
    /// Figures, Albert Einstein: "each value box in any of your effects counts as a
    /// 10" (the effect is the one of the player who executes it, or, for a demand,
    /// of the player who demands); then Archimedes: "increase every value in each
    /// echo and dogma effect by one" (`values_plus`, for the Dogma action), and
    /// Johannes Kepler's raise for the rest of the action (`raise_value_boxes`). The
    /// engine's effects are code, not printed boxes: a value counts as printed when
    /// the running effect's wording shows it in a value box; any other value, and
    /// any value inside a hook (karma's own texts, a set's draw rule), is `v`.
    pub fn boxed(&self, v: u8) -> u8 {
        if !self.hooks.is_empty() {
            return v;
        }
        // (Nothing to change, as in every game without karma: the wording is not
        // searched.)
        if self.values_plus == 0 && self.box_bonus == 0 && !crate::cards::any_hooks(self.st.rules()) {
            return v;
        }
        let Some(f) = self.frames.last() else { return v };
        if !shows_value_box(f.text, v) {
            return v;
        }
        query::value_box(&self.st, if f.kind.is_demand() { f.leader } else { f.you }, v).saturating_add(self.values_plus).saturating_add(self.box_bonus)
    }

    /// Draw the top card of one deck, without the draw rules: no skipping of empty
    /// ages, no other set (the Cities search: "do not draw from the next higher
    /// age"). `None` when that deck is empty.
    pub fn draw_exact<'a>(&'a mut self, p: PlayerId, set: CardSet, age: u8) -> Call<impl Future<Output = R<Option<CardId>>> + 'a> {
        Call(async move {
            let Some(&c) = self.st.deck(set, age).first() else { return Ok(None) };
            let act = Act::Draw { player: p, age, set };
            self.trigger(When::Before, &act).await?;
            if self.st.loc(c) != Some(Zone::Deck(set, age)) {
                return Ok(None);
            }
            let from = self.move_card(c, Zone::Hand(p), false);
            self.event(Event::Move { player: p, verb: Verb::Draw, card: c, from, to: Zone::Hand(p) });
            self.trigger(When::After, &act).await?;
            Ok(Some(c))
        })
    }

    /// Shuffle a deck (Figures, Alex Trebek: "then shuffle that deck"), from the
    /// game's seeded random numbers. Not a change of the game for the free draw (no
    /// card is revealed or moved).
    pub fn shuffle_deck(&mut self, set: CardSet, age: u8) {
        let slot = deck_slot(set, age);
        if let Some(d) = self.st.decks.get_mut(slot) {
            let mut cards = std::mem::take(d);
            self.st.rng.shuffle(&mut cards);
            self.st.decks[slot] = cards;
        }
    }

    /// Draw `n` cards of `age`, one at a time.
    pub fn draw_n<'a>(&'a mut self, p: PlayerId, age: u8, n: usize) -> Call<impl Future<Output = R<Vec<CardId>>> + 'a> {
        Call(async move {
            let mut out = vec![];
            for _ in 0..n {
                out.extend(self.draw(p, age).await?);
            }
            Ok(out)
        })
    }

    pub fn reveal<'a>(&'a mut self, p: PlayerId, c: CardId) -> Call<impl Future<Output = R> + 'a> {
        Call(async move {
            let act = Act::Reveal { player: p, card: c };
            if self.instead(&act).await? {
                return Ok(());
            }
            // Revealing is not doing something with a card for the free draw in the
            // 4th edition (rulebook, "Sharing: free draw"); in the 3rd it was counted.
            if !self.st.rules().fourth() {
                self.st.changes += 1;
            }
            self.revealed.push(c);
            self.event(Event::Reveal { player: p, card: c });
            self.trigger(When::After, &act).await
        })
    }

    /// A player looks at a hidden card (Tuning Fork: "look at the top card of any
    /// deck"): it stays where it is; the log shows it to that player only. Not a
    /// change of the game for the free draw (3rd-edition rules, "Dogma": "a change is
    /// one or more cards being revealed, or moved").
    pub fn look<'a>(&'a mut self, p: PlayerId, c: CardId) -> Call<impl Future<Output = R> + 'a> {
        Call(async move {
            let act = Act::Look { player: p, card: c };
            if self.instead(&act).await? {
                return Ok(());
            }
            self.trigger(When::Before, &act).await?;
            let Some(from) = self.st.loc(c) else { return Ok(()) };
            self.event(Event::Look { player: p, card: c, from });
            self.trigger(When::After, &act).await
        })
    }

    pub fn draw_and_reveal<'a>(&'a mut self, p: PlayerId, age: u8) -> Call<impl Future<Output = R<Option<CardId>>> + 'a> {
        Call(async move {
            let c = self.draw(p, age).await?;
            if let Some(c) = c {
                self.reveal(p, c).await?;
            }
            Ok(c)
        })
    }

    /// The draw of a "draw and X" effect: its card goes on at once to the other act,
    /// not into the hand to stay (3rd-edition rules, glossary "Draw and X": only
    /// "draw and reveal" places the card in your hand). Karma that speaks of a card
    /// drawn into the hand reads `draws_into_hand` (Samuel de Champlain). Card code
    /// calls it itself when it must know whether the other act happened ("draw and
    /// tuck ... if you do").
    pub fn draw_for_act<'a>(&'a mut self, p: PlayerId, age: u8) -> Call<impl Future<Output = R<Option<CardId>>> + 'a> {
        Call(async move {
            let age = self.boxed(age);
            self.draw_counted_for_act(p, age).await
        })
    }
    fn draw_counted_for_act<'a>(&'a mut self, p: PlayerId, age: u8) -> Call<impl Future<Output = R<Option<CardId>>> + 'a> {
        Call(async move {
            let outer = std::mem::replace(&mut self.drawing_for_act, true);
            let r = self.draw_counted(p, CardSet::Base, age).await;
            self.drawing_for_act = outer;
            r
        })
    }

    /// `draw_and_score` of a computed value, not read from a value box (see
    /// `draw_counted`: The Wealth of Nations' "total divided by five" may equal the
    /// [1] it prints).
    pub fn draw_and_score_counted<'a>(&'a mut self, p: PlayerId, age: u8) -> Call<impl Future<Output = R<Option<CardId>>> + 'a> {
        Call(async move {
            let c = self.draw_counted_for_act(p, age).await?;
            if let Some(c) = c {
                self.score(p, c).await?;
            }
            Ok(c)
        })
    }

    /// Is the draw under way one that puts its card into the hand (not the draw of
    /// a "draw and meld", "draw and score"...: `draw_for_act`)?
    pub fn draws_into_hand(&self) -> bool {
        !self.drawing_for_act
    }

    /// Draw a card of `age` and meld it. Returns the card drawn, melded or not (a
    /// karma may replace the meld: an effect's "if you do" then calls `meld` itself).
    pub fn draw_and_meld<'a>(&'a mut self, p: PlayerId, age: u8) -> Call<impl Future<Output = R<Option<CardId>>> + 'a> {
        Call(async move {
            let c = self.draw_for_act(p, age).await?;
            if let Some(c) = c {
                self.meld(p, c).await?;
            }
            Ok(c)
        })
    }

    /// "Draw and meld" for an effect that goes on with "the melded card": the card
    /// if it was melded (not when a karma replaced the meld).
    pub fn draw_and_meld_melded<'a>(&'a mut self, p: PlayerId, age: u8) -> Call<impl Future<Output = R<Option<CardId>>> + 'a> {
        Call(async move {
            let Some(c) = self.draw_for_act(p, age).await? else { return Ok(None) };
            Ok(self.meld(p, c).await?.then_some(c))
        })
    }

    /// Draw a card of `age` and score it. Returns the card drawn, scored or not (a
    /// karma may replace the score: an effect's "if you do" then calls `score` itself).
    pub fn draw_and_score<'a>(&'a mut self, p: PlayerId, age: u8) -> Call<impl Future<Output = R<Option<CardId>>> + 'a> {
        Call(async move {
            let age = self.boxed(age);
            self.draw_and_score_counted(p, age).await
        })
    }

    /// Draw a card of `age` and tuck it. Returns the card drawn, tucked or not (a
    /// karma may replace the tuck: an effect's "if you do" then calls `tuck` itself).
    pub fn draw_and_tuck<'a>(&'a mut self, p: PlayerId, age: u8) -> Call<impl Future<Output = R<Option<CardId>>> + 'a> {
        Call(async move {
            let c = self.draw_for_act(p, age).await?;
            if let Some(c) = c {
                self.tuck(p, c).await?;
            }
            Ok(c)
        })
    }

    /// "Draw and achieve" (4th edition): the card drawn becomes one of `p`'s achievements.
    /// Returns the card drawn.
    pub fn draw_and_achieve<'a>(&'a mut self, p: PlayerId, age: u8) -> Call<impl Future<Output = R<Option<CardId>>> + 'a> {
        Call(async move {
            let c = self.draw_for_act(p, age).await?;
            if let Some(c) = c {
                self.achieve(p, c).await?;
            }
            Ok(c)
        })
    }

    /// Meld: on top of the pile of its colour on `p`'s board (the splay continues).
    /// Then the card's "when you meld this card" karma (at once, but after the other
    /// follow-ups of a Meld action). Returns whether it was melded (see `move_act`).
    pub fn meld<'a>(&'a mut self, p: PlayerId, c: CardId) -> Call<impl Future<Output = R<bool>> + 'a> {
        Call(async move {
            let done = self.move_act(Act::Meld { player: p, card: c }, Verb::Meld, Zone::Board(p, cards::color(c)), false).await?;
            if done && self.meld_action != Some(c) {
                self.melded_karma(p, c).await?;
            }
            Ok(done)
        })
    }

    /// "Increase each value box in any effect during this action by `n`" (Figures:
    /// Johannes Kepler). The engine knows a value box by our wording of the effect
    /// (`[N]`): for the rest of this action, a value N used by an effect whose text
    /// prints `[N]` counts as N + `n` (`boxed`: "draw a [4]" draws a 4 + `n`,
    /// "transfer a [1]" asks for a 1 + `n`); karma's own texts are not effects and
    /// do not change.
    pub fn raise_value_boxes(&mut self, n: u8) {
        self.box_bonus = self.box_bonus.saturating_add(n);
    }


    /// Karma's changes to the Dogma action about to begin (hooks on `Act::DogmaAction`).
    pub fn dogma_mods(&mut self) -> &mut DogmaMods {
        &mut self.dogma_mods
    }

    /// Called by a running "would ... instead" karma whose replacement depends on
    /// what its first step shows ("first reveal it. If it is red ..., instead ..."):
    /// the condition failed, so the act happens after all (as itself: the other
    /// karmas that would have applied to it stay ignored, 3rd-edition rules,
    /// "Karma").
    pub fn act_goes_on(&mut self) {
        self.goes_on = true;
    }

    /// Tuck: at the bottom of the pile of its colour. Returns whether it was tucked.
    pub fn tuck<'a>(&'a mut self, p: PlayerId, c: CardId) -> Call<impl Future<Output = R<bool>> + 'a> {
        Call(async move {
            self.move_act(Act::Tuck { player: p, card: c }, Verb::Tuck, Zone::Board(p, cards::color(c)), true).await
        })
    }

    /// Score: into `p`'s score pile. Returns whether it was scored.
    pub fn score<'a>(&'a mut self, p: PlayerId, c: CardId) -> Call<impl Future<Output = R<bool>> + 'a> {
        Call(async move {
            self.move_act(Act::Score { player: p, card: c }, Verb::Score, Zone::Score(p), false).await
        })
    }

    /// Return: to the bottom of its deck. `p` is who returns it (for the log).
    /// Returns whether it was returned.
    pub fn return_card<'a>(&'a mut self, p: PlayerId, c: CardId) -> Call<impl Future<Output = R<bool>> + 'a> {
        Call(async move {
            let to = self.st.return_zone(c);
            self.move_act(Act::Return { player: p, card: c }, Verb::Return, to, true).await
        })
    }

    /// Move several cards the same way, one at a time, in the given order (spec
    /// rule 7), as an effect that names a list of cards does ("meld every [9] in
    /// your hand", "score every card of that colour on your board"). A card that
    /// is no longer where it lay when this began is passed over: the act on an
    /// earlier card set off a "first" karma that moved it (Carl Friedrich Gauss
    /// melds the other cards of a value from the hand), or an "instead" karma that
    /// moved it elsewhere (Napoleon Bonaparte scores a top 6), and the effect goes
    /// on with the cards where they now are (3rd-edition rules, Figures, "Would"
    /// karma effects). A list taken before other acts of the effect is checked by
    /// the card's code against the zone its text names. Returns the cards moved,
    /// in order ("for each card returned").
    fn move_each<'a>(&'a mut self, p: PlayerId, cs: &'a [CardId], how: Each) -> Call<impl Future<Output = R<Vec<CardId>>> + 'a> {
        Call(async move {
            let at: Vec<Option<Zone>> = cs.iter().map(|&c| self.st.loc(c)).collect();
            let mut done = Vec::with_capacity(cs.len());
            for (&c, &was) in cs.iter().zip(&at) {
                if self.st.loc(c) != was {
                    continue;
                }
                let moved = match how {
                    Each::Meld => self.meld(p, c).await?,
                    Each::Tuck => self.tuck(p, c).await?,
                    Each::Score => self.score(p, c).await?,
                    Each::Return => self.return_card(p, c).await?,
                    Each::Achieve => self.achieve(p, c).await?,
                    Each::Junk => self.junk(p, c).await?,
                };
                if moved {
                    done.push(c);
                }
            }
            Ok(done)
        })
    }

    /// Meld several cards one at a time (`move_each`). Returns those melded.
    pub fn meld_all<'a>(&'a mut self, p: PlayerId, cs: &'a [CardId]) -> Call<impl Future<Output = R<Vec<CardId>>> + 'a> {
        self.move_each(p, cs, Each::Meld)
    }

    /// Tuck several cards one at a time (`move_each`). Returns those tucked.
    pub fn tuck_all<'a>(&'a mut self, p: PlayerId, cs: &'a [CardId]) -> Call<impl Future<Output = R<Vec<CardId>>> + 'a> {
        self.move_each(p, cs, Each::Tuck)
    }

    /// Score several cards one at a time (`move_each`). Returns those scored.
    pub fn score_all<'a>(&'a mut self, p: PlayerId, cs: &'a [CardId]) -> Call<impl Future<Output = R<Vec<CardId>>> + 'a> {
        self.move_each(p, cs, Each::Score)
    }

    /// Return several cards one at a time (`move_each`). Returns those returned
    /// ("for each card returned"), in order.
    pub fn return_all<'a>(&'a mut self, p: PlayerId, cs: &'a [CardId]) -> Call<impl Future<Output = R<Vec<CardId>>> + 'a> {
        self.move_each(p, cs, Each::Return)
    }

    /// Achieve several cards one at a time (`move_each`). Returns those achieved.
    pub fn achieve_all<'a>(&'a mut self, p: PlayerId, cs: &'a [CardId]) -> Call<impl Future<Output = R<Vec<CardId>>> + 'a> {
        self.move_each(p, cs, Each::Achieve)
    }

    /// Transfer: move without melding, scoring, etc. To a board it goes on top.
    /// Returns whether it was transferred.
    pub fn transfer<'a>(&'a mut self, p: PlayerId, c: CardId, to: Zone) -> Call<impl Future<Output = R<bool>> + 'a> {
        Call(async move {
            self.move_act(Act::Transfer { player: p, card: c, to }, Verb::Transfer, to, false).await
        })
    }

    /// Transfer to the pile of the card's colour on `q`'s board. Returns whether it was transferred.
    pub fn transfer_to_board<'a>(&'a mut self, p: PlayerId, c: CardId, q: PlayerId) -> Call<impl Future<Output = R<bool>> + 'a> {
        Call(async move {
            self.transfer(p, c, Zone::Board(q, cards::color(c))).await
        })
    }

    /// Junk (4th edition): face down into the junk, out of play. Returns whether it was junked.
    pub fn junk<'a>(&'a mut self, p: PlayerId, c: CardId) -> Call<impl Future<Output = R<bool>> + 'a> {
        Call(async move {
            self.move_act(Act::Junk { player: p, card: c }, Verb::Junk, Zone::Junk, false).await
        })
    }

    /// Junk several cards one at a time (`move_each`). Returns those junked.
    pub fn junk_all<'a>(&'a mut self, p: PlayerId, cs: &'a [CardId]) -> Call<impl Future<Output = R<Vec<CardId>>> + 'a> {
        self.move_each(p, cs, Each::Junk)
    }

    /// Junk every card of a deck ("junk all cards in the 5 deck"), top first.
    pub fn junk_deck<'a>(&'a mut self, p: PlayerId, set: CardSet, age: u8) -> Call<impl Future<Output = R> + 'a> {
        Call(async move {
            let cs = self.st.deck(set, age).to_vec();
            self.junk_all(p, &cs).await?;
            Ok(())
        })
    }

    /// "You may junk all cards in the N deck": yes/no (spec rule 4), not asked when
    /// the deck is empty (rule 5). Returns whether the deck was junked.
    pub fn may_junk_deck<'a>(&'a mut self, p: PlayerId, set: CardSet, age: u8) -> Call<impl Future<Output = R<bool>> + 'a> {
        Call(async move {
            if self.st.deck(set, age).is_empty() || !self.yes_no(p, Intent::Junk, &format!("Junk every card of the {age} deck?")).await? {
                return Ok(false);
            }
            self.junk_deck(p, set, age).await?;
            Ok(true)
        })
    }

    /// Junk one of the available standard achievements of one of `ages` (4th
    /// edition: "junk an available achievement of value 1 or 2"): the player
    /// chooses among them by age (their identities are hidden); `optional` for
    /// "you may". Returns the junked card.
    pub fn junk_available<'a>(&'a mut self, p: PlayerId, ages: &'a [u8], optional: bool) -> Call<impl Future<Output = R<Option<CardId>>> + 'a> {
        Call(async move {
            let cands: Vec<CardId> = self.st.available.iter().copied().filter(|&c| ages.contains(&cards::age(c))).collect();
            let list: Vec<String> = ages.iter().map(|a| a.to_string()).collect();
            let prompt = format!("{} an available achievement of value {}", if optional { "You may junk" } else { "Junk" }, crate::question::or_list(&list));
            let Some(c) = self.choose_card(p, &cards::by_age_title(&cands), optional, Intent::Junk, &prompt).await? else { return Ok(None) };
            self.junk(p, c).await?;
            Ok(Some(c))
        })
    }

    /// Junk every available special achievement (4th edition, Feudalism's demand),
    /// one at a time.
    pub fn junk_specials<'a>(&'a mut self, p: PlayerId) -> Call<impl Future<Output = R> + 'a> {
        Call(async move {
            for sp in self.st.specials.clone() {
                self.junk_special(p, sp).await?;
            }
            Ok(())
        })
    }

    /// Junk an available special achievement.
    pub fn junk_special<'a>(&'a mut self, p: PlayerId, sp: SpecialId) -> Call<impl Future<Output = R> + 'a> {
        Call(async move {
            self.move_special(Act::JunkSpecial { player: p, special: sp }, true).await
        })
    }

    /// Make a special achievement in the junk available again (4th edition, Publications).
    pub fn unjunk_special<'a>(&'a mut self, p: PlayerId, sp: SpecialId) -> Call<impl Future<Output = R> + 'a> {
        Call(async move {
            self.move_special(Act::UnjunkSpecial { player: p, special: sp }, false).await
        })
    }

    fn move_special<'a>(&'a mut self, act: Act, to_junk: bool) -> Call<impl Future<Output = R> + 'a> {
        Call(async move {
            let (Act::JunkSpecial { player: p, special: sp } | Act::UnjunkSpecial { player: p, special: sp }) = act else { return Ok(()) };
            if self.instead(&act).await? {
                return Ok(());
            }
            self.trigger(When::Before, &act).await?;
            let st = &mut self.st;
            let (from, to) = if to_junk { (&mut st.specials, &mut st.junk_specials) } else { (&mut st.junk_specials, &mut st.specials) };
            let Some(i) = from.iter().position(|&x| x == sp) else { return Ok(()) };
            from.remove(i);
            to.push(sp);
            self.unchecked.set(u32::MAX);
            self.st.changes += 1;
            self.event(if to_junk { Event::JunkSpecial { player: p, special: sp } } else { Event::UnjunkSpecial { player: p, special: sp } });
            self.trigger(When::After, &act).await
        })
    }

    /// A special achievement (a decree) leaves `p`'s achievements and is available
    /// again (Figures: "return it to the area with the special achievements").
    pub fn return_special(&mut self, p: PlayerId, sp: SpecialId) {
        let a = &mut self.st.players[p as usize].achievements;
        if let Some(i) = a.iter().position(|x| *x == Achievement::Special(sp)) {
            a.remove(i);
            self.st.specials.push(sp);
            self.unchecked.set(u32::MAX);
            self.st.changes += 1;
            self.event(Event::DecreeBack { player: p, special: sp });
        }
    }

    /// Choose one of `specials` (by name).
    pub fn choose_special<'a>(&'a mut self, p: PlayerId, specials: &'a [SpecialId], optional: bool, intent: Intent, prompt: &'a str) -> Call<impl Future<Output = R<Option<SpecialId>>> + 'a> {
        Call(async move {
            if specials.is_empty() {
                return Ok(None);
            }
            let choices = specials.iter().map(|&sp| Choice { key: sp.name().into(), label: sp.name().into(), target: Target::Special { special: sp } }).collect();
            let q = Self::with_pass(Question::one(p, QuestionKind::Special, intent, prompt, choices), optional);
            let keys = self.ask(q).await?;
            Ok(keys.first().and_then(|k| SpecialId::parse(k)))
        })
    }

    /// Exchange: the cards `a` go to `a_to` and the cards `b` to `b_to`, one at a
    /// time (`a` first), as one act: none of them counts as transferred, scored or
    /// melded (3rd-edition rules, glossary "Exchange"; 4th-edition rulebook,
    /// "Exchange"). An exchange happens even when one side is empty.
    pub fn exchange<'a>(&'a mut self, p: PlayerId, a: &'a [CardId], a_to: Zone, b: &'a [CardId], b_to: Zone) -> Call<impl Future<Output = R> + 'a> {
        Call(async move {
            let act = Act::Exchange { player: p, from: b_to, to: a_to };
            if self.instead(&act).await? {
                return Ok(());
            }
            self.trigger(When::Before, &act).await?;
            for (cs, to) in [(a, a_to), (b, b_to)] {
                for &c in cs {
                    if self.st.loc(c).is_some() {
                        let from = self.move_card(c, to, false);
                        self.event(Event::Move { player: p, verb: Verb::Transfer, card: c, from, to });
                    }
                }
            }
            self.trigger(When::After, &act).await
        })
    }

    /// "You lose" (4th edition, "Lose"): every card belonging to the player is
    /// junked (special achievements go back among the available ones), they leave
    /// the turn order; if only one player or team is left, it wins. If the player
    /// was taking their turn, it ends at once. The 3rd edition has no junk and no
    /// rule for losing: its only loss is Exxon Valdez's ("remove all cards from your
    /// hand, score pile, board, and achievements from the game! You lose!"), so what
    /// the player still owns (a card on display, a forecast, special achievements)
    /// is removed from the game with them.
    pub fn lose<'a>(&'a mut self, p: PlayerId) -> Call<impl Future<Output = R> + 'a> {
        Call(async move {
            if self.st.is_eliminated(p) {
                return Ok(());
            }
            let act = Act::Lose { player: p };
            if self.instead(&act).await? {
                return Ok(());
            }
            self.trigger(When::Before, &act).await?;
            let ps = &self.st.players[p as usize];
            let mut mine: Vec<CardId> = by_pile_then(ps);
            mine.extend(ps.hand.iter().copied());
            mine.extend(ps.score.iter().copied());
            let specials: Vec<SpecialId> = ps.achievements.iter().filter_map(|a| if let Achievement::Special(s) = a { Some(*s) } else { None }).collect();
            mine.extend(ps.achievements.iter().filter_map(|a| if let Achievement::Card(c) = a { Some(*c) } else { None }));
            for z in ps.zones.iter() {
                mine.extend(z.iter().copied());
            }
            let fourth = self.st.rules().fourth();
            let (verb, to) = if fourth { (Verb::Junk, Zone::Junk) } else { (Verb::Remove, Zone::Removed) };
            for c in mine {
                let from = self.move_card(c, to, false);
                self.event(Event::Move { player: p, verb, card: c, from, to });
            }
            self.st.players[p as usize].achievements.clear();
            // "Junk all cards belonging to them" (rulebook-4th-edition.txt, "Dogma
            // Effect Keywords", Lose): their special achievements too.
            if fourth {
                for sp in specials {
                    self.st.junk_specials.push(sp);
                    self.event(Event::JunkSpecial { player: p, special: sp });
                }
            }
            for pile in self.st.players[p as usize].board.iter_mut() {
                pile.set_splay(Splay::None);
            }
            self.st.players[p as usize].eliminated = true;
            self.unchecked.set(u32::MAX);
            self.st.changes += 1;
            self.event(Event::Eliminated { player: p });
            let mut teams: Vec<u8> = self.st.all_players().into_iter().map(|q| self.st.team_of(q)).collect();
            crate::sort::sort(&mut teams);
            teams.dedup();
            if teams.len() <= 1 {
                let winners = self.st.all_players().first().map(|&q| self.st.team(q)).unwrap_or_default();
                return Err(achievements::end_game(self, Outcome { winners, reason: EndReason::LastStanding }).await);
            }
            self.trigger(When::After, &act).await?;
            if self.st.current_player() == Some(p) {
                return Err(Interrupt::TurnOver);
            }
            Ok(())
        })
    }

    /// Foreshadow: into `p`'s forecast, face down (Echoes). Nothing happens in a
    /// game without a forecast. Returns whether it was foreshadowed.
    pub fn foreshadow<'a>(&'a mut self, p: PlayerId, c: CardId) -> Call<impl Future<Output = R<bool>> + 'a> {
        Call(async move {
            let Some(k) = crate::sets::zone_kind("forecast").filter(|&k| crate::sets::zone_def(k).map(|d| d.in_play(self.st.rules())).unwrap_or(false)) else { return Ok(false) };
            self.move_act(Act::Foreshadow { player: p, card: c }, Verb::Foreshadow, Zone::Set(k, Some(p)), false).await
        })
    }

    /// Draw a card of `age` and foreshadow it. Returns the card drawn, foreshadowed or
    /// not (a karma may replace the foreshadow: an effect's "if you do" then calls
    /// `foreshadow` itself).
    pub fn draw_and_foreshadow<'a>(&'a mut self, p: PlayerId, age: u8) -> Call<impl Future<Output = R<Option<CardId>>> + 'a> {
        Call(async move {
            let c = self.draw_for_act(p, age).await?;
            if let Some(c) = c {
                self.foreshadow(p, c).await?;
            }
            Ok(c)
        })
    }

    /// Dig: an artifact put on display (Artifacts). Nothing happens in a game
    /// without a display. Returns whether it was dug.
    pub fn dig<'a>(&'a mut self, p: PlayerId, c: CardId) -> Call<impl Future<Output = R<bool>> + 'a> {
        Call(async move {
            let Some(k) = crate::sets::zone_kind("display").filter(|&k| crate::sets::zone_def(k).map(|d| d.in_play(self.st.rules())).unwrap_or(false)) else { return Ok(false) };
            self.move_act(Act::Dig { player: p, card: c }, Verb::Dig, Zone::Set(k, Some(p)), false).await
        })
    }

    /// The cards of one of `p`'s set zones (`forecast`, `display`), empty when the
    /// game has no such zone.
    pub fn zone(&self, p: PlayerId, name: &str) -> &[CardId] {
        match crate::sets::zone_kind(name) {
            Some(k) => self.st.zone_cards(Zone::Set(k, Some(p))),
            None => &[],
        }
    }

    /// Remove from the game (3rd edition). Returns whether it was removed.
    pub fn remove<'a>(&'a mut self, p: PlayerId, c: CardId) -> Call<impl Future<Output = R<bool>> + 'a> {
        Call(async move {
            self.move_act(Act::Remove { player: p, card: c }, Verb::Remove, Zone::Removed, false).await
        })
    }

    /// Splay a colour. Returns whether anything changed: a pile of 0-1 cards is never
    /// splayed, and splaying in the direction it already has changes nothing.
    pub fn splay<'a>(&'a mut self, p: PlayerId, color: Color, dir: Splay) -> Call<impl Future<Output = R<bool>> + 'a> {
        Call(async move {
            self.splay_by(p, p, color, dir).await
        })
    }

    /// `by` splays `p`'s pile (an effect that splays a colour on another player's
    /// board: the one who splays is `by`, e.g. for the Cities draw after a splay).
    pub fn splay_by<'a>(&'a mut self, by: PlayerId, p: PlayerId, color: Color, dir: Splay) -> Call<impl Future<Output = R<bool>> + 'a> {
        Call(async move {
            let pile = self.st.pile(p, color);
            if pile.cards().len() < 2 || pile.splay() == dir {
                return Ok(false);
            }
            let act = Act::Splay { player: p, color, direction: dir, by };
            if self.instead(&act).await? {
                return Ok(false);
            }
            self.trigger(When::Before, &act).await?;
            self.st.players[p as usize].board[color.index()].set_splay(dir);
            self.mark_unchecked(p);
            self.st.changes += 1;
            self.event(Event::Splay { player: p, color, splay: dir });
            self.trigger(When::After, &act).await?;
            Ok(true)
        })
    }

    /// Colours of `p` that could be splayed `dir` (2+ cards, not already so).
    pub fn splayable(&self, p: PlayerId, colors: &[Color], dir: Splay) -> Vec<Color> {
        colors
            .iter()
            .copied()
            .filter(|&c| {
                let pile = self.st.pile(p, c);
                pile.cards().len() >= 2 && pile.splay() != dir
            })
            .collect()
    }

    /// "You may splay your X (or Y) cards DIR": one prompt over the colours that can
    /// be splayed, with `pass` (spec rule 1); nothing asked when none can.
    pub fn may_splay<'a>(&'a mut self, p: PlayerId, colors: &'a [Color], dir: Splay) -> Call<impl Future<Output = R<Option<Color>>> + 'a> {
        Call(async move {
            let options = self.splayable(p, colors, dir);
            // "Any colour" reads better than the five colours listed.
            let prompt = if colors.len() == Color::ALL.len() {
                format!("You may splay one colour of yours {}", dir.name())
            } else {
                let names: Vec<&str> = colors.iter().map(|c| c.name()).collect();
                format!("You may splay your {} cards {}", crate::question::or_list(&names), dir.name())
            };
            match self.choose_color(p, &options, true, Intent::Splay { direction: dir }, &prompt).await? {
                Some(c) => {
                    self.splay(p, c, dir).await?;
                    Ok(Some(c))
                }
                None => Ok(None),
            }
        })
    }

    /// Put a pile in a new order (`order` top first, the same cards): "rearrange".
    pub fn rearrange<'a>(&'a mut self, p: PlayerId, color: Color, order: &'a [CardId]) -> Call<impl Future<Output = R> + 'a> {
        Call(async move {
            let pile = &mut self.st.players[p as usize].board[color.index()];
            let mut bottom_first = order.to_vec();
            bottom_first.reverse();
            if bottom_first != pile.cards() {
                *pile.cards_mut() = bottom_first;
                self.mark_unchecked(p);
                self.st.changes += 1;
            }
            self.trigger(When::After, &Act::Rearrange { player: p, color }).await
        })
    }

    /// Achieve a card: an available standard achievement (action or effect), or a
    /// card an effect makes an achievement ("draw and achieve", 4th edition).
    /// Returns whether it was achieved.
    pub fn achieve<'a>(&'a mut self, p: PlayerId, c: CardId) -> Call<impl Future<Output = R<bool>> + 'a> {
        Call(async move {
            self.move_act(Act::Achieve { player: p, card: c }, Verb::Achieve, Zone::Achievements(p), false).await
        })
    }

    /// "Claim the X achievement" (cards that award a special achievement): only if
    /// it is still available.
    pub fn claim_special<'a>(&'a mut self, p: PlayerId, name: &'a str) -> Call<impl Future<Output = R> + 'a> {
        Call(async move {
            match SpecialId::parse(name) {
                Some(sp) => achievements::claim_special(self, p, sp).await,
                None => Ok(()),
            }
        })
    }

    /// Take a special achievement out of the available ones (part of claiming it).
    pub(crate) fn take_special(&mut self, p: PlayerId, sp: SpecialId) -> bool {
        let Some(i) = self.st.specials.iter().position(|&x| x == sp) else { return false };
        self.st.specials.remove(i);
        self.st.players[p as usize].achievements.push(Achievement::Special(sp));
        self.mark_unchecked(p);
        self.st.changes += 1;
        true
    }

    /// A player (and their team) wins by a card's effect: the game ends at once.
    /// Karma may act first (`Act::Win`); one that replaces the win ends the game
    /// itself.
    pub fn win<'a>(&'a mut self, p: PlayerId, card: CardId) -> Call<impl Future<Output = Interrupt> + 'a> {
        Call(async move {
            if let Err(i) = self.would_win(p).await {
                return i;
            }
            if self.st.is_over() {
                return Interrupt::GameOver;
            }
            let winners = self.st.team(p);
            achievements::end_game(self, Outcome { winners, reason: EndReason::Card(card) }).await
        })
    }

    /// `p` would win: karma acts first (`Act::Win`, Figures: Jackie Chan, "if an
    /// opponent would win, first ..."). Meanwhile that same win is not found again
    /// by the checks after the karma's own acts (`achievements::win_at_once`): it
    /// is under way, and the karma may take it.
    pub(crate) fn would_win<'a>(&'a mut self, p: PlayerId) -> Call<impl Future<Output = R> + 'a> {
        Call(async move {
            self.winning.push(p);
            let r = self.instead(&Act::Win { player: p }).await;
            self.winning.pop();
            r.map(|_| ())
        })
    }

    /// "The single player with the most X wins": only if nobody ties for most.
    /// `values` pairs each player still in the game with their X (players who lost
    /// in the 4th edition are not among them, so a position is not a player).
    pub fn single_most_wins<'a>(&'a mut self, values: &'a [(PlayerId, i64)], card: CardId) -> Call<impl Future<Output = R> + 'a> {
        Call(async move {
            let Some(best) = values.iter().map(|&(_, v)| v).max() else { return Ok(()) };
            let mut at_best = values.iter().filter(|&&(_, v)| v == best);
            if let (Some(&(p, _)), None) = (at_best.next(), at_best.next()) {
                return Err(self.win(p, card).await);
            }
            Ok(())
        })
    }

    // ---------------------------------------------------------------- queries

    /// A player's visible icons as the rules count them (karma included).
    pub fn icons(&self, p: PlayerId) -> [usize; 7] {
        query::icon_counts(&self.st, p)
    }
    pub fn icon_count(&self, p: PlayerId, icon: Icon) -> usize {
        self.icons(p)[icon.index()]
    }
    /// A player's score as the rules count it.
    pub fn score_of(&self, p: PlayerId) -> u32 {
        query::score(&self.st, p)
    }

    // ---------------------------------------------------------------- dogma memory

    pub fn memory(&mut self) -> &mut DogmaMemory {
        if self.memory.is_empty() {
            self.memory.push(DogmaMemory::default());
        }
        let m = self.memory.len() - 1;
        &mut self.memory[m]
    }

    /// The memory of the action under way (the outermost), for a count kept "so
    /// far during this dogma action" however deep the effect runs: Democracy run by
    /// Cyrus Cylinder for the leader and for a sharer, or twice by an endorsed Self
    /// Service, adds to one count. `memory()` is the running execution's own.
    pub fn action_memory(&mut self) -> &mut DogmaMemory {
        if self.memory.is_empty() {
            self.memory.push(DogmaMemory::default());
        }
        &mut self.memory[0]
    }

    pub(crate) fn push_memory(&mut self) {
        let n = self.st.num_players();
        self.memory.push(DogmaMemory { per_player: vec![0; n], ..Default::default() });
    }
    pub(crate) fn pop_memory(&mut self) {
        self.memory.pop();
    }

    /// Run one effect of a card, with the frame that questions report as their context.
    pub(crate) fn run_effect<'a>(&'a mut self, e: &'a cards::Effect, x: Exec, self_execute: bool) -> Call<impl Future<Output = R> + 'a> {
        Call(async move {
            self.frames.push(Frame { card: x.card, leader: x.leader, kind: e.kind, self_execute, you: x.you, text: e.text });
            let r = (e.run)(self, x).await;
            self.frames.pop();
            r
        })
    }

    /// "Execute the effects of X as if they were on this card. Do not share them."
    /// (Artifacts): X's demands and compels go to the players this Dogma action's
    /// demands and compels affect (opponents of `you`), its non-demand effects and
    /// its own echo effects (printed first) are executed by `you` alone: "If an effect
    /// tells you to 'execute all the effects' of a card as if they were on this card,
    /// this would include any echo effect on the targeted card, but not any other echo
    /// effects in the targeted card's stack" (BGA rules page, "Echoes of the Past
    /// Expansion", "Echo effects"; unlike "execute its non-demand effects",
    /// `self_execute`). `here` is the executing effect: its card (or the one it
    /// counts as on) is "this card". Nesting is bounded.
    pub fn execute_as_if_here<'a>(&'a mut self, here: Exec, card: CardId) -> Call<impl Future<Output = R> + 'a> {
        Call(async move {
            if self.frames.len() as u32 >= MAX_EXECUTION_DEPTH {
                return Ok(());
            }
            let (you, on) = (here.you, here.on);
            // A player sharing the Dogma action executes "as if they were the player
            // reading the card" (BGA rules page, "DOGMA", 3): their demands as if on
            // this card go to the opponents this card's featured icon makes
            // vulnerable to them, counted now (as `self_execute` counts them).
            let (vulnerable, compelled) = if here.leader == you {
                let m = self.memory();
                (m.vulnerable.clone(), m.compelled.clone())
            } else {
                crate::rules::dogma::involved(&self.st, you, on).map(|inv| (inv.demanded, inv.compelled)).unwrap_or_default()
            };
            self.event(Event::Execute { player: you, card });
            let edition = self.st.edition();
            self.push_memory();
            // The card's own effects may execute yet another card as if on this one
            // (Gujin Tushu Jinsheng choosing The Daily Courant): the same players stay
            // affected.
            self.memory().vulnerable = vulnerable.clone();
            self.memory().compelled = compelled.clone();
            let r = async {
                for e in cards::effects(card, edition) {
                    let targets = match e.kind {
                        EffectKind::Demand => &vulnerable,
                        EffectKind::Compel => &compelled,
                        EffectKind::NonDemand | EffectKind::Echo => {
                            self.run_effect(e, Exec { you, leader: you, card, on }, false).await?;
                            continue;
                        }
                        _ => continue,
                    };
                    let hit: Vec<PlayerId> = targets.iter().copied().filter(|&v| v != you && self.st.are_opponents(you, v) && !self.st.is_eliminated(v)).collect();
                    for v in hit {
                        if self.st.is_eliminated(v) {
                            continue;
                        }
                        // A demand as if on this card is still a demand: "would be
                        // demanded" karmas apply (Edward Jenner, Ptahhotep), as in
                        // a Dogma action.
                        if self.instead(&Act::Demand { player: v, leader: you, card }).await? {
                            continue;
                        }
                        self.run_effect(e, Exec { you: v, leader: you, card, on }, false).await?;
                    }
                }
                Ok(())
            }.await;
            self.pop_memory();
            r
        })
    }

    /// "Execute each of its non-demand effects, without sharing" (3rd edition),
    /// "self-execute" (4th edition: before it, the Chain rule). Nesting is bounded.
    pub fn self_execute<'a>(&'a mut self, you: PlayerId, card: CardId) -> Call<impl Future<Output = R> + 'a> {
        Call(async move {
            if self.frames.len() as u32 >= MAX_EXECUTION_DEPTH {
                return Ok(());
            }
            let act = Act::SelfExecute { player: you, card };
            if self.instead(&act).await? {
                return Ok(());
            }
            self.trigger(When::Before, &act).await?;
            self.event(Event::Execute { player: you, card });
            let edition = self.st.edition();
            if cards::variant(card, edition).is_none() && !cards::facts(card).kinds[edition.index()].is_empty() {
                self.event(Event::NotImplemented { card });
            }
            self.push_memory();
            // Its effects may execute a demand or compel "as if on this card"
            // (Gujin Tushu Jinsheng): "the featured icon will be the one on this
            // card, which may affect who shares them or is vulnerable to them" (BGA
            // rules page, "Execute the effects ... as if they were on this card"):
            // the players this card's featured icon makes vulnerable to `you`, counted
            // now, as a Dogma action's are at its start.
            if let Some(inv) = crate::rules::dogma::involved(&self.st, you, card) {
                let m = self.memory();
                m.vulnerable = inv.demanded;
                m.compelled = inv.compelled;
            }
            let r = async {
                for e in cards::effects(card, edition) {
                    if e.kind == EffectKind::NonDemand {
                        self.run_effect(e, Exec::new(you, you, card), true).await?;
                    }
                }
                Ok(())
            }.await;
            self.pop_memory();
            r?;
            self.trigger(When::After, &act).await
        })
    }
}

/// One choice per value, keyed by the number.
fn value_choices(values: &[u8]) -> Vec<Choice> {
    values.iter().map(|&value| Choice { key: value.to_string().into(), label: value.to_string().into(), target: Target::Value { value } }).collect()
}

/// Every card of a player's board, pile by pile, top first.
fn by_pile_then(ps: &PlayerState) -> Vec<CardId> {
    ps.board.iter().flat_map(|pile| pile.cards().iter().rev().copied()).collect()
}

/// The owner and kind of a hidden zone, for naming a hidden card.
fn hidden_zone(zone: Zone) -> (Option<PlayerId>, HiddenZone) {
    match zone {
        Zone::Hand(p) => (Some(p), HiddenZone::Hand),
        Zone::Score(p) => (Some(p), HiddenZone::Score),
        Zone::Achievements(p) => (Some(p), HiddenZone::Achievement),
        Zone::AvailableAchievements => (None, HiddenZone::Achievement),
        Zone::Junk => (None, HiddenZone::Junk),
        Zone::Set(_, owner) => (owner, HiddenZone::Set),
        _ => (None, HiddenZone::Deck),
    }
}

/// Does `text` show the value `v` in a value box ("[4]")? (Without `format!`: this
/// runs for every draw inside an effect.)
fn shows_value_box(text: &str, v: u8) -> bool {
    text.split('[').skip(1).any(|rest| rest.split_once(']').is_some_and(|(n, _)| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()) && n.parse() == Ok(v)))
}
