//! The lab exports (the crate's `lab` feature) at the WASM boundary in headless Chromium: the DFS
//! article's boards and the workbench calls give what the core gives.
#![cfg(all(target_arch = "wasm32", feature = "lab"))]

use js_sys::Error;
use sudoku_stepper::wasm;
use sudoku_stepper::Board;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;

#[macro_use]
#[path = "support/wasm.rs"]
mod support;
use support::*;

wasm_bindgen_test_configure!(run_in_browser);

/// The DFS article's boards come from the core's harness, values one board after the other;
/// a number of holes outside 0…81 is a `RangeError`. A lab export (the crate's `lab` feature).
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
    // Givens in conflict are checked only once no solution is found: still the same error.
    assert_eq!(
        message(wasm::solutions(&conflict).err().unwrap()),
        "cells r1c1 and r1c2 both hold 5 (row 1)"
    );

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
const HARD_ONE: &str =
    "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3";
