//! Every command bounded and honest about its output (issue 19): `study` streams its settings
//! (memory independent of their number) and refuses a grid above its cap; a failed write, a
//! closed or read-only output exits 1 with a message; counts, step limits and seeds that would
//! wrap are usage errors.
// The binary, processes and wait4 exist only natively; `wasm-pack test` must skip this file.
#![cfg(not(target_arch = "wasm32"))]

use std::fs::{File, OpenOptions};
use std::io::{BufRead, BufReader};
use std::process::{Command, Output, Stdio};

mod common;

use common::stderr;

#[path = "support/measure.rs"]
mod measure;
use measure::run_measured_to;

const BIN: &str = env!("CARGO_BIN_EXE_sudoku-stepper");
const EASY: &str =
    ".5..83.17...1..4..3.4..56.8....3...9.9.8245....6....7...9....5...729..861.36.72.4";
const PAPER_4X4: &str = ".3.....3.412....";

/// `values` copies of `value`, comma-separated: a grid axis of any length (study does not
/// merge equal values, each is a setting).
fn axis(key: &str, value: &str, values: usize) -> String {
    format!("{key}={}", vec![value; values].join(","))
}

/// A study of `a × b × c` settings of annealing on the 4×4 board, one run of one step each.
fn tiny_study(a: usize, b: usize, c: usize) -> Vec<String> {
    let mut args: Vec<String> = ["study", "annealing", "--board", PAPER_4X4, "--runs", "1"]
        .map(String::from)
        .into();
    args.extend(["--budget", "1", "--json"].map(String::from));
    for (key, value, n) in [("t0", "80", a), ("q", "0.9", b), ("mez", "30", c)] {
        args.push("--param".into());
        args.push(axis(key, value, n));
    }
    args
}

/// 2.4 KB a setting before: 10⁶ settings took 2.4 GB. Ten times the settings (from the same
/// few dozen values, so the arguments hardly grow) must not take more memory, and every row is
/// written.
#[test]
fn study_memory_does_not_grow_with_the_number_of_settings() {
    let peak = |(a, b, c): (usize, usize, usize)| {
        let args = tiny_study(a, b, c);
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let path = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
            .join(format!("study-{a}-{b}-{c}.json"));
        let m = run_measured_to(&args, File::create(&path).unwrap().into(), drop);
        assert!(m.output.status.success(), "{}", stderr(&m.output));
        // Counted line by line: this process's own peak would show in the child's.
        let rows = BufReader::new(File::open(&path).unwrap())
            .lines()
            .filter(|l| l.as_ref().unwrap().starts_with("      \"params\": "))
            .count();
        assert_eq!(rows, a * b * c);
        m.peak_bytes
    };
    let small = peak((10, 20, 50));
    let large = peak((40, 50, 50));
    assert!(
        large < small + small / 4,
        "10,000 settings peaked at {small} bytes, 100,000 at {large}"
    );
}

/// Above the cap, a usage error naming the count and the cap, before any run (three keys of
/// 1,000 values each used all of 24 GB before; here a grid a little above the cap, which ran
/// to its end before).
#[test]
fn a_study_above_the_cap_is_a_usage_error() {
    let args = tiny_study(101, 10, 100);
    let out = Command::new(BIN).args(&args).output().unwrap();
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    assert!(out.stdout.is_empty());
    assert!(
        stderr(&out).contains(
            "--param values make 101000 settings (101 × 10 × 100); a study runs at most 100000"
        ),
        "{}",
        stderr(&out)
    );
    // Past u64::MAX too, without overflowing.
    let thousand = axis("t0", "1", 1000);
    let mut args = vec!["study", "annealing"];
    for _ in 0..7 {
        args.extend(["--param", &thousand]);
    }
    let out = Command::new(BIN).args(&args).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("more than 18446744073709551615 settings"));
}

/// One short run of every command, reading `EASY` on stdin where it reads input.
fn every_command() -> Vec<Vec<String>> {
    let hard20 = format!("{}/puzzles/hard20.txt", env!("CARGO_MANIFEST_DIR"));
    [
        vec!["solve"],
        vec!["rate"],
        vec!["generate", "--seed", "1"],
        vec!["trace", EASY],
        vec!["bench", &hard20],
        vec!["study", "shoot-and-go", "--runs", "1"],
        vec!["experiment", "--holes", "5"],
    ]
    .into_iter()
    .map(|args| args.into_iter().map(String::from).collect())
    .collect()
}

fn run_with_stdout(args: &[String], stdout: Stdio) -> Output {
    let mut child = Command::new(BIN)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(stdout)
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    use std::io::Write;
    // A command that does not read stdin may have exited already.
    let _ = child
        .stdin
        .take()
        .unwrap()
        .write_all(format!("{EASY}\n").as_bytes());
    child.wait_with_output().unwrap()
}

fn assert_failed_write(args: &[String], out: &Output, why: &str) {
    assert_eq!(
        out.status.code(),
        Some(1),
        "{args:?} {why}: {}",
        stderr(out)
    );
    let message = stderr(out);
    assert!(
        message.contains("sudoku-stepper: cannot write the output: ") && message.contains(why),
        "{args:?}: {message}"
    );
}

#[test]
fn a_full_disk_is_exit_status_1_with_a_message() {
    for args in every_command() {
        let full = OpenOptions::new().write(true).open("/dev/full").unwrap();
        let out = run_with_stdout(&args, full.into());
        assert_failed_write(&args, &out, "No space left on device");
    }
}

/// A read-only descriptor 1 (`1< file`): std's stdout swallowed the `EBADF` of every write.
#[test]
fn a_read_only_output_is_exit_status_1_with_a_message() {
    for args in every_command() {
        let read_only = File::open("/dev/null").unwrap();
        let out = run_with_stdout(&args, read_only.into());
        assert_failed_write(&args, &out, "standard output is open for reading only");
    }
}

/// `cmd >&-`: the Rust runtime reopened descriptor 1 on /dev/null and everything "succeeded".
#[test]
fn a_closed_output_is_exit_status_1_with_a_message() {
    for args in every_command() {
        let mut shell = vec!["-c".to_string(), r#"exec "$0" "$@" >&-"#.into(), BIN.into()];
        shell.extend(args.iter().cloned());
        let out = Command::new("sh")
            .args(&shell)
            .stdin(Stdio::null())
            .output()
            .unwrap();
        assert_failed_write(&args, &out, "standard output is closed");
    }
    // `> /dev/null` is still a fine place for the output.
    let out = Command::new(BIN)
        .args(["generate", "--seed", "1"])
        .stdout(Stdio::null())
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
}

fn usage_error(args: &[&str]) -> String {
    let out = Command::new(BIN).args(args).output().unwrap();
    assert_eq!(out.status.code(), Some(2), "{args:?}: {}", stderr(&out));
    assert!(out.stdout.is_empty(), "{args:?}");
    stderr(&out)
}

#[test]
fn zero_counts_and_step_limits_are_usage_errors_like_the_others() {
    let message = usage_error(&["generate", "--count", "0"]);
    assert!(
        message.contains("'--count <COUNT>': must be at least 1"),
        "{message}"
    );
    for args in [
        &["trace", "--max-steps", "0", EASY][..],
        &["solve", "--max-steps", "0"],
    ] {
        let message = usage_error(args);
        assert!(
            message.contains("'--max-steps <MAX_STEPS>': must be at least 1"),
            "{message}"
        );
    }
}

#[test]
fn generate_seeds_that_would_wrap_are_a_usage_error() {
    let message = usage_error(&["generate", "--seed", "18446744073709551615", "--count", "3"]);
    assert!(
        message.contains("--seed 18446744073709551615 leaves no room for 3 puzzles"),
        "{message}"
    );
    // The last seeds themselves are fine, each its own puzzle.
    let out = Command::new(BIN)
        .args(["generate", "--seed", "18446744073709551613", "--count", "3"])
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    let lines: Vec<&str> = std::str::from_utf8(&out.stdout).unwrap().lines().collect();
    assert_eq!(lines.len(), 3);
    let first = Command::new(BIN)
        .args(["generate", "--seed", "1"])
        .output()
        .unwrap();
    assert_ne!(
        lines[2].as_bytes(),
        first.stdout.trim_ascii_end(),
        "seed 2^64 - 1 is not seed 1"
    );
}
