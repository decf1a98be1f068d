// The card drawing, the card browser (cards.html) and the table (table-demo.html)
// in real Chromium against the built dist/.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start, newPage } from './lib.mjs';
import { assertFamilySizes, shot } from './app-lib.mjs';

let env;
before(async () => { env = await start(); });
after(async () => { await env.close(); });

const SIZES = [{ width: 768, height: 1024 }, { width: 1024, height: 768 }, { width: 1366, height: 768 }];

async function browser(hash = '', viewport) {
  const page = await newPage(env, viewport);
  await page.goto(env.url + 'cards.html' + hash);
  // Cards the filters hide are not displayed: wait for the grid to be built.
  await page.waitForSelector('.cb-grid .inno-card', { state: 'attached' });
  return page;
}

const visibleNames = (page) => page.$$eval('.cb-grid .inno-card:not([hidden])', (cs) => cs.map((c) => c.dataset.cardName));

async function table(query = '', viewport) {
  const page = await newPage(env, viewport);
  await page.goto(env.url + 'table-demo.html' + query);
  await page.waitForSelector('.inno-table');
  return page;
}

const noOverflow = (page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('the card browser shows all 530 cards of the 3rd edition (the base set and every expansion), each labelled with name, age and colour', { timeout: 30000 }, async () => {
  const page = await browser();
  const names = await visibleNames(page);
  assert.equal(names.length, 530);
  assert.equal(new Set(names).size, 530);
  assert.equal(await page.getAttribute('.inno-card[data-card-name="Archery"]', 'aria-label'), 'Archery, age 1, red');
  assert.match(await page.textContent('.cb-count'), /^530 cards$/);
  assert.deepEqual(page.errors, []);
});

test('the card browser: filters really hide cards, tiles show the effect text, nothing is missing or small', { timeout: 60000 }, async () => {
  for (const size of [...SIZES, { width: 390, height: 844 }]) {
    const page = await newPage(env, size);
    const failed = [];
    page.on('response', (r) => { if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`); });
    page.on('console', (m) => { if (m.type() === 'error') failed.push(m.text()); });
    await page.goto(env.url + 'cards.html');
    await page.waitForSelector('.cb-grid .inno-card');
    await page.waitForLoadState('networkidle');
    assert.deepEqual(failed, [], 'every file loads (the page icon too)');
    // Each tile carries the card's whole text.
    assert.match(await page.textContent('.cb-grid .inno-card[data-card-name="Archery"] .inno-card-effects'), /I demand that you draw a 1, and then move the highest card in your hand into my hand!/);
    await assertFamilySizes(page, `card browser at ${size.width}x${size.height}`);
    // What is on screen, not only an attribute: age 10 of the base set leaves ten cards drawn.
    await page.selectOption('select[name=set]', 'base');
    await page.selectOption('select[name=age]', '10');
    const drawn = await page.$$eval('.cb-grid .inno-card', (cs) => cs.filter((c) => c.getClientRects().length > 0).map((c) => c.dataset.age));
    assert.deepEqual(drawn, Array(10).fill('10'));
    await shot(page, `cards-${size.width}x${size.height}-age10`);
    await page.context().close();
  }
});

test('searching narrows by title and by effect text', { timeout: 30000 }, async () => {
  const page = await browser();
  await page.fill('input[type=search]', 'archery');
  assert.deepEqual(await visibleNames(page), ['Archery']);
  assert.match(page.url(), /#q=archery/);
  // A word only in effect texts still finds cards (and every hit really contains it).
  await page.fill('input[type=search]', 'Monument');
  const hits = await visibleNames(page);
  assert.ok(hits.includes('Masonry'), `Masonry mentions Monument: ${hits}`);
  assert.ok(hits.length < 105);
  await page.fill('input[type=search]', 'zzzz no such card');
  assert.deepEqual(await visibleNames(page), []);
  assert.equal(await page.isVisible('.cb-none'), true);
});

test('filters: age 10 shows 10 cards of a set; colour, icon and set filter too; the edition switches the catalogue', { timeout: 60000 }, async () => {
  const page = await browser();
  // The catalogue's sets, by their names.
  assert.deepEqual(await page.$$eval('select[name=set] option', (os) => os.map((o) => o.value)), ['', 'base', 'echoes', 'cities', 'artifacts', 'relics', 'figures']);
  assert.equal(await page.textContent('select[name=set] option[value="echoes"]'), 'Echoes of the Past');
  await page.selectOption('select[name=age]', '10');
  assert.equal((await visibleNames(page)).length, 50, 'ten cards of age 10 in each of five sets');
  await page.selectOption('select[name=set]', 'base');
  const ages = await page.$$eval('.cb-grid .inno-card:not([hidden])', (cs) => cs.map((c) => c.dataset.age));
  assert.equal(ages.length, 10);
  assert.ok(ages.every((a) => a === '10'));
  assert.match(page.url(), /age=10/);
  await page.selectOption('select[name=age]', '');
  await page.selectOption('select[name=color]', 'purple');
  const colors = await page.$$eval('.cb-grid .inno-card:not([hidden])', (cs) => cs.map((c) => c.dataset.color));
  assert.ok(colors.length >= 19 && colors.length <= 23, `purple cards: ${colors.length}`);
  assert.ok(colors.every((c) => c === 'purple'));
  await page.selectOption('select[name=color]', '');
  await page.selectOption('select[name=icon]', 'clock');
  const clocks = await page.$$eval('.cb-grid .inno-card:not([hidden])', (cs) => cs.map((c) => c.querySelectorAll('[data-icon="clock"]').length));
  assert.ok(clocks.length > 0 && clocks.length < 105 && clocks.every((n) => n > 0));
  await page.selectOption('select[name=icon]', '');
  assert.deepEqual(await page.$$eval('select[name=edition] option', (os) => os.map((o) => o.value)), ['3', '4', '1']);
  assert.equal((await visibleNames(page)).length, 105);
  await page.selectOption('select[name=set]', 'relics');
  assert.deepEqual((await visibleNames(page)).sort(), ['Ching Shih', 'Complex Numbers', 'Newton-Wickins Telescope', 'Safety Pin', 'Timbuktu']);
  await page.selectOption('select[name=set]', 'base');
  // The 4th edition: 115 cards (age 11 too; no expansion here), its icons (the avatar) and its texts.
  await page.selectOption('select[name=edition]', '4');
  await page.waitForFunction(() => document.querySelectorAll('.cb-grid .inno-card').length === 115);
  assert.deepEqual(await page.$$eval('select[name=set] option', (os) => os.map((o) => o.value)), ['', 'base']);
  assert.match(page.url(), /edition=4/);
  assert.ok((await page.$$eval('select[name=age] option', (os) => os.map((o) => o.value))).includes('11'));
  assert.ok((await page.$$eval('select[name=icon] option', (os) => os.map((o) => o.value))).includes('avatar'));
  await page.selectOption('select[name=edition]', '3');
  await page.waitForFunction(() => document.querySelectorAll('.cb-grid .inno-card').length === 530);
  // Filters in the hash come back on load.
  const again = await browser('#age=3&color=blue&set=base');
  const names = await visibleNames(again);
  // Hidden by a filter means not displayed (the card's own display must not override it).
  assert.equal(await again.$$eval('.cb-grid .inno-card[hidden]', (cs) => cs.filter((c) => getComputedStyle(c).display !== 'none').length), 0);
  assert.ok(names.length > 0 && names.length < 10);
  assert.equal(await again.inputValue('select[name=age]'), '3');
});

test('#card=The%20Wheel opens The Wheel large; Escape, backdrop and the close button close it and the hash follows', { timeout: 30000 }, async () => {
  const page = await browser('#card=The%20Wheel');
  await page.waitForSelector('.inno-modal .inno-card.inno-large[data-card-name="The Wheel"]');
  assert.equal(await page.textContent('.inno-modal .inno-card-name'), 'The Wheel');
  const box = await page.locator('.inno-modal-close').boundingBox();
  assert.ok(box.width >= 44 && box.height >= 44, 'close button is a touch target');
  await page.keyboard.press('Escape');
  assert.equal(await page.$('.inno-modal'), null);
  assert.doesNotMatch(page.url(), /card=/);

  // Clicking a card opens it and links it.
  await page.click('.cb-grid .inno-card[data-card-name="Archery"]');
  await page.waitForSelector('.inno-modal .inno-large[data-card-name="Archery"]');
  assert.match(page.url(), /#card=Archery$/);
  await page.mouse.click(5, 760); // the backdrop
  assert.equal(await page.$('.inno-modal'), null);
  assert.doesNotMatch(page.url(), /card=/);

  await page.click('.cb-grid .inno-card[data-card-name="Masonry"]');
  await page.click('.inno-modal-close');
  assert.equal(await page.$('.inno-modal'), null);
  // Linking by hash change while the page is open.
  await page.evaluate(() => { location.hash = 'card=Code%20of%20Laws'; });
  await page.waitForSelector('.inno-modal .inno-large[data-card-name="Code of Laws"]');
  assert.deepEqual(page.errors, []);
});

test('expansion cards: an echo effect in its slot, bonuses, the six slots of a city with its special icons, inspire slots', { timeout: 60000 }, async () => {
  const page = await browser('#card=Flute', { width: 1024, height: 768 });
  await page.waitForSelector('.inno-modal .inno-large[data-card-name="Flute"]');
  // The large card prints the echo effect where the card does, in its slot (bottom right), and not again below.
  const echo = '.inno-modal .inno-slot-effect[data-slot="3"]';
  assert.equal(await page.getAttribute(echo, 'data-slot-type'), 'echo');
  assert.match(await page.textContent(echo), /Echo You may splay the cards of one colour of yours left\./);
  assert.equal(await page.locator('.inno-modal .inno-effect[data-kind="echo"]').count(), 0);
  assert.equal(await page.locator('.inno-modal .inno-effect').count(), 2, 'the demand and the non-demand effect below');
  // A bonus shows its value.
  assert.equal(await page.getAttribute('.inno-modal .inno-slot[data-slot="0"]', 'aria-label'), 'bonus 1');
  assert.equal(await page.textContent('.inno-modal .inno-slot[data-slot="0"]'), '1');
  await assertFamilySizes(page, 'Flute opened');
  await shot(page, 'cards-flute-large-1024x768');
  await page.keyboard.press('Escape');
  // Its tile (compact) lists the echo effect first, labelled, with the slot's glyph.
  assert.equal(await page.textContent('.cb-grid [data-card-name="Flute"] .inno-effect[data-kind="echo"] .inno-effect-label'), '◎ Echo');
  // A city: six slots, its special icon in the band (a search icon is the icon with a magnifying glass).
  const slots = (name) => page.$$eval(`.cb-grid [data-card-name="${name}"] .inno-slot`, (xs) => xs.map((x) => [x.dataset.slot, x.getAttribute('aria-label')]));
  const tikal = await slots('Tikal');
  assert.deepEqual(tikal.map((x) => x[0]).sort(), ['0', '1', '2', '3', '4', '5']);
  assert.deepEqual(tikal.find((x) => x[0] === '5'), ['5', 'search castle']);
  assert.deepEqual(tikal.find((x) => x[0] === '2'), ['2', 'bonus 4']);
  assert.equal(await page.locator('.cb-grid [data-card-name="Tikal"] [data-slot="5"] .inno-search-mark').count(), 1);
  for (const [name, words] of [['Zurich', 'flag'], ['Kuala Lumpur', 'fountain'], ['Cordoba', 'splay left'], ['Athens', 'plus']]) {
    assert.deepEqual((await slots(name)).find((x) => x[0] === '5'), ['5', words], name);
  }
  // A figure's inspire slot.
  assert.deepEqual((await slots('Gilgamesh')).find((x) => x[0] === '0'), ['0', 'inspire effect']);
  await page.selectOption('select[name=set]', 'cities');
  await shot(page, 'cards-cities-1024x768');
  assert.deepEqual(page.errors, []);
});

test('card text shows icon glyphs and value boxes, never the raw markers', { timeout: 30000 }, async () => {
  const page = await browser('#card=Masonry');
  await page.waitForSelector('.inno-modal .inno-large');
  const text = await page.textContent('.inno-modal .inno-card-effects');
  assert.match(text, /meld/);
  assert.doesNotMatch(text, /\{[a-z]+\}/);
  assert.equal(await page.getAttribute('.inno-modal .inno-card-effects .inno-inline-icon', 'aria-label'), 'castle');
  assert.equal(await page.$$eval('.inno-modal .inno-card-effects .inno-inline-icon svg', (s) => s.length), 1);

  const wheel = await browser('#card=The%20Wheel');
  await wheel.waitForSelector('.inno-modal .inno-large');
  assert.equal(await wheel.textContent('.inno-modal .inno-value'), '1');
  assert.doesNotMatch(await wheel.textContent('.inno-modal'), /\[\d+\]/);

  // A demand is set apart.
  const archery = await browser('#card=Archery');
  await archery.waitForSelector('.inno-modal .inno-demand');
  assert.equal(await archery.textContent('.inno-modal .inno-demand .inno-demand-label'), 'I demand');
  const bg = await archery.$eval('.inno-modal .inno-demand', (e) => getComputedStyle(e).backgroundColor);
  const [r, g, b] = bg.match(/\d+/g).map(Number);
  assert.ok(r + g + b < 200, `a demand is on a dark band: ${bg}`);

  // No raw marker anywhere on the page (special achievement conditions included).
  assert.doesNotMatch(await page.evaluate(() => document.body.innerText), /\{(crown|leaf|lightbulb|castle|factory|clock)\}/);
});

test('each colour has its own shape mark and background pattern', { timeout: 30000 }, async () => {
  const page = await browser();
  const marks = await page.evaluate(() => ['red', 'yellow', 'green', 'blue', 'purple'].map((c) => {
    const card = document.querySelector(`.cb-grid .inno-card[data-color="${c}"]`);
    return { shape: card.querySelector('.inno-mark g').innerHTML, pattern: getComputedStyle(card).backgroundImage, label: card.getAttribute('aria-label') };
  }));
  assert.equal(new Set(marks.map((m) => m.shape)).size, 5);
  assert.equal(new Set(marks.map((m) => m.pattern)).size, 5);
  assert.ok(marks.every((m) => m.pattern !== 'none'));
  for (const [i, c] of ['red', 'yellow', 'green', 'blue', 'purple'].entries()) assert.match(marks[i].label, new RegExp(`, ${c}$`));
});

test('the card browser has no horizontal overflow at tablet and laptop sizes', { timeout: 30000 }, async () => {
  for (const size of SIZES) {
    const page = await browser('', size);
    assert.ok(await noOverflow(page), `overflow at ${size.width}x${size.height}`);
    await page.click('.cb-grid .inno-card[data-card-name="Software"]');
    await page.waitForSelector('.inno-modal .inno-large');
    assert.ok(await noOverflow(page), `overflow with a card open at ${size.width}x${size.height}`);
    await page.context().close();
  }
});

test('the table: 3 players, 5 piles each, 10 decks, other players\' hands face down', { timeout: 30000 }, async () => {
  const page = await table();
  assert.equal(await page.$$eval('.inno-player', (ps) => ps.length), 3);
  assert.equal(await page.$$eval('.inno-player', (ps) => ps[0].dataset.player), '0', 'my area comes first');
  for (const p of [0, 1, 2]) {
    const colors = await page.$$eval(`.inno-pile[data-player="${p}"]`, (ps) => ps.map((e) => e.dataset.color).sort());
    assert.deepEqual(colors, ['blue', 'green', 'purple', 'red', 'yellow']);
  }
  assert.deepEqual(await page.$$eval('.inno-deck', (ds) => ds.map((d) => d.dataset.age)), ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
  assert.equal(await page.$$eval('.inno-achievement', (as) => as.length), 9);
  assert.equal(await page.$$eval('.inno-special', (as) => as.length), 5);
  for (const p of [1, 2]) {
    assert.equal(await page.$$eval(`.inno-player[data-player="${p}"] .inno-hand [data-card-id]`, (cs) => cs.length), 0);
    const backs = await page.$$eval(`.inno-player[data-player="${p}"] .inno-hand .inno-card-back`, (cs) => cs.map((c) => [c.dataset.hiddenZone, c.dataset.owner, c.dataset.age]));
    assert.ok(backs.length > 0);
    for (const [zone, owner, age] of backs) { assert.equal(zone, 'hand'); assert.equal(owner, String(p)); assert.match(age, /^\d+$/); }
  }
  // My own hand is face up, and at least one melded card is on the table.
  assert.ok(await page.$$eval('.inno-player[data-player="0"] .inno-hand [data-card-id]', (cs) => cs.length) > 0);
  assert.ok(await page.$$eval('.inno-pile [data-card-id]', (cs) => cs.length) >= 3);
  // The player on turn is marked with their actions left.
  const turn = await page.$$eval('.inno-turn-badge', (bs) => bs.map((b) => b.textContent));
  assert.equal(turn.length, 1);
  assert.match(turn[0], /actions? left|action.* in progress/);
  assert.deepEqual(page.errors, []);
});

test('splayed piles show the icons the splay reveals, counted', { timeout: 30000 }, async () => {
  const page = await table('?bot=1&moves=200');
  const piles = await page.$$eval('.inno-pile:not([data-splay="none"])', (ps) => ps.map((p) => ({
    splay: p.dataset.splay,
    count: Number(p.dataset.count),
    slivers: [...p.parentElement.querySelectorAll('.inno-sliver')].map((s) => [...s.querySelectorAll('.inno-slot')].map((x) => x.dataset.slot).join(',')),
    icons: p.parentElement.querySelectorAll('.inno-sliver [data-icon]').length,
    revealed: p.parentElement.querySelector('.inno-revealed').textContent,
  })));
  assert.ok(piles.length >= 2, 'the demo game has splayed piles');
  const want = { left: '3', right: '0,1', up: '1,2,3' };
  for (const p of piles) {
    assert.equal(p.slivers.length, p.count - 1);
    for (const s of p.slivers) assert.equal(s, want[p.splay]);
    assert.match(p.revealed, p.icons === 0 ? /^no icons revealed$/ : new RegExp(`revealed ${p.icons}:`));
  }
});

test('clicking a table card opens it large unless the app prevents it', { timeout: 30000 }, async () => {
  const page = await table();
  const sel = '.inno-player[data-player="0"] .inno-hand [data-card-id]';
  const id = await page.getAttribute(sel, 'data-card-id');
  await page.click(sel);
  await page.waitForSelector(`.inno-modal[data-card-id="${id}"]`);
  await page.keyboard.press('Escape');
  assert.equal(await page.$('.inno-modal'), null);
  // The app's handler on an ancestor: preventDefault, or stopPropagation.
  await page.evaluate(() => document.querySelector('.inno-table').addEventListener('click', (e) => e.preventDefault()));
  await page.click(sel);
  await page.waitForTimeout(100);
  assert.equal(await page.$('.inno-modal'), null);
  // A special achievement shows its condition when tapped.
  const specials = await table();
  await specials.click('.inno-special[data-name="Monument"]');
  await specials.waitForSelector('.inno-modal .inno-special-card[data-name="Monument"]');
  assert.ok((await specials.textContent('.inno-modal .inno-special-text')).length > 10);
  const other = await table();
  await other.evaluate(() => document.querySelector('.inno-player').addEventListener('click', (e) => e.stopPropagation()));
  await other.click(sel);
  await other.waitForTimeout(100);
  assert.equal(await other.$('.inno-modal'), null);
});

test('the table fits without horizontal scrolling for 2 to 4 players; touch targets are at least 44px', { timeout: 60000 }, async () => {
  for (const players of [2, 3, 4]) {
    for (const size of SIZES) {
      const page = await table(`?players=${players}&bot=1&moves=150`, size);
      assert.equal(await page.$$eval('.inno-player', (ps) => ps.length), players);
      assert.ok(await noOverflow(page), `overflow with ${players} players at ${size.width}x${size.height}`);
      // Elements not drawn (other players' face-down cards listed by age on short screens) are no targets.
      const small = await page.$$eval('.inno-card, .inno-pile, .inno-deck, .inno-achievement, .inno-special', (es) => es
        .filter((e) => e.getClientRects().length > 0)
        .map((e) => [e.className, e.getBoundingClientRect()])
        .filter(([, r]) => r.width < 44 || r.height < 44)
        .map(([c, r]) => `${c} ${r.width}x${r.height}`));
      assert.deepEqual(small, [], `small targets with ${players} players at ${size.width}x${size.height}`);
      assert.deepEqual(page.errors, []);
      await page.context().close();
    }
  }
});

test('a title breaks only between words or at the syllables we mark, a city\'s too (its title below its top slots)', { timeout: 120000 }, async () => {
  // Each word, or each syllable of a long word, is a text node of its own: one
  // drawn on two lines was broken at some letter.
  const broken = (page) => page.$$eval('.inno-card-name', (ns) => ns.filter((n) => n.getClientRects().length > 0).flatMap((n) => [...n.childNodes]
    .filter((t) => t.nodeType === 3 && t.textContent.trim())
    .filter((t) => {
      const r = document.createRange();
      r.selectNodeContents(t);
      return new Set([...r.getClientRects()].map((x) => Math.round(x.top))).size > 1;
    })
    .map((t) => `${n.textContent} (${t.textContent})`)));
  let cities = 0;
  for (const size of [...SIZES, { width: 390, height: 844 }]) {
    for (const players of [2, 3, 4]) {
      const page = await table(`?players=${players}&bot=1&moves=150&expansions=echoes,artifacts,cities,figures`, size);
      cities += await page.locator('.inno-table .inno-top-slots').count();
      assert.deepEqual(await broken(page), [], `${players} players at ${size.width}x${size.height}`);
      // A city's top slots stay where the card prints them: left, middle, right.
      const order = await page.$$eval('.inno-table .inno-compact .inno-top-slots', (ts) => ts.map((t) => [...t.querySelectorAll(':scope > .inno-slot')]
        .map((s) => [s.dataset.slot, s.getBoundingClientRect().left]).sort((a, b) => a[1] - b[1]).map((x) => x[0]).join('')));
      assert.ok(order.every((o) => o === '054'), `top slots in order left, middle, right: ${order}`);
      assert.deepEqual(page.errors, []);
      await page.context().close();
    }
    const page = await browser('', size);
    assert.deepEqual(await broken(page), [], `the card browser at ${size.width}x${size.height}`);
    await page.context().close();
  }
  assert.ok(cities > 0, 'cities were on the tables');
});
