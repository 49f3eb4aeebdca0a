//! e^(−x) computed the same on every platform, for annealing's acceptance probability.

/// e^(−x) for x ≥ 0, from additions, multiplications and divisions only. IEEE 754 rounds those
/// the same everywhere, while `f64::exp` is the platform's libm and may differ in the last bit
/// between native and WebAssembly: an acceptance decision right at the boundary would then
/// fork the run, and a trace would differ from the page's replay of it.
pub fn exp_neg(x: f64) -> f64 {
    // e^(−700) is below every f64 the generator draws but 0; NaN gets no chance either.
    if x.is_nan() || x >= 700.0 {
        return 0.0;
    }
    if x <= 0.0 {
        return 1.0;
    }
    // e^(−x) = (e^(−x/2^k))^(2^k) with x/2^k ≤ 1/8, where ten terms of the series are exact
    // to about 1e-17; the k ≤ 13 squarings multiply the rounding error by up to 2^13, which
    // leaves it under 1e-11 relative: far finer than any acceptance needs.
    let (mut y, mut k) = (x, 0);
    while y > 0.125 {
        y *= 0.5;
        k += 1;
    }
    let (mut term, mut sum) = (1.0, 1.0);
    for n in 1..=10 {
        term *= -y / f64::from(n);
        sum += term;
    }
    for _ in 0..k {
        sum *= sum;
    }
    sum
}
