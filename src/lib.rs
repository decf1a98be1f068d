//! Innovation (Carl Chudyk, Asmadi Games): a rules engine for the 3rd edition.
//!
//! The core API: [`Game::new`] (or [`Game::from_state`] for any position), then
//! [`Game::question`] gives the one pending question with all legal answers and
//! [`Game::answer`] advances. [`view::view`] gives what one player may see.
pub mod achievements;
pub mod api;
pub mod bots;
pub mod cards;
pub mod dogma;
pub mod embed;
pub mod engine;
pub mod game;
pub mod invariants;
pub mod log;
pub mod model;
pub mod question;
pub mod setup;
pub mod state;
pub mod turn;
pub mod view;

pub use game::Game;
pub use question::{Answer, AnswerError, Question};
pub use setup::GameConfig;
pub mod scenario;
pub mod selfplay;

#[cfg(target_arch = "wasm32")]
mod wasm;
