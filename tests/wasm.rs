//! The WASM boundary in headless Chromium: bad input arrives as a JS `Error` with the core's
//! message, and `Search`, `Geometry` and `validate` give exactly what the core gives.
#![cfg(target_arch = "wasm32")]

use js_sys::Error;
use sudoku_stepper::wasm::{self, Geometry, Search};
use sudoku_stepper::{board, Board, Engine, Event, EventKind, Snapshot, Stepper as _, Strategy};
use wasm_bindgen::prelude::*;
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
fn counters(search: &Search) -> wasm::CounterBlock {
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

#[wasm_bindgen_test]
fn the_counters_block_is_the_named_fields_in_order() {
    let fields = wasm::counter_fields();
    assert_eq!(8 * fields.len(), std::mem::size_of::<wasm::CounterBlock>());
    let mut search = Search::new(EASY, "csp").unwrap();
    search.skip(30.0, false, None).unwrap();
    let by_name = counters(&search);
    // SAFETY: countersPtr points at the search's block, alive while the search is.
    let block = unsafe { *(search.counters_ptr() as *const wasm::CounterBlock) };
    assert_eq!(by_name, block);
    assert_eq!((block.steps, block.pruned), (30.0, search.pruned()));
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
        let g = Geometry::new(side as f64).unwrap();
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
            let name = g.unit_name(u as f64).unwrap();
            assert_eq!(name, core.unit(u).unwrap().to_string());
        }
        let of = g.units_of();
        for c in 0..side * side {
            assert_eq!(of[3 * c..3 * c + 3], core.units_of(c).map(|u| u as u16));
        }
    }
    let g = Geometry::new(9.0).unwrap();
    assert_eq!(g.cell_name(80.0).unwrap(), "r9c9");
    assert_eq!(g.cell_name(-0.0).unwrap(), "r1c1");
    assert_eq!(g.shared_unit(0.0, 10.0).unwrap().as_deref(), Some("box 1"));
    assert_eq!(g.shared_unit(0.0, 80.0).unwrap(), None);
}

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

#[wasm_bindgen_test]
fn with_params_takes_a_strategys_parameters_and_names_a_bad_key() {
    let mut search = Search::with_params(EASY, "annealing", "t0=20, seed=3").unwrap();
    assert_eq!(counters(&search).temperature, 20.0);
    search.run(1.0, false, None).unwrap();
    assert_eq!(counters(&search).restarts, 1.0);
    let bad = |params: &str| {
        message(
            Search::with_params(EASY, "annealing", params)
                .err()
                .expect("should throw"),
        )
    };
    assert_eq!(
        bad("tt=3"),
        "unknown parameter \"tt\" for annealing; expected t0, q, mez, seed, budget"
    );
    assert_eq!(bad("q=2"), "q must be a number in (0, 1); got \"2\"");
    assert!(Search::with_params(EASY, "mrv", "q=0.5").is_err());
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

/// Each strategy's parameters as structured data are the core's declarations, and its machine
/// per board side the core's.
#[wasm_bindgen_test]
fn strategy_schemas_and_machines_are_the_cores() {
    for (info, s) in wasm::strategies().iter().zip(Strategy::ALL) {
        let schema = info.schema();
        assert_eq!(schema.len(), s.params().len());
        for (p, spec) in schema.iter().zip(s.params()) {
            assert_eq!(p.key(), spec.key);
            assert_eq!(p.default_value(), spec.default.to_string());
            assert_eq!(p.allowed(), spec.domain.to_string());
        }
        for side in wasm::sides() {
            assert_eq!(info.machine_on(side), s.machine_on(side).name());
        }
    }
    assert_eq!(wasm::sides().to_vec(), vec![4, 9, 16]);
    assert_eq!(wasm::standard_side(), 9);
}

/// The board's text, alphabet, arrow moves and `dlx` columns are the core's.
#[wasm_bindgen_test]
fn geometry_layouts_are_the_cores() {
    for side in [4, 9, 16] {
        let g = Geometry::new(side as f64).unwrap();
        let core = board::Geometry::of_side(side).unwrap();
        let digits: String = (1..=side as u8).map(board::digit_char).collect();
        assert_eq!(g.digits(), digits);
        assert_eq!(g.empty(), ".".repeat(side * side));
        assert_eq!(g.units_per_cell(), 3);
        let values: Vec<u8> = (0..side * side).map(|c| (c % (side + 1)) as u8).collect();
        let text = g.text(&values).unwrap();
        assert_eq!(Board::parse_unchecked(&text).unwrap().values(), &values[..]);
        let moves = g.moves();
        for c in 0..side * side {
            assert_eq!(moves[4 * c..4 * c + 4], core.moves(c).map(|m| m as u16));
        }
        let columns = g.cover_columns();
        assert_eq!(columns.len(), 3 * 4 * side * side);
    }
    let g = Geometry::new(9.0).unwrap();
    assert!(g.text(&[0; 80]).is_err());
    assert!(g.text(&[10; 81]).is_err());
    // The first digit-in-unit column: digit 1 in row 1.
    assert_eq!(g.cover_columns()[3 * 81..3 * 82], [1, 0, 1]);
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
fn event_names_are_the_cores() {
    for kind in EventKind::ALL {
        assert_eq!(wasm::event_name(kind), kind.name());
    }
    assert_eq!(wasm::event_name(EventKind::DeadEnd), "dead-end");
    assert_eq!(wasm::event_name(EventKind::SelectPlace), "select");
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

/// Every bad kind of number JS can pass where a whole number is expected.
const NOT_WHOLE: [(f64, &str); 5] = [
    (1.5, "1.5"),
    (-1.0, "-1"),
    (f64::NAN, "NaN"),
    (f64::INFINITY, "Infinity"),
    (f64::NEG_INFINITY, "-Infinity"),
];

/// The message of a thrown `RangeError` (not any other error, not a panic).
fn range_message(err: JsValue) -> String {
    let error: js_sys::RangeError = err.dyn_into().expect("a RangeError");
    error.message().into()
}

/// Checks that `call` refuses every non-whole value and every value in `too_big`, with a
/// `RangeError` naming `what` (method and argument), the range `from` to `to`, and the value.
fn refuses<T>(
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

/// The DFS article's boards come from the core's harness, values one board after the other;
/// a number of holes outside 0…81 is a `RangeError`. A lab export (the crate's `lab` feature).
#[cfg(feature = "lab")]
#[wasm_bindgen_test]
fn article_boards_are_the_harness_boards() {
    for holes in [0, 50, 81] {
        let values = wasm::article_boards(holes as f64).unwrap();
        let boards = sudoku_stepper::lab::experiment::boards(holes).unwrap();
        let expected: Vec<u8> = boards.iter().flat_map(|b| b.values()).copied().collect();
        assert_eq!(values, expected, "{holes} holes");
    }
    // The article's printed sample is its first grid with 50 holes.
    let first: Vec<u8> = wasm::article_boards(50.0).unwrap()[..81].to_vec();
    assert_eq!(first, Board::parse(TWO_SOLUTIONS).unwrap().values());
    refuses(
        "articleBoards: holes",
        0,
        81,
        &[(82.0, "82")],
        wasm::article_boards,
    );
}

#[cfg(feature = "lab")]
#[wasm_bindgen_test]
fn the_workbench_calls_give_what_the_core_gives() {
    use sudoku_stepper::generate::{generate, generate_rated};
    use sudoku_stepper::{hint, rate, Difficulty};

    // generate: the core's puzzle for a seed; with a label, the first seed's that has it.
    assert_eq!(
        wasm::generate(9.0, 5.0, true, None, 1.0).unwrap(),
        Some(generate(9, 5, true).unwrap().to_string())
    );
    let hard = wasm::generate(9.0, 20.0, false, Some("hard".into()), 500.0).unwrap();
    let (_, core) = generate_rated(9, 20, false, Difficulty::Hard, 500).unwrap();
    assert_eq!(hard, Some(core.to_string()));
    assert_eq!(
        wasm::generate(4.0, 0.0, false, Some("hard".into()), 5.0).unwrap(),
        None
    );
    let bad = wasm::generate(9.0, 0.0, false, Some("tough".into()), 1.0).unwrap_err();
    let bad: Error = bad.dyn_into().expect("an Error");
    assert_eq!(
        String::from(bad.message()),
        "unknown difficulty \"tough\"; expected one of easy, medium, hard, fiendish"
    );
    assert_eq!(
        range_message(wasm::generate(5.0, 0.0, false, None, 1.0).unwrap_err()),
        "Geometry: side must be 4, 9 or 16, got 5"
    );
    assert_eq!(
        range_message(wasm::generate(9.0, -1.0, false, None, 1.0).unwrap_err()),
        "generate: seed must be a whole number from 0 to 9007199254740991, got -1"
    );

    // rate: the core's rating.
    let r = wasm::rate(HARD_ONE).unwrap();
    let core = rate(&Board::parse(HARD_ONE).unwrap()).unwrap();
    assert_eq!(
        (r.label(), r.guesses(), r.singles_only()),
        (core.difficulty.name().to_string(), core.guesses, false)
    );
    assert!(wasm::rate(EASY).unwrap().singles_only());
    let conflict = format!("55{}", &EASY[2..]);
    assert_eq!(
        message(wasm::rate(&conflict).err().unwrap()),
        "cells r1c1 and r1c2 both hold 5 (row 1)"
    );

    // solutions: one, two different ones, or none.
    let easy = Board::parse(EASY).unwrap();
    assert_eq!(
        wasm::solutions(EASY).unwrap(),
        easy.solve_unique().unwrap().values()
    );
    let two = wasm::solutions(TWO_SOLUTIONS).unwrap();
    assert_eq!(two.len(), 162);
    assert_ne!(two[..81], two[81..]);
    let none = format!("12345678.........9{}", ".".repeat(63));
    assert_eq!(wasm::solutions(&none).unwrap(), Vec::<u8>::new());

    // hint: the core's first event of singles, packed.
    for puzzle in [EASY, HARD_ONE, none.as_str()] {
        let board = Board::parse(puzzle).unwrap();
        assert_eq!(
            wasm::hint(puzzle).unwrap(),
            hint(&board).unwrap().pack(9).to_vec()
        );
    }
    assert_eq!(
        message(wasm::hint(&conflict).err().unwrap()),
        "cells r1c1 and r1c2 both hold 5 (row 1)"
    );
}

/// Needs guessing: from the forum's hardest list.
#[cfg(feature = "lab")]
const HARD_ONE: &str =
    "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3";
