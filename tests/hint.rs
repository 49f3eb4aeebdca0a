//! Hints for solving by hand, and the solutions the workbench shows: a hinted digit is the
//! solution's digit, its reason holds on the board, a guess is asked for only when nothing is
//! forced, and in the cell with the fewest candidates.
// Native only: `wasm-pack test` builds every test target for wasm32, which has no puzzle files
// and no proptest here.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use sudoku_stepper::generate::generate;
use sudoku_stepper::{hint, solutions_within, Board, DeadEnd, Event, Reason, Unit};

fn board(text: &str) -> Board {
    Board::parse(text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

const EASY: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

/// A puzzle of `17_clue.txt` that singles solve.
const SEVENTEEN: &str =
    ".................1.....2.3......3.2...4....5...6.1.....3......6.7..8...952.7.....";

/// The cells of `unit` that are empty and where `digit` is legal.
fn places(b: &Board, unit: Unit, digit: u8) -> Vec<usize> {
    let g = b.geometry();
    g.unit_cells(unit.id(b.side()))
        .iter()
        .map(|&c| c as usize)
        .filter(|&c| b.get(c) == 0 && b.candidates(c) & (1 << (digit - 1)) != 0)
        .collect()
}

/// True when some empty cell has one candidate, or some digit one place in some unit.
fn anything_forced(b: &Board) -> bool {
    let g = b.geometry();
    let naked = (0..g.cells).any(|c| b.get(c) == 0 && b.candidates(c).count_ones() == 1);
    let hidden = (0..3 * g.side).any(|id| {
        let unit = Unit::from_id(id, g.side);
        let missing = (1..=g.side as u8)
            .filter(|&d| !g.unit_cells(id).iter().any(|&c| b.get(c as usize) == d));
        missing.into_iter().any(|d| places(b, unit, d).len() == 1)
    });
    naked || hidden
}

/// Follows hints from `puzzle` to its solution, placing each forced digit and, where a guess is
/// asked for, the solution's digit; checks every hint on the way. Returns the kinds seen.
fn follow(puzzle: &Board) -> (usize, usize, usize) {
    let solution = puzzle.solve_unique().expect("a unique puzzle");
    let mut b = puzzle.clone();
    let (mut naked, mut hidden, mut guesses) = (0, 0, 0);
    loop {
        match hint(&b).unwrap() {
            Event::Propagate {
                cell,
                digit,
                reason,
            } => {
                let cell = usize::from(cell);
                assert_eq!(b.get(cell), 0);
                assert_eq!(digit, solution.get(cell), "{b} r{cell}");
                match reason {
                    Reason::NakedSingle => {
                        assert_eq!(b.candidates(cell), 1 << (digit - 1), "{b} {cell}");
                        naked += 1;
                    }
                    Reason::HiddenSingle(unit) => {
                        assert_eq!(places(&b, unit, digit), vec![cell], "{b} {unit}");
                        hidden += 1;
                    }
                }
                b.set(cell, digit);
            }
            Event::Select {
                cell, candidates, ..
            } => {
                let cell = usize::from(cell);
                assert!(!anything_forced(&b), "a guess while a digit is forced: {b}");
                assert_eq!(candidates, b.candidates(cell));
                let fewest = (0..b.values().len())
                    .filter(|&c| b.get(c) == 0)
                    .map(|c| b.candidates(c).count_ones())
                    .min()
                    .unwrap();
                assert_eq!(candidates.count_ones(), fewest, "{b}");
                assert!(fewest >= 2);
                b.set(cell, solution.get(cell));
                guesses += 1;
            }
            Event::Solution => {
                assert_eq!(b, solution);
                return (naked, hidden, guesses);
            }
            other => panic!("unexpected hint {other:?} on {b}"),
        }
    }
}

#[test]
fn hints_lead_a_player_to_the_solution() {
    // Naked singles solve the easy board alone.
    assert_eq!(follow(&board(EASY)), (51, 0, 0));
    // Singles solve this 17-clue puzzle alone, with both kinds.
    let (naked, hidden, guesses) = follow(&board(SEVENTEEN));
    assert_eq!(guesses, 0);
    assert!(naked > 0 && hidden > 0, "{naked} {hidden}");
    // Hard puzzles need guesses; every size works.
    let (_, _, guesses) = follow(&board(&common::puzzle_lines("hard20.txt")[1]));
    assert!(guesses > 0);
    for side in [4, 9, 16] {
        follow(&generate(side, 5, false).unwrap());
    }
}

#[test]
fn a_wrong_digit_leads_to_a_dead_end_and_clashes_are_errors() {
    let puzzle = board(EASY);
    let solution = puzzle.solve_unique().unwrap();
    // Fill r1c3 with a legal but wrong digit: hints then reach a dead end, never a solution.
    let cell = 2;
    let wrong = (1..=9u8)
        .find(|&d| d != solution.get(cell) && puzzle.candidates(cell) & (1 << (d - 1)) != 0)
        .unwrap();
    let mut b = puzzle.clone();
    b.set(cell, wrong);
    loop {
        match hint(&b).unwrap() {
            Event::Propagate { cell, digit, .. } => b.set(cell.into(), digit),
            Event::DeadEnd(DeadEnd::NoCandidates { .. } | DeadEnd::NoPlace { .. }) => break,
            other => panic!("a wrong digit gave {other:?}: {b}"),
        }
    }
    let clash = Board::parse_unchecked(&format!("55{}", &EASY[2..])).unwrap();
    assert_eq!(
        hint(&clash).unwrap_err().to_string(),
        "cells r1c1 and r1c2 both hold 5 (row 1)"
    );
}

#[test]
fn solutions_come_one_or_two_and_differ() {
    let easy = board(EASY);
    assert_eq!(
        solutions_within(&easy, 2, u64::MAX),
        Some(vec![easy.solve_unique().unwrap()])
    );
    for line in common::puzzle_lines("serg_multi_solution.txt")
        .iter()
        .take(5)
    {
        let puzzle = board(line);
        let two = solutions_within(&puzzle, 2, u64::MAX).unwrap();
        assert_eq!(two.len(), 2, "{line}");
        assert_ne!(two[0], two[1]);
        for s in &two {
            assert!(s.is_solved() && puzzle.agrees_with(s), "{s}");
        }
    }
    let none = common::tdoku()
        .into_iter()
        .find(|(_, n, _)| *n == 0)
        .unwrap();
    assert_eq!(solutions_within(&board(&none.0), 2, u64::MAX), Some(vec![]));
    // Ten steps are not enough to fill an empty 16×16 board: the budget runs out first.
    let empty = Board::empty(16).unwrap();
    assert_eq!(solutions_within(&empty, 2, 10), None);
}
