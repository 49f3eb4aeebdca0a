// The clock's engine slice per frame: what it becomes after frames on time, late, and as long as
// a long task.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { FRAME_MS, MAX_BUDGET_MS, MIN_BUDGET_MS, nextBudget } from '../../model/budget.js';

/** The slices after each of `gaps`, from `start`. */
const run = (start, gaps) => {
  /** @type {number[]} */
  const seen = [];
  for (const gap of gaps) seen.push(nextBudget(seen.at(-1) ?? start, gap));
  return seen.map((b) => +b.toFixed(3));
};

test('frames on time keep the largest slice, and a little jitter is on time', () => {
  assert.deepEqual(run(MAX_BUDGET_MS, [FRAME_MS, FRAME_MS, 20, FRAME_MS]), [8, 8, 8, 8]);
});

test('a frame that missed one refresh halves the slice', () => {
  assert.deepEqual(run(MAX_BUDGET_MS, [2 * FRAME_MS]), [4]);
  assert.deepEqual(run(MAX_BUDGET_MS, [2 * FRAME_MS, 2 * FRAME_MS, 2 * FRAME_MS]), [4, 2, MIN_BUDGET_MS]);
});

test('a frame as long as a long task drops the slice to the smallest at once', () => {
  assert.deepEqual(run(MAX_BUDGET_MS, [50]), [MIN_BUDGET_MS]);
  assert.deepEqual(run(MAX_BUDGET_MS, [139]), [MIN_BUDGET_MS]);
  // Past two refreshes the extra time comes off too: 8 → 8 − (36 − 33.3).
  assert.deepEqual(run(MAX_BUDGET_MS, [36]), [4]);
  assert.deepEqual(run(6, [36]), [3]);
  assert.deepEqual(run(MAX_BUDGET_MS, [38]), [3.333]);
});

test('the slice never drops below the smallest, however slow the frames', () => {
  assert.deepEqual(run(MIN_BUDGET_MS, [60, 2 * FRAME_MS, 500]), [MIN_BUDGET_MS, MIN_BUDGET_MS, MIN_BUDGET_MS]);
});

test('frames on time grow it back to the largest within half a second, and no further', () => {
  const gaps = new Array(Math.round(500 / FRAME_MS)).fill(FRAME_MS);
  const slices = run(MIN_BUDGET_MS, gaps);
  assert.ok(
    slices.every((b, i) => i === 0 || b >= slices[i - 1]),
    'only grows',
  );
  assert.equal(slices.at(-1), MAX_BUDGET_MS);
  assert.ok(slices[0] > MIN_BUDGET_MS && slices[0] < 2 * MIN_BUDGET_MS, 'a little at a time');
});

test('a slow machine whose drawing alone misses the refresh keeps the smallest slice', () => {
  // Drawing takes 30 ms a frame: every frame is late, whatever the slice.
  const slices = run(MAX_BUDGET_MS, new Array(10).fill(2 * FRAME_MS + 4));
  assert.equal(slices.at(-1), MIN_BUDGET_MS);
  assert.ok(
    slices.slice(3).every((b) => b === MIN_BUDGET_MS),
    'settles within a few frames',
  );
});
