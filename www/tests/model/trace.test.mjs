// The chart laid out from the engine's record of a local search (model/trace.js): a line through
// each bucket's least penalty and greatest temperature, a band between least and greatest once
// buckets are wider than a step, a tick per bucket with restarts, scales from 0 to the highest.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { seriesChart } from '../../model/trace.js';

/**
 * A record of buckets given as [penaltyLo, penaltyHi, temperatureLo, temperatureHi, restarts].
 * @param {number} width
 * @param {number} steps
 * @param {number[][]} buckets
 */
const record = (width, steps, buckets) => ({ width, steps, stride: buckets[0].length, buckets: Float32Array.from(buckets.flat()) });

test('one step per bucket: a point per step, x linear in steps and y from 0 up to the highest value', () => {
  const c = seriesChart(
    record(1, 4, [
      [40, 40, 8, 8, 0],
      [20, 20, 8, 8, 1],
      [30, 30, 4, 4, 0],
      [10, 10, 2, 2, 0],
      [0, 0, 8, 8, 1],
    ]),
    100,
    50,
  );
  assert.equal(c.penalty, '0.0,0.0 25.0,25.0 50.0,12.5 75.0,37.5 100.0,50.0');
  assert.equal(c.temperature, '0.0,0.0 25.0,0.0 50.0,25.0 75.0,37.5 100.0,0.0');
  assert.equal(c.restarts, 'M25.0,0V10M100.0,0V10');
  assert.deepEqual([c.penaltyBand, c.temperatureBand], ['', ''], 'no band while a bucket is a step');
  assert.deepEqual([c.restartCount, c.penaltyTop, c.temperatureTop, c.best], [2, 40, 8, 0]);
});

test('wide buckets: the line keeps each least penalty and greatest temperature, the band both ends', () => {
  // Steps 0–3, 4–7 and 8–9 (the current step): the last bucket ends at the current step.
  const c = seriesChart(
    record(4, 9, [
      [10, 10, 1, 1, 1],
      [2, 8, 1, 4, 0],
      [6, 9, 2, 3, 3],
    ]),
    90,
    10,
  );
  assert.equal(c.penalty, '15.0,0.0 55.0,8.0 85.0,4.0');
  assert.equal(c.penaltyBand, '15.0,0.0 55.0,2.0 85.0,1.0 85.0,4.0 55.0,8.0 15.0,0.0');
  assert.equal(c.temperature, '15.0,7.5 55.0,0.0 85.0,2.5');
  assert.equal(c.temperatureBand, '15.0,7.5 55.0,0.0 85.0,2.5 85.0,5.0 55.0,7.5 15.0,7.5');
  assert.equal(c.restartCount, 4);
  assert.equal(c.restarts, 'M15.0,0V10M85.0,0V10');
  assert.equal(c.best, 2);
});

test('a search without a temperature draws no temperature line', () => {
  const c = seriesChart(
    record(1, 1, [
      [5, 5, 0, 0, 0],
      [3, 3, 0, 0, 1],
    ]),
    100,
    50,
  );
  assert.equal(c.temperature, '');
  assert.equal(c.temperatureTop, 0);
});

test('at step 0 the chart is the start', () => {
  const c = seriesChart(record(1, 0, [[12, 12, 80, 80, 0]]), 100, 50);
  assert.equal(c.penalty, '0.0,0.0');
  assert.equal(c.best, 12);
});
