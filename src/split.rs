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

use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};

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

impl Engine {
    /// Whether this search can be cut into pieces that add up to it (see [`crate::split`]).
    pub fn splits(&self) -> bool {
        match self {
            Engine::Backtracking(m) => m.splits(),
            Engine::BruteForce(m) => m.splits(),
            Engine::SortedCells(m) => m.splits(),
            Engine::Mrv(m) => m.splits(),
            _ => false,
        }
    }

    /// Steps at most `max_steps`, until a stop of `watch` or a solution.
    fn walk(&mut self, max_steps: u64, watch: &mut Watch) -> (u64, Option<Event>) {
        match self {
            Engine::Backtracking(m) => m.walk(max_steps, watch),
            Engine::BruteForce(m) => m.walk(max_steps, watch),
            Engine::SortedCells(m) => m.walk(max_steps, watch),
            Engine::Mrv(m) => m.walk(max_steps, watch),
            _ => unreachable!("only a search that splits is walked"),
        }
    }

    /// Through the subtree of a decision opened at the frontier, to where the search leaves it.
    fn descend(&mut self, max_steps: u64, frontier: usize) -> (u64, Option<Event>) {
        match self {
            Engine::Backtracking(m) => m.descend(max_steps, frontier),
            Engine::BruteForce(m) => m.descend(max_steps, frontier),
            Engine::SortedCells(m) => m.descend(max_steps, frontier),
            Engine::Mrv(m) => m.descend(max_steps, frontier),
            _ => unreachable!("only a search that splits is walked"),
        }
    }

    /// Right after a decision opened at the frontier, moves to where the search comes back
    /// from its subtree.
    fn pass_subtree(&mut self) {
        match self {
            Engine::Backtracking(m) => m.pass_subtree(),
            Engine::BruteForce(m) => m.pass_subtree(),
            Engine::SortedCells(m) => m.pass_subtree(),
            Engine::Mrv(m) => m.pass_subtree(),
            _ => unreachable!("only a search that splits is walked"),
        }
    }
}

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

/// A run of consecutive pieces: the machine at the start of the first, and how many.
#[derive(Clone)]
pub struct Job {
    /// The search where the job's first piece starts.
    pub start: Engine,
    /// The index of its first piece in the search (0 = the first).
    pub first: u64,
    /// Pieces to run; `u64::MAX` for the last job, which runs to the search's end.
    pub pieces: u64,
    /// Steps the search has surely taken before the job (the producer's own): the job's
    /// budget is the search's less these.
    pub before_at_least: u64,
}

/// The producer: walks the search above the frontier and hands out jobs in order.
pub struct Jobs {
    machine: Engine,
    plan: Plan,
    max_steps: u64,
    /// Steps the producer has taken: all above the frontier, each one the search's too.
    steps: u64,
    /// The index of the next piece.
    piece: u64,
    ended: bool,
    /// Pieces and steps of the jobs that ran all their pieces, seen by [`Jobs::fit`].
    seen: (u64, u64),
}

impl Jobs {
    /// Jobs of `plan` for the search of `machine` (at its start) with `max_steps` in all.
    pub fn new(machine: Engine, plan: Plan, max_steps: u64) -> Jobs {
        Jobs {
            machine,
            plan,
            max_steps,
            steps: 0,
            piece: 0,
            ended: false,
            seen: (0, 0),
        }
    }

    /// Sizes the next jobs from what `done` took, the result of a job of `pieces` pieces: about
    /// [`JOB_STEPS`] steps each, at the pieces' mean length so far. The probe saw only the
    /// search's first subtrees, which may be far smaller or larger than later ones.
    pub fn fit(&mut self, pieces: u64, done: &Done) {
        if done.end != End::Pieces {
            return;
        }
        self.seen.0 += pieces;
        self.seen.1 += done.counters.steps;
        let per_piece = (self.seen.1 / self.seen.0).max(1);
        self.plan.pieces = (JOB_STEPS / per_piece).clamp(1, JOB_STEPS);
    }
}

impl Jobs {
    /// The index of the next piece.
    pub fn piece(&self) -> u64 {
        self.piece
    }

    /// Pieces per job: the plan's, or what [`Jobs::fit`] found since.
    pub fn pieces(&self) -> u64 {
        self.plan.pieces
    }

    /// The job of the next `pieces` pieces (of all the rest, when the search ends in them);
    /// `None` once the search has ended in a job made before.
    pub fn job(&mut self, pieces: u64) -> Option<Job> {
        if self.ended {
            return None;
        }
        let start = self.machine.clone();
        let (first, before_at_least) = (self.piece, self.steps);
        self.pass(pieces);
        Some(Job {
            start,
            first,
            pieces: if self.ended { u64::MAX } else { pieces },
            before_at_least,
        })
    }

    /// Walks over the next `pieces` pieces without making a job: a producer of its own goes
    /// to the first piece of a job made elsewhere.
    pub fn pass(&mut self, pieces: u64) {
        for _ in 0..pieces {
            if self.ended {
                return;
            }
            let mut watch = Watch::new(self.plan.frontier, Stop::AtFrontier);
            let (taken, _) = self
                .machine
                .walk(self.max_steps.saturating_sub(self.steps), &mut watch);
            self.steps += taken;
            if watch.at_frontier {
                self.machine.pass_subtree();
                self.piece += 1;
            } else {
                // The search ends in this piece: its first solution above the frontier, its
                // end, or a budget spent by the producer's steps alone.
                self.ended = true;
            }
        }
    }
}

impl Iterator for Jobs {
    type Item = Job;

    fn next(&mut self) -> Option<Job> {
        self.job(self.plan.pieces)
    }
}

/// How a job ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum End {
    /// It ran all its pieces.
    Pieces,
    /// At a solution: the search's first, if the budget reached it.
    Solution,
    /// The search is over, with no solution in the job.
    Exhausted,
    /// Its budget ran out.
    Budget,
}

/// What a job did: its steps' counters (only the steps it took) and how it ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Done {
    /// The job's share of every counter that adds up; the depths as the job left them.
    pub counters: Counters,
    /// How it ended.
    pub end: End,
}

/// Runs `job` of `plan` with `budget` steps, asking `limit` every few ten thousand steps for
/// its budget now (a job learns, as those before it finish, how many steps are really left):
/// `None` when it gives the job up (the jobs before it ended the search).
pub fn run(job: &Job, plan: Plan, budget: u64, limit: impl Fn() -> Option<u64>) -> Option<Done> {
    let mut machine = job.start.clone();
    let start = *machine.counters();
    let (mut budget, mut spent) = (budget, 0);
    let mut left = 0;
    let mut watch = Watch::new(plan.frontier, Stop::AtFrontier);
    let end = loop {
        if budget == 0 {
            break End::Budget;
        }
        // Above the frontier down to the next decision opened at it, then that one's subtree.
        let (taken, last) = if watch.at_frontier {
            machine.descend(budget.min(CHUNK), plan.frontier)
        } else {
            machine.walk(budget.min(CHUNK), &mut watch)
        };
        budget -= taken;
        spent += taken;
        if last == Some(Event::Solution) {
            break End::Solution;
        }
        if machine.is_done() {
            break End::Exhausted;
        }
        let out = matches!(last, Some(Event::Backtrack { depth, .. }) if (depth as usize) < plan.frontier);
        if watch.at_frontier && out {
            left += 1;
            if left == job.pieces {
                break End::Pieces;
            }
            watch = Watch::new(plan.frontier, Stop::AtFrontier);
        }
        if taken == CHUNK {
            // What is left of the budget now: no more than before.
            budget = budget.min(limit()?.saturating_sub(spent));
        }
    };
    Some(Done {
        counters: since(machine.counters(), &start),
        end,
    })
}

/// The counters of the steps from `start` to `end`: what adds up, less `start`'s; the depths
/// (now and deepest) as at `end`.
fn since(end: &Counters, start: &Counters) -> Counters {
    Counters {
        steps: end.steps - start.steps,
        tries: end.tries - start.tries,
        backtracks: end.backtracks - start.backtracks,
        propagations: end.propagations - start.propagations,
        solutions: end.solutions - start.solutions,
        ..*end
    }
}

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
    /// A batch of `jobs` (each with its budget, as [`first_solution`] gives them).
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
