// A local search's run-time distribution: a button that runs the board with 30 seeds on the
// page's clock, and the share of runs solved within N steps on a log axis (an SVG step line the
// model laid out; the decade labels sit evenly under it).
import { h, intent, setDisabled, setHidden, setText } from '../dom.js';
import { CHART_HEIGHT, CHART_WIDTH } from '../model/trace.js';

/** @typedef {import('../model/view.js').ViewState} ViewState */

const SVG = 'http://www.w3.org/2000/svg';

/** @param {HTMLElement} root */
export function create(root) {
  const line = document.createElementNS(SVG, 'polyline');
  line.setAttribute('class', 'series runtime');
  line.setAttribute('fill', 'none');
  const plot = document.createElementNS(SVG, 'svg');
  for (const [k, v] of Object.entries({ viewBox: `0 0 ${CHART_WIDTH} ${CHART_HEIGHT}`, preserveAspectRatio: 'none', class: 'plot', 'aria-hidden': 'true' })) plot.setAttribute(k, v);
  plot.append(line);
  const ticks = h('div', { class: 'runtime-ticks', 'aria-hidden': 'true' });
  const button = h('button', { type: 'button', class: 'runtime-run', text: 'Run 30 seeds', onclick: (e) => intent(/** @type {Element} */ (e.currentTarget), 'runtimes') });
  const progress = h('span', { class: 'runtime-progress', role: 'status' });
  const summary = h('p', { class: 'chart-summary' });
  const panel = h(
    'section', { class: 'panel chart-panel runtime-panel', part: 'runtimes', 'aria-label': 'Run-time distribution over seeds' },
    h('h2', { text: 'Solved within N steps' }), h('p', { class: 'runtime-actions' }, button, ' ', progress), plot, ticks, summary,
  );
  root.append(panel);
  let drawnTicks = '';
  return {
    /** @param {ViewState} state */
    update(state) {
      const r = state.runtimes;
      setHidden(panel, r == null || state.mode !== 'full');
      if (!r) return;
      setText(button, r.running ? 'Cancel' : 'Run 30 seeds');
      setDisabled(button, state.status === 'loading' || state.status === 'invalid');
      setText(progress, r.progress);
      if (line.getAttribute('points') !== r.points) line.setAttribute('points', r.points);
      plot.classList.toggle('empty', r.points === '');
      const labels = r.ticks.map((t) => t.label).join(' ');
      if (labels !== drawnTicks) {
        drawnTicks = labels;
        ticks.replaceChildren(...r.ticks.map((t) => h('span', { text: t.label })));
      }
      setText(summary, r.summary);
    },
    destroy() {
      panel.remove();
    },
  };
}
