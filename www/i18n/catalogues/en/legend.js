// The en catalogue, legend part: what the legend dialog says (views/legend.js), loaded when it is first opened. ICU messages (i18n/format.js) by key;
// the same keys in every language (www/tests/model/i18n.test.mjs).
export default {
  'element.legendTitle': 'How to read the board',
  'element.legendStrategy': 'Strategy: {strategy} ({family, select, exactCover {dlx: exact cover} local {Local search} other {Depth-first search}}).',
  'element.legendGiven': 'A given: part of the puzzle (bold).',
  'element.legendGuess': 'A digit the search is trying (blue).',
  'element.legendForced': 'Forced by propagation (green): N naked single, H hidden single.',
  'element.legendWhy': "The row, column or box where a hidden single's digit had its one place left (green stripes).",
  'element.legendCurrent': 'The current cell (outlined); its row, column and box are tinted.',
  'element.legendClash': '{bruteForce} only: the digit clashes with a peer (both flash red).',
  'element.legendDead': 'A dead end: no digit fits here (✕).',
  'element.legendUnitDead': 'A dead end in a unit: a digit has no place left in it (red).',
  'element.legendCleared': 'Cleared by a backtrack (orange, struck through).',
  'element.legendNoteDepthFirst':
    'Each decision opens on one cell and tries its digits in turn; a dead end goes back to the newest decision with a digit left.',
  'element.legendChosenRow': 'The digit of a row the search has chosen (blue).',
  'element.legendPlace': 'A place left for the digit of a chosen "digit in a unit" column; the unit is tinted.',
  'element.legendDeadOption': 'A dead end: a cell with no option left (✕).',
  'element.legendCovered': 'Exact-cover panel: a constraint already met (grey).',
  'element.legendOne': 'One option left: forced (green, with a dot).',
  'element.legendTwo': 'Two options left; paler tiles have more.',
  'element.legendEmpty': 'No option left: a dead end (red, with a cross).',
  'element.legendChosen': 'The column just chosen: the fewest options (outlined).',
  'element.legendNoteExactCover': 'Each decision opens on the constraint column with the fewest options and tries its rows in turn.',
  'element.legendPlaced': 'A digit the search placed: the whole board is filled and moved (blue).',
  'element.legendMoved': 'A cell of the move just proposed, made or refused (orange ring).',
  'element.legendHeat1': 'A cell in one unit that misses a digit (pale red) …',
  'element.legendHeat3': '… or in two or three such units (deeper red).',
  'element.legendNoteLocal':
    'No decisions and no backtracks: moves change the penalty, the digits missing from the units. annealing keeps every move that does not raise it and, less often as it cools, some that do; shoot-and-go moves to its best neighbour, and shoots again when none is better. It stops at its first solution or gives up, and giving up proves nothing.',
  'element.legendKeys':
    'Keys: {space} play/pause · {right} step · {left} back · {home} reset · {end} run to end · {esc} stop. In presenter mode a clicker works too, wherever the focus is: {pageDown} step · {pageUp} back · {b} or {dot} blanks the screen until pressed again · {t} shows the next panel when some are folded behind tabs.',
  'element.legendEditing':
    'Editing: Tab to the board, move with the arrow keys, type 1–9 (A–G on 16×16); Backspace, Delete or 0 clears. On a touch screen tap a cell, then a digit on the pad.',
  'element.legendStack':
    'The stack lists the open decisions, newest first: Tab to it, then Enter (or a click) shows the board saved when that decision opened.',
};
