// Charts of a run that do not depend on playback (issue 17): the penalty and temperature chart
// of a local search is the engine's record of the run, so after Run to end, a goTo, a step back
// or a link to a step it is the chart of playing there; the depth strip under the board too.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { suite } from './harness.mjs';
import { EASY, SWISTAK, call, frames, host, stats, waitStatus } from './helpers.mjs';

/** Annealing that freezes fast (T from 1 halves below 0.0724 in 4 coolings): about 25 reheats
 * within its budget of 2,000 steps, which it spends without solving the board. */
const ANNEAL = `?puzzle=${EASY}&strategy=annealing&params=t0=1,q=0.5,mez=10,seed=1,budget=2000&panels=counters,chart`;

/** What the chart draws: both polylines, the restart ticks and the restarts it counts. */
const chart = (page) =>
  host(page).evaluate((el) => {
    const root = /** @type {ShadowRoot} */ (el.shadowRoot);
    const attr = (/** @type {string} */ sel, /** @type {string} */ name) => root.querySelector(sel)?.getAttribute(name) ?? '';
    return {
      penalty: attr('.chart-panel .series.penalty', 'points'),
      temperature: attr('.chart-panel .series.temperature', 'points'),
      ticks: attr('.chart-panel .restarts', 'd'),
      restarts: Number(attr('.chart-panel .plot', 'data-restarts')),
    };
  });

/** Steps to `target` ten steps a frame, as playing draws the search: every frame is drawn. */
const play = (page, target) =>
  host(page).evaluate(async (el, t) => {
    while (el.stats.steps < t && !['solved', 'unsolvable'].includes(el.stats.status)) {
      await el.step(Math.min(10, t - el.stats.steps));
      await new Promise((r) => requestAnimationFrame(() => r(undefined)));
    }
  }, target);

suite('charts of a run do not depend on playback (issue 17)', ({ open, server }) => {
  test('annealing after Run to end: one restart tick per reheat, and the chart of playing the same run', async () => {
    const page = await open(`${server.url}${ANNEAL}`);
    await call(page, 'runToEnd');
    await waitStatus(page, 'unsolvable');
    await frames(page);
    const ended = await chart(page);
    const s = await stats(page);
    assert.equal(s.steps, 2000);
    // The fill and at least a dozen reheats, each its own tick (they are ~100 steps apart).
    assert.ok(s.restarts > 12, `restarts: ${s.restarts}`);
    assert.equal(ended.restarts, s.restarts);
    assert.equal(ended.ticks.match(/M/g)?.length, s.restarts);
    assert.ok(ended.penalty.split(' ').length > 100, 'a point or two per bucket of steps');

    const played = await open(`${server.url}${ANNEAL}`);
    await play(played, 2000);
    await waitStatus(played, 'unsolvable');
    await frames(played);
    assert.deepEqual(await chart(played), ended);
  });

  test('a link to a step, a goTo and a step back show the chart of playing to that step', { timeout: 30_000 }, async () => {
    const n = 1234;
    const linked = await open(`${server.url}${ANNEAL}&step=${n}`);
    await pageAt(linked, n);
    const fromLink = await chart(linked);
    assert.ok(fromLink.restarts > 5, `restarts at step ${n}: ${fromLink.restarts}`);

    const played = await open(`${server.url}${ANNEAL}`);
    await play(played, n);
    await frames(played);
    assert.deepEqual(await chart(played), fromLink, 'played to the step');

    await call(played, 'runToEnd');
    await waitStatus(played, 'unsolvable');
    await call(played, 'goTo', n);
    await frames(played);
    assert.deepEqual(await chart(played), fromLink, 'goTo from the end');

    await call(played, 'goTo', n + 100);
    await call(played, 'back', 100);
    await frames(played);
    assert.deepEqual(await chart(played), fromLink, 'back');
  });

  test('the depth strip after Run to end is the strip of playing the same search', async () => {
    const url = `${server.url}?puzzle=${SWISTAK}&strategy=backtracking&panels=counters,tree`;
    const strip = (page) => host(page).evaluate((el) => /** @type {HTMLCanvasElement} */ (el.shadowRoot.querySelector('canvas.depth-strip')).toDataURL());
    const ended = await open(url);
    await call(ended, 'runToEnd');
    await waitStatus(ended, 'solved');
    await frames(ended);
    const steps = (await stats(ended)).steps;
    const played = await open(url);
    await play(played, steps);
    await waitStatus(played, 'solved');
    await frames(played);
    assert.equal(await strip(played), await strip(ended));
  });
});

/** Waits until the page's element stands at step `n` and has drawn it. */
async function pageAt(page, n) {
  await page.waitForFunction(
    (k) => document.querySelector('sudoku-stepper')?.stats?.steps === k && document.querySelector('sudoku-stepper')?.stats?.status !== 'running',
    n,
  );
  await frames(page);
}
