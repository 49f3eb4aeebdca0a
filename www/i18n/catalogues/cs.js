// The cs catalogue: every string a person reads, by key, as ICU messages (i18n/format.js).
// Sections by area; keys are the same in every language (www/tests/model/i18n.test.mjs).
export default {
  // — languages —
  'language.label': 'Jazyk',
  // — element —

  // — narration —

  // — pseudo-code —

  // — compare —

  // — pages —

  // — export —

  // — worksheet —

  // — offline —
  'offline.ready': 'Funguje i bez internetu: stránka se vším, co potřebuje, je uložená ve vašem prohlížeči.',
  'offline.failed': 'Tuto část stránky se nepodařilo načíst. Zkontrolujte připojení a načtěte stránku znovu.',
  'offline.reload': 'Načíst znovu',
};
