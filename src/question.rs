//! The one pending question of a game and the rules for answering it.
//! Keys follow `spec/scenario-format.md` ("Answers inside an action").
use crate::model::*;
use crate::rules::specials::SpecialId;
use serde::{Deserialize, Serialize};
use std::borrow::Cow;
use std::fmt;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum QuestionKind {
    /// Setup: choose the first card to meld.
    InitialMeld,
    /// Choose one of the turn's actions.
    Action,
    Card,
    Cards,
    Color,
    Player,
    Value,
    Icon,
    YesNo,
    /// One of the printed alternatives of an "either ... or ..." effect.
    Option,
    /// An order of cards, top first.
    Order,
    /// A special achievement (by name).
    Special,
    /// A type of card, i.e. a set (`base`, `echoes`...): which deck.
    Set,
}

/// What happens to the item a player chooses: the machine-readable meaning of a
/// question (the computer players read it; the prompt is English for people).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "verb", rename_all = "snake_case")]
pub enum Intent {
    /// The turn's action.
    Action,
    /// The first card to meld at the start of the game.
    InitialMeld,
    Meld,
    Tuck,
    Score,
    /// To the bottom of its deck.
    Return,
    Junk,
    Achieve,
    Reveal,
    /// To another player (their hand, score pile or board): `to`, when already known.
    Give { to: Option<PlayerId> },
    /// From another player (or their board) to the chooser.
    Take,
    /// Moved without melding, scoring etc., where none of the above says more.
    Transfer,
    Exchange,
    Splay { direction: Splay },
    Unsplay,
    /// A card whose effects are executed.
    Execute,
    /// Kept where it is (the others go).
    Keep,
    /// Which one decides what the effect does next (a colour, a value, a player, an
    /// option, yes or no).
    Decide,
    /// A karma or rule to apply first, among several.
    Apply,
}

/// Where a question comes from: the card whose effect is running, and whose
/// Dogma or demand it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Context {
    pub card: CardId,
    /// The player whose Dogma action (or demand) it is.
    pub leader: PlayerId,
    /// A demand or a compel (Artifacts) is running: `leader` demands of the player asked.
    pub demand: bool,
    /// The effect is a compel ("I compel"), not a demand: the UI names it so.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub compel: bool,
}

/// What a legal answer corresponds to, so that a UI can make the right thing clickable.
/// Hidden cards carry no identity.
#[derive(Clone, Debug, PartialEq, Hash, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Target {
    /// The turn's draw action, from the deck of `age` (`None`: the draw ends the game).
    Draw { age: Option<u8> },
    Meld { card: CardId },
    Dogma { card: CardId },
    Achieve { age: u8 },
    /// A set's turn actions: Endorse a top card (Cities), Inspire a colour and issue
    /// a Decree (Figures).
    Endorse { card: CardId },
    Inspire { color: Color },
    Decree { special: SpecialId },
    /// Return this card (the artifact on display, at the start of a turn).
    Return { card: CardId },
    Card { card: CardId },
    HiddenCard { owner: Option<PlayerId>, zone: HiddenZone, age: u8, set: CardSet },
    Color { color: Color },
    /// A colour on some player's board (key `<player> <color>`).
    Pile { player: PlayerId, color: Color },
    /// A set, i.e. a type of card (key: the set's name).
    Set { set: CardSet },
    Player { player: PlayerId },
    Value { value: u8 },
    Icon { icon: Icon },
    Special { special: SpecialId },
    Option { index: usize },
    /// A splay direction (Sunglasses: "in the direction one of your other cards is splayed").
    Direction { direction: Splay },
    Yes,
    No,
    Pass,
}

impl Target {
    /// The value of the card a choice names (0 for anything but a card).
    pub fn age(&self) -> u8 {
        match *self {
            Target::Meld { card } | Target::Dogma { card } | Target::Endorse { card } | Target::Return { card } | Target::Card { card } => crate::cards::age(card),
            Target::HiddenCard { age, .. } => age,
            _ => 0,
        }
    }

    /// The colour of the card a choice names (a visible card), or the colour chosen.
    pub fn color(&self) -> Option<Color> {
        match *self {
            Target::Meld { card } | Target::Dogma { card } | Target::Card { card } => Some(crate::cards::color(card)),
            Target::Color { color } | Target::Pile { color, .. } => Some(color),
            _ => None,
        }
    }
}

/// Where a question comes from when no card's effect asks it: a step of the turn
/// that a set's rules add (the free artifact action, promotion, a relic to seize,
/// the end of an action, a set's action) or a karma, so that a UI can say so.
#[derive(Clone, Debug, PartialEq, Hash, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Step {
    /// The start of the turn, with this artifact on display (Artifacts); `dogma`:
    /// its free Dogma action may be taken (not on a card without a featured icon).
    FreeArtifact { card: CardId, dogma: bool },
    /// After a Meld action of `card`: promoting a card of the forecast (Echoes).
    Promote { card: CardId },
    /// After a dig: the relic that may be seized (Relics); `to_hand`: into the hand
    /// too (its set is in the game), not only into the achievements.
    Seize { card: CardId, to_hand: bool },
    /// The end of an action (fading: Figures).
    EndOfAction,
    /// A set's action being taken (Endorse, Inspire, Decree): the action chosen.
    Action { target: Target },
    /// A karma of `card`, on `owner`'s board, acting (Figures).
    Karma { card: CardId, owner: PlayerId },
    /// Parley (4th edition) in `leader`'s Dogma action on `card`: a card returned
    /// from hand to activate that card, to share the action or to be immune to its
    /// demands.
    Parley { card: CardId, leader: PlayerId, why: crate::log::ParleyKind },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum HiddenZone {
    Hand,
    Score,
    Achievement,
    Deck,
    Junk,
    /// A hidden zone a set brings (the Echoes forecast).
    Set,
}

/// A choice's key or label: most are fixed words or made once per card
/// (`cards::action_words`), so building a question allocates no text for them.
pub type Text = Cow<'static, str>;

#[derive(Clone, Debug, PartialEq, Hash, Serialize, Deserialize)]
pub struct Choice {
    pub key: Text,
    pub label: Text,
    pub target: Target,
}

#[derive(Clone, Debug, PartialEq, Hash, Serialize, Deserialize)]
pub struct Question {
    pub player: PlayerId,
    pub kind: QuestionKind,
    /// What happens to the chosen item.
    pub intent: Intent,
    /// The effect being executed, if the question comes from one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub context: Option<Context>,
    /// The step of the turn that asks, when no effect does.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub step: Option<Step>,
    /// For a yes/no question: the asker's own cards that "yes" acts on (all of
    /// them, moved as the intent says: "score all cards in your hand"; both sides
    /// of an exchange), so that a computer player can weigh it without reading
    /// the prompt. Empty when "yes" acts on cards nobody sees yet (draws).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub acts_on: Vec<CardId>,
    /// Plain words: "Choose a card to return, or pass".
    pub prompt: String,
    /// Every legal item. For a single answer `pass` is among them when legal.
    pub choices: Vec<Choice>,
    /// The answer is a JSON array of keys (a multi-item or an order prompt).
    pub multi: bool,
    pub min: usize,
    pub max: usize,
    pub can_pass: bool,
    /// Keys that every multi-item answer must contain (the cards above a tie,
    /// for "the N highest" with a tie at the boundary).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub required: Vec<String>,
    /// A multi-item answer's cards must all have the same value ("two top cards
    /// of the same value": Hypersonics).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub same_value: bool,
    /// A multi-item answer's cards must all have the same colour ("up to three
    /// cards of the same colour": Globe).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub same_color: bool,
    /// A multi-item answer's cards must all have different values ("two cards of
    /// different value": Loom).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub different_values: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum AnswerError {
    /// The game is over: nothing can be answered.
    NoQuestion,
    Malformed(String),
    NotLegal(String),
}

impl fmt::Display for AnswerError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            AnswerError::NoQuestion => write!(f, "the game is over: there is no question to answer"),
            AnswerError::Malformed(s) => write!(f, "malformed answer: {s}"),
            AnswerError::NotLegal(s) => write!(f, "illegal answer: {s}"),
        }
    }
}
impl std::error::Error for AnswerError {}

/// An answer as given: one key, or several (a JSON array).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Answer {
    One(String),
    Many(Vec<String>),
}

impl Answer {
    /// `Tools` is one key; `["Tools", "Archery"]` (JSON) is several.
    pub fn parse(s: &str) -> Result<Answer, AnswerError> {
        let t = s.trim();
        if t.starts_with('[') {
            serde_json::from_str::<Vec<String>>(t)
                .map(Answer::Many)
                .map_err(|e| AnswerError::Malformed(format!("{t}: not a JSON array of keys ({e})")))
        } else {
            Ok(Answer::One(t.to_string()))
        }
    }
    pub fn from_json(v: &serde_json::Value) -> Result<Answer, AnswerError> {
        match v {
            serde_json::Value::String(s) => Ok(Answer::One(s.clone())),
            serde_json::Value::Array(a) => a
                .iter()
                .map(|x| x.as_str().map(str::to_string).ok_or_else(|| AnswerError::Malformed(format!("{v}: array items must be strings"))))
                .collect::<Result<Vec<_>, _>>()
                .map(Answer::Many),
            _ => Err(AnswerError::Malformed(format!("{v}: an answer is a string or an array of strings"))),
        }
    }
    pub fn to_json(&self) -> serde_json::Value {
        match self {
            Answer::One(s) => serde_json::Value::String(s.clone()),
            Answer::Many(v) => serde_json::Value::Array(v.iter().cloned().map(serde_json::Value::String).collect()),
        }
    }
}

impl fmt::Display for Answer {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            Answer::One(s) => write!(f, "{s}"),
            Answer::Many(v) => write!(f, "{}", serde_json::to_string(v).unwrap_or_default()),
        }
    }
}

/// Alternatives in a prompt: "5", "5 or 6", "5, 6 or 7".
pub fn or_list<S: AsRef<str>>(items: &[S]) -> String {
    match items {
        [] => String::new(),
        [one] => one.as_ref().to_string(),
        [rest @ .., last] => [rest.iter().map(AsRef::as_ref).collect::<Vec<_>>().join(", ").as_str(), " or ", last.as_ref()].concat(),
    }
}

impl Question {
    /// A question for one item.
    pub fn one(player: PlayerId, kind: QuestionKind, intent: Intent, prompt: &str, choices: Vec<Choice>) -> Question {
        Question { player, kind, intent, context: None, step: None, acts_on: vec![], prompt: prompt.to_string(), choices, multi: false, min: 1, max: 1, can_pass: false, required: vec![], same_value: false, same_color: false, different_values: false }
    }

    /// A question for between `min` and `max` items, one answer (spec rules 2 and 3).
    pub fn several(player: PlayerId, kind: QuestionKind, intent: Intent, prompt: &str, choices: Vec<Choice>, min: usize, max: usize) -> Question {
        Question { multi: true, min, max, ..Question::one(player, kind, intent, prompt, choices) }
    }

    pub fn keys(&self) -> Vec<String> {
        self.distinct_keys().into_iter().map(str::to_string).collect()
    }

    /// The keys of the choices, each once, in the order of the choices.
    pub fn distinct_keys(&self) -> Vec<&str> {
        let mut out: Vec<&str> = Vec::with_capacity(self.choices.len());
        for c in &self.choices {
            if !out.contains(&&*c.key) {
                out.push(&c.key);
            }
        }
        out
    }

    fn count(&self, key: &str) -> usize {
        self.choices.iter().filter(|c| c.key == key).count()
    }

    /// Check an answer; on success return the keys it picks.
    pub fn check(&self, answer: &Answer) -> Result<Vec<String>, AnswerError> {
        if !self.multi {
            let key = match answer {
                Answer::One(k) => k,
                Answer::Many(v) if v.len() == 1 => &v[0],
                Answer::Many(_) => return Err(AnswerError::Malformed(format!("{answer}: this question takes one key"))),
            };
            if self.count(key) == 0 {
                return Err(AnswerError::NotLegal(format!("{key:?} is not one of {}", self.keys().join(", "))));
            }
            return Ok(vec![key.clone()]);
        }
        let keys = match answer {
            Answer::Many(v) => v.clone(),
            Answer::One(k) if self.max == 1 && self.min <= 1 => vec![k.clone()],
            Answer::One(_) => return Err(AnswerError::Malformed(format!("{answer}: this question takes a JSON array of keys"))),
        };
        if keys.len() < self.min || keys.len() > self.max {
            let n = if self.min == self.max { format!("exactly {}", self.min) } else { format!("{} to {}", self.min, self.max) };
            return Err(AnswerError::NotLegal(format!("{answer}: choose {n} items")));
        }
        for k in &keys {
            let have = self.count(k);
            if have == 0 {
                return Err(AnswerError::NotLegal(format!("{k:?} is not one of {}", self.keys().join(", "))));
            }
            if keys.iter().filter(|x| *x == k).count() > have {
                return Err(AnswerError::NotLegal(format!("{k:?} is chosen more often than there are such items")));
            }
        }
        for r in &self.required {
            if keys.iter().filter(|x| *x == r).count() < self.required.iter().filter(|x| *x == r).count() {
                return Err(AnswerError::NotLegal(format!("{answer}: the choice must include {r:?}")));
            }
        }
        if self.same_value {
            let mut ages = keys.iter().filter_map(|k| self.choices.iter().find(|c| &c.key == k)).map(|c| c.target.age());
            if let Some(first) = ages.next() {
                if ages.any(|a| a != first) {
                    return Err(AnswerError::NotLegal(format!("{answer}: the cards chosen must all have the same value")));
                }
            }
        }
        if self.same_color || self.different_values {
            let picked: Vec<&Choice> = {
                let mut used = vec![false; self.choices.len()];
                keys.iter()
                    .filter_map(|k| {
                        let i = (0..self.choices.len()).find(|&i| !used[i] && &self.choices[i].key == k)?;
                        used[i] = true;
                        Some(&self.choices[i])
                    })
                    .collect()
            };
            if self.same_color {
                let colors: Vec<Option<Color>> = picked.iter().map(|c| c.target.color()).collect();
                if colors.windows(2).any(|w| w[0] != w[1]) {
                    return Err(AnswerError::NotLegal(format!("{answer}: the cards chosen must all have the same colour")));
                }
            }
            if self.different_values {
                let mut ages: Vec<u8> = picked.iter().map(|c| c.target.age()).collect();
                crate::sort::sort(&mut ages);
                if ages.windows(2).any(|w| w[0] == w[1]) {
                    return Err(AnswerError::NotLegal(format!("{answer}: the cards chosen must all have different values")));
                }
            }
        }
        Ok(keys)
    }

    /// The answer when the question allows only one (then it is not asked).
    pub fn forced(&self) -> Option<Vec<String>> {
        if !self.multi {
            // One distinct key (asked for every question: no list of keys is built).
            let first = self.choices.first()?;
            return if !self.can_pass && self.choices.iter().all(|c| c.key == first.key) { Some(vec![first.key.to_string()]) } else { None };
        }
        if self.kind == QuestionKind::Order {
            return if self.keys().len() <= 1 { Some(self.choices.iter().map(|c| c.key.to_string()).collect()) } else { None };
        }
        if self.min != self.max {
            return None;
        }
        let mut optional: Vec<&str> = self.choices.iter().map(|c| &*c.key).collect();
        for r in &self.required {
            if let Some(i) = optional.iter().position(|k| k == r) {
                optional.remove(i);
            }
        }
        let need = self.min - self.required.len().min(self.min);
        let mut distinct = optional.clone();
        distinct.dedup();
        let all_same = optional.windows(2).all(|w| w[0] == w[1]);
        if need == 0 || need == optional.len() || all_same {
            let mut out = self.required.clone();
            out.extend(optional.iter().take(need).map(|k| k.to_string()));
            Some(out)
        } else {
            None
        }
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn alternatives_are_listed_with_commas_then_or() {
        assert_eq!(super::or_list::<&str>(&[]), "");
        assert_eq!(super::or_list(&["5"]), "5");
        assert_eq!(super::or_list(&["5", "6"]), "5 or 6");
        assert_eq!(super::or_list(&["red", "yellow", "green", "blue", "purple"]), "red, yellow, green, blue or purple");
    }
}
