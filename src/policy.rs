//! The three choices that tell the depth-first strategies apart: which cell next, which digits
//! in which order, and what to propagate after a placement.

use crate::board::Unit;
use crate::candidates::{digits, Candidates};
use crate::event::{DeadEnd, Reason};
use crate::order::{self, DigitOrder};
use crate::params::{Spec, Values};

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

    /// The digit the deepest decision tries next, as a one-bit mask of `remaining` (not
    /// empty), at the search's try number `tries`: the smallest, unless the policy has a
    /// random [`DigitOrder`].
    #[inline(always)]
    fn pick(&self, remaining: u16, _tries: u64) -> u16 {
        remaining & remaining.wrapping_neg()
    }

    /// Whether [`Policy::pick`] may take another digit than the smallest (a random order).
    #[inline(always)]
    fn shuffles(&self) -> bool {
        false
    }

    /// Called after each guess (and once at the start) before the first `propagate`.
    fn start_propagation(&mut self) {}

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

    fn empty_cells(c: &Candidates) -> Vec<u16> {
        (0..c.geometry().cells)
            .filter(|&x| c.value(x) == 0)
            .map(|x| x as u16)
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
            order: StaticOrder::empty_cells(start),
        })
    }
    #[inline(always)]
    fn select(&self, c: &Candidates, depth: usize) -> Option<(usize, u16)> {
        self.0.next_empty(c, depth).map(|x| (x, c.geometry().full))
    }
}

/// `backtracking`: first empty cell in row-major order, its legal digits ascending or in a
/// random order.
#[derive(Clone)]
pub struct Backtracking(StaticOrder, DigitOrder);

impl Policy for Backtracking {
    const PARAMS: &'static [Spec] = order::PARAMS;
    fn step_work(_cells: usize) -> u64 {
        5
    }
    fn new(start: &Candidates, values: &Values) -> Self {
        Backtracking(
            StaticOrder {
                order: StaticOrder::empty_cells(start),
            },
            DigitOrder::of(values),
        )
    }
    #[inline(always)]
    fn select(&self, c: &Candidates, depth: usize) -> Option<(usize, u16)> {
        self.0.next_empty(c, depth).map(|x| (x, c.of(x)))
    }
    #[inline(always)]
    fn pick(&self, remaining: u16, tries: u64) -> u16 {
        self.1.pick(remaining, tries)
    }
    #[inline(always)]
    fn shuffles(&self) -> bool {
        self.1.is_random()
    }
}

/// `sorted-cells`: empty cells sorted once by their initial candidate count, stable on ties;
/// digits ascending or in a random order.
#[derive(Clone)]
pub struct SortedCells(StaticOrder, DigitOrder);

impl Policy for SortedCells {
    const PARAMS: &'static [Spec] = order::PARAMS;
    fn step_work(_cells: usize) -> u64 {
        5
    }
    fn new(start: &Candidates, values: &Values) -> Self {
        // A stable sort by candidate count, as one pass per count: the standard
        // sorts would add several KB of WebAssembly for a list sorted once per search.
        let empty = StaticOrder::empty_cells(start);
        let order = (0..=u16::BITS)
            .flat_map(|n| {
                empty
                    .iter()
                    .copied()
                    .filter(move |&x| start.of(x as usize).count_ones() == n)
            })
            .collect();
        SortedCells(StaticOrder { order }, DigitOrder::of(values))
    }
    #[inline(always)]
    fn select(&self, c: &Candidates, depth: usize) -> Option<(usize, u16)> {
        self.0.next_empty(c, depth).map(|x| (x, c.of(x)))
    }
    #[inline(always)]
    fn pick(&self, remaining: u16, tries: u64) -> u16 {
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
    #[inline(always)]
    fn pick(&self, remaining: u16, tries: u64) -> u16 {
        self.0.pick(remaining, tries)
    }
    #[inline(always)]
    fn shuffles(&self) -> bool {
        self.0.is_random()
    }
}

/// The first naked single or contradiction among the empty cells, in row-major order.
fn naked_single(c: &Candidates) -> Option<Propagation> {
    (0..c.geometry().cells)
        .filter(|&x| c.value(x) == 0)
        .find_map(|cell| {
            let m = c.of(cell);
            if m == 0 {
                Some(Propagation::Contradiction(DeadEnd::NoCandidates {
                    cell: cell as u16,
                }))
            } else if m & (m - 1) == 0 {
                Some(Propagation::Place {
                    cell: cell as u16,
                    digit: m.trailing_zeros() as u8 + 1,
                    reason: Reason::NakedSingle,
                })
            } else {
                None
            }
        })
}

/// The first hidden single (or digit without a place) over the units: rows, columns, boxes.
fn hidden_single(c: &Candidates) -> Option<Propagation> {
    let g = c.geometry();
    for unit in 0..3 * g.side {
        let (mut once, mut twice) = (0u16, 0u16);
        for &x in g.unit_cells(unit) {
            let x = x as usize;
            if c.value(x) == 0 {
                let m = c.of(x);
                twice |= once & m;
                once |= m;
            }
        }
        let missing = c.missing(unit);
        if missing & !once != 0 {
            let digit = (missing & !once).trailing_zeros() as u8 + 1;
            let unit = Unit::from_id(unit, g.side);
            return Some(Propagation::Contradiction(DeadEnd::NoPlace { unit, digit }));
        }
        let hidden = missing & once & !twice;
        if hidden != 0 {
            let bit = hidden & hidden.wrapping_neg();
            let cell = g
                .unit_cells(unit)
                .iter()
                .map(|&x| x as usize)
                .find(|&x| c.value(x) == 0 && c.of(x) & bit != 0)
                .expect("a hidden single has a cell");
            return Some(Propagation::Place {
                cell: cell as u16,
                digit: bit.trailing_zeros() as u8 + 1,
                reason: Reason::HiddenSingle(Unit::from_id(unit, g.side)),
            });
        }
    }
    None
}

/// `singles`: `mrv` plus naked and hidden singles after each guess until nothing changes;
/// guesses ascending or in a random order.
#[derive(Clone)]
pub struct Singles(DigitOrder);

impl Policy for Singles {
    const PROPAGATES: bool = true;
    const PARAMS: &'static [Spec] = order::PARAMS;
    /// Naked and hidden singles scan the cells and the units.
    fn step_work(cells: usize) -> u64 {
        16 + 3 * cells as u64 / 4
    }
    fn new(_: &Candidates, values: &Values) -> Self {
        Singles(DigitOrder::of(values))
    }
    fn select(&self, c: &Candidates, _depth: usize) -> Option<(usize, u16)> {
        fewest_candidates(c)
    }
    #[inline(always)]
    fn pick(&self, remaining: u16, tries: u64) -> u16 {
        self.0.pick(remaining, tries)
    }
    #[inline(always)]
    fn shuffles(&self) -> bool {
        self.0.is_random()
    }
    fn propagate(&mut self, e: &mut dyn Eliminator) -> Propagation {
        let c = e.candidates();
        naked_single(c)
            .or_else(|| hidden_single(c))
            .unwrap_or(Propagation::Done)
    }
}

/// The candidates a filtering pass removes: every candidate whose placement, followed by naked
/// singles, leaves some cell without candidates. Each candidate is tried on its own copy of `c`.
pub fn lookahead_removals(c: &Candidates) -> Vec<(usize, u16)> {
    (0..c.geometry().cells)
        .map(|cell| (cell, dead_digits(c, cell, &mut 0)))
        .filter(|&(_, dead)| dead != 0)
        .collect()
}

/// Work units of one trial of the filter besides its passes over the cells: the copy of the
/// candidates.
const TRIAL_WORK: u64 = 40;

/// The digits of `cell` (none when it is filled) whose placement followed by naked singles
/// leaves some cell without candidates, adding the work to `work`: one unit for the cell, and
/// for every trial a copy of the candidates plus each pass of naked singles over the cells (a
/// pass over a 16×16 board is about 256 units; a whole filter there can take 10⁸ units). Counted
/// per cell, so a filter cut into pieces counts exactly what it counts in one go.
fn dead_digits(c: &Candidates, cell: usize, work: &mut u64) -> u16 {
    *work += 1;
    if c.value(cell) != 0 {
        return 0;
    }
    let mut passes = 0;
    let mut dead = 0u16;
    for d in digits(c.of(cell)) {
        let mut trial = *c;
        trial.place(cell, d);
        *work += TRIAL_WORK;
        if !trial.fill_naked_singles_counting(&mut passes) {
            dead |= 1 << (d - 1);
        }
    }
    *work += passes * c.geometry().cells as u64;
    dead
}

/// `lookahead`: before each guess, filter candidates by look-ahead (see [`lookahead_removals`]),
/// then fill naked singles, then guess in the cell with the fewest candidates.
///
/// A filter on a sparse 16×16 board can take a few hundred milliseconds, longer than a frame,
/// so it is worked out a cell at a time ([`Policy::prepare`]): a caller with a time budget can
/// stop between cells and go on later, and only the step that applies the filter is an event.
#[derive(Clone)]
pub struct Lookahead {
    filtered: bool,
    /// The work of every filtering pass so far (see [`Policy::extra_work`]).
    work: u64,
    /// The next cell the pending filter looks at; the number of cells once it is complete.
    next_cell: u16,
    /// The removals found so far by the pending filter: each cell with the digits it loses.
    removals: Vec<(u16, u16)>,
}

impl Policy for Lookahead {
    const PROPAGATES: bool = true;
    const VARIABLE_WORK: bool = true;
    fn new(_: &Candidates, _: &Values) -> Self {
        Lookahead {
            filtered: false,
            work: 0,
            next_cell: 0,
            removals: Vec::new(),
        }
    }
    /// Naked singles scan the cells; filtering is counted in [`Policy::extra_work`].
    fn step_work(cells: usize) -> u64 {
        8 + cells as u64 / 2
    }
    fn extra_work(&self) -> u64 {
        self.work
    }
    fn select(&self, c: &Candidates, _depth: usize) -> Option<(usize, u16)> {
        fewest_candidates(c)
    }
    fn start_propagation(&mut self) {
        self.filtered = false;
        self.next_cell = 0;
        self.removals.clear();
    }
    /// Looks at cells for the pending filter until its work reaches `work_limit` (at least one
    /// cell per call, so every call makes progress). The candidates cannot change between
    /// calls: no step is taken until the filter is complete.
    fn prepare(&mut self, c: &Candidates, work_limit: u64) -> bool {
        let cells = c.geometry().cells;
        if self.filtered {
            return true;
        }
        while usize::from(self.next_cell) < cells {
            let cell = self.next_cell;
            let dead = dead_digits(c, cell.into(), &mut self.work);
            if dead != 0 {
                self.removals.push((cell, dead));
            }
            self.next_cell += 1;
            if self.work >= work_limit {
                break;
            }
        }
        usize::from(self.next_cell) == cells
    }
    fn propagate(&mut self, e: &mut dyn Eliminator) -> Propagation {
        if !self.filtered {
            self.prepare(e.candidates(), u64::MAX);
            self.filtered = true;
            let mut removed = 0;
            for &(cell, dead) in &self.removals {
                e.eliminate(cell.into(), dead);
                removed += dead.count_ones() as u16;
            }
            return Propagation::Filtered { removed };
        }
        naked_single(e.candidates()).unwrap_or(Propagation::Done)
    }
}
