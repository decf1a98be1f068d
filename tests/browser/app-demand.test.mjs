// A demand in hot-seat play: the opponent must answer in the middle of the active
// player's dogma, so the device goes to them and back. The game starts from a
// scenario position, imported as a save file made by the engine (Node build).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start } from './lib.mjs';
import { openApp, screen, step, clickAndPaint, assertNoSecrets, saveOf } from './app-lib.mjs';

let env;
before(async () => { env = await start(); });
after(async () => { await env.close(); });

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
  await clickAndPaint(page, '[data-choice-key="dogma Archery"]');

  // Ada first sees what her dogma did so far, and why the device goes to Bo.
  let s = await screen(page);
  assert.equal(s.kind, 'review');
  assert.equal(s.to, 'Bo');
  assert.match(await page.textContent('.inno-review'), /Bo must answer Archery — your demand: give a card to you\./);
  assert.match(await page.textContent('.inno-results'), /Ada activates Archery/);
  await step(page);
  // Bo drew Tools and holds three age-1 cards: he chooses which to hand over, after a hand-over.
  s = await screen(page);
  assert.equal(s.kind, 'handover');
  assert.equal(s.name, 'Bo');
  assert.match(await page.textContent('.inno-handover-reason'), /Bo must answer Archery — Ada's demand: give a card to Ada\./);
  await assertNoSecrets(page);
  await step(page);
  s = await screen(page);
  assert.equal(s.kind, 'question');
  assert.equal(s.viewer, 1);
  assert.equal(s.question, 'card');
  const offered = await page.locator('.inno-choosable').evaluateAll((els) => els.map((e) => e.dataset.cardName).sort());
  assert.deepEqual(offered, ['Oars', 'Tools', 'Writing']);
  // The question says which card asks, whose demand it is and what the choice does
  // (from its structured intent and context), above the engine's own words.
  assert.equal(await page.textContent('.inno-context'), "Archery — Ada's demand: give a card to Ada");
  assert.equal(await page.textContent('.inno-outcome'), 'It goes to Ada.');
  assert.match(await page.textContent('.inno-status'), /Turn: Ada · first of 2 actions in progress · Archery/);
  assert.deepEqual((await page.locator('.inno-question .inno-choice').allTextContents()).sort(), ['Give Oars to Ada', 'Give Tools to Ada', 'Give Writing to Ada']);
  await assertNoSecrets(page);
  const given = await page.locator('.inno-choosable').first().getAttribute('data-card-name');
  await page.click(`.inno-question [data-choice-key="${given}"]`);
  await page.waitForSelector('[data-pass-device]');

  // Bo sees what his answer did, and knows where the card he gave now lies.
  assert.equal(await page.locator(`.inno-player[data-player="0"] .inno-known [data-card-name="${given}"]`).count(), 1, 'Bo knows the card he gave is in Ada\'s hand');
  await assertNoSecrets(page);
  await step(page);
  // Back to Ada for her second action, with Bo's card in her hand.
  s = await screen(page);
  assert.equal(s.kind, 'handover');
  assert.equal(s.name, 'Ada');
  await step(page);
  s = await screen(page);
  assert.equal(s.question, 'action');
  assert.equal(s.viewer, 0);
  assert.match(await page.textContent('.inno-status'), /Turn: you \(Ada\) · 1 action left/);
  // Ada never saw Bo's hand: she knows none of his cards.
  assert.equal(await page.locator('.inno-known').count(), 0);
  const hand = await page.locator('.inno-me .inno-hand [data-card-name]').evaluateAll((els) => els.map((e) => e.dataset.cardName));
  assert.deepEqual(hand, [given]);
  assert.match((await page.locator('.inno-log-line').allTextContents()).join('\n'), /Castles: Ada 2, Bo 0 — the demand affects Bo/);
  assert.deepEqual(page.errors, []);
});

test('a compel is named a compel, not a demand, wherever the app says whose it is', { timeout: 120000 }, async () => {
  const page = await openApp(env);
  const text = saveOf({
    name: 'Mjolnir Amulet compels Bo',
    setup: { edition: 3, expansions: ['artifacts'], players: ['Ada', 'Bo'], teams: null, seed: 1 },
    position: {
      turn: { player: 'Ada', actions_left: 2 },
      players: { Ada: { board: { red: ['Mjolnir Amulet'] } }, Bo: { board: { yellow: ['Masonry', 'Agriculture'], blue: ['Tools'] } } },
    },
    steps: [],
  });
  await page.setInputFiles('[data-import]', { name: 'mjolnir.json', mimeType: 'application/json', buffer: Buffer.from(text) });
  await page.waitForSelector('.inno-game [data-handover-ready]');
  await step(page);
  await clickAndPaint(page, '[data-choice-key="dogma Mjolnir Amulet"]');
  assert.equal((await screen(page)).kind, 'review');
  assert.match(await page.textContent('.inno-review'), /Bo must answer Mjolnir Amulet — your compel:/);
  await step(page);
  assert.match(await page.textContent('.inno-handover-reason'), /Bo must answer Mjolnir Amulet — Ada's compel:/);
  await step(page);
  assert.match(await page.textContent('.inno-context'), /^Mjolnir Amulet — Ada's compel:/);
  assert.deepEqual(page.errors, []);
});
