// Boards for the preset menu: puzzles/presets.txt, then the named puzzles of puzzles/hard20.txt
// not already listed, then one 4×4 and one 16×16 board (unique solutions, checked with the CLI's
// `solve --limit 2`). Copied (not fetched) so an embedding page needs no extra request. A preset's
// caption is message `preset.<name>` of the element's catalogue, in the reader's language.

/** The board of the brute-force DFS article, which the demo page opens on. */
const BRUTE_FORCE_ARTICLE = '003870500000002180049651030006000053050000072072305010200068000000020000030510000';

/** @type {{ puzzle: string, name: string }[]} */
export const PRESETS = [
  {
    puzzle: '46.....853...68....124.......4..19........7..7.9....3..7..3...26..794.......1.673',
    name: 'swistak',
  },
  { puzzle: BRUTE_FORCE_ARTICLE, name: 'czech-article' },
  {
    puzzle: '043080250600000000000001094900004070000608000010200003820500000000000005034090710',
    name: 'filtering-example',
  },
  {
    puzzle: '100920000524010000000000070050008102000000000402700090060000000000030945000071006',
    name: 'filtering-hard',
  },
  { puzzle: '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79', name: 'classic-easy' },
  {
    puzzle: '..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9',
    name: 'anti-brute-force',
  },
  { puzzle: '.......12........3..23..4....18....5.6..7.8.......9.....85.....9...4.5..47...6...', name: 'platinum-blonde' },
  { puzzle: '1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1', name: 'easter-monster' },
  { puzzle: '.................................................................................', name: 'empty' },
  { puzzle: '.2..5.7..4..1....68....3...2....8..3.4..2.5.....6...1...2.9.....9......57.4...9..', name: 'cheese' },
  { puzzle: '........3..1..56...9..4..7......9.5.7.......8.5.4.2....8..2..9...35..1..6........', name: 'fata-morgana' },
  { puzzle: '12.3....435....1....4........54..2..6...7.........8.9...31..5.......9.7.....6...8', name: 'red-dwarf' },
  {
    puzzle: '.......39.....1..5..3.5.8....8.9...6.7...2...1..4.......9.8..5..2....6..4..7.....',
    name: 'explainer',
  },
  { puzzle: '....9..5..1.....3...23..7....45...7.8.....2.......64...9..1.....8..6......54....7', name: 'suexrat9' },
  {
    puzzle: '4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........',
    name: 'magictour',
  },
  { puzzle: '........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3', name: 'suexratt' },
  { puzzle: '.......1.4.........2...........5.4.7..8...3....1.9....3..4..2...5.1........8.6...', name: 'sudoku17' },
  {
    puzzle: '1.......2.9.4...5...6...7...5.3.4.......6........58.4...2...6...3...9.8.7.......1',
    name: 'setbb',
  },
  { puzzle: '..3..4.221......', name: 'four' },
  {
    puzzle:
      '.5A2.1.F9DE4....81.F..7.C.A2..E4..E4..A23B......3.7...E4...FC.....CAF9.8B.41.7.67..BG.C.53..FA..6.G9.E..FADC.248.8...6...G.9..5.AC...8..E2G.D4.7.623.7BCA9FD.G..B.9D...51..7A.F...8...G.645....3...C.A.E.6B.73.9D.376G.94.1.BE..E4B.5.2..79A6F..G..6.C1B..3E.8DA',
    name: 'sixteen',
  },
];

/**
 * What the demo page opens with when neither its URL nor an earlier visit says otherwise: the
 * brute-force article's board, searched the way that article does (a digit at a time, in reading
 * order, checking each against its row, column and box), so the first Play shows a search that
 * visibly backtracks.
 */
export const FIRST = { puzzle: BRUTE_FORCE_ARTICLE, strategy: 'backtracking' };

/** Each preset's puzzle as the element writes a board (`.` for an empty cell). */
const BOARDS = PRESETS.map((p) => p.puzzle.replace(/0/g, '.'));

/**
 * The preset whose puzzle `board` is (written with `.` for empty cells, as the element's `board`
 * property), or -1 for a board of the user's own.
 * @param {string} board
 */
export function presetOf(board) {
  return BOARDS.indexOf(board);
}
