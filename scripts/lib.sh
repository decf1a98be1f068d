# Shared helpers of the build and test scripts: each installs what is missing and
# is quick when everything is there (a fresh machine of this kind has Rust, Node
# and npm; the rest is fetched here). Every helper says what it does and fails
# with a message: probes use `command -v` first, because under `set -e` a missing
# command inside `$( … | … )` would end the script without a word.
step() { printf '\n== %s ==\n' "$*"; }
die() { echo "error: $*" >&2; exit 1; }

# Strict mode for a script that sources this file: stop at the first failure and
# say which command failed, where (an ERR trap; -E carries it into functions).
on_error() {
  local status=$? line=${BASH_LINENO[0]} src=${BASH_SOURCE[1]:-?}
  echo "error: '$BASH_COMMAND' failed with status $status ($src line $line)" >&2
}
strict() {
  set -Eeuo pipefail
  trap on_error ERR
}

ensure_rust() {
  command -v cargo >/dev/null || die "cargo is missing: install Rust with rustup (https://rustup.rs)"
}

ensure_wasm_target() {
  ensure_rust
  command -v rustup >/dev/null || die "rustup is missing: the wasm32-unknown-unknown target is installed with rustup"
  # The list is read whole first: `grep -q` stops at the first match, and under
  # pipefail the writer's SIGPIPE would fail the pipe (a flaky "not installed").
  local installed
  installed=$(rustup target list --installed) || installed=
  if ! grep -qx wasm32-unknown-unknown <<<"$installed"; then
    echo "installing the Rust target wasm32-unknown-unknown (rustup target add)"
    rustup target add wasm32-unknown-unknown || die "rustup target add wasm32-unknown-unknown failed"
  fi
}

# The version of the wasm-bindgen crate in Cargo.lock: the CLI must be exactly it.
wasm_bindgen_wanted() {
  awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock
}

# wasm-bindgen-cli at the version of Cargo.lock. `cargo install --locked` can fail
# against our registry (the CLI's own lock file names crate versions it lacks,
# ../shared/notes/toolchain.md); then it is built again with fresh dependencies.
ensure_wasm_bindgen() {
  local want have=""
  want=$(wasm_bindgen_wanted)
  [ -n "$want" ] || die "wasm-bindgen is not in Cargo.lock"
  if command -v wasm-bindgen >/dev/null; then
    have=$(wasm-bindgen --version 2>/dev/null | awk '{print $2}') || have=""
  fi
  [ "$have" = "$want" ] && return 0
  ensure_rust
  echo "installing wasm-bindgen-cli $want (found: ${have:-none}); it compiles once, a few minutes"
  if ! cargo install wasm-bindgen-cli --version "=$want" --locked; then
    echo "cargo install --locked failed; trying again without --locked (dependencies resolved from the registry)"
    cargo install wasm-bindgen-cli --version "=$want" --force || die "could not install wasm-bindgen-cli $want"
  fi
  command -v wasm-bindgen >/dev/null || die "wasm-bindgen-cli was installed but is not on PATH (add cargo's bin directory, e.g. ~/.cargo/bin)"
  have=$(wasm-bindgen --version 2>/dev/null | awk '{print $2}') || have=""
  [ "$have" = "$want" ] || die "wasm-bindgen on PATH is ${have:-unknown}, not $want"
}

# npm packages from package-lock.json, reinstalled when the lock file changes.
ensure_npm() {
  command -v npm >/dev/null || die "npm is missing: install Node.js"
  if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
    echo "installing npm packages (npm ci)"
    npm ci --no-audit --no-fund || die "npm ci failed"
  fi
}

# Debian's chromium for the browser tests (never a browser download).
CHROMIUM=${CHROMIUM:-/usr/bin/chromium}
ensure_chromium() {
  [ -x "$CHROMIUM" ] && return 0
  command -v apt-get >/dev/null || die "$CHROMIUM is missing and apt-get is not available: install Chromium and set CHROMIUM to its path"
  local sudo=""
  if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null || die "$CHROMIUM is missing: installing it needs root (apt-get install chromium)"
    sudo="sudo"
  fi
  echo "installing Debian's chromium for the browser tests (apt-get install chromium)"
  $sudo apt-get update -qq || die "apt-get update failed"
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium >/dev/null || die "apt-get install chromium failed"
  [ -x "$CHROMIUM" ] || die "chromium was installed but $CHROMIUM does not exist"
}

# The engine as WebAssembly with its JS glue: build_wasm TARGET OUTDIR (TARGET:
# bundler for the app, nodejs for the benchmark). wasm-opt -O3: -Oz saves 1% of
# the size and costs a third of the speed (scripts/bench.sh measured both).
build_wasm() {
  cargo build --lib --profile wasm --target wasm32-unknown-unknown
  wasm-bindgen --target "$1" --out-dir "$2" target/wasm32-unknown-unknown/wasm/innovation.wasm
  npx wasm-opt -O3 --enable-bulk-memory --enable-nontrapping-float-to-int "$2/innovation_bg.wasm" -o "$2/innovation_bg.wasm"
}
