// The engine's wasm in Node's V8 (the JavaScript engine of Chromium): random
// playouts per second, and the think time per decision of each computer level
// over the first decisions of a 2-player game (strong at a 1000 ms budget), and
// the size of what crosses to the page: a player's view and a save, as JSON.
const path = require('path');
const w = require(path.resolve(__dirname, '../target/wasm-node/innovation.js'));
const seconds = Number(process.argv[2] || 5);

// A warm-up first, not counted: V8 tiers the code up over the first seconds (the
// first run of 4 s was 3-7% slower than the next ones).
w.benchPlayouts(Math.min(seconds, 4), 1);
const b = w.benchPlayouts(seconds, 1);
console.log(`wasm playouts: ${b.playouts}  playouts/s: ${b.per_second.toFixed(0)}  mean answers per playout: ${(b.answers / Math.max(1, b.playouts)).toFixed(1)}`);
// NATIVE_PLAYOUTS: the native figure of the same playouts (scripts/bench.sh).
const native = Number(process.env.NATIVE_PLAYOUTS);
if (native > 0) console.log(`wasm playouts: native/wasm time ratio ${(native / b.per_second).toFixed(2)} (native ${native.toFixed(0)}/s; issue 17 asks for 1.3 at most)`);

for (const [level, budget, decisions] of [['random', 0, 200], ['heuristic', 0, 200], ['strong', 1000, 12]]) {
  const g = new w.GameHandle({ players: ['a', 'b'], seed: 5 });
  const times = [];
  for (let i = 0; i < decisions; i++) {
    const v = g.view(null);
    if (!v.question) break;
    const p = v.question.player;
    const t = performance.now();
    const a = g.botAnswer(p, level, budget, i);
    times.push(performance.now() - t);
    g.answer(a);
  }
  times.sort((x, y) => x - y);
  const mean = times.reduce((s, x) => s + x, 0) / times.length;
  console.log(`wasm think time ${level}${budget ? ` (budget ${budget} ms)` : ''}: ${times.length} decisions, mean ${mean.toFixed(1)} ms, median ${times[times.length >> 1].toFixed(1)} ms, max ${times[times.length - 1].toFixed(1)} ms`);
}

// Snapshot sizes over whole random 2-player games: a player's view (what the page
// receives after every answer) and the save text (what autosave writes).
{
  const views = [], saves = [];
  for (let seed = 1; seed <= 20; seed++) {
    const g = new w.GameHandle({ players: ['a', 'b'], seed });
    for (let i = 0; ; i++) {
      const v = g.view(null);
      if (!v.question) break;
      if (i % 10 === 0) {
        views.push(JSON.stringify(g.view(v.question.player)).length);
        saves.push(g.save().length);
      }
      g.answer(g.botAnswer(v.question.player, 'random', 0, i));
    }
  }
  const stat = (xs) => `mean ${(xs.reduce((s, x) => s + x, 0) / xs.length / 1024).toFixed(1)} KiB, max ${(Math.max(...xs) / 1024).toFixed(1)} KiB`;
  console.log(`snapshot: a player's view ${stat(views)}; save ${stat(saves)} (${views.length} samples from 20 random games)`);
}
