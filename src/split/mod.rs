//! One depth-first search on every core, with the counters of one run: the search cut into
//! jobs that run apart and add up, in order, to the very events of the search on one core.
//!
//! The cut is at a *frontier* depth. A piece is the steps from where the search comes back
//! above the frontier (or from its start) to where it next comes back: the decisions above
//! the frontier down to one opened at the frontier depth, then the whole subtree of that
//! decision, to the backtrack that leaves it. A *producer* walks the search above the frontier
//! only: after each decision opened at the frontier it passes its subtree without searching
//! it, so
//! it can hand out, cheaply and in order, the machine at the start of every piece. A job is a
//! copy of that machine and a number of pieces; it runs them as the search would, and only
//! the steps it took, not the producer's guesses, count.
//!
//! The search stops at its first solution, at its end or at its step budget, somewhere in one
//! job; [`Sum`] takes the jobs' results in order and says where. A job does not know how many
//! steps came before it, so it runs to a budget that is surely enough (the budget less the
//! producer's own steps); when the true budget ends inside a job, that job alone is run again
//! to it. A search too small to be worth cutting ends within the [probe](plan), whose
//! counters are then the answer.
//!
//! Only policies whose subtrees depend on the board, the stack and the cursor alone cut
//! ([`Engine::splits`]): `brute-force`, `backtracking`, `sorted-cells` and `mrv`, with the
//! digits ascending.

mod jobs;
mod sum;

pub use jobs::{run, Done, End, Job, Jobs};
pub use sum::{Batch, Sum, Verdict};

use crate::dfs::{Stop, Watch};
use crate::event::{Counters, Event};
use crate::stepper::Stepper;
use crate::strategy::Engine;

/// Steps of the probe: a search that ends within them is not cut (its counters are the
/// probe's), and the decisions it opens per depth choose the frontier of one that is not.
pub const PROBE_STEPS: u64 = 1 << 20;

/// Decisions the probe must have seen opened at a depth for it to be the frontier: pieces of a few
/// thousand steps, small beside a job (so jobs even out), large beside the producer's walk
/// above them.
const FRONTIER_DECISIONS: u64 = 256;

/// Steps a job should take: a few milliseconds, long beside a job's start (a copy of the
/// machine, a message in a browser), short enough that the jobs of a batch even out.
pub const JOB_STEPS: u64 = 1 << 20;

/// Steps a job runs between looks at whether it is still wanted.
const CHUNK: u64 = 1 << 16;

/// Where to cut a search: its frontier depth and the pieces a job takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Plan {
    /// The depth of the decisions whose subtrees are the pieces (1 = the first decision).
    pub frontier: usize,
    /// Pieces per job at first: about [`JOB_STEPS`] steps of the probe's search (the jobs
    /// run show how long pieces really are, see [`Jobs::fit`]).
    pub pieces: u64,
}

/// Runs the first [`PROBE_STEPS`] of `machine`'s search (to its first solution, at most
/// `max_steps`), tallying the decisions it opens per depth; `machine` must [split](Engine::splits). `None`
/// when the search ended in it (its end, its first solution or its budget): `machine` then
/// has the counters of the whole search. Else where to cut it; `machine` is then partway and
/// of no further use.
pub fn plan(machine: &mut Engine, max_steps: u64) -> Option<Plan> {
    debug_assert!(machine.splits(), "only a search that splits is cut");
    let mut watch = Watch::new(usize::MAX, Stop::Never);
    let budget = max_steps.min(PROBE_STEPS);
    let (taken, last) = machine.walk(budget, &mut watch);
    if taken == max_steps || machine.is_done() || last == Some(Event::Solution) {
        return None;
    }
    let (frontier, &opened) = watch
        .opened
        .iter()
        .enumerate()
        .skip(1)
        .find(|(_, &n)| n >= FRONTIER_DECISIONS)
        .or_else(|| {
            watch
                .opened
                .iter()
                .enumerate()
                .skip(1)
                .max_by_key(|(_, &n)| n)
        })
        .expect("a depth per cell");
    Some(Plan {
        frontier,
        pieces: (opened * JOB_STEPS / PROBE_STEPS).max(1),
    })
}

/// Runs `engine`'s search (at its start) to its first solution or `max_steps` steps and
/// returns its counters and whether it found one: those of [`crate::solve_within`] with a limit
/// of one. A long search that [splits](Engine::splits) is cut into jobs, `jobs_per_batch` at a
/// time, and `batch` runs each list of jobs with each one's budget (on every core, say) and
/// returns each one's [`run`] in order: `None` for one it gave up because one before it ended
/// the search. A job in which the budget ends is given to `batch` again, alone, with the
/// exact budget.
pub fn first_solution(
    engine: Engine,
    max_steps: u64,
    jobs_per_batch: usize,
    batch: impl FnMut(&[(Job, u64)], Plan) -> Vec<Option<Done>>,
) -> (Counters, bool) {
    // The first steps as the search run whole takes them (a short search, nearly every one,
    // runs and is timed as it always was), then the rest whole or cut.
    let mut whole = engine.clone();
    let first = max_steps.min(PROBE_STEPS);
    let ended = |m: &Engine| m.counters().solutions > 0 || m.is_done();
    crate::solve::solve_within(&mut whole, 1, first);
    let plan = if ended(&whole) || first == max_steps || !engine.splits() {
        None
    } else {
        // The probe again, tallying the decisions per depth to choose the frontier.
        plan(&mut engine.clone(), max_steps)
    };
    let Some(plan) = plan else {
        if !ended(&whole) {
            crate::solve::solve_within(&mut whole, 1, max_steps - first);
        }
        return (*whole.counters(), whole.counters().solutions > 0);
    };
    cut(engine, plan, max_steps, jobs_per_batch, batch)
}

/// [`first_solution`] of `engine`'s search (at its start, one that [splits](Engine::splits))
/// cut as `plan` says, with no probe.
pub fn cut(
    engine: Engine,
    plan: Plan,
    max_steps: u64,
    jobs_per_batch: usize,
    mut batch: impl FnMut(&[(Job, u64)], Plan) -> Vec<Option<Done>>,
) -> (Counters, bool) {
    let mut sum = Sum::new(max_steps);
    let mut jobs = Jobs::new(engine, plan, max_steps);
    // The first batches are small and each twice the last: the probe's pieces may be far
    // smaller than the search's later ones, and the jobs run show how long they are.
    let mut size = (jobs_per_batch / 16).max(1);
    loop {
        // Each job's budget: the steps left after the jobs taken, less the producer's steps
        // from this batch's first job to it (each one a step of the jobs between).
        let mut first = None;
        let next: Vec<(Job, u64)> = jobs
            .by_ref()
            .take(size)
            .map(|job| {
                let from = *first.get_or_insert(job.before_at_least);
                let budget = sum.budget().saturating_sub(job.before_at_least - from);
                (job, budget)
            })
            .collect();
        let results = batch(&next, plan);
        size = (size * 2).min(jobs_per_batch.max(1));
        for ((job, _), done) in next.into_iter().zip(results) {
            let done = done.expect("a job is given up only after one that ended the search");
            jobs.fit(job.pieces, &done);
            let verdict = match sum.take(&done) {
                Verdict::Rerun { budget } => {
                    let again = batch(&[(job, budget)], plan).pop().flatten();
                    sum.take(&again.expect("a job alone is run"))
                }
                v => v,
            };
            if let Verdict::Ended { solved } = verdict {
                return (*sum.counters(), solved);
            }
        }
    }
}
