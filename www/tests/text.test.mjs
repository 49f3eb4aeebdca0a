// Unit tests of the page's text helpers (no browser needed).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  KIND, SLIDER_MAX, digitChar, digitOfKey, formatCount, formatSpeed, narrate, normalisePaste, parseSpeed,
  sliderOfSpeed, speedOfSlider,
} from '../text.js';

const EASY = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';

test('a 9-line grid with separators becomes one token', () => {
  const rows = [...Array(9)].map((_, r) => EASY.slice(r * 9, r * 9 + 9));
  const grid = rows.map((r) => `${r.slice(0, 3)} | ${r.slice(3, 6)} | ${r.slice(6)}`);
  grid.splice(6, 0, '------+-------+------');
  grid.splice(3, 0, '------+-------+------');
  assert.equal(normalisePaste(`\n${grid.join('\n')}\n`), EASY);
  assert.equal(normalisePaste(rows.join('\r\n')), EASY);
});

test('a single line is kept for the parser unless squeezing makes a board', () => {
  assert.equal(normalisePaste(`  ${EASY}  `), EASY);
  assert.equal(normalisePaste(`${EASY}:1:solution`), `${EASY}:1:solution`);
  assert.equal(normalisePaste(`${EASY}\tlabel`), `${EASY}\tlabel`);
  assert.equal(normalisePaste('1 2 3 4  3 4 1 2  2 1 4 3  4 3 2 1'), '1234341221434321');
  assert.equal(normalisePaste('# comment\n12x'), '12x');
});

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
  for (const speed of [1, 10, 100, 1000, 1e5]) assert.equal(speedOfSlider(sliderOfSpeed(speed)), speed);
  assert.equal(sliderOfSpeed(Infinity), SLIDER_MAX);
  assert.equal(formatSpeed(Infinity), 'max');
  assert.equal(formatSpeed(20), '20/s');
  assert.equal(parseSpeed('max'), Infinity);
  assert.equal(parseSpeed('25'), 25);
  assert.equal(parseSpeed('-3'), null);
  assert.equal(parseSpeed('fast'), null);
});

test('counters read well', () => {
  assert.equal(formatCount(12345), '12,345');
  assert.equal(formatCount(1234567), '1.23 M');
  assert.equal(formatCount(123456789), '123.5 M');
});

test('narration names cells, digits and units', () => {
  const names = { unit: (id) => ['row 1', 'row 2'][id] ?? `unit ${id}`, shared: () => 'row 3' };
  assert.equal(narrate([KIND.try, 20, 5, (2 << 8) | 3], 9, names), 'r3c3: try 5 (branch 2 of 3)');
  assert.equal(narrate([KIND.conflict, 21, 5, 25], 9, names), 'r3c4: 5 conflicts with r3c8 (row 3)');
  assert.equal(narrate([KIND.backtrack, 12, 3, 0], 9, names), 'back to depth 12, clearing 3 cells');
  assert.equal(narrate([KIND.propagate, 0, 7, 0], 9, names), 'r1c1 = 7: naked single (only candidate left)');
  assert.equal(narrate([KIND.propagate, 0, 7, 2], 9, names), 'r1c1 = 7: hidden single (only place in row 2)');
  assert.equal(narrate([KIND.deadEnd, 0xffff, 4, 1], 9, names), 'dead end: 4 has no place left in row 1');
  assert.equal(narrate([KIND.exhausted, 0, 0, 0], 9, names, { steps: 1500 }), 'no solution — proved in 1,500 steps');
  assert.equal(narrate([KIND.select, 0, 0b10110, 4], 9, names), 'r1c1: choose among 2 3 5 (depth 4)');
});
