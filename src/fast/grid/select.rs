//! The guess of the `fast` bitboard: which open cell a new decision branches on.

use super::{at, Grid};
use crate::fast::band::PEERS;

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
