//! The search state of the depth-first machine: candidates, and the trails that undo
//! placements and eliminations on backtrack.

use crate::board::{Board, MAX_CELLS};
use crate::candidates::Candidates;
use crate::policy::Eliminator;
use crate::stepper::{Frame, Mark};

/// Candidates plus the trails that undo placements and eliminations. The trails are fixed
/// arrays (a board has at most 256 cells, so at most 256 placements are ever undone): no
/// capacity checks in the step loop, and the index mask lets the compiler drop bounds checks.
///
/// Policies that do not propagate keep no trails: every cell they place is the cell of a frame,
/// so the stack is the trail (see [`Core::backtrack`]), and `placed` only lists the cells the
/// last backtrack cleared.
#[derive(Clone)]
pub(super) struct State {
    pub(super) cands: Candidates,
    pub(super) placed: [u16; MAX_CELLS],
    pub(super) placed_len: usize,
    /// Cells beyond `placed_len` up to here were cleared by the last backtrack.
    pub(super) cleared_end: usize,
    /// Parallel to `placed` where it lists cleared cells: the digit each held. Written only when
    /// a cell is cleared, so placing costs nothing more.
    pub(super) cleared_digits: [u8; MAX_CELLS],
    pub(super) eliminated: Vec<(u16, u16)>,
    /// See [`Stepper::reasons`]; kept by policies that propagate.
    pub(super) reasons: [u8; MAX_CELLS],
}

impl State {
    /// The state of a search of `board` before its first step.
    pub(super) fn new(board: &Board) -> State {
        State {
            cands: Candidates::new(board),
            placed: [0; MAX_CELLS],
            placed_len: 0,
            cleared_end: 0,
            cleared_digits: [0; MAX_CELLS],
            eliminated: Vec::with_capacity(board.geometry().cells),
            reasons: [0; MAX_CELLS],
        }
    }

    /// See [`Stepper::backup`]; `stack` holds the open decisions. Not generic over the policy,
    /// so that one copy serves every strategy.
    pub(super) fn backup(&self, stack: &[Frame], depth: usize, trails: bool) -> Option<Board> {
        let frame = stack.get(depth.checked_sub(1)?)?;
        let mut board = self.cands.board();
        if trails {
            for &cell in &self.placed()[frame.mark.placed as usize..] {
                board.set(cell as usize, 0);
            }
        } else {
            // The stack is the trail, and a clashing digit that brute-force has written but not
            // yet taken back sits in the top frame's cell.
            for f in &stack[depth - 1..] {
                board.set(f.cell as usize, 0);
            }
        }
        Some(board)
    }

    /// The trail lengths now (nothing to mark without `trails`).
    #[inline(always)]
    pub(super) fn mark(&self, trails: bool) -> Mark {
        if !trails {
            return Mark::default();
        }
        Mark {
            placed: self.placed_len as u32,
            eliminated: self.eliminated.len() as u32,
        }
    }

    #[inline(always)]
    pub(super) fn place(&mut self, cell: usize, digit: u8, trails: bool) {
        self.cands.place(cell, digit);
        if trails {
            self.placed[self.placed_len & (MAX_CELLS - 1)] = cell as u16;
            self.placed_len += 1;
        }
        self.cleared_end = 0;
    }

    /// Undoes everything on the trails after `mark`; the cells cleared stay readable in `placed`
    /// until the next placement overwrites them.
    #[inline(always)]
    pub(super) fn undo_to(&mut self, mark: Mark) {
        let to = mark.placed as usize;
        while self.placed_len > to {
            self.placed_len -= 1;
            let cell = self.placed[self.placed_len & (MAX_CELLS - 1)];
            self.cleared_digits[self.placed_len & (MAX_CELLS - 1)] =
                self.cands.unplace(cell as usize);
        }
        while self.eliminated.len() > mark.eliminated as usize {
            let (cell, mask) = self.eliminated.pop().expect("trail longer than mark");
            self.cands.restore(cell as usize, mask);
        }
    }

    pub(super) fn placed(&self) -> &[u16] {
        &self.placed[..self.placed_len]
    }
}

impl Eliminator for State {
    fn eliminate(&mut self, cell: usize, mask: u16) {
        self.cands.eliminate(cell, mask);
        self.eliminated.push((cell as u16, mask));
    }
    fn candidates(&self) -> &Candidates {
        &self.cands
    }
}
