// The en catalogue, compare part: what <sudoku-compare> says (compare/live.js and the modules it
// imports), loaded with its race. ICU messages (i18n/format.js) by key; the same keys in every
// language (www/tests/model/i18n.test.mjs).
export default {
  'compare.time': 'time',
  'compare.invalid': 'Fix the settings to start the comparison.',
  'compare.ready': '{n, plural, one {# search} other {# searches}} of one board, ready. Press Play, Step or Run to end.',
  'compare.running':
    '{stopped, plural, =0 {Running {n, plural, one {# search} other {# searches}}} other {Running {left} of {n, plural, one {# search} other {# searches}}}} on one clock (lockstep per {lockstep, select, frame {frame} other {step}}){stopped, plural, =0 {} one {; one has finished} other {; # have finished}}.',
  'compare.paused':
    'Paused at step {at}; {stopped, plural, =0 {none of the {n, plural, one {# search} other {# searches}} has finished yet} other {{left} of {n, plural, one {# search} other {# searches}} unfinished}}.',
  'compare.done': '{n, plural, one {The search has} other {All # searches have}} finished: the table below compares them.',
  'compare.board': 'Board of {name}',
  'compare.counters': 'Counters of {name}',
  'compare.scrubLabel': 'Step of the race',
  'compare.scrubName': 'Step',
  'compare.scrubAt': '{at} of {reach}',
  'compare.scrubValue': 'step {at} of {reach}',
  'compare.results': 'Results',
  'compare.caption': 'Counters of each search where it stopped: at its first solution, or at its end without one',
  'compare.strategy': 'strategy',
  'compare.outcome': 'outcome',
  'compare.outcomeOf': '{outcome, select, solved {solved} none {no solution} gaveUp {gave up} other {stopped}}',
  'compare.fewestMark': ' (fewest)',
  'compare.fewest': 'fewest {column}: {who}',
  'compare.and': '{a} and {b}',
  'compare.tie': 'Every column is a tie.',
  'compare.summary': "★ marks the fewest in each column; time is each search's own engine time. {summary}",
  'compare.copyLink': 'Copy link',
  'compare.copied': 'Copied to the clipboard.',
  'compare.copyByHand': 'Select and copy the link below.',
  'compare.linkLabel': 'Link to this comparison',
  'compare.conflicts': '{message}{more, plural, =0 {} other { (and {more} more)}}. Fix the puzzle to compare.',
};
