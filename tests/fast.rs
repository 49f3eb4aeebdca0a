//! The `fast` machine: counts and solutions against the puzzle files, its events, and stepping
//! it back and forth through `History`.

mod common;

use common::puzzle_lines;
use sudoku_stepper::fast::Fast;
use sudoku_stepper::{count_solutions, count_solutions_within, solve_unique};
use sudoku_stepper::{solve, Board, DeadEnd, Engine, Event, History, Stepper, Strategy};

/// Every `step`-th puzzle of a file, parsed.
fn sample(name: &str, step: usize) -> Vec<Board> {
    puzzle_lines(name)
        .iter()
        .step_by(step)
        .map(|l| Board::parse(l).expect("valid puzzle"))
        .collect()
}

/// `(puzzle, exact solution count, its solution when listed)` from the tdoku test file.
fn tdoku() -> Vec<(Board, u64, Option<Board>)> {
    common::tdoku()
        .into_iter()
        .map(|(p, count, s)| {
            (
                Board::parse(&p).unwrap(),
                count,
                Board::parse_unchecked(&s).ok(),
            )
        })
        .collect()
}

#[test]
fn tdoku_counts_with_limit_two_and_exact() {
    for (puzzle, count, solution) in tdoku() {
        assert_eq!(count_solutions(&puzzle, 2), count.min(2), "{puzzle}");
        assert_eq!(
            count_solutions(&puzzle, 10_000),
            count,
            "exact count of {puzzle}"
        );
        match solve_unique(&puzzle) {
            Some(s) => {
                assert_eq!(count, 1, "{puzzle}");
                assert_eq!(Some(s), solution, "{puzzle}");
            }
            None => assert_ne!(count, 1, "{puzzle}"),
        }
    }
}

#[test]
fn tdoku_first_solution_is_valid() {
    for (puzzle, count, _) in tdoku() {
        let outcome = solve(&puzzle, Strategy::Fast, 2).unwrap();
        assert_eq!(outcome.solutions, count.min(2), "{puzzle}");
        if let Some(s) = outcome.solution {
            assert!(s.is_solved() && puzzle.agrees_with(&s), "{puzzle} -> {s}");
        }
    }
}

#[test]
fn multi_solution_sample_reports_two() {
    for puzzle in sample("serg_multi_solution.txt", 50) {
        assert_eq!(count_solutions(&puzzle, 2), 2, "{puzzle}");
        assert_eq!(solve_unique(&puzzle), None, "{puzzle}");
    }
}

#[test]
fn seventeen_clue_sample_is_unique_and_keeps_givens() {
    for puzzle in sample("17_clue.txt", 40) {
        let s = solve_unique(&puzzle).unwrap_or_else(|| panic!("{puzzle} should be unique"));
        assert!(s.is_solved() && puzzle.agrees_with(&s), "{puzzle} -> {s}");
    }
}

#[test]
fn hard_files_are_unique() {
    for name in [
        "magictour_top1465.txt",
        "forum_hardest_1106.txt",
        "hard20.txt",
    ] {
        for puzzle in sample(name, 7) {
            let s = solve_unique(&puzzle).unwrap_or_else(|| panic!("{puzzle} should be unique"));
            assert!(s.is_solved() && puzzle.agrees_with(&s), "{puzzle}");
        }
    }
}

#[test]
fn agrees_with_singles_on_counts() {
    for puzzle in sample("magictour_top1465.txt", 97) {
        let fast = solve(&puzzle, Strategy::Fast, 3).unwrap();
        let singles = solve(&puzzle, Strategy::Singles, 3).unwrap();
        assert_eq!(fast.solutions, singles.solutions, "{puzzle}");
        assert_eq!(fast.solution, singles.solution, "{puzzle}");
    }
}

#[test]
fn empty_and_small_boards() {
    let empty = Board::empty(9).unwrap();
    assert_eq!(count_solutions(&empty, 5), 5);
    let four = Board::parse("1..4..1..4..2..3").unwrap();
    let s = solve_unique(&four);
    if let Some(s) = &s {
        assert!(s.is_solved() && four.agrees_with(s));
    }
    assert_eq!(count_solutions(&Board::empty(4).unwrap(), 1000), 288);
    let sixteen = Board::empty(16).unwrap();
    assert_eq!(count_solutions(&sixteen, 2), 2);
}

#[test]
fn conflicts_and_dead_ends_never_panic() {
    let clash = Board::parse_unchecked(&format!("11{}", ".".repeat(79))).unwrap();
    assert_eq!(count_solutions(&clash, 2), 0);
    assert_eq!(solve_unique(&clash), None);
    // The machine itself, given the clash anyway, reports a dead end and stops.
    let mut m = Fast::new(&clash);
    assert!(matches!(m.step(), Event::DeadEnd(_)));
    assert_eq!(m.step(), Event::Exhausted);
    assert!(m.is_done());
    // Conflicting givens count as none even without a budget for the machine's two steps.
    assert_eq!(count_solutions_within(&clash, 2, 0), Some(0));
    // The dead end names the first given whose digit an earlier one took, wherever it is.
    let late = Board::parse_unchecked(&format!("{}1.......1", ".".repeat(72))).unwrap();
    let dead_end = Event::DeadEnd(DeadEnd::NoCandidates { cell: 80 });
    assert_eq!(Fast::new(&late).step(), dead_end);
    assert_eq!(count_solutions(&late, 2), 0);
    // No conflict among givens, but r1c9 has no candidate left.
    let stuck = Board::parse(&format!("12345678.{}9", ".".repeat(71))).unwrap();
    assert_eq!(count_solutions(&stuck, 2), 0);
    let clash16 = Board::parse_unchecked(&format!("11{}", ".".repeat(254))).unwrap();
    assert_eq!(count_solutions(&clash16, 2), 0);
}

#[test]
fn budget_is_respected() {
    let hard = sample("forum_hardest_1106.txt", 1).remove(0);
    assert_eq!(count_solutions_within(&hard, 2, 3), None);
    assert_eq!(count_solutions_within(&hard, 2, u64::MAX), Some(1));
}

#[test]
fn events_follow_the_documented_grammar() {
    for puzzle in sample("magictour_top1465.txt", 211) {
        let mut m = Fast::new(&puzzle);
        let (mut tries, mut backtracks, mut solutions) = (0, 0, 0);
        let mut last = None;
        while !m.is_done() {
            let e = m.step();
            match e {
                Event::Try {
                    cell,
                    digit,
                    branch,
                    of,
                } => {
                    tries += 1;
                    assert!(branch >= 1 && branch <= of && of >= 2, "{e:?}");
                    assert_eq!(m.values()[cell as usize], digit);
                    let top = *m.stack().last().unwrap();
                    assert_eq!((top.cell, top.digit, top.branch), (cell, digit, branch));
                    let depth = m.stack().len();
                    let backup = m.backup(depth).unwrap();
                    assert_eq!(
                        backup.get(cell as usize),
                        0,
                        "the backup predates the guess"
                    );
                }
                Event::Backtrack { depth, cleared } => {
                    backtracks += 1;
                    assert!(matches!(
                        last,
                        Some(Event::DeadEnd(_)) | Some(Event::Solution)
                    ));
                    assert_eq!(m.stack().len(), depth as usize);
                    assert_eq!(m.cleared().len(), cleared as usize);
                    assert!(m.cleared().iter().all(|&c| m.values()[c as usize] == 0));
                    assert_eq!(m.board(), m.backup(depth as usize).unwrap());
                }
                Event::Solution => {
                    solutions += 1;
                    assert!(m.board().is_solved() && puzzle.agrees_with(&m.board()));
                }
                Event::DeadEnd(_) | Event::Exhausted => {}
                other => panic!("fast emits no {other:?} on 9×9"),
            }
            last = Some(e);
        }
        let c = *m.counters();
        assert_eq!(
            (c.tries, c.backtracks, c.solutions),
            (tries, backtracks, solutions)
        );
        assert_eq!(solutions, 1, "{puzzle}");
        assert!(c.propagations + 17 >= 81 - puzzle.filled() as u64);
        assert_eq!(m.step(), Event::Exhausted);
        assert_eq!(m.counters().steps, c.steps, "no step counted once done");
    }
}

#[test]
fn engine_routes_fast() {
    let puzzle = sample("17_clue.txt", 1).remove(0);
    let mut engine = Engine::new(&puzzle, Strategy::Fast).unwrap();
    assert!(matches!(engine, Engine::Fast(_)));
    let mut solutions = 0;
    engine.run(u64::MAX, |e| {
        assert!(
            !matches!(e, Event::Select { .. } | Event::Propagate { .. }),
            "{e:?}"
        );
        solutions += u64::from(*e == Event::Solution);
        true
    });
    assert_eq!(solutions, 1);
    assert_eq!(engine.counters().solutions, 1);
}

#[test]
fn history_replays_the_same_events() {
    for puzzle in sample("forum_hardest_1106.txt", 120) {
        let mut forward = Fast::new(&puzzle);
        let mut events = Vec::new();
        let mut counters = Vec::new();
        while !forward.is_done() {
            events.push(forward.step());
            counters.push(*forward.counters());
        }
        let total = events.len() as u64;
        let mut h = History::new(Fast::new(&puzzle));
        let mut i = 0;
        h.run(total, |e| {
            assert_eq!(*e, events[i]);
            i += 1;
            true
        });
        assert_eq!(*h.counters(), counters[total as usize - 1]);
        // Back and forth in uneven jumps; each position replays to the same counters and board.
        for target in [total / 2, 3, total - 1, 1, total / 3, total] {
            h.seek(target);
            assert_eq!(h.counters().steps, target);
            if target > 0 {
                assert_eq!(*h.counters(), counters[target as usize - 1]);
            }
            let mut replay = Fast::new(&puzzle);
            replay.run(target, |_| true);
            assert_eq!(h.current().board(), replay.board());
            assert_eq!(h.current().stack(), replay.stack());
            if target < total {
                let mut ahead = h.clone();
                assert_eq!(ahead.step(), events[target as usize]);
            }
        }
        h.back(total);
        assert_eq!(h.counters().steps, 0);
    }
}

/// On 4×4 and 16×16 `fast` is the `singles` machine, so it tells why each forced digit is there.
#[test]
fn other_sizes_keep_the_reasons_of_forced_digits() {
    let generated = sudoku_stepper::generate::generate(16, 7, false).expect("a 16×16 puzzle");
    for board in [Board::parse("1..4..1..4..2..3").unwrap(), generated] {
        let mut engine = Engine::new(&board, Strategy::Fast).unwrap();
        let mut forced = 0;
        while !engine.is_done() {
            match engine.step() {
                Event::Propagate { cell, reason, .. } => {
                    assert_eq!(engine.reasons()[cell as usize], reason.code());
                    forced += 1;
                }
                Event::Try { cell, .. } => assert_eq!(engine.reasons()[cell as usize], 0),
                _ => {}
            }
        }
        assert!(forced > 0, "{board}");
    }
}
