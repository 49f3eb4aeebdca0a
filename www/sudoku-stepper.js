// <sudoku-stepper>: the visualiser as a custom element (names in CONTRACT.md). One
// <script type="module" src=".../sudoku-stepper.js"> is all an embedding page needs: the element
// loads its WASM engine and styles relative to this module.
import init, { Stepper, strategies, validate, unitName, sharedUnit } from './pkg/sudoku_stepper.js';
import { PRESETS } from './presets.js';
import { css } from './styles.js';
import {
  KIND, SLIDER_MAX, boardText, cellName, digitChar, digitOfKey, formatCount, formatSeconds,
  formatSpeed, maskDigits, narrate, normalisePaste, parseSpeed, sliderOfSpeed, speedOfSlider,
} from './text.js';

/**
 * Milliseconds of engine work per animation frame, at every speed: drawing the frame (style,
 * layout and paint of the board, counters and stack) takes about as long again, and a task of
 * 50 ms must never happen.
 */
const FRAME_BUDGET_MS = 8;
/** The first frame of a run also restyles the controls and the whole board: less engine work. */
const FIRST_FRAME_BUDGET_MS = 2;
/** At or below this speed each event is animated. */
const ANIMATE_UP_TO = 12;
/** Largest stack shown row by row. */
const STACK_ROWS = 120;
const DEFAULT_STRATEGY = 'singles';
const DEFAULT_SPEED = 10;
const CONTROLS = ['full', 'minimal', 'none'];

let engine = null;
/** Loads the WASM once for every element on the page. */
function loadEngine() {
  engine ??= init({ module_or_path: new URL('./pkg/sudoku_stepper_bg.wasm', import.meta.url) }).then((exports) => {
    (window.requestIdleCallback ?? setTimeout)(warmUp);
    return { memory: exports.memory, strategies: strategies() };
  });
  return engine;
}

/**
 * A few milliseconds of search while the page is idle, so that the browser has compiled the step
 * loop's optimised code before the first Play: otherwise the first frames at high speed run the
 * baseline code and overrun their time budget.
 */
function warmUp() {
  const s = new Stepper('.'.repeat(81), 'backtracking');
  s.skip(1 << 16, false);
  s.free();
}

/** Control icons as 16×16 SVG paths: emoji media symbols are missing from many fonts. */
const ICONS = {
  reset: 'M2 3h2v10H2zM9 3v10L4 8zM15 3v10l-5-5z',
  back: 'M12 3v10L5 8zM3 3h2v10H3z',
  play: 'M4 2.5v11l9.5-5.5z',
  pause: 'M3.5 3h3v10h-3zM9.5 3h3v10h-3z',
  step: 'M4 3v10l7-5zM11 3h2v10h-2z',
  end: 'M1.5 3v10l6-5zM7.5 3v10l6-5zM13 3h2v10h-2z',
  stop: 'M3.5 3.5h9v9h-9z',
};

/** Sets a button's icon and label. */
function label(button, icon, text) {
  if (button.dataset.label === `${icon}|${text}`) return;
  button.dataset.label = `${icon}|${text}`;
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('viewBox', '0 0 16 16');
  svg.setAttribute('aria-hidden', 'true');
  const path = document.createElementNS('http://www.w3.org/2000/svg', 'path');
  path.setAttribute('d', ICONS[icon]);
  svg.append(path);
  button.replaceChildren(svg, text);
}

const names = (side) => ({ unit: (id) => unitName(id, side), shared: (a, b) => sharedUnit(a, b, side) });

const h = (tag, attrs = {}, ...children) => {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === 'class') el.className = v;
    else if (k === 'text') el.textContent = v;
    else if (k.startsWith('on')) el.addEventListener(k.slice(2), v);
    else if (v !== false && v != null) el.setAttribute(k, v === true ? '' : v);
  }
  el.append(...children);
  return el;
};

export class SudokuStepper extends HTMLElement {
  static observedAttributes = ['puzzle', 'strategy', 'speed', 'autoplay', 'controls', 'editable'];

  constructor() {
    super();
    this.attachShadow({ mode: 'open' });
    this._ready = false;
    this._side = 9;
    this._givens = new Uint8Array(81);
    this._strategy = DEFAULT_STRATEGY;
    this._speed = DEFAULT_SPEED;
    this._stepper = null;
    this._status = 'ready';
    this._conflicts = [];
    this._message = '';
    this._playing = false;
    this._toEnd = false;
    this._raf = 0;
    this._credit = 0;
    this._elapsed = 0;
    this._rate = { steps: 0, time: 0, value: 0 };
    this._last = null; // last packed event [kind, a, b, c]
    this._fresh = -1; // cell whose propagated digit is new this frame
    this._sel = -1; // cell being edited
    this._preview = 0; // depth whose backup board is shown, 0 for none
    this._stackKey = '';
    this._onKey = (e) => this._key(e);
  }

  // ---- lifecycle ----------------------------------------------------------------------------

  connectedCallback() {
    if (!this.hasAttribute('tabindex')) this.tabIndex = 0;
    this.addEventListener('keydown', this._onKey);
    if (!this._built) this._build();
    loadEngine().then(
      (eng) => {
        if (!this.isConnected) return;
        this._engine = eng;
        this._ready = true;
        this._fillStrategies();
        this._applyAttributes();
        // For measuring time to interactive (scripts/bench-browser.mjs).
        performance.mark('sudoku-stepper:ready');
      },
      (err) => this._fail(`Could not load the solver: ${err.message ?? err}`),
    );
  }

  disconnectedCallback() {
    this.removeEventListener('keydown', this._onKey);
    this._stopLoop();
    this._playing = false;
  }

  attributeChangedCallback(name, old, value) {
    if (old === value || !this._ready) return;
    switch (name) {
      case 'puzzle':
        this._load(value ?? '', { source: 'attribute' });
        break;
      case 'strategy':
        this._setStrategy(value ?? DEFAULT_STRATEGY);
        break;
      case 'speed':
        this._setSpeed(parseSpeed(value) ?? DEFAULT_SPEED);
        break;
      case 'controls':
        this._layout();
        break;
      case 'editable':
        this._renderBoard();
        break;
      case 'autoplay':
        if (value != null) this.play();
        break;
    }
  }

  _applyAttributes() {
    this._speed = parseSpeed(this.getAttribute('speed')) ?? DEFAULT_SPEED;
    const strategy = this.getAttribute('strategy') ?? DEFAULT_STRATEGY;
    this._strategy = this._knownStrategy(strategy) ? strategy : DEFAULT_STRATEGY;
    this._layout();
    this._syncControls();
    this._load(this.getAttribute('puzzle') ?? '', { source: 'attribute' });
    if (strategy !== this._strategy) this._setStrategy(strategy);
    if (this.hasAttribute('autoplay')) this.play();
  }

  // ---- public API (CONTRACT.md) ------------------------------------------------------------

  /** `{steps, tries, backtracks, propagations, depth, maxDepth, solutions, status}`. */
  get stats() {
    const s = this._stepper;
    return {
      steps: s?.steps ?? 0, tries: s?.tries ?? 0, backtracks: s?.backtracks ?? 0,
      propagations: s?.propagations ?? 0, depth: s?.depth ?? 0, maxDepth: s?.maxDepth ?? 0,
      solutions: s?.solutions ?? 0, status: this._status,
    };
  }

  /** The current puzzle text (givens only, `.` for empty). */
  get board() {
    return boardText(this._givens);
  }

  set board(text) {
    this.setAttribute('puzzle', text);
  }

  /** The board as the search has it now (givens plus search digits). */
  get current() {
    return this._stepper ? this._stepper.text() : this.board;
  }

  play() {
    if (!this._canRun()) return;
    if (this._stepper.isDone()) return;
    this._preview = 0;
    this._playing = true;
    this._setStatus('running');
    this._startLoop();
  }

  pause() {
    const wasRunning = this._playing;
    this._playing = false;
    this._toEnd = false;
    this._stopLoop();
    if (wasRunning && this._status === 'running') this._setStatus('paused');
    this._render();
  }

  step(n = 1) {
    if (!this._canRun() || this._stepper.isDone()) return;
    this.pause();
    this._preview = 0;
    this._setStatus('paused');
    this._advance(Math.max(1, Math.floor(n)), Infinity);
    this._afterBatch();
  }

  back(n = 1) {
    if (!this._stepper) return;
    this.pause();
    const s = this._stepper;
    const steps = s.steps;
    const count = Math.min(steps, Math.max(1, Math.floor(n)));
    if (count === 0) return;
    this._preview = 0;
    if (count === steps) {
      s.back(count);
      this._last = null;
    } else {
      // Rewind one further and replay one step, so that the narration shows the event that led
      // to the new position.
      s.back(count + 1);
      this._advance(1, Infinity);
    }
    this._setStatus(s.steps === 0 ? 'ready' : 'paused');
    this._afterBatch();
  }

  runToEnd() {
    if (!this._canRun()) return;
    this._toEnd = true;
    this.play();
  }

  reset() {
    this.pause();
    this._load(this.board, { source: 'reset' });
  }

  // ---- loading -------------------------------------------------------------------------------

  _knownStrategy(name) {
    return this._engine.strategies.some((s) => s.name === name);
  }

  /** Loads puzzle text; a parse error keeps the current board and shows the message. */
  _load(text, { source }) {
    this.pause();
    let checked;
    const puzzle = text.trim() === '' ? '.'.repeat(this._side * this._side || 81) : text;
    try {
      checked = validate(puzzle);
    } catch (err) {
      this._invalid(source === 'paste' ? `${err.message}. The board was kept.` : err.message, false);
      return false;
    }
    if (checked.side !== this._side) this._sel = -1;
    this._side = checked.side;
    this._givens = checked.values;
    this._conflicts = checked.conflicts;
    this._preview = 0;
    this._buildBoard();
    this._syncControls();
    if (this._conflicts.length) {
      const more = this._conflicts.length - 1;
      this._stepper = null;
      this._invalid(
        `${this._conflicts[0].message}${more ? ` (and ${more} more conflict${more > 1 ? 's' : ''})` : ''}. Change one of the highlighted cells to play.`,
        true,
      );
      return true;
    }
    this._restart();
    return true;
  }

  /** A fresh search of the current givens with the current strategy. */
  _restart() {
    this._stepper?.free();
    this._stepper = null;
    this._last = null;
    this._elapsed = 0;
    this._rate = { steps: 0, time: 0, value: 0 };
    try {
      this._stepper = new Stepper(boardText(this._givens), this._strategy);
    } catch (err) {
      this._invalid(err.message, true);
      return;
    }
    this._message = '';
    this._setStatus('ready');
    this._render();
    this._emit('sudoku-step');
  }

  _invalid(message, replaceBoard) {
    this._message = message;
    if (replaceBoard) {
      this._stepper?.free();
      this._stepper = null;
      this._setStatus('invalid');
    }
    this._render();
    this._emit('sudoku-invalid', { message });
  }

  _fail(message) {
    this._message = message;
    this._renderChrome();
  }

  _setStrategy(name) {
    if (!this._knownStrategy(name)) {
      // The engine's own message lists the valid names.
      try {
        new Stepper(boardText(this._givens), name).free();
      } catch (err) {
        this._message = err.message;
        this._render();
        this._emit('sudoku-invalid', { message: err.message });
      }
      return;
    }
    this._strategy = name;
    this._syncControls();
    if (!this._conflicts.length) this._restart();
  }

  _setSpeed(speed) {
    this._speed = speed;
    this._credit = 0;
    this._syncControls();
  }

  _canRun() {
    return this._ready && this._stepper != null && this._status !== 'invalid';
  }

  _setStatus(status) {
    this._status = status;
  }

  // ---- the run loop --------------------------------------------------------------------------

  _startLoop() {
    if (this._raf) return;
    this._lastFrame = performance.now();
    this._firstFrame = true;
    this._raf = requestAnimationFrame((t) => this._frame(t));
  }

  _stopLoop() {
    if (this._raf) cancelAnimationFrame(this._raf);
    this._raf = 0;
  }

  _frame(now) {
    this._raf = 0;
    if (!this._playing || !this._stepper) return;
    const dt = Math.min(Math.max(now - this._lastFrame, 0), 100);
    this._lastFrame = now;
    this._elapsed += dt;
    const speed = this._toEnd ? Infinity : this._speed;
    let want;
    if (Number.isFinite(speed)) {
      // Cap the credit so that a slow frame does not turn into a burst.
      this._credit = Math.min(this._credit + (speed * dt) / 1000, Math.max(1, speed / 10));
      want = Math.floor(this._credit);
    } else {
      want = Infinity;
    }
    if (want > 0) {
      const done = this._advance(want, performance.now() + (this._firstFrame ? FIRST_FRAME_BUDGET_MS : FRAME_BUDGET_MS));
      this._firstFrame = false;
      if (Number.isFinite(speed)) this._credit -= done;
    }
    this._afterBatch();
    if (this._playing) this._raf = requestAnimationFrame((t) => this._frame(t));
  }

  /**
   * Runs up to `want` steps (stopping at a solution) until `deadline`, in chunks sized to take
   * about half a millisecond, then reads the last event. Returns the steps taken.
   */
  _advance(want, deadline) {
    const s = this._stepper;
    // Only the latest state is drawn (the engine keeps what the view needs of earlier steps,
    // such as why each digit was forced), so the engine does not pack every event.
    let taken = 0;
    let last = 0;
    this._chunk ??= 1024;
    do {
      const n = Math.min(want - taken, this._chunk);
      const t0 = performance.now();
      last = s.skip(n, true);
      const ms = performance.now() - t0;
      taken += last;
      if (n === this._chunk && ms > 0) {
        this._chunk = Math.min(1 << 15, Math.max(256, Math.round((this._chunk * 0.5) / Math.max(ms, 0.05))));
      }
      if (last < n) break;
    } while (taken < want && performance.now() < deadline);
    if (last > 0) this._track();
    return taken;
  }

  /** Reads the last event of a batch (a fresh view: memory growth detaches old ones). */
  _track() {
    const ev = new Uint32Array(this._engine.memory.buffer, this._stepper.eventsPtr(), 4);
    this._last = Array.from(ev);
    this._fresh = this._last[0] === KIND.propagate ? this._last[1] : -1;
  }

  _afterBatch() {
    const s = this._stepper;
    if (!s) return;
    const now = performance.now();
    if (now - this._rate.time > 400) {
      const value = this._rate.time ? ((s.steps - this._rate.steps) * 1000) / (now - this._rate.time) : 0;
      this._rate = { steps: s.steps, time: now, value: this._playing ? Math.max(0, value) : 0 };
    }
    const found = this._last?.[0] === KIND.solution;
    if (found || s.isDone()) {
      this._playing = false;
      this._toEnd = false;
      this._stopLoop();
      this._setStatus(s.solutions > 0 ? 'solved' : 'unsolvable');
    }
    this._render();
    this._emit('sudoku-step');
    if (found) this._emit('sudoku-solved', { steps: s.steps, solutions: s.solutions, solution: s.text() });
    else if (s.isDone() && s.solutions === 0) this._emit('sudoku-unsolvable', { steps: s.steps });
  }

  _emit(type, detail = this.stats) {
    this.dispatchEvent(new CustomEvent(type, { bubbles: true, composed: true, detail }));
  }

  // ---- keyboard ------------------------------------------------------------------------------

  _key(e) {
    const target = e.composedPath()[0];
    const tag = target?.tagName;
    if (tag === 'TEXTAREA' || tag === 'INPUT' || tag === 'SELECT') return;
    if (this._sel >= 0 && this._editable()) {
      if (this._editKey(e)) {
        e.preventDefault();
        return;
      }
    }
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    switch (e.key) {
      case ' ':
        if (tag === 'BUTTON') return; // the button's own click handles Space
        this._playing ? this.pause() : this.play();
        break;
      case 'ArrowRight':
        this.step();
        break;
      case 'ArrowLeft':
        this.back();
        break;
      case 'Home':
        this.reset();
        break;
      case 'End':
        this.runToEnd();
        break;
      case 'Escape':
        this._preview = 0;
        this.pause();
        break;
      default:
        return;
    }
    e.preventDefault();
  }

  _editable() {
    return this.hasAttribute('editable');
  }

  /** Typing into the selected cell; returns true when the key was used. */
  _editKey(e) {
    const side = this._side;
    const moves = { ArrowUp: -side, ArrowDown: side, ArrowLeft: -1, ArrowRight: 1 };
    if (e.key in moves) {
      const next = this._sel + moves[e.key];
      const sameRow = Math.floor(next / side) === Math.floor(this._sel / side);
      if (next >= 0 && next < side * side && (Math.abs(moves[e.key]) === side || sameRow)) this._select(next);
      return true;
    }
    if (e.key === 'Escape') {
      this._select(-1);
      return true;
    }
    const d = digitOfKey(e.key, side);
    if (d == null) return false;
    const givens = Uint8Array.from(this._givens);
    givens[this._sel] = d;
    this._load(boardText(givens), { source: 'edit' });
    // Typing moves on (so a board can be typed in one go); Backspace and Delete stay put.
    const typed = e.key !== 'Backspace' && e.key !== 'Delete';
    if (typed && this._sel < side * side - 1) this._select(this._sel + 1);
    return true;
  }

  _select(cell) {
    this._sel = cell;
    this._renderBoard();
    if (cell >= 0) this._cells[cell].focus();
  }

  // ---- DOM -----------------------------------------------------------------------------------

  _build() {
    this._built = true;
    const root = this.shadowRoot;
    const style = document.createElement('style');
    style.textContent = css;
    const $ = {};
    this._$ = $;
    $.preset = h('select', { 'aria-label': 'Preset puzzle', onchange: () => this._pickPreset() });
    $.size = h('select', { 'aria-label': 'Board size', onchange: () => this._pickSize() },
      ...[4, 9, 16].map((n) => h('option', { value: n, text: `${n}×${n}` })));
    $.strategy = h('select', { 'aria-label': 'Strategy', onchange: () => this._setStrategy($.strategy.value) });
    $.help = h('button', { class: 'help', title: 'Legend and keys', 'aria-label': 'Legend and keys', text: '?', onclick: () => $.legend.showModal() });
    $.candidates = h('input', { type: 'checkbox', onchange: () => this._render() });
    $.toolbar = h('div', { class: 'toolbar' },
      h('label', {}, 'Preset', $.preset),
      h('label', {}, 'Size', $.size),
      h('label', {}, 'Strategy', $.strategy),
      h('span', { class: 'spacer' }),
      h('label', { class: 'toggle' }, $.candidates, 'Candidates'),
      $.help);
    $.note = h('p', { class: 'strategy-note' });

    $.board = h('div', { class: 'board', role: 'grid', 'aria-label': 'Sudoku board' });
    $.banner = h('div', { class: 'banner', hidden: true, role: 'status' });
    const wrap = h('div', { class: 'board-wrap' }, $.board, $.banner);

    $.counters = h('dl', { class: 'counters' });
    this._counterEls = {};
    for (const [key, label] of [
      ['steps', 'steps'], ['tries', 'tries'], ['backtracks', 'backtracks'], ['propagations', 'propagations'],
      ['depth', 'depth'], ['maxDepth', 'max depth'], ['solutions', 'solutions'], ['elapsed', 'elapsed'],
      ['rate', 'steps/s'],
    ]) {
      const dd = h('dd', { 'data-counter': key, text: '0' });
      this._counterEls[key] = dd;
      $.counters.append(h('div', {}, h('dt', { text: label }), dd));
    }
    $.stack = h('ol', { class: 'stack-list', 'aria-label': 'Search stack, newest first' });
    $.stack.addEventListener('click', (e) => {
      const li = e.target.closest('li[data-depth]');
      if (li) this._showBackup(Number(li.dataset.depth));
    });
    $.stackPanel = h('details', { class: 'panel stack-panel', open: true },
      h('summary', { text: 'Stack' }), $.stack);
    $.side = h('div', { class: 'side' }, h('section', { class: 'panel' }, h('h3', { text: 'Counters' }), $.counters), $.stackPanel);

    $.reset = h('button', { class: 'reset', title: 'Reset (Home)', onclick: () => this.reset() });
    $.back = h('button', { class: 'back', title: 'Step back (←)', onclick: () => this.back() });
    $.play = h('button', { class: 'primary play', title: 'Play or pause (Space)', onclick: () => (this._playing ? this.pause() : this.play()) });
    $.step = h('button', { class: 'step', title: 'Step (→)', onclick: () => this.step() });
    $.end = h('button', { class: 'end', title: 'Run to the end (End)', onclick: () => (this._toEnd ? this.pause() : this.runToEnd()) });
    label($.reset, 'reset', 'Reset');
    label($.back, 'back', 'Back');
    label($.step, 'step', 'Step');
    $.slider = h('input', { type: 'range', min: 0, max: SLIDER_MAX, step: 1, 'aria-label': 'Speed, steps per second' });
    $.slider.addEventListener('input', () => this._setSpeed(speedOfSlider(Number($.slider.value))));
    $.speedOut = h('output', {});
    $.controls = h('div', { class: 'controls', role: 'toolbar', 'aria-label': 'Search controls' },
      $.reset, $.back, $.play, $.step, $.end,
      h('label', { class: 'speed' }, 'Speed', $.slider, $.speedOut));
    $.narration = h('p', { class: 'narration', 'aria-live': 'polite' });
    $.progress = h('div', { class: 'progress', hidden: true }, h('div', { class: 'bar' }), h('span', {}));
    $.message = h('p', { class: 'message', hidden: true, role: 'alert' });

    $.pasteText = h('textarea', { 'aria-label': 'Puzzle text', placeholder: 'One line of 81 characters (. or 0 for empty), or a 9-line grid; | - + and spaces are ignored.' });
    $.paste = h('details', { class: 'paste' },
      h('summary', { text: 'Paste a puzzle' }), $.pasteText,
      h('div', { class: 'row' },
        h('button', { class: 'primary', onclick: () => this._paste() }, 'Load'),
        h('button', { onclick: () => this._load('', { source: 'empty' }) }, 'Empty board')));

    $.legend = this._legend();
    $.main = h('div', { class: 'main' }, wrap, $.side);
    $.board.addEventListener('focusout', (e) => {
      if (!e.relatedTarget?.classList?.contains('cell')) this._select(-1);
    });
    $.app = h('div', { class: 'app' }, $.toolbar, $.note, $.main, $.controls, $.progress, $.narration, $.message, $.paste, $.legend);
    root.append(style, $.app);
    this._buildBoard();
    this._layout();
  }

  _legend() {
    const sample = (cls, text, extra) =>
      h('div', { class: `cell ${cls}` }, h('span', { class: 'v', text }), ...(extra ? [extra] : []));
    const rows = [
      [sample('given', '5'), 'A given: part of the puzzle (bold).'],
      [sample('', '7'), 'A digit the search is trying (blue).'],
      [sample('forced', '3', h('span', { class: 'mk', text: 'H' })), 'Forced by propagation (green): N naked single, H hidden single.'],
      [sample('cur', '4'), 'The current cell; its row, column and box are tinted.'],
      [sample('clash', '4'), 'A conflict: the digit clashes with a peer (both flash red).'],
      [sample('dead', ''), 'A dead end: no digit fits here.'],
      [sample('cleared', '', h('span', { class: 'ghost', text: '6' })), 'Cleared by a backtrack (orange).'],
    ];
    const dialog = h('dialog', { 'aria-label': 'Legend' },
      h('h2', { text: 'How to read the board' }),
      h('div', { class: 'legend' }, ...rows.flatMap(([c, t]) => [c, h('span', { text: t })])),
      h('p', {}, 'Keys: ', h('kbd', { text: 'Space' }), ' play/pause · ', h('kbd', { text: '→' }), ' step · ',
        h('kbd', { text: '←' }), ' back · ', h('kbd', { text: 'Home' }), ' reset · ', h('kbd', { text: 'End' }), ' run to end.'),
      h('p', {}, 'Click a cell and type 1–9 (A–G on 16×16); Backspace, Delete or 0 clears; arrows move. Click a stack row to see the board saved at that depth.'),
      h('form', { method: 'dialog' }, h('button', { class: 'primary', text: 'Close' })));
    return dialog;
  }

  _layout() {
    const $ = this._$;
    if (!$) return;
    const mode = CONTROLS.includes(this.getAttribute('controls')) ? this.getAttribute('controls') : 'full';
    const full = mode === 'full';
    $.toolbar.hidden = !full;
    $.note.hidden = !full;
    $.side.hidden = !full;
    $.paste.hidden = !full;
    $.controls.hidden = mode === 'none';
    $.end.hidden = !full;
    $.main.style.gridTemplateColumns = full ? '' : '1fr';
  }

  _fillStrategies() {
    const $ = this._$;
    $.strategy.replaceChildren(...this._engine.strategies.map((s) => h('option', { value: s.name, text: s.name })));
    $.preset.replaceChildren(
      h('option', { value: '', text: 'Choose a puzzle…' }),
      ...PRESETS.map((p, i) => h('option', { value: i, text: p.caption.length > 60 ? `${p.caption.slice(0, 58)}…` : p.caption, title: p.caption })),
    );
  }

  _syncControls() {
    const $ = this._$;
    if (!$ || !this._engine) return;
    $.strategy.value = this._strategy;
    $.note.textContent = this._engine.strategies.find((s) => s.name === this._strategy)?.description ?? '';
    $.size.value = String(this._side);
    $.slider.value = String(sliderOfSpeed(this._speed));
    $.speedOut.textContent = formatSpeed(this._speed);
  }

  _pickPreset() {
    const p = PRESETS[Number(this._$.preset.value)];
    if (p) this._load(p.puzzle, { source: 'preset' });
    this._$.preset.value = '';
  }

  _pickSize() {
    const side = Number(this._$.size.value);
    this._load('.'.repeat(side * side), { source: 'size' });
  }

  _paste() {
    if (this._load(normalisePaste(this._$.pasteText.value), { source: 'paste' })) {
      this._$.paste.open = false;
    }
  }

  _showBackup(depth) {
    if (!this._stepper) return;
    this.pause();
    this._preview = this._preview === depth ? 0 : depth;
    this._render();
  }

  /** Builds the cell elements for the current size (boxes as nested grids for thick borders). */
  _buildBoard() {
    const $ = this._$;
    if (!$ || this._boardSide === this._side) return;
    const side = this._side;
    const box = Math.round(Math.sqrt(side));
    this._boardSide = side;
    this._cells = new Array(side * side);
    this._cellState = new Array(side * side).fill('');
    $.board.style.setProperty('--box', box);
    $.board.style.setProperty('--side', side);
    const boxes = [];
    for (let b = 0; b < side; b++) {
      const el = h('div', { class: 'box', role: 'presentation' });
      const r0 = Math.floor(b / box) * box;
      const c0 = (b % box) * box;
      for (let i = 0; i < side; i++) {
        const cell = (r0 + Math.floor(i / box)) * side + c0 + (i % box);
        const c = h('div', { class: 'cell', role: 'gridcell', id: `cell-${cell}`, 'data-cell': cell, 'aria-label': cellName(cell, side) });
        c.addEventListener('mousedown', (e) => this._cellClick(e, cell));
        this._cells[cell] = c;
        el.append(c);
      }
      boxes.push(el);
    }
    // The cells sit in boxes for the thick borders; screen readers get them in rows, as a grid
    // needs, through empty row elements that own them.
    const rows = [];
    for (let r = 0; r < side; r++) {
      const ids = Array.from({ length: side }, (_, c) => `cell-${r * side + c}`).join(' ');
      rows.push(h('div', { class: 'row', role: 'row', 'aria-owns': ids }));
    }
    $.board.replaceChildren(...boxes, ...rows);
  }

  _cellClick(e, cell) {
    if (!this._editable()) return;
    if (this._playing) this.pause();
    // Without the default the host does not take focus back from the cell, and the selection is
    // in place before the next key arrives (a deferred select let a quick key edit the old cell).
    e.preventDefault();
    this._select(cell);
  }

  // ---- rendering -----------------------------------------------------------------------------

  _render() {
    if (!this._$ || !this._cells) return;
    this._renderBoard();
    this._renderChrome();
  }

  /** Which cells get which transient mark from the last event. */
  _eventMarks() {
    const marks = new Map();
    const add = (cell, cls) => marks.set(cell, `${marks.get(cell) ?? ''} ${cls}`);
    const ev = this._last;
    if (!ev || !this._stepper) return marks;
    const [kind, a, b, c] = ev;
    const side = this._side;
    if (kind === KIND.conflict) {
      add(a, 'clash');
      add(c, 'clash');
    } else if (kind === KIND.deadEnd) {
      if (a !== 0xffff) add(a, 'dead');
      else for (const cell of unitCells(c - 1, side)) add(cell, 'unit');
    } else if (kind === KIND.backtrack && b > 0) {
      for (const cell of this._stepper.cleared()) add(cell, 'cleared');
    } else if (kind === KIND.try) {
      add(a, 'tried');
    }
    return marks;
  }

  _renderBoard() {
    const side = this._side;
    const cells = this._cells;
    if (!cells) return;
    const s = this._stepper;
    const givens = this._givens;
    let values = givens;
    let stack = null;
    if (s && this._preview) values = s.backup(this._preview) ?? givens;
    if (s) stack = s.stack();
    const guesses = new Set();
    let cur = -1;
    if (stack && !this._preview) {
      for (let i = 0; i < stack.length; i += 4) guesses.add(stack[i]);
      if (stack.length) cur = stack[stack.length - 4];
    }
    if (this._last && (this._last[0] === KIND.select || this._last[0] === KIND.try || this._last[0] === KIND.conflict)) {
      cur = this._last[1];
    }
    const done = this._status === 'solved' || this._status === 'unsolvable';
    if (done && this._last?.[0] !== KIND.conflict) cur = -1;
    const box = Math.round(Math.sqrt(side));
    const tint = (cell) =>
      cur >= 0 &&
      (Math.floor(cell / side) === Math.floor(cur / side) ||
        cell % side === cur % side ||
        (Math.floor(cell / side / box) === Math.floor(cur / side / box) &&
          Math.floor((cell % side) / box) === Math.floor((cur % side) / box)));
    const marks = this._preview ? new Map() : this._eventMarks();
    const bad = new Set(this._conflicts.flatMap((c) => [c.a, c.b]));
    const pencil = this._$.candidates.checked && s && !this._preview ? s.allCandidates() : null;
    const cleared = new Set(marks.size ? [...marks].filter(([, m]) => m.includes('cleared')).map(([c]) => c) : []);
    const clearedDigits = cleared.size ? this._clearedDigits : null;
    // The view of WASM memory comes last: any call that allocates (stack, candidates, cleared)
    // may grow memory and detach views made before it.
    let reasons = null;
    if (s && !this._preview) {
      values = new Uint8Array(this._engine.memory.buffer, s.boardPtr(), s.boardLen());
      reasons = new Uint8Array(this._engine.memory.buffer, s.reasonsPtr(), s.boardLen());
    }
    for (let cell = 0; cell < cells.length; cell++) {
      const v = values[cell];
      const given = givens[cell] !== 0;
      let cls = 'cell';
      if (given) cls += ' given';
      // Search digits not on the stack were forced by propagation.
      else if (v && !guesses.has(cell) && !this._preview) cls += ' forced';
      if (cell === cur) cls += ' cur';
      else if (tint(cell)) cls += ' tint';
      if (cell === this._sel) cls += ' sel';
      if (bad.has(cell)) cls += ' bad';
      const m = marks.get(cell);
      if (m) cls += m;
      if (cell === this._fresh && !given) cls += ' fresh';
      const reason = cls.includes('forced') ? reasons[cell] : 0;
      const pm = pencil && v === 0 ? pencil[cell] : 0;
      // A cleared cell shows the digit it lost; a conflicting cell the digit that clashed.
      let ghost = cleared.has(cell) ? (clearedDigits?.get(cell) ?? 0) : 0;
      if (!v && !this._preview && this._last?.[0] === KIND.conflict && this._last[1] === cell) ghost = this._last[2];
      const el = cells[cell];
      if (el.className !== cls) el.className = cls;
      // Contents change far less often than classes: rebuild them only when they differ.
      const key = `${v}|${reason}|${pm}|${ghost}|${this._editable()}`;
      if (this._cellState[cell] === key) continue;
      this._cellState[cell] = key;
      if (!this._editable()) el.removeAttribute('tabindex');
      else if (el.getAttribute('tabindex') !== '-1') el.tabIndex = -1;
      const parts = [];
      if (v) parts.push(h('span', { class: 'v', text: digitChar(v) }));
      else if (ghost) parts.push(h('span', { class: 'ghost', text: digitChar(ghost) }));
      if (reason) parts.push(h('span', { class: 'mk', text: reason === 1 ? 'N' : 'H', title: reason === 1 ? 'naked single' : 'hidden single' }));
      if (pm) {
        const grid = h('span', { class: 'pm', 'aria-hidden': 'true' });
        for (let d = 1; d <= side; d++) grid.append(h('span', { text: pm & (1 << (d - 1)) ? digitChar(d) : '' }));
        parts.push(grid);
      }
      el.replaceChildren(...parts);
      el.setAttribute('aria-label', `${cellName(cell, side)}${v ? ` ${digitChar(v)}` : ' empty'}${given ? ' (given)' : ''}`);
    }
    // Remember digits so the next backtrack can show what it cleared.
    this._clearedDigits = new Map();
    if (s) for (let cell = 0; cell < cells.length; cell++) if (values[cell] && !givens[cell]) this._clearedDigits.set(cell, values[cell]);
    this._$.board.classList.toggle('solved', this._status === 'solved' && !this._preview);
  }

  _renderChrome() {
    const $ = this._$;
    const s = this._stepper;
    const st = this.stats;
    const slow = !this._toEnd && Number.isFinite(this._speed) && this._speed <= ANIMATE_UP_TO;
    $.app.classList.toggle('animate', slow || !this._playing);
    const set = (k, text) => {
      if (this._counterEls[k].textContent !== text) this._counterEls[k].textContent = text;
    };
    for (const k of ['steps', 'tries', 'backtracks', 'propagations', 'depth', 'maxDepth', 'solutions']) set(k, formatCount(st[k]));
    set('elapsed', formatSeconds(this._elapsed));
    set('rate', this._playing ? formatCount(Math.round(this._rate.value)) : '–');

    const running = this._playing;
    const can = this._canRun();
    if (running && !this._toEnd) label($.play, 'pause', 'Pause');
    else label($.play, 'play', this._status === 'solved' ? 'Continue' : 'Play');
    $.play.disabled = !can || (!running && (this._status === 'unsolvable' || (this._status === 'solved' && s.isDone())));
    $.step.disabled = !can || this._status === 'unsolvable' || (s?.isDone() ?? true);
    $.back.disabled = !s || s.steps === 0;
    $.reset.disabled = !this._ready;
    if (this._toEnd) label($.end, 'stop', 'Cancel');
    else label($.end, 'end', 'Run to end');
    $.end.disabled = !can || (!this._toEnd && (s?.isDone() ?? true));
    setHidden($.progress, !this._toEnd);
    if (this._toEnd) setText($.progress.lastChild, `Running to the end… ${formatCount(st.steps)} steps · ${formatSeconds(this._elapsed)} — press Cancel or Esc to stop`);

    // Banner and narration.
    let banner = null;
    if (this._preview) banner = ['info', `Backup board at depth ${this._preview} — click the row again or press Esc`];
    else if (this._status === 'solved' && s.isDone()) banner = ['ok', `Search complete: ${formatCount(st.solutions)} solution${st.solutions === 1 ? '' : 's'} in ${formatCount(st.steps)} steps`];
    else if (this._status === 'solved') banner = ['ok', `Solved in ${formatCount(st.steps)} steps`];
    else if (this._status === 'unsolvable') banner = ['bad', `No solution — proved in ${formatCount(st.steps)} steps`];
    setHidden($.banner, !banner);
    if (banner) {
      $.banner.className = `banner ${banner[0]}`;
      setText($.banner, banner[1]);
    }
    let line;
    if (this._status === 'invalid') line = 'Fix the board to start the search.';
    else if (!this._last) line = s && s.steps === 0 ? `Ready: ${this._givens.filter(Boolean).length} givens, strategy ${this._strategy}. Press Play or →.` : 'Start position.';
    else line = narrate(this._last, this._side, names(this._side), st);
    setText($.narration, line);
    setHidden($.message, !this._message);
    // Core messages start in lower case ("cells r1c1 and…"); a sentence on its own starts upper.
    setText($.message, this._message.charAt(0).toUpperCase() + this._message.slice(1));
    this._renderStack();
  }

  _renderStack() {
    const $ = this._$;
    if ($.side.hidden) return;
    // While running fast, a few updates a second are all anyone can read.
    const now = performance.now();
    const fast = this._toEnd || this._speed > 100;
    if (this._playing && fast && now - (this._stackTime ?? 0) < 150) return;
    this._stackTime = now;
    const s = this._stepper;
    const stack = s ? s.stack() : new Uint32Array();
    const key = `${stack.join(',')}|${this._preview}`;
    if (key === this._stackKey) return;
    this._stackKey = key;
    const side = this._side;
    const depth = stack.length / 4;
    const shown = Math.min(depth, STACK_ROWS);
    if (!this._stackRows) {
      this._stackRows = [];
      this._stackHead = h('li', { class: 'head' }, ...['depth', 'cell', 'digit', 'branch'].map((t) => h('span', { text: t })));
      this._stackNote = h('li', { class: 'stack-empty' });
    }
    // Rows are reused and only their text changes: rebuilding them every frame costs more than
    // the search itself.
    const rows = this._stackRows;
    while (rows.length < shown) {
      rows.push(h('li', { title: 'Show the board saved at this depth' }, h('span'), h('span'), h('span'), h('span', { class: 'k' })));
    }
    for (let r = 0; r < shown; r++) {
      const d = depth - r;
      const i = (d - 1) * 4;
      const li = rows[r];
      li.dataset.depth = d;
      li.className = d === this._preview ? 'on' : '';
      const texts = [String(d), cellName(stack[i], side), digitChar(stack[i + 1]) || '·', `${stack[i + 2]} of ${stack[i + 3]}`];
      texts.forEach((t, k) => {
        if (li.children[k].textContent !== t) li.children[k].textContent = t;
      });
    }
    this._stackNote.textContent = depth === 0 ? 'No open decisions.' : `… ${depth - shown} more`;
    const want = [...(depth ? [this._stackHead] : []), ...rows.slice(0, shown), ...(depth === 0 || depth > shown ? [this._stackNote] : [])];
    // Only the rows that come or go move: re-inserting them all would lay the list out again.
    for (let k = 0; k < want.length; k++) {
      if ($.stack.children[k] !== want[k]) $.stack.insertBefore(want[k], $.stack.children[k] ?? null);
    }
    while ($.stack.children.length > want.length) $.stack.lastElementChild.remove();
  }
}

/** Writes only a change: even an unchanged write invalidates style or layout, every frame. */
function setHidden(el, hidden) {
  if (el.hidden !== hidden) el.hidden = hidden;
}

function setText(el, text) {
  if (el.textContent !== text) el.textContent = text;
}

/** Cells of a unit by flat id, for highlighting a dead end's unit (geometry only, no rules). */
function unitCells(id, side) {
  const box = Math.round(Math.sqrt(side));
  const k = id % side;
  const out = [];
  for (let i = 0; i < side; i++) {
    if (id < side) out.push(k * side + i);
    else if (id < 2 * side) out.push(i * side + k);
    else out.push((Math.floor(k / box) * box + Math.floor(i / box)) * side + (k % box) * box + (i % box));
  }
  return out;
}

if (!customElements.get('sudoku-stepper')) customElements.define('sudoku-stepper', SudokuStepper);
