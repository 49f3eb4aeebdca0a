//! The `sudoku` crate 0.8 behind two plain WebAssembly exports, with no bindings generator: what
//! `fast`'s `solutions` in the lab build does, for the same puzzle line: parse it, find up to two
//! solutions, hand them back as 81 bytes each. scripts/bench-fast-wasm.mjs writes the line into
//! [`buffer`] and calls [`solutions`].

use std::ptr::addr_of_mut;

/// Solving draws no random numbers; the crate's generator would, and is never called here.
fn no_randomness(_: &mut [u8]) -> Result<(), getrandom::Error> {
    Err(getrandom::Error::UNSUPPORTED)
}
getrandom::register_custom_getrandom!(no_randomness);

/// The puzzle line in, the solutions out (two grids of 81 digits).
static mut BUFFER: [u8; 2 * 81] = [0; 2 * 81];

/// Where the caller writes the puzzle line and reads the solutions.
#[no_mangle]
pub extern "C" fn buffer() -> *mut u8 {
    addr_of_mut!(BUFFER).cast()
}

/// Solves the `len`-byte line in [`buffer`] up to two solutions and writes them there, 81 digits
/// (1–9) each; returns how many there are, or -1 when the line is not a 9×9 puzzle.
#[no_mangle]
pub extern "C" fn solutions(len: usize) -> i32 {
    // SAFETY: single-threaded WebAssembly; the one reference to the buffer lives in this call.
    let buffer = unsafe { &mut *addr_of_mut!(BUFFER) };
    let Ok(line) = std::str::from_utf8(&buffer[..len.min(buffer.len())]) else {
        return -1;
    };
    let Ok(puzzle) = sudoku::Sudoku::from_str_line(line) else {
        return -1;
    };
    let found = puzzle.solutions_up_to(2);
    for (k, solution) in found.iter().enumerate() {
        buffer[81 * k..81 * (k + 1)].copy_from_slice(&solution.to_bytes());
    }
    found.len() as i32
}
