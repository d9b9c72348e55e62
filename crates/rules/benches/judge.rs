//! The verdict's cost: example 1 of seed 000 on a full 19×19 board (the
//! rest settled), and the slowest seed example the engine settles within
//! its budget (example 6, 長生がらみ, on 13×13).

#[path = "../tests/common/mod.rs"]
mod common;

use criterion::{criterion_group, criterion_main, Criterion};
use std::hint::black_box;
use taikai_rules::{judge, GoRules, JudgeOptions};

fn bench(c: &mut Criterion) {
    let opts = JudgeOptions::new(GoRules::Japanese);
    let game = common::load("ex01").place(19).board;
    c.bench_function("judge 19x19 (example 1)", |b| {
        b.iter(|| judge(black_box(&game), &opts).unwrap())
    });
    let mut g = c.benchmark_group("slow");
    g.sample_size(10);
    let hard = common::load("ex06").place(13).board;
    g.bench_function("judge example 6 (13x13)", |b| {
        b.iter(|| judge(black_box(&hard), &opts).unwrap())
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
