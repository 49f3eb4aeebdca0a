// What one <sudoku-stepper> shows beside the search: the error messages by source, the measured
// step rate, the live region's memory, and the view state the views draw (model/view.js), read
// from the controller's state and from what it last read of the engine (reads.js). The
// controller's actions change that state; this only reads it: no call into the engine, no timer.
import { liveAnnouncement, NARRATE_UP_TO } from '../model/live.js';
import { banner, narrate, summary } from '../model/narrate.js';
import { viewState } from '../model/view.js';
import { Messages } from './messages.js';
import { presetOf } from '../presets.js';
import { FIRST_SIDE } from '../model/poster.js';
import '../i18n/english.js';
import { ENGLISH } from '../i18n/messages.js';

/** @typedef {import('./controller.js').Controller} Controller */
/** @typedef {import('../engine/engine.js').BoardGeometry} BoardGeometry */
/** @typedef {import('../model/view.js').ViewState} ViewState */
/** @typedef {'puzzle' | 'strategy' | 'params' | 'speed' | 'controls' | 'theme' | 'panels' | 'wasm-url' | 'at-step' | 'loop' | 'open-link'} MessageSource */

export class Presenter {
  /** @param {Controller} c  the state shown, and where its events are fired */
  constructor(c) {
    this.c = c;
    /** Errors by what caused them; a fix of one clears only its own. */
    this.messages = new Messages((message) => c.emit('sudoku-invalid', { message }));
    this.live = { status: '', steps: -1, at: 0 };
    this.rate = { steps: 0, time: 0, value: 0 };
    /** The preset the board is (see `view`), and the givens that was worked out for. */
    this.named = { givens: /** @type {Uint8Array | null} */ (null), preset: -1 };
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
    if (s) this.measure(counters.steps);
    // What the controller read of the engine for this draw (reads.js).
    const { exact, snapshot, done, trace, columnSizes, unitPenalties, tree } = c.reads.now;
    // The chart panel's layouts are in its chunk, which reads waits for (reads.js).
    const charts = c.charts.kit;
    const study = c.charts.study;
    // Only the chart panel draws the study: no plan and no board text otherwise, frame after frame.
    const plan = s && c.panels.includes('chart') ? c.studyPlan : null;
    const state = viewState({
      status: c.status,
      mode: c.mode,
      editable: c.editable,
      geometry: g ?? SKELETON,
      givens: c.givens,
      conflicts: c.conflicts,
      snapshot,
      counters,
      done,
      last: s?.last ?? null,
      refutation: c.refutation,
      preview: c.preview,
      previewDepth: c.previewDepth,
      selected: c.selected,
      active: c.active,
      playing: c.playing,
      target: c.player.target,
      speed: c.player.speed,
      elapsed: c.player.elapsed,
      rate: this.rate.value,
      strategy: c.strategy,
      params: c.params,
      strategies: c.engine?.strategies ?? [],
      panels: c.panels,
      message: this.messages.text,
      chart: charts && trace ? charts.chartView(trace, counters, m) : null,
      cover: charts && columnSizes && g ? charts.coverView(columnSizes, g, s?.last ?? null, m) : null,
      unitPenalties,
      runtimes: plan && charts && study ? charts.runtimeView(plan, study.current, study.earlier(c.board, plan), study.running, m) : null,
      tree,
      messages: m,
    });
    let live = null;
    if (g) {
      const fast = c.player.target != null || c.player.speed > NARRATE_UP_TO;
      const end = banner({ status: c.status, done, counters, refutation: c.refutation, geometry: g, exact }, m);
      const next = liveAnnouncement(this.live, {
        now: performance.now(),
        status: c.status,
        fast,
        steps: counters.steps,
        narration: s?.last ? narrate(s.last, g, counters, m) : state.narration,
        summary: summary(c.status, counters, exact, m),
        banner: end?.text ?? '',
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
  side: FIRST_SIDE,
  box: Math.sqrt(FIRST_SIDE),
  cells: FIRST_SIDE * FIRST_SIDE,
  empty: '',
  digits: '',
  unitCells: new Uint16Array(0),
  unitsOf: new Uint16Array(0),
  unitsOfCell: () => new Uint16Array(0),
  cellsOfUnit: () => new Uint16Array(0),
  arrows: [],
  moves: new Uint16Array(0),
  columns: new Uint16Array(0),
  unitName: () => '',
  cellName: () => '',
  sharedUnit: () => undefined,
};
