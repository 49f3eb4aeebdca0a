// Issue 6: the element for keyboards, screen readers, touch screens and narrow screens: Esc
// closes the legend, a calm live region, digit entry by keyboard alone and by touch, focusable
// stack rows, visible focus without a scroll jump, and layouts that work from 320 px.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { shot, suite } from './harness.mjs';
import { EASY, HARD, SIXTEEN, SWISTAK, call, frames, host, prop, shadow, stats, visible } from './helpers.mjs';

/** What has focus inside the element: tag, cell index, stack depth, classes (null: nothing). */
const focused = (page) =>
  host(page).evaluate((el) => {
    const a = /** @type {HTMLElement | null} */ (el.shadowRoot.activeElement);
    if (!a) return null;
    return { tag: a.tagName.toLowerCase(), cell: a.dataset.cell ?? null, depth: a.dataset.depth ?? null, cls: a.className };
  });

/** Presses Tab from the top of the page until `want(focused)` holds; returns the focus or null. */
async function tabUntil(page, want, max = 80) {
  await page.evaluate(() => {
    /** @type {HTMLElement | null} */ (document.activeElement)?.blur();
    window.scrollTo(0, 0);
  });
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const f = await focused(page);
    if (f && want(f)) return f;
  }
  return null;
}

suite('<sudoku-stepper> for keyboards, screen readers and small screens', ({ open, openPhone, server }) => {
  test('Esc closes the legend', async () => {
    const page = await open(server.url);
    await shadow(page, 'button.help').click();
    await shadow(page, 'dialog.legend').waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('sudoku-stepper').shadowRoot.querySelector('dialog.legend').open, undefined, { timeout: 2000 });
    assert.ok(!(await shadow(page, 'dialog.legend').isVisible()));
    await page.close();
  });

  test('the live region: at most a few announcements at max speed, a summary on pause, every step at speed 2', async () => {
    // A clock the test can stop (it runs as the real one until the part at speed 2).
    const page = await open(`${server.url}?puzzle=${HARD}&strategy=brute-force`, undefined, { before: (p) => p.clock.install() });
    const live = shadow(page, '.live');
    assert.equal(await live.getAttribute('aria-live'), 'polite');
    const hidden = await live.evaluate((n) => {
      const r = n.getBoundingClientRect();
      const s = getComputedStyle(n);
      return r.width * r.height <= 4 || s.clip !== 'auto' || s.clipPath !== 'none';
    });
    assert.ok(hidden, 'the live region is visually hidden');
    // Every change of the region's text, with its time.
    await live.evaluate((n) => {
      const w = /** @type {any} */ (window);
      w.liveChanges = [];
      let last = n.textContent;
      new MutationObserver(() => {
        if (n.textContent !== last) {
          last = n.textContent;
          w.liveChanges.push({ t: performance.now(), text: last });
        }
      }).observe(n, { childList: true, characterData: true, subtree: true });
    });
    const changes = () => page.evaluate(() => /** @type {any} */ (window).liveChanges.splice(0));

    await host(page).evaluate((el) => {
      el.setAttribute('speed', 'max');
      el.play();
    });
    await page.waitForTimeout(3000);
    const fast = await changes();
    assert.ok((await stats(page)).steps > 10_000, 'the search ran fast');
    assert.ok(fast.length <= 3, `≤ 3 announcements in 3 s at max speed, got ${fast.length}: ${JSON.stringify(fast.slice(0, 5).map((c) => c.text))}…`);
    await call(page, 'pause');
    await page.waitForTimeout(500);
    const onPause = await changes();
    assert.ok(onPause.length >= 1 && onPause.at(-1).text.trim() !== '', 'pausing announces a summary');

    // Speed 2 in virtual time: the page's clock stopped, then run for 2 s (125 frames of 16 ms).
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    await host(page).evaluate((el) => {
      el.setAttribute('speed', '2');
      el.play();
    });
    await page.clock.runFor(100);
    const from = (await stats(page)).steps;
    await page.clock.runFor(2000);
    const to = (await stats(page)).steps;
    await call(page, 'pause');
    await page.clock.runFor(100);
    const slow = await changes();
    assert.equal(to - from, 4, 'speed 2: 4 steps in 2 s');
    assert.ok(slow.length >= to - from, `each step announced at speed 2: ${to - from} steps, ${slow.length} announcements`);
    await page.close();
  });

  test('keyboard only: Tab reaches the board at one tab stop, arrows move the active cell, a digit enters it', async () => {
    const page = await open(server.url);
    const cell = await tabUntil(page, (f) => f.cell != null);
    assert.ok(cell, 'a board cell is reachable with Tab');
    const stops = await host(page).evaluate((el) =>
      [...el.shadowRoot.querySelectorAll('.board .cell[data-cell]')].filter((c) => c.getAttribute('tabindex') === '0').map((c) => c.getAttribute('data-cell')),
    );
    assert.deepEqual(stops, [cell.cell], 'one tab stop: the active cell');
    const start = Number(cell.cell);
    await page.keyboard.press('ArrowRight');
    assert.equal((await focused(page))?.cell, String(start + 1), 'ArrowRight moves to the next cell');
    await page.keyboard.press('ArrowDown');
    const target = start + 1 + 9;
    assert.equal((await focused(page))?.cell, String(target), 'ArrowDown moves a row down');
    await page.keyboard.press('7');
    assert.equal((await prop(page, 'board'))[target], '7', 'the digit is entered in the focused cell');
    await shot(page, 'keyboard-entry');
    await page.keyboard.press('Tab');
    assert.equal((await focused(page))?.cell ?? null, null, 'Tab leaves the board: one tab stop');
    await page.close();
  });

  test("keyboard only: stack rows are reachable with Tab, and Enter shows that depth's backup board", async () => {
    const page = await open(`${server.url}?puzzle=${SWISTAK}&strategy=backtracking`);
    await call(page, 'step', 12);
    await frames(page);
    assert.ok((await stats(page)).depth >= 2);
    const row = await tabUntil(page, (f) => f.depth != null);
    assert.ok(row, 'a stack row is reachable with Tab');
    await page.keyboard.press('Enter');
    await frames(page);
    assert.match(await shadow(page, '.banner').textContent(), new RegExp(`Backup board at depth ${row.depth}\\b`));
    await shot(page, 'keyboard-backup');
    await page.close();
  });

  test('the stack panel: after step(200), Enter on the focused row shows its backup board, Esc returns to the search as it was', async () => {
    const page = await open(`${server.url}?puzzle=${SWISTAK}&strategy=backtracking`);
    await call(page, 'step', 200);
    await frames(page);
    const search = await visible(page);
    assert.equal(search.stats.steps, 200);
    assert.ok(search.stats.depth >= 4, `open decisions after 200 steps (depth ${search.stats.depth})`);
    assert.equal(search.banner, '', 'no banner while searching');
    // The row that holds the stack's tab stop (the newest decision), focused in the page's own
    // world, then three rows down with the arrows: a decision with digits placed after it.
    const top = await host(page).evaluate((el) => {
      const row = /** @type {HTMLElement | null} */ (el.shadowRoot.querySelector('.stack-list li[data-depth][tabindex="0"]'));
      row?.focus();
      return row ? Number(row.dataset.depth) : null;
    });
    assert.equal(top, search.stats.depth, "the newest decision's row holds the tab stop");
    assert.equal((await focused(page))?.depth, String(top), 'the row has focus');
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown');
    const depth = top - 3;
    assert.equal((await focused(page))?.depth, String(depth), 'ArrowDown moves down the stack');
    await page.keyboard.press('Enter');
    await frames(page);
    const backup = await visible(page);
    assert.match(backup.banner, new RegExp(`^Backup board at depth ${depth}\\b`));
    assert.notDeepEqual(backup.cells, search.cells, 'the board shows the backup, not the search');
    assert.deepEqual(backup.stats, search.stats, 'showing a backup takes no step');
    await shot(page, 'stack-enter-backup');
    await page.keyboard.press('Escape');
    await frames(page);
    assert.deepEqual(await visible(page), search, "after Esc: no banner, the search's board and the same stats");
    await page.close();
  });

  test("touch: on a 375×740 phone a tapped cell takes the digit tapped on the pad, and the pad's clear button clears it", async () => {
    const page = await openPhone(server.url);
    assert.ok(await shadow(page, '.pad').isVisible(), 'a digit pad on a touch screen');
    const cell = shadow(page, '.board .cell[data-cell="10"]');
    await cell.tap();
    await shadow(page, '.pad button[data-digit="4"]').tap();
    assert.equal((await prop(page, 'board'))[10], '4');
    await shot(page, 'touch-pad-entry');
    await cell.tap();
    await shadow(page, '.pad button[data-digit="0"]').tap();
    assert.equal((await prop(page, 'board'))[10], '.');
    await page.close();
  });

  test('focus: el.focus() does not scroll the page and shows a visible ring; the conflict message is next to the board', async () => {
    const page = await open(`${server.url}?puzzle=${EASY}`, { width: 1280, height: 800 });
    const problems = [];
    const onLoad = await page.evaluate(() => window.scrollY);
    if (onLoad !== 0) problems.push(`the demo page's own el.focus() scrolled the page by ${onLoad} px`);
    await page.evaluate(() => {
      /** @type {HTMLElement | null} */ (document.activeElement)?.blur();
      window.scrollTo(0, 0);
    });
    await page.keyboard.press('Shift'); // the last interaction was the keyboard
    await host(page).evaluate((el) => el.focus());
    await frames(page);
    const onFocus = await page.evaluate(() => window.scrollY);
    if (onFocus !== 0) problems.push(`el.focus() scrolled the page by ${onFocus} px`);
    const ring = await host(page).evaluate((el) => {
      const target = /** @type {HTMLElement} */ (el.shadowRoot.activeElement ?? el);
      const look = () => {
        const s = getComputedStyle(target);
        const h = getComputedStyle(el);
        return {
          outline: s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0,
          shadow: s.boxShadow,
          hostOutline: h.outlineStyle !== 'none' && parseFloat(h.outlineWidth) > 0,
          hostShadow: h.boxShadow,
        };
      };
      const on = look();
      target.blur();
      el.blur();
      const off = look();
      return { name: target === el ? 'host' : `${target.tagName.toLowerCase()}.${target.className}`, on, off };
    });
    const visible =
      ring.on.outline ||
      ring.on.hostOutline ||
      (ring.on.shadow !== 'none' && ring.on.shadow !== ring.off.shadow) ||
      (ring.on.hostShadow !== 'none' && ring.on.hostShadow !== ring.off.hostShadow);
    if (!visible) problems.push(`no visible focus indicator on ${ring.name}: ${JSON.stringify(ring)}`);

    // Two 1s in row 1: the conflict message shows while the board's first rows are in view.
    await host(page).evaluate((el) => el.setAttribute('puzzle', `11${'.'.repeat(79)}`));
    await frames(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    const geo = await host(page).evaluate((el) => {
      const r = el.shadowRoot;
      const m = r.querySelector('.message')?.getBoundingClientRect();
      const c = r.querySelector('.board .cell[data-cell="9"]')?.getBoundingClientRect();
      return {
        message: m ? [m.top, m.bottom, m.height].map(Math.round) : null,
        text: r.querySelector('.message')?.textContent ?? '',
        row2: c ? [c.top, c.bottom] : null,
        height: window.innerHeight,
      };
    });
    await shot(page, 'conflict-message-1280');
    assert.ok(geo.row2 && geo.row2[0] >= 0 && geo.row2[1] <= geo.height, "the board's first rows are in view");
    if (!/r1c1/.test(geo.text)) problems.push(`the conflict message does not name r1c1: "${geo.text}"`);
    if (!geo.message || geo.message[2] <= 0) problems.push('no conflict message shown');
    else if (geo.message[0] < 0 || geo.message[1] > geo.height) {
      problems.push(`the conflict message is out of view (top ${geo.message[0]}, bottom ${geo.message[1]}, window ${geo.height})`);
    }
    assert.deepEqual(problems, [], problems.join('\n'));
    await page.close();
  });

  test('narrow screens (320, 375, 414 px): menus not cut, counters above the fold, pencil marks hidden when under 7 px', async () => {
    const problems = [];
    for (const [width, colorScheme] of [
      [320, 'light'],
      [375, 'dark'],
      [414, 'light'],
    ]) {
      const page = await open(`${server.url}?puzzle=${EASY}`, { width, height: 740 }, { hasTouch: true, isMobile: true, colorScheme });
      const selects = await host(page).evaluate((el) =>
        [...el.shadowRoot.querySelectorAll('select')]
          .filter((s) => s.checkVisibility())
          .map((s) => {
            const cs = getComputedStyle(s);
            const ctx = /** @type {CanvasRenderingContext2D} */ (document.createElement('canvas').getContext('2d'));
            ctx.font = `${cs.fontStyle} ${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
            const text = s.selectedOptions[0]?.textContent ?? '';
            // A native menu list draws its arrow inside the content box.
            const arrow = cs.appearance === 'none' ? 0 : 20;
            const room = s.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight) - arrow;
            return {
              name: s.className || s.getAttribute('aria-label'),
              text,
              width: Math.ceil(ctx.measureText(text).width),
              room,
              scrollWidth: s.scrollWidth,
              clientWidth: s.clientWidth,
            };
          }),
      );
      for (const s of selects) {
        if (s.scrollWidth > s.clientWidth + 1) problems.push(`${width}px: select ${s.name} overflows (${s.scrollWidth} > ${s.clientWidth})`);
        if (s.width > s.room + 1) problems.push(`${width}px: select ${s.name} cuts "${s.text}" (${s.width} px of text, ${Math.round(s.room)} px of room)`);
      }
      // Above the fold: within the first screen of the page, however the page is scrolled now.
      const counters = await host(page).evaluate((el) => {
        const box = el.shadowRoot.querySelector('[part~="counters"]')?.getBoundingClientRect();
        return box ? box.top + window.scrollY : null;
      });
      if (counters == null) problems.push(`${width}px: no [part~="counters"]`);
      else if (counters >= 740) problems.push(`${width}px: counters below the fold (top ${Math.round(counters)})`);
      await shot(page, `narrow-${width}-${colorScheme}`);

      // 16×16 with candidates: no pencil mark smaller than 7 px is drawn.
      await host(page).evaluate((el, p) => el.setAttribute('puzzle', p), SIXTEEN);
      if (!(await shadow(page, 'input.candidates').count())) {
        problems.push(`${width}px: no input.candidates`);
        await page.close();
        continue;
      }
      await shadow(page, 'input.candidates').check();
      await call(page, 'step', 3);
      await frames(page);
      const tiny = await host(page).evaluate((el) => {
        const out = [];
        // Pencil marks are drawn as each cell's ::after from its data-pencil attribute.
        for (const cell of el.shadowRoot.querySelectorAll('.board .cell[data-pencil]')) {
          const mark = getComputedStyle(cell, '::after');
          if (mark.display === 'none' || mark.content === 'none') continue;
          const size = parseFloat(mark.fontSize);
          if (size < 7) out.push(`cell ${cell.dataset.cell} ${size.toFixed(1)}px`);
        }
        return out;
      });
      if (tiny.length) problems.push(`${width}px: ${tiny.length} pencil marks under 7 px on 16×16 (${[...new Set(tiny)].slice(0, 3).join(', ')})`);
      await shot(page, `narrow-${width}-${colorScheme}-16x16-candidates`);
      await page.close();
    }
    assert.deepEqual(problems, [], problems.join('\n'));
  });
});
