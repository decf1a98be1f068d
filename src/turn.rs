//! Setup melds, the turn's actions (Draw, Meld, Dogma, Achieve) and the turn order.
use crate::achievements;
use crate::cards;
use crate::dogma;
use crate::engine::{Ctx, R};
use crate::log::Event;
use crate::model::*;
use crate::question::*;
use crate::state::*;

/// Run one unit of play from the current state: the setup melds, or one action.
/// Every choice inside is asked through `cx`, so the unit can be replayed.
pub fn run_unit(cx: &mut Ctx) -> R {
    match cx.s.phase.clone() {
        Phase::Setup => setup_melds(cx),
        Phase::Turn { player, .. } => {
            let action = choose_action(cx, player)?;
            perform(cx, player, action)?;
            end_action(cx);
            Ok(())
        }
        Phase::Over(_) => Ok(()),
    }
}

/// Each player chooses one of their two cards; all are melded together and the
/// alphabetically first title goes first ("The Wheel" sorts under T).
fn setup_melds(cx: &mut Ctx) -> R {
    let n = cx.s.num_players() as PlayerId;
    let mut chosen = vec![];
    for p in 0..n {
        let hand = cx.s.hand(p).to_vec();
        let choices = hand.iter().map(|&c| Choice { key: cards::name(c).into(), label: cards::name(c).into(), target: Target::Card { card: c } }).collect();
        let q = Question {
            player: p,
            kind: QuestionKind::InitialMeld,
            prompt: "Choose the card to meld first (the other stays in your hand)".into(),
            choices,
            multi: false,
            min: 1,
            max: 1,
            can_pass: false,
            required: vec![],
        };
        let key = cx.ask(q)?;
        let card = hand.iter().copied().find(|&c| key.first().map(|k| k == cards::name(c)).unwrap_or(false)).unwrap_or(hand[0]);
        chosen.push(card);
    }
    for p in 0..n {
        let c = chosen[p as usize];
        cx.s.move_card(c, Zone::Board(p, cards::color(c)), false);
        cx.log_event(Event::InitialMeld { player: p, card: c });
    }
    // Titles compare in English including leading articles: "The Wheel is considered to
    // come before Tools" (BGA rules page, "Anatomy of a Card"; 3rd-edition rules,
    // "Game Setup" 6).
    let first = (0..n).min_by_key(|&p| cards::name(chosen[p as usize]).to_lowercase()).unwrap();
    cx.log_event(Event::FirstPlayer { player: first });
    start_turn(cx, first, 1, true);
    Ok(())
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Action {
    Draw,
    Meld(CardId),
    Dogma(CardId),
    Achieve(u8),
}

pub fn legal_actions(s: &State, p: PlayerId) -> Vec<(Action, Choice)> {
    // The draw's deck is shown, so that a UI can point at it; `None`: drawing ends the game.
    let age = s.draw_age(s.highest_top_age(p));
    let label = match age {
        Some(a) => format!("Draw a {a}"),
        None => "Draw (no card above 10: the game ends)".into(),
    };
    let mut out = vec![(Action::Draw, Choice { key: "draw".into(), label, target: Target::Draw { age } })];
    let mut hand = s.hand(p).to_vec();
    hand.sort_by_key(|&c| (cards::age(c), cards::name(c)));
    for c in hand {
        out.push((Action::Meld(c), Choice { key: format!("meld {}", cards::name(c)), label: format!("Meld {}", cards::name(c)), target: Target::Meld { card: c } }));
    }
    for c in s.top_cards(p) {
        if cards::facts(c).featured.is_some() {
            out.push((Action::Dogma(c), Choice { key: format!("dogma {}", cards::name(c)), label: format!("Dogma {}", cards::name(c)), target: Target::Dogma { card: c } }));
        }
    }
    for age in achievements::achievable_ages(s, p) {
        out.push((Action::Achieve(age), Choice { key: format!("achieve {age}"), label: format!("Achieve {age}"), target: Target::Achieve { age } }));
    }
    out
}

fn choose_action(cx: &mut Ctx, p: PlayerId) -> R<Action> {
    let actions = legal_actions(cx.s, p);
    let q = Question {
        player: p,
        kind: QuestionKind::Action,
        prompt: "Choose an action: draw, meld, dogma or achieve".into(),
        choices: actions.iter().map(|(_, c)| c.clone()).collect(),
        multi: false,
        min: 1,
        max: 1,
        can_pass: false,
        required: vec![],
    };
    let key = cx.ask_always(q)?;
    Ok(actions.iter().find(|(_, c)| Some(&c.key) == key.first()).map(|(a, _)| *a).unwrap_or(Action::Draw))
}

fn perform(cx: &mut Ctx, p: PlayerId, action: Action) -> R {
    match action {
        Action::Draw => {
            let age = cx.s.highest_top_age(p);
            cx.draw(p, age).map(|_| ())
        }
        Action::Meld(c) => cx.meld(p, c),
        Action::Dogma(c) => dogma::dogma(cx, p, c),
        Action::Achieve(age) => {
            let c = cx.s.available.iter().copied().find(|&c| cards::age(c) == age && achievements::can_achieve(cx.s, p, c));
            match c {
                Some(c) => cx.achieve(p, c),
                None => Ok(()),
            }
        }
    }
}

fn end_action(cx: &mut Ctx) {
    if let Phase::Turn { player, actions_left, first_round } = cx.s.phase {
        if actions_left > 1 {
            cx.s.phase = Phase::Turn { player, actions_left: actions_left - 1, first_round };
            return;
        }
        let n = cx.s.num_players() as PlayerId;
        let next = (player + 1) % n;
        let (actions, still_first) = if first_round && next != cx.s.first_player {
            // With 4+ players the second player also has one action on their first turn.
            let second = (cx.s.first_player + 1) % n;
            (if n >= 4 && next == second { 1 } else { 2 }, true)
        } else {
            (2, false)
        };
        start_turn(cx, next, actions, still_first);
    }
}

fn start_turn(cx: &mut Ctx, p: PlayerId, actions: u8, first_round: bool) {
    if first_round && cx.s.phase == Phase::Setup {
        cx.s.first_player = p;
    }
    cx.s.phase = Phase::Turn { player: p, actions_left: actions, first_round };
    for x in cx.s.turn_tucked.iter_mut().chain(cx.s.turn_scored.iter_mut()) {
        *x = 0;
    }
    cx.log_event(Event::Turn { player: p, actions });
}
