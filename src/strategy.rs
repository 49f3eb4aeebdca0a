//! The strategy names of CONTRACT.md and [`Engine`], which runs any of them behind one type.

use std::fmt;
use std::str::FromStr;

use crate::board::Board;
use crate::dfs::Dfs;
use crate::error::ParseError;
use crate::event::{Counters, Event};
use crate::fast::Fast;
use crate::policy::{Backtracking, BruteForce, Lookahead, Mrv, Singles, SortedCells};
use crate::stepper::{Frame, Stepper};

/// A search strategy, by its stable name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Strategy {
    /// `brute-force`
    BruteForce,
    /// `backtracking`
    Backtracking,
    /// `sorted-cells`
    SortedCells,
    /// `mrv`
    Mrv,
    /// `singles`
    Singles,
    /// `lookahead`
    Lookahead,
    /// `fast`
    Fast,
}

impl Strategy {
    /// Every strategy, in the order the page lists them.
    pub const ALL: [Strategy; 7] = [
        Strategy::BruteForce,
        Strategy::Backtracking,
        Strategy::SortedCells,
        Strategy::Mrv,
        Strategy::Singles,
        Strategy::Lookahead,
        Strategy::Fast,
    ];

    /// The stable name.
    pub fn name(self) -> &'static str {
        match self {
            Strategy::BruteForce => "brute-force",
            Strategy::Backtracking => "backtracking",
            Strategy::SortedCells => "sorted-cells",
            Strategy::Mrv => "mrv",
            Strategy::Singles => "singles",
            Strategy::Lookahead => "lookahead",
            Strategy::Fast => "fast",
        }
    }

    /// One line for a picker.
    pub fn description(self) -> &'static str {
        match self {
            Strategy::BruteForce => "Write 1, 2, 3… in each empty cell in reading order, check, and step back after the last digit fails.",
            Strategy::Backtracking => "First empty cell in reading order; only digits legal there, ascending.",
            Strategy::SortedCells => "Empty cells in a fixed order: fewest candidates at the start first.",
            Strategy::Mrv => "Always the empty cell with the fewest candidates right now.",
            Strategy::Singles => "MRV plus naked and hidden singles after every guess.",
            Strategy::Lookahead => "Drop candidates that lead to a dead end after naked singles, fill singles, then guess.",
            Strategy::Fast => "The fastest exact solver here: singles and MRV on bitboards.",
        }
    }
}

impl fmt::Display for Strategy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A strategy name that is not in CONTRACT.md.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown strategy {0:?}; expected one of brute-force, backtracking, sorted-cells, mrv, singles, lookahead, fast")]
pub struct UnknownStrategy(pub String);

impl FromStr for Strategy {
    type Err = UnknownStrategy;
    fn from_str(s: &str) -> Result<Strategy, UnknownStrategy> {
        Strategy::ALL
            .into_iter()
            .find(|x| x.name() == s)
            .ok_or_else(|| UnknownStrategy(s.to_string()))
    }
}

macro_rules! engines {
    ($($variant:ident($ty:ty)),* $(,)?) => {
        /// Any strategy's machine behind one type; dispatch happens once per call, and
        /// [`Engine::run`] keeps each strategy's loop monomorphic.
        #[derive(Clone)]
        pub enum Engine {
            $(
                #[doc = concat!("The `", stringify!($variant), "` machine.")]
                $variant($ty),
            )*
        }

        macro_rules! dispatch {
            ($self:expr, $m:ident => $body:expr) => {
                match $self { $(Engine::$variant($m) => $body,)* }
            };
        }
    };
}

engines! {
    BruteForce(Dfs<BruteForce>),
    Backtracking(Dfs<Backtracking>),
    SortedCells(Dfs<SortedCells>),
    Mrv(Dfs<Mrv>),
    Singles(Dfs<Singles>),
    Lookahead(Dfs<Lookahead>),
    Fast(Fast),
}

impl Engine {
    /// A machine for `board` with `strategy`; givens in conflict are an error.
    pub fn new(board: &Board, strategy: Strategy) -> Result<Engine, ParseError> {
        board.check_conflicts()?;
        Ok(match strategy {
            Strategy::BruteForce => Engine::BruteForce(Dfs::new(board)),
            Strategy::Backtracking => Engine::Backtracking(Dfs::new(board)),
            Strategy::SortedCells => Engine::SortedCells(Dfs::new(board)),
            Strategy::Mrv => Engine::Mrv(Dfs::new(board)),
            Strategy::Singles => Engine::Singles(Dfs::new(board)),
            Strategy::Lookahead => Engine::Lookahead(Dfs::new(board)),
            Strategy::Fast => Engine::Fast(Fast::new(board)),
        })
    }
}

impl Stepper for Engine {
    fn step(&mut self) -> Event {
        dispatch!(self, m => m.step())
    }
    /// Dispatches once per call rather than once per step: each strategy keeps its own
    /// monomorphic loop, and wrappers such as [`crate::History`] get it too.
    #[inline]
    fn run<F: FnMut(&Event) -> bool>(&mut self, max_steps: u64, on_event: F) -> u64 {
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
    fn is_done(&self) -> bool {
        dispatch!(self, m => m.is_done())
    }
}
