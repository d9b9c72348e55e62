//! Times the judge on the seed's life-and-death examples and prints each
//! verdict: `cargo run --release -p taikai-rules --example judge_examples
//! [ex03 ex04 ..] [--budget N]`.

#[path = "../tests/common/mod.rs"]
mod common;

use std::time::Instant;
use taikai_rules::{judge, GoRules, JudgeOptions};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut opts = JudgeOptions::new(GoRules::Japanese);
    let mut names: Vec<String> = Vec::new();
    let mut it = args.iter();
    while let Some(a) = it.next() {
        if a == "--budget" {
            opts.budget = it.next().expect("budget").parse().expect("number");
        } else {
            names.push(a.clone());
        }
    }
    if names.is_empty() {
        names = common::ALL.iter().map(|s| s.to_string()).collect();
    }
    for name in &names {
        let f = common::load(name);
        let size = f.default_size();
        let p = f.place(size);
        let t = Instant::now();
        let v = judge(&p.board, &opts).unwrap();
        let ms = t.elapsed().as_secs_f64() * 1000.0;
        let mut wrong = 0;
        for &(want, (x, y)) in &f.expect {
            if v.status_at(p.at[y][x]) != Some(want) {
                wrong += 1;
            }
        }
        let nodes: u64 = v.groups.iter().map(|g| g.nodes).sum();
        println!(
            "{name} {size}x{size}: {ms:.1} ms, {nodes} nodes, {} of {} expected verdicts wrong",
            wrong,
            f.expect.len()
        );
        for row in &p.at {
            let line: String = row
                .iter()
                .map(|&q| match (p.board.get(q), v.status_at(q)) {
                    (None, _) => '.',
                    (Some(c), Some(st)) => st.letter(c),
                    _ => '!',
                })
                .collect();
            println!("  {line}");
        }
        for g in &v.groups {
            if g.nodes > 0 {
                let proof: Vec<String> = g.proof.iter().map(|m| m.to_string()).collect();
                println!(
                    "  {} {} {}: {} nodes: {}",
                    g.color,
                    g.stones[0],
                    g.status,
                    g.nodes,
                    proof.join(", ")
                );
            }
        }
    }
}
