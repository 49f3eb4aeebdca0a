// The demo page's puzzle workbench: it follows the puzzle of the page's <sudoku-stepper> (and
// loads the puzzles its generator makes into it, generation.js), rates it, answers "Is it unique?", and lets the user solve it
// by hand with digits and pencil marks, "Check my entries" and "Hint". Every answer about the
// puzzle comes from the engine: the element's build reads and names (parser, geometry), the lab
// build generates, rates, counts solutions and hints.
import { boardText } from '../model/format.js';
import { hintView } from '../model/hint.js';
import { clearAll, enter, entryCount, pairView, solvingView, start, toggleMark, values, wrongCells } from '../model/solving.js';
import { adopt } from '../element/styles.js';
import * as generatorView from '../views/generator.js';
import * as solvingPanel from '../views/solving.js';
import { Generation, printFour, said } from './generation.js';
import '../i18n/english.js';
import { ENGLISH } from '../i18n/messages.js';

/** @typedef {import('../engine/engine.js').Engine} Engine */
/** @typedef {import('../engine/lab.js').Lab} Lab */
/** @typedef {import('../model/solving.js').Solving} Solving */
/** @typedef {import('../model/hint.js').Hint} Hint */
/** @typedef {HTMLElement & { board: string }} Stepper */

/** Changes the Undo button can take back. */
const UNDO_DEPTH = 200;
/** Milliseconds a new puzzle waits before it is rated, so typing a puzzle in rates it once. */
const RATE_AFTER_MS = 200;

export class Workbench {
  /**
   * @param {Stepper} el  the page's element, whose puzzle the workbench works on
   * @param {Engine} engine  the element's engine: parser and geometry
   * @param {Lab} lab  the lab build: generator, rating, solutions and hints
   * @param {{ generator: HTMLElement, solving: HTMLElement }} roots
   * @param {import('../i18n/messages.js').Messages} [messages]  the page's language
   */
  constructor(el, engine, lab, roots, messages = ENGLISH) {
    this.el = el;
    this.messages = messages;
    this.engine = engine;
    this.lab = lab;
    this.views = {
      generator: generatorView.create(roots.generator, adopt, { sides: engine.sides, standard: engine.standardSide }, messages),
      solving: solvingPanel.create(roots.solving, adopt, messages),
    };
    this.puzzle = '';
    this.geometry = engine.geometry(engine.standardSide);
    /** The puzzle reads without clashing givens: the tools can work on it. */
    this.valid = false;
    /** @type {Solving} */
    this.solving = start(this.geometry.side, new Uint8Array(this.geometry.cells));
    /** Earlier positions, for Undo. @type {Solving[]} */
    this.past = [];
    this.pencil = false;
    this.active = 0;
    this.touched = false;
    /** @type {number[]} */
    this.wrong = [];
    /** @type {number[]} */
    this.clashes = [];
    /** @type {Hint | null} */
    this.hint = null;
    this.message = { text: '', tone: /** @type {'info' | 'ok' | 'bad'} */ ('info') };
    this.rating = { label: '', text: '' };
    /** The solutions counted up to two, once asked for. @type {Uint8Array[] | null} */
    this.found = null;
    this.unique = '';
    /** @type {ReturnType<typeof pairView> | null} */
    this.pair = null;
    this.gen = new Generation(lab, engine.standardSide, (key, values) => this.t(key, values), {
      draw: () => this.draw(),
      found: (puzzle) => {
        el.board = puzzle;
      },
    });
    this.rateTimer = 0;
    for (const root of Object.values(roots)) {
      root.addEventListener('stepper-intent', (e) => this.act(/** @type {CustomEvent} */ (e).detail));
    }
    const follow = () => this.follow();
    el.addEventListener('sudoku-step', follow);
    el.addEventListener('sudoku-invalid', follow);
    this.follow();
  }

  /** Takes on the element's puzzle when it changed (loaded, typed, generated, opened). */
  follow() {
    if (this.el.board !== this.puzzle) this.load(this.el.board);
  }

  /**
   * Starts work on `text`, with the player's digits and marks if any.
   * @param {string} text
   * @param {{ entries?: Uint8Array, marks?: Uint16Array }} [work]
   */
  load(text, work = {}) {
    let parsed;
    try {
      parsed = this.engine.parse(text);
    } catch {
      return;
    }
    this.puzzle = parsed.text;
    this.geometry = this.engine.geometry(parsed.side);
    this.valid = parsed.conflicts.length === 0;
    this.solving = start(parsed.side, parsed.values, work);
    this.past = [];
    this.active = 0;
    this.wrong = [];
    this.hint = null;
    this.found = null;
    this.unique = '';
    this.pair = null;
    this.clashes = this.clashesNow();
    const back = entryCount(this.solving) > 0 || this.solving.marks.some((m) => m !== 0);
    this.say(this.valid ? this.t(back ? 'page.wb.back' : 'page.wb.start') : this.t('page.wb.givens-clash'), 'info');
    this.rating = { label: '', text: this.valid ? this.t('page.wb.rating') : '' };
    clearTimeout(this.rateTimer);
    if (this.valid) this.rateTimer = window.setTimeout(() => this.rate(), RATE_AFTER_MS);
    this.draw();
  }

  /**
   * A message of the page's language.
   * @param {string} key
   * @param {import('../i18n/format.js').Values} [values]
   */
  t(key, values) {
    return this.messages.t(key, values);
  }

  /**
   * @param {string} text
   * @param {'info' | 'ok' | 'bad'} tone
   */
  say(text, tone) {
    this.message = { text, tone };
  }

  /** The puzzle's rating, or why it has none. */
  rate() {
    const found = this.solutions();
    if (found && found.length === 1) {
      try {
        const r = this.lab.rate(this.puzzle);
        this.rating = {
          label: r.label,
          text: r.singlesOnly
            ? this.t('page.wb.singles-only')
            : this.t('page.wb.guesses', {
                n: new Intl.NumberFormat(this.messages.lang, { minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: false }).format(r.guesses),
              }),
        };
      } catch (err) {
        this.rating = { label: '', text: this.t('page.wb.not-rated-because', { why: said(err) }) };
      }
    } else {
      this.rating = { label: '', text: this.t(!found ? 'page.wb.not-rated' : found.length ? 'page.wb.not-rated-many' : 'page.wb.not-rated-none') };
    }
    this.draw();
  }

  /** The solutions counted up to two (cached), or null with the reason said. */
  solutions() {
    if (!this.valid) return null;
    if (!this.found) {
      try {
        this.found = this.lab.solutions(this.puzzle, this.solving.givens.length);
      } catch (err) {
        this.say(said(err), 'bad');
        return null;
      }
    }
    return this.found;
  }

  /** Cells whose digits clash now, as the engine's parser finds them. */
  clashesNow() {
    const parsed = this.engine.parse(boardText(values(this.solving), this.geometry));
    return parsed.clashing;
  }

  /**
   * One intent of the workbench's views.
   * @param {{ action: string, value: any }} intent
   */
  act({ action, value }) {
    switch (action) {
      case 'wb-generate':
        this.gen.generate(value);
        break;
      case 'wb-unique':
        this.askUnique();
        break;
      case 'wb-four':
        printFour(value, this.messages.lang);
        break;
      case 'wb-select':
        this.active = value;
        this.touched = true;
        this.draw();
        break;
      case 'wb-digit':
        this.type(value.digit, value.pencil || this.pencil);
        break;
      case 'wb-pencil':
        this.pencil = value ?? !this.pencil;
        this.draw();
        break;
      case 'wb-check':
        this.check();
        break;
      case 'wb-hint':
        this.giveHint();
        break;
      case 'wb-place':
        if (this.hint?.digit) this.type(this.hint.digit, false, this.hint.cell);
        break;
      case 'wb-undo':
        if (this.past.length) this.change(/** @type {Solving} */ (this.past.pop()), false);
        break;
      case 'wb-clear':
        this.change(clearAll(this.solving), true);
        break;
      default:
        break;
    }
  }

  /**
   * Writes a digit or toggles a pencil mark in the active cell (or `cell`); 0 erases the digit,
   * or the marks of a cell without one.
   * @param {number} digit
   * @param {boolean} pencil
   * @param {number} [cell]
   */
  type(digit, pencil, cell = this.active) {
    if (!this.valid) return;
    const s = this.solving;
    if (s.givens[cell]) {
      this.say(`${this.geometry.cellName(cell)} is a given.`, 'info');
      this.draw();
      return;
    }
    const next = digit === 0 && !s.entries[cell] ? toggleMark(s, cell, 0) : pencil && digit ? toggleMark(s, cell, digit) : enter(s, cell, digit);
    this.wrong = this.wrong.filter((c) => c !== cell);
    this.change(next, true);
  }

  /**
   * Moves to position `next` (remembering the one before for Undo when `remember`).
   * @param {Solving} next
   * @param {boolean} remember
   */
  change(next, remember) {
    if (next === this.solving) return;
    if (remember) {
      this.past.push(this.solving);
      if (this.past.length > UNDO_DEPTH) this.past.shift();
    }
    this.solving = next;
    this.hint = null;
    this.clashes = this.clashesNow();
    const full = values(next).every((v) => v !== 0);
    if (this.clashes.length) this.say(this.t('page.wb.clash'), 'bad');
    else if (full) this.finished();
    else this.say('', 'info');
    this.draw();
  }

  /** A full board: solved, or not quite. */
  finished() {
    const found = this.solutions();
    if (found?.length !== 1) return this.say(this.t('page.wb.full'), 'ok');
    const wrong = wrongCells(this.solving, found[0]);
    if (wrong.length) this.say(this.t('page.wb.full-wrong'), 'bad');
    else this.say(this.t('page.wb.solved'), 'ok');
  }

  /** Marks exactly the player's wrong digits, against the engine's solution. */
  check() {
    const found = this.solutions();
    if (!found) return this.draw();
    if (found.length !== 1) {
      this.say(found.length === 0 ? this.t('page.wb.check-none') : this.t('page.wb.check-many'), 'bad');
      return this.draw();
    }
    this.wrong = wrongCells(this.solving, found[0]);
    const n = entryCount(this.solving);
    if (n === 0) this.say(this.t('page.wb.check-empty'), 'info');
    else if (this.wrong.length === 0) this.say(this.t('page.wb.check-right', { n }), 'ok');
    else this.say(this.t('page.wb.check-wrong', { wrong: this.wrong.length, n }), 'bad');
    this.draw();
  }

  /** The next forced digit and why, or where a guess is needed. */
  giveHint() {
    this.hint = null;
    const found = this.solutions();
    if (this.clashes.length) this.say(this.t('page.wb.hint-clash'), 'bad');
    else if (found?.length === 1 && wrongCells(this.solving, found[0]).length) {
      this.say(this.t('page.wb.hint-wrong'), 'bad');
    } else {
      try {
        this.hint = hintView(this.lab.hint(boardText(values(this.solving), this.geometry)), this.geometry, this.messages);
        this.say(this.hint.text, this.hint.kind === 'wrong' ? 'bad' : this.hint.kind === 'full' ? 'ok' : 'info');
      } catch (err) {
        this.say(said(err), 'bad');
      }
    }
    this.draw();
  }

  /** "Is it unique?": counts to two, and shows two different solutions when it is not. */
  askUnique() {
    const found = this.solutions();
    this.pair = null;
    if (!found) this.unique = this.t('page.wb.unique-uncounted');
    else if (found.length === 0) this.unique = this.t('page.wb.unique-none');
    else if (found.length === 1) this.unique = this.t('page.wb.unique-yes');
    else {
      this.pair = pairView(this.solving.givens, found[0], found[1], this.geometry);
      this.unique = this.t('page.wb.unique-no', { n: this.pair.differ });
    }
    this.draw();
  }

  /** The player's digits and marks, for the library. */
  get work() {
    return { entries: this.solving.entries, marks: this.solving.marks };
  }

  /** The theme the element has (`auto` when none or a bad one). */
  get theme() {
    const t = this.el.getAttribute('theme');
    return t === 'light' || t === 'dark' ? t : 'auto';
  }

  draw() {
    const theme = this.theme;
    this.views.generator.update({
      busy: this.gen.busy,
      status: this.gen.status,
      label: this.rating.label,
      rating: this.rating.text,
      ready: this.valid,
      unique: this.unique,
      pair: this.pair,
      theme,
      fourLabel: this.messages.t('worksheet.four.button'),
    });
    const hint = this.hint;
    const found = this.found;
    const solved = found?.length === 1 && values(this.solving).every((v, i) => v === found[0][i]);
    this.views.solving.update({
      board: solvingView(this.solving, this.geometry, {
        wrong: this.wrong,
        clashes: this.clashes,
        hint: hint?.cell ?? -1,
        unit: hint?.unit ?? [],
        selected: this.touched ? this.active : -1,
        solved,
      }),
      active: this.active,
      pencil: this.pencil,
      message: this.message.text,
      tone: this.message.tone,
      canPlace: Boolean(hint?.digit),
      canUndo: this.past.length > 0,
      disabled: !this.valid,
      theme,
    });
  }
}
