//! The paper's experiments for the page (`www/study.html`, whose worker runs them): the plan as
//! one JSON string, and a [`Study`] that runs a plan a slice of time at a time and reports its
//! numbers as one `Float64Array`. The plan, the runs and the numbers are the core's
//! (`crate::study`), the same as `sudoku-stepper study` prints.

use wasm_bindgen::prelude::*;

use super::{args, performance_now, MAX_SAFE_INTEGER};
use crate::strategy::Strategy;
use crate::study::{self, plans_json};

/// Numbers per setting in [`Study::summary`].
const SUMMARY_LEN: usize = 6;

/// Every experiment of the paper as a JSON array, one object per strategy: `strategy`,
/// `board`, `board_note`, `runs` (paper-sized), `quick_runs`, `budget`, `measure`,
/// `paper_columns` (headings), `settings` (`params` and the `paper`'s figures, one per column),
/// `groups` (`caption`, `key`, `rows`: indices into `settings`).
#[wasm_bindgen(js_name = studyPlans)]
pub fn study_plans() -> String {
    plans_json()
}

/// The paper's experiment with one strategy on its board, under way.
#[wasm_bindgen]
pub struct Study {
    study: study::Study,
}

#[wasm_bindgen]
impl Study {
    /// `runs` seeded runs of every setting of the plan of `strategy` (`shoot-and-go` or
    /// `annealing`), seeds from `firstSeed`, each run at most `budget` steps (the strategy's
    /// default when undefined). A `RangeError` for a number out of range, an `Error` with the
    /// core's message for a strategy without a plan or a budget it refuses.
    #[wasm_bindgen(constructor)]
    pub fn new(
        strategy: &str,
        #[wasm_bindgen(js_name = firstSeed)] first_seed: f64,
        runs: f64,
        budget: Option<f64>,
    ) -> Result<Study, JsValue> {
        let strategy: Strategy = strategy.parse().map_err(JsError::from)?;
        let first_seed = args::count("Study", "firstSeed", first_seed)?;
        let runs = args::whole("Study", "runs", runs, 1, MAX_SAFE_INTEGER)?;
        let budget = budget
            .map(|b| args::whole("Study", "budget", b, 1, MAX_SAFE_INTEGER))
            .transpose()?;
        let study =
            study::Study::of_plan(strategy, first_seed, runs, budget).map_err(JsError::from)?;
        Ok(Study { study })
    }

    /// Runs in the whole study: settings × runs.
    #[wasm_bindgen(getter)]
    pub fn total(&self) -> f64 {
        self.study.total() as f64
    }

    /// Runs finished.
    #[wasm_bindgen(getter)]
    pub fn done(&self) -> f64 {
        self.study.done() as f64
    }

    /// Runs whole runs, seed by seed across the settings, until `maxMs` milliseconds have
    /// passed (after at least one run) or the study is over; returns the runs finished in this
    /// call. A run is never cut: one can take a second (10⁷ steps).
    pub fn advance(
        &mut self,
        #[wasm_bindgen(js_name = maxMs)] max_ms: f64,
    ) -> Result<f64, JsValue> {
        let ms = args::millis("advance", "maxMs", Some(max_ms))?.unwrap_or(0.0);
        let deadline = performance_now() + ms;
        let mut finished = 0u64;
        while self.study.run_next().is_some() {
            finished += 1;
            if performance_now() >= deadline {
                break;
            }
        }
        Ok(finished as f64)
    }

    /// Per setting, in the plan's order, six numbers: runs finished, runs solved, then mean
    /// steps, median steps, mean tries and median tries of the solved runs (NaN when none).
    pub fn summary(&self) -> Vec<f64> {
        let mut out = Vec::with_capacity(SUMMARY_LEN * self.study.tallies().len());
        for t in self.study.tallies() {
            let s = t.summary();
            out.extend([s.runs as f64, s.solved as f64]);
            out.extend(
                [s.mean_steps, s.median_steps, s.mean_tries, s.median_tries]
                    .map(|x| x.unwrap_or(f64::NAN)),
            );
        }
        out
    }
}
