//! Step back: going back and forward again reproduces the same events and counters, checkpoints
//! are spaced by work and rebuilt near the position after a rewind, and the memory held stays
//! bounded however long the search runs.
// Native only: `wasm-pack test` builds every test target for wasm32, which has no puzzle files
// and no proptest here.
#![cfg(not(target_arch = "wasm32"))]

use sudoku_stepper::history::{SLICE_WORK, SLOT_WORK};
use sudoku_stepper::{Board, Counters, Engine, Event, History, Stepper, Strategy};

/// Platinum Blonde without its first two givens: many solutions, so every strategy, `fast`
/// included, guesses and backtracks for well over a checkpoint slot.
const HARD: &str =
    ".................3..23..4....18....5.6..7.8.......9.....85.....9...4.5..47...6...";
const EASY: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

/// What one step left: the event, the counters, the values and the work.
type Record = (Event, Counters, Vec<u8>, u64);

fn record_one(h: &mut History<Engine>) -> Record {
    let e = h.step();
    (
        e,
        *h.counters(),
        h.current().values().to_vec(),
        h.current().work(),
    )
}

fn record(h: &mut History<Engine>, n: u64) -> Vec<Record> {
    let mut out = Vec::new();
    while (out.len() as u64) < n && !h.current().is_done() {
        out.push(record_one(h));
    }
    out
}

/// Steps until at least `min_steps` steps and `work` work units are done (or the end).
fn record_work(h: &mut History<Engine>, min_steps: u64, work: u64) -> Vec<Record> {
    let mut out = Vec::new();
    while ((out.len() as u64) < min_steps || h.current().work() < work) && !h.current().is_done() {
        out.push(record_one(h));
    }
    out
}

/// The work of the nearest checkpoint at or before `step`.
fn checkpoint_work_before(h: &History<Engine>, step: u64) -> u64 {
    h.checkpoints()
        .take_while(|&(s, _)| s <= step)
        .last()
        .expect("step 0 is always kept")
        .1
}

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
fn run_stops_where_asked_and_at_the_end() {
    let board = Board::parse(EASY).unwrap();
    let mut h = History::new(Engine::new(&board, Strategy::Singles).unwrap());
    let mut seen = 0;
    let taken = h.run(u64::MAX, |e| {
        seen += 1;
        *e != Event::Solution
    });
    assert_eq!(taken, seen);
    assert_eq!(h.counters().solutions, 1);
    assert_eq!(h.last_event(), Some(Event::Solution));
    let rest = h.run(u64::MAX, |_| true);
    assert!(h.current().is_done());
    assert_eq!(h.last_event(), Some(Event::Exhausted));
    assert_eq!(h.counters().steps, taken + rest);
}

#[test]
fn skip_takes_the_steps_of_single_steps_and_keeps_the_last_event() {
    let board = Board::parse(HARD).unwrap();
    for strategy in Strategy::ALL {
        let mut stepped = History::new(Engine::new(&board, strategy).unwrap());
        let mut skipped = stepped.clone();
        for n in [0u64, 1, 2, 777, 4099, 25_013] {
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
        // With a clock that never runs out, skip_until is skip.
        let mut until = skipped.clone();
        for n in [0u64, 1, 3, 30_001] {
            assert_eq!(
                until.skip_until(n, false, || false),
                skipped.skip(n, false),
                "{strategy} skip_until {n}"
            );
            assert_eq!(until.counters(), skipped.counters());
        }
    }
}

#[test]
fn skip_stops_right_after_a_solution_when_asked() {
    let board = Board::parse(EASY).unwrap();
    // `shoot-and-go` does not solve a 9×9 within its budget; tests/local.rs has both local
    // searches on a 4×4.
    for strategy in Strategy::ALL.into_iter().filter(|s| s.is_exact()) {
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
        assert_eq!(h.skip_until(10, false, || true), (0, None));
    }
}

#[test]
fn skip_of_exactly_the_remaining_steps_ends_on_exhausted() {
    let board = Board::parse("1.2.....3.4.....").unwrap();
    let total = Engine::new(&board, Strategy::Singles)
        .unwrap()
        .run(u64::MAX, |_| true)
        .0;
    let mut h = History::new(Engine::new(&board, Strategy::Singles).unwrap());
    assert_eq!(h.skip(total, false), (total, Some(Event::Exhausted)));
}

#[test]
fn skip_until_asks_the_clock_once_per_slice_of_work() {
    let board = Board::empty(16).unwrap();
    for strategy in Strategy::ALL {
        let mut h = History::new(Engine::new(&board, strategy).unwrap());
        let mut reference = h.clone();
        // Out of time at once: one slice, at least one step, or a slice's work into a step
        // that takes longer (lookahead's first filter on an empty 16×16).
        let mut asked = 0;
        let (taken, last) = h.skip_until(u64::MAX, false, || {
            asked += 1;
            true
        });
        assert_eq!(asked, 1, "{strategy}");
        assert!(taken >= 1 || h.current().work() >= SLICE_WORK, "{strategy}");
        let step_work = h.current().max_step_work();
        if step_work != u64::MAX {
            // A uniform machine stops on the slice's work (within one chunk of the boundary).
            assert!(h.current().work() <= SLICE_WORK + step_work, "{strategy}");
            assert!(h.current().work() >= SLICE_WORK / 2, "{strategy}");
        }
        // The same steps and the same last event as a plain skip of that many.
        assert_eq!(reference.skip(taken, false), (taken, last), "{strategy}");
        assert_eq!(h.counters(), reference.counters());
        // Out of time on the fifth look: five slices.
        let mut asked = 0;
        let before = h.current().work();
        let (taken, _) = h.skip_until(u64::MAX, false, || {
            asked += 1;
            asked == 5
        });
        assert_eq!(asked, 5, "{strategy}");
        assert!(
            h.current().work() - before >= 5 * SLICE_WORK.min(step_work),
            "{strategy}"
        );
        reference.skip(taken, false);
        assert_eq!(h.counters(), reference.counters());
        // Three steps of less than a slice of work end before the clock is asked; longer ones
        // (lookahead's filters) ask it between slices.
        let mut asked = 0;
        assert_eq!(
            h.skip_until(3, false, || {
                asked += 1;
                false
            })
            .0,
            3
        );
        assert_eq!(
            asked == 0,
            step_work != u64::MAX,
            "{strategy}: asked {asked}"
        );
    }
}

/// `lookahead` on an empty 16×16: each filter is hundreds of slices of work.
#[test]
fn a_step_longer_than_the_time_left_is_done_in_parts() {
    let board = Board::empty(16).unwrap();
    let engine = Engine::new(&board, Strategy::Lookahead).unwrap();
    let mut plain = engine.clone();
    let mut h = History::new(engine);
    let mut calls_per_step = Vec::new();
    let mut calls = 0;
    while calls_per_step.len() < 40 {
        let before = (
            h.current().work(),
            *h.counters(),
            h.current().values().to_vec(),
        );
        let (taken, last) = h.skip_until(u64::MAX, false, || true);
        calls += 1;
        let work = h.current().work() - before.0;
        // One slice of work, overrun by at most one cell of the filter (16 trials).
        assert!(work < 2 * SLICE_WORK, "{work} units in one call");
        if taken == 0 {
            // Part of a step: nothing shown changes.
            assert_eq!(last, None);
            assert_eq!(h.counters(), &before.1);
            assert_eq!(h.current().values(), &before.2[..]);
            continue;
        }
        for _ in 0..taken {
            plain.step();
        }
        assert_eq!(h.counters(), plain.counters());
        assert_eq!(h.current().values(), plain.values());
        // The call may have gone on into the next step's filter.
        assert!(h.current().work() >= plain.work());
        calls_per_step.push(calls);
        calls = 0;
    }
    // Ending the step begun: a filter cut in parts counts the work it counts in one go.
    assert_eq!(h.step(), plain.step());
    assert_eq!(h.current().work(), plain.work());
    assert!(calls_per_step.iter().any(|&c| c > 10), "{calls_per_step:?}");
    // Part way into a filter, back two steps, then forward again: the same events.
    for _ in 0..3 {
        h.skip_until(u64::MAX, false, || true);
    }
    let mut reference = h.clone();
    let ahead = record(&mut reference, 3);
    let target = reference.counters().steps;
    h.back(2);
    let n = target - h.counters().steps;
    let replayed = record(&mut h, n);
    let tail = |r: &[Record]| {
        r[r.len() - 3..]
            .iter()
            .map(|r| (r.0, r.1))
            .collect::<Vec<_>>()
    };
    assert_eq!(tail(&replayed), tail(&ahead));
}

#[test]
fn run_until_records_every_event_of_its_slices() {
    let board = Board::parse(HARD).unwrap();
    let mut h = History::new(Engine::new(&board, Strategy::Mrv).unwrap());
    let mut plain = Engine::new(&board, Strategy::Mrv).unwrap();
    let mut events = Vec::new();
    let mut looks = 0;
    let taken = h.run_until(
        u64::MAX,
        |e| {
            events.push(*e);
            true
        },
        || {
            looks += 1;
            looks == 3
        },
    );
    assert_eq!(taken, events.len() as u64);
    let mut expected = Vec::new();
    plain.run(taken, |e| {
        expected.push(*e);
        true
    });
    assert_eq!(events, expected);
    assert_eq!(h.counters(), plain.counters());
    // on_event can still stop it.
    let taken = h.run_until(u64::MAX, |_| false, || false);
    assert_eq!(taken, 1);
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
