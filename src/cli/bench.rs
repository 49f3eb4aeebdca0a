//! `sudoku-stepper bench`: timing a strategy over puzzle files.

use std::io::{self, IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use serde_json::{json, Value};
use sudoku_stepper::{baseline, solve, Board, Strategy};

use super::{for_each_puzzle_line, open_input, Status, Stop};

/// Arguments of `bench`.
#[derive(Debug, clap::Args)]
pub struct BenchArgs {
    /// Search strategy.
    #[arg(long, short, default_value = "fast", value_parser = super::strategy_parser())]
    pub strategy: Strategy,
    /// Solutions to look for per puzzle (2 = solve and prove uniqueness).
    #[arg(long, short, default_value_t = 2, value_parser = clap::value_parser!(u64).range(1..))]
    pub limit: u64,
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
}

/// The figures for one file.
struct FileReport {
    file: String,
    puzzles: usize,
    invalid: usize,
    solved: usize,
    total: Duration,
    median: Duration,
    tries: u64,
    /// Total time of the plain recursive DFS, when asked for.
    baseline: Option<Duration>,
}

impl FileReport {
    fn mean_micros(&self) -> f64 {
        micros(self.total) / self.puzzles.max(1) as f64
    }

    fn per_second(&self) -> f64 {
        if self.total.is_zero() {
            0.0
        } else {
            self.puzzles as f64 / self.total.as_secs_f64()
        }
    }

    /// Baseline time over strategy time: above 1 means the strategy is faster.
    fn speedup(&self) -> Option<f64> {
        self.baseline
            .map(|b| b.as_secs_f64() / self.total.as_secs_f64().max(f64::MIN_POSITIVE))
    }

    fn to_json(&self) -> Value {
        json!({
            "file": self.file,
            "puzzles": self.puzzles,
            "invalid": self.invalid,
            "solved": self.solved,
            "total_micros": micros(self.total),
            "mean_micros": self.mean_micros(),
            "median_micros": micros(self.median),
            "puzzles_per_second": self.per_second(),
            "tries": self.tries,
            "baseline_total_micros": self.baseline.map(micros),
            "speedup_vs_baseline": self.speedup(),
        })
    }
}

fn micros(d: Duration) -> f64 {
    d.as_nanos() as f64 / 1000.0
}

/// Reads every puzzle of a file before timing, so that disk and parsing stay out of the figures.
/// Bad lines are reported on stderr and left out.
fn load(path: &Path) -> Result<(Vec<Board>, usize), Stop> {
    let name = path.display().to_string();
    let mut boards = Vec::new();
    let mut invalid = 0;
    for_each_puzzle_line(open_input(Some(path))?, &name, |line| {
        match Board::parse(&line.text) {
            Ok(b) => boards.push(b),
            Err(e) => {
                invalid += 1;
                eprintln!("{name}:{}: {e}", line.number);
            }
        }
        Ok(())
    })?;
    Ok((boards, invalid))
}

/// A bar that stays hidden until a file has taken a second, and appears only on a terminal:
/// short runs and redirected output stay clean.
struct Progress {
    bar: ProgressBar,
    start: Instant,
    shown: bool,
}

impl Progress {
    fn new(len: usize, file: &str) -> Progress {
        let bar = ProgressBar::with_draw_target(Some(len as u64), ProgressDrawTarget::hidden());
        let style = ProgressStyle::with_template("{msg} {wide_bar} {pos}/{len} ({eta} left)")
            .unwrap_or_else(|_| ProgressStyle::default_bar());
        bar.set_style(style);
        bar.set_message(file.to_string());
        Progress {
            bar,
            start: Instant::now(),
            shown: false,
        }
    }

    fn tick(&mut self) {
        self.bar.inc(1);
        if !self.shown && self.start.elapsed() > Duration::from_secs(1) {
            self.shown = true;
            if io::stderr().is_terminal() {
                self.bar.set_draw_target(ProgressDrawTarget::stderr());
            }
        }
    }
}

fn bench_file(path: &Path, args: &BenchArgs) -> Result<FileReport, Stop> {
    let file = path.display().to_string();
    let (boards, invalid) = load(path)?;
    let mut times = Vec::with_capacity(boards.len());
    let mut tries = 0;
    let mut solved = 0;
    let mut progress = Progress::new(boards.len(), &file);
    for board in &boards {
        let start = Instant::now();
        let outcome = solve(board, args.strategy, args.limit);
        times.push(start.elapsed());
        // `load` kept only boards that parse, and parsing rejects the only error `solve` has.
        let outcome = outcome.map_err(|e| Stop::Failed(format!("{file}: {e}")))?;
        tries += outcome.counters.tries;
        solved += usize::from(outcome.solutions > 0);
        progress.tick();
    }
    progress.bar.finish_and_clear();
    let baseline = args.baseline.then(|| time_baseline(&boards, &file));
    let total = times.iter().sum();
    times.sort_unstable();
    let median = median(&times);
    Ok(FileReport {
        file,
        puzzles: boards.len(),
        invalid,
        solved,
        total,
        median,
        tries,
        baseline,
    })
}

/// Total time of the plain recursive DFS over `boards`, timed per puzzle like the strategy.
fn time_baseline(boards: &[Board], file: &str) -> Duration {
    let mut progress = Progress::new(boards.len(), &format!("{file} (baseline)"));
    let mut total = Duration::ZERO;
    for board in boards {
        let start = Instant::now();
        // black_box keeps the optimiser from discarding a result nobody reads.
        std::hint::black_box(baseline::backtracking(std::hint::black_box(board)));
        total += start.elapsed();
        progress.tick();
    }
    progress.bar.finish_and_clear();
    total
}

fn median(sorted: &[Duration]) -> Duration {
    match sorted.len() {
        0 => Duration::ZERO,
        n if n % 2 == 1 => sorted[n / 2],
        n => (sorted[n / 2 - 1] + sorted[n / 2]) / 2,
    }
}

/// Times the strategy on every file and prints a table row per file as it finishes (or one
/// JSON object at the end).
pub fn run(args: &BenchArgs) -> Result<Status, Stop> {
    let stdout = io::stdout();
    let mut out = stdout.lock();
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
    for path in &args.files {
        let report = bench_file(path, args)?;
        if !args.json {
            print_row(&mut out, &report, width)?;
            out.flush()?;
        }
        reports.push(report);
    }
    if args.json {
        let value = json!({
            "strategy": args.strategy.name(),
            "limit": args.limit,
            "files": reports.iter().map(FileReport::to_json).collect::<Vec<_>>(),
        });
        writeln!(out, "{value:#}")?;
    }
    out.flush()?;
    if reports.iter().any(|r| r.invalid > 0) {
        Ok(Status::BadInput)
    } else {
        Ok(Status::Ok)
    }
}

fn print_header(out: &mut impl Write, args: &BenchArgs, width: usize) -> io::Result<()> {
    writeln!(
        out,
        "strategy {}, up to {} solutions per puzzle",
        args.strategy, args.limit
    )?;
    if args.baseline {
        writeln!(
            out,
            "baseline: plain recursive DFS to the first solution; \"vs baseline\" is its time \
             divided by the strategy's (above 1 = strategy faster)"
        )?;
    }
    write!(
        out,
        "{:<width$}  {:>8}  {:>7}  {:>10}  {:>10}  {:>10}  {:>11}  {:>12}",
        "file", "puzzles", "solved", "total ms", "mean µs", "median µs", "puzzles/s", "tries"
    )?;
    if args.baseline {
        write!(out, "  {:>12}  {:>11}", "baseline ms", "vs baseline")?;
    }
    writeln!(out)
}

fn print_row(out: &mut impl Write, r: &FileReport, width: usize) -> io::Result<()> {
    write!(
        out,
        "{:<width$}  {:>8}  {:>7}  {:>10.1}  {:>10.1}  {:>10.1}  {:>11.0}  {:>12}",
        r.file,
        r.puzzles,
        r.solved,
        micros(r.total) / 1000.0,
        r.mean_micros(),
        micros(r.median),
        r.per_second(),
        r.tries
    )?;
    if let (Some(b), Some(x)) = (r.baseline, r.speedup()) {
        write!(out, "  {:>12.1}  {:>10.2}×", micros(b) / 1000.0, x)?;
    }
    writeln!(out)
}
