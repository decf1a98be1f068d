#!/usr/bin/env bash
# Builds the app into dist/: the engine as WebAssembly (cargo → wasm-bindgen →
# wasm-opt), the TypeScript UI (tsc check, webpack), the offline service worker.
# Prints the sizes of what a browser downloads.
cd "$(dirname "$0")/.."
source scripts/lib.sh
strict
ensure_wasm_target
ensure_wasm_bindgen
ensure_npm

step "wasm"
build_wasm bundler www/pkg

step "typescript"
npx tsc --noEmit -p .
rm -rf dist
node scripts/bundle.cjs

step "sizes"
node scripts/sizes.cjs
