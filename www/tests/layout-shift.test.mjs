// No layout shift (issue 36): dist/sudoku-stepper.css gives an element its drawn size before its
// module defines it, the stepper's banner covers the narration rather than adding a row, and
// <sudoku-compare>'s poster is as large as the race that fills it. The module is held until the
// page has painted without it, as on a slow network; Cumulative Layout Shift is summed from
// `layout-shift` entries without recent input.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { suite } from './harness.mjs';
import { frames } from './helpers.mjs';

const POST = 'tests/fixtures/shift-post.html';
const COMPARE = 'tests/fixtures/shift-compare.html';
const LIMIT = 0.05;

/** Every `tag`'s height, in document order. */
const heights = (page, tag) => page.evaluate((t) => [...document.querySelectorAll(t)].map((el) => el.getBoundingClientRect().height), tag);

/**
 * Options for `open` that sum layout shifts into window.__shift and hold dist's module until the
 * page has been parsed and painted; `undefined` gets each `tag`'s height then, before definition.
 * @param {string} tag
 */
function heldModule(tag) {
  const held = { undefined: /** @type {number[]} */ ([]) };
  const options = {
    ready: false,
    timeout: 20_000,
    before: async (page) => {
      await page.addInitScript(() => {
        window.__shift = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) if (!e.hadRecentInput) window.__shift += e.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.route('**/dist/sudoku-stepper.js', async (route) => {
        const frame = route.request().frame();
        // Only the post's own: an iframe in it (blog-example.html's) loads its own copy.
        if (frame !== page.mainFrame()) return route.continue();
        // 'interactive': parsed, the deferred module not run yet.
        await frame.waitForFunction(() => document.readyState !== 'loading');
        await frame.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
        held.undefined = await frame.evaluate((t) => [...document.querySelectorAll(`${t}:not(:defined)`)].map((el) => el.getBoundingClientRect().height), tag);
        await route.continue();
      });
    },
  };
  return { held, options };
}

/** Asserts each height equals its pair in `expected` to a pixel. */
function sameHeights(actual, expected, what) {
  assert.equal(actual.length, expected.length, `${what}: as many elements`);
  actual.forEach((h, i) => assert.ok(h > 100 && Math.abs(h - expected[i]) <= 1, `${what}: element ${i} is ${h} px, expected ${expected[i]} px`));
}

const shift = (page) => page.evaluate(() => window.__shift);

suite(
  'no layout shift (issue 36)',
  ({ open, openPhone, server }) => {
    for (const [name, path, opener] of [
      ['blog-example.html', 'blog-example.html', 'open'],
      ['a 720 px post', POST, 'open'],
      ['a post on a 375 px phone', POST, 'openPhone'],
    ]) {
      test(`${name}: the stylesheet reserves each stepper's drawn height; CLS ≤ ${LIMIT}`, async () => {
        const { held, options } = heldModule('sudoku-stepper');
        const url = `${server.url}${path}`;
        const page = opener === 'open' ? await open(url, undefined, options) : await openPhone(url, options);
        await page.evaluate(() => Promise.all([...document.querySelectorAll('sudoku-stepper')].map((el) => el.ready)));
        await frames(page, 3);
        sameHeights(await heights(page, 'sudoku-stepper'), held.undefined, 'drawn as the stylesheet reserved');
        const cls = await shift(page);
        assert.ok(cls <= LIMIT, `CLS ${cls.toFixed(3)} ≤ ${LIMIT}`);
        await page.close();
      });
    }

    for (const controls of ['full', 'minimal', 'none']) {
      test(`the banner has its place from the first paint (controls ${controls}): the height is the same once solved`, async () => {
        const { options } = heldModule('sudoku-stepper');
        const page = await open(`${server.url}${POST}`, { width: 720, height: 900 }, options);
        const el = page.locator('sudoku-stepper');
        await el.evaluate((e, c) => {
          if (c !== 'full') e.setAttribute('controls', c);
          return e.ready;
        }, controls);
        await frames(page, 2);
        // The shifts from here on: the attribute set above moved the page once, before the search.
        await page.evaluate(() => {
          window.__shift = 0;
        });
        const before = await heights(page, 'sudoku-stepper');
        await el.evaluate((e) => e.runToEnd());
        await page.waitForFunction(() => document.querySelector('sudoku-stepper').stats.status === 'solved');
        await page.waitForFunction(() => !document.querySelector('sudoku-stepper').shadowRoot.querySelector('.banner').hidden);
        await frames(page, 2);
        sameHeights(await heights(page, 'sudoku-stepper'), before, 'the same height with the banner');
        const cls = await shift(page);
        assert.ok(cls <= LIMIT, `CLS ${cls.toFixed(3)} ≤ ${LIMIT}`);
        await page.close();
      });
    }

    for (const [name, opener] of [
      ['1200 px', 'open'],
      ['a 375 px phone', 'openPhone'],
    ]) {
      test(`<sudoku-compare> above and far below the fold at ${name}: the stand-in, the poster and the race are one size; CLS ≤ ${LIMIT}`, async () => {
        const { held, options } = heldModule('sudoku-compare');
        const url = `${server.url}${COMPARE}`;
        const page = opener === 'open' ? await open(url, undefined, options) : await openPhone(url, options);
        const drawn = () => page.evaluate(() => [...document.querySelectorAll('sudoku-compare')].map((el) => el.shadowRoot.querySelector('.lanes') !== null));
        await page.locator('#top').evaluate((e) => e.ready);
        await frames(page, 2);
        assert.deepEqual(await drawn(), [true, false], 'the far one is not loaded before it is near');
        const posters = await heights(page, 'sudoku-compare');
        sameHeights(posters, held.undefined, 'the stand-ins before definition, the race and the far poster after');
        await page.locator('#far').evaluate((e) => e.scrollIntoView());
        await page.waitForFunction(() => document.querySelector('#far').status !== 'loading');
        await frames(page, 2);
        sameHeights(await heights(page, 'sudoku-compare'), posters, 'the far race as its poster');
        const cls = await shift(page);
        assert.ok(cls <= LIMIT, `CLS ${cls.toFixed(3)} ≤ ${LIMIT}`);
        await page.close();
      });
    }

    test("<sudoku-compare>'s poster has a lane per strategy named", async () => {
      let release = () => {};
      const gate = new Promise((r) => {
        release = r;
      });
      const page = await open(
        `${server.url}tests/fixtures/dist-blank.html`,
        { width: 900, height: 800 },
        {
          ready: false,
          before: (p) =>
            p.route('**/*.wasm', async (route) => {
              await gate;
              await route.continue();
            }),
        },
      );
      await page.evaluate(async () => {
        await customElements.whenDefined('sudoku-compare');
        for (const strategies of ['mrv dlx', 'backtracking mrv singles']) {
          const el = document.createElement('sudoku-compare');
          el.setAttribute('strategies', strategies);
          document.querySelector('main')?.append(el);
        }
      });
      await frames(page, 2);
      const posters = await heights(page, 'sudoku-compare');
      release();
      await page.evaluate(() => Promise.all([...document.querySelectorAll('sudoku-compare')].map((el) => el.ready)));
      await frames(page, 2);
      sameHeights(await heights(page, 'sudoku-compare'), posters, 'each race as its poster');
      await page.close();
    });
  },
  { timeout: 20_000 },
);
