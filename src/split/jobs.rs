//! The jobs of a cut search: the producer that hands them out in order ([`Jobs`]), and one
//! job run as the search would run its pieces ([`run`]).

use super::{Plan, CHUNK, JOB_STEPS};
use crate::dfs::{Stop, Watch};
use crate::event::{Counters, Event};
use crate::stepper::Stepper;
use crate::strategy::Engine;

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
    pub(super) fn walk(&mut self, max_steps: u64, watch: &mut Watch) -> (u64, Option<Event>) {
        match self {
            Engine::Backtracking(m) => m.walk(max_steps, watch),
            Engine::BruteForce(m) => m.walk(max_steps, watch),
            Engine::SortedCells(m) => m.walk(max_steps, watch),
            Engine::Mrv(m) => m.walk(max_steps, watch),
            _ => unreachable!("only a search that splits is walked"),
        }
    }

    /// Through the subtree of a decision opened at the frontier, to where the search leaves it.
    pub(super) fn descend(&mut self, max_steps: u64, frontier: usize) -> (u64, Option<Event>) {
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
    pub(super) fn pass_subtree(&mut self) {
        match self {
            Engine::Backtracking(m) => m.pass_subtree(),
            Engine::BruteForce(m) => m.pass_subtree(),
            Engine::SortedCells(m) => m.pass_subtree(),
            Engine::Mrv(m) => m.pass_subtree(),
            _ => unreachable!("only a search that splits is walked"),
        }
    }
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
