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
    pub fn parse(s: &str) -> Option<Icon> {
        [Icon::Crown, Icon::Leaf, Icon::Lightbulb, Icon::Castle, Icon::Factory, Icon::Clock, Icon::Avatar]
            .into_iter()
            .find(|i| i.name() == s)
    }
    pub fn index(self) -> usize {
        self as usize
    }
}

/// What one icon position of a card shows. Expansions will add bonuses, echo and
/// inspire effects and city icons here.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Slot {
    Empty,
    Hex,
    Icon(Icon),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum CardSet {
    Base,
}

impl CardSet {
    pub fn name(self) -> &'static str {
        match self {
            CardSet::Base => "base",
        }
    }
    pub fn parse(s: &str) -> Option<CardSet> {
        match s {
            "base" => Some(CardSet::Base),
            _ => None,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
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
    /// Icon positions of a covered card that this splay reveals
    /// (slots: top-left, bottom-left, bottom-middle, bottom-right).
    /// 3rd-edition rules, "Splay": left shows one icon, right two, up three.
    pub fn visible_slots(self) -> &'static [usize] {
        match self {
            Splay::None => &[],
            Splay::Left => &[3],
            Splay::Right => &[0, 1],
            Splay::Up => &[1, 2, 3],
            Splay::Aslant => &[0, 1, 2, 3],
        }
    }
}

/// Rules edition. Only the 3rd edition is implemented; 1 and 4 are accepted in the
/// data model so that their texts and rules can be added card by card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Edition {
    First,
    Third,
    Fourth,
}

impl Edition {
    pub fn number(self) -> u8 {
        match self {
            Edition::First => 1,
            Edition::Third => 3,
            Edition::Fourth => 4,
        }
    }
    pub fn bit(self) -> u8 {
        match self {
            Edition::First => 1,
            Edition::Third => 2,
            Edition::Fourth => 4,
        }
    }
}

/// Printed facts of a card (generated from the reference data).
#[derive(Debug)]
pub struct CardFacts {
    pub id: &'static str,
    pub name: &'static str,
    pub set: CardSet,
    pub age: u8,
    pub color: Color,
    /// Bit set of editions containing the card (1st = 1, 3rd = 2, 4th = 4).
    pub editions: u8,
    /// `[top-left, bottom-left, bottom-middle, bottom-right, top-right, top-middle]`.
    pub icons: [Slot; 6],
    pub featured: Option<Icon>,
    pub icons_4e: [Slot; 6],
    pub featured_4e: Option<Icon>,
    /// Kinds of the printed 3rd-edition effects in order ("D" demand, "N" non-demand),
    /// to check each implementation against.
    pub effect_kinds_3e: &'static str,
}

impl CardFacts {
    pub fn has_icon(&self, icon: Icon) -> bool {
        self.icons.iter().any(|s| *s == Slot::Icon(icon))
    }
    pub fn icon_count(&self, icon: Icon) -> usize {
        self.icons.iter().filter(|s| **s == Slot::Icon(icon)).count()
    }
}

/// The special achievements. Expansions add theirs here.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Special {
    Monument,
    Empire,
    World,
    Wonder,
    Universe,
}

impl Special {
    pub const BASE: [Special; 5] = [Special::Monument, Special::Empire, Special::World, Special::Wonder, Special::Universe];
    pub fn name(self) -> &'static str {
        match self {
            Special::Monument => "Monument",
            Special::Empire => "Empire",
            Special::World => "World",
            Special::Wonder => "Wonder",
            Special::Universe => "Universe",
        }
    }
    pub fn parse(s: &str) -> Option<Special> {
        Special::BASE.into_iter().find(|x| x.name() == s)
    }
    /// Our wording of the condition (3rd edition).
    pub fn condition(self) -> &'static str {
        match self {
            Special::Monument => "Claimed at once by a player who tucks six cards, or scores six cards, in one turn.",
            Special::Empire => "Claimed at once by a player with at least three visible of each of the six icons: crown, leaf, lightbulb, castle, factory and clock.",
            Special::World => "Claimed at once by a player with at least twelve visible clocks.",
            Special::Wonder => "Claimed at once by a player with all five colours on their board, each splayed right or up.",
            Special::Universe => "Claimed at once by a player with five top cards, each of value 8 or more.",
        }
    }
}
