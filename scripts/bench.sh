#!/usr/bin/env bash
# Benchmarks (printed, never asserted): native self-play speed and playouts, the
# strong player's win rate against the heuristic, the app's download sizes and what
# each set and part of the engine costs in it; in WebAssembly under Node's V8,
# random playouts per second and the computer players' think time per decision; in
# Chromium, the time from a click to the repainted table, the think time in the app
# and the random playouts per second.
cd "$(dirname "$0")/.."
source scripts/lib.sh
strict
ensure_wasm_target
ensure_wasm_bindgen
ensure_npm
SECONDS_EACH=${BENCH_SECONDS:-5}

# Each over a second of play: 500 games with every expansion (0.4 s) printed 976
# to 1,350 games per second in runs minutes apart (docs/speed.md, stop 55).
step "native: random games (no checks), 2 players"
cargo run --profile dist --quiet --bin innovation -- selfplay --no-check --games 5000 --players 2 --seed 1
step "native: random games (no checks), 2 players, all four expansions"
cargo run --profile dist --quiet --bin innovation -- selfplay --no-check --games 2000 --players 2 --seed 1 --expansions echoes,artifacts,relics,cities,figures
step "native: random playouts per second"
native=$(cargo run --profile dist --quiet --bin innovation -- arena --bench --seconds "$SECONDS_EACH")
echo "$native"
# bench-wasm.cjs prints the wasm/native ratio of the same playouts from it.
export NATIVE_PLAYOUTS=$(sed -n 's/.*playouts\/s: \([0-9.]*\).*/\1/p' <<<"$native" | head -1)

# Issue 17 measures the strong player with 400 games at 1000 ms a decision (hours
# on a 2-core machine): BENCH_ARENA_GAMES and BENCH_BUDGET_MS set them.
ARENA_GAMES=${BENCH_ARENA_GAMES:-40}
BUDGET_MS=${BENCH_BUDGET_MS:-100}
ALL=echoes,artifacts,relics,cities,figures
for sets in "" "$ALL"; do
  step "native: the strong player against the heuristic, $ARENA_GAMES games, $BUDGET_MS ms a decision${sets:+, all four expansions}"
  cargo run --profile dist --quiet --bin innovation -- arena --bots strong,heuristic --players 2 --games "$ARENA_GAMES" --budget-ms "$BUDGET_MS" --threads 2 --seed 1 ${sets:+--expansions "$sets"} | grep -E '^bot 0'
  cargo run --profile dist --quiet --bin innovation -- arena --bots strong,heuristic,heuristic --players 3 --games "$ARENA_GAMES" --budget-ms "$BUDGET_MS" --threads 2 --seed 1 ${sets:+--expansions "$sets"} | grep -E '^bot 0'
done

step "wasm"
[ -f dist/index.html ] || bash scripts/build.sh >/dev/null
node scripts/sizes.cjs
build_wasm nodejs target/wasm-node
# What each set and each part of the engine costs: the same wasm with its function
# names kept (identical code and data sections to the app's).
wasm-bindgen --target bundler --keep-debug --out-dir target/wasm-named target/wasm32-unknown-unknown/wasm/innovation.wasm
npx wasm-opt -O3 -g --enable-bulk-memory --enable-nontrapping-float-to-int target/wasm-named/innovation_bg.wasm -o target/wasm-named/innovation_bg.wasm
node scripts/wasm-costs.cjs target/wasm-named/innovation_bg.wasm
node scripts/bench-wasm.cjs "$SECONDS_EACH"

step "browser (chromium): click to repaint, computer think time, random playouts"
ensure_chromium
node --test --test-reporter=tap tests/browser/app-bench.mjs | grep -E '^# bench|^not ok|^# (pass|fail)'
# The playouts of bench-wasm.cjs again in Chromium's V8 (newer than Node 20's).
build_wasm web target/wasm-web
node scripts/bench-wasm-chromium.mjs target/wasm-web "$SECONDS_EACH"
