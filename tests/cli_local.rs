//! The command line with local search: `--param` on `solve`, `trace` and `bench`, bad
//! parameters as usage errors, a spent budget as a `budget` error, and `study`.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::{json_lines, run_cli as run, stderr};

use serde_json::Value;
use sudoku_stepper::lab::study::Study;
use sudoku_stepper::Strategy;

const PAPER_4X4: &str = ".3.....3.412....";
const EASY: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

#[test]
fn solve_takes_params_and_reports_a_spent_budget_as_a_budget_error() {
    let input = format!("{PAPER_4X4}\n{EASY}\n");
    let out = run(
        &[
            "solve",
            "--strategy",
            "shoot-and-go",
            "--param",
            "hmax=2",
            "--param",
            "budget=20000",
        ],
        &input,
    );
    assert_eq!(out.status.code(), Some(3), "{}", stderr(&out));
    let lines = json_lines(&out);
    assert_eq!(lines[0]["solutions"], 1);
    let solution = lines[0]["solution"].as_str().unwrap();
    assert!(PAPER_4X4
        .chars()
        .zip(solution.chars())
        .all(|(p, s)| p == '.' || p == s));
    let error = &lines[1]["error"];
    assert_eq!(error["kind"], "budget");
    assert_eq!(error["gave_up"], true);
    assert_eq!(error["steps"], 20000);
    assert_eq!(error["solutions"], 0);
    let best = error["best_penalty"].as_u64().unwrap();
    assert!(best > 0);
    assert!(error["message"]
        .as_str()
        .unwrap()
        .contains(&format!("best penalty {best}")));
}

#[test]
fn a_bad_param_is_a_usage_error_that_names_it() {
    let cases: [(&[&str], &str); 5] = [
        (
            &["solve", "--strategy", "annealing", "--param", "tt=1"],
            "unknown parameter \"tt\" for annealing; expected t0, q, mez, seed, budget",
        ),
        (
            &["trace", "--strategy", "annealing", "--param", "q=2", EASY],
            "q must be a number in (0, 1); got \"2\"",
        ),
        (
            &["bench", "--strategy", "dlx", "--param", "seed=1", "x"],
            "unknown parameter \"seed\" for dlx; it takes no parameters",
        ),
        (
            &["solve", "--param", "hmax"],
            "expected key=value; got \"hmax\"",
        ),
        (
            &["study", "shoot-and-go", "--param", "cmeth=1,3"],
            "cmeth must be 1 or 2; got \"3\"",
        ),
    ];
    for (args, message) in cases {
        let out = run(args, "");
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(stderr(&out).contains(message), "{args:?}: {}", stderr(&out));
        assert!(out.stdout.is_empty());
    }
}

#[test]
fn trace_shows_moves_penalties_and_the_temperature() {
    let out = run(
        &[
            "trace",
            "--strategy",
            "annealing",
            "--param",
            "seed=2",
            "--param",
            "mez=3",
            "--max-steps",
            "400",
            EASY,
        ],
        "",
    );
    assert!(out.status.success(), "{}", stderr(&out));
    let lines = json_lines(&out);
    assert_eq!(lines.len(), 400);
    assert_eq!(lines[0]["event"], "restart");
    let propose = &lines[1];
    assert_eq!(propose["event"], "propose");
    assert_eq!(propose["cells"].as_array().unwrap().len(), 2);
    assert_eq!(propose["cell_names"].as_array().unwrap().len(), 2);
    assert!(propose["delta"].is_i64());
    let decided = &lines[2];
    assert!(["accept", "reject"].contains(&decided["event"].as_str().unwrap()));
    assert_eq!(decided["cells"], propose["cells"]);
    assert_eq!(decided["temperature"], 80.0);
    let counters = &decided["counters"];
    for key in [
        "accepted",
        "penalty",
        "best_penalty",
        "temperature",
        "restarts",
    ] {
        assert!(counters.get(key).is_some(), "{key}");
    }
    assert!(lines.iter().any(|l| l["event"] == "cool"));

    // A budget ends the trace with the best penalty and the best board.
    let out = run(
        &[
            "trace",
            "--strategy",
            "shoot-and-go",
            "--param",
            "budget=50",
            EASY,
        ],
        "",
    );
    let lines = json_lines(&out);
    let last = lines.last().unwrap();
    assert_eq!(lines.len(), 50);
    assert_eq!(last["event"], "budget-exhausted");
    assert_eq!(last["best_penalty"], last["counters"]["best_penalty"]);
    assert_eq!(last["board"].as_str().unwrap().len(), 81);
    assert!(lines[1]["counters"].get("temperature").is_none());
    // Exact strategies keep their counters as they were.
    let out = run(&["trace", "--max-steps", "1", EASY], "");
    assert!(json_lines(&out)[0]["counters"].get("penalty").is_none());
}

#[test]
fn bench_takes_params_and_counts_steps() {
    let dir = env!("CARGO_TARGET_TMPDIR");
    let file = format!("{dir}/local-bench.txt");
    std::fs::write(&file, format!("{PAPER_4X4}\n{PAPER_4X4}\n")).unwrap();
    let out = run(
        &[
            "bench",
            "--json",
            "--strategy",
            "annealing",
            "--param",
            "t0=20",
            &file,
        ],
        "",
    );
    assert!(out.status.success(), "{}", stderr(&out));
    let report: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(report["params"], "t0=20");
    let f = &report["files"][0];
    assert_eq!(f["solved"], 2);
    assert!(f["steps"].as_u64().unwrap() > 0);
    assert!(f["steps_per_second"].as_f64().unwrap() > 0.0);
}

#[test]
fn study_prints_a_row_per_setting_beside_the_paper() {
    let out = run(&["study", "shoot-and-go", "--runs", "3"], "");
    assert!(out.status.success(), "{}", stderr(&out));
    let text = String::from_utf8(out.stdout).unwrap();
    let rows: Vec<&str> = text.lines().filter(|l| l.starts_with("hmax=")).collect();
    assert_eq!(rows.len(), 18, "{text}");
    assert!(rows[0].starts_with("hmax=1 cmeth=1"));
    let fields: Vec<&str> = rows[0].split_whitespace().collect();
    assert_eq!(fields[2], "3/3");
    assert_eq!(fields.last(), Some(&"24061"), "the paper's figure");
    assert!(text.contains("paper tries"));

    let out = run(
        &[
            "study",
            "annealing",
            "--runs",
            "2",
            "--json",
            "--board",
            PAPER_4X4,
            "--param",
            "t0=20,80",
            "--param",
            "mez=30,180",
        ],
        "",
    );
    assert!(out.status.success(), "{}", stderr(&out));
    let report: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(report["strategy"], "annealing");
    assert_eq!(report["runs"], 2);
    let settings = report["settings"].as_array().unwrap();
    let names: Vec<&str> = settings
        .iter()
        .map(|s| s["params"].as_str().unwrap())
        .collect();
    assert_eq!(
        names,
        [
            "t0=20 mez=30",
            "t0=20 mez=180",
            "t0=80 mez=30",
            "t0=80 mez=180"
        ]
    );
    for s in settings {
        assert_eq!(s["solved"], 2);
        assert_eq!(s["share_solved"], 1.0);
        assert!(s["median_steps"].as_f64().unwrap() > 0.0);
        // Not the paper's board: no paper figures beside it.
        assert!(s["paper"].is_null());
    }
}

#[test]
fn study_seed_and_budget_give_the_library_study_numbers() {
    let out = run(
        &[
            "study",
            "shoot-and-go",
            "--runs",
            "3",
            "--seed",
            "40",
            "--budget",
            "2000",
            "--json",
        ],
        "",
    );
    assert!(out.status.success(), "{}", stderr(&out));
    let report: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(report["first_seed"], 40);
    assert_eq!(report["budget"], 2000);
    // The page's study (seed by seed across the settings) gives the same numbers.
    let mut study = Study::of_plan(Strategy::ShootAndGo, 40, 3, Some(2000)).unwrap();
    while study.run_next().is_some() {}
    let settings = report["settings"].as_array().unwrap();
    assert_eq!(settings.len(), study.tallies().len());
    let mut some_unsolved = false;
    for (s, tally) in settings.iter().zip(study.tallies()) {
        let t = tally.summary();
        assert_eq!(s["runs"], 3);
        assert_eq!(s["solved"], t.solved, "{}", s["params"]);
        assert_eq!(s["mean_tries"].as_f64(), t.mean_tries, "{}", s["params"]);
        assert_eq!(
            s["median_steps"].as_f64(),
            t.median_steps,
            "{}",
            s["params"]
        );
        assert!(s["paper"]["tries"].as_u64().unwrap() > 0);
        some_unsolved |= t.solved < 3;
    }
    assert!(some_unsolved, "2,000 steps leave some runs unsolved");

    let text =
        String::from_utf8(run(&["study", "annealing", "--runs", "1", "--budget", "50"], "").stdout)
            .unwrap();
    assert!(
        text.contains("1 run per setting (seeds 0–0), at most 50 steps each"),
        "{text}"
    );
    assert!(
        text.lines()
            .any(|l| l.starts_with("t0=80 q=0.9 mez=10") && l.contains("0/1")),
        "{text}"
    );

    for (args, message) in [
        (
            &["study", "annealing", "--budget", "0"][..],
            "must be at least 1",
        ),
        (
            &[
                "study",
                "annealing",
                "--runs",
                "2",
                "--seed",
                "18446744073709551615",
            ][..],
            "--seed 18446744073709551615 leaves no room for 2 runs",
        ),
        (
            &["study", "shoot-and-go", "--param", "seed=1,2"][..],
            "a study sets the seed of each run itself",
        ),
        (
            &[
                "study",
                "shoot-and-go",
                "--budget",
                "5",
                "--param",
                "budget=9",
            ][..],
            "parameter \"budget\" given twice",
        ),
    ] {
        let out = run(args, "");
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(stderr(&out).contains(message), "{args:?}: {}", stderr(&out));
    }
}
