//! The order in which a depth-first decision tries its digits: ascending (the default), or a
//! random order drawn from a seed (`order=random seed=N`), as the DFS article's Python search
//! did without meaning to: it iterated a `set` of digit characters, whose order changes from
//! one run to the next with string hash randomisation.
//!
//! A random order keeps no generator state: the digit of a search's `t`-th try (0-based, over
//! the whole search) is chosen uniformly among the digits its decision has not tried yet, by
//! the `t`-th output of SplitMix64 seeded with `seed`. The order is then a uniformly random
//! permutation per decision, a function of the seed and the try counter alone, so a clone, a
//! checkpoint and a replay ([`crate::History`]) take exactly the same tries.

use crate::params::{Domain, Spec, Value, Values};

/// `order`: `ascending` or `random`.
pub const ORDER: Spec = Spec {
    key: "order",
    domain: Domain::Choice(&["ascending", "random"]),
    default: Value::Word("ascending"),
    help: "digits of each decision in ascending order, or in a random order drawn from seed",
};

/// `seed`: the seed of a random digit order.
pub const SEED: Spec = Spec {
    key: "seed",
    domain: Domain::Whole {
        min: 0,
        max: u64::MAX,
    },
    default: Value::Whole(0),
    help: "seed of the random digit order (with order=random): the same seed gives the same search",
};

/// The parameters of the depth-first strategies that can shuffle their digits.
pub const PARAMS: &[Spec] = &[ORDER, SEED];

/// A digit of `remaining` (not empty) drawn from `seed` and `key` alone, as a one-bit mask:
/// `csp`'s random value order, keyed by the cell and the digits it has left, so that a decision
/// takes the same order however many tries came before it (a backjump that saves tries does
/// not change the order of the decisions that follow).
#[inline(never)]
pub fn keyed_pick(seed: u64, key: u64, remaining: u16) -> u16 {
    let n = u64::from(remaining.count_ones());
    let k = (u64::from(splitmix64(seed, key) as u32) * n) >> 32;
    nth_bit(remaining, k as u32)
}

/// SplitMix64's increment (the golden ratio in 64 bits).
const GAMMA: u64 = 0x9E37_79B9_7F4A_7C15;

/// How a decision picks its next digit.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DigitOrder {
    /// `None` for ascending; the seed of a random order.
    seed: Option<u64>,
}

impl DigitOrder {
    /// Ascending: the smallest digit not tried yet.
    pub const ASCENDING: DigitOrder = DigitOrder { seed: None };

    /// A random order from `seed`.
    pub fn random(seed: u64) -> DigitOrder {
        DigitOrder { seed: Some(seed) }
    }

    /// The order that checked [`PARAMS`] ask for. Out of line: four policies build from it.
    #[inline(never)]
    pub fn of(values: &Values) -> DigitOrder {
        match values.word(ORDER.key) {
            Some("random") => DigitOrder::random(values.whole(SEED.key)),
            _ => DigitOrder::ASCENDING,
        }
    }

    /// True for a random order.
    #[inline(always)]
    pub fn is_random(self) -> bool {
        self.seed.is_some()
    }

    /// The digit to try next, as a one-bit mask, among `remaining` (not empty), at the search's
    /// try number `tries` (the tries made before this one).
    #[inline(always)]
    pub fn pick(self, remaining: u16, tries: u64) -> u16 {
        debug_assert!(remaining != 0);
        match self.seed {
            None => remaining & remaining.wrapping_neg(),
            Some(seed) => random_pick(seed, remaining, tries),
        }
    }
}

/// [`DigitOrder::pick`] of a random order. Out of line: the step loops of every strategy are
/// compiled several times over, and the ascending order, the default, needs none of this.
#[inline(never)]
fn random_pick(seed: u64, remaining: u16, tries: u64) -> u16 {
    // Lemire's multiply-shift maps 32 random bits onto the n digits left; the bias, below
    // n / 2³², is far under anything a run-time distribution can show.
    let n = u64::from(remaining.count_ones());
    let k = (u64::from(splitmix64(seed, tries) as u32) * n) >> 32;
    nth_bit(remaining, k as u32)
}

/// The `t`-th output (0-based) of SplitMix64 seeded with `seed`: its state after `t + 1`
/// increments, through its finaliser. Random access, so no generator is stored.
#[inline(always)]
fn splitmix64(seed: u64, t: u64) -> u64 {
    let mut z = seed.wrapping_add(t.wrapping_add(1).wrapping_mul(GAMMA));
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The `k`-th set bit (0-based, from the lowest) of `mask`, as a one-bit mask.
#[inline(always)]
fn nth_bit(mut mask: u16, k: u32) -> u16 {
    for _ in 0..k {
        mask &= mask - 1;
    }
    mask & mask.wrapping_neg()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// SplitMix64 seeded with 1234567, as its reference implementation prints it.
    #[test]
    fn splitmix64_matches_the_reference() {
        let got: Vec<u64> = (0..3).map(|t| splitmix64(1234567, t)).collect();
        assert_eq!(
            got,
            [
                6457827717110365317,
                3203168211198807973,
                9817491932198370423
            ]
        );
    }

    #[test]
    fn nth_bit_counts_from_the_lowest() {
        assert_eq!(nth_bit(0b1011_0100, 0), 0b100);
        assert_eq!(nth_bit(0b1011_0100, 1), 0b1_0000);
        assert_eq!(nth_bit(0b1011_0100, 3), 0b1000_0000);
    }

    /// Taking picks until nothing is left visits every digit once, and over many decisions
    /// every digit comes first about equally often.
    #[test]
    fn random_orders_are_permutations_and_fair() {
        let order = DigitOrder::random(7);
        let mut tries = 0;
        let mut first = [0u32; 9];
        for _ in 0..9000 {
            let mut remaining = 0x1FF;
            let mut seen = 0;
            while remaining != 0 {
                let bit = order.pick(remaining, tries);
                tries += 1;
                assert_eq!(bit.count_ones(), 1);
                assert_eq!(remaining & bit, bit);
                if seen == 0 {
                    first[bit.trailing_zeros() as usize] += 1;
                }
                seen |= bit;
                remaining &= !bit;
            }
            assert_eq!(seen, 0x1FF);
        }
        assert!(first.iter().all(|&n| (850..1150).contains(&n)), "{first:?}");
    }

    #[test]
    fn ascending_takes_the_smallest() {
        assert_eq!(DigitOrder::ASCENDING.pick(0b1010_0000, 99), 0b10_0000);
    }
}
