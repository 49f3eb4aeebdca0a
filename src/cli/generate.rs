//! `sudoku-stepper generate`: puzzles with exactly one solution, one per line.

use std::io::{self, BufWriter, Write};
use std::time::{SystemTime, UNIX_EPOCH};

use sudoku_stepper::generate::generate;

use super::{Status, Stop};

/// Board sizes the generator supports.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Size {
    /// 4×4
    #[value(name = "4")]
    Four,
    /// 9×9
    #[value(name = "9")]
    Nine,
    /// 16×16
    #[value(name = "16")]
    Sixteen,
}

impl Size {
    fn side(self) -> usize {
        match self {
            Size::Four => 4,
            Size::Nine => 9,
            Size::Sixteen => 16,
        }
    }
}

/// Arguments of `generate`.
#[derive(Debug, clap::Args)]
pub struct GenerateArgs {
    /// Cells per row.
    #[arg(long, value_enum, default_value = "9")]
    pub size: Size,
    /// Number of puzzles.
    #[arg(long, short = 'n', default_value_t = 1)]
    pub count: u64,
    /// Seed of the first puzzle; puzzle i uses seed + i, so a seed always gives the same list.
    /// Without it the seed comes from the clock and is printed on stderr.
    #[arg(long)]
    pub seed: Option<u64>,
    /// Givens symmetric under 180° rotation, as in published puzzles.
    #[arg(long)]
    pub symmetric: bool,
}

/// Prints `count` generated puzzles, each as soon as it is ready.
pub fn run(args: &GenerateArgs) -> Result<Status, Stop> {
    let seed = args.seed.unwrap_or_else(|| {
        let now = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .unwrap_or_default();
        // The low bits of the nanoseconds change fastest; folding in the seconds keeps two runs
        // a whole number of seconds apart from colliding.
        let seed = (now.as_nanos() as u64) ^ now.as_secs().rotate_left(32);
        eprintln!("generate: seed {seed} (pass --seed {seed} to get the same puzzles)");
        seed
    });
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    for i in 0..args.count {
        let side = args.size.side();
        let board = generate(side, seed.wrapping_add(i), args.symmetric)
            .ok_or_else(|| Stop::Failed(format!("cannot generate {side}×{side} puzzles")))?;
        writeln!(out, "{board}")?;
        out.flush()?;
    }
    Ok(Status::Ok)
}
