// Text helpers of the page: paste clean-up, names, numbers, the speed scale and the narration.
// No Sudoku rules here: validity and every error message come from the WASM parser.

/** Event kinds of `Event::pack`, in order. */
export const KIND = Object.freeze({
  select: 0, try: 1, conflict: 2, propagate: 3, filter: 4, deadEnd: 5, backtrack: 6, solution: 7,
  exhausted: 8,
});

const CELL_COUNTS = [16, 81, 256];

/**
 * Turns pasted text into one puzzle token: a multi-line grid (with optional spaces, `|`, `-`,
 * `+` separators) is joined; a single line is squeezed only when that yields a board-sized token,
 * so `puzzle:count:solution` and `puzzle<TAB>label` lines go to the parser unchanged.
 */
export function normalisePaste(text) {
  const lines = String(text)
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  const squeeze = (l) => l.replace(/[\s|+\-]/g, '');
  if (lines.length > 1) return lines.map(squeeze).join('');
  const line = lines[0] ?? '';
  const squeezed = squeeze(line);
  return CELL_COUNTS.includes(squeezed.length) ? squeezed : line;
}

/** The character of a digit: 1–9, then A–G; '' for empty. */
export function digitChar(d) {
  return d === 0 ? '' : d <= 9 ? String(d) : String.fromCharCode(55 + d);
}

/** The digit a key stands for on a board of `side`, 0 for a clearing key, or null. */
export function digitOfKey(key, side) {
  if (key === 'Backspace' || key === 'Delete' || key === '0' || key === '.') return 0;
  if (key.length !== 1) return null;
  const k = key.toUpperCase();
  const d = k >= '1' && k <= '9' ? k.charCodeAt(0) - 48 : k >= 'A' && k <= 'G' ? k.charCodeAt(0) - 55 : -1;
  return d >= 1 && d <= side ? d : null;
}

/** Puzzle text of a board of values (`.` for empty). */
export function boardText(values) {
  return Array.from(values, (v) => digitChar(v) || '.').join('');
}

/** `r⟨row⟩c⟨column⟩`, 1-based. */
export function cellName(cell, side) {
  return `r${Math.floor(cell / side) + 1}c${(cell % side) + 1}`;
}

/** Digits of a candidate mask, as characters. */
export function maskDigits(mask) {
  const out = [];
  for (let d = 1; mask; d++, mask >>= 1) if (mask & 1) out.push(digitChar(d));
  return out;
}

const grouped = new Intl.NumberFormat('en-US');

/** A counter: grouped digits up to a million, then "1.23 M". */
export function formatCount(n) {
  if (n < 1e6) return grouped.format(n);
  if (n < 1e9) return `${(n / 1e6).toFixed(n < 1e7 ? 2 : 1)} M`;
  return `${(n / 1e9).toFixed(2)} G`;
}

/** Elapsed time: "0.84 s", "12.3 s", "2 min 05 s". */
export function formatSeconds(ms) {
  const s = ms / 1000;
  if (s < 10) return `${s.toFixed(2)} s`;
  if (s < 60) return `${s.toFixed(1)} s`;
  return `${Math.floor(s / 60)} min ${String(Math.floor(s % 60)).padStart(2, '0')} s`;
}

const DECADES = 6;
const STOPS_PER_DECADE = 20;
/** The speed slider runs 0…SLIDER_MAX: 1…10⁶ steps/s on a log scale, then max at the top. */
export const SLIDER_MAX = DECADES * STOPS_PER_DECADE + 1;

/** Steps per second for a slider position (Infinity for max). */
export function speedOfSlider(pos) {
  if (pos >= SLIDER_MAX) return Infinity;
  const raw = 10 ** (pos / STOPS_PER_DECADE);
  // Round to two significant digits so that labels read 1, 2, 5.2, 20, 150…
  const p = 10 ** Math.max(0, Math.floor(Math.log10(raw)) - 1);
  return Math.max(1, Math.round(raw / p) * p);
}

/** Slider position for a speed. */
export function sliderOfSpeed(speed) {
  if (!Number.isFinite(speed)) return SLIDER_MAX;
  const pos = Math.round(Math.log10(Math.max(1, speed)) * STOPS_PER_DECADE);
  return Math.min(SLIDER_MAX - 1, Math.max(0, pos));
}

/** "20 steps/s", "1.5 k steps/s", "max". */
export function formatSpeed(speed) {
  if (!Number.isFinite(speed)) return 'max';
  if (speed >= 1e6) return `${speed / 1e6} M/s`;
  if (speed >= 1e3) return `${speed / 1e3} k/s`;
  return `${speed}/s`;
}

/**
 * Parses the `speed` attribute: a positive number of steps per second or `max`; null when
 * invalid.
 */
export function parseSpeed(text) {
  if (text == null) return null;
  const t = String(text).trim().toLowerCase();
  if (t === 'max') return Infinity;
  const n = Number(t);
  return Number.isFinite(n) && n > 0 ? Math.min(n, 1e6) : null;
}

/**
 * The narration of one packed event `[kind, a, b, c]`. `names` supplies the core's wording for
 * units: `unit(flatId)` and `shared(a, b)`; `solutions` is the count after the event.
 */
export function narrate(ev, side, names, { solutions = 0, steps = 0 } = {}) {
  const [kind, a, b, c] = ev;
  const at = (cell) => cellName(cell, side);
  switch (kind) {
    case KIND.select:
      return `${at(a)}: choose among ${maskDigits(b).join(' ')} (depth ${c})`;
    case KIND.try:
      return `${at(a)}: try ${digitChar(b)} (branch ${c >> 8} of ${c & 0xff})`;
    case KIND.conflict: {
      const unit = names.shared(a, c);
      return `${at(a)}: ${digitChar(b)} conflicts with ${at(c)}${unit ? ` (${unit})` : ''}`;
    }
    case KIND.propagate:
      return c === 0
        ? `${at(a)} = ${digitChar(b)}: naked single (only candidate left)`
        : `${at(a)} = ${digitChar(b)}: hidden single (only place in ${names.unit(c - 1)})`;
    case KIND.filter:
      return `look-ahead removed ${a} candidate${a === 1 ? '' : 's'}`;
    case KIND.deadEnd:
      return a === 0xffff
        ? `dead end: ${digitChar(b)} has no place left in ${names.unit(c - 1)}`
        : `dead end: ${at(a)} has no candidate left`;
    case KIND.backtrack:
      return `back to depth ${a}${b ? `, clearing ${b} cell${b === 1 ? '' : 's'}` : ''}`;
    case KIND.solution:
      return `solution ${solutions} found after ${formatCount(steps)} steps`;
    case KIND.exhausted:
      return solutions === 0
        ? `no solution — proved in ${formatCount(steps)} steps`
        : `search complete: ${formatCount(solutions)} solution${solutions === 1 ? '' : 's'}`;
    default:
      return '';
  }
}
