// What the user does through the views: the intents they fire (`stepper-intent`, see dom.js)
// turned into the controller's actions, and focus moving on the board, which moves the
// selection with it. Keys are in keys.js.
import { speedAttribute } from '../model/format.js';
import { PANEL_NAMES } from './panels.js';
import { COMPOSED } from '../model/compose.js';

/** @typedef {import('./controller.js').Controller} Controller */
/**
 * The views an intent focuses, opens or closes.
 * @typedef {object} Views
 * @property {ReturnType<typeof import('../views/board.js').create>} board
 * @property {import('./layout.js').Layout['legend']} legend
 * @property {ReturnType<typeof import('../views/paste.js').create>} paste
 */

/**
 * @param {{ action: string, value: unknown }} intent
 * @param {Controller} c
 * @param {HTMLElement} host  the element, whose attributes reflect the user's choices
 * @param {Views} views
 * @param {() => void} draw
 */
export function act({ action, value }, c, host, views, draw) {
  const v = /** @type {any} */ (value);
  switch (action) {
    case 'select':
      c.select(v);
      views.board.cell(v)?.focus();
      break;
    case 'digit':
      c.edit(v, false);
      views.board.cell(c.selected)?.focus({ preventScroll: true });
      break;
    case 'toggle':
      c.toggle();
      break;
    case 'step':
      c.step(1);
      break;
    case 'back':
      c.back(1);
      break;
    case 'reset':
      c.reset();
      break;
    case 'end':
      c.runToEnd();
      break;
    // The user's choices are reflected in the attributes, so the page (and a copied link)
    // sees what is shown.
    case 'speed':
      host.setAttribute('speed', speedAttribute(v));
      break;
    case 'strategy':
      // Parameters belong to the strategy they were given for: a new choice starts from its
      // defaults.
      if (v !== host.getAttribute('strategy')) host.removeAttribute('params');
      host.setAttribute('strategy', v);
      break;
    // "Build your own search": the composed strategy with the switches chosen, one change.
    case 'compose':
      host.setAttribute('params', v);
      host.setAttribute('strategy', COMPOSED);
      break;
    case 'preset':
      c.preset(v);
      break;
    case 'size':
      c.switchSize(v);
      break;
    // The toolbar's checkbox is the `candidates` panel: both say the same in the attribute.
    case 'candidates':
      host.setAttribute('panels', PANEL_NAMES.filter((p) => (p === 'candidates' ? v : c.panels.includes(p))).join(' '));
      break;
    case 'legend':
      views.legend.open();
      break;
    // The pointer on "Run 30 …" or the focus on it: its workers load while the user decides.
    case 'runtimes-warm':
      if (c.engine && c.charts.study && !c.charts.study.running) c.charts.study.warm(c.engine);
      break;
    case 'runtimes':
      if (c.charts.study?.running) c.charts.study.cancel();
      else if (c.engine && c.charts.study && c.studyPlan) c.charts.study.start(c.engine, c.board, c.studyPlan);
      draw();
      break;
    case 'backup':
      c.showBackup(v);
      break;
    // The tree panel: a try's first step, a try under a point of the icicle, a count expanded.
    case 'goto':
      c.goTo(v);
      break;
    case 'tree-node':
      c.goToTreeNode(v);
      break;
    case 'tree-expand':
      c.toggleTreeGroup(v);
      break;
    case 'paste':
      if (c.paste(v)) views.paste.close();
      break;
    case 'empty':
      c.load('', 'empty');
      views.paste.close();
      break;
    default:
      break;
  }
}

/**
 * @param {FocusEvent} e
 * @param {Controller} c
 */
export function focusIn(e, c) {
  const cell = /** @type {Element} */ (e.target).closest?.('.cell[data-cell]');
  if (cell instanceof HTMLElement) {
    const i = Number(cell.dataset.cell);
    if (i !== c.active || (c.editable && c.selected !== i)) c.select(i);
  }
}

/**
 * @param {FocusEvent} e
 * @param {Controller} c
 * @param {() => void} draw
 */
export function focusOut(e, c, draw) {
  const next = /** @type {Element | null} */ (e.relatedTarget);
  // Leaving the board (but not for the digit pad) ends editing of the cell.
  if (c.selected >= 0 && !next?.closest?.('.cell, .pad')) {
    c.selected = -1;
    draw();
  }
}
