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

use super::band::*;
use crate::event::DeadEnd;
use crate::Unit;

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

/// A propagated [`Grid`] without `seen`: at a decision every mask has been processed, so `seen`
/// equals `f` and need not be copied (the backup is 241 bytes instead of 385).
#[derive(Clone, Copy)]
pub(super) struct Saved {
    f: [u32; 36],
    unsolved: [u32; 4],
    /// Values row by row, 0 for empty.
    pub(super) values: [u8; CELLS],
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
        for (cell, &v) in givens.iter().enumerate().take(CELLS) {
            if v == 0 || v > 9 {
                continue;
            }
            let (d, band, bit) = (v as usize - 1, cell / 27, 1u32 << (cell % 27));
            values[cell] = v;
            given[at(d, band)] |= bit;
            filled[band] |= bit;
            for (b, &p) in PEERS[cell].iter().enumerate() {
                peers[at(d, b)] |= p;
            }
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

    /// The backup of this grid, which must be propagated (no mask changed since band logic saw
    /// it).
    #[inline(always)]
    pub(super) fn save(&self) -> Saved {
        debug_assert!(self.f == self.seen, "a backup of a propagated grid");
        Saved {
            f: self.f,
            unsolved: self.unsolved,
            values: self.values,
        }
    }

    /// Returns to the state of `saved`.
    #[inline(always)]
    pub(super) fn restore(&mut self, saved: &Saved) {
        self.f = saved.f;
        self.seen = saved.f;
        self.unsolved = saved.unsolved;
        self.values = saved.values;
    }

    /// Cells placed here but not in `earlier`, a state this one descends from.
    #[inline]
    pub(super) fn placed_since(&self, earlier: &Saved, out: &mut [u16; CELLS]) -> usize {
        let mut n = 0;
        // At most 81 cells empty, so a slot is always left (a pointer compare, no division).
        let mut slots = out.iter_mut();
        for band in 0..3 {
            let mut news = earlier.unsolved[band] & !self.unsolved[band];
            while news != 0 {
                let Some(slot) = slots.next() else { break };
                *slot = (27 * band + news.trailing_zeros() as usize) as u16;
                news &= news - 1;
                n += 1;
            }
        }
        n
    }

    /// Applies band logic, then naked singles, then hidden singles in columns (each only when
    /// the cheaper ones before it are stuck) until nothing changes or a dead end is met, adding
    /// the cells it places to `placed` (also those placed before a dead end).
    #[inline]
    pub(super) fn propagate(&mut self, placed: &mut u32) -> Result<(), DeadEnd> {
        loop {
            let mut news = self.news();
            if news != 0 {
                // Masks changed by this pass after their turn wait for the next pass, so that
                // their changes are processed together.
                while news != 0 {
                    self.update_band(news.trailing_zeros() as usize, placed)?;
                    news &= news - 1;
                }
            } else if !self.naked_singles(placed)? && !self.column_singles(placed)? {
                return Ok(());
            }
        }
    }

    /// Bit `i` set when mask `i` changed since band logic last saw it, computed in one
    /// branch-free sweep (a branch per mask would be mispredicted half the time): one compare
    /// per digit's four masks, the compares of four digits packed into one byte mask each.
    #[cfg(target_arch = "x86_64")]
    #[inline(always)]
    fn news(&self) -> u64 {
        use std::arch::x86_64::{
            __m128i, _mm_castsi128_ps, _mm_cmpeq_epi32, _mm_loadu_si128, _mm_movemask_epi8,
            _mm_movemask_ps, _mm_packs_epi16, _mm_packs_epi32,
        };
        // SAFETY: SSE2 is part of the x86-64 baseline, and each unaligned load reads the four
        // masks 4·d..4·d+4 of a 36-element array (d ≤ 8).
        let equal = |d: usize| -> __m128i {
            unsafe {
                let f = _mm_loadu_si128(self.f.as_ptr().add(4 * d).cast());
                let seen = _mm_loadu_si128(self.seen.as_ptr().add(4 * d).cast());
                _mm_cmpeq_epi32(f, seen)
            }
        };
        // All-ones or zero lanes stay so when packed with signed saturation, so a byte per
        // mask keeps the compare's answer: one movemask per sixteen masks.
        let sixteen = |d: usize| -> u64 {
            unsafe {
                let low = _mm_packs_epi32(equal(d), equal(d + 1));
                let high = _mm_packs_epi32(equal(d + 2), equal(d + 3));
                _mm_movemask_epi8(_mm_packs_epi16(low, high)) as u64
            }
        };
        // SAFETY: as above (SSE2).
        let last = unsafe { _mm_movemask_ps(_mm_castsi128_ps(equal(8))) } as u64;
        let same = sixteen(0) | sixteen(4) << 16 | last << 32;
        !same & ((1 << 36) - 1)
    }

    /// Bit `i` set when mask `i` changed since band logic last saw it (portable version of the
    /// x86-64 sweep).
    #[cfg(not(target_arch = "x86_64"))]
    #[inline(always)]
    fn news(&self) -> u64 {
        let mut news = 0;
        for i in 0..36 {
            news |= u64::from(self.f[i] != self.seen[i]) << i;
        }
        news
    }

    /// Band logic for mask `i` (digit `i / 4`, band `i % 4`): keep the mini-rows on some
    /// permutation, place the cells alone in their row, remove the columns the band's boxes
    /// confine the digit to from its other bands (a placed cell's column among them), and the
    /// placed cells from the other digits.
    #[inline(always)]
    fn update_band(&mut self, i: usize, placed: &mut u32) -> Result<(), DeadEnd> {
        let (d, band) = (i / 4, i % 4);
        let open = self.unsolved[band];
        let mut a = self.f[i];
        // Only cells not placed yet matter: a placement already cleared its column and peers.
        let mut new = loop {
            let kept = a & COMPLEX[shrink(a) & 0x1FF];
            if kept == 0 {
                return Err(band_dead_end(d as u8 + 1, band, a));
            }
            let new = row_singles(kept) & open;
            let next = kept & (!spread_columns(columns(new)) | new);
            if next == a {
                break new;
            }
            a = next;
        };
        // At the fixed point every mini-row lies on a permutation, so a row's only cell is its
        // box's only cell too: two new cells never share a column, and each new cell's column is
        // alone in its stack.
        let locked = spread_columns(LONE_COLUMNS[columns(a) as usize].into());
        for b in 0..3 {
            self.f[at(d, b)] &= !locked;
        }
        self.f[i] = a;
        self.seen[i] = a;
        if new == 0 {
            return Ok(());
        }
        for other in 0..9 {
            self.f[at(other, band)] &= !new;
        }
        self.f[i] = a;
        self.unsolved[band] = open & !new;
        while new != 0 {
            // Never out of range (a band mask has 27 bits); `get_mut` is cheaper than a modulo.
            let cell = 27 * band + new.trailing_zeros() as usize;
            if let Some(v) = self.values.get_mut(cell) {
                *v = d as u8 + 1;
            }
            new &= new - 1;
            *placed += 1;
        }
        Ok(())
    }

    /// Places every cell with a single candidate. Returns whether it placed any, or the first
    /// cell left without candidates.
    #[inline(always)]
    fn naked_singles(&mut self, placed: &mut u32) -> Result<bool, DeadEnd> {
        let mut any = false;
        for band in 0..3 {
            let open = self.unsolved[band];
            if open == 0 {
                continue;
            }
            let (mut once, mut twice) = (0u32, 0u32);
            for d in 0..9 {
                let x = self.f[at(d, band)];
                twice |= once & x;
                once |= x;
            }
            let empty = open & !once;
            if empty != 0 {
                let cell = 27 * band + empty.trailing_zeros() as usize;
                return Err(DeadEnd::NoCandidates { cell: cell as u16 });
            }
            let mut singles = open & !twice;
            while singles != 0 {
                let k = singles.trailing_zeros() as usize;
                singles &= singles - 1;
                let cell = 27 * band + k;
                // An earlier single of this loop may have taken this cell's last digit.
                let Some(d) = (0..9).find(|&d| self.f[at(d, band)] & 1 << k != 0) else {
                    return Err(DeadEnd::NoCandidates { cell: cell as u16 });
                };
                self.place(cell, d);
                *placed += 1;
                any = true;
            }
        }
        Ok(any)
    }

    /// Places every digit that has one cell left in a column (band logic sees rows and boxes
    /// only). Returns whether it placed any, or the first column left without a place for a
    /// digit.
    #[inline(always)]
    fn column_singles(&mut self, placed: &mut u32) -> Result<bool, DeadEnd> {
        let mut any = false;
        for d in 0..9 {
            // Columns seen once and twice over the nine rows: first over the three bands for
            // each row of a band at once (three 9-bit lanes), then over the three lanes.
            let [x0, x1, x2] = [0, 1, 2].map(|band| self.f[at(d, band)]);
            let (some, many) = (x0 | x1 | x2, x0 & x1 | (x0 | x1) & x2);
            let lanes = [some & 0x1FF, (some >> 9) & 0x1FF, some >> 18];
            let once = lanes[0] | lanes[1] | lanes[2];
            let twice = columns(many) | lanes[0] & lanes[1] | (lanes[0] | lanes[1]) & lanes[2];
            if once != 0x1FF {
                let unit = Unit::Col((!once & 0x1FF).trailing_zeros() as u8);
                return Err(DeadEnd::NoPlace {
                    unit,
                    digit: d as u8 + 1,
                });
            }
            let alone = spread_columns(once & !twice);
            for band in 0..3 {
                let mut new = self.f[at(d, band)] & alone & self.unsolved[band];
                while new != 0 {
                    let cell = 27 * band + new.trailing_zeros() as usize;
                    new &= new - 1;
                    self.place(cell, d);
                    *placed += 1;
                    any = true;
                }
            }
        }
        Ok(any)
    }

    /// The open cell with the fewest candidates and its candidates: among bivalue cells the
    /// first of those with the most open peers, otherwise the first in row-major order. `None`
    /// when every cell is placed.
    #[inline]
    pub(super) fn select(&self) -> Option<(usize, u16)> {
        // Bivalue cells are the usual case: look for them with three bit-sliced counters first.
        // Either digit of a cell with many open peers removes many candidates, so its branches
        // force more: a third fewer guesses on hard puzzles than taking the first bivalue cell of
        // the band with the most open cells.
        let mut best = None;
        let mut most = 0;
        for band in 0..3 {
            let (mut once, mut twice, mut thrice) = (0u32, 0u32, 0u32);
            for d in 0..9 {
                let x = self.f[at(d, band)];
                thrice |= twice & x;
                twice |= once & x;
                once |= x;
            }
            let mut pairs = self.unsolved[band] & twice & !thrice;
            while pairs != 0 {
                let cell = 27 * band + pairs.trailing_zeros() as usize;
                pairs &= pairs - 1;
                let peers = &PEERS[cell];
                // One more than the open peers, so that any bivalue cell beats none.
                let open_peers = (0..3).map(|b| (peers[b] & self.unsolved[b]).count_ones());
                let score = 1 + open_peers.sum::<u32>();
                if score > most {
                    (best, most) = (Some(cell), score);
                }
            }
        }
        if let Some(cell) = best {
            return Some((cell, self.candidates(cell)));
        }
        // `at_least[band][k]`: open cells with more than `k` candidates, counted bit-sliced.
        let mut at_least = [[0u32; 9]; 3];
        for (band, counts) in at_least.iter_mut().enumerate() {
            if self.unsolved[band] == 0 {
                continue;
            }
            for d in 0..9 {
                let x = self.f[at(d, band)] & self.unsolved[band];
                for k in (1..9).rev() {
                    counts[k] |= counts[k - 1] & x;
                }
                counts[0] |= x;
            }
        }
        for k in 0..9 {
            for (band, counts) in at_least.iter().enumerate() {
                let exactly = counts[k] & !counts.get(k + 1).copied().unwrap_or(0);
                if exactly != 0 {
                    let cell = 27 * band + exactly.trailing_zeros() as usize;
                    return Some((cell, self.candidates(cell)));
                }
            }
        }
        None
    }
}
