// A seed corpus for the `input` target, behind each entry's first byte (see
// fuzz_targets/input.rs): configurations (0), saves of every format (1: those of
// tests/fixtures and current-format saves of random games, through the engine's
// wasm for Node), scenario files for the page (2) and for the command line (3).
//
//   source scripts/lib.sh && build_wasm nodejs target/wasm-node
//   node fuzz/seed-input.cjs            # writes fuzz/corpus/input/
const fs = require('fs');
const path = require('path');

const root = path.resolve(__dirname, '..');
const out = path.join(__dirname, 'corpus', 'input');
fs.mkdirSync(out, { recursive: true });
const put = (name, entry, text) => fs.writeFileSync(path.join(out, name), Buffer.concat([Buffer.from([entry]), Buffer.from(text)]));

const w = require(path.join(root, 'target', 'wasm-node', 'innovation.js'));
const ALL = ['echoes', 'artifacts', 'relics', 'cities', 'figures'];
const configs = [[{}, 2], [{ edition: 4 }, 3], [{ edition: 1 }, 2], [{ expansions: ['echoes'] }, 2], [{ expansions: ['artifacts', 'relics'] }, 3],
  [{ expansions: ['cities'] }, 2], [{ expansions: ['figures'] }, 2], [{ expansions: ALL }, 4], [{ edition: 4, teams: [['a', 'c'], ['b', 'd']] }, 4], [{ expansions: ALL, teams: [['a', 'b'], ['c', 'd']] }, 4]];
let saves = 0;
for (const [k, [extra, n]] of configs.entries()) {
  const config = { players: ['a', 'b', 'c', 'd'].slice(0, n), ...extra };
  put(`config-${k}`, 0, JSON.stringify(config));
  for (let seed = 1; seed <= 8; seed++) {
    const g = new w.GameHandle({ ...config, seed });
    // Saves at the start, in the middle and late in a game.
    for (let i = 0, stop = [5, 40, 120, 300][seed % 4]; i < stop; i++) {
      const q = g.view(null).question;
      if (!q) break;
      g.answer(g.botAnswer(q.player, 'random', 0, i));
    }
    put(`save3-${saves++}`, 1, g.save());
  }
}
for (const f of fs.readdirSync(path.join(root, 'tests', 'fixtures')).filter((f) => /^save-v\d(-[\w-]+)?\.json$/.test(f) && !/-question\.json$/.test(f))) {
  put(f, 1, fs.readFileSync(path.join(root, 'tests', 'fixtures', f)));
}
// One in eight of the files of each folder (tests/scenarios/cards/ holds one folder
// per set): the corpus stays small, and every folder is in it.
let scenarios = 0;
const walk = (d, name) => {
  const entries = fs.readdirSync(d, { withFileTypes: true });
  entries.filter((e) => e.isDirectory()).forEach((e) => walk(path.join(d, e.name), `${name}-${e.name}`));
  entries.filter((e) => e.name.endsWith('.json')).filter((_, i) => i % 8 === 0).forEach((e) => {
    const text = fs.readFileSync(path.join(d, e.name));
    put(`page${name}-${e.name}`, 2, text);
    put(`cli${name}-${e.name}`, 3, text);
    scenarios++;
  });
};
walk(path.join(root, 'tests', 'scenarios'), '');
console.log(`${out}: ${configs.length} configurations, ${saves} current-format saves, the save fixtures (every format), ${scenarios} scenario files (twice)`);
