//! Many seeded runs of a local search per parameter setting, as the paper's parameter tables
//! were made: [`run_once`] runs one seed to its solution or its step budget, a [`Tally`] keeps
//! what the runs of one setting gave (solved, mean and median steps and tries), and a [`Study`]
//! runs a whole plan one run at a time, so that a caller with a time budget (the page's worker)
//! can report progress between runs. `sudoku-stepper study` and the page share all of it, so
//! their numbers agree exactly. The paper's settings and figures are in [`plan`].

pub mod plan;
mod tally;

use thiserror::Error;

use crate::board::Board;
use crate::event::Event;
use crate::params::{ParamError, Params};
use crate::stepper::{skip, Stepper as _};
use crate::strategy::{Engine, EngineError, Strategy};

pub use plan::{
    plans_json, Group, PaperColumn, Plan, Setting, ANNEALING, EASY_PRESET, PAPER_4X4, SHOOT_AND_GO,
};
pub use tally::{Summary, Tally};

/// Why a study cannot run.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum StudyError {
    /// Givens in conflict, or a setting the strategy refuses.
    #[error(transparent)]
    Engine(#[from] EngineError),
    /// A setting that sets the seed, which the study sets per run.
    #[error("a study sets the seed of each run itself (the first seed, then one more per run); leave out seed")]
    Seed,
    /// Seeds past the largest one.
    #[error(
        "seeds from {first} for {runs} runs go past the largest seed, {}",
        u64::MAX
    )]
    Seeds {
        /// The first seed.
        first: u64,
        /// Runs per setting.
        runs: u64,
    },
    /// No runs at all.
    #[error("a study needs at least one run per setting")]
    NoRuns,
    /// A strategy the paper did not study.
    #[error("the paper has no study of {0}; studies: shoot-and-go, annealing")]
    NoPlan(Strategy),
}

/// What one seeded run gave.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// True when it reached a solution within its budget.
    pub solved: bool,
    /// Steps (events) it took.
    pub steps: u64,
    /// Tries (penalty evaluations) it took.
    pub tries: u64,
}

/// `params` with the study's `budget`, when it sets one, after checking that they leave the
/// seed to the study and that `strategy` takes them.
///
/// # Errors
///
/// [`StudyError::Seed`] when `params` sets the seed, and [`StudyError::Engine`] when
/// `strategy` refuses a key or value.
pub fn setting_params(
    strategy: Strategy,
    params: &Params,
    budget: Option<u64>,
) -> Result<Params, StudyError> {
    if params.pairs().iter().any(|(k, _)| k == "seed") {
        return Err(StudyError::Seed);
    }
    let params = match budget {
        Some(b) => params.clone().with("budget", b.to_string()),
        None => params.clone(),
    };
    strategy
        .check_params(&params)
        .map_err(|e: ParamError| StudyError::Engine(e.into()))?;
    Ok(params)
}

/// Runs `strategy` with `params` and `seed` on `board` to its first solution or the end of its
/// budget.
///
/// # Errors
///
/// [`EngineError`] when the givens are in conflict or `strategy` refuses `params`.
pub fn run_once(
    board: &Board,
    strategy: Strategy,
    params: &Params,
    seed: u64,
) -> Result<Outcome, EngineError> {
    let params = params.clone().with("seed", seed.to_string());
    let mut engine = Engine::with_params(board, strategy, &params)?;
    // The engine's one stepping loop (a closure of our own would compile another copy of every
    // strategy's loop into the WebAssembly).
    let (_, last) = skip(&mut engine, u64::MAX, true);
    let counters = engine.counters();
    Ok(Outcome {
        solved: last == Some(Event::Solution),
        steps: counters.steps,
        tries: counters.tries,
    })
}

/// A study under way: every setting of a plan run with seeds `first_seed`, `first_seed + 1`, …,
/// one run per call of [`Study::run_next`], seed by seed across the settings (all settings with
/// the first seed, then all with the next), so that a study stopped part way has comparable
/// rows. The order of the runs changes no number: each run depends only on its setting and seed.
#[derive(Clone, Debug)]
pub struct Study {
    board: Board,
    strategy: Strategy,
    settings: Vec<Params>,
    first_seed: u64,
    runs: u64,
    done: u64,
    tallies: Vec<Tally>,
}

impl Study {
    /// The paper's experiment with `strategy` on its board (see [`Plan`]): `runs` seeds per
    /// setting from `first_seed`, each with `budget` steps (the strategy's default when `None`).
    ///
    /// # Errors
    ///
    /// [`StudyError::NoPlan`] for a strategy the paper did not study, and the errors of
    /// [`Study::new`].
    pub fn of_plan(
        strategy: Strategy,
        first_seed: u64,
        runs: u64,
        budget: Option<u64>,
    ) -> Result<Study, StudyError> {
        let plan = Plan::of(strategy).ok_or(StudyError::NoPlan(strategy))?;
        let board = Board::parse(plan.board).map_err(|e| StudyError::Engine(e.into()))?;
        let settings: Vec<Params> = plan.settings.iter().map(Setting::params).collect();
        Study::new(board, strategy, &settings, first_seed, runs, budget)
    }

    /// A study of `settings` of `strategy` on `board`, checked before any run.
    ///
    /// # Errors
    ///
    /// [`StudyError::NoRuns`] when `runs` is 0, [`StudyError::Seeds`] when the seeds would run
    /// past `u64::MAX`, [`StudyError::Engine`] for givens in conflict, and those of
    /// [`setting_params`] for a setting.
    pub fn new(
        board: Board,
        strategy: Strategy,
        settings: &[Params],
        first_seed: u64,
        runs: u64,
        budget: Option<u64>,
    ) -> Result<Study, StudyError> {
        if runs == 0 {
            return Err(StudyError::NoRuns);
        }
        if first_seed.checked_add(runs - 1).is_none() {
            return Err(StudyError::Seeds {
                first: first_seed,
                runs,
            });
        }
        board
            .check_conflicts()
            .map_err(|e| StudyError::Engine(e.into()))?;
        let settings = settings
            .iter()
            .map(|p| setting_params(strategy, p, budget))
            .collect::<Result<Vec<_>, _>>()?;
        Ok(Study {
            board,
            strategy,
            tallies: vec![Tally::default(); settings.len()],
            settings,
            first_seed,
            runs,
            done: 0,
        })
    }

    /// Runs in the whole study.
    pub fn total(&self) -> u64 {
        self.runs * self.settings.len() as u64
    }

    /// Runs finished.
    pub fn done(&self) -> u64 {
        self.done
    }

    /// True once every run has finished.
    pub fn is_done(&self) -> bool {
        self.done >= self.total()
    }

    /// Runs the next run; returns its setting's index, its seed and what it gave, or `None`
    /// when the study is over.
    pub fn run_next(&mut self) -> Option<(usize, u64, Outcome)> {
        if self.is_done() {
            return None;
        }
        let n = self.settings.len() as u64;
        let (i, seed) = ((self.done % n) as usize, self.first_seed + self.done / n);
        let Ok(outcome) = run_once(&self.board, self.strategy, &self.settings[i], seed) else {
            unreachable!("`new` checked the board and every setting's parameters")
        };
        self.tallies[i].add(outcome);
        self.done += 1;
        Some((i, seed, outcome))
    }

    /// What each setting's runs gave so far, in the order of the settings.
    pub fn tallies(&self) -> &[Tally] {
        &self.tallies
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_study_order_gives_the_numbers_of_one_setting_at_a_time() {
        let mut study = Study::of_plan(Strategy::ShootAndGo, 7, 4, None).unwrap();
        assert_eq!(study.total(), 72);
        let mut seen = Vec::new();
        while let Some((i, seed, _)) = study.run_next() {
            seen.push((i, seed));
        }
        assert_eq!(&seen[..3], [(0, 7), (1, 7), (2, 7)]);
        assert_eq!(seen[18], (0, 8));
        let board = Board::parse(SHOOT_AND_GO.board).unwrap();
        for (s, tally) in SHOOT_AND_GO.settings.iter().zip(study.tallies()) {
            let mut one = Tally::default();
            for seed in 7..11 {
                one.add(run_once(&board, Strategy::ShootAndGo, &s.params(), seed).unwrap());
            }
            assert_eq!(one.summary(), tally.summary(), "{}", s.params());
        }
    }

    #[test]
    fn bad_studies_are_refused_before_any_run() {
        let err = |r: Result<Study, StudyError>| r.unwrap_err().to_string();
        assert_eq!(
            err(Study::of_plan(Strategy::Mrv, 0, 1, None)),
            "the paper has no study of mrv; studies: shoot-and-go, annealing"
        );
        assert!(err(Study::of_plan(Strategy::Annealing, u64::MAX, 2, None)).contains("past"));
        assert_eq!(
            err(Study::of_plan(Strategy::Annealing, 0, 1, Some(0))),
            "budget must be a whole number from 1 to 18446744073709551615; got \"0\""
        );
        let board = Board::parse(PAPER_4X4).unwrap();
        let seeded = [Params::new().with("seed", "1")];
        assert_eq!(
            Study::new(board, Strategy::ShootAndGo, &seeded, 0, 1, None).unwrap_err(),
            StudyError::Seed
        );
    }

    #[test]
    fn a_small_budget_leaves_runs_unsolved() {
        let mut study = Study::of_plan(Strategy::Annealing, 0, 1, Some(50)).unwrap();
        while study.run_next().is_some() {}
        for t in study.tallies() {
            assert_eq!(t.summary().runs, 1);
            assert_eq!(t.summary().solved, 0);
        }
    }
}
