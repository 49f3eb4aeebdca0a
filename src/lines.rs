//! Puzzle files as the command line reads them, with every input bounded: lines are read in
//! chunks up to a cap ([`MAX_LINE_BYTES`]) and the rest of a longer line is skipped without being
//! held, a bad token is echoed as a short prefix ([`echo`]), a byte-order mark at the start is
//! skipped, and each search stops at a step budget. `sudoku-stepper solve` is
//! [`LineReader::next_line`] then [`answer`] for each line; the `cli_lines` fuzz target drives
//! the same two functions.
//!
//! Native only: it reads `std::io` streams and times searches with `std::time::Instant`.

use std::borrow::Cow;
use std::fmt;
use std::io::{self, BufRead};
use std::time::{Duration, Instant};

use crate::board::Board;
use crate::event::{Counters, Event};
use crate::params::Params;
use crate::parse::token;
use crate::parse::ParseError;
use crate::solve::{solve_within, Outcome};
use crate::stepper::Stepper;
use crate::strategy::{Engine, EngineError, Strategy};

/// The longest line read, in bytes without its line end: 64 KiB, far above the 256 characters
/// of the largest puzzle and its label.
pub const MAX_LINE_BYTES: usize = 64 * 1024;

// What a message may echo of a value (the element's messages too, so it lives in `error`).
pub use crate::quote::{counted, echo, ECHO_CHARS};

/// The default step budget of `solve` and `bench` for one puzzle.
pub const DEFAULT_MAX_STEPS: u64 = 1_000_000_000;

const BOM: &[u8] = b"\xEF\xBB\xBF";

/// A line of input that is not blank and not a `#` comment.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Line<'a> {
    /// A line within the cap: its text, without the line end (`\n` or `\r\n`) and without a
    /// byte-order mark; bytes that are not UTF-8 are replaced by U+FFFD.
    Puzzle {
        /// 1-based line number in its input.
        number: u64,
        /// The line.
        text: &'a str,
    },
    /// A line longer than the cap: only its start was kept.
    TooLong {
        /// 1-based line number in its input.
        number: u64,
        /// Its full length in bytes, without the line end.
        length: u64,
        /// The cap it is over.
        cap: usize,
        /// Its first bytes (the cap, or less), as text.
        head: &'a str,
    },
}

impl Line<'_> {
    /// 1-based line number in its input.
    pub fn number(&self) -> u64 {
        match *self {
            Line::Puzzle { number, .. } | Line::TooLong { number, .. } => number,
        }
    }

    /// What may be echoed as the line's `"puzzle"`: the token that was (or would be) parsed, at
    /// most [`ECHO_CHARS`] characters and `…`. The head of a too-long line is cut, so an echo
    /// of its token always ends with `…` when the token reaches the end of the head.
    pub fn echo(&self) -> Cow<'_, str> {
        match *self {
            Line::Puzzle { text, .. } => echo(token(text)),
            Line::TooLong { head, .. } => {
                let tok = token(head);
                let shown = echo(tok);
                let cut = tok.len() == head.trim_start().len();
                if cut && !shown.ends_with('…') {
                    Cow::Owned(format!("{shown}…"))
                } else {
                    shown
                }
            }
        }
    }
}

/// What reading one raw line found.
enum Raw {
    End,
    Skip,
    Keep,
    TooLong(u64),
}

/// Reads the lines of a stream in chunks, holding at most about `cap` bytes of any line.
pub struct LineReader<R> {
    reader: R,
    cap: usize,
    number: u64,
    /// The bytes kept of the current line (a byte-order mark and a `\r` included).
    buf: Vec<u8>,
    /// The current line or head as text.
    text: String,
}

impl<R: BufRead> LineReader<R> {
    /// A reader with the cap of the command line, [`MAX_LINE_BYTES`].
    pub fn new(reader: R) -> LineReader<R> {
        LineReader::with_cap(reader, MAX_LINE_BYTES)
    }

    /// A reader that reports lines longer than `cap` bytes (without their end) as
    /// [`Line::TooLong`].
    pub fn with_cap(reader: R, cap: usize) -> LineReader<R> {
        LineReader {
            reader,
            cap,
            number: 0,
            buf: Vec::new(),
            text: String::new(),
        }
    }

    /// The next line that is neither blank nor a `#` comment; `None` at the end of the input.
    /// A line longer than the cap is [`Line::TooLong`] unless its head shows a comment.
    ///
    /// # Errors
    ///
    /// The reader's I/O error, as it came.
    pub fn next_line(&mut self) -> io::Result<Option<Line<'_>>> {
        let length = loop {
            match self.read_raw()? {
                Raw::End => return Ok(None),
                Raw::Skip => continue,
                Raw::Keep => break None,
                Raw::TooLong(length) => break Some(length),
            }
        };
        let number = self.number;
        Ok(Some(match length {
            None => Line::Puzzle {
                number,
                text: &self.text,
            },
            Some(length) => Line::TooLong {
                number,
                length,
                cap: self.cap,
                head: &self.text,
            },
        }))
    }

    /// Reads one line up to its `\n` (or the end of the input), keeping at most the cap and a
    /// few bytes of it, and classifies it.
    fn read_raw(&mut self) -> io::Result<Raw> {
        let first = self.number == 0;
        // The cap, a `\r` before the `\n`, and a byte-order mark on the first line.
        let keep = self.cap + 1 + if first { BOM.len() } else { 0 };
        self.buf.clear();
        let mut total: u64 = 0;
        let mut last = 0u8;
        let mut any = false;
        loop {
            let chunk = match self.reader.fill_buf() {
                Ok(chunk) => chunk,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                Err(e) => return Err(e),
            };
            if chunk.is_empty() {
                if !any {
                    return Ok(Raw::End);
                }
                break;
            }
            any = true;
            let newline = chunk.iter().position(|&b| b == b'\n');
            let part = &chunk[..newline.unwrap_or(chunk.len())];
            let room = keep.saturating_sub(self.buf.len()).min(part.len());
            self.buf.extend_from_slice(&part[..room]);
            total += part.len() as u64;
            if let Some(&b) = part.last() {
                last = b;
            }
            let used = part.len() + usize::from(newline.is_some());
            self.reader.consume(used);
            if newline.is_some() {
                break;
            }
        }
        self.number += 1;
        let bom = if first && self.buf.starts_with(BOM) {
            BOM.len()
        } else {
            0
        };
        let mut length = total - bom as u64;
        if length > 0 && last == b'\r' {
            length -= 1;
        }
        let kept = &self.buf[bom..];
        self.text.clear();
        if length > self.cap as u64 {
            self.text
                .push_str(&String::from_utf8_lossy(&kept[..self.cap.min(kept.len())]));
            return Ok(if self.text.trim_start().starts_with('#') {
                Raw::Skip
            } else {
                Raw::TooLong(length)
            });
        }
        let text = String::from_utf8_lossy(kept);
        self.text.push_str(text.trim_end_matches('\r'));
        let content = self.text.trim_start();
        Ok(if content.is_empty() || content.starts_with('#') {
            Raw::Skip
        } else {
            Raw::Keep
        })
    }
}

/// How to search each puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Settings {
    /// The strategy.
    pub strategy: Strategy,
    /// Its parameters (`--param`), checked for every puzzle; the command line checks them once
    /// before reading any line, so there a bad one is a usage error.
    pub params: Params,
    /// Solutions to count before stopping.
    pub limit: u64,
    /// Steps (events) a search may take before it is given up.
    pub max_steps: u64,
}

/// Why a puzzle line has no answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LineError {
    /// The token is not a valid puzzle.
    Parse(ParseError),
    /// The line is longer than the reader's cap.
    TooLong {
        /// Its full length in bytes, without the line end.
        length: u64,
        /// The cap.
        cap: usize,
    },
    /// The search took `max_steps` steps without finding `limit` solutions or ending.
    Budget {
        /// The budget.
        max_steps: u64,
        /// The counters when it was given up.
        counters: Counters,
    },
    /// A local search spent its own step budget (its `budget` parameter) without a solution:
    /// not a proof that there is none.
    GaveUp {
        /// The counters when it gave up (`steps` is the budget, `best_penalty` the lowest
        /// penalty reached).
        counters: Counters,
    },
    /// The parameters do not fit the strategy.
    Params(crate::params::ParamError),
}

impl LineError {
    /// The stable `kind` of the error object: a parse error's kind, `line_too_long` or
    /// `budget`.
    pub fn kind(&self) -> &'static str {
        match self {
            LineError::Parse(e) => e.kind(),
            LineError::TooLong { .. } => "line_too_long",
            LineError::Budget { .. } | LineError::GaveUp { .. } => "budget",
            LineError::Params(_) => "bad_param",
        }
    }
}

impl fmt::Display for LineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LineError::Parse(e) => e.fmt(f),
            LineError::TooLong { length, cap } => write!(
                f,
                "the line has {length} bytes; lines longer than {cap} bytes are not read"
            ),
            LineError::Budget {
                max_steps,
                counters,
            } => write!(
                f,
                "gave up after {} (--max-steps) with {} found",
                counted(*max_steps, "step"),
                counted(counters.solutions, "solution")
            ),
            LineError::GaveUp { counters } => write!(
                f,
                "budget exhausted after {} (the budget parameter), best penalty {}; local \
                 search is not exact, so this does not mean there is no solution",
                counted(counters.steps, "step"),
                counters.best_penalty
            ),
            LineError::Params(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for LineError {}

impl From<ParseError> for LineError {
    fn from(e: ParseError) -> LineError {
        LineError::Parse(e)
    }
}

/// A finished search and its time.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solved {
    /// Solutions, first solution and counters.
    pub outcome: Outcome,
    /// Time of the search (the machine's set-up included, parsing not).
    pub elapsed: Duration,
}

/// The answer to one line: what to echo as its `"puzzle"` and the search or the error.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Answer {
    /// 1-based line number.
    pub number: u64,
    /// The token parsed (at most [`ECHO_CHARS`] characters and `…`).
    pub puzzle: String,
    /// The search, or why there is none.
    pub result: Result<Solved, LineError>,
}

impl From<EngineError> for LineError {
    fn from(e: EngineError) -> LineError {
        match e {
            EngineError::Parse(e) => LineError::Parse(e),
            EngineError::Params(e) => LineError::Params(e),
            // Native builds (the only ones with this module) have every machine.
            EngineError::NotBuilt(s) => unreachable!("a native build has the {s} machine"),
        }
    }
}

/// Searches `board` with `settings`, up to its step budget. A local search stops at its
/// first solution (so `solutions` is 1 or 0 whatever the limit), and one that spent its own
/// budget is [`LineError::GaveUp`].
///
/// # Errors
///
/// [`LineError::Parse`] for givens in conflict, [`LineError::Params`] for parameters the
/// strategy does not take, [`LineError::Budget`] when `max_steps` steps end neither the
/// search nor its `limit`, and [`LineError::GaveUp`] as said above.
pub fn solve_board(board: &Board, settings: &Settings) -> Result<Outcome, LineError> {
    let mut engine = Engine::with_params(board, settings.strategy, &settings.params)?;
    let outcome =
        solve_within(&mut engine, settings.limit, settings.max_steps).ok_or(LineError::Budget {
            max_steps: settings.max_steps,
            counters: *engine.counters(),
        })?;
    if matches!(engine.final_event(), Event::BudgetExhausted { .. }) && engine.is_done() {
        return Err(LineError::GaveUp {
            counters: outcome.counters,
        });
    }
    Ok(outcome)
}

/// Parses and searches one line: the handling of a line by `sudoku-stepper solve`. The
/// `puzzle` echoed is the token parsed: whole when it is a valid puzzle (at most 256
/// characters), else at most [`ECHO_CHARS`] characters and `…`.
pub fn answer(line: &Line<'_>, settings: &Settings) -> Answer {
    let (puzzle, result) = match *line {
        Line::TooLong { length, cap, .. } => (line.echo(), Err(LineError::TooLong { length, cap })),
        Line::Puzzle { text, .. } => {
            let tok = token(text);
            match Board::parse_token(tok) {
                Err(e) => (echo(tok), Err(LineError::Parse(e))),
                Ok(board) => {
                    let start = Instant::now();
                    let result = solve_board(&board, settings).map(|outcome| Solved {
                        outcome,
                        elapsed: start.elapsed(),
                    });
                    (Cow::Borrowed(tok), result)
                }
            }
        }
    };
    Answer {
        number: line.number(),
        puzzle: puzzle.into_owned(),
        result,
    }
}
