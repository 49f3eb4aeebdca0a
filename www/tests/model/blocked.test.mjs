// The words of a dead end's blockers, a backjump's conflict set and a prune by MAC's singleton,
// from events packed as the engine packs them, in the four languages.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BlockerKind, decode, decodeBlockers, decodeDecisions } from '../../engine/events.js';
import { narrate } from '../../model/narrate.js';
import { EventKind, geometry, packBlockers, packEvent } from './wasm.mjs';
import { loadMessages } from '../../i18n/messages.js';
import { ZERO_COUNTERS } from '../../element/types.js';

const g9 = geometry(9);

/** r5c5 (cell 40) without candidates: 1 2 in row 5, 3 in column 5, 4 8 9 in box 5, 5 pruned as r2c5's one value, 6 7 tried. */
const r5c5 = [
  { kind: BlockerKind.Peer, cell: 40, digit: 1, by: 36, unit: 4 },
  { kind: BlockerKind.Peer, cell: 40, digit: 2, by: 44, unit: 4 },
  { kind: BlockerKind.Peer, cell: 40, digit: 3, by: 76, unit: 9 + 4 },
  { kind: BlockerKind.Peer, cell: 40, digit: 4, by: 30, unit: 18 + 4 },
  { kind: BlockerKind.Singleton, cell: 40, digit: 5, by: 13, unit: 9 + 4 },
  { kind: BlockerKind.Tried, cell: 40, digit: 6 },
  { kind: BlockerKind.Tried, cell: 40, digit: 7 },
  { kind: BlockerKind.Peer, cell: 40, digit: 8, by: 32, unit: 18 + 4 },
  { kind: BlockerKind.Peer, cell: 40, digit: 9, by: 50, unit: 18 + 4 },
];

/**
 * A dead end's narration with its blockers.
 * @param {Record<string, number>} deadEnd  its fields @param {Record<string, number>[]} blockers @param {any} [m]
 */
function say(deadEnd, blockers, m) {
  const ev = decode(packEvent(EventKind.DeadEnd, deadEnd));
  ev.blockers = decodeBlockers(packBlockers(blockers));
  return narrate(ev, g9, { ...ZERO_COUNTERS }, m);
}

test("a cell's blockers: digits grouped by the unit whose digit rules them out, rows before columns before boxes, then the rest", () => {
  assert.equal(
    say({ cell: 40 }, r5c5),
    'dead end: r5c5 has no candidate left: 1 2 in row 5, 3 in column 5, 4 8 9 in box 5, 5 as the only value of r2c5 and 6 7 tried already',
  );
  assert.equal(
    say({ cell: 40 }, [
      { kind: BlockerKind.Filtered, cell: 40, digit: 3 },
      { kind: BlockerKind.Peer, cell: 40, digit: 5, by: 41, unit: 4 },
    ]),
    'dead end: r5c5 has no candidate left: 5 in row 5 and 3 removed by look-ahead',
  );
});

test('several digits MAC pruned make one part, each with the peer it was the one value of, in order', () => {
  const blockers = [
    { kind: BlockerKind.Peer, cell: 40, digit: 1, by: 36, unit: 4 },
    { kind: BlockerKind.Singleton, cell: 40, digit: 2, by: 13, unit: 9 + 4 },
    { kind: BlockerKind.Singleton, cell: 40, digit: 5, by: 41, unit: 4 },
  ];
  assert.equal(say({ cell: 40 }, blockers), 'dead end: r5c5 has no candidate left: 1 in row 5 and 2 5 as the only values of r2c5 r5c6');
});

test("a digit's blockers: the cells of the unit by the digit and unit that rule them out", () => {
  // 1 has no place in row 3 (unit 2): r3c4 under the 1 of column 4, r3c5 r3c6 in the 1's box 2, r3c7 pruned.
  const blockers = [
    { kind: BlockerKind.Peer, cell: 21, digit: 1, by: 3, unit: 9 + 3 },
    { kind: BlockerKind.Peer, cell: 22, digit: 1, by: 3, unit: 18 + 1 },
    { kind: BlockerKind.Peer, cell: 23, digit: 1, by: 3, unit: 18 + 1 },
    { kind: BlockerKind.Singleton, cell: 24, digit: 1, by: 60, unit: 9 + 6 },
  ];
  assert.equal(
    say({ digit: 1, unit: 2 }, blockers),
    'dead end: 1 has no place left in row 3: the 1 in column 4 rules out r3c4, the 1 in box 2 rules out r3c5 r3c6 and 1 as the only value of r7c7',
  );
});

test('blockers in Czech (no line break after its one-letter "a"), Polish and Vietnamese', async () => {
  const [cs, pl, vi] = await Promise.all(['cs', 'pl', 'vi'].map((l) => loadMessages(l)));
  const line = (/** @type {any} */ m) => say({ cell: 40 }, r5c5, m);
  assert.equal(
    line(cs),
    'slepá ulička: ř5s5 nemá žádného kandidáta: 1 2 v řádku 5, 3 ve sloupci 5, 4 8 9 ve čtverci 5, 5 jako jediná hodnota ř2s5 a\u00a06 7 už vyzkoušeno',
  );
  assert.equal(
    line(pl),
    'ślepy zaułek: w5k5 nie ma już kandydata: 1 2 w wierszu 5, 3 w kolumnie 5, 4 8 9 w kwadracie 5, 5 jako jedyna wartość w2k5 i 6 7 już wypróbowane',
  );
  assert.equal(line(vi), 'ngõ cụt: h5c5 không còn ứng viên nào: 1 2 ở hàng 5, 3 ở cột 5, 4 8 9 ở khối 5, 5 là giá trị duy nhất của h2c5 và 6 7 đã thử rồi');
});

test("a backjump's conflict set as depths, runs as ranges; a prune by a singleton says the cell's one value", async () => {
  const jump = (/** @type {number[]} */ depths, /** @type {any} */ m) => {
    const ev = decode(packEvent(EventKind.Backjump, { from: 12, depth: depths.at(-1) ?? 0, count: 2 }));
    ev.conflict = decodeDecisions(Uint32Array.from(depths.flatMap((d) => [d, d, 1])));
    return narrate(ev, g9, { ...ZERO_COUNTERS }, m);
  };
  assert.equal(jump([1, 2, 3, 5, 7]), 'backjump from depth 12 to 7 (conflict set: depths 1–3, 5 and 7), skipping 2 decisions that did not cause it');
  assert.equal(jump([7]), 'backjump from depth 12 to 7 (conflict set: depth 7), skipping 2 decisions that did not cause it');
  const cs = await loadMessages('cs');
  assert.match(jump([4, 7], cs), /^skok zpět z hloubky 12 do 7 \(konfliktní množina: hloubky 4 a\u00a07\), přeskakuje 2 rozhodnutí/);
  const prune = decode(packEvent(EventKind.Prune, { cell: 40, digit: 5, peer: 13, unit: 9 + 4 }));
  prune.singleton = true;
  assert.equal(narrate(prune, g9, { ...ZERO_COUNTERS }), 'pruned: 5 is no longer possible in r5c5, because r2c5 can only be 5 (column 5)');
  prune.singleton = false;
  assert.equal(narrate(prune, g9, { ...ZERO_COUNTERS }), 'pruned: 5 is no longer possible in r5c5, because of r2c5 (column 5)');
});
