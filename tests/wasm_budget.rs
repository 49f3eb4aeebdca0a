//! Time budgets at the WASM boundary in headless Chromium: `skip` and `run` stop on theirs, and a
//! report (nothing asserted on time) of how long steps back take and how far a budget overruns.
#![cfg(target_arch = "wasm32")]

use sudoku_stepper::wasm::{self, Search};
use wasm_bindgen::prelude::*;
use wasm_bindgen_test::*;

#[macro_use]
#[path = "support/wasm.rs"]
mod support;
use support::*;

wasm_bindgen_test_configure!(run_in_browser);

#[wasm_bindgen]
extern "C" {
    /// `performance.now()`.
    #[wasm_bindgen(js_namespace = performance, js_name = now)]
    fn now() -> f64;
}

#[wasm_bindgen_test]
fn skip_and_run_stop_on_their_time_budget() {
    for (puzzle, strategy) in [
        (".".repeat(81), "backtracking"),
        (".".repeat(256), "backtracking"),
        (".".repeat(256), "lookahead"),
    ] {
        let mut s = Search::new(&puzzle, strategy).unwrap();
        // Without the budget each call would run for hours; with it, about 20 ms. That a call
        // stopped on its budget shows without a clock: it returned with its step limit unspent
        // and the search not over (how long it took is printed, never asserted: wall time on a
        // shared machine is a measurement, not a correctness check). A call may end inside a
        // step longer than its budget (lookahead's first filter on 16×16 on a busy machine),
        // so it is the calls together that must take a step.
        let mut taken = 0.0;
        for _ in 0..1_000 {
            let t0 = now();
            taken = s
                .skip(wasm::MAX_SAFE_INTEGER as f64, false, Some(20.0))
                .unwrap();
            wasm_bindgen_test::console_log!("{strategy}: skip within 20 ms took {} ms", now() - t0);
            assert!(taken < wasm::MAX_SAFE_INTEGER as f64, "{strategy}");
            if taken >= 1.0 {
                break;
            }
        }
        assert!(taken >= 1.0 && !s.is_done(), "{strategy}");
        assert_eq!(s.events_len(), 4);
        let t0 = now();
        let taken = s.run(1e9, false, Some(20.0)).unwrap();
        wasm_bindgen_test::console_log!("{strategy}: run within 20 ms took {} ms", now() - t0);
        assert!(taken < 1e9 && !s.is_done(), "{strategy}: {taken} steps");
        assert_eq!(s.events_len(), 4 * taken as usize);
        // A budget of 0 still goes forward: a step, or a piece of a step longer than a slice
        // of work (lookahead's filter on 16×16), so that repeated calls soon take one.
        let before = counters(&s).steps;
        let calls = (0..10_000)
            .position(|_| s.skip(1e9, false, Some(0.0)).unwrap() >= 1.0)
            .expect("a step within 10,000 calls");
        assert!(counters(&s).steps > before);
        assert!(
            calls == 0 || strategy == "lookahead",
            "{strategy}: {calls} calls"
        );
    }
}

/// Not a test of speed (nothing is asserted on time): prints how long steps back take in the
/// browser, far into a long run and after rewinding, and how far a time budget overruns.
#[wasm_bindgen_test]
fn report_back_latency_and_budget_overrun() {
    let perf = now;
    let mut s = Search::new(&".".repeat(81), "backtracking").unwrap();
    let total = 1e9;
    while counters(&s).steps < total {
        s.skip(total - counters(&s).steps, false, None).unwrap();
    }
    for at in [1e9, 5e8, 1e8, 1e7, 1e6] {
        let t0 = perf();
        s.back(counters(&s).steps - at).unwrap();
        let seek = perf() - t0;
        let mut worst = 0f64;
        let t0 = perf();
        for _ in 0..20 {
            let t1 = perf();
            s.back(1.0).unwrap();
            worst = worst.max(perf() - t1);
        }
        let mean = (perf() - t0) / 20.0;
        wasm_bindgen_test::console_log!(
            "backtracking 9×9, 1e9 steps: at {at:e}: seek {seek:.1} ms, back(1) mean {mean:.3} ms, worst {worst:.3} ms"
        );
    }
    let mut s = Search::new(&".".repeat(256), "lookahead").unwrap();
    s.skip(400.0, false, None).unwrap();
    let mut worst = 0f64;
    let t0 = perf();
    for _ in 0..20 {
        let t1 = perf();
        s.back(1.0).unwrap();
        worst = worst.max(perf() - t1);
    }
    let mean = (perf() - t0) / 20.0;
    wasm_bindgen_test::console_log!(
        "lookahead 16×16 at step 400: back(1) mean {mean:.3} ms, worst {worst:.3} ms"
    );
    for (puzzle, strategy) in [
        (".".repeat(81), "backtracking"),
        (".".repeat(256), "lookahead"),
    ] {
        let mut s = Search::new(&puzzle, strategy).unwrap();
        let mut over = Vec::new();
        for _ in 0..20 {
            let t0 = perf();
            s.skip(wasm::MAX_SAFE_INTEGER as f64, false, Some(8.0))
                .unwrap();
            over.push(perf() - t0 - 8.0);
        }
        over.sort_by(f64::total_cmp);
        // The budget cuts lookahead's long filters between cells; for comparison, the longest
        // whole step.
        let mut longest = 0f64;
        for _ in 0..100 {
            let t0 = perf();
            s.skip(1.0, false, None).unwrap();
            longest = longest.max(perf() - t0);
        }
        wasm_bindgen_test::console_log!(
            "{strategy} skip(…, maxMs 8) overrun over 20 calls: median {:.3} ms, worst {:.3} ms; longest of the next 100 single steps {longest:.3} ms",
            over[10],
            over[19]
        );
    }
}
