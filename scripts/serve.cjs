// A small static server for dist/ (wasm served as application/wasm), bound to 127.0.0.1.
// Usage: node scripts/serve.cjs DIR [PORT]; PORT 0 picks a free port. Prints the URL.
const http = require('http');
const fs = require('fs');
const path = require('path');

const types = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.mjs': 'text/javascript', '.wasm': 'application/wasm',
  '.json': 'application/json', '.css': 'text/css', '.svg': 'image/svg+xml', '.png': 'image/png',
  '.webmanifest': 'application/manifest+json', '.txt': 'text/plain; charset=utf-8',
};

function serve(dir, port = 0) {
  const root = path.resolve(dir);
  const server = http.createServer((req, res) => {
    let url;
    try {
      url = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    } catch {
      res.writeHead(400, { 'content-type': 'text/plain' }).end('bad request'); // a malformed % sequence
      return;
    }
    if (url.includes('\0')) { res.writeHead(400, { 'content-type': 'text/plain' }).end('bad request'); return; }
    let file = path.join(root, url);
    // Inside the root only: "/..%2fdist-old/x" must not reach a sibling directory.
    if (file !== root && !file.startsWith(root + path.sep)) { res.writeHead(403).end(); return; }
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html');
    fs.readFile(file, (err, data) => {
      if (err) { res.writeHead(404, { 'content-type': 'text/plain' }).end('not found'); return; }
      res.writeHead(200, { 'content-type': types[path.extname(file)] || 'application/octet-stream', 'cache-control': 'no-cache' });
      res.end(data);
    });
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

module.exports = { serve };

if (require.main === module) {
  const [dir = 'dist', port = '8080'] = process.argv.slice(2);
  serve(dir, Number(port)).then((s) => console.log(`serving ${dir} on http://127.0.0.1:${s.address().port}/`));
}
