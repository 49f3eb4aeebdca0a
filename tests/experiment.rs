//! The DFS article's experiment: Python's `random` reproduced bit for bit (checked against the
//! python3 of the machine), the article's boards as its own harness makes them (recomputed by
//! python3 running the article's code), the `experiment` command, and random digit orders
//! (`order=random seed=N`): the same solutions in another order, reproducible, exact under
//! step back.
// The binary, python3 and std::process exist only natively; `wasm-pack test` must skip this.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::{json_lines, run_cli_without_input as run};

use std::process::Command;

use serde_json::Value;
use sudoku_stepper::lab::experiment::{self, GRIDS};
use sudoku_stepper::lab::pyrandom::PyRandom;
use sudoku_stepper::{Board, Engine, Event, History, Params, Stepper, Strategy};

/// Runs a Python program with the machine's python3 and returns what it prints.
fn python(program: &str) -> String {
    let out = Command::new("python3")
        .args(["-c", program])
        .output()
        .expect("python3 runs (it is on the machine and in CI)");
    assert!(
        out.status.success(),
        "python3 failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("python3 prints UTF-8")
}

/// Whole numbers, one a line.
fn numbers(text: &str) -> Vec<u64> {
    text.lines().map(|l| l.trim().parse().unwrap()).collect()
}

#[test]
fn getrandbits_and_randrange_are_cpythons() {
    for seed in [0i64, 1, 42, 123_456_789, 1 << 40, -7] {
        let printed = python(&format!(
            "import random\n\
             random.seed({seed})\n\
             for k in (1, 7, 13, 31, 32, 33, 48, 64):\n\
             \x20   for _ in range(40): print(random.getrandbits(k))\n\
             for n in (1, 2, 3, 81, 100, 1000, 2**31 + 11, 2**32, 2**40 + 3):\n\
             \x20   for _ in range(40): print(random.randrange(n))\n"
        ));
        let mut r = PyRandom::new(seed);
        let mut ours = Vec::new();
        for k in [1, 7, 13, 31, 32, 33, 48, 64] {
            ours.extend((0..40).map(|_| r.getrandbits(k).unwrap()));
        }
        for n in [
            1,
            2,
            3,
            81,
            100,
            1000,
            (1 << 31) + 11,
            1 << 32,
            (1 << 40) + 3,
        ] {
            ours.extend((0..40).map(|_| r.randrange(n).unwrap()));
        }
        assert_eq!(ours, numbers(&printed), "seed {seed}");
    }
}

/// The article's harness, as it prints in the article (`prepare_sample` and the loop of
/// `test_algorithm`), printing every board for 0 to 81 holes.
const ARTICLE_HARNESS: &str = r#"
import random
samples = [
    "123874569567932184849651237916247853358196472472385916291768345685423791734519628",
    "531769248427831956869425173182546397645397821973182465354278619798614532216953784",
    "816294357543718269792635148438576912175942836629381475964127583287453691351869724",
    "812753649943682175675491283154237896369845721287169534521974368438526917796318452",
]

def prepare_sample(s, difficulty):
    while s.count('0') < difficulty:
        i = random.randrange(len(s))
        s = s[:i] + '0' + s[i+1:]
    return s

for difficulty in range(0, 82):
    random.seed(0)
    for s in samples:
        print(difficulty, prepare_sample(s, difficulty))
"#;

/// Every board for 0 to 81 holes, from python3 running the article's own code: `(holes, text)`
/// with `0` for a hole, four per number of holes in the article's order.
fn python_boards() -> Vec<(usize, String)> {
    python(ARTICLE_HARNESS)
        .lines()
        .map(|l| {
            let (holes, board) = l.split_once(' ').unwrap();
            (holes.parse().unwrap(), board.to_string())
        })
        .collect()
}

#[test]
fn the_boards_are_the_articles_for_every_number_of_holes() {
    let expected = python_boards();
    assert_eq!(expected.len(), 82 * 4);
    for (holes, four) in expected.chunks(4).enumerate() {
        let ours = experiment::boards(holes).unwrap();
        for (g, (h, text)) in four.iter().enumerate() {
            assert_eq!(*h, holes);
            assert_eq!(
                ours[g].to_string(),
                text.replace('0', "."),
                "{holes} holes, grid {g}"
            );
        }
    }
    assert_eq!(experiment::grid(0).unwrap().to_string(), GRIDS[0]);
    // CONTRACT.md names the grids by their path from before the `lab` module.
    assert_eq!(sudoku_stepper::experiment::GRIDS, GRIDS);
}

#[test]
fn the_command_prints_the_articles_boards_their_counters_and_means() {
    let out = run(&[
        "experiment",
        "--holes",
        "10:60:25",
        "--strategy",
        "backtracking",
        "--strategy",
        "mrv",
        "--json",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let lines = json_lines(&out);
    // Per number of holes: 4 boards × 2 strategies, then a summary per strategy.
    assert_eq!(lines.len(), 3 * (8 + 2));
    let python = python_boards();
    for (block, holes) in [10u64, 35, 60].into_iter().enumerate() {
        let block = &lines[block * 10..block * 10 + 10];
        for (i, o) in block[..8].iter().enumerate() {
            let (grid, strategy) = (i / 2 + 1, ["backtracking", "mrv"][i % 2]);
            assert_eq!(o["holes"], holes);
            assert_eq!(o["grid"], grid as u64);
            assert_eq!(o["strategy"], strategy);
            assert_eq!(o["solved"], true);
            assert!(o["micros"].as_f64().unwrap() > 0.0);
            let text = &python[holes as usize * 4 + grid - 1].1;
            assert_eq!(o["puzzle"], text.replace('0', "."));
            // The counters are those of the strategy run on that board to its first solution.
            let board = Board::parse(text).unwrap();
            let s: Strategy = strategy.parse().unwrap();
            let t = experiment::run(&board, s, &Params::new(), u64::MAX).unwrap();
            assert_eq!(o["tries"], t.counters.tries);
            assert_eq!(o["steps"], t.counters.steps);
        }
        for (k, strategy) in ["backtracking", "mrv"].into_iter().enumerate() {
            let s = &block[8 + k];
            let boards: Vec<&Value> = block[..8]
                .iter()
                .filter(|o| o["strategy"] == strategy)
                .collect();
            let mean =
                |key: &str| boards.iter().map(|o| o[key].as_f64().unwrap()).sum::<f64>() / 4.0;
            assert_eq!(s["holes"], holes);
            assert_eq!(s["strategy"], strategy);
            assert_eq!(
                (s["boards"].clone(), s["solved"].clone()),
                (4.into(), 4.into())
            );
            assert_eq!(s["mean_tries"].as_f64().unwrap(), mean("tries"));
            assert_eq!(s["mean_steps"].as_f64().unwrap(), mean("steps"));
            assert!((s["mean_micros"].as_f64().unwrap() - mean("micros")).abs() < 1e-6);
        }
    }
}

#[test]
fn the_table_has_a_row_per_number_of_holes() {
    let out = run(&["experiment", "--holes", "10:20:5"]);
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    let rows: Vec<&str> = text.lines().skip(3).collect();
    assert!(text.lines().nth(1).unwrap().contains("backtracking"));
    assert!(text.lines().nth(1).unwrap().contains("sorted-cells"));
    assert_eq!(rows.len(), 3, "{text}");
    // With 10 holes every search fills the ten cells with ten tries.
    let first: Vec<&str> = rows[0].split_whitespace().collect();
    assert_eq!(first[..2], ["10", "10.0"]);
}

#[test]
fn bad_arguments_are_usage_errors_and_a_spent_budget_is_exit_status_3() {
    for (args, message) in [
        (&["experiment", "--holes", "90"][..], "at most 81 holes"),
        (
            &["experiment", "--holes", "30:10:5"],
            "FROM must not exceed TO",
        ),
        (
            &["experiment", "--holes", "10:20:0"],
            "STEP must be at least 1",
        ),
        (&["experiment", "--holes", "10:20"], "expected FROM:TO:STEP"),
        (&["experiment", "--strategy", "annealing"], "local search"),
        (
            &["experiment", "--strategy", "dlx", "--param", "order=random"],
            "unknown parameter",
        ),
    ] {
        let out = run(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(message), "{args:?}: {err}");
    }
    let out = run(&["experiment", "--holes", "60", "--max-steps", "20", "--json"]);
    assert_eq!(out.status.code(), Some(3));
    let lines = json_lines(&out);
    assert!(lines[..8]
        .iter()
        .all(|o| o["solved"] == false && o["steps"] == 20));
    assert!(String::from_utf8_lossy(&out.stderr).contains("gave up after 20 steps"));
}

/// The Czech article's sample, the first grid with 50 holes: 27 solutions.
const SAMPLE: &str =
    "003870500000002180049651030006000053050000072072305010200068000000020000030510000";

fn random(seed: u64) -> Params {
    Params::new()
        .with("order", "random")
        .with("seed", seed.to_string())
}

const ORDERED: [Strategy; 4] = [
    Strategy::Backtracking,
    Strategy::SortedCells,
    Strategy::Mrv,
    Strategy::Singles,
];

#[test]
fn a_random_order_finds_the_same_solutions_trying_each_candidate_once_per_decision() {
    let board = Board::parse(SAMPLE).unwrap();
    for strategy in ORDERED {
        let mut e = Engine::with_params(&board, strategy, &random(11)).unwrap();
        let mut solutions = std::collections::BTreeSet::new();
        // Per open decision: its candidates and the digits tried so far.
        let mut open: Vec<(u16, u16)> = Vec::new();
        let mut ascending_everywhere = true;
        loop {
            match e.step() {
                Event::Select { candidates, .. } => open.push((candidates, 0)),
                Event::Try { digit, .. } => {
                    let (candidates, tried) = open.last_mut().unwrap();
                    let bit = 1 << (digit - 1);
                    assert_eq!(*candidates & bit, bit, "{strategy}: a candidate");
                    assert_eq!(*tried & bit, 0, "{strategy}: tried once");
                    ascending_everywhere &= bit > *tried;
                    *tried |= bit;
                }
                Event::Backtrack { depth, .. } => {
                    // Decisions above `depth` were exhausted: every candidate was tried.
                    for (candidates, tried) in open.drain(depth as usize..) {
                        assert_eq!(candidates, tried, "{strategy}: every candidate tried");
                    }
                }
                Event::Solution => {
                    solutions.insert(e.board().to_string());
                }
                Event::Exhausted => break,
                _ => {}
            }
        }
        assert_eq!(solutions.len(), 27, "{strategy}");
        assert!(
            !ascending_everywhere,
            "{strategy}: some decision not ascending"
        );
    }
}

#[test]
fn a_random_order_is_reproducible_by_seed_and_seeds_differ() {
    let board = experiment::boards(60).unwrap()[1].clone();
    let tries = |strategy, seed| {
        experiment::run(&board, strategy, &random(seed), u64::MAX)
            .unwrap()
            .counters
    };
    for strategy in ORDERED {
        assert_eq!(tries(strategy, 5), tries(strategy, 5), "{strategy}");
        let distinct: std::collections::BTreeSet<u64> =
            (0..8).map(|s| tries(strategy, s).tries).collect();
        assert!(distinct.len() > 1, "{strategy}: {distinct:?}");
    }
    // One step at a time and a run of many take the same tries.
    for strategy in ORDERED {
        let mut stepped = Engine::with_params(&board, strategy, &random(2)).unwrap();
        let mut ran = stepped.clone();
        for _ in 0..5000 {
            stepped.step();
        }
        ran.run(5000, |_| true);
        assert_eq!(stepped.counters(), ran.counters(), "{strategy}");
        assert_eq!(stepped.values(), ran.values(), "{strategy}");
    }
    // `order=ascending` is the default, count for count.
    let asc = Params::new().with("order", "ascending").with("seed", "9");
    for strategy in ORDERED {
        let a = experiment::run(&board, strategy, &asc, u64::MAX).unwrap();
        let d = experiment::run(&board, strategy, &Params::new(), u64::MAX).unwrap();
        assert_eq!(a, d, "{strategy}");
    }
}

#[test]
fn stepping_back_a_random_order_replays_it_exactly() {
    let board = experiment::boards(60).unwrap()[3].clone();
    for strategy in ORDERED {
        let engine = Engine::with_params(&board, strategy, &random(3)).unwrap();
        let mut h = History::new(engine.clone());
        let forward = h.skip(40_000, false).0;
        let back = forward / 3;
        assert_eq!(h.back(back), back);
        let mut fresh = engine;
        fresh.run(forward - back, |_| true);
        assert_eq!(h.counters(), fresh.counters(), "{strategy}");
        assert_eq!(h.current().values(), fresh.values(), "{strategy}");
        // And forward again from there, to the same place as before.
        h.skip(back, false);
        let mut again = Engine::with_params(&board, strategy, &random(3)).unwrap();
        again.run(forward, |_| true);
        assert_eq!(h.counters(), again.counters(), "{strategy}");
    }
}
