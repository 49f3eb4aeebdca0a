// The pl catalogue, compare part: what <sudoku-compare> says (compare/live.js and the modules it
// imports), loaded with its race. ICU messages (i18n/format.js) by key; the same keys in every
// language (www/tests/model/i18n.test.mjs).
export default {
  'compare.time': 'czas',
  'compare.invalid': 'Popraw ustawienia, aby rozpocząć porównanie.',
  'compare.ready': 'Przeszukiwania ({n}) jednej planszy są gotowe. Naciśnij Uruchom, Krok lub Do końca.',
  'compare.running':
    '{stopped, plural, =0 {{n, plural, one {Działa # przeszukiwanie} few {Działają # przeszukiwania} many {Działa # przeszukiwań} other {Działa # przeszukiwania}}} other {{left, plural, one {Działa # z {n} przeszukiwań} few {Działają # z {n} przeszukiwań} other {Działa # z {n} przeszukiwań}}}} na jednym zegarze (w równym tempie: {lockstep, select, frame {klatka po klatce} other {krok po kroku}}){stopped, plural, =0 {} one {; jedno już się zakończyło} few {; # już się zakończyły} other {; # już się zakończyło}}.',
  'compare.paused':
    'Wstrzymano na kroku {at}; {stopped, plural, =0 {żadne z {n} przeszukiwań jeszcze się nie zakończyło} other {{left, plural, one {# z {n} przeszukiwań jeszcze się nie zakończyło} few {# z {n} przeszukiwań jeszcze się nie zakończyły} other {# z {n} przeszukiwań jeszcze się nie zakończyło}}}}.',
  'compare.done': 'Wszystkie przeszukiwania ({n}) zakończyły się: tabela poniżej je porównuje.',
  'compare.board': 'Plansza – {name}',
  'compare.counters': 'Liczniki – {name}',
  'compare.scrubLabel': 'Krok wyścigu',
  'compare.scrubName': 'Krok',
  'compare.scrubAt': '{at} z {reach}',
  'compare.scrubValue': 'krok {at} z {reach}',
  'compare.results': 'Wyniki',
  'compare.caption': 'Liczniki każdego przeszukiwania tam, gdzie się zatrzymało: przy jego pierwszym rozwiązaniu albo na końcu bez rozwiązania',
  'compare.strategy': 'strategia',
  'compare.outcome': 'wynik',
  'compare.outcomeOf': '{outcome, select, solved {rozwiązano} none {brak rozwiązania} gaveUp {poddano się} other {zatrzymano}}',
  'compare.fewestMark': ' (najmniej)',
  'compare.fewest': 'najmniej ({column}): {who}',
  'compare.and': '{a} i {b}',
  'compare.tie': 'W każdej kolumnie jest remis.',
  'compare.summary': '★ oznacza najmniejszą wartość w każdej kolumnie; czas to własny czas obliczeń każdego przeszukiwania. {summary}',
  'compare.copyLink': 'Kopiuj link',
  'compare.copied': 'Skopiowano do schowka.',
  'compare.copyByHand': 'Zaznacz i skopiuj link poniżej.',
  'compare.linkLabel': 'Link do tego porównania',
  'compare.conflicts':
    'W łamigłówce jest konflikt ({message}{more, plural, =0 {} one {; i jeszcze 1} other {; i jeszcze {more}}}). Popraw łamigłówkę, aby porównać.',
};
