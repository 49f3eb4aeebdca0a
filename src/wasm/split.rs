//! One long search of the experiment page on every worker (`crate::split`): the worker that
//! runs it makes the jobs and adds up their results in order ([`Cut::plan`]); a worker that
//! helps follows the same cut with a producer of its own and runs the jobs it is given
//! ([`Cut::follow`]). A job crosses between workers as four numbers, its result as eight.

use std::collections::VecDeque;

use wasm_bindgen::prelude::*;

use super::args;
use crate::event::Counters;
use crate::split::{self, Done, End, Job, Jobs, Plan, Sum, Verdict};
use crate::stepper::Stepper;
use crate::Engine;

/// A search cut into jobs, or a helper's producer following one.
#[wasm_bindgen]
pub struct Cut {
    jobs: Jobs,
    plan: Plan,
    sum: Sum,
    /// The jobs made here and not yet added up, from job `taken` on, with their results once
    /// they come (a result may come before those of earlier jobs).
    made: VecDeque<(Job, Option<Done>)>,
    /// The next job to make, and the next to add up.
    next: u64,
    taken: u64,
    /// Whether the search has ended, and found a solution.
    ended: Option<bool>,
    max_steps: u64,
}

impl Cut {
    /// The budget a job made here runs with: the search's, less the producer's steps before
    /// it (surely enough; the sum finds where the search's budget really ends).
    fn budget(&self, job: &Job) -> u64 {
        self.max_steps - job.before_at_least
    }

    fn new(engine: Engine, plan: Plan, max_steps: u64) -> Cut {
        Cut {
            jobs: Jobs::new(engine, plan, max_steps),
            plan,
            sum: Sum::new(max_steps),
            made: VecDeque::new(),
            next: 0,
            taken: 0,
            ended: None,
            max_steps,
        }
    }
}

/// A job's result as numbers: steps, tries, backtracks, propagations, solutions, depth,
/// deepest, and how it ended (0 all its pieces, 1 a solution, 2 the search's end, 3 its budget).
fn numbers(done: &Done) -> Vec<f64> {
    let c = &done.counters;
    let end = match done.end {
        End::Pieces => 0,
        End::Solution => 1,
        End::Exhausted => 2,
        End::Budget => 3,
    };
    [
        c.steps,
        c.tries,
        c.backtracks,
        c.propagations,
        c.solutions,
        c.depth.into(),
        c.max_depth.into(),
        end,
    ]
    .map(|n| n as f64)
    .to_vec()
}

/// [`numbers`] read back; `None` for what no job gives.
fn done_of(n: &[f64]) -> Option<Done> {
    let &[steps, tries, backtracks, propagations, solutions, depth, max_depth, end] = n else {
        return None;
    };
    let end = [End::Pieces, End::Solution, End::Exhausted, End::Budget]
        .get(end as usize)
        .copied()?;
    Some(Done {
        counters: Counters {
            steps: steps as u64,
            tries: tries as u64,
            backtracks: backtracks as u64,
            propagations: propagations as u64,
            solutions: solutions as u64,
            depth: depth as u32,
            max_depth: max_depth as u32,
            ..Counters::default()
        },
        end,
    })
}

#[wasm_bindgen]
impl Cut {
    /// Runs the first 2²⁰ steps of the search of `strategy` with `params` on `puzzle` (to its
    /// first solution, at most `maxSteps`) and, when it is not over and it splits, cuts it:
    /// `undefined` when it does not split or ended in those steps (run it whole, then).
    ///
    /// # Errors
    ///
    /// Throws the core's message for a bad puzzle, strategy or parameter, and a `RangeError`
    /// for a `maxSteps` that is not a whole number from 1.
    pub fn plan(
        puzzle: &str,
        strategy: &str,
        params: &str,
        #[wasm_bindgen(js_name = maxSteps)] max_steps: f64,
    ) -> Result<Option<Cut>, JsValue> {
        let max_steps = args::count("Cut.plan", "maxSteps", max_steps)?;
        let (_, engine) = super::search::parse_search(puzzle, strategy, params)?;
        if !engine.splits() {
            return Ok(None);
        }
        let plan = split::plan(&mut engine.clone(), max_steps);
        Ok(plan.map(|plan| Cut::new(engine, plan, max_steps)))
    }

    /// A helper's producer for the cut at depth `frontier` (a [`Cut::plan`]'s, in another
    /// worker) of the same search: it runs that cut's jobs ([`Cut::run_job`]).
    ///
    /// # Errors
    ///
    /// As [`Cut::plan`]; a `RangeError` for a `frontier` that is not a whole number from 1 to
    /// the board's cells, or a search that does not split.
    pub fn follow(
        puzzle: &str,
        strategy: &str,
        params: &str,
        #[wasm_bindgen(js_name = maxSteps)] max_steps: f64,
        frontier: f64,
    ) -> Result<Cut, JsValue> {
        let max_steps = args::count("Cut.follow", "maxSteps", max_steps)?;
        let (_, engine) = super::search::parse_search(puzzle, strategy, params)?;
        let cells = engine.board().geometry().cells as u64;
        let frontier = args::whole("Cut.follow", "frontier", frontier, 1, cells)? as usize;
        if !engine.splits() {
            return Err(args::range_error(&format!(
                "Cut.follow: {strategy} with these parameters does not split"
            )));
        }
        let plan = Plan {
            frontier,
            pieces: 1,
        };
        Ok(Cut::new(engine, plan, max_steps))
    }

    /// The depth of the decisions whose subtrees are the pieces.
    #[wasm_bindgen(getter)]
    pub fn frontier(&self) -> usize {
        self.plan.frontier
    }

    /// The next job, made and kept here: its index, first piece, pieces (a huge number: to
    /// the search's end) and budget; `undefined` once the search has ended or every piece is
    /// in a job.
    #[wasm_bindgen(js_name = nextJob)]
    pub fn next_job(&mut self) -> Option<Vec<f64>> {
        if self.ended.is_some() {
            return None;
        }
        let job = self.jobs.job(self.jobs.pieces())?;
        let index = self.next;
        self.next += 1;
        let ticket = vec![
            index as f64,
            job.first as f64,
            job.pieces as f64,
            self.budget(&job) as f64,
        ];
        self.made.push_back((job, None));
        Some(ticket)
    }

    /// Runs job `index` of [`Cut::next_job`] here, with the budget it was given: its result.
    #[wasm_bindgen(js_name = runOwn)]
    pub fn run_own(&self, index: f64) -> Option<Vec<f64>> {
        let (job, _) = self
            .made
            .get((index as u64).checked_sub(self.taken)? as usize)?;
        let budget = self.budget(job);
        split::run(job, self.plan, budget, || Some(budget)).map(|d| numbers(&d))
    }

    /// A helper runs a job of another worker's cut: `pieces` pieces from piece `first` (no
    /// earlier than the end of its last job), with `budget` steps: its result.
    #[wasm_bindgen(js_name = runJob)]
    pub fn run_job(&mut self, first: f64, pieces: f64, budget: f64) -> Option<Vec<f64>> {
        let (first, pieces, budget) = (first as u64, pieces as u64, budget as u64);
        self.jobs.pass(first.checked_sub(self.jobs.piece())?);
        let job = self.jobs.job(pieces)?;
        split::run(&job, self.plan, budget, || Some(budget)).map(|d| numbers(&d))
    }

    /// Takes the `result` of job `index`, from here or a helper, in any order, and adds up
    /// those now in order (a job in which the budget ends is run again here). True once the
    /// search has ended: its counters are then [`Cut::tries`], [`Cut::steps`] and
    /// [`Cut::solved`].
    pub fn take(&mut self, index: f64, result: &[f64]) -> bool {
        let place = (index as u64).checked_sub(self.taken).map(|i| i as usize);
        if let (Some((_, slot)), Some(done)) =
            (place.and_then(|i| self.made.get_mut(i)), done_of(result))
        {
            *slot = Some(done);
        }
        while self.ended.is_none() && matches!(self.made.front(), Some((_, Some(_)))) {
            let Some((job, Some(done))) = self.made.pop_front() else {
                unreachable!("the front job has its result")
            };
            self.taken += 1;
            self.jobs.fit(job.pieces, &done);
            let verdict = match self.sum.take(&done) {
                Verdict::Rerun { budget } => {
                    let again = split::run(&job, self.plan, budget, || Some(budget));
                    self.sum.take(&again.expect("a job run alone"))
                }
                v => v,
            };
            if let Verdict::Ended { solved } = verdict {
                self.ended = Some(solved);
                self.made.clear();
            }
        }
        self.ended.is_some()
    }

    /// Tries of the search, once it has ended.
    #[wasm_bindgen(getter)]
    pub fn tries(&self) -> f64 {
        self.sum.counters().tries as f64
    }

    /// Steps of the search, once it has ended.
    #[wasm_bindgen(getter)]
    pub fn steps(&self) -> f64 {
        self.sum.counters().steps as f64
    }

    /// Whether the search found a solution within its budget.
    #[wasm_bindgen(getter)]
    pub fn solved(&self) -> bool {
        self.ended == Some(true)
    }
}
