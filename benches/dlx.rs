//! `dlx` beside `fast` and `singles`, each with a uniqueness check (limit 2, as `solve` does),
//! over samples of the puzzle collections.
//!
//! Reports puzzles per second; divide one by it for µs per puzzle.

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use sudoku_stepper::{solve, Board, Strategy};

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

fn limit_two(c: &mut Criterion) {
    // Smaller samples of the harder files: `dlx` and `singles` take about a millisecond on a
    // puzzle of the hardest.
    for (name, max) in [
        ("17_clue.txt", 1000),
        ("magictour_top1465.txt", 300),
        ("forum_hardest_1106.txt", 60),
    ] {
        let puzzles = sample(name, max);
        let mut group = c.benchmark_group(format!("limit-2/{name}"));
        group.throughput(Throughput::Elements(puzzles.len() as u64));
        for strategy in [Strategy::Dlx, Strategy::Fast, Strategy::Singles] {
            group.bench_with_input(
                BenchmarkId::from_parameter(strategy),
                &puzzles,
                |b, puzzles| {
                    b.iter(|| {
                        puzzles
                            .iter()
                            .map(|p| {
                                solve(p, strategy, 2)
                                    .expect("no givens in conflict")
                                    .solutions
                            })
                            .sum::<u64>()
                    })
                },
            );
        }
        group.finish();
    }
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(10);
    targets = limit_two
}
criterion_main!(benches);
