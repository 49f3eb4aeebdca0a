//! The puzzle workbench's calls: generate, rate, solutions (up to two) and a hint, each a thin
//! call into the core that takes and gives plain numbers, strings and typed arrays.

use wasm_bindgen::prelude::*;

use super::{args, Geometry};
use crate::board::Board;
use crate::count::solutions_within;
use crate::generate::generate as generate_puzzle;
use crate::generate::generate_rated;
use crate::hint::hint as hint_of;
use crate::rate::{rate as rate_board, Difficulty};

/// Steps [`solutions`] may take: a few hundred milliseconds of the slowest case, a sparse
/// 16×16 board, so that a page asking about any board it is given comes back.
const SOLUTIONS_BUDGET: u64 = 5_000_000;

/// A puzzle's difficulty rating (see `src/rate.rs`).
#[wasm_bindgen]
pub struct Rating {
    singles_only: bool,
    guesses: f64,
    label: Difficulty,
}

#[wasm_bindgen]
impl Rating {
    /// Naked and hidden singles alone solve it.
    #[wasm_bindgen(getter, js_name = singlesOnly)]
    pub fn singles_only(&self) -> bool {
        self.singles_only
    }

    /// The mean number of guesses of `singles` over random symmetry transforms (0 when singles
    /// alone solve it).
    #[wasm_bindgen(getter)]
    pub fn guesses(&self) -> f64 {
        self.guesses
    }

    /// `easy`, `medium`, `hard` or `fiendish`.
    #[wasm_bindgen(getter)]
    pub fn label(&self) -> String {
        self.label.name().into()
    }
}

/// The difficulty rating of `puzzle`.
///
/// # Errors
///
/// Throws an `Error` with the core's message for a bad puzzle, givens in conflict or a puzzle
/// without a solution.
#[wasm_bindgen]
pub fn rate(puzzle: &str) -> Result<Rating, JsError> {
    let r = rate_board(&Board::parse(puzzle)?)?;
    Ok(Rating {
        singles_only: r.singles_only,
        guesses: r.guesses,
        label: r.difficulty,
    })
}

/// The puzzle the generator makes from `seed` on a board of `side` cells per row (4, 9 or 16),
/// with givens symmetric under 180° rotation when `symmetric`: one line, `.` for empty. With
/// `difficulty` (`easy`, `medium`, `hard`, `fiendish`) the first of the seeds `seed`,
/// `seed + 1`, … (at most `attempts` of them) whose puzzle has that rating, `undefined` when
/// none has; the page asks one seed at a time, so that it stays responsive and knows the seed.
///
/// # Errors
///
/// Throws a `RangeError` for a side other than 4, 9, 16, a `seed` that is not a whole number
/// from 0 to `Number.MAX_SAFE_INTEGER` or `attempts` not from 1 to it; an `Error` with the
/// core's message for an unknown `difficulty`.
#[wasm_bindgen]
pub fn generate(
    side: f64,
    seed: f64,
    symmetric: bool,
    difficulty: Option<String>,
    attempts: f64,
) -> Result<Option<String>, JsValue> {
    let side = Geometry::new(side)?.side();
    let seed = args::count("generate", "seed", seed)?;
    let attempts = args::whole("generate", "attempts", attempts, 1, args::MAX_SAFE_INTEGER)?;
    let board = match difficulty {
        None => generate_puzzle(side, seed, symmetric),
        Some(name) => {
            let label: Difficulty = name.parse().map_err(JsError::from)?;
            generate_rated(side, seed, symmetric, label, attempts).map(|(_, board)| board)
        }
    };
    Ok(board.map(|b| b.to_string()))
}

/// The solutions of `puzzle`, counted up to two, as the values of each one after the other:
/// empty when it has none, `cells` values when it is unique, `2 · cells` when it is not (two
/// different solutions).
///
/// # Errors
///
/// Throws an `Error` with the core's message for a bad puzzle or givens in conflict, and when
/// the count gives up after its step budget.
#[wasm_bindgen]
pub fn solutions(puzzle: &str) -> Result<Vec<u8>, JsError> {
    // Givens in conflict have no solution, so their check (a pass over the board) waits until
    // none is found: most calls are for puzzles that have one.
    let board = Board::parse_unchecked(puzzle)?;
    let found = solutions_within(&board, 2, SOLUTIONS_BUDGET).ok_or_else(|| {
        JsError::new(&format!(
            "gave up counting solutions after {SOLUTIONS_BUDGET} steps"
        ))
    })?;
    if found.is_empty() {
        board.check_conflicts()?;
    }
    let mut out = Vec::new();
    for solution in &found {
        out.extend_from_slice(solution.values());
    }
    Ok(out)
}

/// What `singles` would do next on `board` (givens and a player's digits), as a packed event
/// (`Event::pack`): propagate (a forced digit, naked or hidden single in a unit), select (a
/// guess is needed: the cell with the fewest candidates), dead end (some digit is wrong) or
/// solution (the board is full).
///
/// # Errors
///
/// Throws an `Error` with the core's message for a bad board or digits in conflict.
#[wasm_bindgen]
pub fn hint(board: &str) -> Result<Vec<u32>, JsError> {
    let board = Board::parse(board)?;
    Ok(hint_of(&board)?.pack(board.side()).to_vec())
}
