// The cs catalogue, charts part: what the chart panel says (views/chart.js, views/runtimes-panel.js, views/cover.js and their models), loaded with the panel. ICU messages (i18n/format.js) by key;
// the same keys in every language (www/tests/model/i18n.test.mjs).
export default {
  'element.chartTitle': 'Penalizace v průběhu kroků',
  'element.chartLabel': 'Penalizace a teplota v průběhu kroků',
  'element.chartPenalty': 'penalizace (0–{top})',
  'element.chartTemperature': 'teplota (0–{top})',
  'element.chartRestarts':
    '{n, plural, =0 {hledání ještě nezačalo} one {{count} začátek ({kind, select, fill {první vyplnění} other {první výstřel}})} few {{count} začátky ({kind, select, fill {první vyplnění a {againCount} ohřátí} other {první výstřel a {again, plural, one {{againCount} nový výstřel} few {{againCount} nové výstřely} other {{againCount} nových výstřelů}}}})} other {{count} začátků ({kind, select, fill {první vyplnění a {againCount} ohřátí} other {první výstřel a {again, plural, one {{againCount} nový výstřel} few {{againCount} nové výstřely} other {{againCount} nových výstřelů}}}})}}',
  'element.chartSummary': 'Penalizace nyní {penalty}, nejlepší {best}, za {n, plural, one {{steps} krok} few {{steps} kroky} other {{steps} kroků}}.',
  'element.chartAxisPenalty': 'Penalizace (chybějící číslice v jednotkách)',
  'element.chartAxisTemperature': 'Teplota',
  'element.chartAxisSteps': 'Krok',
  'element.chartRestartMark':
    '{n, plural, one {{count} restart} few {{count} restarty} other {{count} restartů}} {range, select, one {v kroku {first}} other {v krocích {first}–{last}}}',
  'element.runtimesTitle': 'Vyřešeno do N kroků',
  'element.runtimesLabel': 'Rozdělení doby běhu',
  'element.runtimesAscending': 'vzestupné pořadí',
  'element.runtimesRun':
    '{kind, select, orders {Spustit {n, plural, one {{count} náhodné pořadí} few {{count} náhodná pořadí} many {{count} náhodného pořadí} other {{count} náhodných pořadí}}} other {Spustit {n, plural, one {{count} semínko} few {{count} semínka} many {{count} semínka} other {{count} semínek}}}}',
  'element.runtimesKind': '{strategy}, {kind, select, orders {náhodná pořadí} other {běhy se semínky}}',
  'element.runtimesDone':
    '{kind, select, orders {{n, plural, one {{count} náhodné pořadí} few {{count} náhodná pořadí} other {{count} náhodných pořadí}}} other {{n, plural, one {{count} běh se semínkem} few {{count} běhy se semínky} other {{count} běhů se semínky}}}}',
  'element.runtimesRunningAscending': 'Běží vzestupné pořadí…',
  'element.runtimesRunning': 'Běží {kind, select, orders {pořadí} other {semínko}} {k} z {n}…',
  'element.runtimesReference': 'Vzestupné pořadí: {n, plural, one {{count} krok} few {{count} kroky} other {{count} kroků}}.',
  'element.runtimesReferenceCapped': 'Vzestupné pořadí: nevyřešeno do {n, plural, one {{count} kroku} other {{count} kroků}}.',
  'element.runtimesEarlier': '{strategy} (dříve)',
  'element.runtimesRandomOrders': 'Náhodná pořadí',
  'element.runtimesWithin': 'do {n, plural, one {{count} kroku} other {{count} kroků}}',
  'element.runtimesWithinBudget': 'v rámci svého rozpočtu',
  'element.runtimesNone':
    '{label, select, none {Žádný} other {{label}: žádný}} z {n, plural, one {{count} běhu} other {{count} běhů}} sudoku nevyřešil {within}.',
  'element.runtimesSolved':
    '{label, select, none {} other {{label}: }}vyřešeno {solved} z {n, plural, one {{count} běhu} other {{count} běhů}}{within}{half}; nejpomalejší vyřešený trval {slowest}{tail}.',
  'element.runtimesHalf': '; polovina do {n, plural, one {{count} kroku} other {{count} kroků}}',
  'element.runtimesTail': ' ({times}× medián)',
  'element.coverTitle': 'Přesné pokrytí',
  'element.coverLabel': 'Sloupce přesného pokrytí',
  'element.coverKeys': '{key, select, covered {splněno} one {jedna možnost: vynuceno} two {dvě} many {více} empty {žádná: slepá ulička} other {zvolený}}',
  'element.coverKeysLead': 'Každá dlaždice je jedna podmínka:',
  'element.coverStrip':
    '{kind, select, cell {Číslice v každém políčku} row {Každá číslice v každém řádku} column {Každá číslice v každém sloupci} other {Každá číslice v každém čtverci}}',
  'element.coverAxes':
    '{kind, select, cell {řádek\u00a0↓, sloupec\u00a0→} row {řádek\u00a0↓, číslice\u00a0→} column {sloupec\u00a0↓, číslice\u00a0→} other {čtverec\u00a0↓, číslice\u00a0→}}',
  'element.coverCell': '{cell} má číslici',
  'element.coverPlace': '{digit} je {unit}',
  'element.coverTile':
    '{name}: {state, select, met {splněno} chosen {zvolený, {n, plural, one {{count} možnost} few {{count} možnosti} other {{count} možností}}} other {{n, plural, one {{count} možnost} few {{count} možnosti} other {{count} možností}}}}',
  'element.coverDead':
    '{n, plural, one {{count} otevřený sloupec nemá} few {{count} otevřené sloupce nemají} other {{count} otevřených sloupců nemá}} žádnou možnost: slepá ulička.',
  'element.coverHelp': 'Pokryté sloupce jsou již splněné podmínky; ostatní ukazují, kolik možností jim zbývá.',
  'element.coverChosen': 'Zvoleno: „{name}“, sloupec s nejmenším počtem možností ({rows}{ties}){forced, select, yes {: vynucená číslice} other {}}.',
  'element.coverTies':
    '; {n, plural, one {{count} další sloupec má stejně} few {{count} další sloupce mají stejně} other {{count} dalších sloupců má stejně}}, tento je první',
};
