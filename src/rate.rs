//! A difficulty rating the way tdoku rates puzzles: by how much a propagating search has to
//! guess. A puzzle that naked and hidden singles solve alone is `easy`. Any other is rated by
//! the mean number of guesses `singles` makes to its first solution over [`TRANSFORMS`] random
//! symmetry transforms of the puzzle ([`Transform`]): a transform changes only the order
//! in which the search meets cells and digits, so averaging over several takes the luck of
//! that order out of the count.
//!
//! A *guess* is a try of `singles` at a decision that still had another candidate to try: every
//! branch of a decision but its last. The last branch is no guess: the others failed, so its
//! digit is forced (a solver that eliminates a failed candidate and propagates, as tdoku does,
//! places it without a decision).

use std::fmt;
use std::str::FromStr;

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use crate::board::Board;
use crate::event::Event;
use crate::parse::ParseError;
use crate::quote::quote;
use crate::stepper::skip;
use crate::strategy::{Engine, Strategy};
use crate::symmetry::Transform;

/// Random transforms a rating averages over (tdoku's default number of evaluations).
pub const TRANSFORMS: usize = 10;

/// The seed of the transforms: fixed, so that a puzzle always gets the same rating.
pub const SEED: u64 = 0x5EED;

/// Steps one search of a rating may take. A search that reaches it counts the guesses made so
/// far, a lower bound that still rates any puzzle that needs it `fiendish`.
pub const MAX_STEPS: u64 = 1_000_000;

/// Upper bounds of the mean guesses of `medium` and `hard` (exclusive); `fiendish` is anything
/// from [`HARD_BELOW`] up.
pub const MEDIUM_BELOW: f64 = 2.0;
/// See [`MEDIUM_BELOW`].
pub const HARD_BELOW: f64 = 5.0;

/// A difficulty label.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Difficulty {
    /// Naked and hidden singles alone solve it.
    Easy,
    /// Fewer than [`MEDIUM_BELOW`] guesses on average.
    Medium,
    /// From [`MEDIUM_BELOW`] to fewer than [`HARD_BELOW`] guesses on average.
    Hard,
    /// [`HARD_BELOW`] guesses or more on average.
    Fiendish,
}

impl Difficulty {
    /// Every label, easiest first.
    pub const ALL: [Difficulty; 4] = [
        Difficulty::Easy,
        Difficulty::Medium,
        Difficulty::Hard,
        Difficulty::Fiendish,
    ];

    /// The stable name: `easy`, `medium`, `hard`, `fiendish`.
    pub fn name(self) -> &'static str {
        match self {
            Difficulty::Easy => "easy",
            Difficulty::Medium => "medium",
            Difficulty::Hard => "hard",
            Difficulty::Fiendish => "fiendish",
        }
    }

    /// The label of a puzzle that singles alone solve or not, and its mean guesses.
    pub fn of(singles_only: bool, guesses: f64) -> Difficulty {
        if singles_only {
            Difficulty::Easy
        } else if guesses < MEDIUM_BELOW {
            Difficulty::Medium
        } else if guesses < HARD_BELOW {
            Difficulty::Hard
        } else {
            Difficulty::Fiendish
        }
    }
}

impl fmt::Display for Difficulty {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A difficulty name that is not a label; the message lists the labels.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown difficulty {}; expected one of easy, medium, hard, fiendish", quote(.0))]
pub struct UnknownDifficulty(pub String);

impl FromStr for Difficulty {
    type Err = UnknownDifficulty;
    fn from_str(s: &str) -> Result<Difficulty, UnknownDifficulty> {
        Difficulty::ALL
            .into_iter()
            .find(|d| d.name() == s)
            .ok_or_else(|| UnknownDifficulty(s.to_string()))
    }
}

/// The rating of one puzzle.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rating {
    /// Naked and hidden singles alone solve it.
    pub singles_only: bool,
    /// Mean guesses over the transforms (0 when `singles_only`).
    pub guesses: f64,
    /// The label of the two above.
    pub difficulty: Difficulty,
}

/// Why a board has no rating.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RateError {
    /// Givens in conflict.
    #[error(transparent)]
    Parse(#[from] ParseError),
    /// The search ended without a solution.
    #[error("no solution: there is nothing to rate")]
    NoSolution,
}

impl RateError {
    /// The stable `kind` of the error: a parse error's kind, or `no_solution`.
    pub fn kind(&self) -> &'static str {
        match self {
            RateError::Parse(e) => e.kind(),
            RateError::NoSolution => "no_solution",
        }
    }
}

/// Rates `board` (see the module's description). A board with several solutions is rated by
/// the search for its first.
///
/// # Errors
///
/// [`RateError::Parse`] for givens in conflict, [`RateError::NoSolution`] when the board
/// has no solution.
pub fn rate(board: &Board) -> Result<Rating, RateError> {
    let first = guesses(board)?;
    if first.tries == 0 {
        return Ok(Rating {
            singles_only: true,
            guesses: 0.0,
            difficulty: Difficulty::Easy,
        });
    }
    let mut rng = ChaCha8Rng::seed_from_u64(SEED);
    let mut total = 0;
    for _ in 0..TRANSFORMS {
        let image = Transform::random(board.geometry(), &mut rng).apply(board);
        total += guesses(&image)?.guesses;
    }
    let guesses = total as f64 / TRANSFORMS as f64;
    Ok(Rating {
        singles_only: false,
        guesses,
        difficulty: Difficulty::of(false, guesses),
    })
}

/// What one search of a rating counted.
struct Count {
    /// Tries of every kind.
    tries: u64,
    /// Tries that were guesses.
    guesses: u64,
}

/// Runs `singles` on `board` to its first solution (or [`MAX_STEPS`]), counting its tries and
/// its guesses.
fn guesses(board: &Board) -> Result<Count, RateError> {
    // Stepped one event at a time through the engine's one stepping loop (see `skip`), so the
    // rating adds no copy of the search to the WebAssembly module.
    let mut machine = Engine::new(board, Strategy::Singles)?;
    let mut count = Count {
        tries: 0,
        guesses: 0,
    };
    for _ in 0..MAX_STEPS {
        match skip(&mut machine, 1, false).1 {
            Some(Event::Try { branch, of, .. }) => {
                count.tries += 1;
                count.guesses += u64::from(branch < of);
            }
            Some(Event::Solution) => return Ok(count),
            Some(Event::Exhausted) | None => return Err(RateError::NoSolution),
            Some(_) => {}
        }
    }
    Ok(count)
}

impl Board {
    /// See [`rate`].
    ///
    /// # Errors
    ///
    /// Those of [`rate`].
    pub fn rate(&self) -> Result<Rating, RateError> {
        rate(self)
    }
}
