#!/usr/bin/env bash
# Builds the app into dist/: the engine as WebAssembly (cargo → wasm-bindgen →
# wasm-opt), the TypeScript UI (tsc check, webpack), the offline service worker.
# Prints the sizes of what a browser downloads.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
ensure_wasm_target
ensure_wasm_bindgen
ensure_npm

step "wasm"
cargo build --lib --release --target wasm32-unknown-unknown
wasm-bindgen --target bundler --out-dir www/pkg target/wasm32-unknown-unknown/release/innovation.wasm
npx wasm-opt -Oz --enable-bulk-memory --enable-nontrapping-float-to-int www/pkg/innovation_bg.wasm -o www/pkg/innovation_bg.wasm

step "typescript"
npx tsc --noEmit -p .
rm -rf dist
node scripts/bundle.cjs

step "sizes"
node scripts/sizes.cjs
