// Starting when seen (issue 18): nothing heavy before an element is near the screen, autoplay
// when half of it is seen, a pause while scrolled away; the poster before the engine, with no
// layout shift when the engine arrives; reduced motion; the Play over a board without controls;
// and the shell's rules: Reset back to at-step, getters that return the value in use, a new
// puzzle or strategy while playing.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { shot, suite } from './harness.mjs';
import { EASY, HARD, frames } from './helpers.mjs';

const BLANK = 'tests/fixtures/dist-post.html';

/** Adds elements to the page's <main>, with text of `gap` px before each. */
const addElements = (page, specs) =>
  page.evaluate(async (list) => {
    await customElements.whenDefined('sudoku-stepper');
    const main = /** @type {HTMLElement} */ (document.querySelector('main'));
    for (const { gap, attrs } of list) {
      const p = document.createElement('p');
      p.textContent = 'A paragraph of the post. '.repeat(Math.round(gap / 4));
      main.append(p);
      const el = document.createElement('sudoku-stepper');
      for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
      main.append(el);
    }
  }, specs);

/** Every element's steps and status, in document order. */
const all = (page) => page.evaluate(() => [...document.querySelectorAll('sudoku-stepper')].map((el) => ({ steps: el.stats.steps, status: el.stats.status })));

/** Starts summing layout shifts (without recent input) into window.__shift. */
const watchShifts = (page) =>
  page.evaluate(() => {
    window.__shift = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        if (e.hadRecentInput) continue;
        window.__shift += e.value;
        window.__sources = [
          ...(window.__sources ?? []),
          ...e.sources.map((x) => `${x.node?.nodeName}.${x.node?.className} ${JSON.stringify(x.previousRect)}→${JSON.stringify(x.currentRect)}`),
        ];
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });

suite('start when seen, the poster', ({ open, openPhone, server }) => {
  test('a long post with three figures: no .wasm and no steps until one is near; autoplay when seen, a pause when scrolled away', async () => {
    const wasm = [];
    const page = await open(
      `${server.url}${BLANK}`,
      { width: 720, height: 800 },
      {
        ready: false,
        before: (p) => p.on('request', (r) => r.url().endsWith('.wasm') && wasm.push(r.url())),
      },
    );
    const attrs = { puzzle: HARD, strategy: 'brute-force', speed: '200', autoplay: '' };
    await addElements(page, [
      { gap: 2400, attrs },
      { gap: 3000, attrs },
      { gap: 6000, attrs },
    ]);
    await page.waitForTimeout(800);
    assert.deepEqual(wasm, [], 'no .wasm request while every figure is far below');
    assert.deepEqual(
      await all(page),
      [0, 1, 2].map(() => ({ steps: 0, status: 'ready' })),
      'no steps',
    );
    const drawn = await page.evaluate(() => [...document.querySelectorAll('sudoku-stepper')].map((el) => el.shadowRoot.querySelector('.app') != null));
    assert.deepEqual(drawn, [false, false, false], 'every figure its stand-in: no views drawn while far from the screen');

    const figures = page.locator('sudoku-stepper');
    await figures.nth(0).scrollIntoViewIfNeeded();
    await figures.nth(0).evaluate((el) => el.ready);
    await page.waitForFunction(() => document.querySelector('sudoku-stepper').stats.steps > 3);
    assert.equal(wasm.length, 1, 'one .wasm once a figure is near');
    const [first, , far] = await all(page);
    assert.equal(first.status, 'running', 'the figure in view plays');
    assert.deepEqual(far, { steps: 0, status: 'ready' }, 'the far figure has taken no step');
    assert.equal(await figures.nth(2).evaluate((el) => el.shadowRoot.querySelector('.app')), null, 'and is still its stand-in');

    // Scrolled away: the first pauses and stays where it was; the far one plays once seen.
    await figures.nth(2).scrollIntoViewIfNeeded();
    await page.waitForFunction(() => document.querySelectorAll('sudoku-stepper')[2].stats.steps > 3);
    const away = (await all(page))[0];
    assert.equal(away.status, 'paused', 'the first figure paused when scrolled away');
    await page.waitForTimeout(400);
    assert.equal((await all(page))[0].steps, away.steps, 'and takes no step while away');
    // Back: it plays on from where it was.
    await figures.nth(0).scrollIntoViewIfNeeded();
    await page.waitForFunction((n) => document.querySelector('sudoku-stepper').stats.steps > n, away.steps);
    assert.equal((await all(page))[0].status, 'running', 'playing again where it was');
    await page.close();
  });

  test('a hidden tab pauses a playing figure, and it plays on when the tab is back', async () => {
    const page = await open(`${server.url}${BLANK}`, { width: 720, height: 800 }, { ready: false });
    await addElements(page, [{ gap: 0, attrs: { puzzle: HARD, strategy: 'brute-force', speed: '200', autoplay: '' } }]);
    await page.waitForFunction(() => document.querySelector('sudoku-stepper').stats.status === 'running');
    const setHidden = (hidden) =>
      page.evaluate((h) => {
        Object.defineProperty(document, 'visibilityState', { value: h ? 'hidden' : 'visible', configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
      }, hidden);
    await setHidden(true);
    const held = (await all(page))[0];
    assert.equal(held.status, 'paused', 'paused while the tab is hidden');
    await setHidden(false);
    assert.equal((await all(page))[0].status, 'running', 'playing again');
    await page.close();
  });

  for (const [name, viewport, opener] of [
    ['720 px', { width: 720, height: 900 }, 'open'],
    ['375 px', null, 'openPhone'],
  ]) {
    test(`the poster at ${name}: the givens, the controls mode, strategy and speed before the engine; no layout shift when it arrives`, async () => {
      let release = () => {};
      const gate = new Promise((r) => {
        release = r;
      });
      const options = {
        ready: false,
        before: (p) =>
          p.route('**/*.wasm', async (route) => {
            await gate;
            await route.continue();
          }),
      };
      const url = `${server.url}${BLANK}`;
      const page = opener === 'open' ? await open(url, viewport, options) : await openPhone(url, options);
      await watchShifts(page);
      await addElements(page, [
        { gap: 40, attrs: { puzzle: EASY, strategy: 'mrv', speed: '25' } },
        { gap: 40, attrs: { puzzle: EASY, controls: 'minimal', panels: 'counters' } },
      ]);
      // Near the screen, each draws its views: the poster, while the engine is held.
      await page.waitForFunction(() => [...document.querySelectorAll('sudoku-stepper')].every((el) => el.shadowRoot.querySelector('.board .cell')));
      await frames(page, 3);
      const poster = await page.evaluate(() =>
        [...document.querySelectorAll('sudoku-stepper')].map((el) => {
          const r = el.shadowRoot;
          return {
            cells: [...r.querySelectorAll('.board .cell')].map((c) => c.textContent || '.').join(''),
            toolbar: !r.querySelector('.toolbar').hidden,
            strategy: r.querySelector('select.strategy').value,
            speed: r.querySelector('.speed output').textContent,
            busy: r.querySelector('.app').getAttribute('aria-busy'),
          };
        }),
      );
      assert.deepEqual(poster[0], { cells: EASY, toolbar: true, strategy: 'mrv', speed: '25/s', busy: 'true' }, 'the full poster');
      assert.deepEqual(
        { ...poster[1], cells: poster[1].cells === EASY },
        { cells: true, toolbar: false, strategy: 'singles', speed: '10/s', busy: 'true' },
        'the minimal poster: no toolbar',
      );
      await shot(page, `lazy-poster-${name.replace(' ', '')}`);
      const before = await page.evaluate(() => [...document.querySelectorAll('sudoku-stepper')].map((el) => el.getBoundingClientRect().height));
      release();
      await page.evaluate(() => Promise.all([...document.querySelectorAll('sudoku-stepper')].map((el) => el.ready)));
      await frames(page, 4);
      const after = await page.evaluate(() => [...document.querySelectorAll('sudoku-stepper')].map((el) => el.getBoundingClientRect().height));
      await shot(page, `lazy-loaded-${name.replace(' ', '')}`);
      assert.deepEqual(after, before, 'the same heights once loaded');
      assert.equal(await page.evaluate(() => window.__shift), 0, `cumulative layout shift 0 (${await page.evaluate(() => window.__sources)})`);
      await page.close();
    });
  }

  test('the views replace the stand-in drawn: no frame shows them before the poster, in presenter mode with its sheet held back', async () => {
    let release = () => {};
    const gate = new Promise((r) => {
      release = r;
    });
    const page = await open(
      `${server.url}${BLANK}`,
      { width: 1024, height: 768 },
      {
        ready: false,
        before: (p) =>
          p.route('**/presenter-styles*.js', async (route) => {
            await gate;
            await route.continue();
          }),
      },
    );
    // Every frame: once the views are there, the board has its cells and presenter mode its sheet.
    await page.evaluate(() => {
      window.__frames = [];
      const look = () => {
        const r = document.querySelector('sudoku-stepper')?.shadowRoot;
        if (r)
          window.__frames.push(
            r.querySelector('.app') ? `views ${r.querySelectorAll('.board .cell').length} cells, ${r.adoptedStyleSheets.length} sheets` : 'stand-in',
          );
        requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    await addElements(page, [{ gap: 0, attrs: { puzzle: EASY, presenter: '' } }]);
    await frames(page, 20);
    const held = await page.evaluate(() => [...new Set(window.__frames)]);
    assert.deepEqual(held, ['stand-in'], "the stand-in while presenter mode's sheet is held");
    release();
    await page.locator('sudoku-stepper').evaluate((el) => el.ready);
    await frames(page, 3);
    const seen = await page.evaluate(() => [...new Set(window.__frames)]);
    assert.deepEqual(seen, ['stand-in', 'views 81 cells, 2 sheets'], 'then the views, drawn, with the shared and presenter sheets');
    await page.close();
  });

  test('reduced motion: autoplay becomes a poster with a Play button', async () => {
    const page = await open(`${server.url}${BLANK}`, { width: 720, height: 900 }, { ready: false, reducedMotion: 'reduce' });
    await addElements(page, [{ gap: 0, attrs: { puzzle: EASY, autoplay: '' } }]);
    await page.locator('sudoku-stepper').evaluate((el) => el.ready);
    await frames(page, 5);
    assert.deepEqual((await all(page))[0], { steps: 0, status: 'ready' }, 'no autoplay');
    const play = page.locator('sudoku-stepper .play-overlay');
    assert.ok(await play.isVisible(), 'a Play button over the board');
    await play.click();
    await page.waitForFunction(() => document.querySelector('sudoku-stepper').stats.steps > 0);
    assert.equal(await play.isVisible(), false, 'gone once playing');
    await page.close();
  });

  test('controls="none" without autoplay: a Play over the board starts it', async () => {
    const page = await open(`${server.url}${BLANK}`, { width: 720, height: 900 }, { ready: false });
    await addElements(page, [{ gap: 0, attrs: { puzzle: EASY, controls: 'none', speed: '50' } }]);
    const play = page.locator('sudoku-stepper .play-overlay');
    await play.waitFor({ state: 'visible' });
    await play.click();
    await page.waitForFunction(() => document.querySelector('sudoku-stepper').stats.steps > 0);
    assert.equal((await all(page))[0].status, 'running');
    await page.close();
  });

  test('the shell: Reset goes back to at-step, getters return the value in use, a new puzzle or strategy keeps playing', async () => {
    const page = await open(`${server.url}${BLANK}`, { width: 720, height: 900 }, { ready: false });
    await addElements(page, [{ gap: 0, attrs: { puzzle: HARD, strategy: 'backtracking', 'at-step': '25' } }]);
    const el = page.locator('sudoku-stepper');
    const result = await el.evaluate(async (e, easy) => {
      await e.ready;
      const opened = e.stats.steps;
      await e.step(5);
      e.reset();
      await new Promise((r) => requestAnimationFrame(r));
      const reset = e.stats.steps;
      e.setAttribute('strategy', 'no-such-strategy');
      e.setAttribute('speed', 'fast');
      e.setAttribute('controls', 'most');
      await new Promise((r) => setTimeout(r));
      const inUse = { strategy: e.strategy, speed: e.speed, controls: e.controls };
      e.setAttribute('strategy', 'backtracking');
      e.play();
      await new Promise((r) => setTimeout(r, 300));
      e.setAttribute('strategy', 'mrv');
      await new Promise((r) => setTimeout(r));
      const strategy = { status: e.stats.status, strategy: e.strategy };
      e.setAttribute('puzzle', easy);
      e.removeAttribute('at-step');
      await new Promise((r) => setTimeout(r));
      const puzzle = { status: e.stats.status, board: e.board === easy };
      return { opened, reset, inUse, strategy, puzzle };
    }, EASY);
    assert.deepEqual(result, {
      opened: 25,
      reset: 25,
      inUse: { strategy: 'backtracking', speed: 10, controls: 'full' },
      strategy: { status: 'running', strategy: 'mrv' },
      puzzle: { status: 'running', board: true },
    });
    await page.close();
  });
});
