//! Step back: going back and forward again reproduces the same events and counters, and the
//! memory held stays bounded however long the search runs.
// Native only: `wasm-pack test` builds every test target for wasm32, which has no puzzle files
// and no proptest here.
#![cfg(not(target_arch = "wasm32"))]

use sudoku_stepper::history::BLOCK;
use sudoku_stepper::{Board, Engine, Event, History, Stepper, Strategy};

/// Platinum Blonde without its first two givens: many solutions, so every strategy, `fast`
/// included, guesses and backtracks for well over [`BLOCK`] steps.
const HARD: &str =
    ".................3..23..4....18....5.6..7.8.......9.....85.....9...4.5..47...6...";

fn record(h: &mut History<Engine>, n: u64) -> Vec<(Event, sudoku_stepper::Counters, Vec<u8>)> {
    let mut out = Vec::new();
    while (out.len() as u64) < n && !h.current().is_done() {
        let e = h.step();
        out.push((e, *h.counters(), h.current().values().to_vec()));
    }
    out
}

#[test]
fn back_then_forward_replays_identically_for_every_strategy() {
    let board = Board::parse(HARD).unwrap();
    for strategy in Strategy::ALL {
        let mut h = History::new(Engine::new(&board, strategy).unwrap());
        let first = record(&mut h, 5_000);
        let end = *h.counters();
        let n = first.len() as u64;
        assert!(n > BLOCK, "{strategy}: {n} steps");
        assert_eq!(end.steps, n);
        for back in [1u64, 2, 17, BLOCK - 1, BLOCK, BLOCK + 1, 3_333, 5_000] {
            let undone = h.back(back);
            assert_eq!(undone, back.min(n));
            let at = (n - undone) as usize;
            assert_eq!(h.counters().steps, at as u64);
            if at > 0 {
                assert_eq!(*h.counters(), first[at - 1].1, "{strategy} back {back}");
                assert_eq!(h.current().values(), &first[at - 1].2[..]);
            }
            let again = record(&mut h, undone);
            assert_eq!(
                &again[..],
                &first[at..],
                "{strategy} replay after back {back}"
            );
            assert_eq!(*h.counters(), end);
        }
        assert_eq!(h.back(u64::MAX), end.steps);
        assert_eq!(h.counters().steps, 0);
    }
}

#[test]
fn back_one_step_at_a_time_walks_the_events_in_reverse() {
    let board = Board::parse(HARD).unwrap();
    let mut h = History::new(Engine::new(&board, Strategy::Singles).unwrap());
    let first = record(&mut h, 3 * BLOCK + 5);
    for i in (0..first.len() - 1).rev() {
        h.back(1);
        assert_eq!(*h.counters(), first[i].1);
        assert_eq!(h.current().values(), &first[i].2[..]);
    }
}

#[test]
fn memory_stays_bounded_over_millions_of_steps() {
    let board = Board::parse(HARD).unwrap();
    let mut h = History::new(Engine::new(&board, Strategy::BruteForce).unwrap());
    let mut most = 0;
    for _ in 0..40 {
        h.run(500_000, |_| true);
        most = most.max(h.checkpoint_count());
    }
    assert_eq!(h.counters().steps, 20_000_000);
    // About 2 · 16 · log2(steps / BLOCK) checkpoints, not steps / BLOCK (≈ 19,500).
    assert!(most < 600, "{most} checkpoints");
    // Far back still works and lands exactly.
    let mut fresh = Engine::new(&board, Strategy::BruteForce).unwrap();
    fresh.run(12_345_678, |_| true);
    h.seek(12_345_678);
    assert_eq!(h.counters(), fresh.counters());
    assert_eq!(h.current().values(), fresh.values());
}

#[test]
fn run_stops_where_asked_and_at_the_end() {
    let board = Board::parse(
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
    )
    .unwrap();
    let mut h = History::new(Engine::new(&board, Strategy::Singles).unwrap());
    let mut seen = 0;
    let taken = h.run(u64::MAX, |e| {
        seen += 1;
        *e != Event::Solution
    });
    assert_eq!(taken, seen);
    assert_eq!(h.counters().solutions, 1);
    let rest = h.run(u64::MAX, |_| true);
    assert!(h.current().is_done());
    assert_eq!(h.counters().steps, taken + rest);
}

#[test]
fn skip_takes_the_steps_of_single_steps_and_keeps_the_last_event() {
    let board = Board::parse(HARD).unwrap();
    for strategy in Strategy::ALL {
        let mut stepped = History::new(Engine::new(&board, strategy).unwrap());
        let mut skipped = stepped.clone();
        for n in [0u64, 1, 2, 777, BLOCK + 3] {
            let mut last = None;
            let mut taken = 0;
            while taken < n && !stepped.current().is_done() {
                last = Some(stepped.step());
                taken += 1;
            }
            assert_eq!(skipped.skip(n, false), (taken, last), "{strategy} skip {n}");
            assert_eq!(skipped.counters(), stepped.counters(), "{strategy}");
            assert_eq!(skipped.current().values(), stepped.current().values());
        }
    }
}

#[test]
fn skip_stops_right_after_a_solution_when_asked() {
    let board = Board::parse(
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
    )
    .unwrap();
    for strategy in Strategy::ALL {
        let mut h = History::new(Engine::new(&board, strategy).unwrap());
        let (taken, last) = h.skip(u64::MAX, true);
        assert_eq!(last, Some(Event::Solution), "{strategy}");
        assert_eq!(h.counters().steps, taken);
        assert_eq!(h.counters().solutions, 1);
        assert!(!h.current().is_done());
        // Without the stop it runs on past the solution to the end of the search.
        let (rest, last) = h.skip(u64::MAX, false);
        assert_eq!(last, Some(Event::Exhausted), "{strategy}");
        assert!(h.current().is_done());
        assert_eq!(h.counters().steps, taken + rest);
        // At the end nothing is left to take.
        assert_eq!(h.skip(10, false), (0, None));
    }
}

#[test]
fn skip_of_exactly_the_remaining_steps_ends_on_exhausted() {
    let board = Board::parse("1.2.....3.4.....").unwrap();
    let total = Engine::new(&board, Strategy::Singles)
        .unwrap()
        .run(u64::MAX, |_| true);
    let mut h = History::new(Engine::new(&board, Strategy::Singles).unwrap());
    assert_eq!(h.skip(total, false), (total, Some(Event::Exhausted)));
}
