//! Propagation on the `fast` bitboard: band logic on every changed mask, then naked singles,
//! then hidden singles in columns, to a fixed point or a dead end.

use super::{at, Grid};
use crate::event::DeadEnd;
use crate::fast::band::*;
use crate::Unit;

impl Grid {
    /// Applies band logic, then naked singles, then hidden singles in columns (each only when
    /// the cheaper ones before it are stuck) until nothing changes or a dead end is met, adding
    /// the cells it places to `placed` (also those placed before a dead end).
    #[inline]
    pub(in crate::fast) fn propagate(&mut self, placed: &mut u32) -> Result<(), DeadEnd> {
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
        let f = self.f[i];
        // One pass is the fixed point: the mini-rows `COMPLEX` keeps are the union of the
        // permutations, so applying it again keeps them all, and a row's only cell lies in a
        // mini-row every permutation uses, so its box holds no other row's mini-row and its
        // column has nothing else in the band to remove.
        let a = f & COMPLEX[shrink(f) & 0x1FF];
        if a == 0 {
            return Err(band_dead_end(d as u8 + 1, band, f));
        }
        // Only cells not placed yet matter: a placement already cleared its column and peers.
        let mut new = row_singles(a) & open;
        // Every mini-row lies on a permutation, so a row's only cell is its box's only cell
        // too: two new cells never share a column, and each new cell's column is
        // alone in its stack.
        let locked = spread_columns(LONE_COLUMNS[columns(a) as usize].into());
        self.clear_digit(d, locked);
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

    /// Removes `cells` from digit `d`'s masks in all three bands (x86-64: the four slots of
    /// the digit, its empty padding too, in one vector operation).
    #[cfg(target_arch = "x86_64")]
    #[inline(always)]
    fn clear_digit(&mut self, d: usize, cells: u32) {
        use std::arch::x86_64::{
            _mm_andnot_si128, _mm_loadu_si128, _mm_set1_epi32, _mm_storeu_si128,
        };
        debug_assert!(d < 9);
        // SAFETY: SSE2 is part of the x86-64 baseline; the load and the store touch the four
        // `u32` from index 4·d ≤ 32 of a 36-element array.
        unsafe {
            let at = self.f.as_mut_ptr().add(4 * d).cast();
            let masks = _mm_loadu_si128(at);
            _mm_storeu_si128(at, _mm_andnot_si128(_mm_set1_epi32(cells as i32), masks));
        }
    }

    /// Removes `cells` from digit `d`'s masks in all three bands (portable version).
    #[cfg(not(target_arch = "x86_64"))]
    #[inline(always)]
    fn clear_digit(&mut self, d: usize, cells: u32) {
        for b in 0..3 {
            self.f[at(d, b)] &= !cells;
        }
    }

    /// Places every cell with a single candidate. Returns whether it placed any, or the first
    /// cell left without candidates.
    #[inline(always)]
    fn naked_singles(&mut self, placed: &mut u32) -> Result<bool, DeadEnd> {
        if !self.may_have_naked_singles() {
            return Ok(false);
        }
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

    /// False when no open cell has fewer than two candidates, so that [`Grid::naked_singles`]
    /// would find nothing: all three bands at once, a band per lane (usually nothing is found,
    /// and then the band-by-band pass is not needed).
    #[cfg(target_arch = "x86_64")]
    #[inline(always)]
    fn may_have_naked_singles(&self) -> bool {
        use std::arch::x86_64::{
            _mm_andnot_si128, _mm_castsi128_ps, _mm_cmpeq_epi32, _mm_movemask_ps, _mm_setzero_si128,
        };
        let c = self.candidate_counts();
        // SAFETY: SSE2 is part of the x86-64 baseline; register operations only.
        unsafe {
            // Open cells with no candidate or one: a dead end or a single.
            let few = _mm_andnot_si128(c.twice, c.open);
            _mm_movemask_ps(_mm_castsi128_ps(_mm_cmpeq_epi32(few, _mm_setzero_si128()))) != 0xF
        }
    }

    /// Always true: the band-by-band pass of [`Grid::naked_singles`] decides (portable version
    /// of the x86-64 check).
    #[cfg(not(target_arch = "x86_64"))]
    #[inline(always)]
    fn may_have_naked_singles(&self) -> bool {
        true
    }

    /// Places every digit that has one cell left in a column (band logic sees rows and boxes
    /// only). Returns whether it placed any, or the first column left without a place for a
    /// digit.
    #[inline(always)]
    fn column_singles(&mut self, placed: &mut u32) -> Result<bool, DeadEnd> {
        if !self.may_have_column_singles() {
            return Ok(false);
        }
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

    /// False when no digit misses a column or is alone in a column in an open cell, so that
    /// [`Grid::column_singles`] would find nothing: four digits at a time, a digit per lane
    /// (digits 0–3, 4–7 and 5–8; the array ends there), the arithmetic of that pass.
    #[cfg(target_arch = "x86_64")]
    #[inline(always)]
    fn may_have_column_singles(&self) -> bool {
        use std::arch::x86_64::{
            __m128i, _mm_and_si128, _mm_andnot_si128, _mm_castsi128_ps, _mm_cmpeq_epi32,
            _mm_loadu_si128, _mm_movemask_ps, _mm_or_si128, _mm_set1_epi32, _mm_setzero_si128,
            _mm_shuffle_epi32, _mm_slli_epi32, _mm_srli_epi32, _mm_unpackhi_epi32,
            _mm_unpackhi_epi64, _mm_unpacklo_epi32, _mm_unpacklo_epi64, _mm_xor_si128,
        };
        // SAFETY: SSE2 is part of the x86-64 baseline; each load reads four `u32` of
        // a 36-element array from index 4·d ≤ 32, or the four of `unsolved`.
        unsafe {
            let load = |i: usize| -> __m128i { _mm_loadu_si128(self.f.as_ptr().add(i).cast()) };
            let or = |a, b| _mm_or_si128(a, b);
            let and = |a, b| _mm_and_si128(a, b);
            let open = _mm_loadu_si128(self.unsolved.as_ptr().cast());
            let opens = [
                _mm_shuffle_epi32::<0x00>(open),
                _mm_shuffle_epi32::<0x55>(open),
                _mm_shuffle_epi32::<0xAA>(open),
            ];
            let nine = _mm_set1_epi32(0x1FF);
            let mut flagged = _mm_setzero_si128();
            for first in [0, 4, 5] {
                let v = [0, 1, 2, 3].map(|k| load(4 * (first + k)));
                // Transposed: `x[b]` holds band `b` of the four digits.
                let (low, high) = (
                    [
                        _mm_unpacklo_epi32(v[0], v[1]),
                        _mm_unpacklo_epi32(v[2], v[3]),
                    ],
                    [
                        _mm_unpackhi_epi32(v[0], v[1]),
                        _mm_unpackhi_epi32(v[2], v[3]),
                    ],
                );
                let x = [
                    _mm_unpacklo_epi64(low[0], low[1]),
                    _mm_unpackhi_epi64(low[0], low[1]),
                    _mm_unpacklo_epi64(high[0], high[1]),
                ];
                let some = or(or(x[0], x[1]), x[2]);
                let many = or(and(x[0], x[1]), and(or(x[0], x[1]), x[2]));
                let lanes = [
                    and(some, nine),
                    and(_mm_srli_epi32::<9>(some), nine),
                    _mm_srli_epi32::<18>(some),
                ];
                let once = or(or(lanes[0], lanes[1]), lanes[2]);
                let many_columns = and(
                    or(
                        or(many, _mm_srli_epi32::<9>(many)),
                        _mm_srli_epi32::<18>(many),
                    ),
                    nine,
                );
                let twice = or(
                    many_columns,
                    or(
                        and(lanes[0], lanes[1]),
                        and(or(lanes[0], lanes[1]), lanes[2]),
                    ),
                );
                let alone = _mm_andnot_si128(twice, once);
                let spread = or(
                    or(alone, _mm_slli_epi32::<9>(alone)),
                    _mm_slli_epi32::<18>(alone),
                );
                let open_cells = or(
                    or(and(x[0], opens[0]), and(x[1], opens[1])),
                    and(x[2], opens[2]),
                );
                // A missing column, or a lone cell of a column still open.
                let missing = _mm_xor_si128(once, nine);
                flagged = or(flagged, or(missing, and(open_cells, spread)));
            }
            let none = _mm_cmpeq_epi32(flagged, _mm_setzero_si128());
            _mm_movemask_ps(_mm_castsi128_ps(none)) != 0xF
        }
    }

    /// Always true: the digit-by-digit pass of [`Grid::column_singles`] decides (portable
    /// version of the x86-64 check).
    #[cfg(not(target_arch = "x86_64"))]
    #[inline(always)]
    fn may_have_column_singles(&self) -> bool {
        true
    }
}
