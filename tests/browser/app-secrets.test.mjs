// Hidden information on a shared device, and a crashed engine: the page never
// receives a save (the engine worker keeps the games), an export first says it
// shows every card, an open card closes at a hand-over, undo never returns past a
// card a computer showed, old localStorage saves move into the worker, and after
// an engine trap the app restarts the worker and goes on from the last save.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { start, newPage } from './lib.mjs';
import { openApp, startGame, step, screen, paints, waitPaint, rng, assertNoSecrets, engineWorker, toQuestion, recordMessages } from './app-lib.mjs';

let env;
before(async () => { env = await start(); });
after(async () => { await env.close(); });

test('the page never receives a save; export asks first; nothing is kept in the page', { timeout: 180000 }, async () => {
  const page = await openApp(env, { init: recordMessages });
  await startGame(page, ['Ada', 'Bo'], { seed: 4 });
  const pick = rng(4);
  for (let i = 0; i < 20; i++) {
    await assertNoSecrets(page);
    await step(page, pick);
  }
  // A save holds the generator and every hidden card: no message carried one.
  const messages = await page.evaluate(() => window.__messages);
  assert.ok(messages.length > 20, `${messages.length} messages`);
  for (const m of messages) assert.doesNotMatch(m, /innovation-save-\d|"rng"|"answers"/, `a message holds a save: ${m.slice(0, 200)}`);
  assert.equal(await page.evaluate(() => localStorage.length), 0);

  // Export during play: a warning first; cancelled, nothing is fetched.
  await toQuestion(page);
  const before = (await page.evaluate(() => window.__messages)).length;
  await page.click('[data-export]');
  await page.waitForSelector('[data-confirm-dialog]');
  assert.match(await page.textContent('[data-confirm-dialog]'), /every hidden card/);
  await page.click('[data-confirm-no]');
  await page.waitForSelector('[data-confirm-dialog]', { state: 'detached' });
  const after = await page.evaluate(() => window.__messages);
  assert.ok(after.slice(before).every((m) => !/innovation-save-\d/.test(m)), 'no save reached the page');
  // Confirmed: the person gets the file they asked for.
  const download = page.waitForEvent('download');
  await page.click('[data-export]');
  await page.click('[data-confirm-yes]');
  const file = JSON.parse(fs.readFileSync(await (await download).path(), 'utf8'));
  assert.equal(file.app, 'innovation');
  assert.match(file.engine, /innovation-save-3/);
  assert.deepEqual(page.errors, []);
});

test('a card opened while a computer thinks is closed at the next hand-over', { timeout: 300000 }, async () => {
  // Ada, Hal (a computer), Cy: after Ada's turn Hal thinks while Ada still looks; then
  // the device goes to Cy.
  const page = await openApp(env, { query: '?pace=800' });
  await startGame(page, [{ name: 'Ada', kind: 'person' }, { name: 'Hal', kind: 'heuristic' }, { name: 'Cy', kind: 'person' }], { seed: 6 });
  const pick = rng(6);
  let checked = false;
  for (let i = 0; i < 200 && !checked; i++) {
    const s = await screen(page);
    assert.notEqual(s.kind, 'end');
    const last = s.kind === 'question' && s.question === 'action' && s.viewer === 0 && /1 action left/.test(await page.textContent('.inno-status'));
    if (!last) {
      await step(page, pick);
      continue;
    }
    await page.click('.inno-choice-draw'); // Ada's last action; then Hal's turn
    await page.waitForSelector('[data-waiting]', { timeout: 10000 });
    await page.locator('.inno-me .inno-hand [data-card-id]').first().click();
    await page.waitForSelector('.inno-modal', { timeout: 5000 });
    // After Hal's turn Ada, who still holds the device, is told to pass it to Cy.
    await page.waitForSelector('[data-pass-device]', { timeout: 60000 });
    assert.equal(await page.locator('.inno-modal').count(), 1, 'Ada still reads her card');
    await page.evaluate(() => document.querySelector('[data-pass-device]').click());
    await page.waitForSelector('[data-handover]');
    assert.equal(await page.locator('.inno-modal').count(), 0, 'the open card was closed at the hand-over');
    await assertNoSecrets(page);
    checked = true;
  }
  assert.ok(checked, 'a card was open when the device was handed over');
  assert.deepEqual(page.errors, []);
});

// Ada's Code of Laws is shared by Bo, a computer, who tucks Mysticism from hand:
// the table has seen it, so Ada cannot take her dogma back and choose again.
const CODE_OF_LAWS = {
  name: 'Code of Laws shared by a computer',
  setup: { players: ['Ada', 'Bo'], seed: 2 },
  position: {
    turn: { player: 'Ada', actions_left: 2 },
    players: {
      Ada: { board: { purple: ['Code of Laws'], red: ['Archery'] }, hand: ['Oars'] },
      Bo: { board: { purple: { cards: ['City States', 'Monotheism'], splay: 'left' } }, hand: ['Mysticism'] },
    },
  },
  steps: [],
};

test('undo never goes back past a card a computer showed', { timeout: 120000 }, async () => {
  const page = await newPage(env);
  await page.goto(env.url + 'examples/');
  await page.evaluate((text) => {
    const host = document.createElement('div');
    host.id = 'undo-game';
    document.body.append(host);
    window.Innovation.mountGame(host, { scenario: text, computers: { Bo: 'heuristic' }, pace: 0 });
  }, JSON.stringify(CODE_OF_LAWS));
  const g = page.locator('#undo-game');
  await g.locator('.inno-choosable').first().waitFor({ timeout: 30000 });
  await g.locator('[data-choice-key="dogma Code of Laws"]').first().click();
  // Bo shares and tucks; then Ada is asked about her own tuck.
  await g.locator('[data-choice-key="Oars"]').first().waitFor({ timeout: 30000 });
  const boPurple = await g.locator('.inno-pile[data-player="1"][data-color="purple"]').getAttribute('data-count');
  assert.equal(boPurple, '3', 'Bo (the computer) tucked Mysticism from hand');
  assert.ok(await g.locator('[data-undo]').isDisabled(), 'undo is disabled: it would take back the dogma after Bo showed Mysticism');
  assert.deepEqual(page.errors, []);
});

test('saves of the earlier app move from localStorage into the engine worker, none lost', { timeout: 120000 }, async () => {
  // An earlier app's save: export one from a game, then plant it as the old app kept it.
  const first = await openApp(env);
  await startGame(first, ['Ada', 'Bo'], { seed: 12 });
  await step(first);
  await step(first);
  const download = first.waitForEvent('download');
  await first.click('[data-export]');
  await first.click('[data-confirm-yes]');
  const text = fs.readFileSync(await (await download).path(), 'utf8');
  const saved = JSON.parse(text);

  const page = await newPage(env);
  await page.goto(env.url + 'cards.html');
  await page.evaluate(([id, text]) => {
    localStorage.setItem(`inno:game:${id}`, text);
    localStorage.setItem('inno:game:broken', '{"not": "a save"');
    localStorage.setItem('inno:current', id);
  }, [saved.id, text]);
  await page.goto(env.url + '?pace=0');
  // The old current game is resumed from the worker's storage.
  await page.waitForSelector('.inno-game [data-handover-ready]', { timeout: 30000 });
  const left = await page.evaluate(() => Object.keys(localStorage).sort());
  assert.deepEqual(left, ['inno:game:broken'], 'moved saves are gone from localStorage; an unreadable one stays');
  await page.click('[data-menu-new]');
  await page.waitForSelector('[data-start]');
  assert.equal(await page.locator(`[data-save-id="${saved.id}"]`).count(), 1, 'the moved game is listed');
  assert.deepEqual(page.errors, []);
});

test('after an engine trap the worker is replaced and the game goes on from its last save', { timeout: 120000 }, async () => {
  const page = await openApp(env);
  await startGame(page, ['Ada', 'Bo'], { seed: 8 });
  const pick = rng(8);
  for (let i = 0; i < 6; i++) await step(page, pick);
  await toQuestion(page);
  const before = await page.evaluate(() => ({
    prompt: document.querySelector('.inno-prompt')?.textContent,
    offered: [...document.querySelectorAll('[data-choice-key]')].map((e) => e.dataset.choiceKey).join('|'),
  }));
  // The next request to the engine traps, as a panic would.
  await (await engineWorker(page)).evaluate(() => self.__innoTest.trap());
  await page.locator('.inno-question .inno-choice').first().click();
  await page.waitForSelector('.inno-app[data-engine-restarts="1"]', { timeout: 30000 });
  // A new game screen (its own paint counter): the hand-over, with the message for everyone.
  await page.waitForSelector('.inno-game [data-handover-ready]', { timeout: 30000 });
  assert.match(await page.textContent('[data-error]'), /game engine failed .*restarted/);
  await step(page);
  const after = await page.evaluate(() => ({
    prompt: document.querySelector('.inno-prompt')?.textContent,
    offered: [...document.querySelectorAll('[data-choice-key]')].map((e) => e.dataset.choiceKey).join('|'),
  }));
  assert.deepEqual(after, before, 'the same question as before the failed answer');
  // And the new worker plays on.
  await step(page, pick);
  assert.deepEqual(page.errors, []);
});
