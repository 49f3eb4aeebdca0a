// Compare mode's pure parts: the `strategies` attribute read and written, the end table with the
// fewest of each column marked (who competes, where, ties), and the link's settings.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { entryLabel, formatMs, outcome, resultTable } from '../../model/compare-table.js';
import { DEFAULT_STRATEGIES, linkParams, parseStrategies, strategiesText } from '../../model/compare.js';
import { infos } from './wasm.mjs';
import { loadMessages } from '../../i18n/messages.js';
import { ZERO_COUNTERS } from '../../element/types.js';
// English at once, as the views and pages have it (the elements' shell has none).
import '../../i18n/english.js';
// The race's words, which a page loads with <sudoku-compare>'s race (compare/element.js).
await loadMessages('en', 'compare');

/** Every counter at 0, as the element's stats start. */
const ZERO = { ...ZERO_COUNTERS };
const DFS = ['steps', 'tries', 'backtracks', 'propagations', 'depth', 'max_depth', 'solutions'];
/** The composed search's switches as the engine declares them. */
const CSP_SCHEMA = infos.find((s) => s.name === 'csp')?.schema ?? [];
const INFOS = [
  { name: 'backtracking', description: '', exact: true, propagates: false, counters: DFS, params: '', schema: [] },
  { name: 'singles', description: '', exact: true, propagates: true, counters: DFS, params: '', schema: [] },
  { name: 'mrv', description: '', exact: true, propagates: false, counters: DFS, params: '', schema: [] },
  {
    name: 'dlx',
    description: '',
    exact: true,
    propagates: false,
    counters: ['steps', 'tries', 'backtracks', 'depth', 'max_depth', 'solutions', 'updates'],
    params: '',
    schema: [],
  },
  {
    name: 'csp',
    description: '',
    exact: true,
    propagates: false,
    counters: [...DFS, 'pruned', 'jumped'],
    params: 'var=first val=ascending infer=none jump=off seed=0',
    schema: CSP_SCHEMA,
  },
  {
    name: 'annealing',
    description: '',
    exact: false,
    propagates: false,
    counters: ['steps', 'tries', 'accepted', 'penalty', 'best_penalty', 'temperature', 'restarts', 'solutions'],
    params: 't0=80',
    schema: [],
  },
];
/** @param {string} strategy @param {object} counters @param {string} [status] */
const result = (strategy, counters, status = 'solved', params = '') => ({ ...ZERO, strategy, params, status, ms: 0, ...counters });

test('strategies: 2 to 4 names, each with its parameters after a colon', () => {
  assert.deepEqual(parseStrategies(DEFAULT_STRATEGIES), {
    entries: ['backtracking', 'mrv', 'singles', 'dlx'].map((name) => ({ name, params: '' })),
  });
  assert.deepEqual(parseStrategies('  annealing:seed=3,q=0.99\tbacktracking:order=random,seed=2 '), {
    entries: [
      { name: 'annealing', params: 'seed=3 q=0.99' },
      { name: 'backtracking', params: 'order=random seed=2' },
    ],
  });
  for (const bad of ['', 'singles', 'a b c d e', null]) {
    const read = parseStrategies(bad);
    assert.ok('error' in read, String(bad));
    assert.match(read.error, /compare 2 to 4 strategies/);
  }
  assert.match(/** @type {any} */ (parseStrategies('singles :seed=1')).error, /name comes before its colon/);
});

test('strategies text round-trips, and names a search with its parameters', () => {
  const text = 'annealing:seed=3,q=0.99 singles dlx';
  const read = /** @type {{ entries: any[] }} */ (parseStrategies(text));
  assert.equal(strategiesText(read.entries), text);
  assert.equal(
    strategiesText([
      { name: 'mrv', params: ' seed=1  order=random ' },
      { name: 'dlx', params: '' },
    ]),
    'mrv:seed=1,order=random dlx',
  );
  assert.equal(entryLabel(read.entries[0]), 'annealing (seed=3, q=0.99)');
  assert.equal(entryLabel(read.entries[1]), 'singles');
});

test('engine time reads in ms, then s', () => {
  assert.equal(formatMs(0.1), '0.10 ms');
  assert.equal(formatMs(12.34), '12.3 ms');
  assert.equal(formatMs(1234), '1.23 s');
});

test('the table marks the fewest of each column, ties shared, a column of equals unmarked', () => {
  const t = resultTable(
    [
      result('backtracking', { steps: 500, tries: 200, backtracks: 90, propagations: 0, maxDepth: 50 }),
      result('singles', { steps: 65, tries: 0, backtracks: 0, propagations: 64, maxDepth: 0 }),
      result('dlx', { steps: 129, tries: 64, backtracks: 0, maxDepth: 64, updates: 2330 }),
    ].map((r, i) => ({ ...r, ms: [3, 0.1, 0.1][i] })),
    INFOS,
  );
  assert.deepEqual(t.columns, ['steps', 'tries', 'backtracks', 'propagations', 'max depth', 'time']);
  const wins = t.rows.map((r) => r.cells.map((c) => c.win));
  // Backtracking's 0 propagations is no achievement (it never propagates): singles alone
  // competes there, and one competitor marks nothing.
  assert.deepEqual(wins, [
    [false, false, false, false, false, false],
    [true, true, true, false, true, true],
    [false, false, true, false, false, true],
  ]);
  // dlx keeps no propagations: a dash, and it does not compete there.
  assert.equal(t.rows[2].cells[3].text, '—');
  assert.deepEqual(
    t.rows.map((r) => r.cells[0].text),
    ['500', '65', '129'],
  );
  assert.equal(t.rows[1].cells[5].text, '0.10 ms');
  assert.match(t.summary, /^Fewest steps: singles;.*; fewest backtracks: singles and dlx;/);

  const equal = resultTable([result('singles', { steps: 3 }), result('backtracking', { steps: 3 })], INFOS);
  assert.ok(
    equal.rows.every((r) => r.cells.every((c) => !c.win)),
    'a column of equals marks none',
  );
  assert.equal(equal.summary, 'Every column is a tie.');
});

test("csp's pruned and jumped are columns only when a csp search runs, shown, never ranked", () => {
  const t = resultTable(
    [
      result('backtracking', { steps: 500, tries: 200 }),
      result('csp', { steps: 300, tries: 90, pruned: 1234, jumped: 0 }, 'solved', 'var=mrv infer=fc'),
      result('csp', { steps: 280, tries: 80, pruned: 2000, jumped: 7 }, 'solved', 'var=mrv infer=mac jump=cbj'),
    ],
    INFOS,
  );
  assert.deepEqual(t.columns, ['steps', 'tries', 'backtracks', 'propagations', 'pruned', 'jumped', 'max depth', 'time']);
  // Backtracking keeps neither: a dash; the composed searches show theirs, and no one wins there.
  assert.deepEqual(
    t.rows.map((r) => [r.cells[4].text, r.cells[5].text]),
    [
      ['—', '—'],
      ['1,234', '0'],
      ['2,000', '7'],
    ],
  );
  assert.ok(t.rows.every((r) => !r.cells[4].win && !r.cells[5].win));
  assert.doesNotMatch(t.summary, /pruned|jumped/);
  assert.ok(t.rows[1].cells[1].win === false && t.rows[2].cells[1].win, 'the fewest tries still ranked');
});

test('propagations: only strategies that propagate compete, and their 0 is shown but never the fewest', () => {
  const t = resultTable(
    [
      result('backtracking', { steps: 500, propagations: 0 }),
      result('mrv', { steps: 300, propagations: 0 }),
      result('singles', { steps: 65, propagations: 64 }),
    ],
    INFOS,
  );
  assert.deepEqual(
    t.rows.map((r) => r.cells[3]),
    [
      { text: '0', win: false },
      { text: '0', win: false },
      { text: '64', win: false },
    ],
  );
  assert.doesNotMatch(t.summary, /propagations/);
  // Two that propagate: the fewer is marked, the non-propagating 0 still is not.
  const two = resultTable(
    [result('backtracking', { propagations: 0 }), result('singles', { propagations: 64 }), result('singles', { propagations: 80 }, 'solved', 'x=1')],
    INFOS,
  );
  assert.deepEqual(
    two.rows.map((r) => r.cells[3].win),
    [false, true, false],
  );
  assert.equal(two.summary, 'Fewest propagations: singles.');
});

test('only a search that reached a verdict competes: a local search that gave up never wins', () => {
  const t = resultTable(
    [
      result('annealing', { steps: 10, tries: 5 }, 'unsolvable', 'seed=3'),
      result('backtracking', { steps: 500, tries: 200 }),
      result('singles', { steps: 900, tries: 300 }),
    ],
    INFOS,
  );
  assert.deepEqual(
    t.rows.map((r) => r.outcome),
    ['gave up', 'solved', 'solved'],
  );
  assert.equal(t.rows[0].label, 'annealing (seed=3)');
  assert.ok(t.rows[0].cells.every((c) => !c.win));
  assert.equal(t.rows[1].cells[0].win, true);
  // Local search keeps no backtracks, propagations or depth.
  assert.deepEqual(
    t.rows[0].cells.map((c) => c.text),
    ['10', '5', '—', '—', '—', '0.00 ms'],
  );
  assert.equal(outcome(result('dlx', {}, 'unsolvable'), true), 'no solution');
  assert.equal(outcome(result('dlx', {}, 'paused'), true), 'stopped');
});

test('the link carries puzzle, strategies, speed and lockstep, and leaves out what is absent', () => {
  const attrs = { puzzle: '1.3', strategies: 'singles dlx', speed: 'max', lockstep: null, theme: 'dark' };
  const p = linkParams((name) => /** @type {any} */ (attrs)[name] ?? null);
  assert.equal(p.toString(), 'puzzle=1.3&strategies=singles+dlx&speed=max');
});

test('the table in Czech: headings, outcomes, decimal commas and the summary from the catalogue', async () => {
  const cs = await loadMessages('cs', 'compare');
  const results = [
    result('backtracking', { steps: 500, tries: 200, backtracks: 90, maxDepth: 50, ms: 3 }),
    result('singles', { steps: 65, propagations: 64, ms: 0.1 }),
    result('dlx', { steps: 129, tries: 64, maxDepth: 64, ms: 0.1 }, 'unsolvable'),
  ];
  const t = resultTable(results, INFOS, cs);
  assert.deepEqual(t.columns, ['kroky', 'pokusy', 'návraty', 'propagace', 'max. hloubka', 'čas']);
  assert.deepEqual(
    t.rows.map((r) => r.outcome),
    ['vyřešeno', 'vyřešeno', 'žádné řešení'],
  );
  assert.deepEqual(
    t.rows.map((r) => r.cells.at(-1)?.text),
    ['3,00 ms', '0,10 ms', '0,10 ms'],
  );
  assert.equal(
    t.summary,
    'Nejméně (kroky): Singly; nejméně (pokusy): Singly; nejméně (návraty): Singly a Tančící odkazy; nejméně (max. hloubka): Singly; nejméně (čas): Singly a Tančící odkazy.',
  );
  // The marks are the same in every language: only the words change.
  assert.deepEqual(
    t.rows.map((r) => r.cells.map((c) => c.win)),
    resultTable(results, INFOS).rows.map((r) => r.cells.map((c) => c.win)),
  );
  assert.equal(
    resultTable(results, INFOS).summary,
    'Fewest steps: singles; fewest tries: singles; fewest backtracks: singles and dlx; fewest max depth: singles; fewest time: singles and dlx.',
  );
  assert.equal(outcome(results[2], true, cs), 'žádné řešení');
  assert.equal(formatMs(1234, cs), '1,23 s');
});
