//! Searches stepped forward and back through `History<Engine>`: the input picks a strategy, a
//! small board (4×4 mostly, sometimes 9×9 with many givens), a step budget of at most a few
//! thousand, then a sequence of moves (step, run, skip, back, seek). After every move the
//! counters and the board equal a plain replay of `Engine` from the start stepped as many
//! times, forward moves see the replay's events, and every solution is valid.
#![no_main]

use libfuzzer_sys::arbitrary::{Result, Unstructured};
use libfuzzer_sys::fuzz_target;
use sudoku_stepper::{Board, Counters, Engine, Event, History, Stepper, Strategy};

const SOLVED4: &str = "1234341221434321";
const SOLVED9: &str =
    "652483917978162435314975628825736149791824563436519872269348751547291386183657294";

/// A board without conflicts: a relabelled solved grid with some cells kept, or (4×4 only)
/// arbitrary givens with those in conflict left out, which may have no solution.
fn board(u: &mut Unstructured<'_>) -> Result<Board> {
    let nine = u.ratio(1, 8)?;
    let (side, solved) = if nine { (9, SOLVED9) } else { (4, SOLVED4) };
    let mut board = Board::empty(side).expect("4 and 9 are sizes");
    if !nine && u.ratio(1, 3)? {
        for cell in 0..side * side {
            // Mostly empty cells.
            let v: u8 = u
                .int_in_range(0..=3 * side as u8)?
                .saturating_sub(2 * side as u8);
            if v > 0 && board.candidates(cell) & (1 << (v - 1)) != 0 {
                board.set(cell, v);
            }
        }
        return Ok(board);
    }
    let mut digits: Vec<u8> = (1..=side as u8).collect();
    for i in (1..digits.len()).rev() {
        let j = u.int_in_range(0..=i)?;
        digits.swap(i, j);
    }
    // 9×9 keeps about four givens in five, so that every strategy stays quick; 4×4 about one
    // in three, so that searches are long enough to step back through.
    let (keep, of) = if nine { (4, 5) } else { (1, 3) };
    for (cell, ch) in solved.chars().enumerate() {
        if u.ratio(keep, of)? {
            let d = ch.to_digit(10).expect("a digit") as usize;
            board.set(cell, digits[d - 1]);
        }
    }
    Ok(board)
}

/// The state after each step of a plain run: counters, and values in one flat array (one
/// allocation per run, not per step).
struct Replay {
    events: Vec<Event>,
    counters: Vec<Counters>,
    values: Vec<u8>,
    cells: usize,
    /// The search ended (`Exhausted`) within the budget.
    done: bool,
}

impl Replay {
    fn values(&self, step: usize) -> &[u8] {
        &self.values[step * self.cells..(step + 1) * self.cells]
    }
}

fn replay(engine: &Engine, budget: usize, givens: &Board) -> Replay {
    let mut plain = engine.clone();
    let cells = givens.geometry().cells;
    let mut events = Vec::with_capacity(budget);
    let mut counters = Vec::with_capacity(budget + 1);
    let mut values = Vec::with_capacity((budget + 1) * cells);
    counters.push(*plain.counters());
    values.extend_from_slice(plain.values());
    while events.len() < budget && !plain.is_done() {
        let e = plain.step();
        if e == Event::Solution {
            let b = plain.board();
            assert!(b.is_solved(), "{b}");
            assert!(givens.agrees_with(&b), "{b} from {givens}");
        }
        events.push(e);
        assert_eq!(plain.counters().steps, events.len() as u64);
        counters.push(*plain.counters());
        values.extend_from_slice(plain.values());
    }
    Replay {
        events,
        counters,
        values,
        cells,
        done: plain.is_done(),
    }
}

fn run(u: &mut Unstructured<'_>) -> Result<()> {
    let strategy = *u.choose(&Strategy::ALL)?;
    let givens = board(u)?;
    let budget = u.int_in_range(1..=2000usize)?;
    let engine = Engine::new(&givens, strategy).expect("no givens in conflict");
    let plain = replay(&engine, budget, &givens);
    let end = plain.events.len();
    let mut h = History::new(engine);
    let mut pos = 0usize;
    for _ in 0..48 {
        if u.is_empty() {
            break;
        }
        match u.int_in_range(0..=5u8)? {
            0 => {
                if pos < end {
                    assert_eq!(h.step(), plain.events[pos]);
                    pos += 1;
                } else if plain.done {
                    assert_eq!(h.step(), Event::Exhausted);
                }
            }
            1 => {
                let n = u.int_in_range(0..=300usize)?.min(end - pos);
                let mut seen = Vec::with_capacity(n);
                let taken = h.run(n as u64, |e| {
                    seen.push(*e);
                    true
                });
                assert_eq!(taken, n as u64);
                assert_eq!(seen[..], plain.events[pos..pos + n]);
                pos += n;
            }
            2 => {
                let n = u.int_in_range(0..=300usize)?.min(end - pos);
                let at_solution = u.arbitrary::<bool>()?;
                let (taken, last) = h.skip(n as u64, at_solution);
                let stop = plain.events[pos..pos + n]
                    .iter()
                    .position(|e| at_solution && *e == Event::Solution)
                    .map_or(n, |i| i + 1);
                assert_eq!(taken, stop as u64);
                assert_eq!(last, stop.checked_sub(1).map(|i| plain.events[pos + i]));
                pos += stop;
            }
            3 => {
                let n = u.int_in_range(0..=4000usize)?;
                let undone = h.back(n as u64);
                assert_eq!(undone, n.min(pos) as u64);
                pos -= n.min(pos);
            }
            4 => {
                let target = u.int_in_range(0..=end)?;
                h.seek(target as u64);
                pos = target;
            }
            _ => {
                // Back a little and forward again over the same events.
                let n = u.int_in_range(1..=64usize)?.min(pos);
                assert_eq!(h.back(n as u64), n as u64);
                let mut seen = Vec::with_capacity(n);
                h.run(n as u64, |e| {
                    seen.push(*e);
                    true
                });
                assert_eq!(seen[..], plain.events[pos - n..pos]);
            }
        }
        assert_eq!(
            h.counters(),
            &plain.counters[pos],
            "{strategy} at step {pos}"
        );
        assert_eq!(
            h.current().values(),
            plain.values(pos),
            "{strategy} at step {pos}"
        );
    }
    Ok(())
}

fuzz_target!(|data: &[u8]| {
    let _ = run(&mut Unstructured::new(data));
});
