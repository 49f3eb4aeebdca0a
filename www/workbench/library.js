// The demo page's library: puzzles saved in this browser with their strategy, the step of the
// search and the player's own digits and pencil marks; opened back into the element and the
// workbench; exported to and imported from a text file in the puzzle-file format; and the
// page's theme, which follows the element's.
import { entriesText, fileText, marksText, readEntries, readFile, readMarks } from '../model/library.js';
import { plural } from '../model/format.js';
import * as libraryView from '../views/library.js';
import { loadLibrary, saveLibrary } from './storage.js';

/** @typedef {import('../engine/engine.js').Engine} Engine */
/** @typedef {import('../model/library.js').Saved} Saved */
/** @typedef {import('./workbench.js').Workbench} Workbench */
/** @typedef {HTMLElement & { board: string, strategy: string, params: string, stats: { steps: number } }} Stepper */

export class Library {
  /**
   * @param {Stepper} el
   * @param {Engine} engine
   * @param {Workbench} workbench
   * @param {HTMLElement} root
   */
  constructor(el, engine, workbench, root) {
    this.el = el;
    this.engine = engine;
    this.workbench = workbench;
    this.view = libraryView.create(root);
    const stored = loadLibrary();
    /** @type {Saved[]} */
    this.items = stored.items;
    this.message = stored.error;
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
      case 'lib-save': this.save(value); break;
      case 'lib-open': this.open(value); break;
      case 'lib-delete': this.remove(value); break;
      case 'lib-export': this.exportFile(); break;
      case 'lib-import': this.importFile(value.name, value.text); break;
      case 'lib-theme':
        if (value === 'auto') this.el.removeAttribute('theme');
        else this.el.setAttribute('theme', value);
        break;
      default: break;
    }
  }

  /** Writes the library to the browser's store, saying so when it cannot. */
  store() {
    const error = saveLibrary(this.items);
    if (error) this.message = error;
  }

  /**
   * Saves the element's puzzle, strategy and step and the player's work under `name`.
   * @param {string} name
   */
  save(name) {
    const el = this.el;
    const { label } = this.workbench.rating;
    const side = this.workbench.geometry.side;
    const title = name.trim() || `${label ? `${label[0].toUpperCase()}${label.slice(1)} ` : ''}${side}×${side} puzzle ${this.items.length + 1}`;
    const { entries, marks } = this.workbench.work;
    this.items = [...this.items, {
      name: title, puzzle: el.board, strategy: el.strategy, params: el.params, step: el.stats.steps,
      entries: entriesText(entries), marks: marksText(marks),
    }];
    this.message = `Saved “${title}”.`;
    this.store();
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
    let side;
    try {
      side = this.engine.parse(item.puzzle).side;
    } catch (err) {
      this.message = `“${item.name}” cannot be opened: ${err instanceof Error ? err.message : String(err)}`;
      this.draw();
      return;
    }
    // The workbench first, so that it keeps the player's work when the element's new puzzle
    // arrives; then the element's attributes, applied together in one task in the element's
    // order (strategy and parameters, puzzle, step). The puzzle is removed first so that
    // opening the puzzle already shown starts it again.
    this.workbench.load(item.puzzle, { entries: readEntries(item.entries, side), marks: readMarks(item.marks, side) });
    if (item.strategy) el.setAttribute('strategy', item.strategy);
    if (item.params) el.setAttribute('params', item.params);
    else el.removeAttribute('params');
    el.removeAttribute('puzzle');
    el.setAttribute('puzzle', item.puzzle);
    if (item.step > 0) el.setAttribute('at-step', String(item.step));
    else el.removeAttribute('at-step');
    this.message = `Opened “${item.name}”.`;
    this.draw();
  }

  /** @param {number} index */
  remove(index) {
    const item = this.items[index];
    if (!item) return;
    this.items = this.items.filter((_, i) => i !== index);
    this.message = `Deleted “${item.name}”.`;
    this.store();
    this.draw();
  }

  /** Downloads the library as a puzzle file. */
  exportFile() {
    const text = fileText(this.items, new Date().toISOString().slice(0, 10));
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = 'sudoku-library.txt';
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
    this.message = `Exported ${plural(this.items.length, 'puzzle')} to sudoku-library.txt.`;
    this.draw();
  }

  /**
   * Adds the puzzles of a file (any puzzle file: one puzzle per line) to the library.
   * @param {string} name  the file's name
   * @param {string} text
   */
  importFile(name, text) {
    const parse = (/** @type {string} */ token) => {
      const read = this.engine.parse(token);
      if (read.conflicts.length) throw new Error(read.conflicts[0].message);
      return read;
    };
    const { items, errors } = readFile(text, parse, this.el.strategy);
    const known = new Set(this.items.map((i) => `${i.puzzle}\t${i.name}`));
    const fresh = items.filter((i) => !known.has(`${i.puzzle}\t${i.name}`));
    this.items = [...this.items, ...fresh];
    const skipped = items.length - fresh.length;
    this.message = `Imported ${plural(fresh.length, 'puzzle')} from ${name}${skipped ? ` (${skipped} already saved)` : ''}.${errors.length ? ` Not read: ${errors.slice(0, 3).join('; ')}${errors.length > 3 ? ` and ${errors.length - 3} more` : ''}.` : ''}`;
    this.store();
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
    this.view.update({
      items: this.items.map((item) => {
        const side = this.sideOf(item.puzzle);
        const digits = [...item.entries].filter((c) => c !== '.').length;
        const detail = [side ? `${side}×${side}` : '', item.strategy, `step ${item.step}`, digits ? plural(digits, 'digit') + ' of yours' : '']
          .filter(Boolean).join(' · ');
        return { name: item.name, detail };
      }),
      message: this.message,
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
