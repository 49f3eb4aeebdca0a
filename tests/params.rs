//! Strategy parameters: errors that name the key and what it takes, the tables of the local
//! searches, numbers written as `1e3`; and the deterministic e^(−x) of `annealing`.
#![cfg(not(target_arch = "wasm32"))]

use sudoku_stepper::local::{exp_neg, Annealing, ShootAndGo};
use sudoku_stepper::params::{ParamError, Params, Spec, Tunable, Values};
use sudoku_stepper::{Board, Engine, EngineError, Stepper, Strategy};

const EASY: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

const LOCAL: [Strategy; 2] = [Strategy::Annealing, Strategy::ShootAndGo];

#[test]
fn parameter_errors_name_the_key_and_what_is_allowed() {
    let board = Board::parse(EASY).unwrap();
    let err = |strategy: Strategy, params: &str| -> ParamError {
        match Engine::with_params(&board, strategy, &Params::parse(params).unwrap()) {
            Err(EngineError::Params(e)) => e,
            Err(e) => panic!("{e}"),
            Ok(_) => panic!("{strategy} accepted {params}"),
        }
    };
    let cases = [
        (
            Strategy::Annealing,
            "tt=3",
            "unknown parameter \"tt\" for annealing; expected t0, q, mez, seed, budget",
        ),
        (
            Strategy::Annealing,
            "q=2",
            "q must be a number in (0, 1); got \"2\"",
        ),
        (
            Strategy::Annealing,
            "q=1",
            "q must be a number in (0, 1); got \"1\"",
        ),
        (
            Strategy::Annealing,
            "t0=0",
            "t0 must be a number > 0; got \"0\"",
        ),
        (
            Strategy::Annealing,
            "t0=inf",
            "t0 must be a number > 0; got \"inf\"",
        ),
        (
            Strategy::Annealing,
            "mez=0",
            "mez must be a whole number from 1 to 1000000000; got \"0\"",
        ),
        (
            Strategy::Annealing,
            "mez=2.5",
            "mez must be a whole number from 1 to 1000000000; got \"2.5\"",
        ),
        (
            Strategy::ShootAndGo,
            "cmeth=3",
            "cmeth must be 1 or 2; got \"3\"",
        ),
        (
            Strategy::ShootAndGo,
            "hmax=-1",
            "hmax must be a whole number from 0 to 255; got \"-1\"",
        ),
        (
            Strategy::ShootAndGo,
            "budget=0",
            "budget must be a whole number from 1 to 18446744073709551615; got \"0\"",
        ),
        (
            Strategy::ShootAndGo,
            "seed=x",
            "seed must be a whole number from 0 to 18446744073709551615; got \"x\"",
        ),
        (
            Strategy::ShootAndGo,
            "t0=3",
            "unknown parameter \"t0\" for shoot-and-go; expected hmax, cmeth, seed, budget",
        ),
        (
            Strategy::ShootAndGo,
            "hmax=1,hmax=2",
            "parameter \"hmax\" given twice",
        ),
        (
            Strategy::Dlx,
            "seed=1",
            "unknown parameter \"seed\" for dlx; it takes no parameters",
        ),
        (
            Strategy::Backtracking,
            "order=shuffled",
            "order must be ascending or random; got \"shuffled\"",
        ),
    ];
    for (strategy, params, message) in cases {
        let e = err(strategy, params);
        assert_eq!(e.to_string(), message);
        let key = params.split('=').next().unwrap();
        assert_eq!(e.key(), Some(key), "{message}");
    }
    assert_eq!(
        Params::parse("t0=80 q").unwrap_err().to_string(),
        "expected key=value; got \"q\""
    );
    assert!(Params::pair("=3").is_err() && Params::pair("q=").is_err());
    // Numbers such as 1e7 read as whole numbers when they are whole.
    let p = Params::parse("budget=1e3, t0=2.5e1").unwrap();
    let mut e = Engine::with_params(&board, Strategy::Annealing, &p).unwrap();
    assert_eq!(e.counters().temperature.get(), 25.0);
    assert_eq!(e.run(u64::MAX, |_| true).0, 1000);
    // Every strategy's own defaults are accepted, and the tables name their keys.
    for strategy in Strategy::ALL {
        assert!(strategy.check_params(&Params::new()).is_ok());
        assert_eq!(strategy.is_exact(), !LOCAL.contains(&strategy));
    }
    let keys = |specs: &[Spec]| specs.iter().map(|s| s.key).collect::<Vec<_>>();
    assert_eq!(
        keys(Annealing::PARAMS),
        ["t0", "q", "mez", "seed", "budget"]
    );
    assert_eq!(
        keys(ShootAndGo::PARAMS),
        ["hmax", "cmeth", "seed", "budget"]
    );
    let defaults = Values::defaults(Annealing::PARAMS);
    assert_eq!(
        (
            defaults.real("t0"),
            defaults.real("q"),
            defaults.whole("mez")
        ),
        (80.0, 0.9, 30)
    );
    assert_eq!(defaults.whole("budget"), 10_000_000);
}

#[test]
fn exp_neg_is_exp_of_minus_x() {
    // Below the cut-off at 700, where e^(−x) is under 1e-304.
    for i in 0..1890 {
        let x = f64::from(i) * 0.37;
        let (ours, std) = (exp_neg(x), (-x).exp());
        assert!((ours - std).abs() <= 1e-11 * std, "{x}: {ours} vs {std}");
    }
    assert_eq!(
        (exp_neg(0.0), exp_neg(800.0), exp_neg(f64::NAN)),
        (1.0, 0.0, 0.0)
    );
}

/// `q` takes exactly the decimals strictly inside (0, 1): decided on the decimal as written,
/// never after rounding to an `f64` (`0.9999999999999999` rounded onto 1 and was refused).
/// The value a taken decimal runs with is inside too, even where the nearest `f64` is 1.
mod exact_ranges {
    use proptest::prelude::*;
    use sudoku_stepper::params::Params;
    use sudoku_stepper::Strategy;

    /// The `q` that annealing would run with, or `None` when refused.
    fn q(text: &str) -> Option<f64> {
        let specs = Strategy::Annealing.params();
        let values = Params::new()
            .with("q", text)
            .check("annealing", specs)
            .ok()?;
        Some(values.real("q"))
    }

    #[test]
    fn nines_up_to_any_length_are_inside_and_one_is_not() {
        for n in 1..60 {
            let text = format!("0.{}", "9".repeat(n));
            let x = q(&text).unwrap_or_else(|| panic!("{text} refused"));
            assert!(x > 0.0 && x < 1.0, "{text} runs with {x}");
            let tiny = format!("0.{}1", "0".repeat(n));
            let x = q(&tiny).unwrap_or_else(|| panic!("{tiny} refused"));
            assert!(x > 0.0 && x < 1.0, "{tiny} runs with {x}");
        }
        assert_eq!(q("0.9999999999999999"), Some(0.9999999999999999));
        for text in [
            "1",
            "1.0",
            "1.00000000000000000000001",
            "0",
            "0.000",
            "-0",
            "-0.5",
            "1e0",
        ] {
            assert_eq!(q(text), None, "{text}");
        }
        for (text, inside) in [
            ("1e-400", true),
            ("9e-1", true),
            ("10e-1", false),
            ("0.1e1", false),
        ] {
            assert_eq!(q(text).is_some(), inside, "{text}");
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(512))]

        /// Against whole numbers: `[-]int.frac` is N / 10^k with N below 10^33, which u128
        /// compares with 0 and 1 exactly.
        #[test]
        fn any_decimal_is_taken_exactly_when_strictly_inside(
            negative in any::<bool>(),
            int in 0u8..3,
            // Near the ends as often as anywhere: a run of nines or zeros, then anything.
            frac in prop_oneof!["[0-9]{0,30}", "9{12,24}[0-9]{0,6}", "0{12,24}[0-9]{0,6}"],
            zeros in 0usize..3,
            exponent in -2i32..3,
        ) {
            let frac = format!("{frac}{}", "0".repeat(zeros));
            let sign = if negative { "-" } else { "" };
            let text = format!("{sign}{int}.{frac}e{exponent}");
            let n: u128 = format!("{int}{frac}").parse().unwrap();
            let k = frac.len() as i32 - exponent;
            // 0 < N·10^-k < 1, with k ≥ 0 here or N = 0.
            let inside = !negative && n > 0 && (k > 0 && n < 10u128.pow(k as u32));
            let got = q(&text);
            prop_assert_eq!(got.is_some(), inside, "{}", text);
            if let Some(x) = got {
                prop_assert!(x > 0.0 && x < 1.0, "{} runs with {}", text, x);
            }
        }
    }
}
