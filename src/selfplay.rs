//! Self-play with invariant checks after every answer: the reliability harness
//! behind `innovation selfplay` and the self-play test. Answers are random, or
//! given by computer players (`Options::bots`), which reach positions random play
//! seldom does: long games, wide splays, deliberate demands and achievements.
use crate::bots::{observe, Bot, Budget, Level};
use crate::game::Game;
use crate::invariants;
use crate::log::Viewer;
use crate::question::Answer;
use crate::setup::GameConfig;
use crate::state::{EndReason, Rng};

#[derive(Clone, Debug, Default)]
pub struct Stats {
    pub games: usize,
    pub finished: usize,
    pub by_achievements: usize,
    pub by_score: usize,
    pub by_card: usize,
    pub answers: usize,
    /// Sizes of the save snapshots taken for the reload checks.
    pub save_bytes: usize,
    pub saves: usize,
    /// Answers taken back and compared with the game before them.
    pub undos: usize,
}

pub struct Options {
    pub players: usize,
    pub teams: bool,
    /// 1, 3 or 4.
    pub edition: u8,
    pub expansions: Vec<String>,
    /// Check invariants (and a save/load round trip every `reload_every` answers).
    pub check: bool,
    pub reload_every: usize,
    /// A game not finished after this many answers counts as stuck.
    pub max_answers: usize,
    /// Who answers: seat `i` is played by `bots[i % len]` (`Level::Random` when
    /// empty). Each decides from its own seat's observation, as in a game.
    pub bots: Vec<Level>,
}

/// The strong level's budget in self-play: a fixed number of iterations, so that
/// a seed replays the same game.
const STRONG_ITERATIONS: u32 = 64;

/// A uniformly random legal answer to the pending question.
pub fn random_answer(g: &Game, rng: &mut Rng) -> Option<Answer> {
    g.question().map(|q| crate::bots::random_answer(q, rng))
}

fn names(n: usize) -> Vec<String> {
    ["ada", "bo", "cy", "di"][..n].iter().map(|s| s.to_string()).collect()
}

/// Play one game from `seed`; `Err` describes a broken invariant or a stuck game.
pub fn play_one(seed: u64, opt: &Options, stats: &mut Stats) -> Result<(), String> {
    let players = names(opt.players);
    let teams = if opt.teams { Some(vec![vec![players[0].clone(), players[2].clone()], vec![players[1].clone(), players[3].clone()]]) } else { None };
    let cfg = GameConfig { players, teams, seed: Some(seed), edition: opt.edition, expansions: opt.expansions.clone() };
    let mut g = Game::new(&cfg).map_err(|e| e.to_string())?;
    let mut rng = Rng(seed ^ 0x5eed);
    let mut bots: Vec<Bot> = (0..opt.players)
        .map(|i| {
            let level = if opt.bots.is_empty() { Level::Random } else { opt.bots[i % opt.bots.len()] };
            Bot::new(level, Budget::iterations(STRONG_ITERATIONS), seed.wrapping_mul(31).wrapping_add(i as u64))
        })
        .collect();
    let total = invariants::card_count(g.state());
    let mut n = 0;
    stats.games += 1;
    while let Some(q) = g.question() {
        let a = match bots[q.player as usize].level {
            Level::Random => crate::bots::random_answer(q, &mut rng),
            _ => {
                let obs = observe(&g, q.player).ok_or_else(|| format!("seed {seed}, answer {n}: no observation for the player asked"))?;
                bots[q.player as usize].decide(&obs)
            }
        };
        // Every `reload_every` answers (between the reloads), the game before the
        // answer, to compare with the answer taken back.
        let before = (opt.check && opt.reload_every > 0 && n % opt.reload_every == opt.reload_every / 2).then(|| g.clone());
        g.answer(&a).map_err(|e| format!("seed {seed}: a legal answer {a} was refused: {e}"))?;
        n += 1;
        if let Some(b) = before.filter(|_| g.can_undo()) {
            stats.undos += 1;
            let mut u = g.clone();
            u.undo().map_err(|e| format!("seed {seed}, answer {n}: an undo allowed was refused: {e}"))?;
            if u.state() != b.state() || u.question() != b.question() || u.log_lines(Viewer::All) != b.log_lines(Viewer::All) {
                return Err(format!("seed {seed}, answer {n}: taking back the answer {a} does not give the game before it"));
            }
        }
        if opt.check {
            invariants::check_game(&g, total).map_err(|e| format!("seed {seed}, answer {n}: {e}"))?;
            // (Not in `check_game`: a scenario may start from such a position.)
            if let Some((p, sp)) = crate::rules::achievements::unclaimed_special(g.state()) {
                return Err(format!("seed {seed}, answer {n}: {} meets the condition of {} and has not claimed it", g.state().name(p), sp.name()));
            }
            if opt.reload_every > 0 && n % opt.reload_every == 0 {
                let saved = g.save();
                stats.save_bytes += saved.len();
                stats.saves += 1;
                let back = Game::load(&saved).map_err(|e| format!("seed {seed}, answer {n}: reload failed: {e}"))?;
                if back.state() != g.state() || back.question() != g.question() || back.save() != saved {
                    return Err(format!("seed {seed}, answer {n}: the reloaded game differs"));
                }
                g = back;
            }
        }
        if n > opt.max_answers {
            return Err(format!("seed {seed}: not finished after {n} answers"));
        }
    }
    stats.answers += n;
    let o = g.outcome().ok_or_else(|| format!("seed {seed}: no question and no outcome"))?;
    stats.finished += 1;
    match o.reason {
        EndReason::Achievements => stats.by_achievements += 1,
        EndReason::Score => stats.by_score += 1,
        EndReason::Card(_) | EndReason::LastStanding => stats.by_card += 1,
    }
    Ok(())
}
