//! Runs every scenario file under tests/scenarios/ with `--check` semantics, each
//! file counted as one test (a harness of its own: `cargo test` prints one
//! "test result:" line with a pass or failure per file, which the summary of
//! `npm test` counts). `cargo test --test scenarios -- <text>` runs the files whose
//! path contains the text.
use innovation::scenario;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

fn files(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<PathBuf> = std::fs::read_dir(dir).unwrap().map(|e| e.unwrap().path()).collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            files(&p, out);
        } else if p.extension().map(|e| e == "json").unwrap_or(false) {
            out.push(p);
        }
    }
}

/// The diffs or the error of one file; empty when it passes.
fn check(f: &Path) -> Vec<String> {
    let text = match std::fs::read_to_string(f) {
        Ok(t) => t,
        Err(e) => return vec![format!("cannot read: {e}")],
    };
    // A panic is a failure of this file, not the end of the run.
    match std::panic::catch_unwind(|| scenario::parse(&text).and_then(|sc| scenario::run(&sc))) {
        Ok(Ok(out)) => out.diffs,
        Ok(Err(e)) => vec![format!("error: {e}")],
        Err(_) => vec!["panicked".to_string()],
    }
}

fn main() -> ExitCode {
    // Flags of the standard harness (--nocapture, --test-threads=N, ...) are accepted
    // and ignored; a plain argument filters by path.
    let filters: Vec<String> = std::env::args().skip(1).filter(|a| !a.starts_with('-')).collect();
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/scenarios");
    let mut all = vec![];
    files(&root, &mut all);
    let chosen: Vec<&PathBuf> = all.iter().filter(|f| filters.iter().all(|x| f.to_string_lossy().contains(x.as_str()))).collect();
    println!("\nrunning {} scenario files", chosen.len());
    let mut failed = vec![];
    for f in &chosen {
        let diffs = check(f);
        if !diffs.is_empty() {
            println!("FAIL {}\n  {}", f.display(), diffs.join("\n  "));
            failed.push(f);
        }
    }
    let passed = chosen.len() - failed.len();
    let status = if failed.is_empty() { "ok" } else { "FAILED" };
    println!("\ntest result: {status}. {passed} passed; {} failed; 0 ignored; 0 measured; {} filtered out\n", failed.len(), all.len() - chosen.len());
    if all.is_empty() {
        println!("no scenario files found under {}", root.display());
        return ExitCode::FAILURE;
    }
    if failed.is_empty() { ExitCode::SUCCESS } else { ExitCode::FAILURE }
}
