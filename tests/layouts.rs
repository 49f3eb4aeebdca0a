//! The layouts the page decodes, from their one definition: the arrow moves of a board, the
//! machine each strategy runs on a board size, and the places of the fields packed into events.
#![cfg(not(target_arch = "wasm32"))]

use sudoku_stepper::{
    Board, Engine, Event, EventPacking, Geometry, Stepper as _, Strategy, Unit, NO_CELL,
};

#[test]
fn arrows_move_one_row_or_column_and_stop_at_the_edge() {
    for side in [4, 9, 16] {
        let g = Geometry::of_side(side).unwrap();
        for cell in 0..g.cells {
            let (r, c) = (cell / side, cell % side);
            let [up, down, left, right] = g.moves(cell);
            assert_eq!(up, if r > 0 { cell - side } else { cell });
            assert_eq!(down, if r + 1 < side { cell + side } else { cell });
            assert_eq!(left, if c > 0 { cell - 1 } else { cell });
            assert_eq!(right, if c + 1 < side { cell + 1 } else { cell });
            // A move stays in the cell's row or column.
            let [row, col, _] = g.units_of(cell);
            assert_eq!(g.units_of(left)[0], row);
            assert_eq!(g.units_of(up)[1], col);
        }
    }
}

#[test]
fn fast_runs_singles_off_9x9_and_every_other_strategy_itself() {
    for s in Strategy::ALL {
        for side in [4, 9, 16] {
            let expected = if s == Strategy::Fast && side != 9 {
                Strategy::Singles
            } else {
                s
            };
            assert_eq!(s.machine_on(side), expected, "{s} on {side}×{side}");
        }
    }
    // What `machine_on` names is what runs: `fast` on 4×4 steps as `singles` does.
    let board: Board = "1...........4..3".parse().unwrap();
    let events = |s: Strategy| -> Vec<Event> {
        let mut e = Engine::new(&board, s).unwrap();
        (0..40).map(|_| e.step()).collect()
    };
    assert_eq!(events(Strategy::Fast), events(Strategy::Singles));
}

#[test]
fn packed_fields_sit_where_event_packing_says() {
    let (byte, half, base) = (
        EventPacking::Byte as u32,
        EventPacking::Half as u32,
        EventPacking::UnitBase as u32,
    );
    let [_, _, _, c] = Event::Try {
        cell: 3,
        digit: 1,
        branch: 2,
        of: 5,
    }
    .pack(9);
    assert_eq!((c >> byte, c & ((1 << byte) - 1)), (2, 5));
    let [_, _, _, c] = Event::Prune {
        cell: 21,
        digit: 5,
        by: 13,
        unit: Unit::Col(3),
    }
    .pack(9);
    assert_eq!((c & ((1 << half) - 1), (c >> half) - base), (13, 9 + 3));
    assert_eq!(EventPacking::NoCell as u16, NO_CELL);
}
