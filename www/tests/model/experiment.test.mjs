// The experiment's model: means per number of holes and strategy (what the chart and the table
// show), the holes of a range, number formats, the table's rows, CSV, progress, and the spread
// of tries over seeds.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadMessages } from '../../i18n/messages.js';
import { formatMean, formatMs, holesOf, progressText, spread, summarise, tableRows, toCsv } from '../../model/experiment.js';
// English with every part of its catalogue, as the pages load them (the default of the functions).
import './catalogues.mjs';

/** @param {number} holes @param {number} grid @param {string} strategy @param {number} tries @param {number} micros */
const board = (holes, grid, strategy, tries, micros, solved = true) => ({
  holes,
  grid,
  puzzle: `p${holes}.${grid}`,
  strategy,
  tries,
  steps: 2 * tries + 1,
  micros,
  solved,
});

const RESULTS = [
  board(10, 1, 'backtracking', 10, 4),
  board(10, 1, 'mrv', 10, 6),
  board(10, 2, 'backtracking', 12, 5),
  board(10, 2, 'mrv', 11, 6),
  board(60, 1, 'backtracking', 1000, 400),
  board(60, 1, 'mrv', 70, 30),
  board(60, 2, 'backtracking', 3001, 1200, false),
  board(60, 2, 'mrv', 69, 31),
];

test('means are taken per number of holes and strategy, over the boards reported', () => {
  const s = summarise(RESULTS);
  assert.deepEqual(
    s.map((x) => [x.holes, x.strategy]),
    [
      [10, 'backtracking'],
      [10, 'mrv'],
      [60, 'backtracking'],
      [60, 'mrv'],
    ],
  );
  assert.deepEqual(s[0], { holes: 10, strategy: 'backtracking', boards: 2, solved: 2, meanTries: 11, meanSteps: 23, meanMicros: 4.5 });
  assert.equal(s[2].meanTries, 2000.5);
  assert.equal(s[2].solved, 1);
  assert.deepEqual(summarise([]), []);
});

test('a range of holes includes both ends, and refuses what is not a range', () => {
  assert.deepEqual(holesOf(10, 80, 10), [10, 20, 30, 40, 50, 60, 70, 80]);
  assert.deepEqual(holesOf(10, 24, 5), [10, 15, 20]);
  assert.deepEqual(holesOf(7, 7, 1), [7]);
  assert.deepEqual(holesOf(20, 10, 5), []);
  assert.deepEqual(holesOf(10, 20, 0), []);
  assert.deepEqual(holesOf(1.5, 20, 5), []);
});

test('means and times read as a table shows them', () => {
  assert.equal(formatMean(11), '11');
  assert.equal(formatMean(2000.5), '2,000.5');
  assert.equal(formatMean(219174), '219,174');
  assert.equal(formatMean(109280887.75), '109.3 M');
  assert.equal(formatMs(0.0123), '0.0123');
  assert.equal(formatMs(4.5), '4.5');
  assert.equal(formatMs(6435.9), '6,436');
  assert.equal(formatMs(0), '0');
});

test("in Czech the table's means and times are grouped and have a decimal comma", async () => {
  const cs = await loadMessages('cs', 'pages');
  assert.equal(formatMean(2000.5, cs), '2\u00a0000,5');
  assert.equal(formatMean(109280887.75, cs), '109,3 M');
  assert.equal(formatMs(0.0123, cs), '0,0123');
  assert.equal(formatMs(6435.9, cs), '6\u00a0436');
  assert.deepEqual(tableRows(summarise(RESULTS), ['mrv'], cs)[1].cells[0]?.tries, '69,5');
});

test('the table has a row per number of holes and a cell per chosen strategy, raw means beside', () => {
  const rows = tableRows(summarise(RESULTS), ['mrv', 'backtracking', 'singles']);
  assert.deepEqual(
    rows.map((r) => r.holes),
    [10, 60],
  );
  assert.deepEqual(rows[1].cells[0], { tries: '69.5', ms: '0.0305', meanTries: 69.5, meanMicros: 30.5, incomplete: false });
  assert.equal(rows[1].cells[1]?.incomplete, true, 'a board over budget marks its mean');
  assert.equal(rows[1].cells[2], null, 'a strategy not run has no cell');
});

test("the CSV has the columns of the CLI's board objects", () => {
  const csv = toCsv(RESULTS.slice(0, 1)).split('\n');
  assert.equal(csv[0], 'holes,grid,puzzle,strategy,tries,steps,micros,solved');
  assert.equal(csv[1], '10,1,p10.1,backtracking,10,21,4.000,true');
  assert.equal(csv[2], '');
});

test('progress says what is done, cancelled or finished', () => {
  assert.equal(progressText({ done: 3, total: 12, running: true, cancelled: false, holes: 25, elapsedMs: 1234 }), '3 of 12 runs done, now 25 holes (1.2 s)');
  assert.equal(progressText({ done: 3, total: 12, running: false, cancelled: true, holes: 25, elapsedMs: 1234 }), 'Cancelled after 3 of 12 runs (1.2 s).');
  assert.equal(progressText({ done: 12, total: 12, running: false, cancelled: false, holes: 80, elapsedMs: 500 }), 'Done: 12 runs in 0.5 s.');
  assert.equal(progressText({ done: 0, total: 0, running: false, cancelled: false, holes: null, elapsedMs: 0 }), '');
});

test('the spread over seeds: median, 90th percentile, largest, its seed and the ratio', () => {
  const runs = Array.from({ length: 10 }, (_, i) => ({ seed: i, tries: (i + 1) * 10, solved: true }));
  runs[3] = { seed: 3, tries: 100000, solved: false };
  assert.deepEqual(spread(runs), { runs: 10, median: 60, p90: 100, max: 100000, slowest: 3, overBudget: 1, ratio: 100000 / 60 });
  assert.equal(spread([]), null);
});
