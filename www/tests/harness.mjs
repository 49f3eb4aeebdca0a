// Shared set-up for the end-to-end tests and the benchmark: serve www/ on a free port, launch
// the system Chromium, and record every console error, page error and Content-Security-Policy
// violation. `suite` is the set-up of a test file; helpers.mjs reads and drives the element.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { buildVendor } from '../../scripts/build-vendor.mjs';
import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, afterEach, before, describe } from 'node:test';
import { chromium } from 'playwright-core';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const ARTIFACTS = `${ROOT}test-artifacts/`;

export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // A page the tests recycle (launch) leaves its document at once, as a closed one would.
  '--disable-features=BackForwardCache',
];

/** The desktop viewport pages open with unless a test asks for another. */
export const DESKTOP = { width: 1200, height: 900 };
/** A phone: 375×740, touch events, mobile viewport rules. */
export const PHONE = { viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true };

/**
 * Starts scripts/serve.mjs on a free port; resolves to `{ url, stop }`. Writes www/vendor/ first
 * (the export worker's encoders, generated like www/pkg), so a test file run alone has them.
 */
export function serve() {
  buildVendor();
  return new Promise((resolve, reject) => {
    // Its stderr is piped through, not inherited: a process the server starts (esbuild's service)
    // inherits it in turn, and if it ever outlived the server it would hold this file's stderr,
    // on which `node --test` waits before it ends the run; `stop` lets go of the pipes.
    const child = spawn(process.execPath, [`${ROOT}scripts/serve.mjs`, '--port', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stderr.pipe(process.stderr);
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const m = out.match(/http:\/\/\S+/);
      if (m) {
        resolve({
          url: m[0],
          stop: () => {
            child.kill();
            // Not waited for: what holds them now is not the server.
            child.stdout.destroy();
            child.stderr.destroy();
          },
        });
      }
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

/**
 * Resolves once the page's <sudoku-stepper> is ready: defined, and its public `ready` promise
 * (engine loaded, board shown) settled within 15 s.
 */
export async function whenReady(page, selector = 'sudoku-stepper') {
  await page.waitForFunction(() => customElements.get('sudoku-stepper') !== undefined);
  await page
    .locator(selector)
    .first()
    .evaluate(async (el) => {
      let timer = 0;
      const late = new Promise((_, fail) => {
        timer = setTimeout(() => fail(new Error("the element's ready promise did not settle in 15 s")), 15_000);
      });
      await Promise.race([el.ready, late]).finally(() => clearTimeout(timer));
    });
}

/**
 * Launches Chromium; `errors` collects console errors, page errors and `securitypolicyviolation`
 * events (`csp: <violatedDirective> <blockedURI>`) of every page.
 *
 * `open(url, viewport, options)` opens a page in a fresh context and waits for the element:
 * - `viewport` (default DESKTOP) is the window size;
 * - `options` are Playwright context options (`colorScheme: 'dark'`, `hasTouch`, `isMobile`,
 *   `serviceWorkers: 'allow'` (blocked unless asked for), …)
 *   plus `before(page)`, run before navigation (to route requests), `ready: false` to return as
 *   soon as the page has loaded, without waiting for the element, and `timeout`, the page's
 *   default action timeout in ms (also while waiting for the element).
 * `openPhone(url, options)` is `open` with the PHONE context (375×740, touch, mobile).
 * `closePages()` closes every page still open.
 */
export async function launch() {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const errors = [];
  /** Pages not closed yet. @type {Set<import('playwright-core').Page>} */
  const pages = new Set();
  /**
   * Pages a test closed, kept for the next test that opens one with the same context options: opening a page costs this machine about half a second more than loading a
   * document into one that is open. A page is kept only while nothing a test did to it outlives
   * its document (see `recycle`).
   * @type {Map<string, import('playwright-core').Page[]>}
   */
  const idle = new Map();
  const fresh = async (/** @type {string} */ key, /** @type {object} */ options) => {
    const page = await browser.newPage(options);
    const close = page.close.bind(page);
    const marks = /** @type {any} */ (page);
    marks.poolKey = key;
    // What a test can do to a page that a new document does not undo marks it as not to be
    // kept: init scripts, bindings, a fake clock, media emulation, its context (permissions, a
    // second tab, a CDP session) and viewport changes.
    const wrap = (/** @type {any} */ target, /** @type {string[]} */ names) => {
      for (const name of names) {
        const own = target[name].bind(target);
        if (target === page) marks[`own_${name}`] = own;
        target[name] = (/** @type {unknown[]} */ ...args) => {
          marks.dirty = true;
          return own(...args);
        };
      }
    };
    wrap(page, ['addInitScript', 'exposeFunction', 'exposeBinding', 'emulateMedia', 'setViewportSize', 'setExtraHTTPHeaders']);
    const context = page.context();
    wrap(context, ['newPage', 'newCDPSession', 'grantPermissions', 'addInitScript', 'route', 'setOffline', 'addCookies', 'exposeBinding', 'exposeFunction']);
    const cdp = context.newCDPSession.bind(context);
    const clock = page.clock;
    Object.defineProperty(page, 'clock', {
      get() {
        marks.dirty = true;
        return clock;
      },
    });
    page.close = async (options) => {
      if (marks.dirty || page.isClosed() || !(await recycle(page))) return close(options);
    };
    marks.ownCdp = cdp;
    await marks.own_exposeFunction('__reportCspViolation', (/** @type {string} */ text) => errors.push(text));
    await marks.own_addInitScript(() => {
      const report = (/** @type {any} */ e) => /** @type {any} */ (window).__reportCspViolation?.(`csp: ${e.violatedDirective} ${e.blockedURI}`);
      // Violations inside a shadow root are composed events: the document sees them too.
      document.addEventListener('securitypolicyviolation', report, true);
    });
    return page;
  };
  /**
   * Makes a closed page as good as new, or says it cannot: its listeners and routes dropped,
   * its origin's storage (local, session, IndexedDB, caches) cleared, an empty document loaded.
   * @param {import('playwright-core').Page} page
   */
  const recycle = async (page) => {
    pages.delete(page);
    try {
      page.removeAllListeners();
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      const origin = new URL(page.url()).origin;
      await page.evaluate(() => sessionStorage.clear()).catch(() => {});
      await page.goto('about:blank');
      if (origin.startsWith('http')) {
        const session = await /** @type {any} */ (page).ownCdp(page);
        await session.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
        await session.detach();
      }
      await page.mouse.move(0, 0);
    } catch {
      return false;
    }
    const key = /** @type {any} */ (page).poolKey;
    idle.set(key, [...(idle.get(key) ?? []), page]);
    return true;
  };
  const open = async (url, viewport = DESKTOP, options = {}) => {
    const { before, ready = true, timeout, ...context } = options;
    // The app pages register a service worker (offline.js) that downloads the whole build; only
    // the tests of offline use (offline.test.mjs) let it, the others test the network's way.
    const settings = { viewport, serviceWorkers: 'block', ...context };
    // Pages differ by their context's options; a kept page takes any viewport.
    const key = JSON.stringify({ ...settings, viewport: null });
    const kept = idle.get(key)?.pop();
    if (kept && JSON.stringify(kept.viewportSize()) !== JSON.stringify(viewport)) await /** @type {any} */ (kept).own_setViewportSize(viewport);
    const page = kept ?? (await fresh(key, settings));
    pages.add(page);
    page.on('close', () => pages.delete(page));
    page.setDefaultTimeout(timeout ?? 30_000);
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(`console: ${m.text()}`);
    });
    page.on('pageerror', (e) => errors.push(`page: ${e.message}`));
    if (before) await before(page);
    await page.goto(url);
    if (ready) await whenReady(page);
    return page;
  };
  const openPhone = (url, options = {}) => {
    const { viewport, ...rest } = PHONE;
    return open(url, viewport, { ...rest, ...options });
  };
  /** Returns the errors recorded so far and forgets them (one test's errors stay its own). */
  const takeErrors = () => errors.splice(0, errors.length);
  const closePages = () => Promise.all([...pages].map((p) => p.close().catch(() => {})));
  return { browser, errors, open, openPhone, takeErrors, closePages };
}

/**
 * A `describe` block of browser tests sharing one server and one Chromium. After each test the
 * pages it left open are closed and no console error, page error or CSP violation may remain.
 * `body` gets:
 * - `server.url`, the served www/ (read it inside tests: the server starts in `before`);
 * - `open(url, viewport, options)` and `openPhone(url, options)` as `launch` has them, with
 *   `timeout` (default 8 s) as every page's action timeout, so that a missing part fails in
 *   seconds, not minutes;
 * - `takeErrors()`, for a test that checks the errors itself part way through.
 * @param {string} name
 * @param {(t: { server: { readonly url: string }, open: Function, openPhone: Function, takeErrors: () => string[] }) => void} body
 * @param {{ timeout?: number }} [settings]
 */
export function suite(name, body, { timeout = 8_000 } = {}) {
  describe(name, () => {
    let started;
    let env;
    before(async () => {
      started = await serve();
      env = await launch();
    });
    after(async () => {
      await env?.browser.close();
      started?.stop();
    });
    afterEach(async () => {
      if (!env) return; // the set-up failed, and said so
      await env.closePages();
      assert.deepEqual(env.takeErrors(), [], 'no console errors, page errors or CSP violations');
    });
    body({
      server: {
        get url() {
          return started.url;
        },
      },
      open: (url, viewport, options = {}) => env.open(url, viewport, { timeout, ...options }),
      openPhone: (url, options = {}) => env.openPhone(url, { timeout, ...options }),
      takeErrors: () => env.takeErrors(),
    });
  });
}

/**
 * Whether screenshots are taken: not in the gate (nothing compares them), only with
 * SUDOKU_SHOTS=1 (`npm run shots`), for a person to look at.
 */
export const SHOTS = process.env.SUDOKU_SHOTS === '1';

/** Saves a screenshot of the page into test-artifacts/ (only with {@link SHOTS}). */
export async function shot(page, name) {
  if (!SHOTS) return;
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: `${ARTIFACTS}${name}.png`, fullPage: true });
}

const STATIC_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
};

/**
 * A second, minimal static server, on another origin than `serve()` (127.0.0.1 and a free
 * port), for pages that embed the element as another site would. `mounts` maps a path prefix
 * (`/a/b/c/`) to a folder; `put(path, html)` adds a page held in memory. No CORS header is sent:
 * what it serves is only for its own origin. Resolves to `{ url, put, stop }`, `url` ending in /.
 * @param {{ mounts?: Record<string, string> }} [options]
 * @returns {Promise<{ url: string, put: (path: string, body: string, type?: string) => void, stop: () => Promise<void> }>}
 */
export async function serveStatic({ mounts = {} } = {}) {
  /** @type {Map<string, { body: string, type: string }>} */
  const pages = new Map();
  const server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const page = pages.get(path);
    if (page) {
      res.writeHead(200, { 'content-type': page.type, 'cache-control': 'no-store' });
      res.end(page.body);
      return;
    }
    for (const [prefix, dir] of Object.entries(mounts)) {
      if (!path.startsWith(prefix)) continue;
      const full = normalize(join(dir, path.slice(prefix.length)));
      if (!full.startsWith(normalize(dir) + sep)) break;
      try {
        const body = await readFile(full);
        res.writeHead(200, { 'content-type': STATIC_TYPES[extname(full)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
        res.end(body);
        return;
      } catch {
        break;
      }
    }
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('not found\n');
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', () => done(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${address.port}/`,
    put: (path, body, type = 'text/html; charset=utf-8') => pages.set(path, { body, type }),
    stop: () =>
      new Promise((done) => {
        server.closeAllConnections?.();
        server.close(() => done(undefined));
      }),
  };
}

/** A small HTML page for serveStatic: `head` and `body` as given, with an empty icon (no /favicon.ico). */
export const htmlPage = (title, head, body) => `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>${title}</title>
  <link rel="icon" href="data:,">
  ${head}
</head>
<body>
  ${body}
</body>
</html>
`;
