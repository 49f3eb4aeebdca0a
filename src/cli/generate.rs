//! `sudoku-stepper generate`: puzzles with exactly one solution, one per line, of one
//! difficulty if asked.

use std::io::{BufWriter, Write};
use std::time::{SystemTime, UNIX_EPOCH};

use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser};
use sudoku_stepper::generate::generate;
use sudoku_stepper::lines::counted;
use sudoku_stepper::{Board, Difficulty};

use super::parallel::{Flow, Threads};
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
    #[arg(long, short = 'n', default_value_t = 1, value_parser = super::at_least_one)]
    pub count: u64,
    /// Seed of the first puzzle; puzzle i uses seed + i, so a seed always gives the same list.
    /// Without it the seed comes from the clock and is printed on stderr.
    #[arg(long)]
    pub seed: Option<u64>,
    /// Givens symmetric under 180° rotation, as in published puzzles.
    #[arg(long)]
    pub symmetric: bool,
    /// Only puzzles that `rate` labels so: seeds are tried in turn from the seed on, and each
    /// puzzle printed is the next whose puzzle has this label.
    #[arg(long, value_name = "LABEL", value_parser = difficulty_parser())]
    pub difficulty: Option<Difficulty>,
    /// With --difficulty: give up when this many seeds in a row give no puzzle of the label.
    #[arg(long, default_value_t = 1000, value_parser = super::at_least_one)]
    pub attempts: u64,
    #[command(flatten)]
    pub threads: Threads,
}

/// The `--difficulty` value parser: the labels come from [`Difficulty::ALL`].
fn difficulty_parser() -> impl TypedValueParser<Value = Difficulty> {
    let names = Difficulty::ALL.iter().map(|d| PossibleValue::new(d.name()));
    PossibleValuesParser::new(names).map(|name| {
        name.parse::<Difficulty>()
            .expect("clap only accepts names taken from Difficulty::ALL")
    })
}

impl GenerateArgs {
    /// A seed range past the largest seed is a usage error: it would wrap to seed 0.
    pub fn check(&self) -> Result<(), String> {
        match self.seed {
            Some(seed) if seed.checked_add(self.count - 1).is_none() => Err(format!(
                "--seed {seed} leaves no room for {} puzzles: seeds go up to {}",
                self.count,
                u64::MAX
            )),
            _ => Ok(()),
        }
    }
}

/// A seed from the clock, printed on stderr; kept `count` below the largest seed, so that no
/// seed wraps (`check`).
fn clock_seed(count: u64) -> Result<u64, Stop> {
    let now = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap_or_default();
    // The low bits of the nanoseconds change fastest; folding in the seconds keeps two runs a
    // whole number of seconds apart from colliding.
    let seed =
        ((now.as_nanos() as u64) ^ now.as_secs().rotate_left(32)).min(u64::MAX - (count - 1));
    note!("generate: seed {seed} (pass --seed {seed} to get the same puzzles)")?;
    Ok(seed)
}

/// Prints `count` generated puzzles, each as soon as it is ready.
pub fn run(args: &GenerateArgs) -> Result<Status, Stop> {
    let seed = match args.seed {
        Some(seed) => seed,
        None => clock_seed(args.count)?,
    };
    let mut out = BufWriter::new(super::stdout()?);
    let side = args.size.side();
    let pool = args.threads.pool()?;
    let Some(label) = args.difficulty else {
        // Puzzle i is the one of seed + i, whichever thread makes it.
        let seeds = (0..args.count).map(|i| seed + i);
        pool.ordered(
            seeds,
            |seed| generate(side, seed, args.symmetric),
            || {},
            |board| {
                let board = board.ok_or_else(|| {
                    Stop::Failed(format!("cannot generate {side}×{side} puzzles"))
                })?;
                writeln!(out, "{board}")?;
                out.flush()?;
                Ok(Flow::More)
            },
        )?;
        return Ok(Status::Ok);
    };
    // Seeds are tried in turn from the seed on (the threads work ahead on the next ones, and
    // their results are looked at in the order of the seeds): each puzzle printed is the
    // next whose label is `label`, and a search gives up after `--attempts` seeds in a row
    // without one, never going past the largest seed.
    let mut search = Search {
        from: Some(seed),
        misses: 0,
        printed: 0,
    };
    let labelled = |seed: u64| {
        generate(side, seed, args.symmetric)
            .filter(|board| board.rate().is_ok_and(|r| r.difficulty == label))
    };
    let give_up = |from: u64, attempts: u64| {
        Stop::Failed(format!(
            "no {label} {side}×{side} puzzle among the {} from {from} (--attempts); 4×4 \
             puzzles come out easy, and 16×16 ones mostly fiendish",
            counted(attempts, "seed")
        ))
    };
    pool.ordered(
        seed..=u64::MAX,
        |seed| (seed, labelled(seed)),
        || {},
        |(seed, board)| search.next(seed, board, args, &mut out, give_up),
    )?;
    match search.from {
        _ if search.printed == args.count => Ok(Status::Ok),
        // The largest seed gave the last puzzle printed.
        None => Err(Stop::Failed(format!(
            "no seeds left after the largest, {}",
            u64::MAX
        ))),
        // The seeds ran out before `--attempts` of them were tried.
        Some(from) => Err(Stop::Failed(format!(
            "no {label} {side}×{side} puzzle among the {} from {from}: the seeds ran out at \
             the largest, {}, before --attempts {}",
            counted(search.misses, "seed"),
            u64::MAX,
            args.attempts
        ))),
    }
}

/// Where a `--difficulty` search is: the seed its current puzzle's search started from (`None`
/// once past the largest seed), the seeds tried since without the label, the puzzles printed.
struct Search {
    from: Option<u64>,
    misses: u64,
    printed: u64,
}

impl Search {
    /// Looks at `seed`'s puzzle when it has the label (`board`), or at a miss.
    fn next(
        &mut self,
        seed: u64,
        board: Option<Board>,
        args: &GenerateArgs,
        out: &mut impl Write,
        give_up: impl Fn(u64, u64) -> Stop,
    ) -> Result<Flow, Stop> {
        let Some(board) = board else {
            self.misses = self.misses.saturating_add(1);
            return match self.from {
                Some(from) if self.misses >= args.attempts => Err(give_up(from, self.misses)),
                _ => Ok(Flow::More),
            };
        };
        writeln!(out, "{board}")?;
        out.flush()?;
        self.printed += 1;
        self.from = seed.checked_add(1);
        self.misses = 0;
        Ok(if self.printed == args.count || self.from.is_none() {
            Flow::Done
        } else {
            Flow::More
        })
    }
}
