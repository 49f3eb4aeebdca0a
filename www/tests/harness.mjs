// Shared set-up for the end-to-end tests and the benchmark: serve www/ on a free port, launch
// the system Chromium, and record every console error and page error.
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

/** Launches Chromium; `errors` collects console errors and page errors of every page. */
export async function launch() {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const errors = [];
  const open = async (url, viewport = { width: 1200, height: 900 }, options = {}) => {
    const page = await browser.newPage({ viewport, ...options });
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(`console: ${m.text()}`);
    });
    page.on('pageerror', (e) => errors.push(`page: ${e.message}`));
    await page.goto(url);
    await page.locator('sudoku-stepper').evaluate((el) =>
      new Promise((done) => {
        const ready = () => el._ready && el.shadowRoot.querySelector('.cell');
        const poll = () => (ready() ? done() : setTimeout(poll, 10));
        poll();
      }),
    );
    return page;
  };
  return { browser, errors, open };
}

/** Saves a screenshot of the page into test-artifacts/. */
export async function shot(page, name) {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: `${ARTIFACTS}${name}.png`, fullPage: true });
}
