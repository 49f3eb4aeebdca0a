// Issue 18's budget for a default element: it downloads the small engine (the depth-first
// searches but `fast`) and none of the hidden panels' modules, sheets or models; a strategy the small engine leaves out, or
// the tree panel, loads the full engine, whose searches count as the CLI's.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { ROOT, suite } from './harness.mjs';
import { EASY, PLATINUM, frames, host } from './helpers.mjs';
import { firstSolution } from './cli.mjs';

/** The modules of the panels a default element hides, and the full engine's glue, as dist/ names their chunks. */
const HIDDEN_CHUNK = /\/chunks\/(code|chart|cover|runtimes|tree|depth|sudoku_stepper)-[^/]*\.js$/;

/**
 * Opens dist/ with one element of `attributes` and records every request from then on.
 * @param {Function} open
 * @param {string} url
 * @param {Record<string, string>} attributes
 */
async function openElement(open, url, attributes) {
  const requests = /** @type {string[]} */ ([]);
  const page = await open(`${url}tests/fixtures/dist-blank.html`, undefined, {
    ready: false,
    before: (/** @type {import('playwright-core').Page} */ p) => p.on('request', (r) => requests.push(new URL(r.url()).pathname)),
  });
  await page.evaluate(async (attrs) => {
    await customElements.whenDefined('sudoku-stepper');
    const el = /** @type {any} */ (document.createElement('sudoku-stepper'));
    for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
    document.querySelector('main')?.append(el);
    await el.ready;
  }, attributes);
  return { page, requests };
}

/** Steps the element to its first solution and returns its counters as `firstSolution` names them. */
const toFirstSolution = (/** @type {import('playwright-core').Page} */ page) =>
  host(page).evaluate(async (el) => {
    while (el.stats.status !== 'solved' && el.stats.status !== 'unsolvable') await el.step(1e6);
    const { steps, tries, backtracks, propagations, maxDepth, solutions } = el.stats;
    return { steps, tries, backtracks, propagations, maxDepth, solutions };
  });

/** A 4×4 board, small enough for local search. */
const PAPER4 = '.3.....3.412....';

/**
 * Waits for the element's new search to run (the full engine loading meanwhile: a step does
 * nothing until then), then goes back to its start.
 */
const whenRunning = (/** @type {import('playwright-core').Page} */ page) =>
  host(page).evaluate(async (el) => {
    // The attributes are applied after the task that set them.
    await new Promise((r) => setTimeout(r, 0));
    while ((await el.step(1)).steps === 0) await new Promise((r) => setTimeout(r, 20));
    await el.back(1);
  });

const wasmOf = (/** @type {string[]} */ requests) => requests.filter((r) => r.endsWith('.wasm')).map((r) => r.split('/').pop());

suite(
  'the small engine first, the rest on demand (issue 18)',
  ({ open, server }) => {
    test('a default element loads only the small engine and none of the hidden panels, and solves as the CLI does', async () => {
      const { page, requests } = await openElement(open, server.url, { puzzle: PLATINUM });
      assert.deepEqual(await toFirstSolution(page), firstSolution(PLATINUM, 'singles').stats);
      await frames(page);
      assert.deepEqual(wasmOf(requests), ['sudoku_stepper_small_bg.wasm']);
      assert.deepEqual(
        requests.filter((r) => HIDDEN_CHUNK.test(r)),
        [],
      );
      // Every strategy is listed, those of the full engine too.
      const listed = await host(page).evaluate((el) => [...el.shadowRoot.querySelectorAll('select.strategy option')].map((o) => o.value));
      for (const name of ['dlx', 'annealing', 'shoot-and-go', 'singles', 'fast']) assert.ok(listed.includes(name), `${name} is listed`);
    });

    test('a default element downloads no rules or models of what it does not show: presenter mode, the tree, code and chart panels, the legend', async () => {
      const { page, requests } = await openElement(open, server.url, { puzzle: PLATINUM });
      await host(page).evaluate((el) => el.step(10));
      await frames(page);
      const code = requests
        .filter((r) => r.endsWith('.js'))
        .map((r) => readFileSync(`${ROOT}${r.slice(1)}`, 'utf8'))
        .join('\n');
      // One rule or text of each: presenter mode's sheet, the tree, code and chart panels' sheets,
      // the pseudo-code tables (model/code.js), the legend's view (built when first opened; its
      // words are in the language's catalogue, with every string of the element).
      for (const text of [':host([presenter]) .layout', '.tree-rows', '.code-lines{', '.chart-keys', 'tryNext()', "m.t('element.legendKeys'"]) {
        assert.ok(!code.includes(text), `${text} is not downloaded`);
      }
    });

    test('fast is in the full engine: choosing it loads it, and it counts as the CLI', async () => {
      const { page, requests } = await openElement(open, server.url, { puzzle: PLATINUM });
      await host(page).evaluate((el) => {
        el.strategy = 'fast';
      });
      await whenRunning(page);
      assert.deepEqual(await toFirstSolution(page), firstSolution(PLATINUM, 'fast').stats);
      assert.deepEqual(wasmOf(requests), ['sudoku_stepper_small_bg.wasm', 'sudoku_stepper_bg.wasm']);
    });

    test('switching to dlx, then to annealing, loads the full engine once; both count as the CLI', async () => {
      const { page, requests } = await openElement(open, server.url, { puzzle: PLATINUM });
      await host(page).evaluate((el) => {
        el.strategy = 'dlx';
      });
      await whenRunning(page);
      assert.deepEqual(await toFirstSolution(page), firstSolution(PLATINUM, 'dlx').stats);
      await host(page).evaluate(async (el, puzzle) => {
        el.setAttribute('params', 'seed=7 mez=10');
        el.setAttribute('strategy', 'annealing');
        el.puzzle = puzzle;
      }, PAPER4);
      await whenRunning(page);
      assert.deepEqual(await toFirstSolution(page), firstSolution(PAPER4, 'annealing', ['seed=7', 'mez=10']).stats);
      assert.deepEqual(wasmOf(requests), ['sudoku_stepper_small_bg.wasm', 'sudoku_stepper_bg.wasm']);
    });

    test('an element that starts with dlx is ready once the full engine is, and showing the tree panel later keeps the step', async () => {
      const { page, requests } = await openElement(open, server.url, { puzzle: EASY, strategy: 'dlx' });
      assert.deepEqual(await toFirstSolution(page), firstSolution(EASY, 'dlx').stats);
      assert.ok(requests.some((r) => r.endsWith('/sudoku_stepper_bg.wasm')));

      const second = await openElement(open, server.url, { puzzle: PLATINUM });
      const at = await host(second.page).evaluate(async (el) => (await el.step(500)).steps);
      assert.ok(!second.requests.some((r) => HIDDEN_CHUNK.test(r)));
      await host(second.page).evaluate((el) => {
        el.panels = 'counters tree';
      });
      await second.page.waitForFunction(() => {
        const el = /** @type {any} */ (document.querySelector('sudoku-stepper'));
        return el.stats.steps > 0 && el.shadowRoot.querySelector('[data-panel="tree"] .icicle') != null && !el.shadowRoot.querySelector('[data-loading]');
      });
      assert.equal((await host(second.page).evaluate((el) => el.stats)).steps, at, 'the same step, in the full engine');
      assert.ok(second.requests.some((r) => /\/chunks\/tree-/.test(r)) && second.requests.some((r) => r.endsWith('/sudoku_stepper_bg.wasm')));
    });
  },
  { timeout: 20_000 },
);
