//! How long one step back takes far into a long run, after rewinding there, and what the
//! checkpoints cost in memory: `cargo run --release --example back_latency [-- quick]`.
//!
//! For each strategy and size it runs an empty board (whose search never ends) to a large step
//! count, noting the checkpoint count and the heap held at 10⁸ and 10⁹ steps, then rewinds to
//! several positions and times `back(1)` there: right after the rewind, then the median and worst
//! of ten more (10⁹, 5·10⁸, 10⁸ and 10⁶ of a 10⁹-step run). `quick` divides every step count by 100. The code uses only the `History` API
//! that the old fixed-block history had too, so the same file measures both.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

use sudoku_stepper::prelude::*;

/// Bytes live on the heap, to measure what the history holds.
static LIVE: AtomicUsize = AtomicUsize::new(0);

/// The allocator that keeps [`LIVE`]. Native only, where the example runs: the library's
/// WebAssembly build brings its own global allocator.
#[cfg(not(target_arch = "wasm32"))]
mod counting {
    use std::alloc::{GlobalAlloc, Layout, System};
    use std::sync::atomic::Ordering;

    use super::LIVE;

    struct Counting;

    unsafe impl GlobalAlloc for Counting {
        unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
            LIVE.fetch_add(layout.size(), Ordering::Relaxed);
            // SAFETY: forwarded unchanged to the system allocator.
            unsafe { System.alloc(layout) }
        }
        unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
            LIVE.fetch_sub(layout.size(), Ordering::Relaxed);
            // SAFETY: forwarded unchanged to the system allocator.
            unsafe { System.dealloc(ptr, layout) }
        }
    }

    #[global_allocator]
    static ALLOCATOR: Counting = Counting;
}

fn ms(t: Instant) -> f64 {
    t.elapsed().as_secs_f64() * 1e3
}

fn main() {
    let scale = if std::env::args().any(|a| a == "quick") {
        100
    } else {
        1
    };
    let runs: [(Strategy, usize, u64); 6] = [
        (Strategy::Backtracking, 9, 1_000_000_000),
        (Strategy::Backtracking, 16, 1_000_000_000),
        (Strategy::Fast, 9, 200_000_000),
        (Strategy::Singles, 9, 100_000_000),
        (Strategy::Mrv, 16, 100_000_000),
        (Strategy::Lookahead, 16, 1_000_000),
    ];
    println!(
        "{:<14} {:>5} {:>13} {:>13} {:>10} {:>12} {:>11} {:>11} {:>11}",
        "strategy",
        "size",
        "run to",
        "rewind to",
        "seek ms",
        "1st back ms",
        "median ms",
        "worst ms",
        "checkpts"
    );
    for (strategy, side, total) in runs {
        let total = total / scale;
        let board = Board::empty(side).expect("supported side");
        let base = LIVE.load(Ordering::Relaxed);
        let mut h = History::new(Engine::new(&board, strategy).expect("no givens"));
        let t = Instant::now();
        let mut memory = Vec::new();
        for mark in [100_000_000 / scale, 1_000_000_000 / scale, total] {
            if mark > total || h.counters().steps >= mark {
                continue;
            }
            while h.counters().steps < mark {
                let left = mark - h.counters().steps;
                h.run(left, |_| true);
            }
            memory.push((
                mark,
                h.checkpoint_count(),
                LIVE.load(Ordering::Relaxed) - base,
            ));
        }
        let run_s = t.elapsed().as_secs_f64();
        for (at, count, bytes) in &memory {
            println!(
                "{:<14} {side:>2}×{side:<2} at {at:.0e} steps: {count} checkpoints, {:.2} MB on the heap (run took {:.1} s)",
                strategy.name(),
                *bytes as f64 / 1e6,
                run_s
            );
        }
        for at in [total, total / 2, total / 10, total / 1000] {
            let t = Instant::now();
            h.seek(at);
            let seek = ms(t);
            let t = Instant::now();
            h.back(1);
            let first = ms(t);
            let mut times: Vec<f64> = (0..10)
                .map(|_| {
                    let t = Instant::now();
                    h.back(1);
                    ms(t)
                })
                .collect();
            times.sort_by(f64::total_cmp);
            let (median, worst) = (times[5], times[9]);
            println!(
                "{:<14} {side:>2}×{side:<2} {total:>13} {at:>13} {seek:>10.1} {first:>12.3} {median:>11.3} {worst:>11.3} {:>11}",
                strategy.name(),
                h.checkpoint_count()
            );
        }
    }
}
