// Computer players: they answer by themselves (pace 0 here), in the engine
// worker; a lone person against them never sees a hand-over screen.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start } from './lib.mjs';
import { openApp, startGame, startComputers, step, screen, rng } from './app-lib.mjs';

let env;
before(async () => { env = await start(); });
after(async () => { await env.close(); });

test('one person against a computer: the computer plays by itself, no hand-over screens', { timeout: 300000 }, async () => {
  const page = await openApp(env);
  // Count every hand-over screen that is ever attached, even briefly.
  await page.evaluate(() => {
    window.__handovers = 0;
    new MutationObserver(() => { if (document.querySelector('[data-handover]')) window.__handovers++; })
      .observe(document.body, { childList: true, subtree: true });
  });
  await startGame(page, [{ name: 'Ada', kind: 'person' }, { name: 'Hal', kind: 'heuristic' }], { seed: 4 });
  const pick = rng(4);
  let mine = 0;
  for (let i = 0; i < 60; i++) {
    const s = await screen(page);
    if (s.kind === 'end') break;
    assert.equal(s.kind, 'question');
    assert.equal(s.viewer, 0, 'the person always looks at their own view');
    mine++;
    await step(page, pick);
  }
  assert.equal(await page.evaluate(() => window.__handovers), 0);
  assert.ok(mine > 10);
  const log = (await page.locator('.inno-log-line').allTextContents()).join('\n');
  assert.match(log, /Hal melds .* to start/, 'the computer melded its first card');
  assert.match((await page.locator('.inno-log-turn-head').allTextContents()).join('\n'), /Turn \d+ · Hal · 2 actions/, 'the computer took turns');
  assert.match(log, /Hal (draws|melds|activates|achieves)/);
  assert.deepEqual(page.errors, []);
});

test('computer players alone play a whole game to the end', { timeout: 300000 }, async () => {
  const page = await openApp(env);
  await startGame(page, [{ name: 'Rex', kind: 'random' }, { name: 'Hal', kind: 'heuristic' }], { seed: 2 });
  await page.waitForSelector('[data-end]', { timeout: 240000 });
  assert.match(await page.textContent('.inno-end-title'), /wins?!|draw/);
  assert.equal(await page.locator('[data-handover]').count(), 0);
  assert.deepEqual(page.errors, []);
});

test('a computer thinks during the pause before its answer and answers no sooner than the pause', { timeout: 120000 }, async () => {
  const pace = 2000;
  // Every request the page sends to the engine worker, with its time, and every reply.
  const page = await openApp(env, {
    query: `?pace=${pace}`,
    init: () => {
      window.__sent = [];
      window.__replies = [];
      const W = window.Worker;
      window.Worker = class extends W {
        constructor(...args) {
          super(...args);
          this.addEventListener('message', (e) => window.__replies.push(e.data));
        }
        postMessage(m, ...rest) {
          window.__sent.push({ op: m?.op, id: m?.id, at: performance.now() });
          return super.postMessage(m, ...rest);
        }
      };
    },
  });
  await startComputers(page, [{ name: 'Rex', kind: 'heuristic' }, { name: 'Hal', kind: 'heuristic' }], { seed: 3 });
  await page.waitForFunction(() => window.__sent.filter((m) => m.op === 'botPlay').length >= 3, null, { timeout: 60000 });
  const all = await page.evaluate(() => window.__sent);
  // A computer's answer never reaches the page (it may name the computer's hidden
  // cards): the worker replies to its decision with nothing.
  const thinks = new Set(all.filter((m) => m.op === 'botThink').map((m) => m.id));
  const replies = (await page.evaluate(() => window.__replies)).filter((r) => thinks.has(r.id));
  assert.ok(replies.length >= 3, `${replies.length} replies to computer decisions seen`);
  for (const r of replies) assert.deepEqual([r.ok, r.value], [true, undefined]);
  // Computers alone: every answer went through the worker's decision, none through the page.
  assert.equal(all.filter((m) => m.op === 'play').length, 0);
  const sent = all.filter((m) => m.op === 'botThink' || m.op === 'botPlay');
  const moves = [];
  for (let i = 0; i + 1 < sent.length; i++) if (sent[i].op === 'botThink' && sent[i + 1].op === 'botPlay') moves.push({ asked: sent[i].at, played: sent[i + 1].at });
  assert.ok(moves.length >= 3, `${moves.length} computer answers seen`);
  for (const [k, m] of moves.entries()) {
    // Paced: the answer is played no sooner than the pause after the question was shown.
    assert.ok(m.played - m.asked >= pace - 20, `answer ${k} played ${(m.played - m.asked).toFixed(0)} ms after it was asked`);
    // Thinking starts at once, not after the pause: the next question is asked of
    // the engine long before a pause has gone by since the last answer.
    if (k > 0) assert.ok(m.asked - moves[k - 1].played < pace / 2, `answer ${k} asked ${(m.asked - moves[k - 1].played).toFixed(0)} ms after the last was played`);
  }
  assert.deepEqual(page.errors, []);
});
