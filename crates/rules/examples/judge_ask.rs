//! The arbiter's question on a finished game (a dev tool): every chain the
//! whole verdict leaves undetermined is asked about alone (`--ask`), as an
//! arbiter asks about the one disputed group, and the answer is compared
//! with the expected status (`NAME.expect` beside the record).
//! `cargo run --release -p taikai-rules --example judge_ask -- FILE.sgf...`
use std::collections::BTreeSet;
use taikai_rules::{judge, replay, sgf, Board, GoRules, JudgeOptions, Point, Status};

fn main() {
    let (mut asked, mut decided, mut wrong, mut slowest) = (0, 0, 0, 0u128);
    for path in std::env::args().skip(1) {
        let rec = sgf::parse_go(&std::fs::read(&path).unwrap()).unwrap();
        let b: Board = replay::replay(&rec, GoRules::Japanese).game.board().clone();
        let expect = std::fs::read_to_string(path.replace(".sgf", ".expect")).unwrap_or_default();
        let list = |key: &str| -> BTreeSet<Point> {
            expect
                .lines()
                .find_map(|l| l.strip_prefix(key))
                .unwrap_or("")
                .split('#')
                .next()
                .unwrap()
                .split_whitespace()
                .filter_map(|t| Point::parse(t, b.size()).ok())
                .collect()
        };
        let (dead, seki) = (list("dead:"), list("seki:"));
        let mut opts = JudgeOptions::new(GoRules::Japanese);
        opts.captures = b.captures();
        let whole = judge(&b, &opts).unwrap();
        for g in whole
            .groups
            .iter()
            .filter(|g| g.status == Status::Undetermined)
        {
            let at = g.stones[0];
            let want = if dead.contains(&at) {
                Status::Dead
            } else if seki.contains(&at) {
                Status::Seki
            } else {
                Status::Alive
            };
            opts.ask = vec![at];
            let t = std::time::Instant::now();
            let v = judge(&b, &opts).unwrap();
            let ms = t.elapsed().as_millis();
            slowest = slowest.max(ms);
            let got = v.status_at(at).unwrap();
            asked += 1;
            if got != Status::Undetermined {
                decided += 1;
                if got != want {
                    wrong += 1;
                    println!("WRONG {path} {at}: {got} (expected {want})");
                }
            }
            println!("{path} {at} x{}: {got} in {ms} ms", g.stones.len());
        }
    }
    println!("asked {asked}, decided {decided}, wrong {wrong}, slowest {slowest} ms");
}
