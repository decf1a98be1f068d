#!/usr/bin/env bash
# Runs every test of the project: Rust unit/integration tests (scenario suites
# included), the command-line scenario check, the tests of these scripts, the
# TypeScript drift check, the app build (wasm + UI), the wasm binding tests in
# Node and the browser tests in Debian's chromium. Installs what it needs.
# Every section runs; the last line is "N passed, N failed" (scripts/summary.sh),
# and the exit status is 1 when anything failed, crashed or did not run.
cd "$(dirname "$0")/.."
source scripts/lib.sh
source scripts/summary.sh
set -uo pipefail # not -e: a failed section is counted and the next one runs

log=$(mktemp)
trap 'rm -f "$log"' EXIT

# run_node NAME ARGS...: node --test with its summary counted (an hour at most:
# a run that is cut short prints no summary and counts as failed).
run_node() {
  local name=$1
  shift
  timeout 3600 node --test "$@" 2>&1 | tee "$log"
  count_node "$log" "${PIPESTATUS[0]}" "$name"
}

if ! (ensure_rust && ensure_npm); then
  fail_section "installing Rust or the npm packages"
  summary
  exit 1
fi

step "cargo test"
cargo test --release --no-fail-fast 2>&1 | tee "$log"
count_cargo "$log" "${PIPESTATUS[0]}"

step "innovation scenario --check tests/scenarios (the command-line tool over every scenario file)"
find tests/scenarios -name '*.json' -print0 | xargs -0 cargo run --release --quiet --bin innovation -- scenario --check > "$log" 2>&1
status=$?
grep -v '^ok ' "$log"
echo "$(grep -c '^ok ' "$log") scenario files ok"
count_check "innovation scenario --check" "$status"

step "tests of the scripts (installers, the test summary)"
run_node "script tests" tests/scripts/

step "TypeScript types match the engine's values (drift check)"
npx tsc --noEmit -p tsconfig.drift.json
count_check "drift check" $?

step "build"
bash scripts/build.sh
count_check "build" $?

step "wasm binding tests (Node)"
if build_wasm nodejs target/wasm-node >/dev/null; then
  run_node "wasm binding tests" --test-timeout=600000 tests/wasm/
else
  fail_section "wasm build for Node"
fi

step "browser tests (chromium)"
if ! (ensure_chromium); then
  fail_section "installing chromium: browser tests not run"
elif [ ! -f dist/index.html ]; then
  fail_section "no build: browser tests not run"
else
  run_node "browser tests" --test-concurrency=1 --test-timeout=1800000 tests/browser/
fi

summary
