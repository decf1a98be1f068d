// Editions in the app: the setup screen chooses the edition; a 4th-edition game
// draws its age-11 deck and the junk, its cards with their 4th-edition texts, and
// plays by clicking to its end with no secret shown, and says whose Dogma action a
// Parley question belongs to; a 1st-edition game starts too.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start } from './lib.mjs';
import { openApp, startGame, step, screen, assertNoSecrets, rng, importScenario, scenarioFile } from './app-lib.mjs';

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
  // The rules' own scenario files (tests/scenarios/rules4/), each stopped at its Parley question.
  const cases = [
    // cy, distant from ann, has as many lightbulbs: may parley to share.
    ['parley-5-distant-sharer-is-asked', 'cy', "ann's Dogma action on Writing — Parley", 'return a card from hand to share it, or pass'],
    // cy, distant and vulnerable: may parley to be immune.
    ['parley-8-distant-vulnerable-is-asked', 'cy', "ann's Dogma action on Construction — Parley", 'return a card from hand to be immune to its demands, or pass'],
    // ann activates cy's Writing: the cost, with no pass.
    ['parley-3-activate-costs-a-card-from-hand', 'ann', "ann's Dogma action on Writing — Parley", 'return a card from hand to activate that distant card'],
  ];
  for (const [file, asked, where, what] of cases) {
    const page = await openApp(env, { viewport: { width: 1024, height: 768 } });
    await importScenario(page, scenarioFile(`rules4/${file}.json`));
    assert.equal((await screen(page)).kind, 'handover', file);
    // The name as written ("ann's", not "Ann's"), and the step's own words.
    assert.equal(await page.textContent('.inno-handover-reason'), `${asked} must answer a question. ${where}: ${what}.`, file);
    await step(page);
    const mine = asked === 'ann' ? where.replace("ann's", 'Your') : where;
    assert.equal(await page.textContent('.inno-question .inno-context'), `${mine}: ${what}`, file);
    assert.equal(await page.getAttribute('.inno-question', 'data-step'), 'parley', file);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  }
});
