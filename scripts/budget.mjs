#!/usr/bin/env node
// Issue 18's download budget, measured: what a default <sudoku-stepper> (panels "counters stack",
// strategy singles) requests from dist/ until it is interactive, per request gzipped (-9) as a
// server would send it, then what switching it to dlx and showing the tree panel add. Needs
// dist/ (npm run build). Usage: node scripts/budget.mjs
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { ROOT, launch, serve } from '../www/tests/harness.mjs';

const PUZZLE = '.......12........3..23..4....18....5.6..7.8.......9.....85.....9...4.5..47...6...';
// KB as `gzip -9c file | wc -c` / 1000, as the issue counts them.
const BUDGET = 90_000;
const kb = (/** @type {number} */ n) => `${(n / 1000).toFixed(1)} KB`;

const server = await serve();
const { browser, open } = await launch();
try {
  /** @type {string[]} */
  const requests = [];
  const page = await open(`${server.url}tests/fixtures/dist-blank.html`, undefined, {
    ready: false,
    before: (/** @type {import('playwright-core').Page} */ p) => p.on('request', (r) => requests.push(new URL(r.url()).pathname)),
  });
  let from = 0;
  const stage = async (/** @type {string} */ name, /** @type {(el: any, puzzle: string) => Promise<unknown>} */ act) => {
    await page.evaluate(
      `(${act})(document.querySelector('sudoku-stepper') ?? document.querySelector('main').appendChild(document.createElement('sudoku-stepper')), ${JSON.stringify(PUZZLE)})`,
    );
    const files = requests.slice(from).filter((p) => p.startsWith('/dist/'));
    let total = 0;
    console.log(`\n${name}:`);
    for (const p of files) {
      const size = gzipSync(readFileSync(`${ROOT}${p.slice(1)}`), { level: 9 }).length;
      total += size;
      console.log(`  ${p.padEnd(48)} ${kb(size).padStart(9)}`);
    }
    console.log(`  ${'total'.padEnd(48)} ${kb(total).padStart(9)}`);
    from = requests.length;
    return total;
  };
  // From the page's load on: the module, its static chunks, then the engine.
  const first = await stage('a default element, interactive', async (el, puzzle) => {
    await customElements.whenDefined('sudoku-stepper');
    el.setAttribute('puzzle', puzzle);
    await el.ready;
    await el.step(100);
  });
  console.log(`  budget ${kb(BUDGET)}: ${first <= BUDGET ? 'within' : 'OVER'}`);
  await stage('then strategy dlx', async (el) => {
    el.strategy = 'dlx';
    // The attribute is applied after this task: step once it has been.
    await new Promise((r) => setTimeout(r, 0));
    while ((await el.step(1)).steps === 0) await new Promise((r) => setTimeout(r, 20));
  });
  await stage('then the tree panel', async (el) => {
    el.panels = 'counters tree';
    while (!el.shadowRoot.querySelector('.icicle')) await new Promise((r) => setTimeout(r, 20));
  });
} finally {
  await browser.close();
  server.stop();
}
