#!/usr/bin/env bash
# Runs every test of the project: Rust unit/integration tests (scenario suites
# included) and the command-line scenario check. Installs what it needs.
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
rm -f "$log"

echo
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
