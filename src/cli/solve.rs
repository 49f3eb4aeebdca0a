//! `sudoku-stepper solve`: one JSON object per input puzzle.

use std::io::{BufWriter, Write};
use std::path::PathBuf;

use serde_json::{json, Value};
use sudoku_stepper::lines::{self, Answer, Settings, DEFAULT_MAX_STEPS};
use sudoku_stepper::Strategy;

use super::{for_each_puzzle_line, line_error_json, open_input, write_json_line, Status, Stop};

/// Arguments of `solve`.
#[derive(Debug, clap::Args)]
pub struct SolveArgs {
    /// Search strategy.
    #[arg(long, short, default_value = "fast", value_parser = super::strategy_parser())]
    pub strategy: Strategy,
    /// A parameter of the strategy, `key=value` (repeatable; see CONTRACT.md).
    #[arg(long = "param", value_name = "KEY=VALUE", value_parser = super::param_pair)]
    pub params: Vec<(String, String)>,
    /// Stop counting solutions at this many (2 is enough to tell unique from not).
    #[arg(long, short, default_value_t = 2, value_parser = super::at_least_one)]
    pub limit: u64,
    /// Give a puzzle up after this many steps (events) of its search: it gets a `budget` error
    /// and the next line is read.
    #[arg(long, default_value_t = DEFAULT_MAX_STEPS, value_parser = super::at_least_one)]
    pub max_steps: u64,
    /// Puzzle file, one puzzle per line; `-` or nothing reads stdin.
    pub file: Option<PathBuf>,
}

/// The JSON object of one answer: the counters of its search (with `updates` for `dlx`, the
/// one strategy that counts them), or its error.
pub fn answer_json(answer: &Answer, strategy: Strategy) -> Value {
    match &answer.result {
        Ok(solved) => {
            let o = &solved.outcome;
            let mut out = json!({
                "puzzle": answer.puzzle,
                "solution": o.solution.as_ref().map(|s| s.to_string()),
                "solutions": o.solutions,
                "tries": o.counters.tries,
                "backtracks": o.counters.backtracks,
                "propagations": o.counters.propagations,
                "steps": o.counters.steps,
                "max_depth": o.counters.max_depth,
                "micros": solved.elapsed.as_nanos() as f64 / 1000.0,
            });
            if strategy == Strategy::Dlx {
                out["updates"] = o.counters.updates.into();
            }
            out
        }
        Err(e) => json!({ "puzzle": answer.puzzle, "error": line_error_json(e, strategy) }),
    }
}

/// Solves every puzzle line of the input and prints one JSON object per line.
pub fn run(args: &SolveArgs) -> Result<Status, Stop> {
    let input = open_input(args.file.as_deref())?;
    let source = match &args.file {
        Some(p) if p.as_os_str() != "-" => p.display().to_string(),
        _ => "stdin".to_string(),
    };
    let settings = Settings {
        strategy: args.strategy,
        params: super::params_of(&args.params),
        limit: args.limit,
        max_steps: args.max_steps,
    };
    let mut out = BufWriter::new(super::stdout()?);
    // Flushing per line when reading a pipe lets a caller feed puzzles one at a time and read
    // each answer; for files the buffer is flushed only when full.
    let interactive = source == "stdin";
    let mut status = Status::Ok;
    for_each_puzzle_line(input, &source, |line| {
        let answer = lines::answer(&line, &settings);
        if answer.result.is_err() {
            status = Status::BadInput;
        }
        write_json_line(&mut out, &answer_json(&answer, args.strategy))?;
        if interactive {
            out.flush()?;
        }
        Ok(())
    })?;
    out.flush()?;
    Ok(status)
}
