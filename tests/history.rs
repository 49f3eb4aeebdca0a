//! Step back: going back and forward again reproduces the same events and counters, checkpoints
//! are spaced by work and rebuilt near the position after a rewind, and the memory held stays
//! bounded however long the search runs (`run`, `skip` and
//! the clock are in tests/history_skip.rs).
// Native only: `wasm-pack test` builds every test target for wasm32, which has no puzzle files
// and no proptest here.
#![cfg(not(target_arch = "wasm32"))]

use sudoku_stepper::history::SLOT_WORK;
use sudoku_stepper::{Board, Engine, Event, History, Stepper, Strategy};

#[path = "support/history.rs"]
mod support;
use support::*;

#[test]
fn back_then_forward_replays_identically_for_every_strategy() {
    let board = Board::parse(HARD).unwrap();
    for strategy in Strategy::ALL {
        let mut h = History::new(Engine::new(&board, strategy).unwrap());
        let first = record_work(&mut h, 5_000, 7 * SLOT_WORK / 2);
        let end = *h.counters();
        let n = first.len() as u64;
        assert!(h.current().work() > 3 * SLOT_WORK, "{strategy}: {n} steps");
        assert!(h.checkpoint_count() > 3, "{strategy}");
        assert_eq!(end.steps, n);
        for back in [1u64, 2, 17, n / 3, n / 2, n - 1, n, n + 5] {
            let undone = h.back(back);
            assert_eq!(undone, back.min(n));
            let at = (n - undone) as usize;
            assert_eq!(h.counters().steps, at as u64);
            if at > 0 {
                let (event, counters, values, work) = &first[at - 1];
                assert_eq!(h.counters(), counters, "{strategy} back {back}");
                assert_eq!(h.current().values(), &values[..]);
                assert_eq!(h.current().work(), *work, "{strategy}: work replays");
                assert_eq!(h.last_event(), Some(*event), "{strategy} back {back}");
            } else {
                assert_eq!(h.last_event(), None);
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
    let first = record_work(&mut h, 0, 3 * SLOT_WORK + 5);
    for i in (0..first.len() - 1).rev() {
        h.back(1);
        assert_eq!(*h.counters(), first[i].1);
        assert_eq!(h.current().values(), &first[i].2[..]);
        assert_eq!(h.last_event(), Some(first[i].0));
    }
}

/// About `2 · 16 · log2(slots / 16)` checkpoints each side of the position, plus the dense 16
/// each side of it.
fn count_bound(work: u64) -> usize {
    let slots = work / SLOT_WORK + 1;
    (2 * 16 * (64 - slots.leading_zeros() as usize + 1)).max(64)
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
    let slots = h.current().work() / SLOT_WORK;
    // Logarithmic in the slots (≈ 1,200), not one per slot.
    assert!(
        most <= count_bound(h.current().work()),
        "{most} checkpoints"
    );
    assert!(
        (most as u64) < slots / 4,
        "{most} checkpoints for {slots} slots"
    );
    // Far back still works and lands exactly.
    let mut fresh = Engine::new(&board, Strategy::BruteForce).unwrap();
    fresh.run(12_345_678, |_| true);
    h.seek(12_345_678);
    assert_eq!(h.counters(), fresh.counters());
    assert_eq!(h.current().values(), fresh.values());
}

#[test]
fn a_far_rewind_rebuilds_dense_checkpoints_around_the_new_position() {
    let board = Board::empty(9).unwrap();
    let mut h = History::new(Engine::new(&board, Strategy::Backtracking).unwrap());
    h.run(30_000_000, |_| true);
    let bound = count_bound(h.current().work());
    let end = *h.counters();
    for target in [
        29_000_000u64,
        15_000_001,
        3_000_017,
        1_000_003,
        20_000_000,
        77,
    ] {
        h.seek(target);
        assert_eq!(h.counters().steps, target);
        // Stepping back one step from here replays less than one slot of work.
        let work_before = {
            let mut probe = h.clone();
            probe.back(1);
            probe.current().work()
        };
        let replay = work_before - checkpoint_work_before(&h, target - 1);
        assert!(replay < SLOT_WORK, "after seek({target}): {replay} units");
        // And so does every step back within one slot of work (20,000 steps) of it.
        for k in [2u64, 10, 1_000, 19_999] {
            let t = target.saturating_sub(k);
            let mut plain = Engine::new(&board, Strategy::Backtracking).unwrap();
            plain.run(t, |_| true);
            let replay = plain.work() - checkpoint_work_before(&h, t);
            assert!(replay < SLOT_WORK, "{k} before {target}: {replay} units");
        }
        // Back then forward is a plain replay.
        let mut plain = Engine::new(&board, Strategy::Backtracking).unwrap();
        plain.run(target - 1, |_| true);
        h.back(1);
        assert_eq!(h.counters(), plain.counters());
        assert_eq!(h.current().values(), plain.values());
        let e = plain.step();
        assert_eq!(h.step(), e);
        assert_eq!(h.counters(), plain.counters());
        assert!(h.checkpoint_count() <= bound, "{}", h.checkpoint_count());
    }
    // Forward to the end again, and the far end is exact.
    h.seek(end.steps);
    assert_eq!(*h.counters(), end);
    assert!(h.checkpoint_count() <= bound);
}

#[test]
fn a_slow_machine_checkpoints_by_work_not_by_steps() {
    // lookahead on 16×16: a filtering step can cost 10⁸ work units.
    let puzzle = sudoku_stepper::generate::generate(16, 3, false).unwrap();
    let mut board = puzzle;
    for cell in (0..256).step_by(3) {
        board.set(cell, 0);
    }
    let mut h = History::new(Engine::new(&board, Strategy::Lookahead).unwrap());
    let first = record(&mut h, 120);
    assert!(first.len() == 120, "{} steps", first.len());
    assert!(h.current().work() > 20 * SLOT_WORK);
    // Every position within 16 slots of the end is less than one slot of work past a
    // checkpoint, and so is the step before the last filtering step.
    let now = h.current().work() / SLOT_WORK;
    let mut near = 0;
    for (i, r) in first.iter().enumerate() {
        if r.3 / SLOT_WORK + 16 > now {
            near += 1;
            let replay = r.3 - checkpoint_work_before(&h, i as u64 + 1);
            assert!(replay < SLOT_WORK, "step {}: {replay} units", i + 1);
        }
    }
    assert!(near >= 1);
    let filter = first
        .iter()
        .rposition(|r| matches!(r.0, Event::Filter { .. }))
        .unwrap();
    let replay = first[filter - 1].3 - checkpoint_work_before(&h, filter as u64);
    assert!(replay < SLOT_WORK, "before the last filter: {replay} units");
    for _ in 0..30 {
        h.back(1);
        let at = h.counters().steps as usize;
        assert_eq!(h.counters(), &first[at - 1].1);
        assert_eq!(h.last_event(), Some(first[at - 1].0));
    }
}

#[test]
fn checkpoints_stay_bounded_when_seeking_back_and_forth() {
    let board = Board::parse(HARD).unwrap();
    let mut h = History::new(Engine::new(&board, Strategy::Backtracking).unwrap());
    h.run(8_000_000, |_| true);
    let bound = count_bound(h.current().work());
    let mut x: u64 = 12345;
    for _ in 0..200 {
        x = x
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let target = (x >> 33) % 8_000_000;
        h.seek(target);
        assert_eq!(h.counters().steps, target);
        h.run(x % 50_000, |_| true);
        assert!(h.checkpoint_count() <= bound, "{}", h.checkpoint_count());
    }
}

#[test]
fn rewind_then_forward_reaches_exactly_what_back_reaches() {
    let board = Board::parse(HARD).unwrap();
    let mut far = History::new(Engine::new(&board, Strategy::Backtracking).unwrap());
    far.run(300_000, |_| true);
    let mut plain = far.clone();
    for target in [299_999, 150_000, 4_097, 1, 0] {
        plain.seek(target);
        let at = far.rewind(target);
        assert!(at <= target, "rewind to {target} landed at {at}");
        far.run(target - at, |_| true);
        assert_eq!(far.counters(), plain.counters(), "at {target}");
        assert_eq!(
            far.current().values(),
            plain.current().values(),
            "at {target}"
        );
        assert_eq!(far.last_event(), plain.last_event(), "at {target}");
    }
    // Forward of the current step: nothing moves.
    let now = far.counters().steps;
    assert_eq!(far.rewind(now + 10), now);
}
