//! The search state every depth-first strategy shares: values, digits used per unit and
//! candidates removed by filtering, all as bit masks (bit `d-1` stands for digit `d`).

use crate::board::{Board, Geometry, MAX_CELLS, MAX_SIDE};

/// A board plus the masks that give each empty cell's candidates in O(1).
///
/// It is `Copy` so that look-ahead can try a digit on a scratch copy without allocating.
#[derive(Clone, Copy)]
pub struct Candidates {
    geom: &'static Geometry,
    values: [u8; MAX_CELLS],
    /// Digits used per flat unit id; 256 entries (48 needed) so that indexing with a `u8` id
    /// needs neither a bounds check nor a mask.
    used: [u16; UNIT_SLOTS],
    eliminated: [u16; MAX_CELLS],
}

const UNIT_SLOTS: usize = 256;
const _: () = assert!(UNIT_SLOTS >= 3 * MAX_SIDE && UNIT_SLOTS > u8::MAX as usize);

/// Masks a cell index into the fixed arrays; cells are always below [`MAX_CELLS`], and the mask
/// lets the compiler drop bounds checks from the hot path.
#[inline(always)]
fn at(cell: usize) -> usize {
    cell & (MAX_CELLS - 1)
}

impl Candidates {
    /// The masks for `board`, which must have no givens in conflict.
    pub fn new(board: &Board) -> Candidates {
        let geom = board.geometry();
        let mut c = Candidates {
            geom,
            values: [0; MAX_CELLS],
            used: [0; UNIT_SLOTS],
            eliminated: [0; MAX_CELLS],
        };
        for (cell, &d) in board.values().iter().enumerate() {
            if d != 0 {
                c.place(cell, d);
            }
        }
        c
    }

    /// The geometry of the board.
    #[inline(always)]
    pub fn geometry(&self) -> &'static Geometry {
        self.geom
    }

    /// The value of a cell (0 when empty).
    #[inline(always)]
    pub fn value(&self, cell: usize) -> u8 {
        self.values[at(cell)]
    }

    /// All values, row by row.
    #[inline]
    pub fn values(&self) -> &[u8] {
        &self.values[..self.geom.cells]
    }

    /// The current values as a [`Board`].
    pub fn board(&self) -> Board {
        let mut b = Board::empty(self.geom.side).expect("supported side");
        for (cell, &v) in self.values().iter().enumerate() {
            b.set(cell, v);
        }
        b
    }

    /// Digits not yet used in a unit (flat unit id).
    #[inline(always)]
    pub fn missing(&self, unit: usize) -> u16 {
        self.geom.full & !self.used[unit]
    }

    /// The candidates of an empty cell: digits absent from its row, column and box and not
    /// eliminated by filtering.
    #[inline(always)]
    pub fn of(&self, cell: usize) -> u16 {
        let [r, c, b] = self.unit_slots(cell);
        let used = self.used[r] | self.used[c] | self.used[b];
        self.geom.full & !used & !self.eliminated[at(cell)]
    }

    #[inline(always)]
    fn unit_slots(&self, cell: usize) -> [usize; 3] {
        let [r, c, b, _] = self.geom.unit_ids[at(cell)];
        [r, c, b].map(usize::from)
    }

    /// Writes a digit and marks it used in the cell's three units.
    #[inline(always)]
    pub fn place(&mut self, cell: usize, digit: u8) {
        let bit = 1u16 << ((digit - 1) & 15);
        self.values[at(cell)] = digit;
        for u in self.unit_slots(cell) {
            self.used[u] |= bit;
        }
    }

    /// Clears a cell written by [`Candidates::place`]; returns the digit it held.
    #[inline(always)]
    pub fn unplace(&mut self, cell: usize) -> u8 {
        let digit = self.values[at(cell)];
        let bit = !(1u16 << (digit.wrapping_sub(1) & 15));
        self.values[at(cell)] = 0;
        for u in self.unit_slots(cell) {
            self.used[u] &= bit;
        }
        digit
    }

    /// Writes a digit without touching the unit masks: `brute-force` shows a clashing digit
    /// for one step before it erases it.
    #[inline(always)]
    pub fn write_raw(&mut self, cell: usize, digit: u8) {
        self.values[at(cell)] = digit;
    }

    /// Removes candidates from a cell.
    #[inline]
    pub fn eliminate(&mut self, cell: usize, mask: u16) {
        self.eliminated[cell] |= mask;
    }

    /// Restores candidates removed by [`Candidates::eliminate`].
    #[inline]
    pub fn restore(&mut self, cell: usize, mask: u16) {
        self.eliminated[cell] &= !mask;
    }

    /// The first peer (row, then column, then box) holding `digit`, if any. Every digit on
    /// the board must have been written by [`Candidates::place`] (none by
    /// [`Candidates::write_raw`]): then the unit masks say which of the three runs of
    /// [`Geometry::peers_of`] (the row's, then the column's, then the rest of the box's) holds
    /// the first such peer, and only that run is looked at.
    #[inline(always)]
    pub fn clash(&self, cell: usize, digit: u8) -> Option<usize> {
        let [r, c, b] = self.unit_slots(cell);
        let bit = 1u16 << ((digit - 1) & 15);
        let run = self.geom.side - 1;
        let start = if self.used[r] & bit != 0 {
            0
        } else if self.used[c] & bit != 0 {
            run
        } else if self.used[b] & bit != 0 {
            2 * run
        } else {
            debug_assert!(!self
                .geom
                .peers_of(cell)
                .iter()
                .any(|&p| self.values[p as usize] == digit));
            return None;
        };
        let peers = self.geom.peers_of(cell);
        let found = peers
            .iter()
            .skip(start)
            .map(|&p| p as usize)
            .find(|&p| self.values[p] == digit);
        debug_assert_eq!(
            found,
            peers
                .iter()
                .map(|&p| p as usize)
                .find(|&p| self.values[p] == digit),
            "a digit on the board was not placed"
        );
        found
    }

    /// Fills naked singles until none is left; false if some empty cell ends up without
    /// candidates.
    pub fn fill_naked_singles(&mut self) -> bool {
        self.fill_naked_singles_counting(&mut 0)
    }

    /// [`Candidates::fill_naked_singles`], adding the number of passes over the cells to
    /// `passes` (the work measure of `lookahead`, see [`crate::Stepper::work`]).
    pub fn fill_naked_singles_counting(&mut self, passes: &mut u64) -> bool {
        loop {
            *passes += 1;
            let mut progress = false;
            for cell in 0..self.geom.cells {
                if self.values[cell] != 0 {
                    continue;
                }
                let m = self.of(cell);
                if m == 0 {
                    return false;
                }
                if m & (m - 1) == 0 {
                    self.place(cell, m.trailing_zeros() as u8 + 1);
                    progress = true;
                }
            }
            if !progress {
                return true;
            }
        }
    }
}

/// Iterates the digits of a mask in ascending order.
#[inline]
pub fn digits(mut mask: u16) -> impl Iterator<Item = u8> {
    std::iter::from_fn(move || {
        (mask != 0).then(|| {
            let d = mask.trailing_zeros() as u8 + 1;
            mask &= mask - 1;
            d
        })
    })
}
