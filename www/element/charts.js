// The run-time study and the layout of its chart, imported when the chart panel is first shown
// (Controller.syncCharts): an element that shows no chart downloads none of it.
export { RuntimeStudy } from './runtime-study.js';
export { runtimeView, studyPlan } from '../model/runtime-plot.js';
