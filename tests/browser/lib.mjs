// Shared by the browser tests: serve dist/ on 127.0.0.1 (a free port) and drive
// Debian's chromium with playwright-core (never a downloaded browser).
import { chromium } from 'playwright-core';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { serve } = require('../../scripts/serve.cjs');
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** Start the server (of `dir`, default dist/) and the browser; returns { url, browser, server, close }. */
export async function start({ dir = path.join(root, 'dist') } = {}) {
  const server = await serve(dir, 0);
  const url = `http://127.0.0.1:${server.address().port}/`;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM || '/usr/bin/chromium', args: FLAGS });
  return {
    url, browser, server,
    async close() { await browser.close(); await new Promise((r) => server.close(r)); },
  };
}

/**
 * A fresh page (own storage) that fails the test on any page error; `touch`: a
 * touch screen with touch events, as a tablet's browser.
 */
export async function newPage(env, viewport = { width: 1366, height: 768 }, { touch = false } = {}) {
  const context = await env.browser.newContext({ viewport, ...(touch ? { hasTouch: true, isMobile: true, deviceScaleFactor: 2 } : {}) });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.errors = errors;
  return page;
}
