//! `backtracking` as a stepping machine (`Stepper::run` on `Engine`) against the plain recursive search
//! of `baseline` with the same cell and digit order: the price of one event per step.

mod support;
use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use sudoku_stepper::baseline::backtracking;
use sudoku_stepper::{Board, Engine, Event, Stepper, Strategy};

/// Steps the `backtracking` machine to its first solution; returns its tries.
fn stepped(puzzle: &Board) -> u64 {
    let mut engine = Engine::new(puzzle, Strategy::Backtracking).expect("valid puzzle");
    engine.run(u64::MAX, |e| *e != Event::Solution);
    engine.counters().tries
}

fn stepping_vs_recursion(c: &mut Criterion) {
    let puzzles = support::quick_puzzles();
    // Same order, same search: the two must agree on the work done.
    for p in &puzzles {
        assert_eq!(stepped(p), backtracking(p).tries, "{p}");
    }
    let mut group = c.benchmark_group("backtracking");
    group.throughput(Throughput::Elements(puzzles.len() as u64));
    group.bench_with_input(
        BenchmarkId::new("stepper", puzzles.len()),
        &puzzles,
        |b, ps| b.iter(|| ps.iter().map(stepped).sum::<u64>()),
    );
    group.bench_with_input(
        BenchmarkId::new("recursive", puzzles.len()),
        &puzzles,
        |b, ps| b.iter(|| ps.iter().map(|p| backtracking(p).tries).sum::<u64>()),
    );
    group.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(10);
    targets = stepping_vs_recursion
}
criterion_main!(benches);
