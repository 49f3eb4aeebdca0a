//! End-to-end tests of the `sudoku-stepper` binary: output fields, exit statuses and error
//! objects as CONTRACT.md describes them.
// The binary and std::process exist only natively; `wasm-pack test` must skip this file.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::{json_lines, run_cli as run_with_stdin, run_cli_without_input as run};

use std::path::PathBuf;

use serde_json::Value;

const TDOKU: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/puzzles/tdoku_test_puzzles.txt"
);
const HARD20: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/puzzles/hard20.txt");
const EASY: &str =
    ".5..83.17...1..4..3.4..56.8....3...9.9.8245....6....7...9....5...729..861.36.72.4";
const EASY_SOLUTION: &str =
    "652483917978162435314975628825736149791824563436519872269348751547291386183657294";
/// Needs guessing: a few hundred events even for `singles`.
const HARD: &str =
    "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";

fn temp_file(name: &str, text: &str) -> PathBuf {
    let path = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(name);
    std::fs::write(&path, text).expect("the temp dir is writable");
    path
}

#[test]
fn solve_counts_and_solves_the_tdoku_file() {
    let out = run(&["solve", TDOKU]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let lines = json_lines(&out);
    let cases = common::tdoku();
    assert_eq!(lines.len(), cases.len());
    for (line, (puzzle, count, solution)) in lines.iter().zip(&cases) {
        let keys: Vec<&str> = line
            .as_object()
            .unwrap()
            .keys()
            .map(String::as_str)
            .collect();
        assert_eq!(
            keys,
            [
                "puzzle",
                "solution",
                "solutions",
                "tries",
                "backtracks",
                "propagations",
                "steps",
                "max_depth",
                "micros"
            ]
        );
        assert_eq!(line["puzzle"], puzzle.as_str());
        assert_eq!(line["solutions"], (*count).min(2), "{puzzle}");
        match count {
            0 => assert!(line["solution"].is_null()),
            1 => assert_eq!(line["solution"], solution.as_str()),
            _ => assert_eq!(line["solution"].as_str().unwrap().len(), 81),
        }
        assert!(line["steps"].as_u64().unwrap() >= line["tries"].as_u64().unwrap());
        assert!(line["micros"].as_f64().unwrap() >= 0.0);
    }
}

#[test]
fn solve_honours_strategy_and_limit() {
    let text: String = common::tdoku()
        .iter()
        .take(5)
        .map(|(p, c, _)| format!("{p}:{c}\n"))
        .collect();
    let file = temp_file("five.txt", &text);
    let out = run(&[
        "solve",
        "--strategy",
        "mrv",
        "--limit",
        "1",
        file.to_str().unwrap(),
    ]);
    assert!(out.status.success());
    let lines = json_lines(&out);
    assert_eq!(lines.len(), 5);
    for line in &lines {
        assert_eq!(line["solutions"], 1);
        assert_eq!(line["propagations"], 0, "mrv does not propagate");
        assert!(line["tries"].as_u64().unwrap() > 0);
    }
}

#[test]
fn solve_reads_stdin_and_skips_comments_and_blank_lines() {
    let input = format!("# a comment\n\n{EASY}\tlabel\n   \n{EASY}:1:{EASY_SOLUTION}\r\n");
    for args in [&["solve"][..], &["solve", "-"][..]] {
        let out = run_with_stdin(args, &input);
        assert!(out.status.success());
        let lines = json_lines(&out);
        assert_eq!(lines.len(), 2);
        for line in lines {
            assert_eq!(line["puzzle"], EASY);
            assert_eq!(line["solution"], EASY_SOLUTION);
            assert_eq!(line["solutions"], 1);
        }
    }
}

#[test]
fn bad_lines_give_error_objects_and_exit_3() {
    let conflict = format!("55{}", &EASY[2..]);
    let bad_char = format!("{}x{}", &EASY[..10], &EASY[11..]);
    let text = format!("{EASY}\n12345\n{bad_char}\n{conflict}\n{EASY}\n");
    let file = temp_file("bad.txt", &text);
    let out = run(&["solve", file.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(3));
    let lines = json_lines(&out);
    assert_eq!(lines.len(), 5);
    assert_eq!(lines[0]["solution"], EASY_SOLUTION);
    assert_eq!(lines[4]["solution"], EASY_SOLUTION);

    let wrong = &lines[1];
    assert_eq!(wrong["puzzle"], "12345");
    assert_eq!(wrong["error"]["kind"], "wrong_length");
    assert_eq!(wrong["error"]["got"], 5);
    assert!(wrong["error"]["message"].as_str().unwrap().contains("81"));

    let ch = &lines[2]["error"];
    assert_eq!(lines[2]["puzzle"], bad_char.as_str());
    assert_eq!(ch["kind"], "bad_character");
    assert_eq!(ch["char"], "x");
    assert_eq!(ch["cell"], 10);
    assert_eq!(ch["name"], "r2c2");
    assert_eq!((ch["row"].as_u64(), ch["col"].as_u64()), (Some(2), Some(2)));

    let clash = &lines[3]["error"];
    assert_eq!(clash["kind"], "conflict");
    assert_eq!(clash["a"]["name"], "r1c1");
    assert_eq!(clash["b"]["name"], "r1c2");
    assert_eq!(clash["digit"], 5);
    assert_eq!(clash["unit"], "row 1");
}

#[test]
fn unknown_strategy_is_a_usage_error_listing_the_names() {
    let out = run(&["solve", "--strategy", "psychic", TDOKU]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    for name in ["brute-force", "backtracking", "mrv", "singles", "fast"] {
        assert!(err.contains(name), "{err}");
    }
    assert!(out.stdout.is_empty());
}

#[test]
fn unreadable_file_is_a_message_not_a_panic() {
    let out = run(&["solve", "/nonexistent/puzzles.txt"]);
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("/nonexistent/puzzles.txt"), "{err}");
    assert!(!err.contains("panicked"), "{err}");
}

#[test]
fn trace_prints_json_lines_ending_with_the_solution() {
    let out = run(&["trace", "--strategy", "singles", HARD]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let lines = json_lines(&out);
    assert!(lines.len() > 10);
    for (i, line) in lines.iter().enumerate() {
        assert_eq!(line["step"], i as u64 + 1);
        assert_eq!(line["counters"]["steps"], i as u64 + 1);
        assert!(line["event"].is_string());
    }
    let names: Vec<&str> = lines.iter().map(|l| l["event"].as_str().unwrap()).collect();
    for kind in ["select", "try", "propagate", "dead-end", "backtrack"] {
        assert!(names.contains(&kind), "no {kind} event in a hard search");
    }
    let backtrack = lines.iter().find(|l| l["event"] == "backtrack").unwrap();
    let cleared = backtrack["cleared"].as_array().unwrap();
    assert_eq!(
        cleared.len(),
        backtrack["cleared_names"].as_array().unwrap().len()
    );
    let propagate = lines.iter().find(|l| l["event"] == "propagate").unwrap();
    assert!(["naked", "hidden"].contains(&propagate["reason"].as_str().unwrap()));
    assert!(propagate["name"].as_str().unwrap().starts_with('r'));

    let last = lines.last().unwrap();
    assert_eq!(last["event"], "solution");
    assert_eq!(last["counters"]["solutions"], 1);
    let board = last["board"].as_str().unwrap();
    assert_eq!(board.len(), 81);
    assert!(HARD
        .chars()
        .zip(board.chars())
        .all(|(p, s)| p == '.' || p == s));
}

#[test]
fn trace_stops_at_max_steps_and_reports_bad_puzzles() {
    let out = run(&[
        "trace",
        "--strategy",
        "brute-force",
        "--max-steps",
        "7",
        HARD,
    ]);
    assert!(out.status.success());
    assert_eq!(json_lines(&out).len(), 7);
    assert!(String::from_utf8_lossy(&out.stderr).contains("--max-steps"));

    let out = run(&["trace", "123"]);
    assert_eq!(out.status.code(), Some(3));
    assert_eq!(json_lines(&out)[0]["error"]["kind"], "wrong_length");
}

#[test]
fn bench_prints_a_row_per_file() {
    let out = run(&["bench", "--strategy", "singles", TDOKU, HARD20]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).unwrap();
    for (file, puzzles) in [("tdoku_test_puzzles.txt", "43"), ("hard20.txt", "20")] {
        let row = text
            .lines()
            .find(|l| l.contains(file))
            .expect("a row per file");
        let fields: Vec<&str> = row.split_whitespace().collect();
        assert_eq!(fields[1], puzzles, "{row}");
        assert!(fields[4].parse::<f64>().unwrap() > 0.0, "mean µs in {row}");
    }

    let out = run(&["bench", "--json", "--baseline", "--limit", "1", HARD20]);
    assert!(out.status.success());
    let report: Value = serde_json::from_slice(&out.stdout).unwrap();
    let file = &report["files"][0];
    assert_eq!(file["puzzles"], 20);
    assert_eq!(file["solved"], 20);
    assert!(file["median_micros"].as_f64().unwrap() > 0.0);
    assert!(file["speedup_vs_baseline"].as_f64().unwrap() > 0.0);
}

/// Solution counts of `puzzles` (one per line), by piping them through `solve`.
fn solution_counts(puzzles: &str) -> Vec<u64> {
    let out = run_with_stdin(&["solve"], puzzles);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    json_lines(&out)
        .iter()
        .map(|l| l["solutions"].as_u64().unwrap())
        .collect()
}

#[test]
fn generate_prints_unique_puzzles_of_each_size() {
    for (size, len) in [("4", 16), ("9", 81), ("16", 256)] {
        let out = run(&["generate", "--size", size, "--count", "3", "--seed", "7"]);
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let text = String::from_utf8(out.stdout).unwrap();
        let puzzles: Vec<&str> = text.lines().collect();
        assert_eq!(puzzles.len(), 3);
        for p in &puzzles {
            assert_eq!(p.len(), len, "{p}");
            assert!(p.contains('.'), "a puzzle has empty cells: {p}");
        }
        assert_eq!(solution_counts(&text), [1, 1, 1], "size {size}");
    }
}

#[test]
fn generate_is_repeatable_by_seed_and_can_be_symmetric() {
    let args = ["generate", "--count", "4", "--seed", "42", "--symmetric"];
    let first = run(&args);
    let again = run(&args);
    assert!(first.status.success());
    assert_eq!(first.stdout, again.stdout, "same seed, same puzzles");
    let text = String::from_utf8(first.stdout).unwrap();
    for p in text.lines() {
        let cells: Vec<char> = p.chars().collect();
        for (i, &c) in cells.iter().enumerate() {
            assert_eq!(
                c == '.',
                cells[80 - i] == '.',
                "180° symmetry at {i} in {p}"
            );
        }
    }
    assert_eq!(solution_counts(&text), [1, 1, 1, 1]);

    let other = run(&["generate", "--count", "4", "--seed", "43", "--symmetric"]);
    assert_ne!(other.stdout, text.as_bytes(), "another seed, other puzzles");
}
