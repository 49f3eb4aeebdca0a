//! How long the generator takes for a puzzle with one solution: the 16×16 symmetric puzzle of
//! seed 99 (the one `tests/generate.rs` checks for uniqueness; it once had a "under 5 s" bound
//! there, which is a measurement, not a correctness check) and a 9×9 one for scale.

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion};
use sudoku_stepper::generate::generate;

fn generate_by_side(c: &mut Criterion) {
    let mut group = c.benchmark_group("generate");
    // A 16×16 puzzle takes a good part of a second: ten samples are enough to see a change.
    group.sample_size(10);
    for (side, seed) in [(9, 99), (16, 99)] {
        group.bench_with_input(BenchmarkId::new("symmetric", side), &side, |b, &side| {
            b.iter(|| generate(side, seed, true).expect("a supported side"))
        });
    }
    group.finish();
}

criterion_group!(benches, generate_by_side);
criterion_main!(benches);
