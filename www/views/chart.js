// The chart of a local search's run (`annealing`, `shoot-and-go`): the penalty over the steps, the
// temperature on a plot of its own under it, each with its value axis, the step axis under them
// with the restarts as marks on it. Laid out by the model (model/trace.js) in the pixels of the
// panel's width at the plot's type size, read from the stylesheet (which a container query and
// presenter mode set), so the SVG's text is the page's text at any zoom or width; laid out again
// when the box changes. Colours come from the shared stylesheet (no style attribute: strict-CSP
// safe).
import { h, setAttr, setHidden, setText } from '../dom.js';
import '../i18n/english.js';
import { ENGLISH } from '../i18n/messages.js';
import { formatCount } from '../model/format.js';
import { seriesChart } from '../model/trace.js';

/** @typedef {import('../model/view.js').ViewState} ViewState */
/** @typedef {import('../model/trace.js').SeriesChart} SeriesChart */
/** @typedef {import('../model/trace.js').Plot} Plot */

const SVG = 'http://www.w3.org/2000/svg';

/**
 * @param {string} tag
 * @param {Record<string, string | number>} attrs
 * @param {string} [text]
 */
function svg(tag, attrs, text) {
  const el = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
  if (text != null) el.textContent = text;
  return el;
}

/**
 * One plot: its title over the frame (clear of the tick labels left of it), a grid line and a
 * label per tick, the frame's left and bottom edges, the band and the line.
 * @param {Plot} p
 * @param {string} name  `penalty` or `temperature`
 * @param {number} font
 */
function plotNodes(p, name, font) {
  const { left, top, right, bottom } = p.frame;
  return [
    svg('text', { class: 'axis-title', x: left, y: (top - font * 0.8).toFixed(1) }, p.title),
    ...p.ticks.flatMap((t) => [
      svg('line', { class: 'grid', x1: left, x2: right, y1: t.y, y2: t.y }),
      svg('text', { class: 'tick', x: left - font * 0.4, y: t.y, 'text-anchor': 'end', 'dominant-baseline': 'middle' }, t.label),
    ]),
    svg('path', { class: 'axis', d: `M${left},${top}V${bottom}H${right}`, fill: 'none' }),
    svg('polygon', { class: `band ${name}`, points: p.band }),
    svg('polyline', { class: `series ${name}`, fill: 'none', points: p.line }),
  ];
}

/** @param {HTMLElement} root */
export function create(root) {
  const plot = svg('svg', { class: 'plot run', 'aria-hidden': 'true' });
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
  /** @type {ViewState['chart']} */
  let chart = null;
  let messages = ENGLISH;
  let drawn = '';
  /** @type {import('../model/trace.js').Series | null} */
  let drawnSeries = null;
  /** The plot's width and type size, as the observer last measured them (0 while hidden). */
  let width = 0;
  let font = 0;
  /** Lays the chart out for the plot's width and type size, when either or the record changed. */
  const layout = () => {
    if (!chart || width <= 0) return;
    const key = `${width} ${font} ${messages.lang}`;
    if (chart.series === drawnSeries && key === drawn) return;
    drawnSeries = chart.series;
    drawn = key;
    draw(seriesChart(chart.series, width, font, messages));
  };
  /** @param {SeriesChart} c */
  const draw = (c) => {
    const m = messages;
    const axis = c.steps.y;
    const marks = c.restarts.map((r) => {
      const range = r.first === r.last ? 'one' : 'range';
      const words = m.t('element.chartRestartMark', {
        n: r.n,
        count: formatCount(r.n, m),
        range,
        first: formatCount(r.first, m),
        last: formatCount(r.last, m),
      });
      const mark = svg('path', { class: 'restart', d: r.d, 'data-n': r.n });
      mark.append(svg('title', {}, words));
      return mark;
    });
    plot.replaceChildren(
      ...plotNodes(c.penalty, 'penalty', font),
      ...(c.temperature ? plotNodes(c.temperature, 'temperature', font) : []),
      ...c.steps.ticks.flatMap((t) => [
        svg('line', { class: 'axis', x1: t.x, x2: t.x, y1: axis, y2: axis + font * 0.4 }),
        svg('text', { class: 'tick', x: t.x, y: c.steps.labelY, 'text-anchor': 'middle' }, t.label),
      ]),
      svg('text', { class: 'axis-title', x: c.width, y: c.steps.titleY, 'text-anchor': 'end' }, c.steps.title),
      ...marks,
    );
    plot.setAttribute('viewBox', `0 0 ${c.width} ${c.height}`);
    plot.setAttribute('height', String(c.height));
    plot.dataset.restarts = String(c.restartCount);
  };
  // Measured when the box changes (the column, a zoom, presenter mode, a container query's type
  // size), not at every frame of a run: reading a box at each update would force a layout.
  const watch = new ResizeObserver(([entry]) => {
    width = Math.floor(entry.contentRect.width);
    font = parseFloat(getComputedStyle(plot).fontSize) || 12;
    layout();
  });
  watch.observe(plot);
  return {
    /** @param {ViewState} state */
    update(state) {
      const c = state.chart;
      setHidden(panel, c == null);
      if (!c) return;
      const m = state.messages ?? ENGLISH;
      chart = c;
      messages = m;
      setText(title, m.t('element.chartTitle'));
      setAttr(panel, 'aria-label', m.t('element.chartLabel'));
      layout();
      setHidden(legendTemperature, c.temperatureKey === '');
      setText(legendPenalty, c.penaltyKey);
      setText(legendTemperature, c.temperatureKey);
      setText(legendRestarts, c.restartKey);
      setText(summary, c.summary);
    },
    destroy() {
      watch.disconnect();
      panel.remove();
    },
  };
}
