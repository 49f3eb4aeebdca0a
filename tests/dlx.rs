//! `dlx`: Knuth's dancing links as a stepper. Link updates counted by hand on small boards,
//! Knuth's order of events, the choice of a digit-in-unit column, frames, candidates and the
//! board at every step, covers undone by the end, givens in conflict, and work bounded per step.
// Native only: the puzzle files are not there in wasm32.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::*;
use sudoku_stepper::dlx::Dlx;
use sudoku_stepper::{
    solve, Board, Counters, DeadEnd, Engine, Event, EventKind, Stepper, Strategy, Unit,
};

/// Needs guessing; its first choice is a digit with one place in a box.
const HARD: &str =
    "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";
/// Several solutions.
const MANY: &str =
    "003870500000002180049651030006000053050000072072305010200068000000020000030510000";

fn events(machine: &mut impl Stepper) -> Vec<(Event, Counters)> {
    let mut out = Vec::new();
    while !machine.is_done() {
        let e = machine.step();
        out.push((e, *machine.counters()));
    }
    out
}

#[test]
fn one_empty_cell_makes_knuths_updates() {
    let board = Board::parse(".234341221434321").unwrap();
    let got = events(&mut Dlx::new(&board));
    let kinds: Vec<Event> = got.iter().map(|x| x.0).collect();
    assert_eq!(
        kinds,
        [
            Event::Select {
                cell: 0,
                candidates: 0b0001,
                depth: 1
            },
            Event::Try {
                cell: 0,
                digit: 1,
                branch: 1,
                of: 1
            },
            Event::Solution,
            Event::Exhausted,
        ]
    );
    // The cell's column has one row left: 2 header links + 2 per other node of the row (3).
    // Its other three columns have no row left: 2 header links each. Then all undone.
    let updates: Vec<u64> = got.iter().map(|x| x.1.updates).collect();
    assert_eq!(updates, [8, 14, 14, 28]);
    let last = got[3].1;
    assert_eq!(
        (last.steps, last.tries, last.backtracks, last.solutions),
        (4, 1, 0, 1)
    );
    assert_eq!((last.depth, last.max_depth, last.propagations), (0, 1, 0));
}

#[test]
fn the_empty_board_opens_on_cell_one_and_covers_by_hand() {
    let mut m = Dlx::new(&Board::empty(4).unwrap());
    assert_eq!(
        m.step(),
        Event::Select {
            cell: 0,
            candidates: 0b1111,
            depth: 1
        }
    );
    // Four rows of three other nodes.
    assert_eq!(m.counters().updates, 2 + 6 * 4);
    assert_eq!(m.stack()[0].of(), 4);
    assert_eq!(
        m.step(),
        Event::Try {
            cell: 0,
            digit: 1,
            branch: 1,
            of: 4
        }
    );
    // 1 in row 1 and in column 1 have three rows left each, 1 in box 1 just r2c2.
    assert_eq!(m.counters().updates, 26 + 20 + 20 + 8);
    assert_eq!(m.values()[0], 1);
    assert_eq!(m.candidates(5), 0b1110);
}

#[test]
fn a_digit_with_one_place_is_selected_as_a_place() {
    let board = Board::parse(HARD).unwrap();
    let mut m = Dlx::new(&board);
    let first = m.step();
    // r9c3 is place 8 of box 7 (its third row, third column).
    let expected = Event::SelectPlace {
        unit: Unit::Box(6),
        digit: 7,
        places: 1 << 8,
        depth: 1,
    };
    assert_eq!(first, expected);
    assert_eq!(first.kind(), EventKind::SelectPlace);
    assert_eq!(first.name(), "select");
    assert_eq!(first.pack(9), [9, 7, 1 << 8, (1 << 8) | (1 + 18 + 6)]);
    assert_eq!(m.candidates(74) & (1 << 6), 1 << 6, "7 still a candidate");
    assert_eq!(
        m.step(),
        Event::Try {
            cell: 74,
            digit: 7,
            branch: 1,
            of: 1
        }
    );
}

/// What may follow each event in Knuth's order.
fn may_follow(before: Option<&Event>, e: &Event) -> bool {
    use EventKind as K;
    let opens = [K::Select, K::SelectPlace, K::DeadEnd, K::Solution];
    match before.map(Event::kind) {
        None => opens.contains(&e.kind()),
        Some(K::Select | K::SelectPlace | K::Backtrack) => e.kind() == K::Try,
        Some(K::Try) => opens.contains(&e.kind()),
        Some(K::DeadEnd | K::Solution) => matches!(e.kind(), K::Backtrack | K::Exhausted),
        Some(_) => false,
    }
}

/// Steps a whole search and checks every event against the board, the frames and the
/// candidates; returns the solutions found.
fn check_search(puzzle: &str) -> u64 {
    let board = Board::parse(puzzle).unwrap();
    let geom = board.geometry();
    let mut m = Dlx::new(&board);
    let (mut last, mut selected): (Option<Event>, u8) = (None, 0);
    let (mut covered, mut uncovered) = (0, 0);
    while !m.is_done() {
        let (before, updates, work) = (m.board(), m.counters().updates, m.work());
        let e = m.step();
        assert!(may_follow(last.as_ref(), &e), "{last:?} then {e:?}");
        let after = m.board();
        let delta = m.counters().updates - updates;
        assert!(m.work() - work <= m.max_step_work(), "{e:?}");
        for f in m.stack() {
            assert!(f.branch <= f.of());
        }
        match e {
            Event::Select { candidates, .. } => selected = candidates.count_ones() as u8,
            Event::SelectPlace { places, .. } => selected = places.count_ones() as u8,
            Event::Try {
                cell, digit, of, ..
            } => {
                assert_eq!(after.get(cell.into()), digit);
                let top = m.stack().last().unwrap();
                assert_eq!((top.cell, top.digit, top.of()), (cell, digit, of));
                if top.branch == 1 {
                    assert_eq!(of, selected, "of is the size of the column at selection");
                }
            }
            Event::DeadEnd(DeadEnd::NoCandidates { cell }) => {
                assert_eq!(after.candidates(cell.into()), 0);
            }
            Event::DeadEnd(DeadEnd::NoPlace { unit, digit }) => {
                let cells = geom.unit_cells(unit.id(geom.side));
                let bit = 1 << (digit - 1);
                assert!(cells.iter().all(|&x| after.get(x.into()) != digit
                    && (after.get(x.into()) != 0 || after.candidates(x.into()) & bit == 0)));
            }
            Event::Backtrack { depth, .. } => {
                assert_eq!(m.backup(depth.into()).unwrap(), after);
                // The decision resumed took back the row it had tried.
                let top = m.stack()[usize::from(depth) - 1];
                assert_eq!(before.get(top.cell.into()), top.digit);
                assert_eq!(after.get(top.cell.into()), 0);
            }
            Event::Solution => assert!(after.is_solved() && board.agrees_with(&after)),
            Event::Exhausted => assert_eq!(after, board, "every row taken back"),
            _ => unreachable!("dlx emits no {e:?}"),
        }
        if matches!(e, Event::Backtrack { .. } | Event::Exhausted) {
            uncovered += delta;
        } else {
            covered += delta;
        }
        // The candidates of the strategy are the digits no filled peer holds.
        for x in 0..geom.cells {
            if after.get(x) == 0 {
                assert_eq!(m.candidates(x), after.candidates(x), "cell {x} after {e:?}");
            }
        }
        last = Some(e);
    }
    assert_eq!(covered, uncovered, "every cover is undone by the end");
    m.counters().solutions
}

#[test]
fn events_frames_and_candidates_follow_the_board() {
    let stuck = format!("12345678.{}9{}", ".".repeat(8), ".".repeat(63));
    let sixteen = cut(&random_solved(4, 3), 100, 3);
    for p in [
        MANY,
        HARD,
        "1.2.....3.4.....",
        &".".repeat(16),
        &stuck,
        &sixteen,
    ] {
        let all = Board::parse(p).unwrap().count_solutions(u64::MAX);
        assert_eq!(check_search(p), all, "{p}");
    }
}

#[test]
fn dlx_counts_like_fast_on_sampled_files_of_every_size() {
    let lines = puzzle_lines("serg_multi_solution.txt");
    let sixteen: Vec<String> = (0..8)
        .map(|seed| cut(&random_solved(4, seed), 140, seed))
        .collect();
    let four: Vec<String> = (0..50)
        .map(|seed| cut(&random_solved(2, seed), 11, seed))
        .collect();
    let hardest = puzzle_lines("forum_hardest_1106.txt");
    let samples = lines.iter().step_by(13).chain(hardest.iter().step_by(37));
    for p in samples.chain(&sixteen).chain(&four) {
        let board = Board::parse(p).unwrap();
        let dlx = solve(&board, Strategy::Dlx, 3).unwrap();
        let fast = solve(&board, Strategy::Fast, 3).unwrap();
        assert_eq!(dlx.solutions, fast.solutions, "{p}");
        let s = dlx.solution.unwrap();
        assert!(s.is_solved() && board.agrees_with(&s), "{p}");
        if fast.solutions == 1 {
            assert_eq!(Some(s), fast.solution);
        }
        assert!(dlx.counters.updates > 0 || board.filled() == board.geometry().cells);
    }
}

#[test]
fn only_dlx_counts_updates() {
    let board = Board::parse(MANY).unwrap();
    for strategy in Strategy::ALL {
        let outcome = solve(&board, strategy, 2).unwrap();
        assert_eq!(
            outcome.counters.updates > 0,
            strategy == Strategy::Dlx,
            "{strategy}"
        );
        if strategy == Strategy::Dlx {
            assert_eq!(outcome.counters.propagations, 0);
        }
    }
}

#[test]
fn givens_in_conflict_are_a_dead_end_not_a_panic() {
    // Engine::new refuses them; the machine on its own reports the second 1 of row 1.
    let mut board = Board::empty(4).unwrap();
    board.set(0, 1);
    board.set(1, 1);
    assert!(Engine::new(&board, Strategy::Dlx).is_err());
    let got: Vec<Event> = events(&mut Dlx::new(&board))
        .into_iter()
        .map(|x| x.0)
        .collect();
    assert_eq!(
        got,
        [
            Event::DeadEnd(DeadEnd::NoCandidates { cell: 1 }),
            Event::Exhausted
        ]
    );
}

fn cli(args: &[&str]) -> Vec<serde_json::Value> {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_sudoku-stepper"))
        .args(args)
        .output()
        .expect("the binary runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout)
        .expect("UTF-8")
        .lines()
        .map(|l| serde_json::from_str(l).expect("a JSON line"))
        .collect()
}

#[test]
fn the_cli_prints_dlx_selects_and_updates() {
    let lines = cli(&["trace", "--strategy", "dlx", "--max-steps", "2", HARD]);
    let select = &lines[0];
    assert_eq!(select["event"], "select");
    assert_eq!(select["unit"], "box 7");
    assert_eq!(select["digit"], 7);
    assert_eq!(select["places"], serde_json::json!([74]));
    assert_eq!(select["place_names"], serde_json::json!(["r9c3"]));
    assert_eq!(select["depth"], 1);
    assert_eq!(select["counters"]["updates"], 2 + 6);
    assert_eq!(lines[1]["event"], "try");
    let singles = cli(&["trace", "--strategy", "singles", "--max-steps", "1", HARD]);
    assert!(singles[0]["counters"].get("updates").is_none());

    let file = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("dlx-one.txt");
    std::fs::write(&file, format!("{HARD}\n")).expect("the temp dir is writable");
    let solved = cli(&["solve", "--strategy", "dlx", file.to_str().unwrap()]);
    let keys: Vec<&str> = solved[0]
        .as_object()
        .unwrap()
        .keys()
        .map(String::as_str)
        .collect();
    assert_eq!(keys.last(), Some(&"updates"));
    assert_eq!(solved[0]["solutions"], 1);
    assert!(solved[0]["updates"].as_u64().unwrap() > 0);
}

#[test]
fn history_checkpoints_land_on_the_step_that_crosses_each_slot() {
    use sudoku_stepper::history::SLOT_WORK;
    use sudoku_stepper::History;
    let board = Board::empty(9).unwrap();
    let mut h = History::new(Engine::new(&board, Strategy::Dlx).unwrap());
    let max = h.current().max_step_work();
    // In chunks of every size, as the page runs it.
    let mut chunk = 1;
    while h.current().work() < 12 * SLOT_WORK && !h.current().is_done() {
        h.run(chunk, |_| true);
        chunk = chunk * 3 % 1000 + 1;
    }
    assert!(
        h.current().work() >= 12 * SLOT_WORK,
        "the search is long enough"
    );
    let checkpoints: Vec<(u64, u64)> = h.checkpoints().collect();
    assert!(checkpoints.len() > 3);
    for &(step, work) in &checkpoints[1..] {
        assert!(work % SLOT_WORK < max, "step {step}: work {work}");
    }
}

/// What the page draws of the exact-cover state agrees with the board at every step: a cell's
/// column is covered when the cell is filled, and an open one has no more rows than the cell
/// has candidates (fewer while a decision on a digit in a unit holds some of them, its column
/// covered by Knuth's rule).
#[test]
fn column_sizes_follow_the_board() {
    let mut dlx = Dlx::new(&Board::parse(HARD).unwrap());
    let cells = dlx.values().len();
    for _ in 0..2_000 {
        if dlx.is_done() {
            break;
        }
        dlx.step();
        let sizes = dlx.column_sizes();
        assert_eq!(sizes.len(), 4 * cells);
        for (cell, &size) in sizes[..cells].iter().enumerate() {
            let covered = size & 0x80 != 0;
            if dlx.values()[cell] != 0 {
                assert!(covered, "cell {cell} is filled");
            } else if !covered {
                assert!(
                    u32::from(size) <= dlx.candidates(cell).count_ones(),
                    "cell {cell}"
                );
            }
        }
    }
}
