// Draws one chart laid out by model/plot.js into SVG: the frame, grid lines at the ticks, the
// tick labels and axis titles, the series' lines and their markers (each with a tooltip and the
// data attributes the model gave it), and the row labels of a dot chart. It computes nothing:
// every coordinate comes from the model.
import { h } from '../dom.js';
import { shapePath } from '../model/plot.js';
import '../i18n/english.js';
import { ENGLISH } from '../i18n/messages.js';
import { pictureButtons } from '../export/picture.js';

/** @typedef {import('../model/plot.js').Figure} Figure */

const SVG = 'http://www.w3.org/2000/svg';

/**
 * An SVG element with attributes.
 * @param {string} tag
 * @param {Record<string, string | number>} attrs
 * @param {(Node | string)[]} children
 */
function svg(tag, attrs, ...children) {
  const el = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
  el.append(...children);
  return el;
}

/**
 * @param {HTMLElement} root
 * @param {string} title  the chart's heading (also its accessible name)
 * @param {import('../i18n/messages.js').Messages} [messages]  the page's language
 * @param {string} [file]  the name of its SVG and PNG downloads, without extension
 */
export function create(root, title, messages = ENGLISH, file = 'chart') {
  const heading = h('h3', { text: title });
  const plot = svg('svg', { class: 'figure', role: 'img', 'aria-label': title });
  const empty = h('p', { class: 'figure-empty', text: messages.t('page.exp.empty') });
  // Drawn or not, the chart is what it shows (an empty chart has no picture to save).
  const save = pictureButtons(() => (empty.hidden ? /** @type {SVGSVGElement} */ (plot) : null), file, title, messages);
  const box = h('figure', { class: 'figure-box' }, heading, plot, empty, save);
  root.append(box);
  let drawn = /** @type {Figure | null} */ (null);
  return {
    /**
     * @param {Figure | null} figure
     * @param {string} [summary]  what the chart shows, for its accessible name
     */
    update(figure, summary = '') {
      plot.setAttribute('aria-label', summary ? `${title}: ${summary}` : title);
      empty.hidden = figure != null && figure.marks.length > 0;
      save.hidden = !empty.hidden;
      plot.classList.toggle('none', !empty.hidden);
      if (figure === drawn) return;
      drawn = figure;
      if (!figure) {
        plot.replaceChildren();
        return;
      }
      const { width, height, frame } = figure;
      plot.setAttribute('viewBox', `0 0 ${width} ${height}`);
      plot.setAttribute('width', String(width));
      plot.setAttribute('height', String(height));
      const grid = svg('g', { class: 'grid' });
      const labels = svg('g', { class: 'tick-labels' });
      for (const t of figure.yTicks) {
        grid.append(svg('path', { d: `M${frame.left},${t.y}H${frame.right}` }));
        labels.append(svg('text', { x: frame.left - 6, y: t.y, 'text-anchor': 'end', 'dominant-baseline': 'middle' }, t.label));
      }
      for (const t of figure.xTicks) {
        grid.append(svg('path', { d: `M${t.x},${frame.top}V${frame.bottom}` }));
        labels.append(svg('text', { x: t.x, y: frame.bottom + 16, 'text-anchor': 'middle' }, t.label));
      }
      for (const row of figure.rows) {
        labels.append(svg('path', { class: `mark ${row.cls}`, d: shapePath(/** @type {import('../model/plot.js').Shape} */ (row.shape), 8, row.y, 4) }));
        labels.append(svg('text', { class: 'row-label', x: 16, y: row.y, 'dominant-baseline': 'middle' }, row.label));
      }
      const axes = svg('path', { class: 'axes', d: `M${frame.left},${frame.top}V${frame.bottom}H${frame.right}` });
      const titles = svg(
        'g',
        { class: 'axis-titles' },
        svg('text', { x: (frame.left + frame.right) / 2, y: height - 6, 'text-anchor': 'middle' }, figure.xLabel),
      );
      if (figure.yLabel) {
        titles.append(
          svg(
            'text',
            { x: 12, y: (frame.top + frame.bottom) / 2, 'text-anchor': 'middle', transform: `rotate(-90 12 ${(frame.top + frame.bottom) / 2})` },
            figure.yLabel,
          ),
        );
      }
      const lines = svg('g', { class: 'lines' }, ...figure.lines.map((l) => svg('path', { d: l.d, class: l.cls })));
      const marks = svg(
        'g',
        { class: 'marks' },
        ...figure.marks.map((m) => {
          const p = svg('path', { d: m.d, class: m.cls }, svg('title', {}, m.title));
          for (const [k, v] of Object.entries(m.data)) p.setAttribute(`data-${k}`, v);
          return p;
        }),
      );
      plot.replaceChildren(grid, axes, labels, titles, lines, marks);
    },
    destroy() {
      box.remove();
    },
  };
}

/**
 * A legend: each strategy with its colour and marker, as the means charts draw them.
 * @param {HTMLElement} root
 */
export function createLegend(root) {
  const list = h('ul', { class: 'legend', 'aria-label': 'Series' });
  root.append(list);
  let key = '';
  return {
    /** @param {{ label: string, cls: string, shape: import('../model/plot.js').Shape }[]} items */
    update(items) {
      const next = items.map((i) => `${i.label}/${i.cls}`).join(' ');
      if (next === key) return;
      key = next;
      list.replaceChildren(
        ...items.map((i) => {
          const swatch = svg(
            'svg',
            { viewBox: '0 0 28 12', width: 28, height: 12, 'aria-hidden': 'true' },
            svg('path', { d: 'M1,6H27', class: `series ${i.cls}` }),
            svg('path', { d: shapePath(i.shape, 14, 6, 4), class: `mark ${i.cls}` }),
          );
          const item = h('li', {}, swatch, ' ');
          item.append(i.label);
          return item;
        }),
      );
    },
    destroy() {
      list.remove();
    },
  };
}
