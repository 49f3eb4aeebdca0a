//! Why a puzzle text was rejected: typed errors with positions, as the page and the CLI report them.

use thiserror::Error;

use crate::board::{digit_char, CellName, Unit};
use crate::quote::{counted, quote_char};

/// Why a puzzle text was rejected.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ParseError {
    /// The token is not 16, 81 or 256 characters long.
    #[error("the puzzle has {}; expected 16 (4×4), 81 (9×9) or 256 (16×16)", counted(*.got as u64, "cell"))]
    WrongLength {
        /// Number of characters found.
        got: usize,
    },
    /// A one-line token of a wrong length that holds a character that is never a cell: the
    /// length of such text means nothing, the character does.
    #[error("bad character {} at position {position}; {}", quote_char(*.ch), fix(*.ch, "use 1–9, A–G, 0 or . for cells"))]
    BadSymbol {
        /// The first such character.
        ch: char,
        /// Its 1-based position in the token.
        position: usize,
    },
    /// A character of a grid that can never be a cell (not `0`–`9`, `A`–`G`, `.` or a spacer):
    /// reported before the grid's shape, which means nothing for such text.
    #[error(
        "bad character {} at line {line}, column {column}; {}",
        quote_char(*.ch),
        fix(*.ch, "use 1–9, A–G, 0 or . for cells")
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
    #[error("bad character {} at {at} (cell {cell}); {}", quote_char(*.ch), fix(*.ch, &format!("use {} or . for empty", allowed(*.side))))]
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
    #[error("bad character {} at line {line}, column {column} ({at}){}", quote_char(*.ch), utf16_hint(*.ch).map_or(String::new(), |h| format!("; {h}")))]
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
        "line {line} of the grid has {}; every line of a {side}×{side} grid needs {side}",
        counted(*.got as u64, "cell")
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
    #[error("the grid has {} of {side} cells; a {side}×{side} grid needs {side}", counted(*.lines as u64, "line"))]
    GridLines {
        /// Lines of cells found.
        lines: usize,
        /// Board side.
        side: usize,
    },
    /// A grid whose first line and number of lines both fit no board size.
    #[error("the grid has {}, the first with {}; a grid needs 4, 9 or 16 lines of as many cells", counted(*.lines as u64, "line"), counted(*.first as u64, "cell"))]
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

/// NUL is in no text file people write, but in every other byte of one saved as UTF-16 (as
/// Windows' Notepad once did by default), which the page and the CLI read as UTF-8.
const UTF16_HINT: &str =
    "the text looks like UTF-16 (a NUL byte beside each character): save it as UTF-8";

/// What to say about a bad character `ch`: that the text is UTF-16 when it is a NUL.
fn utf16_hint(ch: char) -> Option<&'static str> {
    (ch == '\0').then_some(UTF16_HINT)
}

/// The advice after a bad character: the hint about UTF-16 for a NUL, else `usual`.
fn fix(ch: char, usual: &str) -> String {
    utf16_hint(ch).unwrap_or(usual).to_string()
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
