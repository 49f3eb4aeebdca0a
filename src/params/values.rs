//! Checked parameters of one strategy, and the machines built from them.

use super::{Spec, Value, MAX_KEYS};
use crate::board::Board;

#[cfg(doc)]
use super::Domain;

/// Checked parameters of one strategy: a value for every key it declares.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Values {
    specs: &'static [Spec],
    pub(super) values: [Value; MAX_KEYS],
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
