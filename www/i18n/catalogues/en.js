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

  // — offline —
  'offline.ready': 'Works offline: this page and everything it needs are saved in your browser.',
  'offline.failed': 'This section did not load. Check your connection and reload the page.',
  'offline.reload': 'Reload',
};
