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
  'worksheet.button': 'Pracovní list',
  'worksheet.legend': 'Pracovní list k tisku',
  'worksheet.strategy': 'Strategie',
  'worksheet.steps': 'Kroky',
  'worksheet.title': 'Předpověz hledání: {strategy}',
  'worksheet.task': '{from, plural, =0 {Od začátku} other {Od kroku #}} zapiš {n, plural, one {další # krok} few {další # kroky} other {dalších # kroků}} strategie {strategy}: u každého políčko, číslici a událost (select, try, propagate, dead-end, backtrack…).',
  'worksheet.params': 'Nastavení: {params}',
  'worksheet.placed': 'Tučné číslice jsou zadané, šedé doplnilo hledání v {from, plural, one {prvním # kroku} few {prvních # krocích} other {prvních # krocích}}.',
  'worksheet.name': 'Jméno: ______________________   Datum: ____________',
  'worksheet.col.step': 'Krok',
  'worksheet.col.cell': 'Políčko',
  'worksheet.col.digit': 'Číslice',
  'worksheet.col.event': 'Událost',
  'worksheet.key': 'Řešení: {strategy}',
  'worksheet.ended': 'Hledání končí v kroku {step, number}.',
  'worksheet.print': 'Tisk',
  'worksheet.hint': 'Strana 1 je pracovní list, strana 2 řešení.',
  'worksheet.making': 'Připravuji pracovní list…',
  'worksheet.failed': 'Pracovní list nelze vytvořit: {reason}',
  'worksheet.four.button': 'Tisk 4 na stránku',
  'worksheet.four.title': 'Čtyři sudoku {side}×{side}{difficulty, select, easy {, lehká} medium {, středně těžká} hard {, těžká} fiendish {, ďábelská} other {}}',
  'worksheet.four.caption': 'Sudoku {n} · semínko {seed}',
  'worksheet.four.making': 'Vytvářím sudoku {n} z {of}…',
  'worksheet.four.none': 'Žádné takové sudoku {tried, plural, one {z # vyzkoušeného semínka} few {ze # vyzkoušených semínek} other {z # vyzkoušených semínek}}.',

  // — offline —
  'offline.ready': 'Funguje i bez internetu: stránka se vším, co potřebuje, je uložená ve vašem prohlížeči.',
  'offline.failed': 'Tuto část stránky se nepodařilo načíst. Zkontrolujte připojení a načtěte stránku znovu.',
  'offline.reload': 'Načíst znovu',
};
