// The demo page: settings remembered from the last visit, then those of its URL (url.js), and
// without a puzzle in the URL the brute-force article's board (presets.js); the URL kept current
// as the search moves (without flooding the history), toggles for the element's panels and
// presenter mode (also the P key), buttons that copy a link, the element's embed code or an
// iframe, each reproducing what is on screen, and the puzzle workbench and library (workbench/);
// in the language of its menu (i18n/page-text.js), which the URL and the settings keep.
import { h, pause } from './dom.js';
import { SudokuStepper } from './element/element.js';
import { panelLabels } from './element/panels.js';
import { ownKey } from './element/keys.js';
import { loadEngine } from './engine/engine.js';
import { registerOffline, showLoadError, showOffline } from './offline.js';
import { startPageLanguage } from './i18n/page-text.js';
import { FIRST } from './presets.js';
import { applyParams, attributeText, paramsOf } from './url.js';
import { restoreSettings, watchSettings } from './workbench/storage.js';

// The engine's .wasm (preloaded) compiles off the main thread while the element is built: its
// board is on the first screen, so it needs the engine at once. The element loads the same one
// (engine.js loads it once per page) and says why when it fails.
loadEngine().catch(() => {});
// Evaluating the page's modules and building the element were one long task; the browser may
// handle input and draw the page in between.
await pause();
const el =
  /** @type {HTMLElement & { board: string, strategy: string, params: string, panels: string, presenter: boolean, stats: { steps: number, status: string }, ready: Promise<void> }} */ (
    document.getElementById('stepper')
  );
const query = new URLSearchParams(location.search);
// The language reopens the page with everything else the address bar keeps.
const messages = startPageLanguage(document.getElementById('language-menu'), (lang) => `${location.pathname}?${paramsOf(el, { lang })}`);
// The element's attributes are set before it is defined (they are plain attributes until then),
// so that it builds and draws its poster once, with the board it will run, not an empty board
// redrawn with the puzzle a moment later.
el.lang = document.documentElement.lang;
restoreSettings(el, query);
applyParams(el, query);
// A first visit opens on a board that shows a search at work, not on an empty one; a strategy
// remembered from an earlier visit stays.
if (!query.has('puzzle')) {
  el.setAttribute('puzzle', FIRST.puzzle);
  if (!el.hasAttribute('strategy')) el.setAttribute('strategy', FIRST.strategy);
}
// This page shows <sudoku-stepper> only, so it registers the element itself rather than through
// the entry module (sudoku-stepper.js), which would load compare mode's modules too on the way
// to the first interactive board.
SudokuStepper.define();
watchSettings(el);

const byId = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id));
// The service worker (the page works offline once visited) once the board is interactive.
showOffline(byId('offline-note'), registerOffline(el.ready));
// The export form, like the lab's parts below, off the board's way: once the element is ready
// (or has said why it is not); a module that fails to load says so in its place.
const exportHost = byId('export');
el.ready
  .catch(() => {})
  .then(() => import('./export/panel.js'))
  .then(
    ({ mountExport }) => mountExport(exportHost, /** @type {import('./export/panel.js').Exporter} */ (/** @type {unknown} */ (el))),
    () => {
      showLoadError(exportHost);
    },
  );
// The workbench and its engine, the lab build, are imported once the element is ready, so that
// neither their modules nor their .wasm compete with the board's on the way to the first
// interactive frame; the element's engine reads and names puzzles for it. A part that does not
// load (offline before the service worker had the files) leaves an error in the sections' place.
const workbenchParts = el.ready
  .then(() =>
    Promise.all([import('./engine/lab.js').then(({ loadLab }) => loadLab()), import('./workbench/workbench.js'), import('./workbench/library-controller.js')]),
  )
  .catch(() => null);
// The worksheet form waits for the engine too (its list of strategies), off the board's way; a
// module that fails to load says so in its place.
const worksheetHost = byId('worksheet');
Promise.all([loadEngine(), el.ready.then(() => import('./worksheet/button.js'))]).then(
  ([engine, { worksheetForm }]) => worksheetForm(el, engine, worksheetHost),
  () => {
    showLoadError(worksheetHost);
  },
);
Promise.all([loadEngine(), workbenchParts, messages]).then(
  async ([engine, parts, words]) => {
    if (!parts) {
      showLoadError(byId('workbench'));
      showLoadError(byId('library'));
      return;
    }
    const [lab, { Workbench }, { Library }] = parts;
    const workbench = new Workbench(el, engine, lab, { generator: byId('wb-generator'), solving: byId('wb-solving') }, words);
    // Building both views in one task made one long task: the library, further down, in the next.
    await pause();
    new Library(el, engine, workbench, byId('lib'), words);
  },
  () => {
    // The element says why its engine did not load; without an engine the workbench has
    // nothing to work with.
    byId('workbench').hidden = true;
    byId('library').hidden = true;
  },
);

/**
 * How often the address bar follows a running search: history.replaceState costs several
 * milliseconds while the page is busy, so a running search updates it rarely, a stopped one at
 * once.
 */
const URL_EVERY_MS = 10_000;
let lastWrite = 0;
let pending = 0;

/** Writes the state into the address bar (replaceState: one history entry, not thousands). */
function syncUrl() {
  pending = 0;
  lastWrite = performance.now();
  const url = `${location.pathname}?${paramsOf(el)}`;
  if (url !== `${location.pathname}${location.search}`) history.replaceState(null, '', url);
}

el.addEventListener('sudoku-step', () => {
  if (pending) return;
  const running = el.stats.status === 'running';
  const wait = running ? Math.max(0, URL_EVERY_MS - (performance.now() - lastWrite)) : 0;
  pending = window.setTimeout(syncUrl, wait);
});

// A checkbox per panel the element has, setting its `panels` attribute; they follow the
// attribute however it changes (the element's own candidates checkbox, a script), and so does
// the address bar.
const toggles = /** @type {HTMLElement} */ (document.getElementById('panels'));
const names = SudokuStepper.availablePanels.map(({ name, label }) => ({ name, label: h('span', { text: label }) }));
const boxes = names.map(({ name, label }) => {
  const box = h('input', { type: 'checkbox', value: name });
  box.addEventListener('change', () => {
    el.panels = boxes
      .filter((b) => b.checked)
      .map((b) => b.value)
      .join(' ');
  });
  toggles.append(h('label', {}, box, label));
  return box;
});
// Named as the element's panels name themselves in the page's language, once it is loaded.
messages.then((m) =>
  panelLabels(m).forEach(({ label }, i) => {
    names[i].label.textContent = label;
  }),
);
const showPanels = () => {
  const on = el.panels.split(' ');
  for (const box of boxes) box.checked = on.includes(box.value);
};
showPanels();
new MutationObserver(() => {
  showPanels();
  syncUrl();
}).observe(el, { attributeFilter: ['panels'] });

// Presenter mode: the checkbox and the P key set the element's attribute; the page follows it
// (its header gives the element the whole screen) however it changes, and so does the address bar.
const presenter = /** @type {HTMLInputElement} */ (document.getElementById('presenter'));
presenter.addEventListener('change', () => {
  el.presenter = presenter.checked;
  // The clicker's keys go to the element, which now has the screen.
  if (presenter.checked) el.focus({ preventScroll: true });
});
document.addEventListener('keydown', (e) => {
  if ((e.key === 'p' || e.key === 'P') && !e.repeat && ownKey(e)) {
    e.preventDefault();
    el.presenter = !el.presenter;
  }
});
const showPresenter = () => {
  presenter.checked = el.presenter;
  document.documentElement.toggleAttribute('data-presenter', el.presenter);
  if (el.presenter) window.scrollTo(0, 0);
};
showPresenter();
new MutationObserver(() => {
  showPresenter();
  syncUrl();
}).observe(el, { attributeFilter: ['presenter'] });

/** The module and iframe addresses, next to this page wherever it is served. */
const here = new URL('.', location.href);
/** A link reproduces presenter mode; an embedded element or iframe is a part of another page. */
const embedded = (/** @type {Record<string, string>} */ extra = {}) => {
  const p = paramsOf(el, extra);
  p.delete('presenter');
  return p;
};
const snippets = {
  link: () => `${here}?${paramsOf(el)}`,
  embed: () => {
    const p = embedded();
    const attrs = [...p].map(([k, v]) => ` ${k === 'step' ? 'at-step' : k}="${attributeText(k === 'panels' ? v.replace(/,/g, ' ') : v)}"`).join('');
    // This page is beside the module copied from here: its "Open in full page" link works.
    return `<link rel="stylesheet" href="${new URL('dist/sudoku-stepper.css', here)}">\n<script type="module" src="${new URL('dist/sudoku-stepper.js', here)}"></script>\n<sudoku-stepper${attrs} open-link="${attributeText(here.href)}"></sudoku-stepper>`;
  },
  // An iframe is a figure in a post: minimal controls unless the reader chose others.
  iframe: () =>
    `<iframe src="${attributeText(`${new URL('embed.html', here)}?${embedded(el.hasAttribute('controls') ? {} : { controls: 'minimal' })}`)}" title="Sudoku Stepper" width="100%" height="640" loading="lazy"></iframe>`,
};

const status = /** @type {HTMLElement} */ (document.getElementById('copied'));
const out = /** @type {HTMLTextAreaElement} */ (document.getElementById('snippet'));
for (const button of document.querySelectorAll('button[data-copy]')) {
  button.addEventListener('click', async () => {
    const kind = /** @type {keyof typeof snippets} */ (/** @type {HTMLElement} */ (button).dataset.copy);
    syncUrl();
    const text = snippets[kind]();
    // The snippet is always shown, so it can be copied by hand where the clipboard is refused.
    out.value = text;
    out.hidden = false;
    try {
      await navigator.clipboard.writeText(text);
      status.textContent = (await messages).t('page.share.copied');
    } catch {
      out.select();
      status.textContent = (await messages).t('page.share.select');
    }
  });
}
