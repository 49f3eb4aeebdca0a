//! The depth-first policies that propagate: `singles` (naked and hidden singles after each
//! guess) and `lookahead` (a look-ahead filter of candidates before each guess).

use super::{fewest_candidates, Eliminator, Policy, Propagation};
use crate::board::Unit;
use crate::candidates::{digits, Candidates};
use crate::choice::Choice;
use crate::event::{DeadEnd, Reason};
use crate::order::{self, DigitOrder};
use crate::params::{Spec, Values};

/// The first naked single or contradiction among the empty cells, in row-major order.
pub(super) fn naked_single(c: &Candidates) -> Option<Propagation> {
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
pub(super) fn hidden_single(c: &Candidates) -> Option<Propagation> {
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
    fn choice(&self, c: &Candidates, cell: usize) -> Choice {
        Choice::fewest(c, cell)
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
