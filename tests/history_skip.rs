//! `run` and `skip` over a `History`: they take the steps single steps take, stop where asked, at
//! a solution and at the end, ask the clock once per slice of work and do a long step in parts.
// Native only: `wasm-pack test` builds every test target for wasm32, which has no puzzle files
// and no proptest here.
#![cfg(not(target_arch = "wasm32"))]

use sudoku_stepper::history::SLICE_WORK;
use sudoku_stepper::{Board, Engine, Event, History, Stepper, Strategy};

#[path = "support/history.rs"]
mod support;
use support::*;

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
