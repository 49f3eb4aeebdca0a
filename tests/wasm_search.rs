//! A `Search` at the WASM boundary in headless Chromium steps exactly as the core does: events,
//! counters and every snapshot view per batch, `skip`, `back` and `rewind`, and the reasons.
#![cfg(target_arch = "wasm32")]

use sudoku_stepper::wasm::{self, Search};
use sudoku_stepper::{Board, Engine, Event, Snapshot, Stepper as _, Strategy};
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;

#[macro_use]
#[path = "support/wasm.rs"]
mod support;
use support::*;

wasm_bindgen_test_configure!(run_in_browser);

/// Runs `puzzle` with `strategy` through `Search` in batches and through the core engine, and
/// checks events, counters, board and every snapshot view agree at every batch.
fn matches_native(puzzle: &str, strategy: Strategy, batch: u32, max_steps: f64) {
    let givens = Board::parse(puzzle).unwrap();
    let mut native = Engine::new(&givens, strategy).unwrap();
    let mut expected_snap = Snapshot::default();
    let mut search = Search::new(puzzle, strategy.name()).unwrap();
    let cells = search.cells();
    while counters(&search).steps < max_steps {
        let mut expected = Vec::new();
        native.run(batch.into(), |e| {
            expected.extend_from_slice(&e.pack(givens.side()));
            true
        });
        let n = search.run(batch.into(), false, None).unwrap();
        assert_eq!(search.events_len(), 4 * n as usize);
        let events = view!(
            js_sys::Uint32Array,
            search.events_ptr(),
            search.events_len()
        );
        assert_eq!(events, expected, "{strategy} events");
        // The block the page reads after every batch: the core's counters (the casts the old
        // getters made), named and placed as `counterFields` says.
        let want = wasm::CounterBlock::from(native.counters());
        assert_eq!(counters(&search), want, "{strategy} counters");
        assert_eq!(search.text(), native.board().to_string());
        assert_eq!(search.is_done(), native.is_done());

        search.snapshot(true);
        expected_snap.fill(&native, &givens, true);
        let s = &expected_snap;
        assert_eq!(
            view!(js_sys::Uint8Array, search.values_ptr(), cells),
            s.values()
        );
        assert_eq!(
            view!(js_sys::Uint8Array, search.origins_ptr(), cells),
            s.origins()
        );
        let cands = view!(js_sys::Uint16Array, search.candidates_ptr(), cells);
        assert_eq!(cands, s.candidates(), "{strategy} candidates");
        assert_eq!(search.stack_len(), s.stack_len());
        let stack = view!(
            js_sys::Uint32Array,
            search.stack_ptr(),
            4 * search.stack_len()
        );
        assert_eq!(stack, s.stack(), "{strategy} stack");
        let len = search.cleared_len();
        assert_eq!(
            view!(js_sys::Uint16Array, search.cleared_ptr(), len),
            s.cleared()
        );
        let digits = view!(js_sys::Uint8Array, search.cleared_digits_ptr(), len);
        assert_eq!(digits, s.cleared_digits());
        if native.is_done() {
            break;
        }
    }
}

#[wasm_bindgen_test]
fn events_counters_and_snapshots_match_native_for_every_strategy() {
    for (i, strategy) in Strategy::ALL.into_iter().enumerate() {
        matches_native(EASY, strategy, [37, 500, 7, 1][i % 4], 20_000.0);
        matches_native(TWO_SOLUTIONS, strategy, 61, 3_000.0);
    }
    matches_native("1.2.....3.4.....", Strategy::Fast, 3, 1e9);
}

#[wasm_bindgen_test]
fn run_stops_at_the_first_solution_and_back_rewinds() {
    let mut search = Search::new(TWO_SOLUTIONS, "mrv").unwrap();
    let n = search.run(u32::MAX.into(), true, None).unwrap();
    assert_eq!(counters(&search).solutions, 1.0);
    assert!(!search.is_done());
    assert_eq!(counters(&search).steps, n);
    assert!(Board::parse(&search.text()).unwrap().is_solved());
    let tries = counters(&search).tries;
    assert_eq!(search.back(n + 10.0).unwrap(), n);
    assert_eq!(
        (
            counters(&search).steps,
            counters(&search).tries,
            counters(&search).depth
        ),
        (0.0, 0.0, 0.0)
    );
    search.run(n, true, None).unwrap();
    assert_eq!(counters(&search).tries, tries);
    assert_eq!(search.backup(1.0).unwrap().map(|b| b.len()), Some(81));
    assert!(search.backup(81.0).unwrap().is_none());
}

/// `choice`, `nextTry`, `columnSizes` and `StrategyInfo.family` give the core's facts at every
/// step of a search, and nothing where the core has none.
#[wasm_bindgen_test]
fn reasons_are_the_cores() {
    for name in ["brute-force", "mrv", "singles", "dlx", "annealing"] {
        let strategy: Strategy = name.parse().unwrap();
        let mut search = Search::new(SWISTAK, name).unwrap();
        let mut engine = Engine::new(&Board::parse(SWISTAK).unwrap(), strategy).unwrap();
        for _ in 0..300 {
            search.skip(1.0, false, None).unwrap();
            engine.step();
            assert_eq!(search.choice(), engine.choice().map(|c| c.pack().to_vec()));
            let next = engine
                .next_try()
                .map(|(cell, d)| vec![u32::from(cell), u32::from(d)]);
            assert_eq!(search.next_try(), next);
            if let Engine::Dlx(d) = &engine {
                assert_eq!(search.column_sizes(), Some(d.column_options()));
            }
        }
    }
    for (info, s) in wasm::strategies().iter().zip(Strategy::ALL) {
        assert_eq!(info.family(), s.family().name());
    }
}

#[wasm_bindgen_test]
fn skip_steps_like_run_and_keeps_only_the_last_event() {
    let mut recorded = Search::new(SWISTAK, "brute-force").unwrap();
    let mut skipped = Search::new(SWISTAK, "brute-force").unwrap();
    for batch in [1.0, 777.0, 4096.0, 30_011.0] {
        let n = recorded.run(batch, false, None).unwrap();
        assert_eq!(skipped.skip(batch, false, None).unwrap(), n);
        let all = view!(
            js_sys::Uint32Array,
            recorded.events_ptr(),
            recorded.events_len()
        );
        assert_eq!(skipped.events_len(), 4);
        let last = view!(js_sys::Uint32Array, skipped.events_ptr(), 4);
        assert_eq!(last, all[all.len() - 4..]);
        assert_eq!(skipped.text(), recorded.text());
        assert_eq!(
            (counters(&skipped).steps, counters(&skipped).tries),
            (counters(&recorded).steps, counters(&recorded).tries)
        );
    }
}

#[wasm_bindgen_test]
fn refutation_packs_the_dead_end_singles_reach() {
    let refuted = format!("12345678.........9{}", ".".repeat(63));
    let search = Search::new(&refuted, "singles").unwrap();
    let expected = Event::DeadEnd(Board::parse(&refuted).unwrap().refutation().unwrap()).pack(9);
    assert_eq!(search.refutation(), Some(expected.to_vec()));
    assert_eq!(search.refutation().unwrap()[..2], [5, 8]);
    assert_eq!(Search::new(EASY, "fast").unwrap().refutation(), None);
}

#[wasm_bindgen_test]
fn back_leaves_the_event_that_led_to_the_new_position() {
    let empty = ".".repeat(81);
    let mut recorded = Search::new(&empty, "singles").unwrap();
    let n = recorded.run(500.0, false, None).unwrap() as usize;
    let all = view!(
        js_sys::Uint32Array,
        recorded.events_ptr(),
        recorded.events_len()
    );
    for back in [1usize, 7, 300, 499] {
        let mut s = Search::new(&empty, "singles").unwrap();
        s.skip(n as f64, false, None).unwrap();
        assert_eq!(s.back(back as f64).unwrap(), back as f64);
        let at = n - back;
        let last = view!(js_sys::Uint32Array, s.events_ptr(), s.events_len());
        assert_eq!(last, all[4 * (at - 1)..4 * at], "back {back}");
    }
    let mut s = Search::new(&empty, "singles").unwrap();
    s.skip(3.0, false, None).unwrap();
    assert_eq!(s.back(10.0).unwrap(), 3.0);
    assert_eq!(s.events_len(), 0, "nothing led to step 0");
}

#[wasm_bindgen_test]
fn rewind_then_skip_reaches_what_back_reaches() {
    // Built against brute force: backtracking runs for millions of steps on it.
    let long = "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9";
    let mut stepped = Search::new(long, "backtracking").unwrap();
    let mut backed = Search::new(long, "backtracking").unwrap();
    stepped.skip(20_000.0, false, None).unwrap();
    backed.skip(20_000.0, false, None).unwrap();
    backed.back(12_345.0).unwrap();
    let at = stepped.rewind(7_655.0).unwrap();
    assert!(at <= 7_655.0);
    stepped.skip(7_655.0 - at, false, Some(1e9)).unwrap();
    assert_eq!(counters(&backed).steps, 7_655.0);
    assert_eq!(counters(&stepped).steps, counters(&backed).steps);
    assert_eq!(counters(&stepped).tries, counters(&backed).tries);
    assert_eq!(counters(&stepped).depth, counters(&backed).depth);
    assert_eq!(stepped.text(), backed.text());
    assert_eq!(stepped.events_len(), backed.events_len());
}
