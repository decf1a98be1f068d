// A repaint updates the table on the page instead of drawing a new one (ui/morph.ts):
// what did not change keeps its elements, what changed shows the new view, and the
// handlers of kept elements act on what they show now.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start } from './lib.mjs';
import { openApp, importScenario, paints, waitPaint, assertNoSecrets } from './app-lib.mjs';

let env;
before(async () => { env = await start(); });
after(async () => { await env.close(); });

/** Every test here: Ada and Bo, people, in the 3rd-edition base game, on a tablet held sideways. */
const SETUP = { edition: 3, expansions: [], players: ['Ada', 'Bo'], teams: null, seed: 1 };
const TABLET = { width: 1024, height: 768 };
const scenario = (name, position, steps = []) => ({ name, setup: SETUP, position, steps });

test('a repaint keeps what did not change; a kept pile bar opens the pile as it is now', { timeout: 120000 }, async () => {
  const page = await openApp(env, { viewport: TABLET });
  await importScenario(page, scenario('Coal on a splayed red pile', {
    turn: { player: 'Ada', actions_left: 2 },
    players: {
      Ada: { board: { red: { cards: ['Archery', 'Oars'], splay: 'left' } }, hand: ['Coal'] },
      Bo: { board: { green: ['Sailing'] }, hand: ['Writing'] },
    },
  }), { Bo: 'heuristic' });
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

/** Count the elements the page creates from now on (read with `created`). */
const countCreated = (page) => page.evaluate(() => {
  window.__created = 0;
  const make = Document.prototype.createElement;
  Document.prototype.createElement = function (...args) {
    window.__created++;
    return make.apply(this, args);
  };
});
const created = (page) => page.evaluate(() => window.__created);
const tableSize = (page) => page.evaluate(() => document.querySelectorAll('.inno-table-host *').length);

test('a repaint draws only the parts whose data changed, and leaves no mark of the last question or look on the parts it kept', { timeout: 120000 }, async () => {
  const page = await openApp(env, { viewport: TABLET });
  await importScenario(page, scenario('Two melds', {
    turn: { player: 'Ada', actions_left: 2 },
    players: {
      Ada: { board: { red: ['Archery'], blue: ['Writing'] }, hand: ['Coal', 'Sailing'] },
      Bo: { board: { purple: ['Mysticism'] }, hand: ['Oars'] },
    },
  }));
  await page.click('[data-handover-ready]');
  await page.waitForSelector('.inno-question .inno-choice');
  const meld = async (name) => {
    const before = await paints(page);
    await page.click(`.inno-me .inno-hand [data-card-name="${name}"]`);
    await page.click(`.inno-modal [data-act="meld ${name}"]`);
    await waitPaint(page, before);
  };
  await meld('Coal');
  // Ada's second action: her red pile is outlined as changed since her last look.
  await page.waitForSelector('.inno-question .inno-choice');
  const red = '.inno-me .inno-pile[data-color="red"]';
  assert.equal(await page.$eval(red, (e) => e.classList.contains('inno-changed')), true);
  const blue = '.inno-me .inno-pile[data-color="blue"] .inno-card';
  const deck = '.inno-deck[data-age="5"]'; // Coal is her highest top card
  const marks = (e) => [e.hasAttribute('data-offered'), e.classList.contains('inno-choosable'), e.getAttribute('role'), e.getAttribute('tabindex')];
  // The action question offers the blue pile's Writing (its Dogma) and the deck (a draw).
  assert.deepEqual(await page.$eval(blue, marks), [true, true, 'button', '0']);
  assert.deepEqual(await page.$eval(deck, marks), [true, true, 'button', '0']);
  await page.evaluate(([blue, red, deck]) => {
    for (const [sel, mark] of [[blue, 'blue'], [red, 'red'], [deck, 'deck']]) document.querySelector(sel).__mark = mark;
  }, [blue, red, deck]);
  const size = await tableSize(page);
  await countCreated(page);
  await meld('Sailing');
  await page.waitForSelector('[data-pass-device]');

  // Ada's turn is over: the review shows her table, with nothing offered on it.
  const made = await created(page);
  assert.ok(made < size / 2, `${made} elements created for a table of ${size}: only what changed is drawn`);
  assert.deepEqual(await page.evaluate((sels) => sels.map((s) => document.querySelector(s).__mark), [blue, red, deck]), ['blue', 'red', 'deck'],
    'the unchanged piles and deck are the elements painted before');
  // Writing opens when tapped (a role and tab stop of its own); the deck does not.
  assert.deepEqual(await page.$eval(blue, marks), [false, false, 'button', '0']);
  assert.deepEqual(await page.$eval(deck, marks), [false, false, null, null]);
  assert.equal(await page.locator('[data-offered], .inno-choosable, .inno-selected').count(), 0);
  // Only the green pile changed since the last look.
  assert.deepEqual(await page.$$eval('.inno-me .inno-pile.inno-changed', (es) => es.map((e) => e.dataset.color)), ['green']);
  assert.equal(await page.locator('[data-stub]').count(), 0);
  assert.equal(await page.locator('.inno-me .inno-pile[data-color="green"] .inno-card[data-card-name="Sailing"]').count(), 1);
  assert.deepEqual(page.errors, []);
});

test('a zone that appears among kept parts is drawn in its place; nothing else is drawn again', { timeout: 120000 }, async () => {
  const page = await openApp(env, { viewport: TABLET });
  await importScenario(page, scenario('Archery: Bo gives Writing', {
    turn: { player: 'Ada', actions_left: 2 },
    players: { Ada: { board: { red: ['Archery'] }, score: ['Pottery'] }, Bo: { board: { green: ['Sailing'] }, hand: ['Writing', 'Oars'] } },
    decks: { base: { 1: ['Tools'] } },
  }, ['dogma Archery']));
  // Bo answers the demand: the card he gives goes to Ada's hand, which he then knows.
  await page.click('[data-handover-ready]');
  await page.waitForSelector('.inno-question [data-choice-key="Writing"]');
  const size = await tableSize(page);
  await page.evaluate(() => { document.querySelector('.inno-player[data-player="0"] .inno-score').__mark = 'score'; });
  await countCreated(page);
  await page.click('.inno-question [data-choice-key="Writing"]');
  await page.waitForSelector('[data-pass-device]');
  const made = await created(page);
  assert.ok(made < size / 2, `${made} elements created for a table of ${size}`);
  const ada = '.inno-player[data-player="0"]';
  assert.deepEqual(await page.$$eval(`${ada} .inno-side > *`, (es) => es.map((e) => e.classList[1])), ['inno-hand', 'inno-known', 'inno-score', 'inno-achievements']);
  assert.equal(await page.locator(`${ada} .inno-known [data-card-name="Writing"]`).count(), 1);
  assert.equal(await page.$eval(`${ada} .inno-score`, (e) => e.__mark), 'score', 'Ada\'s unchanged score pile is the element painted before');
  assert.equal(await page.locator('[data-stub]').count(), 0);
  assert.deepEqual(page.errors, []);
});

test('while the device passes, the public table is drawn hidden behind the hand-over screen; "I am ready" draws only the private parts', { timeout: 120000 }, async () => {
  const page = await openApp(env, { viewport: TABLET });
  await importScenario(page, scenario('Ada\'s last action, then Bo', {
    turn: { player: 'Ada', actions_left: 1 },
    players: {
      Ada: { board: { red: ['Archery'], blue: ['Writing'] }, hand: ['Coal'], score: ['Pottery'] },
      Bo: { board: { purple: ['Mysticism'] }, hand: ['Oars', 'Sailing'] },
    },
  }));
  await page.click('[data-handover-ready]');
  await page.waitForSelector('.inno-question .inno-choice');
  await page.click('.inno-me .inno-hand [data-card-name="Coal"]');
  await page.click('.inno-modal [data-act="meld Coal"]');
  await page.click('[data-pass-device]');
  await page.waitForSelector('[data-handover="Bo"]');
  // Behind the screen: the table as Bo will see it, from the public view only.
  await page.waitForSelector('.inno-layout[data-early] .inno-player.inno-me[data-player="1"]', { state: 'attached' });
  await assertNoSecrets(page);
  assert.equal(await page.locator('.inno-layout [data-card-name="Oars"], .inno-layout [data-card-name="Pottery"]').count(), 0, 'no hidden card is drawn face up');
  assert.equal(await page.locator('.inno-me .inno-hand [data-hidden-zone="hand"]').count(), 2, 'Bo\'s own hand is drawn face down until he says he is there');
  assert.ok(await page.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight), 'no scrolling into the hidden table');
  const coal = '.inno-player[data-player="0"] .inno-pile[data-color="red"]';
  await page.evaluate((coal) => { document.querySelector(coal).__mark = 'coal'; }, coal);
  const size = await tableSize(page);
  await countCreated(page);
  await page.click('[data-handover-ready]');
  await page.waitForSelector('.inno-question .inno-choice');
  const made = await created(page);
  assert.ok(made < size / 2, `${made} elements created for a table of ${size}: the public parts were drawn ahead`);
  assert.equal(await page.$eval(coal, (e) => e.__mark), 'coal', 'Ada\'s red pile drawn behind the screen is the one shown');
  assert.deepEqual(await page.$eval('.inno-layout', (e) => [e.hasAttribute('data-early'), e.inert, e.getAttribute('aria-hidden'), getComputedStyle(e).visibility]), [false, false, null, 'visible']);
  assert.equal(await page.locator('[data-handover]').count(), 0);
  assert.deepEqual(await page.$$eval('.inno-me .inno-hand [data-card-name]', (es) => es.map((e) => e.dataset.cardName).sort()), ['Oars', 'Sailing']);
  await assertNoSecrets(page);
  assert.deepEqual(page.errors, []);
});
