//! Where the parts of a collapsed tree ([`crate::tree::collapse`]) go: a tidy layout in the
//! manner of Reingold and Tilford, as Gist and CP-Profiler draw search trees. Each subtree keeps
//! its contour (its leftmost and rightmost extent per depth); a subtree is set as close to its
//! left neighbours as their contours allow, and a parent stands over the middle of its children,
//! or straight over the child that leads to where the search is, so that the current path reads
//! as one vertical line with the failed subtrees hanging off its left.
//!
//! Units: a node is 1 wide, a collapsed triangle [`TRIANGLE`] wide, neighbours at least [`GAP`]
//! apart; each part fills one row of the depth it is at.

use super::collapse::Part;
use super::ROOT;

/// A collapsed triangle's width, in node widths (room for its size under it).
pub const TRIANGLE: f32 = 3.0;

/// The least room between two neighbours at one depth.
pub const GAP: f32 = 0.5;

/// Half the width of a part.
fn half(p: &Part) -> f32 {
    if p.kind().collapsed() {
        TRIANGLE / 2.0
    } else {
        0.5
    }
}

/// Sets every part's `x` (its centre, the leftmost extent at 0) and returns the drawing's
/// width. `parts` is as [`crate::tree::collapse::collapse`] lays them out: the root first, each
/// part after its parent, siblings in order. `leads` is the part the search is at: its
/// ancestors stand straight over their child towards it.
pub fn place(parts: &mut [Part], leads: usize) -> f32 {
    let n = parts.len();
    if n == 0 {
        return 0.0;
    }
    // Each part's children, in order (siblings are appended in order).
    let mut children: Vec<Vec<usize>> = vec![Vec::new(); n];
    for i in 1..n {
        children[parts[i].parent as usize].push(i);
    }
    let mut on_path = vec![false; n];
    let mut at = leads.min(n - 1);
    while at != ROOT as usize {
        on_path[at] = true;
        at = parts[at].parent as usize;
    }
    // Each part's offset from its parent, and its subtree's contour relative to itself: per
    // depth from its own, the leftmost and the rightmost extent. Parents come before their
    // children, so the reverse order visits every child before its parent.
    let mut offset = vec![0.0f32; n];
    let mut contours: Vec<Vec<(f32, f32)>> = vec![Vec::new(); n];
    for i in (0..n).rev() {
        let h = half(&parts[i]);
        let kids = &children[i];
        if kids.is_empty() {
            contours[i] = vec![(-h, h)];
            continue;
        }
        // The children side by side, the first at 0: `acc` is their contour so far.
        let mut acc = std::mem::take(&mut contours[kids[0]]);
        let mut shifts = vec![0.0f32; kids.len()];
        for (k, &c) in kids.iter().enumerate().skip(1) {
            let next = std::mem::take(&mut contours[c]);
            let shift = acc
                .iter()
                .zip(&next)
                .map(|(a, b)| a.1 - b.0 + GAP)
                .fold(f32::MIN, f32::max);
            shifts[k] = shift;
            for (d, b) in next.iter().enumerate() {
                match acc.get_mut(d) {
                    Some(a) => a.1 = b.1 + shift,
                    None => acc.push((b.0 + shift, b.1 + shift)),
                }
            }
        }
        let toward = kids.iter().position(|&c| on_path[c]);
        let centre = match toward {
            Some(k) => shifts[k],
            None => (shifts[0] + shifts[kids.len() - 1]) / 2.0,
        };
        for (k, &c) in kids.iter().enumerate() {
            offset[c] = shifts[k] - centre;
        }
        let mut own = Vec::with_capacity(acc.len() + 1);
        own.push((-h, h));
        own.extend(acc.iter().map(|&(l, r)| (l - centre, r - centre)));
        contours[i] = own;
    }
    let left = contours[0].iter().map(|c| c.0).fold(0.0f32, f32::min);
    let right = contours[0].iter().map(|c| c.1).fold(0.0f32, f32::max);
    parts[0].x = -left;
    for i in 1..n {
        parts[i].x = parts[parts[i].parent as usize].x + offset[i];
    }
    right - left
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tree::collapse::PartKind;

    fn part(kind: PartKind, parent: u32, depth: u16) -> Part {
        Part {
            first: 0,
            size: 1,
            members: 1,
            parent,
            key: ROOT,
            x: 0.0,
            depth,
            kind: kind as u8,
            pad: 0,
        }
    }

    #[test]
    fn the_path_is_straight_and_failed_subtrees_hang_off_its_left() {
        // root → [triangle, open → [triangle, open]]
        let mut parts = vec![
            part(PartKind::Root, ROOT, 0),
            part(PartKind::Failed, 0, 1),
            part(PartKind::Open, 0, 1),
            part(PartKind::Failed, 2, 2),
            part(PartKind::Open, 2, 2),
        ];
        let width = place(&mut parts, 4);
        assert_eq!(parts[0].x, parts[2].x);
        assert_eq!(parts[2].x, parts[4].x);
        assert!(parts[1].x + TRIANGLE / 2.0 + GAP <= parts[2].x - 0.5);
        // The second triangle is a row lower: it may stand under the first.
        assert_eq!(parts[1].x, parts[3].x);
        assert_eq!(parts[1].x - TRIANGLE / 2.0, 0.0);
        assert_eq!(width, TRIANGLE + GAP + 1.0);
    }

    #[test]
    fn a_parent_off_the_path_stands_over_the_middle_of_its_children_which_never_overlap() {
        // root → [searched → [dead, dead, triangle], open]
        let mut parts = vec![
            part(PartKind::Root, ROOT, 0),
            part(PartKind::Searched, 0, 1),
            part(PartKind::Open, 0, 1),
            part(PartKind::DeadEnd, 1, 2),
            part(PartKind::DeadEnd, 1, 2),
            part(PartKind::Failed, 1, 2),
        ];
        place(&mut parts, 2);
        assert_eq!(parts[1].x, (parts[3].x + parts[5].x) / 2.0);
        assert_eq!(parts[4].x - parts[3].x, 1.0 + GAP);
        assert_eq!(parts[5].x - parts[4].x, 0.5 + GAP + TRIANGLE / 2.0);
        assert_eq!(parts[0].x, parts[2].x);
        assert!(parts[2].x - parts[1].x >= 1.0 + GAP);
    }
}
