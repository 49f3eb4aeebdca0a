// The tree panel's model against trees the real engine records: nodes decoded as the engine
// wrote them, the node tree accounting for every node, counts expanding into their tries, the
// icicle's hit test, and the sentences for a local search and for a tree past its bound; the
// collapsed drawing of a big tree, opening its triangles, and the depth as the counter has it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { engineParts, geometry, memory } from './wasm.mjs';
import { EventKind, NodeStatus } from '../../engine/events.js';
import { nodeAt, nodeName, readNode, treeRows, treeView } from '../../model/tree.js';
import { openedKeys } from '../../model/treedraw.js';
import { formatCount } from '../../model/format.js';
import { Session } from '../../engine/session.js';

const { Search } = await import('../../pkg/sudoku_stepper.js');

/** Built against brute force: a long search (www/tests/helpers.mjs). */
const HARD = '..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9';
/** 27 solutions. */
const CZECH = '003870500000002180049651030006000053050000072072305010200068000000020000030510000';
const g9 = geometry(9);

/**
 * A search recording its tree, `steps` steps on (solutions do not stop it).
 * @param {string} puzzle
 * @param {string} strategy
 * @param {number} steps
 */
function recorded(puzzle, strategy, steps) {
  const s = open(puzzle, strategy);
  s.recordTree(true);
  s.advance(steps, Infinity, false);
  return s;
}

/**
 * A session of the page's kind (engine/session.js) over a new search.
 * @param {string} puzzle
 * @param {string} strategy
 * @param {string} [family]
 */
function open(puzzle, strategy, family = 'depth-first') {
  return new Session(new Search(puzzle, strategy), memory, g9, family, engineParts);
}

/** @param {Session} s  the tree as the page reads it */
const treeOf = (s) => /** @type {import('../../engine/session.js').TreeData} */ (s.tree());

/**
 * What the tree's words read of the engine besides the tree, as the element reads it
 * (element/reads.js): the stack, the board and the next try.
 * @param {Session} s
 */
function engineAt(s) {
  const snap = s.snapshot(false);
  return { stack: snap.stack.slice(), values: snap.values.slice(), next: s.nextTry() };
}

/** No search: no decision open. */
const NOWHERE = { stack: new Uint32Array(0), values: new Uint8Array(0), next: null };

test('nodes decode as the engine recorded them: a node per try, parents one level up', () => {
  for (const strategy of ['brute-force', 'backtracking', 'mrv', 'singles', 'dlx', 'fast']) {
    const s = recorded(HARD, strategy, 5000);
    const t = treeOf(s);
    assert.equal(t.count, s.counters.tries, strategy);
    assert.equal(t.stored, s.counters.tries);
    for (let id = 0; id < t.stored; id++) {
      const n = readNode(t.nodes, id);
      assert.ok(n.first >= 1 && n.first <= s.steps && n.cell < 81 && n.digit >= 1 && n.digit <= 9);
      if (n.parent < 0) assert.equal(n.depth, 1);
      else assert.equal(readNode(t.nodes, n.parent).depth + 1, n.depth);
      assert.equal(n.last === Infinity, n.status === NodeStatus.Open);
    }
    s.free();
  }
});

test('the node tree accounts for every node: the path, and counts of the tries beside and below it', () => {
  const s = recorded(HARD, 'backtracking', 20000);
  const t = treeOf(s);
  const rows = treeRows(t, g9, new Set());
  const path = rows.filter((r) => r.current);
  assert.equal(path.length, t.path.length);
  assert.ok(path.length > 0);
  path.forEach((r, i) => assert.equal(r.depth, i + 1));
  const grouped = rows.filter((r) => r.kind === 'group').reduce((n, r) => n + r.size, 0);
  assert.equal(grouped + path.length, t.stored);
  assert.ok(
    rows.every((r) => r.kind === 'node' || !r.expanded),
    'collapsed by default',
  );
  s.free();
});

test('an expanded count lists its tries, each going to its own step', () => {
  const s = recorded(CZECH, 'backtracking', 3000);
  const t = treeOf(s);
  const first = treeRows(t, g9, new Set()).find((r) => r.kind === 'group');
  assert.ok(first);
  const rows = treeRows(t, g9, new Set([first.key]));
  const at = rows.findIndex((r) => r.key === first.key);
  assert.equal(rows[at].expanded, true);
  const tries = [];
  for (let k = at + 1; k < rows.length && rows[k].kind === 'node' && !rows[k].current; k++) tries.push(rows[k]);
  assert.ok(tries.length > 0);
  assert.equal(
    tries.reduce((n, r) => n + r.size + 1, 0),
    first.size,
    'the tries and their subtrees make the count',
  );
  for (const r of tries) {
    const n = readNode(t.nodes, Number(r.key));
    assert.equal(r.step, n.first);
    assert.equal(r.depth, first.depth);
    assert.match(r.label, /^r\dc\d = \d/);
  }
  s.free();
});

test('a point of the icicle finds the try at its depth whose subtree covers it', () => {
  const s = recorded(HARD, 'mrv', 30000);
  const t = treeOf(s);
  const width = 480;
  for (let x = 0; x < width; x += 7) {
    for (const depth of [1, 2, 5, 9]) {
      const id = nodeAt(t, x, width, depth);
      if (id < 0) continue;
      assert.equal(readNode(t.nodes, id).depth, depth);
      const from = Math.floor((x * t.stored) / width);
      // Its subtree reaches the column: no node between it and the column's start is shallower.
      for (let k = id + 1; k <= Math.min(from, t.stored - 1); k++) assert.ok(readNode(t.nodes, k).depth > depth);
    }
  }
  assert.equal(nodeAt(t, 0, width, 1), 0, 'the first try starts the first column');
  s.free();
});

test('a local search has no tree, in one sentence; a tree past its bound says so', () => {
  const local = treeView({
    tree: null,
    ...NOWHERE,
    icicle: null,
    depths: null,
    geometry: g9,
    exact: false,
    strategy: 'annealing',
    steps: 0,
    expanded: new Set(),
  });
  assert.equal(local.available, false);
  assert.match(local.note, /^annealing makes no decisions, so it has no search tree/);
  const s = open(HARD, 'annealing', 'local');
  assert.equal(s.recordTree(true), 0);
  assert.equal(s.recordingTree, false);
  s.free();
  const b = recorded(HARD, 'backtracking', 2000);
  // Read before the tree's views, which a call that allocates would detach.
  const state = engineAt(b);
  const t = treeOf(b);
  /** The tree's words at step 2,000 of backtracking, with `tree` as the engine's record. @param {any} tree */
  const at = (tree) =>
    treeView({ tree, ...state, icicle: null, depths: null, geometry: g9, exact: true, strategy: 'backtracking', steps: 2000, expanded: new Set() });
  const full = at({ ...t, count: t.stored + 5, capacity: t.stored });
  assert.match(full.note, /holds the first .* tries; 5 later tries are counted, not stored/);
  assert.match(full.summary, /the current path holds \d+ tr(y|ies) of those stored\.$/);
  assert.match(full.narration, /^The current try is past the stored ones; the path's stored part ends at r\dc\d = \d, depth \d+\.$/);
  const whole = at(t);
  assert.equal(whole.note, '');
  assert.match(whole.narration, /^Standing on r\dc\d = \d at depth \d+, tried at step/);
  b.free();
});

// Issue 17: big trees readable, and the tree's depth the depth counter's.

/**
 * The tree and its collapsed layout as the page reads them (engine/session.js).
 * @param {any} s
 * @param {string[]} [opened]  keys of the drawing's parts clicked open
 */
function readAsPage(s, opened = []) {
  const layout = s.treeLayout(openedKeys(new Set(opened)));
  return { tree: s.tree(), layout };
}

/** @param {any} s @param {string[]} [opened] */
function viewOf(s, opened = []) {
  const state = engineAt(s);
  const { tree, layout } = readAsPage(s, opened);
  return treeView({
    tree,
    ...state,
    layout,
    icicle: null,
    depths: null,
    geometry: g9,
    exact: true,
    strategy: 'backtracking',
    steps: s.steps,
    expanded: new Set(opened),
  });
}

test('the tree says the depth the depth counter says, at every step, between tries too', () => {
  const s = open(HARD, 'backtracking');
  s.recordTree(true);
  let between = 0;
  for (let i = 0; i < 400; i++) {
    s.advance(1, Infinity, false);
    const v = viewOf(s);
    assert.equal(v.depth, s.counters.depth);
    assert.match(v.summary, new RegExp(`\\. Depth ${s.counters.depth}: `), `step ${s.steps}`);
    assert.equal(v.drawing?.current.depth, s.counters.depth, 'the drawing marks the part at that depth');
    if (s.counters.depth > treeOf(s).path.length) {
      between++;
      assert.equal(v.drawing?.current.kind, 'pending');
      assert.match(v.narration, new RegExp(`the decision at depth ${s.counters.depth} (has no try yet|has tried \\d+ of \\d+)`));
    }
  }
  assert.ok(between > 50, `${between} steps between tries`);
  s.free();
});

test("the tree's words follow the engine's stack: the tries standing on the board, what a decision without one has tried and tries next", () => {
  for (const [strategy, params, family] of [
    ['backtracking', '', 'depth-first'],
    ['mrv', '', 'depth-first'],
    ['dlx', '', 'exact-cover'],
    ['csp', 'jump=cbj', 'depth-first'],
    ['csp', 'var=mrv infer=fc', 'depth-first'],
  ]) {
    // Its 27 solutions: within 400 steps each search stands on one, and backtracks.
    const s = new Session(Search.withParams(CZECH, strategy, params), memory, g9, family, engineParts);
    s.recordTree(true);
    const seen = new Set();
    for (let i = 0; i < 400 && !s.done; i++) {
      s.advance(1, Infinity, false);
      const { stack, values, next } = engineAt(s);
      const v = viewOf(s);
      const at = `${strategy} ${params} step ${s.steps}: ${v.summary} ${v.narration}`;
      const frames = Array.from({ length: stack.length / 4 }, (_, k) => stack.subarray(4 * k, 4 * k + 4));
      assert.equal(frames.length, s.counters.depth, at);
      if (frames.length === 0) continue;
      // A try stands while its digit is on the board, as the stack panel and the board show it.
      const standing = frames.filter(([cell, digit, branch]) => branch > 0 && values[cell] === digit).length;
      const [cell, digit, branch, of] = frames[frames.length - 1];
      const summary = v.summary.match(/Depth (\d+): (\d+) tr(?:y stands|ies stand) on the current path(.*)\.$/);
      assert.ok(summary, at);
      assert.deepEqual([Number(summary[1]), Number(summary[2])], [s.counters.depth, standing], at);
      const waiting = `the decision at depth ${frames.length}`;
      if (branch > 0 && values[cell] === digit) {
        seen.add(s.last?.kind === EventKind.Solution ? 'solution' : 'standing');
        assert.equal(summary[3], '', at);
        assert.ok(!v.narration.includes(waiting), at);
        assert.match(v.narration, new RegExp(`^Standing on ${g9.cellName(cell)} = ${digit} at depth ${frames.length}, `), at);
      } else {
        seen.add(branch === 0 ? 'opened' : 'between');
        assert.equal(summary[3], `, and ${waiting} ${branch === 0 ? 'has no try yet' : 'is between tries'}`, at);
        const tried = branch === 0 ? 'has no try yet' : `has tried ${branch} of ${of}`;
        const then = next ? ` and tries ${g9.cellName(next.cell)} = ${next.digit} next` : '';
        assert.ok(v.narration.endsWith(`; ${waiting} ${tried}${then}.`), at);
      }
    }
    s.free();
    assert.deepEqual([...seen].sort(), ['between', 'opened', 'solution', 'standing'], `${strategy} ${params}: every kind of moment was seen`);
  }
});

test('a tree of 10⁵ tries draws as a few dozen shapes: failed subtrees are labelled triangles, the path is open and named', () => {
  const s = recorded(HARD, 'backtracking', 400_000);
  assert.ok(s.counters.tries > 100_000);
  const v = viewOf(s);
  const d = v.drawing;
  assert.ok(d);
  const path = treeOf(s).path;
  assert.ok(d.shapes.length <= 2 * path.length + 2, `${d.shapes.length} shapes`);
  const triangles = d.shapes.filter((x) => x.kind === 'failed');
  assert.equal(triangles.length, d.triangles);
  assert.ok(triangles.length >= 5);
  for (const t of triangles) {
    assert.equal(t.label, formatCount(t.size));
    assert.match(t.key, /^t\d+$/);
    assert.match(t.name, /no solution\. Open$/);
  }
  // Every try is in one shape: the root's count is the tries, the parts below add up to it.
  const held = d.shapes.filter((x) => x.kind !== 'root').reduce((n, x) => n + (x.kind === 'open' ? 1 : x.size), 0);
  assert.equal(held, s.counters.tries);
  const open = d.shapes.filter((x) => x.kind === 'open');
  assert.deepEqual(
    open.map((x) => x.tag),
    [...path].map((id) => nodeName(readNode(treeOf(s).nodes, id), g9)),
  );
  assert.ok(
    open.every((x) => x.x === open[0].x),
    'the path is one vertical line',
  );
  assert.ok(d.shapes.every((x) => x.x >= 0 && x.x <= d.width && x.y >= 0 && x.y <= d.height));
  s.free();
});

test('a triangle clicked open shows what it holds, one level finer, and nothing else changes', () => {
  const s = recorded(HARD, 'backtracking', 60_000);
  const before = viewOf(s).drawing;
  assert.ok(before);
  const target = before.shapes.find((x) => x.kind === 'failed' && x.size > 3);
  assert.ok(target);
  const after = viewOf(s, [target.key]).drawing;
  assert.ok(after);
  const inside = (x) => x.first >= target.first && x.first < target.first + target.size;
  const outside = (d) =>
    d.shapes
      .filter((x) => !inside(x))
      .map((x) => `${x.kind} ${x.first} ${x.size}`)
      .sort();
  assert.deepEqual(outside(after), outside(before));
  const opened = after.shapes.filter(inside);
  assert.ok(opened.length > 1);
  assert.equal(opened.filter((x) => x.kind !== 'searched').reduce((n, x) => n + x.size, 0) + opened.filter((x) => x.kind === 'searched').length, target.size);
  assert.ok(!after.shapes.some((x) => x.key === target.key), 'the triangle is open');
  assert.deepEqual([...openedKeys(new Set(['3:2', target.key]))], [Number(target.key.slice(1))], "only the drawing's keys go to the engine");
  s.free();
});
