// Prints the size, raw and gzipped, of what a browser downloads (a benchmark, not a test).
const fs = require('fs');
const path = require('path');
const zlib = require('zlib');
const dist = path.resolve(__dirname, '..', 'dist');
const kb = (n) => (n / 1024).toFixed(1) + ' KiB';
for (const f of fs.readdirSync(dist).filter((f) => /\.(wasm|js)$/.test(f)).sort()) {
  const b = fs.readFileSync(path.join(dist, f));
  console.log(`size ${f.padEnd(28)} raw ${kb(b.length).padStart(10)}   gzip ${kb(zlib.gzipSync(b, { level: 9 }).length).padStart(10)}`);
}
