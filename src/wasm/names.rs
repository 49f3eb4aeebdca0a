//! The strategy list for a picker, from the core's strategy table.

use wasm_bindgen::prelude::*;

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
}

/// Every strategy, in the order a picker lists them.
#[wasm_bindgen]
pub fn strategies() -> Vec<StrategyInfo> {
    Strategy::ALL
        .into_iter()
        .map(|strategy| StrategyInfo { strategy })
        .collect()
}
