//! The depth-first stepper shared by `brute-force`, `backtracking`, `sorted-cells`, `mrv`,
//! `singles` and `lookahead`; a [`Policy`] supplies the choices that differ.

use crate::board::Board;
use crate::candidates::Candidates;
use crate::event::{Counters, DeadEnd, Event};
use crate::policy::{Eliminator, Policy, Propagation};
use crate::stepper::{Frame, Mark, Stepper};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    Propagate,
    Select,
    Try,
    Conflict { peer: u16 },
    DeadEnd(DeadEnd),
    Backtrack,
    Done,
}

/// Candidates plus the trails that undo placements and eliminations.
#[derive(Clone)]
struct State {
    cands: Candidates,
    placed: Vec<u16>,
    eliminated: Vec<(u16, u16)>,
}

impl State {
    #[inline(always)]
    fn mark(&self) -> Mark {
        Mark { placed: self.placed.len() as u32, eliminated: self.eliminated.len() as u32 }
    }

    #[inline(always)]
    fn place(&mut self, cell: usize, digit: u8) {
        self.cands.place(cell, digit);
        self.placed.push(cell as u16);
    }

    #[inline(always)]
    fn undo_to(&mut self, mark: Mark, cleared: &mut Vec<u16>) {
        while self.placed.len() > mark.placed as usize {
            let cell = self.placed.pop().expect("trail longer than mark");
            self.cands.unplace(cell as usize);
            cleared.push(cell);
        }
        while self.eliminated.len() > mark.eliminated as usize {
            let (cell, mask) = self.eliminated.pop().expect("trail longer than mark");
            self.cands.restore(cell as usize, mask);
        }
    }
}

impl Eliminator for State {
    fn eliminate(&mut self, cell: usize, mask: u16) {
        self.cands.eliminate(cell, mask);
        self.eliminated.push((cell as u16, mask));
    }
    fn candidates(&self) -> &Candidates {
        &self.cands
    }
}

/// A depth-first search as a state machine with an explicit stack of [`Frame`]s.
#[derive(Clone)]
pub struct Dfs<P: Policy> {
    policy: P,
    state: State,
    stack: Vec<Frame>,
    phase: Phase,
    counters: Counters,
    cleared: Vec<u16>,
}

impl<P: Policy> Dfs<P> {
    /// A search of `board`, which must have no givens in conflict.
    pub fn new(board: &Board) -> Dfs<P> {
        let cands = Candidates::new(board);
        let cells = board.geometry().cells;
        let mut policy = P::new(&cands);
        policy.start_propagation();
        Dfs {
            policy,
            state: State {
                cands,
                placed: Vec::with_capacity(cells),
                eliminated: Vec::with_capacity(cells),
            },
            stack: Vec::with_capacity(cells),
            phase: if P::PROPAGATES { Phase::Propagate } else { Phase::Select },
            counters: Counters::default(),
            cleared: Vec::with_capacity(cells),
        }
    }

    /// The candidates as the search has them now.
    pub fn state(&self) -> &Candidates {
        &self.state.cands
    }

    #[inline(always)]
    fn advance(&mut self) -> Event {
        loop {
            match self.phase {
                Phase::Select => {
                    let Some((cell, digits)) = self.policy.select(&self.state.cands, self.stack.len())
                    else {
                        self.phase = Phase::Backtrack;
                        return Event::Solution;
                    };
                    if digits == 0 {
                        self.phase = Phase::Backtrack;
                        return Event::DeadEnd(DeadEnd::NoCandidates { cell: cell as u16 });
                    }
                    self.stack.push(Frame {
                        cell: cell as u16,
                        digit: 0,
                        branch: 0,
                        of: digits.count_ones() as u8,
                        remaining: digits,
                        mark: self.state.mark(),
                    });
                    self.phase = Phase::Try;
                    return Event::Select {
                        cell: cell as u16,
                        candidates: digits,
                        depth: self.stack.len() as u16,
                    };
                }
                Phase::Try => {
                    let f = self.stack.last_mut().expect("Try needs an open decision");
                    let digit = f.remaining.trailing_zeros() as u8 + 1;
                    f.remaining &= f.remaining - 1;
                    f.branch += 1;
                    f.digit = digit;
                    let (cell, branch, of) = (f.cell, f.branch, f.of);
                    let event = Event::Try { cell, digit, branch, of };
                    if P::WRITE_THEN_CHECK {
                        if let Some(peer) = self.state.cands.clash(cell as usize, digit) {
                            self.state.cands.write_raw(cell as usize, digit);
                            self.phase = Phase::Conflict { peer: peer as u16 };
                            return event;
                        }
                    }
                    self.state.place(cell as usize, digit);
                    if P::PROPAGATES {
                        self.policy.start_propagation();
                        self.phase = Phase::Propagate;
                    } else {
                        self.phase = Phase::Select;
                    }
                    return event;
                }
                Phase::Propagate => match self.policy.propagate(&mut self.state) {
                    Propagation::Place { cell, digit, reason } => {
                        self.state.place(cell as usize, digit);
                        return Event::Propagate { cell, digit, reason };
                    }
                    Propagation::Filtered { removed } => return Event::Filter { removed },
                    Propagation::Contradiction(why) => {
                        self.phase = Phase::Backtrack;
                        return Event::DeadEnd(why);
                    }
                    Propagation::Done => self.phase = Phase::Select,
                },
                Phase::Conflict { peer } => {
                    let f = self.stack.last().expect("Conflict needs an open decision");
                    let (cell, digit) = (f.cell, f.digit);
                    self.state.cands.write_raw(cell as usize, 0);
                    self.phase = if f.remaining == 0 {
                        Phase::DeadEnd(DeadEnd::NoCandidates { cell })
                    } else {
                        Phase::Try
                    };
                    return Event::Conflict { cell, digit, peer };
                }
                Phase::DeadEnd(why) => {
                    self.phase = Phase::Backtrack;
                    return Event::DeadEnd(why);
                }
                Phase::Backtrack => {
                    self.cleared.clear();
                    while let Some(f) = self.stack.last() {
                        let (mark, remaining) = (f.mark, f.remaining);
                        self.state.undo_to(mark, &mut self.cleared);
                        if remaining != 0 {
                            self.phase = Phase::Try;
                            return Event::Backtrack {
                                depth: self.stack.len() as u16,
                                cleared: self.cleared.len() as u16,
                            };
                        }
                        self.stack.pop();
                    }
                    self.phase = Phase::Done;
                    return Event::Exhausted;
                }
                Phase::Done => return Event::Exhausted,
            }
        }
    }
}

impl<P: Policy> Stepper for Dfs<P> {
    #[inline(always)]
    fn step(&mut self) -> Event {
        if self.phase == Phase::Done {
            return Event::Exhausted;
        }
        let event = self.advance();
        self.counters.record(&event, self.stack.len());
        event
    }

    fn counters(&self) -> &Counters {
        &self.counters
    }

    fn board(&self) -> Board {
        self.state.cands.board()
    }

    fn values(&self) -> &[u8] {
        self.state.cands.values()
    }

    fn candidates(&self, cell: usize) -> u16 {
        self.state.cands.of(cell)
    }

    fn stack(&self) -> &[Frame] {
        &self.stack
    }

    fn backup(&self, depth: usize) -> Option<Board> {
        let frame = self.stack.get(depth.checked_sub(1)?)?;
        let mut board = self.board();
        for &cell in &self.state.placed[frame.mark.placed as usize..] {
            board.set(cell as usize, 0);
        }
        if let Phase::Conflict { .. } = self.phase {
            board.set(self.stack.last()?.cell as usize, 0);
        }
        Some(board)
    }

    fn cleared(&self) -> &[u16] {
        &self.cleared
    }

    #[inline(always)]
    fn is_done(&self) -> bool {
        self.phase == Phase::Done
    }
}
