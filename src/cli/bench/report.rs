//! What `sudoku-stepper bench` reports per file: the figures, as a table row or a JSON object.

use std::io::{self, Write};
use std::time::Duration;

use serde_json::{json, Value};

use super::BenchArgs;

/// The figures for one file.
pub(super) struct FileReport {
    pub(super) file: String,
    pub(super) puzzles: usize,
    pub(super) invalid: usize,
    pub(super) solved: usize,
    /// Puzzles given up at the step budget.
    pub(super) over_budget: usize,
    /// Puzzles the baseline gave up at the budget.
    pub(super) baseline_over_budget: usize,
    pub(super) total: Duration,
    pub(super) median: Duration,
    pub(super) tries: u64,
    /// Steps (events) of every search, the given-up ones included.
    pub(super) steps: u64,
    /// Total time of the plain recursive DFS, when asked for.
    pub(super) baseline: Option<Duration>,
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

    /// Steps of the strategy per second of its time.
    fn steps_per_second(&self) -> f64 {
        if self.total.is_zero() {
            0.0
        } else {
            self.steps as f64 / self.total.as_secs_f64()
        }
    }

    /// Baseline time over strategy time: above 1 means the strategy is faster.
    fn speedup(&self) -> Option<f64> {
        self.baseline
            .map(|b| b.as_secs_f64() / self.total.as_secs_f64().max(f64::MIN_POSITIVE))
    }

    /// The report as `--json` prints it.
    pub(super) fn to_json(&self) -> Value {
        json!({
            "file": self.file,
            "puzzles": self.puzzles,
            "invalid": self.invalid,
            "solved": self.solved,
            "over_budget": self.over_budget,
            "total_micros": micros(self.total),
            "mean_micros": self.mean_micros(),
            "median_micros": micros(self.median),
            "puzzles_per_second": self.per_second(),
            "tries": self.tries,
            "steps": self.steps,
            "steps_per_second": self.steps_per_second(),
            "baseline_total_micros": self.baseline.map(micros),
            "baseline_over_budget": self.baseline.map(|_| self.baseline_over_budget),
            "speedup_vs_baseline": self.speedup(),
        })
    }
}

/// `d` in microseconds.
pub(super) fn micros(d: Duration) -> f64 {
    d.as_nanos() as f64 / 1000.0
}

/// The table's lines above the rows.
pub(super) fn print_header(out: &mut impl Write, args: &BenchArgs, width: usize) -> io::Result<()> {
    let params = crate::cli::params_of(&args.params);
    let params = if params.is_empty() {
        String::new()
    } else {
        format!(" ({params})")
    };
    writeln!(
        out,
        "strategy {}{params}, up to {} per puzzle",
        args.strategy,
        sudoku_stepper::lines::counted(args.limit, "solution")
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
        "{:<width$}  {:>8}  {:>7}  {:>10}  {:>10}  {:>10}  {:>11}  {:>12}  {:>12}  {:>9}",
        "file",
        "puzzles",
        "solved",
        "total ms",
        "mean µs",
        "median µs",
        "puzzles/s",
        "tries",
        "steps",
        "M steps/s"
    )?;
    if args.baseline {
        write!(out, "  {:>12}  {:>11}", "baseline ms", "vs baseline")?;
    }
    writeln!(out)
}

/// A row of the table.
pub(super) fn print_row(out: &mut impl Write, r: &FileReport, width: usize) -> io::Result<()> {
    write!(
        out,
        "{:<width$}  {:>8}  {:>7}  {:>10.1}  {:>10.1}  {:>10.1}  {:>11.0}  {:>12}  {:>12}  {:>9.1}",
        r.file,
        r.puzzles,
        r.solved,
        micros(r.total) / 1000.0,
        r.mean_micros(),
        micros(r.median),
        r.per_second(),
        r.tries,
        r.steps,
        r.steps_per_second() / 1e6
    )?;
    if let (Some(b), Some(x)) = (r.baseline, r.speedup()) {
        write!(out, "  {:>12.1}  {:>10.2}×", micros(b) / 1000.0, x)?;
    }
    writeln!(out)
}
