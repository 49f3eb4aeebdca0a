//! The search tree at the WASM boundary in headless Chromium: recording follows `SearchTree.record`,
//! the views hold the core's tree (a node per try, the path), the layouts match the core's (the
//! collapsed tree's parts too, with a key opened; the icicle past the bound, laid out again only
//! when the stored path changes), a local search records none, and a bad width is a `RangeError`.
#![cfg(target_arch = "wasm32")]

use sudoku_stepper::tree::collapse::{collapse, Part, PartKind};
use sudoku_stepper::tree::layout::icicle;
use sudoku_stepper::tree::place::place;
use sudoku_stepper::tree::{Node, Tree, TREE_CAPACITY};
use sudoku_stepper::wasm::{Search, SearchTree};
use sudoku_stepper::{Board, Engine, History};
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

const HARD: &str =
    ".................3..23..4....18....5.6..7.8.......9.....85.....9...4.5..47...6...";

/// The core's tree of `strategy` on HARD after `steps` steps.
fn core_tree(strategy: &str, steps: u64) -> Tree {
    let board = Board::parse(HARD).unwrap();
    let mut h = History::new(Engine::new(&board, strategy.parse().unwrap()).unwrap());
    h.record_tree(Some(TREE_CAPACITY));
    h.skip(steps, false);
    h.tree().unwrap().clone()
}

/// The nodes at `nodesPtr`, read as the page reads them.
fn nodes<'a>(tree: &SearchTree, search: &'a Search) -> &'a [Node] {
    let (ptr, stored) = (tree.nodes_ptr(search), tree.stored(search));
    // SAFETY: nodesPtr points at `stored` nodes of the search's tree, alive while it is.
    unsafe { std::slice::from_raw_parts(ptr as *const Node, stored) }
}

/// Where the search is: its steps, tries and depth, as the counters block has them.
fn at(search: &Search) -> (f64, f64, u32) {
    // SAFETY: countersPtr points at the search's block, alive while the search is.
    let c = unsafe { *(search.counters_ptr() as *const sudoku_stepper::wasm::CounterBlock) };
    (c.steps, c.tries, c.depth as u32)
}

#[wasm_bindgen_test]
fn the_views_hold_the_cores_tree_and_follow_record_tree() {
    for strategy in ["brute-force", "backtracking", "singles", "dlx", "fast"] {
        let mut search = Search::new(HARD, strategy).unwrap();
        let mut tree = SearchTree::new();
        search.skip(1000.0, false, None).unwrap();
        assert!(!tree.recording(&search));
        // Starting goes back to step 0 and says where the search was.
        assert_eq!(tree.record(&mut search, true), 1000.0);
        assert_eq!(at(&search).0, 0.0);
        search.skip(20_000.0, false, None).unwrap();
        let core = core_tree(strategy, 20_000);
        assert_eq!(tree.count(&search), at(&search).1, "{strategy}");
        assert_eq!(nodes(&tree, &search), core.nodes(), "{strategy}");
        let path = unsafe {
            std::slice::from_raw_parts(tree.path_ptr(&search) as *const u32, tree.path_len(&search))
        };
        assert_eq!(path, core.path());
        let rows = tree.icicle(&search, 100.0).unwrap();
        let mut want = Vec::new();
        assert_eq!(rows, icicle(core.nodes(), 100, &mut want));
        let drawn =
            unsafe { std::slice::from_raw_parts(tree.icicle_ptr() as *const u8, 100 * rows) };
        assert_eq!(drawn, &want[..]);
        // The collapsed tree, as laid out at the boundary and in the core, before and after a
        // triangle is opened.
        let mut opened = Vec::new();
        for _ in 0..2 {
            let count = tree.layout(&search, &opened);
            let mut want = Vec::new();
            let current = collapse(&core, at(&search).2, &opened, &mut want);
            let width = place(&mut want, current.part);
            // SAFETY: partsPtr points at the parts laid out last, alive while the search is.
            let laid =
                unsafe { std::slice::from_raw_parts(tree.parts_ptr() as *const Part, count) };
            assert_eq!(laid, &want[..], "{strategy}");
            assert_eq!(tree.current_part(), current.part);
            assert_eq!(tree.layout_width(), width);
            let folded = want.iter().find(|p| p.kind() == PartKind::Failed);
            opened = folded.map(|p| p.key).into_iter().collect();
        }
        // Back: the tree of that step.
        search.back(7_000.0).unwrap();
        assert_eq!(nodes(&tree, &search), core_tree(strategy, 13_000).nodes());
        // Off: no tree, the search where it was.
        assert_eq!(tree.record(&mut search, false), 13_000.0);
        assert!(!tree.recording(&search));
        assert_eq!((tree.stored(&search), at(&search).0), (0, 13_000.0));
    }
}

#[wasm_bindgen_test]
fn a_local_search_records_no_tree_and_a_bad_width_is_a_range_error() {
    let mut search = Search::new(HARD, "annealing").unwrap();
    let mut tree = SearchTree::new();
    search.skip(50.0, false, None).unwrap();
    assert_eq!(tree.record(&mut search, true), 50.0);
    assert!(!tree.recording(&search));
    assert_eq!(at(&search).0, 50.0);
    for (width, shown) in [(0.0, "0"), (16385.0, "16385"), (1.5, "1.5")] {
        let err: js_sys::RangeError = tree.icicle(&search, width).unwrap_err().dyn_into().unwrap();
        assert_eq!(
            String::from(err.message()),
            format!("icicle: width must be a whole number from 1 to 16384, got {shown}")
        );
        assert!(tree.depths(&search, width).is_err());
    }
}

#[wasm_bindgen_test]
fn past_its_bound_the_icicle_laid_out_once_for_a_stored_path_stays_right() {
    let mut search = Search::new(HARD, "backtracking").unwrap();
    let mut tree = SearchTree::new();
    tree.record(&mut search, true);
    search.skip(4_000_000.0, false, None).unwrap();
    assert!(
        tree.count(&search) > tree.stored(&search) as f64,
        "past the bound"
    );
    let mut want = Vec::new();
    // On, in steps short and long, then back: whether laid out again or not, it is the icicle
    // of the nodes stored now.
    for step in [
        1.0,
        10.0,
        1_000.0,
        300_000.0,
        2_000_000.0,
        -1_500_000.0,
        -10.0,
    ] {
        let rows = tree.icicle(&search, 64.0).unwrap();
        assert_eq!(rows, icicle(nodes(&tree, &search), 64, &mut want));
        // SAFETY: iciclePtr points at the rows laid out last, alive while the search is.
        let drawn =
            unsafe { std::slice::from_raw_parts(tree.icicle_ptr() as *const u8, 64 * rows) };
        assert_eq!(drawn, &want[..], "after {step}");
        if step > 0.0 {
            search.skip(step, false, None).unwrap();
        } else {
            search.back(-step).unwrap();
        }
    }
}
