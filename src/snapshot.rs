//! One picture of a search for a page to draw: values, how each digit got there, candidates,
//! the stack and the last backtrack, in fixed-size buffers that a page reads in place.

use crate::board::{Board, MAX_CELLS};
use crate::stepper::{Stepper, LOCAL_REASON};

/// How the digit in a cell got there. The same definition is exported to JavaScript (as
/// `Origin`), so the page reads [`Snapshot::origins`] with these names.
#[cfg_attr(target_arch = "wasm32", wasm_bindgen::prelude::wasm_bindgen)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum Origin {
    /// No digit.
    Empty = 0,
    /// A given of the puzzle.
    Given = 1,
    /// The digit of an open decision of the search, or a local search's own digit.
    Guess = 2,
    /// Forced as a naked single.
    Naked = 3,
    /// Forced as a hidden single.
    Hidden = 4,
    /// Forced by propagation that gives no reason per cell (`fast` on 9×9).
    Forced = 5,
}

impl Origin {
    /// The origin of a filled cell that is not a given, from its [`Stepper::reasons`] code:
    /// a local search's digits are its own choices, shown as guesses.
    fn of_reason(code: u8) -> Origin {
        match code {
            1 => Origin::Naked,
            2 => Origin::Hidden,
            LOCAL_REASON => Origin::Guess,
            _ => Origin::Forced,
        }
    }
}

/// Numbers per stack frame in [`Snapshot::stack`]: cell, digit, branch, of.
pub const FRAME_WORDS: usize = 4;

/// Buffers of a fixed size, filled from any [`Stepper`] by [`Snapshot::fill`] without
/// allocating: the page reads them as typed arrays where they are, once per frame.
#[derive(Clone)]
pub struct Snapshot {
    cells: usize,
    values: [u8; MAX_CELLS],
    origins: [u8; MAX_CELLS],
    candidates: [u16; MAX_CELLS],
    stack: [u32; FRAME_WORDS * MAX_CELLS],
    stack_len: usize,
    cleared: [u16; MAX_CELLS],
    cleared_digits: [u8; MAX_CELLS],
    cleared_len: usize,
}

impl Default for Snapshot {
    fn default() -> Snapshot {
        Snapshot {
            cells: 0,
            values: [0; MAX_CELLS],
            origins: [0; MAX_CELLS],
            candidates: [0; MAX_CELLS],
            stack: [0; FRAME_WORDS * MAX_CELLS],
            stack_len: 0,
            cleared: [0; MAX_CELLS],
            cleared_digits: [0; MAX_CELLS],
            cleared_len: 0,
        }
    }
}

impl Snapshot {
    /// Copies the state of `machine`, a search of `givens`. Candidates are computed only
    /// `with_candidates` (they cost a pass over the units per cell); otherwise that buffer keeps
    /// what it had.
    pub fn fill<S: Stepper>(&mut self, machine: &S, givens: &Board, with_candidates: bool) {
        let values = machine.values();
        let cells = values.len().min(MAX_CELLS);
        self.cells = cells;
        self.values[..cells].copy_from_slice(&values[..cells]);
        let reasons = machine.reasons();
        for (cell, (origin, &value)) in self.origins.iter_mut().zip(values).enumerate() {
            *origin = match (value, givens.values().get(cell)) {
                (0, _) => Origin::Empty,
                (_, Some(&g)) if g != 0 => Origin::Given,
                _ => Origin::of_reason(reasons.get(cell).copied().unwrap_or(0)),
            } as u8;
        }
        let stack = machine.stack();
        self.stack_len = stack.len().min(MAX_CELLS);
        for (words, f) in self.stack.chunks_exact_mut(FRAME_WORDS).zip(stack) {
            words.copy_from_slice(&[
                f.cell.into(),
                f.digit.into(),
                f.branch.into(),
                f.of().into(),
            ]);
            // A frame's digit is a guess while the cell still holds it (brute-force's clashing
            // digit included, until its conflict event takes it back).
            let cell = usize::from(f.cell);
            if f.digit != 0 && cell < cells && values[cell] == f.digit {
                self.origins[cell] = Origin::Guess as u8;
            }
        }
        let (cleared, digits) = (machine.cleared(), machine.cleared_digits());
        self.cleared_len = cleared.len().min(digits.len()).min(MAX_CELLS);
        self.cleared[..self.cleared_len].copy_from_slice(&cleared[..self.cleared_len]);
        self.cleared_digits[..self.cleared_len].copy_from_slice(&digits[..self.cleared_len]);
        if with_candidates {
            for (cell, (cands, &value)) in self.candidates.iter_mut().zip(values).enumerate() {
                *cands = if value == 0 {
                    machine.candidates(cell)
                } else {
                    0
                };
            }
        }
    }

    /// The values, row by row (0 for empty).
    pub fn values(&self) -> &[u8] {
        &self.values[..self.cells]
    }

    /// Per cell, its [`Origin`] as a byte.
    pub fn origins(&self) -> &[u8] {
        &self.origins[..self.cells]
    }

    /// The [`Origin`] of one cell ([`Origin::Empty`] off the board).
    pub fn origin(&self, cell: usize) -> Origin {
        const ALL: [Origin; 6] = [
            Origin::Empty,
            Origin::Given,
            Origin::Guess,
            Origin::Naked,
            Origin::Hidden,
            Origin::Forced,
        ];
        self.origins()
            .get(cell)
            .and_then(|&code| ALL.get(usize::from(code)))
            .copied()
            .unwrap_or(Origin::Empty)
    }

    /// Per cell, the candidates of an empty cell as the strategy sees them (bit `d-1` for digit
    /// `d`), 0 for a filled one; as of the last fill with candidates.
    pub fn candidates(&self) -> &[u16] {
        &self.candidates[..self.cells]
    }

    /// The open decisions, outermost first, `FRAME_WORDS` (four) numbers each: cell, digit, branch,
    /// of.
    pub fn stack(&self) -> &[u32] {
        &self.stack[..FRAME_WORDS * self.stack_len]
    }

    /// Number of open decisions in [`Snapshot::stack`].
    pub fn stack_len(&self) -> usize {
        self.stack_len
    }

    /// The cells the last event cleared (see [`Stepper::cleared`]).
    pub fn cleared(&self) -> &[u16] {
        &self.cleared[..self.cleared_len]
    }

    /// The digits those cells held (see [`Stepper::cleared_digits`]).
    pub fn cleared_digits(&self) -> &[u8] {
        &self.cleared_digits[..self.cleared_len]
    }
}
