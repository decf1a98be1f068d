//! What one player (or a spectator) may see. Everything hidden is stripped here,
//! so the objects a UI receives never hold another player's hand or score cards,
//! deck order, the junk or achievement identities. The view also carries what the
//! rules decide for the UI (ages, icons in play, the slots each splay shows), so
//! that the UI decides nothing.
use crate::cards;
use crate::game::Game;
use crate::log::{Line, Viewer};
use crate::model::*;
use crate::preview::{self, DogmaPreview};
use crate::question::{Context, HiddenZone, Intent, Question, QuestionKind, Step, Target};
use crate::rules::query;
use crate::sets;
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
    /// For each card (top first), the icon slots that show: all six for the top
    /// card, those the splay reveals for the others.
    pub visible: Vec<Vec<u8>>,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum AchievementView {
    /// Face down: its age and set.
    Standard { age: u8, set: CardSet },
    /// A card achieved face up (a relic).
    Card { card: CardView },
    Special { name: String },
}

/// A zone a set adds (forecast, display, museum), as the viewer may see it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ZoneView {
    pub name: String,
    pub cards: Vec<CardView>,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PlayerView {
    pub name: String,
    pub team: u8,
    pub board: Vec<PileView>,
    pub hand: Vec<CardView>,
    pub score: Vec<CardView>,
    pub score_total: u32,
    /// What the score is made of: the score pile's cards, the visible bonuses
    /// (Echoes, Figures) and what karma adds; they sum to `score_total`.
    pub score_cards: u32,
    pub score_bonuses: u32,
    pub score_karma: i64,
    pub achievements: Vec<AchievementView>,
    /// Achievements counted for winning (the whole team's).
    pub achievement_total: usize,
    /// Where they come from: claimed, visible flags and fountains (Cities), karma.
    pub achievement_parts: query::AchievementCount,
    /// Visible icon counts, for the icons in play.
    pub icons: Vec<(Icon, usize)>,
    /// Lost and out of the game (4th edition).
    pub eliminated: bool,
    /// Cards tucked and scored this turn (public: Monument).
    pub tucked: u8,
    pub scored: u8,
    /// Zones of the sets in play.
    pub zones: Vec<ZoneView>,
    /// This player's hidden cards that the viewer knows (saw go there; `known.rs`), by card.
    pub known: Vec<KnownView>,
}

/// A hidden card the viewer knows, and the zone where it lies.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct KnownView {
    pub card: CardView,
    pub zone: HiddenZone,
    /// For a set's zone (`HiddenZone::Set`): its name (the forecast).
    pub set_zone: Option<String>,
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
    /// The sets' actions already taken this turn (bit i: the i-th of every set's
    /// actions; each is taken once per turn).
    pub set_actions: u8,
    /// The turn's start-of-turn steps (the free artifact action) are still to come.
    pub starting: bool,
    /// Still the first round (its later players may get one action).
    pub first_round: bool,
}

/// The rules of the game, as far as a UI draws them.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct RulesView {
    pub edition: u8,
    pub expansions: Vec<CardSet>,
    /// The highest age (10, or 11 in the 4th edition).
    pub max_age: u8,
    /// The icons in play (the avatar in the 4th edition).
    pub icons: Vec<Icon>,
    /// The game has a junk pile (4th edition).
    pub junk: bool,
}

/// The pending question as a viewer may see it: whole for the player who answers;
/// for everyone else who answers, what kind of choice and where it comes from (as
/// public as a card read aloud), but not the choices.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct QuestionView {
    pub player: PlayerId,
    pub kind: QuestionKind,
    pub intent: Intent,
    pub context: Option<Context>,
    /// The step of the turn that asks, when no effect does (public: the artifact
    /// on display, the card melded, the relic, the action).
    pub step: Option<Step>,
    pub prompt: Option<String>,
    pub question: Option<Question>,
    /// For the player choosing an action: what each Dogma they may take would do.
    pub dogma: Vec<DogmaPreview>,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct View {
    pub viewer: Option<PlayerId>,
    pub rules: RulesView,
    pub players: Vec<PlayerView>,
    pub decks: Vec<DeckView>,
    /// The junk, face down (4th edition).
    pub junk: Vec<CardView>,
    /// The available standard achievements, face down (age and set).
    pub achievements: Vec<CardView>,
    pub special_achievements: Vec<String>,
    /// Special achievements in the junk (4th edition; face up).
    pub junk_specials: Vec<String>,
    /// The zones on the table that the sets in play bring (the relics).
    pub zones: Vec<ZoneView>,
    pub achievements_to_win: usize,
    pub turn: Option<TurnView>,
    /// Who took the first turn.
    pub first_player: PlayerId,
    pub setup: bool,
    pub outcome: Option<Outcome>,
    pub question: Option<QuestionView>,
    pub log: Vec<Line>,
}

fn card_view(s: &State, c: CardId, visible: bool) -> CardView {
    let f = cards::facts(c);
    if visible {
        CardView::Known { id: c, name: s.title(c).to_string(), age: f.age, color: f.color }
    } else {
        CardView::Hidden { age: f.age, set: f.set }
    }
}

/// Hands and score piles are shown by age, then title (spec rule 7's order).
fn sorted(cs: &[CardId]) -> Vec<CardId> {
    cards::by_age_title(cs)
}

/// What `viewer` may see, with the whole log rendered for them.
pub fn view(game: &Game, viewer: Viewer) -> View {
    let mut v = view_without_log(game, viewer);
    let s = game.state();
    v.log = game.events().filter_map(|e| e.render(s, viewer)).collect();
    v
}

/// The same without the log (`log` empty): its cost does not grow with the game,
/// for a UI that reads the log incrementally.
pub fn view_without_log(game: &Game, viewer: Viewer) -> View {
    let s = game.state();
    let rules = s.rules();
    // At the end of the game every hand and score pile may be shown.
    let over = game.outcome().is_some();
    let sees = |z: Zone| over || viewer.sees(z);
    let known: Vec<(CardId, Zone)> = match viewer {
        Viewer::Player(v) if !over => game.known_cards(v),
        _ => vec![],
    };
    let players = (0..s.num_players() as PlayerId)
        .map(|p| {
            let ps = &s.players[p as usize];
            let counts = query::icon_counts(s, p);
            let score_total = query::score(s, p);
            let score_cards = s.score(p);
            let score_bonuses = query::bonus_points(s, p);
            let parts = query::achievement_count(s, p);
            PlayerView {
                name: ps.name.clone(),
                team: s.team_of(p),
                board: Color::ALL
                    .iter()
                    .map(|&c| {
                        let pile = s.pile(p, c);
                        let n = pile.cards.len();
                        PileView {
                            color: c,
                            splay: pile.splay,
                            cards: pile.cards.iter().rev().map(|&x| card_view(s, x, true)).collect(),
                            visible: (0..n).rev().map(|i| s.visible_slots(pile, i).iter().map(|&k| k as u8).collect()).collect(),
                        }
                    })
                    .collect(),
                hand: sorted(&ps.hand).into_iter().map(|c| card_view(s, c, sees(Zone::Hand(p)))).collect(),
                score: sorted(&ps.score).into_iter().map(|c| card_view(s, c, sees(Zone::Score(p)))).collect(),
                score_total,
                score_cards,
                score_bonuses,
                score_karma: score_total as i64 - score_cards as i64 - score_bonuses as i64,
                achievements: ps
                    .achievements
                    .iter()
                    .map(|a| match a {
                        // Relics lie face up (3rd-edition rules, "Relics").
                        Achievement::Card(c) if cards::facts(*c).set == CardSet::Relics => AchievementView::Card { card: card_view(s, *c, true) },
                        Achievement::Card(c) => AchievementView::Standard { age: cards::age(*c), set: cards::facts(*c).set },
                        Achievement::Special(sp) => AchievementView::Special { name: sp.name().into() },
                    })
                    .collect(),
                achievement_total: parts.total(),
                achievement_parts: parts,
                icons: rules.icons().iter().map(|&i| (i, counts[i.index()])).collect(),
                eliminated: ps.eliminated,
                tucked: s.turn_tucked[p as usize],
                scored: s.turn_scored[p as usize],
                zones: sets::zones()
                    .iter()
                    .enumerate()
                    .filter(|(_, d)| d.per_player && d.in_play(rules))
                    .map(|(k, d)| {
                        let zone = Zone::Set(ZoneKind(k as u8), Some(p));
                        ZoneView { name: d.name.into(), cards: s.zone_cards(zone).iter().map(|&c| card_view(s, c, sees(zone))).collect() }
                    })
                    .collect(),
                known: known
                    .iter()
                    .filter_map(|&(c, z)| {
                        let (zone, set_zone) = match z {
                            Zone::Hand(q) if q == p => (HiddenZone::Hand, None),
                            Zone::Score(q) if q == p => (HiddenZone::Score, None),
                            Zone::Set(k, Some(q)) if q == p => (HiddenZone::Set, sets::zone_def(k).map(|d| d.name.to_string())),
                            _ => return None,
                        };
                        Some(KnownView { card: card_view(s, c, true), zone, set_zone })
                    })
                    .collect(),
            }
        })
        .collect();
    let mut achievements: Vec<CardView> = s.available.iter().map(|&c| card_view(s, c, false)).collect();
    achievements.sort_by_key(|c| match c {
        CardView::Known { age, .. } | CardView::Hidden { age, .. } => *age,
    });
    let question = game.question().map(|q| {
        let mine = viewer == Viewer::Player(q.player) || viewer == Viewer::All;
        let dogma = if mine && q.kind == QuestionKind::Action {
            q.choices.iter().filter_map(|c| if let Target::Dogma { card } = c.target { preview::dogma(s, q.player, card) } else { None }).collect()
        } else {
            vec![]
        };
        QuestionView {
            player: q.player,
            kind: q.kind,
            intent: q.intent,
            context: q.context,
            step: q.step.clone(),
            prompt: if mine { Some(q.prompt.clone()) } else { None },
            question: if mine { Some(q.clone()) } else { None },
            dogma,
        }
    });
    let mut junk: Vec<CardView> = s.junk.iter().map(|&c| card_view(s, c, viewer.sees(Zone::Junk))).collect();
    junk.sort_by_key(|c| match c {
        CardView::Known { age, .. } | CardView::Hidden { age, .. } => *age,
    });
    View {
        viewer: match viewer {
            Viewer::Player(p) => Some(p),
            _ => None,
        },
        rules: RulesView { edition: rules.edition.number(), expansions: rules.expansions(), max_age: rules.max_age(), icons: rules.icons().to_vec(), junk: rules.has_junk() },
        players,
        // The decks of each set in play that has decks (not the relics), in the order of the sets.
        decks: sets::in_play(rules).filter(|d| d.home.is_none()).flat_map(|d| (1..=rules.max_age()).map(move |age| (d.set, age))).map(|(set, age)| DeckView { set, age, count: s.deck(set, age).len() }).collect(),
        junk,
        achievements,
        special_achievements: s.specials.iter().map(|sp| sp.name().to_string()).collect(),
        junk_specials: s.junk_specials.iter().map(|sp| sp.name().to_string()).collect(),
        zones: sets::zones()
            .iter()
            .enumerate()
            .filter(|(_, d)| !d.per_player && d.in_play(rules))
            .map(|(k, d)| {
                let zone = Zone::Set(ZoneKind(k as u8), None);
                ZoneView { name: d.name.into(), cards: s.zone_cards(zone).iter().map(|&c| card_view(s, c, viewer.sees(zone))).collect() }
            })
            .collect(),
        achievements_to_win: s.config.achievements_to_win,
        turn: match s.phase {
            Phase::Turn { player, actions_left, first_round } => Some(TurnView { player, actions_left, first_round, set_actions: s.turn_actions, starting: s.turn_start }),
            _ => None,
        },
        first_player: s.first_player,
        setup: s.phase == Phase::Setup,
        outcome: game.outcome().cloned(),
        question,
        log: vec![],
    }
}
