//! Why a puzzle text was rejected: typed errors with positions, as the page and the CLI report them.

use thiserror::Error;

use crate::board::{digit_char, CellName, Unit};
use crate::quote::quote_char;

/// Why a puzzle text was rejected.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ParseError {
    /// The token is not 16, 81 or 256 characters long.
    #[error("the puzzle has {got} cells; expected 16 (4×4), 81 (9×9) or 256 (16×16)")]
    WrongLength {
        /// Number of characters found.
        got: usize,
    },
    /// A one-line token of a wrong length that holds a character that is never a cell: the
    /// length of such text means nothing, the character does.
    #[error("bad character {} at position {position}; use 1–9, A–G, 0 or . for cells", quote_char(*.ch))]
    BadSymbol {
        /// The first such character.
        ch: char,
        /// Its 1-based position in the token.
        position: usize,
    },
    /// A character of a grid that can never be a cell (not `0`–`9`, `A`–`G`, `.` or a spacer):
    /// reported before the grid's shape, which means nothing for such text.
    #[error(
        "bad character {} at line {line}, column {column}; use 1–9, A–G, 0 or . for cells",
        quote_char(*.ch)
    )]
    GridSymbol {
        /// The first such character.
        ch: char,
        /// Its 1-based line in the text (every line counts).
        line: usize,
        /// Its 1-based column in the line.
        column: usize,
    },
    /// A character of a one-line token that is not a digit of this size, `0` or `.`.
    #[error("bad character {} at {at} (cell {cell}); use {} or . for empty", quote_char(*.ch), allowed(*.side))]
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
    /// A character of a grid that is not a digit of this size, `0` or `.`.
    #[error("bad character {} at line {line}, column {column} ({at})", quote_char(*.ch))]
    BadGridCharacter {
        /// The offending character.
        ch: char,
        /// 1-based line of the text.
        line: usize,
        /// 1-based character column in that line.
        column: usize,
        /// The cell it stands in.
        at: CellName,
        /// Board side.
        side: usize,
    },
    /// A grid line with a number of cells other than the side.
    #[error(
        "line {line} of the grid has {got} cells; every line of a {side}×{side} grid needs {side}"
    )]
    GridLine {
        /// 1-based line of the text.
        line: usize,
        /// Cells found on it.
        got: usize,
        /// Board side.
        side: usize,
    },
    /// A grid whose lines have the right number of cells, but too few or too many lines.
    #[error("the grid has {lines} lines of {side} cells; a {side}×{side} grid needs {side}")]
    GridLines {
        /// Lines of cells found.
        lines: usize,
        /// Board side.
        side: usize,
    },
    /// A grid whose first line and number of lines both fit no board size.
    #[error("the grid has {lines} lines, the first with {first} cells; a grid needs 4, 9 or 16 lines of as many cells")]
    GridShape {
        /// Lines of cells found.
        lines: usize,
        /// Cells on the first of them.
        first: usize,
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
    /// A stable machine-readable name: `wrong_length`, `bad_character`, `bad_grid` (the shape
    /// of a multi-line grid) or `conflict`.
    pub fn kind(&self) -> &'static str {
        match self {
            ParseError::WrongLength { .. } => "wrong_length",
            ParseError::BadSymbol { .. }
            | ParseError::GridSymbol { .. }
            | ParseError::BadCharacter { .. }
            | ParseError::BadGridCharacter { .. } => "bad_character",
            ParseError::GridLine { .. }
            | ParseError::GridLines { .. }
            | ParseError::GridShape { .. } => "bad_grid",
            ParseError::Conflict { .. } => "conflict",
        }
    }
}
