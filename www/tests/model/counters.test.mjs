// The counters as the page reads them (engine/counters.js): one view of the block the engine
// lays out, its names the engine's, read right after every call that moves the search and after
// WASM memory grows (which detaches every view made before).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { memory } from './wasm.mjs';
import { CounterView } from '../../engine/counters.js';

const { Search, counterFields } = await import('../../pkg/sudoku_stepper.js');
const HARD = '..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9';

test('the counters read are the names the engine lays out, in its order', () => {
  const s = new Search(HARD, 'csp');
  const read = new CounterView(s, memory, counterFields()).read();
  assert.deepEqual(Object.keys(read), counterFields());
  assert.ok(Object.values(read).every((x) => typeof x === 'number'));
  s.free();
});

test('every call that moves the search refreshes the block, and a view survives memory growing', () => {
  const s = Search.withParams(HARD, 'csp', 'infer=fc jump=cbj');
  const c = new CounterView(s, memory, counterFields());
  assert.equal(c.get('steps'), 0);
  assert.equal(s.skip(500, false), 500);
  assert.equal(c.get('steps'), 500);
  assert.equal(c.get('pruned'), s.pruned, 'the block and the getter CONTRACT.md names agree');
  assert.equal(c.get('jumped'), s.jumped);
  s.run(20, false);
  assert.equal(c.read().steps, 520);
  s.back(100);
  assert.equal(c.get('steps'), 420);
  assert.ok(s.rewind(10) <= 10);
  const at = c.get('steps');
  assert.ok(at <= 10);
  // A batch of 2^20 events needs 16 MB more memory: growing it detaches every older view.
  const before = memory.buffer;
  s.run(1 << 20, false);
  assert.notEqual(memory.buffer, before, 'memory grew');
  assert.ok(c.get('steps') > at + 1000, 'read again through a new view');
  assert.equal(c.read().tries > 0, true);
  s.free();
});
