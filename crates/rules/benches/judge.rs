//! The verdict's cost: example 1 of seed 000 on a full 19×19 board (the
//! rest settled), and each seed example the engine settles within its
//! budget in reasonable time, on its default board (the smallest of 9, 13,
//! 19 that fits). Per-example timings and verdicts are also printed by
//! `cargo run --release -p taikai-rules --example judge_examples`.

#[path = "../tests/common/mod.rs"]
mod common;

use criterion::{criterion_group, criterion_main, Criterion};
use std::hint::black_box;
use taikai_rules::{judge, GoRules, JudgeOptions};

/// Examples settled within the default budget in a few seconds at most.
const SETTLED: [&str; 11] = [
    "ex01", "ex02", "ex03", "ex06", "ex07a", "ex09", "ex10", "ex11", "ex12", "ex13", "ex15",
];

fn bench(c: &mut Criterion) {
    let opts = JudgeOptions::new(GoRules::Japanese);
    let game = common::load("ex01").place(19).board;
    c.bench_function("judge 19x19 (example 1)", |b| {
        b.iter(|| judge(black_box(&game), &opts).unwrap())
    });
    let mut g = c.benchmark_group("examples");
    g.sample_size(10);
    for name in SETTLED {
        let f = common::load(name);
        let size = f.default_size();
        let board = f.place(size).board;
        g.bench_function(format!("judge {name} ({size}x{size})"), |b| {
            b.iter(|| judge(black_box(&board), &opts).unwrap())
        });
    }
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
