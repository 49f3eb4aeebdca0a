//! The study page's pool at the WASM boundary in headless Chromium: a study split into ranges of
//! its seeds, each range's runs handed over by `Study::take_runs` and gathered in
//! `StudyTallies` in any order, gives exactly the numbers of one `Study` that ran them all; bad
//! runs are a `RangeError` and add nothing.
#![cfg(target_arch = "wasm32")]

use sudoku_stepper::wasm::{Study, StudyTallies};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

/// Runs a whole study to its end.
fn run_all(study: &mut Study) {
    while study.done() < study.total() {
        study.advance(1_000.0).unwrap();
    }
}

/// Numbers equal as the page compares them: NaN (no run solved) equal to NaN.
fn same(a: &[f64], b: &[f64]) -> bool {
    a.len() == b.len()
        && a.iter()
            .zip(b)
            .all(|(x, y)| x == y || (x.is_nan() && y.is_nan()))
}

#[wasm_bindgen_test]
fn tallies_of_seed_ranges_in_any_order_are_the_whole_studys() {
    for (strategy, runs, budget) in [
        ("shoot-and-go", 7.0, None),
        ("annealing", 3.0, Some(30_000.0)),
    ] {
        let mut whole = Study::new(strategy, 4.0, runs, budget).unwrap();
        run_all(&mut whole);
        let settings = whole.summary().len() / 6;
        let mut tallies = StudyTallies::new(settings as f64).unwrap();
        // Seeds 4..6 and 6..4+runs, the later range added first.
        let mut parts: Vec<Vec<f64>> = [(4.0, 2.0), (6.0, runs - 2.0)]
            .into_iter()
            .map(|(first, n)| {
                let mut part = Study::new(strategy, first, n, budget).unwrap();
                run_all(&mut part);
                let runs = part.take_runs();
                assert!(part.take_runs().is_empty(), "taken once");
                runs
            })
            .collect();
        parts.reverse();
        for part in &parts {
            tallies.add(part).unwrap();
        }
        assert!(same(&tallies.summary(), &whole.summary()), "{strategy}");
        assert_eq!(whole.take_runs().len(), 4 * whole.total() as usize);
    }
}

#[wasm_bindgen_test]
fn bad_runs_are_a_range_error_and_add_nothing() {
    let mut tallies = StudyTallies::new(2.0).unwrap();
    let empty = tallies.summary();
    for bad in [
        vec![0.0, 1.0, 10.0],
        vec![0.0, 1.0, 10.0, 5.0, 2.0, 1.0, 10.0, 5.0],
        vec![0.0, 2.0, 10.0, 5.0],
        vec![0.0, 1.0, -1.0, 5.0],
    ] {
        assert!(tallies.add(&bad).is_err(), "{bad:?}");
        assert!(same(&tallies.summary(), &empty));
    }
    assert!(StudyTallies::new(0.0).is_err());
}
