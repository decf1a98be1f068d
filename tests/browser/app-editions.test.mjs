// Editions in the app: the setup screen chooses the edition; a 4th-edition game
// draws its age-11 deck and the junk, its cards with their 4th-edition texts, and
// plays by clicking to its end with no secret shown, and says whose Dogma action a
// Parley question belongs to; a 1st-edition game starts too.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start } from './lib.mjs';
import { openApp, startGame, step, screen, assertNoSecrets, rng, importScenario } from './app-lib.mjs';

let env;
before(async () => { env = await start(); });
after(async () => { await env.close(); });

test('a whole 4th-edition game by clicking: age 11 and the junk on the table, no secret shown', { timeout: 600000 }, async () => {
  const page = await openApp(env);
  await startGame(page, ['Ada', 'Bo'], { seed: 21, edition: 4 });
  const pick = rng(21);
  let steps = 0;
  let checkedTable = false;
  for (; steps < 3000; steps++) {
    const s = await screen(page);
    if (s.kind === 'end') break;
    if (steps % 7 === 0) await assertNoSecrets(page);
    if (s.kind === 'question' && !checkedTable) {
      // Decks 1 to 11 and the junk pile are drawn; the icon totals include the avatar.
      const ages = await page.$$eval('.inno-deck[data-hidden-zone="deck"]', (ds) => ds.map((d) => d.dataset.age));
      assert.deepEqual(ages, ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11']);
      assert.equal(await page.locator('.inno-junk').count(), 1);
      assert.ok(await page.locator('.inno-icon-totals li[aria-label$="avatar"]').count() >= 2);
      assert.equal(await page.locator('.inno-available .inno-achievement').count(), 10, 'ten standard achievements');
      checkedTable = true;
    }
    await step(page, pick);
  }
  assert.equal((await screen(page)).kind, 'end', `the game ended (after ${steps} steps)`);
  assert.ok(checkedTable);
  console.log(`whole 4th-edition game: ${steps} steps, ${await page.textContent('.inno-end-title')} ${await page.textContent('.inno-end-reason')}`);
  assert.deepEqual(page.errors, []);
});

test('a 1st-edition game starts with nine achievements and no junk', { timeout: 120000 }, async () => {
  const page = await openApp(env);
  await startGame(page, ['Ada', 'Bo'], { seed: 3, edition: 1 });
  await step(page);
  assert.equal((await screen(page)).question, 'initial_meld');
  assert.equal(await page.locator('.inno-available .inno-achievement').count(), 9);
  assert.equal(await page.locator('.inno-junk').count(), 0);
  assert.equal(await page.locator('.inno-deck[data-hidden-zone="deck"]').count(), 10);
  assert.deepEqual(page.errors, []);
});

test('a 4th-edition Parley question says whose Dogma action it belongs to, on the hand-over screen and above the choices', { timeout: 120000 }, async () => {
  const four = (position, steps) => ({ name: 'Parley', setup: { edition: 4, expansions: [], players: ['ann', 'bo', 'cy', 'di'], teams: null, seed: 1 }, position, steps });
  const cases = [
    // cy, distant from ann, has as many lightbulbs: may parley to share (rules4/parley-5).
    ['cy', 'share', four({ turn: { player: 'ann', actions_left: 2 }, players: { ann: { board: { blue: ['Writing'] } }, bo: { board: { red: ['Archery'] } }, cy: { board: { blue: ['Tools'] }, hand: ['Mysticism'] }, di: { board: { red: ['Metalworking'] } } }, decks: { base: { 1: ['Pottery'], 2: ['Calendar', 'Mathematics', 'Philosophy'] } } }, ['dogma Writing']),
      "ann's Dogma action on Writing — Parley", 'return a card from hand to share it, or pass'],
    // cy, distant and vulnerable: may parley to be immune (rules4/parley-8).
    ['cy', 'immune', four({ turn: { player: 'ann', actions_left: 2 }, players: { ann: { board: { red: ['Construction'] } }, cy: { hand: ['Writing', 'Tools', 'Sailing'] } }, decks: { base: { 2: ['Calendar', 'Mathematics', 'Philosophy', 'Fermenting'] } } }, ['dogma Construction']),
      "ann's Dogma action on Construction — Parley", 'return a card from hand to be immune to its demands, or pass'],
    // ann activates cy's Writing: the cost, with no pass (rules4/parley-3).
    ['ann', 'activate', four({ turn: { player: 'ann', actions_left: 2 }, players: { ann: { board: { blue: ['Tools'] }, hand: ['Oars', 'Sailing'] }, bo: { board: { red: ['Archery'] } }, cy: { board: { blue: ['Writing'] } }, di: { board: { red: ['Metalworking'] } } }, decks: { base: { 2: ['Calendar', 'Mathematics'] } } }, ['dogma Writing']),
      "ann's Dogma action on Writing — Parley", 'return a card from hand to activate that distant card'],
  ];
  for (const [asked, why, scenario, where, what] of cases) {
    const page = await openApp(env, { viewport: { width: 1024, height: 768 } });
    await importScenario(page, scenario);
    assert.equal((await screen(page)).kind, 'handover', why);
    // The name as written ("ann's", not "Ann's"), and the step's own words.
    assert.equal(await page.textContent('.inno-handover-reason'), `${asked} must answer a question. ${where}: ${what}.`, why);
    await step(page);
    const mine = asked === 'ann' ? where.replace("ann's", 'Your') : where;
    assert.equal(await page.textContent('.inno-question .inno-context'), `${mine}: ${what}`, why);
    assert.equal(await page.getAttribute('.inno-question', 'data-step'), 'parley', why);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  }
});
