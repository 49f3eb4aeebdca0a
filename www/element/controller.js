// The state of one <sudoku-stepper> and every action on it: on top of the search it runs
// (running.js), the boards per size, loading puzzles, strategy and parameters, and editing. Its
// presenter (presenter.js) holds the messages and turns the state into what the views draw; the
// element shell only wires both to attributes, properties, events and the DOM.
import { boardText, echo } from '../model/format.js';
import { PRESETS } from '../presets.js';
import { Presenter } from './presenter.js';
import { EngineReads } from './reads.js';
import '../i18n/english.js';
import { ENGLISH } from '../i18n/messages.js';
import { ChartPanel } from './chart-panel.js';
import { FIRST_SIDE } from '../model/poster.js';
import { Running } from './running.js';
import { DEFAULT_PANELS } from './panels.js';
import { loadFailure, messageOf, openSearch } from './messages.js';
import { Loop } from './loop.js';
import { OpenAt } from './open-at.js';
import { need } from '../engine/engine.js';

/** @typedef {import('../engine/engine.js').Engine} Engine */
/** @typedef {import('../engine/engine.js').BoardGeometry} BoardGeometry */
/** @typedef {import('../engine/session.js').Session} Session */

import { DEFAULT_STRATEGY } from './stepper-attributes.js';

export class Controller extends Running {
  /**
   * @param {() => void} render  draws the current state
   * @param {import('../dom.js').Emit} emit  fires an element event
   * @param {() => import('../i18n/messages.js').Messages} words  the element's language now
   */
  constructor(render, emit, words) {
    super(render, emit);
    this.words = words;
    /** @type {'full' | 'minimal' | 'none'} */
    this.mode = 'full';
    this.editable = false;
    this.side = FIRST_SIDE;
    /** @type {Uint8Array} */
    this.givens = new Uint8Array(FIRST_SIDE * FIRST_SIDE);
    /** The last board of each size, so a size switch and back restores the user's board. @type {Map<number, Uint8Array>} */
    this.boards = new Map();
    /** Cells whose givens clash. @type {number[]} */
    this.conflicts = [];
    this.strategy = DEFAULT_STRATEGY;
    /** The strategy's parameters as given (`key=value …`); the engine checks them. */
    this.params = '';
    /** The chart panel's chunk and run-time study (chart-panel.js). */
    this.charts = new ChartPanel(() => this.render());
    this.selected = -1;
    this.active = 0;
    /** The panels shown (the `panels` attribute), in the order of layout.js's table. */
    this.panels = DEFAULT_PANELS;
    /** The tree panel's counts shown try by try, by key (model/tree.js). @type {Set<string>} */
    this.treeExpanded = new Set();
    this.presenter = new Presenter(this);
    /** What the next draw shows of the engine, read by `view` before the presenter looks. */
    this.reads = new EngineReads(this);
    /** The `at-step` step: where the element opens and Reset goes back to (open-at.js). */
    this.openAt = new OpenAt(this);
    /** The `loop` attribute's stretch, played again and again (loop.js). */
    this.loop = new Loop(this);
    /** The strategy and parameters of the search opened last (`machineOf`), '' before one. */
    this.opened = '';
    /** While the full engine loads for this element (see `upgrade`). @type {Promise<import('./types.js').Stats> | null} */
    this.switching = null;
  }

  /** Whether the board shows each empty cell's candidates (the `candidates` panel). */
  get candidates() {
    return this.panels.includes('candidates');
  }

  /** The run-time study the strategy and its parameters allow, if any. */
  get studyPlan() {
    return this.charts.plan(
      this.engine?.strategies.find((x) => x.name === this.strategy),
      this.params,
    );
  }

  /** @param {Engine} engine */
  attach(engine) {
    this.engine = engine;
    this.status = 'ready';
  }

  /** @returns {BoardGeometry | null} */
  get geometry() {
    return this.engine?.geometry(this.side) ?? null;
  }

  /** The puzzle as the user has it: givens and edits ('' before the engine is here to write it). */
  get board() {
    const g = this.geometry;
    return g ? boardText(this.givens, g) : '';
  }

  // ---- loading -------------------------------------------------------------------------------

  /**
   * Loads puzzle text (one line or a grid). A parse error keeps the board and says why; givens
   * in conflict are shown and block the search until fixed.
   * @param {string} text
   * @param {'attribute' | 'property' | 'paste' | 'preset' | 'edit' | 'size' | 'empty'} source
   * @returns {boolean} whether the text was read
   */
  load(text, source) {
    const engine = this.engine;
    if (!engine) return false;
    const puzzle = text.trim() === '' ? engine.geometry(this.side).empty : text;
    let parsed;
    try {
      parsed = engine.parse(puzzle);
    } catch (err) {
      const message = messageOf(err);
      if (source === 'paste' || source === 'edit') {
        // The user's board stays as it was, and stays playable.
        this.presenter.say('puzzle', this.words().t('element.pasteKept', { message }));
      } else {
        // A page gave a bad puzzle: nothing runs (not the board shown before), until it is fixed.
        this.pause();
        this.dropSession();
        this.status = 'invalid';
        this.presenter.say('puzzle', this.words().t('element.puzzleRefused', { message }));
      }
      this.render();
      return false;
    }
    // A new search keeps playing if the old one was (the same for a new strategy or parameters).
    const playing = this.playing;
    this.pause();
    if (parsed.side !== this.side) {
      this.selected = -1;
      this.active = 0;
    }
    this.side = parsed.side;
    this.givens = parsed.values;
    this.boards.set(this.side, this.givens);
    this.conflicts = parsed.clashing;
    this.presenter.say('puzzle', '');
    if (parsed.conflicts.length) {
      const more = parsed.conflicts.length - 1;
      this.dropSession();
      this.status = 'invalid';
      this.presenter.say('puzzle', this.words().t('element.conflicts', { message: parsed.conflicts[0].message, more }));
      this.render();
      return true;
    }
    this.restart(playing);
    return true;
  }

  /**
   * A fresh search of the current givens with the current strategy; keeps playing if asked.
   * @param {boolean} keepPlaying
   */
  restart(keepPlaying) {
    const engine = this.engine;
    if (!engine) return;
    this.dropSession();
    this.opened = machineOf(this);
    if (!engine.has(this.strategy, this.panels.includes('tree'))) {
      this.upgrade(() => this.restart(keepPlaying));
      return;
    }
    const opened = openSearch(engine, this.board, this.strategy, this.params, (source, text) => this.presenter.say(source, text), this.words());
    if (!opened) {
      this.status = 'invalid';
      this.render();
      return;
    }
    this.session = opened;
    this.player.use(this.session);
    this.status = 'ready';
    this.treeExpanded = new Set();
    this.syncTree();
    if (keepPlaying && this.player.play()) this.status = 'running';
    this.render();
    this.emit('sudoku-step', this.stats);
  }

  dropSession() {
    this.charts.study?.clear();
    this.player.use(null);
    this.release();
    this.session?.free();
    this.session = null;
    this.closePreview();
    this.refutation = null;
  }

  /**
   * Records the search tree while the tree panel is shown, and only then: recording costs the
   * engine speed. Starting goes back to step 0 and replays to where the search was, across
   * frames when that is far.
   * @returns {Promise<import('./types.js').Stats>}
   */
  syncTree() {
    const s = this.session;
    const on = this.panels.includes('tree');
    if (s && on && this.engine && !this.engine.has(this.strategy, true)) {
      // The small engine records no tree: the same search again in the full one, to the same step.
      const at = s.steps;
      this.pause();
      this.dropSession();
      return this.upgrade(() => {
        this.restart(false);
        return this.replayTo(at);
      });
    }
    if (!s || s.recordingTree === on) return Promise.resolve(this.stats);
    const at = s.recordTree(on);
    if (!s.recordingTree || s.steps === at) return Promise.resolve(this.stats);
    this.pause();
    return this.replayTo(at);
  }

  /**
   * Loads the full engine for a strategy or panel the small one leaves out, then goes on with
   * `then` there; meanwhile the element reads as loading and nothing runs. `switching` holds the
   * promise until then (the element's `ready` waits for it). A search opened in the meantime (the
   * strategy changed back) keeps its engine and `then` is dropped.
   * @param {() => Promise<import('./types.js').Stats> | void} then
   * @returns {Promise<import('./types.js').Stats>}
   */
  upgrade(then) {
    const small = /** @type {Engine} */ (this.engine);
    this.status = 'loading';
    this.render();
    const switching = need(small, this.strategy, this.panels.includes('tree')).then(
      (full) => {
        if (this.switching === switching) this.switching = null;
        if (this.engine !== small || this.session || this.status !== 'loading') return this.stats;
        this.engine = full;
        this.status = 'ready';
        return then() ?? this.stats;
      },
      (err) => {
        if (this.switching === switching) this.switching = null;
        this.status = 'invalid';
        this.presenter.say('wasm-url', loadFailure(err, this.words()));
        this.render();
        return this.stats;
      },
    );
    this.switching = switching;
    return switching;
  }

  /**
   * Runs `f` now, or once the search waiting for the full engine is open (`at-step`, `autoplay`).
   * @param {() => unknown} f
   */
  whenOpen(f) {
    if (this.switching) this.switching.then(f);
    else f();
  }

  /**
   * What the views draw now: the engine read first (reads.js), then the presenter's view of it.
   * @param {import('../i18n/messages.js').Messages} [m]  the element's language
   */
  view(m = ENGLISH) {
    this.reads.read(m);
    return this.presenter.view(m);
  }

  /**
   * Goes to the first step of the try the icicle shows at pixel column `x` and `depth`.
   * @param {{ x: number, depth: number }} at
   */
  goToTreeNode({ x, depth }) {
    const tree = this.session?.tree();
    // The icicle is drawn once the presenter has imported the tree's models.
    const m = this.reads.treeModels;
    const id = tree && m ? m.nodeAt(tree, x, m.ICICLE_WIDTH, depth) : -1;
    return tree && m && id >= 0 ? this.goTo(m.readNode(tree.nodes, id).first) : Promise.resolve(this.stats);
  }

  /** @param {string} key  a count of the node tree, expanded or collapsed */
  toggleTreeGroup(key) {
    if (!this.treeExpanded.delete(key)) this.treeExpanded.add(key);
    this.render();
  }

  /**
   * The one way what the element runs changes: the puzzle, the strategy and its parameters (those
   * given; from the attributes, which the menu, the properties and a page's settings set). A new
   * puzzle starts its search once; otherwise a search starts again whenever the strategy or the
   * parameters differ from those of the search opened last, whatever else changed with them, so
   * that what runs is always what was asked for. An unknown strategy is said and the one in use
   * stays (the engine checks the parameters when the search opens).
   * @param {{ puzzle?: string, strategy?: string, params?: string }} change
   */
  change({ puzzle, strategy, params }) {
    const engine = this.engine;
    if (strategy !== undefined && engine && !engine.strategies.some((s) => s.name === strategy)) {
      // The engine's own message lists the valid names (given the name's echo: a huge name is
      // not copied into the engine to be quoted whole).
      try {
        engine.open(this.board, echo(strategy)).free();
      } catch (err) {
        this.presenter.say('strategy', messageOf(err));
      }
    } else if (strategy !== undefined) {
      this.presenter.say('strategy', '');
      this.strategy = strategy;
    }
    if (params !== undefined) this.params = params;
    if (!engine) return;
    if (puzzle !== undefined) this.load(puzzle, 'attribute');
    else if (this.status !== 'invalid' && machineOf(this) !== this.opened) this.restart(this.playing);
    else this.render();
  }

  /** @param {number} index */
  preset(index) {
    const p = PRESETS[index];
    if (p) this.load(p.puzzle, 'preset');
  }

  /** @param {number} side */
  switchSize(side) {
    if (side === this.side) return;
    const g = this.engine?.geometry(side);
    if (!g) return;
    const kept = this.boards.get(side);
    this.load(kept ? boardText(kept, g) : g.empty, 'size');
  }

  /**
   * The paste box's Load: an empty box changes nothing and says so.
   * @param {string} text
   */
  paste(text) {
    if (text.trim() === '') {
      this.presenter.say('puzzle', this.words().t('element.pasteEmpty'));
      this.render();
      return false;
    }
    return this.load(text, 'paste');
  }

  // ---- editing ------------------------------------------------------------------------------

  /** Back to where the element opened: step 0, or `at-step`. */
  reset() {
    this.player.pause();
    if (this.load(this.board, 'property') && this.openAt.step > 0 && this.session) this.openAt.go();
  }

  /** @param {number} cell */
  select(cell) {
    if (cell < 0 || cell >= this.side * this.side) return;
    this.active = cell;
    this.selected = this.editable ? cell : -1;
    this.render();
  }

  /**
   * Writes a digit (0 clears) into the selected cell; typing moves on to the next cell.
   * @param {number} digit
   * @param {boolean} advance
   */
  edit(digit, advance) {
    const cell = this.selected;
    const g = this.geometry;
    if (!this.editable || cell < 0 || !g) return;
    const givens = Uint8Array.from(this.givens);
    givens[cell] = digit;
    this.load(boardText(givens, g), 'edit');
    if (advance && cell < g.cells - 1) this.select(cell + 1);
  }
}

/**
 * What a search runs besides its board: the strategy and its parameters, as one key.
 * @param {{ strategy: string, params: string }} c
 */
function machineOf({ strategy, params }) {
  return `${strategy}\n${params}`;
}
