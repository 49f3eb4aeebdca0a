//! Decimal numbers read and written for strategy parameters (`q=0.9`, `budget=1e7`) without
//! core's general float parsing and printing: those bring about 30 KB of tables and bignum code
//! into the WebAssembly module, more than all the solvers' step loops. Parameters are short
//! decimals, for which the fast path below is exact.

use core::cmp::Ordering;

/// Powers of ten that an `f64` holds exactly (10²² is the last).
const EXACT_POWERS: [f64; 23] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16,
    1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
];

/// Most significant digits kept; later digits only move the exponent.
const MAX_DIGITS: u32 = 19;

/// A decimal as written: its sign, the digits before and after the point, and the exponent.
struct Written<'a> {
    negative: bool,
    int: &'a [u8],
    frac: &'a [u8],
    exponent: i64,
}

impl<'a> Written<'a> {
    /// Splits `[+-]digits[.digits][e[+-]digits]` (at least one digit before or after the
    /// point); `None` for anything else.
    fn read(text: &'a str) -> Option<Written<'a>> {
        let bytes = text.as_bytes();
        let (negative, rest) = match bytes.first() {
            Some(b'-') => (true, &bytes[1..]),
            Some(b'+') => (false, &bytes[1..]),
            _ => (false, bytes),
        };
        let digits = |b: &'a [u8]| b.iter().take_while(|c| c.is_ascii_digit()).count();
        let n = digits(rest);
        let (int, rest) = rest.split_at(n);
        let (frac, rest) = match rest.first() {
            Some(b'.') => {
                let n = digits(&rest[1..]);
                (&rest[1..=n], &rest[1 + n..])
            }
            _ => (&rest[..0], rest),
        };
        if int.is_empty() && frac.is_empty() {
            return None;
        }
        let exponent = match rest.first() {
            None => 0,
            Some(b'e' | b'E') => {
                let (sign, e) = match rest.get(1) {
                    Some(b'-') => (-1, &rest[2..]),
                    Some(b'+') => (1, &rest[2..]),
                    _ => (1, &rest[1..]),
                };
                if e.is_empty() || digits(e) != e.len() {
                    return None;
                }
                // Clamped: 10^±100000 is as infinite or as zero as any larger exponent.
                sign * e
                    .iter()
                    .fold(0i64, |n, &b| (n * 10 + i64::from(b - b'0')).min(100_000))
            }
            Some(_) => return None,
        };
        Some(Written {
            negative,
            int,
            frac,
            exponent,
        })
    }

    /// Every digit, before the point and after.
    fn digits(&self) -> impl DoubleEndedIterator<Item = u8> + Clone + 'a {
        self.int.iter().chain(self.frac).copied()
    }

    /// The value as 0.d₁d₂…dₙ × 10^place with d₁ ≠ 0 and dₙ ≠ 0: `place` and the digits;
    /// `None` for zero.
    fn significant(&self) -> Option<(i64, impl Iterator<Item = u8> + 'a)> {
        let n = self.int.len() + self.frac.len();
        let leading = self.digits().take_while(|&d| d == b'0').count();
        if leading == n {
            return None;
        }
        let trailing = self.digits().rev().take_while(|&d| d == b'0').count();
        let place = self.int.len() as i64 - leading as i64 + self.exponent;
        Some((
            place,
            self.digits().skip(leading).take(n - leading - trailing),
        ))
    }
}

/// Reads `[+-]digits[.digits][e[+-]digits]` (at least one digit before or after the point).
///
/// Exact (the nearest `f64`, as `str::parse` gives) when the digits without trailing zeros fit in
/// 2⁵³ and the decimal exponent is within ±22: every parameter a person writes. Beyond that
/// the result is still deterministic on every platform (IEEE products and quotients), which is
/// what seeded runs need, but may differ from the nearest `f64` in the last bit. `None` for
/// anything else, including `inf` and `NaN`, which no parameter takes. Whether a number is
/// inside a range is [`compare`]'s to say, exactly.
pub fn parse(text: &str) -> Option<f64> {
    let written = Written::read(text)?;
    let mut mantissa: u64 = 0;
    let mut digits = 0u32;
    let mut exponent = written.exponent;
    for (i, d) in written.digits().enumerate() {
        let after_point = i >= written.int.len();
        if digits < MAX_DIGITS {
            if mantissa > 0 || d != b'0' {
                digits += 1;
            }
            mantissa = mantissa * 10 + u64::from(d - b'0');
            if after_point {
                exponent -= 1;
            }
        } else if !after_point {
            exponent += 1;
        }
    }
    // Trailing zeros of the mantissa belong in the exponent, so that `1e7` and `10000000.0` are
    // both one exact product.
    while mantissa != 0 && mantissa.is_multiple_of(10) {
        mantissa /= 10;
        exponent += 1;
    }
    let mut x = mantissa as f64;
    let mut e = exponent;
    while e > 22 {
        x *= 1e22;
        e -= 22;
    }
    while e < -22 {
        x /= 1e22;
        e += 22;
    }
    let x = if e >= 0 {
        x * EXACT_POWERS[e as usize]
    } else {
        x / EXACT_POWERS[(-e) as usize]
    };
    Some(if written.negative { -x } else { x })
}

/// Compares two decimals as written, exactly: digit by digit, never after rounding either to
/// an `f64` (which would put `0.9999999999999999` on 1). `None` when either is not a decimal
/// [`parse`] reads. Exponents beyond ±100000 count as ±100000.
pub fn compare(a: &str, b: &str) -> Option<Ordering> {
    let (a, b) = (Written::read(a)?, Written::read(b)?);
    let (sa, sb) = (a.significant(), b.significant());
    // -1, 0 or 1.
    let sign = |w: &Written<'_>, zero: bool| match (zero, w.negative) {
        (true, _) => 0,
        (false, true) => -1,
        (false, false) => 1,
    };
    let (signs_a, signs_b) = (sign(&a, sa.is_none()), sign(&b, sb.is_none()));
    if signs_a != signs_b {
        return Some(signs_a.cmp(&signs_b));
    }
    let magnitude = match (sa, sb) {
        (Some((pa, da)), Some((pb, db))) => pa.cmp(&pb).then_with(|| da.cmp(db)),
        _ => Ordering::Equal,
    };
    Some(if signs_a < 0 {
        magnitude.reverse()
    } else {
        magnitude
    })
}

/// Writes `x` in the fewest decimals (up to nine) that [`parse`] reads back as `x` exactly:
/// `80`, `0.9`, `0.0724`. A number that needs more is rounded to nine decimals. For the
/// defaults and bounds of parameters, which are all short decimals.
pub fn format(x: f64) -> String {
    if !x.is_finite() {
        return if x.is_nan() {
            "NaN".into()
        } else if x > 0.0 {
            "∞".into()
        } else {
            "-∞".into()
        };
    }
    let sign = if x < 0.0 { "-" } else { "" };
    let a = x.abs();
    for (places, &power) in EXACT_POWERS.iter().enumerate().take(10) {
        let scaled = a * power;
        if scaled >= 9_007_199_254_740_992.0 {
            break;
        }
        let units = scaled.round();
        if units / power == a {
            return format!("{sign}{}", with_point(units as u64, places));
        }
    }
    if a * 1e9 < 9_007_199_254_740_992.0 {
        let units = (a * 1e9).round() as u64;
        let text = with_point(units, 9);
        return format!("{sign}{}", text.trim_end_matches('0').trim_end_matches('.'));
    }
    // Too large for nine decimals (no parameter's default or bound is): whole, with an
    // exponent beyond u64.
    let mut exponent = 0;
    let mut m = a;
    while m >= 1e19 {
        m /= 10.0;
        exponent += 1;
    }
    let whole = m as u64;
    if exponent == 0 {
        format!("{sign}{whole}")
    } else {
        format!("{sign}{whole}e{exponent}")
    }
}

/// `units` / 10^`places`, written with a decimal point.
fn with_point(units: u64, places: usize) -> String {
    let digits = format!("{units:0>width$}", width = places + 1);
    let point = digits.len() - places;
    let mut out = String::with_capacity(digits.len() + 1);
    // Chars, not a split of the string: splitting brings in a panic path that costs more
    // than this whole module.
    for (i, ch) in digits.chars().enumerate() {
        if i == point {
            out.push('.');
        }
        out.push(ch);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_decimals_read_as_the_standard_parser_reads_them() {
        for text in [
            "0",
            "1",
            "80",
            "0.9",
            "0.899",
            "0.999",
            ".5",
            "5.",
            "1e7",
            "1E7",
            "1e+7",
            "2.5e-3",
            "-3.25",
            "+4",
            "0.0724",
            "123456789.123456",
            "1e22",
            "1e-22",
            "9007199254740993",
            "0.1",
            "0.2",
            "0.3",
            "00012.5000",
            "3.14159265358979",
        ] {
            assert_eq!(parse(text), text.parse::<f64>().ok(), "{text}");
        }
    }

    #[test]
    fn anything_but_a_decimal_is_refused() {
        for text in [
            "", "-", ".", "e5", "1e", "1e+", "1.2.3", "1,5", "0x10", "inf", "NaN", " 1", "1 ",
        ] {
            assert_eq!(parse(text), None, "{text:?}");
        }
        assert_eq!(parse("1e999999999"), Some(f64::INFINITY));
        // Far exponents are near the nearest f64, not always on it.
        for text in ["1e300", "1e-300", "1.5e40"] {
            let (ours, std) = (parse(text).unwrap(), text.parse::<f64>().unwrap());
            assert!((ours - std).abs() <= std * 1e-15, "{text}");
        }
    }

    #[test]
    fn numbers_are_written_short_and_read_back_exactly() {
        for (x, text) in [
            (80.0, "80"),
            (0.9, "0.9"),
            (0.0724, "0.0724"),
            (0.0, "0"),
            (1.0, "1"),
            (-2.5, "-2.5"),
            (1e7, "10000000"),
        ] {
            assert_eq!(format(x), text);
            assert_eq!(parse(text), Some(x));
        }
        assert_eq!(format(1.0 / 3.0), "0.333333333");
        assert_eq!(parse(&format(1e20)), Some(1e20));
        assert_eq!(format(123456789012.0), "123456789012");
    }
}
