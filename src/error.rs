//! Typed errors with positions, as the page and the CLI report them.

use thiserror::Error;

use crate::board::{digit_char, CellName, Unit};

/// Why a puzzle text was rejected.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ParseError {
    /// The token is not 16, 81 or 256 characters long.
    #[error("the puzzle has {got} cells; expected 16 (4×4), 81 (9×9) or 256 (16×16)")]
    WrongLength {
        /// Number of characters found.
        got: usize,
    },
    /// A character that is not a digit of this size, `0` or `.`.
    #[error("bad character {ch:?} at {at} (cell {cell}); use {} or . for empty", allowed(*.side))]
    BadCharacter {
        /// The offending character.
        ch: char,
        /// 0-based cell index.
        cell: usize,
        /// Its row and column.
        at: CellName,
        /// Board side, for the list of allowed characters.
        side: usize,
    },
    /// Two givens with the same digit in one unit.
    #[error("cells {} and {} both hold {} ({unit})", CellName::new(*.a, *.side), CellName::new(*.b, *.side), digit_char(*.digit))]
    Conflict {
        /// First cell (0-based, the lower index).
        a: usize,
        /// Second cell.
        b: usize,
        /// The repeated digit.
        digit: u8,
        /// The unit they share.
        unit: Unit,
        /// Board side, for naming cells.
        side: usize,
    },
}

fn allowed(side: usize) -> String {
    match side {
        4 => "1–4".into(),
        9 => "1–9".into(),
        _ => "1–9, A–G".into(),
    }
}

impl ParseError {
    /// A stable machine-readable name: `wrong_length`, `bad_character` or `conflict`.
    pub fn kind(&self) -> &'static str {
        match self {
            ParseError::WrongLength { .. } => "wrong_length",
            ParseError::BadCharacter { .. } => "bad_character",
            ParseError::Conflict { .. } => "conflict",
        }
    }
}
