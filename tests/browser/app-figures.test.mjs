// Figures in the app, from a scenario position (imported as a save file made by the
// engine's Node build), at tablet size: a "would" karma acting on a Meld action says
// so in the log, naming the figure, and a Decree action is taken by its labelled
// button, the decree then shown among the player's achievements; a player with two
// top figures chooses one to fade, and the log says so; the choice among karmas that
// would apply to one act is explained on the hand-over screen.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start } from './lib.mjs';
import { openApp, screen, step, paints, waitPaint, clickAndPaint, assertNoSecrets, importScenario, takeDevice, scenarioFile } from './app-lib.mjs';

let env;
before(async () => { env = await start(); });
after(async () => { await env.close(); });

/** The app at tablet size, at Ada's first action of a Figures game (Ada and Bo) from `name`'s position. */
async function figuresGame(name, players, decks = {}) {
  const page = await openApp(env, { viewport: { width: 1024, height: 768 } });
  await importScenario(page, {
    name,
    setup: { edition: 3, expansions: ['figures'], players: ['Ada', 'Bo'], teams: null, seed: 1 },
    position: { turn: { player: 'Ada', actions_left: 2 }, players, decks },
    steps: [],
  });
  await takeDevice(page);
  return page;
}

const logText = (page) => page.evaluate(() => [...document.querySelectorAll('.inno-log-list .inno-log-line')].map((l) => l.textContent.replace(/\s+/g, ' ').trim()));

test('a karma names its figure in the log; the Decree action by its button', { timeout: 180000 }, async () => {
  const page = await figuresGame('Ruth Handler and Pelé', {
    Ada: { board: { yellow: ['Ruth Handler'], purple: ['Pelé'] }, hand: ['Agriculture', 'Masonry', 'Imhotep', 'Gilgamesh'] },
    Bo: { board: { red: ['Archery'] }, hand: ['Sinuhe'] },
  }, { base: { 9: ['Genetics'] } });
  let s = await screen(page);
  assert.equal(s.kind, 'question');
  assert.equal(s.question, 'action');

  // Pelé's karma lets Ada issue the Rivalry Decree with two figures: the action is offered by a labelled button.
  const decree = page.locator('.inno-question [data-choice-key="decree Rivalry"]');
  assert.equal(await decree.count(), 1, 'the Decree action is offered');
  assert.equal((await decree.textContent()).trim(), 'Issue the Rivalry decree');

  // Meld Agriculture: Ruth Handler's karma first melds Masonry, draws a 9 and achieves it.
  await clickAndPaint(page, '.inno-question [data-choice-key="meld Agriculture"]');
  const log = await logText(page);
  assert.ok(log.some((l) => /Karma of Ruth Handler \(.*\) acts on a meld/.test(l)), `a log line names the karma's figure:\n${log.join('\n')}`);
  assert.ok(log.some((l) => /melds Masonry/.test(l)), log.join('\n'));
  // The karma line has the figure as a card button (it opens the card).
  assert.ok(await page.locator('.inno-log-list .inno-log-line .inno-log-card', { hasText: 'Ruth Handler' }).count() >= 1);
  await assertNoSecrets(page);

  // Second action: the Decree.
  s = await screen(page);
  assert.equal(s.kind, 'question');
  const painted = await paints(page);
  await page.click('.inno-question [data-choice-key="decree Rivalry"]');
  if (await page.locator('[data-confirm-dialog]').count()) await page.click('[data-confirm-yes]');
  await waitPaint(page, painted);
  const after = await logText(page);
  assert.ok(after.some((l) => /issues the Rivalry decree/.test(l)), after.join('\n'));
  assert.ok(after.some((l) => /claims Rivalry/.test(l)), after.join('\n'));
  // The decree is among Ada's achievements on her area.
  const ada = page.locator('.inno-player[data-player="0"]');
  assert.match(await ada.textContent(), /Rivalry/);
  await assertNoSecrets(page);
});

test('fading: the player chooses which of two top figures fades, and the log says which', { timeout: 180000 }, async () => {
  const page = await figuresGame('Two top figures after a meld', {
    Ada: { board: { purple: ['Pelé'], red: ['Archery'] }, hand: ['Imhotep'] },
    Bo: { board: { red: ['Oars'] } },
  });
  await clickAndPaint(page, '.inno-question [data-choice-key="meld Imhotep"]');
  // Ada now has two top figures: she chooses the one to fade, between exactly those two.
  const s = await screen(page);
  assert.equal(s.kind, 'question');
  assert.equal(s.question, 'card');
  assert.match(await page.textContent('.inno-question'), /fade/);
  const offered = await page.locator('.inno-question .inno-choice').evaluateAll((els) => els.map((e) => e.dataset.choiceKey).sort());
  assert.deepEqual(offered, ['Imhotep', 'Pelé']);
  await clickAndPaint(page, '.inno-question [data-choice-key="Imhotep"]');
  const log = await logText(page);
  assert.ok(log.some((l) => /fades Imhotep \(more than one top figure\): it is scored/.test(l)), log.join('\n'));
  await assertNoSecrets(page);
});

test('the choice among karmas that would apply to one act says so on the hand-over screen and asks with the figures\' names', { timeout: 120000 }, async () => {
  // Archimedes (ann's) and Muhammad Yunus (bo's) would both apply to ann's Dogma action: ann chooses.
  const page = await openApp(env, { viewport: { width: 1024, height: 768 } });
  await importScenario(page, scenarioFile('figures/y26-two-players-would-karmas-current-chooses.json'));
  assert.equal((await screen(page)).kind, 'handover');
  // No effect and no step of the turn asks: the task alone is the reason.
  assert.equal(await page.textContent('.inno-handover-reason'), 'ann must choose the karma that applies (the others are ignored).');
  await step(page);
  assert.equal(await page.locator('.inno-question .inno-context').count(), 0);
  const keys = await page.$$eval('.inno-question .inno-choice', (cs) => cs.map((c) => c.dataset.choiceKey));
  assert.deepEqual(keys.sort(), ['Archimedes', 'Muhammad Yunus']);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
