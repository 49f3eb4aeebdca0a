//! The command line under hostile and huge input (issue 7): bounded lines and echoes, a BOM,
//! `\r` in a token, `bench`'s memory per puzzle, step budgets and exit statuses.
// The binary, processes and wait4 exist only natively; `wasm-pack test` must skip this file.
#![cfg(not(target_arch = "wasm32"))]

use std::io::Write;
use std::path::PathBuf;
use std::process::Output;

use serde_json::Value;

mod common;

use common::{json_lines, run_cli_without_input as run};

#[path = "support/measure.rs"]
mod measure;
use measure::run_measured;

const EASY: &str =
    ".5..83.17...1..4..3.4..56.8....3...9.9.8245....6....7...9....5...729..861.36.72.4";
const EASY_SOLUTION: &str =
    "652483917978162435314975628825736149791824563436519872269348751547291386183657294";
const MB: u64 = 1024 * 1024;

fn run_with_stdin(args: &[&str], input: &[u8]) -> Output {
    let input = input.to_vec();
    let measured = run_measured(args, move |mut stdin| {
        let _ = stdin.write_all(&input);
    });
    measured.output
}

fn temp_file(name: &str, bytes: &[u8]) -> PathBuf {
    let path = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(name);
    std::fs::write(&path, bytes).expect("the temp dir is writable");
    path
}

/// Problem 1: `solve /dev/zero` grew to 19 GB. A 100 MB line with no newline, streamed in 1 MB
/// writes, must leave the process under 64 MB and come back as `line_too_long` with its full
/// length and a short prefix.
#[test]
fn a_100_mb_line_is_line_too_long_in_bounded_memory() {
    const LEN: u64 = 100 * MB;
    let measured = run_measured(&["solve"], |mut stdin| {
        let chunk = vec![b'0'; MB as usize];
        for _ in 0..LEN / MB {
            if stdin.write_all(&chunk).is_err() {
                return;
            }
        }
    });
    let out = &measured.output;
    assert!(
        measured.peak_bytes < 64 * MB,
        "peak memory {} MB",
        measured.peak_bytes / MB
    );
    assert_eq!(
        out.status.code(),
        Some(3),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let lines = json_lines(out);
    assert_eq!(lines.len(), 1);
    let error = &lines[0]["error"];
    assert_eq!(error["kind"], "line_too_long");
    assert_eq!(error["length"], LEN);
    assert!(error["message"].as_str().unwrap().contains("104857600"));
    let echoed = lines[0]["puzzle"].as_str().unwrap();
    assert!(
        echoed.chars().count() <= 101,
        "echo of {} chars",
        echoed.len()
    );
    assert!(echoed.ends_with('…'));
    assert!(out.stdout.len() < 1000, "the output line is short");
}

/// A too-long line is skipped up to its newline only: the lines after it are still solved, and
/// a long comment line is still a comment.
#[test]
fn lines_after_a_too_long_line_are_still_solved() {
    let long = "7".repeat(70_000);
    let comment = format!("# {}", "x".repeat(200_000));
    let input = format!("{EASY}\n{long}\r\n{comment}\n{EASY}\n");
    let out = run_with_stdin(&["solve"], input.as_bytes());
    let lines = json_lines(&out);
    assert_eq!(lines.len(), 3);
    assert_eq!(lines[0]["solution"], EASY_SOLUTION);
    assert_eq!(lines[1]["error"]["kind"], "line_too_long");
    assert_eq!(
        lines[1]["error"]["length"], 70_000,
        "the line end is not counted"
    );
    assert_eq!(lines[2]["solution"], EASY_SOLUTION);
    assert_eq!(out.status.code(), Some(3));
}

/// Problem 1, second half: a 10 MB bad line was echoed back whole. A bad token under the line
/// cap is echoed as its first 100 characters and an ellipsis.
#[test]
fn bad_tokens_are_echoed_as_a_short_prefix() {
    let token = "x".repeat(50_000);
    let out = run_with_stdin(&["solve"], format!("{token}\n").as_bytes());
    let line = &json_lines(&out)[0];
    assert_eq!(line["error"]["kind"], "bad_character");
    let echoed = line["puzzle"].as_str().unwrap();
    assert_eq!(echoed, format!("{}…", "x".repeat(100)));
    assert_eq!(out.status.code(), Some(3));

    // Short bad tokens are echoed whole.
    let out = run_with_stdin(&["solve"], b"12345\n");
    assert_eq!(json_lines(&out)[0]["puzzle"], "12345");

    // `trace` takes its puzzle as an argument: the same bound.
    let out = run(&["trace", &"y".repeat(5000)]);
    let echoed = json_lines(&out)[0]["puzzle"].as_str().unwrap().to_string();
    assert_eq!(echoed.chars().count(), 101);
}

/// Problem 4: a UTF-8 byte-order mark made the first puzzle `wrong_length` (got 82).
#[test]
fn a_bom_at_the_start_is_skipped() {
    let input = format!("\u{feff}{EASY}\n{EASY}\n");
    let out = run_with_stdin(&["solve"], input.as_bytes());
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stdout)
    );
    for line in json_lines(&out) {
        assert_eq!(line["puzzle"], EASY);
        assert_eq!(line["solution"], EASY_SOLUTION);
    }
    let file = temp_file("bom.txt", input.as_bytes());
    let out = run(&["bench", "--json", file.to_str().unwrap()]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let report: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(report["files"][0]["puzzles"], 2);
    assert_eq!(report["files"][0]["invalid"], 0);
}

/// Problem 6: `1234341221434321\rjunk` was echoed whole beside the solution of its first 16
/// characters. `\r` ends a token like a space, tab or `:`.
#[test]
fn carriage_return_ends_the_echoed_token() {
    let out = run_with_stdin(&["solve"], b"1234341221434321\rjunk\n");
    assert!(out.status.success());
    let line = &json_lines(&out)[0];
    assert_eq!(line["puzzle"], "1234341221434321");
    assert_eq!(line["solution"], "1234341221434321");

    // The echo is what was parsed, also for tokens the grid reader would treat differently.
    let out = run_with_stdin(&["solve"], b"--- x\n");
    let line = &json_lines(&out)[0];
    assert_eq!(line["puzzle"], "---");
    assert_eq!(line["error"]["kind"], "bad_character");
}

/// Problem 5: `bench` held a 256-cell board per puzzle (277 MB for 10⁶ 4×4 lines). Stored at
/// their own size, 10⁶ 4×4 puzzles fit in 64 MB with the timings.
#[test]
fn bench_stores_puzzles_at_their_size() {
    let puzzles = run(&["generate", "--size", "4", "--count", "10", "--seed", "3"]);
    assert!(puzzles.status.success());
    let ten = String::from_utf8(puzzles.stdout).unwrap();
    let mut text = String::with_capacity(17 * 1_000_000);
    for _ in 0..100_000 {
        text.push_str(&ten);
    }
    let file = temp_file("million4x4.txt", text.as_bytes());
    let measured = run_measured(&["bench", "--json", file.to_str().unwrap()], drop);
    let out = &measured.output;
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let report: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(report["files"][0]["puzzles"], 1_000_000);
    assert_eq!(report["files"][0]["solved"], 1_000_000);
    assert!(
        measured.peak_bytes < 64 * MB,
        "peak memory {} MB for 10⁶ 4×4 puzzles",
        measured.peak_bytes / MB
    );
}

/// A 16×16 puzzle of the project's own generator that `backtracking` does not finish in 10⁵
/// steps (nor, without a budget, in minutes).
fn slow_16x16() -> String {
    let out = run(&["generate", "--size", "16", "--seed", "1"]);
    assert!(out.status.success());
    String::from_utf8(out.stdout).unwrap().trim().to_string()
}

/// Problem 7: `solve --strategy backtracking` never finished on a generated 16×16 puzzle. With
/// `--max-steps` it reports a `budget` error with the counters so far and goes on.
#[test]
fn solve_reports_a_puzzle_over_its_step_budget_and_goes_on() {
    let slow = slow_16x16();
    let input = format!("{slow}\n{EASY}\n");
    let out = run_with_stdin(
        &[
            "solve",
            "--strategy",
            "backtracking",
            "--max-steps",
            "100000",
        ],
        input.as_bytes(),
    );
    assert_eq!(out.status.code(), Some(3));
    let lines = json_lines(&out);
    assert_eq!(lines.len(), 2);
    assert_eq!(lines[0]["puzzle"], slow.as_str());
    let error = &lines[0]["error"];
    assert_eq!(error["kind"], "budget");
    assert_eq!(error["steps"], 100_000);
    assert!(error["tries"].as_u64().unwrap() > 0);
    assert!(error["backtracks"].as_u64().unwrap() > 0);
    assert_eq!(error["solutions"], 0);
    assert!(error["message"].as_str().unwrap().contains("100000"));
    assert_eq!(lines[1]["solution"], EASY_SOLUTION);

    // The same puzzle within a generous budget: `fast` solves it.
    let out = run_with_stdin(&["solve", "--max-steps", "1000000"], input.as_bytes());
    assert_eq!(out.status.code(), Some(0));
}

/// Problem 7 for `bench`, its `--baseline` included (the recursive DFS gets the same budget).
#[test]
fn bench_and_its_baseline_stop_at_the_step_budget() {
    let slow = slow_16x16();
    let file = temp_file("slow16.txt", format!("{slow}\n{EASY}\n").as_bytes());
    let out = run(&[
        "bench",
        "--json",
        "--baseline",
        "--strategy",
        "backtracking",
        "--max-steps",
        "100000",
        file.to_str().unwrap(),
    ]);
    assert_eq!(
        out.status.code(),
        Some(3),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let report: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(report["max_steps"], 100_000);
    let file = &report["files"][0];
    assert_eq!(file["puzzles"], 2);
    assert_eq!(file["solved"], 1);
    assert_eq!(file["over_budget"], 1);
    assert_eq!(file["baseline_over_budget"], 1);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("slow16.txt:1:"), "{err}");
}

/// Problem 8: exit status 2 meant both a usage error and a bad puzzle line. Now 0 all good,
/// 1 an I/O error, 2 a usage error, 3 a bad or over-budget puzzle line.
#[test]
fn exit_statuses_tell_the_cases_apart() {
    let ok = run_with_stdin(&["solve"], format!("{EASY}\n").as_bytes());
    assert_eq!(ok.status.code(), Some(0));
    let bad = run_with_stdin(&["solve"], format!("{EASY}\n1234\n").as_bytes());
    assert_eq!(bad.status.code(), Some(3));
    assert_eq!(json_lines(&bad).len(), 2);
    let io = run(&["solve", "/nonexistent/puzzles.txt"]);
    assert_eq!(io.status.code(), Some(1));
    let usage = run(&["solve", "--no-such-flag"]);
    assert_eq!(usage.status.code(), Some(2));
    let trace_bad = run(&["trace", "1234"]);
    assert_eq!(trace_bad.status.code(), Some(3));
    let bench_bad = run(&[
        "bench",
        temp_file("onebad.txt", b"1234\n").to_str().unwrap(),
    ]);
    assert_eq!(bench_bad.status.code(), Some(3));
}

/// Problem 8, second half: clap said `0 is not in 1..18446744073709551615` and then accepted
/// 18446744073709551615.
#[test]
fn counts_below_one_get_a_plain_message() {
    for args in [
        &["solve", "--limit", "0"][..],
        &["bench", "--limit", "0", "x"][..],
        &["trace", "--limit", "0", EASY][..],
        &["solve", "--max-steps", "0"][..],
        &["bench", "--max-steps", "0", "x"][..],
    ] {
        let out = run(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(!err.contains("18446744073709551615"), "{err}");
        assert!(err.contains("at least 1"), "{err}");
    }
    let out = run(&["trace", "--limit", "18446744073709551615", EASY]);
    assert!(out.status.success());
}
