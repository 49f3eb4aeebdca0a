//! Steps per second with the search tree recorded against without, in the same run: each
//! exact strategy on the HARD board of tests/history.rs (many solutions, so it searches for
//! as long as asked), `STEPS` steps through `History::skip` as the page's max speed does, best
//! of three, and the ratio: `cargo run --release --example tree_speed`.

use std::time::Instant;

use sudoku_stepper::prelude::*;
use sudoku_stepper::tree::TREE_CAPACITY;

const HARD: &str =
    ".................3..23..4....18....5.6..7.8.......9.....85.....9...4.5..47...6...";
const STEPS: u64 = 3_000_000;

/// Best steps per second of three runs, recording the tree or not.
fn rate(board: &Board, strategy: Strategy, tree: bool) -> f64 {
    (0..3)
        .map(|_| {
            let mut h = History::new(Engine::new(board, strategy).expect("no conflict"));
            if tree {
                h.record_tree(Some(
                    std::env::var("CAP").map_or(TREE_CAPACITY, |c| c.parse().unwrap()),
                ));
            }
            let t = Instant::now();
            let taken = h.skip(STEPS, false).0;
            taken as f64 / t.elapsed().as_secs_f64()
        })
        .fold(0.0, f64::max)
}

fn main() {
    let board = Board::parse(HARD).expect("a valid board");
    println!(
        "{:<13} {:>14} {:>14} {:>7}",
        "strategy", "off steps/s", "on steps/s", "on/off"
    );
    for strategy in Strategy::ALL.into_iter().filter(|s| s.is_exact()) {
        let off = rate(&board, strategy, false);
        let on = rate(&board, strategy, true);
        println!(
            "{:<13} {:>14.0} {:>14.0} {:>6.0}%",
            strategy.name(),
            off,
            on,
            100.0 * on / off
        );
    }
}
