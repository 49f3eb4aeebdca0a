// The chart's record of penalty and temperature: bounded, thinned by halves, and cut back on
// step back.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { MAX_POINTS, emptyTrace, polyline, record } from '../../model/trace.js';

test('points are added as steps grow, and the same step adds nothing', () => {
  let t = emptyTrace();
  t = record(t, 0, 40, 80);
  t = record(t, 5, 30, 72);
  const same = record(t, 5, 30, 72);
  assert.equal(same, t);
  assert.deepEqual(t.steps, [0, 5]);
  assert.deepEqual(t.penalty, [40, 30]);
  assert.deepEqual(t.temperature, [80, 72]);
});

test('step back drops the points past the current step', () => {
  let t = emptyTrace();
  for (const s of [0, 10, 20, 30]) t = record(t, s, s, 1);
  t = record(t, 15, 7, 1);
  assert.deepEqual(t.steps, [0, 10, 15]);
  assert.deepEqual(t.penalty, [0, 10, 7]);
});

test('a long run keeps at most MAX_POINTS, evenly thinned, with the newest point last', () => {
  let t = emptyTrace();
  for (let s = 0; s <= 100_000; s += 7) t = record(t, s, s % 13, 1);
  assert.ok(t.steps.length <= MAX_POINTS);
  assert.ok(t.steps.length > MAX_POINTS / 4);
  assert.equal(t.steps[t.steps.length - 1], 100_000 - (100_000 % 7));
  for (let i = 1; i < t.steps.length; i++) assert.ok(t.steps[i] > t.steps[i - 1]);
  assert.ok(t.gap > 1);
});

test('polyline maps steps to x and values to y, clamped at the top', () => {
  assert.equal(polyline([0, 5, 10], [0, 5, 20], 10, 100, 50), '0.0,50.0 50.0,25.0 100.0,0.0');
});
