// The element's layout: every view created in its place, and the panels that the `panels`
// attribute shows or hides. A panel is named in panels.js (what the attribute says, read by its
// check, the property, the demo page's toggles and the manifest's list) and laid out here: its
// views and where they go, in PANELS below and nowhere else. A panel's views
// are built when it is first shown, and the modules of those a default element does not show are
// imported then (a chunk each in dist/), so that no reader downloads a panel nobody opens.
import { h } from '../dom.js';
import '../i18n/english.js';
import { ENGLISH, wantArea } from '../i18n/messages.js';
import { PANEL_NAMES } from './panels.js';
import { createFold } from './fold.js';
import { adoptLater } from './styles.js';
import * as boardView from '../views/board.js';
import * as controlsView from '../views/controls.js';
import * as countersView from '../views/counters.js';
import * as narrationView from '../views/narration.js';
import * as padView from '../views/pad.js';
import * as pasteView from '../views/paste.js';
import * as stackView from '../views/stack.js';
import * as statusView from '../views/status.js';
import * as toolbarView from '../views/toolbar.js';

/** @typedef {import('../model/view.js').ViewState} ViewState */
/** @typedef {{ update(state: ViewState): void, destroy(): void }} View */
/** @typedef {{ create(root: HTMLElement): View }} ViewModule */

/**
 * A panel's views, by name, in the order they are laid out: the modules themselves, or a
 * function importing them (the panels a default element does not show).
 * @typedef {Record<string, ViewModule | (() => Promise<ViewModule>)>} Views
 */

/**
 * One panel: `name` in the `panels` attribute; `views` created in `place` (`side`: the column
 * beside the board, or `board`: under the board) in the order of this table, and `under`, when
 * given, under the board as well; `styles`, its rules' sheets, adopted when
 * it is first shown. A panel without views changes how another view draws (`candidates`: the
 * board's pencil marks), read from `ViewState.panels`.
 * @typedef {{ name: string, place: 'side' | 'board', views: Views, under?: Views, styles?: import('./styles.js').LaterSheet[] }} Panel
 */

/**
 * A chart panel view's loader: the panel's chunk (charts.js, which the controller imports too:
 * ChartPanel.sync) and its words.
 * @param {keyof typeof import('./charts.js').views} name
 */
const charted = (name) => () => Promise.all([import('./charts.js'), wantArea('charts')]).then(([kit]) => kit.views[name]);

/** Each panel's place, views and styles, by name. @type {Record<import('./panels.js').PanelName, Omit<Panel, 'name'>>} */
const PARTS = {
  counters: { place: 'side', views: { counters: countersView } },
  // The strategy's pseudo-code, the line of the current event marked (model/code.js).
  code: { place: 'side', views: { code: () => Promise.all([import('../views/code.js'), wantArea('code')]).then(([view]) => view) }, styles: ['code'] },
  // The strategy's own pictures, where it has them: a local search's penalty and temperature,
  // `dlx`'s exact-cover columns, and the run-time distribution over seeds or random digit
  // orders. Above the stack, which a local search leaves empty.
  chart: {
    place: 'side',
    styles: ['chart', 'cover'],
    views: {
      chart: charted('chart'),
      cover: charted('cover'),
      runtimes: charted('runtimes'),
    },
  },
  stack: { place: 'side', views: { stack: stackView } },
  // The search tree (model/tree.js), recorded by the engine only while this panel is shown, and
  // the depth over time in a strip under the board.
  tree: {
    place: 'side',
    views: { tree: () => Promise.all([import('../views/tree.js'), wantArea('tree')]).then(([view]) => view) },
    styles: ['tree'],
    under: { depth: () => import('../views/depth.js') },
  },
  candidates: { place: 'board', views: {} },
};

/** @type {readonly Panel[]} */
export const PANELS = PANEL_NAMES.map((name) => ({ name, ...PARTS[name] }));

/**
 * The views that are always there, by the names the element's wiring (keys, intents, focus)
 * uses, then each panel's, each drawn only while its panel is shown.
 * @typedef {object} Layout
 * @property {HTMLDivElement} app   the element's outermost box
 * @property {HTMLDivElement} blank  presenter mode's black screen, hidden unless blanked
 * @property {ReturnType<typeof boardView.create>} board
 * @property {ReturnType<typeof controlsView.create>} controls
 * @property {{ open(): void }} legend  the legend dialog, built when first opened
 * @property {ReturnType<typeof pasteView.create>} paste
 * @property {ReturnType<typeof createFold>} fold  which of the open panels presenter mode's side shows at once
 * @property {(state: ViewState) => void} update  draws `state` into the views it shows
 * @property {() => Promise<void>} settled  resolves once the views of the panels shown so far are built and drawn
 */

/**
 * Builds the element's DOM into `root`: toolbar, board, the panels beside it, controls, the
 * digit pad, narration with the banner over it, paste box and legend. The pad comes after the controls so
 * that on a phone Step and Play sit right under the board.
 * @param {ShadowRoot} root
 * @returns {Layout}
 */
export function createLayout(root) {
  const app = h('div', { class: 'app', 'aria-busy': 'true' });
  const layout = h('div', { class: 'layout' });
  const wrap = h('div', { class: 'board-wrap' });
  const side = h('div', { class: 'side' });
  // Outside the app's box: the app is a size container, which would hold a fixed overlay inside it.
  const blank = h('div', { class: 'blank', hidden: true });
  app.append(layout);
  root.append(app, blank);
  const toolbar = toolbarView.create(layout);
  layout.append(h('div', { class: 'main' }, wrap, side));
  const board = boardView.create(wrap);
  const fixed = [toolbar, board];
  const places = { side, board: wrap };
  /** The state drawn last, for the views of a panel whose modules arrive after it. @type {ViewState | null} */
  let drawn = null;
  /** The slots whose modules are on their way. @type {Set<Promise<void>>} */
  const arriving = new Set();
  // Each panel's views in a box of its own (laid out as if it were not there: the stylesheet
  // places the views themselves), hidden with its panel; built when the panel is first shown.
  const slot = (/** @type {Panel} */ panel, /** @type {HTMLElement} */ place, /** @type {Views} */ views) => {
    const box = place.appendChild(h('div', { class: 'slot', 'data-panel': panel.name, hidden: true }));
    return { name: panel.name, box, views: /** @type {View[] | null} */ (null), build: () => build(box, Object.values(views), panel.styles) };
  };
  /**
   * Creates a slot's views in `box`: at once when their modules are here, else once they are
   * imported (and their sheet adopted), the box keeping the room the stylesheet reserves for it
   * meanwhile (`data-loading`).
   * @param {HTMLElement} box
   * @param {(ViewModule | (() => Promise<ViewModule>))[]} modules
   * @param {import('./styles.js').LaterSheet[]} [styles]
   * @returns {View[]}
   */
  const build = (box, modules, styles) => {
    if (!styles && modules.every((m) => 'create' in m)) return modules.map((m) => /** @type {ViewModule} */ (m).create(box));
    /** @type {View[]} */
    const views = [];
    box.setAttribute('data-loading', '');
    const sheets = Promise.all((styles ?? []).map((name) => adoptLater(root, name)));
    const arrived = Promise.all(modules.map((m) => ('create' in m ? m : m()))).then(async (loaded) => {
      await sheets;
      views.push(...loaded.map((m) => m.create(box)));
      box.removeAttribute('data-loading');
      if (drawn && !box.hidden) for (const view of views) view.update(drawn);
      fold.fit();
    });
    arriving.add(arrived);
    const gone = () => arriving.delete(arrived);
    arrived.then(gone, gone);
    return views;
  };
  const panels = PANELS.filter((p) => Object.keys(p.views).length > 0).flatMap((p) => [
    slot(p, places[p.place], p.views),
    ...(p.under ? [slot(p, wrap, p.under)] : []),
  ]);
  const fold = createFold(
    side,
    panels.filter((p) => p.box.parentElement === side),
    (name) => (drawn?.messages ?? ENGLISH).t('element.panel', { name }),
    () => /** @type {Element} */ (root.host).hasAttribute('presenter'),
  );
  /** What the side's room was last given out for: its panels, their content and language. */
  let folded = '';
  const controls = controlsView.create(layout);
  const pad = padView.create(layout);
  // The narration, and over it the banner at a solution or at the end (and an error): the
  // element's height is the same before and after a search ends.
  const say = layout.appendChild(h('div', { class: 'say' }));
  const narration = narrationView.create(say);
  const status = statusView.create(say);
  const paste = pasteView.create(layout);
  fixed.push(controls, pad, narration, status, paste);
  // The legend, its module and the cover tiles' sheet its samples use, when first opened: most
  // readers of an embedded board never open it.
  /** @type {Promise<ReturnType<typeof import('../views/legend.js').create>> | null} */
  let legendView = null;
  const legend = {
    open() {
      legendView ??= Promise.all([import('../views/legend.js'), adoptLater(root, 'cover'), wantArea('legend')]).then(([m]) => {
        const view = m.create(layout);
        fixed.push(view);
        if (drawn) view.update(drawn);
        return view;
      });
      legendView.then((view) => view.open());
    },
  };
  return {
    app,
    blank,
    board,
    controls,
    legend,
    paste,
    fold,
    settled: () => Promise.allSettled(arriving).then(() => {}),
    update(state) {
      drawn = state;
      app.classList.toggle('animate', state.animate);
      app.classList.toggle('editable', state.editable);
      app.classList.toggle('candidates', state.panels.includes('candidates'));
      if (app.dataset.mode !== state.mode) app.dataset.mode = state.mode;
      for (const view of fixed) view.update(state);
      for (const p of panels) {
        const on = state.panels.includes(p.name);
        if (p.box.hidden === on) p.box.hidden = !on;
        if (on) for (const view of (p.views ??= p.build())) view.update(state);
      }
      const content = `${state.panels.join(' ')} ${state.toolbar.strategy} ${state.toolbar.params} ${state.toolbar.side} ${(state.messages ?? ENGLISH).lang}`;
      if (content !== folded) {
        folded = content;
        fold.fit();
      }
    },
  };
}
