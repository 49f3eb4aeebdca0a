//! The 9×9 bitboard of `fast`, in the style of Zhouyundong's and JCZSolve's band solvers.
//!
//! For every digit and every band (three rows) a `u32` holds 27 bits, one per cell of the band
//! (bit `9·row_in_band + column`), set where the digit is still possible. A placed cell keeps
//! its bit in its own digit's mask and loses it in the other eight. The band is the unit of work
//! because inside a band a digit occupies exactly one cell per row and per box, so the three
//! "mini-rows" (row × box) it uses form a permutation of the boxes: two small tables turn a band
//! mask into the mini-rows that belong to some permutation, which is hidden singles in rows and
//! boxes plus locked candidates (pointing and claiming) in a handful of instructions.
//! Columns cross the bands: a column that a box of the band confines the digit to (a placed
//! cell's column among them) leaves the digit's other bands, which is pointing in the column
//! direction, and a separate bit-sliced pass finds hidden singles in columns.
//!
//! The masks of a digit sit at `4·digit + band` with a fourth, always empty slot, so that the
//! four fill one 128-bit vector and "which masks changed" is one compare per digit.

mod propagate;
mod select;

use super::band::*;
use super::lanes::Lanes;
use crate::event::DeadEnd;

/// The whole search state of one node: candidates per digit and band, the cells not yet placed,
/// and their values. The stepper keeps a [`Saved`] copy of it per open decision.
#[derive(Clone, Copy)]
pub(super) struct Grid {
    /// `f[4·d + band]`: cells of the band where digit `d + 1` is possible or placed
    /// (`f[4·d + 3]` stays empty).
    f: [u32; 36],
    /// `f` as last processed; a band whose mask differs has news to propagate.
    seen: [u32; 36],
    /// Cells not placed yet, per band (the fourth entry stays empty).
    unsolved: [u32; 4],
    /// Values row by row, 0 for empty.
    pub(super) values: [u8; CELLS],
}

/// A propagated [`Grid`] without `seen` and `values`: at a decision every mask has been
/// processed, so `seen` equals `f`, and a placed cell's digit is the one mask that still holds
/// it, so the values need not be copied either (160 bytes instead of 385; a backtrack clears
/// the values of the cells it empties, which it lists anyway).
#[derive(Clone, Copy)]
pub(super) struct Saved {
    f: [u32; 36],
    unsolved: [u32; 4],
}

impl Saved {
    /// A backup slot not written yet.
    pub(super) const BLANK: Saved = Saved {
        f: [0; 36],
        unsolved: [0; 4],
    };

    /// The values of the saved grid, row by row, 0 for empty (for a look at a backup, not on
    /// the search's path).
    pub(super) fn values(&self) -> [u8; CELLS] {
        std::array::from_fn(|cell| {
            let (band, bit) = (cell / 27, 1u32 << (cell % 27));
            if self.unsolved[band] & bit != 0 {
                return 0;
            }
            (0..9u8)
                .find(|&d| self.f[at(d.into(), band)] & bit != 0)
                .map_or(0, |d| d + 1)
        })
    }
}

/// `seen` of a grid whose every band is news: no band mask has bits above 27, so the first
/// propagation looks at all of them (even one already empty); the padding slots agree with
/// their masks and never do.
const FRESH: [u32; 36] = {
    let mut seen = [u32::MAX; 36];
    let mut d = 0;
    while d < 9 {
        seen[4 * d + 3] = 0;
        d += 1;
    }
    seen
};

/// The low seven bits of each byte of a word.
const LOW7: u64 = 0x7F7F_7F7F_7F7F_7F7F;
/// The high bit of each byte of a word.
const HIGH7: u64 = !LOW7;

/// Index of the mask of digit `d` (0-based) in `band`.
#[inline(always)]
fn at(d: usize, band: usize) -> usize {
    4 * d + band
}

impl Grid {
    /// The grid of a 9×9 board's givens, with the dead end of the first given that clashes with
    /// an earlier one, if any.
    pub(super) fn new(givens: &[u8]) -> (Grid, Option<DeadEnd>) {
        // In bulk: per digit and band the givens and the union of their peers, then every mask
        // in one pass (placing the givens one by one cost an easy puzzle a tenth of its count).
        let mut given = [0u32; 36];
        let mut peers = [0u32; 36];
        // The padding slots count as filled, so that their masks and `unsolved[3]` stay empty.
        let mut filled = [0, 0, 0, u32::MAX];
        let mut values = [0u8; CELLS];
        let mut add = |cell: usize, v: u8| {
            if v == 0 || v > 9 {
                return;
            }
            let (d, band, bit) = (v as usize - 1, cell / 27, 1u32 << (cell % 27));
            values[cell] = v;
            given[at(d, band)] |= bit;
            filled[band] |= bit;
            for (b, &p) in PEERS[cell].iter().enumerate() {
                peers[at(d, b)] |= p;
            }
        };
        // Eight cells at a time, visiting only the filled ones: a branch per cell on whether it
        // is empty cost more than the givens themselves.
        let givens = &givens[..givens.len().min(CELLS)];
        let words = givens.chunks_exact(8);
        let rest = words.remainder();
        for (w, word) in words.enumerate() {
            let x = u64::from_le_bytes(word.try_into().unwrap_or_default());
            // Bit 7 of each byte set when that byte is not zero.
            let mut occupied = (((x & LOW7) + LOW7) | x) & HIGH7;
            while occupied != 0 {
                let cell = 8 * w + (occupied.trailing_zeros() / 8) as usize;
                occupied &= occupied - 1;
                add(cell, givens[cell]);
            }
        }
        let base = givens.len() - rest.len();
        for (k, &v) in rest.iter().enumerate() {
            add(base + k, v);
        }
        if given.iter().zip(&peers).any(|(&g, &p)| g & p != 0) {
            return Grid::new_clashing(givens);
        }
        let grid = Grid {
            f: std::array::from_fn(|i| BAND & !filled[i % 4] & !peers[i] | given[i]),
            seen: FRESH,
            unsolved: std::array::from_fn(|band| BAND & !filled[band]),
            values,
        };
        (grid, None)
    }

    /// [`Grid::new`] for givens in conflict: placed one by one, so that the dead end names the
    /// first given whose digit an earlier one took.
    #[cold]
    fn new_clashing(givens: &[u8]) -> (Grid, Option<DeadEnd>) {
        let mut g = Grid {
            f: std::array::from_fn(|i| if i % 4 == 3 { 0 } else { BAND }),
            seen: FRESH,
            unsolved: [BAND, BAND, BAND, 0],
            values: [0; CELLS],
        };
        let mut clash = None;
        for (cell, &v) in givens.iter().enumerate().take(CELLS) {
            if v == 0 || v > 9 {
                continue;
            }
            let d = v as usize - 1;
            if g.f[at(d, cell / 27)] & 1 << (cell % 27) == 0 {
                clash.get_or_insert(DeadEnd::NoCandidates { cell: cell as u16 });
            }
            g.place(cell, d);
        }
        (g, clash)
    }

    /// Places digit `d + 1` (0-based `d`) in `cell`: it leaves the cell's other digits and the
    /// cell's peers for `d`.
    #[inline(always)]
    pub(super) fn place(&mut self, cell: usize, d: usize) {
        let (band, bit) = (cell / 27, 1u32 << (cell % 27));
        for other in 0..9 {
            self.f[at(other, band)] &= !bit;
        }
        for (b, &p) in PEERS[cell].iter().enumerate() {
            self.f[at(d, b)] &= !p;
        }
        self.f[at(d, band)] |= bit;
        self.unsolved[band] &= !bit;
        self.values[cell] = d as u8 + 1;
    }

    /// True when every cell is placed.
    #[inline(always)]
    pub(super) fn is_solved(&self) -> bool {
        self.unsolved == [0; 4]
    }

    /// True when `cell` is not placed yet.
    #[inline(always)]
    pub(super) fn is_open(&self, cell: usize) -> bool {
        self.unsolved[cell / 27] & 1 << (cell % 27) != 0
    }

    /// The digits possible in `cell`, bit `d-1` for digit `d`.
    #[inline(always)]
    pub(super) fn candidates(&self, cell: usize) -> u16 {
        let (band, bit) = (cell / 27, 1u32 << (cell % 27));
        (0..9).fold(0u16, |m, d| {
            if self.f[at(d, band)] & bit != 0 {
                m | 1 << d
            } else {
                m
            }
        })
    }

    /// Writes the backup of this grid, which must be propagated (no mask changed since band
    /// logic saw it), over `saved`: in place, so that no 160-byte copy goes through the stack
    /// and `memcpy`.
    #[inline(always)]
    pub(super) fn save_to(&self, saved: &mut Saved) {
        debug_assert!(self.f == self.seen, "a backup of a propagated grid");
        copy_masks(&self.f, [&mut saved.f]);
        saved.unsolved = self.unsolved;
    }

    /// Returns to the state of `earlier`, a state this one descends from, listing the cells
    /// placed here but not there with their digits (one pass writes both and clears those
    /// cells' values: the other values are the same in both states). Returns how many.
    #[inline]
    pub(super) fn restore(
        &mut self,
        earlier: &Saved,
        cells: &mut [u16; CELLS],
        digits: &mut [u8; CELLS],
    ) -> usize {
        let mut n = 0;
        // At most 81 cells empty, so a slot is always left (a pointer compare, no division).
        let mut slots = cells.iter_mut().zip(digits.iter_mut());
        for band in 0..3 {
            let mut news = earlier.unsolved[band] & !self.unsolved[band];
            while news != 0 {
                let Some((cell, digit)) = slots.next() else {
                    break;
                };
                let at = 27 * band + news.trailing_zeros() as usize;
                *cell = at as u16;
                if let Some(v) = self.values.get_mut(at) {
                    *digit = std::mem::take(v);
                }
                news &= news - 1;
                n += 1;
            }
        }
        copy_masks(&earlier.f, [&mut self.f, &mut self.seen]);
        self.unsolved = earlier.unsolved;
        n
    }
}

/// Copies the masks `from` into each of `to`: nine vector loads and nine stores per copy,
/// inline (a plain assignment of 144 bytes calls `memcpy`, and so does a loop over the nine
/// vectors, which LLVM turns back into one).
#[inline(always)]
fn copy_masks<const N: usize>(from: &[u32; 36], to: [&mut [u32; 36]; N]) {
    let load = |d: usize| Lanes::of_digit(from, d);
    let v = [
        load(0),
        load(1),
        load(2),
        load(3),
        load(4),
        load(5),
        load(6),
        load(7),
        load(8),
    ];
    for dst in to {
        let [v0, v1, v2, v3, v4, v5, v6, v7, v8] = v;
        v0.store_digit(dst, 0);
        v1.store_digit(dst, 1);
        v2.store_digit(dst, 2);
        v3.store_digit(dst, 3);
        v4.store_digit(dst, 4);
        v5.store_digit(dst, 5);
        v6.store_digit(dst, 6);
        v7.store_digit(dst, 7);
        v8.store_digit(dst, 8);
    }
}

impl Grid {
    /// Bit-sliced counters of candidates over the nine digits, a band per lane (the fourth lane
    /// is the empty padding): the cells with at least two and at least three candidates, and
    /// the open cells. What the singles check and the guess read.
    #[inline(always)]
    fn candidate_counts(&self) -> CandidateCounts {
        let zero = Lanes::splat(0);
        let (mut once, mut twice, mut thrice) = (zero, zero, zero);
        for d in 0..9 {
            let x = Lanes::of_digit(&self.f, d);
            thrice = thrice.or(twice.and(x));
            twice = twice.or(once.and(x));
            once = once.or(x);
        }
        CandidateCounts {
            twice,
            thrice,
            open: Lanes::load(&self.unsolved),
        }
    }
}

/// See [`Grid::candidate_counts`] (the cells with at least one candidate are not needed).
struct CandidateCounts {
    twice: Lanes,
    thrice: Lanes,
    open: Lanes,
}
