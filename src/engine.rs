//! The execution context of an action: rule primitives (draw, meld, tuck, score,
//! return, transfer, splay, reveal, achieve) and the player's choices.
//!
//! An action is run from its start with the answers recorded so far. When the code
//! reaches a choice that has no recorded answer, it stops with `Interrupt::Ask`; the
//! game keeps the question, and after the answer it runs the action again from its
//! start (a cheap clone of the state at the action's start). Card code is therefore
//! plain straight-line Rust: `let c = cx.choose_card(...)?;`. The cost of an answer
//! depends on the length of the current action only, never of the game.
use crate::achievements;
use crate::cards::{self, EffectKind};
use crate::log::{Event, Verb, Viewer};
use crate::model::*;
use crate::question::*;
use crate::state::*;

/// Why the execution of an action stopped early.
#[derive(Debug)]
pub enum Interrupt {
    /// A player must answer this question.
    Ask(Question),
    /// The game ended (possibly in the middle of an effect).
    GameOver,
}

pub type R<T = ()> = Result<T, Interrupt>;

/// Who executes an effect. In a demand, `you` is the vulnerable player and
/// `leader` the one who demands ("I", "my"); otherwise `you` executes it and
/// `leader` is the player whose Dogma action it is.
#[derive(Clone, Copy, Debug)]
pub struct Exec {
    pub you: PlayerId,
    pub leader: PlayerId,
    pub card: CardId,
}

/// Memory of one Dogma action (or one "execute the effects of" call), for texts
/// such as "if any card was transferred due to the demand".
#[derive(Clone, Debug, Default)]
pub struct DogmaMemory {
    /// Set by demand code when its "due to the demand" event happened.
    pub demand_hit: bool,
    /// A per-player counter for texts such as Democracy's.
    pub per_player: Vec<i64>,
    /// Set by an effect that completes the whole Dogma action at once (Fission).
    pub stop: bool,
}

/// How deep effects may execute other cards' effects before we stop following
/// them: base cards reach well under this; it bounds pathological chains.
pub const MAX_EXECUTION_DEPTH: u32 = 32;
/// Bound of any "repeat this effect" loop.
pub const MAX_REPEATS: u32 = 500;

pub struct Ctx<'a> {
    pub s: &'a mut State,
    answers: &'a [Vec<String>],
    next: usize,
    pub log: &'a mut Vec<Event>,
    memory: Vec<DogmaMemory>,
    depth: u32,
    /// Cards revealed during this action: everyone may name them by title.
    revealed: Vec<CardId>,
}

impl<'a> Ctx<'a> {
    pub fn new(s: &'a mut State, answers: &'a [Vec<String>], log: &'a mut Vec<Event>) -> Ctx<'a> {
        Ctx { s, answers, next: 0, log, memory: vec![], depth: 0, revealed: vec![] }
    }

    pub fn answers_used(&self) -> usize {
        self.next
    }

    fn event(&mut self, e: Event) {
        self.log.push(e);
    }

    // ------------------------------------------------------------------ choices

    /// Ask a question, or take its recorded (or forced) answer.
    /// Spec rule 5: no legal item -> nothing is asked; one forced answer -> not asked.
    pub fn ask(&mut self, q: Question) -> R<Vec<String>> {
        if q.choices.iter().all(|c| c.target == Target::Pass) {
            return Ok(vec![]);
        }
        if let Some(forced) = q.forced() {
            return Ok(forced);
        }
        self.ask_always(q)
    }

    /// Ask even when only one answer is possible. Used for the turn's action: rule 5
    /// of "How effects are asked" (spec/scenario-format.md) covers effects, and every
    /// step of a scenario answers one question, so a player with an empty board and
    /// hand is still asked for their action (`draw`).
    pub(crate) fn ask_always(&mut self, q: Question) -> R<Vec<String>> {
        if let Some(a) = self.answers.get(self.next) {
            self.next += 1;
            return Ok(a.clone());
        }
        Err(Interrupt::Ask(q))
    }

    /// How `viewer` names a card in an answer: its title if they can see it,
    /// else `age N` (with the owner's name when several players' cards compete).
    fn card_choice(&self, viewer: PlayerId, c: CardId, with_owner: bool) -> Choice {
        let zone = self.s.loc[c as usize].expect("card in game");
        if Viewer::Player(viewer).sees(zone) || self.revealed.contains(&c) {
            return Choice { key: cards::name(c).to_string(), label: cards::name(c).to_string(), target: Target::Card { card: c } };
        }
        let (owner, hz) = match zone {
            Zone::Hand(p) => (Some(p), HiddenZone::Hand),
            Zone::Score(p) => (Some(p), HiddenZone::Score),
            Zone::Achievements(p) => (Some(p), HiddenZone::Achievement),
            Zone::AvailableAchievements => (None, HiddenZone::Achievement),
            _ => (None, HiddenZone::Deck),
        };
        let age = cards::age(c);
        let key = match (with_owner, owner) {
            (true, Some(p)) => format!("age {age} ({})", self.s.name(p)),
            _ => format!("age {age}"),
        };
        Choice { label: key.clone(), key, target: Target::HiddenCard { owner, zone: hz, age } }
    }

    fn card_choices(&self, viewer: PlayerId, cands: &[CardId]) -> Vec<Choice> {
        let mut owners: Vec<PlayerId> = vec![];
        for &c in cands {
            let zone = self.s.loc[c as usize].expect("card in game");
            if !Viewer::Player(viewer).sees(zone) && !self.revealed.contains(&c) {
                if let Zone::Hand(p) | Zone::Score(p) | Zone::Achievements(p) = zone {
                    if !owners.contains(&p) {
                        owners.push(p);
                    }
                }
            }
        }
        let with_owner = owners.len() > 1;
        cands.iter().map(|&c| self.card_choice(viewer, c, with_owner)).collect()
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

    fn question(p: PlayerId, kind: QuestionKind, prompt: &str, choices: Vec<Choice>) -> Question {
        Question { player: p, kind, prompt: prompt.to_string(), choices, multi: false, min: 1, max: 1, can_pass: false, required: vec![] }
    }

    fn with_pass(mut q: Question, optional: bool) -> Question {
        if optional {
            q.can_pass = true;
            q.choices.push(Choice { key: "pass".into(), label: "Pass".into(), target: Target::Pass });
        }
        q
    }

    /// Choose one card among `cands` (`optional`: "you may", so `pass` is legal).
    pub fn choose_card(&mut self, p: PlayerId, cands: &[CardId], optional: bool, prompt: &str) -> R<Option<CardId>> {
        if cands.is_empty() {
            return Ok(None);
        }
        let q = Self::with_pass(Self::question(p, QuestionKind::Card, prompt, self.card_choices(p, cands)), optional);
        let keys = self.ask(q)?;
        Ok(self.keys_to_cards(p, cands, &keys).into_iter().next())
    }

    /// Choose between `min` and `max` cards among `cands` (clamped to what exists).
    pub fn choose_cards(&mut self, p: PlayerId, cands: &[CardId], min: usize, max: usize, prompt: &str) -> R<Vec<CardId>> {
        self.choose_cards_with(p, cands, &[], min, max, prompt)
    }

    fn choose_cards_with(&mut self, p: PlayerId, cands: &[CardId], required: &[CardId], min: usize, max: usize, prompt: &str) -> R<Vec<CardId>> {
        let max = max.min(cands.len());
        let min = min.min(max);
        if max == 0 {
            return Ok(vec![]);
        }
        let choices = self.card_choices(p, cands);
        let req: Vec<String> = required
            .iter()
            .map(|r| choices[cands.iter().position(|c| c == r).expect("required card is a candidate")].key.clone())
            .collect();
        let mut q = Self::question(p, QuestionKind::Cards, prompt, choices);
        q.multi = true;
        q.min = min;
        q.max = max;
        q.required = req;
        let keys = self.ask(q)?;
        Ok(self.keys_to_cards(p, cands, &keys))
    }

    /// "the N highest (lowest) cards" of `cards`: forced unless there is a tie at the
    /// boundary; then the player chooses the whole set (spec rule 3).
    pub fn choose_extreme(&mut self, p: PlayerId, cards_in: &[CardId], n: usize, highest: bool, prompt: &str) -> R<Vec<CardId>> {
        let mut sorted = cards_in.to_vec();
        sorted.sort_by_key(|&c| cards::age(c));
        if highest {
            sorted.reverse();
        }
        if sorted.len() <= n {
            return Ok(sorted);
        }
        let boundary = cards::age(sorted[n - 1]);
        let required: Vec<CardId> = sorted.iter().copied().filter(|&c| if highest { cards::age(c) > boundary } else { cards::age(c) < boundary }).collect();
        let cands: Vec<CardId> = sorted.iter().copied().filter(|&c| cards::age(c) == boundary).collect();
        let mut all = required.clone();
        all.extend(cands);
        self.choose_cards_with(p, &all, &required, n, n, prompt)
    }

    pub fn choose_color(&mut self, p: PlayerId, colors: &[Color], optional: bool, prompt: &str) -> R<Option<Color>> {
        if colors.is_empty() {
            return Ok(None);
        }
        let choices = colors
            .iter()
            .map(|c| Choice { key: c.name().into(), label: c.name().into(), target: Target::Color { color: *c } })
            .collect();
        let q = Self::with_pass(Self::question(p, QuestionKind::Color, prompt, choices), optional);
        let keys = self.ask(q)?;
        Ok(keys.first().and_then(|k| Color::parse(k)))
    }

    pub fn choose_player(&mut self, p: PlayerId, players: &[PlayerId], optional: bool, prompt: &str) -> R<Option<PlayerId>> {
        if players.is_empty() {
            return Ok(None);
        }
        let choices = players
            .iter()
            .map(|&q| Choice { key: self.s.name(q).into(), label: self.s.name(q).into(), target: Target::Player { player: q } })
            .collect();
        let q = Self::with_pass(Self::question(p, QuestionKind::Player, prompt, choices), optional);
        let keys = self.ask(q)?;
        Ok(keys.first().and_then(|k| self.s.player_by_name(k)))
    }

    pub fn choose_value(&mut self, p: PlayerId, values: &[u8], prompt: &str) -> R<u8> {
        let choices = values
            .iter()
            .map(|v| Choice { key: v.to_string(), label: v.to_string(), target: Target::Value { value: *v } })
            .collect();
        let keys = self.ask(Self::question(p, QuestionKind::Value, prompt, choices))?;
        Ok(keys.first().and_then(|k| k.parse().ok()).unwrap_or(values[0]))
    }

    /// Choose between `min` and `max` colours among `colors`.
    pub fn choose_colors(&mut self, p: PlayerId, colors: &[Color], min: usize, max: usize, prompt: &str) -> R<Vec<Color>> {
        let max = max.min(colors.len());
        if max == 0 {
            return Ok(vec![]);
        }
        let choices = colors
            .iter()
            .map(|c| Choice { key: c.name().into(), label: c.name().into(), target: Target::Color { color: *c } })
            .collect();
        let mut q = Self::question(p, QuestionKind::Color, prompt, choices);
        q.multi = true;
        q.min = min.min(max);
        q.max = max;
        let keys = self.ask(q)?;
        Ok(keys.iter().filter_map(|k| Color::parse(k)).collect())
    }

    pub fn yes_no(&mut self, p: PlayerId, prompt: &str) -> R<bool> {
        let choices = vec![
            Choice { key: "yes".into(), label: "Yes".into(), target: Target::Yes },
            Choice { key: "no".into(), label: "No".into(), target: Target::No },
        ];
        let keys = self.ask(Self::question(p, QuestionKind::YesNo, prompt, choices))?;
        Ok(keys.first().map(|k| k == "yes").unwrap_or(false))
    }

    /// One of the printed alternatives ("option 1", "option 2", ...); returns its index.
    pub fn choose_option(&mut self, p: PlayerId, labels: &[&str], optional: bool, prompt: &str) -> R<Option<usize>> {
        let choices = labels
            .iter()
            .enumerate()
            .map(|(i, l)| Choice { key: format!("option {}", i + 1), label: l.to_string(), target: Target::Option { index: i } })
            .collect();
        let q = Self::with_pass(Self::question(p, QuestionKind::Option, prompt, choices), optional);
        let keys = self.ask(q)?;
        Ok(keys.first().and_then(|k| k.strip_prefix("option ")).and_then(|n| n.parse::<usize>().ok()).map(|n| n - 1))
    }

    /// An order of `cards` (top first).
    pub fn choose_order(&mut self, p: PlayerId, cards_in: &[CardId], prompt: &str) -> R<Vec<CardId>> {
        let mut q = Self::question(p, QuestionKind::Order, prompt, self.card_choices(p, cards_in));
        q.multi = true;
        q.min = cards_in.len();
        q.max = cards_in.len();
        let keys = self.ask(q)?;
        Ok(self.keys_to_cards(p, cards_in, &keys))
    }

    // ---------------------------------------------------------------- primitives

    /// After every change: special achievements are claimed at once (3rd-edition
    /// rules, "Special Achievements": "at any time, even in the middle of an effect").
    fn settle(&mut self) -> R {
        achievements::check_specials(self)
    }

    fn moved(&mut self, player: PlayerId, verb: Verb, card: CardId, from: Zone, to: Zone) -> R {
        self.event(Event::Move { player, verb, card, from, to });
        self.settle()
    }

    /// Draw a card of `age` (skipping empty ages upward). Trying to draw above 10
    /// ends the game at once.
    pub fn draw(&mut self, p: PlayerId, age: u8) -> R<CardId> {
        let Some(a) = self.s.draw_age(age) else {
            return Err(achievements::end_by_score(self));
        };
        let c = self.s.deck(a)[0];
        let from = self.s.move_card(c, Zone::Hand(p), false);
        self.moved(p, Verb::Draw, c, from, Zone::Hand(p))?;
        Ok(c)
    }

    pub fn draw_n(&mut self, p: PlayerId, age: u8, n: usize) -> R<Vec<CardId>> {
        (0..n).map(|_| self.draw(p, age)).collect()
    }

    pub fn reveal(&mut self, p: PlayerId, c: CardId) -> R {
        self.s.changes += 1;
        self.revealed.push(c);
        self.event(Event::Reveal { player: p, card: c });
        Ok(())
    }

    pub fn draw_and_reveal(&mut self, p: PlayerId, age: u8) -> R<CardId> {
        let c = self.draw(p, age)?;
        self.reveal(p, c)?;
        Ok(c)
    }

    pub fn draw_and_meld(&mut self, p: PlayerId, age: u8) -> R<CardId> {
        let c = self.draw(p, age)?;
        self.meld(p, c)?;
        Ok(c)
    }

    pub fn draw_and_score(&mut self, p: PlayerId, age: u8) -> R<CardId> {
        let c = self.draw(p, age)?;
        self.score(p, c)?;
        Ok(c)
    }

    pub fn draw_and_tuck(&mut self, p: PlayerId, age: u8) -> R<CardId> {
        let c = self.draw(p, age)?;
        self.tuck(p, c)?;
        Ok(c)
    }

    /// Meld: on top of the pile of its colour on `p`'s board (the splay continues).
    pub fn meld(&mut self, p: PlayerId, c: CardId) -> R {
        let to = Zone::Board(p, cards::color(c));
        let from = self.s.move_card(c, to, false);
        self.moved(p, Verb::Meld, c, from, to)
    }

    /// Tuck: at the bottom of the pile of its colour.
    pub fn tuck(&mut self, p: PlayerId, c: CardId) -> R {
        let to = Zone::Board(p, cards::color(c));
        let from = self.s.move_card(c, to, true);
        self.s.turn_tucked[p as usize] = self.s.turn_tucked[p as usize].saturating_add(1);
        self.moved(p, Verb::Tuck, c, from, to)
    }

    pub fn score(&mut self, p: PlayerId, c: CardId) -> R {
        let from = self.s.move_card(c, Zone::Score(p), false);
        self.s.turn_scored[p as usize] = self.s.turn_scored[p as usize].saturating_add(1);
        self.moved(p, Verb::Score, c, from, Zone::Score(p))
    }

    /// Return: to the bottom of its deck. `p` is who returns it (for the log).
    pub fn return_card(&mut self, p: PlayerId, c: CardId) -> R {
        let to = Zone::Deck(cards::facts(c).set, cards::age(c));
        let from = self.s.move_card(c, to, true);
        self.moved(p, Verb::Return, c, from, to)
    }

    /// Return several cards one at a time, in the given order (spec rule 7).
    pub fn return_all(&mut self, p: PlayerId, cs: &[CardId]) -> R {
        cs.iter().try_for_each(|&c| self.return_card(p, c))
    }

    /// Transfer: move without melding, scoring, etc. To a board it goes on top.
    pub fn transfer(&mut self, p: PlayerId, c: CardId, to: Zone) -> R {
        let from = self.s.move_card(c, to, false);
        self.moved(p, Verb::Transfer, c, from, to)
    }

    /// Transfer to the pile of the card's colour on `q`'s board.
    pub fn transfer_to_board(&mut self, p: PlayerId, c: CardId, q: PlayerId) -> R {
        self.transfer(p, c, Zone::Board(q, cards::color(c)))
    }

    pub fn remove(&mut self, p: PlayerId, c: CardId) -> R {
        let from = self.s.move_card(c, Zone::Removed, false);
        self.moved(p, Verb::Remove, c, from, Zone::Removed)
    }

    /// Splay a colour. Returns whether anything changed: a pile of 0-1 cards is never
    /// splayed, and splaying in the direction it already has changes nothing.
    pub fn splay(&mut self, p: PlayerId, color: Color, dir: Splay) -> R<bool> {
        let pile = &mut self.s.players[p as usize].board[color.index()];
        if pile.cards.len() < 2 || pile.splay == dir {
            return Ok(false);
        }
        pile.splay = dir;
        self.s.changes += 1;
        self.event(Event::Splay { player: p, color, splay: dir });
        self.settle()?;
        Ok(true)
    }

    /// Colours of `p` that could be splayed `dir` (2+ cards, not already so).
    pub fn splayable(&self, p: PlayerId, colors: &[Color], dir: Splay) -> Vec<Color> {
        colors
            .iter()
            .copied()
            .filter(|&c| {
                let pile = self.s.pile(p, c);
                pile.cards.len() >= 2 && pile.splay != dir
            })
            .collect()
    }

    /// "You may splay your X (or Y) cards DIR": one prompt over the colours that can
    /// be splayed, with `pass` (spec rule 1); nothing asked when none can.
    pub fn may_splay(&mut self, p: PlayerId, colors: &[Color], dir: Splay) -> R<Option<Color>> {
        let options = self.splayable(p, colors, dir);
        let names: Vec<&str> = colors.iter().map(|c| c.name()).collect();
        let prompt = format!("You may splay your {} cards {}", names.join(" or "), dir.name());
        match self.choose_color(p, &options, true, &prompt)? {
            Some(c) => {
                self.splay(p, c, dir)?;
                Ok(Some(c))
            }
            None => Ok(None),
        }
    }

    /// Put a pile in a new order (`order` top first, the same cards): "rearrange".
    pub fn rearrange(&mut self, p: PlayerId, color: Color, order: &[CardId]) -> R {
        let pile = &mut self.s.players[p as usize].board[color.index()];
        let mut bottom_first = order.to_vec();
        bottom_first.reverse();
        if bottom_first != pile.cards {
            pile.cards = bottom_first;
            self.s.changes += 1;
        }
        self.settle()
    }

    /// Claim an available standard achievement (action or effect).
    pub fn achieve(&mut self, p: PlayerId, c: CardId) -> R {
        let from = self.s.move_card(c, Zone::Achievements(p), false);
        self.event(Event::Move { player: p, verb: Verb::Achieve, card: c, from, to: Zone::Achievements(p) });
        achievements::check_win(self, p)?;
        self.settle()
    }

    /// "Claim the X achievement" (cards that award a special achievement): only if
    /// it is still available.
    pub fn claim_special(&mut self, p: PlayerId, sp: Special) -> R {
        achievements::claim_special(self, p, sp)
    }

    pub(crate) fn log_event(&mut self, e: Event) {
        self.event(e);
    }

    /// A player (and their team) wins by a card's effect: the game ends at once.
    pub fn win(&mut self, p: PlayerId, card: CardId) -> Interrupt {
        let winners = (0..self.s.num_players() as PlayerId).filter(|&q| self.s.teammates(p, q)).collect();
        achievements::end_game(self, Outcome { winners, reason: EndReason::Card(card) })
    }

    /// "The single player with the most X wins": only if nobody ties for most.
    pub fn single_most_wins(&mut self, values: &[i64], card: CardId) -> R {
        let best = *values.iter().max().expect("players");
        let at_best: Vec<usize> = (0..values.len()).filter(|&i| values[i] == best).collect();
        if at_best.len() == 1 {
            return Err(self.win(at_best[0] as PlayerId, card));
        }
        Ok(())
    }

    // ---------------------------------------------------------------- dogma memory

    pub fn memory(&mut self) -> &mut DogmaMemory {
        if self.memory.is_empty() {
            self.memory.push(DogmaMemory::default());
        }
        self.memory.last_mut().unwrap()
    }

    pub(crate) fn push_memory(&mut self) {
        let n = self.s.num_players();
        self.memory.push(DogmaMemory { demand_hit: false, per_player: vec![0; n], stop: false });
    }
    pub(crate) fn pop_memory(&mut self) {
        self.memory.pop();
    }

    /// "Execute each of its non-demand dogma effects. Do not share them." (used by
    /// Computers, Satellites, Self Service, Software, Robotics). Nesting is bounded.
    pub fn execute_non_demand_effects(&mut self, you: PlayerId, card: CardId) -> R {
        if self.depth >= MAX_EXECUTION_DEPTH {
            return Ok(());
        }
        self.event(Event::Execute { player: you, card });
        if cards::def(card).is_none() {
            self.event(Event::NotImplemented { card });
        }
        self.depth += 1;
        self.push_memory();
        let r = (|| {
            for e in cards::effects(card) {
                if e.kind == EffectKind::NonDemand {
                    (e.run)(self, Exec { you, leader: you, card })?;
                }
            }
            Ok(())
        })();
        self.pop_memory();
        self.depth -= 1;
        r
    }
}
