//! `csp`: depth-first search composed from the four choices constraint-satisfaction courses
//! teach separately: which variable next (`var`), which value first (`val`), what inference
//! after each assignment (`infer`) and whether to jump back over irrelevant decisions (`jump`).
//!
//! A cell's domain is its candidates ([`Candidates::of`]): the digits legal on the board minus
//! what MAC eliminated. Forward checking removes an assigned digit from the domains of the
//! cell's empty peers, which is exactly what placing it does to their legal digits: its prunes
//! are the events that show it, one per step, so until its prune is reported a digit is still
//! in the domain that [`Policy::domain`] gives the page. Its difference from `infer=none` is
//! that an emptied domain is a dead end at once.
//!
//! Conflict-directed backjumping explains each value missing from a domain by a decision depth:
//! the depth of the earliest decision whose digit in a peer rules it out. A digit placed or
//! eliminated by propagation (singles, MAC) at depth `j` is explained, conservatively, by every
//! decision up to `j`: sound (no solution is skipped) without recording why each propagation
//! happened. A solution's conflict set is every open decision, so that all solutions are found.

use super::propagating::{hidden_single, naked_single};
use super::{fewest_candidates, Policy, Propagation};
use crate::candidates::{digits, Candidates};
use crate::choice::Choice;
use crate::event::{DeadEnd, NO_CELL};
use crate::order::keyed_pick;
use crate::params::{Spec, Values};
use crate::policy::{CellOrder, Eliminator, FewestFirst, RowMajor};
use crate::stepper::Frame;

mod composition;
mod depths;

pub use composition::{is_full, Infer, Val, Var, INFER, JUMP, PARAMS, SEED, VAL, VAR};
use depths::{add, add_prefix, latest, DepthSet, SET_WORDS};

/// The flag of a [`Csp::levels`] entry placed by propagation rather than by a decision.
const PROPAGATED: u16 = 0x8000;

/// The `csp` policy: see the module documentation. `FULL` is false for the compositions that
/// neither infer nor backjump (`infer=none jump=off`): their machine keeps no trails and calls
/// no hooks, as `backtracking`'s and `mrv`'s, so that `csp` with a preset's settings runs at the
/// preset's speed; [`is_full`] says which a composition needs.
#[derive(Clone)]
pub struct Csp<const FULL: bool> {
    var: Var,
    val: Val,
    infer: Infer,
    cbj: bool,
    /// `var=static`: the initially empty cells in their order.
    order: Vec<u16>,
    /// The depth of the latest assignment: propagation happens at it.
    depth: u16,
    /// Prunes still to report, each `(cell, digit, by)`, from `next_prune` on.
    prunes: Vec<(u16, u8, u16)>,
    next_prune: usize,
    /// A cell whose domain the last prune emptied: the next step is its dead end.
    emptied: Option<u16>,
    /// MAC: singletons to revise, from `head` on; `scanned` once the singletons the assignment
    /// left were queued.
    queue: Vec<u16>,
    head: usize,
    scanned: bool,
    /// Per cell: the depth of the decision that placed its digit, with [`PROPAGATED`] when
    /// propagation placed it at that depth (0 for givens).
    levels: Vec<u16>,
    /// Per cell: the depth of the latest elimination from its domain (MAC).
    elim: Vec<u16>,
    /// Per decision depth: its conflict set (`jump=cbj`).
    conf: Vec<DepthSet>,
    /// What is kept only to say why ([`Csp::pruned_by`], [`Csp::jump_set`]); boxed, so that
    /// the machine stays as small beside the other strategies' in an engine.
    why: Box<Why>,
}

/// What [`Csp`] keeps for the narration alone: nothing the search reads.
#[derive(Clone)]
struct Why {
    /// MAC: per cell and digit (`cell · side + digit − 1`), the singleton whose revision last
    /// pruned the digit from the cell: its cause for as long as it stays eliminated there.
    pruned_by: Vec<u16>,
    /// `jump=cbj`: the conflict set the last backtrack went by, the decision resumed included
    /// (empty when none is left to resume).
    jumped: DepthSet,
}

impl<const FULL: bool> Csp<FULL> {
    /// The composition.
    pub fn composition(&self) -> (Var, Val, Infer, bool) {
        (self.var, self.val, self.infer, self.cbj)
    }

    /// MAC: the singletons still to revise, in order.
    pub fn queue(&self) -> &[u16] {
        &self.queue[self.head.min(self.queue.len())..]
    }

    /// `jump=cbj`: the conflict set of the decision at `depth` (1-based), as decision depths
    /// ascending; empty without cbj.
    pub fn conflict_set(&self, depth: usize) -> Vec<u16> {
        let Some(s) = self.conf.get(depth).filter(|_| self.cbj) else {
            return Vec::new();
        };
        (1..depth)
            .filter(|&d| s[d / 64] & (1 << (d % 64)) != 0)
            .map(|d| d as u16)
            .collect()
    }

    /// `jump=cbj`: the conflict set the last backtrack (or backjump) went by, as decision
    /// depths ascending: the decisions that caused the dead end, the last of them the one
    /// resumed; empty without cbj or when no decision caused it.
    pub fn jump_set(&self) -> Vec<u16> {
        let s = &self.why.jumped;
        (1..SET_WORDS * 64)
            .filter(|&d| s[d / 64] & (1 << (d % 64)) != 0)
            .map(|d| d as u16)
            .collect()
    }

    /// MAC: the singleton whose revision pruned `digit` from `cell`, while it is eliminated
    /// there (`None` for a digit never pruned by a revision).
    pub fn pruned_by(&self, cell: usize, digit: u8) -> Option<u16> {
        let side = self.why.pruned_by.len() / self.levels.len();
        let by = *self
            .why
            .pruned_by
            .get(cell * side + usize::from(digit) - 1)?;
        (by != NO_CELL).then_some(by)
    }

    /// The empty cells with fewest values, ties by most empty peers, then row-major.
    fn fewest_with_degree(c: &Candidates) -> Option<(usize, u16)> {
        let g = c.geometry();
        let mut best: Option<(usize, u16, u32, usize)> = None;
        for cell in (0..g.cells).filter(|&x| c.value(x) == 0) {
            let m = c.of(cell);
            let n = m.count_ones();
            if best.is_some_and(|(_, _, bn, _)| n > bn) {
                continue;
            }
            let degree = Self::empty_peers(c, cell).count();
            if best.is_none_or(|(_, _, bn, bd)| n < bn || degree > bd) {
                best = Some((cell, m, n, degree));
            }
        }
        best.map(|(cell, m, _, _)| (cell, m))
    }

    fn empty_peers(c: &Candidates, cell: usize) -> impl Iterator<Item = usize> + '_ {
        c.geometry()
            .peers_of(cell)
            .iter()
            .map(|&p| p as usize)
            .filter(|&p| c.value(p) == 0)
    }

    /// The prunes of `digit` caused by `by`: its empty peers with the digit in their domain.
    fn prunes_of(&mut self, c: &Candidates, by: usize, digit: u8) {
        let bit = 1 << (digit - 1);
        self.prunes.clear();
        self.next_prune = 0;
        let peers = Self::empty_peers(c, by).filter(|&p| c.of(p) & bit != 0);
        self.prunes
            .extend(peers.map(|p| (p as u16, digit, by as u16)));
    }

    /// Why the digits missing from `cell`'s domain are missing, as decision depths up to
    /// `depth` (see the module documentation).
    fn explain(&self, c: &Candidates, cell: usize, depth: usize) -> DepthSet {
        let mut s = [0; SET_WORDS];
        let g = c.geometry();
        for v in digits(g.full & !c.of(cell)) {
            let by = g
                .peers_of(cell)
                .iter()
                .filter(|&&p| c.value(p.into()) == v)
                .map(|&p| self.levels[usize::from(p)])
                .min_by_key(|&l| ((l & !PROPAGATED), l & PROPAGATED));
            match by {
                Some(l) if l & PROPAGATED != 0 => add_prefix(&mut s, usize::from(l & !PROPAGATED)),
                Some(l) if l > 0 => add(&mut s, l.into()),
                Some(_) => {}
                None => add_prefix(&mut s, usize::from(self.elim[cell]).min(depth)),
            }
        }
        s
    }

    /// The number of empty peers of `cell` that have `bit` in their domain.
    fn constrains(c: &Candidates, cell: usize, bit: u16) -> usize {
        Self::empty_peers(c, cell)
            .filter(|&p| c.of(p) & bit != 0)
            .count()
    }

    /// The next prune, MAC revision or end of fc/mac inference.
    fn infer_step(&mut self, e: &mut dyn Eliminator) -> Propagation {
        if let Some(cell) = self.emptied {
            return Propagation::Contradiction(DeadEnd::NoCandidates { cell });
        }
        if let Some(&(cell, digit, by)) = self.prunes.get(self.next_prune) {
            self.next_prune += 1;
            let bit = 1 << (digit - 1);
            // An assignment's prunes are already made by its placement; a revision's are
            // eliminations, kept on the trail.
            if e.candidates().value(by.into()) == 0 {
                e.eliminate(cell.into(), bit);
                self.elim[usize::from(cell)] = self.depth;
                let side = e.candidates().geometry().side;
                self.why.pruned_by[usize::from(cell) * side + usize::from(digit) - 1] = by;
            }
            let c = e.candidates();
            let left = c.of(cell.into());
            if left == 0 {
                self.emptied = Some(cell);
            } else if self.infer == Infer::Mac
                && left & (left - 1) == 0
                && !self.queue[self.head..].contains(&cell)
            {
                self.queue.push(cell);
            }
            return Propagation::Prune {
                cell,
                digit,
                by,
                unit: c
                    .geometry()
                    .shared_unit(cell.into(), by.into())
                    .expect("a prune is caused by a peer"),
            };
        }
        if self.infer != Infer::Mac {
            return Propagation::Done;
        }
        let c = e.candidates();
        if !self.scanned {
            self.scanned = true;
            // Singletons the assignment left, in row-major order (those its prunes made were
            // queued as they were made).
            for cell in 0..c.geometry().cells {
                let m = c.of(cell);
                if c.value(cell) == 0
                    && m.count_ones() == 1
                    && Self::constrains(c, cell, m) > 0
                    && !self.queue[self.head..].contains(&(cell as u16))
                {
                    self.queue.push(cell as u16);
                }
            }
        }
        while let Some(&cell) = self.queue.get(self.head) {
            self.head += 1;
            let m = c.of(cell.into());
            if m.count_ones() == 1 && Self::constrains(c, cell.into(), m) > 0 {
                let digit = m.trailing_zeros() as u8 + 1;
                self.prunes_of(c, cell.into(), digit);
                let removed = self.prunes.len() as u16;
                return Propagation::Revise {
                    cell,
                    digit,
                    removed,
                };
            }
        }
        Propagation::Done
    }
}

impl<const FULL: bool> Policy for Csp<FULL> {
    const PROPAGATES: bool = FULL;
    const JUMPS: bool = FULL;
    const PARAMS: &'static [Spec] = PARAMS;

    /// A scan of the cells for the next variable, and of peers for inference.
    fn step_work(cells: usize) -> u64 {
        16 + 3 * cells as u64 / 4
    }

    fn new(start: &Candidates, values: &Values) -> Self {
        let var = match values.word(VAR.key) {
            Some("static") => Var::Static,
            Some("mrv") => Var::Mrv,
            Some("mrv-degree") => Var::MrvDegree,
            _ => Var::First,
        };
        let val = match values.word(VAL.key) {
            Some("random") => Val::Random(values.whole(SEED.key)),
            Some("lcv") => Val::Lcv,
            _ => Val::Ascending,
        };
        let infer = match values.word(INFER.key) {
            Some("fc") => Infer::Fc,
            Some("mac") => Infer::Mac,
            Some("singles") => Infer::Singles,
            _ => Infer::None,
        };
        let cells = start.geometry().cells;
        Csp {
            var,
            val,
            infer,
            cbj: values.word(JUMP.key) == Some("cbj"),
            // The cells a static order visits: the initially empty ones, by candidate count
            // (stable) or in row-major order.
            order: match var {
                Var::Static => FewestFirst::cells(start),
                Var::First => RowMajor::cells(start),
                Var::Mrv | Var::MrvDegree => Vec::new(),
            },
            depth: 0,
            prunes: Vec::new(),
            next_prune: 0,
            emptied: None,
            queue: Vec::new(),
            head: 0,
            scanned: false,
            levels: vec![0; cells],
            elim: vec![0; cells],
            conf: vec![[0; SET_WORDS]; cells + 1],
            why: Box::new(Why {
                pruned_by: vec![NO_CELL; cells * start.geometry().side],
                jumped: [0; SET_WORDS],
            }),
        }
    }

    #[inline(always)]
    fn select(&self, c: &Candidates, depth: usize) -> Option<(usize, u16)> {
        match self.var {
            // Only decisions fill cells unless singles are placed: the depth-th decision is
            // then on the depth-th cell of the order, found without a scan (as `backtracking`).
            Var::First | Var::Static if self.infer != Infer::Singles => self
                .order
                .get(depth)
                .map(|&x| (usize::from(x), c.of(usize::from(x)))),
            Var::First | Var::Static => self
                .order
                .iter()
                .map(|&x| usize::from(x))
                .find(|&x| c.value(x) == 0)
                .map(|x| (x, c.of(x))),
            Var::Mrv => fewest_candidates(c),
            Var::MrvDegree => Self::fewest_with_degree(c),
        }
    }

    fn choice(&self, c: &Candidates, cell: usize) -> Choice {
        match self.var {
            Var::First => Choice::RowOrder,
            Var::Static => Choice::SortedOrder,
            Var::Mrv | Var::MrvDegree => Choice::fewest(c, cell),
        }
    }

    #[inline(always)]
    fn pick(&self, c: &Candidates, cell: usize, remaining: u16, _tries: u64) -> u16 {
        match self.val {
            Val::Ascending => remaining & remaining.wrapping_neg(),
            Val::Random(seed) => {
                keyed_pick(seed, (cell as u64) << 16 | u64::from(remaining), remaining)
            }
            Val::Lcv => digits(remaining)
                .map(|d| 1u16 << (d - 1))
                .min_by_key(|&bit| Self::constrains(c, cell, bit))
                .expect("a decision tries a digit it has"),
        }
    }

    #[inline(always)]
    fn shuffles(&self) -> bool {
        self.val != Val::Ascending
    }

    fn start_propagation(&mut self) {
        self.emptied = None;
        self.queue.clear();
        self.head = 0;
        self.scanned = false;
    }

    fn assigned(&mut self, c: &Candidates, cell: usize, digit: u8, depth: usize) {
        self.depth = depth as u16;
        self.levels[cell] = depth as u16;
        if matches!(self.infer, Infer::Fc | Infer::Mac) {
            self.prunes_of(c, cell, digit);
        }
    }

    /// The candidates, and the digits of the assignment's prunes not reported yet: its
    /// placement already took them from the candidates, and each leaves the domain at its
    /// `prune` step. A revision's prunes are eliminations made at their step, so they are still
    /// in the candidates until then; prunes left over by a dead end stop counting once the
    /// backtrack empties the cell that caused them.
    fn domain(&self, c: &Candidates, cell: usize) -> u16 {
        let pending = self.prunes.get(self.next_prune..).unwrap_or_default();
        pending
            .iter()
            .filter(|&&(at, digit, by)| usize::from(at) == cell && c.value(by.into()) == digit)
            .fold(c.of(cell), |m, &(_, digit, _)| m | 1 << (digit - 1))
    }

    fn propagate(&mut self, e: &mut dyn Eliminator) -> Propagation {
        match self.infer {
            Infer::None => Propagation::Done,
            Infer::Singles => {
                let c = e.candidates();
                let found = naked_single(c)
                    .or_else(|| hidden_single(c))
                    .unwrap_or(Propagation::Done);
                if let Propagation::Place { cell, .. } = found {
                    self.levels[usize::from(cell)] = self.depth | PROPAGATED;
                }
                found
            }
            Infer::Fc | Infer::Mac => self.infer_step(e),
        }
    }

    fn jumps(&self) -> bool {
        self.cbj
    }

    fn opened(&mut self, c: &Candidates, cell: usize, depth: usize) {
        self.conf[depth] = self.explain(c, cell, depth - 1);
    }

    fn jump_target(&mut self, c: &Candidates, stack: &[Frame], cause: Option<DeadEnd>) -> usize {
        let depth = stack.len();
        let mut s = match cause {
            Some(DeadEnd::NoCandidates { cell }) => self.explain(c, cell.into(), depth),
            // A digit without a place, or a solution: every open decision.
            _ => {
                let mut s = [0; SET_WORDS];
                add_prefix(&mut s, depth);
                s
            }
        };
        loop {
            let to = latest(&s);
            self.why.jumped = s;
            if to == 0 {
                return 0;
            }
            s[to / 64] &= !(1 << (to % 64));
            for (a, b) in self.conf[to].iter_mut().zip(s) {
                *a |= b;
            }
            if stack[to - 1].remaining != 0 {
                return to;
            }
            s = self.conf[to];
        }
    }
}
