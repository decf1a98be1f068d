# Shared helpers of the build and test scripts: each installs what is missing and
# is quick when everything is there (a fresh machine of this kind has Rust, Node
# and npm; the rest is fetched here).
step() { printf '\n== %s ==\n' "$*"; }

ensure_rust() {
  command -v cargo >/dev/null || { echo "cargo is missing: install Rust with rustup" >&2; exit 1; }
}

ensure_wasm_target() {
  ensure_rust
  rustup target list --installed | grep -qx wasm32-unknown-unknown || rustup target add wasm32-unknown-unknown
}

# wasm-bindgen-cli must be exactly the version of the wasm-bindgen crate in Cargo.lock.
ensure_wasm_bindgen() {
  local want have
  want=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock)
  [ -n "$want" ] || { echo "wasm-bindgen is not in Cargo.lock" >&2; exit 1; }
  have=$(wasm-bindgen --version 2>/dev/null | awk '{print $2}')
  if [ "$have" != "$want" ]; then
    echo "installing wasm-bindgen-cli $want (was: ${have:-none}); this takes a few minutes once"
    cargo install wasm-bindgen-cli --version "=$want" --locked || cargo install wasm-bindgen-cli --version "=$want" --force
  fi
}

# npm packages from package-lock.json, reinstalled when the lock file changes.
ensure_npm() {
  command -v npm >/dev/null || { echo "npm is missing: install Node.js" >&2; exit 1; }
  if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
    npm ci --no-audit --no-fund
  fi
}

# Debian's chromium for the browser tests (never a browser download).
ensure_chromium() {
  [ -x /usr/bin/chromium ] && return
  local sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium >/dev/null
}

# The engine as WebAssembly with its JS glue: build_wasm TARGET OUTDIR (TARGET:
# bundler for the app, nodejs for the benchmark). wasm-opt -O3: -Oz saves 1% of
# the size and costs a third of the speed (scripts/bench.sh measured both).
build_wasm() {
  cargo build --lib --profile wasm --target wasm32-unknown-unknown
  wasm-bindgen --target "$1" --out-dir "$2" target/wasm32-unknown-unknown/wasm/innovation.wasm
  npx wasm-opt -O3 --enable-bulk-memory --enable-nontrapping-float-to-int "$2/innovation_bg.wasm" -o "$2/innovation_bg.wasm"
}
