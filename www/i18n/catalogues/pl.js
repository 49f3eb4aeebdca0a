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
  'export.title': 'Eksport do prezentacji',
  'export.format': 'Format',
  'export.png': 'PNG (ten krok)',
  'export.gif': 'Animacja GIF',
  'export.webm': 'Film WebM',
  'export.from': 'Od kroku',
  'export.to': 'Do kroku',
  'export.width': 'Szerokość (px)',
  'export.start': 'Eksportuj',
  'export.bar': 'Postęp eksportu',
  'export.cancel': 'Anuluj',
  'export.progress': 'Kodowanie klatki {done, number} z {total, number}…',
  'export.cancelled': 'Eksport anulowano.',
  'export.failed': 'Eksport nie powiódł się: {message}',
  'export.download': 'Pobierz {file} ({kb, number} kB)',
  'export.counter': 'Krok {step, number}',

  // — worksheet —

  // — offline —

};
