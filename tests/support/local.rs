//! Puzzles and helpers shared by the tests of local search (`#[path]`-included, so cargo does not
//! build it as a test of its own).
// Each test that includes it uses part of it.
#![allow(dead_code)]

use sudoku_stepper::params::Params;
use sudoku_stepper::{Board, Engine, Event, Stepper, Strategy};

/// The paper's 4×4 board: three solutions.
pub const PAPER_4X4: &str = ".3.....3.412....";
/// The easy preset.
pub const EASY: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
/// Every box has one free cell, and the only fill repeats a 3 in row 3: no solution.
pub const FORCED_WRONG: &str = "43212.4..23414.2";

pub const LOCAL: [Strategy; 2] = [Strategy::Annealing, Strategy::ShootAndGo];

pub fn engine(puzzle: &str, strategy: Strategy, params: &str) -> Engine {
    let board = Board::parse(puzzle).unwrap();
    Engine::with_params(&board, strategy, &Params::parse(params).unwrap()).unwrap()
}

/// Digits missing from the rows and columns (and the boxes, with `boxes`) of `values`.
pub fn penalty(board: &Board, boxes: bool) -> u32 {
    let g = board.geometry();
    let units = if boxes { 3 } else { 2 } * g.side;
    (0..units)
        .map(|u| {
            let seen = g
                .unit_cells(u)
                .iter()
                .map(|&c| board.get(c as usize))
                .filter(|&v| v != 0)
                .fold(0u32, |m, v| m | 1 << v);
            g.side as u32 - seen.count_ones()
        })
        .sum()
}

/// Steps to the end (at most `max` steps), returning the events.
pub fn events(e: &mut Engine, max: u64) -> Vec<Event> {
    let mut out = Vec::new();
    e.run(max, |ev| {
        out.push(*ev);
        true
    });
    out
}
