// Autosave and resume (also in the middle of a dogma), undo, and save files:
// a malformed import is refused with a message and the other saves remain; a save
// whose action in progress this version cannot replay goes on from where it can.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { start } from './lib.mjs';
import { openApp, startGame, step, screen, paints, waitPaint, rng, toQuestion, importScenario } from './app-lib.mjs';

let env;
before(async () => { env = await start(); });
after(async () => { await env.close(); });

/** What the person looking sees: the question and their own hand. */
async function seen(page) {
  return page.evaluate(() => ({
    prompt: document.querySelector('.inno-prompt')?.textContent,
    viewer: document.querySelector('.inno-game').dataset.viewer,
    hand: [...document.querySelectorAll('.inno-player.inno-me .inno-hand [data-card-id]')].map((e) => e.dataset.cardId).join(','),
    offered: [...document.querySelectorAll('[data-choice-key]')].map((e) => e.dataset.choiceKey).join('|'),
  }));
}

/** Play on to a question inside a Dogma action (not an action choice). */
async function toDogmaQuestion(page, pick) {
  let s;
  for (let i = 0; i < 300; i++) {
    s = await screen(page);
    if (s.kind === 'question' && !['action', 'initial_meld'].includes(s.question)) return;
    await step(page, pick);
  }
  assert.fail(`no question inside a dogma in 300 steps (last: ${JSON.stringify(s)})`);
}

async function reloadAndTakeDevice(page) {
  await page.reload();
  await page.waitForSelector('.inno-game [data-handover-ready]', { timeout: 30000 });
  const before = await paints(page);
  await page.click('[data-handover-ready]');
  await waitPaint(page, before);
}

test('reloading resumes the game at the same question, also in the middle of a dogma', { timeout: 180000 }, async () => {
  const page = await openApp(env);
  await startGame(page, ['Ada', 'Bo'], { seed: 5 });
  const pick = rng(5);
  for (let i = 0; i < 12; i++) await step(page, pick);
  await toQuestion(page);
  const atAction = await seen(page);
  await reloadAndTakeDevice(page);
  assert.deepEqual(await seen(page), atAction);

  // Play on until a question inside a dogma (not an action choice), then reload there.
  await toDogmaQuestion(page, pick);
  const midDogma = await seen(page);
  await reloadAndTakeDevice(page);
  assert.deepEqual(await seen(page), midDogma);
  assert.deepEqual(page.errors, []);
});

test('undo takes back an undoable answer; the button is disabled when the engine says no', { timeout: 180000 }, async () => {
  const page = await openApp(env);
  await startGame(page, ['Ada', 'Bo'], { seed: 3 });
  const pick = rng(8);
  const undo = page.locator('[data-undo]');
  let actions = 0, undone = 0, handedOver = 0;
  let last = null;
  for (let i = 0; i < 400 && (undone < 2 || handedOver < 3); i++) {
    const s = await screen(page);
    if (s.kind === 'end') break;
    if (last?.kind === 'handover' && s.kind === 'question') {
      // The last answer was someone else's: a person never takes back another's answer.
      handedOver++;
      assert.ok(await undo.isDisabled(), 'no undo right after a hand-over');
    }
    last = s;
    if (s.kind === 'question' && s.question === 'action') {
      // An action starts afresh: there is nothing of it to take back.
      actions++;
      assert.ok(await undo.isDisabled(), 'no undo at the choice of an action');
    }
    const pre = s.kind === 'question' ? await seen(page) : null;
    await step(page, pick);
    const after = await screen(page);
    if (!pre || after.kind !== 'question' || String(after.viewer) !== pre.viewer || !(await undo.isEnabled())) continue;
    // The engine allows taking the answer back: the same question comes again, nothing else changed.
    const before = await paints(page);
    await undo.click();
    await waitPaint(page, before);
    assert.deepEqual(await seen(page), pre, 'the answer is taken back');
    undone++;
  }
  assert.ok(actions > 3 && undone >= 1 && handedOver >= 3, `answers were undone (${undone}, in ${actions} actions, ${handedOver} hand-overs)`);

  // A draw action shows a hidden card: once drawn, the button stays disabled.
  for (let i = 0; i < 20; i++) {
    const s = await screen(page);
    if (s.kind === 'question' && s.question === 'action') break;
    await step(page, pick);
  }
  const before = await paints(page);
  await page.click('.inno-choice-draw');
  await waitPaint(page, before);
  assert.ok(await undo.isDisabled(), 'a draw cannot be undone');
  assert.deepEqual(page.errors, []);
});

test('against a computer, undo takes back the person\'s answer with the computer\'s after it, or nothing, and is saved', { timeout: 180000 }, async () => {
  // ada activates Reformation, which the computer hal shares: ada is asked whether
  // to tuck, then hal whether to splay, then ada.
  const sc = { name: 'undo with a computer', setup: { edition: 3, expansions: [], players: ['ada', 'hal'], teams: null, seed: 1 },
    position: { turn: { player: 'ada', actions_left: 2 }, players: {
      ada: { board: { purple: ['Reformation', 'Philosophy'], yellow: ['Canal Building', 'Domestication'] }, hand: ['Oars'] },
      hal: { board: { green: ['Clothing', 'Sailing'], yellow: ['Agriculture', 'Masonry'] } } } }, steps: [] };
  const page = await openApp(env);
  await importScenario(page, sc, { hal: 'heuristic' });
  const undo = page.locator('[data-undo]');
  const asked = () => page.evaluate(() => [...document.querySelectorAll('.inno-question [data-choice-key]')].map((e) => e.dataset.choiceKey).join('|'));
  const answer = async (key) => {
    const before = await paints(page);
    await page.click(`.inno-question [data-choice-key="${key}"]`);
    if (await page.locator('[data-confirm-dialog]').count()) await page.click('[data-confirm-yes]');
    await waitPaint(page, before);
  };
  await answer('dogma Reformation');
  assert.equal(await asked(), 'yes|no');
  await answer('no');
  assert.equal(await asked(), 'yellow|purple|pass', 'hal has answered; ada is asked to splay');
  assert.ok(await undo.isEnabled());
  let before = await paints(page);
  await undo.click();
  await waitPaint(page, before);
  assert.equal(await asked(), 'yes|no', 'ada\'s "no" and hal\'s answer after it were taken back together');
  // The undo is saved: a reload comes back to the same question.
  await page.reload();
  await page.waitForSelector('.inno-game .inno-choice', { timeout: 30000 });
  assert.equal(await asked(), 'yes|no', 'after a reload the undone answers stay undone');
  // Tucking Oars shows it to hal: neither it nor hal's answer after it can be taken back.
  await answer('yes');
  assert.equal(await asked(), 'yellow|purple|pass');
  assert.ok(await undo.isDisabled(), 'hal\'s answer alone is not taken back (it would answer again)');
  assert.deepEqual(page.errors, []);
});

test('undo still works after a reload', { timeout: 180000 }, async () => {
  const page = await openApp(env);
  await startGame(page, ['Ada', 'Bo'], { seed: 3 });
  const pick = rng(8);
  const undo = page.locator('[data-undo]');
  let pre = null;
  for (let i = 0; i < 400; i++) {
    const s = await screen(page);
    assert.notEqual(s.kind, 'end', 'an undoable answer came before the end');
    const here = s.kind === 'question' ? await seen(page) : null;
    await step(page, pick);
    const after = await screen(page);
    if (here && after.kind === 'question' && String(after.viewer) === here.viewer && (await undo.isEnabled())) {
      pre = here;
      break;
    }
  }
  assert.ok(pre, 'reached an answer that can be taken back');
  await reloadAndTakeDevice(page);
  assert.ok(await undo.isEnabled(), 'after the reload the same person may still take their answer back');
  const before = await paints(page);
  await undo.click();
  await waitPaint(page, before);
  assert.deepEqual(await seen(page), pre, 'the answer is taken back');
  assert.deepEqual(page.errors, []);
});

test('a malformed or foreign save file is refused with a message; the saved games remain', { timeout: 120000 }, async () => {
  const page = await openApp(env);
  await startGame(page, ['Ada', 'Bo'], { seed: 9 });
  await step(page);
  await step(page);
  await page.click('[data-menu-new]');
  await page.waitForSelector('[data-start]');
  const saves = async () => page.locator('[data-save-id]').count();
  assert.equal(await saves(), 1);

  const tryImport = async (name, text) => {
    // Each refusal draws the setup screen anew with its message (marked, to tell it from the last one).
    await page.evaluate(() => document.querySelector('.inno-setup')?.setAttribute('data-old', ''));
    await page.setInputFiles('[data-import]', { name, mimeType: 'application/json', buffer: Buffer.from(text) });
    await page.waitForSelector('.inno-setup:not([data-old]) .inno-error');
    return page.textContent('.inno-setup .inno-error');
  };
  assert.match(await tryImport('broken.json', '{"app": "innovation", "version": 1, '), /Cannot import this file: this file is not a save file/);
  assert.match(await tryImport('other.json', '{"hello": "world"}'), /not an Innovation save file/);
  const bad = { app: 'innovation', version: 1, id: 'x', created: 1, updated: 1, finished: false, seats: [{ name: 'A', type: 'person' }, { name: 'B', type: 'person' }], engine: 'garbage' };
  assert.match(await tryImport('bad-engine.json', JSON.stringify(bad)), /Cannot import this file: .*cannot load/);
  // A save whose seats are not the game's players (a crafted file) is refused too.
  const download = page.waitForEvent('download');
  await page.click('.inno-save button:has-text("Export")');
  // The game is not over: the app first says that the file shows every hidden card.
  await page.waitForSelector('[data-confirm-dialog]');
  assert.match(await page.textContent('[data-confirm-dialog]'), /every hidden card/);
  await page.click('[data-confirm-yes]');
  const file = await (await download).path();
  const exported = JSON.parse(fs.readFileSync(file, 'utf8'));
  const renamed = { ...exported, seats: [{ name: 'Zed', type: 'person' }, exported.seats[1]] };
  assert.match(await tryImport('renamed.json', JSON.stringify(renamed)), /the seats \(Zed, Bo\) are not the game's players \(Ada, Bo\)/);
  const short = { ...exported, seats: [exported.seats[0], exported.seats[1], { name: 'Cy', type: 'person' }] };
  assert.match(await tryImport('three-seats.json', JSON.stringify(short)), /are not the game's players/);
  assert.equal(await saves(), 1, 'the saved game is still listed');
  assert.equal(await page.evaluate(() => localStorage.length), 0, 'nothing is kept in the page\'s storage');

  // Import the exported file: a second saved game that resumes.
  await page.setInputFiles('[data-import]', file);
  await page.waitForSelector('.inno-game [data-handover-ready]');
  await page.click('[data-menu-new]');
  await page.waitForSelector('[data-start]');
  assert.equal(await saves(), 2);
  assert.deepEqual(page.errors, []);
});

test('a save of a version that asked other questions is not lost: the action in progress goes back to the first answer this one refuses', { timeout: 180000 }, async () => {
  const page = await openApp(env);
  await startGame(page, ['Ada', 'Bo'], { seed: 5 });
  const pick = rng(5);
  // Play on to a question inside a Dogma action: the action's unit has answers recorded.
  await toDogmaQuestion(page, pick);
  const active = /Turn: (?:you \()?(\w+)/.exec(await page.textContent('.inno-status'))?.[1];
  assert.ok(['Ada', 'Bo'].includes(active), active);
  const download = page.waitForEvent('download');
  await page.click('[data-export]');
  await page.click('[data-confirm-yes]');
  const file = JSON.parse(fs.readFileSync(await (await download).path(), 'utf8'));
  const engine = JSON.parse(file.engine);
  const n = engine.answers.length;
  assert.ok(n >= 1, `${n} answers in the action in progress`);
  // As if an older version had asked another first question in this action.
  engine.answers[0] = ['Nope'];
  const changed = JSON.stringify({ ...file, engine: JSON.stringify(engine) });
  const notice = new RegExp(`^This game was saved by another version of the app, which asked other questions\\. The last ${n === 1 ? 'answer' : `${n} answers`} of the action in progress could not be replayed: ${n === 1 ? 'it' : 'they'} must be given again\\.$`);
  const goesOnFromTheAction = async () => {
    await page.waitForSelector('.inno-game [data-error]', { timeout: 30000 });
    assert.match(await page.textContent('[data-error]'), notice);
    // The game goes on from the start of that action: its player chooses an action again.
    await toQuestion(page);
    assert.equal((await screen(page)).question, 'action');
    assert.match(await page.textContent('.inno-status'), new RegExp(`^Turn: you \\(${active}\\)`));
  };

  // The saved game, as an older version of the app left it in the storage, resumed.
  await page.click('[data-menu-new]');
  await page.waitForSelector('[data-resume]');
  await page.evaluate((text) => new Promise((resolve, reject) => {
    const open = indexedDB.open('innovation');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const store = open.result.transaction('kv', 'readwrite').objectStore('kv');
      const keys = store.getAllKeys();
      keys.onsuccess = () => {
        const games = keys.result.filter((k) => /:game:/.test(k));
        if (games.length !== 1) return reject(new Error(`saved games: ${games}`));
        const get = store.get(games[0]);
        get.onsuccess = () => {
          const put = store.put({ ...get.result, engine: JSON.parse(text).engine }, games[0]);
          put.onsuccess = () => resolve();
          put.onerror = () => reject(put.error);
        };
      };
    };
  }), changed);
  await page.click('[data-resume]');
  await goesOnFromTheAction();

  // The same file imported.
  await page.click('[data-menu-new]');
  await page.waitForSelector('[data-start]');
  await page.setInputFiles('[data-import]', { name: 'older.json', mimeType: 'application/json', buffer: Buffer.from(changed) });
  await goesOnFromTheAction();
  // The game is saved as this version plays it: no notice after a reload.
  await step(page, pick);
  await page.reload();
  await page.waitForSelector('.inno-game [data-handover-ready], .inno-game .inno-choice', { timeout: 30000 });
  assert.equal(await page.locator('[data-error]').count(), 0);
  assert.deepEqual(page.errors, []);
});
