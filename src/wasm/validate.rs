//! Reading puzzle text for an editor: the core parser, keeping conflicts to highlight them.

use wasm_bindgen::prelude::*;

use crate::board::Board;
use crate::parse::ParseError;

/// Two givens with the same digit in one unit.
#[wasm_bindgen]
#[derive(Clone)]
pub struct Conflict {
    a: usize,
    b: usize,
    digit: u8,
    unit: String,
    message: String,
}

#[wasm_bindgen]
impl Conflict {
    /// The first cell (the lower index).
    #[wasm_bindgen(getter)]
    pub fn a(&self) -> usize {
        self.a
    }

    /// The second cell.
    #[wasm_bindgen(getter)]
    pub fn b(&self) -> usize {
        self.b
    }

    /// The repeated digit.
    #[wasm_bindgen(getter)]
    pub fn digit(&self) -> u8 {
        self.digit
    }

    /// The unit they share: "row 3", "column 8", "box 2".
    #[wasm_bindgen(getter)]
    pub fn unit(&self) -> String {
        self.unit.clone()
    }

    /// The core's message: "cells r1c1 and r1c2 both hold 5 (row 1)".
    #[wasm_bindgen(getter)]
    pub fn message(&self) -> String {
        self.message.clone()
    }
}

/// A puzzle as read, conflicts included.
#[wasm_bindgen]
pub struct Validation {
    board: Board,
    conflicts: Vec<Conflict>,
}

#[wasm_bindgen]
impl Validation {
    /// Cells per row: 4, 9 or 16.
    #[wasm_bindgen(getter)]
    pub fn side(&self) -> usize {
        self.board.side()
    }

    /// The values, row by row (0 for empty).
    #[wasm_bindgen(getter)]
    pub fn values(&self) -> Vec<u8> {
        self.board.values().to_vec()
    }

    /// Every pair of givens in conflict.
    #[wasm_bindgen(getter)]
    pub fn conflicts(&self) -> Vec<Conflict> {
        self.conflicts.clone()
    }

    /// The canonical one-line token of what was read (`.` for empty).
    #[wasm_bindgen(getter)]
    pub fn text(&self) -> String {
        self.board.to_string()
    }
}

/// Reads `text` (a one-line token or a multi-line grid) without rejecting conflicts.
///
/// # Errors
///
/// Throws an `Error` with the core's message when it is not a puzzle: a wrong length or shape,
/// or a character that is no cell of this size.
#[wasm_bindgen]
pub fn validate(text: &str) -> Result<Validation, JsError> {
    let board = Board::parse_unchecked(text)?;
    let conflicts = board
        .conflicts()
        .into_iter()
        .filter_map(|e| {
            let message = e.to_string();
            let ParseError::Conflict {
                a, b, digit, unit, ..
            } = e
            else {
                return None;
            };
            Some(Conflict {
                a,
                b,
                digit,
                unit: unit.to_string(),
                message,
            })
        })
        .collect();
    Ok(Validation { board, conflicts })
}
