//! Snapshots: origins of every digit (given, guess, naked, hidden, forced), candidates, the
//! packed stack and the cleared cells, as the page draws them.
#![cfg(not(target_arch = "wasm32"))]

use sudoku_stepper::{Board, Engine, Event, Origin, Params, Snapshot, Stepper, Strategy};

const HARD: &str =
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
/// Platinum Blonde without two givens: many solutions, so `fast` guesses and backtracks too.
const MANY: &str =
    ".................3..23..4....18....5.6..7.8.......9.....85.....9...4.5..47...6...";

/// Checks every part of a snapshot of `engine` against the machine itself.
fn check(snap: &Snapshot, engine: &Engine, givens: &Board) {
    let values = engine.values();
    assert_eq!(snap.values(), values);
    let guesses: Vec<usize> = engine
        .stack()
        .iter()
        .filter(|f| f.digit != 0 && values[usize::from(f.cell)] == f.digit)
        .map(|f| usize::from(f.cell))
        .collect();
    for (cell, &value) in values.iter().enumerate() {
        let expected = if value == 0 {
            Origin::Empty
        } else if givens.get(cell) != 0 {
            Origin::Given
        } else if guesses.contains(&cell) {
            Origin::Guess
        } else {
            match engine.reasons()[cell] {
                1 => Origin::Naked,
                2 => Origin::Hidden,
                _ => Origin::Forced,
            }
        };
        assert_eq!(snap.origin(cell), expected, "cell {cell}");
        assert_eq!(snap.origins()[cell], expected as u8);
        if value == 0 {
            assert_eq!(snap.candidates()[cell], engine.candidates(cell));
        } else {
            assert_eq!(snap.candidates()[cell], 0);
        }
    }
    let packed: Vec<u32> = engine
        .stack()
        .iter()
        .flat_map(|f| {
            [
                f.cell.into(),
                f.digit.into(),
                f.branch.into(),
                f.of().into(),
            ]
        })
        .collect();
    assert_eq!(snap.stack(), &packed[..]);
    assert_eq!(snap.stack_len(), engine.stack().len());
    assert_eq!(snap.cleared(), engine.cleared());
    assert_eq!(snap.cleared_digits(), engine.cleared_digits());
}

/// Steps `strategy` on `puzzle`, snapshotting after every step, and returns how many cells of
/// each origin were seen over the search.
fn origins_seen(puzzle: &str, strategy: Strategy, steps: u64) -> [usize; 6] {
    let givens = Board::parse(puzzle).unwrap();
    let mut engine = Engine::new(&givens, strategy).unwrap();
    let mut snap = Snapshot::default();
    let mut seen = [0; 6];
    while !engine.is_done() && engine.counters().steps < steps {
        engine.step();
        snap.fill(&engine, &givens, true);
        check(&snap, &engine, &givens);
        for cell in 0..snap.values().len() {
            seen[snap.origin(cell) as usize] += 1;
        }
    }
    seen
}

#[test]
fn singles_shows_givens_guesses_and_both_singles() {
    let seen = origins_seen(HARD, Strategy::Singles, 5_000);
    let [empty, given, guess, naked, hidden, forced] = seen;
    assert!(
        empty > 0 && given > 0 && guess > 0 && naked > 0 && hidden > 0,
        "{seen:?}"
    );
    assert_eq!(forced, 0, "singles gives a reason for every forced digit");
}

#[test]
fn fast_on_9x9_shows_forced_digits_without_reasons() {
    let seen = origins_seen(MANY, Strategy::Fast, 5_000);
    let [_, given, guess, naked, hidden, forced] = seen;
    assert!(given > 0 && guess > 0 && forced > 0, "{seen:?}");
    assert_eq!(naked + hidden, 0, "fast on 9×9 propagates in bulk");
    // On 4×4 it is the singles machine, with reasons.
    let small = origins_seen("1.2.....3.4.....", Strategy::Fast, 1_000);
    assert_eq!(small[Origin::Forced as usize], 0, "{small:?}");
}

#[test]
fn plain_strategies_show_only_givens_and_guesses() {
    for strategy in [Strategy::BruteForce, Strategy::Backtracking, Strategy::Mrv] {
        let seen = origins_seen(HARD, strategy, 3_000);
        assert!(seen[Origin::Guess as usize] > 0, "{strategy} {seen:?}");
        let forced: usize = seen[Origin::Naked as usize..].iter().sum();
        assert_eq!(forced, 0, "{strategy} {seen:?}");
    }
}

#[test]
fn a_snapshot_without_candidates_leaves_them_alone() {
    let givens = Board::parse(HARD).unwrap();
    let mut engine = Engine::new(&givens, Strategy::Mrv).unwrap();
    let mut snap = Snapshot::default();
    snap.fill(&engine, &givens, true);
    let at_start = snap.candidates().to_vec();
    while !matches!(engine.step(), Event::Backtrack { .. }) {}
    snap.fill(&engine, &givens, false);
    assert_eq!(snap.candidates(), &at_start[..]);
    assert_eq!(snap.values(), engine.values());
    assert!(!snap.cleared().is_empty());
}

/// `csp` with forward checking or MAC: the snapshot's candidates are the search's domains at
/// the step shown, so a digit leaves a domain at the step that narrates its prune, and at no
/// other: a try changes no other cell's domain (its placement's prunes are still to come), a
/// prune takes its one digit from its one cell, a revision or a select takes nothing, and a
/// select opens on the domain the page shows for its cell.
#[test]
fn csp_inference_shows_each_prune_at_its_step() {
    for puzzle in [HARD, MANY] {
        let givens = Board::parse(puzzle).unwrap();
        for infer in ["fc", "mac"] {
            let params = Params::parse(&format!("var=first infer={infer}")).unwrap();
            let mut engine = Engine::with_params(&givens, Strategy::Csp, &params).unwrap();
            let mut snap = Snapshot::default();
            snap.fill(&engine, &givens, true);
            let (mut prunes, mut tries) = (0, 0);
            while !engine.is_done() && engine.counters().steps < 3_000 {
                let before = snap.candidates().to_vec();
                let event = engine.step();
                snap.fill(&engine, &givens, true);
                let after = snap.candidates();
                let changed: Vec<usize> = (0..after.len())
                    .filter(|&c| engine.values()[c] == 0 && before[c] != after[c])
                    .collect();
                match event {
                    Event::Prune { cell, digit, .. } => {
                        prunes += 1;
                        let (cell, bit) = (usize::from(cell), 1 << (digit - 1));
                        assert_ne!(before[cell] & bit, 0, "{infer}: {event:?} was drawn before");
                        assert_eq!(after[cell], before[cell] & !bit, "{infer}: {event:?}");
                        assert_eq!(changed, [cell], "{infer}: {event:?}");
                    }
                    Event::Try { cell, digit, .. } => {
                        tries += 1;
                        assert_ne!(before[usize::from(cell)] & 1 << (digit - 1), 0);
                        assert!(changed.is_empty(), "{infer}: {event:?} changed {changed:?}");
                    }
                    Event::Select {
                        cell, candidates, ..
                    } => {
                        assert_eq!(after[usize::from(cell)], candidates, "{infer}: {event:?}");
                        assert!(changed.is_empty(), "{infer}: {event:?} changed {changed:?}");
                    }
                    Event::Revise { .. } => assert!(changed.is_empty(), "{infer}: {event:?}"),
                    _ => {}
                }
                // Once the inference is reported, the domains are the board's candidates.
                if matches!(event, Event::Select { .. }) && infer == "fc" {
                    let board = engine.board();
                    for cell in (0..after.len()).filter(|&c| engine.values()[c] == 0) {
                        assert_eq!(after[cell], board.candidates(cell), "cell {cell}");
                    }
                }
            }
            assert!(
                prunes > 100 && tries > 10,
                "{infer}: {prunes} prunes, {tries} tries"
            );
        }
    }
}
