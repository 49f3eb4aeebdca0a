//! Helpers shared by the integration tests: puzzle files and independent reference searches
//! written from scratch (plain arrays, no library code) to check the engine against.
#![allow(dead_code)]

use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// Puzzle lines of a file in `puzzles/`, comments and blanks skipped.
pub fn puzzle_lines(name: &str) -> Vec<String> {
    let path = format!("{}/puzzles/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{path}: {e}"))
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(String::from)
        .collect()
}

/// `(puzzle, solution count, solution)` from tdoku_test_puzzles.txt.
pub fn tdoku() -> Vec<(String, u64, String)> {
    puzzle_lines("tdoku_test_puzzles.txt")
        .into_iter()
        .map(|l| {
            let mut parts = l.split(':');
            let p = parts.next().unwrap().to_string();
            let n = parts.next().unwrap().parse().unwrap();
            let s = parts.next().unwrap_or("").to_string();
            (p, n, s)
        })
        .collect()
}

/// A grid of values for the reference searches: 0 empty, 1..=side digits.
#[derive(Clone)]
pub struct RefGrid {
    pub side: usize,
    pub b: usize,
    pub v: Vec<u8>,
}

impl RefGrid {
    pub fn parse(text: &str) -> RefGrid {
        let token: Vec<char> = text
            .split([':', '\t', ' '])
            .next()
            .unwrap()
            .chars()
            .collect();
        let side = (token.len() as f64).sqrt() as usize;
        let b = (side as f64).sqrt() as usize;
        let v = token
            .iter()
            .map(|&ch| match ch {
                '.' | '0' => 0,
                c => c.to_digit(17).unwrap() as u8,
            })
            .collect();
        RefGrid { side, b, v }
    }

    /// True if `d` appears nowhere in the row, column and box of `cell` (the cell itself excluded).
    pub fn legal(&self, cell: usize, d: u8) -> bool {
        let (n, b) = (self.side, self.b);
        let (r, c) = (cell / n, cell % n);
        for i in 0..n {
            if (i != c && self.v[r * n + i] == d) || (i != r && self.v[i * n + c] == d) {
                return false;
            }
        }
        let (br, bc) = (r / b * b, c / b * b);
        for rr in br..br + b {
            for cc in bc..bc + b {
                if (rr, cc) != (r, c) && self.v[rr * n + cc] == d {
                    return false;
                }
            }
        }
        true
    }

    pub fn legal_count(&self, cell: usize) -> usize {
        (1..=self.side as u8)
            .filter(|&d| self.legal(cell, d))
            .count()
    }

    pub fn empties(&self) -> Vec<usize> {
        (0..self.v.len()).filter(|&i| self.v[i] == 0).collect()
    }
}

/// The textbook write-then-check loop: digits written before the first solution, or `None` if it
/// needs more than `cap` writes.
pub fn ref_brute_force(g: &RefGrid, cap: u64) -> Option<u64> {
    let mut g = g.clone();
    let empties = g.empties();
    let mut i = 0usize;
    let mut writes = 0u64;
    while i < empties.len() {
        let cell = empties[i];
        let mut d = g.v[cell] + 1;
        loop {
            if d as usize > g.side {
                g.v[cell] = 0;
                if i == 0 {
                    return Some(writes);
                }
                i -= 1;
                break;
            }
            g.v[cell] = d;
            writes += 1;
            if writes > cap {
                return None;
            }
            if g.legal(cell, d) {
                i += 1;
                break;
            }
            d += 1;
        }
    }
    Some(writes)
}

/// How a reference DFS picks the next cell.
#[derive(Clone, Copy)]
pub enum RefOrder {
    RowMajor,
    Mrv,
    Sorted,
}

/// A plain recursive DFS placing legal digits ascending; placements before the first solution,
/// or `None` past `cap`.
pub fn ref_dfs(g: &RefGrid, order: RefOrder, cap: u64) -> Option<u64> {
    let mut g = g.clone();
    let mut sorted = g.empties();
    sorted.sort_by_key(|&c| g.legal_count(c));
    let mut tries = 0u64;
    fn go(
        g: &mut RefGrid,
        order: RefOrder,
        sorted: &[usize],
        tries: &mut u64,
        cap: u64,
    ) -> Option<bool> {
        let next = match order {
            RefOrder::RowMajor => (0..g.v.len()).find(|&i| g.v[i] == 0),
            RefOrder::Sorted => sorted.iter().copied().find(|&i| g.v[i] == 0),
            RefOrder::Mrv => {
                let mut best: Option<(usize, usize)> = None;
                for i in (0..g.v.len()).filter(|&i| g.v[i] == 0) {
                    let n = g.legal_count(i);
                    if best.is_none_or(|(_, m)| n < m) {
                        best = Some((i, n));
                    }
                }
                best.map(|(i, _)| i)
            }
        };
        let Some(cell) = next else { return Some(true) };
        for d in 1..=g.side as u8 {
            if !g.legal(cell, d) {
                continue;
            }
            *tries += 1;
            if *tries > cap {
                return None;
            }
            g.v[cell] = d;
            if go(g, order, sorted, tries, cap)? {
                return Some(true);
            }
            g.v[cell] = 0;
        }
        Some(false)
    }
    go(&mut g, order, &sorted, &mut tries, cap).map(|_| tries)
}

/// A random solved grid with `box_side²` cells per row: a base pattern shuffled by digit
/// relabelling, row and column permutations within bands and stacks, band and stack
/// permutations and an optional transpose.
pub fn random_solved(box_side: usize, seed: u64) -> RefGrid {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let n = box_side * box_side;
    let perm_within = |rng: &mut ChaCha8Rng| {
        let mut groups: Vec<usize> = (0..box_side).collect();
        groups.shuffle(rng);
        let mut out = Vec::new();
        for g in groups {
            let mut inner: Vec<usize> = (0..box_side).collect();
            inner.shuffle(rng);
            out.extend(inner.into_iter().map(|i| g * box_side + i));
        }
        out
    };
    let rows = perm_within(&mut rng);
    let cols = perm_within(&mut rng);
    let mut digits: Vec<u8> = (1..=n as u8).collect();
    digits.shuffle(&mut rng);
    let transpose = rand::Rng::random_bool(&mut rng, 0.5);
    let mut v = vec![0u8; n * n];
    for (r, &rr) in rows.iter().enumerate() {
        for (c, &cc) in cols.iter().enumerate() {
            let base = (rr * box_side + rr / box_side + cc) % n;
            let cell = if transpose { c * n + r } else { r * n + c };
            v[cell] = digits[base];
        }
    }
    RefGrid {
        side: n,
        b: box_side,
        v,
    }
}

/// `grid` with `holes` random cells emptied, as puzzle text.
pub fn cut(grid: &RefGrid, holes: usize, seed: u64) -> String {
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x9E37_79B9_7F4A_7C15);
    let mut cells: Vec<usize> = (0..grid.v.len()).collect();
    cells.shuffle(&mut rng);
    let mut v = grid.v.clone();
    for &c in cells.iter().take(holes) {
        v[c] = 0;
    }
    v.iter()
        .map(|&d| match d {
            0 => '.',
            1..=9 => (b'0' + d) as char,
            _ => (b'A' + d - 10) as char,
        })
        .collect()
}

/// Runs the `sudoku-stepper` binary with `args`, writes `input` to its stdin and waits for it
/// (the CLI tests' one way to run it with input). A command that does not read stdin may have
/// exited before the input is written: that is not an error here, its output still is the test.
pub fn run_cli(args: &[&str], input: &str) -> std::process::Output {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let mut child = Command::new(env!("CARGO_BIN_EXE_sudoku-stepper"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let _ = child
        .stdin
        .take()
        .expect("stdin is piped")
        .write_all(input.as_bytes());
    child.wait_with_output().expect("the binary finishes")
}

/// Runs the `sudoku-stepper` binary with `args` and no input (stdin is empty), waiting for it.
pub fn run_cli_without_input(args: &[&str]) -> std::process::Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_sudoku-stepper"))
        .args(args)
        .output()
        .expect("the binary runs")
}

/// The CLI's stdout as JSON values, one per line; a line that is not JSON fails the test.
#[cfg(not(target_arch = "wasm32"))]
pub fn json_lines(out: &std::process::Output) -> Vec<serde_json::Value> {
    String::from_utf8(out.stdout.clone())
        .expect("stdout is UTF-8")
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}")))
        .collect()
}

/// The CLI's stderr as text.
pub fn stderr(out: &std::process::Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}
