//! Random self-play with every invariant checked after every answer (cards in
//! exactly one place, constant total, unsplayed small piles, non-empty legal
//! answers, each accepted) and save/reload round trips. The big run is
//! `innovation selfplay --games 100000` (see README).
use innovation::selfplay::{play_one, Options, Stats};

fn run(players: usize, teams: bool, games: u64, seed: u64) -> Stats {
    let opt = Options { players, teams, check: true, reload_every: 13, max_answers: 20_000 };
    let mut stats = Stats::default();
    for g in 0..games {
        if let Err(e) = play_one(seed + g, &opt, &mut stats) {
            panic!("{e}");
        }
    }
    assert_eq!(stats.finished as u64, games);
    stats
}

mod common;

fn games() -> u64 {
    common::games_setting("SELFPLAY_GAMES", 500)
}

#[test]
fn two_players() {
    run(2, false, games(), 10_000);
}

#[test]
fn three_players() {
    run(3, false, games(), 20_000);
}

#[test]
fn four_players() {
    run(4, false, games(), 30_000);
}

#[test]
fn two_teams_of_two() {
    run(4, true, games(), 40_000);
}
