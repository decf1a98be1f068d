//! The whole game state: plain data, `Clone` and serde-serialisable.
//! Rules live in `engine`, `dogma`, `achievements` and `turn`; this module only holds
//! zones and keeps the card-location index consistent with them.
use crate::cards::{self, Mark};
use crate::model::*;
use crate::rules::ruleset::Ruleset;
use crate::rules::specials::SpecialId;
use serde::{Deserialize, Serialize};
use std::cell::RefCell;

/// `Clone` field by field, with a `clone_from` that reuses the target's
/// allocations: the game copies the state at the start of an action into the
/// same live state for every answer (`Game::run`), and with the derived
/// `clone_from` each copy allocated every pile, hand and deck anew. A field
/// missing from the list is a compile error in `clone`.
macro_rules! clone_by_fields {
    ($t:ident { $($f:ident),* $(,)? }) => {
        impl Clone for $t {
            fn clone(&self) -> Self {
                $t { $($f: self.$f.clone()),* }
            }
            fn clone_from(&mut self, o: &Self) {
                $(self.$f.clone_from(&o.$f);)*
            }
        }
    };
}

/// A cache kept with the state: comparisons of states ignore it (always equal)
/// and `Debug` shows only its name.
macro_rules! not_compared {
    ($t:ident) => {
        impl PartialEq for $t {
            fn eq(&self, _: &Self) -> bool {
                true
            }
        }
        impl std::fmt::Debug for $t {
            fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str(stringify!($t))
            }
        }
    };
}

/// Seeded generator (SplitMix64): all randomness of a game comes from here.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
pub struct Rng(pub u64);

impl Rng {
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }
    pub fn shuffle<T>(&mut self, v: &mut [T]) {
        for i in (1..v.len()).rev() {
            let j = self.below(i + 1);
            v.swap(i, j);
        }
    }
}

/// Where a card lies.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Zone {
    Deck(CardSet, u8),
    Hand(PlayerId),
    Board(PlayerId, Color),
    Score(PlayerId),
    /// A claimed standard achievement.
    Achievements(PlayerId),
    /// An available standard achievement.
    AvailableAchievements,
    /// Removed from the game (3rd-edition "Remove").
    Removed,
    /// The junk (4th edition): face down, out of play.
    Junk,
    /// A zone a set brings (forecast, display, museum, relics): its kind
    /// (`sets::zone_kind`), and its owner when each player has one.
    Set(ZoneKind, Option<PlayerId>),
}

/// A kind of zone a set brings, as the index of its `ZoneDef` in `sets::ZONES`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct ZoneKind(pub u8);

/// How many decks each set has room for: ages 0 to 11.
pub const DECK_SLOTS: usize = 12;

/// Where a card starts, and goes back when returned: its deck, or its set's home
/// zone if the set has no decks (the relics).
pub fn home_zone(c: CardId) -> Zone {
    let f = cards::facts(c);
    match crate::sets::set_def(f.set).and_then(|d| d.home).and_then(crate::sets::zone_kind) {
        Some(k) => Zone::Set(k, None),
        None => Zone::Deck(f.set, f.age),
    }
}

/// The index of a deck in `State::decks`.
pub fn deck_slot(set: CardSet, age: u8) -> usize {
    set.index() * DECK_SLOTS + age as usize
}

/// A pile of a player's board. Its fields change only through `cards_mut` and
/// `set_splay`, which forget the sums kept of it (`Seen`).
#[derive(Debug, Default, Serialize, Deserialize, PartialEq)]
pub struct Pile {
    /// Bottom first: the top card is the last.
    cards: Vec<CardId>,
    splay: Splay,
    #[serde(skip)]
    seen: Seen,
}

clone_by_fields!(Pile { cards, splay, seen });

impl Pile {
    pub fn new(cards: Vec<CardId>, splay: Splay) -> Pile {
        Pile { cards, splay, seen: Seen::default() }
    }
    /// Bottom first: the top card is the last.
    pub fn cards(&self) -> &[CardId] {
        &self.cards
    }
    pub fn splay(&self) -> Splay {
        self.splay
    }
    pub fn cards_mut(&mut self) -> &mut Vec<CardId> {
        self.seen.forget();
        &mut self.cards
    }
    pub fn set_splay(&mut self, splay: Splay) {
        self.seen.forget();
        self.splay = splay;
    }
    /// The sums kept of what its visible cards show, if kept (`invariants` checks them).
    pub fn kept_sums(&self) -> Option<(u128, u64)> {
        self.seen.get()
    }
    pub fn top(&self) -> Option<CardId> {
        self.cards.last().copied()
    }
    pub fn bottom(&self) -> Option<CardId> {
        self.cards.first().copied()
    }
}

/// What a pile's visible cards show, summed (`cards::Visible::icons` and
/// `marks`): the special achievements and the Cities' achievements read every
/// pile after every act, and an act changes one or two. Kept until the pile
/// changes (a pile stays in one game, so in one edition's printing); saves skip
/// it and comparisons ignore it. (`[icons low, icons high,
/// marks | KEPT]`: 24 bytes, where an `Option<(u128, u64)>` would take 48.)
#[derive(Clone, Default)]
struct Seen(std::cell::Cell<[u64; 3]>);

/// The bit of `Seen`'s marks that says it is kept (marks use sixty bits).
const KEPT: u64 = 1 << 63;

impl Seen {
    fn forget(&self) {
        self.0.set([0; 3]);
    }
    fn get(&self) -> Option<(u128, u64)> {
        let [lo, hi, marks] = self.0.get();
        (marks & KEPT != 0).then_some((lo as u128 | (hi as u128) << 64, marks & !KEPT))
    }
    fn keep(&self, icons: u128, marks: u64) {
        debug_assert!(marks & KEPT == 0);
        self.0.set([icons as u64, (icons >> 64) as u64, marks | KEPT]);
    }
}

not_compared!(Seen);

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Achievement {
    Card(CardId),
    Special(SpecialId),
}

#[derive(Debug, Default, Serialize, Deserialize, PartialEq)]
pub struct PlayerState {
    pub name: String,
    pub hand: Vec<CardId>,
    pub score: Vec<CardId>,
    pub achievements: Vec<Achievement>,
    /// Indexed by `Color::index()`.
    pub board: [Pile; 5],
    /// The player's zones of the sets in play (forecast, display, museum), by zone kind.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub zones: Vec<Vec<CardId>>,
    /// Lost the game (4th edition): out of turn order and adjacency, owns nothing.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub eliminated: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum EndReason {
    Achievements,
    /// Someone tried to draw above the highest age: highest score wins.
    Score,
    /// A card's effect decided it.
    Card(CardId),
    /// Every other player (or team) lost (4th edition).
    LastStanding,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Outcome {
    /// Empty: a draw.
    pub winners: Vec<PlayerId>,
    pub reason: EndReason,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Phase {
    /// Every player still has to choose their first meld.
    Setup,
    Turn {
        player: PlayerId,
        actions_left: u8,
        /// Still the first round: later players in it get the first-turn number of actions.
        first_round: bool,
    },
    Over(Outcome),
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Config {
    pub rules: Ruleset,
    pub teams: Option<Vec<u8>>,
    pub achievements_to_win: usize,
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
pub struct State {
    pub config: Config,
    pub players: Vec<PlayerState>,
    /// Every deck, at `deck_slot(set, age)`, top first.
    pub decks: Vec<Vec<CardId>>,
    pub available: Vec<CardId>,
    pub specials: Vec<SpecialId>,
    pub removed: Vec<CardId>,
    #[serde(default)]
    pub junk: Vec<CardId>,
    /// Special achievements junked (4th edition, Feudalism): face up, out of play.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub junk_specials: Vec<SpecialId>,
    /// The zones of the sets in play that belong to nobody (relics), by zone kind.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub zones: Vec<Vec<CardId>>,
    /// Location of each card of the game, indexed by `CardId` (up to the last id in
    /// play); `None` = not in this game. Read it with `State::loc`.
    pub loc: Vec<Option<Zone>>,
    pub phase: Phase,
    /// Who took the first turn (the first round gives fewer actions).
    pub first_player: PlayerId,
    pub rng: Rng,
    /// Cards tucked / scored by each player this turn (Monument).
    pub turn_tucked: Vec<u8>,
    pub turn_scored: Vec<u8>,
    /// The colours each player tucked this turn, a bit per `Color::index()`
    /// (Figures, Pelé: "after tucking a green card in the same turn").
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub turn_tucked_colors: Vec<u8>,
    /// Bumped by every change of the game state (cards moving, reveals, splays):
    /// how the free draw for sharing is detected.
    pub changes: u64,
    /// The sets' actions taken this turn (bit `i`: `sets::actions()[i]`): each
    /// once per turn.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub turn_actions: u8,
    /// The turn has not begun yet: its start-of-turn steps (the free artifact
    /// action) come before its first action.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub turn_start: bool,
    /// What the rules keep reading of the top cards (`rules::hooks::KarmaTops`).
    #[serde(skip)]
    pub(crate) karma: TopsCache,
}

/// A cache of what the top cards are read for, not part of the game: saves skip
/// it and comparisons of states ignore it; it is read again when a top card changed.
#[derive(Default)]
pub struct TopsCache(pub(crate) RefCell<Option<Box<crate::rules::hooks::KarmaTops>>>);

/// A copy starts without it (it is read again at the first change anyway), and a
/// state of a game without karma never holds one: a determinized state stays small.
impl Clone for TopsCache {
    fn clone(&self) -> Self {
        TopsCache::default()
    }
}

impl TopsCache {
    /// Forget what was kept (a state built or changed outside the primitives, which
    /// then sets `changes` anew).
    pub fn clear(&self) {
        *self.0.borrow_mut() = None;
    }
}

not_compared!(TopsCache);

clone_by_fields!(PlayerState { name, hand, score, achievements, board, zones, eliminated });
clone_by_fields!(State {
    config, players, decks, available, specials, removed, junk, junk_specials, zones, loc, phase, first_player, rng,
    turn_tucked, turn_scored, turn_tucked_colors, changes, turn_actions, turn_start, karma,
});

fn is_zero(x: &u8) -> bool {
    *x == 0
}

impl State {
    pub fn num_players(&self) -> usize {
        self.players.len()
    }
    pub fn rules(&self) -> Ruleset {
        self.config.rules
    }
    pub fn edition(&self) -> Edition {
        self.config.rules.edition
    }
    /// The title of a card in this game's edition.
    pub fn title(&self, c: CardId) -> &'static str {
        cards::facts(c).title(self.edition())
    }
    /// The icon slots of a card as printed in this game's edition.
    pub fn slots(&self, c: CardId) -> &'static [Slot; 6] {
        cards::facts(c).slots(self.edition())
    }
    pub fn featured(&self, c: CardId) -> Option<Icon> {
        cards::facts(c).featured[self.edition().printing()]
    }
    pub fn has_icon(&self, c: CardId, icon: Icon) -> bool {
        cards::facts(c).has_icon(self.edition(), icon)
    }
    pub fn card_icon_count(&self, c: CardId, icon: Icon) -> usize {
        cards::facts(c).icon_count(self.edition(), icon)
    }
    /// Where a card lies (`None`: not in this game).
    pub fn loc(&self, c: CardId) -> Option<Zone> {
        self.loc.get(c as usize).copied().flatten()
    }

    /// Whether the card lies in the player's hand (not a card karma only counts there).
    pub fn in_hand(&self, p: PlayerId, c: CardId) -> bool {
        self.loc(c) == Some(Zone::Hand(p))
    }

    /// A card of this game's edition by its title.
    pub fn card(&self, title: &str) -> Option<CardId> {
        cards::by_name(title, self.edition())
    }
    pub fn is_eliminated(&self, p: PlayerId) -> bool {
        self.players[p as usize].eliminated
    }
    pub fn pile(&self, p: PlayerId, c: Color) -> &Pile {
        &self.players[p as usize].board[c.index()]
    }
    pub fn top(&self, p: PlayerId, c: Color) -> Option<CardId> {
        self.pile(p, c).top()
    }
    /// The value of `p`'s top card of colour `c` where it lies (`value`).
    pub fn top_value(&self, p: PlayerId, c: Color) -> Option<u8> {
        self.top(p, c).map(|t| self.value(t))
    }
    pub fn top_cards(&self, p: PlayerId) -> Vec<CardId> {
        self.tops(p).collect()
    }
    /// The same without collecting them (for the checks run after every act).
    pub fn tops(&self, p: PlayerId) -> impl Iterator<Item = CardId> + '_ {
        Color::ALL.iter().filter_map(move |&c| self.top(p, c))
    }
    /// A player's hand, by age then title (see `place`).
    pub fn hand(&self, p: PlayerId) -> &[CardId] {
        &self.players[p as usize].hand
    }
    /// A player's score pile, by age then title (see `place`).
    pub fn score_pile(&self, p: PlayerId) -> &[CardId] {
        &self.players[p as usize].score
    }
    pub fn score(&self, p: PlayerId) -> u32 {
        self.score_pile(p).iter().map(|&c| cards::age(c) as u32).sum()
    }
    pub fn colors_on_board(&self, p: PlayerId) -> Vec<Color> {
        Color::ALL.into_iter().filter(|&c| self.top(p, c).is_some()).collect()
    }
    /// The deck a draw of `age` from `set` takes from: the first non-empty one from
    /// `age` up, or `None` when all of them are empty up to the highest age (the
    /// draw ends the game).
    pub fn draw_age(&self, set: CardSet, age: u8) -> Option<u8> {
        (age.max(1)..=self.rules().max_age()).find(|&a| !self.deck(set, a).is_empty())
    }

    /// Where a returned card goes: the bottom of its deck, or its set's home (the
    /// relics, next to their supply piles).
    pub fn return_zone(&self, c: CardId) -> Zone {
        home_zone(c)
    }

    /// The value of a player's highest top card (0 with an empty board), as the
    /// cards show it face up (`cards::faceup_age`: Battleship Yamato counts as 11).
    pub fn highest_top_age(&self, p: PlayerId) -> u8 {
        // (Every action question reads it twice: a loop, not an iterator chain.)
        let mut high = 0;
        for pile in &self.players[p as usize].board {
            if let Some(&c) = pile.cards.last() {
                high = high.max(cards::faceup_age(c));
            }
        }
        high
    }
    /// A card's value where it lies: on a board it is face up and shows
    /// `cards::faceup_age` (Battleship Yamato: 11); anywhere else (deck, hand, score
    /// pile, achievements) its age.
    pub fn value(&self, c: CardId) -> u8 {
        match self.loc(c) {
            Some(Zone::Board(..)) => cards::faceup_age(c),
            _ => cards::age(c),
        }
    }
    pub fn deck(&self, set: CardSet, age: u8) -> &[CardId] {
        // (A value above every deck, such as a value box raised by karma, names
        // no deck, not the next set's.)
        if age as usize >= DECK_SLOTS {
            return &[];
        }
        self.decks.get(deck_slot(set, age)).map(Vec::as_slice).unwrap_or(&[])
    }
    pub fn current_player(&self) -> Option<PlayerId> {
        match self.phase {
            Phase::Turn { player, .. } => Some(player),
            _ => None,
        }
    }
    pub fn is_over(&self) -> bool {
        matches!(self.phase, Phase::Over(_))
    }
    pub fn team_of(&self, p: PlayerId) -> u8 {
        match &self.config.teams {
            Some(t) => t[p as usize],
            None => p,
        }
    }
    /// Every player of `p`'s team, those out of the game too: "if an individual
    /// player wins, their entire team wins" (rulebook-4th-edition.txt, Team Rules;
    /// the 3rd edition's team play: a winner "grants that victory to their team").
    pub fn team(&self, p: PlayerId) -> Vec<PlayerId> {
        (0..self.num_players() as PlayerId).filter(|&q| self.teammates(p, q)).collect()
    }
    pub fn teammates(&self, a: PlayerId, b: PlayerId) -> bool {
        self.team_of(a) == self.team_of(b)
    }
    pub fn are_opponents(&self, a: PlayerId, b: PlayerId) -> bool {
        !self.teammates(a, b)
    }
    pub fn opponents(&self, p: PlayerId) -> Vec<PlayerId> {
        self.turn_order(p + 1).filter(|&q| self.are_opponents(p, q)).collect()
    }
    /// The players still in the game, in turn order starting with `first` (mod n).
    pub fn players_from(&self, first: PlayerId) -> Vec<PlayerId> {
        self.turn_order(first).collect()
    }
    /// The same, without the list (for what runs every turn or every act).
    pub fn turn_order(&self, first: PlayerId) -> impl Iterator<Item = PlayerId> + Clone + '_ {
        let n = self.num_players() as u8;
        (0..n).map(move |i| (first + i) % n).filter(|&p| !self.players[p as usize].eliminated)
    }
    pub fn player_by_name(&self, name: &str) -> Option<PlayerId> {
        self.players.iter().position(|p| p.name == name).map(|i| i as PlayerId)
    }
    pub fn name(&self, p: PlayerId) -> &str {
        &self.players[p as usize].name
    }

    /// Visible icons of `icon` on a player's board, before any rule or karma
    /// changes the count (`rules::query` gives the count the rules use).
    pub fn icon_count(&self, p: PlayerId, icon: Icon) -> usize {
        self.players[p as usize].board.iter().map(|pile| self.pile_icons(pile, icon)).sum()
    }
    /// Every visible standard icon of a player's board, by `Icon::index()`.
    pub fn icon_counts(&self, p: PlayerId) -> [usize; 7] {
        cards::lanes(self.players[p as usize].board.iter().map(|pile| self.pile_lanes(pile)).sum())
    }

    /// A pile's visible icons, as `cards::Visible::icons`.
    pub fn pile_lanes(&self, pile: &Pile) -> u128 {
        self.pile_sums(pile).0
    }

    /// The hexagon images, echo and inspire effects, bonuses, flags and fountains
    /// visible in one pile of a player's board, in lanes (`cards::Mark::count`
    /// reads them).
    pub fn pile_marks(&self, p: PlayerId, color: Color) -> u64 {
        self.pile_sums(self.pile(p, color)).1
    }

    /// What the visible cards of a pile show, summed (icons, marks): kept with
    /// the pile until it changes.
    fn pile_sums(&self, pile: &Pile) -> (u128, u64) {
        if let Some(sums) = pile.seen.get() {
            return sums;
        }
        let sums = self.pile_sums_counted(pile);
        pile.seen.keep(sums.0, sums.1);
        sums
    }

    /// The same, added up card by card (`invariants` compares the two).
    pub fn pile_sums_counted(&self, pile: &Pile) -> (u128, u64) {
        let Some((&top, covered)) = pile.cards.split_last() else { return (0, 0) };
        let (table, printing) = (cards::visible_table(), self.edition().printing());
        let v = &table[top as usize * 2 + printing][cards::visible_index(None)];
        let (mut icons, mut marks) = (v.icons, v.marks);
        if pile.splay != Splay::None {
            let k = cards::visible_index(Some(pile.splay));
            for &c in covered {
                let v = &table[c as usize * 2 + printing][k];
                icons += v.icons;
                marks += v.marks;
            }
        }
        (icons, marks)
    }

    /// The slots of a card in a pile that show: all for the top card, those its
    /// splay reveals for a covered one.
    pub fn visible_slots(&self, pile: &Pile, index_from_bottom: usize) -> &'static [usize] {
        let c = pile.cards[index_from_bottom];
        if index_from_bottom + 1 == pile.cards.len() {
            &[0, 1, 2, 3, 4, 5]
        } else {
            pile.splay.visible_slots(cards::facts(c).six_slots())
        }
    }

    fn pile_icons(&self, pile: &Pile, icon: Icon) -> usize {
        cards::lane(self.pile_lanes(pile), icon)
    }

    /// Every visible slot of a player's board, with the card that prints it: all
    /// six of a top card, those the splay reveals of the others (3rd-edition rules,
    /// glossary "Visible"). Bonuses, flags, fountains and echo effects count this way.
    pub fn visible_board_slots(&self, p: PlayerId) -> Vec<(CardId, Slot)> {
        let mut out = vec![];
        self.for_each_visible_slot(p, |c, s| out.push((c, s)));
        out
    }

    /// The same, one at a time, without collecting them.
    pub fn for_each_visible_slot(&self, p: PlayerId, f: impl FnMut(CardId, Slot)) {
        self.for_each_visible_slot_of(p, !Slot::Empty.kind_bit(), f)
    }

    /// The same for the kinds of slot in `kinds` (`Slot::kind_bit`s) only: the
    /// cards that show none are skipped without looking at their slots.
    pub fn for_each_visible_slot_of(&self, p: PlayerId, kinds: u32, mut f: impl FnMut(CardId, Slot)) {
        for pile in &self.players[p as usize].board {
            self.for_each_visible_slot_in(pile, kinds, &mut f);
        }
    }

    /// `for_each_visible_slot_of` for one pile.
    fn for_each_visible_slot_in(&self, pile: &Pile, kinds: u32, mut f: impl FnMut(CardId, Slot)) {
        let n = pile.cards.len();
        // An unsplayed pile shows its top card only.
        let first = if pile.splay == Splay::None { n.saturating_sub(1) } else { 0 };
        for (i, &c) in pile.cards.iter().enumerate().skip(first) {
            let covered_by = if i + 1 == n { None } else { Some(pile.splay) };
            if cards::visible(c, self.edition(), covered_by).kinds & kinds == 0 {
                continue;
            }
            let slots = self.slots(c);
            for &k in self.visible_slots(pile, i) {
                if slots[k].kind_bit() & kinds != 0 {
                    f(c, slots[k]);
                }
            }
        }
    }

    /// The value of each visible bonus of a player's board (Echoes, Cities), in
    /// the order of the board; the piles whose kept marks show no bonus are not
    /// walked (every score is counted with them).
    pub fn for_each_visible_bonus(&self, p: PlayerId, mut f: impl FnMut(u8)) {
        if !cards::prints(self.rules(), Slot::Bonus(0).kind_bit()) {
            return;
        }
        for color in Color::ALL {
            if Mark::Bonus.count(self.pile_marks(p, color)) == 0 {
                continue;
            }
            self.for_each_visible_slot_in(self.pile(p, color), Slot::Bonus(0).kind_bit(), |_, s| {
                if let Slot::Bonus(v) = s {
                    f(v);
                }
            });
        }
    }

    /// The values of the visible bonuses of a player's board (Echoes, Cities).
    pub fn visible_bonuses(&self, p: PlayerId) -> Vec<u8> {
        let mut out = vec![];
        self.for_each_visible_bonus(p, |v| out.push(v));
        out
    }

    /// The cards of a pile that are visible: all of a splayed pile, else the top.
    pub fn visible_cards(&self, p: PlayerId, color: Color) -> usize {
        let pile = self.pile(p, color);
        if pile.splay == Splay::None {
            pile.cards.len().min(1)
        } else {
            pile.cards.len()
        }
    }

    /// Visible `icon`s in one pile of a player's board.
    pub fn pile_icon_count(&self, p: PlayerId, color: Color, icon: Icon) -> usize {
        self.pile_icons(self.pile(p, color), icon)
    }

    /// Every visible standard icon of one pile, by `Icon::index()`.
    pub fn pile_icon_counts(&self, p: PlayerId, color: Color) -> [usize; 7] {
        cards::lanes(self.pile_lanes(self.pile(p, color)))
    }

    /// Every player still in the game, in seat order.
    pub fn all_players(&self) -> Vec<PlayerId> {
        (0..self.num_players() as PlayerId).filter(|&p| !self.players[p as usize].eliminated).collect()
    }

    /// Has `p` tucked a card of `color` in this turn?
    pub fn tucked_this_turn(&self, p: PlayerId, color: Color) -> bool {
        self.turn_tucked_colors.get(p as usize).map(|&b| b & (1 << color.index()) != 0).unwrap_or(false)
    }

    // ---- moving cards: the only code that edits zones, keeping `loc` in step ----

    /// Take a card out of wherever it lies. A pile left with 0-1 cards forgets its splay.
    pub fn lift(&mut self, card: CardId) -> Zone {
        let zone = self.loc(card).expect("card is in the game");
        if let Zone::Achievements(p) = zone {
            let a = &mut self.players[p as usize].achievements;
            let i = a.iter().position(|x| *x == Achievement::Card(card)).expect("location index matches zones");
            a.remove(i);
        } else {
            let v = self.zone_vec(zone);
            let i = v.iter().position(|&c| c == card).expect("location index matches zones");
            v.remove(i);
        }
        if let Zone::Board(p, c) = zone {
            let pile = &mut self.players[p as usize].board[c.index()];
            if pile.cards.len() <= 1 {
                pile.set_splay(Splay::None);
            }
        }
        self.loc[card as usize] = None;
        self.changes += 1;
        zone
    }

    /// Puts every hand and score pile in the order `place` keeps them in (for a
    /// state not built by moving cards: a save of an earlier engine, a
    /// determinization).
    /// A card id that is not a card is left for `invariants::check` to refuse.
    pub fn order_hands_and_scores(&mut self) {
        let known = |v: &[CardId]| v.iter().all(|&c| (c as usize) < cards::CARDS.len());
        for ps in &mut self.players {
            for v in [&mut ps.hand, &mut ps.score] {
                if known(v) {
                    crate::sort::sort_by_key(v, |&c| cards::age_title(c));
                }
            }
        }
    }

    /// Put a lifted card into a zone: on top (`bottom == false`) or at the bottom.
    /// Decks keep their top first; piles keep their top last.
    pub fn place(&mut self, card: CardId, zone: Zone, bottom: bool) {
        if let Zone::Achievements(p) = zone {
            self.players[p as usize].achievements.push(Achievement::Card(card));
            self.loc[card as usize] = Some(zone);
            self.changes += 1;
            return;
        }
        let v = self.zone_vec(zone);
        match zone {
            Zone::Deck(..) => {
                if bottom {
                    v.push(card)
                } else {
                    v.insert(0, card)
                }
            }
            Zone::Board(..) => {
                if bottom {
                    v.insert(0, card)
                } else {
                    v.push(card)
                }
            }
            // Hands and score piles have no order of their own; they are kept in
            // the order their cards move in when moved together, so that every
            // effect moving several at once does so (spec/scenario-format.md, "How
            // effects are asked", rule 7: by age, then title).
            Zone::Hand(_) | Zone::Score(_) => {
                let key = cards::age_title(card);
                let at = v.partition_point(|&c| cards::age_title(c) < key);
                v.insert(at, card)
            }
            _ => v.push(card),
        }
        self.loc[card as usize] = Some(zone);
        self.changes += 1;
    }

    pub fn move_card(&mut self, card: CardId, zone: Zone, bottom: bool) -> Zone {
        // A top card put on top of its own pile stays as it is (its pile keeps its
        // splay: Gene Roddenberry's echo may meld one's own top purple card).
        if let (Some(Zone::Board(p, c)), Zone::Board(q, d)) = (self.loc(card), zone) {
            if (p, c) == (q, d) && !bottom && self.top(p, c) == Some(card) {
                return zone;
            }
        }
        let from = self.lift(card);
        self.place(card, zone, bottom);
        from
    }

    fn zone_vec(&mut self, zone: Zone) -> &mut Vec<CardId> {
        match zone {
            Zone::Deck(set, age) => &mut self.decks[deck_slot(set, age)],
            Zone::Hand(p) => &mut self.players[p as usize].hand,
            Zone::Board(p, c) => self.players[p as usize].board[c.index()].cards_mut(),
            Zone::Score(p) => &mut self.players[p as usize].score,
            Zone::AvailableAchievements => &mut self.available,
            Zone::Removed => &mut self.removed,
            Zone::Junk => &mut self.junk,
            Zone::Set(k, Some(p)) => grow(&mut self.players[p as usize].zones, k),
            Zone::Set(k, None) => grow(&mut self.zones, k),
            Zone::Achievements(_) => unreachable!("handled by lift and place"),
        }
    }

    /// The cards of a zone (piles bottom first, decks top first).
    pub fn zone_cards(&self, zone: Zone) -> &[CardId] {
        match zone {
            Zone::Deck(set, age) => self.deck(set, age),
            Zone::Hand(p) => &self.players[p as usize].hand,
            Zone::Board(p, c) => &self.players[p as usize].board[c.index()].cards,
            Zone::Score(p) => &self.players[p as usize].score,
            Zone::AvailableAchievements => &self.available,
            Zone::Removed => &self.removed,
            Zone::Junk => &self.junk,
            Zone::Set(k, Some(p)) => {
                self.players[p as usize].zones.get(k.0 as usize).map(Vec::as_slice).unwrap_or(&[])
            }
            Zone::Set(k, None) => self.zones.get(k.0 as usize).map(Vec::as_slice).unwrap_or(&[]),
            Zone::Achievements(_) => &[],
        }
    }
}

/// The vector of zone kind `k`, created on first use.
fn grow(zones: &mut Vec<Vec<CardId>>, k: ZoneKind) -> &mut Vec<CardId> {
    let i = k.0 as usize;
    if zones.len() <= i {
        zones.resize(i + 1, vec![]);
    }
    &mut zones[i]
}
