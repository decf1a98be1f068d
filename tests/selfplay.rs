//! Self-play (random answers, or computer players) with every invariant checked
//! after every answer (cards in exactly one place, constant total, unsplayed
//! small piles, non-empty legal answers, each accepted) and save/reload round
//! trips. The big run is `innovation selfplay --games 100000` (see README).
use innovation::bots::Level;
use innovation::selfplay::{play_one, Options, Stats};

fn run(players: usize, teams: bool, games: u64, seed: u64) -> Stats {
    run_edition(3, players, teams, games, seed)
}

fn run_edition(edition: u8, players: usize, teams: bool, games: u64, seed: u64) -> Stats {
    run_sets(edition, &[], players, teams, games, seed)
}

fn run_sets(edition: u8, expansions: &[&str], players: usize, teams: bool, games: u64, seed: u64) -> Stats {
    run_bots(edition, expansions, players, teams, &[], games, seed)
}

fn run_bots(edition: u8, expansions: &[&str], players: usize, teams: bool, bots: &[Level], games: u64, seed: u64) -> Stats {
    let expansions = expansions.iter().map(|s| s.to_string()).collect();
    let opt = Options { players, teams, edition, expansions, check: true, reload_every: 13, max_answers: 20_000, bots: bots.to_vec() };
    let mut stats = Stats::default();
    for g in 0..games {
        if let Err(e) = play_one(seed + g, &opt, &mut stats) {
            panic!("{e}");
        }
    }
    assert_eq!(stats.finished as u64, games);
    // The undo check ran (an answer inside an action, taken back, is common).
    assert!(stats.undos > 0 || games < 20, "no answer was taken back in {games} games");
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

#[test]
fn fourth_edition_two_to_four_players_and_teams() {
    let n = (games() / 4).max(1);
    for (players, teams, seed) in [(2, false, 50_000), (3, false, 60_000), (4, false, 70_000), (4, true, 80_000)] {
        run_edition(4, players, teams, n, seed);
    }
}

#[test]
fn first_edition_two_to_four_players_and_teams() {
    let n = (games() / 4).max(1);
    for (players, teams, seed) in [(2, false, 90_000), (3, false, 100_000), (4, false, 110_000), (4, true, 120_000)] {
        run_edition(1, players, teams, n, seed);
    }
}

/// Each expansion alone and all four together (3rd edition), in every player
/// configuration: a tenth of the base game's count each.
#[test]
fn third_edition_expansions_two_to_four_players_and_teams() {
    let n = (games() / 10).max(1);
    let sets: [&[&str]; 5] = [&["echoes"], &["artifacts", "relics"], &["cities"], &["figures"], &["echoes", "artifacts", "relics", "cities", "figures"]];
    for (i, s) in sets.iter().enumerate() {
        for (players, teams, seed) in [(2, false, 130_000), (3, false, 140_000), (4, false, 150_000), (4, true, 160_000)] {
            let st = run_sets(3, s, players, teams, n, seed + 1_000 * i as u64);
            assert_eq!(st.finished as u64, n, "{s:?}");
        }
    }
}

/// Computer players instead of random answers, with the same checks: they play
/// long games with wide splays, demands and achievements aimed at, which random
/// answers seldom reach. Every edition, with and without every expansion, a
/// fiftieth of the base game's count each (a heuristic's game costs about four
/// random ones with the checks; a strong player's, at 64 iterations a decision,
/// about 180): one game with a strong player in each configuration.
#[test]
fn computer_players_in_every_edition() {
    use Level::*;
    let n = (games() / 50).max(1);
    let all: &[&str] = &["echoes", "artifacts", "relics", "cities", "figures"];
    for (i, (edition, sets)) in [(3, &[][..]), (3, all), (4, &[][..]), (1, &[][..])].into_iter().enumerate() {
        let seed = 170_000 + 1_000 * i as u64;
        for (players, teams, bots) in [(2, false, &[Heuristic][..]), (3, false, &[Heuristic, Random][..]), (4, true, &[Heuristic][..])] {
            run_bots(edition, sets, players, teams, bots, n, seed);
        }
        run_bots(edition, sets, 2, false, &[Strong, Heuristic], 1, seed + 500);
    }
}
