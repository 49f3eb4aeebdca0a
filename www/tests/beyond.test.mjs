// Issue 9 in the page: dlx, annealing and shoot-and-go run in the element like every other
// strategy, with their parameters from the attribute (and the URL), the counters each keeps,
// their own panels, and numbers equal to the CLI's for the same seed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { suite } from './harness.mjs';
import { CZECH, HARD, call, frames, host, shadow, stats, waitStatus } from './helpers.mjs';
import { countersAt, firstSolution } from './cli.mjs';

/** The paper's 4×4 board: three solutions, any of which ends a local search. */
const PAPER4 = '.3.....3.412....';

const counterNames = (page) => host(page).evaluate((el) => [...el.shadowRoot.querySelectorAll('.counters dt')].map((d) => d.textContent));
const panelShown = (page, part) =>
  host(page).evaluate((el, p) => {
    const panel = el.shadowRoot.querySelector(`[part="${p}"]`);
    return panel != null && !panel.hidden;
  }, part);

suite('dlx, annealing and shoot-and-go in the page', ({ open, server }) => {
  test('annealing with params from the URL reproduces the CLI run of the same seed, with its counters and chart', async () => {
    const page = await open(`${server.url}?puzzle=${PAPER4}&strategy=annealing&params=seed=7,mez=10`);
    assert.equal(await host(page).getAttribute('params'), 'seed=7 mez=10');
    assert.deepEqual(await counterNames(page), [
      'steps',
      'tries',
      'moves made',
      'penalty',
      'best penalty',
      'temperature',
      'starts',
      'solutions',
      'elapsed',
      'steps/s',
    ]);
    const at = await call(page, 'step', 40);
    assert.deepEqual({ ...at, status: undefined }, { ...countersAt(PAPER4, 'annealing', 40, ['seed=7', 'mez=10']), status: undefined });
    await frames(page);
    assert.ok(await panelShown(page, 'chart'), 'the penalty chart is shown');
    assert.ok(!(await panelShown(page, 'cover')), 'no exact-cover view for a local search');
    const points = await shadow(page, '.series.penalty').getAttribute('points');
    assert.ok((points ?? '').split(' ').length >= 2, `the chart has points: ${points}`);
    // Back then forward: the same numbers (the seed is part of the machine's state).
    await call(page, 'back', 15);
    assert.deepEqual(await call(page, 'step', 15), at);
    await call(page, 'runToEnd');
    await waitStatus(page, 'solved');
    assert.match(await shadow(page, '[part="banner"]').innerText(), /^Solved in [\d,]+ steps$/);
  });

  test('a bad parameter is said, naming the key, and the search runs with the defaults', async () => {
    const page = await open(`${server.url}?puzzle=${PAPER4}&strategy=shoot-and-go`);
    const invalid = host(page).evaluate(
      (el) => new Promise((resolve) => el.addEventListener('sudoku-invalid', (e) => resolve(e.detail.message), { once: true })),
    );
    await host(page).evaluate((el) => el.setAttribute('params', 'hmax=3 cmeth=9'));
    assert.match(await invalid, /cmeth must be 1 or 2; got "9"/);
    assert.match(await shadow(page, '[part="message"]').innerText(), /cmeth must be 1 or 2; got "9"; running shoot-and-go with its defaults/i);
    const s = await call(page, 'step', 25);
    assert.deepEqual({ ...s, status: undefined }, { ...countersAt(PAPER4, 'shoot-and-go', 25), status: undefined });
    // Choosing another strategy in the menu starts it from its own defaults.
    await shadow(page, 'select.strategy').selectOption('annealing');
    await frames(page);
    assert.equal(await host(page).getAttribute('params'), null);
    assert.equal((await stats(page)).steps, 0);
  });

  test('the run-time distribution runs 30 seeds on the page clock, and each seed solves in the steps the CLI gives', async () => {
    const page = await open(`${server.url}?puzzle=${PAPER4}&strategy=shoot-and-go`);
    await shadow(page, '.runtime-run').click();
    await page.waitForFunction(() => /30 seeded runs/.test(document.querySelector('sudoku-stepper').shadowRoot.querySelector('.runtime-progress').textContent));
    const summary = await shadow(page, '.runtime-panel .chart-summary').innerText();
    // The paper's 4×4 is solved by every run; the slowest run's steps are the CLI's for its seed.
    assert.match(summary, /^30 of 30 runs solved; half within [\d,]+ steps; the slowest solved took [\d,]+( \([\d,]+× the median\))?\.$/);
    const slowest = Number(summary.match(/took ([\d,]+)/)[1].replace(/,/g, ''));
    const bySeed = Array.from({ length: 30 }, (_, seed) => firstSolution(PAPER4, 'shoot-and-go', [`seed=${seed}`]).stats.steps);
    assert.equal(slowest, Math.max(...bySeed));
  });

  test("backtracking over 30 random digit orders beside the ascending order, each run the CLI's, then mrv drawn over it", async () => {
    const page = await open(`${server.url}?puzzle=${CZECH}&strategy=backtracking&panels=counters+chart`);
    assert.equal(await shadow(page, '.runtime-run').innerText(), 'Run 30 random orders');
    await shadow(page, '.runtime-run').click();
    const progress = () => shadow(page, '.runtime-progress').innerText();
    await page.waitForFunction(
      () => /30 random orders/.test(document.querySelector('sudoku-stepper').shadowRoot.querySelector('.runtime-progress').textContent),
      null,
      { timeout: 60_000 },
    );
    const summary = await shadow(page, '.runtime-panel .chart-summary').innerText();
    const ascending = firstSolution(CZECH, 'backtracking').stats.steps;
    const bySeed = Array.from({ length: 30 }, (_, seed) => firstSolution(CZECH, 'backtracking', ['order=random', `seed=${seed}`]).stats.steps).sort(
      (a, b) => a - b,
    );
    const fmt = (n) => n.toLocaleString('en-US');
    assert.ok(
      summary.startsWith(
        `Ascending order: ${fmt(ascending)} steps. Random orders: 30 of 30 runs solved; half within ${fmt(bySeed[14])} steps; the slowest solved took ${fmt(bySeed[29])}`,
      ),
      summary,
    );
    assert.notEqual(await shadow(page, '.runtime-reference').getAttribute('visibility'), 'hidden');
    // Another strategy on the same board: its study is drawn over the earlier one, dashed.
    await shadow(page, 'select.strategy').selectOption('mrv');
    await frames(page);
    assert.equal(await progress(), '');
    await shadow(page, '.runtime-run').click();
    await page.waitForFunction(
      () => /30 random orders/.test(document.querySelector('sudoku-stepper').shadowRoot.querySelector('.runtime-progress').textContent),
      null,
      { timeout: 60_000 },
    );
    assert.match(
      await shadow(page, '.runtime-panel .chart-summary').innerText(),
      /Random orders: 30 of 30 runs solved; .* backtracking \(earlier\): 30 of 30 runs solved; /,
    );
    assert.ok(((await shadow(page, '.series.runtime-previous').getAttribute('points')) ?? '').length > 0);
    assert.equal(await shadow(page, '.runtime-key.previous').innerText(), 'backtracking (earlier)');
    // A strategy with a fixed order has nothing to vary.
    await shadow(page, 'select.strategy').selectOption('dlx');
    await frames(page);
    assert.ok(!(await panelShown(page, 'runtimes')));
  });

  test('dlx shows its exact-cover columns and link updates, equal to the CLI', async () => {
    const page = await open(`${server.url}?puzzle=${HARD}&strategy=dlx`);
    assert.deepEqual(await counterNames(page), ['steps', 'tries', 'backtracks', 'depth', 'max depth', 'solutions', 'link updates', 'elapsed', 'steps/s']);
    const s = await call(page, 'step', 60);
    assert.deepEqual({ ...s, status: undefined }, { ...countersAt(HARD, 'dlx', 60), status: undefined });
    await frames(page);
    assert.ok(await panelShown(page, 'cover'));
    assert.ok(!(await panelShown(page, 'chart')));
    const tiles = await host(page).evaluate((el) => el.shadowRoot.querySelectorAll('.cover-grid .tile').length);
    assert.equal(tiles, 4 * 81);
  });
});
