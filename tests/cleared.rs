//! What a backtrack takes back: `cleared()` and `cleared_digits()` list exactly the cells that
//! were filled before the step and are empty after it, with the digits they held, for every
//! strategy over whole searches.
#![cfg(not(target_arch = "wasm32"))]

use sudoku_stepper::{Board, Engine, Event, Stepper, Strategy};

const PUZZLES: [&str; 4] = [
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
    // Two solutions: searches go on after the first and backtrack from a full board.
    "003870500000002180049651030006000053050000072072305010200068000000020000030510000",
    "1.2.....3.4.....",
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
];

/// Steps a search to its end (or `cap` steps) and checks every step's cleared lists.
fn check(puzzle: &str, strategy: Strategy, cap: u64) -> u64 {
    let board = Board::parse(puzzle).unwrap();
    let mut engine = Engine::new(&board, strategy).unwrap();
    let mut backtracks = 0;
    while !engine.is_done() && engine.counters().steps < cap {
        let before = engine.values().to_vec();
        let event = engine.step();
        let after = engine.values();
        let mut emptied: Vec<(u16, u8)> = (0..before.len())
            .filter(|&x| before[x] != 0 && after[x] == 0)
            .map(|x| (x as u16, before[x]))
            .collect();
        let (cells, digits) = (engine.cleared(), engine.cleared_digits());
        assert_eq!(cells.len(), digits.len(), "{strategy} {event:?}");
        let mut listed: Vec<(u16, u8)> =
            cells.iter().copied().zip(digits.iter().copied()).collect();
        listed.sort_unstable();
        emptied.sort_unstable();
        if matches!(event, Event::Backtrack { .. } | Event::Exhausted) {
            backtracks += u64::from(matches!(event, Event::Backtrack { .. }));
            assert_eq!(listed, emptied, "{strategy} {event:?} on {puzzle}");
        } else {
            assert!(listed.is_empty(), "{strategy} {event:?} cleared nothing");
        }
    }
    backtracks
}

#[test]
fn cleared_cells_and_digits_are_what_each_backtrack_emptied() {
    // Local search never backtracks and clears nothing (tests/local.rs checks it).
    for strategy in Strategy::ALL.into_iter().filter(|s| s.is_exact()) {
        let mut backtracks = 0;
        for puzzle in PUZZLES {
            backtracks += check(puzzle, strategy, 400_000);
        }
        assert!(
            backtracks > 0,
            "{strategy} never backtracked: the test saw nothing"
        );
    }
}
