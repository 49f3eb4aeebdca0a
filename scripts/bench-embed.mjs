#!/usr/bin/env node
// Benchmark of what an embed costs a reader (issue 18's budgets), on dist/ as a blog serves it:
//  (a) gzip bytes downloaded before an element is within one viewport of being seen, on a long
//      post with the element far below, and whether any .wasm was requested by then;
//  (b) gzip bytes for a default element (panels "counters stack", a depth-first strategy)
//      fully interactive, every request of dist/ counted (chunks included);
//  (c) navigation to an interactive board on the iframe route (embed.html), median of 9 cold loads.
// Sizes are gzip -9 of the bytes each request returned (the test server does not compress).
// Not a test: it prints numbers. Needs dist/ (npm run build). Usage: node scripts/bench-embed.mjs
import { loadavg } from 'node:os';
import { gzipSync } from 'node:zlib';
import { launch, serve } from '../www/tests/harness.mjs';
import { median, timesToInteractive } from './bench-lib.mjs';

const BUDGET = { unseenKb: 20, interactiveKb: 90, iframeMs: 150 };
const PUZZLE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
/** How long the network must stay quiet for a page to count as settled. */
const QUIET_MS = 1000;

const para =
  '<p>Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua. Ut enim ad minim veniam, quis nostrud exercitation ullamco laboris nisi ut aliquip ex ea commodo consequat. Duis aute irure dolor in reprehenderit in voluptate velit esse cillum dolore eu fugiat nulla pariatur.</p>';
/** A long post (a 720 px column), a default element far below its first screen. */
const POST = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>a long post</title>
<link rel="icon" href="data:,"><link rel="stylesheet" href="/blog-example.css">
<script type="module" src="/dist/sudoku-stepper.js"></script></head>
<body><article><h1>A long post</h1>${para.repeat(40)}
<sudoku-stepper puzzle="${PUZZLE}"></sudoku-stepper>${para.repeat(4)}</article></body></html>`;

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/**
 * Records every request of dist/ the page makes: its file and gzip -9 size.
 * @param {import('playwright-core').Page} page
 * @param {string} base  the served dist/ folder's URL
 */
function recordDist(page, base) {
  /** @type {{ file: string, gzip: number }[]} */
  const files = [];
  let last = Date.now();
  page.on('request', () => {
    last = Date.now();
  });
  page.on('requestfinished', async (request) => {
    last = Date.now();
    if (!request.url().startsWith(base)) return;
    const body = await (await request.response())?.body();
    files.push({ file: request.url().slice(base.length).split('?')[0], gzip: body ? gzipSync(body, { level: 9 }).length : 0 });
  });
  return {
    files,
    /** Resolves once no request has started or finished for QUIET_MS (at most 15 s). */
    async settled() {
      const end = Date.now() + 15_000;
      while (Date.now() - last < QUIET_MS && Date.now() < end) await page.waitForTimeout(100);
    },
    /** Total gzip bytes so far, and the files. */
    summary() {
      const total = files.reduce((sum, f) => sum + f.gzip, 0);
      return { total, wasm: files.some((f) => f.file.endsWith('.wasm')), list: files.map((f) => `${f.file} ${kb(f.gzip)}`).join(', ') };
    },
  };
}

const server = await serve();
const { browser, errors, open } = await launch();
try {
  console.log(
    `load average at start: ${loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')}`,
  );
  const base = `${server.url}dist/`;

  // (a) and (b): one page, first at its top, then scrolled to the element.
  /** @type {ReturnType<typeof recordDist> | undefined} */
  let recorder;
  const page = await open(`${server.url}bench-embed-post.html`, undefined, {
    ready: false,
    before: async (p) => {
      recorder = recordDist(p, base);
      await p.route('**/bench-embed-post.html', (r) => r.fulfill({ contentType: 'text/html', body: POST }));
    },
  });
  const dist = /** @type {ReturnType<typeof recordDist>} */ (recorder);
  await dist.settled();
  const away = await page.locator('sudoku-stepper').evaluate((el) => el.getBoundingClientRect().top / innerHeight);
  const unseen = dist.summary();
  console.log(
    `\n(a) before the element is within one viewport (it is ${away.toFixed(1)} viewports below): ${kb(unseen.total)} gzip, .wasm requested: ${unseen.wasm ? 'yes' : 'no'} (budget ${BUDGET.unseenKb} KB, no .wasm)`,
  );
  console.log(`    ${unseen.list}`);

  await page.locator('sudoku-stepper').evaluate(async (el) => {
    el.scrollIntoView();
    await /** @type {any} */ (el).ready;
  });
  await dist.settled();
  const seen = dist.summary();
  console.log(`(b) a default element, interactive: ${kb(seen.total)} gzip in all (budget ${BUDGET.interactiveKb} KB)`);
  console.log(`    ${seen.list}`);
  await page.close();

  // (c) the iframe route, as bench-browser.mjs measures it.
  const ttis = await timesToInteractive(browser, `${server.url}embed.html?puzzle=${PUZZLE}`);
  console.log(
    `(c) navigation to an interactive board, iframe route: median ${median(ttis).toFixed(0)} ms of ${ttis.length}, best ${ttis[0].toFixed(0)} ms (budget ${BUDGET.iframeMs} ms)`,
  );

  console.log(
    `\nload average at end: ${loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')}`,
  );
  if (errors.length) console.log('page errors:', errors);
} finally {
  await browser.close();
  server.stop();
}
