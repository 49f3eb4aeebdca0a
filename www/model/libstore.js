// The library as `localStorage` holds it: one JSON array of saved puzzles under one key, how
// much it may hold, and what a stored text means. Pure: storage.js reads and writes the store.
// A store is never "repaired" here: what cannot be read is said, and entries that are not
// puzzles are kept as they are, so that nothing a user saved is lost by reading it.

/** @typedef {import('./library-file.js').Saved} Saved */

/**
 * The most puzzles the library holds. Chromium gives a page 5 Mi characters of `localStorage`
 * (measured: 5,242,880 characters, keys included); a 9×9 puzzle takes about 185 of them as
 * stored, so 10,000 take 1.85 M, leaving room for 16×16 puzzles, the player's digits and marks
 * and the settings. A save writes and reads back the whole library in one task: about 15 ms at
 * this size here, under the 50 ms a task may take without the page feeling stuck (20,000 took
 * 90 ms).
 */
export const LIBRARY_LIMIT = 10_000;

/**
 * The largest file an import reads, in bytes: 10,000 lines of a 9×9 puzzle, a name and the
 * exported fields (about 100 to 200 bytes each). Refused before reading: a larger file could
 * not be stored anyway.
 */
export const FILE_LIMIT = 2_000_000;

/** Fields of a saved puzzle that are text, besides the puzzle. */
const TEXT_FIELDS = ['name', 'strategy', 'params', 'entries', 'marks'];

/**
 * Whether a stored value is a saved puzzle as the page writes them: an object with a puzzle,
 * and every other field absent or of its type.
 * @param {unknown} v
 * @returns {v is Partial<Saved> & { puzzle: string }}
 */
export function isSaved(v) {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return false;
  const o = /** @type {Record<string, unknown>} */ (v);
  return (
    typeof o.puzzle === 'string' &&
    o.puzzle !== '' &&
    TEXT_FIELDS.every((k) => o[k] === undefined || typeof o[k] === 'string') &&
    (o.step === undefined || (Number.isSafeInteger(o.step) && /** @type {number} */ (o.step) >= 0))
  );
}

/**
 * @typedef {{ readable: true, items: Saved[], kept: unknown[], first: number }
 *   | { readable: false, reason: string }} Store
 *   a readable store: its puzzles, the entries that are not puzzles (kept to be written back
 *   untouched) and the position (from 1) of the first of them, 0 when none; or why it cannot
 *   be read
 */

/**
 * What a stored library's text holds (null: nothing stored yet).
 * @param {string | null} text
 * @returns {Store}
 */
export function readStore(text) {
  if (text === null) return { readable: true, items: [], kept: [], first: 0 };
  let value;
  try {
    value = JSON.parse(text);
  } catch (err) {
    return { readable: false, reason: err instanceof Error ? err.message : String(err) };
  }
  if (!Array.isArray(value)) return { readable: false, reason: `it holds ${value === null ? 'null' : typeof value} instead of a list` };
  /** @type {Saved[]} */
  const items = [];
  /** @type {unknown[]} */
  const kept = [];
  let first = 0;
  value.forEach((v, i) => {
    if (!isSaved(v)) {
      kept.push(v);
      first ||= i + 1;
      return;
    }
    items.push({
      name: v.name || 'Untitled',
      puzzle: v.puzzle,
      strategy: v.strategy ?? '',
      params: v.params ?? '',
      step: v.step ?? 0,
      entries: v.entries ?? '',
      marks: v.marks ?? '',
    });
  });
  return { readable: true, items, kept, first };
}

/**
 * The text stored for a library: its puzzles, then the entries kept untouched.
 * @param {Saved[]} items
 * @param {unknown[]} kept
 */
export function storeText(items, kept) {
  return JSON.stringify(kept.length ? /** @type {unknown[]} */ (items).concat(kept) : items);
}

/**
 * The key that says two saved puzzles are the same: an import skips what is already saved.
 * @param {Saved} item
 */
export function sameKey(item) {
  return `${item.puzzle}\t${item.name}`;
}
