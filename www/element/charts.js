// The chart panel in one chunk, imported when the panel is first shown (ChartPanel.sync,
// layout.js): its views, the layouts of a local search's chart, dlx's exact-cover columns and
// the run-time distribution, and the study that runs it. An element that shows no chart
// downloads none of it.
import * as chart from '../views/chart.js';
import * as cover from '../views/cover.js';
import * as runtimes from '../views/runtimes-panel.js';

/** The panel's views, by name (layout.js's table). */
export const views = { chart, cover, runtimes };
export { RuntimeStudy } from './runtime-study.js';
export { runtimeView, studyPlan } from '../model/runtime-plot.js';
export { chartView } from '../model/trace.js';
export { coverView } from '../model/cover.js';
