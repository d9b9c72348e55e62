//! Whether the judge's statuses depend on the board's orientation or on
//! colour swap (a dev tool):
//! `cargo run --release -p taikai-rules --example judge_orient -- FILE.sgf...`
use taikai_rules::{judge, replay, sgf, Board, GoRules, JudgeOptions};

fn main() {
    for path in std::env::args().skip(1) {
        let rec = sgf::parse_go(&std::fs::read(&path).unwrap()).unwrap();
        let b: Board = replay::replay(&rec, GoRules::Japanese).game.board().clone();
        let n = b.size();
        let mut base = None;
        let mut diffs = Vec::new();
        for t in 0..16u8 {
            let (sym, swap) = (t % 8, t >= 8);
            let tb = b.transformed(sym, swap);
            let mut opts = JudgeOptions::new(GoRules::Japanese);
            opts.captures = tb.captures();
            let v = judge(&tb, &opts).unwrap();
            let statuses: Vec<String> = b
                .points()
                .filter(|&p| b.get(p).is_some())
                .map(|p| v.status_at(p.transform(sym, n)).unwrap().to_string())
                .collect();
            let und = statuses.iter().filter(|s| *s == "undetermined").count();
            match &base {
                None => base = Some((statuses, und)),
                Some((s0, u0)) => {
                    if *s0 != statuses {
                        diffs.push(format!(
                            "sym {sym} swap {swap}: undetermined {und} (vs {u0})"
                        ));
                    }
                }
            }
        }
        println!(
            "{path}: {}",
            if diffs.is_empty() {
                "same".into()
            } else {
                diffs.join("; ")
            }
        );
    }
}
