// The chart of a local search's run (`annealing`, `shoot-and-go`): penalty and temperature over
// the steps (a line, and a band from least to greatest once a pixel holds many steps) and a tick
// at each restart, as SVG the model has laid out from the engine's record of the run. Colours
// come from the shared stylesheet (no style attribute: strict-CSP safe).
import { h, setAttr, setHidden, setText } from '../dom.js';
import { ENGLISH } from '../i18n/messages.js';
import { CHART_HEIGHT, CHART_WIDTH } from '../model/trace.js';

/** @typedef {import('../model/view.js').ViewState} ViewState */

const SVG = 'http://www.w3.org/2000/svg';

/**
 * @param {string} tag
 * @param {Record<string, string>} attrs
 */
function svg(tag, attrs) {
  const el = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  return el;
}

/** @param {HTMLElement} root */
export function create(root) {
  const penalty = svg('polyline', { class: 'series penalty', fill: 'none' });
  const temperature = svg('polyline', { class: 'series temperature', fill: 'none' });
  const restarts = svg('path', { class: 'restarts' });
  const penaltyBand = svg('polygon', { class: 'band penalty' });
  const temperatureBand = svg('polygon', { class: 'band temperature' });
  const plot = svg('svg', {
    viewBox: `0 0 ${CHART_WIDTH} ${CHART_HEIGHT}`,
    preserveAspectRatio: 'none',
    class: 'plot',
    'aria-hidden': 'true',
  });
  plot.append(
    svg('line', { class: 'axis', x1: '0', y1: String(CHART_HEIGHT), x2: String(CHART_WIDTH), y2: String(CHART_HEIGHT) }),
    restarts,
    temperatureBand,
    penaltyBand,
    temperature,
    penalty,
  );
  const legendPenalty = h('span', { class: 'key penalty' });
  const legendTemperature = h('span', { class: 'key temperature' });
  const legendRestarts = h('span', { class: 'key restart' });
  const summary = h('p', { class: 'chart-summary' });
  const title = h('h2', {});
  const panel = h(
    'section',
    { class: 'panel chart-panel', part: 'chart' },
    title,
    plot,
    h('p', { class: 'chart-keys' }, legendPenalty, ' ', legendTemperature, ' ', legendRestarts),
    summary,
  );
  root.append(panel);
  let drawn = '';
  return {
    /** @param {ViewState} state */
    update(state) {
      const c = state.chart;
      setHidden(panel, c == null);
      if (!c) return;
      const m = state.messages ?? ENGLISH;
      setText(title, m.t('element.chartTitle'));
      setAttr(panel, 'aria-label', m.t('element.chartLabel'));
      // Points change only when the record does; a string compare is cheaper than a redraw.
      const next = c.penalty + c.penaltyBand + c.temperature + c.temperatureBand + c.restarts;
      if (next !== drawn) {
        drawn = next;
        penalty.setAttribute('points', c.penalty);
        temperature.setAttribute('points', c.temperature);
        penaltyBand.setAttribute('points', c.penaltyBand);
        temperatureBand.setAttribute('points', c.temperatureBand);
        restarts.setAttribute('d', c.restarts);
        plot.dataset.restarts = String(c.restartCount);
      }
      setHidden(legendTemperature, c.temperatureKey === '');
      setText(legendPenalty, c.penaltyKey);
      setText(legendTemperature, c.temperatureKey);
      setText(legendRestarts, c.restartKey);
      setText(summary, c.summary);
    },
    destroy() {
      panel.remove();
    },
  };
}
