//! The `csp` machine: one [`Dfs`] per kind of composition, chosen when the search is built.
//!
//! A composition that neither infers nor backjumps (`infer=none jump=off`) runs in the loop
//! `backtracking` and `mrv` run in: no trails, no hooks, no propagation phase. Every other
//! composition runs in the full machine. Both make the same events for the compositions they
//! share, so which one runs is invisible but for speed.

use super::Dfs;
use crate::board::Board;
use crate::choice::Choice;
use crate::params::{Spec, Tunable, Values};
use crate::policy::csp::{self, Csp, Infer, Val, Var};
use crate::stepper::Stepper;

/// The `csp` machine (see the module documentation).
#[derive(Clone)]
pub enum CspMachine {
    /// `infer=none jump=off`.
    Plain(Dfs<Csp<false>>),
    /// Inference, backjumping or both.
    Full(Dfs<Csp<true>>),
}

/// `$body` with `$m` bound to whichever machine runs.
macro_rules! either {
    ($self:expr, $m:ident => $body:expr) => {
        match $self {
            CspMachine::Plain($m) => $body,
            CspMachine::Full($m) => $body,
        }
    };
}

impl CspMachine {
    /// The composition: variable order, value order, inference, and whether it backjumps.
    pub fn composition(&self) -> (Var, Val, Infer, bool) {
        either!(self, m => m.policy().composition())
    }

    /// MAC: the singletons still to revise, in order (empty for other inferences).
    pub fn queue(&self) -> &[u16] {
        either!(self, m => m.policy().queue())
    }

    /// `jump=cbj`: the conflict set of the decision at `depth` (1-based), as decision depths
    /// ascending; empty without cbj.
    pub fn conflict_set(&self, depth: usize) -> Vec<u16> {
        either!(self, m => m.policy().conflict_set(depth))
    }

    /// `jump=cbj`: the conflict set the last backtrack or backjump went by, as decision depths
    /// ascending (see [`Csp::jump_set`]).
    pub fn jump_set(&self) -> Vec<u16> {
        either!(self, m => m.policy().jump_set())
    }

    /// MAC: the singleton whose revision pruned `digit` from `cell`, while it is eliminated
    /// there.
    pub fn pruned_by(&self, cell: usize, digit: u8) -> Option<u16> {
        either!(self, m => m.policy().pruned_by(cell, digit))
    }

    /// See [`Dfs::choice`].
    pub fn choice(&self) -> Option<Choice> {
        either!(self, m => m.choice())
    }

    /// See [`Dfs::next_try`].
    pub fn next_try(&self) -> Option<(u16, u8)> {
        either!(self, m => m.next_try())
    }
}

impl Tunable for CspMachine {
    const PARAMS: &'static [Spec] = csp::PARAMS;
    fn tuned(board: &Board, values: &Values) -> CspMachine {
        if csp::is_full(values) {
            CspMachine::Full(Dfs::with_values(board, values))
        } else {
            CspMachine::Plain(Dfs::with_values(board, values))
        }
    }
}

impl Stepper for CspMachine {
    crate::stepper::forward_stepper!(either, step_within);
}

impl crate::strategy::Engine {
    /// The `csp` machine, for its composition, MAC queue and conflict sets (`None` for the
    /// other strategies, and always in the small WebAssembly engine, which leaves `csp` out).
    pub fn csp(&self) -> Option<&CspMachine> {
        match self {
            #[cfg(machines)]
            crate::strategy::Engine::Csp(m) => Some(m),
            _ => None,
        }
    }
}
