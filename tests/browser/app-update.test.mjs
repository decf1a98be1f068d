// The service worker across deployments: after a new build is deployed, the second
// load runs it (the first may still be the old one, from the cache) and offline
// play keeps working; two deployments under different paths of one origin keep
// their own caches; offline, only page loads fall back to the app's page.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { start, root } from './lib.mjs';

let env;
let site;
before(async () => {
  // One origin, two deployments of the built app: /a/ and /b/.
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-'));
  for (const d of ['a', 'b']) fs.cpSync(path.join(root, 'dist'), path.join(site, d), { recursive: true });
  env = await start({ dir: site });
});
after(async () => { await env.close(); fs.rmSync(site, { recursive: true, force: true }); });

/** Wait until the page is controlled by an activated service worker; returns its cache names. */
async function activated(page) {
  return page.evaluate(async () => {
    const reg = await navigator.serviceWorker.ready;
    const sw = reg.active;
    if (sw.state !== 'activated') await new Promise((r) => sw.addEventListener('statechange', () => sw.state === 'activated' && r()));
    if (!navigator.serviceWorker.controller) await new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }));
    return caches.keys();
  });
}

/** "Deploy" a new build of /a/: a changed page and a new service worker version. */
function deployNewBuild(dir) {
  const index = path.join(dir, 'index.html');
  fs.writeFileSync(index, fs.readFileSync(index, 'utf8').replace('<head>', '<head><meta name="build" content="second">'));
  const sw = path.join(dir, 'sw.js');
  fs.writeFileSync(sw, fs.readFileSync(sw, 'utf8').replace(/const CACHE = PREFIX \+ '[^']*'/, "const CACHE = PREFIX + 'second-build'"));
}

const build = (page) => page.evaluate(() => document.querySelector('meta[name=build]')?.content ?? 'first');

test('after a deploy the second load runs the new build, and offline still works', { timeout: 120000 }, async () => {
  const context = await env.browser.newContext();
  const page = await context.newPage();
  await page.goto(env.url + 'a/?pace=0');
  await page.waitForSelector('[data-start]', { timeout: 30000 });
  const first = await activated(page);
  assert.equal(first.filter((k) => k.startsWith('innovation /a/ ')).length, 1, first.join(', '));
  assert.equal(await build(page), 'first');

  deployNewBuild(path.join(site, 'a'));
  // First load after the deploy: the old build from the cache; the new worker installs
  // meanwhile, activates and drops the old cache.
  await page.reload();
  await page.waitForSelector('[data-start]', { timeout: 30000 });
  for (let t = 0; ; t++) {
    const keys = (await page.evaluate(() => caches.keys())).filter((k) => k.startsWith('innovation /a/ '));
    if (keys.length === 1 && keys[0] === 'innovation /a/ second-build') break;
    assert.ok(t < 150, `the new build did not take over: ${keys}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  await page.reload();
  await page.waitForSelector('[data-start]', { timeout: 30000 });
  assert.equal(await build(page), 'second');
  const keys = await activated(page);
  assert.deepEqual(keys.filter((k) => k.startsWith('innovation /a/ ')), ['innovation /a/ second-build']);

  await context.setOffline(true);
  await page.reload();
  await page.waitForSelector('[data-start]', { timeout: 30000 });
  assert.equal(await build(page), 'second');
  assert.equal(await page.getAttribute('.inno-app', 'data-engine'), 'worker');
  // Offline, a missing script is a failed fetch, not the app's page passed off as JavaScript.
  const missing = await page.evaluate(() => fetch('missing-chunk.js').then((r) => `${r.status} ${r.headers.get('content-type')}`, () => 'failed'));
  assert.equal(missing, 'failed');
  await context.close();
});

test('two deployments on one origin keep each other\'s offline files', { timeout: 120000 }, async () => {
  const context = await env.browser.newContext();
  const page = await context.newPage();
  await page.goto(env.url + 'b/?pace=0');
  await page.waitForSelector('[data-start]', { timeout: 30000 });
  await activated(page);
  await page.goto(env.url + 'a/?pace=0');
  await page.waitForSelector('[data-start]', { timeout: 30000 });
  const keys = await activated(page);
  assert.ok(keys.some((k) => k.startsWith('innovation /b/ ')), `b's cache survives a's activation: ${keys}`);
  assert.ok(keys.some((k) => k.startsWith('innovation /a/ ')), `${keys}`);
  await context.setOffline(true);
  await page.goto(env.url + 'b/?pace=0');
  await page.waitForSelector('[data-start]', { timeout: 30000 });
  await context.close();
});
