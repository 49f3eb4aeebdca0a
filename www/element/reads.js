// What one <sudoku-stepper> reads from its engine for a draw: the snapshot, whether the search is
// over, the chart's record and columns, the board's unit penalties and the tree panel's view. The
// controller, which owns the engine and the search, reads them before the presenter
// (presenter.js) turns its state into what the views draw, so that the presenter only reads.
import { wantArea } from '../i18n/messages.js';

/** @typedef {import('./controller.js').Controller} Controller */
/** @typedef {import('../engine/engine.js').BoardGeometry} BoardGeometry */
/** @typedef {import('../engine/session.js').Session} Session */
/** @typedef {import('../engine/session.js').Snapshot} Snapshot */
/** @typedef {import('../model/tree.js').TreeView} TreeView */
/** @typedef {typeof import('../model/tree.js') & Pick<typeof import('../model/treedraw.js'), 'openedKeys'>} TreeModels */
/** @typedef {import('../model/trace.js').Series} Series */

/**
 * One draw's reads. The snapshot is views of WASM memory, read last so that no later call
 * (which may grow memory) detaches them before the draw.
 * @typedef {object} Reads
 * @property {boolean} exact  whether the strategy is exact (false: a local search)
 * @property {Snapshot | null} snapshot
 * @property {boolean} done  nothing left to search (`Session.over`)
 * @property {Series | null} trace        the chart's record of a local search, while the chart is shown
 * @property {Uint8Array | null} columnSizes  `dlx`'s columns, while the chart is shown
 * @property {Uint8Array | null} unitPenalties  a local search's digits missing per unit
 * @property {TreeView | null} tree       while the tree panel is shown, once its models are in
 */

/** @type {Reads} */
const NOTHING = { exact: true, snapshot: null, done: false, trace: null, columnSizes: null, unitPenalties: null, tree: null };

export class EngineReads {
  /** @param {Controller} c  the search read, and what it is shown with */
  constructor(c) {
    this.c = c;
    /** What the last `read` found. @type {Reads} */
    this.now = NOTHING;
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
  }

  /**
   * Reads what the next draw shows from the engine.
   * @param {import('../i18n/messages.js').Messages} m  the element's language (the tree's words)
   */
  read(m) {
    const c = this.c;
    const g = c.geometry;
    const s = c.session;
    const exact = c.engine?.strategies.find((x) => x.name === c.strategy)?.exact ?? true;
    if (!s || !g) {
      // No board drawn from a search: its views read nothing ("done" is whether a search is over).
      this.now = { ...NOTHING, exact, done: s?.over ?? false };
      return;
    }
    // Once the chart panel's modules and words are in (ChartPanel.sync).
    const chart = c.panels.includes('chart') && c.charts.kit != null;
    // Each read only while what shows it is shown; the record is read only of a local search.
    const trace = !exact && chart ? this.series(s) : null;
    const columnSizes = chart ? s.columnSizes() : null;
    const unitPenalties = s.unitPenalties();
    const tree = c.panels.includes('tree') ? this.tree(s, g, exact, m) : null;
    this.now = { exact, trace, columnSizes, unitPenalties, tree, done: s.over, snapshot: s.snapshot(c.candidates) };
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
      this.treeLoading ??= Promise.all([import('../model/tree.js'), import('../model/treedraw.js'), wantArea('tree')]).then(([tree, draw]) => {
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
    // The tree's words follow the engine's stack, as the stack panel does: read (and copied)
    // before the tree's views, which a call that allocates would detach.
    const snap = s.snapshot(false);
    const stack = snap.stack.slice();
    const values = snap.values.slice();
    const next = s.nextTry();
    const view = treeView(
      {
        tree: s.tree(),
        stack,
        values,
        next,
        layout,
        icicle: shown,
        depths,
        geometry: g,
        exact,
        strategy: c.strategy,
        steps: s.steps,
        expanded: c.treeExpanded,
      },
      m,
    );
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
}
