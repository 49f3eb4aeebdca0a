//! Names from the core for the page: the strategy list for a picker, from the core's strategy
//! table, with each strategy's parameters as structured data, and the stable name of each event
//! kind.

use wasm_bindgen::prelude::*;

use crate::event::EventKind;
use crate::params::{Domain, Spec};
use crate::strategy::Strategy;

/// One strategy: its stable name and a one-line description.
#[wasm_bindgen]
pub struct StrategyInfo {
    strategy: Strategy,
}

#[wasm_bindgen]
impl StrategyInfo {
    /// The stable name (`brute-force`, …).
    #[wasm_bindgen(getter)]
    pub fn name(&self) -> String {
        self.strategy.name().into()
    }

    /// One line for a picker.
    #[wasm_bindgen(getter)]
    pub fn description(&self) -> String {
        self.strategy.description().into()
    }

    /// False for the local searches, which stop at their first solution and prove nothing.
    #[wasm_bindgen(getter)]
    pub fn exact(&self) -> bool {
        self.strategy.is_exact()
    }

    /// True for the strategies that propagate between decisions; the others' `propagations`
    /// stays 0.
    #[wasm_bindgen(getter)]
    pub fn propagates(&self) -> bool {
        self.strategy.propagates()
    }

    /// True when this engine has the strategy's machine; false in the small engine (www/pkg)
    /// for `dlx`, `annealing` and `shoot-and-go`, which the page opens in the full one.
    #[wasm_bindgen(getter)]
    pub fn built(&self) -> bool {
        self.strategy.is_built()
    }

    /// What kind of search it is: `depth-first`, `exact-cover` (`dlx`) or `local`.
    #[wasm_bindgen(getter)]
    pub fn family(&self) -> String {
        self.strategy.family().name().into()
    }

    /// The counters that mean something for this strategy, by their CONTRACT names
    /// (`max_depth`, `best_penalty`, …), in the order to show them.
    #[wasm_bindgen(getter)]
    pub fn counters(&self) -> Vec<String> {
        self.strategy.counters().iter().map(|&c| c.into()).collect()
    }

    /// The parameters it takes with their defaults, as `key=value` pairs separated by spaces
    /// (empty for a strategy without parameters).
    #[wasm_bindgen(getter)]
    pub fn params(&self) -> String {
        self.strategy
            .params()
            .iter()
            .map(|p| format!("{}={}", p.key, p.default))
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// The parameters it takes, in the order it declares them (empty for most).
    #[wasm_bindgen(getter)]
    pub fn schema(&self) -> Vec<ParamSpec> {
        self.strategy
            .params()
            .iter()
            .map(|spec| ParamSpec { spec })
            .collect()
    }

    /// The strategy whose machine runs for this one on a board of `side` cells per row (its
    /// own name but for `fast` off 9×9, which runs `singles`): the steps the page explains.
    #[wasm_bindgen(js_name = machineOn)]
    pub fn machine_on(&self, side: usize) -> String {
        self.strategy.machine_on(side).name().into()
    }

    /// The parameters that take one of a few words, each as `key=word|word|…` (the first word
    /// listed first), separated by spaces: what a page offers in a menu per key (empty for a
    /// strategy without such parameters).
    #[wasm_bindgen(getter)]
    pub fn choices(&self) -> String {
        self.strategy
            .params()
            .iter()
            .filter_map(|p| match p.domain {
                Domain::Choice(words) => Some(format!("{}={}", p.key, words.join("|"))),
                _ => None,
            })
            .collect::<Vec<_>>()
            .join(" ")
    }
}

/// One parameter of a strategy, as the core declares it: what a page needs to offer it and to
/// write it (`key=value`).
#[wasm_bindgen]
pub struct ParamSpec {
    spec: &'static Spec,
}

#[wasm_bindgen]
impl ParamSpec {
    /// The key, as written in `key=value`.
    #[wasm_bindgen(getter)]
    pub fn key(&self) -> String {
        self.spec.key.into()
    }

    /// What values it takes: `real`, `whole` or `choice`.
    #[wasm_bindgen(getter)]
    pub fn kind(&self) -> String {
        match self.spec.domain {
            Domain::Real { .. } => "real",
            Domain::Whole { .. } => "whole",
            Domain::Choice(_) => "choice",
        }
        .into()
    }

    /// Its value when not given, as written after `key=`.
    #[wasm_bindgen(getter, js_name = "default")]
    pub fn default_value(&self) -> String {
        self.spec.default.to_string()
    }

    /// The words of a `choice` (the first listed first); empty for a number.
    #[wasm_bindgen(getter)]
    pub fn words(&self) -> Vec<String> {
        match self.spec.domain {
            Domain::Choice(words) => words.iter().map(|&w| w.into()).collect(),
            _ => Vec::new(),
        }
    }

    /// What is allowed, as an error message says it: `a number in (0, 1)`, `ascending or
    /// random`.
    #[wasm_bindgen(getter)]
    pub fn allowed(&self) -> String {
        self.spec.domain.to_string()
    }
}

/// Every strategy, in the order a picker lists them.
#[wasm_bindgen]
pub fn strategies() -> Vec<StrategyInfo> {
    Strategy::ALL
        .into_iter()
        .map(|strategy| StrategyInfo { strategy })
        .collect()
}

/// The stable name of an event kind, as `trace` prints it and CONTRACT.md lists it (`select`,
/// `try`, `dead-end`, …; `dlx`'s digit-in-unit choice is a `select` too).
#[wasm_bindgen(js_name = eventName)]
pub fn event_name(kind: EventKind) -> String {
    kind.name().into()
}
