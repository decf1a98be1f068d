// Desktop and tablet layouts: screenshots (in /tmp) of the setup screen and of a
// game in progress with 2 and 4 players; nothing scrolls sideways, and every
// control and offered card is a touch target of at least 44 px.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start } from './lib.mjs';
import { openApp, startGame, step, screen, rng } from './app-lib.mjs';

let env;
before(async () => { env = await start(); });
after(async () => { await env.close(); });

const SIZES = [[768, 1024], [1024, 768], [1366, 768]];

async function checkLayout(page, what) {
  const r = await page.evaluate(() => {
    const small = [];
    for (const el of document.querySelectorAll('.inno-btn, .inno-choosable, .inno-input, [data-handover-ready]')) {
      const b = el.getBoundingClientRect();
      if (b.width === 0 && b.height === 0) continue; // not shown
      if (b.width < 44 || b.height < 44) small.push(`${el.className} ${el.textContent.slice(0, 20)} ${Math.round(b.width)}x${Math.round(b.height)}`);
    }
    return { scroll: document.documentElement.scrollWidth, width: window.innerWidth, small };
  });
  assert.ok(r.scroll <= r.width, `${what}: page is ${r.scroll}px wide in a ${r.width}px window`);
  assert.deepEqual(r.small, [], `${what}: touch targets under 44px`);
}

for (const [width, height] of SIZES) {
  test(`layout at ${width}×${height}: setup, 2 and 4 players`, { timeout: 180000 }, async () => {
    const page = await openApp(env, { viewport: { width, height } });
    await checkLayout(page, 'setup');
    await page.screenshot({ path: `/tmp/inno-${width}x${height}-setup.png` });

    for (const seats of [['Ada', 'Bo'], ['Ada', 'Bo', 'Cy', 'Di']]) {
      if (!(await page.locator('[data-start]').count())) {
        await page.click('[data-menu-new]');
        await page.waitForSelector('[data-start]');
      }
      await startGame(page, seats, { seed: 21, teams: seats.length === 4 });
      await checkLayout(page, `${seats.length} players, hand-over`);
      const pick = rng(2);
      // Through the setup melds into the game, where a player must choose an action.
      for (let i = 0; i < 40; i++) {
        const s = await screen(page);
        if (s.kind === 'question' && s.question === 'action' && i > 2 * seats.length + 4) break;
        await step(page, pick);
      }
      await checkLayout(page, `${seats.length} players, in game`);
      // Where the log lies below the table (tablets), its newest lines are repeated above the table.
      const recent = await page.evaluate(() => {
        const strip = document.querySelector('.inno-recent');
        const lines = [...document.querySelectorAll('.inno-log-line')].map((l) => l.textContent);
        return { shown: !!strip && strip.getBoundingClientRect().height > 0, last: strip?.lastElementChild?.textContent, newest: lines[lines.length - 1], count: strip?.children.length };
      });
      assert.equal(recent.shown, width < 1100, `latest-events strip shown at ${width}px: ${recent.shown}`);
      assert.equal(recent.last, recent.newest);
      assert.equal(recent.count, 3);
      await page.screenshot({ path: `/tmp/inno-${width}x${height}-${seats.length}p.png` });
      await page.screenshot({ path: `/tmp/inno-${width}x${height}-${seats.length}p-full.png`, fullPage: true });
    }
    assert.deepEqual(page.errors, []);
  });
}
