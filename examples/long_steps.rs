//! How long one call with a time budget takes when single steps are long: `lookahead` on sparse
//! 16×16 boards (seed 0: the empty one), whose filters can take a few hundred milliseconds each. For each board it makes
//! 300 calls of `skip_until` with an 8 ms budget (as the page's frame clock does) and prints the
//! longest call (wall time: a busy machine inflates it) and the steps taken; then, with a clock that is always out of time, the most work one call
//! does in 3,000 calls (work units are about a nanosecond of native stepping each, and unlike
//! times they do not depend on how busy the machine is): `cargo run --release --example
//! long_steps`.

use std::time::Instant;

use sudoku_stepper::generate::generate;
use sudoku_stepper::prelude::*;

fn main() {
    println!(
        "{:>5} {:>8} {:>12} {:>12} {:>14}",
        "seed", "steps", "longest ms", "median ms", "most work"
    );
    for seed in 0..=6 {
        // The empty board, and generated ones with two cells of three blank: sparse enough that
        // each filter tries thousands of digits, each followed by long runs of naked singles.
        let mut board = generate(16, seed.max(1), false).expect("16×16 is supported");
        for cell in 0..256 {
            if seed == 0 || cell % 3 != 0 {
                board.set(cell, 0);
            }
        }
        let mut h = History::new(Engine::new(&board, Strategy::Lookahead).expect("no conflict"));
        let mut times = Vec::new();
        for _ in 0..300 {
            let t = Instant::now();
            let deadline = t + std::time::Duration::from_millis(8);
            h.skip_until(u64::MAX, false, || Instant::now() >= deadline);
            times.push(t.elapsed().as_secs_f64() * 1e3);
        }
        times.sort_by(f64::total_cmp);
        let mut most = 0;
        for _ in 0..3_000 {
            let before = h.current().work();
            h.skip_until(u64::MAX, false, || true);
            most = most.max(h.current().work() - before);
        }
        println!(
            "{seed:>5} {:>8} {:>12.2} {:>12.2} {most:>14}",
            h.counters().steps,
            times[times.len() - 1],
            times[times.len() / 2]
        );
    }
}
