// Tablet, laptop and phone layouts (768×1024, 1024×768, 1366×768, 390×844): the
// setup screen, a game in progress with 2 and 4 players, an opened card and the
// end-of-turn review. Nothing scrolls sideways, no text is under 12px, every touch
// target is at least 44px; every player's board is in view (2 players on a
// landscape screen) or one swipe away; the piles of all players line up in the
// same columns; a hand wraps across the whole width. Screenshots go to
// target/screenshots/.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start } from './lib.mjs';
import { openApp, startGame, step, screen, rng, assertFamilySizes, shot, toQuestion, fixedRandom } from './app-lib.mjs';

let env;
before(async () => { env = await start(); });
after(async () => { await env.close(); });

const SIZES = [[768, 1024], [1024, 768], [1366, 768], [390, 844]];

/** Where the boards and piles are, relative to the page's top. */
async function geometry(page) {
  return page.evaluate(() => ({
    height: window.innerHeight,
    boards: [...document.querySelectorAll('.inno-player')].map((p) => {
      const b = p.querySelector('.inno-board').getBoundingClientRect();
      const piles = [...p.querySelectorAll('.inno-pile-wrap')].map((w) => [w.dataset.color, Math.round(w.getBoundingClientRect().left), Math.round(w.getBoundingClientRect().width)]);
      return { player: p.dataset.player, top: b.top + scrollY, bottom: b.bottom + scrollY, piles };
    }),
    hand: (() => {
      const me = document.querySelector('.inno-player.inno-me');
      const hand = me?.querySelector('.inno-hand');
      return hand ? { width: hand.getBoundingClientRect().width, area: me.getBoundingClientRect().width, cards: hand.querySelectorAll('.inno-card').length } : null;
    })(),
  }));
}

for (const [width, height] of SIZES) {
  test(`layout at ${width}×${height}: setup, 2 and 4 players, a card opened, the review`, { timeout: 240000 }, async () => {
    const size = `${width}x${height}`;
    // The computer's seeds are fixed so the game, and where the boards land, is the same every run.
    const page = await openApp(env, { viewport: { width, height }, init: fixedRandom });
    await assertFamilySizes(page, 'setup');
    // Teams are 2 vs 2: the choice shows with 4 players only.
    assert.equal(await page.isVisible('[data-teams]'), false, 'no Teams checkbox with 2 players');
    await page.click('[data-count="4"]');
    assert.equal(await page.isVisible('[data-teams]'), true);
    await page.click('[data-count="2"]');
    await shot(page, `layout-${size}-setup`);

    for (const seats of [['Ada', { name: 'Bo', kind: 'heuristic' }], ['Ada', 'Bo', 'Cy', 'Di']]) {
      if (!(await page.locator('[data-start]').count())) {
        await page.click('[data-menu-new]');
        await page.waitForSelector('[data-start]');
      }
      await startGame(page, seats, { seed: 21, teams: seats.length === 4 });
      await assertFamilySizes(page, `${seats.length} players, first screen`);
      const pick = rng(2);
      // Into the game, to a choice of action late enough for full boards.
      for (let i = 0; i < 80; i++) {
        const s = await screen(page);
        if (s.kind === 'question' && s.question === 'action' && i > 12 * seats.length) break;
        await step(page, pick);
      }
      await toQuestion(page);
      await assertFamilySizes(page, `${seats.length} players, in game`);
      const g = await geometry(page);
      // The piles of all players line up: the same colour in the same column.
      for (const b of g.boards.slice(1)) assert.deepEqual(b.piles, g.boards[0].piles, `player ${b.player}'s piles line up with player ${g.boards[0].player}'s`);
      // Every board in view, or one swipe away; with 2 players on a landscape screen, all in view.
      for (const b of g.boards) assert.ok(b.top < 2 * g.height, `player ${b.player}'s board starts at ${b.top}px, more than a swipe away`);
      if (seats.length === 2 && width > height) {
        for (const b of g.boards) assert.ok(b.top < g.height - 100, `player ${b.player}'s board (at ${b.top}px) is in view at ${size}`);
      }
      // The hand takes the area's whole width (its cards wrap into it), not a strip beside the board.
      if (g.hand && g.hand.cards > 1) assert.ok(g.hand.width > 0.9 * g.hand.area - 24, `hand ${g.hand.width}px wide in a ${g.hand.area}px area`);
      await shot(page, `layout-${size}-${seats.length}p`);
      await shot(page, `layout-${size}-${seats.length}p-full`, { fullPage: true });

      // A card opened large: readable, and its dialog fits. One of mine, or, if my
      // board is empty, one of another player's.
      const mine = page.locator('.inno-me .inno-pile .inno-card');
      await ((await mine.count()) ? mine : page.locator('.inno-pile .inno-card')).first().click();
      await page.waitForSelector('.inno-modal .inno-large');
      await assertFamilySizes(page, `${seats.length} players, a card opened`);
      await shot(page, `layout-${size}-${seats.length}p-card`);
      await page.keyboard.press('Escape');
    }
    // The review after a person's last action (2 people): what happened, then "Done — pass to …".
    await page.click('[data-menu-new]');
    await page.waitForSelector('[data-start]');
    await startGame(page, ['Ada', 'Bo'], { seed: 5 });
    for (let i = 0; i < 40 && (await screen(page)).kind !== 'review'; i++) await step(page, rng(5));
    assert.equal((await screen(page)).kind, 'review');
    await assertFamilySizes(page, 'review');
    await shot(page, `layout-${size}-review`);
    assert.deepEqual(page.errors, []);
  });
}
