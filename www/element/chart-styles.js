// The chart panel's styles (views/chart.js, views/runtimes-panel.js), adopted when the panel is first
// shown (styles.js): each series has a dash pattern, a key or a plot of its own besides its colour.

/** The chart panel's rules. */
export const CHART_CSS = String.raw`
.chart-panel { margin-top: 12px; container: chart / inline-size; }
.chart-panel .plot.empty { display: none; }
.chart-panel .series.runtime { stroke: var(--forced); }
.chart-panel .series.runtime-previous { stroke: var(--muted); stroke-dasharray: 5 3; }
.chart-panel .runtime-reference { stroke: var(--accent); stroke-width: 2px; vector-effect: non-scaling-stroke; }
.runtime-legend { margin: 4px 0 0; display: flex; flex-wrap: wrap; gap: 4px 12px; font-size: 11px; color: var(--muted); }
.runtime-key { display: inline-flex; align-items: center; gap: 4px; }
.runtime-key .swatch { display: inline-block; width: 14px; height: 0; border-top: 2px solid var(--forced); }
.runtime-key.previous .swatch { border-top: 2px dashed var(--muted); }
.runtime-key.reference .swatch { width: 0; height: 10px; border-top: 0; border-left: 2px solid var(--accent); }
.runtime-actions { margin: 0 0 6px; font-size: 12px; display: flex; gap: 8px; align-items: center; }
.runtime-ticks { display: flex; justify-content: space-between; font-size: 11px; color: var(--muted); }
/* The run-time plot scales its fixed box to the panel; the penalty chart is laid out in the panel's
   pixels at the plot's type size (views/chart.js), so its labels are text of the page's size. */
.chart-panel .plot { display: block; width: 100%; height: 110px; border-bottom: 1px solid var(--line); }
.chart-panel svg.plot.run { height: auto; border-bottom: 0; font-size: 12px; overflow: visible; }
.chart-panel .tick { fill: var(--muted); font-variant-numeric: tabular-nums; }
.chart-panel .axis-title { fill: var(--ink); font-weight: 600; }
.chart-panel .grid { stroke: color-mix(in srgb, var(--line) 45%, transparent); stroke-width: 1px; }
.chart-panel .restart { fill: var(--ink); }
.chart-panel .series { stroke-width: 2px; vector-effect: non-scaling-stroke; }
.chart-panel .series.penalty { stroke: var(--clash); }
.chart-panel .series.temperature { stroke: var(--accent); }
.chart-panel .axis { stroke: var(--line); }
.chart-panel .band.penalty { fill: color-mix(in srgb, var(--clash) 22%, transparent); }
.chart-panel .band.temperature { fill: color-mix(in srgb, var(--accent) 16%, transparent); }
.chart-keys { margin: 6px 0 0; font-size: 12px; display: flex; gap: 12px; flex-wrap: wrap; }
.chart-keys .key::before { content: ""; display: inline-block; width: 14px; height: 3px; margin-right: 6px; vertical-align: middle; }
.chart-keys .key.penalty::before { background: var(--clash); }
.chart-keys .key.temperature::before { background: var(--accent); }
.chart-keys .key.restart::before { width: 0; height: 0; background: none; border: 5px solid transparent; border-top: 0; border-bottom: 8px solid var(--ink); }
.chart-summary { margin: 4px 0 0; font-size: 12px; color: var(--muted); }
/* A narrow panel (a phone's column, a page zoomed in): smaller type on the plot, one key a line. */
@container chart (max-width: 360px) {
  .chart-panel svg.plot.run { font-size: 11px; }
  .chart-keys { flex-direction: column; gap: 2px; }
}
`;
