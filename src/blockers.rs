//! What blocks each way out of a dead end, for the narration and the board: for an empty cell
//! without candidates, what rules out each digit there; for a digit without a place in a unit,
//! what rules it out in each empty cell of the unit. Read from the machine's state at the dead
//! end, so that no page works the rules out again.
//!
//! A digit is ruled out of an empty cell by the first peer holding it in the order of
//! [`Geometry::peers_of`]: the cell's row, then its column, then the rest of its box; the unit
//! reported is the one the two share, row before column before box. A digit no peer holds was
//! removed by inference (`csp`'s MAC revising a singleton, `lookahead`'s filter), or is still
//! legal there: `brute-force` writes every digit in turn, and a dead end of its own comes when
//! the last one clashes, after digits that went deeper and failed there.

use crate::board::{Geometry, Unit};
use crate::event::{DeadEnd, EventPacking, NO_CELL};
use crate::stepper::Stepper;
use crate::strategy::Engine;

/// Why a digit is ruled out of an empty cell at a dead end, numbered as [`Blocker::pack`]
/// writes it; exported to JavaScript (as `BlockerKind`).
#[cfg_attr(target_arch = "wasm32", wasm_bindgen::prelude::wasm_bindgen)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum BlockerKind {
    /// A filled peer holds the digit.
    Peer = 0,
    /// `csp` with MAC pruned it: a peer left with this one value was revised.
    Singleton = 1,
    /// `lookahead`'s filter removed it: placing it there led to a cell without candidates.
    Filtered = 2,
    /// Still legal there: the dead end's decision already tried it (`brute-force`).
    Tried = 3,
}

/// One digit ruled out of one empty cell at a dead end.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Blocker {
    /// The empty cell.
    pub cell: u16,
    /// The digit ruled out there.
    pub digit: u8,
    /// Why.
    pub kind: BlockerKind,
    /// The peer that holds the digit ([`BlockerKind::Peer`]) or that had it as its one value
    /// ([`BlockerKind::Singleton`]); `None` for the other kinds.
    pub by: Option<u16>,
    /// The unit `cell` and `by` share (row, else column, else box).
    pub unit: Option<Unit>,
}

impl Blocker {
    /// The blocker as four numbers for the page: `[kind, cell, digit, by | unit << 16]`, with
    /// `by` `0xFFFF` and unit 0 when there is none, else 1 + the flat unit id (as a `prune`
    /// event packs its cause).
    pub fn pack(&self, side: usize) -> [u32; 4] {
        let unit = self
            .unit
            .map_or(0, |u| EventPacking::UnitBase as u32 + u.id(side) as u32);
        [
            self.kind as u32,
            self.cell.into(),
            self.digit.into(),
            u32::from(self.by.unwrap_or(NO_CELL)) | unit << EventPacking::Half as u32,
        ]
    }
}

/// What rules out `digit` in the empty `cell` of the search `s`; `singleton` names the peer
/// whose one value pruned it, where the machine knows one.
fn blocker<S: Stepper>(
    s: &S,
    g: &Geometry,
    cell: usize,
    digit: u8,
    singleton: &dyn Fn(usize, u8) -> Option<u16>,
) -> Blocker {
    let values = s.values();
    let peer = g
        .peers_of(cell)
        .iter()
        .map(|&p| usize::from(p))
        .find(|&p| values[p] == digit);
    let (kind, by) = match peer {
        Some(p) => (BlockerKind::Peer, Some(p as u16)),
        None if s.candidates(cell) & 1 << (digit - 1) != 0 => (BlockerKind::Tried, None),
        None => match singleton(cell, digit) {
            Some(by) => (BlockerKind::Singleton, Some(by)),
            None => (BlockerKind::Filtered, None),
        },
    };
    Blocker {
        cell: cell as u16,
        digit,
        kind,
        by,
        unit: by.and_then(|b| g.shared_unit(cell, b.into())),
    }
}

/// The blockers of the dead end `why` on the board of `s`: for a cell without candidates, one
/// per digit in ascending order; for a digit without a place in a unit, one per empty cell of
/// the unit in the unit's order. `singleton` says which peer's one value pruned a digit from a
/// cell, for a machine that prunes so (MAC).
pub fn blockers<S: Stepper>(
    s: &S,
    why: DeadEnd,
    singleton: &dyn Fn(usize, u8) -> Option<u16>,
) -> Vec<Blocker> {
    let g = Geometry::for_cells(s.values().len()).expect("a search is on a supported board");
    match why {
        DeadEnd::NoCandidates { cell } => (1..=g.side as u8)
            .map(|d| blocker(s, g, cell.into(), d, singleton))
            .collect(),
        DeadEnd::NoPlace { unit, digit } => g
            .unit_cells(unit.id(g.side))
            .iter()
            .map(|&x| usize::from(x))
            .filter(|&x| s.values()[x] == 0)
            .map(|x| blocker(s, g, x, digit, singleton))
            .collect(),
    }
}

impl Engine {
    /// The blockers of the dead end `why` at the current step (see the free function `blockers`).
    pub fn blockers(&self, why: DeadEnd) -> Vec<Blocker> {
        match self.csp() {
            Some(m) => blockers(self, why, &|cell, digit| m.pruned_by(cell, digit)),
            None => blockers(self, why, &|_, _| None),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Board;
    use crate::event::Event;
    use crate::params::Params;
    use crate::strategy::Strategy;

    /// A board from its nine rows, top to bottom (the rest empty).
    fn board(rows: &[&str]) -> Board {
        let mut text: String = rows.concat();
        text.push_str(&"0".repeat(81 - text.len()));
        text.parse().expect("a board")
    }

    /// Steps `e` to its next dead end, if one comes within `steps` steps.
    fn next_dead_end(e: &mut Engine, steps: usize) -> Option<DeadEnd> {
        (0..steps).find_map(|_| match e.step() {
            Event::DeadEnd(why) => Some(why),
            _ => None,
        })
    }

    #[test]
    fn each_digit_of_a_cell_without_candidates_has_its_blocker() {
        // r1c1 empty; its row holds 1 2 3, its column 4 (r2c1, also in its box) 5 6 9, its box
        // (only) 7 8: backtracking's first select finds it without candidates.
        let empty = "000000000";
        let b = board(&[
            "012300000",
            "478000000",
            "500000000",
            "600000000",
            empty,
            empty,
            empty,
            empty,
            "900000000",
        ]);
        let mut e = Engine::new(&b, Strategy::Backtracking).expect("an engine");
        let why = next_dead_end(&mut e, 10).expect("a dead end");
        assert_eq!(why, DeadEnd::NoCandidates { cell: 0 });
        let found = e.blockers(why);
        let digits: Vec<u8> = found.iter().map(|b| b.digit).collect();
        assert_eq!(
            digits,
            (1..=9).collect::<Vec<u8>>(),
            "every digit once, ascending"
        );
        let unit = |d: u8| found[usize::from(d) - 1].unit;
        let by = |d: u8| found[usize::from(d) - 1].by;
        for d in [1, 2, 3] {
            assert_eq!(unit(d), Some(Unit::Row(0)), "digit {d}");
        }
        for d in [4, 5, 6, 9] {
            assert_eq!(unit(d), Some(Unit::Col(0)), "digit {d}");
        }
        for d in [7, 8] {
            assert_eq!(unit(d), Some(Unit::Box(0)), "digit {d}");
        }
        assert_eq!(
            (by(1), by(4), by(8), by(9)),
            (Some(1), Some(9), Some(11), Some(72))
        );
        assert!(found
            .iter()
            .all(|b| b.kind == BlockerKind::Peer && b.cell == 0));
    }

    #[test]
    fn each_place_of_a_digit_without_one_has_its_blocker() {
        // Row 3 holds 2 3 4 in box 1, and boxes 2 and 3 hold a 1 (r1c4, r2c7): 1 has no place
        // in row 3, the first unit singles look at that lacks one.
        let b = board(&["000100000", "000000100", "234000000"]);
        let mut e = Engine::new(&b, Strategy::Singles).expect("an engine");
        let why = next_dead_end(&mut e, 10).expect("a dead end");
        assert_eq!(
            why,
            DeadEnd::NoPlace {
                unit: Unit::Row(2),
                digit: 1
            }
        );
        let found = e.blockers(why);
        let cells: Vec<u16> = found.iter().map(|b| b.cell).collect();
        assert_eq!(
            cells,
            (21..27).collect::<Vec<u16>>(),
            "the row's empty cells"
        );
        let units: Vec<Option<Unit>> = found.iter().map(|b| b.unit).collect();
        // r3c4 and r3c7 share a column with the 1 above them (a column before a box).
        let (c4, b2, c7, b3) = (Unit::Col(3), Unit::Box(1), Unit::Col(6), Unit::Box(2));
        assert_eq!(units, [c4, b2, b2, c7, b3, b3].map(Some));
        let by: Vec<Option<u16>> = found.iter().map(|b| b.by).collect();
        assert_eq!(by, [3, 3, 3, 15, 15, 15].map(Some));
        assert!(found
            .iter()
            .all(|b| b.kind == BlockerKind::Peer && b.digit == 1));
    }

    /// Checks what the blockers of every dead end within `steps` steps of `e` say against its
    /// board; returns how many of each kind there were.
    fn check_dead_ends(mut e: Engine, steps: usize) -> [usize; 4] {
        let mut kinds = [0; 4];
        let mut ends = 0;
        while let Some(why) = next_dead_end(&mut e, steps) {
            ends += 1;
            let g = Geometry::for_cells(e.values().len()).expect("a geometry");
            let found = e.blockers(why);
            match why {
                DeadEnd::NoCandidates { cell } => {
                    assert!(found.iter().all(|b| b.cell == cell));
                    let digits: Vec<u8> = found.iter().map(|b| b.digit).collect();
                    assert_eq!(digits, (1..=g.side as u8).collect::<Vec<u8>>());
                }
                DeadEnd::NoPlace { unit, digit } => {
                    let empty = g
                        .unit_cells(unit.id(g.side))
                        .iter()
                        .filter(|&&x| e.values()[usize::from(x)] == 0);
                    let cells: Vec<u16> = empty.map(|&x| x.into()).collect();
                    assert_eq!(found.iter().map(|b| b.cell).collect::<Vec<u16>>(), cells);
                    assert!(found.iter().all(|b| b.digit == digit));
                }
            }
            for b in &found {
                let (cell, bit) = (usize::from(b.cell), 1u16 << (b.digit - 1));
                assert_eq!(e.values()[cell], 0, "{b:?}: an empty cell");
                kinds[b.kind as usize] += 1;
                let by = b.by.map(usize::from);
                match b.kind {
                    BlockerKind::Peer => {
                        assert_eq!(e.values()[by.expect("a peer")], b.digit, "{b:?}");
                    }
                    BlockerKind::Singleton => {
                        let by = by.expect("a singleton");
                        assert_eq!(e.values()[by], 0, "{b:?}: an empty cell");
                        assert_eq!(e.candidates(by), bit, "{b:?}: its one value");
                        assert_eq!(e.candidates(cell) & bit, 0, "{b:?}: pruned");
                    }
                    BlockerKind::Filtered => assert_eq!(e.candidates(cell) & bit, 0),
                    BlockerKind::Tried => assert_ne!(e.candidates(cell) & bit, 0),
                }
                if let Some(by) = by {
                    assert!(g.peers_of(cell).contains(&(by as u8)), "{b:?}: a peer");
                    assert_eq!(b.unit, g.shared_unit(cell, by), "{b:?}: their unit");
                }
            }
        }
        assert!(ends > 0, "the search met dead ends");
        kinds
    }

    /// A hard puzzle (hard20.txt's second) on which every strategy meets many dead ends.
    const HARD: &str =
        ".......12........3..23..4....18....5.6..7.8.......9.....85.....9...4.5..47...6...";

    fn engine(strategy: Strategy, params: &str) -> Engine {
        let b: Board = HARD.parse().expect("a board");
        Engine::with_params(&b, strategy, &Params::parse(params).expect("params"))
            .expect("an engine")
    }

    #[test]
    fn blockers_agree_with_the_board_at_every_dead_end() {
        let [peer, singleton, filtered, tried] =
            check_dead_ends(engine(Strategy::Backtracking, ""), 20_000);
        assert!(peer > 0 && singleton + filtered + tried == 0);
        let [_, singleton, filtered, tried] =
            check_dead_ends(engine(Strategy::Singles, ""), 20_000);
        assert_eq!(
            singleton + filtered + tried,
            0,
            "singles eliminates nothing"
        );
        let [_, singleton, filtered, tried] =
            check_dead_ends(engine(Strategy::Csp, "infer=fc"), 20_000);
        assert_eq!(
            singleton + filtered + tried,
            0,
            "forward checking's prunes are placements"
        );
        let [_, _, filtered, _] = check_dead_ends(engine(Strategy::Lookahead, ""), 2_000);
        assert!(filtered > 0, "look-ahead's filter removes candidates");
    }

    #[test]
    fn brute_force_tells_digits_tried_from_blocked_ones() {
        let [peer, _, _, tried] = check_dead_ends(engine(Strategy::BruteForce, ""), 20_000);
        assert!(peer > 0 && tried > 0);
    }

    #[test]
    fn mac_names_the_singleton_that_pruned_a_digit() {
        let [_, singleton, filtered, tried] =
            check_dead_ends(engine(Strategy::Csp, "infer=mac"), 20_000);
        assert!(singleton > 0, "MAC's revisions prune digits");
        assert_eq!(filtered + tried, 0);
        let [_, singleton, _, _] =
            check_dead_ends(engine(Strategy::Csp, "infer=mac jump=cbj var=mrv"), 20_000);
        assert!(singleton > 0);
    }

    #[test]
    fn dlx_dead_ends_are_blocked_by_peers() {
        let [peer, singleton, filtered, tried] = check_dead_ends(engine(Strategy::Dlx, ""), 20_000);
        assert!(peer > 0 && singleton + filtered + tried == 0);
    }

    #[test]
    fn a_blocker_packs_as_a_prune_packs_its_cause() {
        let b = Blocker {
            cell: 40,
            digit: 7,
            kind: BlockerKind::Singleton,
            by: Some(44),
            unit: Some(Unit::Row(4)),
        };
        assert_eq!(b.pack(9), [1, 40, 7, 44 | 5 << 16]);
        let b = Blocker {
            kind: BlockerKind::Tried,
            by: None,
            unit: None,
            ..b
        };
        assert_eq!(b.pack(9), [3, 40, 7, 0xFFFF]);
    }
}
