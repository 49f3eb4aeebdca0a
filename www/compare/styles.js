// <sudoku-compare>'s own styles, adopted after the stepper's shared sheet (styles.js), whose
// board, counters, banner, controls and palette it reuses: searches side by side, sized so that
// all of them and the controls fit the viewport; the step slider, the line that says where the
// race is, the table at the end, and the presenter's type and palette.
import { stylesheet } from '../element/sheet.js';
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

/* The searches, never over each other: each lane is as tall as its parts (heading, board,
   counters, narration or banner), one row of the lanes' grid each (a subgrid), so the parts of
   the lanes side by side line up, csp's extra counters included. Only the board's side is
   computed: as wide as its lane, but no taller than the screen's share of a row of lanes
   (--screen less --below, the controls, the race's line and room for a page's heading, less
   the lane's other parts: --rest and the rows of counters its width gives), and never under
   --floor. The element's height thus follows from its width, the number of lanes and the
   screen's height. */
.lanes {
  --screen: 100svh; --below: 265px; --rest: 127px; --counter: 38px; --floor: 200px;
  display: grid; column-gap: 12px; row-gap: 6px; --cols: 2; --rows: 1;
  grid-template-columns: repeat(var(--cols), minmax(0, 1fr));
}
.lanes[data-lanes="3"] { --cols: 3; }
.lanes[data-lanes="4"] { --cols: 4; }
@container app (max-width: 860px) { .lanes[data-lanes="4"] { --cols: 2; --rows: 2; } }
@container app (max-width: 700px) { .lanes[data-lanes="3"] { --cols: 2; --rows: 2; } }
.lane {
  min-width: 0; display: grid; grid-row: span 4; grid-template-rows: subgrid; row-gap: 6px;
  container: lane / inline-size;
}
.lane > .lane-name { grid-row: 1; }
.lane > .board-wrap { grid-row: 2; }
.lane > .counters-panel { grid-row: 3; margin: 0; }
.lane > :is(.banner, .message, .narration) { grid-row: 4; margin: 0; }
.lane .board-wrap {
  max-width: none; display: flex; flex-direction: column; align-items: center; --counters: 2;
  --board: min(100cqi, max(var(--floor), (var(--screen) - var(--below)) / var(--rows) - var(--rest) - var(--counters) * var(--counter)));
}
/* (Above presenter mode's rule for the stepper's board, whichever sheet comes last.) */
:host .lanes > .lane .board { --fit: var(--board); }
/* A phone: one search under another, each board as wide as the screen, and the controls kept at
   the screen's foot, the searches being screens long (only here: where the lanes sit side by
   side the element is about a screen tall, and a bar over them would hide their banners). */
@container app (max-width: 520px) {
  .lanes[data-lanes] { --cols: 1; }
  .lane .board-wrap { --board: 100cqi; }
  .race-controls { position: sticky; bottom: 0; z-index: 4; background: var(--surface); padding-bottom: 4px; border-top: 1px solid var(--line); }
}
.lane-name { margin: 8px 0 0; font-size: 16px; font-weight: 700; overflow-wrap: anywhere; line-height: 1.25; }

/* Compact counters: the name over the figure, as many columns as the search's width holds. */
.lane .counters-panel { padding: 6px 8px; }
.lane .counters-panel h2 { display: none; }
/* (Above presenter mode's counters, whichever sheet comes last.) */
:host .lanes .lane .counters { grid-template-columns: repeat(4, minmax(0, 1fr)); gap: 2px 8px; }
.lane .counters div { flex-direction: column; gap: 0; }
.lane .counters dt { font-size: 12px; overflow: hidden; text-overflow: ellipsis; }
.lane .counters dd { font-size: 15px; }
@container lane (max-width: 420px) {
  :host .lanes .lane .counters { grid-template-columns: repeat(3, minmax(0, 1fr)); }
  .lane .board-wrap { --counters: 3; }
}
@container lane (max-width: 280px) {
  :host .lanes .lane .counters { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  .lane .board-wrap { --counters: 4; }
}
/* The narration keeps its height (three lines, the whole sentence in its title and the live
   region) so that nothing below it jumps while playing; at the end the banner takes its place
   and height. Only whole lines show (an ellipsis would cut a word): transparent borders, not
   padding, keep a fourth out of sight. */
.lane { --say: calc(3 * 13px * 1.35 + 12px); }
.lane .narration, .lane .banner { font-size: 13px; line-height: 1.35; height: var(--say); min-height: 0; padding: 6px 10px; }
.lane .narration {
  padding-block: 0; border-block: 6px solid transparent; overflow: hidden; display: block;
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
   lane's narration keeps two lines (its title and the live region have it all), which the
   banner takes at the end. */
:host([presenter]) { font-size: 18px; }
:host([presenter]) .lane-name { font-size: 22px; }
:host([presenter]) .lane .board { font-size: calc(var(--cell) * .72); }
:host([presenter]) .lane .counters dt { font-size: 15px; line-height: 1.2; color: var(--ink); }
:host([presenter]) .lane .counters dd { font-size: 24px; line-height: 1.2; font-weight: 750; }
:host([presenter]) .lane { --say: calc(2 * 18px * 1.3 + 12px); }
:host([presenter]) .lane :is(.narration, .banner) { font-size: 18px; line-height: 1.3; }
:host([presenter]) .lane .banner { font-size: 16px; padding-inline: 4px; }
:host([presenter]) .controls button, :host([presenter]) .speed, :host([presenter]) .scrub { font-size: 18px; }
:host([presenter]) .race-line { font-size: 20px; color: var(--ink); }
:host([presenter]) .results-table { font-size: 18px; }
:host([presenter]) .results-table th, :host([presenter]) .results-table td { padding: 6px 6px; }
:host([presenter]) .results-table thead th { font-size: 13px; letter-spacing: 0; }
:host([presenter]) .results-summary { font-size: 20px; }
@container lane (max-width: 300px) {
  :host([presenter]) .lanes .lane .counters { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  :host([presenter]) .lane .board-wrap { --counters: 4; }
}

/* Presenter on a screen (a projector, a slide of --sudoku-presenter-height): the race's line
   on top, the lanes as large as the screen's height allows, the controls at the foot; at the end
   the table takes the lanes' place (← shows the boards again), so it is read without scrolling. */
:host([presenter]) .app { display: grid; grid-template-columns: minmax(0, 1fr); }
@container app (min-width: 600px) {
  :host([presenter]) .lanes { --screen: var(--sudoku-presenter-height, 100svh); --below: 200px; --rest: 129px; --counter: 47px; --floor: 200px; }
  :host([presenter]) .race-line { grid-row: 1; margin: 0 0 4px; }
  :host([presenter]) :is(.lanes, .results) { grid-row: 2; grid-column: 1; }
  :host([presenter]) .race-controls { grid-row: 3; }
  :host([presenter]) .race-message { grid-row: 4; }
  :host([presenter]) .results { margin: 0; align-self: start; }
  :host([presenter]) .app:has(> .results:not([hidden])) > .lanes { visibility: hidden; }
  /* Two searches one above the other on a narrow screen (a laptop at 150 % zoom). */
  :host([presenter]) .lanes[data-lanes="2"] { --cols: 1; --rows: 2; --arrange: side; }
}
@container app (min-width: 900px) {
  :host([presenter]) .lanes[data-lanes="2"] { --cols: 2; --rows: 1; --arrange: none; }
  :host([presenter]) .lanes[data-lanes="4"] { --cols: 2; --rows: 2; --arrange: side; }
}
/* Side by side (four searches two by two, or two on a short screen): each board beside its
   name, counters and narration, under which it would keep a third of a row's height. The board
   is as tall as a row of lanes may be and leaves the side at least --side. */
@container style(--arrange: side) {
  .lanes > .lane { grid-row: auto; grid-template: auto auto 1fr / auto minmax(0, 1fr); gap: 6px 12px; }
  .lanes > .lane > .board-wrap {
    grid-area: 1 / 1 / -1 / 2; width: var(--board); --side: 12em;
    --board: min(100cqi - var(--side) - 12px, max(var(--floor), (var(--screen) - var(--below)) / var(--rows) - 6px));
  }
  :host .lanes > .lane > .board-wrap > .board { --fit: 100cqi; }
  .lanes > .lane > :not(.board-wrap) { grid-column: 2; }
  .lanes > .lane > .lane-name { grid-row: 1; margin: 0; }
  .lanes > .lane > .counters-panel { grid-row: 2; }
  .lanes > .lane > :is(.banner, .message, .narration) { grid-row: 3; align-self: start; }
  :host .lanes > .lane .counters { grid-template-columns: repeat(auto-fill, minmax(90px, 1fr)); gap: 2px 8px; }
}
/* Below 1200 px (a 4:3 projector) one line of narration, so that four lanes fit 768 px. */
@container app (max-width: 1199px) {
  @container style(--arrange: side) {
    :host .lanes > .lane { --say: calc(18px * 1.3 + 12px); }
  }
}
`);
