// Geometry of laid-out parts, for the layout matrices (compare-layout.test.mjs, the stepper's):
// `boxes` reads the visible boxes of an element's shadow parts in the page; `overlaps`,
// `outside` and `notInGroup` are plain functions of those boxes, which a failing assertion prints.

/**
 * @typedef {object} Box  a part's border box in CSS px of the viewport
 * @property {string} name   its part's name and index (`board#2`)
 * @property {number} group  the index of the group it is in (a lane), or -1
 * @property {number} left
 * @property {number} top
 * @property {number} right
 * @property {number} bottom
 */

/** Half a pixel: sub-pixel layout may let adjacent boxes share an edge's fraction. */
const SLACK = 0.5;

/**
 * Every pair of boxes that cover a common area (more than `slack` px each way).
 * @param {Box[]} list
 * @param {number} [slack]
 * @returns {string[]} `a × b` per overlapping pair
 */
export function overlaps(list, slack = SLACK) {
  const found = [];
  for (let i = 0; i < list.length; i++) {
    for (let j = i + 1; j < list.length; j++) {
      const a = list[i];
      const b = list[j];
      const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      if (w > slack && h > slack) found.push(`${a.name} × ${b.name} (${w.toFixed(1)}×${h.toFixed(1)} px)`);
    }
  }
  return found;
}

/**
 * The boxes that are not inside `frame` (by more than `slack` px).
 * @param {Box[]} list
 * @param {{ left: number, top: number, right: number, bottom: number }} frame
 * @param {number} [slack]
 * @returns {string[]} the boxes' names and edges
 */
export function outside(list, frame, slack = SLACK) {
  return list
    .filter((b) => b.left < frame.left - slack || b.top < frame.top - slack || b.right > frame.right + slack || b.bottom > frame.bottom + slack)
    .map((b) => `${b.name} [${[b.left, b.top, b.right, b.bottom].map((v) => v.toFixed(1)).join(', ')}]`);
}

/**
 * The boxes that are not inside their own group's box (a lane's parts outside the lane).
 * @param {Box[]} parts
 * @param {Box[]} groups  indexed by group
 * @param {number} [slack]
 * @returns {string[]}
 */
export function notInGroup(parts, groups, slack = SLACK) {
  return parts.filter((p) => p.group >= 0).flatMap((p) => outside([p], groups[p.group], slack).map((s) => `${s} outside ${groups[p.group].name}`));
}

/**
 * The visible boxes of the parts of an element's shadow root (or of the element's light DOM if
 * it has none): for each name, every element its selector matches that is rendered with a
 * non-empty box. `group`, a selector, numbers each box by the matching ancestor it is in.
 * @param {import('playwright-core').Locator} host
 * @param {Record<string, string>} parts  name → selector
 * @param {string} [group]
 * @returns {Promise<Box[]>}
 */
export function boxes(host, parts, group = '') {
  return host.evaluate(
    (el, [parts, group]) => {
      const root = el.shadowRoot ?? el;
      const groups = group ? [...root.querySelectorAll(group)] : [];
      return Object.entries(parts).flatMap(([name, selector]) =>
        [...root.querySelectorAll(selector)]
          .filter((e) => e.checkVisibility({ visibilityProperty: true }))
          .map((e, i) => {
            const r = e.getBoundingClientRect();
            const g = group ? e.closest(group) : null;
            return { name: `${name}#${i}`, group: g ? groups.indexOf(g) : -1, left: r.left, top: r.top, right: r.right, bottom: r.bottom };
          })
          .filter((b) => b.right - b.left > 0 && b.bottom - b.top > 0),
      );
    },
    [parts, group],
  );
}

/** The element's own border box. @param {import('playwright-core').Locator} host @returns {Promise<Box>} */
export function boxOf(host) {
  return host.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { name: el.localName, group: -1, left: r.left, top: r.top, right: r.right, bottom: r.bottom };
  });
}
