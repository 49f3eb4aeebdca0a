// The demo page's library: puzzles saved in this browser with their strategy, the step of the
// search and the player's own digits and pencil marks; opened back into the element and the
// workbench; exported to and imported from a text file in the puzzle-file format; and the
// page's theme, which follows the element's. Other tabs of the page share the library: a change
// is made to the list as stored at that moment, by id, and the list shown follows theirs.
import { cleanName, entriesText, fileText, marksText, readEntries, readMarks } from '../model/library-file.js';
import { FILE_LIMIT, LIBRARY_LIMIT, entryKey, merged } from '../model/libstore.js';
import * as libraryView from '../views/library-panel.js';
import { importFile } from './import.js';
import { librarySay } from './library-messages.js';
import '../i18n/english.js';
import { ENGLISH } from '../i18n/messages.js';
import { discardUnreadable, loadLibrary, newId, unreadableText, updateLibrary, watchLibrary } from './storage.js';

/** @typedef {import('../engine/engine.js').Engine} Engine */
/** @typedef {import('../model/library-file.js').Saved} Saved */
/** @typedef {import('../model/library-file.js').Entry} Entry */
/** @typedef {import('./workbench.js').Workbench} Workbench */
/** @typedef {HTMLElement & { board: string, strategy: string, params: string, stats: { steps: number } }} Stepper */

export class Library {
  /**
   * @param {Stepper} el
   * @param {Engine} engine
   * @param {Workbench} workbench
   * @param {HTMLElement} root
   * @param {import('../i18n/messages.js').Messages} [messages]  the page's language
   */
  constructor(el, engine, workbench, root, messages = ENGLISH) {
    /** What the library says, in the page's language. */
    this.say = librarySay(messages);
    this.el = el;
    this.engine = engine;
    this.workbench = workbench;
    this.view = libraryView.create(root, messages);
    /** @type {Saved[]} */
    this.items = [];
    /** Stored entries that are not puzzles: written back as they are. @type {unknown[]} */
    this.kept = [];
    this.message = '';
    this.notice = '';
    this.blocked = false;
    this.unreadable = false;
    /** Changes with every change of the list, so the view redraws its rows. */
    this.version = 0;
    this.importing = false;
    this.load();
    watchLibrary(() => this.follow());
    root.addEventListener('stepper-intent', (e) => this.act(/** @type {CustomEvent} */ (e).detail));
    // The page and the workbench's boards take the element's theme, however it was set.
    new MutationObserver(() => this.themed()).observe(el, { attributes: true, attributeFilter: ['theme'] });
    this.themed();
  }

  /**
   * @param {{ action: string, value: any }} intent
   */
  act({ action, value }) {
    switch (action) {
      case 'lib-save':
        this.save(value);
        break;
      case 'lib-open':
        this.open(value);
        break;
      case 'lib-delete':
        this.remove(value);
        break;
      case 'lib-export':
        this.exportFile();
        break;
      case 'lib-import':
        this.importFile(value);
        break;
      case 'lib-export-unreadable':
        this.exportUnreadable();
        break;
      case 'lib-discard-unreadable':
        this.discard();
        break;
      case 'lib-theme':
        if (value === 'auto') this.el.removeAttribute('theme');
        else this.el.setAttribute('theme', value);
        break;
      default:
        break;
    }
  }

  /** Reads the store: its puzzles, and what is wrong with it. */
  load() {
    const stored = loadLibrary();
    this.items = stored.items;
    this.kept = stored.kept;
    this.blocked = stored.blocked;
    /** An unreadable library is kept: its export and delete buttons are offered. */
    this.unreadable = stored.unreadable !== '';
    this.version++;
    this.notice = [
      stored.unreadable ? this.say.unreadable(stored.unreadable, stored.blocked) : '',
      stored.kept.length ? this.say.oddEntries(stored.kept.length, stored.first) : '',
    ]
      .filter(Boolean)
      .join(' ');
    this.message = stored.error ? this.say.notStored(this.say.notDone('read'), stored.error) : '';
  }

  /** Shows what another tab made of the store, keeping this tab's last message. */
  follow() {
    const said = this.message;
    this.load();
    this.message ||= said;
    this.draw();
  }

  /**
   * Applies `change` to the library as stored now ({@link merged}), if the result can be stored
   * and read back and stays within the limit; the list shown becomes the list stored either way.
   * Otherwise says so (`full` says it when over the limit, given how many are stored) and
   * returns null.
   * @param {{ add?: Entry[], remove?: string[], unique?: boolean }} change
   * @param {string} what  what was tried, for the message when it was not stored
   * @param {(count: number) => string} full
   * @returns {{ added: Saved[], known: number } | null}
   */
  commit(change, what, full) {
    if (this.blocked) {
      this.message = this.say.BLOCKED;
      return null;
    }
    // What the change made of the stored list (set inside the update, read after it).
    const outcome = { done: /** @type {ReturnType<typeof merged> | null} */ (null), over: -1 };
    const stored = updateLibrary((items) => {
      const done = merged(items, change, newId);
      outcome.done = done;
      if (done.items.length <= LIBRARY_LIMIT) return done.items;
      outcome.over = items.length;
      return null;
    });
    if (stored.error) {
      // Read again: another tab may have left something this one has not heard of yet.
      this.load();
      this.message = this.say.notStored(what, stored.error);
      return null;
    }
    this.items = stored.items;
    this.kept = stored.kept;
    this.version++;
    if (outcome.over >= 0 || !outcome.done) {
      this.message = full(outcome.over);
      return null;
    }
    return outcome.done;
  }

  /**
   * Saves the element's puzzle, strategy and step and the player's work under `name`.
   * @param {string} name
   */
  save(name) {
    const el = this.el;
    const { label } = this.workbench.rating;
    const side = this.workbench.geometry.side;
    // Saved as an export writes it, so that it reads back the same.
    const title = cleanName(name) || `${label ? `${label[0].toUpperCase()}${label.slice(1)} ` : ''}${side}×${side} puzzle ${this.items.length + 1}`;
    const { entries, marks } = this.workbench.work;
    const item = {
      name: title,
      puzzle: el.board,
      strategy: el.strategy,
      params: el.params,
      step: el.stats.steps,
      entries: entriesText(entries, this.workbench.geometry),
      marks: marksText(marks, this.workbench.geometry),
    };
    if (this.commit({ add: [item] }, this.say.notDone('save', title), this.say.full)) this.message = this.say.saved(title);
    this.draw();
  }

  /**
   * Opens a saved puzzle: the element gets its puzzle, strategy and step, the workbench the
   * player's digits and marks.
   * @param {number} index
   */
  open(index) {
    const item = this.items[index];
    if (!item) return;
    const el = this.el;
    let g;
    try {
      g = this.engine.geometry(this.engine.parse(item.puzzle).side);
    } catch (err) {
      this.message = this.say.notOpened(item.name, err instanceof Error ? err.message : String(err));
      this.draw();
      return;
    }
    // The workbench first, so that it keeps the player's work when the element's new puzzle
    // arrives; then the element's attributes, applied together in one task in the element's
    // order (strategy and parameters, puzzle, step). The puzzle is removed first so that
    // opening the puzzle already shown starts it again.
    this.workbench.load(item.puzzle, { entries: readEntries(item.entries, g), marks: readMarks(item.marks, g) });
    if (item.strategy) el.setAttribute('strategy', item.strategy);
    if (item.params) el.setAttribute('params', item.params);
    else el.removeAttribute('params');
    el.removeAttribute('puzzle');
    el.setAttribute('puzzle', item.puzzle);
    if (item.step > 0) el.setAttribute('at-step', String(item.step));
    else el.removeAttribute('at-step');
    this.message = this.say.opened(item.name);
    this.draw();
  }

  /**
   * Deletes the saved puzzle shown in row `index`, by its id: the rows another tab added or
   * deleted meanwhile stay as they are.
   * @param {number} index
   */
  remove(index) {
    const item = this.items[index];
    if (!item) return;
    if (this.commit({ remove: [item.id] }, this.say.notDone('delete', item.name), this.say.full)) this.message = this.say.deleted(item.name);
    this.draw();
  }

  /** Downloads the library as a puzzle file. */
  exportFile() {
    download(fileText(this.items, new Date().toISOString().slice(0, 10)), 'sudoku-library.txt');
    this.message = this.say.exported(this.items.length);
    this.draw();
  }

  /** Downloads the unreadable library's text exactly as it was stored. */
  exportUnreadable() {
    const text = unreadableText();
    if (text !== null) download(text, 'sudoku-library-unreadable.txt');
  }

  /** Deletes the unreadable library, once the user confirms. */
  discard() {
    if (!window.confirm(this.say.CONFIRM_DISCARD)) return;
    const error = discardUnreadable();
    this.load();
    if (error) this.message = this.say.notDiscarded(error);
    this.draw();
  }

  /**
   * Adds the puzzles of a file (any puzzle file: one puzzle per line) to the library, all of
   * them or, when they cannot be stored, none.
   * @param {File} file
   */
  async importFile(file) {
    if (this.importing) return;
    if (file.size > FILE_LIMIT) {
      this.message = this.say.tooBig(file.name, file.size);
      return this.draw();
    }
    const parse = (/** @type {string} */ token) => {
      const read = this.engine.parse(token);
      if (read.conflicts.length) throw new Error(read.conflicts[0].message);
      return { text: read.text, alphabet: this.engine.geometry(read.side) };
    };
    this.importing = true;
    this.message = this.say.importing(file.name, 0);
    this.draw();
    const room = LIBRARY_LIMIT - this.items.length;
    let read = null;
    try {
      read = await importFile(file, {
        parse,
        strategy: this.el.strategy,
        known: new Set(this.items.map(entryKey)),
        room,
        progress: (lines) => {
          this.message = this.say.importing(file.name, lines);
          this.view.say(this.message);
        },
        say: this.say,
      });
    } catch (err) {
      this.message = this.say.unreadableFile(file.name, err instanceof Error ? err.message : String(err));
    }
    this.importing = false;
    if (read?.full) this.message = this.say.tooMany(file.name, room);
    else if (read?.items.length) {
      // Puzzles saved while the file was read (here or in another tab) stay; the file's come
      // after them, but for those saved meanwhile.
      const done = this.commit({ add: read.items, unique: true }, this.say.notDone('import', file.name), (count) =>
        this.say.tooMany(file.name, LIBRARY_LIMIT - count),
      );
      if (done) this.message = this.say.imported(file.name, { ...read, items: done.added, skipped: read.skipped + done.known });
    } else if (read) this.message = this.say.imported(file.name, read);
    this.draw();
  }

  /** Gives the page the element's theme and draws what depends on it. */
  themed() {
    const theme = this.workbench.theme;
    if (theme === 'auto') delete document.documentElement.dataset.theme;
    else document.documentElement.dataset.theme = theme;
    this.workbench.draw();
    this.draw();
  }

  draw() {
    const items = this.items;
    this.view.update({
      count: items.length,
      version: this.version,
      row: (i) => {
        const item = items[i];
        const side = this.sideOf(item.puzzle);
        const digits = [...item.entries].filter((c) => c !== '.').length;
        return { name: item.name, detail: this.say.row(side, item.strategy, item.step, digits) };
      },
      message: this.message,
      notice: this.notice,
      unreadable: this.unreadable,
      importing: this.importing,
      limit: this.say.LIMIT_NOTE,
      theme: this.workbench.theme,
    });
  }

  /**
   * The side of a saved puzzle's board, as the engine reads it (0 when it cannot).
   * @param {string} puzzle
   */
  sideOf(puzzle) {
    try {
      return this.engine.parse(puzzle).side;
    } catch {
      return 0;
    }
  }
}

/**
 * Offers `text` as a downloaded file.
 * @param {string} text
 * @param {string} name
 */
function download(text, name) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
