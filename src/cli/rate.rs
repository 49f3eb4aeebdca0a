//! `sudoku-stepper rate`: a difficulty rating per input puzzle (`sudoku_stepper::rate`).

use std::io::{BufWriter, Write};
use std::path::PathBuf;
use std::time::Instant;

use serde_json::{json, Value};
use sudoku_stepper::lines::{echo, Line, LineError, LineReader};
use sudoku_stepper::parse::token;
use sudoku_stepper::{Board, RateError, Strategy};

use super::parallel::{Flow, Threads};
use super::{error_json, line_error_json, open_input, write_json_line, Status, Stop};

/// Arguments of `rate`.
#[derive(Debug, clap::Args)]
pub struct RateArgs {
    /// Puzzle file, one puzzle per line; `-` or nothing reads stdin.
    pub file: Option<PathBuf>,
    #[command(flatten)]
    pub threads: Threads,
}

/// A line read, held by its own text so that another thread can rate it.
enum Held {
    /// A line within the cap: its number and text.
    Puzzle(u64, String),
    /// A too-long line: its number, full length, the cap and the head kept.
    TooLong(u64, u64, usize, String),
}

impl Held {
    fn of(line: &Line<'_>) -> Held {
        match *line {
            Line::Puzzle { number, text } => Held::Puzzle(number, text.to_string()),
            Line::TooLong {
                number,
                length,
                cap,
                head,
            } => Held::TooLong(number, length, cap, head.to_string()),
        }
    }

    fn line(&self) -> Line<'_> {
        match self {
            Held::Puzzle(number, text) => Line::Puzzle {
                number: *number,
                text,
            },
            Held::TooLong(number, length, cap, head) => Line::TooLong {
                number: *number,
                length: *length,
                cap: *cap,
                head,
            },
        }
    }
}

/// The JSON object of one line: `{"puzzle","singles_only","guesses","label","micros"}`, or
/// `{"puzzle","error"}`.
fn rate_line(line: &Line<'_>) -> Value {
    let text = match *line {
        Line::TooLong { length, cap, .. } => {
            let err = LineError::TooLong { length, cap };
            // The strategy only matters for budget errors, which rating has none of.
            let error = line_error_json(&err, Strategy::Singles);
            return json!({ "puzzle": line.echo(), "error": error });
        }
        Line::Puzzle { text, .. } => token(text),
    };
    let board = match Board::parse_token(text) {
        Ok(board) => board,
        Err(e) => return json!({ "puzzle": echo(text), "error": error_json(&e) }),
    };
    let start = Instant::now();
    match board.rate() {
        Ok(r) => json!({
            "puzzle": text,
            "singles_only": r.singles_only,
            "guesses": r.guesses,
            "label": r.difficulty.name(),
            "micros": start.elapsed().as_nanos() as f64 / 1000.0,
        }),
        Err(RateError::Parse(e)) => json!({ "puzzle": text, "error": error_json(&e) }),
        Err(e @ RateError::NoSolution) => json!({
            "puzzle": text,
            "error": { "kind": e.kind(), "message": e.to_string() },
        }),
    }
}

/// Rates every puzzle line of the input and prints one JSON object per line.
pub fn run(args: &RateArgs) -> Result<Status, Stop> {
    let input = open_input(args.file.as_deref())?;
    let source = match &args.file {
        Some(p) if p.as_os_str() != "-" => p.display().to_string(),
        _ => "stdin".to_string(),
    };
    let mut out = BufWriter::new(super::stdout()?);
    let interactive = source == "stdin";
    let pool = args.threads.pool()?;
    let mut status = Status::Ok;
    let mut lines = LineReader::new(input);
    // A read error ends the lines; it is reported once the lines before it are written.
    let mut failed = None;
    let held = std::iter::from_fn(|| match lines.next_line() {
        Ok(line) => line.map(|l| Held::of(&l)),
        Err(e) => {
            failed = Some(e);
            None
        }
    });
    pool.ordered(
        held,
        |held| rate_line(&held.line()),
        || {},
        |answer| {
            if answer.get("error").is_some() {
                status = Status::BadInput;
            }
            write_json_line(&mut out, &answer)?;
            if interactive {
                out.flush()?;
            }
            Ok(Flow::More)
        },
    )?;
    if let Some(e) = failed {
        out.flush()?;
        return Err(Stop::io(format!("cannot read {source}"), e));
    }
    out.flush()?;
    Ok(status)
}
