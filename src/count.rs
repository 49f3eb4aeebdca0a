//! Counting solutions and checking uniqueness: services of the board, done by stepping the
//! `fast` strategy's machine.

use crate::board::Board;
use crate::fast::Fast;
use crate::solve::{run_within, solve_within, Outcome};
use crate::stepper::Stepper;
use crate::strategy::{Engine, Strategy};
use std::cell::Cell;

/// The `fast` machine for `board`, or `singles` in a build without it (the small WebAssembly
/// engine, which leaves `fast` to the full one); `None` for givens in conflict, which have no
/// solution.
pub(crate) fn machine(board: &Board) -> Option<Engine> {
    let strategy = if Strategy::Fast.is_built() {
        Strategy::Fast
    } else {
        Strategy::Singles
    };
    Engine::new(board, strategy).ok()
}

thread_local! {
    /// The 9×9 `fast` machine of the last count on this thread, kept for the next: its stack
    /// and its backups (about 20 KB) are then not allocated again for every puzzle.
    static SPARE: Cell<Option<Fast>> = const { Cell::new(None) };
}

/// Runs `f` on a 9×9 `fast` machine for `board`, the thread's spare one when it has one, or
/// `None` when the givens are in conflict. The machine stays a [`Fast`]: the step loop compiled
/// for it inlines the cell selection, which the loop compiled for a bare
/// [`Bits`](crate::fast::Bits) does not.
fn with_bits<T>(board: &Board, f: impl FnOnce(&mut Fast) -> T) -> Option<T> {
    let mut fast = match SPARE.take() {
        Some(mut fast) => {
            if let Some(bits) = fast.bits_mut() {
                bits.reset(board);
            }
            fast
        }
        None => Fast::new(board),
    };
    let clashes = fast.bits_mut().is_some_and(|bits| bits.clashes());
    let out = (!clashes).then(|| f(&mut fast));
    SPARE.set(Some(fast));
    out
}

/// `fast` on the machine of [`machine`] for `board`, or `None` for givens in conflict: `fast`
/// runs as a [`Fast`] rather than an [`Engine`], which is large, and whose moves through
/// `Result` and `Option` cost an easy puzzle's count a twentieth of its time. On 9×9 boards its
/// bitboard finds conflicting givens itself while it places them (no separate conflict pass),
/// and it is reused from call to call. `on_fast` and `on_engine` are one service for either
/// machine (the second only in a build without `fast`).
fn on_machine<T>(
    board: &Board,
    on_fast: impl FnOnce(&mut Fast) -> T,
    on_engine: impl FnOnce(&mut Engine) -> T,
) -> Option<T> {
    if Strategy::Fast.is_built() {
        if board.side() == 9 {
            return with_bits(board, on_fast);
        }
        board.check_conflicts().ok()?;
        return Some(on_fast(&mut Fast::new(board)));
    }
    Some(on_engine(&mut machine(board)?))
}

/// [`solve_within`] on [`on_machine`]'s machine for `board`, with the first solution's board
/// only when `keep_solution`; `None` for givens in conflict.
fn solve_board(
    board: &Board,
    limit: u64,
    max_steps: u64,
    keep_solution: bool,
) -> Option<Option<Outcome>> {
    on_machine(
        board,
        |fast| run_within(fast, limit, max_steps, keep_solution),
        |engine| run_within(engine, limit, max_steps, keep_solution),
    )
}

/// Counts the solutions of `board`, stopping at `limit` (so `limit = 2` is a uniqueness check:
/// 0 none, 1 unique, 2 several). Givens in conflict count as no solution.
pub fn count_solutions(board: &Board, limit: u64) -> u64 {
    count_solutions_within(board, limit, u64::MAX).unwrap_or(limit)
}

/// Like [`count_solutions`] within a budget of `max_steps` steps of the machine; `None` when the
/// budget ran out before the count was settled.
pub fn count_solutions_within(board: &Board, limit: u64, max_steps: u64) -> Option<u64> {
    match solve_board(board, limit, max_steps, false) {
        Some(outcome) => outcome.map(|o| o.solutions),
        None => Some(0),
    }
}

/// The solution of `board` if it has exactly one; `None` when it has none or several (or givens
/// in conflict).
pub fn solve_unique(board: &Board) -> Option<Board> {
    match solve_board(board, 2, u64::MAX, true)? {
        Some(Outcome {
            solutions: 1,
            solution,
            ..
        }) => solution,
        _ => None,
    }
}

/// The first `limit` solutions of `board` that `fast` finds (fewer when it has fewer), within
/// a budget of `max_steps` steps; `None` when the budget ran out first. Givens in conflict have
/// none. With `limit = 2`, one solution means the board is unique, two show that it is not.
pub fn solutions_within(board: &Board, limit: u64, max_steps: u64) -> Option<Vec<Board>> {
    on_machine(
        board,
        |fast| collect_solutions(fast, limit, max_steps),
        |engine| collect_solutions(engine, limit, max_steps),
    )
    .unwrap_or(Some(Vec::new()))
}

/// The first `limit` solutions `machine` finds, one per call of [`solve_within`] on the same
/// machine (each goes on where the last stopped), within `max_steps` in all.
fn collect_solutions<S: Stepper>(
    machine: &mut S,
    limit: u64,
    max_steps: u64,
) -> Option<Vec<Board>> {
    let mut found = Vec::new();
    let mut budget = max_steps;
    while (found.len() as u64) < limit {
        let before = machine.counters().steps;
        let outcome = solve_within(machine, 1, budget)?;
        budget -= machine.counters().steps - before;
        match outcome.solution {
            Some(solution) => found.push(solution),
            None => break,
        }
    }
    Some(found)
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
