#!/usr/bin/env bash
# Runs every test of the project: Rust unit/integration tests (scenario suites
# included), the command-line scenario check, the TypeScript drift check, the
# app build (wasm + UI) and the browser tests in Debian's chromium. Installs what
# it needs.
# Ends with one line "N passed, N failed" summing all runners.
set -uo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh

passed=0
failed=0
count_cargo() { # add up "test result: ... N passed; M failed" lines of a cargo log
  local p f
  p=$(grep -Eo '[0-9]+ passed' "$1" | awk '{s+=$1} END {print s+0}')
  f=$(grep -Eo '[0-9]+ failed' "$1" | awk '{s+=$1} END {print s+0}')
  passed=$((passed + p)); failed=$((failed + f))
}

ensure_rust
ensure_npm
step "cargo test"
log=$(mktemp)
if cargo test --release 2>&1 | tee "$log"; then :; else
  grep -q "test result" "$log" || failed=$((failed + 1))
fi
count_cargo "$log"

step "innovation scenario --check tests/scenarios"
if find tests/scenarios -name '*.json' -print0 | xargs -0 cargo run --release --quiet --bin innovation -- scenario --check > "$log" 2>&1; then
  n=$(grep -c '^ok ' "$log"); passed=$((passed + n)); echo "$n scenario files ok"
else
  grep -v '^ok ' "$log"
  n=$(grep -c '^ok ' "$log"); passed=$((passed + n)); failed=$((failed + $(grep -vc '^ok \|^ ' "$log")))
fi

step "TypeScript types match the engine's values (drift check)"
if npx tsc --noEmit -p tsconfig.drift.json; then passed=$((passed + 1)); else failed=$((failed + 1)); fi

step "build"
if bash scripts/build.sh; then passed=$((passed + 1)); else failed=$((failed + 1)); fi

count_node() { # add up node --test's "# pass N" / "# fail N" (a run that printed none failed)
  local p f
  p=$(grep -Eo '^# pass [0-9]+' "$1" | awk '{print $3}'); passed=$((passed + ${p:-0}))
  f=$(grep -Eo '^# fail [0-9]+' "$1" | awk '{print $3}'); failed=$((failed + ${f:-1}))
}

step "wasm binding tests (Node)"
if build_wasm nodejs target/wasm-node >/dev/null; then
  timeout 600 node --test tests/wasm/ 2>&1 | tee "$log"; count_node "$log"
else
  echo "wasm build for Node failed"; failed=$((failed + 1))
fi

step "browser tests (chromium)"
ensure_chromium
if [ -f dist/index.html ]; then
  timeout 1800 node --test --test-concurrency=1 tests/browser/ 2>&1 | tee "$log"; count_node "$log"
else
  echo "no build: browser tests not run"; failed=$((failed + 1))
fi
rm -f "$log"

echo
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
