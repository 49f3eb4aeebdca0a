// Issue 21: the demo page exports the search tree, and the experiment page its charts, as SVG and
// PNG. The SVG file is a standalone document holding what the page shows (the tree's every part,
// the chart's every series, each shape with its paint inlined); the PNG decodes at twice the
// drawing's size on the page. Both under the strict CSP (the PNG is painted, not loaded as an image).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { ARTIFACTS, suite } from './harness.mjs';
import { HARD, frames, host, shadow } from './helpers.mjs';
import { decodePng } from './png.mjs';

/**
 * Clicks `button` and returns the file it downloads: its name and bytes (the PNG kept in
 * test-artifacts/ to look at).
 * @param {import('playwright-core').Page} page
 * @param {import('playwright-core').Locator} button
 */
async function download(page, button) {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const bytes = readFileSync(/** @type {string} */ (await file.path()));
  mkdirSync(ARTIFACTS, { recursive: true });
  writeFileSync(`${ARTIFACTS}picture-${file.suggestedFilename()}`, bytes);
  return { name: file.suggestedFilename(), bytes };
}

/**
 * The SVG file parsed in the page: its root, what `selector` finds in it (each match's
 * `attribute`), and whether every shape has its paint written on it.
 */
function parseSvg(page, text, selector, attribute) {
  return page.evaluate(
    ([text, selector, attribute]) => {
      const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
      const shapes = [...doc.querySelectorAll('circle, rect, polygon, path, text')]
        .filter((s) => !s.closest('[display=none]'))
        // the page's background, first, has a fill only
        .filter((s) => s !== doc.documentElement.firstElementChild);
      return {
        root: doc.documentElement.localName,
        namespace: doc.documentElement.namespaceURI,
        error: doc.querySelector('parsererror') !== null,
        found: [...doc.querySelectorAll(selector)].map((e) => e.getAttribute(attribute)),
        painted: shapes.length > 0 && shapes.every((s) => s.hasAttribute('fill') && s.hasAttribute('stroke')),
        styled: doc.querySelector('style') !== null || doc.querySelector('[class]') !== null,
      };
    },
    [text, selector, attribute],
  );
}

suite("SVG and PNG of the search tree and the experiment's charts", ({ open, server }) => {
  test('the tree: an SVG with every part the panel draws, a PNG at twice its size', async () => {
    const page = await open(`${server.url}?puzzle=${HARD}&strategy=backtracking&panels=tree&csp=strict`);
    await host(page).evaluate((el) => el.step(400));
    await frames(page);
    const shown = await shadow(page, 'svg.tree-draw g[data-first]').evaluateAll((gs) => gs.map((g) => g.getAttribute('data-first')));
    assert.ok(shown.length > 3, `the panel draws the tree (${shown.length} parts)`);
    const size = await shadow(page, 'svg.tree-draw').evaluate((s) => s.getBoundingClientRect().toJSON());

    const row = page.locator('#export .export-tree');
    await row.waitFor({ state: 'visible' });
    const svg = await download(page, row.locator('button.picture-svg'));
    assert.equal(svg.name, 'sudoku-search-tree.svg');
    const parsed = await parseSvg(page, svg.bytes.toString('utf8'), 'g[data-first]', 'data-first');
    assert.deepEqual(parsed, { root: 'svg', namespace: 'http://www.w3.org/2000/svg', error: false, found: shown, painted: true, styled: false });

    const png = await download(page, row.locator('button.picture-png'));
    assert.equal(png.name, 'sudoku-search-tree.png');
    const image = decodePng(png.bytes);
    assert.deepEqual([image.width, image.height], [Math.round(size.width) * 2, Math.round(size.height) * 2]);
  });

  test("the tree's row shows when the tree panel draws after the step that asked for it", async () => {
    // The tree panel's module arriving a second and a half late, as on a loaded machine: the
    // step's event comes before the tree is drawn, and nobody points at the export section.
    const page = await open(`${server.url}?puzzle=${HARD}&strategy=backtracking&panels=tree&csp=strict`, undefined, {
      /** @param {import('playwright-core').Page} p */
      before: (p) =>
        p.route(/views[./]tree\.js/, async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 1500));
          await route.continue();
        }),
    });
    await host(page).evaluate((el) => el.step(400));
    await page.locator('#export .export-tree').waitFor({ state: 'visible', timeout: 8000 });
  });

  test("the tree's row follows the tree panel as the page closes and opens it, with no step between", async () => {
    const page = await open(`${server.url}?puzzle=${HARD}&strategy=backtracking&panels=tree&csp=strict`);
    await host(page).evaluate((el) => el.step(50));
    const row = page.locator('#export .export-tree');
    await row.waitFor({ state: 'visible' });
    await host(page).evaluate((el) => {
      el.panels = 'counters';
    });
    await row.waitFor({ state: 'hidden' });
    await host(page).evaluate((el) => {
      el.panels = 'counters tree';
    });
    await row.waitFor({ state: 'visible' });
  });

  test("a chart: an SVG holding each strategy's series, a PNG at twice its size", async () => {
    const page = await open(`${server.url}experiment.html?csp=strict`, undefined, { ready: false });
    await page.waitForSelector('#strategies input');
    const strategies = ['backtracking', 'mrv'];
    for (const box of await page.locator('#strategies input').all()) await box.setChecked(strategies.includes((await box.getAttribute('value')) ?? ''));
    await page.fill('#from', '10');
    await page.fill('#to', '30');
    await page.fill('#step', '10');
    await page.click('#run');
    await page.waitForFunction(() => document.querySelector('#status')?.textContent?.startsWith('Done'), null, { timeout: 60_000 });
    const chart = page.locator('#charts figure').first();
    const marks = await chart
      .locator('svg path[data-value]')
      .evaluateAll((ps) => ps.map((p) => `${p.getAttribute('data-strategy')} ${p.getAttribute('data-holes')}`));
    assert.equal(marks.length, strategies.length * 3);
    const size = await chart.locator('svg').evaluate((s) => s.getBoundingClientRect().toJSON());

    const svg = await download(page, chart.locator('button.picture-svg'));
    assert.equal(svg.name, 'experiment-tries.svg');
    const text = svg.bytes.toString('utf8');
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
      return [...doc.querySelectorAll('path[data-value]')].map((p) => `${p.getAttribute('data-strategy')} ${p.getAttribute('data-holes')}`);
    }, text);
    assert.deepEqual(parsed, marks, 'every point of every series');
    const check = await parseSvg(page, text, 'path[data-value]', 'data-strategy');
    assert.deepEqual(
      { ...check, found: new Set(check.found) },
      { root: 'svg', namespace: 'http://www.w3.org/2000/svg', error: false, found: new Set(strategies), painted: true, styled: false },
    );

    const png = await download(page, chart.locator('button.picture-png'));
    assert.equal(png.name, 'experiment-tries.png');
    const image = decodePng(png.bytes);
    assert.deepEqual([image.width, image.height], [Math.round(size.width) * 2, Math.round(size.height) * 2]);
  });
});
