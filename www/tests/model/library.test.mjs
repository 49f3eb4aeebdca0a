// The library shared between tabs and written to files, as pure functions: ids that every tab
// derives alike for entries stored before ids existed, a change applied by id to the list as
// stored now (another tab's saves and deletes kept), names cut between characters, fields escaped
// so that a tab inside them survives, fields the page does not know kept, and the puzzles a file
// repeats, or the library holds, taken once. Export then import gives back the same library.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cleanName, escapeField, fileText, readLine, splitLines, unescapeField } from '../../model/library-file.js';
import { entryKey, merged, readStore, storeText } from '../../model/libstore.js';
import { librarySay } from '../../workbench/library-messages.js';
import { loadMessages } from '../../i18n/messages.js';
// English with every part of its catalogue, as the pages load them (the default of the functions).
import { parse } from './library-parse.mjs';
import './catalogues.mjs';

const EASY = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const FOUR = '.3.2..1.4.......';

/** A saved puzzle as the page holds it. */
const saved = (id, name, more = {}) => ({ id, name, puzzle: EASY, strategy: 'singles', params: '', step: 0, entries: '', marks: '', ...more });

/** Ids as a tab makes them: here numbered, so that the tests can name them. */
const counter = (prefix) => {
  let n = 0;
  return () => `${prefix}${++n}`;
};

/** A file's puzzles as import.js reads them (whole lines, each through readLine). */
const readAll = (text) =>
  splitLines('', text, true)
    .lines.map((line, i) => readLine(line, parse, 'singles', i + 1))
    .filter(Boolean);

test('entries stored before ids existed get the same ids in every tab; stored ids are kept, shared ones not', () => {
  const old = JSON.stringify([
    { name: 'a', puzzle: EASY },
    { name: 'a', puzzle: EASY },
    { name: 'b', puzzle: FOUR },
  ]);
  const one = readStore(old);
  const two = readStore(old);
  assert.ok(one.readable && two.readable);
  const ids = one.items.map((i) => i.id);
  assert.deepEqual(
    ids,
    two.items.map((i) => i.id),
    'two tabs reading the same old list agree',
  );
  assert.equal(new Set(ids).size, 3, 'equal entries get different ids (their positions differ)');
  ids.forEach((id) => assert.match(id, /^[0-9a-f]{16}$/));
  // Written back with their ids, read again: the same ids.
  const again = readStore(storeText(one.items, one.kept));
  assert.ok(again.readable);
  assert.deepEqual(
    again.items.map((i) => i.id),
    ids,
  );
  const shared = readStore(JSON.stringify([saved('x', 'a'), saved('x', 'b'), saved('', 'c')]));
  assert.ok(shared.readable);
  assert.equal(shared.items[0].id, 'x');
  assert.notEqual(shared.items[1].id, 'x', 'an id two entries hold stays with the first');
  assert.match(shared.items[2].id, /^[0-9a-f]{16}$/);
  // An id that is not text makes the entry one the page does not write: kept as it is.
  const odd = { id: 7, name: 'n', puzzle: EASY };
  const store = readStore(JSON.stringify([odd]));
  assert.ok(store.readable);
  assert.deepEqual([store.items, store.kept], [[], [odd]]);
});

test('a change is applied to the list as stored now, by id: the other tab’s saves and deletes stay', () => {
  // The sequence: each tab changes what is stored when it writes, not what it loaded.
  const a = counter('A');
  const b = counter('B');
  let store = merged([], { add: [{ ...saved('', 'from-A-1'), id: undefined }] }, a).items;
  store = merged(store, { add: [saved(undefined, 'from-B-1')] }, b).items;
  assert.deepEqual(
    store.map((i) => [i.id, i.name]),
    [
      ['A1', 'from-A-1'],
      ['B1', 'from-B-1'],
    ],
  );
  store = merged(store, { add: [saved(undefined, 'from-A-2')] }, a).items;
  store = merged(store, { remove: ['B1'] }, b).items;
  assert.deepEqual(
    store.map((i) => i.name),
    ['from-A-1', 'from-A-2'],
  );
  // A delete of what another tab deleted already changes nothing; one racing a save keeps it.
  assert.deepEqual(merged(store, { remove: ['B1'] }, b).items, store);
  const raced = merged(merged(store, { remove: ['A1'] }, b).items, { add: [saved(undefined, 'from-B-2')] }, b).items;
  assert.deepEqual(
    raced.map((i) => i.name),
    ['from-A-2', 'from-B-2'],
  );
});

test('added entries: one already there is not added twice; an id another entry holds is replaced', () => {
  const items = [saved('k', 'kept'), saved('z', 'other', { step: 4 })];
  const next = counter('n');
  const same = merged(items, { add: [saved('k', 'kept')] }, next);
  assert.deepEqual([same.items, same.added, same.known], [items, [], 1], 'the same id and content: already there');
  const clash = merged(items, { add: [saved('k', 'not the same')] }, next);
  assert.deepEqual(
    clash.added.map((i) => [i.id, i.name]),
    [['n1', 'not the same']],
  );
  // Unique (an import): the same content under another id, or twice in what is added, is known.
  const unique = merged(items, { add: [saved('q', 'other', { step: 4 }), saved('r', 'new'), saved('s', 'new')], unique: true }, next);
  assert.deepEqual([unique.added.map((i) => i.id), unique.known], [['r'], 2]);
  // A save is not unique: the same puzzle saved twice is two entries.
  assert.equal(merged(items, { add: [saved(undefined, 'kept')] }, next).items.length, 3);
});

test('names are cut between characters, never inside an emoji, and read back as they were saved', () => {
  const long = `${'x'.repeat(79)}😀`;
  assert.equal(long.length, 81, 'the emoji is two UTF-16 units');
  assert.equal(cleanName(long), long, '80 characters: kept whole');
  assert.equal(cleanName(`${'x'.repeat(80)}😀`), 'x'.repeat(80));
  // A family emoji is one character to a reader, seven code points: it goes whole or not at all.
  const family = '👨‍👩‍👧‍👦';
  assert.equal(cleanName(`${'y'.repeat(75)}${family}`), 'y'.repeat(75));
  assert.equal(cleanName(`${'y'.repeat(73)}${family}`), `${'y'.repeat(73)}${family}`);
  assert.equal(cleanName(`${'e'.repeat(79)}e\u0301`), `${'e'.repeat(79)}`, 'an accent stays with its letter');
  assert.equal(cleanName(`${'z'.repeat(79)} tail`), 'z'.repeat(79), 'no space left at the end');
  assert.equal(cleanName(' a\tb\r\nc '), 'a b c');
  for (const name of [long, `${'y'.repeat(75)}${family}`, ' a\tb ']) assert.equal(cleanName(cleanName(name)), cleanName(name));
  const [back] = readAll(fileText([saved('e', long)], '2026-12-01'));
  assert.equal(back.name, long);
  assert.doesNotMatch(fileText([saved('e', `${'x'.repeat(80)}😀`)], '2026-12-01'), /\uFFFD|[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
});

test('fields are escaped: a tab, line break, backslash or edge space inside params survives', () => {
  for (const text of ['q=0.5\tseed=2', 'a\nb\r\nc', 'back\\slash \\t', ' edge ', ' ', '', 'plain t0=40 seed=7']) {
    assert.doesNotMatch(escapeField(text), /[\t\n\r]/);
    assert.equal(unescapeField(escapeField(text).replace(/^ +| +$/g, '')), text, JSON.stringify(text));
  }
  assert.equal(escapeField('q=0.5\tseed=2'), 'q=0.5\\tseed=2');
  assert.equal(escapeField('a=b', true), 'a\\=b', 'in a key, an = too');
  assert.equal(unescapeField('C:\\path\\x'), 'C:\\path\\x', 'a backslash before anything else stays');
  const item = saved('id1', 'tabbed', { params: 'q=0.5\tseed=2' });
  const text = fileText([item], '2026-12-01');
  assert.match(text, /\tparams=q=0\.5\\tseed=2\tid=id1\n$/);
  assert.deepEqual(readAll(text), [item]);
});

test('fields the page does not know are kept through the store, the file and back', () => {
  const stored = { name: 'future', puzzle: FOUR, strategy: 'mrv', step: 3, colour: 'teal', 'odd=key\t': [1, { b: 2, a: 'x\ty' }], rating: null };
  const store = readStore(JSON.stringify([stored]));
  assert.ok(store.readable);
  const [item] = store.items;
  assert.deepEqual(item.extra, { colour: 'teal', 'odd=key\t': [1, { b: 2, a: 'x\ty' }], rating: null });
  // Saved again (after another entry is added), every field is there as it was.
  const written = JSON.parse(storeText(merged(store.items, { add: [saved(undefined, 'new')] }, counter('n')).items, store.kept));
  assert.deepEqual({ ...written[0], id: undefined }, { ...stored, params: '', entries: '', marks: '', id: undefined });
  // Exported and imported: the same entry, its id and unknown fields included.
  const back = readAll(fileText(store.items, '2026-12-01'));
  assert.deepEqual(back, store.items);
  assert.equal(
    entryKey(back[0]),
    entryKey({ ...item, extra: { rating: null, 'odd=key\t': [1, { a: 'x\ty', b: 2 }], colour: 'teal' } }),
    'key order does not matter',
  );
  // A hand-written field the page does not know is kept as text; name= and puzzle= are not fields.
  const [hand] = readAll(`${FOUR}\tmine\tnote=hello there\tname=other\tpuzzle=x\n`);
  assert.deepEqual([hand.name, hand.puzzle, hand.extra], ['mine', FOUR, { note: 'hello there' }]);
});

test('export then import is the same library: every field, in order', () => {
  const items = readStore(
    JSON.stringify([
      saved('a1', `${'n'.repeat(79)}😀`, { params: 'q=0.5\tseed=2', step: 12, strategy: 'mrv' }),
      { ...saved('b2', 'Annealed'), puzzle: FOUR, strategy: 'annealing', params: ' t0=40 seed=7 ', extra: { kept: true } },
      saved('c3', 'backslash \\n name', { params: 'x=\\' }),
    ]),
  );
  assert.ok(items.readable);
  const back = readAll(fileText(items.items, '2026-12-01'));
  assert.deepEqual(back, items.items);
  assert.equal(storeText(merged([], { add: back }, counter('n')).items, []), storeText(items.items, []));
});

test('entry keys: the same puzzle, name and fields are the same entry, whatever its id', () => {
  assert.equal(entryKey(saved('a', 'x')), entryKey(saved('b', 'x')));
  for (const other of [saved('a', 'y'), saved('a', 'x', { step: 1 }), saved('a', 'x', { params: 'p=1' }), saved('a', 'x', { extra: { c: 1 } })]) {
    assert.notEqual(entryKey(other), entryKey(saved('a', 'x')));
  }
});

test("an import's message counts the file's repeats, with each language's plurals", async () => {
  const result = (n, repeated) => ({ items: Array(n).fill(saved('a', 'x')), skipped: 1, repeated, refused: 0, errors: [], full: false });
  const say = async (lang) => librarySay(await loadMessages(lang));
  const en = await say('en');
  assert.equal(en.imported('f.txt', result(2, 0)), 'Imported 2 puzzles from f.txt (1 already saved).');
  assert.equal(
    en.imported('f.txt', result(2, 1)),
    'Imported 2 puzzles from f.txt (1 already saved). Skipped 1 line that repeats a puzzle given earlier in the file.',
  );
  const cs = await say('cs');
  assert.match(cs.imported('f.txt', result(2, 3)), / Přeskočeny 3 řádky, které opakují /);
  assert.match(cs.imported('f.txt', result(2, 5)), / Přeskočeno 5 řádků, které opakují /);
  const pl = await say('pl');
  assert.match(pl.imported('f.txt', result(2, 1)), / Pominięto 1 wiersz, który powtarza /);
  assert.match(pl.imported('f.txt', result(2, 3)), / Pominięto 3 wiersze, które /);
  assert.match(pl.imported('f.txt', result(2, 5)), / Pominięto 5 wierszy, które /);
  assert.match((await say('vi')).imported('f.txt', result(2, 4)), / Đã bỏ qua 4 dòng /);
});
