// Issue 17, compare for a room: at 1024×768 and 1280×720, in normal and presenter mode, the four
// searches' boards and the controls are in the viewport (presenter counters ≥ 22 px); Compare
// and a link load and wait for Play; back(), goTo(), Back, ←/PageUp, →/PageDown and the step
// slider put every search where a fresh race stepped there puts it (the end event once per run,
// engine time as first taken); a strategy that never propagates gets no star for its 0
// propagations.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { shot, suite, whenReady } from './harness.mjs';
import { SWISTAK } from './helpers.mjs';
import { countersAt } from './cli.mjs';
import { compare, pageUrl, play, results, table, waitDone } from './compare-helpers.mjs';

const KEYS = ['steps', 'tries', 'backtracks', 'propagations', 'depth', 'maxDepth', 'solutions', 'status'];
/** Each search's counters and status (not its engine time, which differs between runs). */
const counters = (rs) => rs.map((r) => Object.fromEntries(KEYS.map((k) => [k, r[k]])));
/** On the świstak board these end at steps 4,389, 278, 54 and 107. */
const FOUR = 'backtracking mrv singles dlx';
/** The worked example of the candidate-filtering article: singles and lookahead both guess. */
const FILTERING = '043080250600000000000001094900004070000608000010200003820500000000000005034090710';

/** Waits two frames: anything that plays would have taken steps. */
const frames = (page) => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

suite(
  '<sudoku-compare> for a room (issue 17)',
  ({ open, server }) => {
    const openCompare = async (url, viewport, options = {}) => {
      const page = await open(url, viewport, { ...options, ready: false });
      await whenReady(page, 'sudoku-compare');
      return page;
    };
    /** Every search's counters after a fresh race of `n` steps in step lockstep. */
    const fresh = (page, n) =>
      compare(page)
        .evaluate(async (el, k) => {
          el.reset();
          return el.step(k);
        }, n)
        .then(counters);

    for (const viewport of [
      { width: 1024, height: 768 },
      { width: 1280, height: 720 },
    ]) {
      test(`at ${viewport.width}×${viewport.height}, normal and presenter: four boards and the controls in the viewport`, async () => {
        for (const presenter of [false, true]) {
          const page = await openCompare(`${server.url}compare.html${presenter ? '?presenter=1' : ''}`, viewport);
          const got = await compare(page).evaluate((el) => {
            const box = (q) => [...el.shadowRoot.querySelectorAll(q)].map((e) => e.getBoundingClientRect().toJSON());
            return {
              presenter: el.presenter,
              boards: box('.lane .board'),
              controls: box('.controls, .scrub, .race-line'),
              counter: Math.min(...[...el.shadowRoot.querySelectorAll('.lane .counters dd')].map((d) => parseFloat(getComputedStyle(d).fontSize))),
            };
          });
          assert.equal(got.presenter, presenter);
          assert.equal(got.boards.length, 4);
          for (const r of [...got.boards, ...got.controls]) {
            assert.ok(
              r.top >= 0 && r.left >= 0 && r.bottom <= viewport.height && r.right <= viewport.width,
              `${JSON.stringify(r)} inside ${viewport.width}×${viewport.height}`,
            );
            assert.ok(r.width > 0 && r.height > 0);
          }
          for (const b of got.boards) assert.ok(b.width >= 180, `a board ${b.width} px wide`);
          if (presenter) assert.ok(got.counter >= 22, `presenter counters at ${got.counter} px`);
          else assert.ok(got.counter < 22);
          await shot(page, `compare-${viewport.width}x${viewport.height}${presenter ? '-presenter' : ''}`);
          await page.close();
        }
      });
    }

    test('P toggles presenter mode and the URL keeps it; Compare and a link load and wait for Play', async () => {
      const page = await openCompare(pageUrl(server.url, { puzzle: SWISTAK, strategies: FOUR }), { width: 1024, height: 768 });
      await frames(page);
      assert.equal(await compare(page).evaluate((el) => el.status), 'ready', 'a link loads, no more');
      assert.ok((await results(page)).every((r) => r.steps === 0));
      await page.keyboard.press('p');
      assert.equal(new URL(page.url()).searchParams.get('presenter'), '1');
      assert.equal(await compare(page).evaluate((el) => el.hasAttribute('presenter') && el.presenter), true);
      await page.click('#settings-box summary');
      await page.locator('.strategy-row').nth(3).locator('select').selectOption('');
      await page.click('button.go');
      await page.waitForFunction(() => document.querySelector('sudoku-compare')?.results.length === 3);
      await frames(page);
      assert.equal(await compare(page).evaluate((el) => el.status), 'ready', 'Compare loads, no more');
      assert.ok((await results(page)).every((r) => r.steps === 0));
      assert.deepEqual(Object.fromEntries(new URL(page.url()).searchParams), {
        puzzle: SWISTAK,
        strategies: 'backtracking mrv singles',
        speed: 'max',
        lockstep: 'step',
        presenter: '1',
      });
      // Play has the focus: Space starts the race.
      await page.keyboard.press(' ');
      await page.waitForFunction(() => document.querySelector('sudoku-compare')?.results.some((r) => r.steps > 0));
      await page.keyboard.press('p');
      assert.equal(new URL(page.url()).searchParams.get('presenter'), null);
      assert.equal(await compare(page).evaluate((el) => el.presenter), false);
    });

    test('back() and goTo(n) put every search where a fresh race of that many steps does', async () => {
      const page = await openCompare(pageUrl(server.url, { puzzle: SWISTAK, strategies: FOUR, speed: 'max' }));
      // After 100 steps singles (54) has stopped; back() returns the others to step 99.
      const k = 100;
      const before = counters(await compare(page).evaluate((el, n) => el.step(n), k));
      assert.equal(before[2].status, 'solved');
      const back = counters(await compare(page).evaluate((el) => el.back()));
      assert.deepEqual(back, await fresh(page, k - 1));
      const cli = countersAt(SWISTAK, 'backtracking', k - 1);
      assert.deepEqual(back[0], { ...Object.fromEntries(KEYS.slice(0, -1).map((key) => [key, cli[key]])), status: 'paused' }, 'and where the CLI stands');
      // goTo back and forward, and past the step reached.
      await compare(page).evaluate((el, n) => el.step(n), k);
      for (const n of [10, 60, 300, 0]) {
        const went = counters(await compare(page).evaluate((el, to) => el.goTo(to), n));
        assert.deepEqual(went, await fresh(page, n), `goTo(${n})`);
        await compare(page).evaluate((el) => el.step(150));
      }
      // From the end in frame lockstep (the searches at different steps until they stop), goTo
      // brings them level at the step asked for, as a step-lockstep race there.
      await compare(page).evaluate((el) => {
        el.setAttribute('lockstep', 'frame');
        el.reset();
        el.runToEnd();
      });
      await waitDone(page);
      const end = await results(page);
      assert.deepEqual(
        end.map((r) => r.steps),
        [4389, 278, 54, 107],
      );
      const went = counters(await compare(page).evaluate((el) => el.goTo(200)));
      assert.equal(await compare(page).evaluate((el) => el.status), 'paused');
      assert.deepEqual(went, await fresh(page, 200));
      // Back at the end again: the race is done, and sudoku-compare-done fired once for the run.
      const ends = await compare(page).evaluate(async (el) => {
        let fired = 0;
        el.addEventListener('sudoku-compare-done', () => fired++);
        el.runToEnd();
        await new Promise((done) => el.addEventListener('sudoku-compare-done', done, { once: true }));
        const ms = el.results.map((r) => r.ms);
        await el.goTo(100);
        await el.goTo(5000);
        // A replay costs no engine time: each search shows the time it first took.
        return { fired, status: el.status, same: el.results.every((r, i) => r.ms === ms[i]) };
      });
      assert.deepEqual(ends, { fired: 1, status: 'done', same: true });
      const bad = await compare(page).evaluate((el) => {
        try {
          el.goTo(-1);
          return '';
        } catch (e) {
          return String(e);
        }
      });
      assert.match(bad, /goTo\(n\): n must be a whole number/);
    });

    test('Back, ←, PageUp, →, PageDown and the step slider move the race', async () => {
      const page = await openCompare(pageUrl(server.url, { puzzle: SWISTAK, strategies: FOUR, speed: 'max' }));
      const el = compare(page);
      const at = () => results(page).then((rs) => Math.max(...rs.map((r) => r.steps)));
      await el.evaluate((c) => c.step(40));
      await el.locator('button.back').click();
      assert.equal(await at(), 39, 'Back');
      await el.evaluate((c) => c.focus());
      for (const [key, want] of [
        ['ArrowLeft', 38],
        ['PageUp', 37],
        ['ArrowRight', 38],
        ['PageDown', 39],
      ]) {
        await page.keyboard.press(key);
        await page.waitForFunction((n) => Math.max(...document.querySelector('sudoku-compare').results.map((r) => r.steps)) === n, want);
      }
      assert.deepEqual(counters(await results(page)), await fresh(page, 39));
      // In presenter mode B blanks the screen and B again brings it back, the race where it was.
      const blank = () =>
        el.evaluate((c) => {
          const b = c.shadowRoot.querySelector('.blank');
          return b.checkVisibility() && getComputedStyle(b).backgroundColor;
        });
      await el.evaluate((c) => {
        c.presenter = true;
        c.focus();
      });
      // Presenter mode's stylesheet is loaded when first needed.
      // (Its blank-screen rule, not any presenter rule: the compare's own sheet has those.)
      await page.waitForFunction(() =>
        document
          .querySelector('sudoku-compare')
          ?.shadowRoot?.adoptedStyleSheets.some((s) => [...s.cssRules].some((r) => r.cssText.includes('.blank:not([hidden])'))),
      );
      await page.keyboard.press('b');
      assert.equal(await blank(), 'rgb(0, 0, 0)', 'B blanks the screen');
      await page.keyboard.press('b');
      assert.equal(await blank(), false, 'B again brings it back');
      assert.equal(await at(), 39);
      await el.evaluate((c) => {
        c.presenter = false;
      });
      // Run to the end: the slider spans every step reached and stands at the end.
      await el.evaluate((c) => c.runToEnd());
      await waitDone(page);
      const slider = el.locator('.scrub-slider');
      assert.deepEqual(await slider.evaluate((s) => [s.max, s.value]), ['4389', '4389']);
      // Home on the slider: the race at step 0, ready to play again.
      await slider.focus();
      await page.keyboard.press('Home');
      await page.waitForFunction(() => document.querySelector('sudoku-compare')?.status === 'ready');
      assert.ok((await results(page)).every((r) => r.steps === 0));
      // Dragged to step 120: where a fresh race of 120 steps stands.
      await slider.evaluate((s) => {
        s.value = '120';
        s.dispatchEvent(new Event('input', { bubbles: true }));
      });
      await page.waitForFunction(() => Math.max(...document.querySelector('sudoku-compare').results.map((r) => r.steps)) === 120);
      const dragged = counters(await results(page));
      assert.equal(await el.locator('.scrub-at').innerText(), '120 of 4,389');
      assert.deepEqual(dragged, await fresh(page, 120));
    });

    test('a strategy that never propagates gets no star for its 0 propagations', async () => {
      // backtracking and mrv never propagate; singles (54 to its first solution) and lookahead (55) do.
      const page = await openCompare(pageUrl(server.url, { puzzle: FILTERING, strategies: 'backtracking mrv singles lookahead', speed: 'max' }));
      await play(page);
      await waitDone(page);
      const rows = await table(page);
      assert.deepEqual(
        rows.map((r) => r.text[3]),
        ['0', '0', ...rows.slice(2).map((r) => r.text[3])],
      );
      assert.deepEqual(rows.map((r) => r.win[3]).slice(0, 2), [false, false], 'no ★ for 0 propagations of a strategy that never propagates');
      assert.deepEqual(
        rows.slice(2).map((r) => [r.text[3], r.win[3]]),
        [
          ['54', true],
          ['55', false],
        ],
        'the fewer of the two that propagate',
      );
      const summary = await compare(page).locator('.results-summary').innerText();
      assert.doesNotMatch(summary, /fewest propagations: (backtracking|mrv)/i);
    });
  },
  { timeout: 30_000 },
);
