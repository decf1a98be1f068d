//! The vocabulary of the game: colours, icons, card facts, splays, players.
use serde::{Deserialize, Serialize};

/// Index of a card in the static card table (`cards::facts::CARDS`).
pub type CardId = u16;
/// Seat index, 0-based, in clockwise order.
pub type PlayerId = u8;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Color {
    Blue,
    Red,
    Green,
    Yellow,
    Purple,
}

impl Color {
    /// Rulebook order used everywhere a list of colours is shown.
    pub const ALL: [Color; 5] = [Color::Red, Color::Yellow, Color::Green, Color::Blue, Color::Purple];
    pub fn index(self) -> usize {
        match self {
            Color::Red => 0,
            Color::Yellow => 1,
            Color::Green => 2,
            Color::Blue => 3,
            Color::Purple => 4,
        }
    }
    pub fn name(self) -> &'static str {
        match self {
            Color::Blue => "blue",
            Color::Red => "red",
            Color::Green => "green",
            Color::Yellow => "yellow",
            Color::Purple => "purple",
        }
    }
    pub fn parse(s: &str) -> Option<Color> {
        Color::ALL.into_iter().find(|c| c.name() == s)
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Icon {
    Crown,
    Leaf,
    Lightbulb,
    Castle,
    Factory,
    Clock,
    /// 4th edition only.
    Avatar,
}

impl Icon {
    /// The six icons of the 1st and 3rd editions (the 4th adds the avatar).
    pub const BASE: [Icon; 6] = [Icon::Crown, Icon::Leaf, Icon::Lightbulb, Icon::Castle, Icon::Factory, Icon::Clock];
    pub fn name(self) -> &'static str {
        match self {
            Icon::Crown => "crown",
            Icon::Leaf => "leaf",
            Icon::Lightbulb => "lightbulb",
            Icon::Castle => "castle",
            Icon::Factory => "factory",
            Icon::Clock => "clock",
            Icon::Avatar => "avatar",
        }
    }
    /// "Castles", for a count of them in the log.
    pub fn plural_title(self) -> &'static str {
        match self {
            Icon::Crown => "Crowns",
            Icon::Leaf => "Leaves",
            Icon::Lightbulb => "Lightbulbs",
            Icon::Castle => "Castles",
            Icon::Factory => "Factories",
            Icon::Clock => "Clocks",
            Icon::Avatar => "Avatars",
        }
    }
    pub const ALL: [Icon; 7] = [Icon::Crown, Icon::Leaf, Icon::Lightbulb, Icon::Castle, Icon::Factory, Icon::Clock, Icon::Avatar];
    pub fn parse(s: &str) -> Option<Icon> {
        Icon::ALL.into_iter().find(|i| i.name() == s)
    }
    pub fn index(self) -> usize {
        self as usize
    }
}

/// What one icon position of a card shows: a standard icon, the card image
/// (hexagon), or a mark an expansion prints there (bonus, echo or inspire effect,
/// city icons).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", content = "value", rename_all = "snake_case")]
pub enum Slot {
    Empty,
    Hex,
    Icon(Icon),
    /// Echoes / Figures: a bonus of this value.
    Bonus(u8),
    /// The slot holds the card's echo effect (Echoes).
    Echo,
    /// The slot holds the card's inspire effect (3rd-edition Figures).
    Inspire,
    /// Cities: a standard icon marked as a search icon (it also counts as the icon).
    Search(Icon),
    /// Cities' special icons.
    Plus,
    Arrow(Splay),
    Flag,
    Fountain,
    /// 4th-edition Cities.
    Junk,
    Uplift,
    Unsplay,
}

impl Slot {
    /// A bit for each kind of slot (whatever its icon, value or direction), for
    /// masks of the kinds a card shows (`cards::Visible`).
    pub fn kind_bit(self) -> u32 {
        let kind = match self {
            Slot::Empty => 0,
            Slot::Hex => 1,
            Slot::Icon(_) => 2,
            Slot::Bonus(_) => 3,
            Slot::Echo => 4,
            Slot::Inspire => 5,
            Slot::Search(_) => 6,
            Slot::Plus => 7,
            Slot::Arrow(_) => 8,
            Slot::Flag => 9,
            Slot::Fountain => 10,
            Slot::Junk => 11,
            Slot::Uplift => 12,
            Slot::Unsplay => 13,
        };
        1 << kind
    }

    /// The standard icon this slot counts as, if any.
    pub fn icon(self) -> Option<Icon> {
        match self {
            Slot::Icon(i) | Slot::Search(i) => Some(i),
            _ => None,
        }
    }
}

/// The sets of cards. Every set of the reference data is named here (its behaviour
/// lives in `src/sets/<set>/`); a game plays the base set and its chosen expansions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum CardSet {
    Base,
    Artifacts,
    Relics,
    Cities,
    Echoes,
    Figures,
    Unseen,
}

impl CardSet {
    pub const ALL: [CardSet; 7] = [CardSet::Base, CardSet::Artifacts, CardSet::Relics, CardSet::Cities, CardSet::Echoes, CardSet::Figures, CardSet::Unseen];
    pub fn name(self) -> &'static str {
        match self {
            CardSet::Base => "base",
            CardSet::Artifacts => "artifacts",
            CardSet::Relics => "relics",
            CardSet::Cities => "cities",
            CardSet::Echoes => "echoes",
            CardSet::Figures => "figures",
            CardSet::Unseen => "unseen",
        }
    }
    /// Its name for people.
    pub fn title(self) -> &'static str {
        match self {
            CardSet::Base => "Base set",
            CardSet::Artifacts => "Artifacts of History",
            CardSet::Relics => "Relics",
            CardSet::Cities => "Cities of Destiny",
            CardSet::Echoes => "Echoes of the Past",
            CardSet::Figures => "Figures in the Sand",
            CardSet::Unseen => "The Unseen",
        }
    }
    pub fn parse(s: &str) -> Option<CardSet> {
        CardSet::ALL.into_iter().find(|x| x.name() == s)
    }
    pub fn index(self) -> usize {
        self as usize
    }
    pub fn bit(self) -> u8 {
        1 << self as u8
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Splay {
    #[default]
    None,
    Left,
    Right,
    Up,
    /// 4th edition only.
    Aslant,
}

impl Splay {
    pub fn name(self) -> &'static str {
        match self {
            Splay::None => "none",
            Splay::Left => "left",
            Splay::Right => "right",
            Splay::Up => "up",
            Splay::Aslant => "aslant",
        }
    }
    pub fn parse(s: &str) -> Option<Splay> {
        [Splay::None, Splay::Left, Splay::Right, Splay::Up, Splay::Aslant].into_iter().find(|d| d.name() == s)
    }
    /// Icon slots of a covered card that this splay reveals (slots: top-left,
    /// bottom-left, bottom-middle, bottom-right, top-right, top-middle). Rules:
    /// left shows one slot, right two, up three, aslant four (4th edition, "Splay");
    /// a city's top-right slot shows with a left splay too, its top-middle slot
    /// never on a covered card (card reference README, "Splay visibility").
    pub fn visible_slots(self, six_slots: bool) -> &'static [usize] {
        match self {
            Splay::None => &[],
            Splay::Left if six_slots => &[3, 4],
            Splay::Left => &[3],
            Splay::Right => &[0, 1],
            Splay::Up => &[1, 2, 3],
            Splay::Aslant => &[0, 1, 2, 3],
        }
    }
}

/// Rules edition.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Edition {
    First,
    Third,
    Fourth,
}

impl Edition {
    pub const ALL: [Edition; 3] = [Edition::First, Edition::Third, Edition::Fourth];
    pub fn number(self) -> u8 {
        match self {
            Edition::First => 1,
            Edition::Third => 3,
            Edition::Fourth => 4,
        }
    }
    pub fn from_number(n: u8) -> Option<Edition> {
        Edition::ALL.into_iter().find(|e| e.number() == n)
    }
    pub fn bit(self) -> u8 {
        match self {
            Edition::First => 1,
            Edition::Third => 2,
            Edition::Fourth => 4,
        }
    }
    /// Which printing of a card's icons and featured icon: the 1st and 3rd editions
    /// share one (card reference README), the 4th has its own.
    pub fn printing(self) -> usize {
        match self {
            Edition::First | Edition::Third => 0,
            Edition::Fourth => 1,
        }
    }
    /// Index of the edition in per-edition tables (1st, 3rd, 4th).
    pub fn index(self) -> usize {
        match self {
            Edition::First => 0,
            Edition::Third => 1,
            Edition::Fourth => 2,
        }
    }
}

/// Printed facts of a card (generated from the reference data, `cards/facts.rs`).
#[derive(Debug)]
pub struct CardFacts {
    /// The reference data's stable id ("B004").
    pub key: &'static str,
    /// Title in the 1st and 3rd editions.
    pub name: &'static str,
    /// Title in the 4th edition (the same unless the card was renamed).
    pub name_4e: &'static str,
    pub set: CardSet,
    pub age: u8,
    pub color: Color,
    /// Bit set of editions containing the card (1st = 1, 3rd = 2, 4th = 4).
    pub editions: u8,
    /// Per printing (`Edition::printing`): `[top-left, bottom-left, bottom-middle,
    /// bottom-right, top-right, top-middle]`.
    pub icons: [[Slot; 6]; 2],
    pub featured: [Option<Icon>; 2],
    /// Kinds of the printed effects per edition (1st, 3rd, 4th), in order: D demand,
    /// C compel, N non-demand, E echo, I inspire, K karma; empty where the card has
    /// no such edition.
    pub kinds: [&'static str; 3],
}

impl CardFacts {
    pub fn in_edition(&self, e: Edition) -> bool {
        self.editions & e.bit() != 0
    }
    pub fn title(&self, e: Edition) -> &'static str {
        if e == Edition::Fourth {
            self.name_4e
        } else {
            self.name
        }
    }
    /// A city has six icon slots (cards of other sets use four).
    /// Cities (and the city relic Timbuktu) print six icon slots.
    pub fn six_slots(&self) -> bool {
        self.icons[0][4] != Slot::Empty || self.icons[0][5] != Slot::Empty
    }
    pub fn slots(&self, e: Edition) -> &[Slot; 6] {
        &self.icons[e.printing()]
    }
    pub fn has_icon(&self, e: Edition, icon: Icon) -> bool {
        self.slots(e).iter().any(|s| s.icon() == Some(icon))
    }
    pub fn icon_count(&self, e: Edition, icon: Icon) -> usize {
        self.slots(e).iter().filter(|s| s.icon() == Some(icon)).count()
    }
}
