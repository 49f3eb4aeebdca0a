//! The batch commands on every core (issue 22): `bench`, `experiment`, `study`, `rate` and
//! `generate --count` give the same output with `--threads 1`, `2` and `3` (measured times
//! masked), so results come out in their input order whichever thread finished first; and
//! `--threads 0` is a usage error.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::run_cli as run;

use serde_json::Value;

fn puzzles(name: &str) -> String {
    format!("{}/puzzles/{name}", env!("CARGO_MANIFEST_DIR"))
}

/// Stdout, stderr and exit status of `args` with `--threads n`, through `mask` (which blanks
/// what is measured, not computed).
fn with_threads(args: &[&str], input: &str, n: usize, mask: fn(&str) -> String) -> String {
    let n = n.to_string();
    let mut all = args.to_vec();
    all.extend(["--threads", &n]);
    let out = run(&all, input);
    format!(
        "{}\n-- stderr --\n{}\n-- status {:?}",
        mask(&String::from_utf8_lossy(&out.stdout)),
        String::from_utf8_lossy(&out.stderr),
        out.status.code()
    )
}

/// The output with one thread, checked to be the same with two and three, and returned.
fn same_for_every_thread_count(args: &[&str], input: &str, mask: fn(&str) -> String) -> String {
    let one = with_threads(args, input, 1, mask);
    for n in [2, 3] {
        let many = with_threads(args, input, n, mask);
        assert!(
            one == many,
            "{args:?}: --threads 1 and --threads {n} differ:\n{one}\n-- vs --\n{many}"
        );
    }
    one
}

fn nothing_masked(text: &str) -> String {
    text.to_string()
}

/// Every number under a key naming a time (`micros`, `mean_micros`, …) replaced by `T`, in
/// one JSON value (`bench --json`) or a JSON value per line.
fn json_times_masked(text: &str) -> String {
    if let Ok(mut whole) = serde_json::from_str::<Value>(text) {
        mask_times(&mut whole);
        return whole.to_string();
    }
    text.lines()
        .map(|line| match serde_json::from_str::<Value>(line) {
            Ok(mut v) => {
                mask_times(&mut v);
                v.to_string()
            }
            Err(_) => line.to_string(),
        })
        .collect::<Vec<_>>()
        .join("\n")
}

fn mask_times(v: &mut Value) {
    match v {
        Value::Object(map) => {
            for (key, value) in map.iter_mut() {
                let timed = ["micros", "per_second", "speedup"]
                    .iter()
                    .any(|t| key.contains(t));
                if timed && value.is_number() {
                    *value = "T".into();
                } else {
                    mask_times(value);
                }
            }
        }
        Value::Array(items) => items.iter_mut().for_each(mask_times),
        _ => {}
    }
}

/// The table of `bench`: per row the file, puzzles, solved, tries and steps columns (the rest
/// are times); the lines above the rows whole.
fn bench_table_masked(text: &str) -> String {
    text.lines()
        .map(|line| {
            let cols: Vec<&str> = line.split_whitespace().collect();
            if line.starts_with("puzzles/") || line.contains("/puzzles/") {
                format!(
                    "{} {} {} {} {}",
                    cols[0], cols[1], cols[2], cols[7], cols[8]
                )
            } else {
                line.to_string()
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The table of `experiment`: each row's mean tries and its star kept, its mean ms masked.
fn experiment_table_masked(text: &str) -> String {
    text.lines()
        .map(|line| {
            if !line.trim_start().starts_with(|c: char| c.is_ascii_digit()) {
                return line.to_string();
            }
            // `holes  tries[*] ms  tries[*] ms …`: every second number after the first is a time.
            line.split_whitespace()
                .enumerate()
                .map(|(i, col)| if i > 0 && i % 2 == 0 { "T" } else { col })
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn rate_answers_every_line_in_its_order() {
    let mut input: Vec<String> = common::puzzle_lines("magictour_top1465.txt")
        .into_iter()
        .take(150)
        .collect();
    // Bad lines among the good: their answers come at once, the puzzles' later.
    input.insert(3, "not a puzzle".into());
    input.insert(50, "1".repeat(81));
    input.insert(77, String::new());
    input.push("# a comment at the end".into());
    let one = same_for_every_thread_count(&["rate"], &input.join("\n"), json_times_masked);
    assert_eq!(one.lines().filter(|l| l.starts_with('{')).count(), 152);
    assert!(one.contains("-- status Some(3)"));
}

#[test]
fn generate_gives_the_puzzles_of_its_seeds_in_order() {
    for args in [
        &["generate", "--seed", "11", "--count", "17"][..],
        &["generate", "--seed", "3", "--count", "5", "--symmetric"],
        &[
            "generate",
            "--seed",
            "40",
            "--count",
            "4",
            "--difficulty",
            "hard",
        ],
        &["generate", "--seed", "0", "--count", "2", "--size", "4"],
    ] {
        same_for_every_thread_count(args, "", nothing_masked);
    }
    // Puzzle i is that of seed + i, whatever the count and the threads.
    let all = with_threads(
        &["generate", "--seed", "11", "--count", "17"],
        "",
        2,
        nothing_masked,
    );
    let last = with_threads(
        &["generate", "--seed", "27", "--count", "1"],
        "",
        3,
        nothing_masked,
    );
    assert_eq!(all.lines().nth(16), last.lines().next());
}

#[test]
fn generate_gives_up_after_its_attempts_with_any_threads() {
    let args = [
        "generate",
        "--seed",
        "0",
        "--size",
        "4",
        "--difficulty",
        "hard",
        "--attempts",
        "40",
    ];
    let one = same_for_every_thread_count(&args, "", nothing_masked);
    assert!(one.contains("among the 40 seeds from"), "{one}");
    assert!(one.contains("-- status Some(1)"));
}

#[test]
fn study_rows_keep_the_order_of_the_settings() {
    // 37 runs: seeds cut into pieces that do not divide them evenly.
    same_for_every_thread_count(
        &["study", "shoot-and-go", "--runs", "37", "--seed", "4"],
        "",
        nothing_masked,
    );
    let grid = [
        "study",
        "annealing",
        "--runs",
        "3",
        "--budget",
        "20000",
        "--param",
        "mez=10,30,60",
        "--param",
        "t0=20,80",
        "--json",
    ];
    let one = same_for_every_thread_count(&grid, "", nothing_masked);
    assert_eq!(one.matches("\"params\"").count(), 6);
}

#[test]
fn experiment_rows_keep_the_order_of_the_holes() {
    let table = [
        "experiment",
        "--holes",
        "20:65:5",
        "-s",
        "backtracking",
        "-s",
        "mrv",
    ];
    let one = same_for_every_thread_count(&table, "", experiment_table_masked);
    assert_eq!(one.lines().filter(|l| l.contains(" T ")).count(), 10);
    let json = [
        "experiment",
        "--holes",
        "50:60:5",
        "--json",
        "--max-steps",
        "2000",
    ];
    same_for_every_thread_count(&json, "", json_times_masked);
    // Searches of millions of steps, cut into jobs on every thread (`split`), to a solution
    // and to the budget: the same counts.
    let long = [
        "experiment",
        "--holes",
        "60:62:2",
        "-s",
        "brute-force",
        "-s",
        "sorted-cells",
        "--json",
        "--max-steps",
        "3000000",
    ];
    let out = same_for_every_thread_count(&long, "", json_times_masked);
    assert!(out.contains(r#""steps":3000000"#), "{out}");
}

#[test]
fn bench_counts_are_the_same_and_named_in_order() {
    let (hard, multi) = (puzzles("hard20.txt"), puzzles("serg_multi_solution.txt"));
    // A budget some puzzles run out of: their stderr lines come in the file's order.
    let args = [
        "bench",
        "-s",
        "backtracking",
        "--max-steps",
        "20000",
        "--baseline",
        &hard,
        &multi,
    ];
    let one = same_for_every_thread_count(&args, "", bench_table_masked);
    assert!(
        one.matches("gave up after 20000 steps").count() > 2,
        "{one}"
    );
    let json = ["bench", "--json", &hard, &multi];
    same_for_every_thread_count(&json, "", json_times_masked);
}

#[test]
fn zero_threads_is_a_usage_error() {
    for args in [
        &["bench", "--threads", "0", "x.txt"][..],
        &["experiment", "--threads", "0"],
        &["study", "shoot-and-go", "--threads", "0"],
        &["rate", "--threads", "0"],
        &["generate", "--count", "2", "--threads", "0"],
        &["rate", "--threads", "many"],
        &["rate", "--threads", "1025"],
    ] {
        let out = run(args, "");
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(out.stdout.is_empty());
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(
            err.contains("--threads") && err.contains("expected a whole number from 1 to 1024"),
            "{args:?}: {err}"
        );
    }
}
