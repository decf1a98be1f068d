//! The heuristic bot's two halves.
//!
//! * Turn actions: one-step lookahead. On a determinized state, each legal action
//!   is applied, the rest of the action is played out with the static rules below
//!   (for every player who is asked something), and the position at the next
//!   action boundary is evaluated (`eval::evaluate`). Averaged over a few
//!   determinizations.
//! * Questions inside an action (and the setup meld): static rules. Each question
//!   carries its intent (`question::Intent`: what happens to the chosen item: give,
//!   return, meld, tuck, score, splay, junk, ...); that is applied to a copy of the
//!   (determinized) state for each candidate, and the candidate with the best
//!   evaluation is chosen. See `docs/bots.md` for the full list of rules.
use super::eval::evaluate;
use crate::cards;
use crate::game::Game;
use crate::model::*;
use crate::question::*;
use crate::state::*;

/// What the heuristic simulates for the chosen item (from the question's intent).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Verb {
    /// The card goes to another player (demands, exchanges): to this one, if known.
    Give(Option<PlayerId>),
    /// The card comes to me.
    Take,
    Return,
    Junk,
    Meld,
    Tuck,
    Score,
    Splay(Splay),
    Other,
}

pub fn classify(intent: &Intent) -> Verb {
    match *intent {
        Intent::Give { to } => Verb::Give(to),
        Intent::Exchange => Verb::Give(None),
        Intent::Take => Verb::Take,
        Intent::Return => Verb::Return,
        Intent::Junk => Verb::Junk,
        Intent::Splay { direction } => Verb::Splay(direction),
        Intent::Meld | Intent::InitialMeld => Verb::Meld,
        Intent::Tuck => Verb::Tuck,
        Intent::Score => Verb::Score,
        _ => Verb::Other,
    }
}

/// Who receives what `me` gives away: the player whose turn it is, or else the
/// strongest opponent.
fn receiver(s: &State, me: PlayerId) -> PlayerId {
    if let Some(cur) = s.current_player() {
        if cur != me {
            return cur;
        }
    }
    let opps = s.opponents(me);
    opps.iter()
        .copied()
        .max_by(|&a, &b| super::eval::player_value(s, a).total_cmp(&super::eval::player_value(s, b)))
        .unwrap_or((me + 1) % s.num_players() as PlayerId)
}

/// The card a choice stands for in `s` (a hidden card: any card of that age there).
fn resolve(s: &State, t: &Target) -> Option<CardId> {
    match t {
        Target::Card { card } | Target::Meld { card } | Target::Dogma { card } => s.loc(*card).map(|_| *card),
        Target::HiddenCard { owner, zone, age, set } => {
            let pool: Vec<CardId> = match (zone, owner) {
                (HiddenZone::Hand, Some(p)) => s.hand(*p).to_vec(),
                (HiddenZone::Score, Some(p)) => s.score_pile(*p).to_vec(),
                (HiddenZone::Achievement, None) => s.available.clone(),
                (HiddenZone::Achievement, Some(p)) => s.players[*p as usize]
                    .achievements
                    .iter()
                    .filter_map(|a| if let Achievement::Card(c) = a { Some(*c) } else { None })
                    .collect(),
                (HiddenZone::Deck, _) => s.deck(*set, *age).to_vec(),
                _ => vec![],
            };
            pool.into_iter().find(|&c| cards::age(c) == *age)
        }
        _ => None,
    }
}

/// Apply what `verb` says to the item of a choice, on a scratch copy of a state.
fn apply(s: &mut State, me: PlayerId, verb: Verb, t: &Target) {
    // A colour of my board, or of any player's (a pile).
    if let Target::Color { color } | Target::Pile { color, .. } = t {
        let owner = if let Target::Pile { player, .. } = t { *player } else { me };
        if let Verb::Splay(dir) = verb {
            let pile = &mut s.players[owner as usize].board[color.index()];
            if pile.cards().len() >= 2 {
                pile.set_splay(dir);
            }
        }
        return;
    }
    let Some(c) = resolve(s, t) else { return };
    let Some(from) = s.loc(c) else { return };
    let color = cards::color(c);
    let (to, bottom) = match verb {
        Verb::Give(to) => {
            let r = to.unwrap_or_else(|| receiver(s, me));
            let to = match from {
                Zone::Score(_) => Zone::Score(r),
                Zone::Board(..) => Zone::Board(r, color),
                _ => Zone::Hand(r),
            };
            (to, false)
        }
        Verb::Take => match from {
            Zone::Score(_) => (Zone::Score(me), false),
            Zone::Board(..) => (Zone::Board(me, color), false),
            _ => (Zone::Hand(me), false),
        },
        Verb::Return => (Zone::Deck(cards::facts(c).set, cards::age(c)), true),
        Verb::Junk => (Zone::Junk, false),
        Verb::Meld => (Zone::Board(me, color), false),
        Verb::Tuck => (Zone::Board(me, color), true),
        Verb::Score => (Zone::Score(me), false),
        Verb::Splay(_) | Verb::Other => return,
    };
    if from == to && !bottom {
        return;
    }
    s.move_card(c, to, bottom);
}

fn age_of(s: &State, t: &Target) -> u8 {
    match t {
        Target::HiddenCard { age, .. } => *age,
        _ => resolve(s, t).map(cards::age).unwrap_or(0),
    }
}

/// Indices of the distinct keys of the non-pass choices.
fn distinct(q: &Question) -> Vec<usize> {
    let mut out: Vec<usize> = vec![];
    for (i, c) in q.choices.iter().enumerate() {
        if c.target != Target::Pass && !out.iter().any(|&j| q.choices[j].key == c.key) {
            out.push(i);
        }
    }
    out
}

/// How much worse than not acting an optional action may look and still be taken:
/// a "you may return / tuck" usually pays off later in the same effect.
fn optional_tolerance(verb: Verb) -> f64 {
    match verb {
        Verb::Return | Verb::Tuck | Verb::Junk => 12.0,
        Verb::Meld | Verb::Score | Verb::Splay(_) | Verb::Take => 3.0,
        Verb::Give(_) => -1.0,
        Verb::Other => 1e9,
    }
}

/// Answer a question that is not a turn action, from the point of view of the
/// player who is asked, on a state that shows what they may see (a determinized
/// state for a real decision, or the state of a simulated game).
pub fn static_answer(s: &State, q: &Question) -> Answer {
    let me = q.player;
    let verb = classify(&q.intent);
    match q.kind {
        QuestionKind::Action => Answer::One("draw".into()),
        QuestionKind::Order => Answer::Many(order(s, q)),
        QuestionKind::YesNo => Answer::One(yes_no(s, q, verb).into()),
        QuestionKind::Player => {
            let mut best: Option<(f64, &Choice)> = None;
            for c in &q.choices {
                if let Target::Player { player } = c.target {
                    let mut v = super::eval::player_value(s, player);
                    if !s.are_opponents(me, player) {
                        v -= 1e6;
                    }
                    if best.map(|(b, _)| v > b).unwrap_or(true) {
                        best = Some((v, c));
                    }
                }
            }
            Answer::One(best.map(|(_, c)| c.key.to_string()).unwrap_or_else(|| q.choices[0].key.to_string()))
        }
        QuestionKind::Value if q.multi => {
            // Several values ("choose two different values"): the highest ones.
            let mut values: Vec<(u8, String)> = q.choices.iter().filter_map(|c| if let Target::Value { value } = c.target { Some((value, c.key.to_string())) } else { None }).collect();
            crate::sort::sort_by_key(&mut values, |v| std::cmp::Reverse(v.0));
            Answer::Many(values.into_iter().take(q.min.max(1).min(q.max)).map(|x| x.1).collect())
        }
        QuestionKind::Value => {
            let best = q.choices.iter().filter_map(|c| if let Target::Value { value } = c.target { Some((value, c)) } else { None }).max_by_key(|x| x.0);
            Answer::One(best.map(|(_, c)| c.key.to_string()).unwrap_or_else(|| q.choices[0].key.to_string()))
        }
        QuestionKind::Icon => {
            let counts = s.icon_counts(me);
            let best = q.choices.iter().filter_map(|c| if let Target::Icon { icon } = c.target { Some((counts[icon.index()], c)) } else { None }).max_by_key(|x| x.0);
            Answer::One(best.map(|(_, c)| c.key.to_string()).unwrap_or_else(|| q.choices[0].key.to_string()))
        }
        QuestionKind::Option => {
            let c = q.choices.iter().find(|c| c.target != Target::Pass).unwrap_or(&q.choices[0]);
            Answer::One(c.key.to_string())
        }
        _ if q.multi => Answer::Many(greedy_multi(s, q, me, verb)),
        _ => Answer::One(single(s, q, me, verb)),
    }
}

fn single(s: &State, q: &Question, me: PlayerId, verb: Verb) -> String {
    let cands = distinct(q);
    if cands.is_empty() {
        return q.choices[0].key.to_string();
    }
    let base = evaluate(s, me);
    let mut best: Option<(f64, usize)> = None;
    for &i in &cands {
        let t = &q.choices[i].target;
        let v = if verb == Verb::Other {
            // Nothing to simulate: prefer the highest card (the strongest effects).
            age_of(s, t) as f64
        } else {
            let mut x = s.clone();
            apply(&mut x, me, verb, t);
            evaluate(&x, me)
        };
        if best.map(|(b, _)| v > b).unwrap_or(true) {
            best = Some((v, i));
        }
    }
    let (v, i) = best.unwrap();
    if q.can_pass {
        let keep = match verb {
            Verb::Other => !matches!(q.kind, QuestionKind::Color),
            _ => v >= base - optional_tolerance(verb),
        };
        if !keep {
            return "pass".into();
        }
    }
    q.choices[i].key.to_string()
}

fn greedy_multi(s: &State, q: &Question, me: PlayerId, verb: Verb) -> Vec<String> {
    let mut used = vec![false; q.choices.len()];
    let mut keys: Vec<String> = vec![];
    let mut cur = s.clone();
    for r in &q.required {
        if let Some(i) = (0..q.choices.len()).find(|&i| !used[i] && &q.choices[i].key == r) {
            used[i] = true;
            apply(&mut cur, me, verb, &q.choices[i].target);
            keys.push(r.clone());
        }
    }
    let mut cur_val = evaluate(&cur, me);
    let tolerance = if q.min == 0 && q.max >= 1 { optional_tolerance(verb).min(12.0) / 2.0 } else { 0.0 };
    while keys.len() < q.max {
        let mut best: Option<(f64, usize, State)> = None;
        let mut tried: Vec<&str> = vec![];
        for (i, c) in q.choices.iter().enumerate() {
            if used[i] || c.target == Target::Pass || tried.contains(&&*c.key) {
                continue;
            }
            if q.same_value && keys.first().and_then(|k| q.choices.iter().find(|x| &x.key == k)).is_some_and(|f| f.target.age() != c.target.age()) {
                continue;
            }
            if q.same_color && keys.first().and_then(|k| q.choices.iter().find(|x| &x.key == k)).is_some_and(|f| f.target.color() != c.target.color()) {
                continue;
            }
            if q.different_values && keys.iter().filter_map(|k| q.choices.iter().find(|x| &x.key == k)).any(|f| f.target.age() == c.target.age()) {
                continue;
            }
            tried.push(&c.key);
            let mut x = cur.clone();
            apply(&mut x, me, verb, &c.target);
            let v = if verb == Verb::Other { -(age_of(s, &c.target) as f64) } else { evaluate(&x, me) };
            if best.as_ref().map(|(b, _, _)| v > *b).unwrap_or(true) {
                best = Some((v, i, x));
            }
        }
        let Some((v, i, x)) = best else { break };
        if keys.len() >= q.min && (verb == Verb::Other || v + tolerance < cur_val) {
            break;
        }
        used[i] = true;
        keys.push(q.choices[i].key.to_string());
        cur = x;
        cur_val = v;
    }
    keys
}

fn order(s: &State, q: &Question) -> Vec<String> {
    let keys: Vec<String> = q.choices.iter().map(|c| c.key.to_string()).collect();
    let me = q.player;
    // Try each card on top (the rest as given); keep the best.
    let mut best: Option<(f64, usize)> = None;
    for (i, c) in q.choices.iter().enumerate() {
        let Some(card) = resolve(s, &c.target) else { return keys };
        let Some(zone @ Zone::Board(..)) = s.loc(card) else { return keys };
        let mut x = s.clone();
        x.move_card(card, zone, false);
        let v = evaluate(&x, me);
        if best.map(|(b, _)| v > b).unwrap_or(true) {
            best = Some((v, i));
        }
    }
    let Some((_, i)) = best else { return keys };
    let mut out = vec![keys[i].clone()];
    out.extend(keys.iter().enumerate().filter(|(j, _)| *j != i).map(|(_, k)| k.clone()));
    out
}

/// Yes or no: "yes" applied to the cards it acts on (`Question::acts_on`, moved as
/// the intent says; an exchange swaps each between hand and score pile), compared
/// with doing nothing. Without such cards (a draw, a free Dogma action): yes.
fn yes_no(s: &State, q: &Question, verb: Verb) -> &'static str {
    let me = q.player;
    if q.acts_on.is_empty() {
        return "yes";
    }
    let mut x = s.clone();
    match q.intent {
        Intent::Exchange => {
            for &c in &q.acts_on {
                match x.loc(c) {
                    Some(Zone::Hand(p)) if p == me => x.move_card(c, Zone::Score(me), false),
                    Some(Zone::Score(p)) if p == me => x.move_card(c, Zone::Hand(me), false),
                    _ => continue,
                };
            }
        }
        _ if matches!(verb, Verb::Meld | Verb::Score | Verb::Tuck | Verb::Return | Verb::Junk) => {
            for &c in &q.acts_on {
                apply(&mut x, me, verb, &Target::Card { card: c });
            }
        }
        _ => return "yes",
    }
    let tol = optional_tolerance(verb).min(12.0);
    if evaluate(&x, me) + tol >= evaluate(s, me) {
        "yes"
    } else {
        "no"
    }
}

/// Answer every question until the next turn action (or the end of the game) with
/// the static rules; `false` if the limit of answers was reached.
pub fn finish_action(g: &mut Game, limit: usize) -> bool {
    for _ in 0..limit {
        let Some(q) = g.question().cloned() else { return true };
        if q.kind == QuestionKind::Action {
            return true;
        }
        let a = static_answer(g.state(), &q);
        if g.answer(&a).is_err() {
            let a = super::random_answer(&q, &mut Rng(g.state().changes));
            g.answer(&a).expect("a random legal answer is accepted");
        }
    }
    false
}

/// Maximum number of in-action answers played out after one candidate action.
pub const ACTION_LIMIT: usize = 200;

/// The value for `me` of each legal action of a game at an action question:
/// apply it, finish the action with the static rules, evaluate.
pub fn action_values(g: &Game, me: PlayerId) -> Vec<(String, f64)> {
    let Some(q) = g.question() else { return vec![] };
    q.keys()
        .into_iter()
        .map(|k| {
            let mut x = g.clone();
            let v = match x.answer(&Answer::One(k.clone())) {
                Ok(()) => {
                    finish_action(&mut x, ACTION_LIMIT);
                    evaluate(x.state(), me)
                }
                Err(_) => f64::MIN,
            };
            (k, v)
        })
        .collect()
}

/// The best action by one-step lookahead in a (simulated) game.
pub fn greedy_action(g: &Game) -> Option<String> {
    let me = g.question()?.player;
    action_values(g, me).into_iter().fold(None, |b: Option<(String, f64)>, (k, v)| match b {
        Some((_, bv)) if bv >= v => b,
        _ => Some((k, v)),
    }).map(|(k, _)| k)
}
