//! `backtracking` as a stepping machine (`Stepper::run` on `Engine`) against the plain recursive search
//! of `baseline` with the same cell and digit order: the price of one event per step.

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use sudoku_stepper::baseline::backtracking;
use sudoku_stepper::{Board, Engine, Event, Stepper, Strategy};

/// Puzzles that row-major backtracking solves in well under a second each: the first of the
/// 17-clue file would take minutes, so the sample is the tdoku test file's unique puzzles.
fn sample() -> Vec<Board> {
    let path = format!(
        "{}/puzzles/tdoku_test_puzzles.txt",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(path).expect("puzzle file");
    text.lines()
        .filter(|l| l.split(':').nth(1) == Some("1"))
        .filter_map(|l| Board::parse(l).ok())
        .collect()
}

/// Steps the `backtracking` machine to its first solution; returns its tries.
fn stepped(puzzle: &Board) -> u64 {
    let mut engine = Engine::new(puzzle, Strategy::Backtracking).expect("valid puzzle");
    engine.run(u64::MAX, |e| *e != Event::Solution);
    engine.counters().tries
}

fn stepping_vs_recursion(c: &mut Criterion) {
    let puzzles = sample();
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
