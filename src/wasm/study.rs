//! The paper's experiments for the page (`www/study.html`, whose pool of workers runs them): the
//! plan as one JSON string, a [`Study`] that runs a plan (or a range of its seeds, one worker's
//! share) a slice of time at a time and hands over each run's outcome, and [`StudyTallies`] that
//! gathers the outcomes of every worker and reports the numbers as one `Float64Array`. The plan,
//! the runs and the numbers are the core's (`crate::lab::study`), the same as `sudoku-stepper study`
//! prints: a tally's mean and median do not depend on the order its runs are added in.

use wasm_bindgen::prelude::*;

use super::{args, performance_now, MAX_SAFE_INTEGER};
use crate::lab::study::{self, plans_json, Outcome, Tally};
use crate::quote::counted;
use crate::strategy::Strategy;

/// Numbers per setting in [`Study::summary`].
const SUMMARY_LEN: usize = 6;

/// Numbers per run in [`Study::take_runs`]: setting, solved (1 or 0), steps, tries.
const RUN_LEN: usize = 4;

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
    /// Runs finished since the last [`Study::take_runs`], `RUN_LEN` numbers each.
    finished: Vec<f64>,
}

#[wasm_bindgen]
impl Study {
    /// `runs` seeded runs of every setting of the plan of `strategy` (`shoot-and-go` or
    /// `annealing`), seeds from `firstSeed`, each run at most `budget` steps (the strategy's
    /// default when undefined).
    ///
    /// # Errors
    ///
    /// Throws a `RangeError` for a `firstSeed` that is not a whole number from 0, or `runs` or
    /// `budget` not from 1, to `Number.MAX_SAFE_INTEGER`; an `Error` with the core's message for
    /// an unknown strategy, a strategy without a plan or a budget it refuses.
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
        Ok(Study {
            study,
            finished: Vec::new(),
        })
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
    ///
    /// # Errors
    ///
    /// Throws a `RangeError` for a negative or NaN `maxMs`.
    pub fn advance(
        &mut self,
        #[wasm_bindgen(js_name = maxMs)] max_ms: f64,
    ) -> Result<f64, JsValue> {
        let ms = args::millis("advance", "maxMs", Some(max_ms))?.unwrap_or(0.0);
        let deadline = performance_now() + ms;
        let mut finished = 0u64;
        while let Some((setting, _, outcome)) = self.study.run_next() {
            finished += 1;
            self.finished.extend([
                setting as f64,
                f64::from(u8::from(outcome.solved)),
                outcome.steps as f64,
                outcome.tries as f64,
            ]);
            if performance_now() >= deadline {
                break;
            }
        }
        Ok(finished as f64)
    }

    /// The runs finished since the last call, four numbers each: the setting's index, 1 when
    /// solved (else 0), steps, tries; what [`StudyTallies::add`] takes.
    #[wasm_bindgen(js_name = takeRuns)]
    pub fn take_runs(&mut self) -> Vec<f64> {
        std::mem::take(&mut self.finished)
    }

    /// Per setting, in the plan's order, six numbers: runs finished, runs solved, then mean
    /// steps, median steps, mean tries and median tries of the solved runs (NaN when none).
    pub fn summary(&self) -> Vec<f64> {
        summary(self.study.tallies())
    }
}

/// The runs of one study gathered from the workers that share it (each runs a range of its
/// seeds), in any order: the numbers are those of one [`Study`] that ran them all.
#[wasm_bindgen]
pub struct StudyTallies {
    tallies: Vec<Tally>,
}

#[wasm_bindgen]
impl StudyTallies {
    /// Tallies for a plan of `settings` settings, no run yet.
    ///
    /// # Errors
    ///
    /// Throws a `RangeError` for `settings` that is not a whole number from 1 to 2³² − 1.
    #[wasm_bindgen(constructor)]
    pub fn new(settings: f64) -> Result<StudyTallies, JsValue> {
        let n = args::whole("StudyTallies", "settings", settings, 1, u32::MAX.into())?;
        Ok(StudyTallies {
            tallies: vec![Tally::default(); n as usize],
        })
    }

    /// Adds runs as [`Study::take_runs`] gives them.
    ///
    /// # Errors
    ///
    /// Throws a `RangeError` (and adds nothing) for numbers that do not come in fours, a setting
    /// out of range, or a run whose solved flag is not 0 or 1 or whose steps or tries are not
    /// whole numbers from 0 to `Number.MAX_SAFE_INTEGER`.
    pub fn add(&mut self, runs: &[f64]) -> Result<(), JsValue> {
        if !runs.len().is_multiple_of(RUN_LEN) {
            return Err(args::range_error(&format!(
                "StudyTallies.add: runs come in fours, got {}",
                counted(runs.len() as u64, "number")
            )));
        }
        let mut parsed = Vec::with_capacity(runs.len() / RUN_LEN);
        for run in runs.chunks_exact(RUN_LEN) {
            let setting = args::index("StudyTallies.add", "setting", run[0], self.tallies.len())?;
            let solved = args::whole("StudyTallies.add", "solved", run[1], 0, 1)? == 1;
            let steps = args::count("StudyTallies.add", "steps", run[2])?;
            let tries = args::count("StudyTallies.add", "tries", run[3])?;
            parsed.push((
                setting,
                Outcome {
                    solved,
                    steps,
                    tries,
                },
            ));
        }
        for (setting, outcome) in parsed {
            self.tallies[setting].add(outcome);
        }
        Ok(())
    }

    /// The numbers so far, as [`Study::summary`] gives them.
    pub fn summary(&self) -> Vec<f64> {
        summary(&self.tallies)
    }
}

/// Per tally six numbers: runs, solved, mean and median steps, mean and median tries (NaN
/// when none solved).
fn summary(tallies: &[Tally]) -> Vec<f64> {
    let mut out = Vec::with_capacity(SUMMARY_LEN * tallies.len());
    for t in tallies {
        let s = t.summary();
        out.extend([s.runs as f64, s.solved as f64]);
        out.extend(
            [s.mean_steps, s.median_steps, s.mean_tries, s.median_tries]
                .map(|x| x.unwrap_or(f64::NAN)),
        );
    }
    out
}
