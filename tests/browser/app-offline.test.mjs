// Offline: after the first visit the service worker serves everything, engine
// worker and WebAssembly included; a game starts with the network cut, and the
// rules page opens.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start } from './lib.mjs';
import { openApp, startGame, screen } from './app-lib.mjs';

let env;
before(async () => { env = await start(); });
after(async () => { await env.close(); });

test('after the first load the app starts a game offline', { timeout: 120000 }, async () => {
  const page = await openApp(env);
  const state = await page.evaluate(async () => {
    const reg = await navigator.serviceWorker.ready;
    const sw = reg.active;
    if (sw.state !== 'activated') await new Promise((r) => sw.addEventListener('statechange', () => sw.state === 'activated' && r()));
    return sw.state;
  });
  assert.equal(state, 'activated');
  await page.context().setOffline(true);
  await page.reload();
  await page.waitForSelector('[data-start]', { timeout: 30000 });
  assert.equal(await page.getAttribute('.inno-app', 'data-engine'), 'worker');
  await startGame(page, ['Ada', 'Bo'], { seed: 1 });
  assert.equal((await screen(page)).kind, 'handover');
  await page.click('[data-handover-ready]');
  await page.waitForSelector('.inno-choosable');
  assert.equal(await page.locator('.inno-me .inno-hand .inno-choosable').count(), 2);
  // The rules page too: it is read during a game, perhaps with no network.
  await page.goto(env.url + 'rules.html');
  assert.equal(await page.textContent('h1'), 'How to play Innovation');
  assert.deepEqual(page.errors, []);
});

test('the app can be installed: Chromium finds a valid manifest and no installability error', { timeout: 60000 }, async () => {
  const page = await openApp(env);
  await page.evaluate(() => navigator.serviceWorker.ready);
  const cdp = await page.context().newCDPSession(page);
  const manifest = await cdp.send('Page.getAppManifest');
  assert.deepEqual(manifest.errors, []);
  assert.match(manifest.url, /manifest\.webmanifest$/);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // Test browser contexts are private windows, where no app can be installed; nothing else may be missing.
  assert.deepEqual(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito'), []);
});
