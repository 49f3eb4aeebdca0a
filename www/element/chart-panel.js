// The chart panel's part of an element's state: the panel's chunk (charts.js: its views, its
// layouts and the run-time study), imported when the panel is first shown, the study once it
// is there, and the study plan of the strategy shown, made again only when that changes.
import { wantArea } from '../i18n/messages.js';

/** @typedef {import('../engine/engine.js').StrategyInfo} StrategyInfo */
/** @typedef {import('../model/runtime-plot.js').StudyPlan} StudyPlan */

export class ChartPanel {
  /** @param {() => void} render  draws the element once the chunk is in */
  constructor(render) {
    this.render = render;
    /** The panel's chunk with its words, once in. @type {typeof import('./charts.js') | null} */
    this.kit = null;
    /** Runs of the board over seeds or digit orders, for the run-time distribution (with `kit`). @type {import('./runtime-study.js').RuntimeStudy | null} */
    this.study = null;
    /** @type {Promise<void> | null} */
    this.loading = null;
    /** The last plan and the strategy and parameters it is of. */
    this.planned = { key: '', plan: /** @type {StudyPlan | null} */ (null) };
  }

  /** Imports the chunk and its words when `panels` first names the chart. @param {readonly string[]} panels */
  sync(panels) {
    if (this.kit || !panels.includes('chart')) return;
    this.loading ??= Promise.all([import('./charts.js'), wantArea('charts')]).then(([kit]) => {
      this.kit = kit;
      this.study = new kit.RuntimeStudy(this.render);
      this.render();
    });
  }

  /**
   * The run-time study `strategy` with `params` allows, if any: asked for on every frame the
   * panel is drawn, so planned again only when either changes.
   * @param {StrategyInfo | undefined} info  the strategy, as the engine describes it
   * @param {string} params
   */
  plan(info, params) {
    if (!info || !this.kit) return null;
    const key = `${info.name} ${params}`;
    if (this.planned.key !== key) this.planned = { key, plan: this.kit.studyPlan(info, params) };
    return this.planned.plan;
  }
}
