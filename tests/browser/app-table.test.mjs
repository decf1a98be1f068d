// A table a family enjoys on a tablet (issue 18): a tap reads and a labelled
// button acts; the Dogma preview and its warning; confirmations and the setting
// that turns them off; what just happened before the device passes, and the
// "what changed" outlines after a reload; the log that follows the game; the end
// screen with every hand. Screenshots go to target/screenshots/.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start } from './lib.mjs';
import { openApp, importScenario, screen, step, paints, waitPaint, assertNoSecrets, shot, startGame, rng, clippedNumbers, takeDevice, archeryScenario, tableState } from './app-lib.mjs';

let env;
before(async () => { env = await start(); });
after(async () => { await env.close(); });

test('a tap opens a card with its text and its actions as labelled buttons; it never plays it', { timeout: 120000 }, async () => {
  const page = await openApp(env, { viewport: { width: 768, height: 1024 } });
  await importScenario(page, archeryScenario({ green: ['Sailing'] }));
  await takeDevice(page);
  const before = await tableState(page);

  // Pottery in hand, offered to meld: the tap opens it large, with its whole text and a Meld button.
  await page.click('.inno-me .inno-hand [data-card-name="Pottery"]');
  await page.waitForSelector('.inno-modal .inno-card.inno-large[data-card-name="Pottery"]');
  assert.match(await page.textContent('.inno-modal .inno-card-effects'), /return up to three cards/i);
  assert.equal(await page.textContent('.inno-modal [data-act="meld Pottery"]'), 'Meld Pottery');
  await shot(page, 'table-tap-hand-card-768x1024');
  assert.deepEqual(await tableState(page), before, 'the tap changed nothing');
  await page.click('.inno-modal [data-act-cancel]');
  assert.equal(await page.locator('.inno-modal').count(), 0);
  assert.deepEqual(await tableState(page), before);

  // Archery on the board: the Dogma button with the preview (counts, whom the demand affects).
  await page.click('.inno-me .inno-pile [data-card-name="Archery"]');
  await page.waitForSelector('.inno-modal [data-preview]');
  const preview = await page.textContent('.inno-modal [data-preview]');
  assert.match(preview, /Castles: you 2, Bo 0/);
  assert.match(preview, /The demand affects Bo\./);
  assert.equal(await page.locator('.inno-modal [data-warning]').count(), 0);
  // A card not offered (Bo's Sailing) opens too, with no action at all.
  await page.keyboard.press('Escape');
  await page.click('.inno-player[data-player="1"] [data-card-name="Sailing"]');
  await page.waitForSelector('.inno-modal .inno-card.inno-large[data-card-name="Sailing"]');
  assert.equal(await page.locator('.inno-modal [data-act]').count(), 0);
  await page.keyboard.press('Escape');
  assert.deepEqual(await tableState(page), before, 'reading three cards changed nothing');

  // The labelled button acts.
  await page.click('.inno-me .inno-pile [data-card-name="Archery"]');
  const painted = await paints(page);
  await page.click('.inno-modal [data-act="dogma Archery"]');
  await waitPaint(page, painted);
  assert.equal(await page.locator('.inno-modal').count(), 0);
  assert.equal((await screen(page)).kind, 'review');
  assert.deepEqual(page.errors, []);
});

test('a Dogma that would do nothing asks once more; the setting turns confirmations off', { timeout: 120000 }, async () => {
  const page = await openApp(env);
  // Bo has 3 castles: Archery's demand affects nobody, and it is Archery's only effect.
  await importScenario(page, archeryScenario({ red: ['Metalworking'] }));
  await takeDevice(page);
  const before = await tableState(page);
  assert.match(await page.textContent('.inno-question [data-choice-key="dogma Archery"]'), /Archery/);
  await page.click('.inno-question [data-choice-key="dogma Archery"]');
  await page.waitForSelector('[data-confirm-dialog]');
  assert.match(await page.textContent('[data-confirm-dialog]'), /Archery would do nothing for you: its only effects are demands or compels, and they affect nobody/);
  await shot(page, 'table-dogma-warning-1366x768');
  await page.click('[data-confirm-no]');
  assert.deepEqual(await tableState(page), before, 'cancelled: nothing happened');

  // A tap on the deck does not draw: it says what it would do, with the button.
  await page.click('.inno-deck.inno-choosable');
  await page.waitForSelector('.inno-modal [data-act="draw"]');
  assert.equal(await page.textContent('.inno-modal [data-act="draw"]'), 'Draw a 1');
  await page.click('.inno-modal [data-act-cancel]');
  assert.deepEqual(await tableState(page), before);

  // Confirmations off (kept on this device): the deck draws at a tap, the Dogma acts at once.
  await page.click('[data-settings]');
  await page.click('[data-setting-confirmations]');
  await page.keyboard.press('Escape');
  assert.deepEqual(JSON.parse(await page.evaluate(() => localStorage.getItem('inno:settings'))), { confirmations: false });
  // The setting applies from the next question: draw (a tap on the deck), then the Dogma.
  await page.reload();
  await page.waitForSelector('.inno-game [data-handover-ready]');
  await takeDevice(page);
  let painted = await paints(page);
  await page.click('.inno-deck.inno-choosable');
  await waitPaint(page, painted);
  assert.equal(await page.locator('.inno-modal').count(), 0);
  assert.equal((await tableState(page)).hand.length, 2, 'one tap on the deck drew a card');
  painted = await paints(page);
  await page.click('.inno-question [data-choice-key="dogma Archery"]');
  await waitPaint(page, painted);
  assert.equal(await page.locator('[data-confirm-dialog]').count(), 0);
  assert.match(await page.textContent('.inno-log'), /Ada activates Archery/);
  assert.deepEqual(page.errors, []);
});

test('after the last action the player sees what happened, then passes; the outlines survive a reload', { timeout: 120000 }, async () => {
  const page = await openApp(env, { viewport: { width: 1024, height: 768 } });
  await importScenario(page, archeryScenario({ green: ['Sailing'] }, { turn: { player: 'Ada', actions_left: 1 } }));
  await takeDevice(page);
  // Ada draws (her last action): she sees the card she drew before the device passes.
  const painted = await paints(page);
  await page.click('.inno-question .inno-choice-draw');
  await waitPaint(page, painted);
  const s = await screen(page);
  assert.equal(s.kind, 'review');
  assert.equal(await page.textContent('[data-pass-device]'), 'Done — pass to Bo');
  assert.match(await page.textContent('.inno-results'), /Ada draws Tools/);
  assert.equal(await page.locator('.inno-me .inno-hand [data-card-name="Tools"].inno-changed').count(), 1, 'the card drawn is outlined');
  assert.match(await page.textContent('.inno-review'), /It is Bo's turn\./);
  await shot(page, 'table-review-1024x768');
  await step(page);
  assert.equal((await screen(page)).kind, 'handover');
  assert.match(await page.textContent('.inno-handover-reason'), /It is Bo's turn\./);

  // Bo draws twice (his turn); Ada then sees what changed since she last looked.
  await step(page);
  for (let k = 0; k < 2; k++) {
    const p = await paints(page);
    await page.click('.inno-question .inno-choice-draw');
    await waitPaint(page, p);
  }
  assert.equal((await screen(page)).kind, 'review');
  await step(page);
  await step(page);
  const marks = () => page.evaluate(() => [...document.querySelectorAll('.inno-changed')].map((e) => `${e.className.split(' ')[0]} ${e.dataset.age ?? ''} ${e.closest('[data-player]')?.dataset.player ?? ''}`).sort());
  const seen = await marks();
  assert.ok(seen.length >= 2, `Bo's draws are outlined for Ada: ${seen}`);
  assert.match(await page.textContent('.inno-changed-note'), /changed since you last looked/);
  // A reload keeps them: what each person last saw is kept with the game.
  await page.reload();
  await page.waitForSelector('[data-handover-ready]');
  await step(page);
  assert.deepEqual(await marks(), seen);
  assert.deepEqual(page.errors, []);
});

test('the log follows the game: newest in view, grouped by turn, filtered by player, card names open cards', { timeout: 300000 }, async () => {
  const page = await openApp(env);
  await startGame(page, [{ name: 'Ada', kind: 'person' }, { name: 'Hal', kind: 'heuristic' }], { seed: 9 });
  const pick = rng(9);
  for (let i = 0; i < 30; i++) {
    const s = await screen(page);
    if (s.kind === 'end') break;
    await step(page, pick);
  }
  const measure = () => {
    const list = document.querySelector('.inno-log-list');
    const lines = [...list.querySelectorAll('.inno-log-line')];
    const last = lines[lines.length - 1].getBoundingClientRect();
    const box = list.getBoundingClientRect();
    return { lines: lines.length, turns: list.querySelectorAll('.inno-log-turn').length, inView: last.bottom <= box.bottom + 1 && last.top >= box.top - 1 && last.bottom <= window.innerHeight };
  };
  // The log follows at the repaint and once more at the next frame (log.ts): given a moment.
  await page.waitForFunction(`(${measure})().inView`, null, { timeout: 3000 }).catch(() => {});
  const r = await page.evaluate(measure);
  assert.ok(r.lines > 30 && r.turns > 5, `${r.lines} lines in ${r.turns} turns`);
  assert.ok(r.inView, 'the newest line is in view');
  assert.match(await page.textContent('.inno-log-turn:last-child .inno-log-turn-head'), /^Turn \d+ · (Ada \(you\)|Hal) · [12] actions?$/);
  // Only Hal's lines.
  await page.click('[data-log-filter="1"]');
  const shown = await page.$$eval('.inno-log-line', (ls) => ls.filter((l) => l.getClientRects().length).map((l) => l.dataset.actor));
  assert.ok(shown.length > 5 && shown.every((a) => a === '1'), `only Hal's lines: ${shown}`);
  await page.click('[data-log-filter="all"]');
  await shot(page, 'table-log-1366x768');
  const name = page.locator('.inno-log .inno-log-card').last();
  const card = await name.textContent();
  await name.click();
  await page.waitForSelector(`.inno-modal[data-card-id]`);
  assert.match(await page.textContent('.inno-modal'), new RegExp(card));
  assert.deepEqual(page.errors, []);
});

test('the log\'s numbers fit, also in a turn of ten lines or more, on a laptop and on a tablet', { timeout: 600000 }, async () => {
  for (const viewport of [{ width: 1024, height: 768 }, { width: 768, height: 1024 }]) {
    const page = await openApp(env, { viewport });
    await startGame(page, ['Ada', 'Bo', 'Cy', 'Di'], { seed: 7, expansions: ['echoes', 'artifacts', 'cities', 'figures'] });
    const pick = rng(3);
    let longest = 0;
    for (let i = 0; i < 400 && longest < 10; i++) {
      if ((await step(page, pick)).kind === 'end') break;
      longest = await page.$$eval('.inno-log-lines', (ols) => Math.max(0, ...ols.map((ol) => ol.children.length)));
      assert.deepEqual(await clippedNumbers(page), [], `step ${i} at ${viewport.width}x${viewport.height}`);
    }
    assert.ok(longest >= 10, `a turn of ${longest} lines`);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  }
});

test('the end screen says how the game ended and shows every hand and score pile', { timeout: 120000 }, async () => {
  const page = await openApp(env, { viewport: { width: 1366, height: 768 } });
  await importScenario(page, {
    name: 'Ada achieves her sixth achievement',
    setup: { edition: 3, expansions: [], players: ['Ada', 'Bo'], teams: null, seed: 1 },
    position: {
      turn: { player: 'Ada', actions_left: 2 },
      players: {
        Ada: { board: { red: ['Construction'] }, score: ['Philosophy', 'Mathematics', 'Monotheism', 'Road Building', 'Calendar'], achievements: ['Monument', 'Empire', 'World', 'Wonder', 'age 1'], hand: ['Pottery'] },
        Bo: { board: { green: ['Clothing'] }, hand: ['Oars', 'Sailing'], score: ['Tools'] },
      },
    },
    steps: [],
  });
  await takeDevice(page);
  await page.click('.inno-question [data-choice-key="achieve 2"]');
  await page.waitForSelector('[data-end]');
  assert.equal(await page.textContent('.inno-end-title'), 'Ada wins!');
  assert.match(await page.textContent('.inno-end-reason'), /^by achievements \(6 needed\)\.$/);
  const bo = await page.$$eval('.inno-end-player[data-end-player="1"] [data-card-name]', (cs) => cs.map((c) => c.dataset.cardName).sort());
  assert.deepEqual(bo, ['Oars', 'Sailing', 'Tools'], "Bo's hand and score pile are shown");
  // On the table too, and the last log line (the end) is in view.
  assert.equal(await page.locator('.inno-player[data-player="1"] .inno-hand [data-card-name]').count(), 2);
  const last = await page.evaluate(() => {
    const lines = [...document.querySelectorAll('.inno-log-line')];
    const l = lines[lines.length - 1];
    const box = document.querySelector('.inno-log-list').getBoundingClientRect();
    const r = l.getBoundingClientRect();
    return { text: l.textContent, inView: r.bottom <= box.bottom + 1 && r.top >= box.top - 1 };
  });
  assert.match(last.text, /Ada wins by achievements/);
  assert.ok(last.inView);
  await shot(page, 'table-end-1366x768');
  assert.deepEqual(page.errors, []);
});

test('hot-seat play showing the known cards: no secret of anyone else is ever on the page', { timeout: 300000 }, async () => {
  const page = await openApp(env);
  await startGame(page, ['Ada', 'Bo'], { seed: 13 });
  const pick = rng(13);
  let known = 0;
  for (let i = 0; i < 120; i++) {
    const s = await screen(page);
    if (s.kind === 'end') break;
    if (s.kind !== 'handover') {
      await assertNoSecrets(page);
      known += await page.locator('.inno-known [data-card-id]').count();
    }
    await step(page, pick);
  }
  console.log(`known cards shown: ${known}`);
  assert.deepEqual(page.errors, []);
});

test('the log marks exactly the lines of what just happened, answer after answer', { timeout: 180000 }, async () => {
  const page = await openApp(env, { viewport: { width: 1024, height: 768 } });
  await startGame(page, ['Ada', 'Bo'], { seed: 8 });
  const pick = rng(8);
  let compared = 0;
  for (let i = 0; i < 40 && compared < 8; i++) {
    const s = await step(page, pick);
    if (s.kind === 'end') break;
    const seen = await page.evaluate(() => ({
      results: [...document.querySelectorAll('.inno-results .inno-result-line')].map((e) => e.textContent),
      marked: [...document.querySelectorAll('.inno-log .inno-log-line.inno-new')].map((e) => e.textContent),
    }));
    if (!seen.results.length) continue;
    // The log's marked lines are the lines drawn apart, in order, and no older ones.
    assert.deepEqual(seen.marked, seen.results, `step ${i}`);
    compared++;
  }
  assert.ok(compared >= 4, `${compared} answers compared`);
  assert.deepEqual(page.errors, []);
});

test('a splayed pile whose covered cards show only a hexagon says that no icon is revealed', { timeout: 120000 }, async () => {
  const page = await openApp(env);
  // Bo's red pile splayed left: Optics under Metalworking shows its bottom-right slot, a hexagon.
  await importScenario(page, archeryScenario({ red: { cards: ['Metalworking', 'Optics'], splay: 'left' } }));
  await takeDevice(page);
  const bars = await page.$$eval('.inno-pile[data-splay="left"]', (ps) => ps.map((p) => p.parentElement.querySelector('.inno-revealed').textContent));
  assert.deepEqual(bars, ['no icons revealed']);
  assert.deepEqual(page.errors, []);
});
