// scripts/serve.cjs (the static server of `npm start` and the browser tests):
// nothing outside its directory is served, and odd requests get an answer
// without bringing the server down.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { serve } = require('../../scripts/serve.cjs');

let server;
let port;
before(async () => {
  const top = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-'));
  fs.mkdirSync(path.join(top, 'dist'));
  fs.mkdirSync(path.join(top, 'dist-old'));
  fs.writeFileSync(path.join(top, 'dist', 'index.html'), '<p>app</p>');
  fs.writeFileSync(path.join(top, 'dist', 'engine.wasm'), 'wasm');
  fs.writeFileSync(path.join(top, 'dist-old', 'secret.txt'), 'old build');
  fs.writeFileSync(path.join(top, 'outside.txt'), 'outside');
  server = await serve(path.join(top, 'dist'), 0);
  port = server.address().port;
});
after(() => new Promise((r) => server.close(r)));

/** GET a raw path (not normalised by a URL parser on the way). */
function get(rawPath) {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: rawPath, method: 'GET' }, (res) => {
      let body = '';
      res.on('data', (d) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode, type: res.headers['content-type'], body }));
    });
    req.on('error', reject);
    req.end();
  });
}

test('files of the directory are served with their types', async () => {
  assert.deepEqual(await get('/'), { status: 200, type: 'text/html; charset=utf-8', body: '<p>app</p>' });
  assert.equal((await get('/engine.wasm')).type, 'application/wasm');
  assert.equal((await get('/missing.js')).status, 404);
});

test('a sibling directory whose name starts like the root is not served', async () => {
  for (const p of ['/..%2fdist-old/secret.txt', '/%2e%2e%2fdist-old/secret.txt', '/..%2f..%2foutside.txt', '/..%5cdist-old/secret.txt']) {
    const r = await get(p);
    assert.notEqual(r.status, 200, p);
    assert.doesNotMatch(r.body, /old build|outside/, p);
  }
});

test('malformed escapes and NUL bytes get 400 and the server keeps serving', async () => {
  for (const p of ['/%E0%A4%A', '/%', '/x%zz', '/%00', '/index.html%00.js']) {
    assert.equal((await get(p)).status, 400, p);
  }
  assert.equal((await get('/')).status, 200);
});
