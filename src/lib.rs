//! Innovation (Carl Chudyk, Asmadi Games): a rules engine for the 1st, 3rd and 4th
//! editions. `rules/` holds the rules (ruleset, hook dispatch, primitives, Dogma,
//! turns, achievements), `sets/` the sets of cards, each in its own folder.
//!
//! The core API: [`Game::new`] (or [`Game::from_state`] for any position), then
//! [`Game::question`] gives the one pending question with all legal answers and
//! [`Game::answer`] advances. [`view::view`] gives what one player may see.
pub mod api;
pub mod bots;
pub mod cards;
pub mod embed;
pub mod game;
pub mod invariants;
pub mod known;
pub mod log;
pub mod model;
pub mod preview;
pub mod question;
pub mod rules;
pub mod sets;
pub mod setup;
pub mod sort;
pub mod state;
pub mod view;

pub use game::Game;
pub use question::{Answer, AnswerError, Question};
pub use setup::GameConfig;
pub mod scenario;
pub mod selfplay;

#[cfg(target_arch = "wasm32")]
mod wasm;
pub mod pools;
#[cfg(all(target_arch = "wasm32", not(target_feature = "atomics")))]
#[global_allocator]
static ALLOCATOR: pools::Pools = pools::Pools::new();
