//! What the engine says of its newest decision: why it was opened and what it tries next, asked
//! of whichever machine runs (kept beside `Engine`, not in `choice`, so that the choice types
//! depend on nothing of the machines that make them).

use super::Engine;
use crate::choice::Choice;

impl Engine {
    /// Why the newest decision was opened, right after it opened (before its first try); `None`
    /// at any other moment and for the machines without decisions to explain (`fast` on 9×9,
    /// local search).
    pub fn choice(&self) -> Option<Choice> {
        match self {
            Engine::BruteForce(m) => m.choice(),
            Engine::Backtracking(m) => m.choice(),
            Engine::SortedCells(m) => m.choice(),
            Engine::Mrv(m) => m.choice(),
            Engine::Singles(m) => m.choice(),
            Engine::Lookahead(m) => m.choice(),
            #[cfg(machines)]
            Engine::Csp(m) => m.choice(),
            #[cfg(machines)]
            Engine::Dlx(m) => m.choice(),
            #[cfg(machines)]
            Engine::Annealing(_) | Engine::ShootAndGo(_) => None,
            #[cfg(machines)]
            Engine::Fast(_) => None,
        }
    }

    /// The cell and digit the deepest decision tries next, while a try is due (after a select,
    /// a backtrack, or a `brute-force` conflict); `None` otherwise and for the machines that
    /// [`Engine::choice`] leaves out.
    pub fn next_try(&self) -> Option<(u16, u8)> {
        match self {
            Engine::BruteForce(m) => m.next_try(),
            Engine::Backtracking(m) => m.next_try(),
            Engine::SortedCells(m) => m.next_try(),
            Engine::Mrv(m) => m.next_try(),
            Engine::Singles(m) => m.next_try(),
            Engine::Lookahead(m) => m.next_try(),
            #[cfg(machines)]
            Engine::Csp(m) => m.next_try(),
            #[cfg(machines)]
            Engine::Dlx(m) => m.next_try(),
            #[cfg(machines)]
            Engine::Annealing(_) | Engine::ShootAndGo(_) => None,
            #[cfg(machines)]
            Engine::Fast(_) => None,
        }
    }
}
