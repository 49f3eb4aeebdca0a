#!/usr/bin/env node
// The download budgets (scripts/budgets.mjs), measured on a dist/ folder in Chromium: each
// stage's requests, gzipped -9 per file as a server would send them. Prints a per-file table
// per stage and exits 1 when a stage is over its budget or loads a .wasm it must not (the gate
// runs it after building dist/). `--docs` writes the table into docs/element.md as well.
// Usage: node scripts/budget.mjs [--dist DIR] [--docs]
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT, htmlPage, launch, serveStatic } from '../www/tests/harness.mjs';
import { STAGES, docsTable, failures, kb, report } from './budgets.mjs';

const PUZZLE = '.......12........3..23..4....18....5.6..7.8.......9.....85.....9...4.5..47...6...';
const args = process.argv.slice(2);
const distArg = args.indexOf('--dist');
const DIST = `${resolve(distArg >= 0 ? args[distArg + 1] : `${ROOT}dist`)}/`;
const DOCS = `${ROOT}docs/element.md`;
/** The metafile build-dist.mjs leaves of the dist/ it built: what each file is made of. */
const META = `${ROOT}target/dist-meta.json`;

const para = `<p>${'A paragraph of a long post, the figure far below it. '.repeat(12)}</p>`;
const include = '<link rel="stylesheet" href="/dist/sudoku-stepper.css"><script type="module" src="/dist/sudoku-stepper.js"></script>';

const server = await serveStatic({ mounts: { '/dist/': DIST.slice(0, -1) } });
server.put(
  '/post.html',
  htmlPage('a long post', include, `<main style="max-width: 720px">${para.repeat(40)}<sudoku-stepper puzzle="${PUZZLE}"></sudoku-stepper>${para}</main>`),
);
server.put(
  '/compare.html',
  htmlPage('a comparison', include, `<main style="max-width: 960px"><sudoku-compare strategies="backtracking mrv" puzzle="${PUZZLE}"></sudoku-compare></main>`),
);
const { browser, open } = await launch();

/** gzip -9 of a file of dist/, by the path it was requested at. @param {string} path */
const gzipped = (path) => gzipSync(readFileSync(DIST + path.slice('/dist/'.length)), { level: 9 }).length;

/**
 * Opens `page` and records the dist/ files it requests; `take(since)` returns those requested
 * from the `since`-th on, with their sizes.
 * @param {string} path
 */
async function recorded(path) {
  /** @type {string[]} */
  const requests = [];
  const page = await open(
    `${server.url}${path.slice(1)}`,
    { width: 1024, height: 768 },
    {
      ready: false,
      before: (/** @type {import('playwright-core').Page} */ p) => p.on('request', (r) => requests.push(new URL(r.url()).pathname)),
    },
  );
  return {
    page,
    count: () => requests.length,
    /** @param {number} since */
    take: (since) =>
      requests
        .slice(since)
        .filter((p) => p.startsWith('/dist/'))
        .map((p) => ({ file: p.slice('/dist/'.length), bytes: gzipped(p) })),
  };
}

/**
 * What a file of the default dist/ is made of, its three largest sources with their shares,
 * from the build's metafile; nothing for another folder or without one.
 * @returns {(file: string) => string}
 */
function madeOf() {
  if (DIST !== `${ROOT}dist/` || !existsSync(META)) return () => '';
  /** @type {{ outputs: Record<string, { bytes: number, inputs: Record<string, { bytesInOutput: number }> }> }} */
  const meta = JSON.parse(readFileSync(META, 'utf8'));
  return (file) => {
    const out = meta.outputs[file];
    if (!out) return '';
    return Object.entries(out.inputs)
      .sort(([, a], [, b]) => b.bytesInOutput - a.bytesInOutput)
      .slice(0, 3)
      .map(([source, i]) => `${source.replace(/^www\//, '')} ${Math.round((100 * i.bytesInOutput) / out.bytes)} %`)
      .join(', ');
  };
}

/** @param {string} id @param {{ file: string, bytes: number }[]} files */
const stageOf = (id, files) => ({
  stage: /** @type {import('./budgets.mjs').Stage} */ (STAGES.find((s) => s.id === id)),
  files,
  total: files.reduce((n, f) => n + f.bytes, 0),
});

/** @type {import('./budgets.mjs').Measured[]} */
const measured = [];
try {
  const post = await recorded('/post.html');
  const el = post.page.locator('sudoku-stepper');
  // The shell in and its stand-in drawn, the page loaded and a few frames on: what comes
  // before the element is near the screen (its views would be there once it is).
  const mounted = await el.evaluate(async (e) => {
    await customElements.whenDefined('sudoku-stepper');
    while (document.readyState !== 'complete') await new Promise(requestAnimationFrame);
    for (let i = 0; i < 10; i++) await new Promise(requestAnimationFrame);
    return e.shadowRoot?.querySelector('.app') != null;
  });
  if (mounted) throw new Error('the element far below the first screen drew its views before it came near');
  measured.push(stageOf('unseen', post.take(0)));
  await el.evaluate(async (e) => {
    e.scrollIntoView();
    await e.ready;
    await e.step(100);
  });
  // From the page's load on: the budget is what a reader downloads until the board runs.
  measured.push(stageOf('interactive', post.take(0)));
  let since = post.count();
  await el.evaluate(async (e) => {
    e.strategy = 'dlx';
    // The attribute applies after this task, on the full engine once it is in.
    while ((await e.step(1)).steps === 0) await new Promise(requestAnimationFrame);
  });
  measured.push(stageOf('full', post.take(since)));
  since = post.count();
  await el.evaluate(async (e) => {
    e.panels = 'counters tree';
    while (!e.shadowRoot?.querySelector('.icicle')) await new Promise(requestAnimationFrame);
  });
  measured.push(stageOf('tree', post.take(since)));

  const race = await recorded('/compare.html');
  await race.page.locator('sudoku-compare').evaluate(async (e) => {
    await e.ready;
    await e.step(10);
  });
  measured.push(stageOf('compare', race.take(0)));
} finally {
  await browser.close();
  await server.stop();
}

console.log(report(measured, madeOf()));
if (args.includes('--docs')) {
  const docs = readFileSync(DOCS, 'utf8');
  const table = /(<!-- budget-table -->\n)[\s\S]*?(\n<!-- \/budget-table -->)/;
  if (!table.test(docs)) throw new Error('docs/element.md has no <!-- budget-table --> section');
  writeFileSync(DOCS, docs.replace(table, `$1${docsTable(measured)}$2`));
  console.log('\ndocs/element.md: the size table written');
}
const wrong = failures(measured);
if (wrong.length > 0) {
  console.error(`\nbudget: ${wrong.join('\n        ')}`);
  process.exit(1);
}
const over = measured.filter((m) => m.total > m.stage.budget).map((m) => `${m.stage.id} ${kb(m.total)} (budget ${kb(m.stage.budget)})`);
console.log(
  over.length > 0 ? `\nbudget: every stage within its ceiling; over its budget still: ${over.join(', ')}` : '\nbudget: every stage within its budget',
);
