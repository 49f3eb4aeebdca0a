//! Every event of every strategy is consistent with the board before and after it, and `run` in
//! chunks of any size gives exactly what single steps give.
// Native only: `wasm-pack test` builds every test target for wasm32, which has no puzzle files
// and no proptest here.
#![cfg(not(target_arch = "wasm32"))]

use sudoku_stepper::{Board, DeadEnd, Engine, Event, Params, Reason, Stepper, Strategy, Unit};

/// Every event is consistent with the board before and after it.
#[test]
fn events_tell_the_truth() {
    let puzzles = [
        (
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
            Strategy::Singles,
            "",
        ),
        (
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
            Strategy::BruteForce,
            "",
        ),
        (
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
            Strategy::Lookahead,
            "",
        ),
        (
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
            Strategy::Mrv,
            "",
        ),
        (
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
            Strategy::Backtracking,
            "",
        ),
        (
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
            Strategy::Fast,
            "",
        ),
        (
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
            Strategy::Dlx,
            "",
        ),
        (
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
            Strategy::Csp,
            "var=first infer=fc jump=cbj",
        ),
        (
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
            Strategy::Csp,
            "var=mrv infer=mac jump=cbj val=lcv",
        ),
        (
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
            Strategy::Csp,
            "var=mrv-degree infer=singles jump=cbj val=random seed=3",
        ),
    ];
    for (p, strategy, params) in puzzles {
        let board = Board::parse(p).unwrap();
        let geom = board.geometry();
        let params = Params::parse(params).unwrap();
        let mut engine = Engine::with_params(&board, strategy, &params).unwrap();
        let mut steps = 0u64;
        while !engine.is_done() && steps < 300_000 {
            let before = engine.board();
            let event = engine.step();
            steps += 1;
            let after = engine.board();
            let c = *engine.counters();
            assert_eq!(c.steps, steps);
            assert_eq!(
                c.depth as usize,
                engine.stack().len(),
                "{strategy} {event:?}"
            );
            assert!(c.max_depth >= c.depth);
            for f in engine.stack() {
                assert!(f.branch <= f.of());
            }
            let emptied: Vec<u16> = (0..geom.cells)
                .filter(|&x| before.get(x) != 0 && after.get(x) == 0)
                .map(|x| x as u16)
                .collect();
            let mut cleared = engine.cleared().to_vec();
            cleared.sort_unstable();
            if matches!(
                event,
                Event::Backtrack { .. } | Event::Backjump { .. } | Event::Exhausted
            ) {
                assert_eq!(
                    cleared, emptied,
                    "{strategy} {event:?} lists what it cleared"
                );
            } else {
                assert!(cleared.is_empty(), "{strategy} {event:?} cleared nothing");
            }
            match event {
                Event::Try {
                    cell,
                    digit,
                    branch,
                    of,
                } => {
                    assert_eq!(before.get(cell as usize), 0);
                    assert_eq!(after.get(cell as usize), digit);
                    assert!(branch >= 1 && branch <= of);
                    assert_eq!(engine.reasons()[cell as usize], 0, "a guess is not forced");
                }
                Event::Conflict { cell, digit, peer } => {
                    assert_eq!(before.get(cell as usize), digit);
                    assert_eq!(after.get(cell as usize), 0);
                    assert_eq!(after.get(peer as usize), digit);
                    assert!(geom.shared_unit(cell as usize, peer as usize).is_some());
                }
                Event::Propagate {
                    cell,
                    digit,
                    reason,
                } => {
                    assert_eq!(before.get(cell as usize), 0);
                    assert_eq!(after.get(cell as usize), digit);
                    assert!(before.candidates(cell as usize) & (1 << (digit - 1)) != 0);
                    assert_eq!(engine.reasons()[cell as usize], reason.code());
                    if let Reason::HiddenSingle(unit) = reason {
                        let cells = geom.unit_cells(unit.id(9));
                        assert!(cells.contains(&(cell as u8)));
                    }
                }
                Event::DeadEnd(DeadEnd::NoCandidates { cell }) => {
                    assert_eq!(after.get(cell as usize), 0);
                }
                Event::DeadEnd(DeadEnd::NoPlace { unit, digit }) => {
                    let cells = geom.unit_cells(unit.id(9));
                    assert!(cells.iter().all(|&x| after.get(x as usize) != digit));
                    assert!(matches!(unit, Unit::Row(_) | Unit::Col(_) | Unit::Box(_)));
                }
                Event::Backtrack { depth, cleared } => {
                    assert_eq!(depth as usize, engine.stack().len());
                    assert_eq!(engine.cleared().len(), cleared as usize);
                    let backup = engine.backup(depth as usize).unwrap();
                    assert_eq!(
                        backup, after,
                        "after a backtrack the board is that depth's backup"
                    );
                }
                Event::Solution => assert!(after.is_solved() && board.agrees_with(&after)),
                Event::Select {
                    cell,
                    candidates,
                    depth,
                } => {
                    assert_eq!(after.get(cell as usize), 0);
                    assert_eq!(depth as usize, engine.stack().len());
                    assert_ne!(candidates, 0);
                    if strategy != Strategy::BruteForce {
                        assert_eq!(candidates, engine.candidates(cell as usize), "{strategy}");
                    }
                }
                Event::SelectPlace {
                    unit,
                    digit,
                    places,
                    depth,
                } => {
                    assert_eq!(depth as usize, engine.stack().len());
                    assert_ne!(places, 0);
                    for (i, &x) in geom.unit_cells(unit.id(9)).iter().enumerate() {
                        assert_ne!(after.get(x as usize), digit, "{digit} is not in {unit}");
                        let open = after.get(x as usize) == 0
                            && engine.candidates(x as usize) & (1 << (digit - 1)) != 0;
                        assert_eq!(places & (1 << i) != 0, open, "{unit} place {i}");
                    }
                }
                Event::Prune {
                    cell,
                    digit,
                    by,
                    unit,
                } => {
                    assert_eq!(after.get(cell as usize), 0);
                    assert_eq!(engine.candidates(cell as usize) & (1 << (digit - 1)), 0);
                    assert_eq!(geom.shared_unit(cell as usize, by as usize), Some(unit));
                    assert_eq!(before, after, "a prune places nothing");
                }
                Event::Revise {
                    cell,
                    digit,
                    removed,
                } => {
                    assert_eq!(after.get(cell as usize), 0);
                    assert_eq!(engine.candidates(cell as usize), 1 << (digit - 1));
                    // The prunes that follow: every empty peer still holding the digit.
                    let holding = geom
                        .peers_of(cell as usize)
                        .iter()
                        .filter(|&&p| {
                            after.get(p as usize) == 0
                                && engine.candidates(p as usize) & (1 << (digit - 1)) != 0
                        })
                        .count();
                    assert_eq!(removed as usize, holding);
                    assert_ne!(
                        removed, 0,
                        "a singleton is revised only when it removes something"
                    );
                }
                Event::Backjump { to, skipped, .. } => {
                    assert_eq!(to as usize, engine.stack().len());
                    assert!(skipped > 0);
                    if to > 0 {
                        assert_eq!(engine.backup(to as usize).unwrap(), after);
                    }
                }
                Event::Filter { .. } | Event::Exhausted => {}
                Event::Propose { .. }
                | Event::Accept { .. }
                | Event::Reject { .. }
                | Event::Cool { .. }
                | Event::Restart { .. }
                | Event::BudgetExhausted { .. } => {
                    panic!("{strategy} is exact: no local-search event, got {event:?}")
                }
            }
        }
        assert!(engine.is_done(), "{strategy} did not finish {p}");
        assert_eq!(engine.step(), Event::Exhausted);
        assert_eq!(
            engine.counters().steps,
            steps,
            "stepping after the end counts nothing"
        );
    }
}

/// `run` schedules the steps its own way (counters added at the end, a try and the select after
/// it without a dispatch): in chunks of any size it must give exactly what single steps give.
#[test]
fn run_in_chunks_matches_single_steps() {
    let puzzles = [
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
        "1.2.....3.4.....",
    ];
    for p in puzzles {
        let board = Board::parse(p).unwrap();
        for strategy in Strategy::ALL {
            let mut stepped = Engine::new(&board, strategy).unwrap();
            let mut chunked = stepped.clone();
            let mut chunk = 1;
            let mut steps = 0;
            while !stepped.is_done() && steps < 50_000 {
                let mut events = Vec::new();
                let (taken, last) = chunked.run(chunk, |e| {
                    events.push(*e);
                    true
                });
                assert_eq!(taken, events.len() as u64);
                assert_eq!(last, events.last().copied(), "{strategy}: the last event");
                for (i, event) in events.iter().enumerate() {
                    assert_eq!(stepped.step(), *event, "{strategy} step {}", steps + i);
                }
                steps += taken as usize;
                assert_eq!(stepped.counters(), chunked.counters(), "{strategy}");
                assert_eq!(stepped.values(), chunked.values(), "{strategy}");
                assert_eq!(stepped.stack(), chunked.stack(), "{strategy}");
                assert_eq!(stepped.cleared(), chunked.cleared(), "{strategy}");
                assert_eq!(stepped.is_done(), chunked.is_done(), "{strategy}");
                chunk = chunk % 7 + 1;
            }
            // Stopping early takes the step that said stop and no more.
            let (all, _) = Engine::new(&board, strategy)
                .unwrap()
                .run(u64::MAX, |_| true);
            let mut stopper = Engine::new(&board, strategy).unwrap();
            let mut seen = 0;
            let (taken, _) = stopper.run(u64::MAX, |_| {
                seen += 1;
                seen < 5
            });
            let expected = all.min(5);
            assert_eq!(
                (taken, stopper.counters().steps),
                (expected, expected),
                "{strategy}"
            );
            assert_eq!(stopper.run(0, |_| true), (0, None));
        }
    }
}
