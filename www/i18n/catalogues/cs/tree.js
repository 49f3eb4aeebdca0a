// The cs catalogue, tree part: what the search tree panel says (model/tree.js, model/treedraw.js, views/tree.js), loaded with the panel. ICU messages (i18n/format.js) by key;
// the same keys in every language (www/tests/model/i18n.test.mjs).
export default {
  'element.treeTitle': 'Strom hledání',
  'element.treeRows': 'Strom hledání podél aktuální cesty',
  'element.treeKeys':
    '{key, select, path {aktuální cesta} between {mezi pokusy} solution {řešení} dead {slepá ulička} other {návrat (neúspěšné pokusy sbalené, s jejich počtem)}}',
  'element.treeGoTo': 'Přejít na krok {step}',
  'element.treeNoDecisions': 'Strategie {strategy} nedělá žádná rozhodnutí, takže nemá strom hledání (její panel Graf místo toho kreslí penalizaci).',
  'element.treeNotLoaded': 'Strom hledání se objeví, jakmile se načte hledání.',
  'element.treeCapacity':
    'Strom uchovává prvních {n, plural, one {{count} pokus} few {{count} pokusy} other {{count} pokusů}}; {later, plural, one {{laterCount} pozdější pokus se} few {{laterCount} pozdější pokusy se} other {{laterCount} pozdějších pokusů se}} počítá, ale neukládá.',
  'element.treeTryCount': '{n, plural, one {{count} pokus} few {{count} pokusy} other {{count} pokusů}}',
  'element.treeWaiting': '; rozhodnutí v hloubce {depth} {tried, plural, =0 {zatím nemá žádný pokus} other {vyzkoušelo # z {of}}}{next}',
  'element.treeNext': ' a dále zkusí {name}',
  'element.treeNoTry': 'Zatím žádný pokus: strom přidá uzel s každou číslicí, kterou hledání zkusí{now}.',
  'element.treeAbandoned': 'Teď neplatí žádný pokus: zaznamenáno {tries}, poslední byl opuštěn{now}.',
  'element.treePast': 'Aktuální pokus je za uloženými; uložená část cesty končí u {name}, hloubka {depth}.',
  'element.treeStanding': 'Stojí na {name} v hloubce {depth}, zkoušeno v kroku {step}{now}.',
  'element.treeSummaryPast': '{tries}, každý jeden uzel. Hloubka {depth}: aktuální cesta obsahuje {standing} z uložených.',
  'element.treeSummaryRoot': '{tries}, každý jeden uzel. Hloubka 0: žádné rozhodnutí není otevřené.',
  'element.treeSummary':
    '{tries}, každý jeden uzel. Hloubka {depth}: na aktuální cestě {n, plural, one {je {count} pokus} few {jsou {count} pokusy} other {je {count} pokusů}}{between, select, yes { a rozhodnutí v hloubce {depth} je mezi pokusy} opened { a rozhodnutí v hloubce {depth} zatím nemá žádný pokus} other {}}.',
  'element.treeDrawing':
    'Strom hledání, každý neúspěšný podstrom sbalený do trojúhelníku s počtem pokusů (nyní {triangles}); aktuální cesta zůstává otevřená. Trojúhelník otevřete kliknutím, klávesou Enter nebo mezerníkem.',
  'element.treeIcicle':
    'Rampouchový graf ({tries}): jeden řádek na hloubku ({rows}), každý pokus široký jako jeho podstrom. Kliknutím na pokus přejdete na jeho krok.',
  'element.treeStrip': 'Hloubka za {n, plural, one {{count} krok} few {{count} kroky} other {{count} kroků}}: nejhlouběji {top}.',
  'element.treeGroup':
    '{what, select, earlier {{n, plural, one {{count} dřívější pokus} few {{count} dřívější pokusy} other {{count} dřívějších pokusů}}} below {{n, plural, one {{count} pokus níže} few {{count} pokusy níže} other {{count} pokusů níže}}} other {{n, plural, one {{count} pokus} few {{count} pokusy} other {{count} pokusů}}}} ({nodes, plural, one {{nodeCount} uzel} few {{nodeCount} uzly} other {{nodeCount} uzlů}}{solutions, plural, =0 {} other {, {solutionCount} řešení}})',
  'element.treeBelow': '{name} (+{count} níže)',
  'element.treePart':
    '{kind, select, root {Začátek, před každým rozhodnutím: {tries} pod ním} open {{name}, hloubka {depth}, na aktuální cestě} pending {Hloubka {depth}: rozhodnutí teď nemá žádný platný pokus} solution {{name}, hloubka {depth}: řešení} searched {{name}, hloubka {depth}: prohledáno, {tries}, mezi nimi řešení} dead {{name}, hloubka {depth}: slepá ulička} hidden {Hloubka {depth}: {tries} s řešením, sbaleno, aby kresba zůstala malá} other {{name}, hloubka {depth}: neúspěch, {tries}, žádné řešení. Otevřít}}',
  'element.treeFailed':
    '{members, plural, one {{memberCount} neúspěšný pokus} few {{memberCount} neúspěšné pokusy} other {{memberCount} neúspěšných pokusů}} v hloubce {depth}: {tries}, žádné řešení. Otevřít',
};
