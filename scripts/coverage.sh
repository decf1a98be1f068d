#!/usr/bin/env bash
# Line coverage of the engine (a report, never a test): which lines of src/ no
# test reaches. Used to find card branches that no scenario exercises.
#
#   scripts/coverage.sh scenarios [PATH...]  the CLI runs every scenario file
#                                             (or those under PATH) with --check
#   scripts/coverage.sh all                   the whole `cargo test --release`
#
# Prints, per source file with unreached lines, how many and which; the full
# report is left in target/coverage/report.txt (llvm-cov's annotated source).
# Needs llvm-cov and llvm-profdata able to read rustc's profiles: on Debian 12,
# `apt-get install llvm-19` (its tools read rustc 1.95's output; llvm-14's do not)
# or `rustup component add llvm-tools`.
cd "$(dirname "$0")/.."
set -euo pipefail
mode=${1:-scenarios}
shift || true
find_tool() {
    for t in "$1-19" "$1-20" "$1-21" "$1-22"; do
        if command -v "$t" >/dev/null; then echo "$t"; return; fi
    done
    # rustup's own (`rustup component add llvm-tools`), of the compiler's LLVM,
    # before an unversioned one that may be too old (Debian 12's is llvm 14).
    local own
    own=$(ls "$(rustc --print sysroot)"/lib/rustlib/*/bin/"$1" 2>/dev/null | head -1)
    if [ -n "$own" ]; then echo "$own"; return; fi
    if command -v "$1" >/dev/null; then echo "$1"; return; fi
    echo "coverage: $1 not found (apt-get install llvm-19, or rustup component add llvm-tools)" >&2
    exit 1
}
COV=$(find_tool llvm-cov)
PROFDATA=$(find_tool llvm-profdata)
out=$PWD/target/coverage
rm -rf "$out/profraw"
mkdir -p "$out/profraw"
# Its own target directory: the instrumented build must not replace the normal one.
export CARGO_TARGET_DIR=$out/build RUSTFLAGS="-C instrument-coverage"
export LLVM_PROFILE_FILE="$out/profraw/%p-%m.profraw"
case $mode in
    scenarios)
        cargo build --release --quiet --bin innovation
        objects=("$out/build/release/innovation")
        paths=("$@")
        [ ${#paths[@]} -gt 0 ] || paths=(tests/scenarios)
        # One process per batch of files: a profile per process, merged below.
        find "${paths[@]}" -name '*.json' -print0 | sort -z |
            xargs -0 -n 400 "$out/build/release/innovation" scenario --check >/dev/null || {
                echo "coverage: a scenario failed (run them without coverage to see which)" >&2; exit 1; }
        ;;
    all)
        cargo test --release --quiet >/dev/null
        objects=()
        for f in "$out"/build/release/deps/*; do
            [ -x "$f" ] && [ -f "$f" ] && objects+=("$f")
        done
        objects+=("$out/build/release/innovation")
        ;;
    *) echo "usage: scripts/coverage.sh scenarios [PATH...] | all" >&2; exit 2 ;;
esac
"$PROFDATA" merge -sparse "$out"/profraw/*.profraw -o "$out/merged.profdata"
args=(-instr-profile="$out/merged.profdata" "${objects[0]}")
for o in "${objects[@]:1}"; do args+=(-object "$o"); done
# The engine's own files only: not the libraries, nor the tests themselves.
"$COV" show "${args[@]}" --ignore-filename-regex='/.cargo/|/rustc/|/tests/' \
    --show-instantiations=false >"$out/report.txt"
# llvm-cov show prints "FILE:" headers, then "  LINE|  COUNT|source"; a count of
# 0 is a line no run reached.
awk -v root="$PWD/" '
    /^\/.*:$/ { file = substr($0, 1, length($0) - 1); sub(root, "", file); next }
    { n = split($0, f, "|"); if (n >= 3) { c = f[2]; gsub(/ /, "", c); if (c != "") lines++;
        if (c == "0") { l = f[1]; gsub(/ /, "", l); miss[file] = miss[file] " " l; count[file]++; zero++ } } }
    END { for (k in count) printf "%5d %s:%s\n", count[k], k, miss[k] | "sort -k2"; close("sort -k2");
          printf "%d of %d lines of src/ reached (%.1f%%)\n", lines - zero, lines, 100 * (lines - zero) / lines }
' "$out/report.txt"
