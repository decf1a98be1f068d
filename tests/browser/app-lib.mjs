// Helpers of the app tests: start a game from the setup screen and play it by
// pressing what the app offers (the labelled choice buttons, Confirm, "Done —
// pass to …", "I am …"), waiting for each repaint.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { newPage } from './lib.mjs';

/** A page on the app with computer players at full speed. */
export async function openApp(env, { viewport, query = '?pace=0', init, touch = false } = {}) {
  const page = await newPage(env, viewport, { touch });
  if (init) await page.addInitScript(init);
  await page.goto(env.url + query);
  await page.waitForSelector('[data-start], .inno-game', { timeout: 30000 });
  return page;
}

/** Fill the setup form and start, waiting for the first repaint that offers a person a choice (see `startComputers`). */
export async function startGame(page, seats, options = {}) {
  const before = await paints(page);
  await startComputers(page, seats, options);
  await waitPaint(page, before);
}

/**
 * Fill the setup form (seats like ['Ada', 'Bo'] or [{ name, kind: 'person' |
 * 'random' | 'heuristic' | 'strong' }], expansions by set key) and start, without
 * waiting: where only computers play, no repaint ever offers a choice.
 */
export async function startComputers(page, seats, { teams = false, seed, edition, expansions = [] } = {}) {
  await page.click(`[data-count="${seats.length}"]`);
  for (const [i, s] of seats.entries()) {
    const seat = typeof s === 'string' ? { name: s, kind: 'person' } : s;
    await page.fill(`[data-seat-name="${i}"]`, seat.name);
    await page.selectOption(`[data-seat-kind="${i}"]`, seat.kind);
  }
  if (teams) await page.check('[data-teams]');
  if (seed !== undefined) await page.fill('[data-seed]', String(seed));
  if (edition !== undefined) await page.selectOption('[data-edition]', String(edition));
  for (const set of expansions) await page.check(`[data-expansion="${set}"]`);
  await page.click('[data-start]');
}

/** Click `selector` and wait for the repaint that follows (not a computer's turn). */
export async function clickAndPaint(page, selector) {
  const before = await paints(page);
  await page.click(selector);
  await waitPaint(page, before);
}

export async function paints(page) {
  return page.evaluate(() => Number(document.querySelector('.inno-game')?.dataset.paints ?? 0));
}

/** Wait for a repaint after `before` that is not a computer player's turn. */
export async function waitPaint(page, before, timeout = 20000) {
  await page.waitForFunction((b) => {
    const g = document.querySelector('.inno-game');
    if (!g || Number(g.dataset.paints) <= b) return false;
    return !!document.querySelector('[data-handover-ready], [data-pass-device], [data-end], .inno-choice, [data-confirm]');
  }, before, { timeout });
}

/** What the page shows: 'handover', 'review' (see what happened, then pass), 'end' or 'question'. */
export async function screen(page) {
  return page.evaluate(() => {
    if (document.querySelector('[data-handover-ready]')) return { kind: 'handover', name: document.querySelector('[data-handover]').dataset.handover };
    if (document.querySelector('[data-pass-device]')) return { kind: 'review', to: document.querySelector('[data-pass-device]').dataset.passDevice, viewer: Number(document.querySelector('.inno-game').dataset.viewer) };
    if (document.querySelector('[data-end]')) return { kind: 'end' };
    const q = document.querySelector('.inno-question[data-question-kind]');
    return { kind: 'question', question: q?.dataset.questionKind, multi: q?.dataset.multi === 'true', viewer: Number(document.querySelector('.inno-game').dataset.viewer) };
  });
}

/** A small seeded generator, so a played sequence is the same every run. */
export function rng(seed) {
  let s = seed >>> 0;
  return (n) => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s % n;
  };
}

/**
 * One click-through step: the hand-over button, "Done — pass to …", or an answer
 * to the question by its labelled buttons (`pick(n)` chooses among the n offered
 * items; multi: the items the answer must include, then others until Confirm is
 * enabled, then Confirm; a Dogma that asks
 * once more is confirmed). Returns the screen it acted on.
 */
export async function step(page, pick = () => 0) {
  const s = await screen(page);
  if (s.kind === 'end') return s;
  const before = await paints(page);
  if (s.kind === 'handover') {
    await page.click('[data-handover-ready]');
  } else if (s.kind === 'review') {
    await page.click('[data-pass-device]');
  } else if (!s.multi) {
    const items = page.locator('.inno-question .inno-choice');
    await items.nth(pick(await items.count())).click();
    if (await page.locator('[data-confirm-dialog]').count()) await page.click('[data-confirm-yes]');
  } else {
    const confirm = page.locator('[data-confirm]');
    const items = page.locator('.inno-question .inno-choice');
    const n = await items.count();
    // First the items the answer must include ("must include X": the cards above a
    // tie), one click each while the status still names one; then the others in turn.
    for (let k = 0; k < n && !(await confirm.isEnabled()); k++) {
      const i = await page.evaluate(() => {
        const m = / · must include (.*?)(?: · |$)/.exec(document.querySelector('.inno-question .inno-choice-status')?.textContent ?? '');
        if (!m) return -1;
        const missing = m[1].split(', ');
        return [...document.querySelectorAll('.inno-question .inno-choice')].findIndex((e) => !e.classList.contains('inno-selected') && missing.includes(e.dataset.choiceKey));
      });
      if (i < 0) break;
      await items.nth(i).click();
    }
    const start = pick(Math.max(n, 1));
    for (let k = 0; k < n && !(await confirm.isEnabled()); k++) {
      const item = items.nth((start + k) % n);
      if (!(await item.evaluate((e) => e.classList.contains('inno-selected')))) await item.click();
    }
    assert.ok(await confirm.isEnabled(), 'Confirm is enabled after choosing enough items');
    await confirm.click();
  }
  await waitPaint(page, before);
  return s;
}

/** Ada's turn: Archery on her board (2 castles), Pottery in hand; Bo's board as given. */
export function archeryScenario(boBoard = { green: ['Sailing'] }, extra = {}) {
  return {
    name: 'Archery',
    setup: { edition: 3, expansions: [], players: ['Ada', 'Bo'], teams: null, seed: 1 },
    position: {
      turn: { player: 'Ada', actions_left: 2 },
      players: { Ada: { board: { red: ['Archery'] }, hand: ['Pottery'] }, Bo: { board: boBoard, hand: ['Writing', 'Oars'] } },
      decks: { base: { 1: ['Tools', 'Mysticism', 'Clothing'] } },
      ...extra,
    },
    steps: [],
  };
}

/** The game as a test sees it without acting: repaints, log lines, the status, the viewer's hand and board. */
export async function tableState(page) {
  return page.evaluate(() => ({
    paints: document.querySelector('.inno-game').dataset.paints,
    log: document.querySelectorAll('.inno-log-line').length,
    status: document.querySelector('.inno-status').textContent,
    hand: [...document.querySelectorAll('.inno-me .inno-hand [data-card-name]')].map((e) => e.dataset.cardName),
    board: [...document.querySelectorAll('.inno-me .inno-pile [data-card-name]')].map((e) => e.dataset.cardName),
  }));
}

/** Take the device at a hand-over screen, if one is shown. */
export async function takeDevice(page) {
  if ((await screen(page)).kind === 'handover') await step(page);
}

/** Go through "Done — pass to …" and hand-over screens to the next question (or the end). */
export async function toQuestion(page) {
  for (let s = await screen(page); s.kind === 'handover' || s.kind === 'review'; s = await screen(page)) await step(page);
}

/** The engine worker of the page (it has the test hook of worker.ts). */
export async function engineWorker(page) {
  for (const w of page.workers()) {
    if (await w.evaluate(() => !!self.__innoTest).catch(() => false)) return w;
  }
  throw new Error('no engine worker found');
}

/**
 * Titles the person at the device may not know: cards they cannot see now (asked
 * of the engine worker itself, never of the page) that were never shown to them
 * (not in their own log).
 */
export async function secretTitles(page, viewer) {
  const w = await engineWorker(page);
  return w.evaluate((v) => self.__innoTest.secrets(v), viewer);
}

function titleIn(title, text) {
  const esc = title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\w])${esc}(?![\\w])`).test(text);
}

/**
 * Every text of the page: text nodes and labels (title, aria-label, alt, value,
 * placeholder), through every shadow root. The printed effect texts of the cards
 * shown are left out: a card's text may name another card (Echoes' Flute and its
 * music notes), which names no card's whereabouts.
 */
export async function pageText(page) {
  return page.evaluate(() => {
    const out = [];
    const PRINTED = '.inno-effect, .inno-card-effects, .inno-slot-effect-text';
    const walk = (root) => {
      for (const n of root.querySelectorAll('*')) {
        for (const a of ['title', 'aria-label', 'alt', 'value', 'placeholder']) if (n.hasAttribute(a) && !n.closest(PRINTED)) out.push(n.getAttribute(a));
        if (n.shadowRoot) walk(n.shadowRoot);
      }
      const tw = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      while (tw.nextNode()) if (!tw.currentNode.parentElement?.closest(PRINTED)) out.push(tw.currentNode.data);
    };
    walk(document);
    return out.join('\n');
  });
}

/**
 * Install before the page loads (openApp's `init`): the page's Math.random is a
 * fixed sequence, so the seeds the app gives its computer players, and with them
 * the test's game, are the same every run.
 */
export function fixedRandom() {
  let s = 1;
  Math.random = () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

/** Install before the page loads (openApp's `init`): every message the page receives from a worker is kept (as text) in `window.__messages`. */
export function recordMessages() {
  window.__messages = [];
  const W = window.Worker;
  window.Worker = class extends W {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', (e) => window.__messages.push(JSON.stringify(e.data)));
    }
  };
}

/**
 * Nothing private of anyone but the person at the device is on the page: no card
 * element of another player's hand, score pile or forecast, no card or log line
 * on a hand-over screen, and no title of a card they may not know anywhere in the
 * page's text (log, labels, buttons, shadow roots), nor (with `recordMessages`)
 * in the last view the page received.
 */
export async function assertNoSecrets(page) {
  const leak = await page.evaluate(() => {
    if (document.querySelector('[data-handover]')) {
      // Behind the hand-over screen only what everyone sees may be drawn (the public
      // table, hidden): no log line, no dialog, no face-up card of a hidden zone.
      const shown = document.querySelectorAll('.inno-log-line, .inno-modal, .inno-known, :is(.inno-hand, .inno-score, .inno-set-zone[data-zone="forecast"]) [data-card-id]');
      if (shown.length) return `the hand-over screen holds ${shown.length} private cards/lines/overlays`;
      const table = document.querySelector('.inno-layout');
      if (table && (getComputedStyle(table).visibility !== 'hidden' || !table.inert)) return 'the table behind the hand-over screen can be seen or reached';
      return null;
    }
    const viewer = document.querySelector('.inno-game')?.dataset.viewer;
    if (!document.querySelector('.inno-player[data-player]')) return 'no player areas found';
    for (const el of document.querySelectorAll('.inno-player[data-player] :is(.inno-hand, .inno-score, .inno-set-zone[data-zone="forecast"]) [data-card-id]')) {
      const owner = el.closest('.inno-player').dataset.player;
      if (owner !== viewer) return `card ${el.dataset.cardId} of player ${owner}'s hand, score or forecast is visible to ${viewer}`;
    }
    return null;
  });
  assert.equal(leak, null);
  const v = await page.evaluate(() => document.querySelector('.inno-game')?.dataset.viewer);
  const viewer = v === undefined ? null : Number(v);
  const text = await pageText(page);
  const secrets = await secretTitles(page, viewer);
  // A title inside a longer one that may be shown is no leak (Telescope in the relic Newton-Wickins Telescope).
  const titles = await (await engineWorker(page)).evaluate(async () => {
    const rules = await self.__innoTest.run('rules', []);
    return (await self.__innoTest.run('catalogue', [rules.edition])).cards.map((c) => c.name);
  });
  const shown = secrets.filter((t) => {
    const longer = titles.filter((n) => n !== t && n.includes(t) && !secrets.includes(n));
    // (a title's words and syllables may be separate text nodes: joined by line breaks)
    const loose = (n) => new RegExp([...n].map((ch) => (ch === ' ' ? '\\s+' : ch.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('\n?'), 'g');
    return titleIn(t, longer.reduce((s, n) => s.replace(loose(n), ' '), text));
  });
  assert.deepEqual(shown, [], `the page shows titles that player ${viewer} may not know`);
  // The JS objects: the last view the page received names none of them either.
  const last = viewer === null ? null : await page.evaluate((v) => (window.__messages ?? []).filter((m) => m.includes(`"viewer":${v},`)).pop() ?? null, viewer);
  if (last !== null) {
    const named = secrets.filter((t) => last.includes(`"name":${JSON.stringify(t)}`));
    assert.deepEqual(named, [], `the last view sent to the page names cards that player ${viewer} may not know`);
  }
}

/**
 * What a family's tablet asks of every screen: no text under 12px, no touch
 * target under 44px, no sideways scrolling. Looks through shadow roots; returns
 * the offenders (empty lists when all is well).
 */
export async function measure(page) {
  return page.evaluate(() => {
    const tiny = [], small = [];
    const shown = (el) => {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) return null;
      const cs = getComputedStyle(el);
      return cs.visibility === 'hidden' ? null : r;
    };
    const TARGETS = 'button, a[href], input:not([type=checkbox]):not([type=radio]):not([type=file]), select, [role=button], [tabindex="0"], label:has(> input[type=checkbox])';
    const walk = (root) => {
      for (const el of root.querySelectorAll('*')) {
        if (el.shadowRoot) walk(el.shadowRoot);
        if ([...el.childNodes].some((n) => n.nodeType === 3 && n.data.trim())) {
          const r = shown(el);
          const size = parseFloat(getComputedStyle(el).fontSize);
          if (r && size < 12) tiny.push(`${el.tagName.toLowerCase()}.${el.className} "${el.textContent.trim().slice(0, 20)}" ${size}px`);
        }
        if (el.matches(TARGETS) && !el.closest('[hidden]')) {
          const r = shown(el);
          if (r && (r.width < 43.5 || r.height < 43.5)) small.push(`${el.tagName.toLowerCase()}.${el.className} "${(el.getAttribute('aria-label') ?? el.textContent).trim().slice(0, 20)}" ${Math.round(r.width)}x${Math.round(r.height)}`);
        }
      }
    };
    walk(document);
    return { tiny, small, scroll: document.documentElement.scrollWidth - window.innerWidth };
  });
}

export async function assertFamilySizes(page, what) {
  const m = await measure(page);
  assert.deepEqual(m.tiny, [], `${what}: text under 12px`);
  assert.deepEqual(m.small, [], `${what}: touch targets under 44px`);
  assert.ok(m.scroll <= 0, `${what}: the page scrolls sideways by ${m.scroll}px`);
}

/** Save a screenshot for review (target/screenshots/, not committed). */
export async function shot(page, name, opts = {}) {
  const dir = new URL('../../target/screenshots/', import.meta.url).pathname;
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: `${dir}${name}.png`, ...opts });
}

/** An app save file holding the game of a scenario (made by the engine's Node build), every seat a person unless `computers` names it. */
export function saveOf(scenario, computers = {}) {
  const engine = createRequire(import.meta.url)('../../target/wasm-node/innovation.js');
  const g = engine.GameHandle.fromScenario(JSON.stringify(scenario));
  const seats = scenario.setup.players.map((name) => (computers[name] ? { name, type: 'computer', level: computers[name] } : { name, type: 'person' }));
  return JSON.stringify({ app: 'innovation', version: 1, id: 'scenario', created: 1, updated: 1, finished: false, seats, engine: g.save() });
}

/** A scenario file of tests/scenarios/ (`rel`: its path there), parsed. */
export function scenarioFile(rel) {
  return JSON.parse(fs.readFileSync(new URL(`../scenarios/${rel}`, import.meta.url), 'utf8'));
}

/** Start the game of a scenario in the app, by importing it as a save file; returns at its first screen. */
export async function importScenario(page, scenario, computers) {
  await page.setInputFiles('[data-import]', { name: 'scenario.json', mimeType: 'application/json', buffer: Buffer.from(saveOf(scenario, computers)) });
  await page.waitForSelector('.inno-game [data-handover-ready], .inno-game .inno-choice');
}

/**
 * Ordered lists whose numbers do not fit left of their items (a list clips its
 * markers there): `"10. " 21.3px in 18px` for each. Measured with the items' font.
 */
export async function clippedNumbers(page) {
  return page.$$eval('ol', (ols) => ols.filter((ol) => ol.getClientRects().length > 0 && getComputedStyle(ol).listStyleType !== 'none').flatMap((ol) => {
    const shown = [...ol.children].filter((li) => li.tagName === 'LI' && !li.hidden);
    if (!shown.length) return [];
    const probe = document.createElement('span');
    probe.style.cssText = `position: absolute; white-space: pre; font: ${getComputedStyle(shown[shown.length - 1]).font}`;
    probe.textContent = `${shown.length}. `;
    document.body.append(probe);
    const width = probe.getBoundingClientRect().width;
    probe.remove();
    const room = parseFloat(getComputedStyle(ol).paddingLeft);
    return width > room + 0.5 ? [`${ol.className}: "${shown.length}. " ${width.toFixed(1)}px in ${room}px`] : [];
  }));
}
