// Display helpers: digits, keys, counts, the speed scale and attribute values.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  CONTROL_MODES, SLIDER_MAX, THEMES, digitChar, digitOfKey, formatCount, formatSpeed, parseChoice, parsePanels, parseSpeed, plural,
  sliderOfSpeed, speedOfSlider, wholeCount,
} from '../../model/format.js';

test('digits and keys, 1–9 then A–G', () => {
  assert.equal(digitChar(0), '');
  assert.equal(digitChar(9), '9');
  assert.equal(digitChar(10), 'A');
  assert.equal(digitChar(16), 'G');
  assert.equal(digitOfKey('g', 16), 16);
  assert.equal(digitOfKey('g', 9), null);
  assert.equal(digitOfKey('5', 4), null);
  assert.equal(digitOfKey('Backspace', 9), 0);
  assert.equal(digitOfKey('ArrowUp', 9), null);
});

test('the speed scale is logarithmic from 1/s to max and round-trips', () => {
  assert.equal(speedOfSlider(0), 1);
  assert.equal(speedOfSlider(SLIDER_MAX), Infinity);
  assert.equal(speedOfSlider(SLIDER_MAX - 1), 1e6);
  for (let pos = 0; pos <= SLIDER_MAX; pos++) assert.equal(sliderOfSpeed(speedOfSlider(pos)), pos, `position ${pos}`);
  assert.equal(formatSpeed(Infinity), 'max');
  assert.equal(formatSpeed(20), '20/s');
  assert.equal(formatSpeed(1500), '1.5 k/s');
});

test('speed, controls and theme attributes: values or a message naming the bad value', () => {
  assert.deepEqual(parseSpeed('max'), { speed: Infinity });
  assert.deepEqual(parseSpeed(' 25 '), { speed: 25 });
  assert.deepEqual(parseSpeed('1e9'), { speed: 1e6 });
  for (const bad of ['-5', 'abc', '', '0', 'NaN', 'Infinity']) {
    const read = parseSpeed(bad);
    assert.ok('error' in read, bad);
    assert.match(read.error, new RegExp(`speed "${bad}"`));
  }
  assert.deepEqual(parseChoice('controls', null, CONTROL_MODES), { value: 'full' });
  assert.deepEqual(parseChoice('controls', ' Minimal ', CONTROL_MODES), { value: 'minimal' });
  assert.deepEqual(parseChoice('theme', '', THEMES), { value: 'auto' });
  const bad = parseChoice('theme', 'neon', THEMES);
  assert.ok('error' in bad && bad.error === 'theme "neon" is not one of auto, light, dark, inherit');
});

test('step and back counts are whole numbers ≥ 0, else a RangeError', () => {
  assert.equal(wholeCount('step', 0), 0);
  assert.equal(wholeCount('step', 12), 12);
  for (const bad of [-1, 1.5, NaN, Infinity, '3', null, 2 ** 60]) {
    assert.throws(() => wholeCount('step', bad), RangeError, String(bad));
  }
});

test('counts read well, with singular and plural', () => {
  assert.equal(formatCount(12345), '12,345');
  for (const [n, text] of [[0, '0'], [999, '999'], [1000, '1,000'], [1007, '1,007'], [100070, '100,070'], [999999, '999,999']]) {
    assert.equal(formatCount(n), text, String(n));
  }
  assert.equal(formatCount(1234567), '1.23 M');
  assert.equal(formatCount(123456789), '123.5 M');
  assert.equal(plural(1, 'step'), '1 step');
  assert.equal(plural(2, 'step'), '2 steps');
  assert.equal(plural(0, 'solution'), '0 solutions');
});

test('panels: names in any order and case, spaces or commas, read in the order of the table; unknown names named', () => {
  const names = ['counters', 'chart', 'stack', 'candidates'];
  const defaults = ['counters', 'stack'];
  assert.deepEqual(parsePanels(null, names, defaults), { value: ['counters', 'stack'] });
  assert.deepEqual(parsePanels('', names, defaults), { value: [] });
  assert.deepEqual(parsePanels('  ', names, defaults), { value: [] });
  assert.deepEqual(parsePanels('Stack, counters stack', names, defaults), { value: ['counters', 'stack'] });
  assert.deepEqual(parsePanels('candidates\tchart', names, defaults), { value: ['chart', 'candidates'] });
  assert.deepEqual(parsePanels('stack tree', names, defaults), { error: 'panels "stack tree": "tree" is not a panel; use counters, chart, stack, candidates' });
  assert.deepEqual(parsePanels('a b a', names, defaults), { error: 'panels "a b a": "a", "b" are not panels; use counters, chart, stack, candidates' });
});
