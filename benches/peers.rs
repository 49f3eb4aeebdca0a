//! `fast` beside a published solver, the `sudoku` crate 0.8 (a port of JCZSolve), on the three
//! puzzle files, in one run: both solve each puzzle and prove it unique (limit 2).
//!
//! A plain timing harness (`harness = false`), not criterion: the figure wanted is µs per puzzle
//! over whole files, with the two solvers' passes alternated so that a busy neighbour slows
//! both alike, and the best pass of each kept. Puzzles are parsed before timing; each solver
//! starts from its own parsed form. tdoku (C++) is timed too when `TDOKU_BIN` names the program
//! `scripts/bench-peers.sh` builds from `benches/support/tdoku.cc` and a tdoku checkout (one
//! process per pass, in the same alternation, the file read before its clock starts); without
//! it, tdoku's figures are the issue's, measured elsewhere, printed for reference.
//!
//! `cargo bench --bench peers [-- PASSES] [fast]` (default 5 passes per file and solver); see
//! `scripts/bench-peers.sh`. With `fast`, only `fast` runs: a profile (cachegrind) of it alone.

use std::hint::black_box;
use std::process::Command;
use std::time::{Duration, Instant};
use sudoku_stepper::{count_solutions, Board};

/// The files, with tdoku's µs per puzzle from issue 22 (measured elsewhere, for reference).
const FILES: [(&str, f64); 3] = [
    ("17_clue.txt", 3.27),
    ("magictour_top1465.txt", 9.4),
    ("forum_hardest_1106.txt", 82.0),
];

/// The puzzle lines of a file in `puzzles/` (comments and blank lines skipped).
fn lines(name: &str) -> Vec<String> {
    let path = format!("{}/puzzles/{name}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(path).expect("puzzle file");
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|l| l.chars().take(81).collect())
        .collect()
}

/// The time of one pass of `solve` over all puzzles, and the sum of its counts.
fn pass<T>(puzzles: &[T], solve: impl Fn(&T) -> u64) -> (Duration, u64) {
    let start = Instant::now();
    let total = puzzles.iter().map(|p| solve(black_box(p))).sum::<u64>();
    (start.elapsed(), black_box(total))
}

/// One pass of the tdoku program over `puzzles/NAME`: its µs per puzzle and the sum of its counts.
fn tdoku_pass(bin: &str, name: &str) -> (f64, u64) {
    let path = format!("{}/puzzles/{name}", env!("CARGO_MANIFEST_DIR"));
    let out = Command::new(bin)
        .arg(&path)
        .output()
        .expect("the tdoku program runs");
    assert!(
        out.status.success(),
        "{bin} {path}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).expect("UTF-8");
    let mut words = text.split_whitespace();
    let mut next = || {
        words
            .next()
            .unwrap_or_else(|| panic!("{bin} printed {text:?}"))
    };
    (
        next().parse().expect("µs per puzzle"),
        next().parse().expect("a count"),
    )
}

fn main() {
    // `cargo bench` passes `--bench`; the first number among the arguments is the pass count.
    let passes = std::env::args()
        .skip(1)
        .find_map(|a| a.parse::<usize>().ok())
        .unwrap_or(5)
        .max(1);
    let alone = std::env::args().any(|a| a == "fast");
    // File names among the arguments pick those files only.
    let picked: Vec<String> = std::env::args().filter(|a| a.ends_with(".txt")).collect();
    // The tdoku program, when scripts/bench-peers.sh built one (never with `fast` alone).
    let tdoku_bin = std::env::var("TDOKU_BIN").ok().filter(|_| !alone);
    println!(
        "µs per puzzle, limit 2 (solve and prove unique), best of {passes} alternating passes"
    );
    let source = if tdoku_bin.is_some() {
        "measured in this run"
    } else {
        "issue 22, reference"
    };
    println!(
        "| file | puzzles | `fast` | `sudoku` 0.8 | `fast` ÷ `sudoku` | tdoku ({source}) | `fast` ÷ tdoku |"
    );
    println!("|---|---:|---:|---:|---:|---:|---:|");
    for (name, tdoku) in FILES {
        if !picked.is_empty() && !picked.iter().any(|p| p == name) {
            continue;
        }
        let lines = lines(name);
        let ours: Vec<Board> = lines
            .iter()
            .map(|l| Board::parse(l).expect("a 9×9 puzzle"))
            .collect();
        let theirs: Vec<sudoku::Sudoku> = lines
            .iter()
            .map(|l| sudoku::Sudoku::from_str_line(l).expect("a 9×9 puzzle"))
            .collect();
        let (mut best_ours, mut best_theirs) = (Duration::MAX, Duration::MAX);
        let mut best_tdoku = f64::INFINITY;
        for _ in 0..passes {
            let (t, a) = pass(&ours, |b| count_solutions(b, 2));
            best_ours = best_ours.min(t);
            if alone {
                continue;
            }
            let (t, b) = pass(&theirs, |s| s.solutions_count_up_to(2) as u64);
            best_theirs = best_theirs.min(t);
            assert_eq!(a, b, "the two solvers disagree on {name}");
            if let Some(bin) = &tdoku_bin {
                let (us, c) = tdoku_pass(bin, name);
                assert_eq!(a, c, "`fast` and tdoku disagree on {name}");
                best_tdoku = best_tdoku.min(us);
            }
        }
        let tdoku = if tdoku_bin.is_some() {
            best_tdoku
        } else {
            tdoku
        };
        let per = |d: Duration| d.as_secs_f64() * 1e6 / lines.len() as f64;
        let f = per(best_ours);
        let (s, ratio) = if alone {
            ("—".to_string(), "—".to_string())
        } else {
            let s = per(best_theirs);
            (format!("{s:.2}"), format!("{:.2}", f / s))
        };
        println!(
            "| `{name}` | {} | {f:.2} | {s} | {ratio} | {tdoku:.2} | {:.2} |",
            lines.len(),
            f / tdoku
        );
    }
}
