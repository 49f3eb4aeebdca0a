//! The guess of the `fast` bitboard: which open cell a new decision branches on.

use super::{at, Grid};
use crate::fast::band::PEERS64;

impl Grid {
    /// The open cell with the fewest candidates and its candidates: among bivalue cells the
    /// first of those with the most open peers, otherwise the first in row-major order. `None`
    /// when every cell is placed.
    #[inline]
    pub(in crate::fast) fn select(&self) -> Option<(usize, u16)> {
        // Bivalue cells are the usual case: look for them with three bit-sliced counters first.
        // Either digit of a cell with many open peers removes many candidates, so its branches
        // force more: a third fewer guesses on hard puzzles than taking the first bivalue cell of
        // the band with the most open cells.
        // The best key so far: the open peers above, `127 − cell` below, so that the largest key
        // is the first of the cells with the most open peers (one compare and move per cell, no
        // branch); zero while no bivalue cell was seen.
        let mut best = 0u32;
        // The open cells in the layout of `PEERS64`.
        let open = [
            u64::from(self.unsolved[0]) | u64::from(self.unsolved[1]) << 32,
            u64::from(self.unsolved[2]),
        ];
        for (band, mut pairs) in self.bivalue().into_iter().enumerate() {
            while pairs != 0 {
                let cell = 27 * band + pairs.trailing_zeros() as usize;
                pairs &= pairs - 1;
                let peers = &PEERS64[cell];
                let open_peers =
                    (peers[0] & open[0]).count_ones() + (peers[1] & open[1]).count_ones();
                best = best.max(open_peers << 7 | (127 - cell as u32));
            }
        }
        if best != 0 {
            let cell = 127 - (best & 127) as usize;
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

    /// Per band, the open cells with exactly two candidates, from the bit-sliced counters of
    /// [`Grid::candidate_counts`] (the three bands at once).
    #[inline(always)]
    fn bivalue(&self) -> [u32; 3] {
        let c = self.candidate_counts();
        let [band0, band1, band2, _] = c.twice.and(c.open).and_not(c.thrice).to_array();
        [band0, band1, band2]
    }
}
