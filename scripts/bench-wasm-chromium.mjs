// The random playouts of scripts/bench-wasm.cjs in Chromium's V8, the browser the
// app is tested in (a benchmark, not a test): Node 20's V8 is three years older,
// and the wasm/native ratio differs between them (docs/speed.md, "Which V8").
// Usage: node scripts/bench-wasm-chromium.mjs DIR [SECONDS], where DIR
// holds the engine built with `wasm-bindgen --target web` (scripts/bench.sh).
// NATIVE_PLAYOUTS, if set, is the native figure of the same playouts.
import fs from 'node:fs';
import path from 'node:path';
import { start, newPage } from '../tests/browser/lib.mjs';

const [dir, seconds = '5'] = process.argv.slice(2);
if (!dir || !fs.existsSync(path.join(dir, 'innovation.js'))) {
  console.error(`usage: node scripts/bench-wasm-chromium.mjs DIR [SECONDS] (DIR/innovation.js from wasm-bindgen --target web)`);
  process.exit(2);
}
fs.writeFileSync(path.join(dir, 'bench.html'), `<!doctype html><script type="module">
import init, { benchPlayouts } from './innovation.js';
await init();
window.playouts = (s) => benchPlayouts(s, 1);
window.ready = true;
</script>`);

const env = await start({ dir });
try {
  const page = await newPage(env);
  await page.goto(`${env.url}bench.html`);
  await page.waitForFunction(() => window.ready, null, { timeout: 60_000 }).catch((e) => {
    throw new Error(`the engine did not load: ${page.errors.join('; ') || e.message}`);
  });
  // V8 tiers the code up over the first ten seconds or so (measured: each run of
  // 4 s faster than the one before until the third or fourth): a warm-up of three
  // runs, not counted, then three runs whose median is the figure.
  const run = () => page.evaluate((s) => window.playouts(s), Number(seconds));
  for (let i = 0; i < 3; i++) await run();
  const runs = [];
  for (let i = 0; i < 3; i++) runs.push(await run());
  if (page.errors.length) throw new Error(`the page failed: ${page.errors.join('; ')}`);
  const rates = runs.map((b) => b.per_second).sort((x, y) => x - y);
  const first = runs[0];
  console.log(`wasm playouts in chromium: playouts/s ${rates.map((x) => x.toFixed(0)).join(', ')} (three runs of ${seconds} s after a warm-up), median ${rates[1].toFixed(0)}; mean answers per playout: ${(first.answers / Math.max(1, first.playouts)).toFixed(1)}`);
  const native = Number(process.env.NATIVE_PLAYOUTS);
  if (native > 0) console.log(`wasm playouts in chromium: native/wasm time ratio ${(native / rates[1]).toFixed(2)} (native ${native.toFixed(0)}/s; issue 17 asks for 1.3 at most in Node's V8)`);
} finally {
  await env.close();
}
