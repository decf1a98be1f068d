//! The structured game log, and its rendering to lines for one viewer
//! (cards a viewer may not see are shown only by age).
use crate::cards;
use crate::model::*;
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
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    Turn { player: PlayerId, actions: u8 },
    InitialMeld { player: PlayerId, card: CardId },
    FirstPlayer { player: PlayerId },
    Move { player: PlayerId, verb: Verb, card: CardId, from: Zone, to: Zone },
    Reveal { player: PlayerId, card: CardId },
    Splay { player: PlayerId, color: Color, splay: Splay },
    Dogma { player: PlayerId, card: CardId },
    /// Who a Dogma action involves, from the featured-icon counts taken at its start
    /// (`counts` per player): who shares its non-demand effects and whom its demands affect.
    Sharing { player: PlayerId, card: CardId, icon: Icon, counts: Vec<usize>, sharing: Vec<PlayerId>, demanded: Vec<PlayerId> },
    Execute { player: PlayerId, card: CardId },
    FreeDraw { player: PlayerId },
    Special { player: PlayerId, special: Special },
    /// Effects of a card that has no implementation yet were skipped.
    NotImplemented { card: CardId },
    GameEnd { outcome: Outcome },
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
    pub fn sees(self, zone: Zone) -> bool {
        match (self, zone) {
            (Viewer::All, _) => true,
            (_, Zone::Board(..)) | (_, Zone::Removed) => true,
            (Viewer::Player(v), Zone::Hand(p)) | (Viewer::Player(v), Zone::Score(p)) => v == p,
            _ => false,
        }
    }
}

fn zone_words(s: &State, z: Zone) -> String {
    match z {
        Zone::Deck(_, age) => format!("the {age} deck"),
        Zone::Hand(p) => format!("{}'s hand", s.name(p)),
        Zone::Board(p, _) => format!("{}'s board", s.name(p)),
        Zone::Score(p) => format!("{}'s score pile", s.name(p)),
        Zone::Achievements(p) => format!("{}'s achievements", s.name(p)),
        Zone::AvailableAchievements => "the achievements".into(),
        Zone::Removed => "the box".into(),
    }
}

pub fn card_words(c: CardId, visible: bool) -> String {
    if visible {
        cards::name(c).to_string()
    } else {
        format!("a {}", cards::age(c))
    }
}

impl Event {
    /// One readable line, or `None` for events the viewer cannot see at all.
    pub fn render(&self, s: &State, v: Viewer) -> Option<String> {
        let n = |p: PlayerId| s.name(p).to_string();
        Some(match self {
            Event::Turn { player, actions } => {
                format!("— {}'s turn ({} action{}) —", n(*player), actions, if *actions == 1 { "" } else { "s" })
            }
            Event::InitialMeld { player, card } => format!("{} melds {} to start", n(*player), cards::name(*card)),
            Event::FirstPlayer { player } => format!("{} goes first", n(*player)),
            Event::Move { player, verb, card, from, to } => {
                let vis = v.sees(*from) || v.sees(*to);
                let c = card_words(*card, vis);
                let who = n(*player);
                match verb {
                    Verb::Draw => format!("{who} draws {c}"),
                    Verb::Meld => format!("{who} melds {c}"),
                    Verb::Tuck => format!("{who} tucks {c}"),
                    Verb::Score => format!("{who} scores {c}"),
                    Verb::Return => format!("{who} returns {c} from {}", zone_words(s, *from)),
                    Verb::Transfer => format!("{who} transfers {c} from {} to {}", zone_words(s, *from), zone_words(s, *to)),
                    Verb::Achieve => format!("{who} achieves the {} achievement", cards::age(*card)),
                    Verb::Remove => format!("{c} is removed from the game"),
                }
            }
            Event::Reveal { player, card } => format!("{} reveals {}", n(*player), cards::name(*card)),
            Event::Splay { player, color, splay } => match splay {
                Splay::None => format!("{} unsplays their {} cards", n(*player), color.name()),
                d => format!("{} splays their {} cards {}", n(*player), color.name(), d.name()),
            },
            Event::Dogma { player, card } => format!("{} activates {}", n(*player), cards::name(*card)),
            Event::Sharing { player, card, icon, counts, sharing, demanded } => {
                // "Castles: Ada 3, Bo 1 — the demand affects Bo", in turn order from the activating player.
                let tally: Vec<String> = s.players_from(*player).into_iter().map(|q| format!("{} {}", n(q), counts.get(q as usize).copied().unwrap_or(0))).collect();
                let names = |ps: &[PlayerId]| if ps.is_empty() { "nobody".to_string() } else { ps.iter().map(|&q| n(q)).collect::<Vec<_>>().join(", ") };
                let mut parts = vec![];
                let kinds = cards::facts(*card).effect_kinds_3e;
                if kinds.contains('N') {
                    parts.push(match sharing.len() {
                        0 => "nobody shares".to_string(),
                        1 => format!("{} shares", names(sharing)),
                        _ => format!("{} share", names(sharing)),
                    });
                }
                if kinds.contains('D') {
                    parts.push(format!("the demand affects {}", names(demanded)));
                }
                format!("{}: {} — {}", icon.plural_title(), tally.join(", "), parts.join("; "))
            }
            Event::Execute { player, card } => format!("{} executes the effects of {}", n(*player), cards::name(*card)),
            Event::FreeDraw { player } => format!("{} takes a free draw for sharing", n(*player)),
            Event::Special { player, special } => format!("{} claims {}", n(*player), special.name()),
            Event::NotImplemented { card } => format!("({} has no implemented effects yet)", cards::name(*card)),
            Event::GameEnd { outcome } => {
                let why = match outcome.reason {
                    EndReason::Achievements => "by achievements".to_string(),
                    EndReason::Score => "by score, after a draw above 10".to_string(),
                    EndReason::Card(c) => format!("by the effect of {}", cards::name(c)),
                };
                if outcome.winners.is_empty() {
                    format!("The game ends in a draw ({why})")
                } else {
                    let names: Vec<String> = outcome.winners.iter().map(|&p| n(p)).collect();
                    format!("{} win{} {why}", names.join(" and "), if names.len() == 1 { "s" } else { "" })
                }
            }
        })
    }
}
