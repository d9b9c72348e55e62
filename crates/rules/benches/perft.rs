//! Othello perft from the start position (depth 9: 3,005,288 leaves).

use criterion::{criterion_group, criterion_main, Criterion};
use std::hint::black_box;
use taikai_rules::othello::{perft, Othello};

fn bench_perft(c: &mut Criterion) {
    let start = Othello::new();
    assert_eq!(perft(&start, 8), 390_216);
    eprintln!("perft(9) = {}", perft(&start, 9));
    let mut group = c.benchmark_group("othello");
    group.sample_size(10);
    group.bench_function("perft_9", |b| b.iter(|| perft(black_box(&start), 9)));
    group.finish();
}

criterion_group!(benches, bench_perft);
criterion_main!(benches);
