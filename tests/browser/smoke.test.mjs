import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start, newPage } from './lib.mjs';

let env;
before(async () => { env = await start(); });
after(async () => { await env.close(); });

test('the engine loads in the page', { timeout: 30000 }, async () => {
  const page = await newPage(env);
  await page.goto(env.url);
  await page.waitForFunction(() => document.body.textContent.includes('cards;'), null, { timeout: 20000 });
  assert.match(await page.textContent('#app'), /^105 cards; /);
  assert.deepEqual(page.errors, []);
});
