//! Runs every scenario file under tests/scenarios/ with `--check` semantics.
use innovation::scenario;
use std::path::{Path, PathBuf};

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

#[test]
fn all_scenarios_pass() {
    let mut all = vec![];
    files(&Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/scenarios"), &mut all);
    let mut failures = vec![];
    for f in &all {
        let text = std::fs::read_to_string(f).unwrap();
        match scenario::parse(&text).and_then(|sc| scenario::run(&sc)) {
            Ok(out) if out.diffs.is_empty() => {}
            Ok(out) => failures.push(format!("FAIL {}\n  {}", f.display(), out.diffs.join("\n  "))),
            Err(e) => failures.push(format!("ERROR {}\n  {e}", f.display())),
        }
    }
    println!("{} scenarios, {} failed", all.len(), failures.len());
    assert!(failures.is_empty(), "\n{}", failures.join("\n"));
    assert!(all.len() > 0);
}
