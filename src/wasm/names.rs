//! The strategy list for a picker, from the core's strategy table.

use wasm_bindgen::prelude::*;

use crate::decimal;
use crate::params::Value;
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
            .map(|p| match p.default {
                Value::Real(x) => format!("{}={}", p.key, decimal::format(x)),
                Value::Whole(n) => format!("{}={n}", p.key),
            })
            .collect::<Vec<_>>()
            .join(" ")
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
