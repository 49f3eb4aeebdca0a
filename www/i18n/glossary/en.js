// The English glossary: one word per concept (test data, not loaded by any page). Each concept
// has its term, the forms that recognise it (words apart by spaces, a trailing * any ending, a
// !word one that must not stand beside them) and the synonyms the catalogues must not use for it
// (same form); www/tests/model/glossary.test.mjs checks every catalogue of the language against it.
export default {
  cell: { term: 'cell', forms: ['cell*'], avoid: ['square', 'squares'] },
  row: { term: 'row', forms: ['row*'], avoid: [] },
  column: { term: 'column', forms: ['column*'], avoid: [] },
  box: { term: 'box', forms: ['box*'], avoid: ['region*', 'subgrid*'] },
  unit: { term: 'unit', forms: ['unit*'], avoid: ['house', 'houses'] },
  candidate: { term: 'candidate', forms: ['candidate*'], avoid: ['pencilmark*'] },
  domain: { term: 'domain', forms: ['domain*'], avoid: [] },
  constraint: { term: 'constraint', forms: ['constraint*'], avoid: [] },
  try: { term: 'try', forms: ['try', 'tries', 'tried', 'trying'], avoid: ['attempt*'] },
  backtrack: { term: 'backtrack', forms: ['backtrack*'], avoid: ['retreat*'] },
  backjump: { term: 'backjump', forms: ['backjump*'], avoid: ['back-jump*'] },
  deadEnd: { term: 'dead end', forms: ['dead end*', 'dead-end'], avoid: ['deadlock*'] },
  prune: { term: 'prune', forms: ['prune*', 'pruning'], avoid: [] },
  propagate: { term: 'propagation', forms: ['propagat*'], avoid: [] },
  solution: { term: 'solution', forms: ['solution*', 'solve*'], avoid: [] },
  restart: { term: 'restart', forms: ['restart*'], avoid: [] },
  step: { term: 'step', forms: ['step*'], avoid: [] },
  depth: { term: 'depth', forms: ['depth*'], avoid: [] },
  digit: { term: 'digit', forms: ['digit*'], avoid: ['numeral*'] },
  givens: { term: 'givens', forms: ['given*'], avoid: ['clue', 'clues'] },
  strategy: { term: 'strategy', forms: ['strateg*'], avoid: [] },
  decision: { term: 'decision', forms: ['decision*'], avoid: [] },
  branch: { term: 'branch', forms: ['branch*'], avoid: [] },
  board: { term: 'board', forms: ['board*'], avoid: [] },
  puzzle: { term: 'puzzle', forms: ['puzzle*'], avoid: [] },
  penalty: { term: 'penalty', forms: ['penalt*'], avoid: [] },
  stack: { term: 'stack', forms: ['stack*'], avoid: [] },
};
