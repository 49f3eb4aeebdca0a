//! Propagation on the `fast` bitboard: band logic on every changed mask, then naked singles,
//! then hidden singles in columns, to a fixed point or a dead end.

use super::{at, Grid};
use crate::event::DeadEnd;
use crate::fast::band::*;
use crate::fast::lanes::Lanes;
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
    /// per digit's four masks, the compares of four digits read as one 16-bit mask.
    #[inline(always)]
    fn news(&self) -> u64 {
        let f = |d: usize| Lanes::of_digit(&self.f, d);
        let seen = |d: usize| Lanes::of_digit(&self.seen, d);
        let sixteen = |d: usize| {
            u64::from(Lanes::equal_lanes4(
                [f(d), f(d + 1), f(d + 2), f(d + 3)],
                [seen(d), seen(d + 1), seen(d + 2), seen(d + 3)],
            ))
        };
        let last = u64::from(f(8).equal_lanes(seen(8)));
        let same = sixteen(0) | sixteen(4) << 16 | last << 32;
        !same & ((1 << 36) - 1)
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

    /// Removes `cells` from digit `d`'s masks in all three bands (its empty padding too, in
    /// one vector operation).
    #[inline(always)]
    fn clear_digit(&mut self, d: usize, cells: u32) {
        Lanes::of_digit(&self.f, d)
            .and_not(Lanes::splat(cells))
            .store_digit(&mut self.f, d);
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
    #[inline(always)]
    fn may_have_naked_singles(&self) -> bool {
        let c = self.candidate_counts();
        // Open cells with no candidate or one: a dead end or a single.
        let few = c.open.and_not(c.twice);
        few.equal_lanes(Lanes::splat(0)) != 0xF
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
    #[inline(always)]
    fn may_have_column_singles(&self) -> bool {
        let open = Lanes::load(&self.unsolved);
        let opens = [
            open.broadcast::<0>(),
            open.broadcast::<1>(),
            open.broadcast::<2>(),
        ];
        let nine = Lanes::splat(0x1FF);
        let mut flagged = Lanes::splat(0);
        for first in [0, 4, 5] {
            // `x[b]` holds band `b` of the four digits.
            let x = Lanes::transpose3([0, 1, 2, 3].map(|k| Lanes::of_digit(&self.f, first + k)));
            let some = x[0].or(x[1]).or(x[2]);
            let many = x[0].and(x[1]).or(x[0].or(x[1]).and(x[2]));
            let lanes = [some.and(nine), some.shr::<9>().and(nine), some.shr::<18>()];
            let once = lanes[0].or(lanes[1]).or(lanes[2]);
            let many_columns = many.or(many.shr::<9>()).or(many.shr::<18>()).and(nine);
            let twice = many_columns.or(lanes[0]
                .and(lanes[1])
                .or(lanes[0].or(lanes[1]).and(lanes[2])));
            let alone = once.and_not(twice);
            let spread = alone.or(alone.shl::<9>()).or(alone.shl::<18>());
            let open_cells = x[0]
                .and(opens[0])
                .or(x[1].and(opens[1]))
                .or(x[2].and(opens[2]));
            // A missing column, or a lone cell of a column still open.
            let missing = once.xor(nine);
            flagged = flagged.or(missing.or(open_cells.and(spread)));
        }
        flagged.equal_lanes(Lanes::splat(0)) != 0xF
    }
}
