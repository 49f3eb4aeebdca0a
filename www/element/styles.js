// The element's styles as one constructable stylesheet, shared by every instance through
// `adoptedStyleSheets`: no <style> element and no style attribute, so the element is fully
// styled under `style-src 'self'`. Colour always comes with a second cue (weight, mark, text).
// Theming: the public --sudoku-* custom properties (theme-styles.js), or the element's ::part()s.
// Presenter mode's rules and the code, chart, tree and cover panels' are sheets of their own,
// loaded when an element first needs them (adoptLater): a default element does not download them.
import { THEME_CSS } from './theme-styles.js';
import { FIGURE_CSS } from './figure-styles.js';
import { stylesheet } from './sheet.js';

const css = String.raw`
:host {
  display: block;
  font: 15px/1.4 system-ui, -apple-system, "Segoe UI", Roboto, Ubuntu, sans-serif;
  max-width: 980px; border-radius: 12px;
}
:host([hidden]) { display: none; }
* { box-sizing: border-box; }
[hidden] { display: none !important; }
button, select, input, textarea { font: inherit; color: inherit; }
button svg { width: 14px; height: 14px; fill: currentColor; vertical-align: -2px; margin-right: 6px; }
button, select {
  background: var(--panel); border: 1px solid var(--line); border-radius: 8px;
  padding: 6px 10px; cursor: pointer; min-height: 36px;
}
button:hover:not(:disabled), select:hover:not(:disabled) { border-color: var(--muted); }
button:disabled, select:disabled, input:disabled { opacity: .45; cursor: not-allowed; }
:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
.primary { background: var(--accent); color: var(--accent-ink); border-color: var(--accent); font-weight: 600; min-width: 96px; }
/* --chrome: the height the element's own interface takes around the board (toolbar, controls,
   narration), measured per controls mode; --under: what the tree panel adds under the board (its
   depth strip); --above: what a page shows above the element on its first screen (a header; the
   page sets --sudoku-above); --room: the board's largest side, so that the board plus its interface fit the
   viewport, or an iframe's height, however much interface the mode shows. */
.app {
  container: app / inline-size; --chrome: 262px; --under: 0px; --caption: 0px; --link: 0px;
  --room: max(260px, 100svh - var(--chrome) - var(--under) - var(--caption) - var(--link) - var(--above));
}
.app:has(.board-wrap > .slot[data-panel="tree"]:not([hidden])) { --under: 80px; }
.app[data-mode="minimal"] { --chrome: 172px; }
.app[data-mode="none"] { --chrome: 104px; }
.layout { display: block; }
/* With minimal or no controls, the board and its controls are one column as wide as the board
   may be, centred: a wide, short frame gets no empty band beside a board its height limits.
   With panels beside the board, as wide as the board and a panel column of at most 360 px. */
.app:not([data-mode="full"]) .layout { max-width: var(--room); margin-inline: auto; }
.app:not([data-mode="full"]):has(.side > .slot:not([hidden])) .layout { max-width: calc(min(600px, var(--room)) + 376px); }
.app[aria-busy="true"] .board { opacity: .55; }

.toolbar { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; margin-bottom: 10px; }
.toolbar label { display: flex; gap: 6px; align-items: center; color: var(--muted); font-size: 13px; min-width: 0; }
.toolbar select { color: var(--ink); max-width: 240px; text-overflow: ellipsis; }
/* The preset menu names the board, as far as the row has room: from a small basis it grows
   into the room the row has, so it narrows before the row wraps. */
.toolbar label:first-child { flex: 1 1 180px; max-width: 410px; }
.toolbar .preset { width: 100%; max-width: none; }
.toolbar .toggle { margin-left: auto; }
.strategy-note { color: var(--muted); font-size: 13px; margin: -4px 0 10px; min-height: 1.4em; }
/* "Build your own search": its own row of the toolbar. */
.toolbar .compose { flex: 1 0 100%; display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
.compose-title { font-size: 13px; font-weight: 600; }
.help { width: 36px; border-radius: 50%; padding: 0; font-weight: 700; }

/* The board's column is no wider than the board may be: a board its height limits leaves no
   empty band between it and the panels. */
.main { display: grid; grid-template-columns: minmax(0, min(600px, var(--room))) minmax(240px, 1fr); gap: 16px; align-items: start; }
.app:not([data-mode="full"]):not(:has(.side > .slot:not([hidden]))) .main { grid-template-columns: minmax(0, 600px); }
.board-wrap { container: board / inline-size; width: 100%; max-width: 600px; min-width: 0; position: relative; }
/* Play over the board's middle (the board is as wide as its box allows, and square). */
.play-overlay { position: absolute; z-index: 4; left: calc(min(100cqi, var(--room)) / 2); top: calc(min(100cqi, var(--room)) / 2); translate: -50% -50%; min-height: 48px; padding-inline: 20px; box-shadow: 0 2px 12px #0005; }
.play-overlay[hidden] { display: none; }
/* Cells get a whole number of pixels, so every line lands on a pixel of its own (at fractional
   positions whole lines went missing). The DOM is rows of cells, as a grid is read. A cell's
   right and bottom line is thin inside a box and thick between boxes, and the columns and rows
   at a box's edge are 2 px wider so that every cell keeps the same room inside. The lines are
   drawn once, over the cells (::before): a var() in a property of each cell is parsed again for
   each cell at every restyle, and a frame that changes a 16×16 board whole took 60-150 ms of
   style. The digit's size and colour are the board's, inherited, for the same reason. */
.board {
  --side: 9; --box: 3;
  --fit: min(100cqi, var(--room));
  --cell: max(12px, round(down, calc((var(--fit) - (var(--box) - 1) * 2px - 6px) / var(--side)), 1px));
  --c: var(--cell); --C: calc(var(--cell) + 2px);
  display: grid; width: max-content; background: var(--bg); position: relative;
  font-size: calc(var(--cell) * .56); color: var(--guess);
  border: 3px solid var(--thick); border-radius: 4px; user-select: none;
  -webkit-tap-highlight-color: transparent;
}
/* The last box column and row end at the board's border: no wider track there. */
.board[data-side="4"] { --side: 4; --box: 2; --lines: var(--thin1), #0000 0 calc(2 * var(--c) - 1px), var(--thick) 0 calc(2 * var(--c) + 2px); grid-template: var(--c) var(--C) var(--c) var(--c) / var(--c) var(--C) var(--c) var(--c); }
.board[data-side="9"] { --lines: var(--thin1), var(--thin2), #0000 0 calc(3 * var(--c) - 1px), var(--thick) 0 calc(3 * var(--c) + 2px); grid-template: repeat(2, var(--c) var(--c) var(--C)) repeat(3, var(--c)) / repeat(2, var(--c) var(--c) var(--C)) repeat(3, var(--c)); }
.board[data-side="16"] { --side: 16; --box: 4; --lines: var(--thin1), var(--thin2), var(--thin3), #0000 0 calc(4 * var(--c) - 1px), var(--thick) 0 calc(4 * var(--c) + 2px); grid-template: repeat(3, var(--c) var(--c) var(--c) var(--C)) repeat(4, var(--c)) / repeat(3, var(--c) var(--c) var(--c) var(--C)) repeat(4, var(--c)); }
.row { display: contents; }
/* One box's lines along a row or a column, repeated box after box (--lines): a thin line ending
   each cell but the box's last, then the thick one. The last box's thick line would end in the
   board's border: the lines stop 1 px short of it. */
.board {
  --thin1: #0000 0 calc(var(--c) - 1px), var(--line) 0 var(--c);
  --thin2: #0000 0 calc(2 * var(--c) - 1px), var(--line) 0 calc(2 * var(--c));
  --thin3: #0000 0 calc(3 * var(--c) - 1px), var(--line) 0 calc(3 * var(--c));
}
.board::before {
  content: ""; position: absolute; inset: 0; pointer-events: none; z-index: 1;
  background: repeating-linear-gradient(to right, var(--lines)) 0 0 / calc(100% - 1px) 100% no-repeat,
    repeating-linear-gradient(to bottom, var(--lines)) 0 0 / 100% calc(100% - 1px) no-repeat;
}
/* Containment keeps the per-frame text changes of cells from laying the page out again. */
.cell { contain: strict; position: relative; display: block; line-height: 1; font-variant-numeric: tabular-nums; }
/* A marked cell is drawn over the lines: its mark, then its own lines, over its background. */
.cell:is(.cur, .sel, .clash, .bad, .dead, .cause, .singleton, .queued, .place, .moved) {
  z-index: 2;
  box-shadow: var(--mark), inset calc(-1 * var(--r, 0px)) 0 var(--line), inset calc(-1 * var(--R, 0px)) 0 var(--thick),
    inset 0 calc(-1 * var(--b, 0px)) var(--line), inset 0 calc(-1 * var(--B, 0px)) var(--thick);
}
/* The digit's own box, the cell's size, out of the flow: a new digit lays out this box alone.
   Inside the cell it would be a grid item, and a grid lays all of its items out again when one
   changes (at full speed a third of the board changes every frame). */
.digit { position: absolute; inset: 0; contain: strict; display: grid; place-items: center; }
.line-r { --r: 1px; } .box-r { --R: 3px; } .line-b { --b: 1px; } .box-b { --B: 3px; }
.cell:focus-visible { outline: 3px solid var(--focus); outline-offset: -3px; z-index: 3; }
.animate .cell { transition: background-color .15s; }
.editable .cell { cursor: pointer; }
.cell.given .v { font-weight: 750; color: var(--ink); }
.cell.forced .v { color: var(--forced); }
.board.preview .cell:not(.given) .v { color: var(--muted); }
.cell[data-mark]::before { content: attr(data-mark); position: absolute; top: 6%; right: 10%; font-size: .34em; font-weight: 700; color: var(--forced); }
.cell.tint { background: var(--tint); }
.cell.cur { background: var(--tint-strong); --mark: inset 0 0 0 3px var(--accent); }
.cell.sel { --mark: inset 0 0 0 3px var(--focus); }
.cell.clash { background: var(--banner-bad); --mark: inset 0 0 0 3px var(--clash); }
.cell.clash .v, .cell.clash .ghost { color: var(--clash); font-weight: 700; }
.cell.bad { background: var(--banner-bad); --mark: inset 0 0 0 2px var(--clash); }
.cell.bad .v { color: var(--clash); text-decoration: underline wavy; }
.cell.dead { --mark: inset 0 0 0 3px var(--clash); }
.cell.dead::after { content: "✕"; position: absolute; inset: 0; display: grid; place-items: center; color: var(--clash); font-size: .9em; font-weight: 700; }
.cell.cleared { background: color-mix(in srgb, var(--orange) 20%, var(--bg)); }
.cell.cleared .ghost { color: var(--orange); text-decoration: line-through; text-decoration-thickness: 2px; }
/* A value inference struck from a domain, in its unit's colour (row, column, box), its cause
   outlined; MAC's singleton being spread, outlined. The struck value is a candidate's size, in
   the cell's corner, so that it never reads as a digit placed in the cell. */
.cell.pruned .digit { place-items: start; padding: 6% 10%; box-sizing: border-box; }
.cell.pruned .ghost { font-size: .5em; line-height: 1; text-decoration: line-through; text-decoration-thickness: 2px; font-weight: 700; }
.cell.by-row { --unit: var(--accent); } .cell.by-col { --unit: var(--forced); } .cell.by-box { --unit: var(--orange); }
.cell.pruned { background: color-mix(in srgb, var(--unit) 16%, var(--bg)); }
.cell.pruned .ghost { color: var(--unit); }
.cell.cause { --mark: inset 0 0 0 3px var(--accent); }
.cell.singleton { --mark: inset 0 0 0 3px var(--forced); }
.cell.queued { --mark: inset 0 0 0 2px var(--forced); }
.cell.unit { background: color-mix(in srgb, var(--clash) 14%, var(--bg)); }
.cell.place { background: var(--tint-strong); --mark: inset 0 0 0 3px var(--accent); }
.cell.heat1 { background: color-mix(in srgb, var(--clash) 7%, var(--bg)); }
.cell.heat2 { background: color-mix(in srgb, var(--clash) 14%, var(--bg)); }
.cell.heat3 { background: color-mix(in srgb, var(--clash) 21%, var(--bg)); }
.cell.moved { background: var(--tint-strong); --mark: inset 0 0 0 3px var(--orange); }
.animate .cell.moved .v { animation: pop .22s ease-out; }
/* A panel's box while its views' module loads (layout.js): about the room the views take, so
   that what is under it does not move twice. */
.side > .slot[data-loading] { min-height: 200px; }
.board-wrap > .slot[data-loading] { min-height: var(--under); }
.cell[data-pencil]::after {
  content: attr(data-pencil); position: absolute; inset: 0; display: grid; place-items: center;
  white-space: pre; text-align: center; font-size: calc(var(--cell) / var(--box) / 1.2); line-height: 1.15;
  color: var(--muted); font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
}
/* Pencil marks too small to read (under 7 px: cells under 34 px on 16×16, 26 px on 9×9) are
   left out rather than drawn as specks. */
@container board (max-width: 560px) { .board[data-side="16"] .cell[data-pencil]::after { display: none; } }
@container board (max-width: 250px) { .board[data-side="9"] .cell[data-pencil]::after { display: none; } }
/* A 16×16 cell's marks are small (or left out) at most sizes: the cell under the pointer or with
   focus shows them enlarged, over its neighbours (its containment lifted, its track unchanged). */
.board[data-side="16"] .cell[data-pencil]:is(:hover, :focus-visible) { contain: none; z-index: 4; }
.board[data-side="16"] .cell[data-pencil]:is(:hover, :focus-visible)::after {
  display: grid; inset: -24px; z-index: 4; font-size: 15px; line-height: 1.2; color: var(--ink);
  background: var(--surface); border: 2px solid var(--accent); border-radius: 6px; box-shadow: 0 2px 10px rgb(0 0 0 / .35);
}
.board.solved { background: var(--solved); }
.board.solved .cell { background: none; }

/* Motion only at slow speed, and never when the reader asks for less. */
.animate .cell.cur.tried .v, .animate .cell.forced.fresh .v { animation: pop .22s ease-out; }
.animate .cell.clash { animation: flash .45s ease-in-out 2; }
.animate .cell.cleared .ghost { animation: fade .5s ease-out forwards; }
/* The solved board's glow is one layer over it fading out: the compositor runs an opacity
   animation, where 256 cells' background animations took a style pass of 12-40 ms a frame. */
.animate .board.solved::after {
  content: ""; position: absolute; inset: 0; pointer-events: none; z-index: 5;
  background: var(--forced); opacity: 0; animation: glow .8s ease-out;
}
@keyframes pop { from { transform: scale(1.45); } to { transform: scale(1); } }
@keyframes flash { 50% { background: color-mix(in srgb, var(--clash) 45%, var(--bg)); } }
@keyframes fade { from { opacity: 1; } to { opacity: .5; } }
@keyframes glow { from { opacity: .4; } }
@media (prefers-reduced-motion: reduce) {
  *, *::before, *::after { animation: none !important; transition: none !important; }
}

.banner { margin-top: 10px; padding: 8px 14px; border-radius: 10px; font-weight: 700; font-size: 16px; text-align: center; border: 2px solid; }
.banner.ok { background: var(--solved); color: var(--forced); border-color: var(--forced); }
.banner.bad { background: var(--banner-bad); color: var(--clash); border-color: var(--clash); }
.banner.info { background: var(--panel); color: var(--ink); border-color: var(--accent); font-weight: 600; font-size: 14px; }
.message { margin: 10px 0 0; padding: 8px 12px; border-radius: 8px; background: var(--banner-bad); color: var(--clash); font-weight: 600; }
/* The banner and an error cover the narration (layout.js's .say), so that the element's height
   is the same before and after a search ends; an error longer than two lines makes it grow. */
.say { display: grid; margin-top: 10px; }
.say > :is(.narration, .banner, .message) { grid-area: 1 / 1; margin: 0; }
.say > :is(.banner, .message) { z-index: 1; display: grid; place-items: center; }
.say:has(> :is(.banner, .message):not([hidden])) > .narration { visibility: hidden; }

.side { display: flex; flex-direction: column; gap: 12px; min-width: 0; container: side / inline-size; }
/* Wide: the panels beside the board are never taller than the board's column, so that many
   panels (code, tree, chart, stack) scroll in their column instead of pushing the controls far
   below the board. Height 0 takes the side out of the row's sizing; min-height fills the row. */
@container app (min-width: 641px) {
  /* As wide before the engine lists the strategies as after: the menus beside it do not move. */
  .toolbar .strategy { width: 12em; }
  .side { align-self: stretch; height: 0; min-height: 100%; overflow-y: auto; overscroll-behavior: contain; scrollbar-gutter: stable; }
}
/* A panel's box (layout.js) only shows or hides its views; the views are laid out as if it were not there. */
.slot { display: contents; }
.panel { background: var(--panel); border: 1px solid var(--line); border-radius: 10px; padding: 10px 12px; }
.panel h2, .panel summary { margin: 0 0 6px; font-size: 12px; text-transform: uppercase; letter-spacing: .06em; color: var(--muted); }
.panel summary { cursor: pointer; }
.counters { display: grid; grid-template-columns: 1fr 1fr; gap: 4px 14px; margin: 0; }
.counters div { display: flex; justify-content: space-between; gap: 8px; min-width: 0; }
.counters dt { color: var(--muted); font-size: 13px; white-space: nowrap; }
.counters dd { contain: layout paint; margin: 0; font-weight: 650; font-variant-numeric: tabular-nums; white-space: nowrap; }
.stack-list { contain: layout paint; list-style: none; margin: 0; padding: 2px; max-height: 300px; overflow: auto; font-variant-numeric: tabular-nums; font-size: 13px; }
.stack-list li { display: grid; grid-template-columns: 3.4em 4.4em 3em 1fr; gap: 4px; padding: 3px 6px; border-radius: 6px; cursor: pointer; white-space: nowrap; }
.stack-list li:hover { background: var(--tint); }
.stack-list li:focus-visible { outline-offset: -2px; }
/* The heading's words are smaller than the rows, its columns as wide (em of the row's size), so
   that a longer word (Czech, Polish) is cut rather than run into the next column. */
.stack-list li.head { color: var(--muted); cursor: default; }
.stack-list li.head > span { font-size: 12px; overflow: hidden; text-overflow: ellipsis; }
.stack-list li.head:hover { background: none; }
.stack-list li.on { background: var(--tint-strong); box-shadow: inset 0 0 0 2px var(--accent); }
.stack-list .k { color: var(--muted); }
.stack-list li.stack-empty { display: block; color: var(--muted); cursor: default; }
/* A backjump's line says all it undid: it wraps rather than run out of the panel. */
.stack-list li.stack-jump { display: block; white-space: normal; color: var(--orange); font-weight: 600; cursor: default; text-decoration: none; }
/* A side column at its narrowest (an element in a blog's text column): counters one per line
   and tighter stack columns, so no figure runs out of its panel and no row wraps. After the
   rules it narrows, which it overrides at the same specificity. */
@container side (max-width: 300px) {
  .counters { grid-template-columns: minmax(0, 1fr); }
  .stack-list li { grid-template-columns: 2.8em 3.8em 2.8em 1fr; }
}

.controls { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; margin-top: 12px; }
.speed { display: flex; align-items: center; gap: 8px; margin-left: auto; color: var(--muted); font-size: 13px; }
.speed input { width: 140px; accent-color: var(--accent); }
.speed output { min-width: 5.5em; white-space: nowrap; font-variant-numeric: tabular-nums; color: var(--ink); font-weight: 600; }
.toggle { display: flex; align-items: center; gap: 6px; color: var(--muted); font-size: 13px; }
.toggle input { accent-color: var(--accent); width: 16px; height: 16px; }
/* Two lines high whatever it says (a decision's reason takes a second line), so that nothing
   under it, or an iframe's height, moves from one step to the next; --chrome counts both lines. */
.narration {
  margin: 10px 0 0; padding: 8px 12px; border-left: 4px solid var(--accent); background: var(--panel);
  border-radius: 0 8px 8px 0; height: calc(2lh + 16px); overflow: hidden; font-variant-numeric: tabular-nums;
  display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2;
}
/* Heard, not seen: the narration line above is what sighted readers follow. */
.live { position: absolute; width: 1px; height: 1px; margin: -1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
.progress { display: flex; align-items: center; gap: 10px; margin-top: 8px; color: var(--muted); font-size: 13px; }
.progress .bar { flex: 1; height: 6px; border-radius: 3px; background: var(--line); overflow: hidden; position: relative; }
.progress .bar::after { content: ""; position: absolute; inset: 0; width: 30%; background: var(--accent); border-radius: 3px; animation: slide 1.1s linear infinite; }
@keyframes slide { from { transform: translateX(-100%); } to { transform: translateX(340%); } }

/* The digit pad: on touch screens and narrow layouts, where there may be no keyboard. */
.pad { display: none; grid-template-columns: repeat(5, 1fr); gap: 6px; margin-top: 10px; max-width: 600px; }
.pad[data-side="16"] { grid-template-columns: repeat(9, 1fr); }
.pad[data-side="4"] { grid-template-columns: repeat(5, 1fr); }
.pad button { min-height: 44px; padding: 0; font-size: 18px; font-weight: 650; font-variant-numeric: tabular-nums; }
@media (pointer: coarse) { .pad { display: grid; } }

.paste { margin-top: 12px; }
.paste summary { cursor: pointer; color: var(--muted); }
.paste textarea {
  width: 100%; min-height: 96px; margin: 8px 0; font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
  font-size: 13px; background: var(--bg); border: 1px solid var(--line); border-radius: 8px; padding: 8px;
}
.paste-actions { display: flex; gap: 8px; }

dialog { background: var(--surface); color: var(--ink); border: 1px solid var(--line); border-radius: 12px; max-width: min(520px, calc(100vw - 24px)); padding: 18px 22px; }
dialog::backdrop { background: rgb(0 0 0 / .45); }
dialog h2 { margin: 0 0 10px; font-size: 18px; }
dialog kbd { border: 1px solid var(--line); border-bottom-width: 2px; border-radius: 4px; padding: 0 5px; font-size: 12px; }
dialog p { margin: 6px 0; }

/* A hidden single's unit: green stripes over whatever tint the cell has, so the cue is the
   pattern as much as the colour. */
.cell[data-why="unit"] {
  background-image: repeating-linear-gradient(135deg, color-mix(in srgb, var(--forced) 38%, transparent) 0 3px, transparent 3px 8px);
}

/* Narrow (a phone): the menus, the board, its controls right under it, the narration that says
   what to press and a compact counter row, all on the first screen; then the pad, the
   strategy's note and the rest. */
@container app (max-width: 640px) {
  .layout { display: flex; flex-direction: column; }
  .main, .side { display: contents; }
  .toolbar { order: 1; } .board-wrap { order: 2; } .controls { order: 3; } .progress { order: 4; } .say { order: 5; }
  .counters-panel { order: 6; } .pad { order: 7; } .strategy-note { order: 7; } .stack-panel, .code-panel { order: 8; margin-top: 12px; }
  .cover-panel, .chart-panel, .tree-panel { order: 9; }
  .paste { order: 9; } .open-link { order: 10; }
  /* A phone's column may wrap a reason onto a third line: it grows rather than lose words (the
     counters under it, not the board and its controls, move). */
  .narration { height: auto; min-height: calc(2lh + 16px); -webkit-line-clamp: none; }
  .counters-panel { padding: 6px 8px; margin-top: 10px; }
  /* Two lines kept for the strategy's note, which the engine says: nothing moves when it does. */
  .strategy-note { min-height: 2lh; }
  .counters-panel h2 { display: none; }
  .counters { grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 2px 10px; font-size: 12px; }
  .counters dt { font-size: 11px; }
  .stack-panel:not([open]) .stack-list { display: none; }
  /* Two rows: the preset menu and the legend; size, strategy and candidates. The size and
     strategy menus show what they are (each keeps its accessible name). */
  .toolbar { display: grid; grid-template-columns: auto minmax(0, 1fr) auto auto; gap: 6px 8px; }
  .toolbar label:first-child { grid-column: 1 / 4; }
  /* The four menus two by two, under their title (each keeps its accessible name). */
  .toolbar .compose { grid-column: 1 / -1; display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 6px 8px; }
  .toolbar .compose-title { grid-column: 1 / -1; }
  .toolbar .compose label > span { display: none; }
  .toolbar .compose label select { width: 100%; max-width: none; }
  .toolbar label { gap: 6px; font-size: 12px; }
  .toolbar label:is(:nth-child(2), :nth-child(3)) > span { display: none; }
  .toolbar label select { flex: 1; width: 100%; min-width: 0; max-width: none; }
  .toolbar .toggle { grid-column: 3 / 5; margin-left: 0; }
  .help { grid-column: 4; grid-row: 1; justify-self: end; width: 32px; min-height: 32px; }
  .strategy-note { margin: 10px 0 0; font-size: 12px; }
  .speed { margin-left: 0; flex: 1 1 12em; }
  /* A slider never shrinks to a dot: a longer speed word (Polish "Szybkość", "1,5 tys./s")
     wraps the speed onto its own line instead. */
  .speed input { flex: 1; min-width: 4em; width: 0; }
  .speed output { min-width: 4.5em; }
  .pad { display: grid; }
  .controls button { flex: 1 1 auto; padding: 6px 8px; }
  .primary { min-width: 0; }
}
`;

/** The stylesheet every instance of every element adopts first. */
const sheet = stylesheet(THEME_CSS + css + FIGURE_CSS);

/**
 * The rules a shadow root adopts once it needs them, in the order they cascade (after the shared
 * sheet, before an element's own): the code and chart panels, the exact-cover tiles (the chart
 * panel, the legend), presenter mode, the search tree panel.
 */
const LATER = {
  code: () => import('./code-styles.js').then((m) => m.CODE_CSS),
  chart: () => import('./chart-styles.js').then((m) => m.CHART_CSS),
  cover: () => import('./cover-styles.js').then((m) => m.COVER_CSS),
  presenter: () => import('./presenter-styles.js').then((m) => m.PRESENTER_CSS),
  tree: () => import('./tree-styles.js').then((m) => m.TREE_CSS),
};

/** @typedef {keyof typeof LATER} LaterSheet */

/** Each of LATER's sheets, made once for every instance. @type {Map<LaterSheet, Promise<CSSStyleSheet>>} */
const later = new Map();

/**
 * One of LATER's sheets, loaded once (to adopt with `adoptLater`).
 * @param {LaterSheet} name
 * @returns {Promise<CSSStyleSheet>}
 */
export function laterSheet(name) {
  if (!later.has(name)) later.set(name, LATER[name]().then(stylesheet));
  return /** @type {Promise<CSSStyleSheet>} */ (later.get(name));
}

/**
 * Adds one of LATER's sheets to a shadow root (once), in its place in the cascade.
 * @param {ShadowRoot} root
 * @param {LaterSheet} name
 * @returns {Promise<void>} once its rules apply
 */
export async function adoptLater(root, name) {
  const added = await laterSheet(name);
  const ordered = await Promise.all(/** @type {LaterSheet[]} */ (Object.keys(LATER)).flatMap((n) => later.get(n) ?? []));
  const current = root.adoptedStyleSheets;
  if (current.includes(added)) return;
  root.adoptedStyleSheets = [
    sheet,
    ...ordered.filter((s) => s === added || current.includes(s)),
    ...current.filter((s) => s !== sheet && !ordered.includes(s)),
  ];
}

/**
 * Gives a shadow root the shared stylesheet, then an element's own sheets.
 * @param {ShadowRoot} root
 * @param {CSSStyleSheet[]} own
 */
export function adopt(root, ...own) {
  root.adoptedStyleSheets = [sheet, ...own];
}
