import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start, newPage } from './lib.mjs';

let env;
before(async () => { env = await start(); });
after(async () => { await env.close(); });

test('the app loads its engine in a worker and shows the setup screen', { timeout: 30000 }, async () => {
  const page = await newPage(env);
  await page.goto(env.url);
  await page.waitForSelector('[data-start]', { timeout: 20000 });
  assert.equal(await page.getAttribute('.inno-app', 'data-engine'), 'worker');
  assert.equal(await page.textContent('.inno-title'), 'Innovation');
  assert.equal(await page.getAttribute('a[href="cards.html"]', 'href'), 'cards.html');
  assert.deepEqual(page.errors, []);
});
