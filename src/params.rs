//! Strategy parameters, one way everywhere: `key=value` pairs as given ([`Params`]), checked
//! against the keys, defaults and ranges a strategy declares ([`Spec`]) into typed values
//! ([`Values`]), with an error that names the bad key or value and what is allowed
//! ([`ParamError`]). The command line's `--param`, and later the element's `params`, all go
//! through [`Params::check`].

use std::cmp::Ordering;
use std::fmt;

use thiserror::Error;

use crate::board::Board;
use crate::decimal;
use crate::quote::quote;

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
    fn parse(self, text: &str) -> Option<Value> {
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

/// Why parameters were refused. Every message names the key or the text at fault.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ParamError {
    /// Not of the form `key=value`.
    #[error("expected key=value; got {}", quote(.text))]
    Syntax {
        /// The text as given.
        text: String,
    },
    /// A key the strategy does not declare.
    #[error("unknown parameter {} for {strategy}; {}", quote(.key), expected_keys(.expected))]
    Unknown {
        /// The key as given.
        key: String,
        /// The strategy's name.
        strategy: &'static str,
        /// The keys it declares.
        expected: Vec<&'static str>,
    },
    /// The same key twice.
    #[error("parameter {} given twice", quote(.key))]
    Twice {
        /// The key.
        key: String,
    },
    /// A value outside the key's domain.
    #[error("{key} must be {expected}; got {}", quote(.value))]
    BadValue {
        /// The key.
        key: &'static str,
        /// The value as given.
        value: String,
        /// What the key takes (see [`Domain`]'s `Display`).
        expected: String,
    },
}

fn expected_keys(keys: &[&str]) -> String {
    if keys.is_empty() {
        "it takes no parameters".to_string()
    } else {
        format!("expected {}", keys.join(", "))
    }
}

impl ParamError {
    /// The key at fault, when the error is about one.
    pub fn key(&self) -> Option<&str> {
        match self {
            ParamError::Syntax { .. } => None,
            ParamError::Unknown { key, .. } | ParamError::Twice { key } => Some(key),
            ParamError::BadValue { key, .. } => Some(key),
        }
    }
}

/// Parameters as given: `key=value` pairs in order, not yet checked against a strategy.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Params {
    pairs: Vec<(String, String)>,
}

impl Params {
    /// No parameters: every strategy's defaults.
    pub fn new() -> Params {
        Params::default()
    }

    /// Pairs separated by spaces or commas (`t0=80 q=0.9`, `t0=80,q=0.9`): the element's
    /// `params` attribute and page URLs write them so.
    ///
    /// # Errors
    ///
    /// [`ParamError::Syntax`] for a word that is not `key=value` with both sides non-empty.
    pub fn parse(text: &str) -> Result<Params, ParamError> {
        let mut params = Params::new();
        for item in text.split([' ', ',', '\t', '\n']).filter(|s| !s.is_empty()) {
            let (key, value) = Params::pair(item)?;
            params = params.with(key, value);
        }
        Ok(params)
    }

    /// One `key=value` (spaces around either side are dropped); both sides must be non-empty.
    ///
    /// # Errors
    ///
    /// [`ParamError::Syntax`] when there is no `=` or a side is empty.
    pub fn pair(text: &str) -> Result<(String, String), ParamError> {
        match text.split_once('=') {
            Some((k, v)) if !k.trim().is_empty() && !v.trim().is_empty() => {
                Ok((k.trim().to_string(), v.trim().to_string()))
            }
            _ => Err(ParamError::Syntax {
                text: text.to_string(),
            }),
        }
    }

    /// These parameters and `key=value`.
    pub fn with(mut self, key: impl Into<String>, value: impl Into<String>) -> Params {
        self.pairs.push((key.into(), value.into()));
        self
    }

    /// The pairs, in the order given.
    pub fn pairs(&self) -> &[(String, String)] {
        &self.pairs
    }

    /// True when nothing was given.
    pub fn is_empty(&self) -> bool {
        self.pairs.is_empty()
    }

    /// Checks every pair against `specs`, the keys of `strategy`: each key must be declared
    /// once at most and its value in its domain; keys not given take their defaults.
    ///
    /// # Errors
    ///
    /// [`ParamError::Unknown`] for a key not in `specs`, [`ParamError::Twice`] for a key given
    /// twice, and [`ParamError::BadValue`] for a value outside its domain.
    pub fn check(
        &self,
        strategy: &'static str,
        specs: &'static [Spec],
    ) -> Result<Values, ParamError> {
        let mut values = Values::defaults(specs);
        let mut seen = [false; MAX_KEYS];
        for (key, text) in &self.pairs {
            let Some(i) = specs.iter().position(|s| s.key == key) else {
                return Err(ParamError::Unknown {
                    key: key.clone(),
                    strategy,
                    expected: specs.iter().map(|s| s.key).collect(),
                });
            };
            if std::mem::replace(&mut seen[i], true) {
                return Err(ParamError::Twice { key: key.clone() });
            }
            let spec = &specs[i];
            values.values[i] = spec
                .domain
                .parse(text)
                .ok_or_else(|| ParamError::BadValue {
                    key: spec.key,
                    value: text.clone(),
                    expected: spec.domain.to_string(),
                })?;
        }
        Ok(values)
    }
}

impl fmt::Display for Params {
    /// `key=value` pairs separated by spaces, in the order given.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, (k, v)) in self.pairs.iter().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{k}={v}")?;
        }
        Ok(())
    }
}

/// Checked parameters of one strategy: a value for every key it declares.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Values {
    specs: &'static [Spec],
    values: [Value; MAX_KEYS],
}

impl Values {
    /// Every key at its default.
    pub fn defaults(specs: &'static [Spec]) -> Values {
        debug_assert!(specs.len() <= MAX_KEYS, "raise MAX_KEYS");
        let mut values = [Value::Whole(0); MAX_KEYS];
        for (v, s) in values.iter_mut().zip(specs) {
            *v = s.default;
        }
        Values { specs, values }
    }

    fn get(&self, key: &str) -> Value {
        let i = self.specs.iter().position(|s| s.key == key);
        // A machine asks only for keys of its own table, which `check` filled.
        self.values[i.unwrap_or_else(|| panic!("{key} is not a declared parameter"))]
    }

    /// The value of a real key.
    pub fn real(&self, key: &str) -> f64 {
        match self.get(key) {
            Value::Real(x) => x,
            Value::Whole(n) => n as f64,
            Value::Word(_) => panic!("{key} is a word, not a number"),
        }
    }

    /// The value of a whole key.
    pub fn whole(&self, key: &str) -> u64 {
        match self.get(key) {
            Value::Whole(n) => n,
            Value::Real(x) => x as u64,
            Value::Word(_) => panic!("{key} is a word, not a number"),
        }
    }

    /// The value of a word key ([`Domain::Choice`]); `None` for a key of numbers.
    pub fn word(&self, key: &str) -> Option<&'static str> {
        match self.get(key) {
            Value::Word(w) => Some(w),
            _ => None,
        }
    }
}

/// A machine built from a board and checked parameters. Machines without parameters keep the
/// empty table and build as their `new` does.
pub trait Tunable: Sized {
    /// The keys the machine takes, with defaults and ranges.
    const PARAMS: &'static [Spec] = &[];

    /// A machine for `board` (givens not in conflict) with `values` checked against
    /// [`Tunable::PARAMS`].
    fn tuned(board: &Board, values: &Values) -> Self;
}
