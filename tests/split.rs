//! A search cut into jobs adds up to the very counters of the search on one core: every
//! frontier, every job size, every budget, the jobs' results taken in order.

use sudoku_stepper::experiment::boards;
use sudoku_stepper::split::{self, Batch, Done, Job, Jobs, Plan, Sum, Verdict};
use sudoku_stepper::{solve_within, Board, Counters, Engine, Params, Strategy};

/// The strategies that split: plain depth-first policies.
const PLAIN: [Strategy; 4] = [
    Strategy::BruteForce,
    Strategy::Backtracking,
    Strategy::SortedCells,
    Strategy::Mrv,
];

/// The search on one core: counters at its first solution or budget, and whether it solved.
fn whole(board: &Board, strategy: Strategy, max_steps: u64) -> (Counters, bool) {
    let mut e = Engine::new(board, strategy).unwrap();
    let solved = solve_within(&mut e, 1, max_steps).is_some_and(|o| o.solutions == 1);
    (*sudoku_stepper::prelude::Stepper::counters(&e), solved)
}

/// The search cut by `plan`, its jobs run one after the other and added up in order.
fn cut(board: &Board, strategy: Strategy, plan: Plan, max_steps: u64) -> (Counters, bool) {
    let engine = Engine::new(board, strategy).unwrap();
    assert!(engine.splits());
    let mut sum = Sum::new(max_steps);
    for job in Jobs::new(engine, plan, max_steps) {
        let budget = max_steps - job.before_at_least;
        let done = run(&job, plan, budget);
        let verdict = match sum.take(&done) {
            Verdict::Rerun { budget } => sum.take(&run(&job, plan, budget)),
            v => v,
        };
        if let Verdict::Ended { solved } = verdict {
            return (*sum.counters(), solved);
        }
    }
    panic!("the jobs ended before the search did");
}

fn run(job: &Job, plan: Plan, budget: u64) -> Done {
    split::run(job, plan, budget, || Some(budget)).unwrap()
}

/// Boards whose searches take from a few hundred to a few hundred thousand steps.
fn sample() -> Vec<Board> {
    [45, 52, 55, 58]
        .iter()
        .flat_map(|&h| boards(h).unwrap())
        .collect()
}

#[test]
fn every_frontier_and_job_size_adds_up_to_the_whole_search() {
    for strategy in PLAIN {
        for (i, board) in sample().iter().enumerate() {
            let max = 400_000;
            let expected = whole(board, strategy, max);
            for frontier in [1, 2, 3, 5, 8, 13] {
                for pieces in [1, 2, 7] {
                    let plan = Plan { frontier, pieces };
                    assert_eq!(
                        cut(board, strategy, plan, max),
                        expected,
                        "{strategy} board {i} {plan:?}"
                    );
                }
            }
        }
    }
}

#[test]
fn a_budget_that_ends_anywhere_is_kept_to_the_step() {
    let board = &boards(60).unwrap()[2];
    for strategy in PLAIN {
        let (all, _) = whole(board, strategy, u64::MAX);
        // Budgets in every part of the search: in the producer's steps, at a piece's end, in
        // the middle of one, and past the end.
        for max in (1..60).chain((0..40).map(|k| 1 + k * all.steps / 37)) {
            let expected = whole(board, strategy, max);
            for frontier in [1, 4, 9] {
                let plan = Plan {
                    frontier,
                    pieces: 3,
                };
                assert_eq!(
                    cut(board, strategy, plan, max),
                    expected,
                    "{strategy} {max} {plan:?}"
                );
            }
        }
    }
}

/// Runs a batch's jobs through [`Batch`]: in order, last first (every job but the last runs
/// with what is only a bound of its budget), or on two threads at once.
fn by_batch(jobs: &[(Job, u64)], plan: Plan, how: usize) -> Vec<Option<Done>> {
    let batch = Batch::new(jobs);
    let mut done: Vec<Option<Done>> = vec![None; jobs.len()];
    match how {
        0 => (0..jobs.len()).for_each(|i| done[i] = batch.run(jobs, i, plan)),
        1 => (0..jobs.len())
            .rev()
            .for_each(|i| done[i] = batch.run(jobs, i, plan)),
        _ => std::thread::scope(|s| {
            let (even, odd): (Vec<_>, Vec<_>) =
                done.iter_mut().enumerate().partition(|(i, _)| i % 2 == 0);
            for half in [even, odd] {
                let batch = &batch;
                s.spawn(move || {
                    half.into_iter()
                        .for_each(|(i, d)| *d = batch.run(jobs, i, plan))
                });
            }
        }),
    }
    done
}

#[test]
fn a_long_search_is_cut_and_a_short_one_is_not() {
    // Solved after 1.8 M steps, and searches cut short by their budget.
    for (holes, grid, strategy, max) in [
        (60, 3, Strategy::Backtracking, 6_000_000),
        (60, 3, Strategy::BruteForce, 6_000_000),
        (62, 3, Strategy::Backtracking, 3_000_000),
        (67, 2, Strategy::SortedCells, 4_000_000),
        (70, 1, Strategy::SortedCells, 4_000_000),
    ] {
        let board = &boards(holes).unwrap()[grid];
        let expected = whole(board, strategy, max);
        assert!(
            expected.0.steps > split::PROBE_STEPS,
            "long enough to be cut"
        );
        for how in 0..3 {
            let mut made = 0;
            let got = split::first_solution(
                Engine::new(board, strategy).unwrap(),
                max,
                3,
                |jobs, plan| {
                    made += jobs.len();
                    by_batch(jobs, plan, how)
                },
            );
            assert_eq!(got, expected, "{holes} {grid} {strategy} {how}");
            assert!(made > 1, "cut into jobs");
        }
    }
    // Small jobs, several to a batch, each a few times the steps between a job's looks at its
    // budget: jobs learn their exact budget from those before them as they run.
    let board = &boards(62).unwrap()[3];
    for (strategy, pieces) in [(Strategy::Backtracking, 8), (Strategy::BruteForce, 1)] {
        for max in [700_000, 1_500_000, 2_600_000] {
            let expected = whole(board, strategy, max);
            for how in 0..3 {
                let plan = Plan {
                    frontier: 13,
                    pieces,
                };
                let engine = Engine::new(board, strategy).unwrap();
                let got = split::cut(engine, plan, max, 8, |jobs, plan| by_batch(jobs, plan, how));
                assert_eq!(got, expected, "{strategy} {max} {how}");
            }
        }
    }
    let short = &boards(40).unwrap()[0];
    let got = split::first_solution(
        Engine::new(short, Strategy::Backtracking).unwrap(),
        u64::MAX,
        4,
        |_, _| panic!("a short search is not cut"),
    );
    assert_eq!(got, whole(short, Strategy::Backtracking, u64::MAX));
}

#[test]
fn only_searches_whose_subtrees_stand_alone_split() {
    let board = &boards(50).unwrap()[0];
    for strategy in [
        Strategy::Singles,
        Strategy::Lookahead,
        Strategy::Csp,
        Strategy::Dlx,
        Strategy::Fast,
    ] {
        assert!(
            !Engine::new(board, strategy).unwrap().splits(),
            "{strategy}"
        );
    }
    let random = Params::parse("order=random seed=3").unwrap();
    assert!(!Engine::with_params(board, Strategy::Backtracking, &random)
        .unwrap()
        .splits());
    // One that does not split runs whole.
    let got = split::first_solution(
        Engine::new(board, Strategy::Singles).unwrap(),
        u64::MAX,
        4,
        |_, _| panic!("not cut"),
    );
    assert_eq!(got, whole(board, Strategy::Singles, u64::MAX));
}
