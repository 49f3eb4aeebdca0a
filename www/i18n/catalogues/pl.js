// The pl catalogue: every string a person reads, by key, as ICU messages (i18n/format.js).
// Sections by area; keys are the same in every language (www/tests/model/i18n.test.mjs).
export default {
  // — languages —
  'language.label': 'Język',
  // — element —

  // — narration —

  // — pseudo-code —

  // — compare —

  // — pages —

  // — export —

  // — worksheet —

  // — offline —
  'offline.ready': 'Działa bez internetu: ta strona i wszystko, czego potrzebuje, są zapisane w Twojej przeglądarce.',
  'offline.failed': 'Nie udało się wczytać tej części strony. Sprawdź połączenie i odśwież stronę.',
  'offline.reload': 'Odśwież',
};
