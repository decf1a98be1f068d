// Effects that execute effects nest deep (Priest-King executing itself once per
// green card scored): in WebAssembly, whose stack is smaller than a native
// thread's, the engine follows them to the bound without a trap.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';

const require = createRequire(import.meta.url);
const w = require('../../target/wasm-node/innovation.js');

test('83 nested executions of Priest-King run in wasm and score the whole hand', () => {
  const file = new URL('../scenarios/execute/priest_king-3-every-green-card-of-four-sets.json', import.meta.url);
  const scenario = JSON.parse(readFileSync(file, 'utf8'));
  const { steps } = scenario;
  const g = w.GameHandle.fromScenario(JSON.stringify({ ...scenario, steps: [] }));
  for (const s of steps) g.answer(s);
  const dennis = g.view(0).players[0];
  assert.equal(dennis.name, 'dennis');
  assert.equal(dennis.hand.length, 0);
  assert.equal(dennis.score.length, scenario.expect.players.dennis.score.length);
  assert.ok(dennis.score.length >= 80);
});
