//! The exact semantics of each depth-first strategy, checked against independent recursive
//! implementations written in `common`, plus solution counts on known puzzle files.
// Native only: `wasm-pack test` builds every test target for wasm32, which has no puzzle files
// and no proptest here.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::*;
use sudoku_stepper::policy::lookahead_removals;
use sudoku_stepper::{
    solve, Board, Candidates, DeadEnd, Engine, Event, Params, Reason, Stepper, Strategy, Unit,
};

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

/// The worked example of the candidate-filtering article, with the candidate lists it prints
/// after one filtering pass.
#[test]
fn lookahead_filters_like_the_article() {
    let puzzle =
        "043080250600000000000001094900004070000608000010200003820500000000000005034090710";
    let expected: [[&[u8]; 9]; 9] = [
        [&[1], &[4], &[3], &[9], &[8], &[6], &[2], &[5], &[6, 7]],
        [
            &[6],
            &[5, 7, 8, 9],
            &[5, 7, 8, 9],
            &[4],
            &[2, 4, 5],
            &[2, 5],
            &[1, 3, 8],
            &[3, 8],
            &[1, 7],
        ],
        [
            &[2],
            &[5, 8],
            &[5, 7, 8],
            &[3, 7],
            &[3, 5, 6],
            &[1],
            &[6, 8],
            &[9],
            &[4],
        ],
        [
            &[9],
            &[5, 6, 8],
            &[2, 5, 6, 8],
            &[1, 3],
            &[1, 3, 5],
            &[4],
            &[1, 5, 6, 8],
            &[7],
            &[8],
        ],
        [
            &[3],
            &[5, 7],
            &[2, 5, 7],
            &[6],
            &[1, 3, 5, 7],
            &[8],
            &[1, 4, 9],
            &[2, 4],
            &[1, 2, 9],
        ],
        [
            &[4],
            &[1],
            &[5, 6, 7, 8],
            &[2],
            &[5, 7],
            &[5, 7, 9],
            &[5, 6, 8, 9],
            &[6, 8],
            &[3],
        ],
        [
            &[8],
            &[2],
            &[1, 6, 9],
            &[5],
            &[1, 3, 4, 6, 7],
            &[3, 6, 7],
            &[3, 4, 6, 9],
            &[3, 4, 6],
            &[6, 9],
        ],
        [
            &[7],
            &[6, 9],
            &[1, 6, 9],
            &[1, 4],
            &[1, 2, 3, 4, 6],
            &[2, 3, 6],
            &[3, 4, 6, 8, 9],
            &[2, 3, 4, 6, 8],
            &[5],
        ],
        [&[5], &[3], &[4], &[8], &[9], &[2, 6], &[7], &[1], &[2, 6]],
    ];
    let board = Board::parse(puzzle).unwrap();
    let before = Candidates::new(&board);
    let removals = lookahead_removals(&before);
    let mut engine = Engine::new(&board, Strategy::Lookahead).unwrap();
    let first = engine.step();
    let removed: u32 = removals.iter().map(|&(_, m)| m.count_ones()).sum();
    assert_eq!(
        first,
        Event::Filter {
            removed: removed as u16
        }
    );
    assert_eq!(
        removed,
        185 - 140,
        "the article goes from 185 to 140 candidates"
    );
    for cell in 0..81 {
        let want = expected[cell / 9][cell % 9];
        if board.get(cell) != 0 {
            assert_eq!(want, &[board.get(cell)], "given at cell {cell}");
            continue;
        }
        let got: Vec<u8> = (1..=9)
            .filter(|&d| engine.candidates(cell) & (1 << (d - 1)) != 0)
            .collect();
        assert_eq!(
            got,
            want,
            "candidates of r{}c{}",
            cell / 9 + 1,
            cell % 9 + 1
        );
    }
}

/// Every event is consistent with the board before and after it.
#[test]
fn events_tell_the_truth() {
    let puzzles = [
        (
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
            Strategy::Singles,
            "",
        ),
        (
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
            Strategy::BruteForce,
            "",
        ),
        (
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
            Strategy::Lookahead,
            "",
        ),
        (
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
            Strategy::Mrv,
            "",
        ),
        (
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
            Strategy::Backtracking,
            "",
        ),
        (
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
            Strategy::Fast,
            "",
        ),
        (
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
            Strategy::Dlx,
            "",
        ),
        (
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
            Strategy::Csp,
            "var=first infer=fc jump=cbj",
        ),
        (
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
            Strategy::Csp,
            "var=mrv infer=mac jump=cbj val=lcv",
        ),
        (
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
            Strategy::Csp,
            "var=mrv-degree infer=singles jump=cbj val=random seed=3",
        ),
    ];
    for (p, strategy, params) in puzzles {
        let board = Board::parse(p).unwrap();
        let geom = board.geometry();
        let params = Params::parse(params).unwrap();
        let mut engine = Engine::with_params(&board, strategy, &params).unwrap();
        let mut steps = 0u64;
        while !engine.is_done() && steps < 300_000 {
            let before = engine.board();
            let event = engine.step();
            steps += 1;
            let after = engine.board();
            let c = *engine.counters();
            assert_eq!(c.steps, steps);
            assert_eq!(
                c.depth as usize,
                engine.stack().len(),
                "{strategy} {event:?}"
            );
            assert!(c.max_depth >= c.depth);
            for f in engine.stack() {
                assert!(f.branch <= f.of());
            }
            let emptied: Vec<u16> = (0..geom.cells)
                .filter(|&x| before.get(x) != 0 && after.get(x) == 0)
                .map(|x| x as u16)
                .collect();
            let mut cleared = engine.cleared().to_vec();
            cleared.sort_unstable();
            if matches!(
                event,
                Event::Backtrack { .. } | Event::Backjump { .. } | Event::Exhausted
            ) {
                assert_eq!(
                    cleared, emptied,
                    "{strategy} {event:?} lists what it cleared"
                );
            } else {
                assert!(cleared.is_empty(), "{strategy} {event:?} cleared nothing");
            }
            match event {
                Event::Try {
                    cell,
                    digit,
                    branch,
                    of,
                } => {
                    assert_eq!(before.get(cell as usize), 0);
                    assert_eq!(after.get(cell as usize), digit);
                    assert!(branch >= 1 && branch <= of);
                    assert_eq!(engine.reasons()[cell as usize], 0, "a guess is not forced");
                }
                Event::Conflict { cell, digit, peer } => {
                    assert_eq!(before.get(cell as usize), digit);
                    assert_eq!(after.get(cell as usize), 0);
                    assert_eq!(after.get(peer as usize), digit);
                    assert!(geom.shared_unit(cell as usize, peer as usize).is_some());
                }
                Event::Propagate {
                    cell,
                    digit,
                    reason,
                } => {
                    assert_eq!(before.get(cell as usize), 0);
                    assert_eq!(after.get(cell as usize), digit);
                    assert!(before.candidates(cell as usize) & (1 << (digit - 1)) != 0);
                    assert_eq!(engine.reasons()[cell as usize], reason.code());
                    if let Reason::HiddenSingle(unit) = reason {
                        let cells = geom.unit_cells(unit.id(9));
                        assert!(cells.contains(&(cell as u8)));
                    }
                }
                Event::DeadEnd(DeadEnd::NoCandidates { cell }) => {
                    assert_eq!(after.get(cell as usize), 0);
                }
                Event::DeadEnd(DeadEnd::NoPlace { unit, digit }) => {
                    let cells = geom.unit_cells(unit.id(9));
                    assert!(cells.iter().all(|&x| after.get(x as usize) != digit));
                    assert!(matches!(unit, Unit::Row(_) | Unit::Col(_) | Unit::Box(_)));
                }
                Event::Backtrack { depth, cleared } => {
                    assert_eq!(depth as usize, engine.stack().len());
                    assert_eq!(engine.cleared().len(), cleared as usize);
                    let backup = engine.backup(depth as usize).unwrap();
                    assert_eq!(
                        backup, after,
                        "after a backtrack the board is that depth's backup"
                    );
                }
                Event::Solution => assert!(after.is_solved() && board.agrees_with(&after)),
                Event::Select {
                    cell,
                    candidates,
                    depth,
                } => {
                    assert_eq!(after.get(cell as usize), 0);
                    assert_eq!(depth as usize, engine.stack().len());
                    assert_ne!(candidates, 0);
                    if strategy != Strategy::BruteForce {
                        assert_eq!(candidates, engine.candidates(cell as usize), "{strategy}");
                    }
                }
                Event::SelectPlace {
                    unit,
                    digit,
                    places,
                    depth,
                } => {
                    assert_eq!(depth as usize, engine.stack().len());
                    assert_ne!(places, 0);
                    for (i, &x) in geom.unit_cells(unit.id(9)).iter().enumerate() {
                        assert_ne!(after.get(x as usize), digit, "{digit} is not in {unit}");
                        let open = after.get(x as usize) == 0
                            && engine.candidates(x as usize) & (1 << (digit - 1)) != 0;
                        assert_eq!(places & (1 << i) != 0, open, "{unit} place {i}");
                    }
                }
                Event::Prune {
                    cell,
                    digit,
                    by,
                    unit,
                } => {
                    assert_eq!(after.get(cell as usize), 0);
                    assert_eq!(engine.candidates(cell as usize) & (1 << (digit - 1)), 0);
                    assert_eq!(geom.shared_unit(cell as usize, by as usize), Some(unit));
                    assert_eq!(before, after, "a prune places nothing");
                }
                Event::Revise {
                    cell,
                    digit,
                    removed,
                } => {
                    assert_eq!(after.get(cell as usize), 0);
                    assert_eq!(engine.candidates(cell as usize), 1 << (digit - 1));
                    // The prunes that follow: every empty peer still holding the digit.
                    let holding = geom
                        .peers_of(cell as usize)
                        .iter()
                        .filter(|&&p| {
                            after.get(p as usize) == 0
                                && engine.candidates(p as usize) & (1 << (digit - 1)) != 0
                        })
                        .count();
                    assert_eq!(removed as usize, holding);
                    assert_ne!(
                        removed, 0,
                        "a singleton is revised only when it removes something"
                    );
                }
                Event::Backjump { to, skipped, .. } => {
                    assert_eq!(to as usize, engine.stack().len());
                    assert!(skipped > 0);
                    if to > 0 {
                        assert_eq!(engine.backup(to as usize).unwrap(), after);
                    }
                }
                Event::Filter { .. } | Event::Exhausted => {}
                Event::Propose { .. }
                | Event::Accept { .. }
                | Event::Reject { .. }
                | Event::Cool { .. }
                | Event::Restart { .. }
                | Event::BudgetExhausted { .. } => {
                    panic!("{strategy} is exact: no local-search event, got {event:?}")
                }
            }
        }
        assert!(engine.is_done(), "{strategy} did not finish {p}");
        assert_eq!(engine.step(), Event::Exhausted);
        assert_eq!(
            engine.counters().steps,
            steps,
            "stepping after the end counts nothing"
        );
    }
}

/// `run` schedules the steps its own way (counters added at the end, a try and the select after
/// it without a dispatch): in chunks of any size it must give exactly what single steps give.
#[test]
fn run_in_chunks_matches_single_steps() {
    let puzzles = [
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
        "1.2.....3.4.....",
    ];
    for p in puzzles {
        let board = Board::parse(p).unwrap();
        for strategy in Strategy::ALL {
            let mut stepped = Engine::new(&board, strategy).unwrap();
            let mut chunked = stepped.clone();
            let mut chunk = 1;
            let mut steps = 0;
            while !stepped.is_done() && steps < 50_000 {
                let mut events = Vec::new();
                let (taken, last) = chunked.run(chunk, |e| {
                    events.push(*e);
                    true
                });
                assert_eq!(taken, events.len() as u64);
                assert_eq!(last, events.last().copied(), "{strategy}: the last event");
                for (i, event) in events.iter().enumerate() {
                    assert_eq!(stepped.step(), *event, "{strategy} step {}", steps + i);
                }
                steps += taken as usize;
                assert_eq!(stepped.counters(), chunked.counters(), "{strategy}");
                assert_eq!(stepped.values(), chunked.values(), "{strategy}");
                assert_eq!(stepped.stack(), chunked.stack(), "{strategy}");
                assert_eq!(stepped.cleared(), chunked.cleared(), "{strategy}");
                assert_eq!(stepped.is_done(), chunked.is_done(), "{strategy}");
                chunk = chunk % 7 + 1;
            }
            // Stopping early takes the step that said stop and no more.
            let (all, _) = Engine::new(&board, strategy)
                .unwrap()
                .run(u64::MAX, |_| true);
            let mut stopper = Engine::new(&board, strategy).unwrap();
            let mut seen = 0;
            let (taken, _) = stopper.run(u64::MAX, |_| {
                seen += 1;
                seen < 5
            });
            let expected = all.min(5);
            assert_eq!(
                (taken, stopper.counters().steps),
                (expected, expected),
                "{strategy}"
            );
            assert_eq!(stopper.run(0, |_| true), (0, None));
        }
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
