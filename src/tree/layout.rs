//! What the page draws of a tree, worked out here so that the page never walks a million nodes:
//! the icicle (a row per depth, each node as wide as its subtree, aggregated by pixel column)
//! and the depth over time (per pixel column of steps, the range of depths tried in it).

use super::{Node, NodeStatus, OPEN};

/// What one pixel of the icicle shows: the most telling node that covers it, by this order.
#[cfg_attr(target_arch = "wasm32", wasm_bindgen::prelude::wasm_bindgen)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
#[repr(u8)]
pub enum Shade {
    /// No node.
    Empty = 0,
    /// A subtree searched and abandoned.
    Backtracked = 1,
    /// A try that led straight to a dead end.
    DeadEnd = 2,
    /// A solution, or a try on the way to one.
    Solution = 3,
    /// A try on the current path.
    Path = 4,
}

/// The icicle of `nodes` in `width` columns: `width × rows` shades, row `d` for depth `d + 1`,
/// column `x` for the tries from `x · n / width` (n nodes). Returns the rows. Each node spans its
/// subtree, the ids from itself to the next node no deeper, so a row's nodes never overlap and
/// the work is the nodes plus the pixels filled.
pub fn icicle(nodes: &[Node], width: usize, out: &mut Vec<u8>) -> usize {
    out.clear();
    let rows = nodes.iter().map(|n| n.depth()).max().unwrap_or(0);
    if width == 0 || rows == 0 {
        return 0;
    }
    out.resize(width * rows, Shade::Empty as u8);
    let n = nodes.len() as u64;
    let col = |id: usize| (id as u64 * width as u64 / n) as usize;
    // The ancestors of the node being read, each with whether a solution lies below it.
    let mut stack: Vec<(usize, bool)> = Vec::with_capacity(rows);
    let paint = |out: &mut Vec<u8>, id: usize, end: usize, below: bool| {
        let node = &nodes[id];
        let shade = match node.status() {
            _ if node.last == OPEN => Shade::Path,
            NodeStatus::Solution => Shade::Solution,
            _ if below => Shade::Solution,
            NodeStatus::DeadEnd => Shade::DeadEnd,
            _ => Shade::Backtracked,
        } as u8;
        let (from, to) = (col(id), col(end).max(col(id) + 1).min(width));
        let row = &mut out[node.level as usize * width..][from..to];
        for px in row {
            *px = (*px).max(shade);
        }
        below || shade == Shade::Solution as u8
    };
    for (id, node) in nodes.iter().enumerate() {
        while let Some(&(top, below)) = stack.last() {
            if nodes[top].level < node.level {
                break;
            }
            stack.pop();
            let solved = paint(out, top, id, below);
            if let Some(parent) = stack.last_mut() {
                parent.1 |= solved;
            }
        }
        stack.push((id, false));
    }
    while let Some((top, below)) = stack.pop() {
        let solved = paint(out, top, nodes.len(), below);
        if let Some(parent) = stack.last_mut() {
            parent.1 |= solved;
        }
    }
    rows
}

/// The depth over time in `width` columns of the steps 1 to `steps`: per column the least and
/// the greatest depth of the tries made in it, two bytes each (`[lo, hi]` as `u16`s); a column
/// without a try repeats the depth of the last try before it; past the last stored try the
/// columns repeat it to the end when `complete` (every try is stored), else they stay 0.
pub fn depth_strip(nodes: &[Node], steps: u64, complete: bool, width: usize, out: &mut Vec<u16>) {
    out.clear();
    out.resize(2 * width, 0);
    if width == 0 || steps == 0 {
        return;
    }
    let col = |step: u64| ((step.saturating_sub(1)) * width as u64 / steps) as usize;
    let mut next = 0;
    let mut depth = 0;
    for node in nodes {
        let x = col(node.first).min(width - 1);
        for fill in next..x {
            out[2 * fill] = depth;
            out[2 * fill + 1] = depth;
        }
        depth = node.depth() as u16;
        if next <= x {
            out[2 * x] = depth;
            out[2 * x + 1] = depth;
            next = x + 1;
        } else {
            out[2 * x] = out[2 * x].min(depth);
            out[2 * x + 1] = out[2 * x + 1].max(depth);
        }
    }
    if complete {
        for fill in next..width {
            out[2 * fill] = depth;
            out[2 * fill + 1] = depth;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tree::ROOT;

    fn node(first: u64, last: u64, parent: u32, level: u8, status: NodeStatus) -> Node {
        Node {
            first,
            last,
            parent,
            cell: 0,
            digit: 1,
            level,
            status: status as u8,
        }
    }

    /// Two tries at depth 1: the first failed below (a dead end at depth 2), the second is
    /// open with a solved child.
    fn small() -> Vec<Node> {
        vec![
            node(1, 4, ROOT, 0, NodeStatus::Backtracked),
            node(2, 3, 0, 1, NodeStatus::DeadEnd),
            node(5, OPEN, ROOT, 0, NodeStatus::Open),
            node(6, 7, 2, 1, NodeStatus::Solution),
        ]
    }

    #[test]
    fn each_node_spans_its_subtree_in_its_row() {
        let mut out = Vec::new();
        assert_eq!(icicle(&small(), 8, &mut out), 2);
        let (b, d, s, p) = (1, 2, 3, 4);
        assert_eq!(out[..8], [b, b, b, b, p, p, p, p]);
        assert_eq!(out[8..], [0, 0, d, d, 0, 0, s, s]);
    }

    #[test]
    fn a_narrow_icicle_keeps_the_most_telling_shade() {
        let mut out = Vec::new();
        icicle(&small(), 1, &mut out);
        assert_eq!(out, [Shade::Path as u8, Shade::Solution as u8]);
        assert_eq!(icicle(&[], 10, &mut out), 0);
        assert!(out.is_empty());
    }

    #[test]
    fn the_depth_strip_ranges_the_tries_of_each_column() {
        let mut out = Vec::new();
        // Steps 1–8 in 4 columns of 2 steps: tries at steps 1, 2 (col 0), 5, 6 (col 2).
        depth_strip(&small(), 8, true, 4, &mut out);
        assert_eq!(out, [1, 2, 2, 2, 1, 2, 2, 2]);
        depth_strip(&small(), 8, false, 4, &mut out);
        assert_eq!(out[6..], [0, 0]);
    }
}
