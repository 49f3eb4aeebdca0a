//! Steps per second of the local searches: `annealing` and `shoot-and-go` stepped a fixed
//! number of steps (a run that ends early starts over with the next seed), on the easy 9×9
//! preset and the paper's 4×4 board. Median steps to a solution come from
//! `sudoku-stepper study` (see docs/performance.md, "Local search", and docs/studies.md).

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use sudoku_stepper::{Board, Engine, Params, Stepper, Strategy};

const EASY: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const PAPER_4X4: &str = ".3.....3.412....";

/// Steps taken per iteration.
const STEPS: u64 = 1_000_000;

/// Steps `strategy` on `board` `STEPS` times, seed after seed.
fn stepped(board: &Board, strategy: Strategy, params: &str) -> u64 {
    let mut taken = 0;
    let mut seed = 0u64;
    while taken < STEPS {
        let params = Params::parse(&format!("{params} seed={seed}")).expect("valid params");
        let mut engine = Engine::with_params(board, strategy, &params).expect("valid puzzle");
        taken += engine.run(STEPS - taken, |_| true).0;
        seed += 1;
    }
    taken
}

fn steps_per_second(c: &mut Criterion) {
    let mut group = c.benchmark_group("local-steps");
    group.throughput(Throughput::Elements(STEPS));
    for (name, puzzle, strategy, params) in [
        ("annealing-9x9", EASY, Strategy::Annealing, ""),
        ("shoot-and-go-9x9", EASY, Strategy::ShootAndGo, ""),
        ("annealing-4x4", PAPER_4X4, Strategy::Annealing, ""),
        ("shoot-and-go-4x4", PAPER_4X4, Strategy::ShootAndGo, ""),
        (
            "random-shooting-4x4",
            PAPER_4X4,
            Strategy::ShootAndGo,
            "hmax=0",
        ),
    ] {
        let board = Board::parse(puzzle).expect("valid puzzle");
        group.bench_with_input(BenchmarkId::from_parameter(name), &board, |b, board| {
            b.iter(|| stepped(board, strategy, params))
        });
    }
    group.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(10);
    targets = steps_per_second
}
criterion_main!(benches);
