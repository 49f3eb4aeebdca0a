//! The search tree: a node per try for every depth-first strategy, `brute-force` and `dlx`
//! included; stepping back rewinds it to exactly what a fresh run records; the bound stores the
//! first nodes and keeps counting; a subtree's end and its solutions are found without a walk.
// Native only, as tests/history.rs: proptest does not build for wasm32.
#![cfg(not(target_arch = "wasm32"))]

use proptest::prelude::*;
use sudoku_stepper::tree::{NodeStatus, Tree, OPEN, ROOT, TREE_CAPACITY};
use sudoku_stepper::{Board, Engine, Event, History, Params, Stepper, Strategy};

/// Platinum Blonde without its first two givens (as tests/history.rs): every strategy guesses
/// and backtracks for well over a checkpoint slot.
const HARD: &str =
    ".................3..23..4....18....5.6..7.8.......9.....85.....9...4.5..47...6...";
/// A 4×4 board with several solutions: the search goes on past its solutions to the end.
const SMALL: &str = "1...............";
/// A 16×16 board with four givens in its first row.
fn big() -> String {
    format!("1...5...9...D...{}", ".".repeat(240))
}

fn exact() -> impl Iterator<Item = Strategy> {
    Strategy::ALL.into_iter().filter(|s| s.is_exact())
}

fn recording(puzzle: &str, strategy: Strategy, capacity: usize) -> History<Engine> {
    let board = Board::parse(puzzle).unwrap();
    let mut h = History::new(Engine::new(&board, strategy).unwrap());
    h.record_tree(Some(capacity));
    h
}

fn tree(h: &History<Engine>) -> &Tree {
    h.tree().expect("recording")
}

/// What must hold of a tree at any step: a node per try, depth and steps as the machine has
/// them, parents before children one level up, open nodes exactly the path.
fn check(h: &History<Engine>) {
    let (t, c) = (tree(h), h.counters());
    assert_eq!(t.count(), c.tries, "a node per try");
    assert_eq!(t.steps(), c.steps);
    let selected = matches!(
        h.last_event(),
        Some(Event::Select { .. } | Event::SelectPlace { .. })
    );
    assert_eq!(
        t.depth() + selected as u32,
        c.depth,
        "depth followed from the events"
    );
    assert_eq!(t.nodes().len() as u64, c.tries.min(t.capacity() as u64));
    let mut open = Vec::new();
    for (id, n) in t.nodes().iter().enumerate() {
        assert!(n.first <= c.steps && (n.last == OPEN || n.first < n.last && n.last <= c.steps));
        assert_eq!(n.last == OPEN, n.status() == NodeStatus::Open);
        if n.parent == ROOT {
            assert_eq!(n.depth(), 1);
        } else {
            assert!((n.parent as usize) < id);
            assert_eq!(t.nodes()[n.parent as usize].depth() + 1, n.depth());
        }
        if n.last == OPEN {
            open.push(id as u32);
        }
    }
    let path: Vec<u32> = t.path().iter().copied().filter(|&i| i != ROOT).collect();
    assert_eq!(path, open, "the open nodes are the path");
    let solved: Vec<u32> = (0..t.nodes().len() as u32)
        .filter(|&id| t.nodes()[id as usize].status() == NodeStatus::Solution)
        .collect();
    assert_eq!(t.solutions(), solved, "the solutions' ids");
    for id in 0..t.nodes().len() {
        let end = t.subtree_end(id);
        let below = &t.nodes()[id + 1..end];
        assert!(below.iter().all(|n| n.depth() > t.nodes()[id].depth()));
        assert!(t
            .nodes()
            .get(end)
            .is_none_or(|n| n.depth() <= t.nodes()[id].depth()));
    }
}

#[test]
fn a_node_per_try_at_every_step_for_every_exact_strategy() {
    for puzzle in [HARD, SMALL, &big()] {
        for strategy in exact() {
            let mut h = recording(puzzle, strategy, TREE_CAPACITY);
            for _ in 0..3_000 {
                if h.current().is_done() {
                    break;
                }
                h.step();
                check(&h);
            }
            assert!(tree(&h).count() > 0, "{strategy} tried something");
        }
    }
}

#[test]
fn a_backjump_goes_back_in_the_tree_as_in_the_search() {
    // `csp` with conflict-directed backjumping: each try is a node at the machine's depth, the
    // backjumped decisions' nodes ended, whatever the orders.
    let mut past = 0;
    for params in ["jump=cbj", "var=static jump=cbj", "val=lcv jump=cbj"] {
        let board = Board::parse(HARD).unwrap();
        let engine =
            Engine::with_params(&board, Strategy::Csp, &Params::parse(params).unwrap()).unwrap();
        let mut h = History::new(engine);
        h.record_tree(Some(TREE_CAPACITY));
        let mut jumps = 0;
        for _ in 0..3_000 {
            if h.current().is_done() {
                break;
            }
            h.step();
            check(&h);
            match h.last_event() {
                Some(Event::Backjump { to, from, .. }) => {
                    jumps += 1;
                    past += usize::from(to + 1 < from);
                }
                Some(Event::Try { .. }) => {
                    let newest = tree(&h).nodes().last().unwrap();
                    assert_eq!(newest.depth() as u32, h.counters().depth, "{params}");
                }
                _ => {}
            }
        }
        assert!(jumps > 0, "{params}: a backjump");
    }
    assert!(past > 0, "a backjump past a decision");
}

#[test]
fn chunks_record_the_same_tree_as_single_steps() {
    for strategy in exact() {
        let mut one = recording(HARD, strategy, TREE_CAPACITY);
        let mut many = recording(HARD, strategy, TREE_CAPACITY);
        for _ in 0..20_000 {
            one.step();
        }
        many.skip(20_000, false);
        check(&many);
        assert_eq!(tree(&one), tree(&many), "{strategy}");
    }
}

#[test]
fn a_search_to_its_end_leaves_no_open_node() {
    for strategy in exact() {
        let mut h = recording(SMALL, strategy, TREE_CAPACITY);
        h.skip(u64::MAX, false);
        assert!(h.current().is_done());
        check(&h);
        let t = tree(&h);
        assert!(t.path().is_empty());
        let solutions = t
            .nodes()
            .iter()
            .filter(|n| n.status() == NodeStatus::Solution);
        assert_eq!(
            solutions.count() as u64,
            h.counters().solutions,
            "{strategy}"
        );
    }
}

#[test]
fn the_bound_stores_the_first_nodes_and_keeps_counting() {
    for strategy in exact() {
        let mut all = recording(HARD, strategy, TREE_CAPACITY);
        let mut few = recording(HARD, strategy, 100);
        all.skip(30_000, false);
        few.skip(30_000, false);
        check(&few);
        let (all, few) = (tree(&all), tree(&few));
        assert!(all.count() > 100, "{strategy}");
        assert_eq!(few.count(), all.count());
        assert_eq!(
            few.nodes(),
            &all.nodes()[..100],
            "{strategy}: stored nodes end as before"
        );
    }
}

#[test]
fn recording_from_the_middle_replays_from_the_start() {
    for strategy in exact() {
        let board = Board::parse(HARD).unwrap();
        let mut late = History::new(Engine::new(&board, strategy).unwrap());
        late.skip(50_000, false);
        let at = late.record_tree(Some(TREE_CAPACITY));
        assert_eq!((at, late.counters().steps), (50_000, 0));
        late.skip(at, false);
        let mut fresh = recording(HARD, strategy, TREE_CAPACITY);
        fresh.skip(50_000, false);
        assert_eq!(tree(&late), tree(&fresh), "{strategy}");
    }
}

fn strategy_of(i: usize) -> Strategy {
    exact().nth(i % exact().count()).unwrap()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// Back `n` from step `t`, then on `m`: the tree equals a fresh run's at each point, past
    /// checkpoints and with a small bound too.
    #[test]
    fn stepping_back_rewinds_the_tree_exactly(
        s in 0usize..8, t in 0u64..120_000, back in 0u64..120_000, on in 0u64..40_000,
        small in any::<bool>(),
    ) {
        let strategy = strategy_of(s);
        let capacity = if small { 500 } else { TREE_CAPACITY };
        let mut h = recording(HARD, strategy, capacity);
        h.skip(t, false);
        let at = h.counters().steps;
        h.back(back);
        let mut fresh = recording(HARD, strategy, capacity);
        fresh.skip(at.saturating_sub(back), false);
        prop_assert_eq!(tree(&h), tree(&fresh));
        h.skip(on, false);
        fresh.skip(on, false);
        prop_assert_eq!(tree(&h), tree(&fresh));
        check(&h);
    }

    /// Seeking anywhere, forward or back, in any order, gives the fresh run's tree.
    #[test]
    fn seeking_anywhere_gives_the_fresh_tree(s in 0usize..8, targets in prop::collection::vec(0u64..60_000, 1..5)) {
        let strategy = strategy_of(s);
        let mut h = recording(HARD, strategy, TREE_CAPACITY);
        for target in targets {
            h.seek(target);
            let mut fresh = recording(HARD, strategy, TREE_CAPACITY);
            fresh.skip(target, false);
            prop_assert_eq!(tree(&h), tree(&fresh));
        }
    }
}

#[test]
fn every_step_back_one_at_a_time_matches() {
    for strategy in exact() {
        let mut h = recording(SMALL, strategy, TREE_CAPACITY);
        h.skip(u64::MAX, false);
        let mut fresh: Vec<Tree> = Vec::new();
        let mut f = recording(SMALL, strategy, TREE_CAPACITY);
        fresh.push(tree(&f).clone());
        while !f.current().is_done() {
            f.step();
            fresh.push(tree(&f).clone());
        }
        while h.counters().steps > 0 {
            h.back(1);
            assert_eq!(tree(&h), &fresh[h.counters().steps as usize], "{strategy}");
        }
    }
}

/// Past its bound a tree is recorded a chunk at a time on the plain loop (see
/// `History::record_chunk`): chunks of every size, ending on any event, give the tree of single
/// steps, which looks at every event, with nodes ending on the path at the bound, at solutions
/// (the empty board) and at the end (the 4×4 board).
#[test]
fn past_the_bound_chunks_record_the_tree_of_single_steps() {
    let empty = ".".repeat(81);
    for (puzzle, steps) in [(HARD, 40_000), (&empty[..], 40_000), (SMALL, u64::MAX)] {
        for strategy in exact() {
            for capacity in [1, 9, 200] {
                let mut one = recording(puzzle, strategy, capacity);
                let mut many = recording(puzzle, strategy, capacity);
                let mut size = 1;
                while many.counters().steps < steps && !many.current().is_done() {
                    many.skip(size, false);
                    size = size * 7 % 5_003;
                    check(&many);
                }
                while one.counters().steps < many.counters().steps {
                    one.step();
                }
                assert_eq!(tree(&one), tree(&many), "{strategy}, {capacity} nodes");
            }
        }
    }
}
