//! Puzzles and readers shared by the tests of the WASM boundary in headless Chromium
//! (`#[path]`-included, so cargo does not build it as a test of its own).
// Each test that includes it uses part of it.
#![allow(dead_code)]

use js_sys::Error;
use sudoku_stepper::wasm::{self, Search};
use wasm_bindgen::{JsCast, JsError, JsValue};

pub const EASY: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
pub const SWISTAK: &str =
    "46.....853...68....124.......4..19........7..7.9....3..7..3...26..794.......1.673";
pub const TWO_SOLUTIONS: &str =
    "003870500000002180049651030006000053050000072072305010200068000000020000030510000";

/// The message of a thrown JS `Error`.
pub fn message(err: JsError) -> String {
    let value: JsValue = err.into();
    let error: Error = value.dyn_into().expect("a JS Error, not a panic");
    error.message().into()
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

/// The counters block at `countersPtr`, as the page reads it through a `Float64Array`.
pub fn counters(search: &Search) -> wasm::CounterBlock {
    let fields = wasm::counter_fields();
    let f = view!(js_sys::Float64Array, search.counters_ptr(), fields.len());
    let at = |name: &str| f[fields.iter().position(|n| n == name).unwrap()];
    wasm::CounterBlock {
        steps: at("steps"),
        tries: at("tries"),
        backtracks: at("backtracks"),
        propagations: at("propagations"),
        depth: at("depth"),
        max_depth: at("maxDepth"),
        solutions: at("solutions"),
        updates: at("updates"),
        accepted: at("accepted"),
        penalty: at("penalty"),
        best_penalty: at("bestPenalty"),
        temperature: at("temperature"),
        restarts: at("restarts"),
        pruned: at("pruned"),
        jumped: at("jumped"),
    }
}

/// Every bad kind of number JS can pass where a whole number is expected.
pub const NOT_WHOLE: [(f64, &str); 5] = [
    (1.5, "1.5"),
    (-1.0, "-1"),
    (f64::NAN, "NaN"),
    (f64::INFINITY, "Infinity"),
    (f64::NEG_INFINITY, "-Infinity"),
];

/// The message of a thrown `RangeError` (not any other error, not a panic).
pub fn range_message(err: JsValue) -> String {
    let error: js_sys::RangeError = err.dyn_into().expect("a RangeError");
    error.message().into()
}

/// Checks that `call` refuses every non-whole value and every value in `too_big`, with a
/// `RangeError` naming `what` (method and argument), the range `from` to `to`, and the value.
pub fn refuses<T>(
    what: &str,
    from: u64,
    to: u64,
    too_big: &[(f64, &str)],
    mut call: impl FnMut(f64) -> Result<T, JsValue>,
) {
    for &(value, shown) in NOT_WHOLE.iter().chain(too_big) {
        let err = call(value)
            .err()
            .unwrap_or_else(|| panic!("{what} accepted {shown}"));
        assert_eq!(
            range_message(err),
            format!("{what} must be a whole number from {from} to {to}, got {shown}")
        );
    }
}
