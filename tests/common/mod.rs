//! Helpers shared by integration tests.

/// A number of games from the environment variable `var`: unset means `default`;
/// 0 or anything but a positive number is an error, so that a test can never pass
/// having played nothing.
pub fn games_setting(var: &str, default: u64) -> u64 {
    match std::env::var(var) {
        Err(_) => default,
        Ok(v) => match v.trim().parse::<u64>() {
            Ok(n) if n > 0 => n,
            _ => panic!("{var}={v:?}: set a positive number of games (or unset it for {default})"),
        },
    }
}
