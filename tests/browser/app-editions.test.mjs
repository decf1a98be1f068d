// Editions in the app: the setup screen chooses the edition; a 4th-edition game
// draws its age-11 deck and the junk, its cards with their 4th-edition texts, and
// plays by clicking to its end with no secret shown; a 1st-edition game starts too.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start } from './lib.mjs';
import { openApp, startGame, step, screen, assertNoSecrets, rng } from './app-lib.mjs';

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
