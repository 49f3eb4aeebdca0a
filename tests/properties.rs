//! Property tests on random puzzles cut from random solved grids.
// Native only: `wasm-pack test` builds every test target for wasm32, which has no puzzle files
// and no proptest here.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::*;
use proptest::prelude::*;
use sudoku_stepper::{solve, Board, Engine, History, Stepper, Strategy};

/// Strategies that finish quickly on any puzzle with this many givens.
const QUICK: [Strategy; 6] = [
    Strategy::Backtracking,
    Strategy::Mrv,
    Strategy::Singles,
    Strategy::Lookahead,
    Strategy::Dlx,
    Strategy::Fast,
];

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// Every exact strategy counts the same number of solutions (up to 2), and each solution is
    /// valid and keeps the givens; brute-force and sorted-cells join on puzzles with more givens.
    #[test]
    fn exact_strategies_agree(seed in any::<u64>(), holes in 20usize..58) {
        let solved = random_solved(3, seed);
        let puzzle = cut(&solved, holes, seed);
        let board = Board::parse(&puzzle).unwrap();
        let mut strategies = QUICK.to_vec();
        if holes <= 45 {
            strategies.extend([Strategy::BruteForce, Strategy::SortedCells]);
        }
        let mut counts = Vec::new();
        for s in strategies {
            let o = solve(&board, s, 2).unwrap();
            let sol = o.solution.expect("cut from a solved grid, so solvable");
            prop_assert!(sol.is_solved() && board.agrees_with(&sol), "{} on {}", s, puzzle);
            counts.push((s, o.solutions));
        }
        prop_assert!(counts.iter().all(|c| c.1 == counts[0].1), "{:?} on {}", counts, puzzle);
    }

    /// The smaller and larger sizes agree too.
    #[test]
    fn other_sizes_agree(seed in any::<u64>(), holes4 in 4usize..16, holes16 in 60usize..140) {
        for (box_side, holes) in [(2, holes4), (4, holes16)] {
            let puzzle = cut(&random_solved(box_side, seed), holes, seed);
            let board = Board::parse(&puzzle).unwrap();
            let counts: Vec<u64> = [
                Strategy::Mrv,
                Strategy::Singles,
                Strategy::Lookahead,
                Strategy::Dlx,
                Strategy::Fast,
            ]
                .into_iter()
                .map(|s| {
                    let o = solve(&board, s, 2).unwrap();
                    assert!(o.solution.unwrap().is_solved());
                    o.solutions
                })
                .collect();
            prop_assert!(counts.iter().all(|&c| c == counts[0]), "{:?} on {}", counts, puzzle);
        }
    }

    /// Stepping back any distance and forward again reproduces the same events and counters.
    #[test]
    fn back_then_forward_is_identical(
        seed in any::<u64>(),
        holes in 45usize..64,
        strategy in proptest::sample::select(Strategy::ALL.to_vec()),
        forward in 1u64..4000,
        back in 1u64..4000,
    ) {
        let board = Board::parse(&cut(&random_solved(3, seed), holes, seed)).unwrap();
        let mut h = History::new(Engine::new(&board, strategy).unwrap());
        let mut events = Vec::new();
        h.run(forward, |e| { events.push(*e); true });
        let end = *h.counters();
        let undone = h.back(back);
        let mut again = Vec::new();
        h.run(undone, |e| { again.push(*e); true });
        prop_assert_eq!(&again[..], &events[events.len() - undone as usize..]);
        prop_assert_eq!(*h.counters(), end);
        let mut fresh = Engine::new(&board, strategy).unwrap();
        fresh.run(end.steps, |_| true);
        prop_assert_eq!(fresh.values(), h.current().values());
    }
}
