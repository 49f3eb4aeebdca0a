//! `sudoku-stepper bench`: timing a strategy over puzzle files.

use std::io::{LineWriter, Write};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use serde_json::json;
use sudoku_stepper::lines::{counted, solve_board, Line, LineError, Settings, DEFAULT_MAX_STEPS};
use sudoku_stepper::parse::token;
use sudoku_stepper::{baseline, Board, Strategy};

mod report;

use super::parallel::{Flow, Pool, Threads};
use super::progress::Progress;
use super::{for_each_puzzle_line, open_input, Status, Stop};
use report::{print_header, print_row, FileReport};

/// Arguments of `bench`.
#[derive(Debug, clap::Args)]
pub struct BenchArgs {
    /// Search strategy.
    #[arg(long, short, default_value = "fast", value_parser = super::strategy_parser())]
    pub strategy: Strategy,
    /// A parameter of the strategy, `key=value` (repeatable; see CONTRACT.md).
    #[arg(long = "param", value_name = "KEY=VALUE", value_parser = super::param_pair)]
    pub params: Vec<(String, String)>,
    /// Solutions to look for per puzzle (2 = solve and prove uniqueness).
    #[arg(long, short, default_value_t = 2, value_parser = super::at_least_one)]
    pub limit: u64,
    /// Give a puzzle up after this many steps (events) of its search (the baseline after this
    /// many digits placed); it counts as not solved and is named on stderr.
    #[arg(long, default_value_t = DEFAULT_MAX_STEPS, value_parser = super::at_least_one)]
    pub max_steps: u64,
    /// Print one JSON object instead of a table.
    #[arg(long)]
    pub json: bool,
    /// Also time the plain recursive DFS (`baseline::backtracking`, first solution only) on the
    /// same puzzles and show the strategy's speed relative to it.
    #[arg(long)]
    pub baseline: bool,
    /// Puzzle files, one puzzle per line.
    #[arg(required = true)]
    pub files: Vec<PathBuf>,
    #[command(flatten)]
    pub threads: Threads,
}

/// The valid puzzles of a file, each stored at its own size: its cells (one byte each, so 16
/// bytes for a 4×4 puzzle rather than a 256-cell board), its side and its line number.
#[derive(Default)]
struct Puzzles {
    cells: Vec<u8>,
    sides: Vec<u8>,
    lines: Vec<u32>,
}

impl Puzzles {
    fn push(&mut self, board: &Board, line: u64) {
        self.cells.extend_from_slice(board.values());
        self.sides.push(board.side() as u8);
        self.lines.push(u32::try_from(line).unwrap_or(u32::MAX));
    }

    fn len(&self) -> usize {
        self.sides.len()
    }

    /// Every puzzle as a board, with its line number, built one at a time.
    fn iter(&self) -> impl Iterator<Item = (Board, u32)> + '_ {
        let mut at = 0;
        self.sides
            .iter()
            .zip(&self.lines)
            .map(move |(&side, &line)| {
                let side = usize::from(side);
                let mut board = Board::empty(side).expect("a side Board gave");
                for (cell, &v) in self.cells[at..at + side * side].iter().enumerate() {
                    board.set(cell, v);
                }
                at += side * side;
                (board, line)
            })
    }
}

/// Reads every puzzle of a file before timing, so that disk and parsing stay out of the figures.
/// Bad lines are reported on stderr and left out.
fn load(path: &Path) -> Result<(Puzzles, usize), Stop> {
    let name = path.display().to_string();
    let mut puzzles = Puzzles::default();
    let mut invalid = 0;
    for_each_puzzle_line(open_input(Some(path))?, &name, |line| {
        let parsed = match line {
            Line::Puzzle { text, .. } => Board::parse_token(token(text)).map_err(LineError::from),
            Line::TooLong { length, cap, .. } => Err(LineError::TooLong { length, cap }),
        };
        match parsed {
            Ok(b) => puzzles.push(&b, line.number()),
            Err(e) => {
                invalid += 1;
                note!("{name}:{}: {e}", line.number())?;
            }
        }
        Ok(())
    })?;
    Ok((puzzles, invalid))
}

/// Nanoseconds from `start`, for the times kept per puzzle.
fn nanos_since(start: Instant) -> u64 {
    u64::try_from(start.elapsed().as_nanos()).unwrap_or(u64::MAX)
}

/// Times the strategy on the puzzles of `path`, which `load` has read.
fn bench_file(
    path: &Path,
    (puzzles, invalid): (Puzzles, usize),
    args: &BenchArgs,
    pool: &Pool,
) -> Result<FileReport, Stop> {
    let file = path.display().to_string();
    let settings = Settings {
        strategy: args.strategy,
        params: super::params_of(&args.params),
        limit: args.limit,
        max_steps: args.max_steps,
    };
    // Nanoseconds per puzzle: 8 bytes each, for the median.
    let mut times: Vec<u64> = Vec::with_capacity(puzzles.len());
    let mut tries = 0;
    let mut steps = 0;
    let mut solved = 0;
    let mut over_budget = 0;
    let mut progress = Progress::new(puzzles.len(), &file);
    let bar = progress.bar.clone();
    // Each puzzle timed alone, on whichever thread runs it; the results in the file's order.
    pool.ordered(
        puzzles.iter(),
        |(board, line)| {
            let start = Instant::now();
            let outcome = solve_board(&board, &settings);
            (nanos_since(start), outcome, line)
        },
        || progress.tick(),
        |(time, outcome, line)| {
            times.push(time);
            match outcome {
                Ok(outcome) => {
                    tries += outcome.counters.tries;
                    steps += outcome.counters.steps;
                    solved += usize::from(outcome.solutions > 0);
                }
                Err(e @ (LineError::Budget { counters, .. } | LineError::GaveUp { counters })) => {
                    tries += counters.tries;
                    steps += counters.steps;
                    over_budget += 1;
                    bar.suspend(|| note!("{file}:{line}: {e}"))?;
                }
                // `load` kept only boards that parse, and parsing rejects the only other error.
                Err(e) => return Err(Stop::Failed(format!("{file}:{line}: {e}"))),
            }
            Ok(Flow::More)
        },
    )?;
    bar.finish_and_clear();
    let baseline = if args.baseline {
        Some(time_baseline(&puzzles, &file, args.max_steps, pool)?)
    } else {
        None
    };
    let total = Duration::from_nanos(times.iter().sum());
    times.sort_unstable();
    let median = Duration::from_nanos(median(&times));
    Ok(FileReport {
        file,
        puzzles: puzzles.len(),
        invalid,
        solved,
        over_budget,
        baseline_over_budget: baseline.map_or(0, |b| b.1),
        total,
        median,
        tries,
        steps,
        baseline: baseline.map(|b| b.0),
    })
}

/// Total time of the plain recursive DFS over `puzzles`, timed per puzzle like the strategy,
/// each with a budget of `max_tries` digits; and how many puzzles ran out of it.
fn time_baseline(
    puzzles: &Puzzles,
    file: &str,
    max_tries: u64,
    pool: &Pool,
) -> Result<(Duration, usize), Stop> {
    let mut progress = Progress::new(puzzles.len(), &format!("{file} (baseline)"));
    let bar = progress.bar.clone();
    let mut total = Duration::ZERO;
    let mut over_budget = 0;
    pool.ordered(
        puzzles.iter(),
        |(board, line)| {
            let start = Instant::now();
            // black_box keeps the optimiser from discarding a result nobody reads.
            let result = std::hint::black_box(baseline::backtracking_within(
                std::hint::black_box(&board),
                max_tries,
            ));
            (start.elapsed(), result.is_some(), line)
        },
        || progress.tick(),
        |(time, finished, line)| {
            total += time;
            if !finished {
                over_budget += 1;
                bar.suspend(|| {
                    note!(
                        "{file}:{line}: baseline gave up after {} placed (--max-steps)",
                        counted(max_tries, "digit")
                    )
                })?;
            }
            Ok(Flow::More)
        },
    )?;
    bar.finish_and_clear();
    Ok((total, over_budget))
}

fn median(sorted: &[u64]) -> u64 {
    match sorted.len() {
        0 => 0,
        n if n % 2 == 1 => sorted[n / 2],
        n => sorted[n / 2 - 1] + (sorted[n / 2] - sorted[n / 2 - 1]) / 2,
    }
}

/// Times the strategy on every file and prints a table row per file as it finishes (or one
/// JSON object at the end).
pub fn run(args: &BenchArgs) -> Result<Status, Stop> {
    let mut out = LineWriter::new(super::stdout()?);
    let pool = args.threads.pool()?;
    let width = args
        .files
        .iter()
        .map(|f| f.display().to_string().len())
        .max()
        .unwrap_or(0)
        .max(4);
    if !args.json {
        print_header(&mut out, args, width)?;
    }
    let mut reports = Vec::new();
    // A file that cannot be read is named on stderr and the others are still timed; the exit
    // status is then 1, as for any I/O error.
    let mut unreadable = 0;
    for path in &args.files {
        let loaded = match load(path) {
            Ok(loaded) => loaded,
            Err(Stop::Failed(message)) => {
                note!("bench: {message}")?;
                unreadable += 1;
                continue;
            }
            Err(stop) => return Err(stop),
        };
        let report = bench_file(path, loaded, args, &pool)?;
        if !args.json {
            print_row(&mut out, &report, width)?;
            out.flush()?;
        }
        reports.push(report);
    }
    if args.json {
        let value = json!({
            "strategy": args.strategy.name(),
            "params": super::params_of(&args.params).to_string(),
            "limit": args.limit,
            "max_steps": args.max_steps,
            "files": reports.iter().map(FileReport::to_json).collect::<Vec<_>>(),
        });
        writeln!(out, "{value:#}")?;
    }
    out.flush()?;
    if unreadable > 0 {
        return Err(Stop::Failed(format!(
            "{} of {} could not be read",
            unreadable,
            counted(args.files.len() as u64, "file")
        )));
    }
    if reports
        .iter()
        .any(|r| r.invalid > 0 || r.over_budget > 0 || r.baseline_over_budget > 0)
    {
        Ok(Status::BadInput)
    } else {
        Ok(Status::Ok)
    }
}
