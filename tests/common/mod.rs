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
