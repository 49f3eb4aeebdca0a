// The collapsed search tree as the tree panel draws it. The engine decides everything about it
// (src/tree/collapse.rs: which subtrees collapse into a triangle and their sizes; place.rs:
// where each part goes); this only turns its parts into shapes in pixels, with their words.
import { PartKind, PartShift, PartWord } from '../engine/events.js';
import { formatCount } from './format.js';
import '../i18n/english.js';
import '../i18n/english-tree.js';
import { ENGLISH } from '../i18n/messages.js';

/** @typedef {import('../i18n/messages.js').Messages} Messages */

/** @typedef {import('../engine/session.js').TreeLayout} TreeLayout */

/** Pixels per node width (the engine's layout unit). */
export const UNIT = 16;
/** Pixels per depth. */
export const ROW = 44;
/** A node's radius; a triangle's apex is where a node's top would be. */
export const RADIUS = 6;
/** A triangle's height: taller by a few pixels for every tenfold of the tries it folds, so
 * that the big failed subtrees stand out before their labels are read; it and its label stay
 * inside its row. */
const TRIANGLE = { least: 12, per: 3, most: 24 };
/** Room around the drawing, for the labels under the outermost triangles. */
const MARGIN = 14;
/** Room right of the current path for its tries' names (nothing else is ever right of it). */
const NAMES = 96;
/** Words per part in `TreeLayout.parts`, at the places the engine's `PartWord` names. */
const WORDS = PartWord.Words;
/** No parent (the root), nothing to open. */
const NONE = 0xffffffff;

/** @typedef {'root' | 'open' | 'pending' | 'solution' | 'searched' | 'dead' | 'failed' | 'hidden'} ShapeKind */

/** @type {ShapeKind[]} */
const KINDS = [];
KINDS[PartKind.Root] = 'root';
KINDS[PartKind.Open] = 'open';
KINDS[PartKind.Pending] = 'pending';
KINDS[PartKind.Solution] = 'solution';
KINDS[PartKind.Searched] = 'searched';
KINDS[PartKind.DeadEnd] = 'dead';
KINDS[PartKind.Failed] = 'failed';
KINDS[PartKind.Hidden] = 'hidden';

/**
 * One shape of the drawing.
 * @typedef {object} TreeShape
 * @property {ShapeKind} kind
 * @property {number} x        its centre, in pixels
 * @property {number} y        the centre of a node, the apex of a triangle
 * @property {number} depth
 * @property {number} first    the id of its first try
 * @property {number} size     the tries it holds
 * @property {number} height   a triangle's height in pixels, 0 for the others
 * @property {string} label    a triangle's size, '' for the others
 * @property {string} tag      beside a part on the current path: its try's name ("r3c4 = 5"), or
 *   that its decision is between tries; else ''
 * @property {string} name     what it is, in words
 * @property {string} key      a click opens it: the key for `tree-expand`; '' for none
 * @property {number} step     a try's first step (a click goes there); -1 for none
 * @property {boolean} current where the search is
 */

/**
 * What the panel draws of the collapsed tree.
 * @typedef {object} TreeDrawing
 * @property {number} width
 * @property {number} height
 * @property {TreeShape[]} shapes
 * @property {string} edges   one SVG path: a line from each part's parent to it
 * @property {TreeShape} current
 * @property {number} triangles  collapsed parts drawn
 */

/**
 * The keys of the parts clicked open, as the engine takes them, out of the panel's set of
 * expanded keys (those of the drawing are `t` and the engine's key).
 * @param {ReadonlySet<string>} expanded
 * @returns {Uint32Array}
 */
export function openedKeys(expanded) {
  return Uint32Array.from([...expanded].filter((k) => k.startsWith('t')).map((k) => Number(k.slice(1))));
}

/**
 * "12 tries" in the language.
 * @param {number} n
 * @param {Messages} m
 */
export function tryCount(n, m) {
  return m.t('element.treeTryCount', { n, count: formatCount(n, m) });
}

/**
 * A part in words.
 * @param {ShapeKind} kind
 * @param {{ name: string, depth: number, size: number, members: number }} p
 * @param {Messages} m
 */
function words(kind, { name, depth, size, members }, m) {
  const tries = tryCount(size, m);
  return kind === 'failed' && members > 1
    ? m.t('element.treeFailed', { members, memberCount: formatCount(members, m), depth, tries })
    : m.t('element.treePart', { kind, name, depth, tries });
}

/**
 * The shapes of a laid-out tree.
 * @param {TreeLayout} layout
 * @param {(id: number) => { name: string, step: number }} tryOf  a stored try's name ("r3c4 = 5") and first step
 * @param {Messages} [m]  the element's language
 * @returns {TreeDrawing}
 */
export function treeDrawing(layout, tryOf, m = ENGLISH) {
  const { parts, xs, count } = layout;
  /** @type {TreeShape[]} */
  const shapes = [];
  const edges = [];
  let rows = 0;
  let triangles = 0;
  for (let i = 0; i < count; i++) {
    const w = i * WORDS;
    const [first, size, members, parent, key] = [
      parts[w + PartWord.First],
      parts[w + PartWord.Size],
      parts[w + PartWord.Members],
      parts[w + PartWord.Parent],
      parts[w + PartWord.Key],
    ];
    const depth = parts[w + PartWord.Depth] & ((1 << PartShift.Kind) - 1);
    const kind = KINDS[parts[w + PartWord.Depth] >>> PartShift.Kind] ?? 'failed';
    const x = MARGIN + xs[w + PartWord.X] * UNIT;
    const y = MARGIN + depth * ROW + RADIUS;
    const own = kind !== 'root' && kind !== 'pending' && first !== NONE ? tryOf(first) : { name: '', step: -1 };
    const collapsed = kind === 'failed' || kind === 'hidden';
    if (collapsed) triangles++;
    rows = Math.max(rows, depth + 1);
    shapes.push({
      kind,
      x,
      y,
      depth,
      first,
      size,
      height: collapsed ? Math.min(TRIANGLE.most, TRIANGLE.least + TRIANGLE.per * Math.log10(size)) : 0,
      label: collapsed ? formatCount(size, m) : '',
      tag: kind === 'open' ? own.name : kind === 'pending' ? m.t('element.treeKeys', { key: 'between' }) : '',
      name: words(kind, { name: own.name, depth, size, members }, m),
      key: key === NONE ? '' : `t${key}`,
      // A click on a triangle opens it; on a try, goes to its step.
      step: collapsed ? -1 : own.step,
      current: i === layout.current,
    });
    if (parent !== NONE) {
      const from = shapes[parent];
      edges.push(`M${from.x} ${from.y + RADIUS}L${x} ${y - RADIUS}`);
    }
  }
  return {
    width: Math.ceil(2 * MARGIN + layout.width * UNIT + NAMES),
    height: MARGIN + rows * ROW,
    shapes,
    edges: edges.join(''),
    current: shapes[layout.current] ?? shapes[0],
    triangles,
  };
}
