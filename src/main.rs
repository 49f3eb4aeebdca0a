use sudoku_stepper::*;
fn main() {
    let text = std::fs::read_to_string("puzzles/tdoku_test_puzzles.txt").unwrap();
    for s in Strategy::ALL {
        let t = std::time::Instant::now();
        let mut tries = 0;
        for line in text.lines().filter(|l| !l.starts_with('#')) {
            let b = Board::parse(line).unwrap();
            let exp: u64 = line.split(':').nth(1).unwrap().parse().unwrap();
            let o = solve(&b, s, 2).unwrap();
            assert_eq!(o.solutions, exp.min(2), "{s} {line}");
            if let Some(sol) = &o.solution { assert!(sol.is_solved() && b.agrees_with(sol)); }
            tries += o.counters.tries;
        }
        println!("{s}: {:?} tries {tries}", t.elapsed());
    }
}
