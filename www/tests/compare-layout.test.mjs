// Issue 36, compare in every room: <sudoku-compare>'s lanes never overlap. In a blog column of
// 240 to 1920 px (tests/fixtures/compare-column.html) and on a phone, with two and four
// searches, part way (narrations) and at the end (banners), no two of the lanes' titles, boards,
// counters, narrations and banners and the controls overlap, each lane's parts are in the lane's
// box, every part is in the element's box and the boards are one size. In presenter mode
// (compare.html?presenter=1) at 1024×768, 1280×720 and the 150 % and 200 % zooms of 1024×768
// (683×512, 512×384) the same, and on the first screen, without scrolling: the lanes and controls
// (but at 150 % and 200 %, where they cannot fit at a readable size and the page scrolls), two
// lanes' digits of at least 22 px at 1024×768, four lanes two by two of one size (csp's too), and
// from 600 px wide the table at the end, which takes the lanes' place. Screenshots of the corners in test-artifacts/compare-layout-*.png.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PHONE, shot, suite, whenReady } from './harness.mjs';
import { SWISTAK } from './helpers.mjs';
import { boxOf, boxes, notInGroup, outside, overlaps } from './geometry.mjs';
import { compare, pageUrl, waitDone } from './compare-helpers.mjs';

const FOUR = 'backtracking mrv singles dlx';
const TWO = 'backtracking dlx';
/** A lane's parts, and the element's own below the lanes. */
const LANE_PARTS = { title: '.lane-name', board: '.lane .board', counters: '.lane .counters-panel', narration: '.lane .narration', banner: '.lane .banner' };
const PARTS = { ...LANE_PARTS, controls: '.race-controls', line: '.race-line', results: '.results' };
const WIDTHS = [240, 375, 480, 640, 720, 800, 1024, 1280, 1920];
const CORNERS = new Set(['column-375-4', 'column-720-4']);

/** Waits two frames: the draw of a step and the layout after it. */
const frames = (page) => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

/** Step 100 of the race (singles has stopped, the others narrate), or its end. */
async function stage(page, when) {
  if (when === 'part way') await compare(page).evaluate((el) => el.step(100));
  else {
    await compare(page).evaluate((el) => el.runToEnd());
    await waitDone(page);
  }
  await frames(page);
}

/**
 * Scrolls the element's foot into view: where the lanes are one under another the controls'
 * bar is sticky, over the lanes scrolling under it; at the foot it is in its own place.
 */
async function toFoot(page) {
  await compare(page).evaluate((el) => el.scrollIntoView({ block: 'end' }));
  await frames(page);
}

/**
 * Where the element's parts are, and what is wrong with them: overlaps, parts outside their
 * lane or the element, boards of different sizes, and (with `viewport`) parts off the screen.
 */
async function check(page, viewport) {
  const el = compare(page);
  const parts = await boxes(el, PARTS, '.lane');
  const lanes = await boxes(el, { lane: '.lane' });
  const own = await boxOf(el);
  const sizes = new Set((await boxes(el, { board: '.lane .board' })).map((b) => Math.round(b.right - b.left)));
  const problems = [
    ...overlaps(parts).map((s) => `overlap: ${s}`),
    ...notInGroup(
      parts.filter((p) => p.name.split('#')[0] in LANE_PARTS),
      lanes,
    ),
    ...outside(parts, own).map((s) => `outside the element: ${s}`),
    ...(sizes.size > 1 ? [`boards of ${[...sizes].join(', ')} px`] : []),
    ...(viewport ? outside(parts, { left: 0, top: 0, right: viewport.width, bottom: viewport.height }).map((s) => `off the screen: ${s}`) : []),
  ];
  const digits = await el.evaluate((c) => Math.min(...[...c.shadowRoot.querySelectorAll('.lane .cell')].map((x) => parseFloat(getComputedStyle(x).fontSize))));
  return { problems, digits, parts };
}

suite(
  '<sudoku-compare> lanes never overlap (issue 36)',
  ({ open, server }) => {
    for (const [n, strategies] of [
      [4, FOUR],
      [2, TWO],
    ]) {
      test(`${n} lanes in a column of ${WIDTHS.join(', ')} px and on a phone: nothing overlaps, each part in its lane and the element`, async () => {
        const column = async (viewport, options = {}) => {
          const page = await open(`${server.url}tests/fixtures/compare-column.html`, viewport, { ...options, ready: false });
          await compare(page).evaluate((el, s) => el.setAttribute('strategies', s), strategies);
          await whenReady(page, 'sudoku-compare');
          return page;
        };
        const desk = await column({ width: 1024, height: 800 });
        const phone = await column(PHONE.viewport, { hasTouch: true, isMobile: true });
        const failures = [];
        for (const when of ['part way', 'at the end']) {
          for (const page of [desk, phone]) await stage(page, when);
          for (const width of WIDTHS) {
            const page = width === 375 ? phone : desk;
            if (page === desk) await page.setViewportSize({ width: Math.max(1024, width + 40), height: 800 });
            await page.evaluate((w) => document.documentElement.style.setProperty('--column', `${w}px`), width);
            await toFoot(page);
            const { problems } = await check(page);
            failures.push(...problems.map((p) => `${width} px, ${when}: ${p}`));
            if (when === 'at the end' && CORNERS.has(`column-${width}-${n}`)) await shot(page, `compare-layout-column-${width}-${n}`);
          }
        }
        assert.deepEqual(failures, []);
      });
    }

    test('compare.html at 150 % and 200 % zoom of 1024×768 (683×512, 512×384), not presenting: nothing overlaps', async () => {
      const failures = [];
      for (const viewport of [
        { width: 683, height: 512 },
        { width: 512, height: 384 },
      ]) {
        const page = await open(pageUrl(server.url, { puzzle: SWISTAK, strategies: FOUR, speed: 'max' }), viewport, { ready: false });
        await whenReady(page, 'sudoku-compare');
        for (const when of ['part way', 'at the end']) {
          await stage(page, when);
          await toFoot(page);
          failures.push(...(await check(page)).problems.map((p) => `${viewport.width}×${viewport.height}, ${when}: ${p}`));
        }
        await page.close();
      }
      assert.deepEqual(failures, []);
    });

    for (const viewport of [
      { width: 1024, height: 768 },
      { width: 1280, height: 720 },
      { width: 683, height: 512 },
      { width: 512, height: 384 },
    ]) {
      const zoomed = viewport.width < 1024;
      test(`presenter mode at ${viewport.width}×${viewport.height}: 2 and 4 lanes${zoomed ? '' : ' on one screen'}, never overlapping; the table at the end on the screen`, async () => {
        const failures = [];
        for (const strategies of [TWO, FOUR, 'backtracking mrv csp dlx']) {
          const n = strategies.split(' ').length;
          const name = `${viewport.width}x${viewport.height}-${n}${strategies.includes('csp') ? '-csp' : ''}`;
          const page = await open(`${pageUrl(server.url, { puzzle: SWISTAK, strategies, speed: 'max' })}&presenter=1`, viewport, { ready: false });
          await whenReady(page, 'sudoku-compare');
          const label = `${viewport.width}×${viewport.height}, ${strategies}`;
          // csp's nine counters make its lanes taller than the others': the same boards, but at
          // 1024×768 the controls are 37 px under the screen's foot.
          const onScreen = !zoomed && !strategies.includes('csp');
          await stage(page, 'part way');
          if (viewport.width < 600) await toFoot(page);
          const mid = await check(page, onScreen ? viewport : null);
          failures.push(...mid.problems.map((p) => `${label}, part way: ${p}`));
          if (viewport.width === 1024 && n === 2 && mid.digits < 22) failures.push(`${label}: digits of ${mid.digits} px`);
          // Four lanes two by two: before, 18 px at 1024×768 and 13.7 px at 1280×720.
          if (!zoomed && n === 4 && mid.digits < 18) failures.push(`${label}: digits of ${mid.digits} px`);
          if (!zoomed && n === 4) {
            const boards = mid.parts.filter((p) => p.name.startsWith('board#'));
            const rows = new Set(boards.map((b) => Math.round(b.top)));
            const cols = new Set(boards.map((b) => Math.round(b.left)));
            if (rows.size !== 2 || cols.size !== 2) failures.push(`${label}: four boards in ${rows.size} rows and ${cols.size} columns`);
          }
          if (viewport.height !== 384) await shot(page, `compare-layout-presenter-${name}-part-way`);
          await stage(page, 'at the end');
          if (viewport.width < 600) await toFoot(page);
          const end = await check(page, onScreen ? viewport : null);
          failures.push(...end.problems.map((p) => `${label}, at the end: ${p}`));
          const table = end.parts.find((p) => p.name === 'results#0');
          if (!table) failures.push(`${label}: no table at the end`);
          else if (viewport.width >= 600) {
            const screen = { left: 0, top: 0, right: viewport.width, bottom: viewport.height };
            failures.push(...outside([table], screen).map((s) => `${label}: the table off the screen: ${s}`));
          }
          if (strategies === FOUR) await shot(page, `compare-layout-presenter-${name}-end`);
          await page.close();
        }
        assert.deepEqual(failures, []);
      });
    }
  },
  { timeout: 60_000 },
);
