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
  'worksheet.button': 'Karta pracy',
  'worksheet.legend': 'Karta pracy do druku',
  'worksheet.strategy': 'Strategia',
  'worksheet.steps': 'Kroki',
  'worksheet.title': 'Przewidź przeszukiwanie: {strategy}',
  'worksheet.task': '{from, plural, =0 {Od początku} other {Od kroku #}} zapisz {n, plural, one {następny # krok} few {następne # kroki} many {następnych # kroków} other {następnych # kroku}} strategii {strategy}: dla każdego pole, cyfrę i zdarzenie (select, try, propagate, dead-end, backtrack…).',
  'worksheet.params': 'Ustawienia: {params}',
  'worksheet.placed': 'Pogrubione cyfry są dane w zadaniu, szare wpisało przeszukiwanie w {from, plural, one {pierwszym # kroku} other {pierwszych # krokach}}.',
  'worksheet.name': 'Imię i nazwisko: ______________________   Data: ____________',
  'worksheet.col.step': 'Krok',
  'worksheet.col.cell': 'Pole',
  'worksheet.col.digit': 'Cyfra',
  'worksheet.col.event': 'Zdarzenie',
  'worksheet.key': 'Odpowiedzi: {strategy}',
  'worksheet.ended': 'Przeszukiwanie kończy się w kroku {step, number}.',
  'worksheet.print': 'Drukuj',
  'worksheet.hint': 'Strona 1 to karta pracy, strona 2 odpowiedzi.',
  'worksheet.making': 'Przygotowuję kartę pracy…',
  'worksheet.failed': 'Nie można utworzyć karty pracy: {reason}',
  'worksheet.four.button': 'Drukuj 4 na stronie',
  'worksheet.four.title': 'Cztery sudoku {side}×{side}{difficulty, select, easy {, łatwe} medium {, średnie} hard {, trudne} fiendish {, diabelskie} other {}}',
  'worksheet.four.caption': 'Sudoku {n} · ziarno {seed}',
  'worksheet.four.making': 'Tworzę sudoku {n} z {of}…',
  'worksheet.four.none': 'Brak takiego sudoku wśród {tried, plural, one {# sprawdzonego ziarna} other {# sprawdzonych ziaren}}.',

  // — offline —
  'offline.ready': 'Działa bez internetu: ta strona i wszystko, czego potrzebuje, są zapisane w Twojej przeglądarce.',
  'offline.failed': 'Nie udało się wczytać tej części strony. Sprawdź połączenie i odśwież stronę.',
  'offline.reload': 'Odśwież',
};
