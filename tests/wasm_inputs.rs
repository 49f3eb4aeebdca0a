//! Every count, cell and depth JS passes the WASM boundary is checked: a `RangeError` naming the
//! method, the argument and the range, and the edge values accepted.
#![cfg(target_arch = "wasm32")]

use sudoku_stepper::wasm::{self, Geometry, Search};
use wasm_bindgen_test::*;

#[macro_use]
#[path = "support/wasm.rs"]
mod support;
use support::*;

wasm_bindgen_test_configure!(run_in_browser);

#[wasm_bindgen_test]
fn every_count_cell_and_depth_from_js_is_checked() {
    const MAX: u64 = wasm::MAX_SAFE_INTEGER;
    let past_max = [(9007199254740992.0, "9007199254740992"), (1e21, "1e+21")];
    let mut search = Search::new(EASY, "backtracking").unwrap();
    search.skip(5.0, false, None).unwrap();
    refuses("skip: n", 0, MAX, &past_max, |n| {
        search.skip(n, false, None)
    });
    refuses("skip: n", 0, MAX, &past_max, |n| {
        search.skip(n, true, Some(5.0))
    });
    refuses("run: n", 0, MAX, &past_max, |n| search.run(n, false, None));
    refuses("back: n", 0, MAX, &past_max, |n| search.back(n));
    refuses("rewind: target", 0, MAX, &past_max, |t| search.rewind(t));
    let too_deep = [(0.0, "0"), (82.0, "82"), (4294967297.0, "4294967297")];
    refuses("backup: depth", 1, 81, &too_deep, |d| search.backup(d));
    // Nothing moved.
    assert_eq!(counters(&search).steps, 5.0);

    for (method, run) in [("skip", true), ("run", false)] {
        for (ms, shown) in [
            (-1.0, "-1"),
            (f64::NAN, "NaN"),
            (f64::NEG_INFINITY, "-Infinity"),
        ] {
            let got = if run {
                search.skip(1.0, false, Some(ms))
            } else {
                search.run(1.0, false, Some(ms))
            };
            assert_eq!(
                range_message(got.unwrap_err()),
                format!(
                    "{method}: maxMs must be a number of milliseconds from 0 up, or undefined, got {shown}"
                )
            );
        }
    }
    assert_eq!(counters(&search).steps, 5.0);

    let g = Geometry::new(9.0).unwrap();
    let off_board = [(81.0, "81"), (4294967296.0, "4294967296")];
    refuses("cellName: cell", 0, 80, &off_board, |c| g.cell_name(c));
    refuses("sharedUnit: a", 0, 80, &off_board, |a| {
        g.shared_unit(a, 0.0)
    });
    refuses("sharedUnit: b", 0, 80, &off_board, |b| {
        g.shared_unit(0.0, b)
    });
    let no_unit = [(27.0, "27"), (4294967296.0, "4294967296")];
    refuses("unitName: id", 0, 26, &no_unit, |u| g.unit_name(u));
    for (side, shown) in NOT_WHOLE
        .iter()
        .chain(&[(5.0, "5"), (4294967305.0, "4294967305")])
    {
        assert_eq!(
            range_message(Geometry::new(*side).err().expect("no such side")),
            format!("Geometry: side must be 4, 9 or 16, got {shown}")
        );
    }
}

#[wasm_bindgen_test]
fn edge_counts_are_accepted() {
    let mut search = Search::new(EASY, "backtracking").unwrap();
    assert_eq!(search.skip(0.0, false, None).unwrap(), 0.0);
    assert_eq!(search.events_len(), 0);
    assert_eq!(search.back(-0.0).unwrap(), 0.0);
    // A count past the batch runs one batch (the search here is shorter: all of it).
    let n = search.run(2f64.powi(40), false, None).unwrap();
    assert!(search.is_done());
    assert_eq!(counters(&search).steps, n);
    assert_eq!(
        search.back(wasm::MAX_SAFE_INTEGER as f64).unwrap(),
        n,
        "back as far as can be"
    );
    let far = Search::new(&".".repeat(81), "backtracking").unwrap();
    let mut far = far;
    assert_eq!(
        far.run(2f64.powi(40), false, None).unwrap(),
        wasm::MAX_BATCH as f64
    );
    assert!(far.backup(81.0).unwrap().is_none());
}
