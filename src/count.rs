//! Counting solutions and checking uniqueness: services of the board, done by stepping `fast`.

use crate::board::Board;
use crate::fast::Fast;
use crate::solve::{solve_within, Outcome};

/// False when givens clash and the machine for `board` would not notice: the 9×9 machine
/// checks its givens itself, more cheaply than [`Board::check_conflicts`].
fn valid_givens(board: &Board) -> bool {
    board.side() == 9 || board.check_conflicts().is_ok()
}

/// Counts the solutions of `board`, stopping at `limit` (so `limit = 2` is a uniqueness check:
/// 0 none, 1 unique, 2 several). Givens in conflict count as no solution.
pub fn count_solutions(board: &Board, limit: u64) -> u64 {
    count_solutions_within(board, limit, u64::MAX).unwrap_or(limit)
}

/// Like [`count_solutions`] within a budget of `max_steps` steps of the machine; `None` when the
/// budget ran out before the count was settled.
pub fn count_solutions_within(board: &Board, limit: u64, max_steps: u64) -> Option<u64> {
    if !valid_givens(board) {
        return Some(0);
    }
    solve_within(&mut Fast::new(board), limit, max_steps).map(|o| o.solutions)
}

/// The solution of `board` if it has exactly one; `None` when it has none or several (or givens
/// in conflict).
pub fn solve_unique(board: &Board) -> Option<Board> {
    if !valid_givens(board) {
        return None;
    }
    match solve_within(&mut Fast::new(board), 2, u64::MAX) {
        Some(Outcome {
            solutions: 1,
            solution,
            ..
        }) => solution,
        _ => None,
    }
}

impl Board {
    /// See [`count_solutions`].
    pub fn count_solutions(&self, limit: u64) -> u64 {
        count_solutions(self, limit)
    }

    /// See [`solve_unique`].
    pub fn solve_unique(&self) -> Option<Board> {
        solve_unique(self)
    }
}
