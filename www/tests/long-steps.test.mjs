// Issue 7: `step(1e9)` of a 16×16 `lookahead` search keeps the page responsive. The steps go on
// across frames (status running, steps growing), the page's work in a frame stays under a long
// task (50 ms) and a whole frame under two (these timings in `npm run test:perf` only), and pause() takes
// effect at once: the promise step() returned resolves and the steps stop. The longest task seen
// (long tasks and long animation frames, with their scripts and style and layout; below 50 ms the
// longest frame callback and the longest gaps between turns of a message loop and between frames)
// is written to test-artifacts/long-steps-{element,demo}.json.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { ARTIFACTS, suite } from './harness.mjs';
import { host, stats } from './helpers.mjs';

/**
 * `sudoku-stepper generate --size 16 --seed 2`: one solution, but `lookahead` finds none in
 * 200,000 steps (`solve --strategy lookahead --max-steps 200000` gives up after 20 s natively),
 * so a few seconds in the browser never reach the end.
 */
const SLOW16 =
  '9.3..5......E21...7.C..6.GB....8.28.....E..A.4.....58...3..2A..91C..GB9.AD..65...F....E7...12.G....8.1...9.FBAE....B4.A..2......D..6.G.3....FB.C..9E2.1.C.F..8...1A......4..3..EG.C..6.9...5D.A..DE3..CF4B5.......6.......3.G......G7...2E.C.6B...F..E.D6.......';

/**
 * Whether the timings are checked too (`npm run test:perf`): how long a frame's work and a pause
 * take depends on the machine as much as on the page, so `./test.sh` (the correctness gate, run
 * on busy machines) checks what the page does (it runs across frames, steps grow, pause() stops
 * it and resolves) and leaves the milliseconds to this run, which records them all the same.
 */
const PERF = process.env.SUDOKU_PERF === '1';

/** Milliseconds of observation while step(1e9) runs. */
const WATCH_MS = 3000;
const LONG_TASK_MS = 50;

suite(
  'step(1e9) on a 16×16 lookahead search (issue 7)',
  ({ open, server }) => {
    for (const where of ['element', 'demo'])
      test(`${where === 'demo' ? 'the demo page' : 'the element from dist/ alone'} stays responsive: its work per frame under a long task, running with steps growing, and pause() stops it at once`, async () => {
        // One long frame can come from the machine rather than the page (another process taking the
        // CPU of a two-core box mid-frame); a long task that the page causes comes back. So an
        // observation with a long task is repeated on a fresh page, up to three times, and the last
        // one decides.
        for (let attempt = 1; ; attempt++) {
          // Times every animation frame callback (the clock's engine work and drawing run in one).
          const timeFrames = async (p) =>
            p.addInitScript(() => {
              const w = /** @type {any} */ (window);
              const raf = window.requestAnimationFrame.bind(window);
              w.frameScript = 0;
              window.requestAnimationFrame = (callback) =>
                raf((t) => {
                  const start = performance.now();
                  try {
                    callback(t);
                  } finally {
                    w.frameScript = Math.max(w.frameScript, performance.now() - start);
                  }
                });
            });
          // The demo page also keeps its address bar current as the search runs.
          const page =
            where === 'demo'
              ? await open(`${server.url}?puzzle=${SLOW16}&strategy=lookahead`, undefined, { before: timeFrames })
              : await open(`${server.url}tests/fixtures/dist-blank.html`, undefined, { before: timeFrames, ready: false });
          if (where === 'element') {
            await page.evaluate(async (puzzle) => {
              const el = /** @type {any} */ (document.createElement('sudoku-stepper'));
              el.setAttribute('puzzle', puzzle);
              el.setAttribute('strategy', 'lookahead');
              document.querySelector('main')?.append(el);
              await el.ready;
            }, SLOW16);
          }
          assert.equal((await stats(page)).steps, 0);
          // The page has loaded and drawn itself (its first frames lay out the whole page): what is
          // measured is the stepping, from a page at rest.
          await page.evaluate(() => new Promise((done) => setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(done)), 300)));
          // Long tasks and long animation frames from here on, with the scripts and rendering of each.
          const types = await page.evaluate(() => {
            const w = /** @type {any} */ (window);
            w.long = [];
            const supported = PerformanceObserver.supportedEntryTypes;
            for (const type of ['longtask', 'long-animation-frame']) {
              if (!supported.includes(type)) continue;
              new PerformanceObserver((list) => {
                for (const e of /** @type {any[]} */ (list.getEntries())) {
                  const end = e.startTime + e.duration;
                  w.long.push({
                    type: e.entryType,
                    start: Math.round(e.startTime),
                    duration: Math.round(e.duration),
                    blocking: e.blockingDuration == null ? undefined : Math.round(e.blockingDuration),
                    // For a long animation frame: time in scripts, in style and layout, and the rest.
                    styleAndLayout: e.styleAndLayoutStart ? Math.round(end - e.styleAndLayoutStart) : undefined,
                    render: e.renderStart ? Math.round(end - e.renderStart) : undefined,
                    scripts: e.scripts?.map((s) => ({
                      invoker: s.invoker,
                      source: `${s.sourceURL ?? ''}${s.sourceFunctionName ? ` ${s.sourceFunctionName}` : ''}`,
                      duration: Math.round(s.duration),
                      forcedStyleAndLayout: Math.round(s.forcedStyleAndLayoutDuration ?? 0),
                    })),
                  });
                }
              }).observe({ type, buffered: false });
            }
            // Below 50 ms nothing is reported: the longest gap between two turns of a message loop
            // (the longest the main thread was held) and between two frames say how long tasks were.
            w.gaps = { task: 0, frame: 0 };
            w.frameScript = 0;
            const channel = new MessageChannel();
            let lastPing = performance.now();
            channel.port1.onmessage = () => {
              const now = performance.now();
              w.gaps.task = Math.max(w.gaps.task, now - lastPing);
              lastPing = now;
              if (!w.stopGaps) setTimeout(() => channel.port2.postMessage(0), 0);
            };
            channel.port2.postMessage(0);
            let lastFrame = 0;
            const frame = (now) => {
              if (lastFrame) w.gaps.frame = Math.max(w.gaps.frame, now - lastFrame);
              lastFrame = now;
              if (!w.stopGaps) requestAnimationFrame(frame);
            };
            requestAnimationFrame(frame);
            return supported.filter((t) => t === 'longtask' || t === 'long-animation-frame');
          });
          assert.ok(types.includes('longtask'), 'Chromium reports long tasks');

          // step(1e9): the promise is kept in the page, and resolves only when the steps end.
          await host(page).evaluate((el) => {
            const w = /** @type {any} */ (window);
            w.stepDone = null;
            w.stepStarted = performance.now();
            w.stepPromise = /** @type {any} */ (el).step(1e9).then((s) => {
              w.stepDone = { at: performance.now(), stats: s };
              return s;
            });
          });
          const samples = [];
          const t0 = Date.now();
          while (Date.now() - t0 < WATCH_MS) {
            await page.waitForTimeout(250);
            samples.push(await page.evaluate(() => /** @type {any} */ (document.querySelector('sudoku-stepper')).stats));
          }
          const statuses = [...new Set(samples.map((s) => s.status))];
          const steps = samples.map((s) => s.steps);

          // pause(), called from a task of its own as an input handler would call it: from the moment
          // that task is queued, the promise of step() must resolve within 100 ms (a busy main thread
          // would delay the task).
          const before = Date.now();
          const paused = await page.evaluate(() => {
            const w = /** @type {any} */ (window);
            const el = /** @type {any} */ (document.querySelector('sudoku-stepper'));
            const queued = performance.now();
            return new Promise((resolve) => {
              setTimeout(() => {
                const ran = performance.now();
                el.pause();
                const timeout = new Promise((r) => setTimeout(() => r('timeout'), 100));
                Promise.race([w.stepPromise.then(() => 'resolved'), timeout]).then((result) => {
                  resolve({ result, taskDelay: ran - queued, ms: w.stepDone ? w.stepDone.at - queued : null, stats: el.stats, resolved: w.stepDone?.stats });
                });
              }, 0);
            });
          });
          const roundTrip = Date.now() - before;
          const stopped = await stats(page);
          await page.waitForTimeout(300);
          const still = await stats(page);
          const { started, long, gaps } = await page.evaluate(() => {
            const w = /** @type {any} */ (window);
            w.stopGaps = true;
            return {
              started: Math.round(w.stepStarted),
              long: w.long,
              gaps: { task: Math.round(w.gaps.task), frame: Math.round(w.gaps.frame), frameCallback: Math.round(w.frameScript) },
            };
          });

          const longest = long.reduce((m, e) => Math.max(m, e.duration), 0);
          mkdirSync(ARTIFACTS, { recursive: true });
          writeFileSync(
            `${ARTIFACTS}long-steps-${where}${attempt > 1 ? `-${attempt}` : ''}.json`,
            `${JSON.stringify(
              {
                observed: types,
                stepStartedAt: started,
                longestTaskMs: longest,
                longestGapsMs: gaps,
                steps,
                statuses,
                pause: { ...paused, roundTripMs: roundTrip },
                long,
              },
              null,
              2,
            )}\n`,
          );
          // Any sign of a long frame (a long task, or a frame callback over one) is observed again.
          const over = long.filter((e) => e.duration > LONG_TASK_MS);
          if (PERF && (over.length || gaps.frameCallback > LONG_TASK_MS) && attempt < 3) {
            await page.close();
            continue;
          }
          assert.deepEqual(statuses, ['running'], `status running throughout (${statuses})`);
          assert.ok(steps.every((n, i) => i === 0 || n >= steps[i - 1]) && steps.at(-1) > steps[0], `steps grow: ${steps.join(', ')}`);
          assert.equal(paused.result, 'resolved', 'the promise of step() resolves once paused');
          assert.equal(paused.stats.status, 'paused');
          assert.deepEqual(paused.resolved, paused.stats, 'it resolves with the stats where it stopped');
          assert.equal(still.steps, stopped.steps, 'no step after pause()');
          assert.equal(still.status, 'paused');
          if (!PERF) {
            await page.close();
            return;
          }
          assert.ok(
            steps.every((n, i) => i === 0 || n > steps[i - 1]),
            `steps grow every 250 ms: ${steps.join(', ')}`,
          );
          assert.ok(paused.ms != null && paused.ms < 100, `resolved ${paused.ms} ms after the pause was asked for (its task waited ${paused.taskDelay} ms)`);
          // What the page does in a frame (the engine's slice and the drawing, before the browser
          // renders) stays under a long task. Rendering a 16×16 board is Chromium's software raster
          // here (--disable-gpu), which on a busy 2-core machine alone took 50–75 ms per frame, with
          // this stylesheet and the one before it alike; a whole frame may take up to twice a long
          // task, and a page that blocked (a step() run in one go) would still be caught.
          assert.ok(gaps.frameCallback <= LONG_TASK_MS, `the longest frame callback took ${gaps.frameCallback} ms`);
          const scripted = long.filter((e) => e.type === 'long-animation-frame' && e.duration - (e.render ?? 0) > LONG_TASK_MS);
          assert.deepEqual(scripted, [], `no animation frame with over ${LONG_TASK_MS} ms before rendering`);
          const tooLong = long.filter((e) => e.duration > 2 * LONG_TASK_MS);
          assert.deepEqual(tooLong, [], `no task or animation frame over ${2 * LONG_TASK_MS} ms (longest ${longest} ms)`);
          await page.close();
          return;
        }
      });

    test('a far back(n) replays across frames and lands exactly where a fresh search stepped there does', async () => {
      // Built against brute force: backtracking needs 69 M steps for its one solution, so none
      // lies between the steps used here.
      const hard = '..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9';
      const page = await open(`${server.url}?puzzle=${hard}&strategy=backtracking`);
      const result = await host(page).evaluate(async (el) => {
        await el.step(3_000_000);
        const far = el.stats.steps;
        const pending = el.back(far - 1_500_017);
        const statusRightAfter = el.stats.status;
        const landed = await pending;
        const board = el.current;
        el.reset();
        const fresh = await el.step(1_500_017);
        return { far, statusRightAfter, landed, board, fresh, freshBoard: el.current };
      });
      assert.equal(result.far, 3_000_000);
      assert.equal(result.landed.steps, 1_500_017);
      assert.deepEqual({ ...result.landed, status: '' }, { ...result.fresh, status: '' });
      assert.equal(result.board, result.freshBoard);
      // Whether the replay needed frames depends on the machine; either way nothing blocked long.
      assert.ok(['running', 'paused'].includes(result.statusRightAfter), result.statusRightAfter);
      await page.close();
    });
  },
  { timeout: 30_000 },
);
