// The pl catalogue, charts part: what the chart panel says (views/chart.js, views/runtimes-panel.js, views/cover.js and their models), loaded with the panel. ICU messages (i18n/format.js) by key;
// the same keys in every language (www/tests/model/i18n.test.mjs).
export default {
  'element.chartTitle': 'Kara w kolejnych krokach',
  'element.chartLabel': 'Kara i temperatura w kolejnych krokach',
  'element.chartPenalty': 'kara (0–{top})',
  'element.chartTemperature': 'temperatura (0–{top})',
  'element.chartRestarts':
    '{n, plural, =0 {wyszukiwanie jeszcze się nie zaczęło} one {{count} początek ({kind, select, fill {pierwsze wypełnienie} other {pierwszy strzał}})} few {{count} początki ({kind, select, fill {pierwsze wypełnienie i {again, plural, one {{againCount} ponowne podgrzanie} few {{againCount} ponowne podgrzania} many {{againCount} ponownych podgrzań} other {{againCount} ponownego podgrzania}}} other {pierwszy strzał i {again, plural, one {{againCount} nowy strzał} few {{againCount} nowe strzały} many {{againCount} nowych strzałów} other {{againCount} nowego strzału}}}})} other {{count} początków ({kind, select, fill {pierwsze wypełnienie i {again, plural, one {{againCount} ponowne podgrzanie} few {{againCount} ponowne podgrzania} many {{againCount} ponownych podgrzań} other {{againCount} ponownego podgrzania}}} other {pierwszy strzał i {again, plural, one {{againCount} nowy strzał} few {{againCount} nowe strzały} many {{againCount} nowych strzałów} other {{againCount} nowego strzału}}}})}}',
  'element.chartSummary': 'Kara teraz {penalty}, najlepsza {best}, po {n, plural, one {{steps} kroku} other {{steps} krokach}}.',
  'element.chartAxisPenalty': 'Kara (cyfry brakujące w grupach)',
  'element.chartAxisTemperature': 'Temperatura',
  'element.chartAxisSteps': 'Krok',
  'element.chartRestartMark':
    '{n, plural, one {{count} restart} few {{count} restarty} many {{count} restartów} other {{count} restartu}} {range, select, one {w kroku {first}} other {w krokach {first}–{last}}}',
  'element.runtimesTitle': 'Rozwiązane w N krokach',
  'element.runtimesLabel': 'Rozkład czasu działania',
  'element.runtimesAscending': 'kolejność rosnąca',
  'element.runtimesRun':
    '{kind, select, orders {Uruchom {n, plural, one {{count} losową kolejność} few {{count} losowe kolejności} many {{count} losowych kolejności} other {{count} losowej kolejności}}} other {Uruchom {n, plural, one {{count} ziarno} few {{count} ziarna} many {{count} ziaren} other {{count} ziarna}}}}',
  'element.runtimesKind': '{strategy}, {kind, select, orders {losowe kolejności} other {przebiegi z ziarnami}}',
  'element.runtimesDone':
    '{kind, select, orders {{n, plural, one {{count} losowa kolejność} few {{count} losowe kolejności} many {{count} losowych kolejności} other {{count} losowej kolejności}}} other {{n, plural, one {{count} przebieg z ziarnem} few {{count} przebiegi z ziarnami} many {{count} przebiegów z ziarnami} other {{count} przebiegu z ziarnami}}}}',
  'element.runtimesRunningAscending': 'Trwa przebieg w kolejności rosnącej…',
  'element.runtimesRunning': 'Trwa {kind, select, orders {kolejność} other {ziarno}} {k} z {n}…',
  'element.runtimesReference': 'Kolejność rosnąca: {n, plural, one {{count} krok} few {{count} kroki} many {{count} kroków} other {{count} kroku}}.',
  'element.runtimesReferenceCapped': 'Kolejność rosnąca: nierozwiązane w {n, plural, one {{count} kroku} other {{count} krokach}}.',
  'element.runtimesEarlier': '{strategy} (wcześniej)',
  'element.runtimesRandomOrders': 'Losowe kolejności',
  'element.runtimesWithin': 'w {n, plural, one {{count} kroku} other {{count} krokach}}',
  'element.runtimesWithinBudget': 'w swoim budżecie',
  'element.runtimesNone':
    '{label, select, none {Żaden} other {{label}: żaden}} z {n, plural, one {{count} przebiegu} other {{count} przebiegów}} nie rozwiązał planszy {within}.',
  'element.runtimesSolved':
    '{label, select, none {} other {{label}: }}rozwiązane {solved} z {n, plural, one {{count} przebiegu} other {{count} przebiegów}}{within}{half}; najwolniejszy rozwiązany zajął {slowest}{tail}.',
  'element.runtimesHalf': '; połowa w {n, plural, one {{count} kroku} other {{count} krokach}}',
  'element.runtimesTail': ' ({times}× mediana)',
  'element.coverTitle': 'Dokładne pokrycie',
  'element.coverLabel': 'Kolumny dokładnego pokrycia',
  'element.coverKeys':
    '{key, select, covered {spełnione} one {jedna możliwość: wymuszona} two {dwie} many {więcej} empty {brak: ślepy zaułek} other {wybrana}}',
  'element.coverKeysLead': 'Każdy kafelek to jedno ograniczenie:',
  'element.coverStrip':
    '{kind, select, cell {Cyfra w każdej kratce} row {Każda cyfra w każdym wierszu} column {Każda cyfra w każdej kolumnie} other {Każda cyfra w każdym kwadracie}}',
  'element.coverAxes':
    '{kind, select, cell {wiersz\u00a0↓, kolumna\u00a0→} row {wiersz\u00a0↓, cyfra\u00a0→} column {kolumna\u00a0↓, cyfra\u00a0→} other {kwadrat\u00a0↓, cyfra\u00a0→}}',
  'element.coverCell': '{cell} ma cyfrę',
  'element.coverPlace': '{digit} jest {unit}',
  'element.coverTile':
    '{name}: {state, select, met {spełnione} chosen {wybrana, {n, plural, one {{count} możliwość} few {{count} możliwości} many {{count} możliwości} other {{count} możliwości}}} other {{n, plural, one {{count} możliwość} few {{count} możliwości} many {{count} możliwości} other {{count} możliwości}}}}',
  'element.coverDead':
    '{n, plural, one {{count} otwarta kolumna nie ma} few {{count} otwarte kolumny nie mają} many {{count} otwartych kolumn nie ma} other {{count} otwartej kolumny nie ma}} żadnej możliwości: ślepy zaułek.',
  'element.coverHelp': 'Pokryte kolumny to już spełnione ograniczenia; pozostałe pokazują, ile możliwości im zostało.',
  'element.coverChosen': 'Wybrana: „{name}”, kolumna z najmniejszą liczbą możliwości ({rows}{ties}){forced, select, yes {: wymuszona cyfra} other {}}.',
  'element.coverTies':
    '; {n, plural, one {{count} inna kolumna ma tyle samo} few {{count} inne kolumny mają tyle samo} many {{count} innych kolumn ma tyle samo} other {{count} innej kolumny ma tyle samo}}, ta jest pierwsza',
};
