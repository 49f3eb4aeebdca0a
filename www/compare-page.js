// The compare page: a puzzle (preset or pasted) and 2–4 strategies, then <sudoku-compare>. The
// address bar carries the settings (`?puzzle=…&strategies=…&speed=…&lockstep=…`, and
// `presenter=1`); opening such a link fills the form and loads the same comparison, which waits
// for Play, as Compare does. The settings fold into one line that says what is loaded.
import { loadEngine } from './engine/engine.js';
import { DEFAULT_STRATEGIES, LINK_KEYS, MAX_LANES, MIN_LANES, linkParams, parseStrategies, strategiesText } from './model/compare.js';
import { entryLabel } from './model/compare-table.js';
import { PRESETS } from './presets.js';
import { h } from './dom.js';
import { registerOffline } from './offline.js';
import { startPageLanguage } from './i18n/page-text.js';
import { strategyName } from './model/strategy-name.js';

const el = /** @type {import('./compare/element.js').SudokuCompare} */ (document.getElementById('compare'));
// The service worker (the page works offline once visited) once the race is ready.
registerOffline(el.ready);
const form = /** @type {HTMLFormElement} */ (document.getElementById('settings'));
const preset = /** @type {HTMLSelectElement} */ (document.getElementById('preset'));
const puzzle = /** @type {HTMLTextAreaElement} */ (document.getElementById('puzzle'));
const speed = /** @type {HTMLSelectElement} */ (document.getElementById('speed'));
const rows = /** @type {HTMLElement} */ (document.getElementById('strategy-rows'));
const box = /** @type {HTMLDetailsElement} */ (document.getElementById('settings-box'));
const summary = /** @type {HTMLElement} */ (document.getElementById('settings-summary'));
const presenter = /** @type {HTMLButtonElement} */ (document.getElementById('presenter'));
// The page's language (its menu, the URL, the settings): the element speaks it too.
const messages = await startPageLanguage(document.getElementById('language-menu'));
const t = messages.t.bind(messages);
el.lang = messages.lang;
// The speed menu's choices, written as the language writes its numbers ("10 kroků/s").
for (const option of speed.options) {
  option.text = option.value === 'max' ? t('element.speedMax') : t('page.compare.steps-per-s', { pace: messages.number(Number(option.value)) });
}

/** What a page opened without settings compares. */
const DEFAULTS = { puzzle: PRESETS[0].puzzle, strategies: DEFAULT_STRATEGIES, speed: '1000', lockstep: 'step' };

preset.append(...PRESETS.map((p, i) => h('option', { value: i, text: t(`preset.${p.name}`) })));
puzzle.addEventListener('input', () => {
  preset.value = '';
});
preset.addEventListener('change', () => {
  const p = PRESETS[Number(preset.value)];
  if (p) puzzle.value = p.puzzle;
});

/** One row per search: its strategy (none, for the optional ones) and parameters. */
const slots = Array.from({ length: MAX_LANES }, (_, i) => {
  const name = h('select', { 'aria-label': t('page.compare.strategy-n', { n: i + 1 }) });
  const params = h('input', {
    type: 'text',
    placeholder: t('page.compare.params-placeholder'),
    'aria-label': t('page.compare.params-n', { n: i + 1 }),
    spellcheck: 'false',
    autocomplete: 'off',
  });
  rows.append(h('div', { class: 'strategy-row' }, h('span', { class: 'slot', 'aria-hidden': 'true', text: `${i + 1}` }), name, params));
  return { name, params };
});

/**
 * Fills the form from settings.
 * @param {URLSearchParams} settings
 */
function fill(settings) {
  puzzle.value = settings.get('puzzle') ?? '';
  // The menu names the loaded board when it is a preset.
  preset.value = String(PRESETS.findIndex((p) => p.puzzle === puzzle.value));
  if (preset.selectedIndex < 0) preset.value = '';
  const read = parseStrategies(settings.get('strategies'));
  const entries = 'entries' in read ? read.entries : [];
  slots.forEach((slot, i) => {
    slot.name.value = entries[i]?.name ?? '';
    slot.params.value = entries[i]?.params ?? '';
  });
  const pace = settings.get('speed') ?? 'max';
  // A link may carry a speed the menu does not list.
  if (![...speed.options].some((o) => o.value === pace)) speed.append(h('option', { value: pace, text: t('page.compare.steps-per-s', { pace }) }));
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
 * What a comparison's settings load, in one line: the puzzle (its preset's name, or its
 * givens), the strategies, the speed and the lockstep.
 * @param {URLSearchParams} settings
 */
function describe(settings) {
  const text = settings.get('puzzle') ?? '';
  const known = PRESETS.find((p) => p.puzzle === text);
  const read = parseStrategies(settings.get('strategies'));
  const names = 'entries' in read ? read.entries.map((e) => entryLabel(e, [], messages)).join(', ') : (settings.get('strategies') ?? '');
  const pace = settings.get('speed') ?? 'max';
  return [
    known ? t(`preset.${known.name}`) : t('page.compare.custom'),
    names,
    pace === 'max' ? t('page.compare.max-speed') : t('page.compare.steps-per-s', { pace }),
    t('page.compare.lockstep-per', { lockstep: settings.get('lockstep') ?? 'step' }),
  ].join(' · ');
}

/**
 * Gives the element the settings: it loads the searches, which wait for Play.
 * @param {URLSearchParams} settings
 */
function load(settings) {
  for (const name of LINK_KEYS) {
    const v = settings.get(name);
    if (v == null) el.removeAttribute(name);
    else el.setAttribute(name, v);
  }
  summary.textContent = describe(settings);
}

/**
 * The address bar: the settings, `presenter=1` while presenting, and a language other than English.
 * @param {URLSearchParams} settings
 */
function keepInUrl(settings) {
  const params = new URLSearchParams(settings);
  if (el.presenter) params.set('presenter', '1');
  if (el.lang !== 'en') params.set('lang', el.lang);
  history.replaceState(null, '', `${location.pathname}?${params}`);
}

form.addEventListener('submit', async (e) => {
  e.preventDefault();
  const settings = settingsOfForm();
  keepInUrl(settings);
  load(settings);
  // Once the new attributes are applied (a microtask after they change), a fresh race: the same
  // settings again still mean new searches. They wait for Play, which takes the focus.
  await el.ready;
  el.reset();
  box.open = false;
  el.focus({ preventScroll: true });
  el.scrollIntoView({ block: 'nearest' });
});

/**
 * Presenter mode on or off: the element's large type and palette, the page's, and the URL.
 * @param {boolean} on
 */
function present(on) {
  el.presenter = on;
  document.documentElement.toggleAttribute('data-presenter', on);
  presenter.setAttribute('aria-pressed', String(on));
  const params = new URLSearchParams(location.search);
  if (on) params.set('presenter', '1');
  else params.delete('presenter');
  const query = params.toString();
  history.replaceState(null, '', `${location.pathname}${query ? `?${query}` : ''}`);
}
presenter.addEventListener('click', () => present(!el.presenter));
document.addEventListener('keydown', (e) => {
  const tag = /** @type {HTMLElement | undefined} */ (e.composedPath()[0])?.tagName;
  if (e.key.toLowerCase() !== 'p' || e.ctrlKey || e.metaKey || e.altKey || tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT') return;
  e.preventDefault();
  present(!el.presenter);
});

const fromUrl = new URLSearchParams(location.search);
const linked = LINK_KEYS.some((k) => fromUrl.has(k));
const initial = linked ? fromUrl : new URLSearchParams(DEFAULTS);

// The strategy menus list what the engine has, with a choice of none for the optional rows.
loadEngine().then((engine) => {
  slots.forEach((slot, i) => {
    const none = i < MIN_LANES ? [] : [h('option', { value: '', text: '(none)' })];
    slot.name.replaceChildren(
      ...none,
      ...engine.strategies.map((s) => h('option', { value: s.name, text: strategyName(s.name, messages), title: t(`strategy.${s.name}`) })),
    );
  });
  fill(initial);
});
// A link and a plain visit (the defaults) alike load a comparison that waits for Play.
load(initial);
if (fromUrl.get('presenter') === '1') present(true);
