//! The jobs' results added up in order ([`Sum`]), and what the jobs of one batch running at
//! once know of each other ([`Batch`]).

use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};

use super::{run, Done, End, Job, Plan};
use crate::event::Counters;

/// What [`Sum::take`] makes of a job's result.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The search goes on in the next job.
    More,
    /// The search ended in this job: [`Sum::counters`] are its counters.
    Ended {
        /// Whether it found a solution within its budget.
        solved: bool,
    },
    /// The budget ends inside this job: run it again with `budget` steps and take that.
    Rerun {
        /// The steps left of the search's budget when the job starts.
        budget: u64,
    },
}

/// The jobs' results added up in order: the counters of the search so far.
#[derive(Clone, Debug, Default)]
pub struct Sum {
    counters: Counters,
    max_steps: u64,
}

impl Sum {
    /// Nothing added yet, for a search of `max_steps` steps at most.
    pub fn new(max_steps: u64) -> Sum {
        Sum {
            counters: Counters::default(),
            max_steps,
        }
    }

    /// The counters of the search up to the end of the last job taken.
    pub fn counters(&self) -> &Counters {
        &self.counters
    }

    /// The steps left of the budget for the next job.
    pub fn budget(&self) -> u64 {
        self.max_steps - self.counters.steps
    }

    /// Takes the result of the next job in order, run with a budget of at least the steps
    /// left ([`Sum::budget`]).
    pub fn take(&mut self, done: &Done) -> Verdict {
        let left = self.budget();
        if done.counters.steps > left {
            return Verdict::Rerun { budget: left };
        }
        let c = &mut self.counters;
        let d = &done.counters;
        c.steps += d.steps;
        c.tries += d.tries;
        c.backtracks += d.backtracks;
        c.propagations += d.propagations;
        c.solutions += d.solutions;
        c.depth = d.depth;
        c.max_depth = c.max_depth.max(d.max_depth);
        match done.end {
            End::Solution => Verdict::Ended { solved: true },
            End::Exhausted | End::Budget => Verdict::Ended { solved: false },
            End::Pieces if d.steps == left => Verdict::Ended { solved: false },
            End::Pieces => Verdict::More,
        }
    }
}

/// What the jobs of one batch, running at once, know of each other: the steps of those that
/// ran all their pieces, and the first that ended the search. A job's budget is exact once
/// every job before it has finished, and it is given up once those prove the search ended
/// before it.
pub struct Batch {
    /// The steps left of the budget at the batch's first job: its own budget.
    left: u64,
    /// Each job's steps once it has run all its pieces; `u64::MAX` until then.
    steps: Vec<AtomicU64>,
    /// The first job that ended the search in another way (a solution, the end, its budget).
    ended: AtomicUsize,
}

impl Batch {
    /// A batch of `jobs` (each with its budget, as [`super::first_solution`] gives them).
    pub fn new(jobs: &[(Job, u64)]) -> Batch {
        Batch {
            left: jobs.first().map_or(0, |(_, budget)| *budget),
            steps: jobs.iter().map(|_| AtomicU64::new(u64::MAX)).collect(),
            ended: AtomicUsize::new(usize::MAX),
        }
    }

    /// The budget of job `index` now, given at first as `budget`: `None` when the jobs before
    /// it that have finished prove the search ended before it (one ended it, or their steps
    /// alone spend the budget); exact once they have all finished.
    pub fn limit(&self, index: usize, budget: u64) -> Option<u64> {
        if self.ended.load(Ordering::Relaxed) < index {
            return None;
        }
        let (mut before, mut all) = (0, true);
        for s in &self.steps[..index] {
            match s.load(Ordering::Relaxed) {
                u64::MAX => all = false,
                s => before += s,
            }
        }
        if before >= self.left {
            None
        } else if all {
            Some(self.left - before)
        } else {
            Some(budget)
        }
    }

    /// Notes what job `index` did.
    pub fn finished(&self, index: usize, done: &Option<Done>) {
        match done {
            Some(d) if d.end == End::Pieces => {
                self.steps[index].store(d.counters.steps, Ordering::Relaxed)
            }
            Some(_) => {
                self.ended.fetch_min(index, Ordering::Relaxed);
            }
            None => {}
        }
    }

    /// Runs job `index` of `jobs` as [`run`] does, while it is wanted, and notes what it did.
    pub fn run(&self, jobs: &[(Job, u64)], index: usize, plan: Plan) -> Option<Done> {
        let (job, budget) = &jobs[index];
        let done = run(job, plan, *budget, || self.limit(index, *budget));
        self.finished(index, &done);
        done
    }
}
