//! Setup melds, the turn's actions (Draw, Meld, Dogma, Achieve) and the turn order.
use crate::cards;
use crate::log::Event;
use crate::model::*;
use crate::question::*;
use crate::rules::achievements;
use crate::rules::ctx::{Ctx, Interrupt, R};
use crate::rules::dogma;
use crate::rules::hooks::{self, Act, ListKind};
use crate::sets::ActionDone;
use crate::state::*;

/// Run one unit of play from the current state: the setup melds, or one action.
/// Every choice inside is asked through `cx`: the unit stops at a question and
/// goes on from there once it is answered (or runs again from its start with the
/// answers so far: a loaded save, undo, a copy of the game).
pub async fn run_unit(cx: &mut Ctx) -> R {
    match cx.s().phase.clone() {
        Phase::Setup => setup_melds(cx).await,
        Phase::Turn { player, .. } => {
            let r = async {
                turn_start(cx, player).await?;
                let action = choose_action(cx, player).await?;
                match perform(cx, player, action).await {
                    // "The dogma action is complete" raised by an effect a karma
                    // executed outside any Dogma action: the action is.
                    Err(Interrupt::DogmaComplete) => {}
                    r => r?,
                }
                cx.end_of_action_hooks().await
            }
            .await;
            match r {
                Ok(()) => {}
                // The current player lost: their turn is over (4th edition, "Lose").
                // Their action ended with it, so the checks at the end of each
                // action still come (special achievements, then the achievement
                // win: rulebook-4th-edition.txt, "ACHIEVEMENTS").
                Err(Interrupt::TurnOver) => {
                    cx.end_of_action_hooks().await?;
                    next_turn(cx, player);
                    return Ok(());
                }
                Err(e) => return Err(e),
            }
            end_action(cx);
            Ok(())
        }
        Phase::Over(_) => Ok(()),
    }
}

/// The sets' start-of-turn steps (the free artifact action), once, before the
/// turn's first action (in the same unit of play as that action).
async fn turn_start(cx: &mut Ctx, p: PlayerId) -> R {
    if !cx.s().turn_start {
        return Ok(());
    }
    for d in crate::sets::in_play(cx.s().rules()) {
        if let Some(f) = d.turn_start {
            f(cx, p).await?;
        }
    }
    // Cleared once they are done: while one of them asks, the state (and so a
    // player's view, and a computer's determinized game) is still at the start of
    // the turn, and a game rebuilt from it asks the same question.
    cx.turn_state_mut().turn_start = false;
    Ok(())
}

/// Each player chooses one of their two cards; all are melded together and the
/// alphabetically first title goes first ("The Wheel" sorts under T). Titles
/// compare in English, leading articles included, in every edition (BGA rules
/// page: "'Alphabetical' comparisons are done by the English version of the title").
async fn setup_melds(cx: &mut Ctx) -> R {
    let n = cx.s().num_players() as PlayerId;
    let mut chosen = vec![];
    for p in 0..n {
        let hand = cx.s().hand(p).to_vec();
        let choices = hand.iter().map(|&c| Choice { key: cx.s().title(c).into(), label: cx.s().title(c).into(), target: Target::Card { card: c } }).collect();
        let q = Question::one(p, QuestionKind::InitialMeld, Intent::InitialMeld, "Choose the card to meld first (the other stays in your hand)", choices);
        let key = cx.ask(q).await?;
        let card = hand.iter().copied().find(|&c| key.first().map(|k| k == cx.s().title(c)).unwrap_or(false)).or(hand.first().copied());
        chosen.push(card);
    }
    for p in 0..n {
        if let Some(c) = chosen[p as usize] {
            cx.state_mut().move_card(c, Zone::Board(p, cards::color(c)), false);
            cx.log_event(Event::InitialMeld { player: p, card: c });
        }
    }
    // Titles compare in English including leading articles: "The Wheel is considered to
    // come before Tools" (BGA rules page, "Anatomy of a Card"; 3rd-edition rules,
    // "Game Setup" 6). ASCII case folding is exact for every title
    // (`cards::tests::titles_fold_case_in_ascii`).
    let first = (0..n).min_by_key(|&p| chosen[p as usize].map(|c| cx.s().title(c).to_ascii_lowercase())).unwrap_or(0);
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
    /// Achieve a card that karma makes an available achievement for the player.
    AchieveCard(CardId),
    /// An action a set adds (`sets::actions()[index]`), with its argument.
    Set(u8, u16),
}

/// The cards `p` may meld with a Meld action: their hand, and the cards of zones
/// whose cards are melded as if in hand (the Artifacts display).
fn meldable(s: &State, p: PlayerId) -> Vec<CardId> {
    // With the cards that karma makes count as being in hand (`ListKind::Hand`).
    let mut hand = crate::rules::query::hand(s, p);
    crate::sort::sort_by_key(&mut hand, |&c| (cards::age(c), s.title(c)));
    for (i, z) in crate::sets::zones().iter().enumerate() {
        if z.meldable && z.per_player && z.in_play(s.rules()) {
            hand.extend(s.zone_cards(Zone::Set(ZoneKind(i as u8), Some(p))).iter().copied());
        }
    }
    hand
}

pub fn legal_actions(s: &State, p: PlayerId) -> Vec<(Action, Choice)> {
    // The draw's deck is shown, so that a UI can point at it; `None`: drawing ends the game.
    let age = s.draw_age(CardSet::Base, crate::rules::query::draw_action_age(s, p));
    // (This question is built for every action: one allocation for the list, and
    // the choices' words are made once, `cards::action_words`.)
    const DRAW: [&str; 12] = ["Draw a 0", "Draw a 1", "Draw a 2", "Draw a 3", "Draw a 4", "Draw a 5", "Draw a 6", "Draw a 7", "Draw a 8", "Draw a 9", "Draw a 10", "Draw a 11"];
    let label: Text = match age {
        Some(a) => DRAW.get(a as usize).map(|&l| l.into()).unwrap_or_else(|| format!("Draw a {a}").into()),
        None => format!("Draw (no card above {}: the game ends)", s.rules().max_age()).into(),
    };
    let meld = meldable(s, p);
    let mut out = Vec::with_capacity(meld.len() + 12);
    out.push((Action::Draw, Choice { key: "draw".into(), label, target: Target::Draw { age } }));
    let words = |c| cards::action_words(c, s.edition());
    for c in meld {
        out.push((Action::Meld(c), Choice { key: words(c)[0].as_str().into(), label: words(c)[1].as_str().into(), target: Target::Meld { card: c } }));
    }
    for c in s.tops(p) {
        if s.featured(c).is_some() {
            out.push((Action::Dogma(c), Choice { key: words(c)[2].as_str().into(), label: words(c)[3].as_str().into(), target: Target::Dogma { card: c } }));
        }
    }
    // Parley: a top card of a distant player's board, for a card from hand.
    if s.rules().parley(s.num_players(), s.config.teams.is_some()) && !s.hand(p).is_empty() {
        for q in s.players_from(p) {
            if dogma::distant(s, p, q) {
                for c in s.top_cards(q) {
                    if s.featured(c).is_some() {
                        let t = s.title(c);
                        out.push((Action::Dogma(c), Choice { key: format!("dogma {t}").into(), label: format!("Parley: dogma {t} ({})", s.name(q)).into(), target: Target::Dogma { card: c } }));
                    }
                }
            }
        }
    }
    // Cards others' boards lend to the Dogma action (karma: "counts as a card you
    // can activate").
    for c in hooks::listed(s, ListKind::Activatable, p) {
        if s.featured(c).is_some() && !out.iter().any(|(a, _)| *a == Action::Dogma(c)) {
            let t = s.title(c);
            out.push((Action::Dogma(c), Choice { key: format!("dogma {t}").into(), label: format!("Dogma {t}").into(), target: Target::Dogma { card: c } }));
        }
    }
    // (Not formatted at every action question, as the Draw words above.)
    const ACHIEVE: [&str; 12] = ["achieve 0", "achieve 1", "achieve 2", "achieve 3", "achieve 4", "achieve 5", "achieve 6", "achieve 7", "achieve 8", "achieve 9", "achieve 10", "achieve 11"];
    const ACHIEVE_LABEL: [&str; 12] = ["Achieve 0", "Achieve 1", "Achieve 2", "Achieve 3", "Achieve 4", "Achieve 5", "Achieve 6", "Achieve 7", "Achieve 8", "Achieve 9", "Achieve 10", "Achieve 11"];
    for age in achievements::achievable_ages(s, p) {
        let (key, label): (Text, Text) = match (ACHIEVE.get(age as usize), ACHIEVE_LABEL.get(age as usize)) {
            (Some(&k), Some(&l)) => (k.into(), l.into()),
            _ => (format!("achieve {age}").into(), format!("Achieve {age}").into()),
        };
        out.push((Action::Achieve(age), Choice { key, label, target: Target::Achieve { age } }));
    }
    for c in achievements::achievable_cards(s, p) {
        let t = s.title(c);
        out.push((Action::AchieveCard(c), Choice { key: format!("achieve {t}").into(), label: format!("Achieve {t}").into(), target: Target::Card { card: c } }));
    }
    // The sets' actions, each once per turn.
    for (i, a) in crate::sets::actions().iter().enumerate() {
        if s.rules().has(a.set) && s.turn_actions & (1 << i) == 0 {
            out.extend((a.legal)(s, p).into_iter().map(|(arg, c)| (Action::Set(i as u8, arg), c)));
        }
    }
    out
}

/// The action a (checked) answer key names: "draw", "meld <Card>", "dogma <Card>",
/// "achieve <age>", or a set's action.
fn parse_action(s: &State, p: PlayerId, key: &str) -> Option<Action> {
    if key == "draw" {
        return Some(Action::Draw);
    }
    if let Some(t) = key.strip_prefix("meld ") {
        return s.card(t).filter(|c| meldable(s, p).contains(c)).map(Action::Meld);
    }
    if let Some(t) = key.strip_prefix("dogma ") {
        return s
            .card(t)
            .filter(|&c| matches!(s.loc(c), Some(Zone::Board(q, color)) if s.top(q, color) == Some(c) && (q == p || dogma::distant(s, p, q))) || hooks::listed(s, ListKind::Activatable, p).contains(&c))
            .map(Action::Dogma);
    }
    if let Some(n) = key.strip_prefix("achieve ") {
        return match n.parse() {
            Ok(age) => Some(Action::Achieve(age)),
            Err(_) => s.card(n).filter(|c| achievements::achievable_cards(s, p).contains(c)).map(Action::AchieveCard),
        };
    }
    // A set's action: found among its legal ones (they are few).
    let word = key.split(' ').next()?;
    let (i, a) = crate::sets::actions().iter().enumerate().find(|(_, a)| a.name == word)?;
    (a.legal)(s, p).into_iter().find(|(_, c)| c.key == key).map(|(arg, _)| Action::Set(i as u8, arg))
}

async fn choose_action(cx: &mut Ctx, p: PlayerId) -> R<Action> {
    // Replaying the action: its answer was checked when given, so the question's
    // list of every legal action need not be built again.
    if let Some(a) = cx.recorded().and_then(|k| k.first()).and_then(|k| parse_action(cx.s(), p, k)) {
        cx.take_recorded();
        return Ok(a);
    }
    // The list is built once: the answer names one of its keys (the unit goes on
    // from its question, so the actions are still at hand).
    let (actions, choices): (Vec<Action>, Vec<Choice>) = legal_actions(cx.s(), p).into_iter().unzip();
    let keys: Vec<Text> = choices.iter().map(|c| c.key.clone()).collect();
    let key = cx.ask_always(Question::one(p, QuestionKind::Action, Intent::Action, "Choose an action", choices)).await?;
    // (A checked answer is one of the keys; `Draw` only if it were not.)
    Ok(key.first().and_then(|k| keys.iter().position(|c| c == k)).map_or(Action::Draw, |i| actions[i]))
}

async fn perform(cx: &mut Ctx, p: PlayerId, action: Action) -> R {
    match action {
        Action::Draw => {
            // A Draw action draws a card: one event for karma (Isaac Newton's "Draw
            // action", Rhazes' and Su Song's "draw": one of them applies).
            let event = [Act::DrawAction { player: p }, Act::Draw { player: p, age: crate::rules::query::draw_action_age(cx.s(), p), set: CardSet::Base }];
            cx.in_event(&event, async |cx| {
                let age = crate::rules::query::draw_action_age(cx.s(), p);
                cx.draw(p, age).await.map(|_| ())
            })
            .await
        }
        Action::Meld(c) => {
            let color = cards::color(c);
            cx.meld_action = Some(c);
            let r = cx.meld(p, c).await;
            cx.meld_action = None;
            // A karma that replaced the meld ("instead tuck it", "instead achieve
            // it"): no card was melded, so nothing follows a meld (no city, dig,
            // promotion, nor the card's "when you meld this card" karma).
            if !r? {
                return Ok(());
            }
            // What the card covered, read where it now lies: a karma that came first
            // (Benjamin Franklin's meld, Catherine the Great's) may have changed the
            // pile since the action began ("if you would ..., first ...: then
            // continue with the original effect", 3rd-edition rules, "Would" karma).
            let pile = cx.s().pile(p, color).cards();
            let covered = match pile {
                [.., below, top] if *top == c => Some(*below),
                _ => None,
            };
            let done = ActionDone::Meld { player: p, card: c, covered, new_color: pile == [c] };
            follow_up(cx, done).await
        }
        Action::Dogma(c) => dogma::dogma(cx, p, c).await,
        Action::Achieve(age) => {
            let c = cx.s().available.iter().copied().find(|&c| cards::age(c) == age && achievements::can_achieve(cx.s(), p, c));
            match c {
                Some(c) => {
                    cx.achieve(p, c).await?;
                    follow_up(cx, ActionDone::Achieve { player: p, card: c }).await
                }
                None => Ok(()),
            }
        }
        Action::AchieveCard(c) => {
            cx.achieve(p, c).await?;
            follow_up(cx, ActionDone::Achieve { player: p, card: c }).await
        }
        Action::Set(i, arg) => {
            let a = crate::sets::actions()[i as usize];
            // Its questions outside any effect (the Endorse price, a decree's
            // choices) say which action asks.
            let step = (a.legal)(cx.s(), p).into_iter().find(|(x, _)| *x == arg).map(|(_, c)| Step::Action { target: c.target });
            cx.turn_state_mut().turn_actions |= 1 << i;
            match step {
                Some(step) => cx.in_step(step, async |cx| (a.perform)(cx, p, arg).await).await,
                None => (a.perform)(cx, p, arg).await,
            }
        }
    }
}

/// The sets' steps after a turn action, in the rules' order.
async fn follow_up(cx: &mut Ctx, done: ActionDone) -> R {
    for f in crate::sets::follow_ups(cx.s().rules()) {
        (f.run)(cx, done).await?;
    }
    Ok(())
}

fn end_action(cx: &mut Ctx) {
    if let Phase::Turn { player, actions_left, first_round } = cx.s().phase {
        if actions_left > 1 && !cx.s().is_eliminated(player) {
            cx.turn_state_mut().phase = Phase::Turn { player, actions_left: actions_left - 1, first_round };
            return;
        }
        next_turn(cx, player);
    }
}

/// The next player still in the game takes their turn.
fn next_turn(cx: &mut Ctx, player: PlayerId) {
    let Phase::Turn { first_round, .. } = cx.s().phase else { return };
    let s = cx.s();
    let n = s.num_players() as PlayerId;
    let Some(next) = s.turn_order(player + 1).next() else { return };
    // The first round ends when the turn passes the first player's seat again.
    let steps = match (next + n - player) % n {
        0 => n,
        k => k,
    };
    let wrapped = (1..=steps).any(|k| (player + k) % n == s.first_player);
    let (actions, still_first) = if first_round && !wrapped {
        // With 4+ players the second player also has one action on their first turn.
        let second = (s.first_player + 1) % n;
        (if n >= 4 && next == second { 1 } else { 2 }, true)
    } else {
        (2, false)
    };
    start_turn(cx, next, actions, still_first);
}

fn start_turn(cx: &mut Ctx, p: PlayerId, actions: u8, first_round: bool) {
    let s = cx.turn_state_mut();
    if first_round && s.phase == Phase::Setup {
        s.first_player = p;
    }
    s.phase = Phase::Turn { player: p, actions_left: actions, first_round };
    for x in s.turn_tucked.iter_mut().chain(s.turn_scored.iter_mut()) {
        *x = 0;
    }
    s.turn_tucked_colors.clear();
    s.turn_actions = 0;
    s.turn_start = true;
    cx.log_event(Event::Turn { player: p, actions });
}
