// Presenter mode's styles (the `presenter` attribute), part of the stylesheet every element of the
// include adopts (styles.js): a palette for a projector, a type scale read from the back of a
// room, a shape or weight beside every colour of the board, the blank screen, and the stepper's
// one-screen layout. <sudoku-compare> gets the palette, the scale, the board's cues and the blank
// screen with its own `presenter` attribute; the layout rules below are the stepper's (they
// select its `.layout`), so a compare layout reads the scale's properties in its own sheet:
//   --p-text   body text, narration, counters, stack and pseudo-code (at least 22 px)
//   --p-small  secondary text: labels, captions, keys (at least 16 px)
//   --p-control  buttons and menus
//   --p-digit  a board digit's size as a share of its cell

import { palette, schemePalette } from './theme-styles.js';

/**
 * The palette: Okabe and Ito's colour-blind-safe hues (blue, bluish green, vermillion, reddish
 * purple, yellow), darkened on white and lightened on black until every text colour has a
 * contrast of at least 4.5:1 on the backgrounds it is drawn on. Guess blue, forced green,
 * clash vermillion and backtrack purple differ in lightness as well as hue. Light or dark by the
 * element's color-scheme, as the other themes; a page's --sudoku-* colours still win.
 */
const PALETTE = palette(
  ':host([presenter])',
  schemePalette({
    bg: ['#ffffff', '#000000'],
    panel: ['#f2f4f7', '#111418'],
    ink: ['#000000', '#ffffff'],
    muted: ['#3d434d', '#c4c9d2'],
    line: ['#6b7280', '#5a6270'],
    thick: ['#000000', '#e8e8e8'],
    guess: ['#0072b2', '#56b4e9'],
    forced: ['#006b4f', '#2ec4a0'],
    clash: ['#a84a00', '#ff8c4d'],
    orange: ['#8f3d6e', '#e69bc8'],
    tint: ['#e3f1fa', '#0b2233'],
    'tint-strong': ['#cfe8f7', '#123a57'],
    accent: ['#0072b2', '#56b4e9'],
    'accent-ink': ['#ffffff', '#000000'],
    solved: ['#dff5ec', '#06291f'],
    'banner-bad': ['#fbe6d9', '#3a1a05'],
    focus: ['#8a5a00', '#f0e442'],
    surface: ['#ffffff', '#000000'],
  }),
);

/**
 * The type scale: 22 px at 768 px of height and more on larger screens (2.9 % of the height), so
 * text keeps its share of a projected picture.
 */
export const PRESENTER_SCALE = `
  --p-text: max(22px, 2.9svh); --p-small: max(16px, 2.1svh); --p-control: max(18px, 2.4svh); --p-digit: .74;`;

/** The chrome of the stepper's presenter layout around the board (toolbar, two rows of controls, narration, gaps), and what the side's pseudo-code needs of the width: the board's column gives way to it. */
const CHROME = '300px';
/** The same with candidates, where the controls are beside the board. */
const CANDIDATES_CHROME = '160px';
/** The same on a short screen, where the controls are one row across the screen. */
const SHORT_CHROME = '210px';
/** The second row of the presenter's toolbar, the composed strategy's menus, with its gap. */
const COMPOSE_ROW = '52px';

export const PRESENTER_CSS = String.raw`
${PALETTE}
:host([presenter]) {${PRESENTER_SCALE}
  max-width: none; border-radius: 0; font-size: var(--p-text); line-height: 1.3;
}

/* The blank screen: black over everything, as a presenter's B key gives. */
.blank { display: none; }
:host([presenter]) .blank:not([hidden]) { display: block; position: fixed; inset: 0; z-index: 2147483647; background: #000; }

/* Controls and menus a room can read, at fixed widths: a label that changes (Play/Pause, Run to
   end/Cancel) never moves the buttons beside it. */
:host([presenter]) :is(button, select) { font-size: var(--p-control); min-height: 48px; }
:host([presenter]) button svg { width: .9em; height: .9em; vertical-align: -.1em; }
:host([presenter]) .controls .primary { min-width: 6.2em; }
:host([presenter]) .controls .end { min-width: 7.6em; }
:host([presenter]) .speed { font-size: var(--p-small); }
:host([presenter]) .speed output { min-width: 6em; }

/* Every state of a cell has a cue besides its colour: givens are heavy, forced digits underlined,
   the current cell a solid ring, the edited cell a dashed one, a clash a double ring, a unit
   without room a dotted one, a dead end a cross, a cleared digit struck through, a moved digit
   (local search) a dashed ring, and the penalty of a cell's units one to three dots. */
:host([presenter]) .board { font-size: calc(var(--cell) * var(--p-digit)); }
:host([presenter]) .cell.given .v { font-weight: 800; }
:host([presenter]) .cell.forced .v { text-decoration: underline; text-decoration-thickness: max(2px, .07em); text-underline-offset: .08em; }
:host([presenter]) .cell.cur { --mark: inset 0 0 0 4px var(--accent); }
:host([presenter]) .cell.sel { --mark: none; outline: 3px dashed var(--focus); outline-offset: -5px; }
:host([presenter]) .cell.clash { --mark: none; outline: 6px double var(--clash); outline-offset: -7px; }
:host([presenter]) .cell.unit { outline: 3px dotted var(--clash); outline-offset: -5px; }
:host([presenter]) .cell.moved { --mark: none; outline: 3px dashed var(--orange); outline-offset: -5px; }
:host([presenter]) .cell:is(.heat1, .heat2, .heat3)::before {
  position: absolute; top: 4%; left: 8%; font-size: .3em; line-height: 1; letter-spacing: -.05em; color: var(--clash);
}
/* Candidates as large as a cell holds them: a box's width of digits a line (the room between
   them narrowed), no room between lines. The cell under the pointer or with focus shows its
   candidates at the body text's size over its neighbours, as a 16×16 cell does. */
:host([presenter]) .cell[data-pencil]::after { font-size: calc(var(--cell) / var(--box)); line-height: 1; word-spacing: -.3em; color: var(--ink); }
:host([presenter]) .cell[data-pencil]:is(:hover, :focus-visible) { contain: none; z-index: 4; }
:host([presenter]) .cell[data-pencil]:is(:hover, :focus-visible)::after {
  display: grid; inset: -24px; z-index: 4; font-size: var(--p-text); line-height: 1.1; word-spacing: normal;
  background: var(--surface); border: 2px solid var(--accent); border-radius: 6px; box-shadow: 0 2px 10px rgb(0 0 0 / .35);
}
:host([presenter]) .cell.heat1::before { content: "•"; }
:host([presenter]) .cell.heat2::before { content: "••"; }
:host([presenter]) .cell.heat3::before { content: "•••"; }

/* ---- type for the panels --------------------------------------------------------------------- */
:host([presenter]) .panel :is(h2, summary) { font-size: var(--p-small); }
:host([presenter]) .tree-box { --tree-scale: 1.6; }
:host([presenter]) .banner { font-size: var(--p-text); }
/* Each counter a name over its value, three or more to a row: beside each other, at this size, a
   long name and a growing value would not fit a column of the side. */
:host([presenter]) .counters { grid-template-columns: repeat(auto-fill, minmax(120px, 1fr)); gap: 6px 14px; }
:host([presenter]) .counters div { display: grid; gap: 0; justify-content: stretch; }
:host([presenter]) .counters dt { font-size: var(--p-control); line-height: 1.2; overflow: hidden; text-overflow: ellipsis; }
:host([presenter]) .counters dd { font-size: var(--p-text); line-height: 1.25; }
:host([presenter]) .stack-list { font-size: var(--p-text); }
:host([presenter]) .stack-list li.head > span { font-size: var(--p-small); }
:host([presenter]) .code-lines, :host([presenter]) .code-lines.plain { font-size: var(--p-text); line-height: 1.15; }
:host([presenter]) .code-lines :is(.n, .ev) { font-size: var(--p-small); }
:host([presenter]) .code-toggle { min-height: 36px; font-size: var(--p-small); }
:host([presenter]) :is(.tree-note, .tree-summary, .tree-narration, .tree-keys, .tree-rows, .chart-keys, .chart-summary, .cover-summary, .cover-keys, .runtime-legend, .runtime-ticks) { font-size: var(--p-small); }
:host([presenter]) :is(.depth-figure, .cover-strip) figcaption { font-size: var(--p-small); }
:host([presenter]) .chart-panel svg.plot.run { font-size: var(--p-small); }

/* ---- the stepper's one screen ----------------------------------------------------------------
   Toolbar; the board with the controls under it; beside them, the panels, the full height of the
   board and the controls; the narration, two lines high, across the foot. The board's column is
   as wide as the height left for it (--p-board), at most 56 % of the width. The screen is the
   viewport's height, or a host's (--sudoku-presenter-height: a slide's). The panels are given the
   side's room by priority (fold.js): each open panel gets its readable minimum (the whole
   pseudo-code, three rows of the stack, 180 px of tree) or folds behind a tab, so
   that fewer show at once rather than slivers. Counter, narration and button boxes have fixed
   sizes, so nothing moves while the search plays. On a phone the narrow layout stays (board,
   controls, narration, then the panels), in presenter mode's type and colours.
   --under: room under the board for the tree's depth strip (styles.js). */
:host([presenter]) .app:has(> .layout) { padding: 8px 12px; --under: 0px; --p-height: var(--sudoku-presenter-height, 100svh); }
@media (min-width: 641px) {
  :host([presenter]) .app:has(> .layout) { height: var(--p-height); box-sizing: border-box; }
}
@container app (min-width: 641px) {
  :host([presenter]) .layout {
    --p-board: min(var(--p-height) - ${CHROME} - var(--under), 56cqi);
    display: grid; height: 100%; gap: 8px 16px; max-width: none;
    /* At least as wide as four buttons: the controls take two rows, never three. */
    grid-template-columns: max(var(--p-board), min(calc(var(--p-control) * 24), 56cqi)) minmax(0, 1fr);
    grid-template-rows: auto minmax(0, 1fr) auto auto;
    grid-template-areas: "toolbar toolbar" "board side" "controls side" "narration narration";
  }
  :host([presenter]) .layout > .main { display: contents; }
  /* One row of menus: their visible names give way (each menu keeps its accessible name); the
     preset menu takes the room left and gives it up first, the others keep their width. */
  :host([presenter]) .layout > .toolbar { grid-area: toolbar; margin: 0; flex-wrap: nowrap; }
  :host([presenter]) .layout > .toolbar label { flex: none; font-size: var(--p-small); }
  :host([presenter]) .layout > .toolbar label:not(.toggle) > span { display: none; }
  :host([presenter]) .layout > .toolbar label:first-child { flex: 1 1 0; min-width: 0; max-width: none; }
  :host([presenter]) .layout > .toolbar .preset { width: 100%; max-width: none; }
  :host([presenter]) .layout > .toolbar .toggle input { width: 22px; height: 22px; }
  /* "Build your own search" wraps to a second row of menus, which the board makes room for. */
  :host([presenter]) .layout > .toolbar:has(> .compose:not([hidden])) { flex-wrap: wrap; }
  :host([presenter]) .layout:has(> .toolbar > .compose:not([hidden])) { --p-board: min(var(--p-height) - ${CHROME} - ${COMPOSE_ROW} - var(--under), 56cqi); }
  /* One row, for the menus alone: the title gives them its room (the row keeps it as its
     accessible name, and the code panel's title names the composition), and each menu is as wide
     as the choice it shows, so that at 1024 px a room reads "Minimum remaining values" whole
     rather than four menus cut to the same width; they share the shortfall if there is one. */
  :host([presenter]) .layout > .toolbar .compose-title { display: none; }
  :host([presenter]) .layout > .toolbar .compose { flex-wrap: nowrap; min-width: 0; }
  :host([presenter]) .layout > .toolbar .compose label { flex: 0 1 auto; min-width: 0; }
  :host([presenter]) .layout > .toolbar .compose select { field-sizing: content; width: auto; min-width: 0; max-width: 100%; }
  :host([presenter]) .help { width: 48px; }
  :host([presenter]) .layout > :is(.strategy-note, .paste, .pad) { display: none; }
  :host([presenter]) .main > .board-wrap {
    grid-area: board; container: board / size; max-width: none; height: 100%; min-height: 0; position: relative;
  }
  :host([presenter]) .board { --fit: min(100cqi, 100cqb - var(--under)); }
  /* The controls in the board's column, two rows: the buttons, then the speed (beside the last
     buttons when the column is too narrow for all five). */
  :host([presenter]) .layout > .controls { grid-area: controls; margin: 0; gap: 6px; }
  :host([presenter]) .controls button { padding-inline: .5em; }
  :host([presenter]) .controls .speed { margin-left: 0; flex: 1 1 8em; }
  :host([presenter]) .controls .speed input { flex: 1 1 auto; width: auto; min-width: 60px; }
  :host([presenter]) .layout > .say { grid-area: narration; margin: 0; }
  :host([presenter]) .say > .narration {
    height: calc(2lh + 16px); overflow: hidden;
    display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2;
  }
  /* A run to a far step says how far it is over the narration, which it outruns anyway. */
  :host([presenter]) .layout > .progress { grid-area: narration; margin: 0; padding: 0 12px; z-index: 1; background: var(--panel); font-size: var(--p-small); }
  /* The side's room, by priority (fold.js reads --fold and folds what does not fit). Each panel
     keeps its readable minimum: the counters and the pseudo-code their whole height, the stack three rows, the tree and the charts 180 px; what is
     left goes to the stack, the tree and the charts. A panel alone in the side (the one chosen)
     takes the room there is, and scrolls inside itself. */
  :host([presenter]) .main > .side { grid-area: side / side / controls / side; height: auto; min-height: 0; overflow: hidden; gap: 6px; --fold: 1; }
  :host([presenter]) .side .panel { flex: 1 0 0; min-height: 0; padding: 6px 12px; display: flex; flex-direction: column; }
  :host([presenter]) .side :is(.counters-panel, .code-panel, .stack-panel:not([open])) { flex: 0 0 auto; }
  :host([presenter]) .side .code-lines { flex: 0 1 auto; min-height: 0; max-height: none; overflow: auto; overscroll-behavior: contain; }
  :host([presenter]) .code-head { margin-bottom: 2px; }
  :host([presenter]) .code-head h2 { white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
  :host([presenter]) .side .stack-list { flex: 1 1 0; min-height: calc(4 * (1.3em + 6px)); max-height: none; overflow: auto; overscroll-behavior: contain; }
  :host([presenter]) .tree-panel > div { flex: 1 1 0; min-height: 180px; overflow: auto; overscroll-behavior: contain; }
  :host([presenter]) .tree-box { height: 100%; max-height: none; min-height: 0; margin-top: 0; box-sizing: border-box; }
  :host([presenter]) .side :is(.chart-panel, .cover-panel, .runtimes-panel) { min-height: 180px; overflow: auto; }
  /* The exact cover's four strips in a row, the panel its whole height (as the counters), and the
     penalty chart its whole height too: a room sees all four constraints and the chart's axes or,
     behind their tab, none; never part of them and a scroll bar. */
  :host([presenter]) .side :is(.cover-panel, .chart-panel:has(> .plot.run)) { flex: 0 0 auto; min-height: 0; overflow: visible; }
  :host([presenter]) .cover-strips { grid-template-columns: repeat(4, minmax(0, 1fr)); gap: 4px 10px; }
  /* A wide side does not make the strips taller than the screen has room for beside the stack. */
  :host([presenter]) .cover-frame { max-width: calc(var(--p-height) * .15); }
  /* Its summary three lines high whatever it says (two in a wide side), so that playing never
     refolds the side. */
  :host([presenter]) .cover-summary {
    --lines: 3; height: calc(var(--lines) * 1lh); overflow: hidden;
    display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: var(--lines);
  }
  :host([presenter]) .side > .slot[data-alone] > .panel:not(.counters-panel) { flex: 1 1 0; min-height: 0; overflow: hidden; }
  :host([presenter]) .side > .slot[data-alone] :is(.code-lines, .stack-list, .tree-panel > div) { flex: 1 1 0; min-height: 0; max-height: none; }
  :host([presenter]) .side > .slot[data-alone] > .chart-panel:has(> .plot.run) { flex: 0 0 auto; overflow: visible; }
  :host([presenter]) .side > .slot[data-folded] { display: none; }
  /* The panels that do not fit at once, a tab each: the shown ones pressed. */
  :host([presenter]) .panel-tabs { display: flex; flex: none; gap: 6px; }
  :host([presenter]) .panel-tabs button {
    flex: 0 1 auto; min-width: 0; min-height: 32px; font-size: var(--p-small); padding: 0 10px;
    white-space: nowrap; overflow: hidden; text-overflow: ellipsis;
  }
  :host([presenter]) .panel-tabs button[aria-pressed="true"] { background: var(--tint-strong); border-color: var(--accent); font-weight: 700; }
}
.panel-tabs[hidden] { display: none; }
/* With candidates, the board takes the screen's height, so that its marks can be read (20 px at
   1024×768): the controls go over the panels, and the pseudo-code scrolls, its marked line in
   view. Not on a short screen, whose panels need the height more. */
@media (min-height: 601px) {
@container app (min-width: 641px) {
  :host([presenter]) .app.candidates > .layout {
    --p-board: min(var(--p-height) - ${CANDIDATES_CHROME} - var(--under), 56cqi);
    grid-template-columns: var(--p-board) minmax(0, 1fr);
    grid-template-rows: auto auto minmax(0, 1fr) auto;
    grid-template-areas: "toolbar toolbar" "board controls" "board side" "narration narration";
  }
  :host([presenter]) .app.candidates > .layout:has(> .toolbar > .compose:not([hidden])) {
    --p-board: min(var(--p-height) - ${CANDIDATES_CHROME} - ${COMPOSE_ROW} - var(--under), 56cqi);
  }
  :host([presenter]) .app.candidates .main > .side { grid-area: side; }
}
}
/* A short screen (a laptop at 150 % zoom) keeps its board: the controls go back to one row
   across the screen and the depth strip gives way. */
@media (min-width: 641px) and (max-height: 600px) {
  :host([presenter]) .layout {
    --under: 0px; --p-board: min(var(--p-height) - ${SHORT_CHROME} - var(--under), 56cqi);
    grid-template-columns: var(--p-board) minmax(0, 1fr);
    grid-template-areas: "toolbar toolbar" "board side" "controls controls" "narration narration";
  }
  :host([presenter]) .main > .side { grid-area: side; }
  :host([presenter]) .controls .speed { margin-left: auto; flex: 0 1 auto; }
  :host([presenter]) .board-wrap > .slot[data-panel="tree"] { display: none; }
}
@container side (min-width: 700px) {
  :host([presenter]) .cover-summary { --lines: 2; }
}
/* In a narrow side column the lines keep their width: the event names beside them give way. */
@container side (max-width: 600px) {
  :host([presenter]) .code-lines .ev { display: none; }
}
`;
