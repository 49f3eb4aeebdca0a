// The poster: what a <sudoku-stepper> shows before its engine is loaded, from its attributes
// alone: the puzzle's characters in their cells, the controls mode, the panels, the strategy's
// name and the speed, at the size the running element will have. It does not judge the puzzle
// (the engine reads it, and redraws): a one-line puzzle whose length is a square is drawn cell
// by cell, anything else as an empty board until the engine has read it.
import { formatCount, formatSeconds } from './format.js';
import '../i18n/english.js';
import { ENGLISH } from '../i18n/messages.js';

/** @typedef {import('./view.js').ViewState} ViewState */

/** The size shown when the poster cannot tell the puzzle's size from its text. */
export const FIRST_SIDE = 9;

/** The one-line form's characters for an empty cell. */
const EMPTY = ['.', '0'];

/** The counters' keys (camelCase, as the engine reads them) by their CONTRACT names; labels are the catalogue's `element.counter`. */
const COUNTER_KEYS = {
  steps: 'steps',
  tries: 'tries',
  backtracks: 'backtracks',
  propagations: 'propagations',
  depth: 'depth',
  max_depth: 'maxDepth',
  solutions: 'solutions',
  updates: 'updates',
  accepted: 'accepted',
  penalty: 'penalty',
  best_penalty: 'bestPenalty',
  temperature: 'temperature',
  restarts: 'restarts',
  pruned: 'pruned',
  jumped: 'jumped',
};

/**
 * The counters a strategy keeps (by their CONTRACT names; null: an exact search's), then time
 * and speed, with their labels.
 * @param {readonly string[] | null} names
 * @param {import('../i18n/messages.js').Messages} [m]
 * @returns {{ key: string, label: string }[]}
 */
export function counterList(names, m = ENGLISH) {
  const kept = (names ?? ['steps', 'tries', 'backtracks', 'propagations', 'depth', 'max_depth', 'solutions'])
    .map((name) => COUNTER_KEYS[/** @type {keyof typeof COUNTER_KEYS} */ (name)])
    .filter(Boolean);
  return [...kept, 'elapsed', 'rate'].map((key) => ({ key, label: m.t('element.counter', { key }) }));
}

/**
 * @typedef {object} PosterInput
 * @property {string} puzzle
 * @property {'full' | 'minimal' | 'none'} mode
 * @property {readonly string[]} panels
 * @property {string} strategy
 * @property {number} speed
 * @property {string} message  what the element says (its poster's errors, a failed load)
 * @property {import('../i18n/messages.js').Messages} [messages]  the element's language
 */

/**
 * @param {PosterInput} p
 * @returns {ViewState}
 */
export function posterState(p) {
  const m = p.messages ?? ENGLISH;
  const chars = [...p.puzzle.replace(/\s+/g, '')];
  const root = Math.sqrt(chars.length);
  const side = Number.isInteger(root) && root > 1 ? root : FIRST_SIDE;
  const cells = Array.from({ length: side * side }, (_, i) => {
    const c = side === root && !EMPTY.includes(chars[i]) ? chars[i] : '';
    // Thin lines between all cells; the box lines are the engine's to draw.
    const lines = `${(i + 1) % side ? ' line-r' : ''}${i + side < side * side ? ' line-b' : ''}`;
    return { cls: `cell${lines}${c ? ' given' : ''}`, value: c, ghost: '', marker: '', why: '', pencil: 0, label: c };
  });
  const zero = formatCount(0, m);
  const list = counterList(null, m);
  return {
    status: 'loading',
    mode: p.mode,
    editable: false,
    animate: true,
    // No digits or moves: the poster neither edits nor moves (the engine's geometry brings them).
    board: { side, box: side, digits: '', empty: '', arrows: [], moves: new Uint16Array(0), cells, solved: false, preview: false },
    active: 0,
    counters: { ...Object.fromEntries(list.map(({ key }) => [key, zero])), elapsed: formatSeconds(0, m), rate: '–' },
    counterList: list,
    chart: null,
    cover: null,
    runtimes: null,
    code: null,
    tree: null,
    stack: { rows: [], more: 0, depth: 0, jump: '' },
    panels: p.panels,
    // The controls wait for the engine (the Play over the board, when shown, loads it and plays).
    controls: {
      play: { icon: 'play', text: m.t('element.play'), disabled: true },
      end: { icon: 'end', text: m.t('element.runToEnd'), disabled: true },
      back: false,
      step: false,
      reset: false,
      speed: p.speed,
    },
    toolbar: { side, strategy: p.strategy, params: '', strategies: [], description: '', candidates: p.panels.includes('candidates'), disabled: true },
    // A message while loading may be the load's failure (a CSP, a 404), and "loading" would be stale.
    narration: p.message ? '' : m.t('element.loading'),
    messages: m,
    family: 'depth-first',
    banner: null,
    message: p.message,
    progress: null,
  };
}
