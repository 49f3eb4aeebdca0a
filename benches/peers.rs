//! `fast` beside a published solver, the `sudoku` crate 0.8 (a port of JCZSolve), on the three
//! puzzle files, in one run: both solve each puzzle and prove it unique (limit 2).
//!
//! A plain timing harness (`harness = false`), not criterion: the figure wanted is µs per puzzle
//! over whole files, with the two solvers' passes alternated so that a busy neighbour slows
//! both alike, and the best pass of each kept. Puzzles are parsed before timing; each solver
//! starts from its own parsed form. tdoku (C++) is not built here: its figures are the issue's,
//! printed as a reference line.
//!
//! `cargo bench --bench peers [-- PASSES] [fast]` (default 5 passes per file and solver); see
//! `scripts/bench-peers.sh`. With `fast`, only `fast` runs: a profile (cachegrind) of it alone.

use std::hint::black_box;
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
    println!(
        "µs per puzzle, limit 2 (solve and prove unique), best of {passes} alternating passes"
    );
    println!(
        "| file | puzzles | `fast` | `sudoku` 0.8 | `fast` ÷ `sudoku` | tdoku (issue 22, reference) | `fast` ÷ tdoku |"
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
        for _ in 0..passes {
            let (t, a) = pass(&ours, |b| count_solutions(b, 2));
            best_ours = best_ours.min(t);
            if alone {
                continue;
            }
            let (t, b) = pass(&theirs, |s| s.solutions_count_up_to(2) as u64);
            best_theirs = best_theirs.min(t);
            assert_eq!(a, b, "the two solvers disagree on {name}");
        }
        let per = |d: Duration| d.as_secs_f64() * 1e6 / lines.len() as f64;
        let f = per(best_ours);
        let (s, ratio) = if alone {
            ("—".to_string(), "—".to_string())
        } else {
            let s = per(best_theirs);
            (format!("{s:.2}"), format!("{:.2}", f / s))
        };
        println!(
            "| `{name}` | {} | {f:.2} | {s} | {ratio} | {tdoku} | {:.2} |",
            lines.len(),
            f / tdoku
        );
    }
}
