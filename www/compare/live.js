// A <sudoku-compare> once its engine is loaded: the race (race.js), its lanes drawn by the
// stepper's own views (lane.js), the controls, the step slider and the table at the end, the
// keys and the views' intents. The element's shell (element.js) loads this module when the
// element comes near the screen, with its stylesheet.
import { h, setText } from '../dom.js';
import { keyBinding, runBinding } from '../element/keys.js';
import { arrowCell } from '../model/board.js';
import { speedAttribute } from '../model/format.js';
import { DEFAULT_STRATEGIES } from '../model/compare.js';
import * as controlsView from '../views/controls.js';
import { Race } from './race.js';
import { openComparison } from './search.js';
import { compareState } from './present.js';
import { compareSheet } from './styles.js';
import * as laneView from './lane.js';
import * as scrubView from './scrub.js';
import * as tableView from './table.js';

export { compareSheet };
// What the element adopts and listens with once near the screen (element.js's mount), in the race's chunk.
export { adopt, adoptLater, laterSheet } from '../element/styles.js';
export { blankScreen, keyListeners } from '../element/keys.js';

/**
 * What the live part needs of its element.
 * @typedef {object} Host
 * @property {HTMLElement} el  the element, whose attributes say the puzzle and strategies
 * @property {import('../element/messages.js').Messages} messages  the element's error messages
 * @property {import('../i18n/messages.js').Messages} words  the element's language
 * @property {() => void} draw  asks for a draw
 * @property {(results: import('../element/types.js').CompareResult[]) => void} done  fires `sudoku-compare-done`
 * @property {() => string} link
 * @property {() => void} reset
 * @property {import('../element/keys.js').Screen | null} screen  presenter mode's blank screen, in presenter mode
 */

export class CompareLive {
  /** The board as the engine read it. @type {{ text: string, side: number, givens: Uint8Array }} */
  board;
  /** @type {ReturnType<typeof laneView.create>[]} */
  #lanes = [];

  /**
   * @param {Host} host
   * @param {import('../engine/engine.js').Engine} engine
   * @param {HTMLElement} app  the element's box: lanes, controls, line and message go in it
   */
  constructor(host, engine, app) {
    this.host = host;
    this.engine = engine;
    this.race = new Race(host.draw, host.done);
    this.race.status = 'ready';
    const geometry = engine.geometry(engine.standardSide);
    this.board = { text: '', side: geometry.side, givens: new Uint8Array(geometry.cells) };
    this.lanesRoot = h('div', { class: 'lanes' });
    this.line = h('p', { class: 'race-line', role: 'status' });
    this.message = h('p', { class: 'message race-message', part: 'message', role: 'alert', hidden: true });
    // The controls and the step slider: one block, kept at the screen's foot when the searches do not fit.
    const bar = h('div', { class: 'race-controls' });
    app.replaceChildren(this.lanesRoot, bar);
    this.controls = controlsView.create(bar);
    this.scrub = scrubView.create(bar);
    app.append(this.line, this.message);
    this.table = tableView.create(app, host.link);
  }

  /** Opens a fresh search per strategy on the puzzle; a bad setting leaves none and says why. */
  open() {
    const { el, messages } = this.host;
    const say = (/** @type {string} */ source, /** @type {string} */ text) => messages.say(source, text);
    const opened = openComparison(
      this.engine,
      el.getAttribute('puzzle') ?? '',
      el.getAttribute('strategies') ?? DEFAULT_STRATEGIES,
      messages.bySource.keys(),
      say,
      this.host.words,
    );
    if (opened) this.board = opened.board;
    this.race.use(opened?.lanes ?? null);
  }

  /**
   * Acts on a key typed in the element (or, with `outside`, on its page in presenter mode): the
   * stepper's keys (KEY_MAP), PageDown and PageUp in every mode (a race is for a room); on a
   * lane's board, arrows move its tab stop. Returns true when the key was used.
   * @param {KeyboardEvent} e
   * @param {boolean} outside
   */
  key(e, outside) {
    const screen = this.host.screen;
    const b = keyBinding(e, { presenter: screen != null, scrolls: true, outside });
    const target = /** @type {HTMLElement | undefined} */ (e.composedPath()[0]);
    const index = outside ? -1 : this.#laneOf(target);
    if (index >= 0 && target?.classList.contains('cell') && !screen?.blanked && !e.ctrlKey && !e.metaKey && !e.altKey) {
      const next = arrowCell(e.key, this.engine.geometry(this.board.side), this.race.lanes[index].active);
      if (next != null) {
        this.#focusCell(index, next);
        return true;
      }
    }
    if (!b) return false;
    const race = this.race;
    return runBinding(
      b,
      {
        toggle: () => race.toggle(),
        step: (n) => race.step(n),
        back: (n) => race.back(n),
        reset: this.host.reset,
        runToEnd: () => race.runToEnd(),
        escape: () => race.pause(),
      },
      screen,
    );
  }

  /**
   * The index of the lane an element of the shadow root is in, or -1.
   * @param {Element | undefined} el
   */
  #laneOf(el) {
    const section = el?.closest?.('.lane');
    return section ? [...this.lanesRoot.children].indexOf(section) : -1;
  }

  /**
   * Moves a board's one tab stop to `cell` and focuses it.
   * @param {number} index
   * @param {number} cell
   */
  #focusCell(index, cell) {
    const lane = this.race.lanes[index];
    if (!lane) return;
    lane.active = cell;
    this.draw();
    this.#lanes[index]?.cell(cell)?.focus();
  }

  /**
   * @param {{ action: string, value: any }} intent
   * @param {Element} target  where it came from
   */
  act({ action, value }, target) {
    const race = this.race;
    switch (action) {
      case 'toggle':
        race.toggle();
        break;
      case 'step':
        race.step(1);
        break;
      case 'back':
        race.back(1);
        break;
      case 'goto':
        race.goTo(value);
        break;
      case 'reset':
        this.host.reset();
        break;
      case 'end':
        race.runToEnd();
        break;
      case 'speed':
        this.host.el.setAttribute('speed', speedAttribute(value));
        break;
      case 'select':
        this.#focusCell(this.#laneOf(target), value);
        break;
      default:
        break;
    }
  }

  /** Draws the race into the views. */
  draw() {
    const engine = this.engine;
    const state = compareState(
      this.race,
      {
        engine,
        geometry: engine.geometry(this.board.side),
        givens: this.board.givens,
        message: this.host.messages.text,
      },
      this.host.words,
    );
    while (this.#lanes.length > state.lanes.length) this.#lanes.pop()?.destroy();
    while (this.#lanes.length < state.lanes.length) this.#lanes.push(laneView.create(this.lanesRoot));
    state.lanes.forEach((lane, i) => this.#lanes[i].update(lane));
    this.lanesRoot.dataset.lanes = String(state.lanes.length);
    this.controls.update(state.controls);
    this.scrub.update(state);
    setText(this.line, state.line);
    this.message.hidden = !state.message;
    setText(this.message, state.message);
    this.table.update(state);
  }
}
