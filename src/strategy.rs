//! The strategy names of CONTRACT.md and [`Engine`], which runs any of them behind one type.
//!
//! Every strategy is one entry of the table at the bottom: enum variant, stable name,
//! description and machine type. The enum, [`Strategy::ALL`], the names, the descriptions, the
//! [`Engine`] variants, [`Engine::new`] and the [`UnknownStrategy`] message all come from it.

use std::fmt;
use std::str::FromStr;

use crate::board::Board;
use crate::dfs::Dfs;
use crate::error::ParseError;
use crate::event::{Counters, Event};
use crate::fast::Bits;
use crate::policy::{Backtracking, BruteForce, Lookahead, Mrv, Singles, SortedCells};
use crate::solve::{solve_within, Outcome};
use crate::stepper::{Frame, Stepper};

macro_rules! strategies {
    ($($variant:ident $name:literal $ty:ty => $description:literal,)*) => {
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
        }

        /// A strategy name that is not in CONTRACT.md; the message lists the names there are.
        #[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
        #[error(
            "unknown strategy {:?}; expected one of {}",
            .0,
            [$($name),*].join(", ")
        )]
        pub struct UnknownStrategy(pub String);

        /// Any strategy's machine behind one type; dispatch happens once per call, and
        /// [`Engine::run`] keeps each strategy's loop monomorphic.
        #[derive(Clone)]
        pub enum Engine {
            $(
                #[doc = concat!("The `", $name, "` machine.")]
                $variant($ty),
            )*
        }

        impl Engine {
            /// The machine of `strategy` for `board`.
            fn build(board: &Board, strategy: Strategy) -> Engine {
                match strategy { $(Strategy::$variant => Engine::$variant(<$ty>::new(board)),)* }
            }
        }

        macro_rules! dispatch {
            ($self:expr, $m:ident => $body:expr) => {
                match $self { $(Engine::$variant($m) => $body,)* }
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
    Fast "fast" Bits =>
        "The fastest exact solver here: singles and MRV on bitboards.",
}

impl Engine {
    /// A machine for `board` with `strategy`; givens in conflict are an error.
    pub fn new(board: &Board, strategy: Strategy) -> Result<Engine, ParseError> {
        board.check_conflicts()?;
        // The bitboard of `fast` is 9×9 only; on the other sizes `fast` is the `singles`
        // machine (as in [`crate::fast::Fast`]).
        let strategy = match strategy {
            Strategy::Fast if board.side() != 9 => Strategy::Singles,
            s => s,
        };
        Ok(Engine::build(board, strategy))
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
pub fn solve(board: &Board, strategy: Strategy, limit: u64) -> Result<Outcome, ParseError> {
    let mut engine = Engine::new(board, strategy)?;
    Ok(solve_within(&mut engine, limit, u64::MAX).expect("an unlimited budget never runs out"))
}

impl Stepper for Engine {
    fn step(&mut self) -> Event {
        dispatch!(self, m => m.step())
    }
    /// Dispatches once per call rather than once per step: each strategy keeps its own
    /// monomorphic loop, and wrappers such as [`crate::History`] get it too.
    #[inline]
    fn run<F: FnMut(&Event) -> bool>(
        &mut self,
        max_steps: u64,
        on_event: F,
    ) -> (u64, Option<Event>) {
        dispatch!(self, m => m.run(max_steps, on_event))
    }
    fn counters(&self) -> &Counters {
        dispatch!(self, m => m.counters())
    }
    fn board(&self) -> Board {
        dispatch!(self, m => m.board())
    }
    fn values(&self) -> &[u8] {
        dispatch!(self, m => m.values())
    }
    fn reasons(&self) -> &[u8] {
        dispatch!(self, m => m.reasons())
    }
    fn candidates(&self, cell: usize) -> u16 {
        dispatch!(self, m => m.candidates(cell))
    }
    fn stack(&self) -> &[Frame] {
        dispatch!(self, m => m.stack())
    }
    fn backup(&self, depth: usize) -> Option<Board> {
        dispatch!(self, m => m.backup(depth))
    }
    fn cleared(&self) -> &[u16] {
        dispatch!(self, m => m.cleared())
    }
    fn cleared_digits(&self) -> &[u8] {
        dispatch!(self, m => m.cleared_digits())
    }
    fn is_done(&self) -> bool {
        dispatch!(self, m => m.is_done())
    }
    fn work(&self) -> u64 {
        dispatch!(self, m => m.work())
    }
    fn max_step_work(&self) -> u64 {
        dispatch!(self, m => m.max_step_work())
    }
}
