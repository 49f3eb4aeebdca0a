// model/fold.js: the order in which a bounded side's panels give way, and the panel key's next.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { foldOrder, nextPanel } from '../../model/fold.js';

test('panels fold lowest priority first, the highest-priority panel kept', () => {
  assert.deepEqual(foldOrder(['counters', 'code', 'stack', 'tree'], null), ['counters', 'stack', 'tree']);
  assert.deepEqual(foldOrder(['counters', 'stack'], null), ['counters']);
  assert.deepEqual(foldOrder(['code'], null), []);
  assert.deepEqual(foldOrder([], null), []);
});

test('the chosen panel never folds; a chosen panel that is not open is ignored', () => {
  assert.deepEqual(foldOrder(['counters', 'code', 'stack', 'tree'], 'counters'), ['stack', 'tree', 'code']);
  assert.deepEqual(foldOrder(['counters', 'code', 'stack'], 'tree'), ['counters', 'stack']);
});

test('a panel the priority list does not name folds first', () => {
  assert.deepEqual(foldOrder(['code', 'extra', 'counters'], null), ['extra', 'counters']);
});

test('the panel key goes round the open panels in priority order', () => {
  const open = ['counters', 'code', 'stack'];
  assert.equal(nextPanel(open, null), 'code');
  assert.equal(nextPanel(open, 'code'), 'stack');
  assert.equal(nextPanel(open, 'stack'), 'counters');
  assert.equal(nextPanel(open, 'counters'), 'code');
  assert.equal(nextPanel(open, 'tree'), 'code');
  assert.equal(nextPanel([], 'code'), null);
});
