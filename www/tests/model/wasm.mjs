// The model's tests read board geometry from the real engine, loaded into Node without a browser:
// the tests use the same rules the page does, never a copy.
import { readFileSync } from 'node:fs';
import { initSync } from '../../pkg/sudoku_stepper.js';
import { initSync as initSmall } from '../../pkg-small/sudoku_stepper.js';
import { EventKind, NONE, Origin } from '../../engine/events.js';
import { PACKED } from '../../engine/enums.js';

const wasm = initSync({ module: readFileSync(new URL('../../pkg/sudoku_stepper_bg.wasm', import.meta.url)) });
// The small engine too, as a page has it: the event names (engine/events.js) are read from it.
initSmall({ module: readFileSync(new URL('../../pkg-small/sudoku_stepper_bg.wasm', import.meta.url)) });

/** The engine's memory, for typed-array views of what a search leaves there. */
export const memory = wasm.memory;
const { Geometry, sides, strategies } = await import('../../pkg/sudoku_stepper.js');
const { readGeometry } = await import('../../engine/geometry.js');
const { strategyInfos } = await import('../../engine/strategy-infos.js');
const { SearchTree, counterFields } = await import('../../pkg/sudoku_stepper.js');
const { CounterView } = await import('../../engine/counters.js');

/** What a Session needs of the full engine besides its search, as engine.js passes it. */
export const engineParts = { counterFields: counterFields(), SearchTree };

/**
 * A search's counters, read as the page reads them (engine/counters.js).
 * @param {{ countersPtr(): number }} search
 */
export const counters = (search) => new CounterView(search, memory, engineParts.counterFields).read();

export { EventKind, Origin };

/** Every strategy of the full engine as engine.js hands them out (plain objects). */
export const infos = strategyInfos(strategies(), sides());

/**
 * The geometry of a board size as engine.js reads it.
 * @param {number} side
 */
export function geometry(side) {
  return readGeometry(new Geometry(side));
}

/**
 * An event of `kind` packed as the engine packs it, through the core's table of where each
 * field lies (`PACKED`, src/event/layout.rs): a field not given holds its sentinel (none), or 0.
 * @param {number} kind
 * @param {Record<string, number>} [fields]  by the names `decode` gives them
 */
export function packEvent(kind, fields = {}) {
  const words = new Uint32Array(4);
  words[0] = kind;
  write(PACKED.events[kind] ?? [], words, 0, fields);
  return words;
}

/**
 * Blockers packed as the engine packs them, four words each (`PACKED.blocker`).
 * @param {Record<string, number>[]} blockers  `{ kind, cell, digit, by?, unit? }`
 */
export function packBlockers(blockers) {
  const words = new Uint32Array(4 * blockers.length);
  blockers.forEach((b, i) => write(PACKED.blocker, words, 4 * i, b));
  return words;
}

/**
 * The inverse of events.js's reading: writes `fields` into `words[at…at+4]`; a name the layout
 * does not have throws, so that a test cannot set a field the engine never packs.
 * @param {readonly import('../../engine/enums.js').PackedField[]} layout
 * @param {Uint32Array} words
 * @param {number} at
 * @param {Record<string, number>} fields
 */
function write(layout, words, at, fields) {
  for (const name of Object.keys(fields)) {
    if (!layout.some(([n]) => n === name)) throw new Error(`no field ${name} in ${JSON.stringify(layout)}`);
  }
  for (const [name, word, shift, width, type, offset, none] of layout) {
    const value = fields[name];
    let raw;
    if (value === undefined || value === NONE) raw = none ?? 0;
    else if (type === 'f') raw = new Uint32Array(Float32Array.of(value).buffer)[0];
    else raw = type === 'i' ? value : value + offset;
    const mask = width === 32 ? 0xffffffff : 2 ** width - 1;
    words[at + word] |= (raw & mask) * 2 ** shift;
  }
}

/**
 * What `boardView` needs besides the board itself when nothing is previewed, picked or over: a
 * 9×9 board with no givens; spread and override what a test sets.
 */
export const quietBoard = {
  geometry: geometry(9),
  givens: new Uint8Array(81),
  preview: null,
  conflicts: [],
  selected: -1,
  over: false,
  solved: false,
  refutation: null,
};
