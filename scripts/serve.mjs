#!/usr/bin/env node
// Serves www/ on localhost with the MIME types the page needs (application/wasm for streaming
// compilation). Usage: node scripts/serve.mjs [--port N] (0 picks a free port). Prints the URL.
import { createServer } from 'node:http';
import { createReadStream, statSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(fileURLToPath(new URL('../www/', import.meta.url)));
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.wasm': 'application/wasm',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.ts': 'text/plain; charset=utf-8',
};

const args = process.argv.slice(2);
const i = args.indexOf('--port');
const port = i >= 0 ? Number(args[i + 1]) : Number(process.env.PORT ?? 8080);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`bad port: ${args[i + 1]}`);
  process.exit(2);
}

/** The file for a URL path, or null when it is outside www/ or missing. */
function fileFor(urlPath) {
  let path;
  try {
    path = decodeURIComponent(urlPath.split('?')[0]);
  } catch {
    return null;
  }
  const full = normalize(join(ROOT, path));
  if (full !== ROOT && !full.startsWith(ROOT + sep)) return null;
  try {
    const st = statSync(full);
    if (st.isDirectory()) return fileFor(`${path.replace(/\/?$/, '/')}index.html`);
    return st.isFile() ? { full, size: st.size } : null;
  } catch {
    return null;
  }
}

const server = createServer((req, res) => {
  const file = req.method === 'GET' || req.method === 'HEAD' ? fileFor(req.url ?? '/') : null;
  if (!file) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('not found\n');
    return;
  }
  res.writeHead(200, {
    'content-type': TYPES[extname(file.full)] ?? 'application/octet-stream',
    'content-length': file.size,
    // A development server: always serve what was just built.
    'cache-control': 'no-store',
  });
  if (req.method === 'HEAD') res.end();
  else createReadStream(file.full).pipe(res);
});

server.listen(port, '127.0.0.1', () => {
  console.log(`Sudoku Stepper: http://localhost:${server.address().port}/`);
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.close(() => process.exit(0)));
