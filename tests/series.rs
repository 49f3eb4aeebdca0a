//! The record of a local search's penalty and temperature (`local::series`), which the chart
//! draws: it is the record of every step's values, stepping back or going to a step gives the
//! record of a run played straight there, its restarts are the machine's, and it stays within
//! its buckets however long the run.
#![cfg(not(target_arch = "wasm32"))]

use proptest::prelude::{any, prop_assert_eq, prop_oneof, proptest, ProptestConfig};
use proptest::strategy::Strategy as _;
use sudoku_stepper::local::series::{Bucket, Series, BUCKETS};
use sudoku_stepper::params::Params;
use sudoku_stepper::{Board, Engine, History, Stepper, Strategy};

const EASY: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
/// The paper's 4×4 board: three solutions.
const PAPER_4X4: &str = ".3.....3.412....";

fn engine(puzzle: &str, strategy: Strategy, params: &str) -> Engine {
    let board = Board::parse(puzzle).unwrap();
    Engine::with_params(&board, strategy, &Params::parse(params).unwrap()).unwrap()
}

fn series(e: &Engine) -> Series {
    match e {
        Engine::Annealing(l) => l.series(),
        Engine::ShootAndGo(l) => l.series(),
        _ => panic!("not a local search"),
    }
}

/// What the chart reads of a record: steps per bucket and the buckets.
fn shown(s: &Series) -> (u64, Vec<Bucket>) {
    (s.width(), s.buckets().to_vec())
}

/// The record worked out from the counters after every step of a plain run to `n`: the
/// definition the machine's record must meet, whatever it notes.
fn from_every_step(start: &Engine, n: u64) -> (u64, Vec<Bucket>) {
    let mut e = start.clone();
    let mut values = vec![(e.counters().penalty, e.counters().temperature.get(), 0)];
    while (values.len() as u64) <= n && !e.is_done() {
        let before = e.counters().restarts;
        e.step();
        let c = e.counters();
        values.push((c.penalty, c.temperature.get(), (c.restarts - before) as u32));
    }
    let last = values.len() as u64 - 1;
    let mut shift = 0;
    while (last >> shift) as usize >= BUCKETS {
        shift += 1;
    }
    let mut out: Vec<Bucket> = Vec::new();
    for (step, &(p, t, restarts)) in values.iter().enumerate() {
        let (p, k) = (p as u16, step >> shift);
        if k == out.len() {
            out.push(Bucket {
                penalty: [p; 2],
                temperature: [t; 2],
                restarts: 0,
            });
        }
        let b = &mut out[k];
        b.penalty = [b.penalty[0].min(p), b.penalty[1].max(p)];
        b.temperature = [b.temperature[0].min(t), b.temperature[1].max(t)];
        b.restarts += restarts;
    }
    (1 << shift, out)
}

fn strategy_and_params() -> impl proptest::strategy::Strategy<Value = (Strategy, String)> {
    prop_oneof![
        (any::<u64>(), 1u32..=20, 3u32..=9, 3u64..=40).prop_map(|(seed, t0, q, mez)| (
            Strategy::Annealing,
            format!("seed={seed} t0={t0} q=0.{q} mez={mez}")
        )),
        (any::<u64>(), 0u32..=3)
            .prop_map(|(seed, hmax)| (Strategy::ShootAndGo, format!("seed={seed} hmax={hmax}"))),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    /// Played straight to `n`, played further then back to `n`, gone to `n` from the end and
    /// from the start: one record, the one of every step's values, with the machine's restarts.
    #[test]
    fn the_record_at_a_step_does_not_depend_on_how_the_search_got_there(
        (strategy, params) in strategy_and_params(),
        n in 0u64..60_000,
        further in 1u64..60_000,
    ) {
        let start = engine(EASY, strategy, &format!("{params} budget=100000"));
        let mut straight = History::new(start.clone());
        straight.skip(n, false);
        let n = straight.counters().steps;
        let want = shown(&series(straight.current()));
        prop_assert_eq!(&want, &from_every_step(&start, n));
        prop_assert_eq!(series(straight.current()).restarts(), straight.counters().restarts);

        let mut h = History::new(start.clone());
        h.skip(n + further, false);
        let ahead = h.counters().steps;
        h.back(ahead - n);
        prop_assert_eq!(h.counters().steps, n);
        prop_assert_eq!(&shown(&series(h.current())), &want, "back");
        h.seek(ahead);
        h.seek(n);
        prop_assert_eq!(&shown(&series(h.current())), &want, "goTo from the end");
        h.seek(0);
        h.seek(n);
        prop_assert_eq!(&shown(&series(h.current())), &want, "goTo from the start");
    }
}

/// Stepping back one step at a time gives, at every step, the record of a run played there.
#[test]
fn stepping_back_one_step_at_a_time_keeps_the_record_of_each_step() {
    let start = engine(EASY, Strategy::Annealing, "seed=5 t0=1 q=0.5 mez=10");
    let mut h = History::new(start.clone());
    let mut records = vec![shown(&series(h.current()))];
    for _ in 0..3_000 {
        h.step();
        records.push(shown(&series(h.current())));
    }
    for at in (0..3_000).rev() {
        h.back(1);
        assert_eq!(shown(&series(h.current())), records[at], "at step {at}");
    }
}

/// A 10 M-step run (the default budget) keeps at most [`BUCKETS`] buckets, and a machine the
/// size of a few of them: the record takes no memory per step.
#[test]
fn a_long_run_stays_within_its_buckets() {
    for strategy in [Strategy::Annealing, Strategy::ShootAndGo] {
        let mut e = engine(EASY, strategy, "seed=2");
        let budget = 10_000_000;
        let restarts_before = e.counters().restarts;
        e.run(u64::MAX, |_| true);
        assert!(e.is_done(), "{strategy}");
        let s = series(&e);
        assert!(e.counters().steps <= budget);
        assert!(s.buckets().len() <= BUCKETS, "{strategy}");
        // Over half the buckets are in use once the run is long: the width is the least that fits.
        assert!(s.buckets().len() > BUCKETS / 2, "{strategy}");
        assert!(e.counters().restarts > restarts_before);
        assert_eq!(s.restarts(), e.counters().restarts, "{strategy}");
        let least = s.buckets().iter().map(|b| b.penalty[0]).min();
        assert_eq!(least, Some(e.counters().best_penalty as u16), "{strategy}");
    }
    assert!(std::mem::size_of::<Series>() <= 16 * BUCKETS + 64);
}

/// A solved run's record ends at penalty 0, and its least penalty is the best one.
#[test]
fn a_solved_run_ends_at_zero() {
    let mut e = engine(PAPER_4X4, Strategy::Annealing, "seed=7 mez=10");
    e.run(u64::MAX, |_| true);
    assert_eq!(e.counters().solutions, 1);
    let s = series(&e);
    assert_eq!(s.buckets().last().map(|b| b.penalty[0]), Some(0));
    assert_eq!(s.restarts(), e.counters().restarts);
}
