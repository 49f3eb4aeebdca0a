// Issue 8: the iframe route with each URL parameter; the demo page's Copy link / embed code /
// iframe code snippets, each opened and compared with what was shown; and a session by
// keyboard alone, from the first Tab to a step back after the end.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { htmlPage, serveStatic, shot, suite, whenReady } from './harness.mjs';
import { EASY, READY_STATS, SWISTAK, call, frames, host, luminance, prop, shadow, stats, waitStatus } from './helpers.mjs';
import { countersAt, firstSolution } from './cli.mjs';

/** Waits for the page's (or frame's) element to stop running, then reads what it shows. */
async function shownState(target) {
  await target.waitForFunction(() => document.querySelector('sudoku-stepper')?.stats.status !== 'running');
  return host(target).evaluate((el) => {
    const e = /** @type {any} */ (el);
    return { stats: e.stats, board: e.board, current: e.current };
  });
}

/** Adds an <iframe> of `src` to the page and resolves to its frame once its element is ready. */
async function frameOf(page, src, width = 900, height = 760) {
  await page.evaluate(
    ([s, w, h]) => {
      const frame = document.createElement('iframe');
      Object.assign(frame, { src: s, width: w, height: h, title: 'Sudoku Stepper' });
      document.querySelector('main')?.append(frame);
    },
    [src, String(width), String(height)],
  );
  const frame = await (await page.locator('iframe').last().elementHandle())?.contentFrame();
  assert.ok(frame, 'the iframe has a frame');
  await whenReady(frame);
  return frame;
}

suite('the iframe route, share snippets and the keyboard', ({ open, server }) => {
  /** A static site on another origin, for pages built from the copied snippets. */
  let site;
  before(async () => {
    site = await serveStatic();
  });
  after(async () => {
    await site?.stop();
  });

  test('embed.html in an iframe applies puzzle, strategy, speed, controls=minimal, step=N and theme=dark', async () => {
    const page = await open(`${server.url}tests/fixtures/frame-host.html`, undefined, { ready: false });
    const n = 123;
    const frame = await frameOf(page, `${server.url}embed.html?puzzle=${SWISTAK}&strategy=backtracking&speed=20&controls=minimal&step=${n}&theme=dark`);
    const el = await host(frame).evaluate((e) =>
      Object.fromEntries(['puzzle', 'strategy', 'speed', 'controls', 'theme', 'at-step', 'autoplay'].map((a) => [a, e.getAttribute(a)])),
    );
    assert.deepEqual(el, { puzzle: SWISTAK, strategy: 'backtracking', speed: '20', controls: 'minimal', theme: 'dark', 'at-step': String(n), autoplay: null });
    const s = await shownState(frame);
    assert.equal(s.stats.steps, n, 'step=N opens at step N');
    assert.deepEqual({ ...s.stats, status: undefined }, { ...countersAt(SWISTAK, 'backtracking', n), status: undefined }, 'exactly the CLI trace at step N');
    assert.equal(s.stats.status, 'paused');
    assert.equal(await prop(frame, 'speed'), 20);
    const looks = await host(frame).evaluate((e) => {
      const root = /** @type {ShadowRoot} */ (e.shadowRoot);
      const visible = (sel) => {
        const node = root.querySelector(sel);
        return !!node && node.getClientRects().length > 0;
      };
      const box = e.getBoundingClientRect();
      return {
        bg: getComputedStyle(e).backgroundColor,
        cell: getComputedStyle(/** @type {Element} */ (root.querySelector('.cell[data-cell]'))).backgroundColor,
        ink: getComputedStyle(e).color,
        play: visible('button.play'),
        end: visible('button.end'),
        width: box.width,
        frameWidth: innerWidth,
        overflow: document.documentElement.scrollWidth - innerWidth,
      };
    });
    assert.ok(luminance(looks.bg) < 0.05 && luminance(looks.cell) < 0.05, `theme=dark: a dark background (${looks.bg}, cells ${looks.cell})`);
    assert.ok(luminance(looks.ink) > 0.6, `theme=dark: light text (${looks.ink})`);
    assert.deepEqual([looks.play, looks.end], [true, false], 'controls=minimal: play, and no run to end');
    assert.ok(looks.width >= looks.frameWidth - 1, `the element fills its frame (${looks.width} of ${looks.frameWidth} px)`);
    assert.ok(looks.overflow <= 0, `no horizontal scrolling in the frame (${looks.overflow} px over)`);
    await shot(page, 'iframe-route-dark');
    await page.close();
  });

  for (const controls of ['minimal', 'none']) {
    test(`embed.html with controls=${controls} in a wide, short frame: the board as large as the height allows, centred with its controls, nothing scrolls`, async () => {
      const page = await open(`${server.url}tests/fixtures/frame-host.html`, undefined, { ready: false });
      const frame = await frameOf(page, `${server.url}embed.html?puzzle=${SWISTAK}&controls=${controls}`, 1000, 600);
      const fit = await host(frame).evaluate((e) => {
        const root = /** @type {ShadowRoot} */ (e.shadowRoot);
        const rect = (sel) => /** @type {Element} */ (root.querySelector(sel)).getBoundingClientRect();
        const board = rect('.board');
        const buttons = [...root.querySelectorAll('.controls button')].filter((b) => b.getClientRects().length > 0).map((b) => b.getBoundingClientRect());
        return {
          board: board.height,
          frame: innerHeight,
          scroll: document.documentElement.scrollHeight - innerHeight,
          off: Math.abs((board.left + board.right) / 2 - innerWidth / 2),
          outside: buttons.filter((b) => b.left < board.left - 1 || b.right > board.right + 1).length,
        };
      });
      // With a full toolbar's room kept free this board was 352 px: 0.59 of the frame. The
      // route's "Open in full page" line (22 px) is room the board gives up: 0.66 and 0.78.
      const least = controls === 'none' ? 0.75 : 0.65;
      assert.ok(fit.board >= least * fit.frame, `the board takes ${fit.board} of ${fit.frame} px (at least ${least})`);
      assert.ok(fit.scroll <= 0, `nothing scrolls (${fit.scroll} px over)`);
      // Cells are whole pixels, so a 9×9 board may end up to 9 px short of its column's width.
      assert.ok(fit.off <= 5, `the board is centred (${fit.off} px off)`);
      assert.equal(fit.outside, 0, "the controls stay within the board's width");
      await page.close();
    });
  }

  test('embed.html?autoplay=1 plays at the speed asked', async () => {
    // Counted in virtual time: the page's clock (its frames' too) stopped, then run for 1 s.
    const page = await open(`${server.url}tests/fixtures/frame-host.html`, undefined, { ready: false, before: (p) => p.clock.install() });
    const frame = await frameOf(page, `${server.url}embed.html?puzzle=${SWISTAK}&strategy=backtracking&speed=20&autoplay=1`);
    assert.equal(await host(frame).getAttribute('autoplay'), '');
    await frame.waitForFunction(() => document.querySelector('sudoku-stepper')?.stats.status === 'running');
    // Played again under a stopped clock; counted over 75 of its 16 ms frames.
    await call(frame, 'pause');
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 100));
    await call(frame, 'play');
    await page.clock.runFor(100);
    const a = await stats(frame);
    await page.clock.runFor(1200);
    const b = await stats(frame);
    assert.equal(b.status, 'running');
    assert.equal(b.steps - a.steps, 24, '24 steps in 1.2 s at 20/s');
    await call(frame, 'pause');
    await page.close();
  });

  /**
   * Clicks each copy button of the demo page; every snippet, opened (the link directly, the
   * embed and iframe code as the HTML of a post on another site), must show `shown`.
   */
  async function snippetsReproduce(page, shown) {
    /** Clicks a copy button; the snippet shown and the clipboard's text must agree. */
    const copy = async (kind) => {
      await page.locator(`button[data-copy="${kind}"]`).click();
      await page.locator('#snippet').waitFor({ state: 'visible' });
      const text = await page.locator('#snippet').inputValue();
      assert.equal(await page.evaluate(() => navigator.clipboard.readText()), text, `${kind}: the clipboard holds the snippet`);
      return text;
    };
    const link = await copy('link');
    const embed = await copy('embed');
    const iframe = await copy('iframe');
    assert.deepEqual(await shownState(page), shown, 'copying changes nothing');
    const failures = [];
    const compare = async (what, target, snippet) => {
      const got = await shownState(target);
      try {
        assert.deepEqual(got, shown);
      } catch {
        failures.push(`${what} shows ${JSON.stringify(got)}\n  instead of ${JSON.stringify(shown)}\n  snippet: ${snippet}`);
      }
    };

    // The link, opened directly.
    const linked = await open(link);
    await compare('the link', linked, link);
    await linked.close();

    // The embed code, as the whole of a post's HTML on another site.
    site.put('/embed-post.html', htmlPage('a post with the embed code', '', embed));
    const embedded = await open(`${site.url}embed-post.html`);
    await compare('the embed code', embedded, embed);
    await embedded.close();

    // The iframe code, likewise.
    site.put('/iframe-post.html', htmlPage('a post with the iframe code', '', iframe));
    const framed = await open(`${site.url}iframe-post.html`, undefined, { ready: false });
    const frame = await (await framed.locator('iframe').elementHandle())?.contentFrame();
    assert.ok(frame);
    await whenReady(frame);
    await compare('the iframe code', frame, iframe);
    await framed.close();
    assert.deepEqual(failures, [], 'every snippet reproduces what was shown');
  }

  const CLIPBOARD = { permissions: ['clipboard-read', 'clipboard-write'] };

  test('Copy link, Copy embed code and Copy iframe code reproduce the stats and board shown after an edit and some steps', async () => {
    const page = await open(`${server.url}?puzzle=${SWISTAK}&strategy=backtracking&speed=20`, undefined, CLIPBOARD);
    // As a user would: an edit on the board, then steps (buttons, then a stretch by step(n)).
    await shadow(page, '.cell[data-cell="2"]').click();
    await page.keyboard.press('7');
    for (let i = 0; i < 5; i++) await shadow(page, 'button.step').click();
    await call(page, 'step', 70);
    const shown = await shownState(page);
    assert.equal(shown.board, `${SWISTAK.slice(0, 2)}7${SWISTAK.slice(3)}`);
    assert.deepEqual(
      { ...shown.stats, status: undefined },
      { ...countersAt(shown.board, 'backtracking', 75), status: undefined },
      'what is shown is backtracking at step 75',
    );
    await snippetsReproduce(page, shown);
    await page.close();
  });

  test("the snippets reproduce a search whose strategy was chosen in the element's own menu", async () => {
    const page = await open(`${server.url}?puzzle=${SWISTAK}&strategy=backtracking&speed=20`, undefined, CLIPBOARD);
    await shadow(page, 'select.strategy').selectOption('mrv');
    await call(page, 'step', 45);
    const shown = await shownState(page);
    assert.deepEqual({ ...shown.stats, status: undefined }, { ...countersAt(SWISTAK, 'mrv', 45), status: undefined }, 'what is shown is mrv at step 45');
    await snippetsReproduce(page, shown);
    await page.close();
  });

  test('a keyboard-only session: Tab into the board, type a 9×9 board with arrows and digits, play, step, run to the end, step back, reset', async () => {
    // An empty board to type into (the page opens on a preset without a puzzle in its URL).
    const page = await open(`${server.url}?puzzle=`);
    // Any pointer event would show a mouse was used.
    await page.evaluate(() => {
      const w = /** @type {any} */ (window);
      w.pointer = 0;
      for (const type of ['pointerdown', 'mousedown', 'mouseup']) document.addEventListener(type, () => w.pointer++, true);
    });
    const focus = () =>
      page.evaluate(() => {
        const a = /** @type {HTMLElement | null} */ (document.querySelector('sudoku-stepper')?.shadowRoot?.activeElement ?? null);
        return a ? { cls: a.className, cell: a.dataset.cell == null ? -1 : Number(a.dataset.cell) } : null;
      });
    /** Presses Tab until `want(focus)`; fails after `max` presses. */
    const tabTo = async (want, what, max = 30) => {
      for (let i = 0; i < max; i++) {
        await page.keyboard.press('Tab');
        const f = await focus();
        if (f && want(f)) return f;
      }
      assert.fail(`Tab never reached ${what}`);
    };

    const first = await tabTo((f) => f.cell >= 0, 'the board');
    // Type EASY: arrows to each given, its digit (which moves on by itself).
    let at = first.cell;
    for (let cell = 0; cell < 81; cell++) {
      const ch = EASY[cell];
      if (ch === '.') continue;
      const [r0, c0, r1, c1] = [Math.floor(at / 9), at % 9, Math.floor(cell / 9), cell % 9];
      for (let i = r0; i < r1; i++) await page.keyboard.press('ArrowDown');
      for (let i = r0; i > r1; i--) await page.keyboard.press('ArrowUp');
      for (let i = c0; i < c1; i++) await page.keyboard.press('ArrowRight');
      for (let i = c0; i > c1; i--) await page.keyboard.press('ArrowLeft');
      await page.keyboard.press(ch);
      at = Math.min(cell + 1, 80);
    }
    assert.equal(await prop(page, 'board'), EASY, 'the board typed by keyboard');
    assert.equal((await focus())?.cell, 80, 'focus stays on the board, at the last cell typed');

    // Tab on to Play; → steps, Space plays, Esc stops, ← steps back.
    const play = await tabTo((f) => f.cls.includes('play'), 'the Play button');
    assert.ok(play);
    const s0 = await stats(page);
    assert.equal(s0.steps, 0);
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    assert.equal((await stats(page)).steps, 3, '→ steps');
    await page.keyboard.press('ArrowLeft');
    assert.equal((await stats(page)).steps, 2, '← steps back');
    await page.keyboard.press(' ');
    await frames(page, 2);
    assert.equal((await stats(page)).status, 'running', 'Space plays');
    await page.keyboard.press('Escape');
    const stopped = await stats(page);
    assert.equal(stopped.status, 'paused', 'Esc stops');
    assert.ok(stopped.steps > 2);

    // End runs to the end: the CLI's solution. ← then steps back from it.
    await page.keyboard.press('End');
    await waitStatus(page, 'solved', 'unsolvable');
    const want = firstSolution(EASY, 'singles');
    const end = await stats(page);
    assert.equal(end.steps, want.stats.steps);
    assert.equal(await prop(page, 'current'), want.solution);
    await page.keyboard.press('ArrowLeft');
    const back = await stats(page);
    assert.equal(back.steps, end.steps - 1, '← after the end steps back');
    assert.equal(back.status, 'paused');

    // Home resets; the typed board stays.
    await page.keyboard.press('Home');
    assert.deepEqual(await stats(page), READY_STATS);
    assert.equal(await prop(page, 'board'), EASY);
    assert.equal(await page.evaluate(() => /** @type {any} */ (window).pointer), 0, 'no pointer event: the mouse was never used');
    await shot(page, 'keyboard-only');
    await page.close();
  });
});
