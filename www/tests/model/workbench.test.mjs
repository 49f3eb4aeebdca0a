// The workbench's words and files: hints as the engine gives them (src/hint.rs, through the real
// wasm) said with their reason and cells, and the library written to a puzzle file and read back.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { hint } from './lab.mjs';
import { decode } from '../../engine/events.js';
import { hintView } from '../../model/hint.js';
import { cleanName, entriesText, fileText, marksText, readEntries, readLine, readMarks, splitLines } from '../../model/library-file.js';
import { readStore, storeText } from '../../model/libstore.js';
import { geometry } from './wasm.mjs';
import { loadMessages } from '../../i18n/messages.js';
// English with every part of its catalogue, as the pages load them (the default of the functions).
import { parse } from './library-parse.mjs';
import './catalogues.mjs';

const g9 = geometry(9);
const EASY = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
/** Singles place nothing here: the first hint is a guess. */
const NO_SINGLES = '........7..4.2.6..8.....31......29...4..9..3...95.6....1......8..6.5.2..7......6.';
/** A 17-clue puzzle whose first forced digit is a hidden single. */
const HIDDEN_FIRST = '.................1.....2.3......425...6.......17....8.....7...64...6....9..8...1.';

const hintOf = (board) => hintView(decode(hint(board)), geometry(Math.sqrt(board.length)));

test('a naked single names its cell and digit', () => {
  const h = hintOf(EASY);
  assert.equal(h.kind, 'naked');
  assert.equal(h.text, 'r5c5 must be 5: every other digit is already in its row, column or box (a naked single).');
  assert.deepEqual([h.cell, h.digit, h.unit], [40, 5, []]);
});

test('a hidden single names the unit and points at its cells', () => {
  const h = hintOf(HIDDEN_FIRST);
  assert.equal(h.kind, 'hidden');
  const m = h.text.match(/^(r\dc\d) must be (\d): it is the only place left for \2 in (row|column|box) (\d) \(a hidden single\)\.$/);
  assert.ok(m, h.text);
  assert.equal(g9.cellName(h.cell), m[1]);
  assert.equal(h.unit.length, 9);
  assert.ok(h.unit.includes(h.cell));
});

test('no single: the cell to guess in and its candidates', () => {
  const h = hintOf(NO_SINGLES);
  assert.equal(h.kind, 'guess');
  assert.match(
    h.text,
    /^Nothing is forced by singles: a guess is needed\. The search would guess in r\dc\d, a cell with the fewest candidates \((\d, )*\d or \d\)\.$/,
  );
  assert.equal(h.digit, 0);
});

test('a board that cannot be completed, and a full one', () => {
  // Row 1 needs a 9 in r1c9, but column 9 already has one.
  const stuck = hintOf(`12345678.........9${'.'.repeat(63)}`);
  assert.equal(stuck.kind, 'wrong');
  assert.match(stuck.text, /^Some digit on the board is wrong: /);
  const full = hintOf('534678912672195348198342567859761423426853791713924856961537284287419635345286179');
  assert.deepEqual([full.kind, full.cell], ['full', -1]);
  assert.throws(() => hint(`55${EASY.slice(2)}`), /cells r1c1 and r1c2 both hold 5 \(row 1\)/);
});

test('hints in Czech and Polish: cells, units and the singles named as players there name them', async () => {
  const [cs, pl] = await Promise.all([loadMessages('cs'), loadMessages('pl')]);
  const say = (board, m) => hintView(decode(hint(board)), geometry(Math.sqrt(board.length)), m).text;
  assert.equal(say(EASY, cs), 'Do ř5s5 patří 5: každá jiná číslice už je v jeho řádku, sloupci nebo čtverci (nahý singl).');
  assert.match(
    say(HIDDEN_FIRST, pl),
    /^W w\dk\d musi być (\d): to jedyne miejsce, jakie zostało dla \1 w (wierszu|kolumnie|kwadracie) \d \(ukryty singiel\)\.$/,
  );
  assert.match(
    say(NO_SINGLES, cs),
    /^Singly nic nevynucují: je třeba hádat\. Hledání by hádalo v ř\ds\d, políčku s nejmenším počtem kandidátů \((\d, )*\d nebo \d\)\.$/,
  );
  assert.equal(
    say('534678912672195348198342567859761423426853791713924856961537284287419635345286179', pl),
    'Plansza jest pełna i żadne cyfry się nie powtarzają: rozwiązane.',
  );
});

/**
 * A file read as the page reads it: in chunks of `size` characters, cut into lines, each line
 * read (so chunk edges falling inside lines are covered too).
 */
function readFile(text, size = 7) {
  const items = [];
  const errors = [];
  let carry = '';
  let number = 0;
  for (let at = 0; ; at += size) {
    const done = at + size >= text.length;
    const cut = splitLines(carry, text.slice(at, at + size), done);
    carry = cut.carry;
    for (const line of cut.lines) {
      number++;
      const read = readLine(line, parse, 'singles', items.length + 1);
      if (read && 'error' in read) errors.push(`line ${number}: ${read.error}`);
      else if (read) items.push(read);
    }
    if (done) return { items, errors };
  }
}

test('text in chunks is cut into whole lines, whatever the chunks', () => {
  const text = 'one\ntwo\r\n\nthree';
  for (const size of [1, 2, 3, 5, 100]) {
    const lines = [];
    let carry = '';
    for (let at = 0; at < text.length; at += size) {
      const cut = splitLines(carry, text.slice(at, at + size), at + size >= text.length);
      carry = cut.carry;
      lines.push(...cut.lines);
    }
    assert.deepEqual(lines, ['one', 'two\r', '', 'three'], `chunks of ${size}`);
  }
  assert.deepEqual(splitLines('', 'a\n', true).lines, ['a'], 'a final line break ends the last line');
});

test('the library as a file: one puzzle per line, the name after a tab, fields read back', () => {
  const marks = new Uint16Array(81);
  marks[2] = 0b101;
  marks[80] = 1 << 8;
  const entries = new Uint8Array(81);
  entries[2] = 4;
  const items = [
    { name: 'Easy\tone\n', puzzle: EASY, strategy: 'mrv', params: '', step: 12, entries: entriesText(entries, g9), marks: marksText(marks, g9) },
    { name: 'Annealed', puzzle: '.3.2..1.4.......', strategy: 'annealing', params: 't0=40 seed=7', step: 0, entries: '', marks: '' },
  ];
  const text = fileText(items, '2025-01-02');
  const lines = text.split('\n');
  assert.match(lines[0], /^# Sudoku Stepper library, 2 puzzles, exported 2025-01-02\.$/);
  const body = lines.filter((l) => l && !l.startsWith('#'));
  assert.deepEqual(body[1].split('\t'), ['.3.2..1.4.......', 'Annealed', 'strategy=annealing', 'params=t0=40 seed=7']);
  assert.equal(body[0].split('\t')[1], 'Easy one', 'no tab or line break inside a name');
  const back = readFile(text);
  assert.deepEqual(back.errors, []);
  assert.deepEqual(
    back.items,
    items.map((i) => ({ ...i, name: cleanName(i.name) })),
  );
  assert.deepEqual([...readMarks(back.items[0].marks, g9)], [...marks]);
  assert.deepEqual([...readEntries(back.items[0].entries, g9)], [...entries]);
});

test('any puzzle file imports: labels as names, colons and bad lines', () => {
  const file = [
    '\uFEFF# a comment',
    '',
    `${EASY}\tthe easy preset`,
    `${EASY.replace(/\./g, '0')}:1:whatever`,
    `  ${EASY} named after a space`,
    '123',
    `55${EASY.slice(2)}`,
  ].join('\r\n');
  const { items, errors } = readFile(file);
  assert.deepEqual(
    items.map((i) => [i.name, i.puzzle, i.strategy, i.step]),
    [
      ['the easy preset', EASY, 'singles', 0],
      ['Imported 2', EASY, 'singles', 0],
      ['named after a space', EASY, 'singles', 0],
    ],
  );
  assert.equal(errors.length, 2);
  assert.match(errors[0], /^line 6: the puzzle has 3 cells/);
  assert.equal(errors[1], 'line 7: cells r1c1 and r1c2 both hold 5 (row 1)');
});

test('a stored library: what cannot be read is said, entries that are not puzzles are kept as they are', () => {
  assert.deepEqual(readStore(null), { readable: true, items: [], kept: [], first: 0 });
  const truncated = readStore('[{"puzzle":"5');
  assert.equal(truncated.readable, false);
  assert.match(truncated.reason, /JSON/);
  assert.deepEqual(readStore('{"puzzle":"x"}'), { readable: false, reason: 'it holds object instead of a list' });
  assert.deepEqual(readStore('null'), { readable: false, reason: 'it holds null instead of a list' });
  const good = { name: 'x', puzzle: EASY, strategy: 'mrv', params: '', step: 3, entries: '', marks: '' };
  const odd = [{ puzzle: EASY, name: 'x', step: -3 }, { name: 'no puzzle' }, 'text', 7, { puzzle: EASY, strategy: 7 }];
  const store = readStore(JSON.stringify([good, ...odd, { puzzle: EASY }]));
  // Each puzzle gets an id (tests/model/library.test.mjs says which).
  const ids = store.readable ? store.items.map((i) => i.id) : [];
  assert.deepEqual(store, {
    readable: true,
    items: [
      { ...good, id: ids[0] },
      { id: ids[1], name: 'Untitled', puzzle: EASY, strategy: '', params: '', step: 0, entries: '', marks: '' },
    ],
    kept: odd,
    first: 2,
  });
  // Written back, the odd entries are there, untouched, after the puzzles.
  assert.deepEqual(JSON.parse(storeText(store.items, store.kept)).slice(2), odd);
  assert.equal(storeText([good], []), JSON.stringify([good]));
});
