// What each part of the engine costs in the app's wasm (a benchmark, not a test):
// node scripts/wasm-costs.cjs NAMED.wasm, where NAMED.wasm is the app's wasm built
// the same way with its function names kept (wasm-bindgen --keep-debug, wasm-opt -g:
// the same code and data sections as the shipped file, plus a name section).
// Code is counted per function and given to the module that owns it; the data
// section cannot be split by function, so each set's share of it is estimated from
// the string literals (our wording, prompts) in its source folder.
const fs = require('fs');
const path = require('path');
const zlib = require('zlib');

const SETS = ['base', 'echoes', 'cities', 'artifacts', 'relics', 'figures'];
const b = fs.readFileSync(process.argv[2]);

function leb(i) {
  let r = 0, s = 0, x;
  do { x = b[i++]; r += (x & 0x7f) * 2 ** s; s += 7; } while (x & 0x80);
  return [r, i];
}
function name(i) {
  let n;
  [n, i] = leb(i);
  return [b.subarray(i, i + n).toString(), i + n];
}

// Sections: imported functions (they come first in the function index space), the
// code bodies, the data, and the function names.
let imported = 0, code = 0, data = Buffer.alloc(0);
const bodies = [], names = new Map();
for (let i = 8; i < b.length;) {
  const id = b[i++];
  let size;
  [size, i] = leb(i);
  const end = i + size;
  if (id === 2) {
    let [n, j] = leb(i);
    for (let k = 0; k < n; k++) {
      [, j] = name(j);
      [, j] = name(j);
      const kind = b[j++];
      if (kind === 0) { imported++; [, j] = leb(j); }
      else if (kind === 1) { j++; const f = b[j++]; [, j] = leb(j); if (f & 1) [, j] = leb(j); }
      else if (kind === 2) { const f = b[j++]; [, j] = leb(j); if (f & 1) [, j] = leb(j); }
      else if (kind === 3) j += 2;
      else throw new Error(`import kind ${kind} not read`);
    }
  } else if (id === 10) {
    code = size;
    let [n, j] = leb(i);
    for (let k = 0; k < n; k++) {
      let l;
      [l, j] = leb(j);
      bodies.push(b.subarray(j, j + l));
      j += l;
    }
  } else if (id === 11) {
    data = b.subarray(i, end);
  } else if (id === 0) {
    let [custom, j] = name(i);
    if (custom === 'name') {
      while (j < end) {
        const sub = b[j++];
        let l;
        [l, j] = leb(j);
        if (sub === 1) {
          let [c, k] = leb(j);
          for (let x = 0; x < c; x++) {
            let idx, nm;
            [idx, k] = leb(k);
            [nm, k] = name(k);
            names.set(idx, nm);
          }
        }
        j += l;
      }
    }
  }
  i = end;
}
if (!names.size) throw new Error(`${process.argv[2]} has no function names (build it with wasm-opt -g)`);

/** The module a function belongs to, from its demangled name. */
function owner(fn) {
  if (/serde/.test(fn)) return 'serialization (serde, derived impls)';
  // `<path::Type as Trait>::f`: the type's path.
  const m = /^<(?:&(?:mut )?)?([^ <>]+)/.exec(fn);
  const p = (m ? m[1] : fn).split('::');
  if (p[0] === 'innovation') {
    if (p[1] === 'sets' && SETS.includes(p[2])) return `set: ${p[2]}`;
    if (p[1] === 'bots') return 'computer players (bots)';
    if (p[1] === 'pools') return 'Rust library (core, alloc, std, dlmalloc, ...)';
    if (['rules', 'game', 'state', 'model', 'question', 'known', 'setup', 'invariants', 'sets'].includes(p[1])) return 'rules engine';
    if (p[1] === 'cards') return 'card facts (cards)';
    return 'view, log, scenarios, embed, wasm API';
  }
  if (/^(gamehandle_|catalogue|scenario|setup|bench|__wbindgen|__externref|.* -> Externref|.*externref shim|.*multivalue shim)/.test(fn) || /wasm_bindgen|js_sys/.test(fn)) return 'wasm-bindgen glue';
  return 'Rust library (core, alloc, std, dlmalloc, ...)';
}

const groups = new Map();
bodies.forEach((body, k) => {
  const g = owner(names.get(k + imported) ?? '?');
  const e = groups.get(g) ?? { raw: 0, parts: [] };
  e.raw += body.length;
  e.parts.push(body);
  groups.set(g, e);
});

/** The string literals of a set's source (tests left out): what of the data section it owns, roughly. */
function literals(set) {
  const out = [];
  const walk = (dir) => {
    for (const f of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, f.name);
      if (f.isDirectory()) walk(p);
      else if (f.name.endsWith('.rs')) {
        const src = fs.readFileSync(p, 'utf8').split('#[cfg(test)]')[0].replace(/\/\/[^\n]*/g, '');
        for (const m of src.matchAll(/"((?:[^"\\]|\\.)*)"/g)) out.push(m[1]);
      }
    }
  };
  walk(path.resolve(__dirname, '..', 'src', 'sets', set));
  return Buffer.from(out.join('\0'));
}

const kb = (n) => (n / 1024).toFixed(1).padStart(7) + ' KiB';
const gz = (buf) => zlib.gzipSync(buf, { level: 9 }).length;
const whole = gz(Buffer.concat(bodies.concat([data])));
console.log(`wasm costs: code ${kb(code)}, data ${kb(data.length)}; code and data gzip to ${kb(whole)} together`);
console.log('wasm costs: code by owner, raw and gzipped alone (parts gzipped alone add up to more than the whole)');
for (const [g, e] of [...groups].sort((x, y) => y[1].raw - x[1].raw)) {
  console.log(`wasm code   ${g.padEnd(46)} ${kb(e.raw)} ${kb(gz(Buffer.concat(e.parts)))}`);
}
console.log(`wasm data   ${'all (card facts, wording, messages)'.padEnd(46)} ${kb(data.length)} ${kb(gz(data))}`);
for (const s of SETS) {
  const e = groups.get(`set: ${s}`) ?? { raw: 0, parts: [] };
  const text = literals(s);
  console.log(`wasm set    ${s.padEnd(46)} ${kb(e.raw + text.length)} ${kb(gz(Buffer.concat(e.parts.concat([text]))))}   (code ${kb(e.raw).trim()}, strings of its source ~${kb(text.length).trim()})`);
}
