// The `loop` attribute's reading: FROM:TO, two whole step numbers, FROM before TO.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { atStepUnreached, loopUnreached, parseLoop } from '../../model/loop.js';
import { ENGLISH } from '../../i18n/messages.js';
// English at once, as the views and pages have it (the elements' shell has none).
import '../../i18n/english.js';

test('a step range reads as from and to, spaces allowed around the numbers', () => {
  assert.deepEqual(parseLoop('400:412'), { value: { from: 400, to: 412 } });
  assert.deepEqual(parseLoop(' 0 : 1 '), { value: { from: 0, to: 1 } });
});

test('absent or empty is no loop', () => {
  assert.deepEqual(parseLoop(null), { value: null });
  assert.deepEqual(parseLoop('  '), { value: null });
});

test('a bad value is an error that names what is wrong', () => {
  const error = (/** @type {string} */ text) => {
    const read = parseLoop(text);
    assert.ok('error' in read, `${text} is refused`);
    return read.error;
  };
  assert.match(error('412'), /^loop "412" is not a step range: use FROM:TO/);
  assert.match(error('1:2:3'), /^loop "1:2:3" is not a step range/);
  assert.match(error('a:12'), /^loop "a:12": FROM "a" is not a step number/);
  assert.match(error('3:'), /^loop "3:": TO "" is not a step number/);
  assert.match(error('-1:5'), /FROM "-1" is not a step number/);
  assert.match(error('1.5:5'), /FROM "1.5" is not a step number/);
  assert.match(error('2:1e3'), /TO "1e3" is not a step number/);
  assert.match(error('99999999999999999:1'), /FROM "99999999999999999" is not a step number/);
  assert.match(error('412:400'), /^loop "412:400": TO \(400\) is not after FROM \(412\)/);
  assert.match(error('7:7'), /TO \(7\) is not after FROM \(7\)/);
});

test('a range the search never reaches names where it stops', () => {
  assert.equal(
    loopUnreached({ from: 900, to: 950 }, 512, ENGLISH),
    'loop "900:950": the search stops at step 512, before step 900; choose a range within its steps',
  );
  // The value as written, the steps in the reader's digits.
  assert.equal(atStepUnreached(100000, 6631, ENGLISH), 'at-step "100000": the search stops at step 6,631, before step 100,000; choose a step within its steps');
});
