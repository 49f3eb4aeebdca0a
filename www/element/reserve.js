// The room an element takes once drawn, as the height of a stand-in: a `::before` of an
// inline-size container as wide as the element, so that `100cqi` is the element's width. The
// page's stylesheet (dist/sudoku-stepper.css, written from here by build-dist.mjs) sizes an
// element its module has not defined yet; <sudoku-compare>'s poster is sized by the same rules
// (compare/element.js). The interface's heights around the board are measured from the drawn
// elements (styles.js, compare/styles.js) in English at each width where a row wraps; a change
// there changes them (layout-shift.test.mjs compares stand-in and element).

/** A 9×9 board's side for a room `fit` (styles.js's .board: whole-pixel cells, 10 px of lines). @param {string} fit */
const board = (fit) => `(9 * max(12px, round(down, (${fit} - 10px) / 9, 1px)) + 10px)`;

/**
 * `rules` inside a container query on the stand-in's element.
 * @param {string} query
 * @param {string} rules
 */
const when = (query, rules) => `@container (${query}) {\n${rules}}\n`;

/**
 * The stand-in of `<sudoku-stepper>` for the selector `el` of the element (its three controls
 * modes, with their default panels): what the interface takes around the board, and the board's
 * room as styles.js gives it (the viewport's height less --chrome and --sudoku-above; beside the
 * panels' 240 px column and its 16 px gap when wide). `where` is the element's selector with a
 * condition on it: `sudoku-stepper[controls]`, or `:host([controls])` for the stand-in the
 * element's shadow root has until it draws (element.js).
 * @param {string} el
 * @param {(condition: string) => string} [where]
 */
export function stepperReserve(el, where = (condition) => `${el}${condition}`) {
  const box = `${el}::before`;
  /** The interface's height in each mode (full, minimal, none). @param {number} f @param {number} m @param {number} n */
  const ui = (f, m, n) => `${box} { --f: ${f}px; --m: ${m}px; --n: ${n}px; }\n`;
  return `${el} { display: block; max-width: 980px; container-type: inline-size; }
${box} {
  content: ""; display: block; --chrome: 262px; --ui: var(--f); --side: 0px;
  --room: max(260px, 100svh - var(--chrome) - var(--sudoku-above, 0px));
  height: calc(var(--ui) + ${board('min(100cqi - var(--side), 600px, var(--room))')});
}
${where('[controls="minimal"]')}::before { --chrome: 172px; --ui: var(--m); }
${where('[controls="none"]')}::before { --chrome: 104px; --ui: var(--n); }
${ui(536.97, 181, 89)}${when('width >= 292px', ui(515.97, 160, 68))}${when('width >= 326px', ui(487.97, 144, 68))}${when('width >= 452px', ui(471.97, 144, 68))}${when(
  'width >= 504px',
  ui(471.97, 116, 68),
)}${when('width >= 632px', ui(443.97, 116, 68))}${when('width > 640px', `${ui(291.19, 160, 84)}${where(':not([controls="minimal"], [controls="none"])')}::before { --side: 256px; }\n`)}${when(
  'width >= 688px',
  ui(247.19, 160, 84),
)}${when('width >= 772px', ui(219.19, 160, 84))}@media (min-height: 812px) {\n${when('width > 640px', `${box} { --m: 132px; }\n`)}}\n`;
}
/**
 * The stand-in of `<sudoku-compare>` for the selector `el` of an element as wide as it, with
 * `data-lanes` 2 or 3 for fewer searches than the default four, as compare/styles.js lays them
 * out: rows of lanes, each lane its board and 202 px of heading, counters and narration (a row
 * of counters more on a lane at most 420 px wide, another at most 280 px), the board as wide
 * as its lane but no taller than the screen's share of a row less 265 px, less 203 px and
 * 38 px a row of counters more, and at least 200 px; on a phone one lane under another; under them the controls and the race's line.
 * @param {string} el
 */
export function compareReserve(el) {
  const box = `${el}::before`;
  /** @param {number} px  the controls and the race's line */
  const rest = (px) => `${box} { --rest: ${px}px; }\n`;
  /** `px` more when the lane is at most `w` wide (a row of counters more). @param {number} w @param {number} px */
  const taller = (w, px) => `clamp(0px, (${w}.01px - var(--lane)) * 4000, ${px}px)`;
  return `${box} {
  content: ""; display: block; --lanes: 4; --cols: var(--lanes); --rows: 1; --rest: 103px;
  --lane: calc((100cqi - (var(--cols) - 1) * 12px) / var(--cols));
  --fit: min(var(--lane) - .5px, max(200px, (100svh - 265px) / var(--rows) - 203px - ${taller(420, 38)} - ${taller(280, 38)}));
  height: calc(var(--rows) * (${board('var(--fit)')} + 202.23px + ${taller(420, 39.8)} + ${taller(280, 39.8)}) + (var(--rows) - 1) * 6px + var(--rest));
}
${el}[data-lanes="2"]::before { --lanes: 2; }
${el}[data-lanes="3"]::before { --lanes: 3; }
${when('width < 772px', rest(131))}${when('632px <= width <= 640px', rest(103))}${when('520px < width <= 860px', `${el}:not([data-lanes="2"], [data-lanes="3"])::before { --cols: 2; --rows: 2; }\n`)}${when(
  '520px < width <= 700px',
  `${el}[data-lanes="3"]::before { --cols: 2; --rows: 2; }\n`,
)}${when('width <= 520px', `${box} { --cols: 1; --rows: var(--lanes); --fit: 100cqi; }\n${rest(136)}`)}${when('width < 472px', rest(157))}${when(
  'width < 452px',
  rest(173),
)}${when('width < 326px', rest(201))}`;
}

/** dist/sudoku-stepper.css: each element's stand-in until its module defines it. */
export function pageStylesheet() {
  const compare = 'sudoku-compare:not(:defined)';
  return `${stepperReserve('sudoku-stepper:not(:defined)')}${compare} { display: block; container-type: inline-size; }\n${compareReserve(compare)}`;
}
