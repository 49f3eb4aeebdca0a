//! The puzzle generator: a random full grid, then givens removed one by one (or in 180° pairs)
//! in random order for as long as the solution stays unique, checked by counting with `fast`.
//!
//! Everything random comes from a ChaCha8 generator seeded with the caller's seed, so a seed
//! always gives the same puzzle, on every platform.

use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use crate::board::Board;
use crate::count::count_solutions_within;
use crate::rate::{rate, Difficulty};
use crate::solve::solve_within;
use crate::symmetry::shuffled_lines;

/// Steps one uniqueness check may take on a 16×16 board. There `fast` is the generic machine
/// and a check of a sparse board can run long; a check that runs out keeps the given, so the
/// puzzle stays unique and generation stays well under a second or two.
const CHECK_BUDGET_16: u64 = 2_000;
/// Steps allowed to complete the random diagonal boxes into a full grid before trying other
/// random boxes (only 16×16 ever comes near it).
const FILL_BUDGET: u64 = 100_000;

/// A puzzle with exactly one solution on a board of `side` cells per row (4, 9 or 16), the same
/// for the same `seed`. With `symmetric`, the givens are symmetric under 180° rotation.
/// Returns `None` for an unsupported side.
pub fn generate(side: usize, seed: u64, symmetric: bool) -> Option<Board> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut board = full_grid(side, &mut rng)?;
    let cells = side * side;
    let budget = if side == 16 {
        CHECK_BUDGET_16
    } else {
        u64::MAX
    };
    // With symmetry, each cell stands for its pair (the centre of 9×9 pairs with itself).
    let mut order: Vec<usize> = (0..cells)
        .filter(|&c| !symmetric || c <= cells - 1 - c)
        .collect();
    order.shuffle(&mut rng);
    for cell in order {
        let pair = if symmetric { cells - 1 - cell } else { cell };
        let kept = (board.get(cell), board.get(pair));
        board.set(cell, 0);
        board.set(pair, 0);
        if count_solutions_within(&board, 2, budget) != Some(1) {
            board.set(cell, kept.0);
            board.set(pair, kept.1);
        }
    }
    Some(board)
}

/// The first puzzle that [`crate::rate()`] labels `difficulty` among those of seeds `seed`,
/// `seed + 1`, … (at most `attempts` seeds), with its seed; `None` when none of them is, or for
/// an unsupported side. Puzzles of every label come from the same generator, so some labels
/// are rare at some sizes (its 4×4 puzzles come out `easy`, its 16×16 ones mostly `fiendish`).
pub fn generate_rated(
    side: usize,
    seed: u64,
    symmetric: bool,
    difficulty: Difficulty,
    attempts: u64,
) -> Option<(u64, Board)> {
    (0..attempts).find_map(|i| {
        let seed = seed.wrapping_add(i);
        let board = generate(side, seed, symmetric)?;
        let rating = rate(&board).ok()?;
        (rating.difficulty == difficulty).then_some((seed, board))
    })
}

/// A random full grid: the boxes on the diagonal share no unit, so each gets a random
/// permutation of the digits; `fast` completes them; shuffling bands, stacks, and rows and
/// columns inside them (which keeps a grid valid) then spreads the randomness over the grid.
fn full_grid(side: usize, rng: &mut ChaCha8Rng) -> Option<Board> {
    let geom = Board::empty(side)?.geometry();
    let box_side = geom.box_side;
    loop {
        let mut board = Board::empty(side)?;
        for k in 0..box_side {
            let mut digits: Vec<u8> = (1..=side as u8).collect();
            digits.shuffle(rng);
            let unit = 2 * side + k * box_side + k;
            for (&cell, &d) in geom.unit_cells(unit).iter().zip(&digits) {
                board.set(cell as usize, d);
            }
        }
        let machine = crate::count::machine(&board);
        let full = machine.and_then(|mut m| solve_within(&mut m, 1, FILL_BUDGET)?.solution);
        if let Some(full) = full {
            let rows = shuffled_lines(box_side, rng);
            let cols = shuffled_lines(box_side, rng);
            let mut out = Board::empty(side)?;
            for (r, &from_r) in rows.iter().enumerate() {
                for (c, &from_c) in cols.iter().enumerate() {
                    out.set(r * side + c, full.get(from_r * side + from_c));
                }
            }
            return Some(out);
        }
    }
}
