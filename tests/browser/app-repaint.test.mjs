// A repaint updates the table on the page instead of drawing a new one (ui/morph.ts):
// what did not change keeps its elements, what changed shows the new view, and the
// handlers of kept elements act on what they show now.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start } from './lib.mjs';
import { openApp, importScenario, paints, waitPaint } from './app-lib.mjs';

let env;
before(async () => { env = await start(); });
after(async () => { await env.close(); });

test('a repaint keeps what did not change; a kept pile bar opens the pile as it is now', { timeout: 120000 }, async () => {
  const page = await openApp(env, { viewport: { width: 1024, height: 768 } });
  await importScenario(page, {
    name: 'Coal on a splayed red pile',
    setup: { edition: 3, expansions: [], players: ['Ada', 'Bo'], teams: null, seed: 1 },
    position: {
      turn: { player: 'Ada', actions_left: 2 },
      players: {
        Ada: { board: { red: { cards: ['Archery', 'Oars'], splay: 'left' } }, hand: ['Coal'] },
        Bo: { board: { green: ['Sailing'] }, hand: ['Writing'] },
      },
    },
    steps: [],
  }, { Bo: 'heuristic' });
  const bar = '.inno-me .inno-pile-bar[data-color="red"]';
  await page.waitForSelector(bar);
  // Mark elements of the page: a repaint that drew a new table would lose the marks.
  await page.evaluate((bar) => {
    document.querySelector(bar).__mark = 'bar';
    document.querySelector('.inno-player[data-player="1"]').__mark = 'Bo';
    document.querySelector('.inno-log').__mark = 'log';
  }, bar);
  const before = await paints(page);
  await page.click('.inno-me .inno-hand [data-card-name="Coal"]');
  await page.click('.inno-modal [data-act="meld Coal"]');
  await waitPaint(page, before);

  const kept = await page.evaluate((bar) => [
    document.querySelector(bar)?.__mark,
    document.querySelector('.inno-player[data-player="1"]')?.__mark,
    document.querySelector('.inno-log')?.__mark,
  ], bar);
  assert.deepEqual(kept, ['bar', 'Bo', 'log'], 'the pile bar, Bo\'s area and the log are the elements painted before');
  // The pile shows Coal on top, and the kept bar opens the pile of three cards, not the two it showed before.
  assert.equal(await page.locator('.inno-me .inno-pile[data-color="red"] .inno-card[data-card-name="Coal"]').count(), 1);
  assert.equal(await page.locator('.inno-me .inno-hand [data-card-name="Coal"]').count(), 0);
  await page.click(bar);
  await page.waitForSelector('.inno-modal .inno-pile-view');
  assert.equal(await page.textContent('.inno-modal .inno-pile-view-title'), 'Ada: red pile, 3 cards, splayed left');
  assert.deepEqual(await page.locator('.inno-modal .inno-pile-item [data-card-name]').evaluateAll((es) => es.map((e) => e.dataset.cardName)), ['Coal', 'Archery', 'Oars']);
  await page.keyboard.press('Escape');
  // A kept card still opens (its handler was carried over): Bo's Sailing.
  await page.click('.inno-player[data-player="1"] [data-card-name="Sailing"]');
  await page.waitForSelector('.inno-modal .inno-card.inno-large[data-card-name="Sailing"]');
  assert.deepEqual(page.errors, []);
});
