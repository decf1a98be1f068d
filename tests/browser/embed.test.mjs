// The embed bundle on its sample page (dist/examples/index.html): every element
// renders from its scenario, an example steps forward and back to the same states,
// elements on one page do not interfere, and bad input shows an error inside the
// element while the page goes on.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { start, newPage } from './lib.mjs';
import { measure, shot } from './app-lib.mjs';

let env;
before(async () => { env = await start(); });
after(async () => { await env.close(); });

const ELEMENTS = 'inno-card, inno-position, inno-example, inno-game';

/** The sample page, once every element shows its content or its error. */
async function samplePage() {
  const page = await newPage(env);
  await page.goto(env.url + 'examples/');
  await settled(page);
  return page;
}

async function settled(page) {
  await page.waitForFunction((sel) => {
    const els = [...document.querySelectorAll(sel), document.getElementById('api-card')].filter(Boolean);
    return els.length > 0 && els.every((e) => e.dataset.innoState === 'ready' || e.dataset.innoState === 'error');
  }, ELEMENTS, { timeout: 20000 });
}

/** Facts read inside an element's shadow root. */
function inside(page, id, fn, arg) {
  return page.evaluate(([id, fn, arg]) => {
    const root = document.getElementById(id).shadowRoot;
    return new Function('root', 'arg', `return (${fn})(root, arg)`)(root, arg);
  }, [id, fn.toString(), arg]);
}

const pileCards = (root, [player, color]) => {
  const pile = root.querySelector(`.inno-pile[data-player="${player}"][data-color="${color}"]`);
  return pile && { splay: pile.dataset.splay, cards: Number(pile.dataset.count) };
};
const zoneText = (root, [player, zone]) => root.querySelector(`.inno-player[data-player="${player}"] .inno-${zone}`)?.textContent ?? null;
const title = (root) => root.querySelector('.inno-embed-title')?.textContent ?? null;
const tableHtml = (root) => root.querySelector('.inno-example-table').innerHTML;

test('every element of the sample page renders without an error', { timeout: 60000 }, async () => {
  const page = await samplePage();
  const states = await page.$$eval(ELEMENTS, (els) => els.map((e) => `${e.id}:${e.dataset.innoState}`));
  assert.ok(states.length >= 6, states.join(' '));
  for (const s of states) assert.match(s, /:ready$/);
  assert.deepEqual(page.errors, []);
});

test('the sample page loads every file it asks for (its icon too), and its controls are touch-sized', { timeout: 60000 }, async () => {
  const page = await newPage(env, { width: 1024, height: 768 });
  const failed = [];
  page.on('response', (r) => { if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`); });
  page.on('console', (m) => { if (m.type() === 'error') failed.push(m.text()); });
  await page.goto(env.url + 'examples/');
  await settled(page);
  await page.waitForLoadState('networkidle');
  assert.deepEqual(failed, []);
  // The examples' Next / Back / Restart, and everything else drawn by the bundle.
  const m = await measure(page);
  assert.deepEqual(m.small.filter((x) => !x.startsWith('a.')), [], 'touch targets under 44px');
  assert.deepEqual(m.tiny, [], 'text under 12px');
  await shot(page, 'examples-1024x768', { fullPage: true });
  assert.deepEqual(page.errors, []);
});

test('cards show the title and the engine\'s wording', { timeout: 60000 }, async () => {
  const page = await samplePage();
  const archery = await inside(page, 'card-archery', (root) => root.querySelector('[data-card-id]').textContent);
  assert.match(archery, /Archery/);
  assert.match(archery, /I demand\s*that you draw a 1/);
  assert.match(archery, /move the highest card in your hand into my hand/);
  const wheel = await inside(page, 'card-wheel', (root) => root.querySelector('[data-card-id]').textContent);
  assert.match(wheel, /The Wheel/);
  const api = await inside(page, 'api-card', (root) => root.querySelector('[data-card-id]').textContent);
  assert.match(api, /Philosophy/);
  assert.match(api, /splay any one colour of your cards left/);
});

test('a position shows its title, piles with their splays, hands and score piles', { timeout: 60000 }, async () => {
  const page = await samplePage();
  assert.equal(await inside(page, 'position-file', title), 'Midgame: Ada has splayed her red cards left and her blue cards right');
  assert.deepEqual(await inside(page, 'position-file', pileCards, [0, 'red']), { splay: 'left', cards: 3 });
  assert.deepEqual(await inside(page, 'position-file', pileCards, [0, 'blue']), { splay: 'right', cards: 3 });
  assert.deepEqual(await inside(page, 'position-file', pileCards, [0, 'purple']), { splay: 'none', cards: 1 });
  assert.deepEqual(await inside(page, 'position-file', pileCards, [1, 'green']), { splay: 'left', cards: 2 });
  // Every hand face up by default.
  assert.match(await inside(page, 'position-file', zoneText, [0, 'hand']), /Medicine.*|Pottery/);
  assert.match(await inside(page, 'position-file', zoneText, [1, 'hand']), /Compass/);
  assert.match(await inside(page, 'position-file', zoneText, [0, 'score']), /Alchemy/);
  // The inline position, seen by Ada: Bo's three cards face down.
  assert.equal(await inside(page, 'position-inline', title), "Ada's view: her own hand face up, Bo's face down");
  const hands = await inside(page, 'position-inline', (root) => [0, 1].map((p) => {
    const hand = root.querySelector(`.inno-player[data-player="${p}"] .inno-hand`);
    return { known: hand.querySelectorAll('[data-card-id]').length, text: hand.textContent };
  }));
  assert.equal(hands[0].known, 2);
  assert.match(hands[0].text, /Archery/);
  assert.equal(hands[1].known, 0);
  assert.doesNotMatch(hands[1].text, /Oars|Pottery|Calendar/);
  assert.deepEqual(await inside(page, 'position-inline', pileCards, [1, 'yellow']), { splay: 'left', cards: 2 });
});

test('an example steps forward and back to the same states', { timeout: 60000 }, async () => {
  const page = await samplePage();
  const id = 'example-philosophy';
  const click = (action) => inside(page, id, (root, a) => root.querySelector(`button[data-action="${a}"]`).click(), action);
  const state = () => inside(page, id, (root) => ({
    step: root.querySelector('.inno-example').dataset.step,
    log: [...root.querySelectorAll('.inno-example-log li')].map((l) => l.textContent),
    changed: root.querySelectorAll('.inno-example-table .inno-changed').length,
    html: root.querySelector('.inno-example-table').innerHTML,
    status: root.querySelector('.inno-example-status').textContent,
    disabled: [...root.querySelectorAll('.inno-example-controls button')].map((b) => b.disabled),
  }));
  const s0 = await state();
  assert.equal(s0.step, '0');
  assert.deepEqual(s0.log, []);
  assert.equal(s0.changed, 0);
  assert.deepEqual(s0.disabled, [true, true, false]);
  assert.deepEqual(await inside(page, id, pileCards, [0, 'red']), { splay: 'none', cards: 2 });

  await click('next');
  const s1 = await state();
  assert.equal(s1.step, '1');
  assert.deepEqual(s1.log, ['Ada activates Philosophy', 'Lightbulbs: Ada 6, Bo 0 — nobody shares']);
  await click('next');
  const s2 = await state();
  assert.deepEqual(s2.log, ['Ada splays their red cards left']);
  assert.deepEqual(await inside(page, id, pileCards, [0, 'red']), { splay: 'left', cards: 2 });
  // The splayed pile is highlighted.
  assert.ok(await inside(page, id, (root) => root.querySelector('.inno-pile[data-player="0"][data-color="red"]').classList.contains('inno-changed')));
  await click('next');
  const s3 = await state();
  assert.deepEqual(s3.log, ['Ada scores Calendar']);
  assert.match(s3.status, /Step 3/);
  assert.match(await inside(page, id, zoneText, [0, 'score']), /Calendar/);
  assert.doesNotMatch(await inside(page, id, zoneText, [0, 'hand']), /Calendar/);
  assert.ok(s3.changed >= 1);
  assert.deepEqual(s3.disabled, [false, false, true]);
  await click('next'); // at the end: nothing changes
  assert.deepEqual(await state(), s3);

  await click('back');
  assert.deepEqual(await state(), s2);
  await click('back');
  assert.deepEqual(await state(), s1);
  await click('next');
  assert.deepEqual(await state(), s2);
  await click('restart');
  assert.deepEqual(await state(), s0);
  assert.deepEqual(page.errors, []);
});

test('the Archery example highlights the cards that moved', { timeout: 60000 }, async () => {
  const page = await samplePage();
  await inside(page, 'example-archery', (root) => root.querySelector('button[data-action="next"]').click());
  const r = await inside(page, 'example-archery', (root) => ({
    log: [...root.querySelectorAll('.inno-example-log li')].map((l) => l.textContent),
    changed: [...root.querySelectorAll('.inno-changed[data-card-id]')].map((c) => c.textContent),
  }));
  assert.deepEqual(r.log, ['Ada activates Archery', 'Castles: Ada 2, Bo 0 — the demand affects Bo', 'Bo draws Tools', "Bo transfers Calendar from their hand to Ada's hand"]);
  assert.ok(r.changed.some((t) => /Tools/.test(t)), r.changed.join('|'));
  assert.ok(r.changed.some((t) => /Calendar/.test(t)), r.changed.join('|'));
  assert.ok(!r.changed.some((t) => /Writing|Sailing|Archery/.test(t)), r.changed.join('|'));
});

test('two examples on one page do not interfere', { timeout: 60000 }, async () => {
  const page = await samplePage();
  const html = (id) => inside(page, id, tableHtml);
  const before = await html('example-archery');
  await inside(page, 'example-philosophy', (root) => { root.querySelector('button[data-action="next"]').click(); root.querySelector('button[data-action="next"]').click(); });
  assert.equal(await html('example-archery'), before);
  assert.equal(await inside(page, 'example-archery', (root) => root.querySelector('.inno-example').dataset.step), '0');
  // The element's API drives only itself too.
  await page.evaluate(() => document.getElementById('example-archery').next());
  assert.equal(await inside(page, 'example-archery', (root) => root.querySelector('.inno-example').dataset.step), '1');
  assert.equal(await inside(page, 'example-philosophy', (root) => root.querySelector('.inno-example').dataset.step), '2');
  // The page's styles do not reach inside, nor the element's out.
  const fonts = await page.evaluate(() => ({
    page: getComputedStyle(document.querySelector('h1')).fontFamily,
    body: getComputedStyle(document.body).fontFamily,
    status: getComputedStyle(document.getElementById('example-archery').shadowRoot.querySelector('.inno-example-status')).fontFamily,
  }));
  assert.match(fonts.body, /Georgia/);
  assert.doesNotMatch(fonts.status, /Georgia/);
});

test('bad sources and malformed JSON show a readable error inside the element', { timeout: 60000 }, async () => {
  const page = await samplePage();
  await page.evaluate(() => {
    const add = (html) => { const d = document.createElement('div'); d.innerHTML = html; document.body.append(d); };
    add('<inno-position id="bad-src" src="no-such-file.json"></inno-position>');
    add('<inno-example id="bad-json"><script type="application/json">{"name": "oops", </script></inno-example>');
    add('<inno-position id="bad-card"><script type="application/json">{"setup": {"players": ["a", "b"]}, "position": {"players": {"a": {"hand": ["Toolz"]}}}}</script></inno-position>');
    add('<inno-example id="bad-step"><script type="application/json">{"setup": {"players": ["a", "b"]}, "position": {"players": {"a": {"board": {"red": ["Archery"]}}}}, "steps": ["dogma Tools"]}</script></inno-example>');
    add('<inno-card id="bad-name" name="Archeryy"></inno-card>');
    add('<inno-position id="no-src"></inno-position>');
  });
  await settled(page);
  const error = (id) => inside(page, id, (root) => ({ shown: !!root.querySelector('.inno-error'), text: root.textContent }));
  const cases = {
    'bad-src': /could not load no-such-file\.json: HTTP 404/,
    'bad-json': /not JSON/,
    'bad-card': /unknown card "Toolz"/,
    'bad-step': /steps\[0\] \(dogma Tools\) is not a legal answer.*legal answers: .*dogma Archery/,
    'bad-name': /no card named "Archeryy".*did you mean Archery/,
    'no-src': /no scenario/,
  };
  for (const [id, re] of Object.entries(cases)) {
    const e = await error(id);
    assert.ok(e.shown, `${id}: ${e.text}`);
    assert.match(e.text, re, id);
    assert.equal(await page.evaluate((id) => document.getElementById(id).dataset.innoState, id), 'error');
  }
  // The page goes on: no uncaught error, and the other elements still work.
  assert.deepEqual(page.errors, []);
  await inside(page, 'example-archery', (root) => root.querySelector('button[data-action="next"]').click());
  assert.equal(await inside(page, 'example-archery', (root) => root.querySelector('.inno-example').dataset.step), '1');
  // The JS API resolves with the error shown, it does not throw.
  const api = await page.evaluate(async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const r = await Innovation.mountExample(host, { scenario: '{"setup": 3}' });
    return { r, text: host.shadowRoot.textContent };
  });
  assert.equal(api.r, null);
  assert.match(api.text, /setup: expected an object/);
});

test('the JS API mounts a position and an example from scenario objects', { timeout: 60000 }, async () => {
  const page = await samplePage();
  const r = await page.evaluate(async () => {
    const scenario = await (await fetch('philosophy.json')).json();
    const a = document.createElement('section');
    const b = document.createElement('section');
    document.body.append(a, b);
    await Innovation.mountPosition(a, { scenario, step: 2 });
    const ex = await Innovation.mountExample(b, { scenario, viewer: 'Bo' });
    ex.go(3);
    return {
      splay: a.shadowRoot.querySelector('.inno-pile[data-player="0"][data-color="red"]').dataset.splay,
      steps: ex.steps, step: ex.step,
      log: [...b.shadowRoot.querySelectorAll('.inno-example-log li')].map((l) => l.textContent),
      text: b.shadowRoot.textContent,
    };
  });
  // Seen by Bo: Ada's scored card is face down, in the log and on the table.
  assert.deepEqual({ ...r, text: undefined }, { splay: 'left', steps: 3, step: 3, log: ['Ada scores a 2'], text: undefined });
  assert.doesNotMatch(r.text, /Calendar/);
});

test('a 4th-edition position shows the special achievements in the junk, and the junked card face down', { timeout: 60000 }, async () => {
  const page = await samplePage();
  const scenario = JSON.parse(readFileSync(new URL('../scenarios/cards/base4/feudalism-8-two-demanded.json', import.meta.url), 'utf8'));
  const r = await page.evaluate(async (scenario) => {
    const a = document.createElement('section');
    document.body.append(a);
    await Innovation.mountPosition(a, { scenario, step: 1, viewer: 'kim' });
    return {
      junked: [...a.shadowRoot.querySelectorAll('.inno-special-junked')].map((e) => e.dataset.name),
      available: a.shadowRoot.querySelectorAll('.inno-specials .inno-special').length,
      junk: a.shadowRoot.querySelector('.inno-junk').dataset.count,
      text: a.shadowRoot.textContent,
    };
  }, scenario);
  assert.deepEqual(r.junked, ['Empire', 'Monument', 'World', 'Universe']);
  assert.equal(r.available, 0);
  assert.equal(r.junk, '1');
  assert.doesNotMatch(r.text, /Mysticism/);
});

test('<inno-game> plays the app inside the page, dealt by its seed, keeping no saves', { timeout: 90000 }, async () => {
  const hands = [];
  for (let round = 0; round < 2; round++) {
    const page = await samplePage();
    // Playwright's CSS locators reach into open shadow roots.
    const ready = page.locator('#game [data-handover-ready]');
    await ready.waitFor({ timeout: 30000 });
    assert.match(await page.locator('#game .inno-handover').textContent(), /Pass the device to (Ada|Bo)/);
    await ready.click();
    const offered = page.locator('#game .inno-choosable');
    await offered.first().waitFor({ timeout: 20000 });
    assert.equal(await offered.count(), 2, 'both cards in hand are offered for the initial meld');
    const names = await page.locator('#game .inno-choosable[data-card-name]').evaluateAll((els) => els.map((e) => e.dataset.cardName).sort());
    assert.equal(names.length, 2);
    hands.push(names);
    // A tap reads; the labelled button melds.
    await page.locator('#game .inno-question .inno-choice').first().click();
    await page.locator('#game [data-handover-ready]').waitFor({ timeout: 20000 });
    // The examples on the same page are untouched, and nothing was saved.
    assert.equal(await inside(page, 'example-archery', (root) => root.querySelector('.inno-example').dataset.step), '0');
    assert.equal(await page.evaluate(() => localStorage.length), 0);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  }
  assert.deepEqual(hands[0], hands[1], 'the same seed deals the same hands');
});

test('<inno-game> with a bad seed shows an error', { timeout: 30000 }, async () => {
  const page = await samplePage();
  await page.evaluate(() => document.getElementById('game').setAttribute('seed', 'three'));
  await page.waitForFunction(() => document.getElementById('game').dataset.innoState === 'error');
  assert.match(await inside(page, 'game', (root) => root.querySelector('.inno-error').textContent), /seed "three": a whole number/);
  // Fixing the attribute starts the game again.
  await page.evaluate(() => document.getElementById('game').setAttribute('seed', '4'));
  await page.locator('#game [data-handover-ready]').waitFor({ timeout: 30000 });
  assert.deepEqual(page.errors, []);
});

test('<inno-game src> plays on from a scenario position; a bad scenario shows its error', { timeout: 60000 }, async () => {
  const page = await samplePage();
  await page.evaluate(() => {
    const g = document.createElement('inno-game');
    g.id = 'from-scenario';
    g.setAttribute('src', 'archery.json');
    document.body.append(g);
  });
  // The scenario's step (Ada's dogma Archery) is played; Ada, with one action left, gets the device.
  const ready = page.locator('#from-scenario [data-handover-ready]');
  await ready.waitFor({ timeout: 30000 });
  assert.match(await page.locator('#from-scenario .inno-handover').textContent(), /Pass the device to Ada/);
  await ready.click();
  await page.locator('#from-scenario .inno-choosable').first().waitFor({ timeout: 20000 });
  assert.match(await page.locator('#from-scenario .inno-status').textContent(), /Turn: you \(Ada\) · 1 action left/);
  assert.match((await page.locator('#from-scenario .inno-log-line').allTextContents()).join('\n'), /Ada activates Archery/);
  assert.equal(await page.evaluate(() => localStorage.length), 0);

  await page.evaluate(() => document.getElementById('from-scenario').setAttribute('src', 'missing.json'));
  await page.waitForFunction(() => document.getElementById('from-scenario').dataset.innoState === 'error');
  assert.match(await inside(page, 'from-scenario', (root) => root.querySelector('.inno-error').textContent), /could not load missing\.json/);
  assert.deepEqual(page.errors, []);
});

test('the expansions in the embed: <inno-game expansions>, a position with a forecast seen by another player, <inno-card> of an Echoes card', { timeout: 90000 }, async () => {
  const page = await samplePage();
  await page.evaluate(() => {
    const g = document.createElement('inno-game');
    g.id = 'with-expansions';
    g.setAttribute('players', 'Ada,Bo');
    g.setAttribute('seed', '5');
    g.setAttribute('expansions', 'echoes,cities');
    document.body.append(g);
  });
  const ready = page.locator('#with-expansions [data-handover-ready]');
  await ready.waitFor({ timeout: 30000 });
  await ready.click();
  await page.locator('#with-expansions .inno-choosable').first().waitFor({ timeout: 20000 });
  // One base card and one Echoes card dealt; a forecast for each player; the decks of each set in play.
  const sets = await page.locator('#with-expansions .inno-me .inno-hand [data-card-id]').evaluateAll((els) => els.length);
  assert.equal(sets, 2);
  assert.equal(await page.locator('#with-expansions .inno-set-zone[data-zone="forecast"]').count(), 2);
  assert.deepEqual(await page.locator('#with-expansions .inno-deck-row').evaluateAll((rs) => rs.map((r) => r.dataset.set)), ['base', 'echoes', 'cities']);
  assert.match(await page.locator('#with-expansions .inno-ach-total').first().textContent(), /\/8/);
  // Relics without Artifacts: the setup screen says why.
  await page.evaluate(() => document.getElementById('with-expansions').setAttribute('expansions', 'relics'));
  await page.locator('#with-expansions .inno-setup .inno-error').waitFor({ timeout: 30000 });
  assert.match(await page.locator('#with-expansions .inno-setup .inno-error').textContent(), /relics are played only with artifacts/);

  // A position of the Echoes tests, seen by bo: ann's forecast face down (age and set), never named.
  const scenario = JSON.parse(readFileSync(new URL('../scenarios/echoes/promote-1-meld-then-promote-no-dogma.json', import.meta.url), 'utf8'));
  const r = await page.evaluate(async (scenario) => {
    const a = document.createElement('section');
    document.body.append(a);
    await Innovation.mountPosition(a, { scenario, viewer: 'bo' });
    const b = document.createElement('section');
    document.body.append(b);
    await Innovation.renderCard(b, { name: 'Flute' });
    return {
      backs: [...a.shadowRoot.querySelectorAll('.inno-player[data-player="0"] .inno-set-zone[data-zone="forecast"] .inno-card-back')].map((c) => [c.dataset.age, c.dataset.set]),
      text: a.shadowRoot.textContent,
      echo: b.shadowRoot.querySelector('.inno-slot-effect')?.textContent,
    };
  }, scenario);
  assert.deepEqual(r.backs, [['1', 'base'], ['2', 'base']]);
  assert.doesNotMatch(r.text, /Calendar|Tools/);
  assert.match(r.echo, /Echo You may splay the cards of one colour of yours left/);
  assert.deepEqual(page.errors, []);
});

test('<inno-card edition> shows that edition\'s card: 4th-edition icons and text, age 11; a bad edition is an error', { timeout: 30000 }, async () => {
  const page = await newPage(env);
  await page.goto(env.url + 'examples/');
  const r = await page.evaluate(async () => {
    const make = (attrs) => {
      const el = document.createElement('inno-card');
      for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
      document.body.append(el);
      return el;
    };
    const internet4 = make({ name: 'The Internet', edition: '4' });
    const internet3 = make({ name: 'The Internet', edition: '3' });
    const fusion = make({ name: 'Fusion', edition: '4' });
    const fusion3 = make({ name: 'Fusion', edition: '3' });
    const bad = make({ name: 'Archery', edition: '2' });
    await Promise.all([internet4, internet3, fusion, fusion3, bad].map((e) => e.ready));
    const icons = (el) => [...el.shadowRoot.querySelectorAll('.inno-card > * [data-icon], .inno-card-bottom [data-icon]')].map((i) => i.dataset.icon);
    return {
      avatar4: icons(internet4).includes('avatar'),
      avatar3: icons(internet3).includes('avatar'),
      fusionAge: fusion.shadowRoot.querySelector('.inno-card')?.dataset.age,
      fusion3: fusion3.shadowRoot.querySelector('.inno-error')?.textContent,
      bad: bad.shadowRoot.querySelector('.inno-error')?.textContent,
    };
  });
  assert.equal(r.avatar4, true);
  assert.equal(r.avatar3, false);
  assert.equal(r.fusionAge, '11');
  assert.match(r.fusion3, /no card named "Fusion" in the 3rd edition/);
  assert.match(r.bad, /edition "2": use 1, 3 or 4/);
  assert.deepEqual(page.errors, []);
});

test('embed.mjs imports the same API as an ES module', { timeout: 30000 }, async () => {
  const page = await newPage(env);
  await page.goto(env.url + 'examples/');
  const r = await page.evaluate(async (url) => {
    const m = await import(url);
    const host = document.createElement('div');
    document.body.append(host);
    await m.renderCard(host, { name: 'the wheel', size: 'compact' });
    return { names: Object.keys(m).sort(), same: m.mountExample === window.Innovation.mountExample, card: host.shadowRoot.querySelector('[data-card-id]')?.dataset.cardName };
  }, env.url + 'embed.mjs');
  assert.deepEqual(r, { names: ['default', 'mountExample', 'mountGame', 'mountPosition', 'renderCard'], same: true, card: 'The Wheel' });
  assert.deepEqual(page.errors, []);
});

// The audit of the embed bundle (each test failed before its fix).

/** A page of the site's origin (at examples/, so that relative srcs work) with this body, and embed.js loaded. */
async function pageWith(body) {
  const page = await newPage(env);
  page.consoleErrors = [];
  page.on('console', (m) => { if (m.type() === 'error') page.consoleErrors.push(m.text()); });
  await page.route('**/examples/audit.html', (r) => r.fulfill({ contentType: 'text/html', body: `<!doctype html><meta charset="utf-8"><script src="../embed.js"></script><body>${body}</body>` }));
  await page.goto(env.url + 'examples/audit.html');
  return page;
}

test('the page\'s inherited CSS stops at the element: a compact card\'s title does not break under text-indent', { timeout: 30000 }, async () => {
  const page = await pageWith('<inno-card id="compact" name="Philosophy" size="compact"></inno-card><inno-example id="ex" src="archery.json"></inno-example>');
  await settled(page);
  const PROPS = ['text-transform', 'letter-spacing', 'text-indent', 'word-spacing', 'white-space', 'text-shadow', 'cursor', 'line-height', 'font-style', 'font-variant-caps', 'text-align', 'visibility'];
  const look = () => page.evaluate((props) => {
    const inside = [
      document.getElementById('compact').shadowRoot.querySelector('.inno-card-name'),
      document.getElementById('ex').shadowRoot.querySelector('.inno-example-status'),
    ];
    return {
      titleHeight: inside[0].getBoundingClientRect().height,
      styles: inside.map((el) => Object.fromEntries(props.map((p) => [p, getComputedStyle(el).getPropertyValue(p)]))),
    };
  }, PROPS);
  const before = await look();
  await page.addStyleTag({ content: 'body { text-transform: uppercase; letter-spacing: 2px; text-indent: 40px; word-spacing: 8px; white-space: pre; text-shadow: 1px 1px red; cursor: wait; line-height: 3; font-style: italic; font-variant: small-caps; text-align: right }' });
  const after = await look();
  // The page itself did change.
  assert.equal(await page.evaluate(() => getComputedStyle(document.body).textIndent), '40px');
  assert.deepEqual(after, before);
});

test('go() with a value that is not a number changes nothing and the example\'s controls go on working', { timeout: 30000 }, async () => {
  const page = await samplePage();
  const r = await page.evaluate(() => {
    const ex = document.getElementById('example-philosophy');
    const thrown = [];
    for (const v of [NaN, undefined, parseInt(''), 'x']) {
      try { ex.go(v); } catch (e) { thrown.push(e.message); }
    }
    const afterBad = ex.step;
    ex.go(2.7);
    const afterFloat = ex.step;
    ex.go(99);
    return { thrown, afterBad, afterFloat, afterBig: ex.step };
  });
  assert.deepEqual(r, { thrown: [], afterBad: 0, afterFloat: 2, afterBig: 3 });
  const click = (a) => page.locator(`#example-philosophy button[data-action="${a}"]`).click();
  await click('back');
  await click('back');
  assert.equal(await page.evaluate(() => document.getElementById('example-philosophy').step), 1);
  await click('restart');
  assert.equal(await inside(page, 'example-philosophy', (root) => root.querySelector('.inno-example-counter').textContent), '0 / 3');
  assert.deepEqual(page.errors, []);
});

test('an <inno-game> removed while it starts never starts its game or its engine worker', { timeout: 60000 }, async () => {
  const page = await pageWith('');
  await page.evaluate(() => {
    // Removed in the task that added it: computers only, they would play on without anyone.
    const a = document.createElement('inno-game');
    a.setAttribute('players', 'Ada,Bo');
    a.setAttribute('computers', 'Ada:random,Bo:random');
    a.setAttribute('pace', '0');
    document.body.append(a);
    a.remove();
    window.removedAtOnce = a;
    // Removed while its scenario is being fetched.
    const b = document.createElement('inno-game');
    b.setAttribute('src', 'archery.json');
    document.body.append(b);
    setTimeout(() => b.remove(), 0);
    window.removedWhileLoading = b;
  });
  await page.waitForTimeout(3000);
  assert.equal(page.workers().length, 0);
  assert.deepEqual(await page.evaluate(() => [window.removedAtOnce, window.removedWhileLoading].map((g) => g.shadowRoot.querySelectorAll('.inno-app').length)), [0, 0]);
  // One removed once it plays: its worker stops.
  await page.evaluate(async () => {
    const g = document.createElement('inno-game');
    g.id = 'later';
    g.setAttribute('players', 'Ada,Bo');
    document.body.append(g);
    await g.ready;
  });
  assert.equal(page.workers().length, 1);
  await page.evaluate(() => document.getElementById('later').remove());
  for (let i = 0; i < 20 && page.workers().length; i++) await page.waitForTimeout(100);
  assert.equal(page.workers().length, 0);
  assert.deepEqual(page.errors, []);
});

test('the engine is fetched once for the page and once for each game, as docs/embedding.md says', { timeout: 60000 }, async () => {
  const page = await newPage(env);
  const wasm = [];
  page.on('request', (r) => { if (r.url().endsWith('.wasm')) wasm.push(r.url()); });
  await page.route('**/examples/two-games.html', (r) => r.fulfill({ contentType: 'text/html', body: '<!doctype html><script src="../embed.js"></script><inno-card name="Archery"></inno-card><inno-position src="position.json"></inno-position><inno-example src="archery.json"></inno-example><inno-game players="Ada,Bo"></inno-game><inno-game players="Ada,Bo"></inno-game>' }));
  await page.goto(env.url + 'examples/two-games.html');
  await settled(page);
  assert.equal(wasm.length, 3, 'once for the card, position and example, once for each of the two games');
  const doc = readFileSync(new URL('../../docs/embedding.md', import.meta.url), 'utf8');
  assert.doesNotMatch(doc, /loaded once per page however many elements/);
  assert.match(doc, /each\s+`<inno-game>`[^.]*its own copy of the engine/i);
});

test('a misspelt card name suggests the titles meant; an expansion card asked for in the 1st or 4th edition says where it is', { timeout: 30000 }, async () => {
  const cases = {
    Potery: 'Pottery', Tols: 'Tools', 'Gun Powder': 'Gunpowder', 'Cod of Laws': 'Code of Laws', Acrhery: 'Archery',
    'Teh Wheel': 'The Wheel', Papr: 'Paper', 'St Petersburg': 'St. Petersburg', 'Sao Paulo': 'São Paulo', Pele: 'Pelé', AI: 'A.I.', Wheel: 'The Wheel',
  };
  const page = await pageWith(Object.keys(cases).map((n) => `<inno-card name="${n}"></inno-card>`).join('')
    + '<inno-card id="dice4" name="Dice" edition="4"></inno-card><inno-card id="flute1" name="flute" edition="1"></inno-card><inno-card id="xyz" name="Xyzzy"></inno-card>');
  await settled(page);
  const errors = await page.$$eval('inno-card', (els) => Object.fromEntries(els.map((e) => [e.id || e.getAttribute('name'), e.shadowRoot.querySelector('.inno-error p')?.textContent])));
  for (const [name, meant] of Object.entries(cases)) {
    const m = errors[name]?.match(/\(did you mean (.*)\?\)$/);
    assert.ok(m, `${name}: ${errors[name]}`);
    assert.equal(m[1].split(', ')[0], meant, `${name}: ${errors[name]}`);
  }
  assert.match(errors.dice4, /no card named "Dice" in the 4th edition: Dice is a card of the Echoes of the Past expansion, and the expansions exist only in the 3rd edition/);
  assert.match(errors.flute1, /no card named "flute" in the 1st edition: Flute is a card of the Echoes of the Past expansion/);
  assert.equal(errors.xyz, 'no card named "Xyzzy" in the 3rd edition');
});

test('<inno-game> errors shown on its setup screen set data-inno-state="error"; el.ready waits for the first screen', { timeout: 60000 }, async () => {
  const step = JSON.stringify({ setup: { players: ['Ada', 'Bo'] }, position: { players: { Ada: { board: { red: ['Archery'] } } } }, steps: ['dogma Tools'] });
  const page = await pageWith(`
    <inno-game id="one" players="Ada"></inno-game>
    <inno-game id="five" players="A,B,C,D,E"></inno-game>
    <inno-game id="twice" players="Ada,Ada"></inno-game>
    <inno-game id="relics" players="Ada,Bo" expansions="relics"></inno-game>
    <inno-game id="step"><script type="application/json">${step}</script></inno-game>
    <inno-game id="fine" players="Ada,Bo"></inno-game>`);
  const r = await page.evaluate(async () => {
    const els = [...document.querySelectorAll('inno-game')];
    await Promise.all(els.map((e) => e.ready));
    return Object.fromEntries(els.map((e) => [e.id, [e.dataset.innoState, e.shadowRoot.querySelector('.inno-setup > .inno-error')?.textContent ?? null]]));
  });
  assert.deepEqual(Object.fromEntries(Object.entries(r).map(([id, [state]]) => [id, state])), { one: 'error', five: 'error', twice: 'error', relics: 'error', step: 'error', fine: 'ready' });
  assert.match(r.one[1], /2 to 4 players, not 1/);
  assert.match(r.twice[1], /"Ada" is used twice/);
  assert.match(r.relics[1], /relics are played only with artifacts/);
  assert.match(r.step[1], /steps\[0\] \(dogma Tools\) is not a legal answer/);
  assert.equal(r.fine[1], null);
  // Fixed, the same element is ready again.
  await page.evaluate(() => document.getElementById('one').setAttribute('players', 'Ada,Bo'));
  await page.waitForFunction(() => document.getElementById('one').dataset.innoState === 'ready');
  await page.locator('#one [data-handover-ready]').waitFor({ timeout: 20000 });
  assert.deepEqual(page.errors, []);
});

test('<inno-game computers> naming someone who is not a player is an error', { timeout: 30000 }, async () => {
  const page = await pageWith(`
    <inno-game id="nobody" players="Ada,Bo" computers="Zed:random"></inno-game>
    <inno-game id="case" players="Ada,Bo" computers="bo:random"></inno-game>
    <inno-game id="scenario" src="archery.json" computers="Cy:random"></inno-game>
    <inno-game id="ok" players="Ada,Bo" computers="Bo:random"></inno-game>`);
  await settled(page);
  const r = await page.$$eval('inno-game', (els) => Object.fromEntries(els.map((e) => [e.id, e.shadowRoot.querySelector('.inno-error')?.textContent ?? e.dataset.innoState])));
  assert.match(r.nobody, /computers: "Zed" is not a player \(the players are Ada, Bo\)/);
  assert.match(r.case, /computers: "bo" is not a player/);
  assert.match(r.scenario, /computers: "Cy" is not a player \(the players are Ada, Bo\)/);
  assert.equal(r.ok, 'ready');
});

test('errors quote the attribute as written, and the JS API reports misuse clearly instead of throwing', { timeout: 30000 }, async () => {
  const page = await pageWith(`
    <inno-game id="edition" players="Ada,Bo" edition="abc"></inno-game>
    <inno-game id="pace" players="Ada,Bo" pace="fast"></inno-game>
    <inno-game id="seed" players="Ada,Bo" seed="99999999999999999999"></inno-game>`);
  await settled(page);
  const r = await page.$$eval('inno-game', (els) => Object.fromEntries(els.map((e) => [e.id, e.shadowRoot.querySelector('.inno-error p')?.textContent])));
  assert.deepEqual(r, {
    edition: 'edition "abc": 1, 3 or 4',
    pace: 'pace "fast": milliseconds from 0 to 60000',
    seed: 'seed "99999999999999999999": a whole number, 0 or more',
  });
  const api = await page.evaluate(async () => {
    const calls = {
      'renderCard(null)': () => Innovation.renderCard(null, { name: 'Archery' }),
      'mountGame(null)': () => { const g = Innovation.mountGame(null, {}); g.destroy(); return typeof g.destroy; },
      'renderCard(host, null)': (host) => Innovation.renderCard(host, null),
      'mountExample(host)': (host) => Innovation.mountExample(host),
      'mountPosition(host, 5)': (host) => Innovation.mountPosition(host, 5),
      'mountGame(host, null)': (host) => { Innovation.mountGame(host, null); },
      'renderCard(host, {name: 5})': (host) => Innovation.renderCard(host, { name: 5 }),
    };
    const out = {};
    for (const [what, call] of Object.entries(calls)) {
      const host = document.body.appendChild(document.createElement('div'));
      try {
        const value = await call(host);
        out[what] = { value: value ?? null, state: host.dataset.innoState ?? null, shown: host.shadowRoot?.querySelector('.inno-error p')?.textContent ?? null };
      } catch (e) {
        out[what] = { thrown: e.message };
      }
    }
    return out;
  });
  assert.deepEqual(api['renderCard(null)'], { value: null, state: null, shown: null });
  assert.deepEqual(api['mountGame(null)'], { value: 'function', state: null, shown: null });
  assert.deepEqual(api['renderCard(host, null)'], { value: null, state: 'error', shown: "the options must be an object, e.g. { name: 'Archery' }; got null" });
  assert.deepEqual(api['mountExample(host)'], { value: null, state: 'error', shown: "the options must be an object, e.g. { src: 'example.json' }; got undefined" });
  assert.deepEqual(api['mountPosition(host, 5)'], { value: null, state: 'error', shown: "the options must be an object, e.g. { src: 'position.json' }; got number" });
  assert.deepEqual(api['mountGame(host, null)'], { value: null, state: 'error', shown: "the options must be an object, e.g. { players: ['Ada', 'Bo'] }; got null" });
  assert.deepEqual(api['renderCard(host, {name: 5})'], { value: null, state: 'error', shown: 'name: a card\'s title, e.g. "Archery"; got 5' });
  // No box to show it in: said on the console.
  assert.deepEqual(page.consoleErrors.filter((m) => m.startsWith('Innovation.')), [
    'Innovation.renderCard: the host must be an HTML element of the page, not null',
    'Innovation.mountGame: the host must be an HTML element of the page, not null',
  ]);
  assert.deepEqual(page.errors, []);
});

test('hosts: a <p> gets its own shadow root, an <li> a <div> child (its state on the <li>), an <img> is reported', { timeout: 30000 }, async () => {
  const page = await pageWith('<p id="p"></p><ul><li id="li"></li></ul><img id="img" alt="">');
  const r = await page.evaluate(async () => {
    const [p, li, img] = ['p', 'li', 'img'].map((id) => document.getElementById(id));
    for (const host of [p, li, img]) await Innovation.renderCard(host, { name: 'Archery', size: 'compact' });
    const drawn = (root) => root?.querySelector('[data-card-name]')?.dataset.cardName ?? null;
    return {
      p: [p.dataset.innoState, drawn(p.shadowRoot)],
      li: [li.dataset.innoState, li.children.length, drawn(li.firstElementChild?.shadowRoot), li.firstElementChild?.dataset.innoState ?? null],
      img: [img.dataset.innoState, img.childNodes.length],
    };
  });
  assert.deepEqual(r, { p: ['ready', 'Archery'], li: ['ready', 1, 'Archery', null], img: ['error', 0] });
  assert.deepEqual(page.consoleErrors.filter((m) => m.startsWith('Innovation.')), ['Innovation.renderCard: a <img> shows nothing inside it: use a <div>, <span> or <section> as the host']);
  const doc = readFileSync(new URL('../../docs/embedding.md', import.meta.url), 'utf8');
  assert.doesNotMatch(doc, /such as `<p>`/);
});

test('inline JSON added to an element already on the page is drawn', { timeout: 30000 }, async () => {
  const page = await pageWith('<inno-position id="late"></inno-position><inno-example id="late-ex"></inno-example>');
  await settled(page);
  assert.match(await inside(page, 'late', (root) => root.textContent), /no scenario/);
  await page.evaluate(async () => {
    const scenario = await (await fetch('philosophy.json')).text();
    for (const id of ['late', 'late-ex']) {
      const script = document.createElement('script');
      script.type = 'application/json';
      script.textContent = scenario;
      document.getElementById(id).append(script);
    }
  });
  await page.waitForFunction(() => ['late', 'late-ex'].every((id) => document.getElementById(id).shadowRoot.querySelector('.inno-embed-title')));
  assert.equal(await page.evaluate(() => document.getElementById('late-ex').steps), 3);
  // And changed: drawn again.
  await page.evaluate(() => {
    const script = document.querySelector('#late script');
    script.textContent = script.textContent.replace('"name": "', '"name": "Changed: ');
  });
  await page.waitForFunction(() => /^Changed: /.test(document.getElementById('late').shadowRoot.querySelector('.inno-embed-title')?.textContent));
  assert.deepEqual(page.errors, []);
});
