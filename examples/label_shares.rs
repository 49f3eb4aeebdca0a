//! How the generator's puzzles spread over the difficulty labels, and how long rating takes:
//! the label shares in docs/cli.md's `rate` section and the times in docs/performance.md, "Rating".
//!
//! `cargo run --release --example label_shares -- SIDE COUNT [symmetric]` rates the puzzles of
//! seeds 0…COUNT−1 and prints the count per label, the mean rating time, and quantiles of the
//! mean guesses of the puzzles singles do not solve.

use std::time::Instant;

use sudoku_stepper::generate::generate;
use sudoku_stepper::{rate, Difficulty};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let (Some(side), Some(count)) = (
        args.get(1).and_then(|a| a.parse::<usize>().ok()),
        args.get(2).and_then(|a| a.parse::<u64>().ok()),
    ) else {
        eprintln!("usage: label_shares SIDE COUNT [symmetric]");
        std::process::exit(2);
    };
    let symmetric = args.get(3).is_some_and(|a| a == "symmetric");
    let mut shares = [0u64; 4];
    let mut guesses = Vec::new();
    let mut rating = 0.0;
    for seed in 0..count {
        let Some(puzzle) = generate(side, seed, symmetric) else {
            eprintln!("no {side}×{side} puzzles");
            std::process::exit(2);
        };
        let start = Instant::now();
        let r = rate(&puzzle).expect("generated puzzles have a solution");
        rating += start.elapsed().as_secs_f64();
        shares[r.difficulty as usize] += 1;
        if !r.singles_only {
            guesses.push(r.guesses);
        }
    }
    guesses.sort_by(f64::total_cmp);
    let at = |p: f64| {
        guesses
            .get(((guesses.len().max(1) - 1) as f64 * p) as usize)
            .copied()
            .unwrap_or(0.0)
    };
    for d in Difficulty::ALL {
        print!("{} {}  ", d.name(), shares[d as usize]);
    }
    println!(
        "\nrating: {:.3} ms per puzzle; mean guesses of the others: 10% {} 25% {} 50% {} 75% {} 90% {} max {}",
        rating * 1000.0 / count as f64,
        at(0.1),
        at(0.25),
        at(0.5),
        at(0.75),
        at(0.9),
        at(1.0)
    );
}
