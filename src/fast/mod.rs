//! `fast`: the fastest exact solver of the project, still a steppable machine, and the one
//! [`count_solutions`](crate::count_solutions) steps for uniqueness checks and the generator.
//!
//! On 9×9 boards it searches a bitboard of 27-bit band masks per digit (`fast/grid.rs`: the
//! grid; `grid/propagate.rs`: the band logic; `grid/select.rs`: the guess). Guesses go to the
//! open cell with the fewest candidates (the bivalue cell with the most open peers when there is
//! one, else row-major order), digits ascending.
//! After each guess the whole propagation (hidden singles in rows, columns and boxes, locked
//! candidates inside bands and from a box to its column in the other bands, naked singles) runs
//! in bulk inside the step of that guess, so the events are:
//!
//! - [`Event::Try`] for every guess (a decision opens with its first try: no `Select` events;
//!   `branch == 1` marks a new decision). `counters.propagations` grows by the number of cells
//!   the guess forced (the first step also counts what the givens force);
//! - [`Event::DeadEnd`] when the propagation of the last step met a contradiction;
//! - [`Event::Solution`] when it filled the board;
//! - [`Event::Backtrack`] back to the deepest decision with digits left (its backup, the whole
//!   bitboard as it was when the decision opened, replaces the current one; `cleared()` lists
//!   the cells that emptied);
//! - [`Event::Exhausted`] when no decision has digits left.
//!
//! After a solution, stepping goes on to the next one, so counting solutions is stepping.
//! On 4×4 and 16×16 boards `fast` is the generic `Dfs<Singles>` machine
//! (one event per propagated digit, `Select` events included): the band tables are 9×9 only.

mod band;
mod grid;
mod lanes;

use crate::board::Board;
use crate::dfs::Dfs;
use crate::event::{Counters, DeadEnd, Event};
use crate::policy::Singles;
use crate::stepper::{Frame, Mark, Stepper};

use band::CELLS;
use grid::{Grid, Saved};

/// The `fast` machine for any supported size (see the module documentation).
#[derive(Clone)]
pub struct Fast {
    inner: Inner,
}

#[derive(Clone)]
enum Inner {
    // Both boxed: they are large and of very different sizes, and a `Fast` stays small inside
    // `Engine`.
    Bits(Box<Bits>),
    Generic(Box<Dfs<Singles>>),
}

/// What the next step of the bitboard machine does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    /// Propagate the givens, then go on as the result says.
    Start,
    /// The board is propagated and open: guess in a new decision.
    Open,
    /// The backup of the deepest decision is back: try its next digit.
    Retry,
    /// Report this dead end, then backtrack.
    DeadEnd(DeadEnd),
    /// Report the solution, then backtrack.
    Solved,
    /// Return to the deepest decision with digits left.
    Backtrack,
    /// The search is over.
    Done,
}

/// The 9×9 bitboard machine: the grid, one backup grid per open decision, and the stack.
/// [`Fast`] runs it on 9×9 boards, and so does [`crate::Engine`] (which runs the `singles`
/// machine for `fast` on the other sizes, rather than a second copy of it inside [`Fast`]).
#[derive(Clone)]
pub struct Bits {
    grid: Grid,
    /// `backups[i]`: the grid when decision `i + 1` opened, for the open decisions; slots past
    /// the stack's depth are spare, written over when the search gets that deep again (no copy
    /// of a backup through `push`).
    backups: Vec<Saved>,
    stack: Vec<Frame>,
    phase: Phase,
    counters: Counters,
    cleared: [u16; CELLS],
    /// The digit each cell of `cleared` held.
    cleared_digits: [u8; CELLS],
    cleared_len: usize,
}

impl Bits {
    /// A search of `board`, which must be 9×9. Givens in conflict make it report a dead end and
    /// stop.
    pub fn new(board: &Board) -> Bits {
        debug_assert_eq!(board.side(), 9, "the bitboard is 9×9");
        let (grid, clash) = Grid::new(board.values());
        let phase = clash.map_or(Phase::Start, Phase::DeadEnd);
        Bits {
            grid,
            backups: Vec::with_capacity(CELLS),
            stack: Vec::with_capacity(CELLS),
            phase,
            counters: Counters::default(),
            cleared: [0; CELLS],
            cleared_digits: [0; CELLS],
            cleared_len: 0,
        }
    }

    /// Starts over on `board` (9×9), as [`Bits::new`] would, keeping the stack's and the
    /// backups' memory: [`crate::count`] reuses one machine per thread, so that an easy puzzle's
    /// count allocates nothing.
    pub(crate) fn reset(&mut self, board: &Board) {
        debug_assert_eq!(board.side(), 9, "the bitboard is 9×9");
        let (grid, clash) = Grid::new(board.values());
        self.grid = grid;
        self.phase = clash.map_or(Phase::Start, Phase::DeadEnd);
        self.stack.clear();
        self.counters = Counters::default();
        self.cleared_len = 0;
    }

    /// True when the givens are in conflict (the machine will only report a dead end).
    pub(crate) fn clashes(&self) -> bool {
        self.counters.steps == 0 && matches!(self.phase, Phase::DeadEnd(_))
    }

    /// Propagates the grid and sets the phase from the result.
    #[inline(always)]
    fn settle(&mut self) {
        let mut placed = 0;
        let result = self.grid.propagate(&mut placed);
        self.counters.add_propagations(placed.into());
        self.phase = match result {
            Err(why) => Phase::DeadEnd(why),
            Ok(()) if self.grid.is_solved() => Phase::Solved,
            Ok(()) => Phase::Open,
        };
    }

    /// Tries the next digit of the deepest decision, on a grid equal to its backup.
    #[inline(always)]
    fn try_next(&mut self) -> Event {
        let f = self.stack.last_mut().expect("a try needs an open decision");
        let d = f.remaining.trailing_zeros() as usize;
        f.remaining &= f.remaining - 1;
        f.branch += 1;
        f.digit = d as u8 + 1;
        // Only the event right after a backtrack lists cleared cells.
        self.cleared_len = 0;
        let event = Event::Try {
            cell: f.cell,
            digit: f.digit,
            branch: f.branch,
            of: f.of(),
        };
        self.grid.place(f.cell as usize, d);
        self.settle();
        event
    }

    /// Restores the backup of the deepest decision, listing the cells that empty in `cleared`.
    #[inline(always)]
    fn restore_top(&mut self) {
        let backup = &self.backups[self.stack.len() - 1];
        self.cleared_len = self
            .grid
            .restore(backup, &mut self.cleared, &mut self.cleared_digits);
    }

    #[inline(always)]
    fn advance(&mut self) -> Event {
        loop {
            match self.phase {
                Phase::Start => self.settle(),
                Phase::Open => {
                    let Some((cell, digits)) = self.grid.select() else {
                        self.phase = Phase::Solved;
                        continue;
                    };
                    self.stack.push(Frame {
                        cell: cell as u16,
                        digit: 0,
                        branch: 0,
                        remaining: digits,
                        // The backup grid stands in for trail marks.
                        mark: Mark::default(),
                    });
                    let depth = self.stack.len() - 1;
                    if self.backups.len() <= depth {
                        self.backups.push(Saved::BLANK);
                    }
                    if let Some(slot) = self.backups.get_mut(depth) {
                        self.grid.save_to(slot);
                    }
                    return self.try_next();
                }
                Phase::Retry => return self.try_next(),
                Phase::DeadEnd(why) => {
                    self.phase = Phase::Backtrack;
                    return Event::DeadEnd(why);
                }
                Phase::Solved => {
                    self.phase = Phase::Backtrack;
                    return Event::Solution;
                }
                Phase::Backtrack => {
                    // Close the decisions without digits left, but keep the outermost: like
                    // the other machines, an exhausted search shows the board it started its
                    // decisions from.
                    while self.stack.len() > 1
                        && self.stack.last().is_some_and(|f| f.remaining == 0)
                    {
                        self.stack.pop();
                    }
                    let Some(&top) = self.stack.last() else {
                        self.phase = Phase::Done;
                        return Event::Exhausted;
                    };
                    self.restore_top();
                    if top.remaining == 0 {
                        self.stack.pop();
                        self.phase = Phase::Done;
                        return Event::Exhausted;
                    }
                    self.phase = Phase::Retry;
                    let depth = self.stack.len() as u16;
                    return Event::Backtrack {
                        depth,
                        cleared: self.cleared_len as u16,
                    };
                }
                Phase::Done => return Event::Exhausted,
            }
        }
    }

    fn board_of(values: &[u8; CELLS]) -> Board {
        let mut board = Board::empty(9).expect("9×9 is supported");
        for (cell, &v) in values.iter().enumerate() {
            board.set(cell, v);
        }
        board
    }
}

impl Stepper for Bits {
    #[inline(always)]
    fn step(&mut self) -> Event {
        if self.phase == Phase::Done {
            return Event::Exhausted;
        }
        let event = self.advance();
        self.counters.record(&event, self.stack.len());
        event
    }

    fn counters(&self) -> &Counters {
        &self.counters
    }

    fn board(&self) -> Board {
        Bits::board_of(&self.grid.values)
    }

    fn values(&self) -> &[u8] {
        &self.grid.values
    }

    fn candidates(&self, cell: usize) -> u16 {
        if cell < CELLS && self.grid.is_open(cell) {
            self.grid.candidates(cell)
        } else {
            0
        }
    }

    fn stack(&self) -> &[Frame] {
        &self.stack
    }

    fn backup(&self, depth: usize) -> Option<Board> {
        if depth > self.stack.len() {
            return None;
        }
        let grid = self.backups.get(depth.checked_sub(1)?)?;
        Some(Bits::board_of(&grid.values()))
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
        self.counters.steps * BITS_STEP_WORK
    }

    fn max_step_work(&self) -> u64 {
        BITS_STEP_WORK
    }
}

/// Work units of one step of the bitboard machine (see [`Stepper::work`]): a guess propagates
/// in bulk, so a step costs about as much as a hundred plain steps.
const BITS_STEP_WORK: u64 = 130;

impl Fast {
    /// A search of `board`. Givens in conflict make the 9×9 machine report a dead end and stop;
    /// the generic machine of the other sizes expects none (as `Dfs::new` does), so check with
    /// [`Board::check_conflicts`] first, as [`crate::Engine::new`] does.
    pub fn new(board: &Board) -> Fast {
        let inner = if board.side() == 9 {
            Inner::Bits(Box::new(Bits::new(board)))
        } else {
            Inner::Generic(Box::new(Dfs::new(board)))
        };
        Fast { inner }
    }
}

impl Fast {
    /// The 9×9 bitboard machine inside, if this is one.
    pub(crate) fn bits_mut(&mut self) -> Option<&mut Bits> {
        match &mut self.inner {
            Inner::Bits(bits) => Some(bits),
            Inner::Generic(_) => None,
        }
    }
}

/// `Fast`'s [`Stepper`] methods forward to the machine for its size: `inner!(self, m => body)`
/// evaluates `body` with `m` bound to it (by the binding mode of `self`, `&` or `&mut`).
macro_rules! inner {
    ($self:expr, $m:ident => $body:expr) => {
        match $self {
            Fast {
                inner: Inner::Bits($m),
                ..
            } => $body,
            Fast {
                inner: Inner::Generic($m),
                ..
            } => $body,
        }
    };
}

impl Stepper for Fast {
    // Neither machine overrides `final_event` or `step_within`, so forwarding the first gives
    // the default's `Exhausted` and leaving the second out keeps the default: one step.
    crate::stepper::forward_stepper!(inner);
}
