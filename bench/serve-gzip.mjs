// A static server for benchmarks: serves a folder (dist/ by default) on 127.0.0.1 at a free
// port, gzip-compressed when the browser accepts it (as a real host does), each file
// compressed once and kept, with `cache-control: no-cache` (the browser revalidates). The
// content types are the end-to-end tests' (tests/e2e/server.mjs).
//
//   import { serveGzip } from './serve-gzip.mjs';
//   const server = await serveGzip('dist');   // {url, close(), bytes: {raw, sent}}
//   node bench/serve-gzip.mjs [dir] [port]     // serve by hand (Ctrl-C stops it)

import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { TYPES, findFile } from '../tests/e2e/server.mjs';

/** Starts serving `root`; resolves to {url, close(), bytes}. */
export async function serveGzip(root, port = 0) {
  const base = resolve(root);
  const cache = new Map();
  const bytes = { raw: 0, sent: 0, requests: 0 };
  const server = createServer(async (req, res) => {
    try {
      const found = await findFile(base, req, res);
      if (!found) return;
      const { file, info } = found;
      const key = `${file}:${info.mtimeMs}`;
      if (!cache.has(key)) {
        const body = await readFile(file);
        cache.set(key, { body, gz: gzipSync(body, { level: 9 }) });
      }
      const { body, gz } = cache.get(key);
      const zip = /\bgzip\b/.test(req.headers['accept-encoding'] || '');
      const headers = {
        'content-type': TYPES[extname(file)] || 'application/octet-stream',
        'cache-control': 'no-cache',
        vary: 'accept-encoding',
      };
      if (zip) headers['content-encoding'] = 'gzip';
      res.writeHead(200, headers);
      bytes.requests += 1;
      bytes.raw += body.length;
      bytes.sent += zip ? gz.length : body.length;
      res.end(req.method === 'HEAD' ? undefined : zip ? gz : body);
    } catch (e) {
      res.writeHead(500, { 'content-type': 'text/plain' }).end(String(e));
    }
  });
  await new Promise((ok) => server.listen(port, '127.0.0.1', ok));
  return {
    url: `http://127.0.0.1:${server.address().port}/`,
    bytes,
    close: () => new Promise((ok) => { server.closeAllConnections?.(); server.close(() => ok()); }),
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const s = await serveGzip(process.argv[2] || 'dist', Number(process.argv[3] || 0));
  console.log(`serving ${resolve(process.argv[2] || 'dist')} (gzip) on ${s.url}`);
}
