// The `open-link` attribute's reading, and the demo page's address at a state.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pageAt, parseOpenLink } from '../../model/openlink.js';
// English at once, as the views and pages have it (the elements' shell has none).
import '../../i18n/english.js';

const BASE = 'https://blog.example/posts/backtracking.html';

test('absent or off is no link', () => {
  assert.deepEqual(parseOpenLink(null, BASE), { value: null });
  assert.deepEqual(parseOpenLink(' OFF ', BASE), { value: null });
});

test('an address, absolute or relative to the page', () => {
  assert.deepEqual(parseOpenLink('https://sudoku.example/', BASE), { value: 'https://sudoku.example/' });
  assert.deepEqual(parseOpenLink('../sudoku/index.html', BASE), { value: 'https://blog.example/sudoku/index.html' });
});

test('no link that is not a web page, and errors that say why', () => {
  const error = (/** @type {string} */ text) => {
    const read = parseOpenLink(text, BASE);
    assert.ok('error' in read, `${text} is refused`);
    return read.error;
  };
  assert.equal(
    error('javascript:alert(1)'),
    'open-link "javascript:alert(1)" is not a web page (javascript:): use the address of a Sudoku Stepper demo page, or "off"',
  );
  assert.match(error('data:text/html,hi'), /is not a web page \(data:\)/);
  assert.match(error(''), /^open-link "" names no page/);
  assert.match(error('http://['), /^open-link "http:\/\/\[" is not an address/);
});

test('the page at a state: its query replaced, its fragment dropped', () => {
  const params = new URLSearchParams({ puzzle: '1.2', strategy: 'mrv', panels: 'counters,stack', step: '12', theme: 'dark' });
  assert.equal(
    pageAt('https://sudoku.example/index.html?x=1#top', params),
    'https://sudoku.example/index.html?puzzle=1.2&strategy=mrv&panels=counters%2Cstack&step=12&theme=dark',
  );
});
