//! Refutation: singles from the givens, without guessing, explain why a board has no solution.
#![cfg(not(target_arch = "wasm32"))]

use sudoku_stepper::{refutation, Board, DeadEnd, Unit};

#[test]
fn a_cell_without_candidates() {
    let board = Board::parse(&format!("12345678.........9{}", ".".repeat(63))).unwrap();
    assert_eq!(
        board.refutation(),
        Some(DeadEnd::NoCandidates { cell: 8 }),
        "r1c9 has no candidates"
    );
}

#[test]
fn a_digit_without_a_place() {
    // Row 1 has no place for 1: boxes 1 and 2 hold a 1, so do columns 7 and 8, and r1c9 is 2.
    let mut cells = vec!['.'; 81];
    cells[8] = '2';
    for cell in [9, 21, 33, 61] {
        cells[cell] = '1';
    }
    let board = Board::parse(&cells.iter().collect::<String>()).unwrap();
    assert_eq!(
        refutation(&board),
        Some(DeadEnd::NoPlace {
            unit: Unit::Row(0),
            digit: 1
        })
    );
}

#[test]
fn no_refutation_when_singles_do_not_refute() {
    // Solvable by singles alone.
    let easy = Board::parse(
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
    )
    .unwrap();
    assert_eq!(easy.refutation(), None);
    // Stuck without a guess.
    assert_eq!(Board::empty(9).unwrap().refutation(), None);
    // Givens in conflict are explained by the conflict, not here.
    let clash = Board::parse_unchecked(&format!("11{}", ".".repeat(14))).unwrap();
    assert_eq!(clash.refutation(), None);
}
