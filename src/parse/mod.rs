//! Reading puzzle text as CONTRACT.md describes it: a one-line token (what CLI files hold) or a
//! multi-line grid (what people paste), with errors that say what was read and where.

mod error;

pub use error::ParseError;

use crate::board::{Board, CellName, Geometry};

/// The value a character stands for (0 for `0` and `.`), whatever the board size; `None` for a
/// character that is never a cell.
fn cell_value(ch: char) -> Option<u8> {
    match ch {
        '0' | '.' => Some(0),
        '1'..='9' => Some(ch as u8 - b'0'),
        'a'..='g' => Some(ch as u8 - b'a' + 10),
        'A'..='G' => Some(ch as u8 - b'A' + 10),
        _ => None,
    }
}

/// Characters a grid line may hold between cells.
fn is_spacer(ch: char) -> bool {
    matches!(ch, ' ' | '\t' | '|' | '+')
}

/// A line that only draws the grid: `-`, `+`, `|`, `=` and spaces.
fn is_separator(line: &str) -> bool {
    line.chars()
        .all(|ch| matches!(ch, '-' | '+' | '|' | '=' | ' ' | '\t'))
}

/// A line of the text that holds cells: 1-based line number and the line without its end.
struct ContentLine<'a> {
    number: usize,
    text: &'a str,
}

/// The lines that hold cells: blank lines, `#` comments and separator lines skipped.
fn content_lines(text: &str) -> impl Iterator<Item = ContentLine<'_>> {
    text.split('\n')
        .map(|l| l.strip_suffix('\r').unwrap_or(l))
        .enumerate()
        .filter(|(_, l)| {
            let t = l.trim();
            !t.is_empty() && !t.starts_with('#') && !is_separator(t)
        })
        .map(|(i, text)| ContentLine {
            number: i + 1,
            text,
        })
}

impl Board {
    /// Parses puzzle text as CONTRACT.md describes: one token of `side²` characters (anything
    /// after the first space, tab or `:` ignored), or a grid of `side` lines of `side` cells.
    /// `0` and `.` are empty; `1`–`9` then `A`–`G` (any case) are digits. Givens in conflict are
    /// an error.
    ///
    /// # Errors
    ///
    /// A [`ParseError`] that says what was read and where: a wrong length or shape, a
    /// character that is no cell of this size, or givens in conflict ([`ParseError::Conflict`]).
    pub fn parse(text: &str) -> Result<Board, ParseError> {
        let board = Board::parse_unchecked(text)?;
        board.check_conflicts()?;
        Ok(board)
    }

    /// Parses like [`Board::parse`] but accepts givens in conflict (the page shows them).
    ///
    /// # Errors
    ///
    /// The errors of [`Board::parse`] but [`ParseError::Conflict`].
    pub fn parse_unchecked(text: &str) -> Result<Board, ParseError> {
        let mut lines = content_lines(text);
        let first = lines.next();
        if lines.next().is_some() {
            return parse_grid(text);
        }
        parse_token(first.map_or("", |l| l.text))
    }
}

/// The puzzle token of one line: what [`Board::parse`] reads from one-line text. Leading
/// whitespace is skipped and the token ends at the first space, tab, `:` or `\r`, so
/// `puzzle:count:solution`, `puzzle<TAB>label` and CRLF lines read as their puzzle.
pub fn token(line: &str) -> &str {
    let line = line.trim_start();
    // The ends are ASCII, so the byte where one is found is a character boundary; searching
    // bytes spares decoding every character, which shows in a count's time in WebAssembly.
    let end = line
        .bytes()
        .position(|b| matches!(b, b' ' | b'\t' | b':' | b'\r'))
        .unwrap_or(line.len());
    &line[..end]
}

impl Board {
    /// Parses one line as a token, like [`Board::parse`] on one-line text but without looking
    /// for a grid: the board of exactly the characters [`token`] returns, so that a caller can
    /// echo what was parsed.
    ///
    /// # Errors
    ///
    /// The errors of [`Board::parse`] for one-line text.
    pub fn parse_token(line: &str) -> Result<Board, ParseError> {
        let board = parse_token(line)?;
        board.check_conflicts()?;
        Ok(board)
    }
}

/// One line holding one token: CLI files, URLs and attributes.
fn parse_token(line: &str) -> Result<Board, ParseError> {
    let token = token(line);
    // Files, URLs and the page's own text are ASCII: read byte by byte rather than decoded.
    let ascii = token.is_ascii();
    let got = if ascii {
        token.len()
    } else {
        token.chars().count()
    };
    let Some(geom) = Geometry::for_cells(got) else {
        // A length means nothing when the text is not a puzzle at all: name what is wrong, a
        // NUL first (UTF-16 text: its message says so, whatever came before it).
        let bad = first_symbol(token.chars().enumerate());
        return Err(match bad {
            Some((i, ch)) => ParseError::BadSymbol {
                ch,
                position: i + 1,
            },
            None => ParseError::WrongLength { got },
        });
    };
    if ascii {
        fill(token.bytes().map(char::from), geom)
    } else {
        fill(token.chars(), geom)
    }
}

/// The board of `geom`'s size whose cells are `chars`, one per cell.
fn fill(chars: impl Iterator<Item = char>, geom: &Geometry) -> Result<Board, ParseError> {
    let mut board = Board::empty(geom.side).expect("a size Geometry knows");
    for (cell, ch) in chars.enumerate() {
        match cell_value(ch) {
            Some(v) if usize::from(v) <= geom.side => board.set(cell, v),
            _ => {
                return Err(ParseError::BadCharacter {
                    ch,
                    cell,
                    at: CellName::new(cell, geom.side),
                    side: geom.side,
                })
            }
        }
    }
    Ok(board)
}

/// The first character of `chars` (each with its place) that is never a cell, a NUL before any
/// other: in UTF-16 text read as UTF-8 a byte-order mark comes before the first NUL.
fn first_symbol(chars: impl Iterator<Item = (usize, char)> + Clone) -> Option<(usize, char)> {
    let mut never = chars.filter(|&(_, ch)| cell_value(ch).is_none());
    never
        .clone()
        .find(|&(_, ch)| ch == '\0')
        .or_else(|| never.next())
}

/// Cells of a grid line: its characters without spacers, each with its 1-based column.
fn cells_of(line: &str) -> impl Iterator<Item = (usize, char)> + Clone + '_ {
    line.chars()
        .enumerate()
        .filter(|&(_, ch)| !is_spacer(ch))
        .map(|(i, ch)| (i + 1, ch))
}

/// A grid of the wrong shape that also holds a character that is never a cell is garbage, not a
/// grid with a line too many: the first such character says more than the shape.
fn shape_error(text: &str, shape: ParseError) -> ParseError {
    content_lines(text)
        .find_map(|line| {
            first_symbol(cells_of(line.text)).map(|(column, ch)| ParseError::GridSymbol {
                ch,
                line: line.number,
                column,
            })
        })
        .unwrap_or(shape)
}

/// `side` lines of `side` cells. The side comes from the first line's cells, or else from the
/// number of lines, so that one bad line is reported as such.
fn parse_grid(text: &str) -> Result<Board, ParseError> {
    let lines = content_lines(text).count();
    let first = content_lines(text)
        .next()
        .map_or(0, |l| cells_of(l.text).count());
    let geom = Geometry::for_side(first)
        .or_else(|| Geometry::for_side(lines))
        .ok_or_else(|| shape_error(text, ParseError::GridShape { lines, first }))?;
    let side = geom.side;
    let mut board = Board::empty(side).expect("a size Geometry knows");
    for (row, line) in content_lines(text).enumerate() {
        let got = cells_of(line.text).count();
        if got != side {
            return Err(shape_error(
                text,
                ParseError::GridLine {
                    line: line.number,
                    got,
                    side,
                },
            ));
        }
        if row >= side {
            break;
        }
        for (col, (column, ch)) in cells_of(line.text).enumerate() {
            match cell_value(ch) {
                Some(v) if usize::from(v) <= side => board.set(row * side + col, v),
                _ => {
                    return Err(ParseError::BadGridCharacter {
                        ch,
                        line: line.number,
                        column,
                        at: CellName { row, col },
                        side,
                    })
                }
            }
        }
    }
    if lines != side {
        return Err(shape_error(text, ParseError::GridLines { lines, side }));
    }
    Ok(board)
}

/// Givens in conflict: what [`Board::parse`] rejects and the page shows.
impl Board {
    /// The first pair of givens that share a unit and a digit.
    ///
    /// # Errors
    ///
    /// [`ParseError::Conflict`] naming that pair.
    pub fn check_conflicts(&self) -> Result<(), ParseError> {
        if !self.has_conflict() {
            return Ok(());
        }
        // Rare, so the full pairwise scan names the pair: the same first pair as always.
        match self.conflicts().into_iter().next() {
            Some(e) => Err(e),
            None => Ok(()),
        }
    }

    /// Every pair of filled cells that share a unit and a digit, each pair once.
    pub fn conflicts(&self) -> Vec<ParseError> {
        let g = self.geometry();
        let mut out = Vec::new();
        for a in 0..g.cells {
            let d = self.get(a);
            if d == 0 {
                continue;
            }
            for &p in g.peers_of(a) {
                let b = p as usize;
                if b > a && self.get(b) == d {
                    out.push(ParseError::Conflict {
                        a,
                        b,
                        digit: d,
                        unit: g.shared_unit(a, b).expect("peers share a unit"),
                        side: g.side,
                    });
                }
            }
        }
        out
    }
}

impl std::str::FromStr for Board {
    type Err = ParseError;
    fn from_str(s: &str) -> Result<Board, ParseError> {
        Board::parse(s)
    }
}
