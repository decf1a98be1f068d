// A demand in hot-seat play: the opponent must answer in the middle of the active
// player's dogma, so the device goes to them and back. The game starts from a
// scenario position, imported as a save file made by the engine (Node build).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { start } from './lib.mjs';
import { openApp, screen, step, paints, waitPaint, assertNoSecrets } from './app-lib.mjs';

const require = createRequire(import.meta.url);
const engine = require('../../target/wasm-node/innovation.js');

let env;
before(async () => { env = await start(); });
after(async () => { await env.close(); });

/** An app save file holding the game of a scenario, both seats people. */
function saveOf(scenario) {
  const g = engine.GameHandle.fromScenario(JSON.stringify(scenario));
  const seats = scenario.setup.players.map((name) => ({ name, type: 'person' }));
  return JSON.stringify({ app: 'innovation', version: 1, id: 'scenario', created: 1, updated: 1, finished: false, seats, engine: g.save() });
}

test('a demand hands the device to the opponent mid-dogma and back', { timeout: 120000 }, async () => {
  const page = await openApp(env);
  const text = saveOf({
    name: 'Archery against two tied age-1 cards',
    setup: { edition: 3, expansions: [], players: ['Ada', 'Bo'], teams: null, seed: 1 },
    position: {
      turn: { player: 'Ada', actions_left: 2 },
      players: { Ada: { board: { red: ['Archery'] } }, Bo: { board: { green: ['Sailing'] }, hand: ['Writing', 'Oars'] } },
      decks: { base: { 1: ['Tools'] } },
    },
    steps: [],
  });
  await page.setInputFiles('[data-import]', { name: 'archery.json', mimeType: 'application/json', buffer: Buffer.from(text) });
  await page.waitForSelector('.inno-game [data-handover-ready]');
  assert.equal((await screen(page)).name, 'Ada');
  await step(page);

  // Ada activates Archery on her board.
  const before = await paints(page);
  await page.click('[data-choice-key="dogma Archery"]');
  await waitPaint(page, before);

  // Bo drew Tools and holds three age-1 cards: he chooses which to hand over, after a hand-over.
  let s = await screen(page);
  assert.equal(s.kind, 'handover');
  assert.equal(s.name, 'Bo');
  await assertNoSecrets(page);
  await step(page);
  s = await screen(page);
  assert.equal(s.kind, 'question');
  assert.equal(s.viewer, 1);
  assert.equal(s.question, 'card');
  const offered = await page.locator('.inno-choosable').evaluateAll((els) => els.map((e) => e.dataset.cardName).sort());
  assert.deepEqual(offered, ['Oars', 'Tools', 'Writing']);
  // The question says which card asks and whose demand it is (from its structured context).
  assert.equal(await page.textContent('.inno-context'), "Archery — Ada's demand");
  await assertNoSecrets(page);
  const given = await page.locator('.inno-choosable').first().getAttribute('data-card-name');
  await step(page);

  // Back to Ada for her second action, with Bo's card in her hand.
  s = await screen(page);
  assert.equal(s.kind, 'handover');
  assert.equal(s.name, 'Ada');
  await step(page);
  s = await screen(page);
  assert.equal(s.question, 'action');
  assert.equal(s.viewer, 0);
  assert.match(await page.textContent('.inno-status'), /Ada's turn · 1 action left/);
  const hand = await page.locator('.inno-me .inno-hand [data-card-name]').evaluateAll((els) => els.map((e) => e.dataset.cardName));
  assert.deepEqual(hand, [given]);
  assert.match((await page.locator('.inno-log-line').allTextContents()).join('\n'), /Castles: Ada 2, Bo 0 — the demand affects Bo/);
  assert.deepEqual(page.errors, []);
});
