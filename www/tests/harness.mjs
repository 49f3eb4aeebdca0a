// Shared set-up for the end-to-end tests and the benchmark: serve www/ on a free port, launch
// the system Chromium, and record every console error, page error and Content-Security-Policy
// violation.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const ARTIFACTS = `${ROOT}test-artifacts/`;

export const CHROMIUM_ARGS = [
  '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage',
  '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run',
];

/** The desktop viewport pages open with unless a test asks for another. */
export const DESKTOP = { width: 1200, height: 900 };
/** A phone: 375×740, touch events, mobile viewport rules. */
export const PHONE = { viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true };

/** Starts scripts/serve.mjs on a free port; resolves to `{ url, stop }`. */
export function serve() {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [`${ROOT}scripts/serve.mjs`, '--port', '0'], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const m = out.match(/http:\/\/\S+/);
      if (m) resolve({ url: m[0], stop: () => child.kill() });
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

/**
 * Resolves once the page's <sudoku-stepper> is ready: defined, and its public `ready` promise
 * (engine loaded, board shown) settled.
 */
export async function whenReady(page, selector = 'sudoku-stepper') {
  await page.waitForFunction(() => customElements.get('sudoku-stepper') !== undefined);
  await page.locator(selector).first().evaluate(async (el) => {
    if (el.ready && typeof el.ready.then === 'function') {
      let timer = 0;
      const late = new Promise((_, fail) => {
        timer = setTimeout(() => fail(new Error('the element\'s ready promise did not settle in 15 s')), 15_000);
      });
      await Promise.race([el.ready, late]).finally(() => clearTimeout(timer));
      return;
    }
    // Transitional: the element before issue 6 had no public `ready`, only a private flag. The
    // API test checks that `ready` is a promise, so this branch cannot hide its absence.
    await new Promise((done) => {
      const poll = () => (el._ready && el.shadowRoot.querySelector('.cell') ? done() : setTimeout(poll, 10));
      poll();
    });
  });
}

/**
 * Launches Chromium; `errors` collects console errors, page errors and `securitypolicyviolation`
 * events (`csp: <violatedDirective> <blockedURI>`) of every page.
 *
 * `open(url, viewport, options)` opens a page in a fresh context and waits for the element:
 * - `viewport` (default DESKTOP) is the window size;
 * - `options` are Playwright context options (`colorScheme: 'dark'`, `hasTouch`, `isMobile`, …)
 *   plus `before(page)`, run before navigation (to route requests), and `ready: false` to
 *   return as soon as the page has loaded, without waiting for the element.
 * `openPhone(url, options)` is `open` with the PHONE context (375×740, touch, mobile).
 */
export async function launch() {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const errors = [];
  const open = async (url, viewport = DESKTOP, options = {}) => {
    const { before, ready = true, ...context } = options;
    const page = await browser.newPage({ viewport, ...context });
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(`console: ${m.text()}`);
    });
    page.on('pageerror', (e) => errors.push(`page: ${e.message}`));
    await page.exposeFunction('__reportCspViolation', (text) => errors.push(text));
    await page.addInitScript(() => {
      const report = (e) => window.__reportCspViolation?.(`csp: ${e.violatedDirective} ${e.blockedURI}`);
      // Violations inside a shadow root are composed events: the document sees them too.
      document.addEventListener('securitypolicyviolation', report, true);
    });
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
  return { browser, errors, open, openPhone, takeErrors };
}

/** Saves a screenshot of the page into test-artifacts/. */
export async function shot(page, name) {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: `${ARTIFACTS}${name}.png`, fullPage: true });
}

// ---- helpers shared by the test files ------------------------------------------------------

/** The first <sudoku-stepper> of the page. */
export const host = (page) => page.locator('sudoku-stepper').first();
/** A locator inside the element's (open) shadow root. */
export const shadow = (page, selector) => host(page).locator(selector);
/** The element's `stats`. */
export const stats = (page) => host(page).evaluate((el) => el.stats);
/** Calls a method of the element with JSON arguments; resolves to its (JSON) result. */
export const call = (page, fn, ...args) => host(page).evaluate((el, [f, a]) => el[f](...a), [fn, args]);
/** Reads a property of the element. */
export const prop = (page, name) => host(page).evaluate((el, n) => el[n], name);

/** Resolves with an element event's detail once it fires (listener attached before `action`). */
export async function eventAfter(page, type, action) {
  await host(page).evaluate((el, t) => {
    el.__events ??= {};
    el.__events[t] = new Promise((done) => el.addEventListener(t, (e) => done(e.detail ?? {}), { once: true }));
  }, type);
  await action();
  return host(page).evaluate((el, t) => el.__events[t], type);
}

/** Waits until `stats.status` is one of `statuses`. */
export function waitStatus(page, ...statuses) {
  return page.waitForFunction((list) => list.includes(document.querySelector('sudoku-stepper')?.stats?.status), statuses);
}
