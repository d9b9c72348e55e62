//! The verdict's cost on whole finished games (issue 4, "Must hold"): the
//! hand-checked fixtures of `tests/fixtures/games` (see
//! `tests/whole_games.rs`), judged from the final position (Japanese and
//! Chinese), and the full `judge_sgf` path from the SGF bytes (parse,
//! replay, judge, count). GNU Go's time on the same positions is measured
//! by `cargo run --release -p taikai-rules --example gnugo_compare`.

#[path = "../tests/games/mod.rs"]
mod games;

use criterion::{criterion_group, criterion_main, Criterion};
use std::hint::black_box;
use taikai_rules::{judge, judge_sgf, GoRules, JudgeOptions};

fn bench(c: &mut Criterion) {
    let mut g = c.benchmark_group("finished games");
    for (name, _) in games::GAMES {
        let bytes = games::fixture(name);
        let rec = taikai_rules::sgf::parse_go(&bytes).expect("sgf");
        let board = taikai_rules::replay::replay(&rec, GoRules::Japanese)
            .game
            .board()
            .clone();
        for rules in [GoRules::Japanese, GoRules::Chinese] {
            let opts = JudgeOptions::new(rules);
            g.bench_function(format!("judge {name} {}", rules.as_str()), |b| {
                b.iter(|| judge(black_box(&board), &opts).unwrap())
            });
        }
        g.bench_function(format!("judge_sgf {name} japanese"), |b| {
            b.iter(|| judge_sgf(black_box(&bytes), GoRules::Japanese, None, [0, 0]).unwrap())
        });
    }
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
