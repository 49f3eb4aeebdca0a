//! `sudoku-stepper`: solve, time, generate, rate and trace Sudoku searches from the command line.
//! The interface is the one CONTRACT.md describes.
//!
//! The command line is native only. `wasm-pack test` builds every target for wasm32, so there
//! this crate compiles to an empty module without a `main`.
#![cfg_attr(target_arch = "wasm32", no_main)]
#![cfg(not(target_arch = "wasm32"))]

mod cli;

use std::io::{self, Write};
use std::process::ExitCode;

use clap::error::ErrorKind;
use clap::{CommandFactory, Parser, Subcommand};

use cli::parallel::Threads;
use cli::{
    bench, experiment, generate, interrupt, params_of, rate, solve, study, trace, Status, Stop,
};

/// Sudoku searches as steppable state machines: solve, benchmark, generate and trace.
#[derive(Debug, Parser)]
#[command(name = "sudoku-stepper", version, about, propagate_version = true)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Solve puzzles, one per input line, printing one JSON object per puzzle.
    Solve(solve::SolveArgs),
    /// Time a strategy on puzzle files and print a table per file.
    Bench(bench::BenchArgs),
    /// Generate puzzles with exactly one solution, one per line.
    Generate(generate::GenerateArgs),
    /// Rate puzzles: easy when singles alone solve them, else by the mean guesses of a search.
    Rate(rate::RateArgs),
    /// Print the events of one search as JSON lines.
    Trace(trace::TraceArgs),
    /// Run a local search many times per parameter setting, beside the paper's figures.
    Study(study::StudyArgs),
    /// The DFS article's experiment: its four grids with holes blanked as its harness does,
    /// each strategy to its first solution, mean tries and time per number of holes.
    Experiment(experiment::ExperimentArgs),
}

impl Command {
    /// The subcommand's name, as clap knows it.
    fn name(&self) -> &'static str {
        match self {
            Command::Solve(_) => "solve",
            Command::Bench(_) => "bench",
            Command::Generate(_) => "generate",
            Command::Rate(_) => "rate",
            Command::Trace(_) => "trace",
            Command::Study(_) => "study",
            Command::Experiment(_) => "experiment",
        }
    }

    /// The `--threads` of a batch command.
    fn threads(&self) -> Option<&Threads> {
        match self {
            Command::Bench(a) => Some(&a.threads),
            Command::Generate(a) => Some(&a.threads),
            Command::Rate(a) => Some(&a.threads),
            Command::Study(a) => Some(&a.threads),
            Command::Experiment(a) => Some(&a.threads),
            Command::Solve(_) | Command::Trace(_) => None,
        }
    }

    /// Checks `--param` against the strategy (clap knows only the form `key=value`) and
    /// `RAYON_NUM_THREADS` as `--threads` is checked.
    fn check_params(&self) -> Result<(), String> {
        if let Some(threads) = self.threads() {
            threads.count()?;
        }
        let (strategy, pairs) = match self {
            Command::Solve(a) => (a.strategy, &a.params),
            Command::Bench(a) => (a.strategy, &a.params),
            Command::Trace(a) => (a.strategy, &a.params),
            Command::Study(a) => return a.check(),
            Command::Experiment(a) => return a.check(),
            Command::Generate(a) => return a.check(),
            Command::Rate(_) => return Ok(()),
        };
        strategy
            .check_params(&params_of(pairs))
            .map_err(|e| e.to_string())
    }
}

/// Prints `--help` or `--version`, which clap writes to stdout ignoring a failed write: a
/// closed, read-only or full stdout is an I/O error as for every command's output.
fn print_help(shown: &clap::Error) -> Result<(), Stop> {
    cli::stdout()?;
    shown.print()?;
    io::stdout().flush()?;
    Ok(())
}

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) if !e.use_stderr() => return exit(print_help(&e).map(|()| Status::Ok)),
        Err(e) => e.exit(),
    };
    if let Err(message) = cli.command.check_params() {
        // A usage error like clap's own (exit status 2), with the subcommand's usage line.
        let mut command = Cli::command();
        command.build();
        let sub = command
            .find_subcommand_mut(cli.command.name())
            .expect("every subcommand is in the command");
        sub.error(ErrorKind::ValueValidation, message).exit();
    }
    interrupt::catch();
    exit(match &cli.command {
        Command::Solve(args) => solve::run(args),
        Command::Bench(args) => bench::run(args),
        Command::Generate(args) => generate::run(args),
        Command::Rate(args) => rate::run(args),
        Command::Trace(args) => trace::run(args),
        Command::Study(args) => study::run(args),
        Command::Experiment(args) => experiment::run(args),
    })
}

/// The exit status of a command's end (the output written so far is flushed by then).
fn exit(result: Result<Status, Stop>) -> ExitCode {
    match result {
        Ok(Status::Ok) | Err(Stop::Closed) => ExitCode::SUCCESS,
        // 2 is clap's exit status for usage errors; bad puzzle lines get their own.
        Ok(Status::BadInput) => ExitCode::from(3),
        Err(Stop::Failed(message)) => {
            // A message that cannot be written (`2>/dev/full`) leaves the status to say it.
            let _ = writeln!(io::stderr(), "sudoku-stepper: {message}");
            ExitCode::from(1)
        }
        Err(Stop::Interrupted) => interrupt::die(),
    }
}
