// The model's tests read board geometry from the real engine, loaded into Node without a browser:
// the tests use the same rules the page does, never a copy.
import { readFileSync } from 'node:fs';
import { initSync } from '../../pkg/sudoku_stepper.js';
import { initSync as initSmall } from '../../pkg-small/sudoku_stepper.js';
import { EventKind, Origin } from '../../engine/events.js';

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
 * A packed event `[kind, a, b, c]` as the engine writes it.
 * @param {number[]} words
 */
export const packed = (words) => Uint32Array.from(words);

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
