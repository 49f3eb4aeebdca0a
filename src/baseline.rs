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
    backtracking_within(board, u64::MAX).expect("an unlimited budget never runs out")
}

/// [`backtracking`] with a budget of `max_tries` digits placed: `None` when the search used
/// them all without finding a solution or ending (the command line's `--max-steps` for the
/// baseline).
pub fn backtracking_within(board: &Board, max_tries: u64) -> Option<BaselineResult> {
    let mut c = Candidates::new(board);
    let order: Vec<u16> = (0..board.geometry().cells)
        .filter(|&x| board.get(x) == 0)
        .map(|x| x as u16)
        .collect();
    let mut tries = 0;
    let end = descend(&mut c, &order, &mut tries, max_tries);
    match end {
        End::Solved => Some(BaselineResult {
            solution: Some(c.board()),
            tries,
        }),
        End::Exhausted => Some(BaselineResult {
            solution: None,
            tries,
        }),
        End::OutOfBudget => None,
    }
}

/// How a branch of the recursion ended.
#[derive(Clone, Copy, PartialEq, Eq)]
enum End {
    Solved,
    Exhausted,
    OutOfBudget,
}

/// One level of the recursion: the first cell of `order`, its legal digits ascending.
fn descend(c: &mut Candidates, order: &[u16], tries: &mut u64, max_tries: u64) -> End {
    let Some((&cell, rest)) = order.split_first() else {
        return End::Solved;
    };
    let cell = cell as usize;
    let mut digits = c.of(cell);
    while digits != 0 {
        if *tries == max_tries {
            return End::OutOfBudget;
        }
        let d = digits.trailing_zeros() as u8 + 1;
        digits &= digits - 1;
        *tries += 1;
        c.place(cell, d);
        match descend(c, rest, tries, max_tries) {
            End::Exhausted => {
                c.unplace(cell);
            }
            end => return end,
        }
    }
    End::Exhausted
}
