//! The arbiter's question on a finished game (a dev tool): every chain the
//! whole verdict leaves undetermined is asked about alone (`--ask`), as an
//! arbiter asks about the one disputed group, and the answer is compared
//! with the expected status (`NAME.expect` beside the record).
//! With `--agreed`, the players agree on every other chain (dead or alive
//! as expected; seki left open), as at the end of a real game where only
//! one group is disputed (000 §9).
//! With `--all`, every chain is asked about, not only the undetermined.
//! `cargo run --release -p taikai-rules --example judge_ask -- [--agreed] [--all] FILE.sgf...`
use taikai_rules::{judge, GoRules, JudgeOptions, Status};

mod corpus;

fn main() {
    let (mut asked, mut decided, mut wrong, mut slowest) = (0, 0, 0, 0u128);
    let agreed = std::env::args().any(|a| a == "--agreed");
    let all = std::env::args().any(|a| a == "--all");
    for path in std::env::args().skip(1).filter(|a| !a.starts_with("--")) {
        let game = corpus::Finished::load(&path);
        let b = &game.board;
        let mut opts = JudgeOptions::new(GoRules::Japanese);
        opts.captures = b.captures();
        let whole = judge(b, &opts).unwrap();
        for g in whole
            .groups
            .iter()
            .filter(|g| g.status == Status::Undetermined || all)
        {
            let at = g.stones[0];
            let want = game.expected(at).expect("NAME.expect beside the record");
            opts.ask = vec![at];
            if agreed {
                let others = || whole.groups.iter().filter(|o| o.stones[0] != at);
                let with = |s: Status| {
                    others()
                        .filter(|o| game.expected(o.stones[0]) == Some(s))
                        .map(|o| o.stones[0])
                        .collect()
                };
                opts.agreed_alive = with(Status::Alive);
                opts.agreed_dead = with(Status::Dead);
            }
            let t = std::time::Instant::now();
            let v = judge(b, &opts).unwrap();
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
