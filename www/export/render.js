// Draws one frame of an exported run into a 2D canvas: the board as the board model sees it
// (model/board.js's BoardView: digits, how each got there, the marks of the moment, struck
// cleared digits, the grid lines its classes name), the narration line under it and the step
// counter. From the model, not a screenshot of the DOM: a frame is the same wherever the element
// is, whatever the page's styles, and the encoder gets plain pixels.

/** @typedef {import('../model/board.js').BoardView} BoardView */
/** @typedef {import('../model/board.js').CellView} CellView */

/**
 * A frame's content: what the element shows at one step.
 * @typedef {{ board: BoardView, narration: string, counter: string }} Frame
 */

/**
 * The frames' colours: the element's light theme (element/theme-styles.js) as sRGB, solid, so
 * that a GIF's palette keeps them exactly. Exported for the tests, which find them in frames.
 */
export const EXPORT_COLOURS = Object.freeze({
  background: '#ffffff',
  ink: '#1b1d24',
  muted: '#5b6070',
  line: '#b9bdc8',
  given: '#e6e8ee',
  guess: '#2851c8',
  forced: '#17753c',
  clash: '#c3262b',
  cleared: '#b45309',
  current: '#fbe7a1',
  tint: '#f1f4fb',
});

/** Cell backgrounds by the board model's classes, the first that a cell has. */
const FILLS = /** @type {const} */ ([
  [' bad', '#f9d9d9'],
  [' clash', '#f9d9d9'],
  [' dead', '#f9d9d9'],
  [' cur', EXPORT_COLOURS.current],
  [' given', EXPORT_COLOURS.given],
  [' tint', EXPORT_COLOURS.tint],
]);

/** A digit's colour by how it got there. */
const INKS = /** @type {const} */ ([
  [' given', EXPORT_COLOURS.ink],
  [' forced', EXPORT_COLOURS.forced],
  [' guess', EXPORT_COLOURS.guess],
]);

/**
 * Where a frame of `width` pixels puts things: a margin, the board square, then the narration
 * (up to three lines) and the counter. Even sizes: a video encoder's planes are halved.
 * @param {number} width
 */
export function frameLayout(width) {
  const w = 2 * Math.round(width / 2);
  const pad = Math.round(w * 0.04);
  const board = w - 2 * pad;
  const font = Math.max(10, Math.round(w / 30));
  const lineHeight = Math.round(font * 1.35);
  const text = pad + board + Math.round(pad / 2);
  const h = 2 * Math.ceil((text + 4 * lineHeight + pad) / 2);
  return { width: w, height: h, pad, board, font, lineHeight, text };
}

/** @typedef {ReturnType<typeof frameLayout>} FrameLayout */

/**
 * The first of `table`'s values whose class the cell has.
 * @param {string} cls
 * @param {readonly (readonly [string, string])[]} table
 * @param {string} fallback
 */
const pick = (cls, table, fallback) => table.find(([c]) => cls.includes(c))?.[1] ?? fallback;

/**
 * Draws `frame` over the whole canvas.
 * @param {OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D} ctx
 * @param {FrameLayout} at
 * @param {Frame} frame
 */
export function drawFrame(ctx, at, frame) {
  const { board } = frame;
  const { pad } = at;
  const side = board.side;
  const size = at.board / side;
  ctx.fillStyle = EXPORT_COLOURS.background;
  ctx.fillRect(0, 0, at.width, at.height);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  const digitFont = `${Math.round(size * 0.6)}px system-ui, sans-serif`;
  board.cells.forEach((cell, i) => {
    const x = pad + (i % side) * size;
    const y = pad + Math.floor(i / side) * size;
    ctx.fillStyle = pick(cell.cls, FILLS, EXPORT_COLOURS.background);
    ctx.fillRect(x, y, size, size);
    drawDigit(ctx, cell, x + size / 2, y + size / 2, size, digitFont);
  });
  drawLines(ctx, board, pad, size);
  ctx.textAlign = 'left';
  ctx.textBaseline = 'alphabetic';
  ctx.font = `${at.font}px system-ui, sans-serif`;
  ctx.fillStyle = EXPORT_COLOURS.ink;
  wrap(ctx, frame.narration, at.width - 2 * pad, 3).forEach((line, i) => ctx.fillText(line, pad, at.text + (i + 1) * at.lineHeight));
  ctx.fillStyle = EXPORT_COLOURS.muted;
  ctx.font = `600 ${at.font}px system-ui, sans-serif`;
  ctx.fillText(frame.counter, pad, at.text + 4 * at.lineHeight);
}

/**
 * A cell's digit in its colour, or its struck digit (cleared by a backtrack, or the one that
 * clashed) in the cleared colour with a line through it.
 * @param {OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D} ctx
 * @param {CellView} cell
 * @param {number} cx
 * @param {number} cy
 * @param {number} size
 * @param {string} font
 */
function drawDigit(ctx, cell, cx, cy, size, font) {
  const text = cell.value || cell.ghost;
  if (!text) return;
  const clash = cell.cls.includes(' bad') || cell.cls.includes(' clash');
  const colour = !cell.value ? EXPORT_COLOURS.cleared : clash ? EXPORT_COLOURS.clash : pick(cell.cls, INKS, EXPORT_COLOURS.guess);
  ctx.font = cell.cls.includes(' given') ? `700 ${font}` : font;
  ctx.fillStyle = colour;
  ctx.fillText(text, cx, cy + size * 0.03);
  if (cell.value) return;
  ctx.strokeStyle = colour;
  ctx.lineWidth = Math.max(1, size / 16);
  ctx.beginPath();
  ctx.moveTo(cx - size * 0.25, cy + size * 0.2);
  ctx.lineTo(cx + size * 0.25, cy - size * 0.2);
  ctx.stroke();
}

/**
 * The grid: thin lines inside a box, thick where the board model says a box ends (its `box-r`
 * and `box-b` classes), and the frame around it.
 * @param {OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D} ctx
 * @param {BoardView} board
 * @param {number} pad
 * @param {number} size
 */
function drawLines(ctx, board, pad, size) {
  const side = board.side;
  const thin = Math.max(1, Math.round(size / 40));
  const thick = Math.max(2, Math.round(size / 14));
  board.cells.forEach((cell, i) => {
    const x = pad + (i % side) * size;
    const y = pad + Math.floor(i / side) * size;
    const right = cell.cls.includes(' box-r') ? thick : cell.cls.includes(' line-r') ? thin : 0;
    const below = cell.cls.includes(' box-b') ? thick : cell.cls.includes(' line-b') ? thin : 0;
    if (right) {
      ctx.fillStyle = right === thick ? EXPORT_COLOURS.ink : EXPORT_COLOURS.line;
      ctx.fillRect(x + size - right / 2, y, right, size);
    }
    if (below) {
      ctx.fillStyle = below === thick ? EXPORT_COLOURS.ink : EXPORT_COLOURS.line;
      ctx.fillRect(x, y + size - below / 2, size, below);
    }
  });
  ctx.strokeStyle = EXPORT_COLOURS.ink;
  ctx.lineWidth = thick;
  ctx.strokeRect(pad, pad, size * side, size * side);
}

/**
 * `text` in lines of at most `max` pixels, at most `lines` of them (the last ends in an
 * ellipsis when the text goes on).
 * @param {OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D} ctx
 * @param {string} text
 * @param {number} max
 * @param {number} lines
 */
function wrap(ctx, text, max, lines) {
  /** @type {string[]} */
  const out = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (ctx.measureText(next).width <= max || !line) {
      line = next;
      continue;
    }
    out.push(line);
    line = word;
  }
  if (line) out.push(line);
  if (out.length <= lines) return out;
  const kept = out.slice(0, lines);
  let last = `${kept[lines - 1]}…`;
  while (ctx.measureText(last).width > max && last.length > 1) last = `${last.slice(0, -2)}…`;
  kept[lines - 1] = last;
  return kept;
}
