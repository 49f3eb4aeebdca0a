//! Local search (`annealing`, `shoot-and-go`): solutions that are solutions, runs fixed by
//! their seed, step back and forward through `History`, the budget, the moves each event
//! describes (the parameters are in tests/params.rs).
#![cfg(not(target_arch = "wasm32"))]

use sudoku_stepper::params::{Params, Values};
use sudoku_stepper::{
    Board, Counters, Engine, Event, History, Origin, Snapshot, Stepper, Strategy, NO_CELL,
};

/// The paper's 4×4 board: three solutions.
const PAPER_4X4: &str = ".3.....3.412....";
/// The easy preset.
const EASY: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
/// Every box has one free cell, and the only fill repeats a 3 in row 3: no solution.
const FORCED_WRONG: &str = "43212.4..23414.2";

const LOCAL: [Strategy; 2] = [Strategy::Annealing, Strategy::ShootAndGo];

fn engine(puzzle: &str, strategy: Strategy, params: &str) -> Engine {
    let board = Board::parse(puzzle).unwrap();
    Engine::with_params(&board, strategy, &Params::parse(params).unwrap()).unwrap()
}

/// Digits missing from the rows and columns (and the boxes, with `boxes`) of `values`.
fn penalty(board: &Board, boxes: bool) -> u32 {
    let g = board.geometry();
    let units = if boxes { 3 } else { 2 } * g.side;
    (0..units)
        .map(|u| {
            let seen = g
                .unit_cells(u)
                .iter()
                .map(|&c| board.get(c as usize))
                .filter(|&v| v != 0)
                .fold(0u32, |m, v| m | 1 << v);
            g.side as u32 - seen.count_ones()
        })
        .sum()
}

/// Steps to the end (at most `max` steps), returning the events.
fn events(e: &mut Engine, max: u64) -> Vec<Event> {
    let mut out = Vec::new();
    e.run(max, |ev| {
        out.push(*ev);
        true
    });
    out
}

#[test]
fn solutions_are_solved_and_keep_the_givens_then_the_search_ends() {
    let cases = [
        (PAPER_4X4, Strategy::ShootAndGo, ""),
        (PAPER_4X4, Strategy::ShootAndGo, "hmax=0"),
        (PAPER_4X4, Strategy::ShootAndGo, "hmax=7 cmeth=1"),
        (PAPER_4X4, Strategy::Annealing, ""),
        (EASY, Strategy::Annealing, "mez=180"),
        (&".".repeat(81), Strategy::Annealing, "mez=180"),
    ];
    for (puzzle, strategy, params) in cases {
        let givens = Board::parse(puzzle).unwrap();
        for seed in 0..4 {
            let mut e = engine(puzzle, strategy, &format!("{params} seed={seed}"));
            let evs = events(&mut e, u64::MAX);
            let n = evs.len();
            assert_eq!(
                evs[n - 2],
                Event::Solution,
                "{strategy} {params} seed {seed}"
            );
            assert_eq!(evs[n - 1], Event::Exhausted);
            let b = e.board();
            assert!(b.is_solved() && givens.agrees_with(&b), "{b}");
            let c = e.counters();
            assert_eq!((c.solutions, c.penalty, c.best_penalty), (1, 0, 0));
            assert_eq!(c.steps, n as u64);
            assert!(e.is_done());
            assert_eq!(e.step(), Event::Exhausted);
            assert_eq!(
                e.counters().steps,
                n as u64,
                "stepping after the end counts nothing"
            );
        }
    }
}

#[test]
fn a_fixed_seed_reproduces_the_run_and_seeds_differ() {
    for strategy in LOCAL {
        let run = |seed: u64| {
            let mut e = engine(EASY, strategy, &format!("seed={seed}"));
            let mut trail: Vec<(Event, Counters)> = Vec::new();
            for _ in 0..20_000 {
                let ev = e.step();
                trail.push((ev, *e.counters()));
            }
            (trail, e.values().to_vec())
        };
        assert_eq!(run(7), run(7), "{strategy}");
        assert_ne!(run(7).0, run(8).0, "{strategy}");
        // The default seed is 0.
        let mut a = engine(EASY, strategy, "");
        let mut b = engine(EASY, strategy, "seed=0");
        assert_eq!(events(&mut a, 5_000), events(&mut b, 5_000));
    }
}

#[test]
fn back_then_forward_through_history_gives_the_same_events_and_counters() {
    for strategy in LOCAL {
        let start = engine(EASY, strategy, "seed=3");
        let mut h = History::new(start);
        let mut trail = Vec::new();
        for _ in 0..30_000 {
            let ev = h.step();
            trail.push((ev, *h.counters(), h.current().values().to_vec()));
        }
        assert!(h.checkpoint_count() > 2, "{strategy}");
        for back in [1u64, 2, 3, 999, 12_345, 29_999, 30_000] {
            h.seek(30_000);
            assert_eq!(h.back(back), back);
            let at = 30_000 - back as usize;
            if at > 0 {
                assert_eq!(
                    h.last_event(),
                    Some(trail[at - 1].0),
                    "{strategy} back {back}"
                );
                assert_eq!(h.counters(), &trail[at - 1].1);
            }
            for (ev, counters, values) in &trail[at..at + (back as usize).min(500)] {
                assert_eq!(h.step(), *ev, "{strategy} back {back}");
                assert_eq!(h.counters(), counters);
                assert_eq!(h.current().values(), &values[..]);
            }
        }
    }
}

#[test]
fn the_budget_stops_the_run_with_the_honest_best_penalty() {
    for strategy in LOCAL {
        let mut e = engine(EASY, strategy, "budget=777 seed=1");
        let boxes = strategy == Strategy::ShootAndGo;
        let mut lowest = e.counters().penalty;
        let evs = events(&mut e, u64::MAX);
        for ev in &evs {
            if let Event::Accept { penalty } | Event::Restart { penalty } = *ev {
                lowest = lowest.min(penalty);
            }
        }
        assert_eq!(evs.len(), 777, "{strategy}: the budget counts steps");
        assert_eq!(
            evs.last(),
            Some(&Event::BudgetExhausted {
                best_penalty: lowest
            })
        );
        assert!(lowest > 0);
        assert!(e.is_done());
        assert_eq!(e.final_event(), evs[776]);
        // The board goes back to the best one found.
        let c = *e.counters();
        assert_eq!(
            (c.penalty, c.best_penalty, c.solutions),
            (lowest, lowest, 0)
        );
        assert_eq!(penalty(&e.board(), boxes), lowest);
        assert_eq!(e.step(), Event::Exhausted);
        assert_eq!(e.counters().steps, 777);

        // History knows how the run ended, whichever way it got there.
        let mut h = History::new(engine(EASY, strategy, "budget=777 seed=1"));
        assert_eq!(h.skip(u64::MAX, false), (777, Some(evs[776])));
        h.back(10);
        h.run(u64::MAX, |_| true);
        assert_eq!(h.last_event(), Some(evs[776]));
    }
    // A budget of one step: only the report.
    let mut e = engine(PAPER_4X4, Strategy::Annealing, "budget=1");
    let best = e.counters().best_penalty;
    assert_eq!(
        events(&mut e, 10),
        [Event::BudgetExhausted { best_penalty: best }]
    );
}

#[test]
fn every_event_shows_the_board_it_describes() {
    for (strategy, params) in [
        (Strategy::Annealing, "seed=5"),
        (Strategy::ShootAndGo, "seed=5 hmax=2 cmeth=1"),
        (Strategy::ShootAndGo, "seed=5 hmax=3 cmeth=2"),
    ] {
        let givens = Board::parse(EASY).unwrap();
        let boxes = strategy == Strategy::ShootAndGo;
        let wrap = params.contains("cmeth=2");
        let mut e = engine(EASY, strategy, params);
        let mut proposed = None;
        let mut snapshot = Snapshot::default();
        for _ in 0..20_000 {
            let before = e.board();
            let tries = e.counters().tries;
            let ev = e.step();
            let after = e.board();
            let c = *e.counters();
            assert!(
                givens.agrees_with(&after),
                "{strategy} {ev:?} keeps the givens"
            );
            assert_eq!(c.penalty, penalty(&after, boxes), "{strategy} {ev:?}");
            assert!(c.best_penalty <= c.penalty);
            assert!(e.stack().is_empty() && e.cleared().is_empty() && e.backup(1).is_none());
            match ev {
                Event::Propose {
                    cells,
                    digits,
                    delta,
                } => {
                    assert_eq!(before, after, "a proposal changes nothing yet");
                    assert_eq!(c.tries, tries + 1);
                    let mut moved = before.clone();
                    let [a, b] = cells.map(usize::from);
                    assert_eq!(givens.get(a), 0);
                    moved.set(a, digits[0]);
                    if strategy == Strategy::Annealing {
                        let g = givens.geometry();
                        assert_eq!(g.box_of[a], g.box_of[b], "a swap stays in its box");
                        assert_eq!(givens.get(b), 0);
                        assert_eq!(digits, [before.get(b), before.get(a)]);
                        moved.set(b, digits[1]);
                    } else {
                        assert_eq!((cells[1], digits[1]), (NO_CELL, 0));
                        let (old, new) = (i32::from(before.get(a)), i32::from(digits[0]));
                        let step = (new - old).rem_euclid(9);
                        let reach = if wrap {
                            step.min(9 - step)
                        } else {
                            (new - old).abs()
                        };
                        assert!(reach <= 3, "{old}→{new}: beyond hmax");
                    }
                    let expected = penalty(&moved, boxes) as i32 - penalty(&before, boxes) as i32;
                    assert_eq!(delta, expected, "{strategy} {ev:?}");
                    proposed = Some(moved);
                }
                Event::Accept { penalty: p } => {
                    assert_eq!(p, c.penalty);
                    if strategy == Strategy::Annealing {
                        assert_eq!(Some(&after), proposed.as_ref(), "the swap proposed");
                    }
                }
                Event::Reject { penalty: p } => {
                    assert_eq!((p, &before), (c.penalty, &after));
                }
                Event::Cool { temperature } => {
                    assert!(temperature.get() < 80.0 && temperature == c.temperature);
                }
                Event::Restart { penalty: p } => assert_eq!(p, c.penalty),
                other => panic!("{strategy}: {other:?} on a run this short"),
            }
            snapshot.fill(&e, &givens, true);
            for cell in 0..81 {
                let expected = if givens.get(cell) != 0 {
                    Origin::Given
                } else if after.get(cell) != 0 {
                    Origin::Guess
                } else {
                    Origin::Empty
                };
                assert_eq!(snapshot.origin(cell), expected);
            }
        }
    }
}

#[test]
fn annealing_fills_boxes_with_permutations_and_cools() {
    let mut e = engine(EASY, Strategy::Annealing, "mez=5 q=0.5");
    assert_eq!(e.counters().temperature.get(), 80.0);
    let Event::Restart { .. } = e.step() else {
        panic!("the first step fills the boxes")
    };
    let b = e.board();
    let g = b.geometry();
    for u in 2 * g.side..3 * g.side {
        let mut digits: Vec<u8> = g.unit_cells(u).iter().map(|&c| b.get(c as usize)).collect();
        digits.sort_unstable();
        assert_eq!(digits, (1..=9).collect::<Vec<u8>>());
    }
    let evs = events(&mut e, 20_000);
    let temps: Vec<f32> = evs
        .iter()
        .filter_map(|ev| match ev {
            Event::Cool { temperature } => Some(temperature.get()),
            _ => None,
        })
        .collect();
    assert_eq!(temps[..3], [40.0, 20.0, 10.0]);
    // Reheats come once T would fall below the frozen threshold.
    assert!(
        evs.iter()
            .filter(|e| matches!(e, Event::Restart { .. }))
            .count()
            > 1
    );
}

#[test]
fn pure_random_shooting_only_shoots() {
    let mut e = engine(PAPER_4X4, Strategy::ShootAndGo, "hmax=0 budget=5000");
    let evs = events(&mut e, u64::MAX);
    let c = e.counters();
    assert!(evs[..evs.len() - 1]
        .iter()
        .all(|ev| matches!(ev, Event::Restart { .. } | Event::Solution)));
    assert_eq!(c.tries, c.restarts);
    assert_eq!(c.accepted, 0);
}

#[test]
fn a_fill_that_is_the_only_board_and_no_solution_ends_the_search() {
    let givens = Board::parse(FORCED_WRONG).unwrap();
    assert_eq!(sudoku_stepper::count_solutions(&givens, 1), 0);
    let mut e = engine(FORCED_WRONG, Strategy::Annealing, "");
    let evs = events(&mut e, 100);
    assert!(matches!(evs[..], [Event::Restart { penalty }, Event::Exhausted] if penalty > 0));
    assert!(e.is_done());
}

#[test]
fn a_board_with_nothing_to_move_is_its_own_solution() {
    // Full for both; for `annealing` also one free cell per box, whose fill is forced.
    for (puzzle, strategy) in [
        ("1234341221434321", Strategy::Annealing),
        ("1234341221434321", Strategy::ShootAndGo),
        ("1.3434.22.43432.", Strategy::Annealing),
    ] {
        let mut e = engine(puzzle, strategy, "");
        let evs = events(&mut e, 100);
        assert_eq!(
            evs,
            [
                Event::Restart { penalty: 0 },
                Event::Solution,
                Event::Exhausted
            ],
            "{strategy} on {puzzle}"
        );
        assert_eq!(e.board().to_string(), "1234341221434321");
    }
}

#[test]
fn candidates_are_what_the_givens_leave() {
    let givens = Board::parse(EASY).unwrap();
    for strategy in LOCAL {
        let e = engine(EASY, strategy, "");
        for cell in 0..81 {
            if givens.get(cell) == 0 {
                assert_eq!(e.candidates(cell), givens.candidates(cell));
            }
        }
    }
}

#[test]
fn solve_reports_one_solution_or_gives_up_honestly() {
    use sudoku_stepper::lines::{solve_board, LineError, Settings};
    let board = Board::parse(PAPER_4X4).unwrap();
    let settings = |params: &str| Settings {
        strategy: Strategy::ShootAndGo,
        params: Params::parse(params).unwrap(),
        limit: 2,
        max_steps: u64::MAX,
    };
    let outcome = solve_board(&board, &settings("")).unwrap();
    assert_eq!(
        outcome.solutions, 1,
        "local search stops at its first solution"
    );
    assert!(outcome.solution.unwrap().is_solved());
    match solve_board(&board, &settings("budget=3 hmax=0")) {
        Err(e @ LineError::GaveUp { counters }) => {
            assert_eq!(e.kind(), "budget");
            assert_eq!(counters.steps, 3);
            assert!(e
                .to_string()
                .contains(&format!("best penalty {}", counters.best_penalty)));
        }
        other => panic!("{other:?}"),
    }
}

/// What a page tints: the digits missing per unit add up to the penalty at every step.
#[test]
fn missing_digits_per_unit_add_up_to_the_penalty() {
    let board = Board::parse(
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
    )
    .unwrap();
    let mut annealing = sudoku_stepper::local::Annealing::new(
        &board,
        &Values::defaults(Strategy::Annealing.params()),
    );
    let mut shoot = sudoku_stepper::local::ShootAndGo::new(
        &board,
        &Values::defaults(Strategy::ShootAndGo.params()),
    );
    for _ in 0..3_000 {
        annealing.step();
        shoot.step();
        for (missing, counters) in [
            (annealing.core().tally().missing(), annealing.counters()),
            (shoot.core().tally().missing(), shoot.counters()),
        ] {
            assert_eq!(missing.len(), 27);
            let sum: u32 = missing.iter().map(|&m| u32::from(m)).sum();
            assert_eq!(sum, counters.penalty);
        }
    }
}
