//! The collapsed tree the page draws: a part is collapsed exactly when its subtrees are finished,
//! hold no solution and are off the current path; the parts hold every stored node once; the
//! search's part is at the machine's depth; opening a collapsed part expands exactly it; a tree
//! of 10⁵ tries is a few dozen parts; the layout never overlaps two parts of one depth.
#![cfg(not(target_arch = "wasm32"))]

use sudoku_stepper::tree::collapse::{collapse, Part, PartKind, RUN};
use sudoku_stepper::tree::place::{place, GAP, TRIANGLE};
use sudoku_stepper::tree::{NodeStatus, Tree, OPEN, ROOT, TREE_CAPACITY};
use sudoku_stepper::{Board, Engine, Event, History, Stepper, Strategy};

/// Platinum Blonde without its first two givens (as tests/tree.rs).
const HARD: &str =
    ".................3..23..4....18....5.6..7.8.......9.....85.....9...4.5..47...6...";
/// 27 solutions: the search goes on past them.
const CZECH: &str =
    "003870500000002180049651030006000053050000072072305010200068000000020000030510000";
/// A 4×4 board with several solutions.
const SMALL: &str = "1...............";
/// A 16×16 board with four givens in its first row (as tests/tree.rs): a path up to 252 deep.
fn big() -> String {
    format!("1...5...9...D...{}", ".".repeat(240))
}

fn recording(puzzle: &str, strategy: Strategy) -> History<Engine> {
    let board = Board::parse(puzzle).unwrap();
    let mut h = History::new(Engine::new(&board, strategy).unwrap());
    h.record_tree(Some(TREE_CAPACITY));
    h
}

fn parts(h: &History<Engine>, opened: &[u32]) -> (Vec<Part>, usize) {
    let mut out = Vec::new();
    let current = collapse(h.tree().unwrap(), h.counters().depth, opened, &mut out);
    (out, current.part)
}

/// What must hold of the parts of `t`, opened or not: each stored node in exactly one part,
/// parents before children at one depth less, and the collapse rule.
fn check(t: &Tree, parts: &[Part], opened: &[u32]) {
    let nodes = t.nodes();
    let mut covered = vec![0u8; nodes.len()];
    let finished_failed = |from: usize, to: usize| {
        nodes[from..to]
            .iter()
            .all(|n| n.last != OPEN && n.status() != NodeStatus::Solution)
    };
    assert_eq!(parts[0].kind(), PartKind::Root);
    assert_eq!(parts[0].size as usize, nodes.len());
    for (i, p) in parts.iter().enumerate().skip(1) {
        assert!((p.parent as usize) < i);
        assert_eq!(parts[p.parent as usize].depth + 1, p.depth);
        let (from, to) = (p.first as usize, (p.first + p.size) as usize);
        match p.kind() {
            PartKind::Open | PartKind::Searched => {
                covered[from] += 1;
                assert_eq!(t.subtree_end(from), to, "a node's part is its subtree");
            }
            PartKind::Pending => assert_eq!(p.size, 0),
            _ => covered[from..to].iter_mut().for_each(|c| *c += 1),
        }
        if p.kind() != PartKind::Pending {
            assert_eq!(usize::from(p.depth), nodes[from].depth());
        }
        let collapsible = p.kind() != PartKind::Pending && finished_failed(from, to);
        match p.kind() {
            PartKind::Failed | PartKind::DeadEnd => {
                assert!(
                    collapsible,
                    "a collapsed part is finished, failed, off the path"
                )
            }
            PartKind::Searched => assert!(
                !collapsible || opened.contains(&p.first),
                "an expanded finished try holds a solution, or was opened"
            ),
            PartKind::Open => assert_eq!(nodes[from].last, OPEN),
            PartKind::Solution => assert_eq!(nodes[from].status(), NodeStatus::Solution),
            PartKind::Root | PartKind::Pending | PartKind::Hidden => {}
        }
        if p.kind() == PartKind::DeadEnd {
            assert_eq!(p.size, 1);
        }
    }
    assert!(
        covered.iter().all(|&c| c == 1),
        "every node in exactly one part"
    );
    let open: Vec<u32> = parts
        .iter()
        .filter(|p| p.kind() == PartKind::Open)
        .map(|p| p.first)
        .collect();
    let path: Vec<u32> = t.path().iter().copied().filter(|&i| i != ROOT).collect();
    assert_eq!(open, path, "the current path is expanded");
}

#[test]
fn collapsed_exactly_when_finished_failed_and_off_the_path_and_every_node_counted_once() {
    for puzzle in [HARD, CZECH, SMALL, &big()] {
        for strategy in Strategy::ALL.into_iter().filter(|s| s.is_exact()) {
            let mut h = recording(puzzle, strategy);
            for steps in [1, 10, 200, 5_000, 40_000] {
                h.seek(steps);
                let (p, _) = parts(&h, &[]);
                check(h.tree().unwrap(), &p, &[]);
                // Each failed part is a maximal run: its neighbours under one parent are not
                // failed runs themselves.
                for w in p.windows(2) {
                    let both = w.iter().all(|q| q.kind() == PartKind::Failed);
                    assert!(!(both && w[0].parent == w[1].parent && w[0].key & RUN != 0));
                }
            }
        }
    }
}

#[test]
fn the_search_is_at_the_machines_depth_at_every_step() {
    for strategy in Strategy::ALL.into_iter().filter(|s| s.is_exact()) {
        let mut h = recording(HARD, strategy);
        for _ in 0..3_000 {
            h.step();
            let (p, current) = parts(&h, &[]);
            assert_eq!(
                u32::from(p[current].depth),
                h.counters().depth,
                "{strategy} at step {}: after {:?}",
                h.counters().steps,
                h.last_event()
            );
        }
    }
}

#[test]
fn at_a_solution_the_search_is_at_its_try_and_no_decision_waits() {
    for strategy in Strategy::ALL.into_iter().filter(|s| s.is_exact()) {
        let mut h = recording(CZECH, strategy);
        let mut solutions = 0;
        for _ in 0..5_000 {
            if h.current().is_done() {
                break;
            }
            h.step();
            let (p, current) = parts(&h, &[]);
            let waiting = p.iter().any(|x| x.kind() == PartKind::Pending);
            if h.last_event() == Some(Event::Solution) {
                solutions += 1;
                let newest = h.tree().unwrap().nodes().len() - 1;
                assert_eq!(p[current].kind(), PartKind::Solution, "{strategy}");
                assert_eq!(p[current].first as usize, newest, "{strategy}");
                assert!(!waiting, "{strategy}: its try stands");
            }
        }
        assert!(solutions > 0, "{strategy} found a solution");
    }
}

#[test]
fn opening_a_collapsed_part_expands_exactly_it() {
    let mut h = recording(HARD, Strategy::Backtracking);
    h.seek(60_000);
    let (before, _) = parts(&h, &[]);
    let key_of = |p: &&Part| (p.kind, p.first, p.size, p.members, p.depth);
    let mut tried = 0;
    for target in before.iter().filter(|p| p.kind() == PartKind::Failed) {
        let opened = [target.key];
        let (after, _) = parts(&h, &opened);
        check(h.tree().unwrap(), &after, &opened);
        let range = target.first..target.first + target.size;
        // Outside the part opened, the same parts; inside, what it holds, one level finer.
        let outside = |ps: &[Part]| {
            let mut v: Vec<_> = ps
                .iter()
                .filter(|p| !range.contains(&p.first))
                .map(|p| key_of(&p))
                .collect();
            v.sort_by_key(|k| (k.1, k.4));
            v
        };
        assert_eq!(outside(&before), outside(&after));
        let inside: Vec<&Part> = after.iter().filter(|p| range.contains(&p.first)).collect();
        if target.key & RUN != 0 {
            assert_eq!(
                inside.len(),
                target.members as usize,
                "a run opens into its tries"
            );
            assert!(inside.iter().all(|p| p.depth == target.depth));
        } else {
            assert_eq!(
                inside[0].kind(),
                PartKind::Searched,
                "a try opens into itself"
            );
            assert!(inside[1..].iter().all(|p| p.depth == target.depth + 1));
        }
        assert!(inside.iter().all(|p| p.kind().collapsed()
            || p.kind() == PartKind::DeadEnd
            || p.kind() == PartKind::Searched));
        tried += 1;
    }
    assert!(tried > 5, "{tried} collapsed parts opened");
}

#[test]
fn a_tree_of_a_hundred_thousand_tries_is_a_few_dozen_parts_that_never_overlap() {
    let mut h = recording(HARD, Strategy::Backtracking);
    h.skip(400_000, false);
    let t = h.tree().unwrap();
    assert!(t.count() > 100_000, "{} tries", t.count());
    let (mut p, current) = parts(&h, &[]);
    check(t, &p, &[]);
    let path = t.path().len();
    eprintln!("{} tries: {} parts, path {}", t.count(), p.len(), path);
    assert!(
        p.len() <= 2 * path + 2,
        "{} parts for a path of {path}",
        p.len()
    );
    let width = place(&mut p, current);
    let half = |q: &Part| {
        if q.kind().collapsed() {
            TRIANGLE / 2.0
        } else {
            0.5
        }
    };
    for a in &p {
        assert!(a.x - half(a) >= -1e-4 && a.x + half(a) <= width + 1e-4);
        for b in &p {
            if a.depth == b.depth && a.x < b.x {
                assert!(b.x - half(b) - (a.x + half(a)) >= GAP - 1e-4, "{a:?} {b:?}");
            }
        }
    }
    // The current path is one vertical line.
    let xs: Vec<f32> = p
        .iter()
        .filter(|q| {
            matches!(
                q.kind(),
                PartKind::Open | PartKind::Pending | PartKind::Root
            )
        })
        .map(|q| q.x)
        .collect();
    assert!(xs.windows(2).all(|w| w[0] == w[1]));
}
