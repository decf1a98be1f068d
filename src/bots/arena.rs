//! Bots against bots: the `innovation arena` command, and the playout benchmark.
//!
//! Seats are rotated between games: in game `g`, seat `i` is played by bot
//! `(i + g) mod B` of the `B` bots listed. A bot's result in a game is 1 if a
//! seat it plays is among the winners, 0.5 if the game is a draw (nobody wins),
//! else 0; its win rate is the mean result, with a 95% Wilson interval.
use super::{observe, random_answer, Bot, Budget, Level};
use crate::game::Game;
use crate::question::QuestionKind;
use crate::setup::GameConfig;
use crate::state::Rng;
use std::time::Instant;

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct BotSpec {
    pub level: Level,
    pub budget: Budget,
    /// The strong level searches inside its actions (`Bot::search_inside`).
    pub search_inside: bool,
}

impl BotSpec {
    /// A level by name: random, heuristic, strong, or strong-static (the strong
    /// level with the static rules inside actions, as before inside-action search).
    pub fn parse(name: &str, budget: Budget) -> Option<BotSpec> {
        let (name, search_inside) = match name {
            "strong-static" => ("strong", false),
            n => (n, true),
        };
        Some(BotSpec { level: Level::parse(name)?, budget, search_inside })
    }

    pub fn name(&self) -> String {
        if self.level == Level::Strong && !self.search_inside {
            "strong-static".into()
        } else {
            self.level.name().into()
        }
    }
}

#[derive(Clone, Debug, Default)]
pub struct BotTally {
    pub games: usize,
    pub wins: usize,
    pub draws: usize,
    pub decisions: usize,
    pub think_secs: f64,
    pub max_think_secs: f64,
    /// The decisions on questions inside an action (not turn actions).
    pub inside_decisions: usize,
    pub inside_think_secs: f64,
    pub inside_max_think_secs: f64,
    pub inside: super::InsideStats,
    pub turn: super::TurnStats,
    pub illegal: usize,
}

#[derive(Clone, Debug, Default)]
pub struct GameRecord {
    pub answers: usize,
    pub turns: usize,
    /// Index into the bot list of each seat.
    pub seats: Vec<usize>,
    /// Bots (indices) that won; empty for a draw.
    pub winners: Vec<usize>,
    pub stalled: bool,
}

/// The games an arena plays: how many players, the edition and its expansions.
#[derive(Clone, Debug)]
pub struct Table {
    pub players: usize,
    /// 1, 3 or 4.
    pub edition: u8,
    pub expansions: Vec<String>,
}

/// Play one game; every question is answered by the bot of the seat asked, from
/// that seat's observation.
pub fn play_game(specs: &[BotSpec], table: &Table, game_index: u64, seed: u64, max_answers: usize, tally: &mut [BotTally]) -> Result<GameRecord, String> {
    let players = table.players;
    let names: Vec<String> = ["ada", "bo", "cy", "di"][..players].iter().map(|s| s.to_string()).collect();
    let cfg = GameConfig { players: names, teams: None, seed: Some(seed), edition: table.edition, expansions: table.expansions.clone() };
    let mut g = Game::new(&cfg).map_err(|e| e.to_string())?;
    let seats: Vec<usize> = (0..players).map(|i| (i + game_index as usize) % specs.len()).collect();
    let mut bots: Vec<Bot> = seats
        .iter()
        .enumerate()
        .map(|(i, &b)| {
            let mut bot = Bot::new(specs[b].level, specs[b].budget, seed.wrapping_mul(31).wrapping_add(i as u64));
            bot.search_inside = specs[b].search_inside;
            bot
        })
        .collect();
    let mut rec = GameRecord { seats: seats.clone(), ..Default::default() };
    let mut fallback = Rng(seed ^ 0xFA11);
    let mut last_turn = None;
    while let Some(q) = g.question() {
        if rec.answers >= max_answers {
            rec.stalled = true;
            break;
        }
        let p = q.player as usize;
        if q.kind == QuestionKind::Action {
            let t = (g.state().current_player(), g.state().phase.clone());
            if let crate::state::Phase::Turn { player, actions_left, .. } = t.1 {
                let key = (player, actions_left);
                if last_turn.map(|(pl, al): (u8, u8)| pl != key.0 || al < key.1).unwrap_or(true) {
                    rec.turns += 1;
                }
                last_turn = Some(key);
            }
        }
        let obs = observe(&g, q.player).ok_or("no observation for the player asked")?;
        let t = Instant::now();
        let a = bots[p].decide(&obs);
        let dt = t.elapsed().as_secs_f64();
        let tb = &mut tally[seats[p]];
        tb.decisions += 1;
        tb.think_secs += dt;
        tb.max_think_secs = tb.max_think_secs.max(dt);
        if !obs.at_action() {
            tb.inside_decisions += 1;
            tb.inside_think_secs += dt;
            tb.inside_max_think_secs = tb.inside_max_think_secs.max(dt);
        }
        if g.answer(&a).is_err() {
            tb.illegal += 1;
            let q = g.question().unwrap().clone();
            g.answer(&random_answer(&q, &mut fallback)).map_err(|e| format!("a random answer was refused: {e}"))?;
        }
        rec.answers += 1;
    }
    for (bot, &b) in bots.iter().zip(&seats) {
        tally[b].inside.add(&bot.inside_stats());
        tally[b].turn.add(&bot.turn_stats());
    }
    let mut present: Vec<usize> = seats.clone();
    present.sort_unstable();
    present.dedup();
    for &b in &present {
        tally[b].games += 1;
    }
    if let Some(o) = g.outcome() {
        let mut w: Vec<usize> = o.winners.iter().map(|&p| seats[p as usize]).collect();
        w.sort_unstable();
        w.dedup();
        if w.is_empty() {
            for &b in &present {
                tally[b].draws += 1;
            }
        }
        for &b in &w {
            tally[b].wins += 1;
        }
        rec.winners = w;
    }
    Ok(rec)
}

/// Wilson score interval (95%) for a proportion `p` over `n` trials.
pub fn wilson(p: f64, n: usize) -> (f64, f64) {
    if n == 0 {
        return (0.0, 1.0);
    }
    let z = 1.959_964f64;
    let n = n as f64;
    let den = 1.0 + z * z / n;
    let centre = (p + z * z / (2.0 * n)) / den;
    let half = z * ((p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt()) / den;
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

pub struct ArenaResult {
    pub tally: Vec<BotTally>,
    pub records: Vec<GameRecord>,
    pub stalled: usize,
    pub secs: f64,
}

/// What one worker thread of an arena brings back: its tallies and its games.
type WorkerResult = (Vec<BotTally>, Vec<GameRecord>);

pub fn run(specs: &[BotSpec], games: usize, table: &Table, seed: u64, threads: usize, max_answers: usize, progress: bool) -> Result<ArenaResult, String> {
    let t = Instant::now();
    let threads = threads.max(1).min(games.max(1));
    let results: Vec<Result<WorkerResult, String>> = std::thread::scope(|sc| {
        let handles: Vec<_> = (0..threads)
            .map(|w| {
                sc.spawn(move || {
                    let mut tally = vec![BotTally::default(); specs.len()];
                    let mut recs = vec![];
                    for gi in (w..games).step_by(threads) {
                        let rec = play_game(specs, table, gi as u64, seed.wrapping_add(gi as u64), max_answers, &mut tally)?;
                        if progress {
                            eprintln!("game {gi}: seats {:?} winners {:?} answers {} turns {}{}", rec.seats, rec.winners, rec.answers, rec.turns, if rec.stalled { " STALLED" } else { "" });
                        }
                        recs.push(rec);
                    }
                    Ok((tally, recs))
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().unwrap_or_else(|_| Err("a worker panicked".into()))).collect()
    });
    let mut tally = vec![BotTally::default(); specs.len()];
    let mut records = vec![];
    for r in results {
        let (t, recs) = r?;
        for (a, b) in tally.iter_mut().zip(t) {
            a.games += b.games;
            a.wins += b.wins;
            a.draws += b.draws;
            a.decisions += b.decisions;
            a.think_secs += b.think_secs;
            a.max_think_secs = a.max_think_secs.max(b.max_think_secs);
            a.inside_decisions += b.inside_decisions;
            a.inside_think_secs += b.inside_think_secs;
            a.inside_max_think_secs = a.inside_max_think_secs.max(b.inside_max_think_secs);
            a.inside.add(&b.inside);
            a.turn.add(&b.turn);
            a.illegal += b.illegal;
        }
        records.extend(recs);
    }
    let stalled = records.iter().filter(|r| r.stalled).count();
    Ok(ArenaResult { tally, records, stalled, secs: t.elapsed().as_secs_f64() })
}

pub fn report(specs: &[BotSpec], r: &ArenaResult) -> String {
    let mut out = String::new();
    let games = r.records.len().max(1) as f64;
    out.push_str(&format!("games: {}  stalled: {}  wall time: {:.1} s\n", r.records.len(), r.stalled, r.secs));
    out.push_str(&format!(
        "mean game length: {:.1} answers, {:.1} turns\n",
        r.records.iter().map(|x| x.answers).sum::<usize>() as f64 / games,
        r.records.iter().map(|x| x.turns).sum::<usize>() as f64 / games
    ));
    out.push_str("draws count as half a win\n");
    for (i, (s, t)) in specs.iter().zip(&r.tally).enumerate() {
        let score = (t.wins as f64 + 0.5 * t.draws as f64) / t.games.max(1) as f64;
        let (lo, hi) = wilson(score, t.games);
        let budget = match s.level {
            Level::Strong => format!(" (budget {} ms{})", s.budget.millis, if s.budget.iterations < u32::MAX { format!(", {} iterations", s.budget.iterations) } else { String::new() }),
            _ => String::new(),
        };
        out.push_str(&format!(
            "bot {i} {}{budget}: games {}  wins {}  draws {}  win rate {:.1}% (95% CI {:.1}-{:.1}%)  think {:.2} ms/decision (max {:.0} ms, {} decisions)  illegal answers {}\n",
            s.name(),
            t.games,
            t.wins,
            t.draws,
            100.0 * score,
            100.0 * lo,
            100.0 * hi,
            1000.0 * t.think_secs / t.decisions.max(1) as f64,
            1000.0 * t.max_think_secs,
            t.decisions,
            t.illegal
        ));
        if s.level == Level::Strong {
            out.push_str(&format!(
                "      turn actions: searched {}, {:.1} iterations per search (fewest {})\n",
                t.turn.searched,
                t.turn.iterations as f64 / t.turn.searched.max(1) as f64,
                t.turn.fewest
            ));
            let i = &t.inside;
            out.push_str(&format!(
                "      inside actions: {} decisions, think {:.2} ms/decision (max {:.0} ms); replayable {} ({:.1}%), searched {} ({:.1}%), {:.1} iterations per search; replays {}, rejected {} ({:.1}%)\n",
                t.inside_decisions,
                1000.0 * t.inside_think_secs / t.inside_decisions.max(1) as f64,
                1000.0 * t.inside_max_think_secs,
                i.replayable,
                100.0 * i.replayable as f64 / i.decisions.max(1) as f64,
                i.searched,
                100.0 * i.searched as f64 / i.decisions.max(1) as f64,
                i.iterations as f64 / i.searched.max(1) as f64,
                i.replays,
                i.rejected,
                100.0 * i.rejected as f64 / i.replays.max(1) as f64,
            ));
        }
    }
    out
}

/// Playouts per second: uniformly random games played to the end from
/// determinizations of positions reached by random play. Timed with the bots'
/// clock, so that it also runs in wasm (where `Instant` does not exist).
pub fn bench(seconds: f64, seed: u64) -> (usize, f64, usize) {
    let Some(start) = super::now_ms() else { return (0, 0.0, 0) };
    let elapsed = || (super::now_ms().unwrap_or(start) - start) / 1000.0;
    let mut rng = Rng(seed);
    let mut positions = vec![];
    for i in 0..8u64 {
        let cfg = GameConfig { players: vec!["ada".into(), "bo".into()], teams: None, seed: Some(seed + i), edition: 3, expansions: vec![] };
        let mut g = Game::new(&cfg).expect("a valid configuration");
        let stop = 20 + 10 * i as usize;
        for _ in 0..stop {
            let Some(q) = g.question() else { break };
            let a = random_answer(q, &mut rng);
            g.answer(&a).expect("legal");
        }
        if let Some(q) = g.question() {
            if let Some(obs) = observe(&g, q.player) {
                positions.push(obs);
            }
        }
    }
    let mut playouts = 0;
    let mut answers = 0;
    let start_play = elapsed();
    while elapsed() - start_play < seconds {
        for obs in &positions {
            let s = super::determinize::determinize(obs, &mut rng);
            let mut g = Game::from_state(s, vec![]);
            let mut k = 0;
            while let Some(q) = g.question() {
                let a = random_answer(q, &mut rng);
                g.answer(&a).expect("legal");
                k += 1;
                if k > 20_000 {
                    break;
                }
            }
            answers += k;
            playouts += 1;
        }
    }
    let secs = elapsed() - start_play;
    (playouts, playouts as f64 / secs, answers)
}
