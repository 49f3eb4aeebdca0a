// The en catalogue, tree part: what the search tree panel says (model/tree.js, model/treedraw.js, views/tree.js), loaded with the panel. ICU messages (i18n/format.js) by key;
// the same keys in every language (www/tests/model/i18n.test.mjs).
export default {
  'element.treeTitle': 'Search tree',
  'element.treeRows': 'The search tree down the current path',
  'element.treeKeys':
    '{key, select, path {current path} between {between tries} solution {solution} dead {dead end} other {backtracked (failed tries folded, with their count)}}',
  'element.treeGoTo': 'Go to step {step}',
  'element.treeNoDecisions': '{strategy} makes no decisions, so it has no search tree (its Chart panel plots its penalty instead).',
  'element.treeNotLoaded': 'The search tree appears once a search is loaded.',
  'element.treeCapacity':
    'The tree holds the first {n, plural, one {{count} try} other {{count} tries}}; {later, plural, one {{laterCount} later try} other {{laterCount} later tries}} are counted, not stored.',
  'element.treeTryCount': '{n, plural, one {{count} try} other {{count} tries}}',
  'element.treeWaiting': '; the decision at depth {depth} {tried, plural, =0 {has no try yet} other {has tried # of {of}}}{next}',
  'element.treeNext': ' and tries {name} next',
  'element.treeNoTry': 'No try yet: the tree grows a node with every digit the search tries{now}.',
  'element.treeAbandoned': 'No try stands now: {tries} recorded, the last one abandoned{now}.',
  'element.treePast': "The current try is past the stored ones; the path's stored part ends at {name}, depth {depth}.",
  'element.treeStanding': 'Standing on {name} at depth {depth}, tried at step {step}{now}.',
  'element.treeSummaryPast': '{tries}, a node each. Depth {depth}: the current path holds {standing} of those stored.',
  'element.treeSummaryRoot': '{tries}, a node each. Depth 0: no decision is open.',
  'element.treeSummary':
    '{tries}, a node each. Depth {depth}: {n, plural, one {{count} try stands} other {{count} tries stand}} on the current path{between, select, yes {, and the decision at depth {depth} is between tries} opened {, and the decision at depth {depth} has no try yet} other {}}.',
  'element.treeDrawing':
    'The search tree with every failed subtree folded into a triangle labelled with its tries ({triangles} now); the current path stays open. Open a triangle with a click, Enter or Space.',
  'element.treeIcicle': 'Icicle of {tries}: a row per depth ({rows}), each try as wide as its subtree. Click a try to go to its step.',
  'element.treeStrip': 'Depth over {n, plural, one {{count} step} other {{count} steps}}: deepest {top}.',
  'element.treeGroup':
    '{what, select, earlier {{n, plural, one {{count} earlier try} other {{count} earlier tries}}} below {{n, plural, one {{count} try below} other {{count} tries below}}} other {{n, plural, one {{count} try} other {{count} tries}}}} ({nodes, plural, one {{nodeCount} node} other {{nodeCount} nodes}}{solutions, plural, =0 {} one {, {solutionCount} solution} other {, {solutionCount} solutions}})',
  'element.treeBelow': '{name} (+{count} below)',
  'element.treePart':
    '{kind, select, root {The start, before any decision: {tries} below} open {{name}, depth {depth}, on the current path} pending {Depth {depth}: the decision has no try standing now} solution {{name}, depth {depth}: a solution} searched {{name}, depth {depth}: searched, {tries} with a solution among them} dead {{name}, depth {depth}: a dead end} hidden {Depth {depth}: {tries} holding a solution, folded to keep the drawing small} other {{name}, depth {depth}: failed, {tries}, no solution. Open}}',
  'element.treeFailed': '{members, plural, one {{memberCount} failed try} other {{memberCount} failed tries}} at depth {depth}: {tries}, no solution. Open',
};
