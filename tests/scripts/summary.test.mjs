// The counting behind `npm test`'s last line (scripts/summary.sh), fed real logs of
// runs that crashed, timed out or failed silently: none of them may end in "0 failed".
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const fixture = (name) => path.join(here, 'fixtures', name);

/** Run `body` (bash) after sourcing summary.sh; returns { out, status, passed, failed }. */
function summarise(body) {
  const r = spawnSync('bash', ['-c', `source scripts/summary.sh\n${body}\nsummary`], { cwd: root, encoding: 'utf8' });
  const m = r.stdout.match(/^(\d+) passed, (\d+) failed$/m);
  assert.ok(m, `a summary line in:\n${r.stdout}${r.stderr}`);
  return { out: r.stdout, status: r.status, passed: Number(m[1]), failed: Number(m[2]) };
}

function tmpLog(text) {
  const f = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'summary-')), 'log');
  fs.writeFileSync(f, text);
  return f;
}

test('a cargo run where one binary fails a test and another crashes counts both', () => {
  // The fixture is the real output of `cargo test --no-fail-fast` on a crate with
  // one unit test (passes) and three test binaries: a (1 passed, 1 failed), b
  // (aborts with SIGABRT: no result line), c (1 passed).
  const r = summarise(`count_cargo ${fixture('cargo-crash.txt')} 101`);
  assert.equal(r.passed, 3);
  assert.equal(r.failed, 2, r.out); // a's failed test, and b's crash
  assert.notEqual(r.status, 0);
  assert.match(r.out, /1 test binaries crashed/);
});

test('a failed cargo run without any result line (a compile error) is a failure', () => {
  const log = tmpLog('error[E0425]: cannot find value `x` in this scope\nerror: could not compile `innovation`\n');
  const r = summarise(`count_cargo ${log} 101`);
  assert.deepEqual([r.passed, r.failed], [0, 1]);
  assert.notEqual(r.status, 0);
});

test('a cancelled (timed-out) node test is a failure even though "# fail 0"', () => {
  const r = summarise(`count_node ${fixture('node-cancelled.txt')} 1 browser`);
  assert.deepEqual([r.passed, r.failed], [1, 1]);
  assert.notEqual(r.status, 0);
  assert.match(r.out, /cancelled or timed out/);
});

test('a node run that exited with an error but counted no failure is a failure', () => {
  const log = tmpLog('# tests 3\n# pass 3\n# fail 0\n# cancelled 0\n');
  const r = summarise(`count_node ${log} 7 wasm`);
  assert.deepEqual([r.passed, r.failed], [3, 1]);
});

test('a node run cut short before its summary is a failure', () => {
  const log = tmpLog('TAP version 13\n# Subtest: a whole game\nok 1 - a whole game\n');
  const r = summarise(`count_node ${log} 124 browser`);
  assert.deepEqual([r.passed, r.failed], [0, 1]);
  assert.match(r.out, /no test summary/);
});

test('the exit status reaches the counting through a pipe (PIPESTATUS), as scripts/test.sh runs it', () => {
  const log = tmpLog('');
  const r = summarise(`(printf '# pass 2\\n# fail 0\\n'; exit 3) | tee ${log}\ncount_node ${log} "\${PIPESTATUS[0]}" piped`);
  assert.deepEqual([r.passed, r.failed], [2, 1]);
});

test('good runs and checks add up to a passing summary', () => {
  const cargo = tmpLog('test result: ok. 5 passed; 0 failed; 0 ignored\n\ntest result: ok. 0 passed; 0 failed; 0 ignored\n');
  const node = tmpLog('# tests 4\n# pass 4\n# fail 0\n# cancelled 0\n');
  const r = summarise(`count_cargo ${cargo} 0\ncount_node ${node} 0 wasm\ncount_check build 0`);
  assert.deepEqual([r.passed, r.failed], [10, 0]);
  assert.equal(r.status, 0);
});

test('a failed check is counted and named', () => {
  const r = summarise('count_check "drift check" 2');
  assert.deepEqual([r.passed, r.failed], [0, 1]);
  assert.match(r.out, /failed: drift check/);
});

test('scripts/test.sh counts the cargo exit status through its pipe', () => {
  // The test script must hand cargo's and node's own statuses to the counting, not tee's.
  const text = execFileSync('cat', [path.join(root, 'scripts/test.sh')], { encoding: 'utf8' });
  assert.match(text, /cargo test --release --no-fail-fast 2>&1 \| tee "\$log"\ncount_cargo "\$log" "\$\{PIPESTATUS\[0\]\}"/);
  assert.match(text, /node --test "\$@" 2>&1 \| tee "\$log"\n\s*count_node "\$log" "\$\{PIPESTATUS\[0\]\}"/);
});
