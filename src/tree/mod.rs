//! The search tree: every decision a depth-first search has made so far, one node per try,
//! recorded from the event stream while a page shows it.
//!
//! Nodes are stored in the order of their tries, which is the tree's pre-order: the subtree of
//! node `i` is the run of ids from `i` up to the next node not deeper than it. Each node holds
//! its parent, cell, digit, depth, the step of its try (`first`) and the step that ended it
//! (`last`: its solution, or the backtrack or next try of its decision that abandoned it;
//! [`OPEN`] while it is on the current path). A node changes once after its try, at its `last` step, so the tree at an
//! earlier step is the first `tries` nodes with every node ended after that step open again:
//! [`Tree::rewind_to`] restores it exactly from the machine's counters, without a log.
//!
//! The buffer is bounded ([`TREE_CAPACITY`] nodes of 24 bytes): past the bound the tree goes on
//! counting tries and ending the nodes it holds, but stores no new ones.
//!
//! A subtree is found without walking it: its end is the first try at or after its root's `last`
//! step ([`Tree::subtree_end`]), and whether it holds a solution is a look-up in the ids of the
//! solutions ([`Tree::solved_within`]), so that the drawing of a big tree ([`collapse`],
//! [`place`]) costs what it shows, not what it holds.

use crate::board::MAX_CELLS;
use crate::event::Event;

pub mod collapse;
pub mod layout;
mod node;
pub mod place;

pub(crate) use node::word_and_shift;
pub use node::{Node, NodeShift, NodeStatus, NodeWord, OPEN, ROOT};

/// Most nodes a tree stores (24 MB): past it, tries are counted, not stored.
pub const TREE_CAPACITY: usize = 1 << 20;

/// The recorded tree of one search.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tree {
    nodes: Vec<Node>,
    capacity: usize,
    /// Tries seen: stored or not.
    count: u64,
    /// Events seen.
    steps: u64,
    /// The depth of the deepest decision that has tried a digit, followed from the events (the
    /// machines settle their counters only at the end of a run, so the recorder inside the run
    /// cannot read them): a first try opens a depth, a backtrack goes back to one. The machine's
    /// depth, but between a select and its first try, which the recorder does not look at.
    depth: u32,
    /// Per depth (index depth − 1), the open stored node there, or [`ROOT`] for none: a fixed
    /// array, so that the recorder inside the step loop never looks at a vector's capacity.
    /// [`ROOT`] from `path_len` on, and no [`ROOT`] just before it, so equal trees are equal.
    path: [u32; MAX_CELLS],
    path_len: usize,
    /// The ids of the stored nodes that completed a solution, ascending: which subtrees hold a
    /// solution, answered by a binary search instead of a walk over their nodes.
    solutions: Vec<u32>,
}

impl Default for Tree {
    fn default() -> Tree {
        Tree::new(TREE_CAPACITY)
    }
}

impl Tree {
    /// An empty tree at step 0 that stores at most `capacity` nodes (at most [`TREE_CAPACITY`]).
    pub fn new(capacity: usize) -> Tree {
        Tree {
            nodes: Vec::new(),
            capacity: capacity.min(TREE_CAPACITY),
            count: 0,
            steps: 0,
            depth: 0,
            path: [ROOT; MAX_CELLS],
            path_len: 0,
            solutions: Vec::new(),
        }
    }

    /// The stored nodes, in the order of their tries.
    pub fn nodes(&self) -> &[Node] {
        &self.nodes
    }

    /// Tries recorded, stored or not: the machine's `tries`.
    pub fn count(&self) -> u64 {
        self.count
    }

    /// The step the tree is at.
    pub fn steps(&self) -> u64 {
        self.steps
    }

    /// The depth the tree follows: the machine's depth, but one less right after a select.
    pub fn depth(&self) -> u32 {
        self.depth
    }

    /// Most nodes stored.
    pub fn capacity(&self) -> usize {
        self.capacity
    }

    /// The current path's stored nodes by depth ([`ROOT`] where a depth has none stored or
    /// open), from depth 1.
    pub fn path(&self) -> &[u32] {
        &self.path[..self.path_len]
    }

    /// The ids of the stored nodes that completed a solution, ascending.
    pub fn solutions(&self) -> &[u32] {
        &self.solutions
    }

    /// The end of node `id`'s subtree: the ids from `id` up to the returned one (exclusive) are
    /// it and the tries below it. Every try made while a node stood is below it, so the subtree
    /// of an ended node is the tries before its `last` step (a binary search), and that of an
    /// open node runs to the newest stored try.
    pub fn subtree_end(&self, id: usize) -> usize {
        let Some(node) = self.nodes.get(id) else {
            return self.nodes.len();
        };
        if node.last == OPEN {
            return self.nodes.len();
        }
        id + 1 + self.nodes[id + 1..].partition_point(|n| n.first < node.last)
    }

    /// Whether a stored node from `from` to `to` (exclusive) completed a solution.
    pub fn solved_within(&self, from: usize, to: usize) -> bool {
        let at = self.solutions.partition_point(|&s| (s as usize) < from);
        self.solutions.get(at).is_some_and(|&s| (s as usize) < to)
    }

    /// Records one event (the machine's next step).
    pub fn observe(&mut self, event: &Event) {
        self.steps += 1;
        if Tree::changes(event) {
            self.observe_at(*event, self.steps);
        }
    }

    /// Whether `event` changes the tree, so that the step loop calls the recorder only for
    /// those: a try, a solution, a backtrack or backjump and the end. A dead end (or
    /// `brute-force`'s conflict) needs no call: the try it ends has no child, and is marked a
    /// dead end when the backtrack (or the next try) that follows ends it.
    #[inline(always)]
    pub(crate) fn changes(event: &Event) -> bool {
        matches!(
            event,
            Event::Try { .. }
                | Event::Solution
                | Event::Backtrack { .. }
                | Event::Backjump { .. }
                | Event::Exhausted
        )
    }

    /// Records `event`, the machine's step `step`. Inside a stepping loop the caller counts the
    /// steps in a local (and sets [`Tree::steps`] after the loop): a register, not a store.
    #[inline(never)]
    pub(crate) fn observe_at(&mut self, event: Event, step: u64) {
        match event {
            Event::Try {
                cell,
                digit,
                branch,
                ..
            } => self.add(cell, digit, branch, step),
            Event::Solution => self.end_solution(step),
            // A backjump goes back to its decision as a backtrack does, past the decisions it
            // skips (to 0: every decision, the search is over).
            Event::Backtrack { depth, .. } | Event::Backjump { to: depth, .. } => {
                self.end_from(depth.into(), step);
                self.depth = depth.into();
            }
            Event::Exhausted => {
                self.end_from(1, step);
                self.depth = 0;
            }
            _ => {}
        }
    }

    /// Sets the step the tree is at, after a loop that called [`Tree::observe_at`].
    pub(crate) fn set_steps(&mut self, steps: u64) {
        self.steps = steps;
    }

    /// Whether the buffer holds its bound: no try is stored any more.
    pub fn is_full(&self) -> bool {
        self.nodes.len() >= self.capacity
    }

    /// Moves the tree on to the machine's counters (`steps`, `tries`, `depth`, and `last`, the
    /// event that led there) over steps that ended no stored node and, past the bound, stored
    /// none: only what the tree counts changes, so the steps need not be looked at one by one.
    pub(crate) fn pass(&mut self, steps: u64, tries: u64, depth: u32, last: Option<Event>) {
        self.steps = steps;
        self.count = tries;
        self.follow(depth, last);
    }

    /// Takes the depth the tree follows from the machine's: one less right after a select.
    fn follow(&mut self, depth: u32, last: Option<Event>) {
        let selected = matches!(last, Some(Event::Select { .. } | Event::SelectPlace { .. }));
        self.depth = depth.saturating_sub(selected as u32);
    }

    /// A try at the deepest decision with a try, or the first try of a new one.
    fn add(&mut self, cell: u16, digit: u8, branch: u8, step: u64) {
        if branch == 1 {
            self.depth += 1;
        }
        let depth = (self.depth as usize).clamp(1, MAX_CELLS);
        if self.path_len >= depth {
            self.end_from(depth, step);
        }
        let id = self.count;
        self.count += 1;
        if self.nodes.len() < self.capacity {
            let parent = if depth >= 2 {
                self.path[depth - 2]
            } else {
                ROOT
            };
            self.nodes.push(Node {
                first: step,
                last: OPEN,
                parent,
                cell: cell as u8,
                digit,
                level: (depth - 1) as u8,
                status: NodeStatus::Open as u8,
            });
            self.path[depth - 1] = id as u32;
            self.path_len = depth;
        }
    }

    /// Ends the open node at the machine's depth as a solution, if one is stored there.
    fn end_solution(&mut self, step: u64) {
        let i = (self.depth as usize).wrapping_sub(1);
        if i < self.path_len && self.path[i] != ROOT {
            self.end(self.path[i], NodeStatus::Solution, step);
            self.solutions.push(self.path[i]);
            self.path[i] = ROOT;
            self.trim();
        }
    }

    /// Ends every open node at `depth` or deeper: a dead end if it is the last try (an open node
    /// with a later try has that try below it), else backtracked.
    fn end_from(&mut self, depth: usize, step: u64) {
        let from = depth.saturating_sub(1);
        while self.path_len > from {
            self.path_len -= 1;
            let id = std::mem::replace(&mut self.path[self.path_len], ROOT);
            if id != ROOT {
                let leaf = u64::from(id) + 1 == self.count;
                let status = if leaf {
                    NodeStatus::DeadEnd
                } else {
                    NodeStatus::Backtracked
                };
                self.end(id, status, step);
            }
        }
        self.trim();
    }

    fn end(&mut self, id: u32, status: NodeStatus, step: u64) {
        let node = &mut self.nodes[id as usize];
        node.last = step;
        node.status = status as u8;
    }

    fn trim(&mut self) {
        while self.path_len > 0 && self.path[self.path_len - 1] == ROOT {
            self.path_len -= 1;
        }
    }

    /// Makes the tree what it was at an earlier step, from the machine's state there: `steps`,
    /// `tries` and `depth` (its counters) and `last`, the event that led to it. Keeps the first
    /// `tries` nodes and opens again those ended after `steps`: they are the open ancestors of
    /// the last node kept, since a node open then was open at every later try up to then.
    pub fn rewind_to(&mut self, steps: u64, tries: u64, depth: u32, last: Option<Event>) {
        let keep = tries.min(self.capacity as u64) as usize;
        debug_assert!(
            keep <= self.nodes.len(),
            "a tree is only rewound, never advanced"
        );
        self.nodes.truncate(keep);
        self.count = tries;
        self.steps = steps;
        self.follow(depth, last);
        self.path = [ROOT; MAX_CELLS];
        self.path_len = 0;
        let mut id = keep.checked_sub(1).map_or(ROOT, |k| k as u32);
        while id != ROOT {
            let node = &mut self.nodes[id as usize];
            if node.last > steps {
                node.last = OPEN;
                node.status = NodeStatus::Open as u8;
                self.path_len = self.path_len.max(node.depth());
                self.path[node.level as usize] = id;
            }
            id = node.parent;
        }
        // Solutions are found in the order of their ids: those dropped or opened again are last.
        while let Some(&s) = self.solutions.last() {
            if (s as usize) < keep && self.nodes[s as usize].last != OPEN {
                break;
            }
            self.solutions.pop();
        }
    }
}
