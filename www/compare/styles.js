// <sudoku-compare>'s own styles, adopted after the stepper's shared sheet (styles.js), whose
// board, counters, banner, controls and palette it reuses: searches side by side, the line that
// says where the race is, and the table at the end.
import { stylesheet } from '../element/styles.js';

export const compareSheet = stylesheet(String.raw`
:host { max-width: none; }
.lanes { display: grid; gap: 16px; grid-template-columns: repeat(2, minmax(0, 1fr)); }
.lanes[data-lanes="3"] { grid-template-columns: repeat(3, minmax(0, 1fr)); }
.lanes[data-lanes="4"] { grid-template-columns: repeat(4, minmax(0, 1fr)); }
@container app (max-width: 1100px) { .lanes[data-lanes="4"] { grid-template-columns: repeat(2, minmax(0, 1fr)); } }
@container app (max-width: 760px) { .lanes[data-lanes="3"] { grid-template-columns: repeat(2, minmax(0, 1fr)); } }
@container app (max-width: 520px) { .lanes[data-lanes] { grid-template-columns: minmax(0, 1fr); } }
.lane { min-width: 0; display: flex; flex-direction: column; gap: 8px; container: lane / inline-size; }
/* Counters in as many columns as a search's width holds. */
@container lane (max-width: 440px) { .lane .counters { grid-template-columns: repeat(2, minmax(0, 1fr)); } }
@container lane (max-width: 320px) { .lane .counters { grid-template-columns: minmax(0, 1fr); } }
.lane-name { margin: 0; font-size: 16px; font-weight: 700; overflow-wrap: anywhere; }
.lane .board-wrap { max-width: none; }
.lane .board { --fit: min(100cqi, 600px); }
.lane .banner { font-size: 14px; padding: 6px 10px; }
.lane .narration { margin: 0; font-size: 13px; min-height: 3.4em; }
/* Compare steps forward only. */
.controls .back { display: none; }
.race-line { margin: 8px 0 0; color: var(--muted); }
.results { margin-top: 16px; overflow-x: auto; position: relative; }
.results h2 { margin: 0 0 8px; font-size: 18px; }
.results-table { border-collapse: collapse; width: 100%; font-variant-numeric: tabular-nums; font-size: 14px; }
.results-table th, .results-table td { padding: 6px 10px; border-bottom: 1px solid var(--line); text-align: right; white-space: nowrap; }
.results-table th[scope="row"], .results-table thead th:first-child, .results-table .outcome { text-align: left; }
.results-table thead th { color: var(--muted); font-size: 12px; text-transform: uppercase; letter-spacing: .04em; }
.results-table td.win { font-weight: 750; background: var(--solved); box-shadow: inset 3px 0 0 var(--forced); }
.results-table .star { color: var(--forced); }
.results-summary { margin: 8px 0; }
.results-actions { display: flex; gap: 10px; align-items: center; }
.copied { color: var(--muted); font-size: 14px; }
.link { width: 100%; margin-top: 8px; padding: 6px 8px; border: 1px solid var(--line); border-radius: 8px; background: var(--bg); font: 12px/1.4 ui-monospace, SFMono-Regular, Menlo, monospace; }
.sr { position: absolute; width: 1px; height: 1px; margin: -1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
@container app (max-width: 640px) {
  .results-table th, .results-table td { padding: 4px 6px; font-size: 13px; }
  .results-table thead th { white-space: normal; font-size: 11px; }
}
`);
