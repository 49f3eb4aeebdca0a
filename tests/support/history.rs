//! Puzzles and step recorders shared by the tests of `History` (`#[path]`-included, so cargo does
//! not build it as a test of its own).
// Each test that includes it uses part of it.
#![allow(dead_code)]

use sudoku_stepper::{Counters, Engine, Event, History, Stepper};

/// Platinum Blonde without its first two givens: many solutions, so every strategy, `fast`
/// included, guesses and backtracks for well over a checkpoint slot.
pub const HARD: &str =
    ".................3..23..4....18....5.6..7.8.......9.....85.....9...4.5..47...6...";
pub const EASY: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

/// What one step left: the event, the counters, the values and the work.
pub type Record = (Event, Counters, Vec<u8>, u64);

pub fn record_one(h: &mut History<Engine>) -> Record {
    let e = h.step();
    (
        e,
        *h.counters(),
        h.current().values().to_vec(),
        h.current().work(),
    )
}

pub fn record(h: &mut History<Engine>, n: u64) -> Vec<Record> {
    let mut out = Vec::new();
    while (out.len() as u64) < n && !h.current().is_done() {
        out.push(record_one(h));
    }
    out
}

/// Steps until at least `min_steps` steps and `work` work units are done (or the end).
pub fn record_work(h: &mut History<Engine>, min_steps: u64, work: u64) -> Vec<Record> {
    let mut out = Vec::new();
    while ((out.len() as u64) < min_steps || h.current().work() < work) && !h.current().is_done() {
        out.push(record_one(h));
    }
    out
}

/// The work of the nearest checkpoint at or before `step`.
pub fn checkpoint_work_before(h: &History<Engine>, step: u64) -> u64 {
    h.checkpoints()
        .take_while(|&(s, _)| s <= step)
        .last()
        .expect("step 0 is always kept")
        .1
}
