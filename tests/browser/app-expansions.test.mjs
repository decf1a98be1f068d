// The expansions in the app (3rd edition), at tablet sizes: the setup screen
// offers the expansions the engine lists (the relics only with Artifacts) and
// says how many achievements win; then whole games by clicking, to their end:
// with Echoes between two people at one device (the forecast face down for the
// other, no secret shown), with Artifacts (the start-of-turn free Dogma action
// taken), with Cities (an Endorse taken) and with all four expansions. Every few
// steps: no text under 12px, no touch target under 44px, no sideways scroll.
// Screenshots go to target/screenshots/.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start } from './lib.mjs';
import { openApp, startGame, step, screen, paints, waitPaint, rng, assertNoSecrets, assertFamilySizes, shot, recordMessages, importScenario, takeDevice } from './app-lib.mjs';

let env;
before(async () => { env = await start(); });
after(async () => { await env.close(); });

const TABLET = { width: 1024, height: 768 };
const TABLET_PORTRAIT = { width: 768, height: 1024 };

/** Tick the expansions on the setup screen (set keys). */
async function chooseExpansions(page, sets) {
  for (const set of sets) await page.check(`[data-expansion="${set}"]`);
}

/** The question panel: its step (the free artifact action...) and the keys offered. */
async function offered(page) {
  return page.evaluate(() => ({
    step: document.querySelector('.inno-question[data-question-kind]')?.dataset.step ?? null,
    keys: [...document.querySelectorAll('.inno-question .inno-choice')].map((b) => b.dataset.choiceKey),
  }));
}

/**
 * One step by clicking, as `step` does, except that a single-answer question
 * whose offered key `prefer(key, step)` accepts is answered with that key.
 * Returns the key clicked (or null).
 */
async function stepPreferring(page, pick, prefer) {
  const s = await screen(page);
  if (s.kind === 'question' && !s.multi) {
    const o = await offered(page);
    const i = o.keys.findIndex((k) => prefer(k, o.step));
    if (i >= 0) {
      const before = await paints(page);
      await page.locator('.inno-question .inno-choice').nth(i).click();
      if (await page.locator('[data-confirm-dialog]').count()) await page.click('[data-confirm-yes]');
      await waitPaint(page, before);
      return o.keys[i];
    }
  }
  await step(page, pick);
  return null;
}

/** The log's text, as the person at the device reads it. */
function logText(page) {
  return page.evaluate(() => [...document.querySelectorAll('.inno-log-line')].map((l) => l.textContent).join('\n'));
}

/**
 * Play to the end by clicking. `each(steps)` runs before every step; `prefer`
 * picks keys (see stepPreferring). Returns the number of steps.
 */
async function playToEnd(page, { seed, prefer = () => false, each = async () => {}, max = 6000 }) {
  const pick = rng(seed);
  let steps = 0;
  for (; steps < max; steps++) {
    if ((await screen(page)).kind === 'end') break;
    await each(steps);
    await stepPreferring(page, pick, prefer);
  }
  assert.equal((await screen(page)).kind, 'end', `the game ended (after ${steps} steps)`);
  return steps;
}

test('setup: the expansions the engine lists, the relics only with Artifacts, the achievements to win', { timeout: 120000 }, async () => {
  const page = await openApp(env, { viewport: TABLET_PORTRAIT });
  await page.waitForSelector('[data-expansion]');
  const toWin = async () => (await page.textContent('[data-to-win]')).trim();
  const waitToWin = (text) => page.waitForFunction((t) => document.querySelector('[data-to-win]')?.textContent.trim() === t, text);
  assert.deepEqual(await page.$$eval('[data-expansion]', (xs) => xs.map((x) => x.dataset.expansion)), ['echoes', 'cities', 'artifacts', 'relics', 'figures']);
  assert.match(await page.textContent('[data-expansion-label="relics"]'), /with Artifacts of History/);
  await waitToWin('6 achievements to win');
  assert.ok(await page.isDisabled('[data-expansion="relics"]'), 'the relics wait for Artifacts');
  await page.check('[data-expansion="echoes"]');
  await waitToWin('7 achievements to win');
  await page.check('[data-expansion="artifacts"]');
  assert.ok(await page.isEnabled('[data-expansion="relics"]'));
  await page.check('[data-expansion="relics"]');
  await waitToWin('8 achievements to win'); // the relics are not an expansion of their own
  await chooseExpansions(page, ['cities', 'figures']);
  await waitToWin('10 achievements to win');
  await page.click('[data-count="3"]');
  await waitToWin('9 achievements to win');
  await assertFamilySizes(page, 'setup with the expansions');
  await shot(page, 'expansions-setup-768x1024');
  // Without Artifacts, no relics (the box is off and not counted).
  await page.uncheck('[data-expansion="artifacts"]');
  assert.ok(await page.isDisabled('[data-expansion="relics"]'));
  await waitToWin('8 achievements to win');
  // The 4th edition has no expansions here.
  await page.selectOption('[data-edition]', '4');
  await page.waitForFunction(() => !document.querySelector('[data-expansion]'));
  assert.match(await page.textContent('[data-expansions]'), /none with this edition/);
  await waitToWin('5 achievements to win');
  assert.equal(await toWin(), '5 achievements to win');
  assert.deepEqual(page.errors, []);
});

test('a whole game with Echoes by clicking, two people at one tablet: forecasts face down for the other, no secret shown', { timeout: 1800000 }, async () => {
  const page = await openApp(env, { viewport: TABLET, init: recordMessages });
  await page.waitForSelector('[data-expansion]');
  await chooseExpansions(page, ['echoes']);
  await startGame(page, ['Ada', 'Bo'], { seed: 31 });
  let backs = 0;
  let own = 0;
  const steps = await playToEnd(page, {
    seed: 31,
    each: async (n) => {
      const s = await screen(page);
      if (s.kind !== 'question' && s.kind !== 'review') return;
      // Another player's forecast: face-down backs (age and set) only; one's own: face up.
      const f = await page.evaluate(() => ({
        backs: document.querySelectorAll('.inno-player:not(.inno-me) .inno-set-zone[data-zone="forecast"] .inno-card-back[data-set]').length,
        faces: document.querySelectorAll('.inno-player:not(.inno-me) .inno-set-zone[data-zone="forecast"] [data-card-id]').length,
        own: document.querySelectorAll('.inno-me .inno-set-zone[data-zone="forecast"] [data-card-id]').length,
      }));
      assert.equal(f.faces, 0, 'no face of another player\'s forecast');
      if (f.backs && backs++ % 4 === 0) await assertNoSecrets(page);
      if (f.own) own++;
      if (n % 9 === 0) await assertNoSecrets(page);
      if (n % 60 === 0) await assertFamilySizes(page, `Echoes, step ${n}`);
      if (f.backs && backs === 1) await shot(page, 'expansions-echoes-forecast-1024x768');
    },
  });
  assert.ok(backs > 0, 'a forecast lay face down before another player');
  assert.ok(own > 0, 'a player saw their own forecast');
  const log = await logText(page);
  assert.match(log, /Echo effect of /, 'the log says when an echo effect runs');
  // A face-down card of the expansion is named with its set as people name it.
  assert.match(log, /(Ada|Bo) draws a \d+ \(Echoes\)/);
  assert.doesNotMatch(log, /\(echoes\)/);
  await shot(page, 'expansions-echoes-end-1024x768');
  console.log(`whole Echoes game: ${steps} steps, ${await page.textContent('.inno-end-title')} ${await page.textContent('.inno-end-reason')}`);
  assert.deepEqual(page.errors, []);
});

test('a whole game with Artifacts and the Relics by clicking: the free artifact action at the start of a turn', { timeout: 1800000 }, async () => {
  const page = await openApp(env, { viewport: TABLET });
  await page.waitForSelector('[data-expansion]');
  await chooseExpansions(page, ['artifacts', 'relics']);
  await startGame(page, ['Ada', { name: 'Bo', kind: 'heuristic' }], { seed: 32 });
  let free = 0;
  let display = 0;
  const steps = await playToEnd(page, {
    seed: 32,
    // At the start of a turn with an artifact on display: its free Dogma action.
    prefer: (key, stepType) => stepType === 'free_artifact' && key.startsWith('dogma '),
    each: async (n) => {
      const o = await offered(page);
      if (o.step === 'free_artifact') {
        free++;
        // The question says where it comes from, and the artifact lies face up on the display.
        assert.match(await page.textContent('.inno-question .inno-context'), /Start of your turn — the artifact .* on display/);
        assert.ok(o.keys.includes('pass') && o.keys.some((k) => k.startsWith('return ')));
        if (free === 1) await shot(page, 'expansions-artifacts-free-action-1024x768');
      }
      if (await page.locator('.inno-set-zone[data-zone="display"] [data-card-id]').count()) display++;
      if (n % 60 === 0) await assertFamilySizes(page, `Artifacts, step ${n}`);
    },
  });
  assert.ok(free > 0, 'the start-of-turn choice was offered (and its Dogma taken)');
  assert.ok(display > 0, 'an artifact lay face up on display');
  const log = await logText(page);
  assert.match(log, /digs up .* and puts it on display/);
  assert.match(log, /takes a free Dogma action on the artifact on display/);
  await shot(page, 'expansions-artifacts-end-1024x768');
  console.log(`whole Artifacts game: ${steps} steps, free artifact actions offered ${free} times`);
  assert.deepEqual(page.errors, []);
});

test('the start-of-turn question of an artifact on display offers its free Dogma action only when it has one (Battleship Yamato has none)', { timeout: 120000 }, async () => {
  for (const [artifact, dogma] of [['Battleship Yamato', false], ['Treaty of Kadesh', true]]) {
    const page = await openApp(env, { viewport: TABLET });
    await importScenario(page, {
      name: `${artifact} on display`,
      setup: { edition: 3, expansions: ['artifacts'], players: ['Ada', 'Bo'], teams: null, seed: 1 },
      position: { turn: { player: 'Ada', actions_left: 2 }, players: { Ada: { board: { blue: ['Writing'] }, display: artifact }, Bo: { board: { blue: ['Tools'] } } } },
      steps: [],
    });
    // The hand-over screen (the question's choices still hidden) says it too.
    assert.equal((await screen(page)).kind, 'handover');
    const reason = await page.textContent('[data-handover]');
    // A step of the turn is not a card's name: the reason says it is a question first.
    assert.match(reason, new RegExp(`Ada must answer a question\\. Start of Ada's turn — the artifact ${artifact} on display: `));
    assert.match(reason, /return it, or keep it on display/);
    assert.equal(/Dogma/.test(reason), dogma, `${artifact}: ${reason}`);
    await step(page);
    const keys = await page.$$eval('.inno-question .inno-choice', (cs) => cs.map((c) => c.dataset.choiceKey));
    assert.deepEqual(keys.filter((k) => k.startsWith('dogma ')), dogma ? [`dogma ${artifact}`] : [], artifact);
    const context = await page.textContent('.inno-question .inno-context');
    assert.match(context, new RegExp(`^Start of your turn — the artifact ${artifact} on display: `));
    assert.equal(/Dogma/.test(context), dogma, `${artifact}: ${context}`);
    assert.match(context, /return it, or keep it on display$/);
    // The engine's prompt does not repeat the headline.
    assert.equal(await page.textContent('.inno-question .inno-prompt'), `Choose what to do with ${artifact}`);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  }
});

test('the relic seized after a dig: into the hand only when its set is in the game (Timbuktu without Cities)', { timeout: 120000 }, async () => {
  for (const [expansions, hand] of [[['artifacts', 'relics'], false], [['artifacts', 'relics', 'cities'], true]]) {
    const page = await openApp(env, { viewport: TABLET });
    await importScenario(page, {
      name: 'a dig of value 3',
      setup: { edition: 3, expansions, players: ['Ada', 'Bo'], teams: null, seed: 1 },
      position: { turn: { player: 'Ada', actions_left: 1 }, players: { Ada: { board: { red: ['Engineering'] }, hand: ['Optics'] } }, decks: { artifacts: { 3: ['Excalibur'] } } },
      steps: ['meld Optics'],
    });
    assert.equal((await screen(page)).kind, 'handover');
    const reason = await page.textContent('[data-handover]');
    assert.match(reason, /Ada must answer a question\. After Ada's dig — the relic Timbuktu: seize it into your achievements/);
    assert.equal(/your hand/.test(reason), hand, reason);
    await step(page);
    const keys = await page.$$eval('.inno-question .inno-choice', (cs) => cs.map((c) => c.dataset.choiceKey));
    assert.deepEqual(keys, hand ? ['achievements', 'hand', 'pass'] : ['achievements', 'pass']);
    const context = await page.textContent('.inno-question .inno-context');
    assert.match(context, /the relic Timbuktu: seize it into your achievements/);
    assert.equal(/your hand/.test(context), hand, context);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  }
});

test('a colour chosen for what is done to its cards is not said to be moved itself (Soap: a colour to tuck)', { timeout: 120000 }, async () => {
  const page = await openApp(env, { viewport: TABLET });
  await importScenario(page, {
    name: 'Soap',
    setup: { edition: 3, expansions: ['echoes'], players: ['Ada', 'Bo'], teams: null, seed: 1 },
    position: { turn: { player: 'Ada', actions_left: 2 }, players: { Ada: { board: { yellow: ['Soap'] }, hand: ['Archery', 'Oars', 'Tools'] }, Bo: { board: { blue: ['Writing'] } } } },
    steps: ['dogma Soap'],
  });
  await takeDevice(page);
  assert.equal(await page.textContent('.inno-question .inno-context'), 'Soap — your Dogma: choose a colour to tuck');
  // No sentence says where the colour goes.
  assert.equal(await page.locator('.inno-question .inno-outcome').count(), 0);
  assert.deepEqual(page.errors, []);
});

test('a question a karma asks says so (Carl Friedrich Gauss, before a meld)', { timeout: 120000 }, async () => {
  const page = await openApp(env, { viewport: TABLET });
  await importScenario(page, {
    name: 'Gauss',
    setup: { edition: 3, expansions: ['figures'], players: ['Ada', 'Bo'], teams: null, seed: 1 },
    position: { turn: { player: 'Ada', actions_left: 2 }, players: { Ada: { board: { blue: ['Carl Friedrich Gauss'] }, hand: ['Oars'] } } },
    steps: ['meld Oars'],
  });
  await takeDevice(page);
  assert.equal(await page.getAttribute('.inno-question', 'data-step'), 'karma');
  assert.equal(await page.textContent('.inno-question .inno-context'), 'Carl Friedrich Gauss — your karma: choose a value');
  assert.deepEqual(page.errors, []);
});

test('a whole game with Cities by clicking: cities drawn with their six slots, an Endorse taken', { timeout: 1800000 }, async () => {
  // Whether a game offers an Endorse depends on its cards: the games of a few
  // seeds are played until one has (nearly every game does).
  for (let seed = 33; seed < 41; seed++) {
    const page = await openApp(env, { viewport: TABLET_PORTRAIT });
    await page.waitForSelector('[data-expansion]');
    await chooseExpansions(page, ['cities']);
    await startGame(page, ['Ada', { name: 'Bo', kind: 'heuristic' }], { seed });
    let endorsed = 0;
    let sixSlots = 0;
    const steps = await playToEnd(page, {
      seed,
      prefer: (key) => key.startsWith('endorse '),
      each: async (n) => {
        const o = await offered(page);
        if (o.keys.some((k) => k.startsWith('endorse '))) {
          endorsed++;
          if (endorsed === 1) await shot(page, 'expansions-cities-endorse-768x1024');
        }
        // A city on a board: six slots (the top ones drawn in its band).
        sixSlots = Math.max(sixSlots, await page.locator('.inno-pile .inno-card[data-set="cities"] .inno-card-top .inno-slot').count());
        if (n % 60 === 0) await assertFamilySizes(page, `Cities, step ${n}`);
      },
    });
    assert.ok(sixSlots >= 3, 'a city on a board shows its top slots');
    assert.deepEqual(page.errors, []);
    if (endorsed > 0) assert.match(await logText(page), /endorses .* \(a Dogma action, doubled\)/);
    await page.close();
    console.log(`whole Cities game, seed ${seed}: ${steps} steps, Endorse offered ${endorsed} times`);
    if (endorsed > 0) return;
  }
  assert.fail('no game of seeds 33-40 offered an Endorse');
});

test('a whole game with all four expansions by clicking, two people at one tablet, no secret shown', { timeout: 1800000 }, async () => {
  const page = await openApp(env, { viewport: TABLET_PORTRAIT, init: recordMessages });
  await page.waitForSelector('[data-expansion]');
  await chooseExpansions(page, ['echoes', 'artifacts', 'relics', 'cities', 'figures']);
  await startGame(page, ['Ada', 'Bo'], { seed: 34 });
  const seen = new Set();
  const steps = await playToEnd(page, {
    seed: 34,
    prefer: (key, stepType) => (stepType === 'free_artifact' && key.startsWith('dogma ')) || /^(endorse|inspire|decree) /.test(key),
    each: async (n) => {
      if (n % 7 === 0) await assertNoSecrets(page);
      if (n % 50 === 0) await assertFamilySizes(page, `all four, step ${n}`);
      const o = await offered(page);
      if (o.step) seen.add(o.step);
      for (const k of o.keys) if (/^(endorse|inspire|decree) /.test(k)) seen.add(k.split(' ')[0]);
      if (n === 150) await shot(page, 'expansions-all-768x1024', { fullPage: true });
    },
  });
  // Every zone of the sets is on the table: forecasts, displays, the relics.
  assert.equal(await page.locator('.inno-set-zone[data-zone="forecast"]').count(), 2);
  assert.equal(await page.locator('.inno-set-zone[data-zone="display"]').count(), 2);
  assert.equal(await page.locator('.inno-table-zone[data-zone="relics"]').count(), 1);
  assert.deepEqual(await page.$$eval('.inno-deck-row[data-set]', (rs) => rs.map((r) => r.dataset.set)), ['base', 'echoes', 'cities', 'artifacts', 'figures']);
  await shot(page, 'expansions-all-end-768x1024', { fullPage: true });
  console.log(`whole game with all four: ${steps} steps; seen ${[...seen].join(', ')}`);
  assert.deepEqual(page.errors, []);
});
