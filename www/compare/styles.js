// <sudoku-compare>'s own styles, adopted after the stepper's shared sheet (styles.js), whose
// board, counters, banner, controls and palette it reuses: searches side by side, sized so that
// all of them and the controls fit the viewport; the step slider, the line that says where the
// race is, the table at the end, and the presenter's type and palette.
import { stylesheet } from '../element/styles.js';
import { palette, schemePalette } from '../element/theme-styles.js';

/** The presenter's high-contrast palette: blue, bluish green, vermillion and yellow-orange are
 *  told apart with any colour vision (Okabe and Ito), and every state keeps its non-colour cue;
 *  light or dark by the element's color-scheme. */
const PRESENTER = palette(
  ':host([presenter])',
  schemePalette({
    bg: ['#ffffff', '#000000'],
    panel: ['#f2f2f2', '#141414'],
    ink: ['#000000', '#ffffff'],
    muted: ['#1f1f1f', '#e6e6e6'],
    line: ['#6b6b6b', '#8c8c8c'],
    thick: ['#000000', '#ffffff'],
    guess: ['#0050a0', '#7cc4f4'],
    forced: ['#006b4f', '#3ddbb0'],
    clash: ['#b02a00', '#ff8a5c'],
    orange: ['#8a5600', '#f5c242'],
    tint: ['#dcecf8', '#0e2a40'],
    'tint-strong': ['#b9daf2', '#17486b'],
    accent: ['#0050a0', '#7cc4f4'],
    'accent-ink': ['#ffffff', '#000000'],
    solved: ['#d4f0e6', '#0a3326'],
    'banner-bad': ['#fbe2d8', '#3d1608'],
    focus: ['#000000', '#ffe14d'],
    surface: ['#ffffff', '#000000'],
  }),
);

export const compareSheet = stylesheet(String.raw`
:host { max-width: none; }
${PRESENTER}

/* Every search at once: --below is what the element shows under the searches (controls, step
   slider, the race's line) plus room for a page's heading above it; the rows of searches share
   the rest of the viewport's height, and each board takes what its search's heading, counters
   and narration leave (the board's box is a size container). */
.app { --below: 250px; }
:host([presenter]) .app { --below: 215px; }
.lanes { display: grid; gap: 12px; --cols: 2; --rows: 1; grid-template-columns: repeat(var(--cols), minmax(0, 1fr)); }
.lanes[data-lanes="3"] { --cols: 3; }
.lanes[data-lanes="4"] { --cols: 4; }
@container app (max-width: 860px) { .lanes[data-lanes="4"] { --cols: 2; --rows: 2; } }
@container app (max-width: 700px) { .lanes[data-lanes="3"] { --cols: 2; --rows: 2; } }
.lane {
  min-width: 0; display: flex; flex-direction: column; gap: 6px; container: lane / inline-size;
  height: max(300px, (100svh - var(--below)) / var(--rows) - 12px);
}
/* As tall as the search is wide (a square board), less when the height is short. */
.lane .board-wrap {
  flex: 0 1 100cqi; min-height: 140px; max-width: none; container: board / size;
  display: flex; flex-direction: column; align-items: center; gap: 6px;
}
.lane .board { --fit: min(100cqi, 100cqb); flex: none; }
/* Only the board gives way: the heading, counters, narration and banner keep their heights. */
.lane > :not(.board-wrap) { flex: none; }
/* When the searches do not fit (a phone, a zoomed page), the controls stay at the screen's foot. */
.race-controls { position: sticky; bottom: 0; z-index: 4; background: var(--surface); padding-bottom: 4px; }
/* A phone: one search under another, each board as wide as the screen. */
@container app (max-width: 520px) {
  .lanes[data-lanes] { --cols: 1; }
  .race-controls { border-top: 1px solid var(--line); }
  .lane { height: auto; }
  .lane .board-wrap { flex: none; min-height: 0; container: board / inline-size; }
  .lane .board { --fit: 100cqi; }
}
.lane-name { margin: 0; font-size: 16px; font-weight: 700; overflow-wrap: anywhere; line-height: 1.25; }

/* Compact counters: the name over the figure, as many columns as the search's width holds. */
.lane .counters-panel { padding: 6px 8px; }
.lane .counters-panel h2 { display: none; }
.lane .counters { grid-template-columns: repeat(4, minmax(0, 1fr)); gap: 2px 8px; }
.lane .counters div { flex-direction: column; gap: 0; }
.lane .counters dt { font-size: 12px; overflow: hidden; text-overflow: ellipsis; }
.lane .counters dd { font-size: 15px; }
@container lane (max-width: 420px) { .lane .counters { grid-template-columns: repeat(3, minmax(0, 1fr)); } }
@container lane (max-width: 280px) { .lane .counters { grid-template-columns: repeat(2, minmax(0, 1fr)); } }
/* The narration keeps its height (three lines) so that nothing below it jumps while playing;
   the whole sentence is in the live region. At the end the banner takes its place and height. */
.lane { --say: calc(3 * 13px * 1.35 + 12px); }
.lane .narration, .lane .banner { margin: 0; font-size: 13px; line-height: 1.35; height: var(--say); min-height: 0; padding: 6px 10px; }
/* Clipped at the padding box: transparent borders, not padding, keep a fourth line out of sight. */
.lane .narration {
  padding-block: 0; border-block: 6px solid transparent;
  overflow: hidden; display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 3;
}
.lane .banner { display: grid; place-items: center; font-size: 14px; }
.lane:has(.banner:not([hidden])) .narration { display: none; }

.scrub { display: flex; align-items: center; gap: 10px; margin-top: 8px; color: var(--muted); font-size: 13px; }
.scrub-slider { flex: 1; min-width: 0; accent-color: var(--accent); }
.scrub-at { min-width: 9em; text-align: right; font-variant-numeric: tabular-nums; color: var(--ink); font-weight: 600; }
.race-line { margin: 6px 0 0; color: var(--muted); }
.results { margin-top: 16px; overflow-x: auto; position: relative; }
.results h2 { margin: 0 0 8px; font-size: 18px; }
.results-table { border-collapse: collapse; width: 100%; font-variant-numeric: tabular-nums; font-size: 14px; }
.results-table th, .results-table td { padding: 6px 8px; border-bottom: 1px solid var(--line); text-align: right; white-space: nowrap; }
.results-table th[scope="row"], .results-table thead th:first-child, .results-table .outcome { text-align: left; }
.results-table thead th { color: var(--muted); font-size: 12px; text-transform: uppercase; letter-spacing: .04em; vertical-align: bottom; }
/* A composed search's own columns (pruned, jumped) make the table wider: headings wrap first. */
.results-table thead th:not(:first-child) { white-space: normal; }
/* …then a long composition's name (csp: MRV + MAC + CBJ) breaks at its pluses. */
.results-table th[scope="row"] { white-space: normal; min-width: 7em; }
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

/* Presenter: counters of 24 px, names and controls that read from the back of a room. Each
   lane's narration keeps one line (screen readers still hear it all), which the banner takes
   at the end. */
:host([presenter]) { font-size: 18px; }
:host([presenter]) .lane-name { font-size: 22px; }
:host([presenter]) .lane .cell { font-size: calc(var(--cell) * .72); }
:host([presenter]) .lane .counters dt { font-size: 15px; color: var(--ink); }
:host([presenter]) .lane .counters dd { font-size: 24px; font-weight: 750; }
:host([presenter]) .lane { --say: calc(18px * 1.35 + 12px); }
:host([presenter]) .lane .narration, :host([presenter]) .lane .banner { font-size: 18px; }
:host([presenter]) .lane .narration { -webkit-line-clamp: 1; }
:host([presenter]) .lane .banner { font-size: 16px; padding-inline: 4px; white-space: nowrap; overflow: hidden; }
:host([presenter]) .controls button, :host([presenter]) .speed, :host([presenter]) .scrub { font-size: 18px; }
:host([presenter]) .race-line { font-size: 20px; color: var(--ink); }
:host([presenter]) .results-table { font-size: 18px; }
:host([presenter]) .results-table th, :host([presenter]) .results-table td { padding: 6px 6px; }
:host([presenter]) .results-table thead th { font-size: 13px; letter-spacing: 0; }
:host([presenter]) .results-summary { font-size: 20px; }
@container lane (max-width: 300px) { :host([presenter]) .lane .counters { grid-template-columns: repeat(2, minmax(0, 1fr)); } }
`);
