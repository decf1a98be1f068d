//! Helpers shared by integration tests.

/// A number of games from the environment variable `var`: unset means `default`;
/// 0 or anything but a positive number is an error, so that a test can never pass
/// having played nothing.
#[allow(dead_code)]
pub fn games_setting(var: &str, default: u64) -> u64 {
    match std::env::var(var) {
        Err(_) => default,
        Ok(v) => match v.trim().parse::<u64>() {
            Ok(n) if n > 0 => n,
            _ => panic!("{var}={v:?}: set a positive number of games (or unset it for {default})"),
        },
    }
}

/// Every scenario file under tests/scenarios/, in path order.
#[allow(dead_code)]
pub fn scenario_files() -> Vec<std::path::PathBuf> {
    fn walk(dir: &std::path::Path, out: &mut Vec<std::path::PathBuf>) {
        for e in std::fs::read_dir(dir).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() {
                walk(&p, out);
            } else if p.extension().is_some_and(|x| x == "json") {
                out.push(p);
            }
        }
    }
    let mut files = vec![];
    walk(&std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/scenarios"), &mut files);
    files.sort();
    files
}

/// A game of `players` named ada, bo, cy and di (with teams: ada and cy against bo
/// and di).
#[allow(dead_code)]
pub fn config(players: usize, teams: bool, seed: u64, edition: u8, expansions: &[&str]) -> innovation::GameConfig {
    let names: Vec<String> = ["ada", "bo", "cy", "di"][..players].iter().map(|s| s.to_string()).collect();
    let teams = if teams { Some(vec![vec![names[0].clone(), names[2].clone()], vec![names[1].clone(), names[3].clone()]]) } else { None };
    innovation::GameConfig { players: names, teams, seed: Some(seed), edition, expansions: expansions.iter().map(|s| s.to_string()).collect() }
}

/// Kinds of game that together reach every edition, 2-4 players, teams, and the
/// 3rd edition with each expansion alone and all together: (players, teams,
/// edition, expansions).
#[allow(dead_code)]
pub const GAMES: &[(usize, bool, u8, &[&str])] = &[
    (2, false, 1, &[]),
    (3, false, 1, &[]),
    (4, true, 1, &[]),
    (2, false, 3, &[]),
    (3, false, 3, &[]),
    (4, true, 3, &[]),
    (2, false, 4, &[]),
    (3, false, 4, &[]),
    (4, false, 4, &[]),
    (4, true, 4, &[]),
    (2, false, 3, &["echoes"]),
    (3, false, 3, &["echoes"]),
    (2, false, 3, &["artifacts"]),
    (3, false, 3, &["artifacts", "relics"]),
    (2, false, 3, &["cities"]),
    (2, false, 3, &["figures"]),
    (3, false, 3, &["figures"]),
    (2, false, 3, &["echoes", "artifacts", "relics", "cities", "figures"]),
    (3, false, 3, &["echoes", "artifacts", "relics", "cities", "figures"]),
    (4, true, 3, &["echoes", "artifacts", "relics", "cities", "figures"]),
];

/// Titles of the game's cards (in its edition), indexed by their first word, to
/// find titles in a text word by word.
#[allow(dead_code)]
pub struct Titles {
    by_first: std::collections::HashMap<String, Vec<(&'static str, Vec<innovation::model::CardId>)>>,
}

#[allow(dead_code)]
fn first_word(t: &str) -> &str {
    t.split(|c: char| !c.is_alphanumeric()).next().unwrap_or("")
}

#[allow(dead_code)]
impl Titles {
    pub fn new(s: &innovation::state::State) -> Titles {
        let mut m: std::collections::HashMap<&'static str, Vec<innovation::model::CardId>> = std::collections::HashMap::new();
        for c in 0..s.loc.len() as innovation::model::CardId {
            if s.loc(c).is_some() {
                m.entry(s.title(c)).or_default().push(c);
            }
        }
        let mut by_first: std::collections::HashMap<String, Vec<(&'static str, Vec<innovation::model::CardId>)>> = std::collections::HashMap::new();
        for (t, cs) in m {
            by_first.entry(first_word(t).to_string()).or_default().push((t, cs));
        }
        for v in by_first.values_mut() {
            // Longest first: "Machine Tools" before "Machine".
            v.sort_by_key(|(t, _)| std::cmp::Reverse(t.len()));
        }
        Titles { by_first }
    }

    /// The titles that appear as whole words in `text`.
    pub fn titles(&self, text: &str) -> Vec<&'static str> {
        let mut out = vec![];
        self.each(text, |t, _| out.push(t));
        out
    }

    /// The cards whose title appears as whole words in `text`.
    pub fn found(&self, text: &str) -> Vec<innovation::model::CardId> {
        let mut out = vec![];
        self.each(text, |_, cs| out.extend_from_slice(cs));
        out
    }

    fn each(&self, text: &str, mut f: impl FnMut(&'static str, &[innovation::model::CardId])) {
        let mut i = 0;
        while i < text.len() {
            let starts = text.is_char_boundary(i) && (i == 0 || !text[..i].chars().next_back().unwrap().is_alphanumeric());
            if !starts || !text[i..].chars().next().unwrap().is_alphanumeric() {
                i += 1;
                continue;
            }
            let rest = &text[i..];
            let w = first_word(rest);
            let mut skip = w.len();
            if let Some(ts) = self.by_first.get(w) {
                for (t, cs) in ts {
                    if rest.starts_with(t) && !rest[t.len()..].chars().next().is_some_and(|c| c.is_alphanumeric()) {
                        f(t, cs);
                        skip = t.len();
                        break;
                    }
                }
            }
            i += skip.max(1);
        }
    }
}
