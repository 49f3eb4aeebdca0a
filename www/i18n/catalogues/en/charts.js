// The en catalogue, charts part: what the chart panel says (views/chart.js, views/runtimes-panel.js, views/cover.js and their models), loaded with the panel. ICU messages (i18n/format.js) by key;
// the same keys in every language (www/tests/model/i18n.test.mjs).
export default {
  'element.chartTitle': 'Penalty over steps',
  'element.chartLabel': 'Penalty and temperature over the steps',
  'element.chartPenalty': 'penalty (0–{top})',
  'element.chartTemperature': 'temperature (0–{top})',
  'element.chartRestarts':
    '{n, plural, =0 {not started yet} one {{count} start ({kind, select, fill {the first fill} other {the first shot}})} other {{count} starts ({kind, select, fill {the first fill and {again, plural, one {{againCount} reheat} other {{againCount} reheats}}} other {the first shot and {again, plural, one {{againCount} new shot} other {{againCount} new shots}}}})}}',
  'element.chartSummary': 'Penalty {penalty} now, best {best}, over {n, plural, other {{steps} steps}}.',
  'element.chartAxisPenalty': 'Penalty (digits missing from the units)',
  'element.chartAxisTemperature': 'Temperature',
  'element.chartAxisSteps': 'Step',
  'element.chartRestartMark':
    '{n, plural, one {{count} restart} other {{count} restarts}} {range, select, one {at step {first}} other {in steps {first}–{last}}}',
  'element.runtimesTitle': 'Solved within N steps',
  'element.runtimesLabel': 'Run-time distribution',
  'element.runtimesAscending': 'ascending order',
  'element.runtimesRun':
    '{kind, select, orders {Run {n, plural, one {{count} random order} other {{count} random orders}}} other {Run {n, plural, one {{count} seed} other {{count} seeds}}}}',
  'element.runtimesKind': '{strategy}, {kind, select, orders {random orders} other {seeded runs}}',
  'element.runtimesDone':
    '{kind, select, orders {{n, plural, one {{count} random order} other {{count} random orders}}} other {{n, plural, one {{count} seeded run} other {{count} seeded runs}}}}',
  'element.runtimesRunningAscending': 'Running the ascending order…',
  'element.runtimesRunning': 'Running {kind, select, orders {order} other {seed}} {k} of {n}…',
  'element.runtimesReference': 'Ascending order: {n, plural, other {{count} steps}}.',
  'element.runtimesReferenceCapped': 'Ascending order: not solved within {n, plural, other {{count} steps}}.',
  'element.runtimesEarlier': '{strategy} (earlier)',
  'element.runtimesRandomOrders': 'Random orders',
  'element.runtimesWithin': 'within {n, plural, other {{count} steps}}',
  'element.runtimesWithinBudget': 'within its budget',
  'element.runtimesNone':
    '{label, select, none {None} other {{label}: none}} of {n, plural, one {{count} run} other {{count} runs}} solved the board {within}.',
  'element.runtimesSolved':
    '{label, select, none {} other {{label}: }}{solved} of {n, plural, one {{count} run} other {{count} runs}} solved{within}{half}; the slowest solved took {slowest}{tail}.',
  'element.runtimesHalf': '; half within {n, plural, other {{count} steps}}',
  'element.runtimesTail': ' ({times}× the median)',
  'element.coverTitle': 'Exact cover',
  'element.coverLabel': 'Exact-cover columns',
  'element.coverKeys': '{key, select, covered {met} one {one option: forced} two {two} many {more} empty {none: dead end} other {chosen}}',
  'element.coverKeysLead': 'Each tile is one constraint:',
  'element.coverStrip':
    '{kind, select, cell {A digit in each cell} row {Each digit in each row} column {Each digit in each column} other {Each digit in each box}}',
  'element.coverAxes':
    '{kind, select, cell {row\u00a0↓, column\u00a0→} row {row\u00a0↓, digit\u00a0→} column {column\u00a0↓, digit\u00a0→} other {box\u00a0↓, digit\u00a0→}}',
  'element.coverCell': '{cell} holds a digit',
  'element.coverPlace': '{digit} is {unit}',
  'element.coverTile':
    '{name}: {state, select, met {met} chosen {chosen, {n, plural, one {{count} option} other {{count} options}}} other {{n, plural, one {{count} option} other {{count} options}}}}',
  'element.coverDead': '{n, plural, one {{count} open column has} other {{count} open columns have}} no option left: a dead end.',
  'element.coverHelp': 'Covered columns are constraints already met; the others show how many options each has left.',
  'element.coverChosen': 'Chosen: "{name}", the column with the fewest options ({rows}{ties}){forced, select, yes {: a forced digit} other {}}.',
  'element.coverTies': '; {n, plural, one {{count} other column ties} other {{count} other columns tie}}, this is the first',
};
