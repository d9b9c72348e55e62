//! Where the judge leaves chains undetermined (a dev tool):
//! `cargo run --release -p taikai-rules --example judge_gaps -- FILE.sgf...`
//!
//! Per game its time, then per undetermined chain: its expected status
//! (from `NAME.expect` beside the record), the opponent's region holding
//! it (points, empty points, interior: points next to no opponent stone),
//! its walls and what each wall's status rests on (first letter of the
//! basis: S static, P proven, N none…), and the judge's note; and any
//! chain whose status is not the expected one (WRONG).
//! `BUDGET=N` sets the judge's budget.
use std::collections::BTreeSet;
use taikai_rules::{judge, Color, GoRules, JudgeOptions, Point, Status};

mod corpus;

fn main() {
    for path in std::env::args().skip(1) {
        let game = corpus::Finished::load(&path);
        let b = &game.board;
        let mut opts = JudgeOptions::new(GoRules::Japanese);
        opts.captures = b.captures();
        if let Ok(x) = std::env::var("BUDGET") {
            opts.budget = x.parse().unwrap();
        }
        let t = std::time::Instant::now();
        let v = judge(b, &opts).unwrap();
        let ms = t.elapsed().as_millis();
        println!("{path} {ms} ms");
        for g in v.groups.iter().filter(|g| g.status != Status::Undetermined) {
            let want = game.expected(g.stones[0]);
            if g.status != want {
                println!(
                    "  WRONG {} {}: {} (expected {want})",
                    g.color, g.stones[0], g.status
                );
            }
        }
        for g in v.groups.iter().filter(|g| g.status == Status::Undetermined) {
            let want = game.expected(g.stones[0]);
            let c = g.color.opponent();
            // region of c holding the chain
            let mut seen = BTreeSet::new();
            let mut reg = vec![g.stones[0]];
            seen.insert(g.stones[0]);
            let mut k = 0;
            while k < reg.len() {
                let p = reg[k];
                k += 1;
                for q in b.neighbors(p) {
                    if b.get(q) != Some(c) && seen.insert(q) {
                        reg.push(q);
                    }
                }
            }
            let empty = reg.iter().filter(|&&p| b.get(p).is_none()).count();
            let interior: Vec<Point> = reg
                .iter()
                .copied()
                .filter(|&p| b.neighbors(p).all(|q| b.get(q) != Some(c)))
                .collect();
            let mut walls_alive = true;
            let mut wb = String::new();
            let mut nwalls = BTreeSet::new();
            for &p in &reg {
                for q in b.neighbors(p) {
                    if b.get(q) == Some(c) {
                        let w = v.chain_at(q).unwrap();
                        nwalls.insert(w.stones[0]);
                        wb.push(format!("{:?}", w.basis).chars().next().unwrap());
                        if w.status != Status::Alive {
                            walls_alive = false;
                        }
                    }
                }
            }
            let col = if g.color == Color::Black { "B" } else { "W" };
            println!("  {col} {} x{} want {want}: region {} empty {} interior {} walls {} all-alive {} {} | {}", g.stones[0], g.stones.len(), reg.len(), empty, interior.len(), nwalls.len(), walls_alive, wb, format!("{:?}", g.note).chars().take(90).collect::<String>());
        }
    }
}
