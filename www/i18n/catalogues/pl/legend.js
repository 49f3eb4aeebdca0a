// The pl catalogue, legend part: what the legend dialog says (views/legend.js), loaded when it is first opened. ICU messages (i18n/format.js) by key;
// the same keys in every language (www/tests/model/i18n.test.mjs).
export default {
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
  'element.legendKeys':
    'Klawisze: {space} uruchom/wstrzymaj · {right} krok · {left} wstecz · {home} od nowa · {end} do końca · {esc} zatrzymaj. W trybie prezentacji działa też pilot, gdziekolwiek jest fokus: {pageDown} krok · {pageUp} wstecz · {b} lub {dot} wygasza ekran do ponownego naciśnięcia · {t} pokazuje następny panel, gdy część jest schowana pod kartami.',
  'element.legendEditing':
    'Edycja: klawiszem Tab przejdź do planszy, poruszaj się strzałkami, wpisuj 1–9 (A–G na 16×16); Backspace, Delete lub 0 czyści. Na ekranie dotykowym stuknij kratkę, a potem cyfrę na klawiaturze.',
  'element.legendStack':
    'Stos pokazuje otwarte decyzje, od najnowszej: przejdź do niego klawiszem Tab, a Enter (lub kliknięcie) pokaże planszę zapisaną w chwili otwarcia tej decyzji.',
};
