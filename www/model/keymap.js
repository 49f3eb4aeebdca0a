// The elements' key map: one table of keys and what they do, which <sudoku-stepper>,
// <sudoku-compare> (element/keys.js) and the legend (views/legend.js) all read.

/**
 * What a key does: a method of the runner (`blank` and `panel` are the screen's: presenter mode's
 * blank screen, and its folded panels shown in turn). A new action is a row of KEY_MAP and a
 * method of that name on the runners that have it (P is taken: the demo pages' presenter toggle).
 * @typedef {'toggle' | 'step' | 'back' | 'reset' | 'runToEnd' | 'escape' | 'blank' | 'panel'} Action
 */

/**
 * A row of the key map: the `KeyboardEvent.key` values, the action, the key's name in the
 * legend's sentence (`element.legendKeys`) and its label there: a glyph every keyboard prints
 * (→, B), or none for a key each language names (`element.key`: Space, Mezerník). `clicker`: a presentation
 * clicker's key, which in presenter mode works wherever focus is (but in a text field); `field`:
 * it works even from a text field, which has no use for it; `scrolls`: the page's scroll key,
 * which `<sudoku-stepper>` (a figure in a page a reader scrolls) takes in presenter mode only;
 * `presenter`: presenter mode only.
 * @typedef {{ keys: string[], action: Action, name: string, label?: string, clicker?: boolean, field?: boolean, scrolls?: boolean, presenter?: boolean }} KeyBinding
 */

/** Every key the elements act on, in the legend's order. @type {readonly KeyBinding[]} */
export const KEY_MAP = [
  { keys: [' '], action: 'toggle', name: 'space' },
  { keys: ['ArrowRight'], action: 'step', name: 'right', label: '→', clicker: true },
  { keys: ['ArrowLeft'], action: 'back', name: 'left', label: '←', clicker: true },
  { keys: ['Home'], action: 'reset', name: 'home', clicker: true },
  { keys: ['End'], action: 'runToEnd', name: 'end', clicker: true },
  { keys: ['Escape'], action: 'escape', name: 'esc' },
  { keys: ['PageDown'], action: 'step', name: 'pageDown', clicker: true, field: true, scrolls: true },
  { keys: ['PageUp'], action: 'back', name: 'pageUp', clicker: true, field: true, scrolls: true },
  { keys: ['b', 'B'], action: 'blank', name: 'b', label: 'B', clicker: true, presenter: true },
  { keys: ['.'], action: 'blank', name: 'dot', label: '.', clicker: true, presenter: true },
  { keys: ['t', 'T'], action: 'panel', name: 't', label: 'T', presenter: true },
];
