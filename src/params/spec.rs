//! What a strategy declares of each parameter: its key, the values it takes, its default.

use std::cmp::Ordering;
use std::fmt;

use crate::decimal;

/// Most keys one strategy declares.
pub const MAX_KEYS: usize = 8;

/// One end of a range of real numbers.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Bound {
    /// No bound (but the number must be finite).
    None,
    /// The number must be strictly beyond this.
    Open(f64),
    /// The number may equal this.
    Closed(f64),
}

/// The values a parameter takes.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Domain {
    /// A finite real number between two bounds.
    Real {
        /// The lower end.
        low: Bound,
        /// The upper end.
        high: Bound,
    },
    /// A whole number from `min` to `max`, both included. Written as digits, or as a number
    /// such as `1e7` that is whole (up to 2⁵³).
    Whole {
        /// The least value.
        min: u64,
        /// The greatest value.
        max: u64,
    },
    /// One of a few words (`order=ascending|random`).
    Choice(&'static [&'static str]),
}

impl Domain {
    /// Reads `text` as a value of this domain.
    pub(super) fn parse(self, text: &str) -> Option<Value> {
        match self {
            Domain::Real { low, high } => {
                let text = text.trim();
                let x = decimal::parse(text)?;
                // Inside or not is decided on the decimal as written, against the bound as
                // the error message writes it: every decimal strictly inside an open range is
                // taken, even one whose nearest `f64` is the bound (`q=0.9999999999999999`),
                // and then runs with the nearest `f64` inside.
                let beyond = |bound: f64| decimal::compare(text, &decimal::format(bound));
                let x = match low {
                    Bound::None => x,
                    Bound::Open(b) if beyond(b)? == Ordering::Greater => x.max(b.next_up()),
                    Bound::Closed(b) if beyond(b)? != Ordering::Less => x.max(b),
                    _ => return None,
                };
                let x = match high {
                    Bound::None => x,
                    Bound::Open(b) if beyond(b)? == Ordering::Less => x.min(b.next_down()),
                    Bound::Closed(b) if beyond(b)? != Ordering::Greater => x.min(b),
                    _ => return None,
                };
                x.is_finite().then_some(Value::Real(x))
            }
            Domain::Whole { min, max } => {
                let text = text.trim();
                let n = text.parse::<u64>().ok().or_else(|| {
                    // `1e7` reads better than `10000000` for a budget; only exact wholes pass.
                    let x = decimal::parse(text)?;
                    (x.fract() == 0.0 && (0.0..=9_007_199_254_740_992.0).contains(&x))
                        .then_some(x as u64)
                })?;
                (min..=max).contains(&n).then_some(Value::Whole(n))
            }
            Domain::Choice(words) => words
                .iter()
                .find(|&&w| w == text.trim())
                .map(|&w| Value::Word(w)),
        }
    }
}

impl fmt::Display for Domain {
    /// What an error says is allowed: `a number in (0, 1)`, `a number > 0`, `1 or 2`, `a whole
    /// number from 1 to 1000000000`, `ascending or random`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Domain::Real { low, high } => match (low, high) {
                (Bound::None, Bound::None) => f.write_str("a number"),
                (Bound::Open(a), Bound::None) => write!(f, "a number > {}", decimal::format(a)),
                (Bound::Closed(a), Bound::None) => write!(f, "a number ≥ {}", decimal::format(a)),
                (Bound::None, Bound::Open(b)) => write!(f, "a number < {}", decimal::format(b)),
                (Bound::None, Bound::Closed(b)) => write!(f, "a number ≤ {}", decimal::format(b)),
                (low, high) => {
                    let (open, a) = match low {
                        Bound::Open(a) => ('(', a),
                        Bound::Closed(a) => ('[', a),
                        Bound::None => ('(', f64::NEG_INFINITY),
                    };
                    let (close, b) = match high {
                        Bound::Open(b) => (')', b),
                        Bound::Closed(b) => (']', b),
                        Bound::None => (')', f64::INFINITY),
                    };
                    let (a, b) = (decimal::format(a), decimal::format(b));
                    write!(f, "a number in {open}{a}, {b}{close}")
                }
            },
            Domain::Whole { min, max } if max - min == 1 => write!(f, "{min} or {max}"),
            Domain::Whole { min, max } => write!(f, "a whole number from {min} to {max}"),
            Domain::Choice(words) => {
                for (i, w) in words.iter().enumerate() {
                    let sep = match words.len() - i {
                        n if n == words.len() => "",
                        1 => " or ",
                        _ => ", ",
                    };
                    f.write_str(sep)?;
                    f.write_str(w)?;
                }
                Ok(())
            }
        }
    }
}

/// A checked value.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Value {
    /// Of a [`Domain::Real`].
    Real(f64),
    /// Of a [`Domain::Whole`].
    Whole(u64),
    /// Of a [`Domain::Choice`]: the word chosen.
    Word(&'static str),
}

impl fmt::Display for Value {
    /// As written after `key=`: `0.9`, `30`, `ascending`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Value::Real(x) => f.write_str(&decimal::format(*x)),
            Value::Whole(n) => write!(f, "{n}"),
            Value::Word(w) => f.write_str(w),
        }
    }
}

/// One parameter a strategy declares.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Spec {
    /// The key, as written in `key=value`.
    pub key: &'static str,
    /// The values it takes.
    pub domain: Domain,
    /// Its value when not given.
    pub default: Value,
    /// One line for `--help` and the README.
    pub help: &'static str,
}
