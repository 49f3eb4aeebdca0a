//! The strategy names of CONTRACT.md and [`Engine`], which runs any of them behind one type.
//!
//! Every strategy is one entry of the table at the bottom: enum variant, stable name,
//! description and machine type. The enum, [`Strategy::ALL`], the names, the descriptions, the
//! parameters ([`Strategy::params`], from the machine's [`Tunable::PARAMS`]), the [`Engine`]
//! variants, [`Engine::new`], [`Engine::with_params`] and the [`UnknownStrategy`] message all
//! come from it.

mod decisions;

use std::fmt;
use std::str::FromStr;

use crate::board::Board;
use crate::dfs::{CspMachine, Dfs};
use crate::dlx::Dlx;
use crate::event::Event;
use crate::fast::Bits;
use crate::local::{Annealing, ShootAndGo};
use crate::params::{ParamError, Params, Spec, Tunable, Values};
use crate::parse::ParseError;
use crate::policy::{Backtracking, BruteForce, Lookahead, Mrv, Policy, Singles, SortedCells};
use crate::solve::{solve_within, Outcome};
use crate::stepper::{forward_stepper, record_by_steps, record_in_loop, skip, Stepper};
use crate::tree::Tree;

macro_rules! strategies {
    ($($(#[$only:meta])? $variant:ident $name:literal $ty:ty => $description:literal,)*) => {
        /// A search strategy, by its stable name.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum Strategy {
            $(
                #[doc = concat!("`", $name, "`: ", $description)]
                $variant,
            )*
        }

        impl Strategy {
            /// Every strategy, in the order the page lists them.
            pub const ALL: [Strategy; [$($name),*].len()] = [$(Strategy::$variant),*];

            /// The stable name.
            pub fn name(self) -> &'static str {
                match self { $(Strategy::$variant => $name,)* }
            }

            /// One line for a picker.
            pub fn description(self) -> &'static str {
                match self { $(Strategy::$variant => $description,)* }
            }

            /// The parameters the strategy takes, with defaults and ranges (none for most).
            pub fn params(self) -> &'static [Spec] {
                match self { $(Strategy::$variant => <$ty as Tunable>::PARAMS,)* }
            }

            /// True when this build has the strategy's machine: always natively, and in
            /// WebAssembly without the `machines` feature only for the depth-first strategies
            /// (the page then loads the full engine for the others).
            pub fn is_built(self) -> bool {
                #[allow(unreachable_patterns)]
                match self { $($(#[$only])? Strategy::$variant => true,)* _ => false }
            }
        }

        /// A strategy name that is not in CONTRACT.md; the message lists the names there are.
        #[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
        #[error(
            "unknown strategy {}; expected one of {}",
            crate::quote::quote(&.0),
            [$($name),*].join(", ")
        )]
        pub struct UnknownStrategy(pub String);

        /// Any strategy's machine behind one type; dispatch happens once per call, and
        /// [`Engine::run`] keeps each strategy's loop monomorphic.
        #[derive(Clone)]
        pub enum Engine {
            $(
                #[doc = concat!("The `", $name, "` machine.")]
                $(#[$only])?
                $variant($ty),
            )*
        }

        impl Engine {
            /// The machine of `strategy` for `board` with checked parameter `values`, or `None`
            /// when this build does not have it ([`Strategy::is_built`]).
            fn build(board: &Board, strategy: Strategy, values: &Values) -> Option<Engine> {
                #[allow(unreachable_patterns)]
                match strategy {
                    $($(#[$only])? Strategy::$variant => Some(Engine::$variant(<$ty as Tunable>::tuned(board, values))),)*
                    _ => None,
                }
            }
        }

        impl Engine {
            /// The strategy whose machine this is (`singles` for `fast` off 9×9).
            pub fn strategy(&self) -> Strategy {
                match self { $($(#[$only])? Engine::$variant(_) => Strategy::$variant,)* }
            }
        }

        macro_rules! dispatch {
            ($self:expr, $m:ident => $body:expr) => {
                match $self { $($(#[$only])? Engine::$variant($m) => $body,)* }
            };
        }
    };
}

strategies! {
    BruteForce "brute-force" Dfs<BruteForce> =>
        "Write 1, 2, 3… in each empty cell in reading order, check, and step back after the last digit fails.",
    Backtracking "backtracking" Dfs<Backtracking> =>
        "First empty cell in reading order; only digits legal there, ascending.",
    SortedCells "sorted-cells" Dfs<SortedCells> =>
        "Empty cells in a fixed order: fewest candidates at the start first.",
    Mrv "mrv" Dfs<Mrv> =>
        "Always the empty cell with the fewest candidates right now.",
    Singles "singles" Dfs<Singles> =>
        "MRV plus naked and hidden singles after every guess.",
    Lookahead "lookahead" Dfs<Lookahead> =>
        "Drop candidates that lead to a dead end after naked singles, fill singles, then guess.",
    #[cfg(machines)]
    Csp "csp" CspMachine =>
        "Compose your own search: variable order, value order, inference and backjumping.",
    #[cfg(machines)]
    Dlx "dlx" Dlx =>
        "Knuth's dancing links on the exact-cover matrix: the constraint with the fewest options first.",
    #[cfg(machines)]
    Annealing "annealing" Annealing =>
        "Not exact: fill boxes with permutations, swap within a box, anneal toward 0 missing digits.",
    #[cfg(machines)]
    ShootAndGo "shoot-and-go" ShootAndGo =>
        "Not exact: random shots at every free cell, each followed by a descent over ±1…hmax changes.",
    #[cfg(machines)]
    Fast "fast" Bits =>
        "The fastest exact solver here: singles and MRV on bitboards.",
}

impl Strategy {
    /// The strategy whose machine runs for this one on a board of `side` cells per row: itself,
    /// but `singles` for `fast` off 9×9, whose bitboard is 9×9 only (as in [`crate::fast::Fast`]).
    pub fn machine_on(self, side: usize) -> Strategy {
        match self {
            Strategy::Fast if side != 9 => Strategy::Singles,
            s => s,
        }
    }

    /// True for the strategies that find every solution and prove when there is none; false
    /// for local search, which stops at its first solution or gives up at its budget.
    pub fn is_exact(self) -> bool {
        !matches!(self, Strategy::Annealing | Strategy::ShootAndGo)
    }

    /// True for the strategies that propagate (fill forced cells) between decisions, whose
    /// `propagations` counter can grow; the others keep it at 0, which is no achievement, so
    /// a comparison does not rank them by it.
    pub fn propagates(self) -> bool {
        match self {
            Strategy::BruteForce => <BruteForce as Policy>::PROPAGATES,
            Strategy::Backtracking => <Backtracking as Policy>::PROPAGATES,
            Strategy::SortedCells => <SortedCells as Policy>::PROPAGATES,
            Strategy::Mrv => <Mrv as Policy>::PROPAGATES,
            Strategy::Singles => <Singles as Policy>::PROPAGATES,
            Strategy::Lookahead => <Lookahead as Policy>::PROPAGATES,
            // Its default composition (infer=none) places nothing; with infer=singles it does,
            // and a comparison then shows its propagations without ranking them.
            Strategy::Csp => false,
            // The bitboard places naked and hidden singles after every guess, as `singles` does.
            Strategy::Fast => true,
            // Dancing links covers and local search swaps: neither counts propagations.
            Strategy::Dlx | Strategy::Annealing | Strategy::ShootAndGo => false,
        }
    }

    /// The counters of CONTRACT.md that mean something for this strategy, by their stable
    /// names: a page shows these and leaves out those that stay 0 (`propagations` of `dlx`,
    /// `backtracks` of a local search).
    pub fn counters(self) -> &'static [&'static str] {
        match self {
            Strategy::Dlx => &[
                "steps",
                "tries",
                "backtracks",
                "depth",
                "max_depth",
                "solutions",
                "updates",
            ],
            Strategy::Annealing => &[
                "steps",
                "tries",
                "accepted",
                "penalty",
                "best_penalty",
                "temperature",
                "restarts",
                "solutions",
            ],
            Strategy::ShootAndGo => &[
                "steps",
                "tries",
                "accepted",
                "penalty",
                "best_penalty",
                "restarts",
                "solutions",
            ],
            Strategy::Csp => &[
                "steps",
                "tries",
                "backtracks",
                "propagations",
                "pruned",
                "jumped",
                "depth",
                "max_depth",
                "solutions",
            ],
            _ => &[
                "steps",
                "tries",
                "backtracks",
                "propagations",
                "depth",
                "max_depth",
                "solutions",
            ],
        }
    }

    /// Checks `params` against the strategy's keys (see [`Engine::with_params`]).
    ///
    /// # Errors
    ///
    /// A [`ParamError`] for a key the strategy does not take, a key given twice or a bad value.
    pub fn check_params(self, params: &Params) -> Result<(), ParamError> {
        params.check(self.name(), self.params()).map(|_| ())
    }
}

/// Why [`Engine::with_params`] built no machine.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum EngineError {
    /// Givens in conflict.
    #[error(transparent)]
    Parse(#[from] ParseError),
    /// A parameter the strategy does not take, or a bad value.
    #[error(transparent)]
    Params(#[from] ParamError),
    /// A strategy whose machine this build leaves out ([`Strategy::is_built`]).
    #[error("strategy {0} is not in this build of the engine; load the full engine for it")]
    NotBuilt(Strategy),
}

impl<P: Policy> Tunable for Dfs<P> {
    const PARAMS: &'static [Spec] = P::PARAMS;
    fn tuned(board: &Board, values: &Values) -> Dfs<P> {
        Dfs::with_values(board, values)
    }
}

impl Tunable for Bits {
    fn tuned(board: &Board, _: &Values) -> Bits {
        Bits::new(board)
    }
}

impl Tunable for Dlx {
    fn tuned(board: &Board, _: &Values) -> Dlx {
        Dlx::new(board)
    }
}

impl Engine {
    /// A machine for `board` with `strategy` and its default parameters; givens in conflict are
    /// an error. Panics for a strategy this build leaves out ([`Strategy::is_built`]): the core
    /// calls it with `fast` and `singles`, which every build has; a page goes through
    /// [`Engine::with_params`], which reports it.
    ///
    /// # Errors
    ///
    /// [`ParseError::Conflict`] for givens in conflict.
    pub fn new(board: &Board, strategy: Strategy) -> Result<Engine, ParseError> {
        board.check_conflicts()?;
        let machine = strategy.machine_on(board.side());
        Ok(
            Engine::build(board, machine, &Values::defaults(machine.params()))
                .expect("Engine::new with a strategy this build leaves out"),
        )
    }

    /// A machine for `board` with `strategy` and `params`, checked against the strategy's keys
    /// first; a strategy without parameters refuses any key.
    ///
    /// # Errors
    ///
    /// [`EngineError::Parse`] for givens in conflict, [`EngineError::Params`] for a key the
    /// strategy does not take or a bad value, and [`EngineError::NotBuilt`] for a strategy this
    /// build leaves out.
    pub fn with_params(
        board: &Board,
        strategy: Strategy,
        params: &Params,
    ) -> Result<Engine, EngineError> {
        let values = params.check(strategy.name(), strategy.params())?;
        board.check_conflicts()?;
        let machine = strategy.machine_on(board.side());
        // `fast` takes no parameters, so the machine standing in for it takes its defaults.
        let values = if machine == strategy {
            values
        } else {
            Values::defaults(machine.params())
        };
        Engine::build(board, machine, &values).ok_or(EngineError::NotBuilt(strategy))
    }
}

impl fmt::Display for Strategy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Strategy {
    type Err = UnknownStrategy;
    fn from_str(s: &str) -> Result<Strategy, UnknownStrategy> {
        Strategy::ALL
            .into_iter()
            .find(|x| x.name() == s)
            .ok_or_else(|| UnknownStrategy(s.to_string()))
    }
}

/// Steps `strategy` on `board` until `limit` solutions are found or the search is exhausted.
///
/// # Errors
///
/// [`ParseError::Conflict`] for givens in conflict.
pub fn solve(board: &Board, strategy: Strategy, limit: u64) -> Result<Outcome, ParseError> {
    let mut engine = Engine::new(board, strategy)?;
    Ok(solve_within(&mut engine, limit, u64::MAX).expect("an unlimited budget never runs out"))
}

impl Stepper for Engine {
    forward_stepper!(dispatch);
    /// Only `lookahead`'s steps can outlast a slice of work (see `Policy::prepare` in src/policy); any
    /// other machine takes a whole step through its one stepping loop, so that no other copy
    /// of the loops is compiled for this.
    fn step_within(&mut self, work_limit: u64) -> Option<Event> {
        match self {
            Engine::Lookahead(m) => m.step_within(work_limit),
            other => skip(other, 1, false).1,
        }
    }
    /// The plain depth-first machines (and `mrv`) step in a few nanoseconds, so a call per step
    /// would cost them a third of their speed or more: they record in a copy of their own loop.
    /// The others, at 70 ns a step and more, record a step at a time through the loops they
    /// have, which saves about 20 KB of WebAssembly.
    fn record_tree(
        &mut self,
        max_steps: u64,
        stop_at_solution: bool,
        tree: &mut Tree,
    ) -> (u64, Option<Event>) {
        match self {
            Engine::BruteForce(m) => record_in_loop(m, max_steps, stop_at_solution, tree),
            Engine::Backtracking(m) => record_in_loop(m, max_steps, stop_at_solution, tree),
            Engine::SortedCells(m) => record_in_loop(m, max_steps, stop_at_solution, tree),
            Engine::Mrv(m) => record_in_loop(m, max_steps, stop_at_solution, tree),
            other => record_by_steps(other, max_steps, stop_at_solution, tree),
        }
    }
}
