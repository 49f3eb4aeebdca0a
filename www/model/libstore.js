// The library as `localStorage` holds it: one JSON array of saved puzzles under one key, how
// much it may hold, what a stored text means, and how a change made in one tab is applied to
// the list as stored now (another tab may have changed it since). Pure: storage.js reads and
// writes the store. A store is never "repaired" here: what cannot be read is said, and entries
// that are not puzzles, or fields the page does not know, are kept as they are, so that nothing
// a user saved is lost by reading it.

/** @typedef {import('./library-file.js').Saved} Saved */
/** @typedef {import('./library-file.js').Entry} Entry */

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
const TEXT_FIELDS = ['id', 'name', 'strategy', 'params', 'entries', 'marks'];

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
  const ids = new Set();
  let first = 0;
  value.forEach((v, i) => {
    if (!isSaved(v)) {
      kept.push(v);
      first ||= i + 1;
      return;
    }
    const { id, name, puzzle, strategy, params, step, entries, marks, ...extra } = v;
    // Entries stored before ids existed, or sharing one, get an id from their content and
    // position: every tab reading the same list gives the same ids.
    let own = id && !ids.has(id) ? id : hash(`${i}\n${JSON.stringify(v)}`);
    for (let n = 1; ids.has(own); n++) own = hash(`${n}:${i}\n${JSON.stringify(v)}`);
    ids.add(own);
    items.push({
      id: own,
      name: name || 'Untitled',
      puzzle,
      strategy: strategy ?? '',
      params: params ?? '',
      step: step ?? 0,
      entries: entries ?? '',
      marks: marks ?? '',
      ...(Object.keys(extra).length ? { extra } : {}),
    });
  });
  return { readable: true, items, kept, first };
}

/**
 * The text stored for a library: its puzzles (with the fields the page does not know after its
 * own), then the entries kept untouched.
 * @param {Saved[]} items
 * @param {unknown[]} kept
 */
export function storeText(items, kept) {
  /** @type {unknown[]} */
  const stored = items.map(({ extra, ...item }) => (extra ? { ...item, ...extra } : item));
  return JSON.stringify(kept.length ? stored.concat(kept) : stored);
}

/**
 * What says that two saved puzzles are the same: everything they hold but their id (the puzzle,
 * its name, strategy, parameters, step, the player's work and the fields the page does not
 * know). An import skips what is already saved, and what its file repeats.
 * @param {Entry} item
 */
export function entryKey(item) {
  return JSON.stringify([item.puzzle, item.name, item.strategy, item.params, item.step, item.entries, item.marks, sorted(item.extra ?? {})]);
}

/**
 * The library after a change made in one tab, applied to the list as stored now: the entries
 * named in `remove` (by id) go, and those of `add` come after the others. An entry already
 * there (the same id and the same content; with `unique`, the same content under any id) is not
 * added again; one without an id, or whose id another entry holds, gets a new one.
 * @param {Saved[]} items  the list as stored now
 * @param {{ add?: Entry[], remove?: string[], unique?: boolean }} change
 * @param {() => string} newId
 * @returns {{ items: Saved[], added: Saved[], known: number }}  the new list, what was added,
 *   and how many entries of `add` were there already
 */
export function merged(items, { add = [], remove = [], unique = false }, newId) {
  const gone = new Set(remove);
  const out = items.filter((item) => !gone.has(item.id));
  const byId = new Map(out.map((item) => [item.id, item]));
  const keys = new Set(unique ? out.map(entryKey) : []);
  /** @type {Saved[]} */
  const added = [];
  let known = 0;
  for (const entry of add) {
    const key = entryKey(entry);
    const holder = entry.id === undefined ? undefined : byId.get(entry.id);
    if (keys.has(key) || (holder && entryKey(holder) === key)) {
      known++;
      continue;
    }
    const { id, ...content } = entry;
    const item = { id: id && !holder ? id : newId(), ...content };
    out.push(item);
    added.push(item);
    byId.set(item.id, item);
    if (unique) keys.add(key);
  }
  return { items: out, added, known };
}

/**
 * A value with the keys of its objects in order, so that equal values are written alike.
 * @param {unknown} value
 * @returns {unknown}
 */
function sorted(value) {
  if (Array.isArray(value)) return value.map(sorted);
  if (!value || typeof value !== 'object') return value;
  const o = /** @type {Record<string, unknown>} */ (value);
  return Object.fromEntries(
    Object.keys(o)
      .sort()
      .map((k) => [k, sorted(o[k])]),
  );
}

/**
 * 64 bits of a text's hash (two 32-bit FNV-1a with different primes), as 16 hex digits: the
 * form of the library's random ids.
 * @param {string} text
 */
function hash(text) {
  let a = 0x811c9dc5;
  let b = 0x050c5d1f;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995) ^ (b >>> 15);
  }
  return `${(a >>> 0).toString(16).padStart(8, '0')}${(b >>> 0).toString(16).padStart(8, '0')}`;
}
