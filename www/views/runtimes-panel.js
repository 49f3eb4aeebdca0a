// The run-time distribution: a button that runs the board once per seed (a local search) or per
// random digit order (an exact search that takes `order`) on the page's clock, and the share of
// runs solved within N steps on a log axis: an SVG step line the model laid out, an earlier
// study of another strategy on the same board as a dashed line, the ascending order as a mark;
// the decade labels sit evenly under it.
import { h, intent, setAttr, setDisabled, setHidden, setText } from '../dom.js';
import '../i18n/english.js';
import { ENGLISH } from '../i18n/messages.js';
import { CHART_HEIGHT, CHART_WIDTH } from '../model/trace.js';

/** @typedef {import('../model/view.js').ViewState} ViewState */

const SVG = 'http://www.w3.org/2000/svg';

/**
 * @param {string} name
 * @param {Record<string, string>} attrs
 */
function svg(name, attrs) {
  const el = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  return el;
}

/** @param {HTMLElement} root */
export function create(root) {
  const line = svg('polyline', { class: 'series runtime', fill: 'none' });
  const previous = svg('polyline', { class: 'series runtime-previous', fill: 'none' });
  const mark = svg('line', { class: 'runtime-reference', y1: '0', y2: String(CHART_HEIGHT) });
  const plot = svg('svg', { viewBox: `0 0 ${CHART_WIDTH} ${CHART_HEIGHT}`, preserveAspectRatio: 'none', class: 'plot', 'aria-hidden': 'true' });
  plot.append(previous, mark, line);
  const ticks = h('div', { class: 'runtime-ticks', 'aria-hidden': 'true' });
  const key = (/** @type {string} */ cls, /** @type {string} */ text) =>
    h('span', { class: `runtime-key ${cls}` }, h('span', { class: 'swatch' }), h('span', { text }));
  const keys = { now: key('now', ''), previous: key('previous', ''), reference: key('reference', '') };
  const legend = h('p', { class: 'runtime-legend', 'aria-hidden': 'true' }, keys.now, keys.previous, keys.reference);
  /** @param {Event} e */
  const warm = (e) => intent(/** @type {Element} */ (e.currentTarget), 'runtimes-warm');
  const button = h('button', {
    type: 'button',
    class: 'runtime-run',
    onclick: (e) => intent(/** @type {Element} */ (e.currentTarget), 'runtimes'),
    onpointerenter: warm,
    onfocus: warm,
  });
  const progress = h('span', { class: 'runtime-progress', role: 'status' });
  const summary = h('p', { class: 'chart-summary' });
  const title = h('h2', {});
  const panel = h(
    'section',
    { class: 'panel chart-panel runtime-panel', part: 'runtimes' },
    title,
    h('p', { class: 'runtime-actions' }, button, ' ', progress),
    plot,
    ticks,
    legend,
    summary,
  );
  root.append(panel);
  let drawnTicks = '';
  return {
    /** @param {ViewState} state */
    update(state) {
      const r = state.runtimes;
      setHidden(panel, r == null);
      if (!r) return;
      const m = state.messages ?? ENGLISH;
      setText(title, m.t('element.runtimesTitle'));
      setAttr(panel, 'aria-label', m.t('element.runtimesLabel'));
      setText(/** @type {HTMLElement} */ (keys.reference.lastChild), m.t('element.runtimesAscending'));
      setText(button, r.action);
      setDisabled(button, state.status === 'loading' || state.status === 'invalid');
      setText(progress, r.progress);
      if (line.getAttribute('points') !== r.points) line.setAttribute('points', r.points);
      if (previous.getAttribute('points') !== r.previous) previous.setAttribute('points', r.previous);
      // Moved only when there is a reference to mark: an empty coordinate is an SVG error.
      const x = r.reference?.toFixed(1);
      if (x != null && mark.getAttribute('x1') !== x) {
        mark.setAttribute('x1', x);
        mark.setAttribute('x2', x);
      }
      mark.setAttribute('visibility', r.reference == null ? 'hidden' : 'visible');
      plot.classList.toggle('empty', r.points === '' && r.previous === '');
      const labels = r.ticks.map((t) => t.label).join(' ');
      if (labels !== drawnTicks) {
        drawnTicks = labels;
        ticks.replaceChildren(...r.ticks.map((t) => h('span', { text: t.label })));
      }
      setHidden(legend, !r.legend);
      setHidden(keys.previous, r.previousLabel === '');
      setHidden(keys.reference, r.reference == null);
      setText(/** @type {HTMLElement} */ (keys.now.lastChild), r.label);
      setText(/** @type {HTMLElement} */ (keys.previous.lastChild), r.previousLabel);
      setText(summary, r.summary);
    },
    destroy() {
      panel.remove();
    },
  };
}
