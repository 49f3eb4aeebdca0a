// Issue 18: a page themes the elements with the public --sudoku-* custom properties. Setting the
// background, ink and accent derives the rest, so text stays readable (contrast ≥ 4.5:1) on a
// light theme under a dark system and a dark theme under a light one; `auto` follows the page's
// color-scheme (a class-based dark mode); `theme="inherit"` takes the page's font, colour and
// background; a page's unprefixed --bg or --panel never reaches the shadow tree. Every public
// property is in the manifest and docs/element.md.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { ROOT, shot, suite } from './harness.mjs';
import { SWISTAK, luminance } from './helpers.mjs';
import { contrastIn } from './contrast.mjs';
import { PUBLIC_NAMES } from '../element/theme-styles.js';

/** Text a reader must be able to read, each on its own background. */
const TEXTS = ['.counters dt', '.counters dd', '.narration', '.strategy-note', '.cell.given .v', '.cell:not(.given) .v', '.cell.cur .v', '.stack-list .k'];

/**
 * Opens the dist/ page with `css` as the page's own stylesheet and `htmlClass` on <html>, adds a
 * backtracking element with `attrs` and takes 30 steps (guesses on the board, rows in the stack).
 */
async function themed(open, url, { css = '', htmlClass = '', attrs = { strategy: 'backtracking' }, colorScheme = 'light', tag = 'sudoku-stepper' } = {}) {
  const page = await open(`${url}tests/fixtures/dist-blank.html`, undefined, { ready: false, colorScheme });
  if (css) await page.addStyleTag({ content: css });
  await page.evaluate(
    async ([t, cls, a, puzzle]) => {
      if (cls) document.documentElement.classList.add(cls);
      const el = /** @type {any} */ (document.createElement(t));
      for (const [k, v] of Object.entries({ puzzle, ...a })) el.setAttribute(k, v);
      document.querySelector('main')?.append(el);
      await el.ready;
      await el.step(30);
    },
    [tag, htmlClass, attrs, SWISTAK],
  );
  return page;
}

/** The host's computed background, its text's colour (as `rgb(…)`, through a canvas) and font family. */
const hostStyle = (page, tag = 'sudoku-stepper') =>
  page.locator(tag).evaluate((el) => {
    const s = getComputedStyle(el);
    const ctx = /** @type {CanvasRenderingContext2D} */ (document.createElement('canvas').getContext('2d', { willReadFrequently: true }));
    ctx.fillStyle = getComputedStyle(/** @type {Element} */ (el.shadowRoot?.firstElementChild)).color;
    ctx.fillRect(0, 0, 1, 1);
    return { bg: s.backgroundColor, ink: `rgb(${[...ctx.getImageData(0, 0, 1, 1).data.slice(0, 3)].join(', ')})`, font: s.fontFamily };
  });

/** Each text's contrast on what is under it; fails naming those under 4.5:1. */
async function readable(page, name, tag = 'sudoku-stepper', texts = TEXTS) {
  const found = await page.locator(tag).evaluate(
    (el, [sels, fn]) => {
      // biome-ignore lint: an indirect eval defines the function from its source in the page's global scope
      const measure = /** @type {typeof contrastIn} */ ((0, eval)(fn));
      return sels.map((s) => ({ s, ...measure(el, s) }));
    },
    [texts, `(${contrastIn})`],
  );
  const low = found.filter((f) => f.ratio < 4.5).map((f) => `${f.s}: ${f.ratio} (${f.fg} on ${f.bg})`);
  assert.deepEqual(low, [], `${name}: every text at 4.5:1 or more`);
  return found;
}

/** The background of the counters panel, as painted. */
const panelOf = (found) => found.find((f) => f.s === '.counters dt').bg;

suite(
  'host theming with --sudoku-* (issue 18)',
  ({ open, server }) => {
    test('a light theme from three properties stays light and readable under a dark system, on both elements', async () => {
      // As a blog writes it: its own --bg, --ink and --accent handed to the element's names.
      const css = `:root { color-scheme: light dark; --bg: #fdf6e3; --ink: #3b3024; --accent: #b5475a; }
      sudoku-stepper, sudoku-compare { --sudoku-bg: var(--bg); --sudoku-ink: var(--ink); --sudoku-accent: var(--accent); }`;
      const page = await themed(open, server.url, { css, colorScheme: 'dark' });
      const host = await hostStyle(page);
      assert.equal(host.bg, 'rgb(253, 246, 227)', "the page's background");
      assert.equal(host.ink, 'rgb(59, 48, 36)', "the page's ink");
      const found = await readable(page, 'light theme, dark system');
      assert.ok(luminance(panelOf(found)) > 0.7, `the counters' panel is mixed from the light background, not the dark palette (${panelOf(found)})`);
      await shot(page, 'theming-light-on-dark-system');
      await page.close();

      const compare = await themed(open, server.url, { css, colorScheme: 'dark', tag: 'sudoku-compare', attrs: { strategies: 'backtracking dlx' } });
      assert.equal((await hostStyle(compare, 'sudoku-compare')).bg, 'rgb(253, 246, 227)');
      await readable(compare, 'compare, light theme, dark system', 'sudoku-compare', [
        '.lane .counters dt',
        '.lane .counters dd',
        '.lane-name',
        '.cell.given .v',
      ]);
      await compare.close();
    });

    test('a dark theme from background and ink stays dark and readable under a light system', async () => {
      const css = 'sudoku-stepper { --sudoku-bg: #1e1b2e; --sudoku-ink: #e6e1f5; }';
      const page = await themed(open, server.url, { css, colorScheme: 'light' });
      assert.equal((await hostStyle(page)).bg, 'rgb(30, 27, 46)');
      const found = await readable(page, 'dark theme, light system');
      assert.ok(luminance(panelOf(found)) < 0.05, `the counters' panel is dark (${panelOf(found)})`);
      await shot(page, 'theming-dark-on-light-system');
      await page.close();
    });

    test("auto follows the page's color-scheme: a class-based dark mode (html.dark) under a light system", async () => {
      const css = 'html.dark { color-scheme: dark; }';
      const page = await themed(open, server.url, { css, htmlClass: 'dark', colorScheme: 'light' });
      const dark = await hostStyle(page);
      assert.ok(luminance(dark.bg) < 0.05 && luminance(dark.ink) > 0.6, `html.dark: a dark element (${JSON.stringify(dark)})`);
      await readable(page, 'html.dark');
      await shot(page, 'theming-html-dark');
      await page.evaluate(() => document.documentElement.classList.remove('dark'));
      const light = await hostStyle(page);
      assert.ok(luminance(light.bg) > 0.9 && luminance(light.ink) < 0.1, `without the class: a light element (${JSON.stringify(light)})`);
      await page.close();
    });

    test('theme="inherit" takes the page\'s font, colour and background, light and dark', async () => {
      for (const [scheme, page_] of [
        ['light', 'body { background: #f4ecd8; color: #2d2a24; font-family: Georgia, serif; }'],
        ['dark', ':root { color-scheme: dark; } body { background: #17160f; color: #ece7da; font-family: Georgia, serif; }'],
      ]) {
        const page = await themed(open, server.url, { css: page_, attrs: { strategy: 'backtracking', theme: 'inherit' }, colorScheme: 'light' });
        const host = await hostStyle(page);
        assert.equal(host.bg, 'rgba(0, 0, 0, 0)', `${scheme}: the page's background shows through`);
        assert.equal(host.ink, scheme === 'light' ? 'rgb(45, 42, 36)' : 'rgb(236, 231, 218)', `${scheme}: the page's colour`);
        assert.match(host.font, /^Georgia/, `${scheme}: the page's font`);
        await readable(page, `inherit, ${scheme}`);
        await shot(page, `theming-inherit-${scheme}`);
        await page.close();
      }
    });

    test("a page's unprefixed --bg, --ink, --panel and --muted do not reach the element", async () => {
      const css = ':root, sudoku-stepper { --bg: rgb(255, 0, 0); --ink: rgb(0, 255, 0); --panel: rgb(255, 0, 0); --muted: rgb(255, 0, 0); }';
      const page = await themed(open, server.url, { css, colorScheme: 'light' });
      const host = await hostStyle(page);
      assert.equal(host.bg, 'rgb(255, 255, 255)', "the element's own background");
      assert.notEqual(host.ink, 'rgb(0, 255, 0)');
      const found = await readable(page, 'page with --bg');
      assert.equal(panelOf(found), 'rgb(242, 242, 243)', "the counters' panel is the element's own");
      await page.close();
    });

    test('every public property is in the manifest (both elements) and in docs/element.md', () => {
      const manifest = JSON.parse(readFileSync(`${ROOT}dist/custom-elements.json`, 'utf8'));
      const guide = readFileSync(`${ROOT}docs/element.md`, 'utf8');
      const declared = manifest.modules.flatMap((m) => m.declarations ?? []).filter((d) => d.tagName);
      for (const tag of ['sudoku-stepper', 'sudoku-compare']) {
        const names = new Set(declared.find((d) => d.tagName === tag).cssProperties.map((p) => p.name));
        const missing = PUBLIC_NAMES.filter((n) => !names.has(n) && !(n === '--sudoku-above' && tag === 'sudoku-compare'));
        assert.deepEqual(missing, [], `${tag}'s manifest lists every --sudoku-* property`);
        assert.ok(
          [...names].every((n) => n.startsWith('--sudoku-')),
          `${tag}: every property namespaced`,
        );
      }
      assert.deepEqual(
        PUBLIC_NAMES.filter((n) => !guide.includes(`\`${n}\``)),
        [],
        'docs/element.md names every property',
      );
    });
  },
  { timeout: 15_000 },
);
