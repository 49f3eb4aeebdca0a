//! Numbers from JavaScript, checked at the boundary. JS passes every number as an IEEE double:
//! taking it as `f64` and checking it here means that `-1`, `1.5`, `NaN`, `±Infinity` and `2**40`
//! are refused with a `RangeError` naming the method, the argument, the allowed range and the
//! value, instead of wrapping to another count or cell as an integer parameter would.

use wasm_bindgen::prelude::*;

/// `Number.MAX_SAFE_INTEGER`: the largest count a JS number holds exactly.
pub const MAX_SAFE_INTEGER: u64 = (1 << 53) - 1;

/// A `RangeError` with `message`.
pub fn range_error(message: &str) -> JsValue {
    js_sys::RangeError::new(message).into()
}

/// `value` as JavaScript writes it (`NaN`, `-Infinity`, `1e+21`, `1.5`).
pub fn js_number(value: f64) -> String {
    String::from(
        js_sys::Number::from(value)
            .to_string_with_radix(10)
            .unwrap_or_default(),
    )
}

/// `value` if it is a whole number from `min` to `max`; otherwise a `RangeError` such as
/// `skip: n must be a whole number from 0 to 9007199254740991, got -1`.
pub fn whole(method: &str, arg: &str, value: f64, min: u64, max: u64) -> Result<u64, JsValue> {
    // NaN fails every comparison; ±Infinity fails the range; `-0` is 0.
    if value.fract() == 0.0 && value >= min as f64 && value <= max as f64 {
        Ok(value as u64)
    } else {
        Err(range_error(&format!(
            "{method}: {arg} must be a whole number from {min} to {max}, got {}",
            js_number(value)
        )))
    }
}

/// A whole count from 0 to `Number.MAX_SAFE_INTEGER`.
pub fn count(method: &str, arg: &str, value: f64) -> Result<u64, JsValue> {
    whole(method, arg, value, 0, MAX_SAFE_INTEGER)
}

/// An index below `len` (which must be at least 1).
pub fn index(method: &str, arg: &str, value: f64, len: usize) -> Result<usize, JsValue> {
    whole(method, arg, value, 0, len as u64 - 1).map(|i| i as usize)
}

/// A time budget in milliseconds: `undefined` for none, else a number from 0 up (fractions and
/// `Infinity` allowed).
pub fn millis(method: &str, arg: &str, value: Option<f64>) -> Result<Option<f64>, JsValue> {
    match value {
        Some(ms) if ms.is_nan() || ms < 0.0 => Err(range_error(&format!(
            "{method}: {arg} must be a number of milliseconds from 0 up, or undefined, got {}",
            js_number(ms)
        ))),
        _ => Ok(value),
    }
}
