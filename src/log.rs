//! The structured game log, and its rendering for one viewer into lines made of
//! parts (text, players, cards): a UI shows the parts (a card part carries its id,
//! or only its age and set when the viewer may not see it); `Line::text` gives the
//! plain English of the command-line tool.
use crate::cards;
use crate::model::*;
use crate::rules::hooks::ActKind;
use crate::rules::specials::SpecialId;
use crate::sets::{self, Visibility};
use crate::state::{EndReason, Outcome, State, Zone};
use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Verb {
    Draw,
    Meld,
    Tuck,
    Score,
    Return,
    Transfer,
    Achieve,
    Remove,
    Junk,
    /// Into the player's forecast (Echoes).
    Foreshadow,
    /// Dug up and put on display (Artifacts).
    Dig,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Event {
    Turn { player: PlayerId, actions: u8 },
    InitialMeld { player: PlayerId, card: CardId },
    FirstPlayer { player: PlayerId },
    Move { player: PlayerId, verb: Verb, card: CardId, from: Zone, to: Zone },
    Reveal { player: PlayerId, card: CardId },
    /// `player` alone looks at `card`, which stays in `from` (Tuning Fork): the
    /// others see that a card was looked at, not which.
    Look { player: PlayerId, card: CardId, from: Zone },
    Splay { player: PlayerId, color: Color, splay: Splay },
    Dogma { player: PlayerId, card: CardId },
    /// Who a Dogma action involves, from the featured-icon counts taken at its start
    /// (`counts` per player): who shares its non-demand effects and whom its demands affect.
    /// `by_score`: the counts are scores, not icons (Alexander the Great's karma).
    Sharing {
        player: PlayerId,
        card: CardId,
        icon: Icon,
        counts: Vec<usize>,
        sharing: Vec<PlayerId>,
        demanded: Vec<PlayerId>,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        by_score: bool,
    },
    Execute { player: PlayerId, card: CardId },
    /// A figure fades (Figures): it is scored.
    Fade { player: PlayerId, card: CardId },
    /// An Inspire action on a colour (Figures).
    Inspire { player: PlayerId, color: Color },
    /// A Decree action (Figures).
    Decree { player: PlayerId, special: SpecialId },
    /// A decree taken back from a player's achievements (Figures).
    DecreeBack { player: PlayerId, special: SpecialId },
    /// A relic seized after a dig (Artifacts).
    Seize { player: PlayerId, card: CardId },
    /// The free Dogma action on the artifact on display (Artifacts).
    FreeArtifact { player: PlayerId, card: CardId },
    /// An Endorse action on `card` (Cities).
    Endorse { player: PlayerId, card: CardId },
    /// The echo effect of `card` is executed in `player`'s Dogma action (Echoes).
    Echo { player: PlayerId, card: CardId },
    FreeDraw { player: PlayerId },
    Special { player: PlayerId, special: SpecialId },
    JunkSpecial { player: PlayerId, special: SpecialId },
    UnjunkSpecial { player: PlayerId, special: SpecialId },
    /// A card's karma replaced an event (`replaced`) or added to it; `on`: the
    /// kind of event.
    Karma {
        player: PlayerId,
        card: CardId,
        replaced: bool,
        #[serde(default)]
        on: Option<ActKind>,
    },
    /// After a Meld action, a card of the forecast is promoted (melded: Echoes).
    Promote { player: PlayerId, card: CardId },
    /// The Chain rule (4th edition): a self-execution inside a self-execution.
    Chain { player: PlayerId },
    /// A player lost and is out of the game (4th edition).
    Eliminated { player: PlayerId },
    /// A player paid a card from hand to parley (4th edition, 4+ players).
    Parley { player: PlayerId, why: ParleyKind },
    /// Effects of a card that has no implementation yet were skipped.
    NotImplemented { card: CardId },
    GameEnd { outcome: Outcome },
}

/// The three occasions of Parley (4th-edition rulebook, "Parley Rules").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ParleyKind {
    /// To activate a top card of a distant player's board.
    Activate,
    /// To share a distant player's Dogma action.
    Share,
    /// To be immune to a distant player's demand.
    Immune,
}

/// Who is reading.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Viewer {
    Player(PlayerId),
    Spectator,
    /// Sees everything (tests, scenario output).
    All,
}

impl Viewer {
    /// May this viewer see the face of a card lying in `zone`?
    /// May this viewer see the face of `card` lying in `zone`? As `sees`, and a
    /// relic in an achievements pile lies face up (3rd-edition rules, "Relics").
    pub fn sees_card(self, zone: Zone, card: CardId) -> bool {
        self.sees(zone) || (matches!(zone, Zone::Achievements(_)) && crate::cards::facts(card).set == CardSet::Relics)
    }

    pub fn sees(self, zone: Zone) -> bool {
        match (self, zone) {
            (Viewer::All, _) => true,
            // Cards removed from the game lie face down, as they were (Exxon Valdez,
            // Fission, a decree: a hand removed stays unseen by the others).
            (_, Zone::Board(..)) => true,
            (Viewer::Player(v), Zone::Hand(p)) | (Viewer::Player(v), Zone::Score(p)) => v == p,
            (v, Zone::Set(k, owner)) => match sets::zone_def(k).map(|d| d.visibility) {
                Some(Visibility::Everyone) => true,
                Some(Visibility::Owner) => matches!((v, owner), (Viewer::Player(a), Some(b)) if a == b),
                _ => false,
            },
            _ => false,
        }
    }
}

/// One part of a log line.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Part {
    Text { text: String },
    Player { player: PlayerId },
    /// A card the viewer may see (the UI names it by the edition's title).
    Card { card: CardId },
    /// A card the viewer may not see: its age and set only.
    Hidden { age: u8, set: CardSet },
}

/// One line of the log for one viewer.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Line {
    pub parts: Vec<Part>,
    /// The player who acts, for a log filtered by player (`None`: the game's own lines).
    pub actor: Option<PlayerId>,
    /// On the line that opens a turn: the turn's number of actions (a UI groups
    /// the lines of each turn under it).
    pub turn: Option<u8>,
}

impl Line {
    /// The line in plain English.
    pub fn text(&self, s: &State) -> String {
        self.parts
            .iter()
            .map(|p| match p {
                Part::Text { text } => text.clone(),
                Part::Player { player } => s.name(*player).to_string(),
                Part::Card { card } => s.title(*card).to_string(),
                Part::Hidden { age, .. } => format!("a {age}"),
            })
            .collect()
    }
}

/// Builds a line: `line.t("text").p(player).c(card)`.
struct B(Vec<Part>);

impl B {
    fn t(mut self, text: impl Into<String>) -> B {
        let text = text.into();
        if let Some(Part::Text { text: last }) = self.0.last_mut() {
            last.push_str(&text);
        } else {
            self.0.push(Part::Text { text });
        }
        self
    }
    fn p(mut self, player: PlayerId) -> B {
        self.0.push(Part::Player { player });
        self
    }
    fn c(mut self, card: CardId) -> B {
        self.0.push(Part::Card { card });
        self
    }
    /// A card, face up or down for the viewer.
    fn card(mut self, card: CardId, visible: bool) -> B {
        if visible {
            self.0.push(Part::Card { card });
        } else {
            let f = cards::facts(card);
            self.0.push(Part::Hidden { age: f.age, set: f.set });
        }
        self
    }
    fn players(mut self, ps: &[PlayerId]) -> B {
        if ps.is_empty() {
            return self.t("nobody");
        }
        for (i, &q) in ps.iter().enumerate() {
            if i > 0 {
                self = self.t(", ");
            }
            self = self.p(q);
        }
        self
    }
    /// A zone, seen from `actor`: their own zones are "their hand" ("Bo transfers
    /// Oars from their hand to Ada's hand", not "from Bo's hand").
    fn zone(self, z: Zone, actor: PlayerId) -> B {
        let owner = |b: B, p: PlayerId| if p == actor { b.t("their") } else { b.p(p).t("'s") };
        match z {
            Zone::Deck(_, age) => self.t(format!("the {age} deck")),
            Zone::Hand(p) => owner(self, p).t(" hand"),
            Zone::Board(p, _) => owner(self, p).t(" board"),
            Zone::Score(p) => owner(self, p).t(" score pile"),
            Zone::Achievements(p) => owner(self, p).t(" achievements"),
            Zone::AvailableAchievements => self.t("the achievements"),
            Zone::Removed => self.t("the box"),
            Zone::Junk => self.t("the junk"),
            Zone::Set(k, Some(p)) => owner(self, p).t(format!(" {}", sets::zone_def(k).map(|d| d.name).unwrap_or("zone"))),
            Zone::Set(k, None) => self.t(format!("the {}", sets::zone_def(k).map(|d| d.name).unwrap_or("zone"))),
        }
    }
}

fn b() -> B {
    B(vec![])
}

/// An event a karma acts on, in a few words ("a meld", "the Dogma action").
fn act_words(k: ActKind) -> &'static str {
    match k {
        ActKind::Draw => "a draw",
        ActKind::Meld => "a meld",
        ActKind::Tuck => "a tuck",
        ActKind::Score => "a score",
        ActKind::Return => "a return",
        ActKind::Transfer => "a transfer",
        ActKind::Junk => "a junk",
        ActKind::Achieve => "an achieve",
        ActKind::Reveal => "a reveal",
        ActKind::Look => "a look",
        ActKind::Remove => "a removal",
        ActKind::Foreshadow => "a foreshadow",
        ActKind::Dig => "a dig",
        ActKind::Splay => "a splay",
        ActKind::Rearrange => "a rearrangement",
        ActKind::ClaimSpecial | ActKind::JunkSpecial | ActKind::UnjunkSpecial => "a special achievement",
        ActKind::Exchange => "an exchange",
        ActKind::Lose => "a loss",
        ActKind::SelfExecute => "an execution",
        ActKind::DogmaAction => "the Dogma action",
        ActKind::DrawAction => "the Draw action",
        ActKind::InspireAction => "the Inspire action",
        ActKind::Demand => "a demand",
        ActKind::ShareDraw => "the free draw for sharing",
        ActKind::NoShareDraw => "the end of the Dogma action",
        ActKind::Fade => "a fade",
        ActKind::Win => "a win",
    }
}

impl Event {
    /// One line for the viewer, or `None` for events the viewer cannot see at all.
    pub fn render(&self, s: &State, v: Viewer) -> Option<Line> {
        let l = match self {
            Event::Turn { player, actions } => b().t("— ").p(*player).t(format!("'s turn ({} action{}) —", actions, if *actions == 1 { "" } else { "s" })),
            Event::InitialMeld { player, card } => b().p(*player).t(" melds ").c(*card).t(" to start"),
            Event::FirstPlayer { player } => b().p(*player).t(" goes first"),
            Event::Move { player, verb, card, from, to } => {
                let vis = v.sees_card(*from, *card) || v.sees_card(*to, *card);
                let who = b().p(*player);
                match verb {
                    Verb::Draw => who.t(" draws ").card(*card, vis),
                    Verb::Meld => who.t(" melds ").card(*card, vis),
                    Verb::Tuck => who.t(" tucks ").card(*card, vis),
                    Verb::Score => who.t(" scores ").card(*card, vis),
                    Verb::Return => who.t(" returns ").card(*card, vis).t(" from ").zone(*from, *player),
                    Verb::Transfer => who.t(" transfers ").card(*card, vis).t(" from ").zone(*from, *player).t(" to ").zone(*to, *player),
                    Verb::Achieve => who.t(format!(" achieves the {} achievement", cards::age(*card))),
                    Verb::Remove => b().card(*card, vis).t(" is removed from the game"),
                    Verb::Junk => who.t(" junks ").card(*card, v.sees(*from)).t(" from ").zone(*from, *player),
                    Verb::Foreshadow => who.t(" foreshadows ").card(*card, vis),
                    Verb::Dig => who.t(" digs up ").card(*card, vis).t(" and puts it on display"),
                }
            }
            Event::Reveal { player, card } => b().p(*player).t(" reveals ").c(*card),
            Event::Look { player, card, from } => {
                let sees = v == Viewer::All || v == Viewer::Player(*player);
                let l = b().p(*player).t(" looks at ");
                let l = if sees { l.c(*card).t(", ") } else { l };
                let l = match from {
                    Zone::Deck(set, age) => l.t(format!("the top card of the {} {age} deck", set.name())),
                    z => l.t("a card in ").zone(*z, *player),
                };
                l
            }
            Event::Splay { player, color, splay } => match splay {
                Splay::None => b().p(*player).t(format!(" unsplays their {} cards", color.name())),
                d => b().p(*player).t(format!(" splays their {} cards {}", color.name(), d.name())),
            },
            Event::Dogma { player, card } => b().p(*player).t(" activates ").c(*card),
            Event::Sharing { player, card, icon, counts, sharing, demanded, by_score } => {
                // "Castles: Ada 3, Bo 1 — the demand affects Bo", in turn order from the activating player.
                let mut l = if *by_score { b().t("Scores: ") } else { b().t(format!("{}: ", icon.plural_title())) };
                for (i, q) in s.players_from(*player).into_iter().enumerate() {
                    if i > 0 {
                        l = l.t(", ");
                    }
                    l = l.p(q).t(format!(" {}", counts.get(q as usize).copied().unwrap_or(0)));
                }
                l = l.t(" — ");
                let kinds = cards::facts(*card).kinds[s.edition().index()];
                let mut any = false;
                // A card with no effect of its own may still run echo effects of its
                // pile (Figures, Ximen Bao): the sharing is said then too.
                let demands = kinds.contains('D') || kinds.contains('C');
                if kinds.contains('N') || kinds.contains('E') || !demands {
                    l = match sharing.len() {
                        0 => l.t("nobody shares"),
                        1 => l.players(sharing).t(" shares"),
                        _ => l.players(sharing).t(" share"),
                    };
                    any = true;
                }
                if demands {
                    if any {
                        l = l.t("; ");
                    }
                    l = l.t(if kinds.contains('D') { "the demand affects " } else { "the compel affects " }).players(demanded);
                }
                l
            }
            Event::Execute { player, card } => b().p(*player).t(" executes the effects of ").c(*card),
            Event::Echo { player, card } => b().t("Echo effect of ").c(*card).t(" (").p(*player).t("'s Dogma action)"),
            // Only the promoting player sees the card before it is melded: a karma may
            // act instead of the meld (Imhotep returns it to its deck).
            Event::Promote { player, card } => {
                let sees = v == Viewer::All || v == Viewer::Player(*player);
                b().p(*player).t(" promotes ").card(*card, sees).t(" from their forecast")
            }
            Event::Fade { player, card } => b().p(*player).t(" fades ").c(*card).t(" (more than one top figure): it is scored"),
            Event::Inspire { player, color } => b().p(*player).t(format!(" inspires with their {} cards", color.name())),
            Event::Decree { player, special } => b().p(*player).t(format!(" issues the {} decree, removing their hand from the game", special.name())),
            Event::DecreeBack { player, special } => b().t(format!("The {} decree is taken from ", special.name())).p(*player).t(" and made available"),
            Event::Seize { player, card } => b().p(*player).t(" seizes the relic ").c(*card),
            Event::FreeArtifact { player, card } => b().p(*player).t(" takes a free Dogma action on the artifact on display, ").c(*card),
            Event::Endorse { player, card } => b().p(*player).t(" endorses ").c(*card).t(" (a Dogma action, doubled)"),
            Event::FreeDraw { player } => b().p(*player).t(" takes a free draw for sharing"),
            Event::Special { player, special } => b().p(*player).t(format!(" claims {}", special.name())),
            Event::JunkSpecial { player, special } => b().p(*player).t(format!(" junks the special achievement {}", special.name())),
            Event::UnjunkSpecial { player, special } => b().p(*player).t(format!(" makes the special achievement {} available again", special.name())),
            Event::Karma { player, card, replaced, on } => {
                let l = b().t("Karma of ").c(*card).t(" (").p(*player).t(")");
                match (on.map(act_words), replaced) {
                    (Some(what), true) => l.t(format!(" replaces {what}")),
                    (Some(what), false) => l.t(format!(" acts on {what}")),
                    (None, true) => l.t(": it happens instead"),
                    (None, false) => l,
                }
            }
            Event::Chain { player } => b().p(*player).t(" self-executes while self-executing: a Chain achievement (draw and achieve an 11)"),
            Event::Eliminated { player } => b().p(*player).t(" loses and is out of the game with all their cards"),
            Event::Parley { player, why } => b().p(*player).t(match why {
                ParleyKind::Activate => " parleys (returns a card) to activate a distant player's card",
                ParleyKind::Share => " parleys (returns a card) to share",
                ParleyKind::Immune => " parleys (returns a card) to be immune to the demand",
            }),
            Event::NotImplemented { card } => b().t("(").c(*card).t(" has no implemented effects yet)"),
            Event::GameEnd { outcome } => {
                let why = match outcome.reason {
                    EndReason::Achievements => b().t("by achievements"),
                    EndReason::Score => b().t(format!("by score, after a draw above {}", s.rules().max_age())),
                    EndReason::Card(c) => b().t("by the effect of ").c(c),
                    EndReason::LastStanding => b().t("as the last one standing"),
                };
                let l = if outcome.winners.is_empty() {
                    b().t("The game ends in a draw (").0.into_iter().chain(why.0).chain([Part::Text { text: ")".into() }]).collect()
                } else {
                    let mut l = b();
                    for (i, &w) in outcome.winners.iter().enumerate() {
                        if i > 0 {
                            l = l.t(" and ");
                        }
                        l = l.p(w);
                    }
                    l = l.t(if outcome.winners.len() == 1 { " wins " } else { " win " });
                    l.0.into_iter().chain(why.0).collect::<Vec<_>>()
                };
                B(l)
            }
        };
        Some(Line { parts: l.0, actor: self.actor(), turn: if let Event::Turn { actions, .. } = self { Some(*actions) } else { None } })
    }

    /// The card this event names to the viewer by its face, as its rendered line
    /// does (`render`): a move the viewer sees at one end, a reveal, the viewer's
    /// own look. `None` when the line shows only an age, or names no card that moves.
    pub fn card_shown(&self, v: Viewer) -> Option<CardId> {
        match *self {
            Event::Move { verb: Verb::Junk, card, from, .. } => v.sees(from).then_some(card),
            Event::Move { card, from, to, .. } => (v.sees_card(from, card) || v.sees_card(to, card)).then_some(card),
            Event::Reveal { card, .. } => Some(card),
            Event::Look { player, card, .. } => (v == Viewer::All || v == Viewer::Player(player)).then_some(card),
            _ => None,
        }
    }

    /// The player who acts in the event, if any.
    pub fn actor(&self) -> Option<PlayerId> {
        match *self {
            Event::Turn { player, .. }
            | Event::InitialMeld { player, .. }
            | Event::FirstPlayer { player }
            | Event::Move { player, .. }
            | Event::Reveal { player, .. }
            | Event::Splay { player, .. }
            | Event::Dogma { player, .. }
            | Event::Sharing { player, .. }
            | Event::Execute { player, .. }
            | Event::FreeDraw { player }
            | Event::Special { player, .. }
            | Event::JunkSpecial { player, .. }
            | Event::UnjunkSpecial { player, .. }
            | Event::Karma { player, .. }
            | Event::Promote { player, .. }
            | Event::Chain { player }
            | Event::Eliminated { player }
            | Event::Parley { player, .. }
            | Event::Look { player, .. }
            | Event::Echo { player, .. }
            | Event::Endorse { player, .. }
            | Event::Seize { player, .. }
            | Event::FreeArtifact { player, .. }
            | Event::Fade { player, .. }
            | Event::Inspire { player, .. }
            | Event::Decree { player, .. }
            | Event::DecreeBack { player, .. } => Some(player),
            Event::NotImplemented { .. } | Event::GameEnd { .. } => None,
        }
    }
}
