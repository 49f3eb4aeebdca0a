#!/usr/bin/env node
// Serves www/ on localhost with the MIME types the page needs (application/wasm for streaming
// compilation), and the built dist/ under /dist/. Usage: node scripts/serve.mjs [--port N]
// (0 picks a free port). Prints the URL once the demo page's bundle is built.
// The demo page runs www/bundle/ (scripts/build-page.mjs), never its sources: the server builds
// the bundle before it starts and again whenever a source changes, and each time writes the
// service worker's list of files again (www/precache.js, which names the bundle's), so that a
// page reloaded after an edit runs the edit.
// reveal.js's built files are served at /reveal.js/ (from node_modules), for the deck that tests
// the element inside a reveal.js presentation (www/tests/fixtures/reveal-deck.html).
// Every response allows any origin (another page may load the module and its .wasm), and an HTML
// page asked for with ?csp=strict comes with the strict Content-Security-Policy the element must
// work under (CONTRACT.md).
import { createServer } from 'node:http';
import { createReadStream, statSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { watchPage } from './build-page.mjs';
import { writePrecache } from './build-precache.mjs';

const ROOT = resolve(fileURLToPath(new URL('../www/', import.meta.url)));
/** dist/ (npm run build) is served at /dist/, so pages can embed the bundle as a blog would. */
const DIST = resolve(fileURLToPath(new URL('../dist/', import.meta.url)));
/** reveal.js's dist/, a dev dependency, served at /reveal.js/. */
const REVEAL = resolve(fileURLToPath(new URL('../node_modules/reveal.js/dist/', import.meta.url)));
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.wasm': 'application/wasm',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.ts': 'text/plain; charset=utf-8',
};

/** The policy of `?csp=strict`: no inline script or style, WebAssembly allowed. */
const STRICT_CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'";

const args = process.argv.slice(2);
const i = args.indexOf('--port');
const port = i >= 0 ? Number(args[i + 1]) : Number(process.env.PORT ?? 8080);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`bad port: ${args[i + 1]}`);
  process.exit(2);
}

/** The file for a URL path, or null when it is outside www/ and dist/, or missing. */
function fileFor(urlPath) {
  let path;
  try {
    path = decodeURIComponent(urlPath.split('?')[0]);
  } catch {
    return null;
  }
  const mount = [
    ['/dist', DIST],
    ['/reveal.js', REVEAL],
  ].find(([prefix]) => path === prefix || path.startsWith(`${prefix}/`));
  const root = mount ? mount[1] : ROOT;
  const full = normalize(join(root, mount ? path.slice(mount[0].length) : path));
  if (full !== root && !full.startsWith(root + sep)) return null;
  try {
    const st = statSync(full);
    if (st.isDirectory()) return fileFor(`${path.replace(/\/?$/, '/')}index.html`);
    return st.isFile() ? { full, size: st.size, tag: `"${st.size}-${Math.round(st.mtimeMs)}"` } : null;
  } catch {
    return null;
  }
}

/** True when the URL's query has `csp=strict`. */
function wantsStrictCsp(url) {
  const q = url.indexOf('?');
  return q >= 0 && new URLSearchParams(url.slice(q + 1)).getAll('csp').includes('strict');
}

const server = createServer((req, res) => {
  const cors = { 'access-control-allow-origin': '*' };
  if (req.method === 'OPTIONS') {
    res.writeHead(204, { ...cors, 'access-control-allow-methods': 'GET, HEAD', 'access-control-allow-headers': '*' });
    res.end();
    return;
  }
  const url = req.url ?? '/';
  const file = req.method === 'GET' || req.method === 'HEAD' ? fileFor(url) : null;
  if (!file) {
    res.writeHead(404, { ...cors, 'content-type': 'text/plain; charset=utf-8' });
    res.end('not found\n');
    return;
  }
  const ext = extname(file.full);
  const headers = {
    ...cors,
    'content-type': TYPES[ext] ?? 'application/octet-stream',
    'content-length': file.size,
    // A development server: always what was just built, asked again every time (a file not
    // changed since is a 304, and the browser keeps its compiled code for it).
    'cache-control': 'no-cache',
    etag: file.tag,
  };
  if (ext === '.html' && wantsStrictCsp(url)) headers['content-security-policy'] = STRICT_CSP;
  if (req.headers['if-none-match'] === file.tag) {
    delete headers['content-length'];
    res.writeHead(304, headers);
    res.end();
    return;
  }
  res.writeHead(200, headers);
  if (req.method === 'HEAD') res.end();
  else createReadStream(file.full).pipe(res);
});

const stopWatching = await watchPage(() => writePrecache());
server.listen(port, '127.0.0.1', () => {
  console.log(`Sudoku Stepper: http://localhost:${server.address().port}/`);
});
// Stopped: esbuild's watching service is stopped first. Left running, it outlives this process
// and holds the stderr it inherited, so whoever started the server (a `node --test` run) waits
// for that stream's end forever. Open keep-alive connections are closed rather than waited for.
for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, async () => {
    await stopWatching();
    server.closeAllConnections();
    server.close(() => process.exit(0));
  });
}
