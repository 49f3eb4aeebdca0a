// The demo page preloads what its board fetches on the way to being interactive, and nothing
// else (scripts/build-page.mjs, FIRST_BOARD): a chunk the board needs but index.html does not
// preload is one more request wave before the board; one it preloads for nothing is fetched and
// parsed beside the board's own. Opened with its preload links taken out, the page itself says
// which bundle chunks it fetches before the element's ready mark.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { ROOT, suite } from './harness.mjs';
import { modulePreloads } from './helpers.mjs';

const PRELOADED = modulePreloads(readFileSync(`${ROOT}www/index.html`, 'utf8'));

suite('demo page load', ({ open, server }) => {
  test('index.html preloads exactly the bundle chunks a default board fetches before it is ready', async () => {
    const page = await open(`${server.url}index.html`, undefined, {
      timeout: 20_000,
      before: (/** @type {import('playwright-core').Page} */ p) =>
        p.route('**/index.html', async (route) => {
          const response = await route.fetch();
          const body = (await response.text()).replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
          await route.fulfill({ response, body });
        }),
    });
    const fetched = await page.evaluate(() => {
      const ready = performance.getEntriesByName('sudoku-stepper:ready')[0].startTime;
      return performance
        .getEntriesByType('resource')
        .filter((r) => r.startTime < ready && r.initiatorType === 'script')
        .map((r) => new URL(r.name).pathname.slice(1))
        .filter((path) => path.startsWith('bundle/') && !path.startsWith('bundle/i18n.'));
    });
    // The page's own text (its catalogue) may come before or after the board: not the board's.
    assert.deepEqual(new Set(fetched), new Set(PRELOADED));
  });
});
