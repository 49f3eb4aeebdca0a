//! The paper's two experiments as data: for each local search, the board, the parameter
//! settings and the paper's own figures beside them, how the page groups the settings into
//! tables, and how many runs make a quick study and a paper-sized one. `sudoku-stepper study`
//! and the page (`www/study.html`, through [`plans_json`]) both read it from here.

use crate::local::DEFAULT_BUDGET;
use crate::params::Params;
use crate::strategy::Strategy;

/// The project's easy preset ("A classic easy puzzle" in `puzzles/presets.txt`): the paper does
/// not print the 9×9 board of its annealing table.
pub const EASY_PRESET: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

/// The paper's 4×4 board of its shoot-and-go tables (three solutions; any ends a run).
pub const PAPER_4X4: &str = ".3.....3.412....";

/// One column of the paper's figures.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PaperColumn {
    /// Its name in `study --json` (`tries`, `python_steps`, `cpp_steps`).
    pub key: &'static str,
    /// Its heading in the CLI's table and the page's (`paper tries`, `paper Python`).
    pub label: &'static str,
}

/// One parameter setting and the paper's figures for it, one per [`Plan::paper_columns`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Setting {
    /// The parameters as `key=value` pairs (never `seed` or `budget`: a study sets those).
    pub pairs: &'static [(&'static str, &'static str)],
    /// The paper's figures.
    pub paper: &'static [u64],
}

impl Setting {
    const fn new(pairs: &'static [(&'static str, &'static str)], paper: &'static [u64]) -> Self {
        Setting { pairs, paper }
    }

    /// The parameters, as a strategy takes them.
    pub fn params(&self) -> Params {
        self.pairs
            .iter()
            .fold(Params::new(), |p, &(k, v)| p.with(k, v))
    }
}

/// Settings shown together in one table of the page: those where only `key` varies, in
/// ascending order of it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Group {
    /// What varies and what stays, in words.
    pub caption: &'static str,
    /// The parameter that varies.
    pub key: &'static str,
    /// Indices into [`Plan::settings`].
    pub rows: &'static [usize],
}

/// One of the paper's experiments. Static data: the page reads it as JSON ([`plans_json`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Plan {
    /// The local search studied.
    pub strategy: Strategy,
    /// The board every run solves.
    pub board: &'static str,
    /// Where the board comes from, in words.
    pub board_note: &'static str,
    /// Runs per setting of a paper-sized study (the CLI's default).
    pub runs: u64,
    /// Runs per setting of a study that takes a few seconds in the page.
    pub quick_runs: u64,
    /// The step budget of every run unless a study sets another.
    pub budget: u64,
    /// Which of our means the paper's figures count: `steps` or `tries`.
    pub measure: &'static str,
    /// The paper's columns.
    pub paper_columns: &'static [PaperColumn],
    /// Every setting, in the paper's order.
    pub settings: &'static [Setting],
    /// The settings grouped by the parameter that varies.
    pub groups: &'static [Group],
}

/// The paper's shoot-and-go tables: mean tries for hmax 1…15, with cmeth 1 and with cmeth 2.
pub static SHOOT_AND_GO: Plan = Plan {
    strategy: Strategy::ShootAndGo,
    board: PAPER_4X4,
    board_note: "the paper's 4×4 board",
    runs: 500,
    quick_runs: 100,
    budget: DEFAULT_BUDGET,
    measure: "tries",
    paper_columns: &[PaperColumn {
        key: "tries",
        label: "paper tries",
    }],
    settings: &[
        Setting::new(&[("hmax", "1"), ("cmeth", "1")], &[24061]),
        Setting::new(&[("hmax", "2"), ("cmeth", "1")], &[6320]),
        Setting::new(&[("hmax", "3"), ("cmeth", "1")], &[4797]),
        Setting::new(&[("hmax", "4"), ("cmeth", "1")], &[6619]),
        Setting::new(&[("hmax", "5"), ("cmeth", "1")], &[7576]),
        Setting::new(&[("hmax", "6"), ("cmeth", "1")], &[8019]),
        Setting::new(&[("hmax", "7"), ("cmeth", "1")], &[10428]),
        Setting::new(&[("hmax", "10"), ("cmeth", "1")], &[14734]),
        Setting::new(&[("hmax", "15"), ("cmeth", "1")], &[26832]),
        Setting::new(&[("hmax", "1"), ("cmeth", "2")], &[4550]),
        Setting::new(&[("hmax", "2"), ("cmeth", "2")], &[3602]),
        Setting::new(&[("hmax", "3"), ("cmeth", "2")], &[5258]),
        Setting::new(&[("hmax", "4"), ("cmeth", "2")], &[5393]),
        Setting::new(&[("hmax", "5"), ("cmeth", "2")], &[9145]),
        Setting::new(&[("hmax", "6"), ("cmeth", "2")], &[9608]),
        Setting::new(&[("hmax", "7"), ("cmeth", "2")], &[10244]),
        Setting::new(&[("hmax", "10"), ("cmeth", "2")], &[14517]),
        Setting::new(&[("hmax", "15"), ("cmeth", "2")], &[25257]),
    ],
    groups: &[
        Group {
            caption: "cmeth=1: a neighbour out of range is clamped to the edge",
            key: "hmax",
            rows: &[0, 1, 2, 3, 4, 5, 6, 7, 8],
        },
        Group {
            caption: "cmeth=2: a neighbour out of range wraps around",
            key: "hmax",
            rows: &[9, 10, 11, 12, 13, 14, 15, 16, 17],
        },
    ],
};

/// The paper's annealing table, in its order: mean steps in Python and in C++.
pub static ANNEALING: Plan = Plan {
    strategy: Strategy::Annealing,
    board: EASY_PRESET,
    board_note: "the easy preset: the paper does not print its 9×9 board",
    runs: 30,
    quick_runs: 5,
    budget: DEFAULT_BUDGET,
    measure: "steps",
    paper_columns: &[
        PaperColumn {
            key: "python_steps",
            label: "paper Python",
        },
        PaperColumn {
            key: "cpp_steps",
            label: "paper C++",
        },
    ],
    settings: &[
        Setting::new(
            &[("t0", "80"), ("q", "0.9"), ("mez", "30")],
            &[6000, 1_525_941],
        ),
        Setting::new(
            &[("t0", "40"), ("q", "0.9"), ("mez", "30")],
            &[4140, 2_316_701],
        ),
        Setting::new(
            &[("t0", "20"), ("q", "0.9"), ("mez", "30")],
            &[3752, 400_269],
        ),
        Setting::new(
            &[("t0", "120"), ("q", "0.9"), ("mez", "30")],
            &[7177, 1_476_392],
        ),
        Setting::new(
            &[("t0", "200"), ("q", "0.9"), ("mez", "30")],
            &[10321, 876_392],
        ),
        Setting::new(
            &[("t0", "80"), ("q", "0.9"), ("mez", "20")],
            &[5630, 904_333],
        ),
        Setting::new(
            &[("t0", "80"), ("q", "0.9"), ("mez", "10")],
            &[5382, 4_671_017],
        ),
        Setting::new(
            &[("t0", "80"), ("q", "0.9"), ("mez", "60")],
            &[8234, 4_547_235],
        ),
        Setting::new(
            &[("t0", "80"), ("q", "0.9"), ("mez", "180")],
            &[58467, 1_104_567],
        ),
        Setting::new(
            &[("t0", "80"), ("q", "0.899"), ("mez", "30")],
            &[5752, 1_419_230],
        ),
        Setting::new(
            &[("t0", "80"), ("q", "0.999"), ("mez", "30")],
            &[357_266, 1_123_363],
        ),
    ],
    // The base setting (T0 80, Q 0.9, Mez 30) is in every group, as each sweep passes it.
    groups: &[
        Group {
            caption: "T0, the starting temperature (Q 0.9, Mez 30)",
            key: "t0",
            rows: &[2, 1, 0, 3, 4],
        },
        Group {
            caption: "Mez, moves without a new best before T cools (T0 80, Q 0.9)",
            key: "mez",
            rows: &[6, 5, 0, 7, 8],
        },
        Group {
            caption: "Q, the cooling factor (T0 80, Mez 30)",
            key: "q",
            rows: &[9, 0, 10],
        },
    ],
};

impl Plan {
    /// The experiments of the paper, in the page's order.
    pub const ALL: [&'static Plan; 2] = [&SHOOT_AND_GO, &ANNEALING];

    /// The paper's experiment with `strategy`; `None` for a strategy it did not study.
    pub fn of(strategy: Strategy) -> Option<&'static Plan> {
        Plan::ALL.into_iter().find(|p| p.strategy == strategy)
    }

    /// The paper's figures for `params` (the same keys set to the same text, in any order).
    pub fn paper_for(&self, params: &Params) -> Option<&'static [u64]> {
        let given = params.pairs();
        self.settings
            .iter()
            .find(|s| {
                s.pairs.len() == given.len()
                    && s.pairs
                        .iter()
                        .all(|&(k, v)| given.iter().any(|(gk, gv)| gk == k && gv == v))
            })
            .map(|s| s.paper)
    }

    /// The plan as one JSON object, for the page: written here rather than with serde, which
    /// the WebAssembly build leaves out.
    pub fn to_json(&self) -> String {
        let settings = list(self.settings, |s| {
            format!(
                r#"{{"params":{},"paper":[{}]}}"#,
                string(&s.params().to_string()),
                list(s.paper, u64::to_string)
            )
        });
        let groups = list(self.groups, |g| {
            format!(
                r#"{{"caption":{},"key":{},"rows":[{}]}}"#,
                string(g.caption),
                string(g.key),
                list(g.rows, usize::to_string)
            )
        });
        format!(
            r#"{{"strategy":{},"board":{},"board_note":{},"runs":{},"quick_runs":{},"budget":{},"measure":{},"paper_columns":[{}],"settings":[{settings}],"groups":[{groups}]}}"#,
            string(self.strategy.name()),
            string(self.board),
            string(self.board_note),
            self.runs,
            self.quick_runs,
            self.budget,
            string(self.measure),
            list(self.paper_columns, |c| string(c.label)),
        )
    }
}

/// Every plan of [`Plan::ALL`] as a JSON array (see [`Plan::to_json`]).
pub fn plans_json() -> String {
    format!("[{}]", list(&Plan::ALL, |p| p.to_json()))
}

/// `text` as a JSON string. The plan's texts are our own, but escaping costs little.
fn string(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if u32::from(c) < 0x20 => out.push_str(&format!("\\u{:04x}", u32::from(c))),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// `items` each written by `each`, separated by commas.
fn list<T>(items: &[T], each: impl Fn(&T) -> String) -> String {
    items.iter().map(each).collect::<Vec<_>>().join(",")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The value of `key` in a setting.
    fn value(s: &Setting, key: &str) -> &'static str {
        s.pairs.iter().find(|(k, _)| *k == key).map_or("", |p| p.1)
    }

    #[test]
    fn each_group_varies_its_key_alone_in_ascending_order_and_covers_every_setting() {
        for plan in Plan::ALL {
            let mut seen = vec![false; plan.settings.len()];
            for g in plan.groups {
                let rows: Vec<&Setting> = g.rows.iter().map(|&i| &plan.settings[i]).collect();
                let others = |s: &Setting| -> Vec<(&str, &str)> {
                    s.pairs
                        .iter()
                        .copied()
                        .filter(|(k, _)| *k != g.key)
                        .collect()
                };
                assert!(
                    rows.iter().all(|s| others(s) == others(rows[0])),
                    "{}",
                    g.caption
                );
                let numbers: Vec<f64> = rows
                    .iter()
                    .map(|s| value(s, g.key).parse().unwrap())
                    .collect();
                assert!(numbers.windows(2).all(|w| w[0] < w[1]), "{}", g.caption);
                for &i in g.rows {
                    seen[i] = true;
                }
            }
            assert!(seen.iter().all(|&s| s), "{}", plan.strategy);
            for s in plan.settings {
                plan.strategy.check_params(&s.params()).unwrap();
                assert_eq!(s.paper.len(), plan.paper_columns.len());
            }
        }
        assert!(Plan::of(Strategy::Dlx).is_none());
    }

    #[test]
    fn paper_figures_match_settings_in_any_order() {
        let p = Params::new().with("cmeth", "2").with("hmax", "2");
        assert_eq!(SHOOT_AND_GO.paper_for(&p), Some(&[3602][..]));
        assert_eq!(
            SHOOT_AND_GO.paper_for(&Params::new().with("hmax", "2")),
            None
        );
        let base = Params::new()
            .with("mez", "30")
            .with("q", "0.9")
            .with("t0", "80");
        assert_eq!(ANNEALING.paper_for(&base), Some(&[6000, 1_525_941][..]));
    }

    #[test]
    fn the_json_names_every_part_of_the_plan() {
        let json = plans_json();
        assert!(json.starts_with(r#"[{"strategy":"shoot-and-go","board":".3.....3.412....""#));
        assert!(json.contains(r#"{"params":"t0=80 q=0.999 mez=30","paper":[357266,1123363]}"#));
        assert!(json.contains(r#""paper_columns":["paper Python","paper C++"]"#));
        assert!(json.contains(r#""key":"q","rows":[9,0,10]}"#));
        assert_eq!(string("a\"b\\c\n"), r#""a\"b\\c\u000a""#);
    }
}
