//! The WASM boundary in headless Chromium: bad input arrives as a JS `Error` with the core's
//! message, and `Search`, `Geometry` and `validate` give exactly what the core gives.
#![cfg(target_arch = "wasm32")]

use js_sys::Error;
use sudoku_stepper::wasm::{self, Geometry, Search};
use sudoku_stepper::{board, Board, Engine, Event, Snapshot, Stepper as _, Strategy};
use wasm_bindgen::{JsCast, JsError, JsValue};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

const EASY: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const SWISTAK: &str =
    "46.....853...68....124.......4..19........7..7.9....3..7..3...26..794.......1.673";
const TWO_SOLUTIONS: &str =
    "003870500000002180049651030006000053050000072072305010200068000000020000030510000";

/// The message of a thrown JS `Error`.
fn message(err: JsError) -> String {
    let value: JsValue = err.into();
    let error: Error = value.dyn_into().expect("a JS Error, not a panic");
    error.message().into()
}

/// The message `Search::new` threw.
fn thrown(puzzle: &str, strategy: &str) -> String {
    message(Search::new(puzzle, strategy).err().expect("should throw"))
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
    assert_eq!(
        message(Geometry::new(5).err().unwrap()),
        "no 5×5 board; the sides are 4, 9 and 16"
    );
    let g = Geometry::new(9).unwrap();
    assert_eq!(
        message(g.unit_name(27).unwrap_err()),
        board::Geometry::of_side(9)
            .unwrap()
            .unit(27)
            .unwrap_err()
            .to_string()
    );
    assert!(g.cell_name(81).is_err());
    assert!(g.shared_unit(0, 81).is_err());
}

/// A `T`-typed view of `len` elements of WASM memory at `ptr`, copied out as the page reads it.
macro_rules! view {
    ($array:ty, $ptr:expr, $len:expr) => {{
        let memory: js_sys::WebAssembly::Memory = wasm_bindgen::memory().dyn_into().unwrap();
        let len = $len as u32;
        // Copy on the JS side first: allocating the Vec may grow memory and detach the view.
        <$array>::new_with_byte_offset_and_length(&memory.buffer(), $ptr as u32, len)
            .slice(0, len)
            .to_vec()
    }};
}

#[wasm_bindgen_test]
fn validate_reads_grids_and_lists_conflicts() {
    let conflict = format!("55{}", &EASY[2..]);
    let checked = wasm::validate(&conflict).expect("parses");
    assert_eq!(checked.side(), 9);
    let conflicts = checked.conflicts();
    assert!(!conflicts.is_empty());
    let first = &conflicts[0];
    assert_eq!(first.message(), "cells r1c1 and r1c2 both hold 5 (row 1)");
    assert_eq!((first.a(), first.b(), first.digit()), (0, 1, 5));
    assert_eq!(first.unit(), "row 1");
    assert!(wasm::validate(EASY).unwrap().conflicts().is_empty());
    // A grid with separators reads as its one-line token.
    let grid: String = (0..9)
        .map(|r| {
            let row = &EASY[r * 9..r * 9 + 9];
            format!("{} | {} | {}\n", &row[..3], &row[3..6], &row[6..])
        })
        .collect();
    let read = wasm::validate(&format!("# easy\n{grid}")).unwrap();
    assert_eq!(read.text(), EASY);
    assert_eq!(read.values(), Board::parse(EASY).unwrap().values());
    let e = wasm::validate("12345678\n123456789").err().unwrap();
    assert_eq!(
        message(e),
        Board::parse("12345678\n123456789").unwrap_err().to_string()
    );
}

#[wasm_bindgen_test]
fn geometry_is_the_core_geometry() {
    for side in [4, 9, 16] {
        let g = Geometry::new(side).unwrap();
        let core = board::Geometry::of_side(side).unwrap();
        assert_eq!(
            (g.side(), g.cells(), g.box_side()),
            (side, side * side, core.box_side)
        );
        assert_eq!(g.units(), 3 * side);
        let cells = g.unit_cells();
        for u in 0..3 * side {
            let expected: Vec<u16> = core.unit_cells(u).iter().map(|&c| c.into()).collect();
            assert_eq!(cells[u * side..(u + 1) * side], expected[..]);
            assert_eq!(g.unit_name(u).unwrap(), core.unit(u).unwrap().to_string());
        }
        let of = g.units_of();
        for c in 0..side * side {
            assert_eq!(of[3 * c..3 * c + 3], core.units_of(c).map(|u| u as u16));
        }
    }
    let g = Geometry::new(9).unwrap();
    assert_eq!(g.cell_name(80).unwrap(), "r9c9");
    assert_eq!(g.shared_unit(0, 10).unwrap().as_deref(), Some("box 1"));
    assert_eq!(g.shared_unit(0, 80).unwrap(), None);
}

/// Runs `puzzle` with `strategy` through `Search` in batches and through the core engine, and
/// checks events, counters, board and every snapshot view agree at every batch.
fn matches_native(puzzle: &str, strategy: Strategy, batch: u32, max_steps: f64) {
    let givens = Board::parse(puzzle).unwrap();
    let mut native = Engine::new(&givens, strategy).unwrap();
    let mut expected_snap = Snapshot::default();
    let mut search = Search::new(puzzle, strategy.name()).unwrap();
    let cells = search.cells();
    while search.steps() < max_steps {
        let mut expected = Vec::new();
        native.run(batch.into(), |e| {
            expected.extend_from_slice(&e.pack(givens.side()));
            true
        });
        let n = search.run(batch, false);
        assert_eq!(search.events_len(), 4 * n as usize);
        let events = view!(
            js_sys::Uint32Array,
            search.events_ptr(),
            search.events_len()
        );
        assert_eq!(events, expected, "{strategy} events");
        let c = native.counters();
        assert_eq!(search.steps(), c.steps as f64);
        assert_eq!(search.tries(), c.tries as f64);
        assert_eq!(search.backtracks(), c.backtracks as f64);
        assert_eq!(search.propagations(), c.propagations as f64);
        assert_eq!((search.depth(), search.max_depth()), (c.depth, c.max_depth));
        assert_eq!(search.solutions(), c.solutions as f64);
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
    let n = search.run(u32::MAX, true);
    assert_eq!(search.solutions(), 1.0);
    assert!(!search.is_done());
    assert_eq!(search.steps(), n as f64);
    assert!(Board::parse(&search.text()).unwrap().is_solved());
    let tries = search.tries();
    assert_eq!(search.back(n as f64 + 10.0), n as f64);
    assert_eq!(
        (search.steps(), search.tries(), search.depth()),
        (0.0, 0.0, 0)
    );
    search.run(n, true);
    assert_eq!(search.tries(), tries);
    assert_eq!(search.backup(1).map(|b| b.len()), Some(81));
    assert!(search.backup(99).is_none());
}

#[wasm_bindgen_test]
fn strategies_lists_every_strategy() {
    let list = wasm::strategies();
    assert_eq!(list.len(), Strategy::ALL.len());
    for (info, s) in list.iter().zip(Strategy::ALL) {
        assert_eq!(
            (info.name(), info.description()),
            (s.name().into(), s.description().into())
        );
    }
}

#[wasm_bindgen_test]
fn skip_steps_like_run_and_keeps_only_the_last_event() {
    let mut recorded = Search::new(SWISTAK, "brute-force").unwrap();
    let mut skipped = Search::new(SWISTAK, "brute-force").unwrap();
    for batch in [1, 777, 4096] {
        let n = recorded.run(batch, false);
        assert_eq!(skipped.skip(batch, false), n);
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
            (skipped.steps(), skipped.tries()),
            (recorded.steps(), recorded.tries())
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
