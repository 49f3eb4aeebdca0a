// The cs catalogue, compare part: what <sudoku-compare> says (compare/live.js and the modules it
// imports), loaded with its race. ICU messages (i18n/format.js) by key; the same keys in every
// language (www/tests/model/i18n.test.mjs).
export default {
  'compare.time': 'čas',
  'compare.invalid': 'Opravte nastavení, aby srovnání mohlo začít.',
  'compare.ready': 'Hledání ({n}) na jedné mřížce jsou připravena. Stiskněte Spustit, Krok nebo Až do konce.',
  'compare.running':
    '{stopped, plural, =0 {Běží {n} hledání} other {Běží {left} ze {n} hledání}} na jedněch hodinách (v souběhu {lockstep, select, frame {po snímcích} other {po krocích}}){stopped, plural, =0 {} one {; jedno už skončilo} few {; # už skončila} other {; # už skončilo}}.',
  'compare.paused':
    'Pozastaveno na kroku {at}; {stopped, plural, =0 {žádné ze {n} hledání ještě neskončilo} other {{left, plural, one {# ze {n} hledání ještě neskončilo} few {# ze {n} hledání ještě neskončila} other {# ze {n} hledání ještě neskončilo}}}}.',
  'compare.done': 'Všechna hledání ({n}) skončila: tabulka níže je porovnává.',
  'compare.board': 'Mřížka – {name}',
  'compare.counters': 'Počítadla – {name}',
  'compare.scrubLabel': 'Krok závodu',
  'compare.scrubName': 'Krok',
  'compare.scrubAt': '{at} z {reach}',
  'compare.scrubValue': 'krok {at} z {reach}',
  'compare.results': 'Výsledky',
  'compare.caption': 'Počítadla každého hledání tam, kde skončilo: u jeho prvního řešení, nebo na konci bez řešení',
  'compare.strategy': 'strategie',
  'compare.outcome': 'výsledek',
  'compare.outcomeOf': '{outcome, select, solved {vyřešeno} none {žádné řešení} gaveUp {vzdáno} other {zastaveno}}',
  'compare.fewestMark': ' (nejméně)',
  'compare.fewest': 'nejméně ({column}): {who}',
  'compare.and': '{a} a {b}',
  'compare.tie': 'Ve všech sloupcích je remíza.',
  'compare.summary': '★ označuje nejmenší hodnotu v každém sloupci; čas je vlastní čas výpočtu každého hledání. {summary}',
  'compare.copyLink': 'Kopírovat odkaz',
  'compare.copied': 'Zkopírováno do schránky.',
  'compare.copyByHand': 'Označte a zkopírujte odkaz níže.',
  'compare.linkLabel': 'Odkaz na toto srovnání',
  'compare.conflicts':
    'V zadání je konflikt ({message}{more, plural, =0 {} one {; a ještě 1 další} few {; a ještě {more} další} other {; a ještě {more} dalších}}). Opravte zadání, aby srovnání mohlo začít.',
};
