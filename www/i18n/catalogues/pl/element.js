// The pl catalogue, element part: what the elements say: their controls, narration, stack, legend, messages, compare and export. ICU messages (i18n/format.js) by key;
// the same keys in every language (www/tests/model/i18n.test.mjs).
import narration from './narration.js';
import panels from './panels.js';

export default {
  // — languages —
  'language.label': 'Język',

  // — element —
  'element.play': 'Uruchom',
  'element.pause': 'Wstrzymaj',
  'element.continue': 'Kontynuuj',
  'element.runToEnd': 'Do końca',
  'element.cancel': 'Anuluj',
  'element.reset': 'Od nowa',
  'element.back': 'Wstecz',
  'element.step': 'Krok',
  'element.resetTitle': 'Od nowa (Home)',
  'element.backTitle': 'Krok wstecz (←)',
  'element.playTitle': 'Uruchom lub wstrzymaj (spacja)',
  'element.stepTitle': 'Krok (→)',
  'element.endTitle': 'Do samego końca (End)',
  'element.speed': 'Szybkość',
  'element.speedLabel': 'Szybkość, kroki na sekundę',
  'element.controls': 'Sterowanie wyszukiwaniem',
  'element.preset': 'Łamigłówka',
  'element.presetLabel': 'Gotowa łamigłówka',
  'element.size': 'Rozmiar',
  'element.sizeLabel': 'Rozmiar planszy',
  'element.strategy': 'Strategia',
  'element.candidates': 'Kandydaci',
  'element.legend': 'Legenda i klawisze',
  'element.choosePuzzle': 'Wybierz łamigłówkę…',
  'element.customBoard': 'Własna plansza',
  'element.counters': 'Liczniki',
  'element.counter':
    '{key, select, steps {kroki} tries {próby} backtracks {nawroty} propagations {propagacje} depth {głębokość} maxDepth {maks. głęb.} solutions {rozwiązania} updates {zmiany linków} accepted {wykonane ruchy} penalty {kara} bestPenalty {najlepsza kara} temperature {temperatura} restarts {początki} pruned {odcięte} jumped {przeskoczone} elapsed {czas} rate {kroków/s} other {{key}}}',
  'element.millions': '{n} mln',
  'element.billions': '{n} mld',
  'element.loading': 'Wczytywanie solvera…',
  'element.fixBoard': 'Popraw planszę, aby rozpocząć wyszukiwanie.',
  'element.backup': 'Plansza zapasowa na głębokości {depth}: plansza z chwili otwarcia tej decyzji. Naciśnij Enter lub Esc, aby wrócić.',
  'element.progressDone': '{n, plural, one {{count} krok} few {{count} kroki} many {{count} kroków} other {{count} kroku}} · {time}',
  'element.runningToEnd': 'Do końca… {done}. Naciśnij Anuluj lub Esc, aby zatrzymać.',
  'element.steppingTo': 'Przejście do kroku {target}… {done}. Naciśnij Wstrzymaj lub Esc, aby zatrzymać.',
  'element.stack': 'Stos',
  'element.stackList': 'Stos wyszukiwania, najnowsze na górze',
  'element.stackHead': '{col, select, depth {głęb.} cell {kratka} digit {cyfra} other {gałąź}}',
  'element.stackRowTitle': 'Pokaż planszę zapisaną na tej głębokości (Enter)',
  'element.stackRow': 'głębokość {depth}: {cell} = {digit}, gałąź {branch}',
  'element.stackEmpty': 'Brak otwartych decyzji.',
  'element.stackMore': '… i {more} więcej',
  'element.branchOf': '{branch} z {of}',
  'element.jumped': 'Skok wstecz na głębokość {depth}: cofnięto {span}{skipped}',
  'element.jumpedDepths': 'głębokości {from}–{to}',
  'element.jumpedDepth': 'głębokość {depth}',
  'element.jumpedSkipped':
    ', {n, plural, one {pominięto {count} decyzję} few {pominięto {count} decyzje} other {pominięto {count} decyzji}} z niesprawdzonymi wartościami',
  'element.boardLabel': 'Plansza sudoku',
  'element.padLabel': 'Klawiatura cyfr',
  'element.padClear': 'Wyczyść kratkę',
  'element.pasteSummary': 'Wklej łamigłówkę',
  'element.pasteLabel': 'Tekst łamigłówki',
  'element.pastePlaceholder': 'Jeden wiersz {side}×{side} kratek (. lub 0 dla pustych) albo siatka {side} wierszy; | - + i spacje są pomijane.',
  'element.pasteLoad': 'Wczytaj',
  'element.pasteEmptyBoard': 'Pusta plansza',
  'element.pasteKept': 'Nie można wczytać łamigłówki ({message}). Plansza pozostała bez zmian.',
  'element.puzzleRefused': 'Nie można wczytać łamigłówki: {message}',
  'element.atStepUnreached': 'at-step "{value}": przeszukiwanie kończy się w kroku {steps}, przed krokiem {target}; wybierz krok, do którego dochodzi',
  'element.loopUnreached': 'loop "{value}": przeszukiwanie kończy się w kroku {steps}, przed krokiem {target}; wybierz zakres, do którego dochodzi',
  'element.pasteEmpty': 'Nic nie wklejono: wklej łamigłówkę (jeden wiersz lub siatkę wierszy) i naciśnij Wczytaj. Plansza pozostała bez zmian.',
  'element.conflicts':
    'W łamigłówce jest konflikt ({message}{more, plural, =0 {} one {; i jeszcze 1 konflikt} few {; i jeszcze {more} konflikty} many {; i jeszcze {more} konfliktów} other {; i jeszcze {more} konfliktu}}). Zmień jedną z podświetlonych kratek, aby grać.',
  'element.withDefaults': 'Nie można użyć parametrów ({message}); strategia {strategy} działa więc z ustawieniami domyślnymi.',
  'attribute.speed':
    'speed {value} nie jest szybkością: podaj liczbę kroków na sekundę jako liczbę dziesiętną od {min} do {max} (na przykład 20 lub 0.5) albo "max"',
  'attribute.choice': '{name} {value} nie jest żadną z wartości {choices}',
  'attribute.panels': 'panels {value}: {list} {n, plural, one {nie jest panelem} other {nie są panelami}}; użyj {names}',
  'attribute.atStep': 'at-step {value} nie jest numerem kroku: użyj liczby całkowitej ≥ 0 zapisanej cyframi dziesiętnymi',
  'attribute.loopRange': 'loop {value} nie jest zakresem kroków: użyj OD:DO, dwóch numerów kroków (na przykład loop="400:412")',
  'attribute.loopStep':
    'loop {value}: {which, select, from {OD} other {DO}} {part} nie jest numerem kroku: użyj liczb całkowitych ≥ 0 (na przykład loop="400:412")',
  'attribute.loopOrder': 'loop {value}: DO ({to}) nie jest po OD ({from}): zakres jest odtwarzany naprzód od OD do DO (na przykład loop="400:412")',
  'attribute.openLinkNone': 'open-link {value} nie wskazuje żadnej strony: użyj adresu strony demonstracyjnej Sudoku Stepper albo "off"',
  'attribute.openLinkBad': 'open-link {value} nie jest adresem: użyj adresu strony demonstracyjnej Sudoku Stepper albo "off"',
  'attribute.openLinkScheme': 'open-link {value} nie jest stroną internetową ({scheme}): użyj adresu strony demonstracyjnej Sudoku Stepper albo "off"',
  'attribute.wasmUrl': 'wasm-url {value} nie jest adresem URL',
  'attribute.strategiesCount':
    'strategies {value} podaje {n, plural, one {# strategię} few {# strategie} other {# strategii}}: porównać można od {min} do {max} strategii oddzielonych spacjami (na przykład "backtracking mrv singles dlx")',
  'attribute.strategiesColon': 'strategies {value}: nazwa strategii stoi przed jej dwukropkiem',
  'element.loadFailed': 'Nie udało się wczytać solvera: {message}',
  'element.speedMax': 'maks.',
  'element.perSecond': '{n}{unit, select, k { tys.} M { mln} other {}}/s',
  'element.wasmBlocked':
    "Content-Security-Policy tej strony blokuje WebAssembly, na którym działa solver: dodaj 'wasm-unsafe-eval' do jej script-src (na przykład script-src 'self' 'wasm-unsafe-eval'). Zezwala to tylko na WebAssembly, nie na eval.",
  'element.wasmMoved':
    'Nie udało się wczytać solvera: {message}. Jeśli skrypt tej strony zbudował bundler, skopiuj oba pliki .wasm ({files}) na stronę i wskaż ich folder w wasm-url.',
  'element.legendTitle': 'Jak czytać planszę',
  'element.legendStrategy':
    'Strategia: {strategy} ({family, select, exactCover {dlx: dokładne pokrycie} local {przeszukiwanie lokalne} other {przeszukiwanie w głąb}}).',
  'element.legendGiven': 'Cyfra podana: część łamigłówki (pogrubiona).',
  'element.legendGuess': 'Cyfra, którą przeszukiwanie właśnie próbuje (niebieska).',
  'element.legendForced': 'Wymuszona przez propagację (zielona): N nagi singiel, H ukryty singiel.',
  'element.legendWhy': 'Wiersz, kolumna lub kwadrat, w którym cyfra ukrytego singla miała ostatnie wolne miejsce (zielone paski).',
  'element.legendCurrent': 'Bieżąca kratka (obramowana); jej wiersz, kolumna i kwadrat są podświetlone.',
  'element.legendClash': 'Tylko w strategii {bruteForce}: cyfra koliduje z kratką w tej samej grupie (obie migają na czerwono).',
  'element.legendDead': 'Ślepy zaułek: żadna cyfra tu nie pasuje (✕).',
  'element.legendUnitDead': 'Ślepy zaułek w grupie: cyfra nie ma w niej już miejsca (czerwony).',
  'element.legendCleared': 'Usunięta przez nawrót (pomarańczowa, przekreślona).',
  'element.legendNoteDepthFirst':
    'Każda decyzja zaczyna się w jednej kratce i po kolei próbuje jej cyfr; ślepy zaułek wraca do najnowszej decyzji, która ma jeszcze cyfrę do sprawdzenia.',
  'element.legendChosenRow': 'Cyfra wiersza wybranego przez przeszukiwanie (niebieska).',
  'element.legendPlace': 'Pozostałe miejsce dla cyfry wybranej kolumny „cyfra w grupie”; grupa jest podświetlona.',
  'element.legendDeadOption': 'Ślepy zaułek: kratka bez żadnej opcji (✕).',
  'element.legendCovered': 'Panel dokładnego pokrycia: ograniczenie już spełnione (szare).',
  'element.legendOne': 'Została jedna opcja: wymuszona (zielona, z kropką).',
  'element.legendTwo': 'Zostały dwie opcje; jaśniejsze kafelki mają ich więcej.',
  'element.legendEmpty': 'Brak opcji: ślepy zaułek (czerwony, z krzyżykiem).',
  'element.legendChosen': 'Właśnie wybrana kolumna: najmniej opcji (obramowana).',
  'element.legendNoteExactCover': 'Każda decyzja zaczyna się w kolumnie ograniczenia z najmniejszą liczbą opcji i po kolei próbuje jej wierszy.',
  'element.legendPlaced': 'Cyfra postawiona przez przeszukiwanie: cała plansza jest wypełniona i zmieniana ruchami (niebieska).',
  'element.legendMoved': 'Kratka właśnie zaproponowanego, wykonanego lub odrzuconego ruchu (pomarańczowy pierścień).',
  'element.legendHeat1': 'Kratka w jednej grupie, w której brakuje cyfry (bladoczerwona) …',
  'element.legendHeat3': '… lub w dwóch czy trzech takich grupach (ciemniejsza czerwień).',
  'element.legendNoteLocal':
    'Bez decyzji i bez nawrotów: ruchy zmieniają karę, czyli liczbę cyfr brakujących w grupach. annealing przyjmuje każdy ruch, który jej nie zwiększa, a wraz ze stygnięciem coraz rzadziej także taki, który ją zwiększa; shoot-and-go przechodzi do najlepszego sąsiada, a gdy żaden nie jest lepszy, strzela ponownie. Kończy na pierwszym rozwiązaniu albo się poddaje, a poddanie się niczego nie dowodzi.',
  'element.key': '{key, select, space {Spacja} home {Home} end {End} esc {Esc} pageDown {PageDown} pageUp {PageUp} other {{key}}}',
  'element.legendKeys':
    'Klawisze: {space} uruchom/wstrzymaj · {right} krok · {left} wstecz · {home} od nowa · {end} do końca · {esc} zatrzymaj. W trybie prezentacji działa też pilot, gdziekolwiek jest fokus: {pageDown} krok · {pageUp} wstecz · {b} lub {dot} wygasza ekran do ponownego naciśnięcia · {t} pokazuje następny panel, gdy część jest schowana pod kartami.',
  'element.legendEditing':
    'Edycja: klawiszem Tab przejdź do planszy, poruszaj się strzałkami, wpisuj 1–9 (A–G na 16×16); Backspace, Delete lub 0 czyści. Na ekranie dotykowym stuknij kratkę, a potem cyfrę na klawiaturze.',
  'element.legendStack':
    'Stos pokazuje otwarte decyzje, od najnowszej: przejdź do niego klawiszem Tab, a Enter (lub kliknięcie) pokaże planszę zapisaną w chwili otwarcia tej decyzji.',
  'element.close': 'Zamknij',
  'element.panel':
    '{name, select, counters {Liczniki} code {Pseudokod} chart {Wykres} stack {Stos} tree {Drzewo przeszukiwania} candidates {Kandydaci} other {{name}}}',
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
  'element.depthCaption': 'Głębokość w dotychczasowych krokach (głębiej jest niżej)',
  'element.codeTitle': 'Pseudokod',
  'element.codeTitleOf': 'Pseudokod: {title}',
  'element.codePlain': 'Zwykłym językiem',
  'element.codeLines': 'Wiersze',
  'element.codeEmits': ' emituje: ',

  ...narration,
  ...panels,
};
