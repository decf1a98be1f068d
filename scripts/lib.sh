# Shared helpers of the build and test scripts: each installs what is missing and
# is quick when everything is there.
step() { printf '\n== %s ==\n' "$*"; }

ensure_rust() {
  command -v cargo >/dev/null || { echo "cargo is missing: install Rust with rustup" >&2; exit 1; }
}
