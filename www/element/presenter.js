// What one <sudoku-stepper> shows beside the search: the error messages by source, the measured
// step rate, the live region's memory, and the view state the views draw (model/view.js), read
// from the controller's state. The controller's actions change that state; this only reads it.
import { liveAnnouncement, NARRATE_UP_TO } from '../model/live.js';
import { banner, narrate, summary } from '../model/narrate.js';
import { viewState } from '../model/view.js';
import { runtimeView } from '../model/runtime-plot.js';
import { Messages } from './messages.js';
import { presetOf } from '../presets.js';
import { FIRST_SIDE } from '../model/poster.js';
import { ENGLISH } from '../i18n/messages.js';

/** @typedef {import('./controller.js').Controller} Controller */
/** @typedef {import('../engine/engine.js').BoardGeometry} BoardGeometry */
/** @typedef {import('../model/view.js').ViewState} ViewState */
/** @typedef {import('../engine/session.js').Session} Session */
/** @typedef {import('../model/tree.js').TreeView} TreeView */
/** @typedef {typeof import('../model/tree.js') & Pick<typeof import('../model/treedraw.js'), 'openedKeys'>} TreeModels */
/** @typedef {import('../model/trace.js').Series} Series */
/** @typedef {'puzzle' | 'strategy' | 'params' | 'speed' | 'controls' | 'theme' | 'panels' | 'wasm-url' | 'at-step' | 'loop' | 'open-link'} MessageSource */

export class Presenter {
  /** @param {Controller} c  the state shown, and where its events are fired */
  constructor(c) {
    this.c = c;
    /** Errors by what caused them; a fix of one clears only its own. */
    this.messages = new Messages((message) => c.emit('sudoku-invalid', { message }));
    this.live = { status: '', steps: -1, at: 0 };
    this.rate = { steps: 0, time: 0, value: 0 };
    /** The engine's record of a local search's run as last read: of which search, at which step. */
    this.traced = { session: /** @type {Session | null} */ (null), steps: -1, at: 0, series: /** @type {Series | null} */ (null) };
    /** The tree panel's view as last worked out, for whom and when (see `tree`). */
    this.treeDrawn = { session: /** @type {Session | null} */ (null), steps: -1, expanded: '', lang: '', at: 0, view: /** @type {TreeView | null} */ (null) };
    /** The timer of a tree view to work out after this frame (see `tree`), or 0. */
    this.treeDue = 0;
    /**
     * The tree panel's models, imported when the panel is first shown: an element without it
     * does not download them. @type {TreeModels | null}
     */
    this.treeModels = null;
    /** @type {Promise<void> | null} */
    this.treeLoading = null;
    /** The preset the board is (see `view`), and the givens that was worked out for. */
    this.named = { givens: /** @type {Uint8Array | null} */ (null), preset: -1 };
  }

  /**
   * The tree panel's view: worked out again when the search has moved (at most four times a
   * second while it plays: the layouts and the node tree read every node, some 10–20 ms for a
   * full tree) or a count was expanded. While the search plays, that work runs in a task of its
   * own after the frame, so that no task carries both the engine's slice and the layouts (a
   * long task); until it is done the last view stays. Stepped or paused, it is exact at once.
   * Null until the tree's models are imported (the panel's own module loads meanwhile).
   * @param {Session} s
   * @param {BoardGeometry} g
   * @param {boolean} exact
   * @param {import('../i18n/messages.js').Messages} m  the element's language
   * @returns {TreeView | null}
   */
  tree(s, g, exact, m) {
    const c = this.c;
    if (!this.treeModels) {
      this.treeLoading ??= Promise.all([import('../model/tree.js'), import('../model/treedraw.js')]).then(([tree, draw]) => {
        this.treeModels = { ...tree, openedKeys: draw.openedKeys };
        c.render();
      });
      return null;
    }
    const d = this.treeDrawn;
    const expanded = [...c.treeExpanded].join(' ');
    const same = d.session === s && d.expanded === expanded && d.lang === m.lang;
    if (d.view && same && (d.steps === s.steps || (c.playing && performance.now() - d.at < 250))) return d.view;
    if (d.view && same && c.playing) {
      this.treeDue ||= setTimeout(() => {
        this.treeDue = 0;
        if (c.session === s && this.treeDrawn.session === s) this.layTree(s, g, exact, expanded, m);
      });
      return d.view;
    }
    return this.layTree(s, g, exact, expanded, m);
  }

  /**
   * Works out the tree panel's view of `s` now and keeps it.
   * @param {Session} s
   * @param {BoardGeometry} g
   * @param {boolean} exact
   * @param {string} expanded  the expanded groups' keys, as `tree` compares them
   * @param {import('../i18n/messages.js').Messages} m
   * @returns {TreeView}
   */
  layTree(s, g, exact, expanded, m) {
    const c = this.c;
    const { ICICLE_WIDTH, STRIP_WIDTH, openedKeys, treeView } = /** @type {TreeModels} */ (this.treeModels);
    // The layouts first, copied: laying them out may grow memory, which detaches older views.
    const icicle = s.recordingTree ? s.icicle(ICICLE_WIDTH) : null;
    const shown = icicle && { ...icicle, shades: icicle.shades.slice() };
    const depths = s.recordingTree ? s.depths(STRIP_WIDTH).slice() : null;
    const layout = s.recordingTree ? s.treeLayout(openedKeys(c.treeExpanded)) : null;
    const view = treeView({
      tree: s.tree(), layout, icicle: shown, depths, geometry: g, exact, strategy: c.strategy, steps: s.steps, expanded: c.treeExpanded,
    }, m);
    this.treeDrawn = { session: s, steps: s.steps, expanded, lang: m.lang, at: performance.now(), view };
    return view;
  }

  /**
   * The engine's record of `s`'s run through its current step, read again once it moved: at
   * most ten times a second while it plays (laying out 512 buckets takes about a millisecond),
   * at once when stepped, paused or over.
   * @param {Session} s
   * @returns {Series | null}
   */
  series(s) {
    const t = this.traced;
    const now = performance.now();
    const fresh = t.session === s && (t.steps === s.steps || (this.c.playing && now - t.at < 100));
    if (!fresh) this.traced = { session: s, steps: s.steps, at: now, series: s.series() };
    return this.traced.series;
  }

  /**
   * Shows an error of one source (or clears it with ''), and fires `sudoku-invalid` for one.
   * @param {MessageSource} source
   * @param {string} text
   */
  say(source, text) {
    this.messages.say(source, text);
  }

  /**
   * Measures the steps per second shown, over stretches of at least 400 ms so that it can be read.
   * @param {number} steps  the search's step count now
   */
  measure(steps) {
    const now = performance.now();
    if (now - this.rate.time > 400) {
      const value = this.rate.time ? ((steps - this.rate.steps) * 1000) / (now - this.rate.time) : 0;
      this.rate = { steps, time: now, value: this.c.playing ? Math.max(0, value) : 0 };
    }
  }

  /**
   * The preset the board is, -1 for the user's own board (or none yet, while the engine loads).
   * Worked out again only when the givens are replaced (every load replaces them).
   */
  preset() {
    const c = this.c;
    if (c.status === 'loading') return -1;
    if (this.named.givens !== c.givens) this.named = { givens: c.givens, preset: presetOf(c.board) };
    return this.named.preset;
  }

  /**
   * Everything the views draw, what the live region says now (null: nothing new) and the preset
   * on the board (the toolbar's menu names it).
   * @param {import('../i18n/messages.js').Messages} [m]  the element's language
   * @returns {ViewState & { live: string | null, preset: number }}
   */
  view(m = ENGLISH) {
    const c = this.c;
    const g = c.geometry;
    const s = c.session;
    const counters = c.counters;
    if (s) this.measure(s.steps);
    const exact = c.engine?.strategies.find((x) => x.name === c.strategy)?.exact ?? true;
    // Only the chart panel draws the study: no plan and no board text otherwise, frame after frame.
    const plan = s && c.panels.includes('chart') ? c.studyPlan : null;
    // The chart is the engine's record of the run, read only while it is shown.
    const trace = s && !exact && c.panels.includes('chart') ? this.series(s) : null;
    const state = viewState({
      status: c.status, mode: c.mode, editable: c.editable,
      geometry: g ?? SKELETON, givens: c.givens, conflicts: c.conflicts,
      snapshot: s && g ? s.snapshot(c.candidates) : null, counters, done: s?.done ?? false,
      last: s?.last ?? null, refutation: c.refutation, preview: c.preview, previewDepth: c.previewDepth,
      selected: c.selected, active: c.active, playing: c.playing, target: c.player.target,
      speed: c.player.speed, elapsed: c.player.elapsed, rate: this.rate.value, strategy: c.strategy, params: c.params,
      strategies: c.engine?.strategies ?? [], panels: c.panels,
      message: this.messages.text, trace,
      columnSizes: s && g && c.panels.includes('chart') ? s.columnSizes() : null, unitPenalties: s && g ? s.unitPenalties() : null,
      runtimes: plan ? runtimeView(plan, c.study.current, c.study.earlier(c.board, plan), c.study.running, m) : null,
      tree: s && g && c.panels.includes('tree') ? this.tree(s, g, exact, m) : null,
      messages: m,
    });
    let live = null;
    if (g) {
      const fast = c.player.target != null || c.player.speed > NARRATE_UP_TO;
      const end = banner({ status: c.status, done: s?.done ?? false, counters, refutation: c.refutation, geometry: g, exact }, m);
      const next = liveAnnouncement(this.live, {
        now: performance.now(), status: c.status, fast, steps: counters.steps,
        narration: s?.last ? narrate(s.last, g, counters, m) : state.narration,
        summary: summary(c.status, counters, exact, m), banner: end?.text ?? '',
      });
      this.live = next.memory;
      live = next.say;
    }
    return { ...state, live, preset: this.preset() };
  }
}

/**
 * The board drawn while the engine loads: an empty board of the poster's first size (no names,
 * digits or moves yet; nothing to read).
 * @type {BoardGeometry}
 */
const SKELETON = {
  side: FIRST_SIDE, box: Math.sqrt(FIRST_SIDE), cells: FIRST_SIDE * FIRST_SIDE, empty: '', digits: '',
  unitCells: new Uint16Array(0), unitsOf: new Uint16Array(0), unitsOfCell: () => new Uint16Array(0), cellsOfUnit: () => new Uint16Array(0),
  arrows: [], moves: new Uint16Array(0), columns: new Uint16Array(0),
  unitName: () => '', cellName: () => '', sharedUnit: () => undefined,
};
