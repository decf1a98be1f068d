//! The `innovation` command-line tool: `scenario`, `selfplay` and `arena`.
use innovation::bots::arena::{self, BotSpec};
use innovation::bots::Budget;
use innovation::scenario::{self, ScenarioError};
use innovation::selfplay::{self, Options, Stats};
use innovation::pools::ThreadPools;
use std::alloc::{GlobalAlloc, Layout};
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, AtomicIsize, Ordering::Relaxed};
use std::time::Instant;

/// The engine's free lists per thread (`pools::ThreadPools`: a quarter faster than
/// glibc's malloc here, docs/speed.md), counting live heap bytes while `COUNTING`
/// is on (for the memory figures of `arena --bench`; otherwise one relaxed load per
/// allocation).
struct Counting;
static COUNTING: AtomicBool = AtomicBool::new(false);
static LIVE: AtomicIsize = AtomicIsize::new(0);

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, l: Layout) -> *mut u8 {
        if COUNTING.load(Relaxed) {
            LIVE.fetch_add(l.size() as isize, Relaxed);
        }
        unsafe { ThreadPools.alloc(l) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, l: Layout) {
        if COUNTING.load(Relaxed) {
            LIVE.fetch_sub(l.size() as isize, Relaxed);
        }
        unsafe { ThreadPools.dealloc(ptr, l) }
    }
    unsafe fn realloc(&self, ptr: *mut u8, l: Layout, new: usize) -> *mut u8 {
        if COUNTING.load(Relaxed) {
            LIVE.fetch_add(new as isize - l.size() as isize, Relaxed);
        }
        unsafe { ThreadPools.realloc(ptr, l, new) }
    }
}

#[global_allocator]
static ALLOC: Counting = Counting;

/// Heap bytes that `make` leaves allocated in what it returns, plus the value's own size.
fn measured<T>(make: impl FnOnce() -> T) -> (T, usize) {
    COUNTING.store(true, Relaxed);
    let before = LIVE.load(Relaxed);
    let v = make();
    let bytes = (LIVE.load(Relaxed) - before).max(0) as usize + std::mem::size_of::<T>();
    COUNTING.store(false, Relaxed);
    (v, bytes)
}

/// Memory of a 2-player game in progress (state, log, what each player knows, the
/// pending question) after `answers` random answers, and of one determinization
/// (a `State`) sampled from the current player's view of it.
fn memory_figures(expansions: &[String], answers: usize, seed: u64) -> Option<(usize, usize)> {
    let mut rng = innovation::state::Rng(seed);
    let cfg = innovation::GameConfig { players: vec!["ada".into(), "bo".into()], teams: None, seed: Some(seed), edition: 3, expansions: expansions.to_vec() };
    let play = |rng: &mut innovation::state::Rng| {
        let mut g = innovation::Game::new(&cfg).ok()?;
        for _ in 0..answers {
            let q = g.question()?.clone();
            g.answer(&innovation::bots::random_answer(&q, rng)).ok()?;
        }
        Some(g)
    };
    // Once unmeasured: the engine's tables built on first use (card facts by
    // edition, hooks by card) are not the game's memory.
    play(&mut rng.clone());
    let (g, game_bytes) = measured(|| play(&mut rng));
    let g = g?;
    let obs = innovation::bots::observe(&g, g.question()?.player)?;
    let (_s, det_bytes) = measured(|| innovation::bots::determinize::determinize(&obs, &mut rng));
    Some((game_bytes, det_bytes))
}

const USAGE: &str = "usage:
  innovation scenario [--check] FILE...
  innovation selfplay [--games N] [--players P] [--teams] [--seed S] [--edition 1|3|4] [--expansions SET,...] [--no-check]
                      [--bots LEVEL,...]  (seat i played by the i-th level, in turn; default random)
  innovation arena --bots LEVEL,LEVEL[,...] [--games N] [--players P] [--seed S] [--edition 1|3|4] [--expansions SET,...]
                   [--budget-ms MS] [--iterations I] [--threads T] [--max-answers A] [--progress]
      LEVEL is random, heuristic, strong or strong-static (static rules inside actions);
      strong:MS gives that bot its own budget
  innovation arena --bench [--seconds S] [--seed S]";

/// `print!` to stdout, except that a closed stdout (`innovation scenario F | head`)
/// ends the program as it ends `cat`, by the status of SIGPIPE, instead of a panic.
fn emit(args: std::fmt::Arguments) {
    use std::io::Write;
    if let Err(e) = std::io::stdout().write_fmt(args) {
        if e.kind() == std::io::ErrorKind::BrokenPipe {
            std::process::exit(141);
        }
        eprintln!("cannot write the output: {e}");
        std::process::exit(2);
    }
}

macro_rules! outln {
    ($($t:tt)*) => { emit(format_args!("{}\n", format_args!($($t)*))) };
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("scenario") => scenario_cmd(&args[1..]),
        Some("selfplay") => selfplay_cmd(&args[1..]),
        Some("arena") => arena_cmd(&args[1..]),
        _ => {
            eprintln!("{USAGE}");
            ExitCode::from(2)
        }
    }
}

fn scenario_cmd(args: &[String]) -> ExitCode {
    let check = args.iter().any(|a| a == "--check");
    let files: Vec<&String> = args.iter().filter(|a| *a != "--check").collect();
    if files.is_empty() {
        eprintln!("{USAGE}");
        return ExitCode::from(2);
    }
    let mut status = 0u8;
    for f in files {
        let text = match std::fs::read_to_string(f) {
            Ok(t) => t,
            Err(e) => {
                outln!("{f}: cannot read: {e}");
                status = 2;
                continue;
            }
        };
        let result = scenario::parse(&text).and_then(|sc| scenario::run(&sc));
        match result {
            Ok(out) => {
                if check {
                    if out.diffs.is_empty() {
                        outln!("ok   {f}");
                    } else {
                        outln!("FAIL {f}");
                        for d in &out.diffs {
                            outln!("     {d}");
                        }
                        status = status.max(1);
                    }
                } else {
                    outln!("{}", serde_json::to_string_pretty(&out.output).unwrap());
                }
            }
            Err(e) => {
                status = status.max(if matches!(e, ScenarioError::Invariant { .. }) { 1 } else { 2 });
                match &e {
                    ScenarioError::Malformed(_) | ScenarioError::Invariant { .. } => outln!("{f}: {e}"),
                    ScenarioError::IllegalStep { prompt, .. } => {
                        outln!("{f}: {e}");
                        match prompt.get("choices") {
                            Some(c) => outln!("legal answers: {}", serde_json::to_string(c).unwrap()),
                            None => outln!("legal answers: none (the game is over)"),
                        }
                    }
                }
            }
        }
    }
    ExitCode::from(status)
}

/// The value of `--edition`: 1, 3 or 4, else a usage error (exit status 2).
fn edition_arg(v: Option<u64>) -> Result<u8, ExitCode> {
    match v {
        Some(e @ (1 | 3 | 4)) => Ok(e as u8),
        _ => {
            eprintln!("--edition must be 1, 3 or 4");
            Err(ExitCode::from(2))
        }
    }
}

fn selfplay_cmd(args: &[String]) -> ExitCode {
    let mut games = 100usize;
    let mut players = 2usize;
    let mut teams = false;
    let mut seed = 1u64;
    let mut check = true;
    let mut edition = 3u8;
    let mut expansions: Vec<String> = vec![];
    let mut bots = vec![];
    let mut i = 0;
    while i < args.len() {
        let val = || args.get(i + 1).and_then(|v| v.parse::<u64>().ok());
        match args[i].as_str() {
            "--games" => games = val().unwrap_or(games as u64) as usize,
            "--bots" => {
                let list = args.get(i + 1).map(String::as_str).unwrap_or("");
                match list.split(',').map(|b| innovation::bots::Level::parse(b.trim())).collect::<Option<Vec<_>>>() {
                    Some(l) => bots = l,
                    None => {
                        eprintln!("--bots: a list of random, heuristic or strong, not {list:?}");
                        return ExitCode::from(2);
                    }
                }
            }
            "--edition" => match edition_arg(val()) {
                Ok(e) => edition = e,
                Err(code) => return code,
            },
            "--expansions" => expansions = args.get(i + 1).map(|v| v.split(',').filter(|x| !x.is_empty()).map(str::to_string).collect()).unwrap_or_default(),
            "--players" => players = val().unwrap_or(players as u64) as usize,
            "--seed" => seed = val().unwrap_or(seed),
            "--teams" => {
                teams = true;
                players = 4;
                i += 1;
                continue;
            }
            "--no-check" => {
                check = false;
                i += 1;
                continue;
            }
            _ => {
                eprintln!("{USAGE}");
                return ExitCode::from(2);
            }
        }
        i += 2;
    }
    if !(2..=4).contains(&players) {
        eprintln!("--players must be 2, 3 or 4");
        return ExitCode::from(2);
    }
    let probe = innovation::GameConfig { players: (0..players).map(|i| format!("p{i}")).collect(), teams: None, seed: Some(0), edition, expansions: expansions.clone() };
    if let Err(e) = innovation::setup::validate(&probe) {
        eprintln!("{e}");
        return ExitCode::from(2);
    }
    let opt = Options { players, teams, edition, expansions, check, reload_every: if check { 7 } else { 0 }, max_answers: 20_000, bots };
    let mut stats = Stats::default();
    let t = Instant::now();
    let mut failures = 0;
    for g in 0..games as u64 {
        if let Err(e) = selfplay::play_one(seed.wrapping_add(g), &opt, &mut stats) {
            failures += 1;
            outln!("FAILED: {e}");
        }
    }
    let secs = t.elapsed().as_secs_f64();
    outln!("games: {}  finished: {}  failed: {failures}", stats.games, stats.finished);
    outln!("ended by achievements: {}  by score: {}  by a card: {}", stats.by_achievements, stats.by_score, stats.by_card);
    outln!("mean answers per game: {:.1}", stats.answers as f64 / stats.finished.max(1) as f64);
    if stats.saves > 0 {
        outln!("mean save snapshot: {:.0} bytes", stats.save_bytes as f64 / stats.saves as f64);
        outln!("save/reload checks: {}  undo checks: {}", stats.saves, stats.undos);
    }
    outln!("time: {secs:.2} s  games/s: {:.1}  answers/s: {:.0}", stats.games as f64 / secs, stats.answers as f64 / secs);
    if failures > 0 {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    }
}

fn arena_cmd(args: &[String]) -> ExitCode {
    let mut bots = "heuristic,random".to_string();
    let mut games = 100usize;
    let mut players = 2usize;
    let mut seed = 1u64;
    let mut budget_ms = 100u32;
    let mut iterations = u32::MAX;
    let mut threads = 1usize;
    let mut max_answers = 5_000usize;
    let mut progress = false;
    let mut bench = false;
    let mut seconds = 5.0f64;
    let mut expansions: Vec<String> = vec![];
    let mut edition = 3u8;
    let mut i = 0;
    while i < args.len() {
        let val = args.get(i + 1).cloned().unwrap_or_default();
        let num = || val.parse::<u64>().ok();
        let bad = || {
            eprintln!("{USAGE}");
            ExitCode::from(2)
        };
        match args[i].as_str() {
            "--progress" => {
                progress = true;
                i += 1;
                continue;
            }
            "--bench" => {
                bench = true;
                i += 1;
                continue;
            }
            "--bots" => bots = val.clone(),
            "--expansions" => expansions = val.split(',').filter(|x| !x.is_empty()).map(str::to_string).collect(),
            "--edition" => match edition_arg(num()) {
                Ok(e) => edition = e,
                Err(code) => return code,
            },
            "--games" => match num() {
                Some(n) => games = n as usize,
                None => return bad(),
            },
            "--players" => match num() {
                Some(n) => players = n as usize,
                None => return bad(),
            },
            "--seed" => match num() {
                Some(n) => seed = n,
                None => return bad(),
            },
            "--budget-ms" => match num() {
                Some(n) => budget_ms = n as u32,
                None => return bad(),
            },
            "--iterations" => match num() {
                Some(n) => iterations = n as u32,
                None => return bad(),
            },
            "--threads" => match num() {
                Some(n) => threads = n as usize,
                None => return bad(),
            },
            "--max-answers" => match num() {
                Some(n) => max_answers = n as usize,
                None => return bad(),
            },
            "--seconds" => match val.parse::<f64>() {
                Ok(x) => seconds = x,
                Err(_) => return bad(),
            },
            _ => return bad(),
        }
        i += 2;
    }
    if bench {
        let (n, rate, answers) = arena::bench(seconds, seed);
        outln!("random playouts to the end of the game from determinized 2-player positions");
        outln!("playouts: {n}  playouts/s: {rate:.0}  mean answers per playout: {:.1}", answers as f64 / n.max(1) as f64);
        let all = ["echoes", "artifacts", "relics", "cities", "figures"].map(String::from).to_vec();
        for (name, sets) in [("base game", vec![]), ("all four expansions", all)] {
            // Games that end before 150 answers are skipped: the figure is for a game in its middle.
            if let Some((game, det)) = (seed..seed + 20).find_map(|s| memory_figures(&sets, 150, s)) {
                outln!("memory, {name}, 2 players, after 150 answers: a game {:.1} KB, a determinization {:.1} KB", game as f64 / 1024.0, det as f64 / 1024.0);
            }
        }
        return ExitCode::SUCCESS;
    }
    if !(2..=4).contains(&players) {
        eprintln!("--players must be 2, 3 or 4");
        return ExitCode::from(2);
    }
    let mut specs = vec![];
    for b in bots.split(',') {
        let (name, ms) = match b.split_once(':') {
            Some((n, m)) => match m.trim_end_matches("ms").parse::<u32>() {
                Ok(m) => (n, m),
                Err(_) => {
                    eprintln!("bad bot {b:?}: expected LEVEL or LEVEL:MS");
                    return ExitCode::from(2);
                }
            },
            None => (b, budget_ms),
        };
        let Some(spec) = BotSpec::parse(name.trim(), Budget { iterations, millis: ms }) else {
            eprintln!("unknown bot level {name:?}: random, heuristic, strong or strong-static");
            return ExitCode::from(2);
        };
        specs.push(spec);
    }
    let probe = innovation::GameConfig { players: (0..players).map(|i| format!("p{i}")).collect(), teams: None, seed: Some(0), edition, expansions: expansions.clone() };
    if let Err(e) = innovation::setup::validate(&probe) {
        eprintln!("{e}");
        return ExitCode::from(2);
    }
    let with = if expansions.is_empty() { String::new() } else { format!(", expansions {}", expansions.join(",")) };
    let ed = if edition == 3 { String::new() } else { format!(", edition {edition}") };
    outln!("arena: {} | {games} games, {players} players{ed}{with}, seed {seed}, seats rotated", bots);
    let table = arena::Table { players, edition, expansions };
    match arena::run(&specs, games, &table, seed, threads, max_answers, progress) {
        Ok(r) => {
            emit(format_args!("{}", arena::report(&specs, &r)));
            let illegal: usize = r.tally.iter().map(|t| t.illegal).sum();
            if r.stalled > 0 || illegal > 0 {
                ExitCode::from(1)
            } else {
                ExitCode::SUCCESS
            }
        }
        Err(e) => {
            outln!("FAILED: {e}");
            ExitCode::from(1)
        }
    }
}
