//! The WASM boundary in headless Chromium: bad input arrives as a JS `Error` with the core's
//! message, and the wasm `Stepper` reports exactly the events and counters of the core engine.
#![cfg(target_arch = "wasm32")]

use js_sys::{Array, Error, Reflect};
use sudoku_stepper::wasm::{self, Stepper};
use sudoku_stepper::{Board, Engine, Stepper as _, Strategy};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

const EASY: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const SWISTAK: &str =
    "46.....853...68....124.......4..19........7..7.9....3..7..3...26..794.......1.673";
const TWO_SOLUTIONS: &str =
    "003870500000002180049651030006000053050000072072305010200068000000020000030510000";

/// The message of the JS `Error` a constructor threw.
fn thrown(puzzle: &str, strategy: &str) -> String {
    let err = Stepper::new(puzzle, strategy)
        .err()
        .expect("constructor should throw");
    let value: JsValue = err.into();
    let error: Error = value.dyn_into().expect("a JS Error, not a panic");
    error.message().into()
}

#[wasm_bindgen_test]
fn bad_input_throws_errors_with_the_core_message() {
    assert_eq!(
        thrown("123", "singles"),
        "the puzzle has 3 cells; expected 16 (4×4), 81 (9×9) or 256 (16×16)"
    );
    let bad_char = format!("x{}", &EASY[1..]);
    assert!(thrown(&bad_char, "singles").starts_with("bad character 'x' at r1c1"));
    let conflict = format!("55{}", &EASY[2..]);
    assert_eq!(
        thrown(&conflict, "singles"),
        "cells r1c1 and r1c2 both hold 5 (row 1)"
    );
    assert!(thrown(EASY, "bogo").starts_with("unknown strategy \"bogo\""));
}

#[wasm_bindgen_test]
fn validate_lists_conflicts_and_throws_on_parse_errors() {
    let conflict = format!("55{}", &EASY[2..]);
    let checked = wasm::validate(&conflict).expect("parses");
    let get = |o: &JsValue, k: &str| Reflect::get(o, &k.into()).unwrap();
    assert_eq!(get(&checked, "side").as_f64(), Some(9.0));
    let conflicts: Array = get(&checked, "conflicts").dyn_into().unwrap();
    assert!(conflicts.length() >= 1);
    let first = conflicts.get(0);
    assert_eq!(
        get(&first, "message").as_string().unwrap(),
        "cells r1c1 and r1c2 both hold 5 (row 1)"
    );
    assert_eq!(get(&first, "a").as_f64(), Some(0.0));
    assert_eq!(get(&first, "b").as_f64(), Some(1.0));
    assert_eq!(get(&first, "unit").as_string().unwrap(), "row 1");
    let clean: Array = get(&wasm::validate(EASY).unwrap(), "conflicts")
        .dyn_into()
        .unwrap();
    assert_eq!(clean.length(), 0);
    assert!(wasm::validate("12").is_err());
    assert_eq!(wasm::unit_name(9 + 2, 9).as_deref(), Some("column 3"));
    assert_eq!(wasm::unit_name(27, 9), None);
    assert_eq!(wasm::unit_name(0, 0), None);
    assert_eq!(Stepper::new(EASY, "singles").unwrap().candidates(999), 0);
    assert_eq!(wasm::shared_unit(0, 80, 9), None);
    assert_eq!(wasm::shared_unit(0, 10, 9).as_deref(), Some("box 1"));
}

/// The packed events the last `run` or `skip` wrote, read as the page reads them: a
/// `Uint32Array` view of WASM memory at `events_ptr()`.
fn events(stepper: &Stepper, count: u32) -> Vec<u32> {
    let memory: js_sys::WebAssembly::Memory = wasm_bindgen::memory().dyn_into().unwrap();
    js_sys::Uint32Array::new_with_byte_offset_and_length(
        &memory.buffer(),
        stepper.events_ptr() as u32,
        count * 4,
    )
    // Copy on the JS side first: allocating the Vec may grow memory and detach the view.
    .slice(0, count * 4)
    .to_vec()
}

/// The 81 bytes at `ptr` in WASM memory, read through a `Uint8Array` view as the page does.
fn bytes(ptr: usize) -> Vec<u8> {
    let memory: js_sys::WebAssembly::Memory = wasm_bindgen::memory().dyn_into().unwrap();
    js_sys::Uint8Array::new_with_byte_offset_and_length(&memory.buffer(), ptr as u32, 81)
        .slice(0, 81)
        .to_vec()
}

/// Runs `puzzle` with `strategy` through the wasm `Stepper` in batches and through the core
/// engine directly, and checks events, counters, board and stack agree at every batch.
fn matches_native(puzzle: &str, strategy: &str, batch: u32) {
    let mut native = Engine::new(
        &Board::parse(puzzle).unwrap(),
        strategy.parse::<Strategy>().unwrap(),
    )
    .unwrap();
    let mut stepper = Stepper::new(puzzle, strategy).unwrap();
    loop {
        let mut expected = Vec::new();
        native.run(batch.into(), |e| {
            expected.extend_from_slice(&e.pack(9));
            true
        });
        let n = stepper.run(batch, false);
        assert_eq!(n as usize * 4, expected.len());
        assert_eq!(events(&stepper, n), expected, "{strategy} events");
        let c = native.counters();
        assert_eq!(stepper.steps(), c.steps as f64);
        assert_eq!(stepper.tries(), c.tries as f64);
        assert_eq!(stepper.backtracks(), c.backtracks as f64);
        assert_eq!(stepper.propagations(), c.propagations as f64);
        assert_eq!(stepper.depth(), c.depth);
        assert_eq!(stepper.max_depth(), c.max_depth);
        assert_eq!(stepper.solutions(), c.solutions as f64);
        assert_eq!(stepper.text(), native.board().to_string());
        assert_eq!(stepper.stack().len(), native.stack().len() * 4);
        assert_eq!(
            bytes(stepper.reasons_ptr()),
            native.reasons(),
            "{strategy} reasons"
        );
        assert_eq!(stepper.is_done(), native.is_done());
        if native.is_done() {
            break;
        }
    }
}

#[wasm_bindgen_test]
fn events_and_counters_match_native() {
    matches_native(SWISTAK, "backtracking", 37);
    matches_native(EASY, "brute-force", 500);
    matches_native(TWO_SOLUTIONS, "singles", 7);
    matches_native(SWISTAK, "lookahead", 1);
}

#[wasm_bindgen_test]
fn run_stops_at_the_first_solution_and_back_rewinds() {
    let mut stepper = Stepper::new(TWO_SOLUTIONS, "mrv").unwrap();
    let n = stepper.run(u32::MAX, true);
    assert_eq!(stepper.solutions(), 1.0);
    assert!(!stepper.is_done());
    assert_eq!(stepper.steps(), n as f64);
    assert!(Board::parse(&stepper.text()).unwrap().is_solved());
    let tries = stepper.tries();
    assert_eq!(stepper.back(n as f64 + 10.0), n as f64);
    assert_eq!(
        (stepper.steps(), stepper.tries(), stepper.depth()),
        (0.0, 0.0, 0)
    );
    stepper.run(n, true);
    assert_eq!(stepper.tries(), tries);
    assert_eq!(stepper.backup(1).map(|b| b.len()), Some(81));
    assert!(stepper.backup(99).is_none());
}

#[wasm_bindgen_test]
fn strategies_lists_every_strategy() {
    let list = wasm::strategies();
    assert_eq!(list.length() as usize, Strategy::ALL.len());
    let first = list.get(0);
    assert_eq!(
        Reflect::get(&first, &"name".into())
            .unwrap()
            .as_string()
            .unwrap(),
        Strategy::ALL[0].name()
    );
}

#[wasm_bindgen_test]
fn skip_steps_like_run_and_keeps_only_the_last_event() {
    let mut recorded = Stepper::new(SWISTAK, "brute-force").unwrap();
    let mut skipped = Stepper::new(SWISTAK, "brute-force").unwrap();
    for batch in [1, 777, 4096] {
        let n = recorded.run(batch, false);
        assert_eq!(skipped.skip(batch, false), n);
        let all = events(&recorded, n);
        assert_eq!(events(&skipped, 1), all[all.len() - 4..]);
        assert_eq!(skipped.text(), recorded.text());
        assert_eq!(
            (skipped.steps(), skipped.tries()),
            (recorded.steps(), recorded.tries())
        );
    }
}
