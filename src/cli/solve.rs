//! `sudoku-stepper solve`: one JSON object per input puzzle.

use std::io::{self, BufWriter, Write};
use std::path::PathBuf;
use std::time::Instant;

use serde_json::json;
use sudoku_stepper::{solve, Board, Strategy};

use super::{error_json, for_each_puzzle_line, open_input, token, write_json_line, Status, Stop};

/// Arguments of `solve`.
#[derive(Debug, clap::Args)]
pub struct SolveArgs {
    /// Search strategy.
    #[arg(long, short, default_value = "fast", value_parser = super::strategy_parser())]
    pub strategy: Strategy,
    /// Stop counting solutions at this many (2 is enough to tell unique from not).
    #[arg(long, short, default_value_t = 2, value_parser = clap::value_parser!(u64).range(1..))]
    pub limit: u64,
    /// Puzzle file, one puzzle per line; `-` or nothing reads stdin.
    pub file: Option<PathBuf>,
}

/// Solves every puzzle line of the input and prints one JSON object per line.
pub fn run(args: &SolveArgs) -> Result<Status, Stop> {
    let input = open_input(args.file.as_deref())?;
    let source = match &args.file {
        Some(p) if p.as_os_str() != "-" => p.display().to_string(),
        _ => "stdin".to_string(),
    };
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    // Flushing per line when reading a pipe lets a caller feed puzzles one at a time and read
    // each answer; for files the buffer is flushed only when full.
    let interactive = source == "stdin";
    let mut status = Status::Ok;
    for_each_puzzle_line(input, &source, |line| {
        let solved = Board::parse(&line.text).and_then(|board| {
            let start = Instant::now();
            let outcome = solve(&board, args.strategy, args.limit)?;
            Ok((outcome, start.elapsed()))
        });
        let value = match solved {
            Ok((o, elapsed)) => json!({
                "puzzle": token(&line.text),
                "solution": o.solution.map(|s| s.to_string()),
                "solutions": o.solutions,
                "tries": o.counters.tries,
                "backtracks": o.counters.backtracks,
                "propagations": o.counters.propagations,
                "steps": o.counters.steps,
                "max_depth": o.counters.max_depth,
                "micros": elapsed.as_nanos() as f64 / 1000.0,
            }),
            Err(e) => {
                status = Status::BadInput;
                json!({ "puzzle": line.text, "error": error_json(&e) })
            }
        };
        write_json_line(&mut out, &value)?;
        if interactive {
            out.flush()?;
        }
        Ok(())
    })?;
    out.flush()?;
    Ok(status)
}
