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
  'export.title': 'Export pro prezentaci',
  'export.format': 'Formát',
  'export.png': 'PNG (tento krok)',
  'export.gif': 'Animace GIF',
  'export.webm': 'Video WebM',
  'export.from': 'Od kroku',
  'export.to': 'Do kroku',
  'export.width': 'Šířka (px)',
  'export.start': 'Exportovat',
  'export.bar': 'Průběh exportu',
  'export.cancel': 'Zrušit',
  'export.progress': 'Kóduji snímek {done, number} z {total, number}…',
  'export.cancelled': 'Export byl zrušen.',
  'export.failed': 'Export se nezdařil: {message}',
  'export.download': 'Stáhnout {file} ({kb, number} kB)',
  'export.counter': 'Krok {step, number}',

  // — worksheet —

  // — offline —

};
