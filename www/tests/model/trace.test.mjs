// The chart laid out from the engine's record of a local search (model/trace.js), in the pixels of
// its box: round ticks that never crowd an axis, the record summarised to the least and greatest
// value of each pixel column, a line through each column's least penalty and greatest
// temperature, a band between both ends, restarts as marks on the step axis (nearby ones one
// mark with their count), labels in the language's number format.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { niceTicks, pixelColumns, seriesChart, seriesTops } from '../../model/trace.js';
import { loadMessages } from '../../i18n/messages.js';
// The chart panel's words, which a page loads with the panel (layout.js, ChartPanel.sync).
await loadMessages('en', 'charts');

/**
 * A record of buckets given as [penaltyLo, penaltyHi, temperatureLo, temperatureHi, restarts].
 * @param {number} width
 * @param {number} steps
 * @param {number[][]} buckets
 */
const record = (width, steps, buckets) => ({ width, steps, stride: buckets[0].length, buckets: Float32Array.from(buckets.flat()) });

/** Points "x,y x,y" as numbers. @param {string} points */
const pts = (points) => points.split(' ').map((p) => p.split(',').map(Number));

test('round ticks: steps of 1, 2 or 5 times a power of ten from 0, at most as many as asked', () => {
  assert.deepEqual(niceTicks(40, 4), [0, 20, 40]);
  assert.deepEqual(niceTicks(3, 4), [0, 1, 2, 3]);
  assert.deepEqual(niceTicks(2000, 6), [0, 500, 1000, 1500, 2000]);
  assert.deepEqual(niceTicks(1234, 3), [0, 1000]);
  assert.deepEqual(niceTicks(0.5, 3, false), [0, 0.5]);
  assert.deepEqual(niceTicks(2, 8), [0, 1, 2], 'whole steps: no half a penalty');
  assert.deepEqual(niceTicks(0, 5), [0]);
  assert.deepEqual(niceTicks(8, 2), [0, 8], 'no round step fits: the ends');
  for (const [hi, most] of [
    [7, 2],
    [99, 5],
    [123456, 7],
    [1, 3],
  ]) {
    const t = niceTicks(hi, most);
    assert.ok(t.length <= most && t.length >= 1, `${hi}/${most}: ${t}`);
    assert.ok(t[t.length - 1] <= hi);
  }
});

test('pixel columns: buckets in the same column merge to the least and greatest, restarts added', () => {
  // Eight buckets of 2 steps (steps 0 to 15) into 4 columns: two buckets a column.
  const s = record(2, 15, [
    [9, 9, 4, 4, 1],
    [5, 8, 3, 4, 0],
    [6, 7, 2, 3, 0],
    [2, 6, 1, 2, 2],
    [3, 3, 1, 1, 0],
    [3, 4, 1, 1, 0],
    [1, 4, 0.5, 1, 1],
    [0, 1, 0.5, 0.5, 0],
  ]);
  assert.deepEqual(pixelColumns(s, 4), [
    { first: 0, last: 3, values: [5, 9, 3, 4, 1] },
    { first: 4, last: 7, values: [2, 7, 1, 3, 2] },
    { first: 8, last: 11, values: [3, 4, 1, 1, 0] },
    { first: 12, last: 15, values: [0, 4, 0.5, 1, 1] },
  ]);
  // More columns than buckets: a column per bucket.
  assert.equal(pixelColumns(s, 100).length, 8);
});

test('a long run summarised per pixel column: no more points than pixels, no minimum lost, every restart counted', () => {
  // 512 buckets of 64 steps with a restart every 368 steps or so: 89 restarts.
  const buckets = Array.from({ length: 512 }, (_, k) => [k % 6, 40 + (k % 6), 0.1, 2 - (k % 6) / 4, k % 6 === 0 && k < 534 ? 1 : 0]);
  const s = record(64, 512 * 64 - 1, buckets);
  const tops = seriesTops(s);
  assert.equal(tops.restartCount, 86);
  const c = seriesChart(s, 320, 12);
  const line = pts(c.penalty.line);
  const plotWidth = c.penalty.frame.right - c.penalty.frame.left;
  assert.ok(line.length <= plotWidth, `${line.length} points in ${plotWidth} px`);
  assert.ok(line.every(([x]) => x >= c.penalty.frame.left && x <= c.penalty.frame.right));
  assert.equal(Math.max(...line.map(([, y]) => y)), c.penalty.frame.bottom, 'the best penalty (0) is on the line');
  assert.notEqual(c.penalty.band, '', 'a band where a column spans several values');
  assert.equal(
    c.restarts.reduce((n, r) => n + r.n, 0),
    86,
  );
  // Marks at least a mark apart: a rug on the axis, not a bar per restart.
  assert.ok(c.restarts.length < 86 && c.restarts.length <= plotWidth / 6, `${c.restarts.length} marks`);
  for (let i = 1; i < c.restarts.length; i++) assert.ok(c.restarts[i].x - c.restarts[i - 1].x >= 6);
  assert.ok(c.restarts.every((r) => r.d.startsWith(`M${r.x.toFixed(1)},${(c.steps.y + 1).toFixed(1)}`)));
  // The temperature on its own plot under the penalty's, the step axis under it.
  assert.ok(c.temperature && c.temperature.frame.top > c.penalty.frame.bottom);
  assert.equal(c.steps.y, c.temperature?.frame.bottom);
  assert.ok(c.steps.titleY < c.height);
});

test('ticks as many as their labels have room for, in the language: a wider box has more, a larger type fewer', async () => {
  const s = record(1, 12000, [
    [40, 40, 8, 8, 1],
    [0, 0, 0, 0, 0],
  ]);
  const wide = seriesChart(s, 600, 12);
  const narrow = seriesChart(s, 300, 12);
  const large = seriesChart(s, 600, 24);
  assert.deepEqual(
    wide.steps.ticks.map((t) => t.label),
    ['0', '2,000', '4,000', '6,000', '8,000', '10,000', '12,000'],
  );
  assert.ok(narrow.steps.ticks.length < wide.steps.ticks.length);
  assert.ok(large.steps.ticks.length < wide.steps.ticks.length);
  assert.deepEqual(
    wide.penalty.ticks.map((t) => t.label),
    ['0', '20', '40'],
  );
  assert.ok(large.penalty.ticks.length <= wide.penalty.ticks.length);
  // The ticks stand where their values are: 0 at the bottom, 40 (the top) at the top.
  assert.deepEqual([wide.penalty.ticks[0].y, wide.penalty.ticks[2].y], [wide.penalty.frame.bottom, wide.penalty.frame.top]);
  assert.equal(wide.steps.ticks[0].x, wide.penalty.frame.left);
  assert.equal(wide.steps.ticks[6].x, wide.penalty.frame.right);
  assert.deepEqual(
    wide.temperature?.ticks.map((t) => t.label),
    ['0', '5'],
  );
  assert.deepEqual([wide.penalty.title, wide.temperature?.title, wide.steps.title], ['Penalty (digits missing from the units)', 'Temperature', 'Step']);
  const cs = await loadMessages('cs', 'charts');
  const czech = seriesChart(s, 600, 12, cs);
  assert.deepEqual(
    czech.steps.ticks.map((t) => t.label.replace(/\s/g, ' ')),
    ['0', '2 000', '4 000', '6 000', '8 000', '10 000', '12 000'],
  );
  assert.deepEqual([czech.penalty.title, czech.temperature?.title, czech.steps.title], ['Penalizace (chybějící číslice v jednotkách)', 'Teplota', 'Krok']);
  // Decimal temperatures in the language's sign.
  const cool = seriesChart(
    record(1, 1, [
      [3, 3, 0.5, 0.5, 0],
      [2, 2, 0.25, 0.25, 0],
    ]),
    400,
    12,
    cs,
  );
  assert.ok(
    cool.temperature?.ticks.some((t) => t.label === '0,5'),
    JSON.stringify(cool.temperature?.ticks),
  );
});

test('one step per bucket: a point per step, x linear in steps and y from 0 up to the highest value', () => {
  const c = seriesChart(
    record(1, 4, [
      [40, 40, 8, 8, 0],
      [20, 20, 8, 8, 1],
      [30, 30, 4, 4, 0],
      [10, 10, 2, 2, 0],
      [0, 0, 8, 8, 1],
    ]),
    400,
    12,
  );
  const { left, right, top, bottom } = c.penalty.frame;
  const x = (step) => left + (step / 4) * (right - left);
  const y = (v) => bottom - (v / 40) * (bottom - top);
  assert.deepEqual(
    pts(c.penalty.line),
    [40, 20, 30, 10, 0].map((v, i) => [Number(x(i).toFixed(1)), Number(y(v).toFixed(1))]),
  );
  assert.deepEqual([c.penalty.band, c.temperature?.band], ['', ''], 'no band while a column holds one value');
  assert.deepEqual(
    c.restarts.map((r) => [r.n, r.first, r.last]),
    [
      [1, 1, 1],
      [1, 4, 4],
    ],
  );
  assert.deepEqual([c.restartCount, c.penalty.top, c.temperature?.top, c.best], [2, 40, 8, 0]);
});

test('a search without a temperature has no temperature plot: the step axis is under the penalty', () => {
  const c = seriesChart(
    record(1, 1, [
      [5, 5, 0, 0, 0],
      [3, 3, 0, 0, 1],
    ]),
    300,
    12,
  );
  assert.equal(c.temperature, null);
  assert.equal(c.steps.y, c.penalty.frame.bottom);
});

test('at step 0 the chart is the start', () => {
  const c = seriesChart(record(1, 0, [[12, 12, 80, 80, 0]]), 300, 12);
  assert.equal(pts(c.penalty.line).length, 1);
  assert.equal(c.best, 12);
  assert.deepEqual(
    c.steps.ticks.map((t) => t.label),
    ['0'],
  );
});
