//! What one player (or a spectator) may see. Everything hidden is stripped here,
//! so the objects a UI receives never hold another player's hand or score cards,
//! deck order or achievement identities.
use crate::cards;
use crate::game::Game;
use crate::log::Viewer;
use crate::model::*;
use crate::question::{Question, QuestionKind};
use crate::state::*;
use serde::Serialize;

#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum CardView {
    Known { id: CardId, name: String, age: u8, color: Color },
    Hidden { age: u8, set: CardSet },
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PileView {
    pub color: Color,
    pub splay: Splay,
    /// Top first.
    pub cards: Vec<CardView>,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum AchievementView {
    Standard { age: u8 },
    Special { name: String },
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PlayerView {
    pub name: String,
    pub team: u8,
    pub board: Vec<PileView>,
    pub hand: Vec<CardView>,
    pub score: Vec<CardView>,
    pub score_total: u32,
    pub achievements: Vec<AchievementView>,
    /// Visible icon counts: crown, leaf, lightbulb, castle, factory, clock.
    pub icons: Vec<(Icon, usize)>,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct DeckView {
    pub set: CardSet,
    pub age: u8,
    pub count: usize,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct TurnView {
    pub player: PlayerId,
    pub actions_left: u8,
}

/// The pending question as a viewer may see it: whole for the player who answers,
/// only who and what kind for everyone else.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct QuestionView {
    pub player: PlayerId,
    pub kind: QuestionKind,
    pub prompt: Option<String>,
    pub question: Option<Question>,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct View {
    pub viewer: Option<PlayerId>,
    pub players: Vec<PlayerView>,
    pub decks: Vec<DeckView>,
    /// Ages of the available standard achievements.
    pub achievements: Vec<u8>,
    pub special_achievements: Vec<String>,
    pub achievements_to_win: usize,
    pub turn: Option<TurnView>,
    pub setup: bool,
    pub outcome: Option<Outcome>,
    pub question: Option<QuestionView>,
    pub log: Vec<String>,
}

fn card_view(c: CardId, visible: bool) -> CardView {
    let f = cards::facts(c);
    if visible {
        CardView::Known { id: c, name: f.name.to_string(), age: f.age, color: f.color }
    } else {
        CardView::Hidden { age: f.age, set: f.set }
    }
}

/// Hands and score piles are shown by age, then title (spec rule 7's order).
fn sorted(cs: &[CardId]) -> Vec<CardId> {
    let mut v = cs.to_vec();
    v.sort_by_key(|&c| (cards::age(c), cards::name(c)));
    v
}

/// What `viewer` may see, with the whole log rendered for them.
pub fn view(game: &Game, viewer: Viewer) -> View {
    let mut v = view_without_log(game, viewer);
    v.log = game.log_lines(viewer);
    v
}

/// The same without the log (`log` empty): its cost does not grow with the game,
/// for a UI that reads the log incrementally.
pub fn view_without_log(game: &Game, viewer: Viewer) -> View {
    let s = game.state();
    let players = (0..s.num_players() as PlayerId)
        .map(|p| {
            let ps = &s.players[p as usize];
            let counts = s.icon_counts(p);
            PlayerView {
                name: ps.name.clone(),
                team: s.team_of(p),
                board: Color::ALL
                    .iter()
                    .map(|&c| {
                        let pile = s.pile(p, c);
                        PileView { color: c, splay: pile.splay, cards: pile.cards.iter().rev().map(|&x| card_view(x, true)).collect() }
                    })
                    .collect(),
                hand: sorted(&ps.hand).into_iter().map(|c| card_view(c, viewer.sees(Zone::Hand(p)))).collect(),
                score: sorted(&ps.score).into_iter().map(|c| card_view(c, viewer.sees(Zone::Score(p)))).collect(),
                score_total: s.score(p),
                achievements: ps
                    .achievements
                    .iter()
                    .map(|a| match a {
                        Achievement::Card(c) => AchievementView::Standard { age: cards::age(*c) },
                        Achievement::Special(sp) => AchievementView::Special { name: sp.name().into() },
                    })
                    .collect(),
                icons: Icon::BASE.iter().map(|&i| (i, counts[i.index()])).collect(),
            }
        })
        .collect();
    let mut achievements: Vec<u8> = s.available.iter().map(|&c| cards::age(c)).collect();
    achievements.sort();
    let question = game.question().map(|q| {
        let mine = viewer == Viewer::Player(q.player) || viewer == Viewer::All;
        QuestionView {
            player: q.player,
            kind: q.kind,
            prompt: if mine { Some(q.prompt.clone()) } else { None },
            question: if mine { Some(q.clone()) } else { None },
        }
    });
    View {
        viewer: match viewer {
            Viewer::Player(p) => Some(p),
            _ => None,
        },
        players,
        decks: (1..=10u8).map(|age| DeckView { set: CardSet::Base, age, count: s.deck(age).len() }).collect(),
        achievements,
        special_achievements: s.specials.iter().map(|sp| sp.name().to_string()).collect(),
        achievements_to_win: s.config.achievements_to_win,
        turn: match s.phase {
            Phase::Turn { player, actions_left, .. } => Some(TurnView { player, actions_left }),
            _ => None,
        },
        setup: s.phase == Phase::Setup,
        outcome: game.outcome().cloned(),
        question,
        log: vec![],
    }
}
