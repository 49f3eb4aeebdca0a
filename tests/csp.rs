//! `csp`, the composable depth-first machine: every composition counts the solutions `fast`
//! counts; tries agree with a plain recursive search written here; backjumping never tries
//! more and finds the same first solution; the presets are compositions; step back is exact.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::*;
use proptest::prelude::{prop_assert_eq, prop_oneof, proptest, Just, ProptestConfig};
use proptest::strategy::Strategy as _;
use sudoku_stepper::{solve, Board, Engine, Event, History, Params, Stepper, Strategy};

const VARS: [&str; 4] = ["first", "static", "mrv", "mrv-degree"];
const VALS: [&str; 3] = ["ascending", "random seed=5", "lcv"];
const INFERS: [&str; 4] = ["none", "fc", "mac", "singles"];
const JUMPS: [&str; 2] = ["off", "cbj"];

/// Every composition, as the `params` text.
fn compositions() -> Vec<String> {
    let mut all = Vec::new();
    for var in VARS {
        for val in VALS {
            for infer in INFERS {
                for jump in JUMPS {
                    all.push(format!("var={var} val={val} infer={infer} jump={jump}"));
                }
            }
        }
    }
    all
}

fn csp(board: &Board, params: &str) -> Engine {
    Engine::with_params(board, Strategy::Csp, &Params::parse(params).unwrap()).unwrap()
}

/// Solutions (up to `limit`), tries, and the first solution of a search.
fn run(mut e: Engine, limit: u64) -> (u64, u64, Option<Board>) {
    let mut first = None;
    let mut solutions = 0;
    while solutions < limit && !e.is_done() {
        if e.step() == Event::Solution {
            solutions += 1;
            first.get_or_insert_with(|| e.board());
        }
    }
    (solutions, e.counters().tries, first)
}

/// The peer file's puzzles that plain backtracking counts out in under 200,000 steps (one
/// solution, or up to 601), so that the slowest compositions stay quick.
fn cheap_peer_puzzles() -> Vec<(Board, u64)> {
    tdoku()
        .into_iter()
        .filter(|(p, n, _)| {
            let b = Board::parse(p).unwrap();
            *n > 0
                && solve(&b, Strategy::Backtracking, u64::MAX)
                    .unwrap()
                    .counters
                    .steps
                    < 200_000
        })
        .map(|(p, n, _)| (Board::parse(&p).unwrap(), n))
        .collect()
}

#[test]
fn every_composition_counts_what_fast_counts() {
    let puzzles = cheap_peer_puzzles();
    assert!(puzzles.len() >= 15, "{}", puzzles.len());
    for (board, n) in &puzzles {
        assert_eq!(
            solve(board, Strategy::Fast, u64::MAX).unwrap().solutions,
            *n
        );
        for params in compositions() {
            let (solutions, _, _) = run(csp(board, &params), u64::MAX);
            assert_eq!(solutions, *n, "{params} on {board}");
        }
    }
}

/// The peer file's boards without a solution are slow for the static orders without
/// inference (millions of steps): the dynamic orders prove every one of them unsolvable.
#[test]
fn dynamic_orders_prove_the_unsolvable_peer_boards() {
    let boards: Vec<Board> = tdoku()
        .into_iter()
        .filter(|(_, n, _)| *n == 0)
        .map(|(p, _, _)| Board::parse(&p).unwrap())
        .collect();
    assert_eq!(boards.len(), 10);
    for board in &boards {
        for params in compositions().iter().filter(|p| p.contains("var=mrv")) {
            assert_eq!(
                run(csp(board, params), u64::MAX).0,
                0,
                "{params} on {board}"
            );
        }
    }
}

#[test]
fn every_composition_counts_the_multi_solution_set() {
    let boards: Vec<Board> = puzzle_lines("serg_multi_solution.txt")
        .iter()
        .take(6)
        .map(|p| Board::parse(p).unwrap())
        .collect();
    for board in &boards {
        let want = solve(board, Strategy::Fast, 50).unwrap().solutions;
        assert!(want >= 2);
        for params in compositions() {
            assert_eq!(run(csp(board, &params), 50).0, want, "{params} on {board}");
        }
    }
}

/// A plain recursive search over legal digits, written from the definitions: `mrv` takes the
/// fewest legal digits (first in row-major order on ties), `lcv` the digits that fewest empty
/// peers could still take first (ties ascending), `fc` abandons an assignment that leaves a
/// peer which could take the digit with no legal digit. Counts tries and solutions.
struct Reference {
    mrv: bool,
    lcv: bool,
    fc: bool,
    tries: u64,
    solutions: u64,
}

fn peers(g: &RefGrid, cell: usize) -> Vec<usize> {
    let (n, b) = (g.side, g.b);
    let (r, c) = (cell / n, cell % n);
    (0..n * n)
        .filter(|&x| {
            let (xr, xc) = (x / n, x % n);
            x != cell && (xr == r || xc == c || (xr / b == r / b && xc / b == c / b))
        })
        .collect()
}

fn legal_digits(g: &RefGrid, cell: usize) -> Vec<u8> {
    (1..=g.side as u8).filter(|&d| g.legal(cell, d)).collect()
}

impl Reference {
    fn search(&mut self, g: &mut RefGrid) {
        let empty = g.empties();
        let cell = if self.mrv {
            empty.iter().copied().min_by_key(|&x| (g.legal_count(x), x))
        } else {
            empty.first().copied()
        };
        let Some(cell) = cell else {
            self.solutions += 1;
            return;
        };
        let mut digits = legal_digits(g, cell);
        if self.lcv {
            let constrained = |d: u8| {
                peers(g, cell)
                    .into_iter()
                    .filter(|&p| g.v[p] == 0 && g.legal(p, d))
                    .count()
            };
            digits.sort_by_key(|&d| (constrained(d), d));
        }
        for d in digits {
            self.tries += 1;
            let pruned: Vec<usize> = peers(g, cell)
                .into_iter()
                .filter(|&p| g.v[p] == 0 && g.legal(p, d))
                .collect();
            g.v[cell] = d;
            let wiped = self.fc && pruned.iter().any(|&p| g.legal_count(p) == 0);
            if !wiped {
                self.search(g);
            }
            g.v[cell] = 0;
        }
    }
}

#[test]
fn tries_equal_a_plain_recursive_search() {
    // The easy unique boards, and the three with 3 to 13 solutions (tens of thousands of tries
    // for the first cell).
    let puzzles: Vec<String> = tdoku()
        .into_iter()
        .filter(|(_, n, _)| (1..=13).contains(n))
        .enumerate()
        .filter(|&(i, (_, n, _))| i < 6 || n > 1)
        .map(|(_, (p, _, _))| p)
        .collect();
    assert_eq!(puzzles.len(), 9);
    let mut fc_saved = 0;
    for p in &puzzles {
        let board = Board::parse(p).unwrap();
        for var in ["first", "mrv"] {
            for val in ["ascending", "lcv"] {
                for infer in ["none", "fc"] {
                    let mut r = Reference {
                        mrv: var == "mrv",
                        lcv: val == "lcv",
                        fc: infer == "fc",
                        tries: 0,
                        solutions: 0,
                    };
                    r.search(&mut RefGrid::parse(p));
                    let params = format!("var={var} val={val} infer={infer}");
                    let (solutions, tries, _) = run(csp(&board, &params), u64::MAX);
                    assert_eq!((tries, solutions), (r.tries, r.solutions), "{params} {p}");
                    if var == "first" && infer == "fc" {
                        let (_, plain, _) = run(csp(&board, "var=first"), u64::MAX);
                        fc_saved += plain - tries;
                    }
                }
            }
        }
    }
    // Forward checking is not the plain search renamed: with the first cell it saves tries.
    assert!(fc_saved > 0);
}

#[test]
fn backjumping_never_tries_more_and_finds_the_same_first_solution() {
    let mut jumped = 0;
    for (board, _) in cheap_peer_puzzles().iter().take(12) {
        for params in compositions().iter().filter(|p| p.ends_with("jump=off")) {
            let cbj = params.replace("jump=off", "jump=cbj");
            for limit in [1, u64::MAX] {
                let (n, tries, first) = run(csp(board, params), limit);
                let mut e = csp(board, &cbj);
                let (n_cbj, tries_cbj, first_cbj) = run(e.clone(), limit);
                assert_eq!((n_cbj, &first_cbj), (n, &first), "{cbj} on {board}");
                assert!(
                    tries_cbj <= tries,
                    "{cbj} on {board}: {tries_cbj} > {tries}"
                );
                if limit == u64::MAX {
                    while !e.is_done() {
                        e.step();
                    }
                    jumped += e.counters().jumped;
                }
            }
        }
    }
    assert!(jumped > 0, "some search jumps");
}

/// The presets are compositions: the same events, so the same counters.
#[test]
fn presets_are_compositions() {
    let presets = [
        (Strategy::Backtracking, "var=first val=ascending infer=none"),
        (Strategy::SortedCells, "var=static val=ascending infer=none"),
        (Strategy::Mrv, "var=mrv val=ascending infer=none"),
        (Strategy::Singles, "var=mrv val=ascending infer=singles"),
    ];
    for (board, _) in cheap_peer_puzzles() {
        for (strategy, params) in presets {
            let mut preset = Engine::new(&board, strategy).unwrap();
            let mut composed = csp(&board, params);
            while !preset.is_done() {
                assert_eq!(preset.step(), composed.step(), "{strategy} vs {params}");
            }
            assert!(composed.is_done());
            let (a, b) = (preset.counters(), composed.counters());
            assert_eq!(
                (a.steps, a.tries, a.backtracks, a.solutions, a.propagations),
                (b.steps, b.tries, b.backtracks, b.solutions, b.propagations),
                "{strategy} vs {params} on {board}"
            );
        }
    }
}

/// Forward checking and MAC prune; their prunes and revisions are events, counted.
#[test]
fn inference_prunes_and_counts() {
    let board = Board::parse(&tdoku()[0].0).unwrap();
    for infer in ["fc", "mac"] {
        let mut e = csp(&board, &format!("infer={infer}"));
        let (mut prunes, mut revisions) = (0, 0);
        while !e.is_done() {
            match e.step() {
                Event::Prune { .. } => prunes += 1,
                Event::Revise { .. } => revisions += 1,
                _ => {}
            }
        }
        assert!(prunes > 0 && e.counters().pruned == prunes, "{infer}");
        assert_eq!(revisions > 0, infer == "mac");
    }
}

const BOARDS: [&str; 3] = [
    // hard20's "Cheese" and two peer boards: hundreds to thousands of steps per composition.
    ".2..5.7..4..1....68....3...2....8..3.4..2.5.....6...1...2.9.....9......57.4...9..",
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
    "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..",
];

#[derive(Clone, Debug)]
enum Move {
    Step,
    Run(u64),
    Back(u64),
    Seek(u64),
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Any sequence of steps, runs, step backs and seeks shows what a fresh run shows at the
    /// same step: counters, values, candidates (the domains) and the stack.
    #[test]
    fn step_back_is_exact(
        composition in proptest::sample::select(compositions()),
        board in proptest::sample::select(BOARDS.to_vec()),
        moves in proptest::collection::vec(prop_oneof![
            Just(Move::Step),
            (0u64..300).prop_map(Move::Run),
            (0u64..400).prop_map(Move::Back),
            (0u64..3000).prop_map(Move::Seek),
        ], 1..25),
    ) {
        let board = Board::parse(board).unwrap();
        let start = csp(&board, &composition);
        let mut h = History::new(start.clone());
        for m in moves {
            match m {
                Move::Step => { h.step(); }
                Move::Run(n) => { h.run(n, |_| true); }
                Move::Back(n) => { h.back(n); }
                Move::Seek(n) => h.seek(n),
            }
            let at = h.counters().steps;
            let mut fresh = start.clone();
            let mut last = None;
            while fresh.counters().steps < at {
                last = Some(fresh.step());
            }
            let now = h.current();
            prop_assert_eq!(now.counters(), fresh.counters());
            prop_assert_eq!(h.last_event(), last);
            prop_assert_eq!(now.values(), fresh.values());
            prop_assert_eq!(now.stack(), fresh.stack());
            let cells = now.values().len();
            for cell in 0..cells {
                prop_assert_eq!(now.candidates(cell), fresh.candidates(cell));
            }
            let (a, b) = (now.csp().unwrap(), fresh.csp().unwrap());
            prop_assert_eq!(a.queue(), b.queue());
            for depth in 1..=now.stack().len() {
                prop_assert_eq!(a.conflict_set(depth), b.conflict_set(depth));
            }
        }
    }
}
