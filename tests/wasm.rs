//! The WASM boundary in headless Chromium: bad input arrives as a JS `Error` with the core's
//! message, and `Geometry`, `validate`, the counters block and the strategy lists give exactly
//! what the core gives (stepping a `Search` is in tests/wasm_search.rs, the checked numbers in
//! tests/wasm_inputs.rs, time budgets in tests/wasm_budget.rs, the lab exports in
//! tests/wasm_lab.rs).
#![cfg(target_arch = "wasm32")]

use sudoku_stepper::wasm::{self, Geometry, Search};
use sudoku_stepper::{board, Board, EventKind, Strategy};
use wasm_bindgen_test::*;

#[macro_use]
#[path = "support/wasm.rs"]
mod support;
use support::*;

wasm_bindgen_test_configure!(run_in_browser);

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

#[wasm_bindgen_test]
fn event_names_are_the_cores() {
    for kind in EventKind::ALL {
        assert_eq!(wasm::event_name(kind), kind.name());
    }
    assert_eq!(wasm::event_name(EventKind::DeadEnd), "dead-end");
    assert_eq!(wasm::event_name(EventKind::SelectPlace), "select");
}
