// Browser benchmarks, run by scripts/bench.sh (not by `npm test`: they measure,
// they do not test). The file name keeps it out of `node --test tests/browser/`.
//
// Benchmark (printed, not asserted): the time from a click on an offered answer
// to the repainted table, measured in the page (click event → the next animation
// frame after the repaint), over ~30 answers of a hot-seat game. Measured twice:
// with Playwright's click, whose checks run in the page around the click and so
// inside the measured time, and with the click sent from the page itself (what a
// person's tap costs: nothing of the test harness runs meanwhile).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start } from './lib.mjs';
import { openApp, startGame, startComputers, step, screen, rng, paints, waitPaint } from './app-lib.mjs';

let env;
before(async () => { env = await start(); });
after(async () => { await env.close(); });

/** One step of the game (as `step`), the element clicked from inside the page after a pause. */
async function stepInPage(page, pick) {
  const s = await screen(page);
  if (s.kind === 'question' && s.multi) return step(page, pick);
  const before = await paints(page);
  const sel = s.kind === 'handover' ? '[data-handover-ready]' : s.kind === 'review' ? '[data-pass-device]' : '.inno-question .inno-choice';
  const k = s.kind === 'question' ? pick(await page.locator(sel).count()) : 0;
  await page.evaluate(async ([sel, k]) => {
    await new Promise((r) => setTimeout(r, 50));
    document.querySelectorAll(sel)[k].click();
  }, [sel, k]);
  if (await page.locator('[data-confirm-dialog]').count()) await page.click('[data-confirm-yes]');
  await waitPaint(page, before);
  return s;
}

/** Median time from a click to the repainted table over ~30 answers of a hot-seat game. */
async function clickToRepaint(label, seats, options, viewport) {
  await clickToRepaintBy(`${label}, Playwright's click`, seats, options, viewport, step);
  await clickToRepaintBy(`${label}, click from the page`, seats, options, viewport, stepInPage);
}

async function clickToRepaintBy(label, seats, options, viewport, stepper) {
  const page = await openApp(env, { viewport });
  await startGame(page, seats, options);
  await page.evaluate(() => {
    window.__times = [];
    let clicked = null;
    // What the click was: an answer, or "Done" / "I am ready" at a hand-over (whose paint draws the whole table).
    document.addEventListener('click', (e) => {
      const pass = e.target instanceof Element && e.target.closest('[data-pass-device], [data-handover-ready]');
      clicked = { at: performance.now(), kind: pass ? 'pass' : 'answer' };
    }, true);
    new MutationObserver(() => {
      if (clicked === null) return;
      const { at, kind } = clicked;
      clicked = null;
      requestAnimationFrame(() => window.__times.push({ ms: performance.now() - at, kind }));
    }).observe(document.querySelector('.inno-game'), { attributes: true, attributeFilter: ['data-paints'] });
  });
  const pick = rng(options.seed);
  let answers = 0;
  while (answers < 30) {
    const s = await screen(page);
    if (s.kind === 'end') break;
    await stepper(page, pick);
    if (s.kind === 'question') answers++;
  }
  const times = await page.evaluate(() => window.__times);
  await page.close();
  assert.ok(times.length >= 30, `${times.length} repaints measured`);
  console.log(`bench click-to-repaint ${label} median ${summary(times)}; answers only ${summary(times.filter((t) => t.kind === 'answer'))}; hand-over clicks ${summary(times.filter((t) => t.kind === 'pass'))}`);
}

/** "12.3 ms (min …, max …, N clicks)" of a list of measured clicks. */
function summary(list) {
  const ms = list.map((t) => t.ms).sort((a, b) => a - b);
  if (!ms.length) return 'none';
  return `${ms[Math.floor(ms.length / 2)].toFixed(1)} ms (min ${ms[0].toFixed(1)}, max ${ms[ms.length - 1].toFixed(1)}, ${ms.length} clicks)`;
}

test('click-to-repaint benchmark', { timeout: 180000 }, async () => {
  await clickToRepaint('2 players, base game', ['Ada', 'Bo'], { seed: 13 });
});

// Issue 17's yardstick: a 4-player game with every expansion, at tablet size.
test('click-to-repaint benchmark, 4 players, all expansions', { timeout: 240000 }, async () => {
  const all = ['echoes', 'cities', 'artifacts', 'relics', 'figures'];
  await clickToRepaint('4 players, all expansions, 1024x768', ['Ada', 'Bo', 'Cy', 'Di'], { seed: 13, expansions: all }, { width: 1024, height: 768 });
});

// Benchmark (printed, not asserted): computer players' think time per decision in
// the browser (wasm in the engine worker, round trip included), the strong level
// at its default budget of 1000 ms, over the first decisions of a 2-player game.
test('bot think-time benchmark', { timeout: 120000 }, async () => {
  const page = await openApp(env);
  await page.evaluate(() => {
    window.__think = [];
    const seen = new MutationObserver((records) => {
      for (const r of records) window.__think.push(Number(r.target.dataset.botThinkMs));
    });
    new MutationObserver(() => {
      const game = document.querySelector('.inno-game');
      if (game && !game.__watched) {
        game.__watched = true;
        seen.observe(game, { attributes: true, attributeFilter: ['data-bot-think-ms'] });
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
  await startComputers(page, [{ name: 'Deep', kind: 'strong' }, { name: 'Blue', kind: 'strong' }], { seed: 21 });
  await page.waitForFunction(() => window.__think.length >= 16, null, { timeout: 100000 });
  const times = (await page.evaluate(() => window.__think)).sort((a, b) => a - b);
  await page.goto('about:blank');
  assert.ok(times.every((t) => t >= 0 && t < 5000), `think times ${times}`);
  const mean = times.reduce((s, t) => s + t, 0) / times.length;
  console.log(`bench browser bot think strong (budget 1000 ms): ${times.length} decisions, mean ${mean.toFixed(0)} ms, median ${times[times.length >> 1].toFixed(0)} ms, max ${times[times.length - 1].toFixed(0)} ms`);
});
