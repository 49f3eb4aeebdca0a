// What the library says in its status line and notice: every sentence about saving, importing
// and an unreadable store, in one place.
import { formatCount, plural } from '../model/format.js';
import { FILE_LIMIT, LIBRARY_LIMIT } from '../model/libstore.js';

/** @typedef {import('./import.js').Imported} Imported */

const MB = (/** @type {number} */ bytes) => `${(bytes / 1e6).toFixed(1)} MB`;

/** The limit, said next to the import button before anything is imported. */
export const LIMIT_NOTE = `Files up to ${MB(FILE_LIMIT)}; the library holds up to ${formatCount(LIBRARY_LIMIT)} puzzles (what this browser can keep for the page).`;

/** @param {string} title */
export const saved = (title) => `Saved “${title}”.`;
/** @param {string} title */
export const opened = (title) => `Opened “${title}”.`;
/** @param {string} title */
export const deleted = (title) => `Deleted “${title}”.`;
/** @param {string} title @param {string} why */
export const notOpened = (title, why) => `“${title}” cannot be opened: ${why}`;
/** @param {number} n */
export const exported = (n) => `Exported ${plural(n, 'puzzle')} to sudoku-library.txt.`;

/**
 * A change that could not be stored: the library is as it was.
 * @param {string} what  what was tried ("“x” was not saved")
 * @param {string} why
 */
export const notStored = (what, why) => `${what}: the library could not be saved in this browser (${why}). Nothing changed.`;

/** Why nothing is saved while an unreadable library could not be set aside. */
export const BLOCKED = 'The saved library could not be read and there was no room to set it aside, so saving now would overwrite it: export the unreadable data, then delete it to start a new library.';

/** @param {number} count */
export const full = (count) => `The library holds ${formatCount(count)} puzzles, as many as it can: delete some first.`;

/** @param {string} name @param {number} lines */
export const importing = (name, lines) => `Importing ${name}: ${plural(lines, 'line')} read…`;

/** @param {string} name @param {number} size */
export const tooBig = (name, size) => `${name} was not imported: it is ${MB(size)}, and a library file can be at most ${MB(FILE_LIMIT)} (${formatCount(LIBRARY_LIMIT)} puzzles).`;

/**
 * @param {string} name
 * @param {number} room  how many puzzles the library had room for
 */
export const tooMany = (name, room) => `${name} was not imported: it holds more puzzles than the ${formatCount(room)} the library has room for (it holds up to ${formatCount(LIBRARY_LIMIT)}). Nothing changed.`;

/**
 * The lines the parser refused, the first few named.
 * @param {Imported} r
 */
function refusals(r) {
  if (!r.refused) return '';
  const more = r.refused - r.errors.length;
  return ` ${plural(r.refused, 'line')} not read: ${r.errors.join('; ')}${more ? ` and ${formatCount(more)} more` : ''}.`;
}

/** @param {string} name @param {Imported} r */
export const imported = (name, r) => `Imported ${plural(r.items.length, 'puzzle')} from ${name}${r.skipped ? ` (${formatCount(r.skipped)} already saved)` : ''}.${refusals(r)}`;

/** @param {string} name @param {string} why */
export const unreadableFile = (name, why) => `${name} could not be read: ${why}`;

/**
 * The notice about a stored library that could not be read.
 * @param {string} reason
 * @param {boolean} blocked  it is still under its own key and saving is refused
 */
export const unreadable = (reason, blocked) => blocked ? `${BLOCKED} (${reason})`
  : `The saved library could not be read (${reason}). It is kept aside, untouched, and new saves go to a new library; export it to repair it by hand, or delete it.`;

/** The question asked before the unreadable data is deleted for good. */
export const CONFIRM_DISCARD = 'Delete the unreadable library for good? Export it first if you may want to repair it.';

/** @param {string} why */
export const notDiscarded = (why) => `The unreadable library could not be deleted: ${why}`;

/**
 * Stored entries that are not puzzles: said, and kept as they are.
 * @param {number} count
 * @param {number} first  its position, from 1
 */
export const oddEntries = (count, first) => `${plural(count, 'stored entry', 'stored entries')} ${count === 1 ? 'is' : 'are'} not a saved puzzle (the first is entry ${formatCount(first)}); ${count === 1 ? 'it is' : 'they are'} kept as ${count === 1 ? 'it is' : 'they are'}, not shown.`;
