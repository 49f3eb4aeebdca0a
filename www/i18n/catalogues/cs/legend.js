// The cs catalogue, legend part: what the legend dialog says (views/legend.js), loaded when it is first opened. ICU messages (i18n/format.js) by key;
// the same keys in every language (www/tests/model/i18n.test.mjs).
export default {
  'element.legendTitle': 'Jak číst mřížku',
  'element.legendStrategy':
    'Strategie: {strategy} ({family, select, exactCover {dlx: přesné pokrytí} local {lokální prohledávání} other {prohledávání do hloubky}}).',
  'element.legendGiven': 'Zadané číslo: součást zadání (tučně).',
  'element.legendGuess': 'Číslice, kterou hledání právě zkouší (modře).',
  'element.legendForced': 'Vynuceno propagací (zeleně): N nahý singl, H skrytý singl.',
  'element.legendWhy': 'Řádek, sloupec nebo čtverec, kde číslice skrytého singlu měla poslední volné místo (zelené proužky).',
  'element.legendCurrent': 'Aktuální políčko (orámované); jeho řádek, sloupec a čtverec jsou podbarvené.',
  'element.legendClash': 'Jen u strategie {bruteForce}: číslice koliduje se sousedním políčkem (obě bliknou červeně).',
  'element.legendDead': 'Slepá ulička: sem se nehodí žádná číslice (✕).',
  'element.legendUnitDead': 'Slepá ulička v jednotce: číslice v ní už nemá žádné místo (červeně).',
  'element.legendCleared': 'Smazáno návratem (oranžově, přeškrtnuto).',
  'element.legendNoteDepthFirst':
    'Každé rozhodnutí začne u jednoho políčka a postupně zkouší její číslice; slepá ulička se vrací k nejnovějšímu rozhodnutí, které má ještě číslici na výběr.',
  'element.legendChosenRow': 'Číslice řádku, který hledání zvolilo (modře).',
  'element.legendPlace': 'Zbývající místo pro číslici zvoleného sloupce „číslice v jednotce“; jednotka je podbarvená.',
  'element.legendDeadOption': 'Slepá ulička: políčko bez jediné možnosti (✕).',
  'element.legendCovered': 'Panel přesného pokrytí: už splněná podmínka (šedě).',
  'element.legendOne': 'Zbývá jedna možnost: vynucená (zeleně, s tečkou).',
  'element.legendTwo': 'Zbývají dvě možnosti; světlejší dlaždice jich mají víc.',
  'element.legendEmpty': 'Žádná možnost: slepá ulička (červeně, s křížkem).',
  'element.legendChosen': 'Právě zvolený sloupec: nejméně možností (orámovaný).',
  'element.legendNoteExactCover': 'Každé rozhodnutí začne u sloupce podmínky s nejméně možnostmi a postupně zkouší jeho řádky.',
  'element.legendPlaced': 'Číslice, kterou umístilo hledání: celá mřížka je vyplněná a mění se tahy (modře).',
  'element.legendMoved': 'Políčko právě navrženého, provedeného nebo odmítnutého tahu (oranžový kroužek).',
  'element.legendHeat1': 'Políčko v jedné jednotce, které chybí číslice (světle červeně) …',
  'element.legendHeat3': '… nebo ve dvou či třech takových jednotkách (tmavěji červeně).',
  'element.legendNoteLocal':
    'Žádná rozhodnutí a žádné návraty: tahy mění penalizaci, tedy počet číslic chybějících v jednotkách. annealing přijme každý tah, který ji nezvýší, a s klesající teplotou stále méně často i tah, který ji zvýší; shoot-and-go přejde k nejlepšímu sousedovi, a když žádný není lepší, vystřelí znovu. Skončí u prvního řešení nebo to vzdá – a vzdání nic nedokazuje.',
  'element.legendKeys':
    'Klávesy: {space} spustit/pozastavit · {right} krok · {left} zpět · {home} od začátku · {end} až do konce · {esc} zastavit. V režimu prezentace funguje i ovladač, ať je fokus kdekoli: {pageDown} krok · {pageUp} zpět · {b} nebo {dot} zatemní obrazovku do dalšího stisku · {t} ukáže další panel, když jsou některé schované pod záložkami.',
  'element.legendEditing':
    'Úpravy: klávesou Tab přejděte na mřížku, pohybujte se šipkami, pište 1–9 (A–G na 16×16); Backspace, Delete nebo 0 maže. Na dotykové obrazovce klepněte na políčko a pak na číslici na klávesnici.',
  'element.legendStack':
    'Zásobník ukazuje otevřená rozhodnutí, nejnovější nahoře: přejděte na něj klávesou Tab, pak Enter (nebo kliknutí) ukáže mřížku uloženou při otevření toho rozhodnutí.',
};
