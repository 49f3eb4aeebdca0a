// The compare page: a puzzle (preset or pasted) and 2–4 strategies, then <sudoku-compare>. The
// address bar carries the settings (`?puzzle=…&strategies=…&speed=…&lockstep=…`); opening such
// a link fills the form and runs the same comparison.
import { loadEngine } from './engine/engine.js';
import { DEFAULT_STRATEGIES, LINK_KEYS, MAX_LANES, MIN_LANES, linkParams, parseStrategies, strategiesText } from './model/compare.js';
import { PRESETS } from './presets.js';
import { h } from './dom.js';

const el = /** @type {import('./compare/element.js').SudokuCompare} */ (document.getElementById('compare'));
const form = /** @type {HTMLFormElement} */ (document.getElementById('settings'));
const preset = /** @type {HTMLSelectElement} */ (document.getElementById('preset'));
const puzzle = /** @type {HTMLTextAreaElement} */ (document.getElementById('puzzle'));
const speed = /** @type {HTMLSelectElement} */ (document.getElementById('speed'));
const rows = /** @type {HTMLElement} */ (document.getElementById('strategy-rows'));

/** What a page opened without settings compares. */
const DEFAULTS = { puzzle: PRESETS[0].puzzle, strategies: DEFAULT_STRATEGIES, speed: '1000', lockstep: 'step' };

preset.append(...PRESETS.map((p, i) => h('option', { value: i, text: p.caption })));
preset.addEventListener('change', () => {
  const p = PRESETS[Number(preset.value)];
  if (p) puzzle.value = p.puzzle;
});

/** One row per search: its strategy (none, for the optional ones) and parameters. */
const slots = Array.from({ length: MAX_LANES }, (_, i) => {
  const name = h('select', { 'aria-label': `Strategy ${i + 1}` });
  const params = h('input', { type: 'text', placeholder: 'parameters, e.g. seed=3', 'aria-label': `Parameters of strategy ${i + 1}`, spellcheck: 'false', autocomplete: 'off' });
  rows.append(h('div', { class: 'strategy-row' }, h('span', { class: 'slot', 'aria-hidden': 'true', text: `${i + 1}` }), name, params));
  return { name, params };
});

/**
 * Fills the form from settings.
 * @param {URLSearchParams} settings
 */
function fill(settings) {
  puzzle.value = settings.get('puzzle') ?? '';
  const read = parseStrategies(settings.get('strategies'));
  const entries = 'entries' in read ? read.entries : [];
  slots.forEach((slot, i) => {
    slot.name.value = entries[i]?.name ?? '';
    slot.params.value = entries[i]?.params ?? '';
  });
  const pace = settings.get('speed') ?? 'max';
  // A link may carry a speed the menu does not list.
  if (![...speed.options].some((o) => o.value === pace)) speed.append(h('option', { value: pace, text: `${pace} steps/s` }));
  speed.value = pace;
  const lockstep = settings.get('lockstep') ?? 'step';
  for (const radio of form.querySelectorAll('input[name="lockstep"]')) {
    /** @type {HTMLInputElement} */ (radio).checked = /** @type {HTMLInputElement} */ (radio).value === lockstep;
  }
}

/** The settings the form holds. */
function settingsOfForm() {
  const entries = slots.filter((s) => s.name.value !== '').map((s) => ({ name: s.name.value, params: s.params.value }));
  const lockstep = /** @type {HTMLInputElement | null} */ (form.querySelector('input[name="lockstep"]:checked'))?.value ?? 'step';
  /** @type {Record<string, string>} */
  const values = { puzzle: puzzle.value.trim(), strategies: strategiesText(entries), speed: speed.value, lockstep };
  return linkParams((name) => values[name] ?? null);
}

/**
 * Gives the element the settings and starts the comparison.
 * @param {URLSearchParams} settings
 */
function run(settings) {
  for (const name of LINK_KEYS) {
    const v = settings.get(name);
    if (v == null) el.removeAttribute(name);
    else el.setAttribute(name, v);
  }
  el.setAttribute('autoplay', '');
}

form.addEventListener('submit', async (e) => {
  e.preventDefault();
  const settings = settingsOfForm();
  history.replaceState(null, '', `${location.pathname}?${settings}`);
  run(settings);
  // Once the new attributes are applied (a microtask after they change), a fresh run: the same
  // settings again still mean a new race.
  await el.ready;
  el.reset();
  el.play();
});

const fromUrl = new URLSearchParams(location.search);
const linked = LINK_KEYS.some((k) => fromUrl.has(k));
const initial = linked ? fromUrl : new URLSearchParams(DEFAULTS);

// The strategy menus list what the engine has, with a choice of none for the optional rows.
loadEngine().then((engine) => {
  slots.forEach((slot, i) => {
    const none = i < MIN_LANES ? [] : [h('option', { value: '', text: '(none)' })];
    slot.name.replaceChildren(...none, ...engine.strategies.map((s) => h('option', { value: s.name, text: s.name, title: s.description })));
  });
  fill(initial);
});
// A link runs its comparison at once; a plain visit shows the defaults, ready to play.
if (linked) run(initial);
else for (const [k, v] of initial) el.setAttribute(k, v);
