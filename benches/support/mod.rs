//! What the benches share: the sample of puzzles that row-major backtracking solves quickly.

use sudoku_stepper::Board;

/// Puzzles that row-major backtracking solves in well under a second each: the first of the
/// 17-clue file would take minutes, so the sample is the tdoku test file's unique puzzles.
pub fn quick_puzzles() -> Vec<Board> {
    let path = format!(
        "{}/puzzles/tdoku_test_puzzles.txt",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(path).expect("puzzle file");
    text.lines()
        .filter(|l| l.split(':').nth(1) == Some("1"))
        .filter_map(|l| Board::parse(l).ok())
        .collect()
}
