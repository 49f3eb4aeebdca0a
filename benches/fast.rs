//! `fast` with a uniqueness check (limit 2) over samples of the puzzle collections.
//!
//! Reports puzzles per second; divide one by it for µs per puzzle.

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use sudoku_stepper::count_solutions;
use sudoku_stepper::Board;

/// Up to `max` puzzles of a file in `puzzles/`, spread evenly over it.
fn sample(name: &str, max: usize) -> Vec<Board> {
    let path = format!("{}/puzzles/{name}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(path).expect("puzzle file");
    let all: Vec<Board> = text
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .filter_map(|l| Board::parse(l).ok())
        .collect();
    let step = all.len().div_ceil(max).max(1);
    all.into_iter().step_by(step).collect()
}

fn fast_limit_two(c: &mut Criterion) {
    let mut group = c.benchmark_group("fast-limit-2");
    for (name, max) in [
        ("17_clue.txt", 2000),
        ("magictour_top1465.txt", 1465),
        ("forum_hardest_1106.txt", 375),
    ] {
        let puzzles = sample(name, max);
        group.throughput(Throughput::Elements(puzzles.len() as u64));
        group.bench_with_input(BenchmarkId::from_parameter(name), &puzzles, |b, puzzles| {
            b.iter(|| puzzles.iter().map(|p| count_solutions(p, 2)).sum::<u64>())
        });
    }
    group.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(20);
    targets = fast_limit_two
}
criterion_main!(benches);
