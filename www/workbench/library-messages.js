// What the library says in its status line and notice: every sentence about saving, importing
// and an unreadable store, in one place, in the page's language (the `— pages —` section of the
// catalogues).
import '../i18n/english.js';
import { ENGLISH } from '../i18n/messages.js';
import { FILE_LIMIT, LIBRARY_LIMIT } from '../model/libstore.js';
import { importedName } from '../model/library-file.js';

/** @typedef {import('./import.js').Imported} Imported */

/**
 * The library's sentences in the language of `messages`.
 * @param {import('../i18n/messages.js').Messages} [messages]
 */
export function librarySay(messages = ENGLISH) {
  const t = messages.t.bind(messages);
  /** Megabytes to a tenth, as the language writes decimals. */
  const mb = (/** @type {number} */ bytes) => new Intl.NumberFormat(messages.lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(bytes / 1e6);
  const BLOCKED = t('page.lib.blocked');
  return {
    /** The limit, said next to the import button before anything is imported. */
    LIMIT_NOTE: t('page.lib.limit', { mb: mb(FILE_LIMIT), max: LIBRARY_LIMIT }),
    /** Why nothing is saved while an unreadable library could not be set aside. */
    BLOCKED,
    /** The question asked before the unreadable data is deleted for good. */
    CONFIRM_DISCARD: t('page.lib.confirm-discard'),
    /** @param {string} title */
    saved: (title) => t('page.lib.saved', { title }),
    /** @param {string} title */
    opened: (title) => t('page.lib.opened', { title }),
    /** @param {string} title */
    deleted: (title) => t('page.lib.deleted', { title }),
    /** @param {string} title @param {string} why */
    notOpened: (title, why) => t('page.lib.not-opened', { title, why }),
    /** @param {number} n */
    exported: (n) => t('page.lib.exported', { n }),
    /** What was tried and failed to be stored ("“x” was not saved"). @param {'read' | 'save' | 'delete' | 'import'} what @param {string} name */
    notDone: (what, name = '') => t('page.lib.not-done', { what, name }),
    /**
     * A change that could not be stored: the library is as it was.
     * @param {string} what  what was tried (notDone's)
     * @param {string} why
     */
    notStored: (what, why) => t('page.lib.not-stored', { what, why }),
    /** @param {number} count */
    full: (count) => t('page.lib.full', { count }),
    /** @param {string} name @param {number} lines */
    importing: (name, lines) => t('page.lib.importing', { name, lines }),
    /** @param {string} name @param {number} size */
    tooBig: (name, size) => t('page.lib.too-big', { name, mb: mb(size), limit: mb(FILE_LIMIT), max: LIBRARY_LIMIT }),
    /**
     * @param {string} name
     * @param {number} room  how many puzzles the library had room for
     */
    tooMany: (name, room) => t('page.lib.too-many', { name, room, max: LIBRARY_LIMIT }),
    /** The name of an imported puzzle its line does not name. @param {number} ordinal */
    importedName: (ordinal) => importedName(ordinal, messages),
    /** A line of a file the parser refused. @param {number} line @param {string} why */
    refusedLine: (line, why) => t('page.lib.refused-line', { line: String(line), why }),
    /** @param {string} name @param {Imported} r */
    imported: (name, r) =>
      t('page.lib.imported', { n: r.items.length, name, skipped: r.skipped }) +
      (r.repeated ? t('page.lib.repeated', { n: r.repeated }) : '') +
      (r.refused ? t('page.lib.refused', { n: r.refused, errors: r.errors.join('; '), more: r.refused - r.errors.length }) : ''),
    /** @param {string} name @param {string} why */
    unreadableFile: (name, why) => t('page.lib.unreadable-file', { name, why }),
    /**
     * The notice about a stored library that could not be read.
     * @param {string} reason
     * @param {boolean} blocked  it is still under its own key and saving is refused
     */
    unreadable: (reason, blocked) => (blocked ? `${BLOCKED} (${reason})` : t('page.lib.unreadable', { reason })),
    /** @param {string} why */
    notDiscarded: (why) => t('page.lib.not-discarded', { why }),
    /**
     * Stored entries that are not puzzles: said, and kept as they are.
     * @param {number} count
     * @param {number} first  its position, from 1
     */
    oddEntries: (count, first) => t('page.lib.odd-entries', { count, first }),
    /** A saved puzzle's row: its size, strategy, step and the player's digits. @param {number} side @param {string} strategy @param {number} step @param {number} digits */
    row: (side, strategy, step, digits) =>
      [side ? `${side}×${side}` : '', strategy, t('page.lib.row-step', { step }), digits ? t('page.lib.row-digits', { n: digits }) : '']
        .filter(Boolean)
        .join(' · '),
  };
}
