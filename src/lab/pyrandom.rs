//! CPython's `random` module, bit for bit, as far as the DFS article's harness uses it:
//! `random.seed(n)` for a whole number `n`, `getrandbits(k)` and `randrange(n)`. The article
//! made its boards with these calls, so reproducing them exactly gives its very boards.
//!
//! CPython's generator is MT19937. `seed(n)` takes the absolute value of `n`, splits it into
//! 32-bit words, least significant first (`[0]` for 0), and seeds with the reference
//! `init_by_array` of that key; `getrandbits(k)` for `k ≤ 32` is the top `k` bits of one 32-bit
//! output, and a wider `k` fills 32-bit words from the least significant up, the last word
//! keeping its top bits; `randrange(n)` is `_randbelow_with_getrandbits`: `k = n.bit_length()`,
//! then `getrandbits(k)` until the result is below `n`.

use rand_mt::Mt;

/// A `random.Random` of CPython, seeded with a whole number.
#[derive(Clone)]
pub struct PyRandom {
    mt: Mt,
}

impl PyRandom {
    /// `random.seed(n)` (also `random.Random(n)`) for a whole number `n`; a negative one seeds
    /// as its absolute value, as CPython does.
    pub fn new(n: i64) -> PyRandom {
        let n = n.unsigned_abs();
        let (low, high) = (n as u32, (n >> 32) as u32);
        // The key is as long as the number needs, and one word for 0.
        let key: &[u32] = if high == 0 { &[low] } else { &[low, high] };
        PyRandom {
            mt: Mt::new_with_key(key.iter().copied()),
        }
    }

    /// `getrandbits(k)` for `k` from 1 to 64; `None` for `k` out of that range (CPython takes
    /// `k = 0` as 0 and any larger `k`, which no caller here needs).
    pub fn getrandbits(&mut self, k: u32) -> Option<u64> {
        match k {
            1..=32 => Some(u64::from(self.mt.next_u32() >> (32 - k))),
            33..=64 => {
                let low = u64::from(self.mt.next_u32());
                let high = u64::from(self.mt.next_u32() >> (64 - k));
                Some(high << 32 | low)
            }
            _ => None,
        }
    }

    /// `randrange(n)`: a whole number from 0 to `n − 1`, drawn as CPython draws it, by
    /// rejection of `getrandbits(n.bit_length())`; `None` for `n = 0` (CPython's
    /// `ValueError: empty range for randrange()`).
    pub fn randrange(&mut self, n: u64) -> Option<u64> {
        if n == 0 {
            return None;
        }
        let k = u64::BITS - n.leading_zeros();
        loop {
            let r = self.getrandbits(k)?;
            if r < n {
                return Some(r);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The first outputs of `random.seed(0)`, as CPython 3 prints them
    /// (`[random.getrandbits(32) for _ in range(3)]`); the test in tests/experiment.rs checks
    /// many more against the python3 of the machine.
    #[test]
    fn seed_zero_starts_as_cpython() {
        let mut r = PyRandom::new(0);
        let got: Vec<u64> = (0..3).map(|_| r.getrandbits(32).unwrap()).collect();
        assert_eq!(got, [3626764237, 1654615998, 3255389356]);
    }

    #[test]
    fn out_of_range_arguments_are_refused() {
        let mut r = PyRandom::new(0);
        assert_eq!(r.randrange(0), None);
        assert_eq!(r.getrandbits(0), None);
        assert_eq!(r.getrandbits(65), None);
        assert_eq!(r.randrange(1), Some(0));
    }
}
