//! A plain recursive depth-first search, the yardstick for the steppers' speed: same cell order
//! and digit order as `backtracking`, same bit masks, but no events, no explicit stack.

use crate::board::Board;
use crate::candidates::Candidates;

/// What the recursive search found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BaselineResult {
    /// The first solution, if any.
    pub solution: Option<Board>,
    /// Digits placed before the first solution (or in the whole search when there is none).
    pub tries: u64,
}

/// Solves `board` (no givens in conflict) by recursion: first empty cell in row-major order,
/// legal digits ascending, stopping at the first solution.
pub fn backtracking(board: &Board) -> BaselineResult {
    let mut c = Candidates::new(board);
    let order: Vec<u16> = (0..board.geometry().cells)
        .filter(|&x| board.get(x) == 0)
        .map(|x| x as u16)
        .collect();
    let mut tries = 0;
    let solved = descend(&mut c, &order, &mut tries);
    BaselineResult {
        solution: solved.then(|| c.board()),
        tries,
    }
}

fn descend(c: &mut Candidates, order: &[u16], tries: &mut u64) -> bool {
    let Some((&cell, rest)) = order.split_first() else {
        return true;
    };
    let cell = cell as usize;
    let mut digits = c.of(cell);
    while digits != 0 {
        let d = digits.trailing_zeros() as u8 + 1;
        digits &= digits - 1;
        *tries += 1;
        c.place(cell, d);
        if descend(c, rest, tries) {
            return true;
        }
        c.unplace(cell);
    }
    false
}
