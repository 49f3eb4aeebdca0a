// Display helpers: digits, keys, counts, the speed scale and attribute values.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  CONTROL_MODES,
  ECHO_CHARS,
  SLIDER_MAX,
  THEMES,
  boardText,
  digitChar,
  digitOfKey,
  echo,
  maskDigits,
  formatCount,
  formatSeconds,
  formatSpeed,
  parseChoice,
  parsePanels,
  parseSpeed,
  parseStep,
  plural,
  sliderOfSpeed,
  speedAttribute,
  speedOfSlider,
  wholeCount,
} from '../../model/format.js';
import { parseLoop } from '../../model/loop.js';
import { loadMessages } from '../../i18n/messages.js';
import { parseOpenLink } from '../../model/openlink.js';
import { geometry } from './wasm.mjs';
// English at once, as the views and pages have it (the elements' shell has none).
import '../../i18n/english.js';

const { Geometry, sides, validate } = await import('../../pkg/sudoku_stepper.js');

test("digits and keys in the engine's alphabet, 1–9 then A–G", () => {
  const [g4, g9, g16] = [geometry(4), geometry(9), geometry(16)];
  assert.equal(digitChar(0, g9), '');
  assert.equal(digitChar(9, g9), '9');
  assert.equal(digitChar(10, g16), 'A');
  assert.equal(digitChar(16, g16), 'G');
  assert.equal(digitOfKey('g', g16), 16);
  assert.equal(digitOfKey('g', g9), null);
  assert.equal(digitOfKey('5', g4), null);
  assert.equal(digitOfKey('Backspace', g9), 0);
  assert.equal(digitOfKey('.', g9), 0);
  assert.equal(digitOfKey('ArrowUp', g9), null);
});

test('board text as the core writes it and reads it back, on every size', () => {
  for (const side of sides()) {
    const g = geometry(side);
    const values = Uint8Array.from({ length: g.cells }, (_, cell) => cell % (side + 1));
    const text = boardText(values, g);
    assert.equal(text, new Geometry(side).text(values), `${side}×${side}: the core's text`);
    assert.equal(g.empty, boardText(new Uint8Array(g.cells), g));
    const read = validate(text);
    assert.deepEqual([...read.values], [...values], `${side}×${side}: the parser reads it back`);
    read.free();
    for (let d = 1; d <= side; d++) assert.equal(digitOfKey(digitChar(d, g).toLowerCase(), g), d);
    assert.deepEqual(maskDigits(0b101, g), [digitChar(1, g), digitChar(3, g)]);
  }
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
  assert.deepEqual(parseSpeed('2000000'), { speed: 1e6 });
  assert.deepEqual(parseSpeed('0.1'), { speed: 0.1 });
  assert.deepEqual(parseSpeed('.5'), { speed: 0.5 });
  // Issue 19: slower than 0.1/s looks stopped, and only plain decimal notation is read.
  for (const bad of ['-5', 'abc', '', '0', 'NaN', 'Infinity', '1e-300', '0.09', '0x10', '1e3', '+5', '1_000']) {
    const read = parseSpeed(bad);
    assert.ok('error' in read, bad);
    assert.ok(read.error.startsWith(`speed ${JSON.stringify(bad)} is not a speed`), read.error);
  }
  assert.deepEqual(parseChoice('controls', null, CONTROL_MODES), { value: 'full' });
  assert.deepEqual(parseChoice('controls', ' Minimal ', CONTROL_MODES), { value: 'minimal' });
  assert.deepEqual(parseChoice('theme', '', THEMES), { value: 'auto' });
  const bad = parseChoice('theme', 'neon', THEMES);
  assert.ok('error' in bad && bad.error === 'theme "neon" is not one of auto, light, dark, inherit');
});

test('a message echoes at most 100 characters of a value, as the CLI does', () => {
  const huge = 'x'.repeat(10_000_000);
  assert.equal(echo('dlx'), 'dlx');
  assert.equal(echo('y'.repeat(ECHO_CHARS)), 'y'.repeat(ECHO_CHARS));
  assert.equal(echo(huge), `${'x'.repeat(ECHO_CHARS)}…`);
  // Characters, not UTF-16 units: an astral character counts once and is never cut in two.
  assert.equal(echo('😀'.repeat(150)), `${'😀'.repeat(ECHO_CHARS)}…`);
  const short = (/** @type {{ error: string } | object} */ read) => {
    assert.ok('error' in read);
    assert.ok(read.error.length < 400, read.error.slice(0, 300));
    return read.error;
  };
  assert.match(short(parseSpeed(huge)), /^speed "x{100}…" is not a speed/);
  assert.match(short(parseChoice('theme', huge, THEMES)), /^theme "x{100}…" is not one of/);
  assert.match(
    short(parsePanels(Array.from({ length: 100_000 }, (_, i) => `p${i}`).join(' '), ['counters'], [])),
    /^panels "p0 p1 [^"]*…": "p0", "p1",.*… are not panels/,
  );
  assert.match(short(parseLoop(`${huge}:3`)), /^loop "x{100}…": FROM "x{100}…" is not a step number/);
  assert.match(short(parseLoop(`${huge}:3:4`)), /^loop "x{100}…" is not a step range/);
  assert.match(short(parseLoop(`1:${huge}`)), /TO "x{100}…" is not a step number/);
  assert.match(short(parseOpenLink(`${huge}:x`, 'https://example.org/')), /^open-link "x{100}…" is not a web page \(x{100}…\)/);
  assert.throws(
    () => wholeCount('step', huge),
    (err) => err instanceof RangeError && err.message.length < 200,
  );
});

test('step numbers and speeds in plain decimal notation only', () => {
  assert.equal(parseStep(' 16 '), 16);
  assert.equal(parseStep('0'), 0);
  for (const bad of ['0x10', '1e3', '-1', '1.5', '', ' ', '+3', '0b1', '9007199254740993']) assert.equal(parseStep(bad), null, bad);
  assert.ok('error' in parseLoop('0x10:0x20'));
  // A speed set as a number becomes an attribute parseSpeed reads back.
  for (const n of [1e21, 20, 0.5]) assert.ok('speed' in parseSpeed(speedAttribute(n)), String(n));
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
  for (const [n, text] of [
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [1007, '1,007'],
    [100070, '100,070'],
    [999999, '999,999'],
  ]) {
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

test('speeds and times in the language: its words and decimal sign', async () => {
  const [cs, pl, vi] = await Promise.all(['cs', 'pl', 'vi'].map((l) => loadMessages(/** @type {any} */ (l))));
  assert.deepEqual(
    [Infinity, 20, 1.5, 1500, 2e6].map((s) => formatSpeed(s, cs)),
    ['max.', '20/s', '1,5/s', '1,5 tis./s', '2 mil./s'],
  );
  assert.deepEqual(
    [Infinity, 1500].map((s) => formatSpeed(s, pl)),
    ['maks.', '1,5 tys./s'],
  );
  assert.equal(formatSpeed(Infinity, vi), 'tối đa');
  assert.deepEqual(
    [840, 12_300].map((ms) => formatSeconds(ms, cs)),
    ['0,84 s', '12,3 s'],
  );
  assert.equal(formatSeconds(840), '0.84 s');
});
