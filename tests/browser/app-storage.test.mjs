// Saving when the storage does not cooperate: the same game in two tabs, saves that
// fail (storage full), storage that cannot be opened at all; what Export then gives;
// the "finished" flag of a save file; the log's newest line at the end of a game.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { start, newPage } from './lib.mjs';
import { openApp, startGame, step, rng, toQuestion, engineWorker, saveOf, importScenario } from './app-lib.mjs';

let env;
before(async () => { env = await start(); });
after(async () => { await env.close(); });

const ADA_AND_HAL = [{ name: 'Ada', kind: 'person' }, { name: 'Hal', kind: 'heuristic' }];

/** What the person sees: the question, their hand, the log's length and any message. */
async function seen(page) {
  return page.evaluate(() => ({
    prompt: document.querySelector('.inno-prompt')?.textContent,
    hand: [...document.querySelectorAll('.inno-player.inno-me .inno-hand [data-card-id]')].map((e) => e.dataset.cardId).join(','),
    log: document.querySelectorAll('.inno-log-line').length,
  }));
}

const errorText = (page) => page.$$eval('[data-error]', (xs) => xs.map((x) => x.textContent).join(' / '));

/** The stored saves of the page's origin (as DevTools would show them), by key. */
function storedGames(page) {
  return page.evaluate(() => new Promise((resolve, reject) => {
    const open = indexedDB.open('innovation');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const st = open.result.transaction('kv').objectStore('kv');
      const all = st.getAll();
      all.onsuccess = () => { open.result.close(); resolve(all.result.filter((x) => typeof x === 'object')); };
    };
  }));
}

/** Click Export, agree to the warning, and return the file's parsed content. */
async function exportFile(page) {
  const download = page.waitForEvent('download');
  await page.click('[data-export]');
  await page.waitForSelector('[data-confirm-dialog]');
  assert.match(await page.textContent('[data-confirm-dialog]'), /every hidden card/);
  await page.click('[data-confirm-yes]');
  return JSON.parse(fs.readFileSync(await (await download).path(), 'utf8'));
}

test('the same game in two tabs: the out-of-date tab cannot overwrite the other\'s progress, and says so', { timeout: 180000 }, async () => {
  const a = await openApp(env);
  await startGame(a, ADA_AND_HAL, { seed: 8 });
  const pick = rng(4);
  for (let k = 0; k < 3; k++) await step(a, pick);
  // Tab B opens the same game (the one to resume) and only looks.
  const b = await a.context().newPage();
  b.errors = [];
  b.on('pageerror', (e) => b.errors.push(e.message));
  await b.goto(env.url + '?pace=0');
  await b.waitForSelector('.inno-game .inno-choice', { timeout: 30000 });
  // Tab A plays on and saves as before: a tab that only looked changes nothing.
  for (let k = 0; k < 8; k++) await step(a, pick);
  await toQuestion(a);
  assert.equal(await errorText(a), '');
  const aState = await seen(a);
  // Tab B answers in its out-of-date copy: the save is refused, and B is told why.
  await step(b, rng(9));
  assert.match(await errorText(b), /The game could not be saved: this game was continued in another tab or window: reload to go on from there/);
  // Its copy is not lost either: Export gives the game B holds.
  const bFile = await exportFile(b);
  assert.equal(JSON.parse(bFile.engine).answers !== undefined, true);
  assert.ok(bFile.engine !== (await storedGames(a))[0].engine, 'B\'s export is its own copy');
  // A's progress is what a reload brings back, in A and in B.
  await a.reload();
  await a.waitForSelector('.inno-game .inno-choice', { timeout: 30000 });
  assert.deepEqual(await seen(a), aState);
  await b.reload();
  await b.waitForSelector('.inno-game .inno-choice', { timeout: 30000 });
  assert.deepEqual(await seen(b), aState);
  // And B, now up to date, saves again.
  await step(b, rng(9));
  assert.equal(await errorText(b), '');
  assert.deepEqual([...a.errors, ...b.errors], []);
});

test('when saving fails, the person is told why and Export gives the game on screen, not the last save; no unhandled error', { timeout: 180000 }, async () => {
  const page = await openApp(env, { viewport: { width: 1366, height: 768 } });
  await startGame(page, ADA_AND_HAL, { seed: 61 });
  const pick = rng(61);
  for (let k = 0; k < 4; k++) await step(page, pick);
  const w = await engineWorker(page);
  await w.evaluate(() => {
    self.__rejections = [];
    self.addEventListener('unhandledrejection', (e) => self.__rejections.push(String(e.reason?.message ?? e.reason)));
    // Every write fails as a full disk makes it fail: its transaction aborts.
    const put = IDBObjectStore.prototype.put;
    IDBObjectStore.prototype.put = function (...args) {
      const r = put.apply(this, args);
      this.transaction.abort();
      return r;
    };
  });
  const stored = (await storedGames(page))[0].engine;
  for (let k = 0; k < 6; k++) {
    await step(page, pick);
    const shown = await errorText(page);
    if (shown) assert.match(shown, /^The game could not be saved: \S/);
  }
  await toQuestion(page);
  assert.match(await errorText(page), /^The game could not be saved: \S/);
  const file = await exportFile(page);
  assert.ok((await storedGames(page))[0].engine === stored, 'nothing was saved');
  assert.ok(file.engine !== stored, 'the export is not the last save');
  const held = await w.evaluate(() => self.__innoTest.run('exportGame', [{ id: 'x', created: 0, seats: [] }]));
  assert.ok(file.engine === JSON.parse(held.text).engine, 'the export is the game the worker holds');
  assert.deepEqual(file.seats.map((s) => s.name), ['Ada', 'Hal']);
  assert.deepEqual(await w.evaluate(() => self.__rejections), []);
  assert.deepEqual(page.errors, []);
});

test('a full storage (QuotaExceededError, with no message in Chromium) is named', { timeout: 120000 }, async () => {
  const page = await newPage(env);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Storage.overrideQuotaForOrigin', { origin: env.url.replace(/\/$/, ''), quotaSize: 100 });
  await page.goto(env.url + '?pace=0');
  await page.waitForSelector('[data-start]', { timeout: 30000 });
  await startGame(page, ADA_AND_HAL, { seed: 5 });
  await step(page, rng(5));
  await toQuestion(page);
  assert.match(await errorText(page), /^The game could not be saved: the browser's storage is full or not allowed \(QuotaExceededError\)/);
  assert.deepEqual(page.errors, []);
});

test('without a storage, the game says it is not being saved, and Export keeps it', { timeout: 120000 }, async () => {
  const page = await newPage(env);
  // The database exists at a newer version (as after going back to an older app): the app cannot open it.
  await page.goto(env.url + 'icon.svg');
  await page.evaluate(() => new Promise((resolve, reject) => {
    const r = indexedDB.open('innovation', 2);
    r.onsuccess = () => { r.result.close(); resolve(); };
    r.onerror = () => reject(r.error);
  }));
  await page.goto(env.url + '?pace=0');
  await page.waitForSelector('[data-start]', { timeout: 30000 });
  await startGame(page, ADA_AND_HAL, { seed: 5 });
  const pick = rng(5);
  for (let k = 0; k < 3; k++) await step(page, pick);
  await toQuestion(page);
  assert.match(await page.textContent('.inno-game [data-not-saved]'), /This game is not being saved.*lost when this page closes, unless you export it/);
  assert.ok(await page.locator('[data-not-saved]').isVisible());
  assert.ok(await page.locator('[data-export]').isEnabled());
  const file = await exportFile(page);
  assert.deepEqual(file.seats.map((s) => s.name), ['Ada', 'Hal']);
  // The file is the game on screen: imported where saving works, it goes on at the same question.
  const state = await seen(page);
  const other = await openApp(env);
  await other.setInputFiles('[data-import]', { name: 'kept.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) });
  await other.waitForSelector('.inno-game .inno-choice', { timeout: 30000 });
  assert.deepEqual({ ...(await seen(other)), log: 0 }, { ...state, log: 0 });
  assert.equal(await other.locator('[data-not-saved]').count(), 0);
  assert.deepEqual(page.errors, []);
});

/** A save file of a game played to its end by the engine's Node build (two persons), with a long log. */
function finishedSave() {
  const engine = createRequire(import.meta.url)('../../target/wasm-node/innovation.js');
  const g = new engine.GameHandle({ players: ['Ada', 'Bo'], seed: 7, edition: 3, expansions: [] });
  for (let n = 0; n < 5000 && !g.view(null).outcome; n++) g.answer(g.botAnswer(g.view(null).question.player, 'heuristic', 0, n));
  assert.ok(g.view(null).outcome, 'the game ended');
  const seats = ['Ada', 'Bo'].map((name) => ({ name, type: 'person' }));
  return { app: 'innovation', version: 1, id: 'ended', created: 1, updated: 1, finished: true, seats, engine: g.save() };
}

/** Whether the log shows its newest line: scrolled to its end, the last line inside the list's box. */
function logAtEnd(page) {
  return page.waitForFunction(() => {
    const list = document.querySelector('.inno-log-list');
    const last = [...list.querySelectorAll('.inno-log-line')].at(-1);
    const box = list.getBoundingClientRect();
    const r = last.getBoundingClientRect();
    return list.scrollHeight > list.clientHeight * 2 && list.scrollTop + list.clientHeight >= list.scrollHeight - 2 && r.bottom <= box.bottom + 1 && r.top >= box.top;
  }, null, { timeout: 5000 });
}

test('at the end of a game the log shows its newest line, also for a finished save opened with "View"', { timeout: 120000 }, async () => {
  const page = await openApp(env);
  await page.setInputFiles('[data-import]', { name: 'ended.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(finishedSave())) });
  await page.waitForSelector('[data-end]', { timeout: 30000 });
  await logAtEnd(page);
  await page.click('[data-end] [data-new-game]');
  await page.waitForSelector('[data-resume]');
  await page.click('[data-resume]');
  await page.waitForSelector('[data-end]', { timeout: 30000 });
  await logAtEnd(page);
  assert.deepEqual(page.errors, []);
});

test('whether a game is finished comes from the game, not from the file\'s flag', { timeout: 120000 }, async () => {
  const page = await openApp(env);
  const listed = () => page.$$eval('.inno-save', (xs) => xs.map((x) => `${/finished|in progress/.exec(x.textContent)[0]} ${x.querySelector('[data-resume]').textContent}`));
  // A finished game whose file says it is not.
  await page.setInputFiles('[data-import]', { name: 'ended.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify({ ...finishedSave(), finished: false })) });
  await page.waitForSelector('[data-end]', { timeout: 30000 });
  await page.click('[data-end] [data-new-game]');
  await page.waitForSelector('[data-resume]');
  assert.deepEqual(await listed(), ['finished View']);
  // A game in progress whose file says it is finished.
  const sc = { name: 'in progress', setup: { edition: 3, expansions: [], players: ['Ada', 'Bo'], teams: null, seed: 1 },
    position: { turn: { player: 'Ada', actions_left: 2 }, players: { Ada: { board: { green: ['Sailing'] }, hand: ['Oars'] }, Bo: { board: { red: ['Archery'] } } } }, steps: [] };
  const lie = { ...JSON.parse(saveOf(sc)), finished: true };
  await page.setInputFiles('[data-import]', { name: 'lie.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(lie)) });
  await page.waitForSelector('.inno-game [data-handover-ready]', { timeout: 30000 });
  await page.click('[data-menu-new]');
  await page.waitForSelector('[data-resume]');
  assert.deepEqual((await listed()).sort(), ['finished View', 'in progress Resume']);
  // Its export from the list first warns that the file shows every hidden card.
  await page.locator('.inno-save', { hasText: 'in progress' }).locator('button:has-text("Export")').click();
  await page.waitForSelector('[data-confirm-dialog]');
  assert.match(await page.textContent('[data-confirm-dialog]'), /every hidden card/);
  assert.deepEqual(page.errors, []);
});
