// The en catalogue: every string a person reads, by key, as ICU messages (i18n/format.js).
// Sections by area; keys are the same in every language (www/tests/model/i18n.test.mjs).
export default {
  // — languages —
  'language.label': 'Language',
  // — element —

  // — narration —

  // — pseudo-code —

  // — compare —

  // — pages —

  // — export —

  // — worksheet —
  'worksheet.button': 'Worksheet',
  'worksheet.legend': 'Printable worksheet',
  'worksheet.strategy': 'Strategy',
  'worksheet.steps': 'Steps',
  'worksheet.title': 'Predict the search: {strategy}',
  'worksheet.task': '{from, plural, =0 {From the start,} other {From step #,}} write down the next {n, plural, one {# step} other {# steps}} of {strategy}: for each, the cell, the digit and the event (select, try, propagate, dead-end, backtrack…).',
  'worksheet.params': 'Settings: {params}',
  'worksheet.placed': 'Bold digits are the givens; the grey ones the search placed in its first {from, plural, one {# step} other {# steps}}.',
  'worksheet.name': 'Name: ______________________   Date: ____________',
  'worksheet.col.step': 'Step',
  'worksheet.col.cell': 'Cell',
  'worksheet.col.digit': 'Digit',
  'worksheet.col.event': 'Event',
  'worksheet.key': 'Answer key: {strategy}',
  'worksheet.ended': 'The search ends at step {step, number}.',
  'worksheet.print': 'Print',
  'worksheet.hint': 'Page 1 is the worksheet, page 2 the answer key.',
  'worksheet.making': 'Preparing the worksheet…',
  'worksheet.failed': 'No worksheet: {reason}',
  'worksheet.four.button': 'Print 4-up',
  'worksheet.four.title': 'Four {side}×{side} puzzles{difficulty, select, easy {, easy} medium {, medium} hard {, hard} fiendish {, fiendish} other {}}',
  'worksheet.four.caption': 'Puzzle {n} · seed {seed}',
  'worksheet.four.making': 'Generating puzzle {n} of {of}…',
  'worksheet.four.none': 'No such puzzle in {tried, plural, one {# seed} other {# seeds}} tried.',

  // — offline —
  'offline.ready': 'Works offline: this page and everything it needs are saved in your browser.',
  'offline.failed': 'This section did not load. Check your connection and reload the page.',
  'offline.reload': 'Reload',
};
