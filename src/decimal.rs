//! Decimal numbers read and written for strategy parameters (`q=0.9`, `budget=1e7`) without
//! core's general float parsing and printing: those bring about 30 KB of tables and bignum code
//! into the WebAssembly module, more than all the solvers' step loops. Parameters are short
//! decimals, for which the fast path below is exact.

/// Powers of ten that an `f64` holds exactly (10²² is the last).
const EXACT_POWERS: [f64; 23] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16,
    1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
];

/// Most significant digits kept; later digits only move the exponent.
const MAX_DIGITS: u32 = 19;

/// Reads `[+-]digits[.digits][e[+-]digits]` (at least one digit before or after the point).
///
/// Exact (the nearest `f64`, as `str::parse` gives) when the digits without trailing zeros fit in
/// 2⁵³ and the decimal exponent is within ±22: every parameter a person writes. Beyond that
/// the result is still deterministic on every platform (IEEE products and quotients), which is
/// what seeded runs need, but may differ from the nearest `f64` in the last bit. `None` for
/// anything else, including `inf` and `NaN`, which no parameter takes.
pub fn parse(text: &str) -> Option<f64> {
    let bytes = text.as_bytes();
    let mut i = 0;
    let negative = match bytes.first() {
        Some(b'-') => {
            i += 1;
            true
        }
        Some(b'+') => {
            i += 1;
            false
        }
        _ => false,
    };
    let mut mantissa: u64 = 0;
    let mut digits = 0u32;
    let mut exponent: i64 = 0;
    let mut seen_digit = false;
    let mut seen_point = false;
    while let Some(&b) = bytes.get(i) {
        match b {
            b'0'..=b'9' => {
                seen_digit = true;
                if digits < MAX_DIGITS {
                    if mantissa > 0 || b != b'0' {
                        digits += 1;
                    }
                    mantissa = mantissa * 10 + u64::from(b - b'0');
                    if seen_point {
                        exponent -= 1;
                    }
                } else if !seen_point {
                    exponent += 1;
                }
            }
            b'.' if !seen_point => seen_point = true,
            _ => break,
        }
        i += 1;
    }
    if !seen_digit {
        return None;
    }
    if let Some(b'e' | b'E') = bytes.get(i) {
        i += 1;
        let sign = match bytes.get(i) {
            Some(b'-') => {
                i += 1;
                -1
            }
            Some(b'+') => {
                i += 1;
                1
            }
            _ => 1,
        };
        let start = i;
        let mut e: i64 = 0;
        while let Some(&b @ b'0'..=b'9') = bytes.get(i) {
            // Clamped: 10^±100000 is as infinite or as zero as any larger exponent.
            e = (e * 10 + i64::from(b - b'0')).min(100_000);
            i += 1;
        }
        if i == start {
            return None;
        }
        exponent += sign * e;
    }
    if i != bytes.len() {
        return None;
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
    Some(if negative { -x } else { x })
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
