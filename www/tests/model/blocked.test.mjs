// The words of a dead end's blockers, a backjump's conflict set and a prune by MAC's singleton,
// from events packed as the engine packs them, in the four languages.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BlockerKind, decode, decodeBlockers, decodeDecisions } from '../../engine/events.js';
import { narrate } from '../../model/narrate.js';
import { EventKind, geometry, packed } from './wasm.mjs';
import { loadMessages } from '../../i18n/messages.js';
import { ZERO_COUNTERS } from '../../element/types.js';

const g9 = geometry(9);
const NO = 0xffff;
/** A flat unit id packed into a blocker's last word with its cause. @param {number} by @param {number} unit */
const cause = (by, unit) => by | ((1 + unit) << 16);

/** r5c5 (cell 40) without candidates: 1 2 in row 5, 3 in column 5, 4 8 9 in box 5, 5 pruned as r2c5's one value, 6 7 tried. */
const r5c5 = [
  [BlockerKind.Peer, 40, 1, cause(36, 4)],
  [BlockerKind.Peer, 40, 2, cause(44, 4)],
  [BlockerKind.Peer, 40, 3, cause(76, 9 + 4)],
  [BlockerKind.Peer, 40, 4, cause(30, 18 + 4)],
  [BlockerKind.Singleton, 40, 5, cause(13, 9 + 4)],
  [BlockerKind.Tried, 40, 6, NO],
  [BlockerKind.Tried, 40, 7, NO],
  [BlockerKind.Peer, 40, 8, cause(32, 18 + 4)],
  [BlockerKind.Peer, 40, 9, cause(50, 18 + 4)],
].flat();

/** @param {number[]} words @param {number[]} blockers @param {any} [m] */
function say(words, blockers, m) {
  const ev = decode(packed(words));
  ev.blockers = decodeBlockers(packed(blockers));
  return narrate(ev, g9, { ...ZERO_COUNTERS }, m);
}

test("a cell's blockers: digits grouped by the unit whose digit rules them out, rows before columns before boxes, then the rest", () => {
  assert.equal(
    say([EventKind.DeadEnd, 40, 0, 0], r5c5),
    'dead end: r5c5 has no candidate left: 1 2 in row 5, 3 in column 5, 4 8 9 in box 5, 5 as the only value of r2c5 and 6 7 tried already',
  );
  assert.equal(
    say([EventKind.DeadEnd, 40, 0, 0], [BlockerKind.Filtered, 40, 3, NO, BlockerKind.Peer, 40, 5, cause(41, 4)]),
    'dead end: r5c5 has no candidate left: 5 in row 5 and 3 removed by look-ahead',
  );
});

test('several digits MAC pruned make one part, each with the peer it was the one value of, in order', () => {
  const blockers = [
    [BlockerKind.Peer, 40, 1, cause(36, 4)],
    [BlockerKind.Singleton, 40, 2, cause(13, 9 + 4)],
    [BlockerKind.Singleton, 40, 5, cause(41, 4)],
  ].flat();
  assert.equal(say([EventKind.DeadEnd, 40, 0, 0], blockers), 'dead end: r5c5 has no candidate left: 1 in row 5 and 2 5 as the only values of r2c5 r5c6');
});

test("a digit's blockers: the cells of the unit by the digit and unit that rule them out", () => {
  // 1 has no place in row 3 (unit 2): r3c4 under the 1 of column 4, r3c5 r3c6 in the 1's box 2, r3c7 pruned.
  const blockers = [
    [BlockerKind.Peer, 21, 1, cause(3, 9 + 3)],
    [BlockerKind.Peer, 22, 1, cause(3, 18 + 1)],
    [BlockerKind.Peer, 23, 1, cause(3, 18 + 1)],
    [BlockerKind.Singleton, 24, 1, cause(60, 9 + 6)],
  ].flat();
  assert.equal(
    say([EventKind.DeadEnd, NO, 1, 1 + 2], blockers),
    'dead end: 1 has no place left in row 3: the 1 in column 4 rules out r3c4, the 1 in box 2 rules out r3c5 r3c6 and 1 as the only value of r7c7',
  );
});

test('blockers in Czech (no line break after its one-letter "a"), Polish and Vietnamese', async () => {
  const [cs, pl, vi] = await Promise.all(['cs', 'pl', 'vi'].map((l) => loadMessages(l)));
  const line = (/** @type {any} */ m) => say([EventKind.DeadEnd, 40, 0, 0], r5c5, m);
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
    const ev = decode(packed([EventKind.Backjump, 12, depths.at(-1) ?? 0, 2]));
    ev.conflict = decodeDecisions(packed(depths.flatMap((d) => [d, d, 1])));
    return narrate(ev, g9, { ...ZERO_COUNTERS }, m);
  };
  assert.equal(jump([1, 2, 3, 5, 7]), 'backjump from depth 12 to 7 (conflict set: depths 1–3, 5 and 7), skipping 2 decisions that did not cause it');
  assert.equal(jump([7]), 'backjump from depth 12 to 7 (conflict set: depth 7), skipping 2 decisions that did not cause it');
  const cs = await loadMessages('cs');
  assert.match(jump([4, 7], cs), /^skok zpět z hloubky 12 do 7 \(konfliktní množina: hloubky 4 a\u00a07\), přeskakuje 2 rozhodnutí/);
  const prune = decode(packed([EventKind.Prune, 40, 5, 13 | ((1 + 9 + 4) << 16)]));
  prune.singleton = true;
  assert.equal(narrate(prune, g9, { ...ZERO_COUNTERS }), 'pruned: 5 is no longer possible in r5c5, because r2c5 can only be 5 (column 5)');
  prune.singleton = false;
  assert.equal(narrate(prune, g9, { ...ZERO_COUNTERS }), 'pruned: 5 is no longer possible in r5c5, because of r2c5 (column 5)');
});
