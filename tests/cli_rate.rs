//! `sudoku-stepper rate` and `generate --difficulty` end to end: the JSON fields of CONTRACT.md,
//! error objects and exit statuses, and generated puzzles that are unique (by `solve --limit 2`)
//! and rated with the label asked for (by `rate`).
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::{json_lines, run_cli as run, stderr};

/// Singles solve it.
const EASY: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
/// From the forum's hardest list.
const FIENDISH: &str =
    "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3";

#[test]
fn rate_prints_the_contract_fields_per_puzzle() {
    let input = format!("# a comment\n{EASY}\tthe easy preset\n\n{FIENDISH}\n");
    let out = run(&["rate"], &input);
    assert!(out.status.success(), "{}", stderr(&out));
    let lines = json_lines(&out);
    assert_eq!(lines.len(), 2);
    assert_eq!(lines[0]["puzzle"], EASY);
    assert_eq!(lines[0]["singles_only"], true);
    assert_eq!(lines[0]["guesses"], 0.0);
    assert_eq!(lines[0]["label"], "easy");
    assert_eq!(lines[1]["puzzle"], FIENDISH);
    assert_eq!(lines[1]["singles_only"], false);
    assert!(
        lines[1]["guesses"].as_f64().unwrap() >= 20.0,
        "{}",
        lines[1]
    );
    assert_eq!(lines[1]["label"], "fiendish");
    for line in &lines {
        assert!(line["micros"].as_f64().unwrap() > 0.0);
    }
}

#[test]
fn rate_reports_bad_lines_and_goes_on_with_exit_3() {
    let clash = format!("55{}", &EASY[2..]);
    // From tdoku's test file, marked there as having no solution.
    let unsolvable =
        "1...5.2.9..7.......6.......2...........5.1..2....2.39.3.4.9...15...1...3...8...4.";
    let input = format!("123\n{clash}\n{unsolvable}\n{EASY}\n");
    let out = run(&["rate", "-"], &input);
    assert_eq!(out.status.code(), Some(3), "{}", stderr(&out));
    let lines = json_lines(&out);
    assert_eq!(lines.len(), 4);
    assert_eq!(lines[0]["error"]["kind"], "wrong_length");
    assert_eq!(lines[1]["error"]["kind"], "conflict");
    assert_eq!(lines[2]["puzzle"], unsolvable);
    assert_eq!(lines[2]["error"]["kind"], "no_solution");
    assert_eq!(lines[3]["label"], "easy");
}

/// Generates `count` puzzles of `label` and checks each with `solve --limit 2` and `rate`.
fn check_generated(extra: &[&str], label: &str, count: usize) {
    let n = count.to_string();
    let mut args = vec![
        "generate",
        "--difficulty",
        label,
        "--count",
        &n,
        "--seed",
        "11",
    ];
    args.extend_from_slice(extra);
    let out = run(&args, "");
    assert!(out.status.success(), "{label}: {}", stderr(&out));
    let text = String::from_utf8(out.stdout).unwrap();
    assert_eq!(text.lines().count(), count, "{text}");
    let solved = run(&["solve", "--limit", "2"], &text);
    assert!(solved.status.success());
    for line in json_lines(&solved) {
        assert_eq!(line["solutions"], 1, "{line}");
    }
    let rated = run(&["rate"], &text);
    assert!(rated.status.success());
    for line in json_lines(&rated) {
        assert_eq!(line["label"], label, "{line}");
    }
    // The same seed gives the same puzzles.
    assert_eq!(run(&args, "").stdout, text.as_bytes());
}

#[test]
fn generate_with_a_difficulty_gives_unique_puzzles_of_that_label() {
    for label in ["easy", "medium", "hard", "fiendish"] {
        check_generated(&[], label, 3);
    }
    check_generated(&["--symmetric"], "hard", 2);
    check_generated(&["--size", "4"], "easy", 3);
}

#[test]
fn generate_gives_up_on_a_label_it_cannot_make_and_refuses_unknown_ones() {
    let out = run(
        &[
            "generate",
            "--size",
            "4",
            "--difficulty",
            "hard",
            "--attempts",
            "25",
            "--seed",
            "3",
        ],
        "",
    );
    assert_eq!(out.status.code(), Some(1));
    assert!(out.stdout.is_empty());
    assert!(
        stderr(&out).contains("no hard 4×4 puzzle among the 25 seeds from 3"),
        "{}",
        stderr(&out)
    );
    let out = run(&["generate", "--difficulty", "impossible"], "");
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("easy, medium, hard, fiendish"),
        "{}",
        stderr(&out)
    );
}
