// Issue 36, every part in every room: the stepper's layout over a matrix of panel sets × rooms
// (a projector at 1024×768 and 1280×720, 150 % and 200 % zoom, a blog's 720 px column, a 375 px
// phone, a reveal.js slide) × presenter mode off and on. In each case no two parts overlap, each
// is inside the element's box (and, in presenter mode's one screen, the viewport), and in
// presenter mode's one screen each panel shown has its readable minimum (the marked code line
// whole, the whole algorithm on a projector, three rows of the stack, 180 px of tree) or is
// folded behind a tab, which shows it readable when pressed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { shot, suite } from './harness.mjs';
import { overlaps, outside } from './geometry.mjs';
import { HARD, host } from './helpers.mjs';

/** The panel sets: the default, code alone or with others, every panel at once. */
const SETS = ['counters stack', 'code', 'counters code', 'code tree', 'counters code stack tree', 'counters code chart stack tree candidates'];

/**
 * The rooms: `url` a path under www/ with its own query (the demo page or matrix-host.html);
 * `projector`: a screen a class reads, where the whole algorithm must show.
 * @type {{ name: string, path: string, viewport: { width: number, height: number }, phone?: boolean, projector?: boolean }[]}
 */
const ROOMS = [
  { name: '1024×768', path: `?puzzle=${HARD}&strategy=backtracking`, viewport: { width: 1024, height: 768 }, projector: true },
  { name: '1280×720', path: `?puzzle=${HARD}&strategy=backtracking`, viewport: { width: 1280, height: 720 }, projector: true },
  { name: '150 % zoom', path: `?puzzle=${HARD}&strategy=backtracking`, viewport: { width: 683, height: 512 } },
  { name: '200 % zoom', path: `?puzzle=${HARD}&strategy=backtracking`, viewport: { width: 512, height: 384 } },
  { name: '720 px column', path: 'tests/fixtures/matrix-host.html?room=column', viewport: { width: 1200, height: 900 } },
  { name: '375 px phone', path: `?puzzle=${HARD}&strategy=backtracking`, viewport: { width: 375, height: 740 }, phone: true },
  { name: 'reveal.js slide', path: 'tests/fixtures/matrix-host.html?room=slide', viewport: { width: 1024, height: 768 } },
];

/** The parts that must never overlap, by selector in the element's shadow root. */
const PARTS = {
  toolbar: '.layout > .toolbar',
  board: '.board',
  banner: '.board-wrap > .banner',
  depth: '.depth-figure',
  controls: '.layout > .controls',
  narration: '.layout > .narration',
  tabs: '.panel-tabs',
  panel: '.side > .slot > .panel',
};

/**
 * What a case looks like now: each part's box as far as it is seen (clipped by the boxes it
 * scrolls in and by the viewport), the element's box, whether its one screen is on (presenter
 * mode, wide), and the readable minimum of each panel shown; the folded panels.
 * @param {import('playwright-core').Page} page
 */
function look(page) {
  return host(page).evaluate((el, parts) => {
    const root = /** @type {ShadowRoot} */ (el.shadowRoot);
    /** The part of `e` not clipped by an ancestor that clips, nor by the viewport. */
    const seen = (/** @type {Element} */ e) => {
      const r = e.getBoundingClientRect();
      let box = { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
      /** @type {Element | null} */
      let a = e.parentElement ?? /** @type {ShadowRoot} */ (e.getRootNode()).host ?? null;
      while (a) {
        const cs = getComputedStyle(a);
        if (cs.overflowX !== 'visible' || cs.overflowY !== 'visible') {
          const b = a.getBoundingClientRect();
          box = {
            left: Math.max(box.left, b.left),
            top: Math.max(box.top, b.top),
            right: Math.min(box.right, b.right),
            bottom: Math.min(box.bottom, b.bottom),
          };
        }
        a = a.parentElement ?? /** @type {ShadowRoot} */ (a.getRootNode()).host ?? null;
      }
      return box;
    };
    const whole = (/** @type {Element} */ e) => {
      const r = e.getBoundingClientRect();
      const s = seen(e);
      return r.height > 0 && r.top >= s.top - 0.5 && r.bottom <= s.bottom + 0.5 && r.top >= -0.5 && r.bottom <= innerHeight + 0.5;
    };
    const boxes = Object.entries(parts).flatMap(([name, selector]) =>
      [...root.querySelectorAll(selector)]
        .filter((e) => e.checkVisibility({ visibilityProperty: true }))
        .map((e, i) => ({ name: `${name === 'panel' ? e.classList[1] : name}#${i}`, group: -1, ...seen(e) }))
        .filter((b) => b.right - b.left > 0.5 && b.bottom - b.top > 0.5),
    );
    // Presenter mode's one screen: its layout a grid of the screen's height (a phone keeps the narrow one).
    const layout = root.querySelector('.layout');
    const oneScreen = el.hasAttribute('presenter') && layout != null && getComputedStyle(layout).display === 'grid';
    const shown = (/** @type {string} */ sel) => {
      const e = root.querySelector(sel);
      return e?.checkVisibility({ visibilityProperty: true }) ?? false;
    };
    const lines = [...root.querySelectorAll('.code-lines > li')];
    const tree = root.querySelector('.tree-box');
    const r = el.getBoundingClientRect();
    return {
      boxes,
      element: { name: 'element', group: -1, left: r.left, top: r.top, right: r.right, bottom: r.bottom },
      viewport: { left: 0, top: 0, right: innerWidth, bottom: innerHeight },
      scrolled: scrollY,
      candidates: el.panels.includes('candidates'),
      oneScreen,
      code: shown('.code-panel')
        ? { lines: lines.length, whole: lines.filter(whole).length, marked: [...root.querySelectorAll('.code-lines > li.on')].every(whole) }
        : null,
      tree: shown('.tree-panel') && tree ? Math.round(seen(tree).bottom - seen(tree).top) : null,
      stack: shown('.stack-panel') ? [...root.querySelectorAll('.stack-list > li:not(.head)')].filter(whole).length : null,
      folded: [...root.querySelectorAll('.side > .slot[data-folded]')].map((s) => /** @type {HTMLElement} */ (s).dataset.panel),
      tabs: [...root.querySelectorAll('.panel-tabs button')].map((b) => /** @type {HTMLElement} */ (b).dataset.panel),
    };
  }, PARTS);
}

/** Waits until the panels' modules are here and two frames have been drawn since. */
function settled(page) {
  return host(page).evaluate(async (el) => {
    const frames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const root = /** @type {ShadowRoot} */ (el.shadowRoot);
    await frames();
    while (root.querySelector('.slot[data-loading]')) await frames();
    await frames();
  });
}

/**
 * Every way the case `label` fails now.
 * @param {Awaited<ReturnType<typeof look>>} s
 * @param {string} label
 * @param {{ projector?: boolean }} room
 * @param {number} top  where the page was scrolled to, the element at the top of the screen
 */
function failures(s, label, room, top) {
  const found = [...overlaps(s.boxes).map((o) => `overlap ${o}`), ...outside(s.boxes, s.element).map((o) => `outside the element: ${o}`)];
  if (s.oneScreen) {
    found.push(...outside(s.boxes, s.viewport).map((o) => `outside the viewport: ${o}`));
    if (s.scrolled !== top) found.push(`the page scrolled from ${top} to ${s.scrolled}`);
    if (s.code && !s.code.marked) found.push('the marked code line is not whole');
    // With candidates the board takes the height their marks need, and the code scrolls.
    if (s.code && room.projector && !s.candidates && s.code.whole < Math.min(17, s.code.lines))
      found.push(`${s.code.whole} of ${s.code.lines} code lines whole`);
    if (s.tree != null && s.tree < 180) found.push(`the tree is ${s.tree} px high`);
    if (s.stack != null && s.stack < 3) found.push(`${s.stack} stack rows whole`);
    for (const name of s.folded) if (!s.tabs.includes(name)) found.push(`${name} folded without a tab`);
  }
  return found.map((f) => `${label}: ${f}`);
}

suite(
  'the layout matrix: every panel set in every room (issue 36)',
  ({ open, server }) => {
    for (const presenter of [false, true]) {
      for (const room of ROOMS) {
        test(`${room.name}, presenter mode ${presenter ? 'on' : 'off'}: every panel set lays out without overlap, inside its box, each panel readable or behind a tab`, async () => {
          const sep = room.path.includes('?') ? '&' : '?';
          const url = `${server.url}${room.path}${sep}${presenter ? 'presenter=1&' : ''}panels=${encodeURIComponent(SETS[0])}`;
          const page = await open(url, room.viewport, room.phone ? { hasTouch: true, isMobile: true, reducedMotion: 'reduce' } : { reducedMotion: 'reduce' });
          // The element at the top of the screen, as a presenter scrolls to it; the page must not
          // scroll from there by itself.
          const top = await host(page).evaluate(async (el) => {
            await el.step(30);
            el.scrollIntoView({ block: 'start' });
            return scrollY;
          });
          const found = [];
          for (const set of SETS) {
            await host(page).evaluate((el, p) => {
              el.panels = p;
            }, set);
            await settled(page);
            const label = `${room.name}${presenter ? ' presenter' : ''} [${set}]`;
            const now = await look(page);
            found.push(...failures(now, label, room, top));
            // Each folded panel, its tab pressed: shown, at its readable minimum.
            for (const name of now.folded) {
              await host(page).evaluate((el, n) => {
                /** @type {HTMLElement | null | undefined} */ (el.shadowRoot?.querySelector(`.panel-tabs button[data-panel="${n}"]`))?.click();
              }, name);
              await settled(page);
              const after = await look(page);
              if (after.folded.includes(name)) found.push(`${label}: ${name}'s tab did not show it`);
              found.push(...failures(after, `${label} tab ${name}`, room, top));
            }
          }
          if (presenter && (room.name === '1024×768' || room.name === 'reveal.js slide' || room.name === '150 % zoom'))
            await shot(page, `matrix-${room.name.replace(/\W+/g, '-')}`);
          await page.close();
          assert.deepEqual(found, []);
        });
      }
    }

    test('presenter mode: T shows the folded panels in turn, the tabs say which are shown, the page never sees it; with nothing folded T passes to the page', async () => {
      const page = await open(
        `${server.url}?presenter=1&panels=counters,code,stack,tree&puzzle=${HARD}`,
        { width: 1024, height: 768 },
        { reducedMotion: 'reduce' },
      );
      await settled(page);
      await page.evaluate(() => {
        const w = /** @type {any} */ (window);
        w.heard = [];
        document.addEventListener('keydown', (e) => w.heard.push(e.key));
      });
      const pressed = () =>
        host(page).evaluate((el) =>
          [...(el.shadowRoot?.querySelectorAll('.panel-tabs button[aria-pressed="true"]') ?? [])]
            .map((b) => /** @type {HTMLElement} */ (b).dataset.panel)
            .join(' '),
        );
      const heard = () => page.evaluate(() => /** @type {any} */ (window).heard.join(' '));
      assert.equal(await pressed(), 'code', 'the pseudo-code first');
      const seen = [];
      for (let i = 0; i < 4; i++) {
        await page.keyboard.press('t');
        await settled(page);
        seen.push(await pressed());
      }
      // Each press brings the next panel by priority (tree, stack, counters, then the code
      // again), with whatever else fits beside it.
      const first = seen.map((s, i) => s.split(' ').includes(['tree', 'stack', 'counters', 'code'][i]));
      assert.deepEqual(first, [true, true, true, true], seen.join(' / '));
      assert.equal(await heard(), '');
      await host(page).evaluate((el) => {
        el.panels = 'code';
      });
      await settled(page);
      await page.keyboard.press('t');
      assert.equal(await heard(), 't');
      await page.close();
    });
  },
  { timeout: 20_000 },
);
