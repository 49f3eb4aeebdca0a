// The run-time distribution: a step line rising by 1/runs at each solved run, on log-spaced
// decades, and a summary that counts runs out of budget as unsolved.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { runtimeView } from '../../model/runtimes.js';
import { CHART_HEIGHT, CHART_WIDTH } from '../../model/trace.js';

test('solved runs raise the line by one share each, at their steps on a log axis', () => {
  const v = runtimeView([100, 1000, Infinity, 10_000], 4, false);
  assert.deepEqual(v.ticks.map((t) => t.label), ['100', '1,000', '10,000', '100,000']);
  const pts = v.points.split(' ').map((p) => p.split(',').map(Number));
  assert.deepEqual(pts[0], [0, CHART_HEIGHT]);
  // 100 sits on the first decade, and the line ends at 3 of 4 solved.
  assert.deepEqual(pts[1], [0, CHART_HEIGHT]);
  assert.deepEqual(pts[2], [0, CHART_HEIGHT * 0.75]);
  assert.deepEqual(pts[pts.length - 1], [CHART_WIDTH, CHART_HEIGHT * 0.25]);
  assert.equal(v.summary, '3 of 4 runs solved; half within 1,000 steps; the slowest solved took 10,000.');
  assert.equal(v.progress, '4 seeded runs');
});

test('a study still running says which seed; one with nothing solved says so', () => {
  assert.equal(runtimeView([50], 30, true).progress, 'Running seed 2 of 30…');
  const none = runtimeView([Infinity, Infinity], 2, false);
  assert.equal(none.points, '');
  assert.equal(none.summary, 'None of 2 runs solved the board within its budget.');
});
