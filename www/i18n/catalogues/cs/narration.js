// The cs catalogue, element part, the narration of each step; joined into element.js.
export default {
  // — narration —
  // Cells as Czech Sudoku texts name them: řádek (row) and sloupec (column), so ř3s4 is
  // "řádek 3, sloupec 4"; a box is a čtverec, as Czech rules say ("v každém čtverci 3×3").
  'narration.cell': 'ř{row}s{col}',
  'narration.unit': '{kind, select, row {řádek {n}} column {sloupec {n}} other {čtverec {n}}}',
  'narration.inUnit': '{kind, select, row {v řádku {n}} column {ve sloupci {n}} other {ve čtverci {n}}}',
  'narration.steps': '{n, plural, one {{count} krok} few {{count} kroky} many {{count} kroku} other {{count} kroků}}',
  'narration.solutions': '{n, plural, other {{count} řešení}}',
  'narration.backtracks': '{n, plural, one {{count} návrat} few {{count} návraty} many {{count} návratu} other {{count} návratů}}',
  'narration.select': '{cell}: {choices} (hloubka {depth}){why}',
  'narration.only': 'hodí se jen {digit}',
  'narration.among': 'na výběr {digits}',
  'narration.selectPlace':
    '{digit} {unit}: {n, plural, =1 {zbývá jen jedno místo} few {zbývají {count} místa} many {zbývá {count} místa} other {zbývá {count} míst}}, {cells} (hloubka {depth}){why}',
  'narration.try': '{cell}: zkouším {digit} (větev {branch} z {of})',
  'narration.conflict': '{cell}: {digit} koliduje s {peer}{shared, select, none {} other { ({shared})}}',
  'narration.naked': '{cell} = {digit}: nahý singl (jediný zbývající kandidát)',
  'narration.hidden': '{cell} = {digit}: skrytý singl (jediné místo {unit})',
  'narration.filter':
    'pohled dopředu odstranil {n, plural, one {{count} kandidáta} few {{count} kandidáty} many {{count} kandidáta} other {{count} kandidátů}}',
  'narration.deadEnd': 'slepá ulička: {why}',
  'narration.noCandidate': '{cell} nemá žádného kandidáta',
  'narration.noPlace': '{digit} nemá žádné místo {unit}',
  'narration.blocked': '{why}: {parts}',
  'narration.heldIn': '{digits} {unit}',
  'narration.rulesOut': '{digit} {unit} vylučuje {cells}',
  'narration.prunedBy': '{digits} jako {n, plural, one {jediná hodnota} few {jediné hodnoty} many {jediné hodnoty} other {jediné hodnoty}} {cells}',
  'narration.filteredOut': '{digits} odstranil pohled dopředu{cells, select, none {} other { z {cells}}}',
  'narration.triedAlready': '{digits} už vyzkoušeno{cells, select, none {} other { v {cells}}}',
  'narration.backtrack': 'zpět do hloubky {depth}{clearing}{next}',
  'narration.clearing':
    ', {n, plural, one {maže se {count} políčko} few {mažou se {count} políčka} many {maže se {count} políčka} other {maže se {count} políček}}',
  'narration.next': ': {cell} dále zkusí {digit}',
  'narration.prune': 'prořezáno: {digit} už v {cell} nejde kvůli {peer} ({unit})',
  'narration.pruneSingleton': 'prořezáno: {digit} už v {cell} nejde, protože {peer} může být jen {digit} ({unit})',
  'narration.revise':
    'hranová konzistence: {cell} má jen {digit}, takže {digit} mizí z domén {n, plural, one {{count} prázdného souseda} other {{count} prázdných sousedů}}',
  'narration.backjumpNone': 'skok zpět: slepou uličku v hloubce {from} nezpůsobilo žádné rozhodnutí, takže ji žádné nemůže vrátit',
  'narration.backjump': 'skok zpět z hloubky {from} do hloubky {depth}, k nejnovějšímu rozhodnutí v konfliktní množině{skipped}',
  'narration.backjumpSet': 'skok zpět z hloubky {from} do {depth} (konfliktní množina: {depths}){skipped}',
  'narration.depths': '{n, plural, one {hloubka {list}} few {hloubky {list}} many {hloubky {list}} other {hloubky {list}}}',
  'narration.skipping':
    '{n, plural, one {, přeskakuje {count} rozhodnutí, které ji nezpůsobilo} other {, přeskakuje {count} rozhodnutí, která ji nezpůsobila}}',
  'narration.propose': '{move}: penalizace {delta}',
  'narration.proposeSet': 'zkouším {cell} = {digit}',
  'narration.proposeSwap': 'zkouším prohodit {cell} a {peer} (na {digit} a {digit2})',
  'narration.accept': 'tah proveden: penalizace je teď {penalty}',
  'narration.reject': 'tah odmítnut: penalizace zůstává {penalty}',
  'narration.acceptFree':
    'tah proveden: penalizace {delta}; {better, select, yes {zlepšení se přijímá vždy} other {tah, který nic nezhorší, se přijímá vždy}}, bez losování; penalizace je teď {penalty}',
  'narration.acceptDraw': 'tah proveden: penalizace {delta} při teplotě {t}, p = e^(−{rise}/{t}) ≈ {p} > náhodné číslo {draw}; penalizace je teď {penalty}',
  'narration.rejectDraw': 'tah odmítnut: penalizace {delta} při teplotě {t}, náhodné číslo {draw} ≥ p = e^(−{rise}/{t}) ≈ {p}; penalizace zůstává {penalty}',
  'narration.descend':
    'tah proveden: {cell} mění {from} na {to}, nejlepší mezi {n, plural, one {{count} sousedem} other {{count} sousedy}} (penalizace {delta}); penalizace je teď {penalty}',
  'narration.power': '{mantissa} · 10{exponent}',
  'narration.cool': 'ochlazení: teplota je teď {t}',
  'narration.startFill': 'začátek: náhodné vyplnění (každý čtverec dostane své chybějící číslice), penalizace {penalty}, teplota {t}',
  'narration.startShot': 'začátek: náhodný výstřel (náhodná číslice v každém volném políčku), penalizace {penalty}',
  'narration.reheat': 'ohřátí: teplota zpět na {t}, penalizace {penalty} (mřížka zůstává)',
  'narration.newShot': 'nový výstřel: náhodná číslice v každém volném políčku, penalizace {penalty}',
  'narration.budget': 'rozpočet vyčerpán ({steps}): nejlepší nalezená mřížka s penalizací {penalty} je zpět v mřížce; to nic nedokazuje',
  'narration.solution': 'řešení {count} nalezeno za {steps}',
  'narration.localNone': 'konec hledání: zadání nedovoluje žádný tah a mřížka není řešením; to nic nedokazuje',
  'narration.localFirst': 'konec hledání: lokální hledání končí u prvního řešení',
  'narration.noSolution': 'žádné řešení: každá větev skončila ve slepé uličce ({steps})',
  'narration.complete': 'hledání dokončeno: {solutions}',
  'narration.rowOrder': ': první prázdné políčko v pořadí po řádcích',
  'narration.sortedOrder': ': další políčko pevného pořadí, seřazeného jednou na začátku podle počtu kandidátů',
  'narration.fewestCells':
    ': {n, plural, one {{count} kandidát} few {{count} kandidáti} many {{count} kandidáta} other {{count} kandidátů}}{ties, plural, =0 {, méně než kterékoli jiné prázdné políčko} =1 {; žádné prázdné políčko nemá méně (1 další má stejně), první v pořadí po řádcích} few {; žádné prázdné políčko nemá méně ({tieCount} další mají stejně), první v pořadí po řádcích} other {; žádné prázdné políčko nemá méně ({tieCount} dalších má stejně), první v pořadí po řádcích}}',
  'narration.fewestColumns':
    ': {n, plural, one {{count} možnost} few {{count} možnosti} many {{count} možnosti} other {{count} možností}}{ties, plural, =0 {, méně než kterákoli jiná otevřená podmínka} =1 {; žádná otevřená podmínka nemá méně (1 další má stejně), první v pořadí sloupců} few {; žádná otevřená podmínka nemá méně ({tieCount} další mají stejně), první v pořadí sloupců} other {; žádná otevřená podmínka nemá méně ({tieCount} dalších má stejně), první v pořadí sloupců}}',
  'narration.ready':
    'Připraveno: {n, plural, one {{count} zadané číslo} few {{count} zadaná čísla} other {{count} zadaných čísel}}, strategie {strategy}. Stiskněte Spustit, nebo → pro jeden krok.',
  'narration.searchComplete': 'Hledání dokončeno: {solutions} za {steps}',
  'narration.solvedIn': 'Vyřešeno za {steps}',
  'narration.gaveUp': 'Vzdáno za {steps}, nejlepší penalizace {penalty} — to nic nedokazuje.{givens}',
  'narration.givensRefute': ' Už samotné singly ze zadání ukazují, že žádné není: {why}.',
  'narration.mayExist': ' Řešení přesto může existovat.',
  'narration.noSolutionProved': 'Žádné řešení: {why} (dokázáno za {steps})',
  'narration.everyBranch': 'každá větev hledání skončila ve slepé uličce',
  'narration.status':
    '{status, select, running {Běží} paused {Pozastaveno} solved {Vyřešeno} unsolvable {Žádné řešení} gaveUp {Vzdáno} ready {Připraveno} other {{status}}}',
  'narration.summary': '{head}: {steps}, hloubka {depth}, {backtracks}, {solutions}.',
  'narration.summaryLocal': '{head}: {steps}, penalizace {penalty}, nejlepší {best}, {solutions}.',
};
