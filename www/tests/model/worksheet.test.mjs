// The worksheet's parts: answer-key rows in the engine's words, printed cells with the board's
// grid lines and givens, and the worksheet's settings read from its address.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { decode } from '../../engine/events.js';
import { DEFAULT_STEPS, MOST_STEPS, eventWords, fourUpOf, printRows, settingLines, sheetOf, sheetUrl, traceRow } from '../../model/worksheet.js';
import { EventKind, Origin, engineParts, geometry, infos, memory, packEvent } from './wasm.mjs';
import { ZERO_COUNTERS } from '../../element/types.js';
import { ENGLISH, loadMessages } from '../../i18n/messages.js';
import { Session } from '../../engine/session.js';
import { cellWords } from '../../model/narrate.js';
import { catalogues } from './catalogues.mjs';

const { Search } = await import('../../pkg/sudoku_stepper.js');

const g9 = geometry(9);
const g4 = geometry(4);
/** Every counter at 0, as the element's stats start. */
const ZERO = { ...ZERO_COUNTERS };

test("an answer-key row in English names the cell and digit as the CLI does, the event by the core's name, with its narration", () => {
  assert.deepEqual(traceRow(2, decode(packEvent(EventKind.Try, { cell: 20, digit: 5, branch: 2, of: 3 })), g9, ZERO, ENGLISH), {
    step: 2,
    cell: 'r3c3',
    digit: '5',
    event: 'try',
    words: 'r3c3: try 5 (branch 2 of 3)',
  });
  const select = traceRow(1, decode(packEvent(EventKind.Select, { cell: 0, candidates: 0b10110, depth: 4 })), g9, ZERO, ENGLISH);
  assert.deepEqual([select.cell, select.digit, select.event], ['r1c1', '', 'select']);
  const back = traceRow(9, decode(packEvent(EventKind.Backtrack, { depth: 12, count: 3 })), g9, ZERO, ENGLISH);
  assert.deepEqual([back.cell, back.digit, back.event], ['', '', 'backtrack']);
  const dead = traceRow(9, decode(packEvent(EventKind.DeadEnd, { digit: 4, unit: 9 })), g9, ZERO, ENGLISH);
  assert.deepEqual([dead.cell, dead.digit, dead.event], ['', '4', 'dead-end']);
});

/** 27 solutions: every kind of step of a depth-first search within a few dozen steps. */
const CZECH = '003870500000002180049651030006000053050000072072305010200068000000020000030510000';

/**
 * The answer key's rows of `steps` steps of a real search, in the language of `m`.
 * @param {string} strategy
 * @param {string} params
 * @param {import('../../i18n/messages.js').Messages} m
 */
function keyRows(strategy, params, m, steps = 120) {
  const s = new Session(Search.withParams(CZECH, strategy, params), memory, g9, 'depth-first', engineParts);
  const rows = [];
  while (rows.length < steps && !s.done && s.advance(1, Infinity, false) === 1) rows.push(traceRow(s.steps, /** @type {any} */ (s.last), g9, s.counters, m));
  s.free();
  return rows;
}

/** The English events' names, as the CLI and the English catalogue write them. */
const ENGLISH_EVENTS = Object.entries(catalogues.en)
  .filter(([k]) => k.startsWith('event.'))
  .map(([k, v]) => [k, v]);

for (const lang of /** @type {const} */ (['cs', 'pl'])) {
  test(`in ${lang} the answer key names cells as the narration does and events in ${lang}: no English event word, no r3c4`, async () => {
    const m = await loadMessages(lang, 'element', 'code', 'pages');
    // Words the language shares with English (a "restart") are not English left in.
    const english = ENGLISH_EVENTS.filter(([k, v]) => catalogues[lang][k] !== v).map(([, v]) => new RegExp(`(^|[^\\p{L}-])${v}($|[^\\p{L}-])`, 'u'));
    for (const [strategy, params] of [
      ['backtracking', ''],
      ['mrv', ''],
      ['dlx', ''],
      ['csp', 'var=mrv infer=fc jump=cbj'],
    ]) {
      const rows = keyRows(strategy, params, m);
      assert.ok(rows.length > 20, `${strategy}: ${rows.length} rows`);
      for (const r of rows) {
        const text = `${r.cell} ${r.event} ${r.words}`;
        assert.doesNotMatch(text, /r\dc\d/, `${strategy} step ${r.step}: ${text}`);
        for (const word of english) assert.doesNotMatch(text, word, `${strategy} step ${r.step}: ${text}`);
        assert.ok(
          Object.keys(catalogues[lang]).some((k) => k.startsWith('event.') && catalogues[lang][k] === r.event),
          `${r.event} is a ${lang} event name`,
        );
      }
      const cells = rows.filter((r) => r.cell !== '').map((r) => r.cell);
      assert.ok(cells.length > 10);
      const named = new Set(Array.from({ length: g9.cells }, (_, c) => cellWords(g9, c, m)));
      for (const c of cells) assert.ok(named.has(c), `${c} is a cell as the narration names it`);
      assert.match(eventWords(rows), new RegExp(`^${catalogues[lang]['event.select']}, `), 'the task lists the events in the order they come');
    }
  });
}

test("a composed search's settings in words from the catalogue, every switch said; other parameters as given", async () => {
  const csp = infos.find((i) => i.name === 'csp');
  assert.deepEqual(settingLines('csp', 'var=first,infer=fc', csp, ENGLISH), [
    'Variable order: First empty cell; Value order: Ascending; Inference: Forward checking; Backjumping: Off (chronological)',
  ]);
  const pl = await loadMessages('pl', 'element', 'code', 'pages');
  const [line, ...rest] = settingLines('csp', 'var=first infer=fc val=random seed=3', csp, pl);
  for (const key of ['compose.var', 'compose.var.first', 'compose.infer', 'compose.infer.fc', 'compose.val.random'])
    assert.ok(line.includes(pl.t(key)), `${key}: ${line}`);
  assert.doesNotMatch(line, /=|\bfc\b|\bvar\b/);
  assert.deepEqual(rest, [pl.t('worksheet.params', { params: 'seed=3' })], 'the seed, which no menu names, as given');
  assert.deepEqual(
    settingLines(
      'annealing',
      'seed=3',
      infos.find((i) => i.name === 'annealing'),
      pl,
    ),
    [pl.t('worksheet.params', { params: 'seed=3' })],
  );
  assert.deepEqual(
    settingLines(
      'backtracking',
      '',
      infos.find((i) => i.name === 'backtracking'),
      pl,
    ),
    [],
    'the defaults go without saying',
  );
});

test("printed rows: the engine's side, givens apart from placed digits, thick lines between boxes", () => {
  const values = Uint8Array.from({ length: g4.cells }, (_, i) => (i === 0 ? 1 : i === 5 ? 3 : 0));
  const origins = Uint8Array.from(values, (v, i) => (i === 0 ? Origin.Given : v ? Origin.Guess : Origin.Empty));
  const rows = printRows(values, origins, g4);
  assert.equal(rows.length, g4.side);
  assert.deepEqual(rows[0][0], { text: '1', given: true, lines: 'line-r line-b' });
  assert.deepEqual(rows[1][1], { text: '3', given: false, lines: 'box-r box-b' });
  assert.equal(rows[3][3].lines, '');
  assert.equal(printRows(values, null, g4)[1][1].given, true, 'a puzzle alone: every digit is a given');
});

test('settings from the address, bounded, and back', () => {
  assert.deepEqual(sheetOf(new URLSearchParams('puzzle=1..&strategy=mrv&steps=7&from=3')), { puzzle: '1..', strategy: 'mrv', params: '', from: 3, steps: 7 });
  assert.deepEqual(sheetOf(new URLSearchParams('puzzle=x&steps=-2&from=y')), {
    puzzle: 'x',
    strategy: 'backtracking',
    params: '',
    from: 0,
    steps: DEFAULT_STEPS,
  });
  assert.equal(sheetOf(new URLSearchParams('steps=100000')).steps, MOST_STEPS);
  assert.equal(sheetOf(new URLSearchParams('steps=0')).steps, 1);
  const url = sheetUrl('http://x/worksheet.html', { puzzle: '1.2', strategy: 'mrv', params: '', from: 0, steps: 5 });
  assert.equal(url, 'http://x/worksheet.html?puzzle=1.2&strategy=mrv&steps=5');
  assert.deepEqual(sheetOf(new URL(url).searchParams), { puzzle: '1.2', strategy: 'mrv', params: '', from: 0, steps: 5 });
  assert.deepEqual(fourUpOf(new URLSearchParams('four=1&size=16&symmetric=1&difficulty=hard&seed=42')), {
    side: 16,
    symmetric: true,
    difficulty: 'hard',
    seed: 42,
  });
  assert.equal(fourUpOf(new URLSearchParams('seed=-1')).seed, 1);
});
