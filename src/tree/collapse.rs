//! Which parts of a search tree the page draws, the way CP-Profiler keeps big trees readable:
//! a subtree that is finished (not on the current path) and holds no solution is one collapsed
//! part, drawn as a triangle labelled with its size; the current path and every subtree that
//! holds a solution stay expanded. Under one parent the failed siblings that follow each other
//! collapse together (a decision's earlier tries are one triangle, not one per digit). A click
//! opens a collapsed part: a run into its subtrees, a single subtree into its root and children.
//!
//! The work is bounded by the parts shown, not the nodes: a subtree's end is a binary search
//! ([`Tree::subtree_end`]) and whether it holds a solution another ([`Tree::solved_within`]), so a
//! million nodes lay out as fast as a hundred.

use std::mem::{offset_of, size_of};

use super::{NodeStatus, Tree, OPEN, ROOT};

/// Most parts a layout shows besides the current path and its children (those always show):
/// past it, subtrees that would open (holding a solution, or opened by a click) stay collapsed.
pub const MAX_PARTS: usize = 600;

/// The flag of a key that opens a run of failed siblings into its subtrees; a key without it is
/// the id of a failed node that opens into its root and children.
pub const RUN: u32 = 1 << 31;

/// What one part of the drawing is.
#[cfg_attr(target_arch = "wasm32", wasm_bindgen::prelude::wasm_bindgen)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum PartKind {
    /// The board before any decision (depth 0).
    Root = 0,
    /// A try on the current path.
    Open = 1,
    /// The decision the search is at when none of its tries stands (right after it was opened,
    /// or after a backtrack or backjump to it): where its next try goes.
    Pending = 2,
    /// A try that completed a solution.
    Solution = 3,
    /// A finished try drawn with its children: a solution lies below it, or it was opened.
    Searched = 4,
    /// A failed try with nothing below it.
    DeadEnd = 5,
    /// Failed subtrees collapsed into one triangle: finished, no solution, off the path.
    Failed = 6,
    /// A finished subtree holding a solution, collapsed only because the layout is at its bound
    /// ([`MAX_PARTS`]).
    Hidden = 7,
}

impl PartKind {
    /// Whether the part is drawn as a collapsed triangle.
    pub fn collapsed(self) -> bool {
        matches!(self, PartKind::Failed | PartKind::Hidden)
    }
}

/// The words of a [`Part`] as the page reads it (`Uint32Array` and `Float32Array` views):
/// exported to JavaScript (as `PartWord`), checked against the struct's own layout below.
#[cfg_attr(target_arch = "wasm32", wasm_bindgen::prelude::wasm_bindgen)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u32)]
pub enum PartWord {
    /// [`Part::first`].
    First = 0,
    /// [`Part::size`].
    Size = 1,
    /// [`Part::members`].
    Members = 2,
    /// [`Part::parent`].
    Parent = 3,
    /// [`Part::key`].
    Key = 4,
    /// [`Part::x`], an `f32`.
    X = 5,
    /// [`Part::depth`] in the low half, [`Part::kind`] above it (see [`PartShift::Kind`]).
    Depth = 6,
    /// Words per part.
    Words = 7,
}

/// Where [`Part::kind`] sits in the word [`PartWord::Depth`] (`depth | kind << 16`): exported to
/// JavaScript (as `PartShift`).
#[cfg_attr(target_arch = "wasm32", wasm_bindgen::prelude::wasm_bindgen)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u32)]
pub enum PartShift {
    /// [`Part::kind`].
    Kind = 16,
}

// The exported layout is the struct's: a change of `Part` that the enum misses does not build.
const _: () = {
    const fn at(offset: usize, word: PartWord) -> bool {
        super::word_and_shift(offset).0 == word as u32
    }
    assert!(at(offset_of!(Part, first), PartWord::First));
    assert!(at(offset_of!(Part, size), PartWord::Size));
    assert!(at(offset_of!(Part, members), PartWord::Members));
    assert!(at(offset_of!(Part, parent), PartWord::Parent));
    assert!(at(offset_of!(Part, key), PartWord::Key));
    assert!(at(offset_of!(Part, x), PartWord::X));
    assert!(at(offset_of!(Part, depth), PartWord::Depth));
    assert!(at(offset_of!(Part, kind), PartWord::Depth));
    assert!(super::word_and_shift(offset_of!(Part, kind)).1 == PartShift::Kind as u32);
    assert!(size_of::<Part>() == PartWord::Words as usize * 4);
};

/// One shape of the drawing, 28 bytes (`#[repr(C)]`, read by the page as typed-array views).
#[derive(Clone, Copy, Debug, PartialEq)]
#[repr(C)]
pub struct Part {
    /// The id of its first node (a run's first subtree); the next id for [`PartKind::Pending`],
    /// [`ROOT`] for the root.
    pub first: u32,
    /// The nodes it holds: a node's subtree, a run's subtrees together; 0 for the pending one.
    pub size: u32,
    /// The tries it stands for at its depth: 1 for a node, a run's subtrees.
    pub members: u32,
    /// The index of its parent part, or [`ROOT`] for the root.
    pub parent: u32,
    /// The key a click passes to open it ([`RUN`] set for a run), or [`ROOT`]: nothing opens.
    pub key: u32,
    /// Its centre from the drawing's left edge, in units of a node's width ([`crate::tree::place`]).
    pub x: f32,
    /// Its depth: 0 for the root.
    pub depth: u16,
    /// A [`PartKind`] as its number.
    pub kind: u8,
    /// Always 0 (the struct's padding, written so that equal parts are equal bytes).
    pub pad: u8,
}

impl Part {
    /// What the part is.
    pub fn kind(&self) -> PartKind {
        match self.kind {
            0 => PartKind::Root,
            1 => PartKind::Open,
            2 => PartKind::Pending,
            3 => PartKind::Solution,
            4 => PartKind::Searched,
            5 => PartKind::DeadEnd,
            6 => PartKind::Failed,
            _ => PartKind::Hidden,
        }
    }

    fn new(kind: PartKind, first: usize, size: usize, parent: usize, depth: usize) -> Part {
        Part {
            first: first as u32,
            size: size as u32,
            members: 1,
            parent: parent as u32,
            key: ROOT,
            x: 0.0,
            depth: depth as u16,
            kind: kind as u8,
            pad: 0,
        }
    }
}

/// Where the search is in the drawing: the part to keep in view.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Current {
    /// Its index in the parts.
    pub part: usize,
    /// The depth shown there: the machine's depth (its open decisions), when the stored path
    /// reaches it.
    pub depth: usize,
}

/// The parts of `tree` at a step where the machine has `depth` open decisions, into `out` (the
/// root first, every part after its parent, siblings in the order of their tries); `opened` is
/// the keys clicked open, ascending. Returns the part where the search is. `x` is left at 0
/// for [`crate::tree::place::place`].
pub fn collapse(tree: &Tree, depth: u32, opened: &[u32], out: &mut Vec<Part>) -> Current {
    out.clear();
    let stored = tree.nodes().len();
    let mut root = Part::new(PartKind::Root, ROOT as usize, stored, ROOT as usize, 0);
    root.first = ROOT;
    out.push(root);
    let path = tree.path().iter().take_while(|&&id| id != ROOT).count();
    // At a solution its try stands (its digit on the board, its node ended as the solution at
    // this very step): the search is at that node, its decision waits for no try.
    let solved = tree
        .solutions()
        .last()
        .map(|&s| s as usize)
        .filter(|&s| s + 1 == stored && tree.nodes()[s].last == tree.steps());
    // The decision at `depth` stands without a try when the stored path ends one short of it
    // (and every try is stored, so that the path is the whole path).
    let pending = solved.is_none() && depth as usize == path + 1 && stored as u64 == tree.count();
    let mut current = Current { part: 0, depth: 0 };
    // The path's parts open first, whatever the bound; then, breadth first, the others.
    let mut along = vec![(0usize, 0usize, stored)];
    let mut later = Vec::new();
    while let Some((part, from, to)) = along.pop() {
        let children = out.len();
        open(tree, opened, (part, from, to), out);
        for (i, p) in out.iter().enumerate().skip(children) {
            let below = (i, p.first as usize + 1, (p.first + p.size) as usize);
            match p.kind() {
                PartKind::Open => {
                    along.push(below);
                    current = Current {
                        part: i,
                        depth: p.depth.into(),
                    };
                }
                PartKind::Searched => later.push(below),
                _ => {}
            }
        }
        if pending && out[part].depth as usize == path {
            let mut next = Part::new(PartKind::Pending, stored, 0, part, path + 1);
            next.members = 0;
            out.push(next);
            current = Current {
                part: out.len() - 1,
                depth: path + 1,
            };
        }
    }
    if let Some(s) = solved {
        if let Some(i) = out
            .iter()
            .position(|p| p.kind() == PartKind::Solution && p.first as usize == s)
        {
            current = Current {
                part: i,
                depth: out[i].depth.into(),
            };
        }
    }
    let mut next = 0;
    while next < later.len() {
        let (part, from, to) = later[next];
        next += 1;
        let children = out.len();
        open(tree, opened, (part, from, to), out);
        if out.len() > MAX_PARTS {
            out.truncate(children);
            let p = &mut out[part];
            let solved = tree.solved_within(p.first as usize, to);
            p.kind = if solved {
                PartKind::Hidden
            } else {
                PartKind::Failed
            } as u8;
            p.key = if solved { ROOT } else { p.first };
            continue;
        }
        for (i, p) in out.iter().enumerate().skip(children) {
            if p.kind() == PartKind::Searched {
                later.push((i, p.first as usize + 1, (p.first + p.size) as usize));
            }
        }
    }
    current
}

/// Appends the parts of the children of part `parent`, whose subtree below it is the ids `from`
/// to `to`: each child's subtree is one jump, failed neighbours gather into runs.
fn open(
    tree: &Tree,
    opened: &[u32],
    (parent, from, to): (usize, usize, usize),
    out: &mut Vec<Part>,
) {
    let nodes = tree.nodes();
    let is_open = |key: u32| opened.binary_search(&key).is_ok();
    let depth = usize::from(out[parent].depth) + 1;
    // The failed siblings gathered so far: (first id, end, subtrees).
    let mut run: Option<(usize, usize, usize)> = None;
    let mut id = from;
    while id < to {
        let node = &nodes[id];
        let end = tree.subtree_end(id);
        let kind = if node.last == OPEN {
            Some(PartKind::Open)
        } else if node.status() == NodeStatus::Solution {
            Some(PartKind::Solution)
        } else if tree.solved_within(id, end) || is_open(id as u32) {
            Some(PartKind::Searched)
        } else {
            None
        };
        match (kind, run) {
            (None, Some((first, _, n))) => run = Some((first, end, n + 1)),
            (None, None) => run = Some((id, end, 1)),
            (Some(kind), _) => {
                if let Some(r) = run.take() {
                    failed(tree, r, is_open, (parent, depth), out);
                }
                out.push(Part::new(kind, id, end - id, parent, depth));
            }
        }
        id = end;
    }
    if let Some(r) = run {
        failed(tree, r, is_open, (parent, depth), out);
    }
}

/// Appends a run of failed siblings: one triangle, or its subtrees one by one once opened,
/// each a leaf or a triangle that opens into its root and children.
fn failed(
    tree: &Tree,
    (first, end, n): (usize, usize, usize),
    is_open: impl Fn(u32) -> bool,
    (parent, depth): (usize, usize),
    out: &mut Vec<Part>,
) {
    if n > 1 && !is_open(first as u32 | RUN) {
        let mut p = Part::new(PartKind::Failed, first, end - first, parent, depth);
        p.members = n as u32;
        p.key = first as u32 | RUN;
        out.push(p);
        return;
    }
    // The subtrees of a run follow each other, each ending where the next begins.
    let mut id = first;
    while id < end {
        let next = tree.subtree_end(id);
        let mut p = Part::new(PartKind::DeadEnd, id, next - id, parent, depth);
        if next - id > 1 {
            p.kind = PartKind::Failed as u8;
            p.key = id as u32;
        }
        out.push(p);
        id = next;
    }
}
