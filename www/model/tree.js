// The search tree panel's model: the engine's recorded tree (typed-array views, see
// Session.tree) turned into what the panel draws. The collapsed tree (failed subtrees as
// triangles, the current path expanded) arrives laid out by the engine and becomes shapes in
// treedraw.js; the node tree shows the current path, each decision's earlier tries collapsed
// into a count (a click expands them); the icicle and the depth strip arrive laid out by the
// engine and are only passed on with their captions.
import { NodeShift, NodeStatus, NodeWord, Shade } from '../engine/events.js';
import { digitChar, formatCount } from './format.js';
import { cellWords } from './narrate.js';
import { treeDrawing, tryCount } from './treedraw.js';
import '../i18n/english.js';
import '../i18n/english-tree.js';
import { ENGLISH } from '../i18n/messages.js';
import { strategyName } from './strategy-name.js';

/** @typedef {import('../engine/session.js').TreeData} TreeData */
/** @typedef {import('../engine/session.js').TreeLayout} TreeLayout */
/** @typedef {import('./treedraw.js').TreeDrawing} TreeDrawing */
/** @typedef {import('../engine/engine.js').BoardGeometry} BoardGeometry */
/** @typedef {import('../i18n/messages.js').Messages} Messages */

/** Pixel columns the engine lays the icicle out in; the canvas scales them to its width. */
export const ICICLE_WIDTH = 480;
/** The legend key that gives each of the icicle's shades (the engine's `Shade`, by byte) its colour. */
export const SHADE_KEYS = {
  [Shade.Backtracked]: '.key-backtracked',
  [Shade.DeadEnd]: '.key-dead',
  [Shade.Solution]: '.key-solution',
  [Shade.Path]: '.key-path',
};
/** The bytes the icicle's shades take, 0 (no try) included. */
export const SHADE_COUNT = Shade.Path + 1;
/** Pixel columns of the depth strip below the board. */
export const STRIP_WIDTH = 600;
/** Words per node in `TreeData.nodes`, at the places the engine's `NodeWord` names. */
const WORDS = NodeWord.Words;
/** The cell, the digit and the depth − 1 of a node are a byte each of its `NodeWord.Try` word. */
const BYTE = 0xff;
/** A missing id (no parent at depth 1, a path entry past the bound) and an open node's end. */
const NONE = 0xffffffff;

/**
 * One node read from the views.
 * @typedef {{ id: number, first: number, last: number, parent: number, cell: number, digit: number,
 *   depth: number, status: NodeStatus }} TreeNode
 */

/**
 * One line of the node tree: a try (`node`), or a decision's tries collapsed into a count
 * (`group`, keyed so that its expansion survives redraws).
 * @typedef {object} TreeRow
 * @property {'node' | 'group'} kind
 * @property {string} key
 * @property {number} depth
 * @property {string} label
 * @property {'open' | 'dead' | 'solution' | 'backtracked' | 'group'} tone
 * @property {boolean} current   a try on the current path
 * @property {number} step       a node's first step (a click goes there); -1 for a group
 * @property {boolean} expanded  a group shown try by try
 * @property {number} size       a group's nodes; a try's nodes below it
 */

/**
 * What the tree panel and the depth strip draw.
 * @typedef {object} TreeView
 * @property {boolean} available  false for a local search, or before the tree is read
 * @property {number} count     tries recorded, a node each (stored or past the bound)
 * @property {number} stored    nodes stored
 * @property {string} note      one sentence: why there is no tree, or that the bound is reached
 * @property {number} depth     the search's depth: the depth counter, its open decisions
 * @property {string} summary   the tries, and the depth as the depth counter has it
 * @property {string} narration what the current try is, in words
 * @property {TreeDrawing | null} drawing  the collapsed tree
 * @property {string} drawingLabel
 * @property {TreeRow[]} rows
 * @property {{ width: number, rows: number, shades: Uint8Array } | null} icicle
 * @property {string} icicleLabel
 * @property {{ depths: Uint16Array, top: number } | null} strip
 * @property {string} stripLabel
 */

/**
 * @param {Uint32Array} nodes
 * @param {number} id
 * @returns {TreeNode}
 */
export function readNode(nodes, id) {
  const w = id * WORDS;
  const packed = nodes[w + NodeWord.Try];
  // A step is a 64-bit number: its low word, then its high one.
  const step = (/** @type {number} */ at) => (nodes[at] === NONE && nodes[at + 1] === NONE ? Infinity : nodes[at + 1] * 2 ** 32 + nodes[at]);
  const parent = nodes[w + NodeWord.Parent];
  return {
    id,
    first: step(w + NodeWord.First),
    last: step(w + NodeWord.Last),
    parent: parent === NONE ? -1 : parent,
    cell: (packed >>> NodeShift.Cell) & BYTE,
    digit: (packed >>> NodeShift.Digit) & BYTE,
    depth: ((packed >>> NodeShift.Level) & BYTE) + 1,
    status: packed >>> NodeShift.Status,
  };
}

/**
 * The depth of node `id`, without reading the rest of it.
 * @param {Uint32Array} nodes
 * @param {number} id
 */
function depthOf(nodes, id) {
  return ((nodes[id * WORDS + NodeWord.Try] >>> NodeShift.Level) & BYTE) + 1;
}

/** @type {Record<number, TreeRow['tone']>} */
const TONES = { [NodeStatus.Open]: 'open', [NodeStatus.DeadEnd]: 'dead', [NodeStatus.Solution]: 'solution', [NodeStatus.Backtracked]: 'backtracked' };

/**
 * "r3c4 = 5" ("ř3s4 = 5").
 * @param {Pick<TreeNode, 'cell' | 'digit'>} n
 * @param {BoardGeometry} g
 * @param {Messages} [m]
 */
export function nodeName(n, g, m = ENGLISH) {
  return `${cellWords(g, n.cell, m)} = ${digitChar(n.digit, g)}`;
}

/**
 * The tries of depth `depth` among the ids `from` to `to` − 1 (the children of one decision),
 * with the nodes and solutions their subtrees hold.
 * @param {Uint32Array} nodes
 * @param {number} from
 * @param {number} to
 * @param {number} depth
 */
function tries(nodes, from, to, depth) {
  const ids = [];
  let solutions = 0;
  for (let k = from; k < to; k++) {
    if (depthOf(nodes, k) === depth) ids.push(k);
    if (nodes[k * WORDS + NodeWord.Try] >>> NodeShift.Status === NodeStatus.Solution) solutions++;
  }
  return { ids, nodes: to - from, solutions };
}

/**
 * A decision's tries from `from` to `to` as rows: collapsed into one count unless `expanded`
 * has its key.
 * @param {TreeData} tree
 * @param {BoardGeometry} g
 * @param {{ from: number, to: number, depth: number, what: 'earlier' | 'below' | 'all' }} span
 * @param {ReadonlySet<string>} expanded
 * @param {Messages} m
 * @returns {TreeRow[]}
 */
function group(tree, g, { from, to, depth, what }, expanded, m) {
  const t = tries(tree.nodes, from, to, depth);
  if (t.ids.length === 0) return [];
  const key = `${from - 1}:${depth}`;
  const open = expanded.has(key);
  /** @type {TreeRow[]} */
  const rows = [
    {
      kind: 'group',
      key,
      depth,
      tone: 'group',
      current: false,
      step: -1,
      expanded: open,
      size: t.nodes,
      label: m.t('element.treeGroup', {
        what,
        n: t.ids.length,
        count: formatCount(t.ids.length, m),
        nodes: t.nodes,
        nodeCount: formatCount(t.nodes, m),
        solutions: t.solutions,
        solutionCount: formatCount(t.solutions, m),
      }),
    },
  ];
  if (!open) return rows;
  return rows.concat(
    t.ids.map((id, i) => {
      const n = readNode(tree.nodes, id);
      const end = t.ids[i + 1] ?? to;
      const below = end - id - 1;
      return {
        kind: 'node',
        key: String(id),
        depth,
        tone: TONES[n.status] ?? 'backtracked',
        current: false,
        step: n.first,
        expanded: false,
        size: below,
        label: below ? m.t('element.treeBelow', { name: nodeName(n, g, m), count: formatCount(below, m) }) : nodeName(n, g, m),
      };
    }),
  );
}

/**
 * The node tree: down the current path, each decision's earlier tries collapsed before the try
 * that stands, then the closed tries below the deepest; with no path, the first decision's.
 * @param {TreeData} tree
 * @param {BoardGeometry} g
 * @param {ReadonlySet<string>} expanded  keys of the groups shown try by try
 * @param {Messages} [m]
 * @returns {TreeRow[]}
 */
export function treeRows(tree, g, expanded, m = ENGLISH) {
  /** @type {TreeRow[]} */
  const rows = [];
  let parent = -1;
  for (const id of tree.path) {
    if (id === NONE) break;
    const n = readNode(tree.nodes, id);
    rows.push(...group(tree, g, { from: parent + 1, to: id, depth: n.depth, what: 'earlier' }, expanded, m));
    rows.push({
      kind: 'node',
      key: String(id),
      depth: n.depth,
      tone: 'open',
      current: true,
      step: n.first,
      expanded: false,
      size: 0,
      label: nodeName(n, g, m),
    });
    parent = id;
  }
  const depth = parent < 0 ? 1 : readNode(tree.nodes, parent).depth + 1;
  rows.push(...group(tree, g, { from: parent + 1, to: tree.stored, depth, what: parent < 0 ? 'all' : 'below' }, expanded, m));
  return rows;
}

/**
 * The node under a point of the icicle: the try at `depth` whose subtree covers pixel column
 * `x` of `width` (the first one starting in it when none covers its start), or -1.
 * @param {TreeData} tree
 * @param {number} x
 * @param {number} width
 * @param {number} depth
 */
export function nodeAt(tree, x, width, depth) {
  const n = tree.stored;
  const from = Math.floor((x * n) / width);
  const to = Math.max(from + 1, Math.floor(((x + 1) * n) / width));
  for (let k = Math.min(from, n - 1); k >= 0; k--) {
    const d = depthOf(tree.nodes, k);
    if (d === depth) return k;
    if (d < depth) break;
  }
  for (let k = from; k < Math.min(to, n); k++) if (depthOf(tree.nodes, k) === depth) return k;
  return -1;
}

/**
 * The deepest open decision as the engine's stack has it (four words per decision, outermost
 * first: cell, digit, branch, of): its depth (the depth counter's), whether its try stands on
 * the board, or it has tried none yet (just opened), or it is between tries (its last try taken
 * back: a backtrack, a backjump or a conflict returned to it), and the tries standing. Every
 * shallower decision's try stands: the search went deeper from it.
 * @param {Uint32Array} stack
 * @param {ArrayLike<number>} values  the board
 * @returns {{ depth: number, standing: number, state: 'standing' | 'opened' | 'between', branch: number, of: number }}
 */
export function deepestDecision(stack, values) {
  const depth = stack.length / 4;
  if (depth === 0) return { depth, standing: 0, state: 'standing', branch: 0, of: 0 };
  const [cell, digit, branch, of] = stack.subarray(stack.length - 4);
  const state = branch === 0 ? 'opened' : values[cell] === digit ? 'standing' : 'between';
  return { depth, standing: state === 'standing' ? depth : depth - 1, state, branch, of };
}

/** @typedef {ReturnType<typeof deepestDecision>} Decision */

/**
 * The current try in words: the deepest try standing, and what the decision below it waits for
 * when it has no try standing (what it has tried, and what it tries next).
 * @param {TreeData} tree
 * @param {Decision} d
 * @param {import('../engine/events.js').NextTry | null} next  the engine's next try, when one is due
 * @param {BoardGeometry} g
 * @param {Messages} m
 */
function narrateTree(tree, d, next, g, m) {
  const now =
    d.state === 'standing'
      ? ''
      : m.t('element.treeWaiting', {
          depth: d.depth,
          tried: d.branch,
          of: d.of,
          next: next ? m.t('element.treeNext', { name: nodeName(next, g, m) }) : '',
        });
  if (tree.count === 0) return m.t('element.treeNoTry', { now });
  const past = tree.count > tree.stored;
  const last = tree.path.length ? tree.path[tree.path.length - 1] : NONE;
  if (d.standing === 0 || (past && last === NONE)) return m.t('element.treeAbandoned', { tries: tryCount(tree.count, m), now });
  if (past) {
    const n = readNode(tree.nodes, last);
    return m.t('element.treePast', { name: nodeName(n, g, m), depth: n.depth });
  }
  // The standing try is on the path, but for a solution's: its node is ended (a solution) while
  // its digit stays on the board; it is the newest try.
  const n = readNode(tree.nodes, d.standing <= tree.path.length ? tree.path[d.standing - 1] : tree.stored - 1);
  return m.t('element.treeStanding', { name: nodeName(n, g, m), depth: n.depth, step: formatCount(n.first, m), now });
}

/**
 * The tries and the depth, as the engine's stack has them.
 * @param {TreeData} tree
 * @param {Decision} d
 * @param {Messages} m
 */
function summarize(tree, d, m) {
  const tries = tryCount(tree.count, m);
  if (tree.count > tree.stored) return m.t('element.treeSummaryPast', { tries, depth: d.depth, standing: tryCount(tree.path.length, m) });
  if (d.depth === 0) return m.t('element.treeSummaryRoot', { tries });
  return m.t('element.treeSummary', {
    tries,
    depth: d.depth,
    n: d.standing,
    count: formatCount(d.standing, m),
    between: d.state === 'standing' ? 'no' : d.state === 'opened' ? 'opened' : 'yes',
  });
}

/**
 * @param {object} input
 * @param {TreeData | null} input.tree
 * @param {Uint32Array} input.stack  the engine's stack (Snapshot.stack)
 * @param {ArrayLike<number>} input.values  the board (Snapshot.values)
 * @param {import('../engine/events.js').NextTry | null} input.next  the engine's next try (Session.nextTry)
 * @param {TreeLayout | null} input.layout  the collapsed tree as the engine laid it out
 * @param {{ width: number, rows: number, shades: Uint8Array } | null} input.icicle
 * @param {Uint16Array | null} input.depths
 * @param {BoardGeometry} input.geometry
 * @param {boolean} input.exact      false for a local search
 * @param {string} input.strategy
 * @param {number} input.steps
 * @param {ReadonlySet<string>} input.expanded
 * @param {import('../i18n/messages.js').Messages} [m]  the element's language
 * @returns {TreeView}
 */
export function treeView({ tree, stack, values, next, layout, icicle, depths, geometry, exact, strategy, steps, expanded }, m = ENGLISH) {
  const none = {
    count: 0,
    stored: 0,
    depth: 0,
    summary: '',
    narration: '',
    drawing: null,
    drawingLabel: '',
    rows: [],
    icicle: null,
    icicleLabel: '',
    strip: null,
    stripLabel: '',
  };
  if (!exact) {
    return { ...none, available: false, note: m.t('element.treeNoDecisions', { strategy: strategyName(strategy, m) }) };
  }
  if (!tree) return { ...none, available: false, note: m.t('element.treeNotLoaded') };
  const past = tree.count - tree.stored;
  const note =
    past > 0 ? m.t('element.treeCapacity', { n: tree.capacity, count: formatCount(tree.capacity, m), later: past, laterCount: formatCount(past, m) }) : '';
  const top = depths ? depths.reduce((m, d) => Math.max(m, d), 0) : 0;
  const decision = deepestDecision(stack, values);
  const drawing =
    layout && layout.count > 0
      ? treeDrawing(
          layout,
          (id) => {
            const n = readNode(tree.nodes, id);
            return { name: nodeName(n, geometry, m), step: n.first };
          },
          m,
        )
      : null;
  return {
    available: true,
    count: tree.count,
    stored: tree.stored,
    depth: tree.depth,
    note,
    summary: summarize(tree, decision, m),
    narration: narrateTree(tree, decision, next, geometry, m),
    drawing,
    drawingLabel: drawing ? m.t('element.treeDrawing', { triangles: drawing.triangles }) : '',
    rows: treeRows(tree, geometry, expanded, m),
    icicle,
    icicleLabel: m.t('element.treeIcicle', { tries: tryCount(tree.stored, m), rows: icicle?.rows ?? 0 }),
    strip: depths ? { depths, top } : null,
    stripLabel: m.t('element.treeStrip', { n: steps, count: formatCount(steps, m), top: formatCount(top, m) }),
  };
}
