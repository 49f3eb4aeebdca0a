//! Local search (`annealing`, `shoot-and-go`): solutions that are solutions, runs fixed by
//! their seed, step back and forward through `History`, the budget, the boards with one fill or
//! nothing to move, the candidates (the moves each event describes are in tests/local_events.rs,
//! the parameters in tests/params.rs).
#![cfg(not(target_arch = "wasm32"))]

use sudoku_stepper::params::Params;
use sudoku_stepper::{Board, Counters, Event, History, Stepper, Strategy};

#[path = "support/local.rs"]
mod support;
use support::*;

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
