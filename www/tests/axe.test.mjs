// Issues 8, 10 and 17: axe-core finds no serious or critical violation on the demo page (4×4, 16×16, every panel shown; presenter mode),
// the blog example, the iframe route, the study page and the compare page, in light and dark. axe audits inside the element's open
// shadow root and, once injected there too, inside iframes. Every violation found, whatever its
// impact, is written to test-artifacts/axe.json.
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { ARTIFACTS, PHONE, ROOT, suite, whenReady } from './harness.mjs';
import { HARD, SIXTEEN, SWISTAK } from './helpers.mjs';

const AXE = `${ROOT}node_modules/axe-core/axe.min.js`;
const FOUR = '.3.2..1.4.......';
/** Every violation of every audit, for the report. */
const report = [];

/**
 * Injects axe into the page and each of its frames, pauses every element (so that the DOM holds
 * still), runs axe from the top and returns its violations as `{ id, impact, help, targets }`.
 * @param {import('playwright-core').Page} page
 */
async function audit(page) {
  for (const frame of page.frames()) {
    await frame.evaluate(() => {
      for (const el of /** @type {any} */ (document.querySelectorAll('sudoku-stepper, sudoku-compare'))) el.pause();
    });
    if (!(await frame.evaluate(() => 'axe' in window))) await frame.addScriptTag({ path: AXE });
  }
  const results = await page.evaluate(() => /** @type {any} */ (window).axe.run(document, { resultTypes: ['violations'] }));
  return results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    targets: v.nodes.map((n) => JSON.stringify(n.target)),
  }));
}

/** Records an audit's violations and returns the serious and critical ones, one line each. */
function grave(name, violations) {
  report.push({ audit: name, violations });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${name}: ${v.impact} ${v.id} (${v.help}) at ${v.targets.slice(0, 5).join(', ')}${v.targets.length > 5 ? ` and ${v.targets.length - 5} more` : ''}`,
    );
}

const SCHEMES = /** @type {const} */ (['light', 'dark']);

suite(
  'axe-core: no serious or critical violation (issue 8)',
  ({ open, server }) => {
    after(() => {
      mkdirSync(ARTIFACTS, { recursive: true });
      writeFileSync(`${ARTIFACTS}axe.json`, `${JSON.stringify(report, null, 2)}\n`);
    });

    // 9×9 is audited on the blog example and the iframe route.
    test('the demo page with a 4×4 and a 16×16 search part way, light and dark', async () => {
      const failures = [];
      for (const [size, puzzle, strategy, step] of [
        ['4×4', FOUR, 'backtracking', 9],
        ['16×16', SIXTEEN, 'singles', 40],
      ]) {
        const page = await open(`${server.url}?puzzle=${puzzle}&strategy=${strategy}&step=${step}&panels=counters,code,chart,stack,tree,candidates`);
        await page.waitForFunction(() => document.querySelector('sudoku-stepper')?.stats.status !== 'running');
        for (const scheme of SCHEMES) {
          await page.emulateMedia({ colorScheme: scheme });
          failures.push(...grave(`demo ${size} ${scheme}`, await audit(page)));
        }
        await page.close();
      }
      assert.deepEqual(failures, []);
    });

    test('the demo page in presenter mode with code and tree, 200 steps in, at 1024×768, light and dark', async () => {
      const failures = [];
      const page = await open(`${server.url}?presenter=1&strategy=brute-force&panels=code,tree&step=200`, { width: 1024, height: 768 });
      await page.waitForFunction(() => document.querySelector('sudoku-stepper')?.stats.status !== 'running');
      for (const scheme of SCHEMES) {
        await page.emulateMedia({ colorScheme: scheme });
        failures.push(...grave(`demo presenter ${scheme}`, await audit(page)));
      }
      await page.close();
      assert.deepEqual(failures, []);
    });

    test('the blog example (two elements from dist/ and an iframe), light and dark', async () => {
      const failures = [];
      for (const scheme of SCHEMES) {
        const page = await open(`${server.url}blog-example.html`, undefined, { colorScheme: scheme });
        await page.evaluate(() => Promise.all([...document.querySelectorAll('sudoku-stepper')].map((el) => /** @type {any} */ (el).ready)));
        // The iframe loads lazily: bring it into view and wait for its element.
        await page.locator('iframe').scrollIntoViewIfNeeded();
        const frame = await (await page.locator('iframe').elementHandle())?.contentFrame();
        assert.ok(frame);
        await whenReady(frame);
        failures.push(...grave(`blog ${scheme}`, await audit(page)));
        await page.close();
      }
      assert.deepEqual(failures, []);
    });

    test('the iframe route, with and without theme=dark, light and dark', async () => {
      const failures = [];
      for (const theme of ['', '&theme=dark']) {
        const page = await open(`${server.url}embed.html?puzzle=${SWISTAK}&strategy=singles&controls=minimal&step=20${theme}`);
        for (const scheme of SCHEMES) {
          await page.emulateMedia({ colorScheme: scheme });
          failures.push(...grave(`embed${theme} ${scheme}`, await audit(page)));
        }
        await page.close();
      }
      assert.deepEqual(failures, []);
    });

    test('the study page after a small study, light and dark, wide and on a phone', async () => {
      const failures = [];
      for (const [name, viewport, options] of [
        ['wide', undefined, {}],
        ['phone', PHONE.viewport, { hasTouch: true, isMobile: true }],
      ]) {
        const page = await open(`${server.url}study.html`, viewport, { ...options, ready: false });
        await page.waitForFunction(() => !(/** @type {HTMLButtonElement} */ (document.getElementById('run')).disabled));
        await page.fill('#runs', '3');
        await page.click('#run');
        await page.waitForFunction(() => /^Done/.test(document.getElementById('status')?.textContent ?? ''));
        for (const scheme of SCHEMES) {
          await page.emulateMedia({ colorScheme: scheme });
          failures.push(...grave(`study ${name} ${scheme}`, await audit(page)));
        }
        await page.close();
      }
      assert.deepEqual(failures, []);
    });

    test('the compare page, part way and with its table at the end, light and dark', async () => {
      const failures = [];
      for (const [when, settings] of [
        ['part way', { puzzle: HARD, strategies: 'backtracking annealing:seed=3 singles dlx', speed: '500' }],
        ['at the end', { puzzle: SWISTAK, strategies: 'backtracking mrv singles dlx', speed: 'max' }],
        ['at the end', { puzzle: SWISTAK, strategies: 'backtracking mrv singles dlx', speed: 'max', presenter: '1' }],
      ]) {
        const page = await open(`${server.url}compare.html?${new URLSearchParams(settings)}`, undefined, { ready: false });
        await whenReady(page, 'sudoku-compare');
        // A link loads the comparison and waits for Play.
        await page.locator('sudoku-compare').evaluate((el) => /** @type {any} */ (el).play());
        if (when === 'at the end') await page.waitForFunction(() => /** @type {any} */ (document.querySelector('sudoku-compare')).status === 'done');
        else await page.waitForFunction(() => /** @type {any} */ (document.querySelector('sudoku-compare')).results[0].steps > 100);
        for (const scheme of SCHEMES) {
          await page.emulateMedia({ colorScheme: scheme });
          failures.push(...grave(`compare ${when}${settings.presenter ? ' presenting' : ''} ${scheme}`, await audit(page)));
        }
        await page.close();
      }
      assert.deepEqual(failures, []);
    });
  },
  { timeout: 15_000 },
);
