// A tiny static file server for the end-to-end tests: serves the repository root on
// 127.0.0.1 at a free port, with the right MIME types (.wasm as application/wasm).

import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';

/** Content types by file ending (shared with fixtures/site-server.mjs). */
export const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * The file a request names under the folder `base` (a folder's index.html), as
 * {file, info}; or null after answering 403 (outside `base`) or 404 (no such file).
 */
export async function findFile(base, req, res) {
  const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
  let file = normalize(join(base, path));
  if (file !== base && !file.startsWith(base + sep)) {
    res.writeHead(403).end();
    return null;
  }
  let info = await stat(file).catch(() => null);
  if (info && info.isDirectory()) {
    file = join(file, 'index.html');
    info = await stat(file).catch(() => null);
  }
  if (!info) {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    return null;
  }
  return { file, info };
}

/** Starts serving `root`; resolves to {url, close()}. */
export async function serve(root) {
  const base = resolve(root);
  const server = createServer(async (req, res) => {
    try {
      const found = await findFile(base, req, res);
      if (!found) return;
      const { file } = found;
      const body = await readFile(file);
      res.writeHead(200, {
        'content-type': TYPES[extname(file)] || 'application/octet-stream',
        'cache-control': 'no-store',
      });
      res.end(body);
    } catch (e) {
      res.writeHead(500, { 'content-type': 'text/plain' }).end(String(e));
    }
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((ok) => { server.closeAllConnections?.(); server.close(() => ok()); }),
  };
}
