//! Why parameters were refused.

use thiserror::Error;

use crate::quote::quote;

#[cfg(doc)]
use super::Domain;

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
