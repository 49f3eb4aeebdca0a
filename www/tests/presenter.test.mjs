// Issue 17, ready for a classroom: presenter mode on the demo page (one screen at 1024×768 and
// 1280×720, a type scale, a clicker's keys and a blank screen, nothing moving while it plays),
// the marked pseudo-code line kept in view, the first minute (a named preset loaded, the ready
// line on the first screen, Step and Play under the board on a phone), and 16×16 marks enlarged.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { shot, suite } from './harness.mjs';
import { HARD, SIXTEEN, host, shadow, stats, waitStatus } from './helpers.mjs';

const DEPTH_FIRST = ['brute-force', 'backtracking', 'sorted-cells', 'mrv', 'singles', 'lookahead'];
/** Reduced motion: the panels scroll at once, so a box read after a step is where it stays. */
const STILL = { reducedMotion: 'reduce' };

/**
 * Where the parts a room follows are, in viewport pixels, and whether the page scrolled: Play,
 * Step, the narration, the board, the controls, and the marked pseudo-code line with the box it
 * scrolls in (its list).
 * @param {import('playwright-core').Page} page
 */
function places(page) {
  return host(page).evaluate((el) => {
    const root = /** @type {ShadowRoot} */ (el.shadowRoot);
    const box = (/** @type {string} */ sel) => {
      const e = root.querySelector(sel);
      if (!e) return null;
      const r = e.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
    };
    return {
      scrollY: window.scrollY,
      width: innerWidth,
      height: innerHeight,
      play: box('.controls .play'),
      step: box('.controls .step'),
      narration: box('.narration'),
      board: box('.board'),
      controls: box('.controls'),
      line: box('.code-lines li.on'),
      list: box('.code-lines'),
    };
  });
}

/** The failures of `inside(a, b)`: `a` lies within `b`, to half a pixel. */
function inside(name, a, b) {
  if (!a) return [`${name}: missing`];
  const ok = a.top >= b.top - 0.5 && a.bottom <= b.bottom + 0.5 && a.left >= b.left - 0.5 && a.right <= b.right + 0.5;
  return ok ? [] : [`${name} ${JSON.stringify(a)} is not inside ${JSON.stringify(b)}`];
}

/** Every way the room would lose sight of the search on `page` now. */
async function outOfSight(page, label) {
  const p = await places(page);
  const view = { top: 0, left: 0, bottom: p.height, right: p.width };
  return [
    ...(p.scrollY === 0 ? [] : [`the page scrolled to ${p.scrollY}`]),
    ...inside('Play', p.play, view),
    ...inside('Step', p.step, view),
    ...inside('the narration', p.narration, view),
    ...inside('the marked line', p.line, view),
    ...(p.list ? inside('the marked line', p.line, p.list) : []),
  ].map((f) => `${label}: ${f}`);
}

/** Computed font sizes in px of the first element each selector finds in the element. */
function fontSizes(page, selectors) {
  return host(page).evaluate(
    (el, sels) =>
      Object.fromEntries(
        sels.map((s) => {
          const e = el.shadowRoot?.querySelector(s);
          return [s, e ? parseFloat(getComputedStyle(e).fontSize) : 0];
        }),
      ),
    selectors,
  );
}

suite(
  'presenter mode and the first minute (issue 17)',
  ({ open, openPhone, server }) => {
    test('presenter mode with code and tree, 1024×768 and 1280×720: after 200 steps of each depth-first strategy Play, Step, the narration and the marked line are on screen, the page never scrolled; the type scale holds', async () => {
      const failures = [];
      for (const viewport of [
        { width: 1024, height: 768 },
        { width: 1280, height: 720 },
      ]) {
        const page = await open(`${server.url}?presenter=1&panels=code,tree&puzzle=${HARD}`, viewport, STILL);
        for (const strategy of DEPTH_FIRST) {
          await host(page).evaluate(async (el, s) => {
            el.strategy = s;
            await new Promise((r) => setTimeout(r));
            await el.step(200);
            await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
          }, strategy);
          assert.equal((await stats(page)).steps > 0, true, `${strategy} stepped`);
          failures.push(...(await outOfSight(page, `${viewport.width}×${viewport.height} ${strategy}`)));
        }
        if (viewport.width === 1024) {
          await shot(page, 'presenter-1024');
          await host(page).evaluate((el) => {
            el.panels = 'counters code stack';
          });
          const sizes = await fontSizes(page, ['.narration', '.counters dd', '.stack-list', '.code-lines', '.code-lines li.on .t']);
          for (const [sel, px] of Object.entries(sizes)) assert.ok(px >= 22, `${sel} is ${px}px at 1024×768, under 22 px`);
          assert.ok((await fontSizes(page, ['.counters dt']))['.counters dt'] >= 18, 'counter names are at least 18 px');
          // Digits fill their cells: a digit's height is most of the cell's.
          const fill = await host(page).evaluate((el) => {
            const cell = /** @type {HTMLElement} */ (el.shadowRoot?.querySelector('.board .cell'));
            return parseFloat(getComputedStyle(cell).fontSize) / cell.getBoundingClientRect().height;
          });
          assert.ok(fill >= 0.7, `digits are ${Math.round(fill * 100)} % of their cell's height`);
        }
        await page.close();
      }
      assert.deepEqual(failures, []);
    });

    test('presenter mode: the marked line stays in view when its box shrinks without a step (the search tree opens beside the code)', async () => {
      const page = await open(`${server.url}?presenter=1&panels=code&strategy=brute-force&puzzle=${HARD}`, { width: 1024, height: 768 }, STILL);
      const shrunk = await host(page).evaluate(async (el) => {
        const root = /** @type {ShadowRoot} */ (el.shadowRoot);
        const frames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
        await el.step(200);
        await frames();
        const before = root.querySelector('.code-lines')?.getBoundingClientRect().height ?? 0;
        el.panels = 'code tree';
        // The tree's module and sheet arrive after the change: wait until its panel is built and
        // the side's room given out again (the tree beside the code, or behind a tab over it).
        const height = () => root.querySelector('.code-lines')?.getBoundingClientRect().height ?? 0;
        for (let i = 0; i < 600 && (height() === before || root.querySelector('.slot[data-loading]')); i++) await frames();
        await frames();
        return { before, after: height() };
      });
      assert.ok(shrunk.after < shrunk.before - 20, `the code's box shrank (${JSON.stringify(shrunk)})`);
      assert.deepEqual(await outOfSight(page, 'code, then tree'), []);
      await page.close();
    });

    test('presenter mode at 150 % zoom (1024×768 seen as 683×512 CSS px): after 200 steps Play, Step, the narration and the marked line are on screen', async () => {
      const page = await open(`${server.url}?presenter=1&panels=code,tree&strategy=brute-force&puzzle=${HARD}`, { width: 683, height: 512 }, STILL);
      await host(page).evaluate(async (el) => {
        await el.step(200);
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      });
      assert.deepEqual(await outOfSight(page, '150 %'), []);
      await shot(page, 'presenter-zoom-150');
    });

    test('presenter mode: nothing moves while the search plays its first 200 steps (board, controls, Play, Step, narration, panels), and code + stack fit too', async () => {
      const page = await open(
        `${server.url}?presenter=1&panels=counters,code,stack&strategy=brute-force&speed=200&puzzle=${HARD}`,
        { width: 1024, height: 768 },
        STILL,
      );
      const moved = await host(page).evaluate(async (el) => {
        const root = /** @type {ShadowRoot} */ (el.shadowRoot);
        const parts = ['.board', '.controls', '.controls .play', '.controls .step', '.controls .end', '.narration', '.side', '.code-panel', '.stack-panel'];
        const boxes = () => parts.map((s) => JSON.stringify(root.querySelector(s)?.getBoundingClientRect()));
        const first = boxes();
        const changes = [];
        // Playing, every frame: Play reads Pause, the counters and the narration change.
        el.play();
        while (el.stats.steps < 200) {
          await new Promise((r) => requestAnimationFrame(r));
          boxes().forEach((b, k) => {
            if (b !== first[k]) changes.push(`step ${el.stats.steps}: ${parts[k]} ${first[k]} → ${b}`);
          });
        }
        el.pause();
        // The last draw, then the scroll that keeps the marked line in view, each at a frame.
        for (let i = 0; i < 3; i++) await new Promise((r) => requestAnimationFrame(r));
        return changes;
      });
      assert.deepEqual(moved.slice(0, 5), []);
      assert.deepEqual(await outOfSight(page, 'code + stack'), []);
    });

    test('clicker keys: PageDown steps, PageUp steps back, B and . blank the screen and bring it back, Home resets, End runs to the end', async () => {
      // The first board, which backtracking solves in a few hundred steps.
      const page = await open(`${server.url}?presenter=1&panels=code,stack`, { width: 1024, height: 768 }, STILL);
      // A click on the page's background leaves focus on the body: the keys still reach the element.
      await page.evaluate(() => /** @type {HTMLElement} */ (document.activeElement)?.blur());
      const steps = async () => (await stats(page)).steps;
      const blanked = () =>
        shadow(page, '.blank').evaluate((b) => {
          const r = b.getBoundingClientRect();
          return getComputedStyle(b).display !== 'none' && r.width >= innerWidth && r.height >= innerHeight;
        });
      for (let i = 0; i < 3; i++) await page.keyboard.press('PageDown');
      assert.equal(await steps(), 3);
      await page.keyboard.press('PageUp');
      assert.equal(await steps(), 2);
      await page.keyboard.press('b');
      assert.equal(await blanked(), true, 'B blanks the screen');
      await page.keyboard.press('b');
      assert.equal(await blanked(), false, 'B again brings it back');
      await page.keyboard.press('.');
      assert.equal(await blanked(), true, '. blanks the screen');
      await page.keyboard.press('PageDown');
      assert.equal(await blanked(), false, 'a step key brings it back');
      assert.equal(await steps(), 2, "…without stepping behind the room's back");
      await page.keyboard.press('ArrowRight');
      assert.equal(await steps(), 3);
      await page.keyboard.press('Home');
      assert.equal(await steps(), 0);
      await page.keyboard.press('End');
      await waitStatus(page, 'solved', 'unsolvable');
      // Out of presenter mode PageDown is the page's again, and a blanked screen does not stay.
      await page.keyboard.press('b');
      await host(page).evaluate((el) => el.removeAttribute('presenter'));
      assert.equal(await blanked(), false);
    });

    test('presenter=1 in the URL turns it on; the toggle and the P key write it to the URL and to the stored settings', async () => {
      const page = await open(`${server.url}?presenter=1&puzzle=${HARD}`, { width: 1024, height: 768 });
      const on = () => host(page).evaluate((el) => el.hasAttribute('presenter'));
      const inUrl = () => page.evaluate(() => new URLSearchParams(location.search).get('presenter'));
      assert.equal(await on(), true);
      assert.equal(await page.locator('#presenter').isChecked(), true);
      await page.keyboard.press('p');
      assert.equal(await on(), false);
      await page.waitForFunction(() => !new URLSearchParams(location.search).has('presenter'));
      await page.locator('#presenter').check();
      assert.equal(await on(), true);
      await page.waitForFunction(() => new URLSearchParams(location.search).get('presenter') === '1');
      assert.equal(await inUrl(), '1');
      assert.equal(await page.evaluate(() => scrollY), 0, 'the element has the first screen');
      // Remembered like the other settings: the page without parameters opens in presenter mode.
      await page.goto(server.url);
      await page.evaluate(() => /** @type {any} */ (document.querySelector('sudoku-stepper')).ready);
      assert.equal(await on(), true);
      await page.keyboard.press('p');
      await page.goto(server.url);
      await page.evaluate(() => /** @type {any} */ (document.querySelector('sudoku-stepper')).ready);
      assert.equal(await on(), false);
    });

    test('the first load: the brute-force article\'s board with backtracking, named in the menu, the ready line on the first screen; "Custom board" after an edit; a chosen preset stays named', async () => {
      const page = await open(server.url, { width: 1024, height: 768 });
      const el = host(page);
      const givens = (await el.evaluate((e) => e.board)).replace(/\./g, '').length;
      assert.ok(givens >= 17, `the first board has ${givens} givens`);
      assert.equal(await el.evaluate((e) => e.strategy), 'backtracking');
      const named = () => shadow(page, 'select.preset').evaluate((s) => /** @type {HTMLSelectElement} */ (s).selectedOptions[0].text);
      assert.match(await named(), /brute force/);
      const p = await places(page);
      assert.match((await shadow(page, '.narration').textContent()) ?? '', /Press Play/);
      assert.deepEqual(inside('the ready line', p.narration, { top: 0, left: 0, bottom: p.height, right: p.width }), []);
      assert.deepEqual(inside('Step', p.step, { top: 0, left: 0, bottom: p.height, right: p.width }), []);
      // An edit makes the board the user's own.
      const empty = await el.evaluate((e) => e.board.indexOf('.'));
      await shadow(page, `.cell[data-cell="${empty}"]`).click();
      await page.keyboard.press('4');
      assert.equal(await named(), 'Custom board');
      // A preset chosen from the menu stays named there.
      await shadow(page, 'select.preset').selectOption({ label: 'A classic easy puzzle' });
      await page.waitForFunction(() => /** @type {any} */ (document.querySelector('sudoku-stepper')).board.startsWith('53..7'));
      assert.equal(await named(), 'A classic easy puzzle');
    });

    test('on a phone the first screen shows the board, Step and Play right under it, then the ready line; the pad comes after', async () => {
      const page = await openPhone(server.url);
      const p = await places(page);
      const pad = await shadow(page, '.pad').boundingBox();
      assert.ok(p.controls && p.board && p.narration && pad);
      assert.ok(
        p.controls.top >= p.board.bottom && p.controls.top - p.board.bottom < 40,
        `the controls start ${p.controls.top - p.board.bottom}px under the board`,
      );
      assert.ok(pad.y >= p.controls.bottom, 'the pad comes after the controls');
      assert.ok(p.narration.bottom <= p.height, `the ready line ends at ${p.narration.bottom}, below the fold at ${p.height}`);
      await shot(page, 'first-phone');
    });

    test('outside presenter mode at 1024×768 with the code and tree panels: Play, Step and the narration on screen, and stepping by button keeps the board where it is', async () => {
      const page = await open(`${server.url}?panels=counters,code,tree&strategy=brute-force&puzzle=${HARD}`, { width: 1024, height: 768 });
      const before = await places(page);
      for (let i = 0; i < 25; i++) await shadow(page, '.controls .step').click();
      const after = await places(page);
      assert.equal((await stats(page)).steps, 25);
      assert.equal(after.scrollY, 0);
      assert.deepEqual(after.board, before.board);
      const view = { top: 0, left: 0, bottom: after.height, right: after.width };
      assert.deepEqual([...inside('Play', after.play, view), ...inside('Step', after.step, view), ...inside('the narration', after.narration, view)], []);
    });

    test('16×16 candidate marks: at least 10 px on the cell under the pointer at 1280 px wide', async () => {
      const page = await open(`${server.url}?puzzle=${SIXTEEN}&panels=counters,candidates`, { width: 1280, height: 900 });
      const cell = shadow(page, '.board .cell[data-pencil]').first();
      await cell.hover();
      const px = await cell.evaluate((c) => parseFloat(getComputedStyle(c, '::after').fontSize));
      assert.ok(px >= 10, `hovered marks are ${px}px`);
    });
  },
  { timeout: 20_000 },
);
