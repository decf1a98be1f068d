// Benchmark (printed, not asserted): the time from a click on an offered answer
// to the repainted table, measured in the page (click event → the next animation
// frame after the repaint), over ~30 answers of a hot-seat game.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start } from './lib.mjs';
import { openApp, startGame, step, screen, rng } from './app-lib.mjs';

let env;
before(async () => { env = await start(); });
after(async () => { await env.close(); });

test('click-to-repaint benchmark', { timeout: 180000 }, async () => {
  const page = await openApp(env);
  await startGame(page, ['Ada', 'Bo'], { seed: 13 });
  await page.evaluate(() => {
    window.__times = [];
    let clicked = null;
    document.addEventListener('click', () => { clicked = performance.now(); }, true);
    new MutationObserver(() => {
      if (clicked === null) return;
      const t0 = clicked;
      clicked = null;
      requestAnimationFrame(() => window.__times.push(performance.now() - t0));
    }).observe(document.querySelector('.inno-game'), { attributes: true, attributeFilter: ['data-paints'] });
  });
  const pick = rng(13);
  let answers = 0;
  while (answers < 30) {
    const s = await screen(page);
    if (s.kind === 'end') break;
    await step(page, pick);
    if (s.kind === 'question') answers++;
  }
  const times = (await page.evaluate(() => window.__times)).sort((a, b) => a - b);
  assert.ok(times.length >= 30, `${times.length} repaints measured`);
  const median = times[Math.floor(times.length / 2)];
  console.log(`bench click-to-repaint median ${median.toFixed(1)} ms (min ${times[0].toFixed(1)}, max ${times[times.length - 1].toFixed(1)}, ${times.length} clicks)`);
});
