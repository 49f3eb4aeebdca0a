// The pl catalogue, tree part: what the search tree panel says (model/tree.js, model/treedraw.js, views/tree.js), loaded with the panel. ICU messages (i18n/format.js) by key;
// the same keys in every language (www/tests/model/i18n.test.mjs).
export default {
  'element.treeTitle': 'Drzewo przeszukiwania',
  'element.treeRows': 'Drzewo przeszukiwania wzdłuż bieżącej ścieżki',
  'element.treeKeys':
    '{key, select, path {bieżąca ścieżka} between {między próbami} solution {rozwiązanie} dead {ślepy zaułek} other {nawrót (nieudane próby zwinięte, z ich liczbą)}}',
  'element.treeGoTo': 'Przejdź do kroku {step}',
  'element.treeNoDecisions': 'Strategia {strategy} nie podejmuje decyzji, więc nie ma drzewa przeszukiwania (jej panel Wykres rysuje zamiast tego karę).',
  'element.treeNotLoaded': 'Drzewo przeszukiwania pojawi się po wczytaniu przeszukiwania.',
  'element.treeCapacity':
    'Drzewo przechowuje pierwsze {n, plural, one {{count} próbę} few {{count} próby} many {{count} prób} other {{count} próby}}; {later, plural, one {{laterCount} późniejsza próba jest liczona} few {{laterCount} późniejsze próby są liczone} many {{laterCount} późniejszych prób jest liczonych} other {{laterCount} późniejszej próby jest liczone}}, ale nie przechowywane.',
  'element.treeTryCount': '{n, plural, one {{count} próba} few {{count} próby} many {{count} prób} other {{count} próby}}',
  'element.treeWaiting': '; decyzja na głębokości {depth} {tried, plural, =0 {nie ma jeszcze żadnej próby} other {wypróbowała # z {of}}}{next}',
  'element.treeNext': ' i teraz spróbuje {name}',
  'element.treeNoTry': 'Jeszcze żadnej próby: drzewo dodaje węzeł z każdą cyfrą, którą próbuje przeszukiwanie{now}.',
  'element.treeAbandoned': 'Teraz nie trwa żadna próba: zapisano {tries}, ostatnią porzucono{now}.',
  'element.treePast': 'Bieżąca próba jest za zapisanymi; zapisana część ścieżki kończy się na {name}, głębokość {depth}.',
  'element.treeStanding': 'Na {name} na głębokości {depth}, próbowane w kroku {step}{now}.',
  'element.treeSummaryPast': '{tries}, każda jednym węzłem. Głębokość {depth}: bieżąca ścieżka zawiera {standing} spośród zapisanych.',
  'element.treeSummaryRoot': '{tries}, każda jednym węzłem. Głębokość 0: żadna decyzja nie jest otwarta.',
  'element.treeSummary':
    '{tries}, każda jednym węzłem. Głębokość {depth}: na bieżącej ścieżce {n, plural, one {jest {count} próba} few {są {count} próby} many {jest {count} prób} other {jest {count} próby}}{between, select, yes {, a decyzja na głębokości {depth} jest między próbami} opened {, a decyzja na głębokości {depth} nie ma jeszcze żadnej próby} other {}}.',
  'element.treeDrawing':
    'Drzewo przeszukiwania, każde nieudane poddrzewo zwinięte w trójkąt z liczbą prób (teraz {triangles}); bieżąca ścieżka pozostaje otwarta. Trójkąt otwiera kliknięcie, Enter lub spacja.',
  'element.treeIcicle':
    'Wykres sopelkowy ({tries}): wiersz na każdą głębokość ({rows}), każda próba tak szeroka jak jej poddrzewo. Kliknij próbę, aby przejść do jej kroku.',
  'element.treeStrip': 'Głębokość w {n, plural, one {{count} kroku} other {{count} krokach}}: najgłębiej {top}.',
  'element.treeGroup':
    '{what, select, earlier {{n, plural, one {{count} wcześniejsza próba} few {{count} wcześniejsze próby} many {{count} wcześniejszych prób} other {{count} wcześniejszej próby}}} below {{n, plural, one {{count} próba niżej} few {{count} próby niżej} many {{count} prób niżej} other {{count} próby niżej}}} other {{n, plural, one {{count} próba} few {{count} próby} many {{count} prób} other {{count} próby}}}} ({nodes, plural, one {{nodeCount} węzeł} few {{nodeCount} węzły} many {{nodeCount} węzłów} other {{nodeCount} węzła}}{solutions, plural, =0 {} one {, {solutionCount} rozwiązanie} few {, {solutionCount} rozwiązania} many {, {solutionCount} rozwiązań} other {, {solutionCount} rozwiązania}})',
  'element.treeBelow': '{name} (+{count} niżej)',
  'element.treePart':
    '{kind, select, root {Początek, przed jakąkolwiek decyzją: {tries} poniżej} open {{name}, głębokość {depth}, na bieżącej ścieżce} pending {Głębokość {depth}: decyzja nie ma teraz aktualnej próby} solution {{name}, głębokość {depth}: rozwiązanie} searched {{name}, głębokość {depth}: przeszukane, {tries}, wśród nich rozwiązanie} dead {{name}, głębokość {depth}: ślepy zaułek} hidden {Głębokość {depth}: {tries} z rozwiązaniem, zwinięte, by rysunek był mały} other {{name}, głębokość {depth}: niepowodzenie, {tries}, brak rozwiązania. Otwórz}}',
  'element.treeFailed':
    '{members, plural, one {{memberCount} nieudana próba} few {{memberCount} nieudane próby} many {{memberCount} nieudanych prób} other {{memberCount} nieudanej próby}} na głębokości {depth}: {tries}, brak rozwiązania. Otwórz',
};
