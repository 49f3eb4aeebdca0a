//! Each preset against `csp` with the preset's settings (the same search, event for event):
//! what composing the search costs. The goal is within 10 %; this reports, it does not assert.

mod support;
use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use sudoku_stepper::{Engine, Params, Stepper, Strategy};

/// Runs a whole search (every solution); returns its tries.
fn exhaust(mut engine: Engine) -> u64 {
    engine.run(u64::MAX, |_| true);
    engine.counters().tries
}

fn presets_vs_compositions(c: &mut Criterion) {
    let puzzles = support::quick_puzzles();
    let presets = [
        (Strategy::Backtracking, "var=first"),
        (Strategy::Mrv, "var=mrv"),
        (Strategy::Singles, "var=mrv infer=singles"),
    ];
    for (strategy, params) in presets {
        let params = Params::parse(params).unwrap();
        let mut group = c.benchmark_group(strategy.name());
        group.throughput(Throughput::Elements(puzzles.len() as u64));
        group.bench_with_input(
            BenchmarkId::new("preset", puzzles.len()),
            &puzzles,
            |b, ps| {
                b.iter(|| {
                    ps.iter()
                        .map(|p| exhaust(Engine::new(p, strategy).unwrap()))
                        .sum::<u64>()
                })
            },
        );
        group.bench_with_input(BenchmarkId::new("csp", puzzles.len()), &puzzles, |b, ps| {
            b.iter(|| {
                ps.iter()
                    .map(|p| exhaust(Engine::with_params(p, Strategy::Csp, &params).unwrap()))
                    .sum::<u64>()
            })
        });
        group.finish();
    }
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(10);
    targets = presets_vs_compositions
}
criterion_main!(benches);
