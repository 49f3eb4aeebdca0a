// The run-time distribution: which strategies can be studied and how (seeds of a local search,
// random digit orders of an exact one beside the ascending order), a step line rising by 1/runs
// at each solved run on log-spaced decades, an earlier study of another strategy on the same
// axis, and a summary that counts runs out of budget as unsolved.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ORDER_CAP, runtimeView, studyPlan } from '../../model/runtime-plot.js';
import { CHART_HEIGHT, CHART_WIDTH } from '../../model/trace.js';
import { loadMessages } from '../../i18n/messages.js';
import { infos } from './wasm.mjs';
// The chart panel's words, which a page loads with the panel (layout.js, ChartPanel.sync).
await loadMessages('en', 'charts');

/** @param {string} name  a strategy as the engine describes it */
const info = (name) => /** @type {import('../../engine/engine.js').StrategyInfo} */ (infos.find((s) => s.name === name));
const ANNEALING = info('annealing');
const BACKTRACKING = info('backtracking');

/** @param {string} points */
const parse = (points) => points.split(' ').map((p) => p.split(',').map(Number));

/** A finished study. */
const study = (strategy, results, extra = {}) => ({ strategy, kind: 'orders', results, runs: results.length, cap: ORDER_CAP, reference: null, ...extra });

test('a local search is studied over seeds; an exact one that takes an order over random orders; a fixed order not at all', () => {
  const seeds = studyPlan(ANNEALING, 'q=0.8 seed=7', 3);
  assert.deepEqual(seeds, { kind: 'seeds', strategy: 'annealing', cap: Infinity, reference: null, runs: ['q=0.8 seed=0', 'q=0.8 seed=1', 'q=0.8 seed=2'] });
  const orders = studyPlan(BACKTRACKING, 'order=random seed=4', 2);
  assert.deepEqual(orders, {
    kind: 'orders',
    strategy: 'backtracking',
    cap: ORDER_CAP,
    reference: 'order=ascending',
    runs: ['order=random seed=0', 'order=random seed=1'],
  });
  assert.equal(runtimeView(orders, null, null, false).action, 'Run 2 random orders');
  assert.equal(studyPlan(info('dlx'), ''), null);
  assert.equal(studyPlan(info('brute-force'), ''), null);
});

test('solved runs raise the line by one share each, at their steps on a log axis', () => {
  const plan = studyPlan(ANNEALING, '', 4);
  const v = runtimeView(plan, { ...study('annealing', [100, 1000, Infinity, 10_000]), kind: 'seeds', cap: Infinity }, null, false);
  assert.deepEqual(
    v.ticks.map((t) => t.label),
    ['100', '1,000', '10,000', '100,000'],
  );
  const pts = parse(v.points);
  assert.deepEqual(pts[0], [0, CHART_HEIGHT]);
  // 100 sits on the first decade, and the line ends at 3 of 4 solved.
  assert.deepEqual(pts[1], [0, CHART_HEIGHT]);
  assert.deepEqual(pts[2], [0, CHART_HEIGHT * 0.75]);
  assert.deepEqual(pts[pts.length - 1], [CHART_WIDTH, CHART_HEIGHT * 0.25]);
  assert.equal(v.summary, '3 of 4 runs solved; half within 1,000 steps; the slowest solved took 10,000 (10× the median).');
  assert.equal(v.progress, '4 seeded runs');
  assert.equal(v.action, 'Run 4 seeds');
  assert.equal(v.legend, false);
});

test('a study still running says which run; one with nothing solved says so', () => {
  const plan = studyPlan(ANNEALING, '', 30);
  assert.equal(runtimeView(plan, { ...study('annealing', [50]), runs: 30, kind: 'seeds', cap: Infinity }, null, true).progress, 'Running seed 2 of 30…');
  const none = runtimeView(plan, { ...study('annealing', [Infinity, Infinity]), kind: 'seeds', cap: Infinity }, null, false);
  assert.equal(none.points, '');
  assert.equal(none.summary, 'None of 2 runs solved the board within its budget.');
  assert.equal(runtimeView(plan, null, null, false).action, 'Run 30 seeds');
});

test('random orders sit beside the ascending order, and an earlier strategy shares the axis', () => {
  const plan = studyPlan(BACKTRACKING, '', 4);
  assert.equal(runtimeView(plan, study('backtracking', [], { runs: 4 }), null, true).progress, 'Running the ascending order…');
  const now = study('backtracking', [1000, 2000, 100_000, Infinity], { reference: 10_000 });
  const earlier = { ...study('mrv', [10, 20]), puzzle: 'x' };
  const v = runtimeView(plan, now, earlier, false);
  // One axis from 10 (mrv's fastest) past 100,000 (backtracking's slowest): five decades.
  assert.deepEqual(
    v.ticks.map((t) => t.label),
    ['10', '100', '1,000', '10,000', '100,000', '1.00 M'],
  );
  assert.equal(v.reference, CHART_WIDTH * 0.6);
  assert.equal(parse(v.previous)[1][0], 0);
  assert.equal(v.label, 'backtracking, random orders');
  assert.equal(v.previousLabel, 'mrv (earlier)');
  assert.equal(v.legend, true);
  assert.equal(
    v.summary,
    'Ascending order: 10,000 steps. Random orders: 3 of 4 runs solved within 10.0 M steps; half within 2,000 steps; the slowest solved took 100,000 (50× the median). ' +
      'mrv (earlier): 2 of 2 runs solved; half within 10 steps; the slowest solved took 20.',
  );
  const stuck = runtimeView(plan, study('backtracking', [Infinity], { reference: Infinity }), null, false);
  assert.equal(stuck.reference, null);
  assert.equal(stuck.summary, 'Ascending order: not solved within 10.0 M steps. Random orders: none of 1 run solved the board within 10.0 M steps.');
});

test('the study speaks the element language: Czech and Polish plurals, numbers as they write them', async () => {
  const [cs, pl] = await Promise.all([loadMessages('cs', 'charts'), loadMessages('pl', 'charts')]);
  const plan = studyPlan(BACKTRACKING, '', 4);
  const now = study('backtracking', [1000, 2000, 100_000, Infinity], { reference: 10_000 });
  const v = runtimeView(plan, now, null, false, cs);
  assert.equal(v.action, 'Spustit 4 náhodná pořadí');
  assert.equal(v.label, 'Hledání s návratem, náhodná pořadí');
  assert.equal(v.progress, '4 náhodná pořadí');
  assert.equal(
    v.summary,
    'Vzestupné pořadí: 10\u00a0000 kroků. Náhodná pořadí: vyřešeno 3 z 4 běhů do 10,0 mil. kroků; polovina do 2\u00a0000 kroků; nejpomalejší vyřešený trval 100\u00a0000 (50× medián).',
  );
  const seeds = studyPlan(ANNEALING, '', 2);
  const w = runtimeView(seeds, study('annealing', [Infinity], { kind: 'seeds', cap: Infinity, runs: 2 }), null, true, pl);
  assert.equal(w.action, 'Anuluj');
  assert.equal(runtimeView(seeds, null, null, false, pl).action, 'Uruchom 2 ziarna');
  assert.equal(w.progress, 'Trwa ziarno 2 z 2…');
  assert.equal(
    runtimeView(seeds, study('annealing', [Infinity, Infinity], { kind: 'seeds', cap: Infinity }), null, false, pl).summary,
    'Żaden z 2 przebiegów nie rozwiązał planszy w swoim budżecie.',
  );
});
