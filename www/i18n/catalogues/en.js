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
  'export.title': 'Export for slides',
  'export.format': 'Format',
  'export.png': 'PNG (this step)',
  'export.gif': 'GIF animation',
  'export.webm': 'WebM video',
  'export.from': 'From step',
  'export.to': 'To step',
  'export.width': 'Width (px)',
  'export.start': 'Export',
  'export.bar': 'Export progress',
  'export.cancel': 'Cancel',
  'export.progress': 'Encoding frame {done, number} of {total, number}…',
  'export.cancelled': 'Export cancelled.',
  'export.failed': 'Export failed: {message}',
  'export.download': 'Download {file} ({kb, number} KB)',
  'export.counter': 'Step {step, number}',

  // — worksheet —

  // — offline —

};
