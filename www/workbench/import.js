// Reading a puzzle file into the library without freezing the page: the file is read as a
// stream of text, cut into lines, and every line goes through the engine's parser in slices of
// a few milliseconds with the page free between them. Nothing is stored here: the caller gets
// the new puzzles and saves them at once, or not at all. A puzzle the file gives twice is taken
// once, and one already saved not at all.
import { pause } from '../dom.js';
import { readLine, splitLines } from '../model/library-file.js';
import { entryKey } from '../model/libstore.js';

/** @typedef {import('../model/library-file.js').Entry} Entry */

/** Milliseconds of parsing per slice: well under a frame, so input and drawing go on between. */
const SLICE_MS = 8;
/** Refused lines named in the result; the rest are counted. */
const NAMED_ERRORS = 3;

/**
 * @typedef {object} Imported
 * @property {Entry[]} items    new puzzles, in file order
 * @property {number} skipped   puzzles already saved
 * @property {number} repeated  lines that repeat a puzzle given earlier in the file (the same
 *   puzzle, name and fields, or the same unnamed line)
 * @property {number} refused   lines the parser refused
 * @property {string[]} errors  the first few of them: `line N: why`
 * @property {boolean} full     the file holds more puzzles than `room`: reading stopped there
 */

/**
 * Reads `file`'s puzzles.
 * @param {Blob} file
 * @param {object} how
 * @param {(token: string) => { text: string, alphabet: import('../model/format.js').Alphabet }} how.parse  the engine's parser,
 *   with the digits of the board it read
 * @param {string} how.strategy  for lines that name none
 * @param {Set<string>} how.known  keys ({@link entryKey}) of the puzzles already saved
 * @param {number} how.room  how many new puzzles the library can take
 * @param {(lines: number) => void} how.progress  called between slices with the lines read
 * @param {Pick<ReturnType<typeof import('./library-messages.js').librarySay>, 'importedName' | 'refusedLine'>} how.say
 *   the names and refusals in the page's language
 * @returns {Promise<Imported>}
 */
export async function importFile(file, { parse, strategy, known, room, progress, say }) {
  /** @type {Imported} */
  const out = { items: [], skipped: 0, repeated: 0, refused: 0, errors: [], full: false };
  /** Keys of the puzzles the file gave so far, as their lines give them (unnamed: no name). */
  const seen = new Set();
  let number = 0;
  let puzzles = 0;
  let carry = '';
  let deadline = performance.now() + SLICE_MS;
  const reader = file.stream().pipeThrough(new TextDecoderStream()).getReader();
  for (;;) {
    const { value, done } = await reader.read();
    const cut = splitLines(carry, value ?? '', done);
    carry = cut.carry;
    for (const line of cut.lines) {
      number++;
      const read = readLine(line, parse, strategy);
      if (read && 'error' in read) {
        out.refused++;
        if (out.errors.length < NAMED_ERRORS) out.errors.push(say.refusedLine(number, read.error));
      } else if (read) {
        puzzles++;
        const stated = entryKey(read);
        const item = read.name ? read : { ...read, name: say.importedName(puzzles) };
        if (seen.has(stated)) out.repeated++;
        else if (known.has(entryKey(item))) out.skipped++;
        else if (out.items.length === room) {
          out.full = true;
          await reader.cancel();
          return out;
        } else out.items.push(item);
        seen.add(stated);
      }
      if (performance.now() > deadline) {
        progress(number);
        await pause();
        deadline = performance.now() + SLICE_MS;
      }
    }
    if (done) return out;
  }
}
