// Issue 10, compare mode: <sudoku-compare> and compare.html. The table at the end equals the
// CLI's counters for each strategy (depth-first, dlx, local search); lockstep="step" keeps every
// running search at the same step; `results`, `step(n)` and `sudoku-compare-done`; a copied link
// and the page's address bar reproduce the comparison; the element works from dist/ alone; bad
// settings are said. Also a report (not an assertion) of long tasks with four searches at max
// speed in each lockstep (test-artifacts/compare-long-tasks.json, and the test's diagnostics),
// and screenshots at 1280, 375 and dark (test-artifacts/compare-*.png).
// Issue 17 (back, the slider, the room's layout): compare-room.test.mjs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { ARTIFACTS, SHOTS, shot, suite, whenReady } from './harness.mjs';
import { HARD, SWISTAK, frames } from './helpers.mjs';
import { countersAt, firstSolution } from './cli.mjs';
import { formatCount } from '../model/format.js';
import '../i18n/english.js';
import { ENGLISH, loadMessages } from '../i18n/messages.js';
import { compare, pageUrl, play, results, table, waitDone } from './compare-helpers.mjs';
// The race's words, a part the page loads with <sudoku-compare>'s race: the expected lines here too.
await loadMessages('en', 'compare');

/** The paper's 4×4 board: three solutions, any of which ends a local search. */
const PAPER4 = '.3.....3.412....';
const KEYS = ['steps', 'tries', 'backtracks', 'propagations', 'maxDepth', 'solutions'];

/**
 * The CLI's counters at the first solution, per strategy token (`name` or `name:k=v,k=v`), and
 * the table cells those counters make.
 * @param {string} puzzle
 * @param {string} token
 */
function cli(puzzle, token) {
  const [name, params = ''] = token.split(':');
  return firstSolution(puzzle, name, params.split(',').filter(Boolean)).stats;
}

/**
 * Checks the end against the CLI: `results` and the table's cells, strategy by strategy, and
 * the marks on the fewest of each exact strategy's column.
 */
async function assertEqualsCli(page, puzzle, tokens, kept) {
  const got = await results(page);
  // Which strategies propagate, as the engine says: only they compete for the fewest propagations.
  const propagating = await page.evaluate(async () => {
    const { loadEngine } = await import('./engine/engine.js');
    return (await loadEngine()).strategies.filter((s) => s.propagates).map((s) => s.name);
  });
  const rows = await table(page);
  assert.equal(rows.length, tokens.length);
  tokens.forEach((token, i) => {
    const want = cli(puzzle, token);
    const r = got[i];
    assert.deepEqual(Object.fromEntries(KEYS.map((k) => [k, r[k]])), want, `${token}: results equal the CLI's first solution`);
    assert.equal(r.status, 'solved');
    assert.ok(r.ms >= 0);
    const shown = ['steps', 'tries', 'backtracks', 'propagations', 'maxDepth'].map((k) => (kept[i].includes(k) ? formatCount(want[k]) : '—'));
    assert.deepEqual(rows[i].text.slice(0, 5), shown, `${token}: the table's counters equal the CLI's`);
    assert.equal(rows[i].outcome, 'solved');
  });
  // The fewest of each counter column (ties shared; a column of equals unmarked) is marked.
  ['steps', 'tries', 'backtracks', 'propagations', 'maxDepth'].forEach((k, c) => {
    const competes = (t, i) => kept[i].includes(k) && (k !== 'propagations' || propagating.includes(t.split(':')[0]));
    const values = tokens.map((t, i) => (competes(t, i) ? cli(puzzle, t)[k] : NaN)).filter((v) => !Number.isNaN(v));
    const least = Math.min(...values);
    const marked = values.length >= 2 && values.some((v) => v !== least);
    tokens.forEach((t, i) => {
      const win = competes(t, i) && marked && cli(puzzle, t)[k] === least;
      assert.equal(rows[i].win[c], win, `${t}, column ${k}: ${win ? '' : 'not '}marked`);
    });
  });
}

const DFS = ['steps', 'tries', 'backtracks', 'propagations', 'maxDepth'];
const DLX = ['steps', 'tries', 'backtracks', 'maxDepth'];
const LOCAL = ['steps', 'tries'];

suite(
  '<sudoku-compare> and compare.html (issue 10)',
  ({ open, openPhone, server }) => {
    const openCompare = async (url, viewport, options = {}) => {
      const page = await open(url, viewport, { ...options, ready: false });
      await whenReady(page, 'sudoku-compare');
      return page;
    };

    test('a link loads four depth-first and dlx searches; played to their first solution, the table equals the CLI (under the strict CSP)', async () => {
      const tokens = ['backtracking', 'mrv', 'singles', 'dlx'];
      // csp=strict: the server sends the strict policy; any violation fails the test (harness).
      const page = await openCompare(pageUrl(server.url, { csp: 'strict', puzzle: SWISTAK, strategies: tokens.join(' '), speed: 'max', lockstep: 'step' }));
      await play(page);
      await waitDone(page);
      await assertEqualsCli(page, SWISTAK, tokens, [DFS, DFS, DFS, DLX]);
      await shot(page, 'compare-1280');
      // The form shows what the link said.
      const form = await page.evaluate(() => ({
        puzzle: /** @type {HTMLTextAreaElement} */ (document.getElementById('puzzle')).value,
        names: [...document.querySelectorAll('.strategy-row select')].map((s) => /** @type {HTMLSelectElement} */ (s).value),
        speed: /** @type {HTMLSelectElement} */ (document.getElementById('speed')).value,
      }));
      assert.deepEqual(form, { puzzle: SWISTAK, names: tokens, speed: 'max' });
    });

    test('local search and dlx on a 4×4 in frame lockstep: each shows its own counters, and the table equals the CLI', async () => {
      const tokens = ['annealing:seed=7,mez=10', 'shoot-and-go:seed=2', 'dlx', 'backtracking'];
      const page = await openCompare(pageUrl(server.url, { puzzle: PAPER4, strategies: tokens.join(' '), speed: 'max', lockstep: 'frame' }));
      await play(page);
      await waitDone(page);
      await assertEqualsCli(page, PAPER4, tokens, [LOCAL, LOCAL, DLX, DFS]);
      const lanes = await compare(page).evaluate((el) =>
        [...el.shadowRoot.querySelectorAll('.lane')].map((lane) => ({
          name: lane.querySelector('.lane-name')?.textContent,
          counters: [...lane.querySelectorAll('.counters dt')].map((d) => d.textContent),
        })),
      );
      assert.deepEqual(
        lanes.map((l) => l.name),
        ['annealing (seed=7, mez=10)', 'shoot-and-go (seed=2)', 'dlx', 'backtracking'],
      );
      assert.ok(lanes[0].counters.includes('temperature') && lanes[0].counters.includes('best penalty'));
      assert.ok(lanes[1].counters.includes('starts') && !lanes[1].counters.includes('backtracks'));
      assert.ok(lanes[2].counters.includes('link updates'));
      assert.ok(lanes[3].counters.includes('backtracks'));
      assert.deepEqual((await table(page))[0].text.slice(2, 5), ['—', '—', '—'], 'local search keeps no backtracks, propagations or depth');
    });

    test('lockstep="step" keeps every running search at the same step while it runs; pause stops them all', async () => {
      // On the board built against brute force these run for millions of steps (the local
      // searches to their budget of 10⁷), and their steps cost very different times.
      const page = await openCompare(
        pageUrl(server.url, { puzzle: HARD, strategies: 'backtracking annealing brute-force shoot-and-go', speed: 'max', lockstep: 'step' }),
      );
      await play(page);
      // A round of equal steps that overruns is cut at 50 ms from the frame's start: only after a
      // long task may the searches stand at different steps, until the next frame levels them.
      await page.evaluate(() => {
        const w = /** @type {any} */ (window);
        w.longTasks = 0;
        new PerformanceObserver((list) => {
          w.longTasks += list.getEntries().length;
        }).observe({ type: 'longtask' });
      });
      const samples = [];
      for (let i = 0; i < 12; i++) {
        await page.waitForTimeout(150);
        samples.push(await compare(page).evaluate((el) => ({ results: el.results, longTasks: /** @type {any} */ (window).longTasks })));
      }
      await compare(page).evaluate((el) => el.pause());
      const paused = await results(page);
      await frames(page, 6);
      assert.deepEqual(await results(page), paused, 'no step after pause()');
      assert.equal(await compare(page).evaluate((el) => el.status), 'paused');
      let level = 0;
      samples.forEach(({ results: s, longTasks }, i) => {
        const running = s.filter((r) => r.status === 'running');
        assert.ok(running.length >= 2, `still running: ${s.map((r) => r.status)}`);
        const same = new Set(running.map((r) => r.steps)).size === 1;
        // Long tasks are reported a moment late: one reported by the next sample counts too.
        const excused = (samples[i + 1]?.longTasks ?? longTasks) > (samples[i - 1]?.longTasks ?? 0);
        assert.ok(same || excused, `the same step (no long task in between): ${running.map((r) => r.steps)}`);
        if (same) level++;
        // A search that stopped stopped at an earlier step.
        for (const r of s) if (r.status !== 'running') assert.ok(r.steps <= Math.max(...running.map((x) => x.steps)));
      });
      assert.ok(level >= samples.length / 2, `level in ${level} of ${samples.length} samples`);
      const steps = samples.map((s) => s.results[2].steps);
      assert.ok(steps.every((n, i) => i === 0 || n >= steps[i - 1]) && steps.at(-1) > steps[0], `steps grow: ${steps}`);
    });

    test('step(n), results and sudoku-compare-done, on the element alone', async () => {
      const page = await open(`${server.url}tests/fixtures/dist-blank.html`, undefined, { ready: false });
      // From dist/: the one module registers both elements.
      const out = await page.evaluate(
        async ([puzzle]) => {
          const el = /** @type {any} */ (document.createElement('sudoku-compare'));
          el.setAttribute('puzzle', puzzle);
          el.setAttribute('strategies', 'singles backtracking dlx');
          el.setAttribute('speed', '5');
          document.querySelector('main')?.append(el);
          await el.ready;
          const before = el.results;
          const ten = await el.step(10);
          const events = [];
          el.addEventListener('sudoku-compare-done', (/** @type {CustomEvent} */ e) => events.push(e.detail));
          const done = new Promise((resolve) => el.addEventListener('sudoku-compare-done', resolve, { once: true }));
          el.runToEnd();
          await done;
          await new Promise((r) => setTimeout(r, 100));
          return { stepper: customElements.get('sudoku-stepper') != null, before, ten, events, results: el.results, status: el.status };
        },
        [SWISTAK],
      );
      assert.ok(out.stepper, 'the same module registers <sudoku-stepper>');
      assert.deepEqual(
        out.before.map((r) => [r.strategy, r.params, r.steps, r.status]),
        [
          ['singles', '', 0, 'ready'],
          ['backtracking', '', 0, 'ready'],
          ['dlx', '', 0, 'ready'],
        ],
      );
      // Singles ends before step 10; the others stand where the CLI does after 10 steps.
      assert.equal(out.ten[0].status, 'paused');
      for (const r of out.ten.slice(1)) {
        const want = countersAt(SWISTAK, r.strategy, 10);
        assert.deepEqual(Object.fromEntries(KEYS.map((k) => [k, r[k]])), Object.fromEntries(KEYS.map((k) => [k, want[k]])), r.strategy);
      }
      assert.equal(out.events.length, 1, 'done fires once');
      assert.deepEqual(out.events[0], out.results, 'its detail is `results`');
      assert.equal(out.status, 'done');
      const want = firstSolution(SWISTAK, 'backtracking').stats;
      assert.deepEqual(Object.fromEntries(KEYS.map((k) => [k, out.results[1][k]])), want);
    });

    test('the race line says what the searches are doing: paused ones are not running, finished ones are counted', async () => {
      // Singles solves SWISTAK at step 54, dlx at 107, mrv at 278, backtracking at 4389.
      const page = await openCompare(pageUrl(server.url, { puzzle: SWISTAK, strategies: 'singles backtracking mrv dlx', speed: '20' }));
      /** The line as drawn, with the race's status and its searches' results. */
      const read = () =>
        compare(page).evaluate(async (el) => {
          await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
          return { line: el.shadowRoot.querySelector('.race-line').textContent, status: el.status, results: el.results };
        });
      /** What the line must say of `results` (the searches' own states) in `status`. */
      const expected = ({ status, results: rs }) => {
        const n = rs.length;
        const stopped = rs.filter((r) => r.status === 'solved' || r.status === 'unsolvable').length;
        const at = formatCount(Math.max(...rs.map((r) => r.steps)));
        if (status === 'paused') return ENGLISH.t('compare.paused', { at, n, left: n - stopped, stopped });
        if (status === 'running') return ENGLISH.t('compare.running', { n, left: n - stopped, stopped, lockstep: 'step' });
        return ENGLISH.t(`compare.${status}`, { n });
      };
      const atReady = await read();
      assert.equal(atReady.line, '4 searches of one board, ready. Press Play, Step or Run to end.');
      await compare(page).evaluate((el) => el.step(5));
      const five = await read();
      assert.deepEqual([five.status, ...five.results.map((r) => r.status)], ['paused', 'paused', 'paused', 'paused', 'paused']);
      assert.equal(five.line, 'Paused at step 5; none of the 4 searches has finished yet.');
      await compare(page).evaluate((el) => el.step(60));
      const later = await read();
      assert.deepEqual(
        later.results.map((r) => r.status),
        ['solved', 'paused', 'paused', 'paused'],
      );
      assert.equal(later.line, 'Paused at step 65; 3 of 4 searches unfinished.');
      // Playing: the line counts the searches that have finished while the others run. Drawn
      // once per frame, it is read again until it and the results it was drawn from agree.
      await compare(page).evaluate((el) => el.play());
      let running = await read();
      for (let i = 0; i < 50 && (running.status !== 'running' || running.line !== expected(running)); i++) running = await read();
      assert.equal(running.status, 'running');
      assert.equal(running.line, expected(running));
      assert.match(running.line, /^Running [1-3] of 4 searches on one clock \(lockstep per step\); (one has|[2-3] have) finished\.$/);
      await compare(page).evaluate((el) => el.pause());
      const paused = await read();
      assert.equal(paused.status, 'paused');
      assert.ok(
        paused.results.every((r) => r.status !== 'running'),
        paused.results.map((r) => r.status),
      );
      assert.equal(paused.line, expected(paused));
      await compare(page).evaluate((el) => el.runToEnd());
      await waitDone(page);
      const done = await read();
      assert.equal(done.line, 'All 4 searches have finished: the table below compares them.');
      assert.equal(done.line, expected(done));
      // The table's caption says where each search stopped, true of a search without a solution too.
      assert.equal(await compare(page).evaluate((el) => el.shadowRoot.querySelector('.results-table caption')?.textContent), ENGLISH.t('compare.caption'));
    });

    test('Copy link reproduces the comparison, and so does the address bar after Compare', async () => {
      const page = await openCompare(`${server.url}compare.html`);
      // The settings are folded into one line: open them, then choose a preset, three strategies
      // (one with parameters), frame lockstep.
      await page.click('#settings-box summary');
      await page.selectOption('#preset', { label: '4×4: a first board, five givens' });
      const rows = page.locator('.strategy-row');
      await rows.nth(0).locator('select').selectOption('lookahead');
      await rows.nth(1).locator('select').selectOption('annealing');
      await rows.nth(1).locator('input').fill('seed=9 mez=60');
      await rows.nth(2).locator('select').selectOption('dlx');
      await rows.nth(3).locator('select').selectOption('');
      await page.selectOption('#speed', 'max');
      await page.check('input[name="lockstep"][value="frame"]');
      await page.click('button.go');
      await page.waitForFunction(() => document.querySelector('sudoku-compare')?.results.length === 3);
      await play(page);
      await waitDone(page);
      const settings = Object.fromEntries(new URL(page.url()).searchParams);
      assert.deepEqual(settings, { puzzle: '..3..4.221......', strategies: 'lookahead annealing:seed=9,mez=60 dlx', speed: 'max', lockstep: 'frame' });
      const first = await results(page);
      assert.deepEqual(
        first.map((r) => [r.strategy, r.params]),
        [
          ['lookahead', ''],
          ['annealing', 'seed=9 mez=60'],
          ['dlx', ''],
        ],
      );
      assert.deepEqual(Object.fromEntries(KEYS.map((k) => [k, first[1][k]])), firstSolution('..3..4.221......', 'annealing', ['seed=9', 'mez=60']).stats);

      await compare(page).evaluate((el) => el.shadowRoot.querySelector('.copy-link').click());
      const link = compare(page).locator('.link');
      await link.waitFor({ state: 'visible' });
      const copied = await link.inputValue();
      assert.match(await compare(page).locator('.copied').innerText(), /Copied|Select and copy/);
      assert.deepEqual(Object.fromEntries(new URL(copied).searchParams), settings);

      for (const url of [copied, page.url()]) {
        const again = await openCompare(url);
        await play(again);
        await waitDone(again);
        const counters = (rs) => rs.map((r) => ({ ...r, ms: 0 }));
        assert.deepEqual(counters(await results(again)), counters(first), `${url} gives the same searches and counters`);
        assert.deepEqual(await table(again).then((t) => t.map((r) => r.text.slice(0, 5))), await table(page).then((t) => t.map((r) => r.text.slice(0, 5))));
        await again.close();
      }
    });

    test('bad settings are said and nothing runs; fixing them runs', async () => {
      const page = await openCompare(pageUrl(server.url, { puzzle: SWISTAK, strategies: 'singles' }));
      // Read after the next frame, which draws the changes (draws are coalesced to one per frame).
      const message = () =>
        compare(page).evaluate(async (el) => {
          await new Promise((r) => requestAnimationFrame(r));
          const m = /** @type {HTMLElement} */ (el.shadowRoot.querySelector('.race-message'));
          return m.hidden ? '' : m.textContent;
        });
      assert.match(await message(), /names 1: compare 2 to 4 strategies/);
      assert.equal(await compare(page).evaluate((el) => el.status), 'invalid');
      assert.equal(await compare(page).evaluate((el) => el.shadowRoot.querySelectorAll('.lane').length), 0);
      await compare(page).evaluate((el) => el.setAttribute('strategies', 'singles nosuch'));
      assert.match(await message(), /nosuch/);
      await compare(page).evaluate((el) => el.setAttribute('strategies', 'singles annealing:q=2'));
      assert.match(await message(), /q must be a number in \(0, 1\); got "2"; running annealing with its defaults/);
      assert.equal(await compare(page).evaluate((el) => el.status), 'ready');
      await compare(page).evaluate((el) => {
        el.setAttribute('strategies', 'singles dlx');
        el.setAttribute('lockstep', 'sideways');
      });
      assert.match(await message(), /lockstep "sideways" is not one of step, frame/);
      await compare(page).evaluate((el) => el.removeAttribute('lockstep'));
      assert.equal(await message(), '');
      await compare(page).evaluate((el) => el.runToEnd());
      await waitDone(page);
    });

    // A performance report, not a check: `npm run test:perf`.
    test('four searches at max speed: long tasks observed (a report)', { skip: process.env.SUDOKU_PERF !== '1' }, async (t) => {
      // Four searches that all run for the three seconds watched, with steps of very different cost.
      const page = await openCompare(
        pageUrl(server.url, { puzzle: HARD, strategies: 'backtracking annealing brute-force shoot-and-go', speed: 'max', lockstep: 'step' }),
      );
      await page.evaluate(() => new Promise((done) => setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(done)), 300)));
      const report = {};
      for (const lockstep of ['step', 'frame']) {
        await compare(page).evaluate((el, l) => {
          el.setAttribute('lockstep', l);
          el.reset();
          const w = /** @type {any} */ (window);
          w.long = [];
          w.frames = 0;
          w.observer?.disconnect();
          w.observer = new PerformanceObserver((list) => {
            for (const e of list.getEntries()) w.long.push({ start: Math.round(e.startTime), duration: Math.round(e.duration) });
          });
          w.observer.observe({ type: 'longtask', buffered: false });
          const count = () => {
            w.frames++;
            if (el.status === 'running') requestAnimationFrame(count);
          };
          el.play();
          requestAnimationFrame(count);
        }, lockstep);
        await page.waitForTimeout(3000);
        report[lockstep] = await compare(page).evaluate((el) => {
          const w = /** @type {any} */ (window);
          el.pause();
          return {
            frames: w.frames,
            longTasks: w.long,
            longest: w.long.reduce((m, e) => Math.max(m, e.duration), 0),
            results: el.results.map((r) => ({ strategy: r.strategy, steps: r.steps, status: r.status, ms: Math.round(r.ms) })),
          };
        });
        t.diagnostic(
          `lockstep=${lockstep}: ${report[lockstep].frames} frames in 3 s, ${report[lockstep].longTasks.length} long tasks (longest ${report[lockstep].longest} ms); steps ${report[lockstep].results.map((r) => `${r.strategy} ${r.steps}`).join(', ')}`,
        );
      }
      mkdirSync(ARTIFACTS, { recursive: true });
      writeFileSync(`${ARTIFACTS}compare-long-tasks.json`, `${JSON.stringify(report, null, 2)}\n`);
      // A report, not a timing assertion: what is checked is that the searches ran.
      for (const r of Object.values(report))
        assert.ok(
          r.results.every((x) => x.steps > 0),
          'every search ran',
        );
    });

    // Pictures for a person to look at: `npm run shots`.
    test('screenshots: 1280 running, 375 done, dark', { skip: !SHOTS }, async () => {
      const tokens = 'backtracking annealing:seed=3 singles dlx';
      const wide = await openCompare(pageUrl(server.url, { puzzle: HARD, strategies: tokens, speed: '2000' }));
      await play(wide);
      await wide.waitForTimeout(1500);
      await shot(wide, 'compare-1280-running');
      const phone = await openPhone(pageUrl(server.url, { puzzle: SWISTAK, strategies: 'backtracking mrv singles dlx', speed: 'max' }), { ready: false });
      await whenReady(phone, 'sudoku-compare');
      await play(phone);
      await waitDone(phone);
      assert.equal(await phone.evaluate(() => document.documentElement.scrollWidth), 375, 'nothing wider than the phone');
      await shot(phone, 'compare-375');
      const dark = await openCompare(pageUrl(server.url, { puzzle: SWISTAK, strategies: 'mrv singles dlx', speed: 'max' }), undefined, { colorScheme: 'dark' });
      await play(dark);
      await waitDone(dark);
      await shot(dark, 'compare-dark');
    });
  },
  { timeout: 30_000 },
);
