// What made a dead end and what a backjump goes by, in words: the engine's blockers of a dead
// end (src/blockers.rs, `Session.explain`) grouped by what rules them out, and the depths of a
// backjump's conflict set. Nothing here works a rule out: every fact is the engine's.
import { BlockerKind, NONE } from '../engine/events.js';
import { digitChar, listed } from './format.js';
import { cellPlace, unitPlace } from '../engine/places.js';

/** @typedef {import('../engine/events.js').SearchEvent} SearchEvent */
/** @typedef {import('../engine/events.js').Blocker} Blocker */
/** @typedef {import('../engine/events.js').Decision} Decision */
/** @typedef {import('../engine/engine.js').BoardGeometry} BoardGeometry */
/** @typedef {import('../i18n/messages.js').Messages} Messages */

/**
 * A dead end's blockers in words, grouped and listed: for a cell without candidates its digits
 * by the unit whose digit rules them out ("1 2 in row 6, 3 5 in column 5 and 4 in box 5"); for
 * a digit without a place its cells by the peer and unit that rule it out ("the 7 in row 1
 * rules out r1c7 r1c8"); then what MAC pruned, with the peers that had those digits as their
 * one value, in the same order ("5 8 as the only values of r2c9 r3c1": one part for all, so
 * that the sentence stays two lines long), what look-ahead removed, and what was tried already.
 * @param {SearchEvent} ev  a dead end with its `blockers`
 * @param {BoardGeometry} g
 * @param {Messages} m
 */
export function blockedParts(ev, g, m) {
  const inCell = ev.cell !== NONE;
  const cellName = (/** @type {number} */ cell) => m.t('narration.cell', cellPlace(g, cell));
  const inUnit = (/** @type {number} */ id) => m.t('narration.inUnit', unitPlace(g, id));
  /**
   * Per group: its first blocker, its items (digits in a cell, cells for a digit) and, for MAC's
   * prunes, the singletons that pruned them.
   * @type {Map<string, { b: Blocker, items: string[], bys: string[] }>}
   */
  const groups = new Map();
  for (const b of ev.blockers ?? []) {
    const key = b.kind === BlockerKind.Singleton ? `${b.kind}` : b.kind === BlockerKind.Peer && inCell ? `${b.kind} ${b.unit}` : `${b.kind} ${b.by} ${b.unit}`;
    const group = groups.get(key) ?? { b, items: [], bys: [] };
    groups.set(key, group);
    group.items.push(inCell ? digitChar(b.digit, g) : cellName(b.cell));
    if (b.kind === BlockerKind.Singleton) group.bys.push(cellName(b.by));
  }
  // By kind (peers, singletons, look-ahead, tried), a cell's units in their order (rows, then
  // columns, then boxes); the rest in the engine's order.
  const order = (/** @type {Blocker} */ b) => b.kind * 1000 + (b.kind === BlockerKind.Peer && inCell ? b.unit : 0);
  const sorted = [...groups.values()].sort((x, y) => order(x.b) - order(y.b));
  const parts = sorted.map(({ b, items, bys }) => {
    const list = items.join(' ');
    const digit = digitChar(b.digit, g);
    switch (b.kind) {
      case BlockerKind.Peer:
        return inCell
          ? m.t('narration.heldIn', { digits: list, unit: inUnit(b.unit) })
          : m.t('narration.rulesOut', { digit, unit: inUnit(b.unit), cells: list });
      case BlockerKind.Singleton:
        return m.t('narration.prunedBy', { digits: inCell ? list : digit, n: bys.length, cells: bys.join(' ') });
      default:
        return m.t(b.kind === BlockerKind.Filtered ? 'narration.filteredOut' : 'narration.triedAlready', {
          digits: inCell ? list : digit,
          cells: inCell ? 'none' : list,
        });
    }
  });
  return listed(parts, m);
}

/**
 * A conflict set's depths in words, runs of three or more as ranges: "depths 1–3 and 5".
 * @param {Decision[]} set  outermost first
 * @param {Messages} m
 */
export function depthList(set, m) {
  /** @type {string[]} */
  const runs = [];
  for (let i = 0; i < set.length; ) {
    let j = i;
    while (j + 1 < set.length && set[j + 1].depth === set[j].depth + 1) j++;
    const [a, b] = [set[i].depth, set[j].depth];
    if (j - i >= 2) runs.push(`${a}–${b}`);
    else for (let k = i; k <= j; k++) runs.push(String(set[k].depth));
    i = j + 1;
  }
  return m.t('narration.depths', { n: set.length, list: listed(runs, m) });
}
