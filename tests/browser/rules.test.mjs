// The rules page (dist/rules.html, source www/static/rules.html): reachable from the
// setup screen and from a game, readable at tablet, laptop and phone sizes (no
// text under 12px, touch targets of 44px, nothing scrolling sideways), every link
// of its contents leading to a section, and its table of the achievements needed
// to win the same as the engine's (`setupSummary` of the Node build).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { start, newPage } from './lib.mjs';
import { openApp, startGame, assertFamilySizes, clippedNumbers, shot } from './app-lib.mjs';

let env;
before(async () => { env = await start(); });
after(async () => { await env.close(); });

const SIZES = [[768, 1024], [1024, 768], [1366, 768], [390, 844]];

for (const [width, height] of SIZES) {
  test(`the rules page at ${width}×${height}`, { timeout: 60000 }, async () => {
    const page = await newPage(env, { width, height });
    await page.goto(env.url + 'rules.html');
    await assertFamilySizes(page, 'rules page');
    assert.deepEqual(await clippedNumbers(page), [], 'numbered lists show their numbers');
    // Every link inside the page leads to a section of it; the contents name every section.
    const links = await page.$$eval('a[href^="#"]', (as) => as.map((a) => a.getAttribute('href').slice(1)));
    const sections = await page.$$eval('section[id]', (ss) => ss.map((s) => s.id));
    for (const l of links) assert.ok(sections.includes(l), `#${l} is a section`);
    const contents = await page.$$eval('nav a', (as) => as.map((a) => a.getAttribute('href').slice(1)));
    assert.deepEqual(contents, sections, 'the contents list every section, in order');
    // A link of the contents brings its section to the top of the screen.
    await page.click('nav a[href="#dogma"]');
    await page.waitForFunction(() => Math.abs(document.getElementById('dogma').getBoundingClientRect().top) < 20);
    await shot(page, `rules-${width}x${height}`);
    assert.deepEqual(page.errors, []);
  });
}

test("the rules page's table of achievements needed to win is the engine's", { timeout: 60000 }, async () => {
  const engine = createRequire(import.meta.url)('../../target/wasm-node/innovation.js');
  const page = await newPage(env);
  await page.goto(env.url + 'rules.html');
  const rows = await page.$$eval('#end table tr', (trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent.trim())));
  const [head, ...body] = rows;
  assert.equal(head.length, 6, `columns: ${head}`);
  assert.deepEqual(body.map((r) => r[0]), ['2', '3', '4', '4 in teams']);
  const sets = ['echoes', 'artifacts', 'cities', 'figures'];
  for (const [label, ...cells] of body) {
    const players = label.startsWith('4') ? ['a', 'b', 'c', 'd'] : ['a', 'b', 'c'].slice(0, Number(label));
    const teams = label.includes('teams') ? [['a', 'c'], ['b', 'd']] : null;
    cells.forEach((cell, n) => {
      const { achievements_to_win: need } = engine.setupSummary({ players, teams, expansions: sets.slice(0, n) });
      assert.equal(Number(cell), need, `${label} players, ${n} expansions`);
    });
  }
  // With the Relics (part of Artifacts), no more.
  const withRelics = engine.setupSummary({ players: ['a', 'b'], expansions: ['artifacts', 'relics'] }).achievements_to_win;
  assert.equal(withRelics, Number(body[0][2]));
});

test('the setup screen and a game link to the rules page', { timeout: 60000 }, async () => {
  const page = await openApp(env, { viewport: { width: 768, height: 1024 } });
  assert.equal(await page.getAttribute('.inno-setup a[data-rules]', 'href'), 'rules.html');
  assert.equal(await page.textContent('.inno-setup a[data-rules]'), 'How to play');
  await startGame(page, ['Ada', 'Bo'], { seed: 3 });
  const link = page.locator('.inno-bar a[data-rules]');
  assert.equal(await link.getAttribute('href'), 'rules.html');
  // It opens beside the game, which stays as it is.
  const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
  await tab.waitForLoadState();
  assert.equal(await tab.textContent('h1'), 'How to play Innovation');
  assert.ok(await page.locator('.inno-game').count());
  assert.deepEqual(page.errors, []);
});
