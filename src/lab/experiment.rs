//! The experiment of the DFS article this project grew from ("Sudoku - řešení silou", Jiří
//! Raška, 2021): four solved grids; for a number of holes, each grid with that many cells
//! blanked at random exactly as the article's harness blanks them; each strategy run on each
//! board to its first solution.
//!
//! The harness, in the article's Python:
//!
//! ```python
//! for difficulty in X:
//!     random.seed(0)
//!     for s in samples:
//!         while s.count('0') < difficulty:
//!             i = random.randrange(len(s))
//!             s = s[:i] + '0' + s[i+1:]
//! ```
//!
//! So the generator is seeded anew for every number of holes; within one number the four grids,
//! in the article's order, continue one random stream; a draw that hits a cell already blank
//! blanks nothing and the loop draws again. [`boards`] does the same with CPython's generator
//! ([`PyRandom`]), and gives the article's very boards: its printed sample
//! `003870500000002180049651030006000053…` is the 50-hole board of the first grid.

use thiserror::Error;

use super::pyrandom::PyRandom;
use crate::board::Board;
use crate::event::Counters;
use crate::params::Params;
use crate::solve::solve_within;
use crate::split::{first_solution, Done, Job, Plan};
use crate::strategy::{Engine, EngineError, Strategy};

/// The article's four solved grids (`samples`), in its order.
pub const GRIDS: [&str; 4] = [
    "123874569567932184849651237916247853358196472472385916291768345685423791734519628",
    "531769248427831956869425173182546397645397821973182465354278619798614532216953784",
    "816294357543718269792635148438576912175942836629381475964127583287453691351869724",
    "812753649943682175675491283154237896369845721287169534521974368438526917796318452",
];

/// The cells of a grid: the most holes a board can have.
pub const CELLS: usize = 81;

/// The seed the article gives `random.seed` before each number of holes.
pub const SEED: i64 = 0;

/// A number of holes that no board can have.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
#[error("a board of 81 cells has from 0 to 81 holes; got {0}")]
pub struct TooManyHoles(pub usize);

/// The article's grid `index` (0 to 3) as a board.
pub fn grid(index: usize) -> Option<Board> {
    // `ok()` rather than `expect`: the grids are valid (a test parses them), and an `expect` on
    // the parser's `Result` would bring its `Debug` formatting into the WebAssembly.
    Board::parse(GRIDS.get(index)?).ok()
}

/// The article's four boards with `holes` holes, in the order of [`GRIDS`].
///
/// # Errors
///
/// [`TooManyHoles`] when `holes` is more than [`CELLS`].
pub fn boards(holes: usize) -> Result<[Board; 4], TooManyHoles> {
    if holes > CELLS {
        return Err(TooManyHoles(holes));
    }
    let mut random = PyRandom::new(SEED);
    Ok(std::array::from_fn(|g| {
        let mut board = grid(g).expect("four grids");
        let mut blank = 0;
        while blank < holes {
            let cell = random.randrange(CELLS as u64).expect("a non-empty range") as usize;
            if board.get(cell) != 0 {
                board.set(cell, 0);
                blank += 1;
            }
        }
        board
    }))
}

/// What one strategy did on one board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Trial {
    /// The counters when the search stopped.
    pub counters: Counters,
    /// False when the step budget ran out before the first solution.
    pub solved: bool,
}

/// Runs `strategy` with `params` on `board` to its first solution, or until `max_steps` steps
/// are spent. Every board of [`boards`] has a solution, so an exact strategy finds one.
///
/// # Errors
///
/// [`EngineError`] when `strategy` refuses `params` (the boards' givens are never in conflict).
pub fn run(
    board: &Board,
    strategy: Strategy,
    params: &Params,
    max_steps: u64,
) -> Result<Trial, EngineError> {
    let mut engine = Engine::with_params(board, strategy, params)?;
    let solved = solve_within(&mut engine, 1, max_steps).is_some_and(|o| o.solutions == 1);
    Ok(Trial {
        counters: *crate::stepper::Stepper::counters(&engine),
        solved,
    })
}

/// [`run`], a long search cut into jobs that `batch` runs, `jobs_per_batch` at a time, on
/// every core, say (see [`first_solution`]): the same trial.
///
/// # Errors
///
/// [`EngineError`] when `strategy` refuses `params`.
pub fn run_cut(
    board: &Board,
    strategy: Strategy,
    params: &Params,
    max_steps: u64,
    jobs_per_batch: usize,
    batch: impl FnMut(&[(Job, u64)], Plan) -> Vec<Option<Done>>,
) -> Result<Trial, EngineError> {
    let engine = Engine::with_params(board, strategy, params)?;
    let (counters, solved) = first_solution(engine, max_steps, jobs_per_batch, batch);
    Ok(Trial { counters, solved })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_grids_are_solved_sudokus() {
        for g in 0..4 {
            assert!(grid(g).unwrap().is_solved(), "grid {g}");
        }
        assert!(grid(4).is_none());
    }

    /// The article prints one board as its example input; it is the first grid with 50 holes.
    #[test]
    fn the_articles_sample_is_its_first_grid_with_50_holes() {
        let sample =
            "003870500000002180049651030006000053050000072072305010200068000000020000030510000";
        assert_eq!(boards(50).unwrap()[0].to_string(), sample.replace('0', "."));
    }

    #[test]
    fn every_board_has_its_holes_and_keeps_the_rest_of_its_grid() {
        for holes in [0, 1, 10, 45, 80, 81] {
            for (g, board) in boards(holes).unwrap().iter().enumerate() {
                let full = grid(g).unwrap();
                assert_eq!(CELLS - board.filled(), holes);
                assert!(board.agrees_with(&full));
            }
        }
        assert_eq!(boards(82).unwrap_err(), TooManyHoles(82));
    }

    #[test]
    fn a_trial_stops_at_the_first_solution_or_the_budget() {
        let board = &boards(30).unwrap()[1];
        let t = run(board, Strategy::Backtracking, &Params::new(), u64::MAX).unwrap();
        assert!(t.solved);
        assert_eq!(t.counters.solutions, 1);
        let cut = run(board, Strategy::Backtracking, &Params::new(), 3).unwrap();
        assert!(!cut.solved);
        assert_eq!(cut.counters.steps, 3);
    }
}
