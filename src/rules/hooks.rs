//! One dispatch for rule hooks. Every primitive (draw, meld, tuck, score, return,
//! transfer, junk, achieve, reveal, splay, self-execute, ...) announces what it is
//! about to do as an [`Act`]; hooks registered by the edition, by the sets in play
//! and by cards on the table can
//!
//! - **replace** it ("if you would meld, instead ..."): `When::Instead`;
//! - **trigger** before or after it ("when you meld ..."): `When::Before`, `When::After`;
//! - run at the **end of each action** (4th-edition special achievements);
//! - change a **query** others read (icon counts, score, achievements for winning),
//!   see `rules::query`.
//!
//! A card's hooks (Figures' karma) are active while it is a top card of its owner's
//! board. When several replacements apply to one act, the current player chooses
//! which one applies (spec table "Figures"); a replacement never applies to an act
//! it performs itself, and nesting is bounded (`MAX_HOOK_DEPTH`). See docs/hooks.md
//! for a worked example.
use crate::cards;
use crate::model::*;
use crate::question::{Choice, Intent, Question, QuestionKind, Target};
use crate::rules::ctx::{Call, Ctx, Fut, MaybeCall, R};
use std::future::Future;
use crate::rules::specials::SpecialId;
use crate::state::{State, Zone};


/// What a primitive is about to do.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Act {
    /// A draw of a card of `set` (base: any draw the sets' draw rules may change).
    Draw { player: PlayerId, age: u8, set: CardSet },
    Meld { player: PlayerId, card: CardId },
    Tuck { player: PlayerId, card: CardId },
    Score { player: PlayerId, card: CardId },
    Return { player: PlayerId, card: CardId },
    Transfer { player: PlayerId, card: CardId, to: Zone },
    Junk { player: PlayerId, card: CardId },
    Achieve { player: PlayerId, card: CardId },
    Reveal { player: PlayerId, card: CardId },
    /// A player looks at a hidden card alone (Tuning Fork: the top card of a deck).
    Look { player: PlayerId, card: CardId },
    Remove { player: PlayerId, card: CardId },
    /// Into the forecast (Echoes).
    Foreshadow { player: PlayerId, card: CardId },
    /// Dug up and put on display (Artifacts).
    Dig { player: PlayerId, card: CardId },
    /// `player`'s pile splayed by `by` (another player when an effect splays a
    /// colour on any player's board: Kobukson, Cyrus Cylinder).
    Splay { player: PlayerId, color: Color, direction: Splay, by: PlayerId },
    Rearrange { player: PlayerId, color: Color },
    ClaimSpecial { player: PlayerId },
    /// Junk an available special achievement (4th edition, Feudalism).
    JunkSpecial { player: PlayerId, special: SpecialId },
    /// Make a junked special achievement available (4th edition, Publications).
    UnjunkSpecial { player: PlayerId, special: SpecialId },
    /// Swap the cards of two places ("exchange"): not a transfer, meld or score of
    /// any of them (3rd-edition rules, glossary "Exchange").
    Exchange { player: PlayerId, from: Zone, to: Zone },
    /// A player loses and leaves the game (4th edition).
    Lose { player: PlayerId },
    /// Execute a card's non-demand effects alone ("self-execute"; 3rd edition:
    /// "execute each of its non-demand effects").
    SelfExecute { player: PlayerId, card: CardId },
    /// A Dogma action on `card` is about to begin (before sharing is determined):
    /// karma may change how it is done (`Ctx::dogma_mods`).
    DogmaAction { player: PlayerId, card: CardId },
    /// A Draw action is about to draw.
    DrawAction { player: PlayerId },
    /// An Inspire action on a colour (Figures).
    InspireAction { player: PlayerId, color: Color },
    /// A demand effect of `leader`'s card is about to be executed by `player`.
    Demand { player: PlayerId, leader: PlayerId, card: CardId },
    /// The free draw for sharing of `player`'s Dogma action on `card`.
    ShareDraw { player: PlayerId, card: CardId },
    /// A Dogma action of `player` on `card` ends without a free draw for sharing.
    NoShareDraw { player: PlayerId, card: CardId },
    /// A player must fade a figure (Figures: more than one top figure).
    Fade { player: PlayerId },
    /// A player is about to win (by a card or the achievements).
    Win { player: PlayerId },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ActKind {
    Draw,
    Meld,
    Tuck,
    Score,
    Return,
    Transfer,
    Junk,
    Achieve,
    Reveal,
    Look,
    Remove,
    Foreshadow,
    Dig,
    Splay,
    Rearrange,
    ClaimSpecial,
    JunkSpecial,
    UnjunkSpecial,
    Exchange,
    Lose,
    SelfExecute,
    DogmaAction,
    DrawAction,
    InspireAction,
    Demand,
    ShareDraw,
    NoShareDraw,
    Fade,
    Win,
}

/// Every kind of act, in the order of `ActKind` (`ACT_KINDS[k as usize] == k`).
pub const ACT_KINDS: [ActKind; 29] = [
    ActKind::Draw,
    ActKind::Meld,
    ActKind::Tuck,
    ActKind::Score,
    ActKind::Return,
    ActKind::Transfer,
    ActKind::Junk,
    ActKind::Achieve,
    ActKind::Reveal,
    ActKind::Look,
    ActKind::Remove,
    ActKind::Foreshadow,
    ActKind::Dig,
    ActKind::Splay,
    ActKind::Rearrange,
    ActKind::ClaimSpecial,
    ActKind::JunkSpecial,
    ActKind::UnjunkSpecial,
    ActKind::Exchange,
    ActKind::Lose,
    ActKind::SelfExecute,
    ActKind::DogmaAction,
    ActKind::DrawAction,
    ActKind::InspireAction,
    ActKind::Demand,
    ActKind::ShareDraw,
    ActKind::NoShareDraw,
    ActKind::Fade,
    ActKind::Win,
];

impl Act {
    pub fn kind(&self) -> ActKind {
        match self {
            Act::Draw { .. } => ActKind::Draw,
            Act::Meld { .. } => ActKind::Meld,
            Act::Tuck { .. } => ActKind::Tuck,
            Act::Score { .. } => ActKind::Score,
            Act::Return { .. } => ActKind::Return,
            Act::Transfer { .. } => ActKind::Transfer,
            Act::Junk { .. } => ActKind::Junk,
            Act::Achieve { .. } => ActKind::Achieve,
            Act::Reveal { .. } => ActKind::Reveal,
            Act::Look { .. } => ActKind::Look,
            Act::Remove { .. } => ActKind::Remove,
            Act::Foreshadow { .. } => ActKind::Foreshadow,
            Act::Dig { .. } => ActKind::Dig,
            Act::Splay { .. } => ActKind::Splay,
            Act::Rearrange { .. } => ActKind::Rearrange,
            Act::ClaimSpecial { .. } => ActKind::ClaimSpecial,
            Act::JunkSpecial { .. } => ActKind::JunkSpecial,
            Act::UnjunkSpecial { .. } => ActKind::UnjunkSpecial,
            Act::Exchange { .. } => ActKind::Exchange,
            Act::Lose { .. } => ActKind::Lose,
            Act::SelfExecute { .. } => ActKind::SelfExecute,
            Act::DogmaAction { .. } => ActKind::DogmaAction,
            Act::DrawAction { .. } => ActKind::DrawAction,
            Act::InspireAction { .. } => ActKind::InspireAction,
            Act::Demand { .. } => ActKind::Demand,
            Act::ShareDraw { .. } => ActKind::ShareDraw,
            Act::NoShareDraw { .. } => ActKind::NoShareDraw,
            Act::Fade { .. } => ActKind::Fade,
            Act::Win { .. } => ActKind::Win,
        }
    }
    /// The player who performs the act.
    pub fn player(&self) -> PlayerId {
        match *self {
            Act::Draw { player, .. }
            | Act::Meld { player, .. }
            | Act::Tuck { player, .. }
            | Act::Score { player, .. }
            | Act::Return { player, .. }
            | Act::Transfer { player, .. }
            | Act::Junk { player, .. }
            | Act::Achieve { player, .. }
            | Act::Reveal { player, .. }
            | Act::Look { player, .. }
            | Act::Remove { player, .. }
            | Act::Foreshadow { player, .. }
            | Act::Dig { player, .. }
            | Act::Splay { player, .. }
            | Act::Rearrange { player, .. }
            | Act::ClaimSpecial { player }
            | Act::JunkSpecial { player, .. }
            | Act::UnjunkSpecial { player, .. }
            | Act::Exchange { player, .. }
            | Act::Lose { player }
            | Act::SelfExecute { player, .. }
            | Act::DogmaAction { player, .. }
            | Act::DrawAction { player }
            | Act::InspireAction { player, .. }
            | Act::Demand { player, .. }
            | Act::ShareDraw { player, .. }
            | Act::NoShareDraw { player, .. }
            | Act::Fade { player }
            | Act::Win { player } => player,
        }
    }
    /// The card the act moves or uses, if any.
    pub fn card(&self) -> Option<CardId> {
        match *self {
            Act::Meld { card, .. }
            | Act::Tuck { card, .. }
            | Act::Score { card, .. }
            | Act::Return { card, .. }
            | Act::Transfer { card, .. }
            | Act::Junk { card, .. }
            | Act::Achieve { card, .. }
            | Act::Reveal { card, .. }
            | Act::Look { card, .. }
            | Act::Remove { card, .. }
            | Act::Foreshadow { card, .. }
            | Act::Dig { card, .. }
            | Act::SelfExecute { card, .. }
            | Act::DogmaAction { card, .. }
            | Act::Demand { card, .. }
            | Act::ShareDraw { card, .. }
            | Act::NoShareDraw { card, .. } => Some(card),
            _ => None,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum When {
    Instead,
    Before,
    After,
    /// At the end of each action (no act).
    EndOfAction,
    /// A card's "when you meld this card" karma (Figures): run for that card only,
    /// just after it is melded (after the other follow-ups of a Meld action).
    Melded,
}

/// Where a hook comes from: the rules, or a card on a player's board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    Rule,
    Card { owner: PlayerId, card: CardId },
}

/// A replacement, a trigger or an end-of-action step, as plain functions.
pub struct Hook {
    /// For the log and for the question when several replacements apply.
    pub name: &'static str,
    pub when: When,
    /// The kinds of act it watches; empty: every act.
    pub on: &'static [ActKind],
    /// Does it apply to this act (with the context's read access)?
    pub applies: fn(&Ctx, Source, &Act) -> bool,
    /// What it does: instead of the act, or before or after it.
    pub run: for<'a> fn(&'a mut Ctx, Source, &'a Act) -> Fut<'a>,
}

/// A query others read, as plain values.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum QueryKind {
    /// A player's visible icons, by `Icon::index()`.
    Icons,
    /// A player's score.
    Score,
    /// The achievements a player counts for winning.
    Achievements,
    /// The value of the player's highest top card for claiming an achievement
    /// (Figures: "for the purpose of claiming achievements").
    ClaimAge,
    /// The points the player counts toward claiming a standard achievement:
    /// `values` holds the score and, read only, the achievement's value.
    ClaimScore,
    /// How much lower each requirement of a special achievement is for the player
    /// (Figures, Hedy Lamarr: "one fewer or one lower of each requirement"); 0 by
    /// default.
    SpecialEase,
    /// A value printed in a box of an effect of the player ("draw a [4]"), as it
    /// counts: `values[0]` (Figures, Albert Einstein: "counts as a 10").
    ValueBox,
    /// The value of the top card a colour of the player's board counts as having
    /// for taking a Draw or Inspire action (Figures: Alhazen): `values` holds that
    /// value and, read only, the colour's `Color::index()`.
    ActionTopValue,
}

impl QueryKind {
    pub fn bit(self) -> u32 {
        1 << self as u32
    }
}

impl ListKind {
    pub fn bit(self) -> u32 {
        1 << self as u32
    }
}

/// Cards a query lists for a player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ListKind {
    /// Cards the player may claim as if they were available standard achievements
    /// (Figures: "each card in your forecast counts as an available achievement for
    /// you"): `achieve <Card>` turn actions when eligible.
    Achievable,
    /// Cards the player may activate with a Dogma action besides their own top
    /// cards (Figures: "each top blue card on every player's board counts as a card
    /// you can activate").
    Activatable,
    /// Cards that count as being in the player's hand besides the cards in it
    /// (Figures: "each card in your forecast counts as being in your hand"): the
    /// Meld action and the Decree action take them as hand cards, and card code
    /// reads them through `rules::query::hand`.
    Hand,
    /// Cards that count as being in the player's score pile besides the cards in
    /// it (Figures, Wernher Von Braun: "each card in your forecast counts as if it
    /// were in your score pile"): card code reads them through
    /// `rules::query::score_pile`.
    ScorePile,
    /// Cards whose visible echo and inspire effects count as part of the stack the
    /// karma's card tops, in the order they are executed (Figures, Ximen Bao: "each
    /// Inspire and Echo effect on your board counts as a part of this stack"). Read
    /// for that stack alone (`listed_by`, `rules::dogma::stack_effect_cards`).
    StackEffects,
    /// Cards that count as bonuses of their value on the player's board (Figures,
    /// Zhang Heng: "each card in your score pile counts as a bonus of its value on
    /// your board"): `rules::query::bonuses`.
    Bonuses,
}

/// A hook that adds cards to a list others read.
pub struct ListHook {
    pub name: &'static str,
    pub list: ListKind,
    pub cards: fn(&State, Source, PlayerId) -> Vec<CardId>,
}

/// A hook that changes the value of a query ("each card in your hand counts as ...").
pub struct QueryHook {
    pub name: &'static str,
    pub query: QueryKind,
    /// Adjust the value for `player`; `values` holds one number (score,
    /// achievements) or seven (icons).
    pub adjust: fn(&State, Source, PlayerId, &mut [i64]),
}

/// Bound of nested replacements and triggers: they reach well under this in play.
pub const MAX_HOOK_DEPTH: u32 = 16;

/// The top cards of every board that have hooks in this edition (karma), read
/// again only after the state changed (`State::changes`, bumped wherever a card
/// moves or a pile is splayed or rearranged): counts, acts and lists ask for them
/// all the time (`State::karma`, a cache that saves and comparisons ignore).
#[derive(Clone, Copy)]
pub struct KarmaTops {
    /// `State::changes` when this was read.
    changes: u64,
    /// The top cards it was read from, `players × colours` (`NO_TOP`: none).
    tops: [CardId; MAX_TOPS],
    found: [(PlayerId, CardId, cards::HookKinds); MAX_TOPS],
    len: usize,
    /// Every kind of hook among them.
    kinds: cards::HookKinds,
    /// The owners (bits) of those whose hooks change counts (`count_karma_owners`),
    /// eliminated players included.
    count_owners: u32,
    /// The acts their hooks watch, by `When`: bit `ActKind as usize`, and bit
    /// `NO_ACT` for a hook run without an act (most acts are watched by none: the
    /// dispatch returns at once).
    watched: [u32; WHENS],
}

const WHENS: usize = When::Melded as usize + 1;
const NO_ACT: usize = ACT_KINDS.len();

const MAX_TOPS: usize = 4 * Color::ALL.len();
const NO_TOP: CardId = CardId::MAX;

fn tops_of(s: &State) -> [CardId; MAX_TOPS] {
    let mut tops = [NO_TOP; MAX_TOPS];
    for (p, ps) in s.players.iter().enumerate().take(4) {
        for (c, pile) in ps.board.iter().enumerate() {
            tops[p * Color::ALL.len() + c] = pile.top().unwrap_or(NO_TOP);
        }
    }
    tops
}

impl KarmaTops {
    fn read(s: &State) -> KarmaTops {
        let (ed, tops) = (s.edition(), tops_of(s));
        let none = cards::HookKinds { any: false, queries: 0, lists: 0 };
        let mut k = KarmaTops { changes: s.changes, tops, found: [(0, 0, none); MAX_TOPS], len: 0, kinds: none, count_owners: 0, watched: [0; WHENS] };
        for (i, &c) in tops.iter().enumerate() {
            if c == NO_TOP {
                continue;
            }
            let h = cards::hook_kinds(c, ed);
            if h.any {
                let owner = (i / Color::ALL.len()) as PlayerId;
                k.found[k.len] = (owner, c, h);
                k.len += 1;
                if changes_counts(h) {
                    k.count_owners |= 1 << owner;
                }
                k.kinds.any = true;
                k.kinds.queries |= h.queries;
                k.kinds.lists |= h.lists;
                for hook in cards::hooks(c, ed) {
                    let acts = if hook.on.is_empty() { u32::MAX } else { hook.on.iter().fold(1 << NO_ACT, |m, &a| m | 1 << a as usize) };
                    k.watched[hook.when as usize] |= acts;
                }
            }
        }
        k
    }

    /// Read again after a change: only if a top card changed (most changes move
    /// cards elsewhere).
    fn refresh(&mut self, s: &State) {
        if tops_of(s) == self.tops {
            self.changes = s.changes;
        } else {
            *self = KarmaTops::read(s);
        }
    }
}

/// The top cards with hooks now (see `KarmaTops`).
fn karma(s: &State) -> std::cell::Ref<'_, KarmaTops> {
    if !matches!(&*s.karma.0.borrow(), Some(k) if k.changes == s.changes) {
        let mut kept = s.karma.0.borrow_mut();
        match &mut *kept {
            Some(k) => k.refresh(s),
            None => *kept = Some(Box::new(KarmaTops::read(s))),
        }
    }
    std::cell::Ref::map(s.karma.0.borrow(), |k| &**k.as_ref().expect("read just now"))
}

/// Is the kept `KarmaTops`, if kept for the state's `changes`, what the top cards
/// are now? (An invariant: whatever changes a board bumps `changes`.)
pub fn karma_is_current(s: &State) -> bool {
    match &*s.karma.0.borrow() {
        Some(k) if k.changes == s.changes => k.tops == tops_of(s),
        _ => true,
    }
}

/// The cards whose hooks are active now, with their owners: top cards of the
/// boards, for the cards of this edition that have hooks `want` asks for. (Not
/// allocated: it runs for every act and every count.)
fn card_sources(s: &State, want: impl Fn(cards::HookKinds) -> bool) -> std::iter::Take<std::array::IntoIter<(PlayerId, CardId), MAX_TOPS>> {
    let mut out = [(0, 0); MAX_TOPS];
    let mut n = 0;
    if cards::any_hooks(s.rules()) {
        let k = karma(s);
        if want(k.kinds) {
            for &(p, c, h) in &k.found[..k.len] {
                if want(h) && !s.is_eliminated(p) {
                    out[n] = (p, c);
                    n += 1;
                }
            }
        }
    }
    out.into_iter().take(n)
}

/// The cards the active list hooks of `kind` give `p`, without repeats.
pub fn listed(s: &State, kind: ListKind, p: PlayerId) -> Vec<CardId> {
    let mut out: Vec<CardId> = vec![];
    for (owner, card) in card_sources(s, |k| k.lists & kind.bit() != 0) {
        for h in cards::list_hooks(card, s.edition()).iter().filter(|h| h.list == kind) {
            for c in (h.cards)(s, Source::Card { owner, card }, p) {
                if !out.contains(&c) {
                    out.push(c);
                }
            }
        }
    }
    out
}

/// What the list hooks of `kind` of one card give `p`, if the card has such a hook
/// in this edition (for a karma that speaks of the card's own stack: the caller
/// checks that the card is a top card of `p`'s board).
pub fn listed_by(s: &State, kind: ListKind, p: PlayerId, card: CardId) -> Option<Vec<CardId>> {
    // (Asked of every top card for every Inspire question: most have no such hook.)
    if cards::hook_kinds(card, s.edition()).lists & kind.bit() == 0 {
        return None;
    }
    let mut out: Vec<CardId> = vec![];
    for h in cards::list_hooks(card, s.edition()).iter().filter(|h| h.list == kind) {
        for c in (h.cards)(s, Source::Card { owner: p, card }, p) {
            if !out.contains(&c) {
                out.push(c);
            }
        }
    }
    Some(out)
}

/// Is a query hook of `kind` active in `s` (a set's in play, or a top card's)?
pub fn any_query_hook(s: &State, kind: QueryKind) -> bool {
    cfg!(test) || crate::sets::queries(s.rules()).any(|h| h.query == kind) || (cards::any_hooks(s.rules()) && karma(s).kinds.queries & kind.bit() != 0)
}

/// The query hooks of `kind` active in `s`: the sets' in play, then the cards'.
pub fn query_hooks(s: &State, kind: QueryKind) -> impl Iterator<Item = (Source, &'static QueryHook)> + '_ {
    let rules = crate::sets::queries(s.rules()).map(|h| (Source::Rule, h));
    let ed = s.edition();
    let of_cards = card_sources(s, |k| k.queries & kind.bit() != 0).flat_map(move |(owner, card)| cards::query_hooks(card, ed).iter().map(move |h| (Source::Card { owner, card }, h)));
    #[cfg(test)]
    let extra = {
        let mut v = vec![];
        test_card::add_queries(s, &mut v);
        v
    };
    #[cfg(not(test))]
    let extra: [(Source, &'static QueryHook); 0] = [];
    rules.chain(of_cards).chain(extra).filter(move |(_, h)| h.query == kind)
}

/// The players (bits) whose counts may change whatever changed: the owners of a
/// karma on a board that changes a count the special achievements or the
/// achievement win read (icons, achievements, the special achievements' ease, the
/// cards counted as bonuses). Such a karma may read anything (a hand, the other
/// boards) but changes only its owner's counts ("your board": test
/// `a_count_karma_changes_only_its_owners_counts`). Everyone with a set's rule that
/// adjusts counts.
pub fn count_karma_owners(s: &State) -> u32 {
    if cfg!(test) || crate::sets::queries(s.rules()).next().is_some() {
        return u32::MAX;
    }
    if !cards::any_hooks(s.rules()) {
        return 0;
    }
    let owners = karma(s).count_owners;
    // (Kept with the top cards, which an elimination leaves in place.)
    (0..s.num_players() as PlayerId).filter(|&p| owners & 1 << p != 0 && !s.is_eliminated(p)).fold(0, |m, p| m | 1 << p)
}

/// Do hooks of these kinds change a count that the checks after every act read?
fn changes_counts(h: cards::HookKinds) -> bool {
    let queries = QueryKind::Icons.bit() | QueryKind::Achievements.bit() | QueryKind::SpecialEase.bit();
    h.queries & queries != 0 || h.lists & ListKind::Bonuses.bit() != 0
}

/// May the checks that run after every act (the special achievements, the
/// achievement win) skip this one? Yes when no player's board, score pile,
/// achievements or own set zones changed since they last ran (`Ctx::unchecked`,
/// and the marks the specials' check cleared earlier in this dispatch:
/// `Ctx::checked_in_dispatch`) and no count karma is in play: after a card drawn into a hand, a reveal, the
/// acts that only say what begins.
pub fn checks_may_skip(cx: &Ctx) -> bool {
    (cx.unchecked.get() | cx.checked_in_dispatch.get()) == 0 && count_karma_owners(cx.s()) == 0
}

/// Whose hooks `Ctx::matching` looks at: the edition's and the sets' rules, the
/// cards' (karma), or both.
#[derive(Clone, Copy, PartialEq)]
enum Whose {
    Rules,
    Cards,
    All,
}

/// Does a hook of a top card watch `act` at `when`? (`KarmaTops::watched`.)
fn cards_watch(s: &State, when: When, act: Option<&Act>) -> bool {
    // (The tests' own card adds hooks of its own: `test_card`.)
    cfg!(test) || cards::any_hooks(s.rules()) && karma(s).watched[when as usize] & 1 << act.map_or(NO_ACT, |a| a.kind() as usize) != 0
}

fn watches(h: &Hook, when: When, act: Option<&Act>) -> bool {
    h.when == when && act.map(|a| h.on.is_empty() || h.on.contains(&a.kind())).unwrap_or(true)
}

/// The hooks that apply to an act, in the order found (`Ctx::matching`): the first
/// kept inline, since one rule hook (the special achievements' check) applies after
/// nearly every act, and a vector would be allocated for it each time.
#[derive(Default)]
struct Matched {
    first: Option<(Source, &'static Hook)>,
    more: Vec<(Source, &'static Hook)>,
}

impl Matched {
    fn push(&mut self, m: (Source, &'static Hook)) {
        match self.first {
            None => self.first = Some(m),
            Some(_) => self.more.push(m),
        }
    }
    fn len(&self) -> usize {
        self.first.map_or(0, |_| 1 + self.more.len())
    }
    /// The `i`-th (`i < len()`).
    fn get(&self, i: usize) -> (Source, &'static Hook) {
        match i {
            0 => self.first.expect("i < len"),
            _ => self.more[i - 1],
        }
    }
}

impl Ctx {
    /// The hooks of `when` that apply to `act` now: the edition's, the sets', then
    /// the cards'. A card's hooks (karma) do not apply while a karma is running:
    /// "karma effects never chain or trigger off of other karma effects"
    /// (3rd-edition rules, "Karma"). (This runs for every act.)
    fn matching(&self, when: When, act: Option<&Act>, whose: Whose) -> Matched {
        let s = self.s();
        let rules = s.rules();
        let probe = act.copied().unwrap_or(Act::ClaimSpecial { player: 0 });
        self.checked_in_dispatch.set(0);
        let mut out = Matched::default();
        if whose != Whose::Cards {
            for &h in crate::sets::rule_hooks_watching(rules, when, act.map(Act::kind)) {
                if !self.replacing(h, Source::Rule) && (h.applies)(self, Source::Rule, &probe) {
                    out.push((Source::Rule, h));
                }
            }
        }
        if whose == Whose::Rules || !self.cards_may_match(when, act) {
            return out;
        }
        for (owner, card) in card_sources(s, |k| k.any) {
            let src = Source::Card { owner, card };
            for h in cards::hooks(card, s.edition()) {
                if watches(h, when, act) && !self.replacing(h, src) && (h.applies)(self, src, &probe) {
                    out.push((src, h));
                }
            }
        }
        #[cfg(test)]
        {
            let mut extra = vec![];
            test_card::add_hooks(s, &mut extra);
            for (src, h) in extra {
                if watches(h, when, act) && !self.replacing(h, src) && (h.applies)(self, src, &probe) {
                    out.push((src, h));
                }
            }
        }
        out
    }

    /// Might a hook of `when` apply to `act` (from `whose`)? Read from the lists of
    /// watched acts only, no hook's `applies` asked: most acts are watched by no
    /// replacement and no "before" trigger, and the dispatch then ends here.
    fn may_match(&self, when: When, act: &Act, whose: Whose) -> bool {
        (whose != Whose::Cards && !crate::sets::rule_hooks_watching(self.s().rules(), when, Some(act.kind())).is_empty()) || (whose != Whose::Rules && self.cards_may_match(when, Some(act)))
    }

    /// Might a top card's hook of `when` apply to `act`? Not while a karma runs
    /// (see `matching`), else when one watches it (`cards_watch`).
    fn cards_may_match(&self, when: When, act: Option<&Act>) -> bool {
        !self.in_karma() && cards_watch(self.s(), when, act)
    }

    /// A dispatch with no hook to run: ready at once, its marks reset as
    /// `matching` resets them.
    fn nothing_to_run<F>(&self) -> MaybeCall<F> {
        self.checked_in_dispatch.set(0);
        MaybeCall(None)
    }

    /// Replacements of `act`, and the cards' "would" karmas: a rule's replacement
    /// applies first (returns true: the act does not happen); then, of the cards'
    /// karmas that would replace the act or come first ("instead", "first"), one
    /// applies, chosen by the current player when there are several (3rd-edition
    /// rules, "Would" karma: "the current player decides which karma occurs and
    /// ignores the others"). Returns whether the act was replaced (a replacement
    /// may let it happen after all: `Ctx::act_goes_on`).
    pub(crate) fn instead<'a>(&'a mut self, act: &'a Act) -> MaybeCall<impl Future<Output = R<bool>> + 'a> {
        self.instead_event(std::slice::from_ref(act))
    }

    /// `instead` for one event made of several acts, each inside the one before
    /// (the free draw for sharing is a Draw action, which draws a card): the cards'
    /// "would" karmas on any of them are one choice ("multiple 'Would' karmas
    /// triggered by the same action": one applies). The rules' replacements are
    /// those of the first act here; each later act is checked again when it
    /// happens (`instead`), for the rules' replacements only, until the caller
    /// ends the event (`end_event`). Returns whether the event was replaced.
    pub(crate) fn instead_event<'a>(&'a mut self, acts: &'a [Act]) -> MaybeCall<impl Future<Output = R<bool>> + 'a> {
        let act = &acts[0];
        let settled = self.settled.contains(&(act.kind(), act.player()));
        let cards_may = !settled && acts.iter().any(|a| self.may_match(When::Instead, a, Whose::Cards) || self.may_match(When::Before, a, Whose::Cards));
        if self.hook_depth() >= MAX_HOOK_DEPTH || (!cards_may && !self.may_match(When::Instead, act, Whose::Rules)) {
            return self.nothing_to_run();
        }
        MaybeCall(Some(Call(async move {
            if let Some((src, h)) = self.matching(When::Instead, Some(act), Whose::Rules).first {
                self.run_hook(src, h, act).await?;
                return Ok(true);
            }
            if !cards_may {
                return Ok(false);
            }
            let mut found: Vec<(Source, &'static Hook, &'a Act)> = vec![];
            for a in acts {
                for when in [When::Instead, When::Before] {
                    let m = self.matching(when, Some(a), Whose::Cards);
                    found.extend((0..m.len()).map(|i| (m.get(i).0, m.get(i).1, a)));
                }
            }
            // The later acts' karmas are settled by this choice.
            self.settled.extend(acts[1..].iter().map(|a| (a.kind(), a.player())));
            let chosen = match found.len() {
                0 => return Ok(false),
                1 => found[0],
                _ => {
                    let p = self.s().current_player().unwrap_or(act.player());
                    let choices: Vec<Choice> = found
                        .iter()
                        .enumerate()
                        .map(|(i, &(src, h, _))| {
                            let key = source_key(self.s(), src, h);
                            // A card's karma is chosen where the card lies.
                            let target = match src {
                                Source::Card { card, .. } => Target::Card { card },
                                Source::Rule => Target::Option { index: i },
                            };
                            Choice { label: format!("{key}: {}", h.name).into(), key: key.into(), target }
                        })
                        .collect();
                    let q = Question::one(p, QuestionKind::Option, Intent::Apply, "Several karma effects would apply: choose the one that does (the others are ignored)", choices);
                    let keys = self.ask(q).await?;
                    let i = found.iter().position(|&(src, h, _)| keys.first().map(|k| *k == source_key(self.s(), src, h)).unwrap_or(false)).unwrap_or(0);
                    found[i]
                }
            };
            let outer = std::mem::replace(&mut self.goes_on, false);
            let at = self.log_len();
            let r = self.run_hook(chosen.0, chosen.1, chosen.2).await;
            let goes_on = std::mem::replace(&mut self.goes_on, outer);
            if goes_on {
                // The log said "instead": the act happens after all.
                self.karma_did_not_replace(at);
            }
            r?;
            Ok(chosen.1.when == When::Instead && !goes_on)
        })))
    }

    /// Do an event of several acts: the cards' "would" karmas on any of them first,
    /// one chosen (`instead_event`); then, unless that replaced the event, `f` does
    /// it, its later acts checked for the rules' replacements only; then the event
    /// ends (its acts' karmas are no longer settled).
    pub(crate) async fn in_event(&mut self, acts: &[Act], f: impl AsyncFnOnce(&mut Ctx) -> R) -> R {
        let r = match self.instead_event(acts).await {
            Ok(true) => Ok(()),
            Ok(false) => f(self).await,
            Err(e) => Err(e),
        };
        self.end_event(acts);
        r
    }

    fn end_event(&mut self, acts: &[Act]) {
        for a in &acts[1..] {
            if let Some(i) = self.settled.iter().position(|&k| k == (a.kind(), a.player())) {
                self.settled.remove(i);
            }
        }
    }

    /// Triggers before or after `act`, in the order they were found. The cards'
    /// "first" karmas are not among them: they are "would" karmas (`instead`).
    pub(crate) fn trigger<'a>(&'a mut self, when: When, act: &'a Act) -> MaybeCall<impl Future<Output = R> + 'a> {
        if self.hook_depth() >= MAX_HOOK_DEPTH {
            return MaybeCall(None);
        }
        let whose = if when == When::Before { Whose::Rules } else { Whose::All };
        if !self.may_match(when, act, whose) {
            return self.nothing_to_run();
        }
        MaybeCall(Some(Call(async move {
            let found = self.matching(when, Some(act), whose);
            for i in 0..found.len() {
                let (src, h) = found.get(i);
                self.run_hook(src, h, act).await?;
            }
            Ok(())
        })))
    }

    /// The "when you meld this card" karmas of `card`, just melded by `p`
    /// (3rd-edition rules, "When" karma; after the other follow-ups of a Meld action).
    /// The figure need not be a top card any more: a card promoted onto it by the
    /// same Meld action comes before (step 4, the "When" karma step 5), and unlike
    /// the other karmas, which "stay in effect as long as the figure remains a top
    /// card", a "When" karma is followed "immediately when the Figure is melded"
    /// (3rd-edition rules, Figures, "When" karma effects). It must still be on the
    /// board.
    pub(crate) fn melded_karma<'a>(&'a mut self, p: PlayerId, card: CardId) -> Call<impl Future<Output = R> + 'a> {
        Call(async move {
            if self.hook_depth() >= MAX_HOOK_DEPTH || self.in_karma() {
                return Ok(());
            }
            if !matches!(self.s().loc(card), Some(Zone::Board(q, _)) if q == p) {
                return Ok(());
            }
            let act = Act::Meld { player: p, card };
            let src = Source::Card { owner: p, card };
            for h in cards::hooks(card, self.s().edition()) {
                if h.when == When::Melded && (h.applies)(self, src, &act) {
                    self.run_hook(src, h, &act).await?;
                }
            }
            Ok(())
        })
    }

    /// The end of an action: the edition's end-of-action steps (4th-edition
    /// special achievements and the achievement win), then any others.
    pub(crate) fn end_of_action_hooks<'a>(&'a mut self) -> Call<impl Future<Output = R> + 'a> {
        Call(async move {
            let probe = Act::ClaimSpecial { player: 0 };
            self.in_step(crate::question::Step::EndOfAction, async |cx| {
                let found = cx.matching(When::EndOfAction, None, Whose::All);
                for i in 0..found.len() {
                    let (src, h) = found.get(i);
                    cx.run_hook(src, h, &probe).await?;
                }
                Ok(())
            }).await
        })
    }
}

fn source_key(s: &State, src: Source, h: &Hook) -> String {
    match src {
        Source::Card { card, .. } => s.title(card).to_string(),
        Source::Rule => h.name.to_string(),
    }
}

/// A test-only card (docs/hooks.md): "Karma: if you would meld a card, score it
/// instead. Each card in your hand counts as a crown." It is carried by whichever
/// card a test names, while that card is a top card of its owner's board.
#[cfg(test)]
pub(crate) mod test_card {
    use super::*;
    use std::cell::Cell;

    thread_local! {
        /// The cards that carry the test karma in this thread's tests.
        pub static CARRIERS: Cell<[Option<CardId>; 2]> = const { Cell::new([None, None]) };
    }

    pub static KARMA: Hook = Hook {
        name: "test karma",
        when: When::Instead,
        on: &[ActKind::Meld],
        applies: |cx, src, act| matches!(src, Source::Card { owner, .. } if act.player() == owner) && cx.s().current_player().is_some(),
        run: |cx, _src, act| Box::pin(async move {
            let Act::Meld { player, card } = *act else { return Ok(()) };
            cx.score(player, card).await?;
            Ok(())
        }),
    };

    pub static CROWNS: QueryHook = QueryHook {
        name: "test karma",
        query: QueryKind::Icons,
        adjust: |s, src, p, v| {
            if let Source::Card { owner, .. } = src {
                if owner == p {
                    v[Icon::Crown.index()] += s.hand(p).len() as i64;
                }
            }
        },
    };

    /// The carriers that are top cards now, with their owners.
    fn carried(s: &State) -> Vec<(PlayerId, CardId)> {
        CARRIERS.with(|c| c.get()).into_iter().flatten().filter_map(|c| on_top(s, c)).collect()
    }

    /// `c` with its owner, if it is a top card now.
    fn on_top(s: &State, c: CardId) -> Option<(PlayerId, CardId)> {
        match s.loc(c) {
            Some(Zone::Board(p, color)) if s.top(p, color) == Some(c) => Some((p, c)),
            _ => None,
        }
    }

    thread_local! {
        /// The card that carries "if you would claim a special achievement, do
        /// nothing instead" in this thread's tests.
        pub static NO_CLAIM_CARRIER: Cell<Option<CardId>> = const { Cell::new(None) };
    }

    pub static NO_CLAIM: Hook = Hook {
        name: "test karma: no special achievement",
        when: When::Instead,
        on: &[ActKind::ClaimSpecial],
        applies: |_cx, src, act| matches!(src, Source::Card { owner, .. } if act.player() == owner),
        run: |_cx, _src, _act| Box::pin(async { Ok(()) }),
    };

    pub fn add_hooks(s: &State, out: &mut Vec<(Source, &'static Hook)>) {
        for (owner, card) in carried(s) {
            out.push((Source::Card { owner, card }, &KARMA));
        }
        if let Some((owner, card)) = NO_CLAIM_CARRIER.with(|c| c.get()).and_then(|c| on_top(s, c)) {
            out.push((Source::Card { owner, card }, &NO_CLAIM));
        }
    }

    pub fn add_queries(s: &State, out: &mut Vec<(Source, &'static QueryHook)>) {
        for (owner, card) in carried(s) {
            out.push((Source::Card { owner, card }, &CROWNS));
        }
    }
}

#[cfg(test)]
mod tests {
    //! The dispatch with the test-only card of docs/hooks.md.
    use super::test_card::CARRIERS;
    use super::{Hook, Matched, Source};
    use crate::cards;
    use crate::game::Game;
    use crate::log::{Event, Viewer};
    use crate::model::*;
    use crate::scenario;
    use crate::state::Zone;

    fn game(pos: &str, carriers: &[&str]) -> Game {
        let text = format!(r#"{{"setup": {{"players": ["ada", "bo"], "seed": 1}}, "position": {pos}}}"#);
        let sc = scenario::parse(&text).unwrap();
        let mut ids = [None, None];
        for (i, t) in carriers.iter().enumerate() {
            ids[i] = cards::by_name(t, Edition::Third);
        }
        CARRIERS.with(|c| c.set(ids));
        scenario::start(&sc).unwrap()
    }

    /// The matched hooks come back in the order they were found, the first kept
    /// inline and the rest in the vector.
    #[test]
    fn matched_hooks_keep_their_order() {
        let hooks = crate::rules::edition_hooks(Edition::Third);
        let found: Vec<(Source, &'static Hook)> = (0..5).map(|i| (Source::Card { owner: i as PlayerId % 2, card: i }, &hooks[i as usize % hooks.len()])).collect();
        let mut m = Matched::default();
        assert_eq!(m.len(), 0);
        for (k, &f) in found.iter().enumerate() {
            m.push(f);
            assert_eq!(m.len(), k + 1);
        }
        for (i, &(src, h)) in found.iter().enumerate() {
            let (s2, h2) = m.get(i);
            assert_eq!(s2, src);
            assert!(std::ptr::eq(h2, h), "hook {i}");
        }
    }

    fn id(t: &str) -> CardId {
        cards::by_name(t, Edition::Third).unwrap()
    }

    #[test]
    fn every_kind_of_act_is_listed_at_its_index() {
        use super::{ActKind, ACT_KINDS};
        for (i, k) in ACT_KINDS.iter().enumerate() {
            assert_eq!(*k as usize, i);
        }
        assert_eq!(ACT_KINDS.len(), ActKind::Win as usize + 1);
    }

    #[test]
    fn a_karma_replaces_a_meld_while_its_card_is_a_top_card() {
        let mut g = game(r#"{"players": {"ada": {"board": {"blue": ["Pottery"]}, "hand": ["Archery", "Writing"]}}}"#, &["Pottery"]);
        g.answer_str("meld Archery").unwrap();
        // Instead of melding, Archery was scored; the log names the karma's card.
        assert_eq!(g.state().loc(id("Archery")), Some(Zone::Score(0)));
        assert!(g.events().any(|e| matches!(e, Event::Karma { card, replaced: true, .. } if *card == id("Pottery"))));
        assert!(g.log_lines(Viewer::All).iter().any(|l| l.contains("Karma of Pottery")));
        // Covered by Writing, Pottery's karma is not active.
        let mut g = game(r#"{"players": {"ada": {"board": {"blue": ["Writing", "Pottery"]}, "hand": ["Archery"]}}}"#, &["Pottery"]);
        g.answer_str("meld Archery").unwrap();
        assert_eq!(g.state().top(0, Color::Red), Some(id("Archery")));
        assert!(!g.events().any(|e| matches!(e, Event::Karma { .. })));
    }

    #[test]
    fn a_query_hook_changes_counts_everywhere_they_are_used() {
        // Each card in ada's hand counts as a crown: with two, ada shares bo's Sailing
        // (two crowns), which she would not with her bare board.
        let pos = r#"{"turn": {"player": "bo", "actions_left": 2}, "players": {
            "ada": {"board": {"blue": ["Pottery"]}, "hand": ["Tools", "Writing"]},
            "bo": {"board": {"green": ["Sailing"]}}}}"#;
        let mut g = game(pos, &["Pottery"]);
        assert_eq!(crate::rules::query::icon_count(g.state(), 0, Icon::Crown), 2);
        assert_eq!(g.state().icon_count(0, Icon::Crown), 0, "the raw count");
        g.answer_str("dogma Sailing").unwrap();
        assert!(g.events().any(|e| matches!(e, Event::Sharing { sharing, .. } if sharing == &vec![0])));
        // ada shared: she drew a 1 and, her meld replaced by the karma, scored it.
        assert_eq!(g.state().score_pile(0).len(), 1);
        let v = crate::view::view(&g, Viewer::Player(0));
        assert_eq!(g.state().hand(0).len(), 2);
        assert_eq!(v.players[0].icons.iter().find(|(i, _)| *i == Icon::Crown).map(|x| x.1), Some(2), "the view counts the karma too");
    }

    /// A special achievement whose claim a karma replaces stays available, its
    /// condition still met: the check passes it over and ends (it looks again from
    /// the first special only after a claim took one).
    #[test]
    fn a_replaced_claim_ends_the_check() {
        use super::test_card::NO_CLAIM_CARRIER;
        let pos = r#"{"players": {"ada": {"board": {"blue": ["Quantum Theory"], "red": ["Flight"], "green": ["Corporations"], "yellow": ["Antibiotics"], "purple": ["Empiricism"]}, "hand": ["Rocketry"]}}}"#;
        let universe = crate::rules::specials::SpecialId::parse("Universe").unwrap();
        // On a thread of its own, so that a check that never ends fails the test
        // instead of hanging it (a game stays on its thread: what it found is sent).
        let (tx, rx) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            let mut g = game(pos, &[]);
            NO_CLAIM_CARRIER.with(|c| c.set(Some(id("Antibiotics"))));
            g.answer_str("meld Rocketry").unwrap();
            NO_CLAIM_CARRIER.with(|c| c.set(None));
            let replaced = g.events().any(|e| matches!(e, Event::Karma { card, replaced: true, .. } if *card == id("Antibiotics")));
            tx.send((g.state().specials.contains(&universe), g.state().players[0].achievements.len(), replaced, g.question().map(|q| q.player))).unwrap();
        });
        let (available, achievements, replaced, next) = rx.recv_timeout(std::time::Duration::from_secs(20)).expect("the meld ends (the special achievements' check ends)");
        assert!(available, "still available");
        assert_eq!(achievements, 0);
        assert!(replaced);
        assert_eq!(next, Some(0), "ada's second action");
    }

    #[test]
    fn when_two_replacements_apply_the_current_player_chooses_one() {
        let mut g = game(r#"{"players": {"ada": {"board": {"blue": ["Pottery"], "red": ["Archery"]}, "hand": ["Writing"]}}}"#, &["Pottery", "Archery"]);
        g.answer_str("meld Writing").unwrap();
        let q = g.question().unwrap();
        assert_eq!(q.player, 0);
        assert_eq!(q.keys(), vec!["Pottery", "Archery"]);
        assert_eq!(q.intent, crate::question::Intent::Apply);
        g.answer_str("Archery").unwrap();
        assert_eq!(g.state().loc(id("Writing")), Some(Zone::Score(0)));
        assert!(g.events().any(|e| matches!(e, Event::Karma { card, .. } if *card == id("Archery"))));
        assert!(!g.events().any(|e| matches!(e, Event::Karma { card, .. } if *card == id("Pottery"))));
    }
}
