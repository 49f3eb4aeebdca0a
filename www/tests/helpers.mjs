// What the end-to-end tests read and drive of a page's <sudoku-stepper>, and the puzzles they
// use. Every helper takes a Playwright page and acts on its first element.

export const EASY = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
export const EASY_SOLUTION = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';
export const SWISTAK = '46.....853...68....124.......4..19........7..7.9....3..7..3...26..794.......1.673';
/** The Czech DFS article's sample: 27 solutions. */
export const CZECH = '003870500000002180049651030006000053050000072072305010200068000000020000030510000';
/** Built against brute force: a long search. */
export const HARD = '..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9';
/**
 * `stats` of an element that has not stepped: every counter CONTRACT.md lists, at 0, written out
 * here (not taken from the element) so that a counter dropped from the element fails a test.
 */
export const READY_STATS = Object.freeze({
  steps: 0,
  tries: 0,
  backtracks: 0,
  propagations: 0,
  depth: 0,
  maxDepth: 0,
  solutions: 0,
  updates: 0,
  accepted: 0,
  penalty: 0,
  bestPenalty: 0,
  temperature: 0,
  restarts: 0,
  pruned: 0,
  jumped: 0,
  status: 'ready',
});
export const PLATINUM = '.......12........3..23..4....18....5.6..7.8.......9.....85.....9...4.5..47...6...';
export const SIXTEEN =
  '.5A2.1.F9DE4....81.F..7.C.A2..E4..E4..A23B......3.7...E4...FC.....CAF9.8B.41.7.67..BG.C.53..FA..6.G9.E..FADC.248.8...6...G.9..5.AC...8..E2G.D4.7.623.7BCA9FD.G..B.9D...51..7A.F...8...G.645....3...C.A.E.6B.73.9D.376G.94.1.BE..E4B.5.2..79A6F..G..6.C1B..3E.8DA';
/** Row 1 needs a 9 in r1c9, but column 9 already has one: no solution, no conflicting givens. */
export const UNSOLVABLE = `12345678.........9${'.'.repeat(63)}`;

/** A 9×9 one-line puzzle as people paste it: 9 lines, `|` between boxes, `------+…` between bands. */
export const grid9 = (puzzle) =>
  [...Array(9)]
    .map((_, r) => puzzle.slice(r * 9, r * 9 + 9))
    .map((r, i) => `${r.slice(0, 3)} | ${r.slice(3, 6)} | ${r.slice(6)}${i % 3 === 2 && i < 8 ? '\n------+-------+------' : ''}`)
    .join('\n');

/** The first <sudoku-stepper> of the page. */
export const host = (page) => page.locator('sudoku-stepper').first();
/** A locator inside the element's (open) shadow root. */
export const shadow = (page, selector) => host(page).locator(selector);
/** The element's `stats`. */
export const stats = (page) => host(page).evaluate((el) => el.stats);
/** Calls a method of the element with JSON arguments; resolves to its (JSON) result. */
export const call = (page, fn, ...args) => host(page).evaluate((el, [f, a]) => el[f](...a), [fn, args]);
/** Reads a property of the element. */
export const prop = (page, name) => host(page).evaluate((el, n) => el[n], name);

/** Waits `n` animation frames in the page. */
/**
 * Goes to step `n` and reads what the board shows there: the narration and, per cell, its digit
 * and its classes (the marks of the step: `dead`, `cause`, `moved`…).
 * @param {import('playwright-core').Page} page
 * @param {number} n
 */
export async function shownAt(page, n) {
  await host(page).evaluate((el, k) => el.goTo(k), n);
  await frames(page);
  const shown = await host(page).evaluate((el) => {
    const r = /** @type {ShadowRoot} */ (el.shadowRoot);
    return {
      narration: r.querySelector('.narration')?.textContent ?? '',
      cells: [...r.querySelectorAll('.board .cell')].map((c) => ({ digit: c.querySelector('.v')?.textContent ?? '', classes: [...c.classList] })),
    };
  });
  /** The cells with class `cls`, by index. @param {string} cls */
  const marked = (cls) => shown.cells.flatMap((c, i) => (c.classes.includes(cls) ? [i] : []));
  return { narration: shown.narration, digits: shown.cells.map((c) => c.digit), marked };
}

export const frames = (page, n = 2) =>
  page.evaluate(async (k) => {
    for (let i = 0; i < k; i++) await new Promise((r) => requestAnimationFrame(() => r(undefined)));
  }, n);

/** Everything a user sees of the search: counters, the puzzle, every cell's text, the banner. */
export const visible = (page) =>
  host(page).evaluate((el) => {
    const banner = /** @type {HTMLElement | null} */ (el.shadowRoot.querySelector('.banner'));
    return {
      stats: el.stats,
      board: el.board,
      cells: [...el.shadowRoot.querySelectorAll('.board .cell[data-cell]')].map((c) => c.textContent),
      banner: !banner || banner.hidden ? '' : banner.textContent,
    };
  });

/** Resolves with an element event's detail once it fires (listener attached before `action`). */
export async function eventAfter(page, type, action) {
  await host(page).evaluate((el, t) => {
    el.__events ??= {};
    el.__events[t] = new Promise((done) => el.addEventListener(t, (e) => done(e.detail ?? {}), { once: true }));
  }, type);
  await action();
  return host(page).evaluate((el, t) => el.__events[t], type);
}

/** Waits until `stats.status` is one of `statuses`. */
export function waitStatus(page, ...statuses) {
  return page.waitForFunction((list) => list.includes(document.querySelector('sudoku-stepper')?.stats?.status), statuses);
}

/**
 * Relative luminance (0 black … 1 white) of a computed `rgb(…)` or `oklch(…)` colour (the
 * elements' derived colours compute to oklch).
 */
export function luminance(colour) {
  const [x, y, z] = (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
  const [r, g, b] = colour.startsWith('oklch')
    ? oklchToLinear(x, y, z)
    : [x, y, z].map((v) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Linear sRGB (clamped to 0…1) of an oklch colour, by Björn Ottosson's OKLab matrices. */
function oklchToLinear(lightness, chroma, hue) {
  const a = chroma * Math.cos((hue * Math.PI) / 180);
  const b = chroma * Math.sin((hue * Math.PI) / 180);
  const l = (lightness + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (lightness - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (lightness - 0.0894841775 * a - 1.291485548 * b) ** 3;
  return [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ].map((c) => Math.min(1, Math.max(0, c)));
}

/**
 * What a page's `<link rel="modulepreload" href="./…">` tags name, in the page's order, without
 * the `./`.
 * @param {string} html
 * @returns {string[]}
 */
export const modulePreloads = (html) => [...html.matchAll(/<link rel="modulepreload" href="\.\/([^"]+)">/g)].map((m) => m[1]);
