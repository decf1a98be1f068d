// The wasm binding as JavaScript calls it (the engine built for Node by
// scripts/test.sh): every wrong type or bad value becomes a thrown Error with a
// readable message, never a panic (a wasm trap would leave the module unusable),
// and the game is unchanged afterwards.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const w = require('../../target/wasm-node/innovation.js');

function throwsReadable(fn, words) {
  let err = null;
  try { fn(); } catch (e) { err = e; }
  // A plain Error: a RuntimeError (wasm trap) or TypeError means the binding let bad input through.
  assert.equal(err?.constructor?.name, 'Error', `expected an Error, got ${err}`);
  assert.doesNotMatch(err.message, /unreachable|RuntimeError|panicked|is not a function/);
  if (words) assert.match(err.message, words);
}

test('wrong types to the game handle throw readable errors and change nothing', () => {
  throwsReadable(() => new w.GameHandle(5), /configuration must be an object/);
  throwsReadable(() => new w.GameHandle({ players: 'ada' }), /configuration/);
  throwsReadable(() => new w.GameHandle({ players: ['ada', 'bo'], seed: 2 ** 60 }), /seed/);
  throwsReadable(() => new w.GameHandle(undefined), /configuration must be an object/);
  const g = new w.GameHandle({ players: ['ada', 'bo'], seed: 3 });
  const before = g.save();
  const view = JSON.stringify(g.view(null));
  for (const bad of [5, null, undefined, {}, [1], ['x', 2], 'no such key', 1.5, () => 1]) {
    throwsReadable(() => g.answer(bad));
  }
  // Values that JSON.stringify refuses (the binding reads arguments as JSON text).
  const cyclic = { players: ['ada', 'bo'] };
  cyclic.self = cyclic;
  for (const bad of [10n, [10n], cyclic]) throwsReadable(() => g.answer(bad), /not JSON-shaped/);
  throwsReadable(() => new w.GameHandle(cyclic), /not JSON-shaped/);
  throwsReadable(() => g.view(1n), /not JSON-shaped/);
  for (const v of [7, -1, 'ada', 0.5, {}, [0]]) throwsReadable(() => g.view(v), /viewer/);
  throwsReadable(() => g.log(0, 'x'), /from/);
  throwsReadable(() => g.undo(), /nothing to undo/);
  // How many answers to take back: a number; anything else is refused, not a panic.
  for (const n of [0, 2, -1, 1.5, 'x', {}, NaN]) {
    throwsReadable(() => g.undo(n), /undo/);
    assert.equal(g.canUndo(n), false);
  }
  throwsReadable(() => g.botAnswer(0, 'genius', 10, 1), /unknown bot level/);
  throwsReadable(() => g.botAnswer('x', 'random', 10, 1), /viewer|player/);
  assert.equal(g.save(), before);
  assert.equal(JSON.stringify(g.view(null)), view);
  // The handle still works after all that.
  const q = g.view(g.view(null).question.player).question.question;
  g.answer(q.choices[0].key);
  assert.notEqual(g.save(), before);
});

test('numbers beyond 32 bits are refused, not wrapped (wasm32 has 32-bit usize)', () => {
  const g = new w.GameHandle({ players: ['ada', 'bo'], seed: 3 });
  for (const v of [2 ** 32, 2 ** 32 + 1, 2 ** 40]) {
    throwsReadable(() => g.view(v), /viewer/);
    throwsReadable(() => g.botAnswer(v, 'random', 10, 1), /viewer|player/);
  }
  assert.deepEqual(g.log(0, 2 ** 31), []);
  throwsReadable(() => g.log(0, 2 ** 32), /from/); // was read as entry 0: the whole log again
  const scenario = JSON.stringify({ setup: { players: ['ada', 'bo'], seed: 1 }, steps: ['Archery'] });
  throwsReadable(() => w.scenarioPosition(scenario, { step: 2 ** 32 }), /step/);
});

test('bad saves and scenarios throw readable errors', () => {
  for (const f of ['scenarioPosition', 'scenarioExample', 'catalogue', 'setupSummary', 'benchPlayouts']) assert.equal(typeof w[f], 'function', f);
  for (const bad of [5, null, '', '{', '{"format":"x"}', JSON.stringify({ format: 'innovation-save-1' })]) {
    throwsReadable(() => w.GameHandle.load(bad));
  }
  throwsReadable(() => w.GameHandle.fromScenario(5), /a scenario is a string/);
  throwsReadable(() => w.GameHandle.fromScenario('{'), /scenario/);
  throwsReadable(() => w.scenarioPosition('{', {}));
  throwsReadable(() => w.scenarioPosition('{}', {}));
  throwsReadable(() => w.scenarioExample('[]', 5));
  throwsReadable(() => w.scenarioPosition(42, {}), /must be a string/);
  throwsReadable(() => w.scenarioExample({}, {}), /must be a string/);
});

test('the setup summary and the catalogue: bad input is a readable error; the expansions of an edition', () => {
  throwsReadable(() => w.setupSummary(5), /configuration must be an object/);
  throwsReadable(() => w.setupSummary({ players: ['ada', 'bo'], expansions: 'echoes' }), /configuration/);
  throwsReadable(() => w.setupSummary({ players: ['ada', 'bo'], expansions: ['relics'] }), /relics are played only with artifacts/);
  throwsReadable(() => w.setupSummary({ players: ['ada', 'bo'], edition: 4, expansions: ['cities'] }), /cannot be played with the 4th edition/);
  assert.deepEqual(w.setupSummary({ players: ['ada', 'bo'], expansions: ['figures', 'echoes'] }), { edition: 3, expansions: ['echoes', 'figures'], achievements_to_win: 8 });
  throwsReadable(() => w.catalogue('three'), /edition/);
  const sets = w.catalogue(3).sets.filter((s) => s.optional).map((s) => s.set);
  assert.deepEqual(sets, ['echoes', 'cities', 'artifacts', 'relics', 'figures']);
  assert.deepEqual(w.catalogue(4).sets.map((s) => s.set), ['base']);
});

test('a save crosses the boundary and loads back identically', () => {
  const g = new w.GameHandle({ players: ['ada', 'bo', 'cy'], seed: 9 });
  for (let i = 0; i < 20; i++) {
    const v = g.view(null);
    if (!v.question) break;
    g.answer(g.botAnswer(v.question.player, 'random', 0, i));
  }
  const h = w.GameHandle.load(g.save());
  assert.equal(h.save(), g.save());
  assert.deepEqual(h.view(1), g.view(1));
});

test('resume: a save whose action in progress cannot be replayed goes on from the first refused answer; load refuses it', () => {
  const g = new w.GameHandle({ players: ['ada', 'bo'], seed: 3 });
  // The first setup meld: the setup's unit goes on with one answer recorded.
  g.answer(g.view(0).question.question.choices[0].key);
  const save = JSON.parse(g.save());
  assert.equal(save.answers.length, 1);
  assert.equal(w.GameHandle.resume(g.save()).unreplayed(), null);
  assert.equal(w.GameHandle.load(g.save()).unreplayed(), null);
  const changed = JSON.stringify({ ...save, answers: [['Nope'], ...save.answers] });
  throwsReadable(() => w.GameHandle.load(changed), /recorded answer/);
  const r = w.GameHandle.resume(changed);
  const cut = r.unreplayed();
  assert.deepEqual({ kept: cut.kept, dropped: cut.dropped, refused: cut.refused }, { kept: 0, dropped: save.answers.length + 1, refused: ['Nope'] });
  assert.match(cut.error, /Nope/);
  assert.deepEqual(JSON.parse(r.save()).answers, []);
  for (const bad of [5, null, 'garbage', JSON.stringify({ ...save, start: 1 })]) throwsReadable(() => w.GameHandle.resume(bad));
});
