//! `backtracking` on the empty board through `History::skip`, as the page's max speed steps it,
//! with the search tree recorded against without: the price of the tree panel. Two lengths
//! from step 0: 2^21 steps stay within the tree's bound (every try stored), 2^24 go well past it
//! (the first ~2.3 M steps fill the bound, the rest only count).

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use sudoku_stepper::tree::TREE_CAPACITY;
use sudoku_stepper::{Board, Engine, History, Strategy};

/// Takes `steps` steps of `backtracking` on the empty board, recording the tree or not;
/// returns its tries.
fn search(steps: u64, tree: bool) -> u64 {
    let board = Board::parse(&".".repeat(81)).expect("the empty board");
    let mut h = History::new(Engine::new(&board, Strategy::Backtracking).expect("no givens"));
    if tree {
        h.record_tree(Some(TREE_CAPACITY));
    }
    h.skip(steps, false);
    h.counters().tries
}

fn tree_on_and_off(c: &mut Criterion) {
    let mut group = c.benchmark_group("tree");
    for steps in [1 << 21, 1 << 24] {
        group.throughput(Throughput::Elements(steps));
        for (name, tree) in [("off", false), ("on", true)] {
            group.bench_with_input(BenchmarkId::new(name, steps), &steps, |b, &n| {
                b.iter(|| search(n, tree))
            });
        }
    }
    group.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(10);
    targets = tree_on_and_off
}
criterion_main!(benches);
