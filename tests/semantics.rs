//! The exact semantics of each depth-first strategy, checked against independent recursive
//! implementations written in `common`, plus solution counts on known puzzle files (the lookahead article's
//! example is in tests/semantics_lookahead.rs, the events in tests/semantics_events.rs).
// Native only: `wasm-pack test` builds every test target for wasm32, which has no puzzle files
// and no proptest here.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::*;
use sudoku_stepper::{solve, Board, Strategy};

/// Tries the engine makes before its first solution.
fn engine_tries(puzzle: &str, strategy: Strategy) -> u64 {
    let board = Board::parse(puzzle).unwrap();
    let outcome = solve(&board, strategy, 1).unwrap();
    assert!(
        outcome.solution.is_some(),
        "{strategy} found no solution for {puzzle}"
    );
    outcome.counters.tries
}

/// Compares the engine's tries with a reference on every puzzle the reference finishes within
/// `cap`, and insists that at least `min_checked` were compared.
fn compare_tries(
    strategy: Strategy,
    reference: impl Fn(&RefGrid) -> Option<u64>,
    min_checked: usize,
) {
    let mut checked = 0;
    let mut puzzles: Vec<String> = tdoku()
        .into_iter()
        .filter(|t| t.1 >= 1)
        .map(|t| t.0)
        .collect();
    puzzles.extend(
        puzzle_lines("presets.txt")
            .into_iter()
            .map(|l| l.split('\t').next().unwrap().to_string()),
    );
    puzzles.push("1...4...2...3.....".chars().take(16).collect());
    puzzles.push("................".into());
    for p in &puzzles {
        if let Some(expected) = reference(&RefGrid::parse(p)) {
            assert_eq!(
                engine_tries(p, strategy),
                expected,
                "{strategy} tries on {p}"
            );
            checked += 1;
        }
    }
    assert!(
        checked >= min_checked,
        "{strategy}: only {checked} puzzles within the cap"
    );
}

#[test]
fn brute_force_counts_every_write_of_the_textbook_loop() {
    compare_tries(Strategy::BruteForce, |g| ref_brute_force(g, 3_000_000), 15);
}

#[test]
fn backtracking_tries_match_a_recursive_dfs_in_row_major_order() {
    compare_tries(
        Strategy::Backtracking,
        |g| ref_dfs(g, RefOrder::RowMajor, 3_000_000),
        30,
    );
}

#[test]
fn mrv_tries_match_a_recursive_dfs_with_fewest_candidates_first() {
    compare_tries(Strategy::Mrv, |g| ref_dfs(g, RefOrder::Mrv, 3_000_000), 40);
}

#[test]
fn sorted_cells_tries_match_a_recursive_dfs_with_a_stable_static_order() {
    compare_tries(
        Strategy::SortedCells,
        |g| ref_dfs(g, RefOrder::Sorted, 3_000_000),
        15,
    );
}

fn check_counts(strategy: Strategy) {
    for (puzzle, count, known) in tdoku() {
        let board = Board::parse(&puzzle).unwrap();
        let outcome = solve(&board, strategy, 2).unwrap();
        assert_eq!(
            outcome.solutions,
            count.min(2),
            "{strategy} count on {puzzle}"
        );
        match &outcome.solution {
            Some(s) => {
                assert!(
                    s.is_solved() && board.agrees_with(s),
                    "{strategy}: bad solution {s}"
                );
                if count == 1 {
                    assert_eq!(
                        s.to_string(),
                        known.replace('0', "."),
                        "{strategy} on {puzzle}"
                    );
                }
            }
            None => assert_eq!(count, 0),
        }
    }
}

#[test]
fn brute_force_counts_match_the_tdoku_file() {
    check_counts(Strategy::BruteForce);
}

#[test]
fn backtracking_counts_match_the_tdoku_file() {
    check_counts(Strategy::Backtracking);
}

#[test]
fn sorted_cells_counts_match_the_tdoku_file() {
    check_counts(Strategy::SortedCells);
}

#[test]
fn mrv_singles_lookahead_dlx_and_fast_counts_match_the_tdoku_file() {
    for s in [
        Strategy::Mrv,
        Strategy::Singles,
        Strategy::Lookahead,
        Strategy::Dlx,
        Strategy::Fast,
    ] {
        check_counts(s);
    }
}

#[test]
fn multi_solution_puzzles_report_two_for_every_strategy() {
    let lines = puzzle_lines("serg_multi_solution.txt");
    // Local search neither counts solutions nor proves there are none: tests/local.rs.
    for strategy in Strategy::ALL.into_iter().filter(|s| s.is_exact()) {
        // The slow strategies get a smaller sample so the suite stays quick.
        let step = match strategy {
            Strategy::BruteForce | Strategy::SortedCells | Strategy::Backtracking => 997,
            _ => 97,
        };
        for p in lines.iter().step_by(step) {
            let board = Board::parse(p).unwrap();
            let outcome = solve(&board, strategy, 2).unwrap();
            assert_eq!(outcome.solutions, 2, "{strategy} on {p}");
            let s = outcome.solution.unwrap();
            assert!(s.is_solved() && board.agrees_with(&s));
        }
    }
}

#[test]
fn all_sizes_solve_with_every_strategy() {
    let four = "1...4...2...3...".to_string();
    let sixteen = cut(&random_solved(4, 7), 120, 7);
    // Local search neither counts solutions nor proves there are none: tests/local.rs.
    for strategy in Strategy::ALL.into_iter().filter(|s| s.is_exact()) {
        for p in [&four, &".".repeat(16), &sixteen] {
            if strategy == Strategy::BruteForce && p.len() == 256 {
                continue; // write-then-check on 136 holes of a 16×16 takes far too long
            }
            let board = Board::parse(p).unwrap();
            let outcome = solve(&board, strategy, 1).unwrap();
            let s = outcome
                .solution
                .unwrap_or_else(|| panic!("{strategy} on {p}"));
            assert!(s.is_solved() && board.agrees_with(&s), "{strategy} on {p}");
        }
    }
}

#[test]
fn empty_and_unsolvable_boards() {
    // Local search neither counts solutions nor proves there are none: tests/local.rs.
    for strategy in Strategy::ALL.into_iter().filter(|s| s.is_exact()) {
        if strategy != Strategy::BruteForce && strategy != Strategy::SortedCells {
            let empty = Board::parse(&".".repeat(81)).unwrap();
            assert!(solve(&empty, strategy, 1)
                .unwrap()
                .solution
                .unwrap()
                .is_solved());
        }
        // No conflicting givens, but r1c9 has no candidate: 1–8 in row 1, 9 in column 9.
        let stuck = format!("12345678.{}9{}", ".".repeat(8), ".".repeat(63));
        let outcome = solve(&Board::parse(&stuck).unwrap(), strategy, 2).unwrap();
        assert_eq!(outcome.solutions, 0, "{strategy}");
        assert!(outcome.solution.is_none());
    }
}

#[test]
fn propagates_says_which_strategies_count_propagations() {
    // Naked and hidden singles fill cells of this board after the first guess and before it.
    let board = Board::parse(
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
    )
    .unwrap();
    for strategy in Strategy::ALL {
        let outcome = solve(&board, strategy, 1).unwrap();
        assert_eq!(
            outcome.counters.propagations > 0,
            strategy.propagates(),
            "{strategy}: {} propagations",
            outcome.counters.propagations
        );
    }
}
