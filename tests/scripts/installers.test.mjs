// The installers of scripts/lib.sh (ensure_*), run with stub commands on a PATH
// that holds nothing else: each must call the right installer, or stop with a
// message that says what is missing — never exit without a word. No network.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const lock = fs.readFileSync(path.join(root, 'Cargo.lock'), 'utf8');
const WANT = lock.match(/name = "wasm-bindgen"\nversion = "([^"]+)"/)[1];

// The tools the scripts use besides the ones under test, linked one by one so that
// no real cargo, rustup, wasm-bindgen, npm or apt-get is reachable.
const TOOLS = ['awk', 'grep', 'cat', 'chmod', 'mkdir', 'touch', 'rm', 'sed', 'tr', 'dirname', 'basename', 'env', 'bash', 'sh', 'printf', 'echo', 'true', 'false'];

/**
 * A sandbox: `stubs` maps a command name to a bash body (it may read $CALLS to log
 * and $STUBS to create commands). Returns run(fn) → { status, out, calls }.
 */
function sandbox(stubs) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'installers-'));
  const bin = path.join(dir, 'bin');
  const tools = path.join(dir, 'tools');
  fs.mkdirSync(bin);
  fs.mkdirSync(tools);
  for (const t of TOOLS) {
    const real = spawnSync('bash', ['-c', `command -v ${t}`], { encoding: 'utf8' }).stdout.trim();
    if (real.startsWith('/')) fs.symlinkSync(real, path.join(tools, t));
  }
  for (const [name, body] of Object.entries(stubs)) {
    fs.writeFileSync(path.join(bin, name), `#!/bin/bash\necho "${name} $*" >> "$CALLS"\n${body}\n`, { mode: 0o755 });
  }
  const calls = path.join(dir, 'calls');
  fs.writeFileSync(calls, '');
  return {
    dir,
    run(fn, env = {}) {
      const r = spawnSync('bash', ['-c', `source scripts/lib.sh\nstrict\n${fn}\necho DONE`], {
        cwd: root,
        encoding: 'utf8',
        env: { PATH: `${bin}:${tools}`, HOME: dir, CALLS: calls, STUBS: bin, WANT, CHROMIUM: path.join(dir, 'chromium'), ...env },
      });
      const out = r.stdout + r.stderr;
      return { status: r.status, out, done: r.stdout.includes('DONE'), calls: fs.readFileSync(calls, 'utf8').trim().split('\n').filter(Boolean) };
    },
  };
}

// A cargo whose `install` puts a wasm-bindgen of the wanted version on PATH.
const CARGO_INSTALLS = `
case "$1" in
  install)
    if [ -n "$LOCKED_FAILS" ] && [[ " $* " == *" --locked "* ]]; then echo "error: failed to select a version (locked)" >&2; exit 101; fi
    [ -n "$INSTALL_FAILS" ] && { echo "error: could not compile" >&2; exit 101; }
    printf '#!/bin/bash\\necho "wasm-bindgen %s"\\n' "$WANT" > "$STUBS/wasm-bindgen"; chmod +x "$STUBS/wasm-bindgen" ;;
esac`;

const wasmBindgen = (version) => `echo "wasm-bindgen ${version}"`;

test('wasm-bindgen missing: cargo installs the locked version, and says so', () => {
  const r = sandbox({ cargo: CARGO_INSTALLS }).run('ensure_wasm_bindgen');
  assert.ok(r.done, r.out);
  assert.deepEqual(r.calls, [`cargo install wasm-bindgen-cli --version =${WANT} --locked`]);
  assert.match(r.out, new RegExp(`installing wasm-bindgen-cli ${WANT.replace(/\./g, '\\.')} \\(found: none\\)`));
});

test('wasm-bindgen of another version: it is replaced', () => {
  const r = sandbox({ cargo: CARGO_INSTALLS, 'wasm-bindgen': wasmBindgen('0.2.99') }).run('ensure_wasm_bindgen');
  assert.ok(r.done, r.out);
  assert.ok(r.calls.includes(`cargo install wasm-bindgen-cli --version =${WANT} --locked`), r.calls.join('\n'));
  assert.match(r.out, /found: 0\.2\.99/);
});

test('wasm-bindgen of the right version: nothing is installed, nothing said', () => {
  const r = sandbox({ cargo: CARGO_INSTALLS, 'wasm-bindgen': wasmBindgen(WANT) }).run('ensure_wasm_bindgen');
  assert.ok(r.done, r.out);
  assert.deepEqual(r.calls, [`wasm-bindgen --version`]);
  assert.equal(r.out.trim(), 'DONE');
});

test('--locked fails against the registry: the fallback installs without it, and says why', () => {
  const r = sandbox({ cargo: CARGO_INSTALLS }).run('ensure_wasm_bindgen', { LOCKED_FAILS: '1' });
  assert.ok(r.done, r.out);
  assert.deepEqual(r.calls, [
    `cargo install wasm-bindgen-cli --version =${WANT} --locked`,
    `cargo install wasm-bindgen-cli --version =${WANT} --force`,
  ]);
  assert.match(r.out, /--locked failed; trying again without --locked/);
});

test('every install fails: a clear error, not a silent exit', () => {
  const r = sandbox({ cargo: CARGO_INSTALLS }).run('ensure_wasm_bindgen', { INSTALL_FAILS: '1' });
  assert.ok(!r.done);
  assert.notEqual(r.status, 0);
  assert.match(r.out, new RegExp(`error: could not install wasm-bindgen-cli ${WANT.replace(/\./g, '\\.')}`));
});

test('cargo missing: a clear error naming rustup', () => {
  const r = sandbox({}).run('ensure_wasm_bindgen');
  assert.ok(!r.done);
  assert.match(r.out, /cargo is missing: install Rust with rustup/);
});

test('the wasm32 target missing: rustup adds it', () => {
  const rustup = `[ "$1 $2" = "target list" ] && echo x86_64-unknown-linux-gnu; exit 0`;
  const r = sandbox({ cargo: 'exit 0', rustup }).run('ensure_wasm_target');
  assert.ok(r.done, r.out);
  assert.ok(r.calls.includes('rustup target add wasm32-unknown-unknown'), r.calls.join('\n'));
  assert.match(r.out, /installing the Rust target wasm32-unknown-unknown/);
});

test('the wasm32 target present: rustup is only asked', () => {
  const rustup = `[ "$1 $2" = "target list" ] && printf 'wasm32-unknown-unknown\\nx86_64-unknown-linux-gnu\\n'; exit 0`;
  const r = sandbox({ cargo: 'exit 0', rustup }).run('ensure_wasm_target');
  assert.ok(r.done, r.out);
  assert.deepEqual(r.calls, ['rustup target list --installed']);
});

test('adding the wasm32 target fails: a clear error', () => {
  const rustup = `[ "$1 $2" = "target add" ] && exit 1; exit 0`;
  const r = sandbox({ cargo: 'exit 0', rustup }).run('ensure_wasm_target');
  assert.ok(!r.done);
  assert.match(r.out, /error: rustup target add wasm32-unknown-unknown failed/);
});

test('chromium missing, as root: apt-get installs it', () => {
  const aptGet = `[ "$1" = install ] && { printf '#!/bin/bash\\n' > "$CHROMIUM"; chmod +x "$CHROMIUM"; }; exit 0`;
  const r = sandbox({ 'apt-get': aptGet, id: 'echo 0' }).run('ensure_chromium');
  assert.ok(r.done, r.out);
  assert.ok(r.calls.some((c) => /^apt-get install -y -qq chromium/.test(c)), r.calls.join('\n'));
  assert.match(r.out, /installing Debian's chromium/);
});

test('chromium missing and no apt-get: a clear error', () => {
  const r = sandbox({ id: 'echo 0' }).run('ensure_chromium');
  assert.ok(!r.done);
  assert.match(r.out, /chromium is missing and apt-get is not available/);
});

test('chromium missing, not root and no sudo: a clear error', () => {
  const r = sandbox({ 'apt-get': 'exit 0', id: 'echo 1000' }).run('ensure_chromium');
  assert.ok(!r.done);
  assert.match(r.out, /installing it needs root/);
});

test('chromium present: nothing is installed', () => {
  const s = sandbox({ 'apt-get': 'exit 0', id: 'echo 0' });
  fs.writeFileSync(path.join(s.dir, 'chromium'), '#!/bin/bash\n', { mode: 0o755 });
  const r = s.run('ensure_chromium');
  assert.ok(r.done, r.out);
  assert.deepEqual(r.calls, []);
});

test('npm missing: a clear error', () => {
  const r = sandbox({}).run('ensure_npm');
  assert.ok(!r.done);
  assert.match(r.out, /npm is missing: install Node.js/);
});

test('a failing command in a strict script names itself and its line', () => {
  const r = sandbox({}).run('false');
  assert.ok(!r.done);
  assert.match(r.out, /error: 'false' failed with status 1 \(.* line \d+\)/);
});
