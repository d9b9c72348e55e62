//! Judges SGF files and draws the verdict (a dev tool):
//! `cargo run --release -p taikai-rules --example judge_file -- FILE...`
//!
//! `X`/`O` alive, `x`/`o` dead, `B`/`W` seki, `#`/`@` undetermined; with the
//! time each verdict took.

use std::time::Instant;
use taikai_rules::{judge_sgf, Color, GoRules, Point, Status};

fn main() {
    for path in std::env::args().skip(1) {
        let bytes = match std::fs::read(&path) {
            Ok(b) => b,
            Err(e) => {
                eprintln!("{path}: {e}");
                continue;
            }
        };
        let t = Instant::now();
        let v = match judge_sgf(&bytes, GoRules::Japanese, None, [0, 0]) {
            Ok(v) => v,
            Err(e) => {
                eprintln!("{path}: {e}");
                continue;
            }
        };
        let ms = t.elapsed().as_secs_f64() * 1000.0;
        println!("{path}: {} in {ms:.1} ms", v.result);
        for y in 0..v.size {
            let mut s = String::new();
            for x in 0..v.size {
                let ch = match v.chain_at(Point::new(x, y)).map(|g| (g.color, g.status)) {
                    None => '.',
                    Some((Color::Black, Status::Undetermined)) => '#',
                    Some((Color::White, Status::Undetermined)) => '@',
                    Some((Color::Black, Status::Alive)) => 'X',
                    Some((Color::White, Status::Alive)) => 'O',
                    Some((Color::Black, Status::Dead)) => 'x',
                    Some((Color::White, Status::Dead)) => 'o',
                    Some((Color::Black, Status::Seki)) => 'B',
                    Some((Color::White, Status::Seki)) => 'W',
                };
                s.push(ch);
                s.push(' ');
            }
            println!("  {s}");
        }
        // A `NAME.expect` beside the record (`dead:` / `seki:` lines of SGF
        // points, every other stone alive): compare every stone.
        let expect = std::fs::read_to_string(path.replace(".sgf", ".expect")).unwrap_or_default();
        if !expect.is_empty() {
            let list = |key: &str| -> Vec<Point> {
                expect
                    .lines()
                    .find_map(|l| l.strip_prefix(key))
                    .unwrap_or("")
                    .split_whitespace()
                    .filter_map(|t| Point::parse(t, v.size).ok())
                    .collect()
            };
            let (dead, seki) = (list("dead:"), list("seki:"));
            let (mut right, mut wrong, mut open) = (0, 0, 0);
            for g in &v.groups {
                for &p in &g.stones {
                    let want = if dead.contains(&p) {
                        Status::Dead
                    } else if seki.contains(&p) {
                        Status::Seki
                    } else {
                        Status::Alive
                    };
                    match g.status {
                        Status::Undetermined => open += 1,
                        s if s == want => right += 1,
                        s => {
                            wrong += 1;
                            println!("  WRONG {p}: {s} (expected {want}) {:?}", g.note);
                        }
                    }
                }
            }
            println!("  stones: {right} right, {wrong} wrong, {open} undetermined");
        }
        for g in &v.groups {
            if g.status == Status::Undetermined || !g.proof.is_empty() {
                println!(
                    "  {} {} {}: {} positions",
                    g.color, g.stones[0], g.status, g.nodes
                );
            }
        }
    }
}
