//! Four `u32` lanes, one per band of a digit's masks (the fourth is the empty padding): the
//! vector operations of the bitboard's sweeps, written once for every target. On x86-64 they
//! are SSE2 (part of its baseline); in WebAssembly built with `simd128` (as the page's packages
//! are) its 128-bit instructions; elsewhere four `u32`, one after the other.
//!
//! The sweeps stay branch-free over the three bands: which masks changed, the bit-sliced
//! candidate counts, and the checks that skip a singles pass that would find nothing.

#[cfg(lanes = "sse2")]
use std::arch::x86_64 as arch;

/// An SSE2 operation on registers: unsafe only because Rust asks for the feature on the
/// function, which the x86-64 baseline has anyway.
#[cfg(lanes = "sse2")]
macro_rules! sse2 {
    ($e:expr) => {
        // SAFETY: SSE2 is part of the x86-64 baseline; no memory is touched.
        unsafe { $e }
    };
}

#[cfg(lanes = "simd128")]
use std::arch::wasm32 as arch;

/// One vector of four lanes.
#[cfg(lanes = "sse2")]
type Repr = arch::__m128i;
/// One vector of four lanes.
#[cfg(lanes = "simd128")]
type Repr = arch::v128;
/// One vector of four lanes.
#[cfg(lanes = "portable")]
type Repr = [u32; 4];

/// Four `u32` lanes (see the module documentation).
#[derive(Clone, Copy)]
pub(super) struct Lanes(Repr);

/// Lane `i` of the masks of digit `d`: `masks[4·d + i]`.
#[inline(always)]
fn digit(masks: &[u32; 36], d: usize) -> &[u32; 4] {
    &masks.as_chunks::<4>().0[d]
}

impl Lanes {
    /// The four masks of digit `d` (0-based) in a 36-mask array.
    #[inline(always)]
    pub(super) fn of_digit(masks: &[u32; 36], d: usize) -> Lanes {
        Lanes::load(digit(masks, d))
    }

    /// Writes the four masks of digit `d` (0-based) in a 36-mask array.
    #[inline(always)]
    pub(super) fn store_digit(self, masks: &mut [u32; 36], d: usize) {
        let to = &mut masks.as_chunks_mut::<4>().0[d];
        #[cfg(lanes = "sse2")]
        // SAFETY: `to` is 16 writable bytes; the store is unaligned.
        unsafe {
            arch::_mm_storeu_si128(to.as_mut_ptr().cast(), self.0);
        }
        #[cfg(lanes = "simd128")]
        // SAFETY: `to` is 16 writable bytes; WebAssembly loads and stores need no alignment.
        unsafe {
            arch::v128_store(to.as_mut_ptr().cast(), self.0);
        }
        #[cfg(lanes = "portable")]
        {
            *to = self.0;
        }
    }

    /// The four values of `x`.
    #[inline(always)]
    pub(super) fn load(x: &[u32; 4]) -> Lanes {
        #[cfg(lanes = "sse2")]
        // SAFETY: `x` is 16 readable bytes; the load is unaligned.
        return Lanes(unsafe { arch::_mm_loadu_si128(x.as_ptr().cast()) });
        #[cfg(lanes = "simd128")]
        // SAFETY: `x` is 16 readable bytes; WebAssembly loads and stores need no alignment.
        return Lanes(unsafe { arch::v128_load(x.as_ptr().cast()) });
        #[cfg(lanes = "portable")]
        Lanes(*x)
    }

    /// `x` in every lane.
    #[inline(always)]
    pub(super) fn splat(x: u32) -> Lanes {
        #[cfg(lanes = "sse2")]
        return Lanes(sse2!(arch::_mm_set1_epi32(x as i32)));
        #[cfg(lanes = "simd128")]
        return Lanes(arch::u32x4_splat(x));
        #[cfg(lanes = "portable")]
        Lanes([x; 4])
    }

    /// The lanes as four `u32`, lane 0 first.
    #[inline(always)]
    pub(super) fn to_array(self) -> [u32; 4] {
        #[cfg(lanes = "sse2")]
        // SAFETY: SSE2 is part of the x86-64 baseline; registers only.
        unsafe {
            let low = arch::_mm_cvtsi128_si64(self.0) as u64;
            let high = arch::_mm_cvtsi128_si64(arch::_mm_unpackhi_epi64(self.0, self.0)) as u64;
            [
                low as u32,
                (low >> 32) as u32,
                high as u32,
                (high >> 32) as u32,
            ]
        }
        #[cfg(lanes = "simd128")]
        {
            [
                arch::u32x4_extract_lane::<0>(self.0),
                arch::u32x4_extract_lane::<1>(self.0),
                arch::u32x4_extract_lane::<2>(self.0),
                arch::u32x4_extract_lane::<3>(self.0),
            ]
        }
        #[cfg(lanes = "portable")]
        self.0
    }

    /// `self & !other`.
    #[inline(always)]
    pub(super) fn and_not(self, other: Lanes) -> Lanes {
        // SSE2's `andnot` complements its first operand, WebAssembly's its second.
        #[cfg(lanes = "sse2")]
        return Lanes(sse2!(arch::_mm_andnot_si128(other.0, self.0)));
        #[cfg(lanes = "simd128")]
        return Lanes(arch::v128_andnot(self.0, other.0));
        #[cfg(lanes = "portable")]
        Lanes(std::array::from_fn(|i| self.0[i] & !other.0[i]))
    }

    /// Each lane shifted left by `N` bits.
    #[inline(always)]
    pub(super) fn shl<const N: i32>(self) -> Lanes {
        #[cfg(lanes = "sse2")]
        return Lanes(sse2!(arch::_mm_slli_epi32::<N>(self.0)));
        #[cfg(lanes = "simd128")]
        return Lanes(arch::u32x4_shl(self.0, N as u32));
        #[cfg(lanes = "portable")]
        Lanes(self.0.map(|x| x << N))
    }

    /// Each lane shifted right by `N` bits (zeros in).
    #[inline(always)]
    pub(super) fn shr<const N: i32>(self) -> Lanes {
        #[cfg(lanes = "sse2")]
        return Lanes(sse2!(arch::_mm_srli_epi32::<N>(self.0)));
        #[cfg(lanes = "simd128")]
        return Lanes(arch::u32x4_shr(self.0, N as u32));
        #[cfg(lanes = "portable")]
        Lanes(self.0.map(|x| x >> N))
    }

    /// Lane `K` (0, 1 or 2) of `self` in every lane.
    #[inline(always)]
    pub(super) fn broadcast<const K: usize>(self) -> Lanes {
        #[cfg(lanes = "sse2")]
        return Lanes(sse2!(match K {
            0 => arch::_mm_shuffle_epi32::<0x00>(self.0),
            1 => arch::_mm_shuffle_epi32::<0x55>(self.0),
            _ => arch::_mm_shuffle_epi32::<0xAA>(self.0),
        }));
        #[cfg(lanes = "simd128")]
        return Lanes(arch::i32x4_shuffle::<K, K, K, K>(self.0, self.0));
        #[cfg(lanes = "portable")]
        Lanes([self.0[K]; 4])
    }

    /// The first three columns of the 4×4 matrix whose rows are `rows`: `[i][j]` is lane `i` of
    /// `rows[j]` (for four digits' masks, band `i` of each digit).
    #[inline(always)]
    pub(super) fn transpose3(rows: [Lanes; 4]) -> [Lanes; 3] {
        let [a, b, c, d] = rows.map(|r| r.0);
        #[cfg(lanes = "sse2")]
        // SAFETY: SSE2 is part of the x86-64 baseline; registers only.
        unsafe {
            let (ab, cd) = (
                arch::_mm_unpacklo_epi32(a, b),
                arch::_mm_unpacklo_epi32(c, d),
            );
            let ab_high = arch::_mm_unpackhi_epi32(a, b);
            let cd_high = arch::_mm_unpackhi_epi32(c, d);
            [
                Lanes(arch::_mm_unpacklo_epi64(ab, cd)),
                Lanes(arch::_mm_unpackhi_epi64(ab, cd)),
                Lanes(arch::_mm_unpacklo_epi64(ab_high, cd_high)),
            ]
        }
        #[cfg(lanes = "simd128")]
        {
            let (ab, cd) = (
                arch::i32x4_shuffle::<0, 4, 1, 5>(a, b),
                arch::i32x4_shuffle::<0, 4, 1, 5>(c, d),
            );
            let ab_high = arch::i32x4_shuffle::<2, 6, 3, 7>(a, b);
            let cd_high = arch::i32x4_shuffle::<2, 6, 3, 7>(c, d);
            [
                Lanes(arch::i64x2_shuffle::<0, 2>(ab, cd)),
                Lanes(arch::i64x2_shuffle::<1, 3>(ab, cd)),
                Lanes(arch::i64x2_shuffle::<0, 2>(ab_high, cd_high)),
            ]
        }
        #[cfg(lanes = "portable")]
        std::array::from_fn(|i| Lanes([a[i], b[i], c[i], d[i]]))
    }

    /// Bit `i` set when lane `i` of `self` and `other` are equal.
    #[inline(always)]
    pub(super) fn equal_lanes(self, other: Lanes) -> u32 {
        #[cfg(lanes = "sse2")]
        return sse2!(arch::_mm_movemask_ps(arch::_mm_castsi128_ps(
            arch::_mm_cmpeq_epi32(self.0, other.0)
        ))) as u32;
        #[cfg(lanes = "simd128")]
        return u32::from(arch::i32x4_bitmask(arch::i32x4_eq(self.0, other.0)));
        #[cfg(lanes = "portable")]
        (0..4).fold(0, |bits, i| bits | u32::from(self.0[i] == other.0[i]) << i)
    }

    /// Bit `4·k + i` set when lane `i` of `a[k]` and `b[k]` are equal: four compares read as one
    /// 16-bit mask (one `movemask` for the four, not one each).
    #[inline(always)]
    pub(super) fn equal_lanes4(a: [Lanes; 4], b: [Lanes; 4]) -> u32 {
        #[cfg(lanes = "sse2")]
        // SAFETY: SSE2 is part of the x86-64 baseline; registers only.
        unsafe {
            let eq = |k: usize| arch::_mm_cmpeq_epi32(a[k].0, b[k].0);
            // All-ones or zero lanes stay so when packed with signed saturation, so a byte
            // per lane keeps the compare's answer.
            let low = arch::_mm_packs_epi32(eq(0), eq(1));
            let high = arch::_mm_packs_epi32(eq(2), eq(3));
            arch::_mm_movemask_epi8(arch::_mm_packs_epi16(low, high)) as u32
        }
        #[cfg(lanes = "simd128")]
        {
            let eq = |k: usize| arch::i32x4_eq(a[k].0, b[k].0);
            // As on x86-64: saturating packs keep all-ones and zero lanes.
            let low = arch::i16x8_narrow_i32x4(eq(0), eq(1));
            let high = arch::i16x8_narrow_i32x4(eq(2), eq(3));
            u32::from(arch::i8x16_bitmask(arch::i8x16_narrow_i16x8(low, high)))
        }
        #[cfg(lanes = "portable")]
        (0..4).fold(0, |bits, k| bits | a[k].equal_lanes(b[k]) << (4 * k))
    }
}

/// The lane-wise operations on two vectors: one instruction on either vector unit, the `u32`
/// operator lane by lane elsewhere.
macro_rules! lane_wise {
    ($($(#[$doc:meta])* $name:ident: $sse2:ident, $simd128:ident, $op:tt;)*) => {
        impl Lanes {
            $(
                $(#[$doc])*
                #[inline(always)]
                pub(super) fn $name(self, other: Lanes) -> Lanes {
                    #[cfg(lanes = "sse2")]
                    return Lanes(sse2!(arch::$sse2(self.0, other.0)));
                    #[cfg(lanes = "simd128")]
                    return Lanes(arch::$simd128(self.0, other.0));
                    #[cfg(lanes = "portable")]
                    Lanes(std::array::from_fn(|i| self.0[i] $op other.0[i]))
                }
            )*
        }
    };
}

lane_wise! {
    /// `self & other`.
    and: _mm_and_si128, v128_and, &;
    /// `self | other`.
    or: _mm_or_si128, v128_or, |;
    /// `self ^ other`.
    xor: _mm_xor_si128, v128_xor, ^;
}
