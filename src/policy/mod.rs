//! The three choices that tell the depth-first strategies apart: which cell next, which digits
//! in which order, and what to propagate after a placement.

use std::marker::PhantomData;

use crate::board::Unit;
use crate::candidates::Candidates;
use crate::choice::Choice;
use crate::event::{DeadEnd, Reason};
use crate::order::{self, DigitOrder};
use crate::params::{Spec, Values};
use crate::stepper::Frame;

pub mod csp;
mod propagating;
pub use propagating::{lookahead_removals, Lookahead, Singles};

/// What one propagation step found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Propagation {
    /// A digit is forced; the stepper places it.
    Place {
        /// The cell.
        cell: u16,
        /// The forced digit.
        digit: u8,
        /// Why.
        reason: Reason,
    },
    /// A filtering pass removed candidates (already applied through the eliminator).
    Filtered {
        /// How many.
        removed: u16,
    },
    /// `csp` inference removed `digit` from the domain of the empty `cell` because of the digit
    /// at `by` (already applied through the eliminator, or by the placement at `by`).
    Prune {
        /// The cell.
        cell: u16,
        /// The digit removed.
        digit: u8,
        /// The cell whose digit caused it.
        by: u16,
        /// The unit they share.
        unit: Unit,
    },
    /// `csp` with MAC: the singleton `cell` = `digit` is revised (its `removed` prunes follow).
    Revise {
        /// The singleton cell.
        cell: u16,
        /// Its one value.
        digit: u8,
        /// How many empty peers lose it.
        removed: u16,
    },
    /// The board cannot be completed.
    Contradiction(DeadEnd),
    /// Nothing more to propagate at this depth.
    Done,
}

/// Records candidate eliminations so that backtracking can restore them.
pub trait Eliminator {
    /// Removes `mask` from the candidates of `cell`, remembering it for undo.
    fn eliminate(&mut self, cell: usize, mask: u16);
    /// The current candidates.
    fn candidates(&self) -> &Candidates;
}

/// The choices of one depth-first strategy. Implementations hold only what must survive between
/// steps, so that cloning a stepper (for step-back checkpoints) stays cheap.
pub trait Policy: Clone {
    /// `brute-force` writes every digit and checks afterwards instead of skipping illegal ones.
    const WRITE_THEN_CHECK: bool = false;
    /// Whether [`Policy::propagate`] can do anything; lets the others skip the call.
    const PROPAGATES: bool = false;

    /// The parameters the policy takes (see [`crate::params::Tunable`]).
    const PARAMS: &'static [Spec] = &[];

    /// Prepares the policy for the initial board (e.g. a static cell order) with `values`
    /// checked against [`Policy::PARAMS`].
    fn new(start: &Candidates, values: &Values) -> Self;

    /// The next cell to decide and the digits to try there (in the order of
    /// [`Policy::pick`]), or `None` when the board is full. `depth` is the number of open
    /// decisions.
    fn select(&self, c: &Candidates, depth: usize) -> Option<(usize, u16)>;

    /// Why [`Policy::select`] chose `cell` on the candidates `c`, for the narration. Worked out
    /// only when asked, so that the step loop pays nothing for it.
    fn choice(&self, c: &Candidates, cell: usize) -> Choice;

    /// The digit the deepest decision (on `cell`, with the candidates `c` it was opened on)
    /// tries next, as a one-bit mask of `remaining` (not empty), at the search's try number
    /// `tries`: the smallest, unless the policy has a random `DigitOrder` or, for `csp`,
    /// least-constraining values.
    #[inline(always)]
    fn pick(&self, _c: &Candidates, _cell: usize, remaining: u16, _tries: u64) -> u16 {
        remaining & remaining.wrapping_neg()
    }

    /// Whether [`Policy::pick`] may take another digit than the smallest (a random order).
    #[inline(always)]
    fn shuffles(&self) -> bool {
        false
    }

    /// Called after each guess (and once at the start) before the first `propagate`.
    fn start_propagation(&mut self) {}

    /// Called by a policy that [`Policy::PROPAGATES`] for each try, before `digit` is placed
    /// in `cell` by the decision at `depth` (1-based) on the candidates `c`: `csp` notes what
    /// its inference will prune, and the depth its conflict sets refer to.
    #[inline(always)]
    fn assigned(&mut self, _c: &Candidates, _cell: usize, _digit: u8, _depth: usize) {}

    /// The domain of the empty `cell` as the search reasons about it now, on the candidates
    /// `c`: the candidates themselves, but for `csp`'s forward checking, whose prunes a
    /// placement makes at once and reports one step at a time (a digit stays in a domain until
    /// its prune is reported). What a page draws as the cell's candidates.
    fn domain(&self, c: &Candidates, cell: usize) -> u16 {
        c.of(cell)
    }

    /// Whether the policy can backjump: then the stepper calls [`Policy::opened`] for each new
    /// decision and asks [`Policy::jump_target`] where to backtrack to.
    const JUMPS: bool = false;

    /// With [`Policy::JUMPS`]: whether this instance backjumps (`jump=cbj`).
    fn jumps(&self) -> bool {
        false
    }

    /// With [`Policy::jumps`]: a decision opened at `depth` on `cell`, candidates `c`.
    fn opened(&mut self, _c: &Candidates, _cell: usize, _depth: usize) {}

    /// With [`Policy::jumps`]: the depth of the decision to resume after a dead end `cause`
    /// (`None`: a solution) with the open decisions `stack`; it has digits left, or is 0 when
    /// the search is over. Updates the policy's conflict sets.
    fn jump_target(&mut self, _c: &Candidates, stack: &[Frame], _cause: Option<DeadEnd>) -> usize {
        stack.len()
    }

    /// One propagation step.
    fn propagate(&mut self, _e: &mut dyn Eliminator) -> Propagation {
        Propagation::Done
    }

    /// Work units of one step on a board of `cells` cells (see [`crate::Stepper::work`]: about
    /// a nanosecond of a native step each), not counting [`Policy::extra_work`].
    fn step_work(cells: usize) -> u64;

    /// Whether a single step can do much more than [`Policy::step_work`], reported through
    /// [`Policy::extra_work`]; [`crate::History`] then watches the work after every step.
    const VARIABLE_WORK: bool = false;

    /// Work done so far beyond [`Policy::step_work`] per step (the filtering of `lookahead`).
    /// Part of the machine's state, so it is deterministic and replays identically.
    fn extra_work(&self) -> u64 {
        0
    }

    /// Works toward the next [`Policy::propagate`] until [`Policy::extra_work`] reaches
    /// `work_limit`, and says whether it is ready: a policy whose propagation step can take
    /// longer than a frame (`lookahead`'s filter) does it in pieces here, keeping its progress
    /// in its state, so that a caller with a time budget never waits for a whole step. Called
    /// only while a propagation is due; the default has nothing to prepare.
    fn prepare(&mut self, _c: &Candidates, _work_limit: u64) -> bool {
        true
    }
}

/// A fixed order of the initially empty cells; the next cell is the first still empty.
#[derive(Clone)]
pub struct StaticOrder {
    order: Vec<u16>,
}

impl StaticOrder {
    /// Without propagation the cells filled by the search are exactly the first `depth` of the
    /// order, so the next one is found in O(1).
    #[inline(always)]
    fn next_empty(&self, c: &Candidates, depth: usize) -> Option<usize> {
        let next = self.order.get(depth).map(|&x| x as usize);
        debug_assert!(next.is_none_or(|x| c.value(x) == 0));
        next
    }
}

/// How a depth-first strategy with a static order lines up the initially empty cells.
pub trait CellOrder: Clone {
    /// Why a cell of this order is the next one.
    const CHOICE: Choice;
    /// The empty cells of `start`, in the order they will be decided.
    fn cells(start: &Candidates) -> Vec<u16>;
}

/// Row-major order: `backtracking`'s and `brute-force`'s.
#[derive(Clone)]
pub struct RowMajor;

impl CellOrder for RowMajor {
    const CHOICE: Choice = Choice::RowOrder;
    fn cells(start: &Candidates) -> Vec<u16> {
        (0..start.geometry().cells)
            .filter(|&x| start.value(x) == 0)
            .map(|x| x as u16)
            .collect()
    }
}

/// Sorted once by the initial candidate count, stable on ties: `sorted-cells`'.
#[derive(Clone)]
pub struct FewestFirst;

impl CellOrder for FewestFirst {
    const CHOICE: Choice = Choice::SortedOrder;
    fn cells(start: &Candidates) -> Vec<u16> {
        // A stable sort by candidate count, as one pass per count: the standard sorts would
        // add several KB of WebAssembly for a list sorted once per search.
        let empty = RowMajor::cells(start);
        (0..=u16::BITS)
            .flat_map(|n| {
                empty
                    .iter()
                    .copied()
                    .filter(move |&x| start.of(x as usize).count_ones() == n)
            })
            .collect()
    }
}

/// `brute-force`: row-major order, every digit written, then checked.
#[derive(Clone)]
pub struct BruteForce(StaticOrder);

impl Policy for BruteForce {
    const WRITE_THEN_CHECK: bool = true;
    fn step_work(_cells: usize) -> u64 {
        6
    }
    fn new(start: &Candidates, _: &Values) -> Self {
        BruteForce(StaticOrder {
            order: RowMajor::cells(start),
        })
    }
    #[inline(always)]
    fn select(&self, c: &Candidates, depth: usize) -> Option<(usize, u16)> {
        self.0.next_empty(c, depth).map(|x| (x, c.geometry().full))
    }
    fn choice(&self, _: &Candidates, _: usize) -> Choice {
        Choice::RowOrder
    }
}

/// The cells in a static order `O`, only the digits legal in a cell, ascending or in a random
/// order: `backtracking` and `sorted-cells`, which differ in nothing but `O`.
#[derive(Clone)]
pub struct InOrder<O: CellOrder>(StaticOrder, DigitOrder, PhantomData<O>);

/// `backtracking`: the first empty cell in row-major order.
pub type Backtracking = InOrder<RowMajor>;

/// `sorted-cells`: the empty cells sorted once by their initial candidate count.
pub type SortedCells = InOrder<FewestFirst>;

impl<O: CellOrder> Policy for InOrder<O> {
    const PARAMS: &'static [Spec] = order::PARAMS;
    fn step_work(_cells: usize) -> u64 {
        5
    }
    fn new(start: &Candidates, values: &Values) -> Self {
        let order = O::cells(start);
        InOrder(StaticOrder { order }, DigitOrder::of(values), PhantomData)
    }
    #[inline(always)]
    fn select(&self, c: &Candidates, depth: usize) -> Option<(usize, u16)> {
        self.0.next_empty(c, depth).map(|x| (x, c.of(x)))
    }
    fn choice(&self, _: &Candidates, _: usize) -> Choice {
        O::CHOICE
    }
    #[inline(always)]
    fn pick(&self, _: &Candidates, _: usize, remaining: u16, tries: u64) -> u16 {
        self.1.pick(remaining, tries)
    }
    #[inline(always)]
    fn shuffles(&self) -> bool {
        self.1.is_random()
    }
}

/// The empty cell with the fewest candidates, first in row-major order on ties.
#[inline]
pub fn fewest_candidates(c: &Candidates) -> Option<(usize, u16)> {
    let mut best: Option<(usize, u16)> = None;
    let mut best_count = u32::MAX;
    for cell in 0..c.geometry().cells {
        if c.value(cell) != 0 {
            continue;
        }
        let m = c.of(cell);
        let n = m.count_ones();
        if n < best_count {
            best = Some((cell, m));
            best_count = n;
            // Only a cell without candidates cannot be beaten; a later one could still have none.
            if n == 0 {
                break;
            }
        }
    }
    best
}

/// `mrv`: the cell with the fewest candidates, digits ascending (or in a random order), no
/// propagation.
#[derive(Clone)]
pub struct Mrv(DigitOrder);

impl Policy for Mrv {
    const PARAMS: &'static [Spec] = order::PARAMS;
    /// Every other step scans the cells for the fewest candidates.
    fn step_work(cells: usize) -> u64 {
        8 + cells as u64 / 3
    }
    fn new(_: &Candidates, values: &Values) -> Self {
        Mrv(DigitOrder::of(values))
    }
    #[inline(always)]
    fn select(&self, c: &Candidates, _depth: usize) -> Option<(usize, u16)> {
        fewest_candidates(c)
    }
    fn choice(&self, c: &Candidates, cell: usize) -> Choice {
        Choice::fewest(c, cell)
    }
    #[inline(always)]
    fn pick(&self, _: &Candidates, _: usize, remaining: u16, tries: u64) -> u16 {
        self.0.pick(remaining, tries)
    }
    #[inline(always)]
    fn shuffles(&self) -> bool {
        self.0.is_random()
    }
}
