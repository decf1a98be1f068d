# The counting behind scripts/test.sh's last line, "N passed, N failed" (sourced;
# tests/scripts/summary.test.mjs feeds it logs of crashed and cancelled runs).
# A runner's exit status is the truth: a run that failed but whose log shows no
# failed test still counts one failure, so the line can never say "0 failed"
# while something crashed, timed out or did not run.
passed=0
failed=0
failures=()

# fail_section NAME: one failure that no test count shows.
fail_section() {
  failed=$((failed + 1))
  failures+=("$1")
}

# count_check NAME STATUS: a check that is one test (the build, the drift check).
count_check() {
  if [ "$2" -eq 0 ]; then passed=$((passed + 1)); else fail_section "$1"; fi
}

# count_cargo LOG STATUS: `cargo test --no-fail-fast` output. Every "test result:"
# line adds its passed and failed tests; a test binary that failed without such a
# line (it crashed: a signal, an abort, a stack overflow) adds one failure; so does
# a failed run that shows no failure at all (a compile error).
count_cargo() {
  local log=$1 status=$2 p f targets with_failures crashed
  p=$(grep -E '^test result: ' "$log" | grep -Eo '[0-9]+ passed' | awk '{s+=$1} END {print s+0}')
  f=$(grep -E '^test result: ' "$log" | grep -Eo '[0-9]+ failed' | awk '{s+=$1} END {print s+0}')
  targets=$(grep -cE '^error: test failed, to rerun pass' "$log")
  with_failures=$(grep -E '^test result: ' "$log" | grep -cEv ' 0 failed')
  crashed=$((targets > with_failures ? targets - with_failures : 0))
  passed=$((passed + p))
  failed=$((failed + f + crashed))
  [ "$crashed" -gt 0 ] && failures+=("cargo: $crashed test binaries crashed")
  [ "$f" -gt 0 ] && failures+=("cargo: $f tests failed")
  if [ "$status" -ne 0 ] && [ $((f + crashed)) -eq 0 ]; then fail_section "cargo test exited with status $status"; fi
  return 0
}

# count_node LOG STATUS NAME: `node --test` output ("# pass N", "# fail N",
# "# cancelled N"). Cancelled tests (timed out, or cut short by a crash) are
# failures; a run without a summary, or a failed run without a failure in it,
# adds one.
count_node() {
  local log=$1 status=$2 p f c
  p=$(grep -Eo '^# pass [0-9]+' "$log" | awk '{s+=$3} END {print s+0}')
  f=$(grep -Eo '^# fail [0-9]+' "$log" | awk '{s+=$3} END {print s+0}')
  c=$(grep -Eo '^# cancelled [0-9]+' "$log" | awk '{s+=$3} END {print s+0}')
  passed=$((passed + p))
  failed=$((failed + f + c))
  [ "$f" -gt 0 ] && failures+=("$3: $f tests failed")
  [ "$c" -gt 0 ] && failures+=("$3: $c tests cancelled or timed out")
  if ! grep -qE '^# pass [0-9]+' "$log"; then
    fail_section "$3: no test summary (the run did not complete)"
  elif [ "$status" -ne 0 ] && [ $((f + c)) -eq 0 ]; then
    fail_section "$3: exited with status $status"
  fi
  return 0
}

# The last lines: what failed, then "N passed, N failed"; the status is 1 on any failure.
summary() {
  echo
  local x
  for x in "${failures[@]}"; do echo "failed: $x"; done
  echo "$passed passed, $failed failed"
  [ "$failed" -eq 0 ]
}
