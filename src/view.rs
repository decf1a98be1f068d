//! What one player (or a spectator) may see. Everything hidden is stripped here,
//! so the objects a UI receives never hold another player's hand or score cards,
//! deck order, the junk or achievement identities. The view also carries what the
//! rules decide for the UI (ages, icons in play, the slots each splay shows), so
//! that the UI decides nothing.
use crate::cards;
use crate::game::Game;
use crate::log::{Event, Line, Viewer};
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

/// What a player knows of the unit of play under way (the turn action, or the
/// setup melds) when every answer given in it so far is their own: the position
/// when it began as they saw it then, their answers, and the cards they have seen
/// since leave a deck or another player's hidden zone. A computer replays the unit
/// from a determinization of that position (`bots::search::replay_unit`). Kept out
/// of `View`: the UI never receives it.
#[derive(Clone, Debug, PartialEq)]
pub struct UnitView {
    /// The unit's start as the viewer saw it (no question, no log).
    pub start: View,
    /// The answers given in the unit so far, all by the viewer, in order.
    pub answers: Vec<Vec<String>>,
    /// Per deck (set, age): the cards that left it during the unit, in order, so
    /// from its top at the start; `Some` when the viewer saw which card it was (its
    /// log names it, a reveal of the card just drawn, the viewer's own look).
    pub drawn: Vec<(CardSet, u8, Vec<Option<CardId>>)>,
    /// Cards the viewer saw leave another player's hidden zone (hand, score pile,
    /// forecast), or revealed from their hand, without seeing them arrive there
    /// during the unit: most likely there at its start (a guess from what the
    /// viewer saw, which a replay confirms or refutes). With their owner.
    pub held: Vec<(PlayerId, KnownView)>,
}

/// A hidden card where it lies, for the view of its owner's zones.
fn known_view(s: &State, c: CardId, z: Zone) -> Option<(PlayerId, KnownView)> {
    let (owner, zone, set_zone) = match z {
        Zone::Hand(q) => (q, HiddenZone::Hand, None),
        Zone::Score(q) => (q, HiddenZone::Score, None),
        Zone::Set(k, Some(q)) => (q, HiddenZone::Set, sets::zone_def(k).map(|d| d.name.to_string())),
        _ => return None,
    };
    Some((owner, KnownView { card: card_view(s, c, true), zone, set_zone }))
}

/// The unit of play under way as `viewer` may replay it, when the pending question
/// is theirs and every answer given in the unit so far is theirs too (another
/// player's answer may name their hidden cards: then `None`).
pub fn unit_view(game: &Game, viewer: Viewer) -> Option<UnitView> {
    let Viewer::Player(p) = viewer else { return None };
    if game.question()?.player != p {
        return None;
    }
    let answers = game.unit_answers();
    if answers.iter().any(|(by, _)| *by != p) {
        return None;
    }
    let start = game.unit_start();
    let start = &*start;
    let mut t = Trace { viewer, now: game.state(), decks: vec![], held: vec![], placed: vec![], unseen: vec![] };
    // The viewer's looks at the top of a deck: (deck, position, card).
    let mut looks: Vec<(usize, usize, CardId)> = vec![];
    for e in game.unit_events() {
        let shown = e.card_shown(viewer);
        match *e {
            Event::Move { card, from: Zone::Deck(set, age), to, .. } => {
                let d = t.deck(start, set, age);
                let run = &mut t.decks[d];
                if run.left.len() < run.size {
                    let pos = run.left.len();
                    run.left.push(shown);
                    match shown {
                        Some(_) => t.placed.push(card),
                        None => t.unseen.push((d, pos, to)),
                    }
                } else if let (Some(from), Some(c)) = (run.under.pop_front(), shown) {
                    // A card put under the deck during the unit, and drawn again.
                    t.came_from(c, from);
                }
            }
            Event::Move { from, to: Zone::Deck(set, age), .. } => {
                let d = t.deck(start, set, age);
                t.decks[d].under.push_back(from);
                if let Some(c) = shown {
                    t.came_from(c, from);
                }
            }
            Event::Look { card, from: Zone::Deck(set, age), .. } if shown.is_some() => {
                let d = t.deck(start, set, age);
                let run = &t.decks[d];
                if run.left.len() < run.size {
                    looks.push((d, run.left.len(), card));
                    t.placed.push(card);
                } else if let Some(&from) = run.under.front() {
                    t.came_from(card, from);
                }
            }
            _ => {
                let Some(card) = shown else { continue };
                let from = match *e {
                    Event::Move { from, .. } | Event::Look { from, .. } => from,
                    Event::Reveal { player, .. } => Zone::Hand(player),
                    _ => continue,
                };
                t.came_from(card, from);
            }
        }
    }
    // A card looked at lay where the deck's next card was then.
    for (d, pos, card) in looks {
        let left = &mut t.decks[d].left;
        if pos < left.len() {
            if left[pos].is_none() {
                left[pos] = Some(card);
            }
        } else {
            left.resize(pos, None);
            left.push(Some(card));
        }
    }
    let drawn = t.decks.into_iter().filter(|d| d.left.iter().any(Option::is_some)).map(|d| (d.set, d.age, d.left)).collect();
    let known = game.known_at_unit_start(p);
    Some(UnitView { start: view_of_state(start, None, &known, None, viewer), answers: answers.into_iter().map(|(_, a)| a).collect(), drawn, held: t.held })
}

/// What `unit_view` reads from the unit's events, as the viewer saw them.
struct Trace<'a> {
    viewer: Viewer,
    now: &'a State,
    /// Each deck the unit touched.
    decks: Vec<DeckTrace>,
    held: Vec<(PlayerId, KnownView)>,
    /// Cards already accounted for by an earlier event of the unit.
    placed: Vec<CardId>,
    /// Draws from the decks' starting cards that the viewer did not see: (deck,
    /// position, where the card went).
    unseen: Vec<(usize, usize, Zone)>,
}

struct DeckTrace {
    set: CardSet,
    age: u8,
    /// Its size when the unit began.
    size: usize,
    /// Its starting cards that left it, from the top (`Some`: seen which).
    left: Vec<Option<CardId>>,
    /// The zones of the cards put under it during the unit, from the top.
    under: std::collections::VecDeque<Zone>,
}

impl Trace<'_> {
    fn deck(&mut self, start: &State, set: CardSet, age: u8) -> usize {
        self.decks.iter().position(|d| d.set == set && d.age == age).unwrap_or_else(|| {
            self.decks.push(DeckTrace { set, age, size: start.deck(set, age).len(), left: vec![], under: Default::default() });
            self.decks.len() - 1
        })
    }

    /// The viewer saw `card` come out of `from` (for the first time in the unit):
    /// if that is another player's hidden zone, the card of an unseen draw into it,
    /// the latest of its set and age ("draw and reveal"), or else there since the
    /// unit's start.
    fn came_from(&mut self, card: CardId, from: Zone) {
        if self.placed.contains(&card) {
            return;
        }
        self.placed.push(card);
        if self.viewer.sees_card(from, card) || !matches!(from, Zone::Hand(_) | Zone::Score(_) | Zone::Set(_, Some(_))) {
            return;
        }
        let (age, set) = (cards::age(card), cards::facts(card).set);
        let decks = &self.decks;
        match self.unseen.iter().rposition(|&(d, _, to)| to == from && decks[d].set == set && decks[d].age == age) {
            Some(k) => {
                let (d, pos, _) = self.unseen.remove(k);
                self.decks[d].left[pos] = Some(card);
            }
            None => self.held.extend(known_view(self.now, card, from)),
        }
    }
}

fn card_view(s: &State, c: CardId, visible: bool) -> CardView {
    let f = cards::facts(c);
    if visible {
        CardView::Known { id: c, name: s.title(c).to_string(), age: f.age, color: f.color }
    } else {
        CardView::Hidden { age: f.age, set: f.set }
    }
}

/// Hands and score piles are shown by age, then title (spec rule 7's order, the
/// state's); one the viewer cannot see by age, then set: cards of one age and set
/// are the same back, so their order (by title) shows nothing.
fn sorted(cs: &[CardId], visible: bool) -> Vec<CardId> {
    let mut v = cs.to_vec();
    if !visible {
        crate::sort::sort_by_key(&mut v, |&c| (cards::age(c), cards::facts(c).set));
    }
    v
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
    let known: Vec<(CardId, Zone)> = match viewer {
        Viewer::Player(v) if game.outcome().is_none() => game.known_cards(v),
        _ => vec![],
    };
    view_of_state(game.state(), game.outcome(), &known, game.question(), viewer)
}

/// The view of a state: `known`, the hidden cards the viewer knows there;
/// `outcome`, the game's if it is over (every hand is shown then).
fn view_of_state(s: &State, outcome: Option<&Outcome>, known: &[(CardId, Zone)], question: Option<&Question>, viewer: Viewer) -> View {
    let rules = s.rules();
    // At the end of the game every hand and score pile may be shown.
    let over = outcome.is_some();
    let sees = |z: Zone| over || viewer.sees(z);
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
                        let n = pile.cards().len();
                        PileView {
                            color: c,
                            splay: pile.splay(),
                            cards: pile.cards().iter().rev().map(|&x| card_view(s, x, true)).collect(),
                            visible: (0..n).rev().map(|i| s.visible_slots(pile, i).iter().map(|&k| k as u8).collect()).collect(),
                        }
                    })
                    .collect(),
                hand: sorted(&ps.hand, sees(Zone::Hand(p))).into_iter().map(|c| card_view(s, c, sees(Zone::Hand(p)))).collect(),
                score: sorted(&ps.score, sees(Zone::Score(p))).into_iter().map(|c| card_view(s, c, sees(Zone::Score(p)))).collect(),
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
    // By age (a view's age is the card's), the ids sorted before they become views:
    // `crate::sort` swaps, and the junk grows with the game.
    let achievements: Vec<CardView> = cards::by_age(&s.available).into_iter().map(|c| card_view(s, c, false)).collect();
    let question = question.map(|q| {
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
    let junk: Vec<CardView> = cards::by_age(&s.junk).into_iter().map(|c| card_view(s, c, viewer.sees(Zone::Junk))).collect();
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
        outcome: outcome.cloned(),
        question,
        log: vec![],
    }
}
