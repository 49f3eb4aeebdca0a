//! Strategy parameters, one way everywhere: `key=value` pairs as given ([`Params`]), checked
//! against the keys, defaults and ranges a strategy declares ([`Spec`]) into typed values
//! ([`Values`]), with an error that names the bad key or value and what is allowed
//! ([`ParamError`]). The command line's `--param`, and later the element's `params`, all go
//! through [`Params::check`].

mod error;
mod spec;
mod values;

pub use error::ParamError;
pub use spec::{Bound, Domain, Spec, Value, MAX_KEYS};
pub use values::{Tunable, Values};

use std::fmt;

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
