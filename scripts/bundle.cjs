// Runs webpack (its Node API: no CLI needed), copies the static files of www/static
// into dist/, and writes the service worker with the list of files to precache.
const fs = require('fs');
const path = require('path');
const crypto = require('crypto');
const webpack = require('webpack');
const config = require('../webpack.config.js')(process.env.MODE || 'production');

const root = path.resolve(__dirname, '..');
const dist = path.join(root, 'dist');

function copyDir(from, to) {
  if (!fs.existsSync(from)) return;
  fs.mkdirSync(to, { recursive: true });
  for (const e of fs.readdirSync(from, { withFileTypes: true })) {
    const a = path.join(from, e.name), b = path.join(to, e.name);
    if (e.isDirectory()) copyDir(a, b); else fs.copyFileSync(a, b);
  }
}

function files(dir, base = dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? files(p, base) : [path.relative(base, p).split(path.sep).join('/')];
  });
}

webpack(config, (err, stats) => {
  if (err || stats.hasErrors()) {
    console.error(err || stats.toString('errors-only'));
    process.exit(1);
  }
  copyDir(path.join(root, 'www/static'), dist);
  // The service worker precaches every built file; its version changes with their content.
  const list = files(dist).filter((f) => f !== 'sw.js').sort();
  const hash = crypto.createHash('sha256');
  for (const f of list) hash.update(f).update(fs.readFileSync(path.join(dist, f)));
  const sw = fs.readFileSync(path.join(root, 'www/sw.js'), 'utf8')
    .replace('__VERSION__', hash.digest('hex').slice(0, 12))
    .replace('__FILES__', JSON.stringify(['./', ...list.map((f) => './' + f)]));
  fs.writeFileSync(path.join(dist, 'sw.js'), sw);
  console.log(`dist/: ${list.length + 1} files`);
});
