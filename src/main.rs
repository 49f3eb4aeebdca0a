//! `sudoku-stepper`: solve, time, generate and trace Sudoku searches from the command line.
//! The interface is the one CONTRACT.md describes.
//!
//! The command line is native only. `wasm-pack test` builds every target for wasm32, so there
//! this crate compiles to an empty module without a `main`.
#![cfg_attr(target_arch = "wasm32", no_main)]
#![cfg(not(target_arch = "wasm32"))]

mod cli;

use std::process::ExitCode;

use clap::{Parser, Subcommand};

use cli::{bench, generate, solve, trace, Status, Stop};

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
    /// Print the events of one search as JSON lines.
    Trace(trace::TraceArgs),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match &cli.command {
        Command::Solve(args) => solve::run(args),
        Command::Bench(args) => bench::run(args),
        Command::Generate(args) => generate::run(args),
        Command::Trace(args) => trace::run(args),
    };
    match result {
        Ok(Status::Ok) | Err(Stop::Closed) => ExitCode::SUCCESS,
        // 2 is clap's exit status for usage errors; bad puzzle lines get their own.
        Ok(Status::BadInput) => ExitCode::from(3),
        Err(Stop::Failed(message)) => {
            eprintln!("sudoku-stepper: {message}");
            ExitCode::from(1)
        }
    }
}
