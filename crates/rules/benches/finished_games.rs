//! The verdict's cost on whole finished games (issue 4, "Must hold"): the
//! hand-checked fixtures of `tests/fixtures/games` (see
//! `tests/whole_games.rs`), judged from the final position (Japanese and
//! Chinese), and the full `judge_sgf` path from the SGF bytes (parse,
//! replay, judge, count). GNU Go's time on the same positions is measured
//! by `cargo run --release -p taikai-rules --example gnugo_compare`.
//!
//! Issue 13: the slowest verdict of each corpus — the finished games of
//! `tests/fixtures/finished` (judged from the record) and the seed's
//! corner examples drawn alone on an empty 19×19 (`tests/fragments.rs`,
//! asked about the stones the text names), and the disputed corners of the
//! finished games set up alone (`tests/corners.rs`, asked about their dead
//! stones). Each verdict of a corpus is timed once; the slowest is then
//! measured by criterion, under its name.

#[path = "../tests/common/mod.rs"]
mod common;
#[path = "../tests/games/mod.rs"]
mod games;
#[path = "../tests/hand_set/mod.rs"]
mod hand_set;

use criterion::{criterion_group, criterion_main, Criterion};
use std::hint::black_box;
use std::time::Instant;
use taikai_rules::{judge, judge_sgf, Board, GoRules, JudgeOptions};

/// The finished games of `tests/fixtures/finished`: name and SGF bytes.
fn finished_corpus() -> Vec<(String, Vec<u8>)> {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/finished");
    let mut out: Vec<(String, Vec<u8>)> = std::fs::read_dir(dir)
        .map(|rd| {
            rd.filter_map(Result::ok)
                .map(|e| e.path())
                .filter(|p| p.extension().is_some_and(|x| x == "sgf"))
                .filter_map(|p| {
                    let name = p.file_stem()?.to_string_lossy().into_owned();
                    Some((name, std::fs::read(&p).ok()?))
                })
                .collect()
        })
        .unwrap_or_default();
    out.sort();
    out
}

/// The corner examples alone on 19×19, with the stones asked about.
fn fragment_corpus() -> Vec<(String, Board, JudgeOptions)> {
    common::ALL
        .iter()
        .map(|&name| common::load(name))
        .filter(|f| !f.spans_right && !f.spans_far && f.name != "ex04")
        .map(|f| {
            let placed = f.place_alone(19);
            let mut opts = JudgeOptions::new(GoRules::Japanese);
            opts.ask = f
                .expect
                .iter()
                .map(|&(_, (x, y))| placed.at[y][x])
                .collect();
            (f.name.clone(), placed.board, opts)
        })
        .collect()
}

/// The index of the slowest of `n` runs of `run`, and its time in ms.
fn slowest(n: usize, mut run: impl FnMut(usize)) -> Option<(usize, f64)> {
    (0..n)
        .map(|k| {
            let t = Instant::now();
            run(k);
            (k, t.elapsed().as_secs_f64() * 1000.0)
        })
        .max_by(|a, b| a.1.total_cmp(&b.1))
}

fn bench_corpora(c: &mut Criterion) {
    let mut g = c.benchmark_group("slowest verdict");
    g.sample_size(10);
    let games = finished_corpus();
    if let Some((k, ms)) = slowest(games.len(), |k| {
        let _ = judge_sgf(&games[k].1, GoRules::Japanese, None, [0, 0]);
    }) {
        eprintln!("finished games: slowest {} ({ms:.0} ms)", games[k].0);
        let bytes = &games[k].1;
        g.bench_function(format!("finished {}", games[k].0), |b| {
            b.iter(|| judge_sgf(black_box(bytes), GoRules::Japanese, None, [0, 0]))
        });
    }
    let fragments = fragment_corpus();
    if let Some((k, ms)) = slowest(fragments.len(), |k| {
        let _ = judge(&fragments[k].1, &fragments[k].2);
    }) {
        eprintln!("fragments: slowest {} ({ms:.0} ms)", fragments[k].0);
        let (name, board, opts) = &fragments[k];
        g.bench_function(format!("fragment {name} --ask"), |b| {
            b.iter(|| judge(black_box(board), opts))
        });
    }
    let corners: Vec<(String, Board, JudgeOptions)> = hand_set::corners()
        .into_iter()
        .map(|c| {
            let mut opts = JudgeOptions::new(GoRules::Japanese);
            opts.ask = c.ask;
            (c.name, c.board, opts)
        })
        .collect();
    if let Some((k, ms)) = slowest(corners.len(), |k| {
        let _ = judge(&corners[k].1, &corners[k].2);
    }) {
        eprintln!("corners: slowest {} ({ms:.0} ms)", corners[k].0);
        let (name, board, opts) = &corners[k];
        g.bench_function(format!("corner {name} --ask"), |b| {
            b.iter(|| judge(black_box(board), opts))
        });
    }
    g.finish();
}

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

criterion_group!(benches, bench, bench_corpora);
criterion_main!(benches);
