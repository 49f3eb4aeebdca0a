//! `dlx`: Knuth's Algorithm X with dancing links over the exact-cover matrix of the board
//! (`matrix.rs`), as a state machine with an explicit stack.
//!
//! The givens' rows are chosen before the first step. Each decision then takes one event to
//! open and one per row it tries, in Knuth's order:
//!
//! - [`Event::Select`] when the column with the fewest rows left (the first on ties) is a cell
//!   column, [`Event::SelectPlace`] when it is a digit-in-unit column; the column is covered;
//! - [`Event::Try`] for each of its rows in turn: the row's digit is written and its other
//!   columns are covered;
//! - [`Event::DeadEnd`] instead of a select when that column has no row left;
//! - [`Event::Solution`] instead of a select when no column is left;
//! - [`Event::Backtrack`] after a dead end or a solution: rows are taken back (and finished
//!   columns uncovered) up to the deepest decision with rows left; [`Event::Exhausted`] when
//!   there is none.
//!
//! Nothing is propagated: a column with a single row is a decision of one branch, so a forced
//! digit is a select and a try (`of` 1). `counters.updates` counts the link writes.

mod matrix;

use crate::board::{Board, MAX_CELLS};
use crate::choice::Choice;
use crate::event::{Counters, DeadEnd, Event};
use crate::stepper::{Frame, Stepper};

// The page names the constraint columns as the matrix numbers them (wasm/geometry.rs).
#[cfg(target_arch = "wasm32")]
pub(crate) use matrix::column;
pub(crate) use matrix::Column;
use matrix::Matrix;

/// What the next step does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    /// Choose a column: open a decision, or report a dead end or a solution.
    Select,
    /// Try the next row of the deepest decision.
    Try,
    /// Go back to the deepest decision with rows left.
    Backtrack,
    /// Givens in conflict: report the given whose row is gone as a dead end.
    Clash(u16),
    /// The search is over.
    Done,
}

/// Work units ([`Stepper::work`]) of a step on a board of `cells` cells besides its link
/// updates: mostly the choice of a column, a scan of the `4·cells` column sizes every other
/// step (about 70 ns a step in all on 9×9, 160 ns on 16×16, measured natively).
fn step_work(cells: usize) -> u64 {
    10 + cells as u64 / 4
}

/// Work units per link update of a cover: about the time of that write and of the one that
/// undoes it in the uncover that mirrors it.
const UPDATE_WORK: u64 = 3;

/// The `dlx` machine (see the module documentation). Stepping never allocates: the matrix and
/// the stack are sized for the board when the machine is made.
#[derive(Clone)]
pub struct Dlx {
    matrix: Matrix,
    values: [u8; MAX_CELLS],
    stack: [Frame; MAX_CELLS],
    /// Per open decision, the node of the row being tried, or its column's header before the
    /// first try (the header's `down` is the first row).
    at: [u16; MAX_CELLS],
    depth: usize,
    phase: Phase,
    counters: Counters,
    cleared: [u16; MAX_CELLS],
    cleared_digits: [u8; MAX_CELLS],
    cleared_len: usize,
    /// Link updates made by covering: [`Stepper::work`] counts them instead of all updates, so
    /// that no step (not even a backtrack that uncovers many decisions) counts more than
    /// [`Stepper::max_step_work`].
    covered: u64,
}

impl Dlx {
    /// Per constraint column, the rows left in it, plus 0x80 while it is covered (its
    /// constraint met). Columns come in four blocks of side² each: cell `c` at `c`; then digit
    /// `d` in row, column and box `u` (the flat unit id of [`crate::Geometry`]: rows, then
    /// columns, then boxes) at `cells + u · side + d − 1`.
    pub fn column_sizes(&self) -> &[u8] {
        self.matrix.sizes()
    }

    /// The options left per constraint column: [`Dlx::column_sizes`] with the rows the open
    /// decision has yet to try counted back in. Covering the decision's column took those rows
    /// out of their other columns, but each is still a way to meet them: without this, the
    /// columns that only the decision's rows meet would read as dead ends (no option) between
    /// the select and the try, when they are the very columns the try is about to meet.
    pub fn column_options(&self) -> Vec<u8> {
        let mut options = self.matrix.sizes().to_vec();
        if self.phase == Phase::Try {
            let at = usize::from(self.at[(self.depth - 1) & (MAX_CELLS - 1)]);
            let c = self.matrix.column_of(at);
            let mut node = self.matrix.down(at);
            while node != c {
                for other in self.matrix.row_columns(node) {
                    options[other - 1] += 1;
                }
                node = self.matrix.down(node);
            }
        }
        options
    }

    /// Why the newest decision is on its column, right after its select (before its first
    /// try): the fewest options, with the other open columns that have as many.
    pub fn choice(&self) -> Option<Choice> {
        let top = self.depth.checked_sub(1)? & (MAX_CELLS - 1);
        if self.phase != Phase::Try || self.stack[top].branch != 0 {
            return None;
        }
        let c = usize::from(self.at[top]);
        let count = self.matrix.mask(c).count_ones() as u8;
        // The chosen column is covered; every open column has its size as at the choice.
        let ties = self
            .column_options()
            .iter()
            .filter(|&&size| size == count)
            .count();
        Some(Choice::FewestOptions {
            count,
            ties: ties as u16,
        })
    }

    /// The cell and digit of the row the deepest decision tries next, while a try is due.
    pub fn next_try(&self) -> Option<(u16, u8)> {
        let top = self.depth.checked_sub(1)? & (MAX_CELLS - 1);
        if self.phase != Phase::Try || self.stack[top].remaining == 0 {
            return None;
        }
        Some(self.matrix.row(self.matrix.down(self.at[top].into())))
    }

    /// A search of `board`. Givens in conflict make it report a dead end (on the first given
    /// whose row another has removed) and stop.
    pub fn new(board: &Board) -> Dlx {
        let (matrix, clash) = Matrix::new(board);
        let mut values = [0; MAX_CELLS];
        values[..board.values().len()].copy_from_slice(board.values());
        Dlx {
            matrix,
            values,
            stack: [Frame::EMPTY; MAX_CELLS],
            at: [0; MAX_CELLS],
            depth: 0,
            phase: clash.map_or(Phase::Select, Phase::Clash),
            counters: Counters::default(),
            cleared: [0; MAX_CELLS],
            cleared_digits: [0; MAX_CELLS],
            cleared_len: 0,
            covered: 0,
        }
    }

    #[inline(always)]
    fn advance(&mut self) -> Event {
        match self.phase {
            Phase::Select => self.select(),
            Phase::Try => self.try_next(),
            Phase::Backtrack => self.backtrack(),
            Phase::Clash(cell) => {
                self.phase = Phase::Backtrack;
                Event::DeadEnd(DeadEnd::NoCandidates { cell })
            }
            Phase::Done => Event::Exhausted,
        }
    }

    /// Chooses a column and covers it, opening a decision on its rows.
    #[inline(always)]
    fn select(&mut self) -> Event {
        let Some((c, size)) = self.matrix.choose() else {
            self.phase = Phase::Backtrack;
            self.counters.solutions += 1;
            return Event::Solution;
        };
        let column = self.matrix.column(c);
        if size == 0 {
            self.phase = Phase::Backtrack;
            return Event::DeadEnd(match column {
                Column::Cell(cell) => DeadEnd::NoCandidates { cell },
                Column::Place(unit, digit) => DeadEnd::NoPlace { unit, digit },
            });
        }
        let mask = self.matrix.mask(c);
        let updates = self.matrix.cover(c);
        self.counters.updates += updates;
        self.covered += updates;
        // Before its first try a frame names the cell of the column's first row.
        let (cell, _) = self.matrix.row(self.matrix.down(c));
        let top = self.depth & (MAX_CELLS - 1);
        self.stack[top] = Frame {
            cell,
            remaining: mask,
            ..Frame::EMPTY
        };
        self.at[top] = c as u16;
        self.depth += 1;
        self.phase = Phase::Try;
        let depth = self.depth as u16;
        match column {
            Column::Cell(cell) => Event::Select {
                cell,
                candidates: mask,
                depth,
            },
            Column::Place(unit, digit) => Event::SelectPlace {
                unit,
                digit,
                places: mask,
                depth,
            },
        }
    }

    /// Tries the next row of the deepest decision: writes its digit, covers its other columns.
    #[inline(always)]
    fn try_next(&mut self) -> Event {
        let top = (self.depth - 1) & (MAX_CELLS - 1);
        let node = self.matrix.down(self.at[top].into());
        self.at[top] = node as u16;
        let (cell, digit) = self.matrix.row(node);
        let f = &mut self.stack[top];
        f.remaining &= f.remaining - 1;
        f.branch += 1;
        f.cell = cell;
        f.digit = digit;
        let event = Event::Try {
            cell,
            digit,
            branch: f.branch,
            of: f.of(),
        };
        let updates = self.matrix.cover_row(node);
        self.counters.updates += updates;
        self.covered += updates;
        self.counters.tries += 1;
        self.values[usize::from(cell) & (MAX_CELLS - 1)] = digit;
        self.cleared_len = 0;
        self.phase = Phase::Select;
        event
    }

    /// Takes back the row of each deepest decision, closing those without rows left (their
    /// columns uncovered), until one has rows left or none is open.
    #[inline(always)]
    fn backtrack(&mut self) -> Event {
        let mut n = 0;
        while self.depth > 0 {
            let top = (self.depth - 1) & (MAX_CELLS - 1);
            let node = usize::from(self.at[top]);
            let f = self.stack[top];
            // Every open decision below a dead end or a solution has its row chosen.
            self.counters.updates += self.matrix.uncover_row(node);
            let cell = usize::from(f.cell) & (MAX_CELLS - 1);
            self.cleared[n & (MAX_CELLS - 1)] = f.cell;
            self.cleared_digits[n & (MAX_CELLS - 1)] = self.values[cell];
            self.values[cell] = 0;
            n += 1;
            if f.remaining != 0 {
                self.cleared_len = n;
                self.phase = Phase::Try;
                self.counters.backtracks += 1;
                return Event::Backtrack {
                    depth: self.depth as u16,
                    cleared: n as u16,
                };
            }
            let c = self.matrix.column_of(node);
            self.counters.updates += self.matrix.uncover(c);
            self.depth -= 1;
        }
        self.cleared_len = n;
        self.phase = Phase::Done;
        Event::Exhausted
    }

    fn cells(&self) -> usize {
        self.matrix.cells()
    }
}

impl Stepper for Dlx {
    #[inline(always)]
    fn step(&mut self) -> Event {
        if self.phase == Phase::Done {
            return Event::Exhausted;
        }
        let event = self.advance();
        let c = &mut self.counters;
        c.steps += 1;
        c.depth = self.depth as u32;
        c.max_depth = c.max_depth.max(c.depth);
        event
    }

    fn counters(&self) -> &Counters {
        &self.counters
    }

    fn board(&self) -> Board {
        let mut board = self.matrix.empty_board();
        for (cell, &v) in self.values().iter().enumerate() {
            board.set(cell, v);
        }
        board
    }

    fn values(&self) -> &[u8] {
        &self.values[..self.cells()]
    }

    /// The digits whose rows are left in the cell's column, plus the digit of an open
    /// decision on a digit-in-unit column that has a row in the cell and is about to try it:
    /// covering that column took the row out of the cell's column, but it is still a way to
    /// fill the cell. So these are exactly the digits no filled peer holds.
    fn candidates(&self, cell: usize) -> u16 {
        if self.values().get(cell) != Some(&0) {
            return 0;
        }
        let mut digits = self.matrix.digits(cell);
        if self.phase == Phase::Try {
            let c = self
                .matrix
                .column_of(self.at[(self.depth - 1) & (MAX_CELLS - 1)].into());
            if let Column::Place(_, digit) = self.matrix.column(c) {
                if self.matrix.has_row_in(c, cell) {
                    digits |= 1 << (digit - 1);
                }
            }
        }
        digits
    }

    fn stack(&self) -> &[Frame] {
        &self.stack[..self.depth]
    }

    fn backup(&self, depth: usize) -> Option<Board> {
        self.stack().get(depth.checked_sub(1)?)?;
        let mut board = self.board();
        // The decisions from `depth` on wrote their cells and nothing else.
        for f in &self.stack()[depth - 1..] {
            board.set(f.cell.into(), 0);
        }
        Some(board)
    }

    fn cleared(&self) -> &[u16] {
        &self.cleared[..self.cleared_len]
    }

    fn cleared_digits(&self) -> &[u8] {
        &self.cleared_digits[..self.cleared_len]
    }

    #[inline(always)]
    fn is_done(&self) -> bool {
        self.phase == Phase::Done
    }

    fn work(&self) -> u64 {
        self.counters.steps * step_work(self.cells()) + self.covered * UPDATE_WORK
    }

    /// A try covers the most: three columns of at most a side of rows each.
    fn max_step_work(&self) -> u64 {
        step_work(self.cells()) + self.matrix.max_row_updates() * UPDATE_WORK
    }
}
