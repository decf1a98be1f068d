// A tablet's touch screen (Chromium with touch events, as a mobile browser): the
// taps of a family, not mouse clicks. A tap on a card reads it and changes nothing,
// also a quick double tap meant to look; only a labelled button acts.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start } from './lib.mjs';
import { openApp, importScenario, screen, paints, waitPaint, shot, archeryScenario, tableState } from './app-lib.mjs';

let env;
before(async () => { env = await start(); });
after(async () => { await env.close(); });

/** A page on the app in a touch browser at tablet size (its own storage). */
const tablet = () => openApp(env, { viewport: { width: 768, height: 1024 }, touch: true });

const ARCHERY = archeryScenario();

test('on a touch screen a tap reads a card, a double tap too, and only a labelled button acts', { timeout: 120000 }, async () => {
  const page = await tablet();
  await importScenario(page, ARCHERY);
  assert.equal((await screen(page)).kind, 'handover');
  await page.waitForTimeout(600); // a screen just shown ignores a touch for half a second
  await page.tap('[data-handover-ready]');
  await page.waitForSelector('.inno-me .inno-hand [data-card-name="Pottery"]');
  await page.waitForTimeout(600);
  const before = await tableState(page);

  // A tap on the hand card opens it large, with its Meld button; nothing is played.
  await page.tap('.inno-me .inno-hand [data-card-name="Pottery"]');
  await page.waitForSelector('.inno-modal .inno-card.inno-large[data-card-name="Pottery"]');
  assert.equal(await page.textContent('.inno-modal [data-act="meld Pottery"]'), 'Meld Pottery');
  await shot(page, 'touch-tap-hand-card-768x1024');
  assert.deepEqual(await tableState(page), before, 'the tap changed nothing');
  await page.waitForTimeout(600); // read
  await page.tap('.inno-modal [data-act-cancel]');
  assert.equal(await page.locator('.inno-modal').count(), 0);

  // A double tap meant to read: the second tap lands on the dialog the first one
  // opened, here right on its Meld button. It neither acts nor closes the card.
  await page.tap('.inno-me .inno-hand [data-card-name="Pottery"]');
  const button = await page.locator('.inno-modal [data-act="meld Pottery"]').boundingBox();
  await page.keyboard.press('Escape');
  const card = await page.locator('.inno-me .inno-hand [data-card-name="Pottery"]').boundingBox();
  await page.touchscreen.tap(card.x + card.width / 2, card.y + card.height / 2);
  await page.touchscreen.tap(button.x + button.width / 2, button.y + button.height / 2);
  await page.waitForTimeout(600);
  assert.equal(await page.locator('.inno-modal .inno-card.inno-large[data-card-name="Pottery"]').count(), 1, 'the card stays open to be read');
  assert.deepEqual(await tableState(page), before, 'the double tap changed nothing');

  // Once the card has been read, its labelled button acts.
  const painted = await paints(page);
  await page.tap('.inno-modal [data-act="meld Pottery"]');
  await waitPaint(page, painted);
  assert.equal(await page.locator('.inno-modal').count(), 0);
  const after = await tableState(page);
  assert.deepEqual(after.hand, []);
  assert.ok(after.board.includes('Pottery'), `Pottery melded: ${after.board}`);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('on a touch screen a double tap answers once: its second tap neither takes the next action nor says "I am" for the next player', { timeout: 120000 }, async () => {
  const page = await tablet();
  await importScenario(page, ARCHERY);
  await page.waitForTimeout(600);
  const ready = await page.locator('[data-handover-ready]').boundingBox();
  await page.tap('[data-handover-ready]');
  await page.waitForSelector('.inno-question .inno-choice');
  await page.waitForTimeout(600);
  const draw = page.locator('.inno-question .inno-choice-draw');
  assert.match(await draw.textContent(), /^Draw a 1$/);
  // The next action's "Draw a 1" comes where the first one was: a double tap on it.
  const b = await draw.boundingBox();
  await page.touchscreen.tap(b.x + b.width / 2, b.y + b.height / 2);
  await page.waitForTimeout(120);
  await page.touchscreen.tap(b.x + b.width / 2, b.y + b.height / 2);
  await page.waitForTimeout(1000);
  const s = await screen(page);
  assert.equal(s.kind, 'question', 'still Ada’s turn');
  assert.deepEqual((await tableState(page)).hand.sort(), ['Pottery', 'Tools'], 'one card drawn');
  assert.match(await page.textContent('.inno-status'), /1 action left/);
  // A tap once the question has been seen answers it.
  await page.tap('.inno-question .inno-choice-draw');
  await page.waitForSelector('[data-pass-device]');
  assert.deepEqual((await tableState(page)).hand.sort(), ['Mysticism', 'Pottery', 'Tools']);
  // "Done — pass to Bo", then a second tap where the hand-over screen's "I am …"
  // button comes: Bo's hand is not shown to the one still holding the device.
  await page.waitForTimeout(600);
  await page.tap('[data-pass-device]');
  await page.touchscreen.tap(ready.x + ready.width / 2, ready.y + ready.height / 2);
  await page.waitForTimeout(600);
  assert.deepEqual(await screen(page), { kind: 'handover', name: 'Bo' });
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('on a touch screen the second tap of a double tap on the last answer does not skip what happened', { timeout: 120000 }, async () => {
  const lastAction = { ...ARCHERY, position: { ...ARCHERY.position, turn: { player: 'Ada', actions_left: 1 } } };
  /** Ada's question, on a fresh page. */
  const ask = async () => {
    const page = await tablet();
    await importScenario(page, lastAction);
    await page.waitForTimeout(600);
    await page.tap('[data-handover-ready]');
    await page.waitForSelector('.inno-question .inno-choice-draw');
    await page.waitForTimeout(600);
    return page;
  };
  // Where "Done — pass to Bo" comes after Ada's last action.
  let page = await ask();
  await page.tap('.inno-question .inno-choice-draw');
  await page.waitForSelector('[data-pass-device]');
  const done = await page.locator('[data-pass-device]').boundingBox();
  await page.context().close();
  // Again, with a second tap there right after the answer: Ada still sees what happened.
  page = await ask();
  await page.tap('.inno-question .inno-choice-draw');
  await page.touchscreen.tap(done.x + done.width / 2, done.y + done.height / 2);
  await page.waitForTimeout(600);
  assert.equal((await screen(page)).kind, 'review');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('on a touch screen a double tap on Undo takes back one answer', { timeout: 120000 }, async () => {
  const page = await tablet();
  // Philosophy: splay a colour left (a choice that shows no card, so it can be taken
  // back), then the choice to score a card from the hand.
  await importScenario(page, {
    name: 'Philosophy',
    setup: { edition: 3, expansions: [], players: ['Ada', 'Bo'], teams: null, seed: 1 },
    position: {
      turn: { player: 'Ada', actions_left: 2 },
      players: { Ada: { board: { purple: ['Philosophy'], red: ['Archery', 'Oars'] }, hand: ['Pottery'] }, Bo: { board: { green: ['Sailing'] } } },
    },
    steps: [],
  });
  await page.waitForTimeout(600);
  await page.tap('[data-handover-ready]');
  const answer = async (key) => {
    await page.waitForSelector(`.inno-question .inno-choice[data-choice-key="${key}"]`);
    await page.waitForTimeout(600);
    const before = await paints(page);
    await page.tap(`.inno-question .inno-choice[data-choice-key="${key}"]`);
    await waitPaint(page, before);
  };
  await answer('dogma Philosophy');
  await answer('red');
  assert.equal((await screen(page)).question, 'card', 'asked to score a card');
  await page.waitForTimeout(600);
  const undo = page.locator('[data-undo]');
  assert.ok(await undo.isEnabled());
  const b = await undo.boundingBox();
  await page.touchscreen.tap(b.x + b.width / 2, b.y + b.height / 2);
  await page.waitForTimeout(150);
  await page.touchscreen.tap(b.x + b.width / 2, b.y + b.height / 2);
  await page.waitForTimeout(800);
  assert.equal((await screen(page)).question, 'color', 'the splay is taken back, not the Dogma');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
