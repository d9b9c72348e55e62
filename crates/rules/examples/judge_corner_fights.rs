//! Random corner fights, each chain asked about alone (a dev tool): the
//! corpus on which a disputed chain's search in a narrow zone is measured
//! (`HISTORY.md`).
//!
//! Seed `k` gives one position: a 6×5 or 7×4 corner of a 19×19 board,
//! closed by a white wall that reaches the open board, filled at random
//! (55% black, the rest white) but for 6 to 12 empty points; a position
//! with a chain without liberties, or with fewer than 3 black stones, is
//! skipped. Each chain inside the corner (not the wall) is asked about
//! alone (`--ask`), as an arbiter asks about one disputed group, and one
//! line printed: `seed point colour status positions milliseconds`.
//!
//! `cargo run --release -p taikai-rules --example judge_corner_fights -- FROM COUNT [LIST]`
//! judges seeds `FROM..FROM+COUNT`; with `LIST` (lines `seed point`, as
//! printed), only those chains. `--draw SEED` prints the corner instead.
//! `DEAD_ONLY=N` runs the proof-number search of each chain's death alone
//! (`prove_dead`, N positions) instead of the judge: `Dead` or
//! `Undetermined`, and its positions (how variants of that search compare).
//! The statuses depend on the search's allowance, not on the machine;
//! the times do. No status is checked here: compare two builds' lines.
use taikai_rules::{judge, prove_dead, Board, Color, GoRules, JudgeOptions, Point};

mod rng;

use rng::Rng;

/// The corner of seed `seed`, and its width and height inside the wall.
fn corner(seed: u64) -> Option<(Board, u8, u8)> {
    let mut r = Rng::new(seed);
    let (w, h) = if r.below(2) == 0 { (6u8, 5u8) } else { (7, 4) };
    let mut b = Board::new(19);
    for y in 0..=h {
        b.set(Point::new(w, y), Some(Color::White));
    }
    for x in 0..=w {
        b.set(Point::new(x, h), Some(Color::White));
    }
    let mut inside: Vec<Point> = (0..h)
        .flat_map(|y| (0..w).map(move |x| Point::new(x, y)))
        .collect();
    let empty = 6 + r.below(7) as usize;
    for i in (1..inside.len()).rev() {
        let j = r.below(i as u64 + 1) as usize;
        inside.swap(i, j);
    }
    for &p in &inside[empty..] {
        let c = if r.below(100) < 55 {
            Color::Black
        } else {
            Color::White
        };
        b.set(p, Some(c));
    }
    let stuck = b.chains().iter().any(|c| c.liberties.is_empty());
    (!stuck && b.count(Color::Black) >= 3).then_some((b, w, h))
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().map(String::as_str) == Some("--draw") {
        let seed = args[1].parse().expect("--draw SEED");
        match corner(seed) {
            Some((b, _, _)) => print!("{b}"),
            None => println!("seed {seed} gives no position"),
        }
        return;
    }
    // `DEAD_ONLY=N`: the proof-number search of each chain's death alone,
    // within N positions, instead of the judge.
    let dead_only: Option<u64> = std::env::var("DEAD_ONLY")
        .ok()
        .map(|n| n.parse().expect("DEAD_ONLY=N"));
    let from: u64 = args[0].parse().expect("FROM");
    let count: u64 = args[1].parse().expect("COUNT");
    let listed: Option<Vec<(u64, String)>> = args.get(2).map(|f| {
        std::fs::read_to_string(f)
            .expect("LIST")
            .lines()
            .filter_map(|l| {
                let mut it = l.split_whitespace();
                Some((it.next()?.parse().ok()?, it.next()?.to_string()))
            })
            .collect()
    });
    let seeds: Vec<u64> = match &listed {
        Some(list) => {
            let mut seeds: Vec<u64> = list.iter().map(|(s, _)| *s).collect();
            seeds.dedup();
            seeds
        }
        None => (from..from + count).collect(),
    };
    for seed in seeds {
        let Some((b, w, h)) = corner(seed) else {
            continue;
        };
        for chain in b.chains() {
            let p = chain.stones[0];
            if chain.stones.iter().any(|s| s.x >= w || s.y >= h) {
                continue; // the wall
            }
            let at = p.to_sgf();
            if let Some(list) = &listed {
                if !list.iter().any(|(s, q)| *s == seed && *q == at) {
                    continue;
                }
            }
            if let Some(budget) = dead_only {
                let t = std::time::Instant::now();
                let v = prove_dead(&b, p, budget);
                let ms = t.elapsed().as_millis();
                println!(
                    "{seed} {at} {:?} {:?} {} {ms}",
                    chain.color, v.status, v.nodes
                );
                continue;
            }
            let opts = JudgeOptions {
                ask: vec![p],
                ..JudgeOptions::new(GoRules::Japanese)
            };
            let t = std::time::Instant::now();
            let v = judge(&b, &opts).expect("a legal position");
            let ms = t.elapsed().as_millis();
            let g = v.chain_at(p).expect("the chain asked about");
            println!("{seed} {at} {:?} {:?} {} {ms}", g.color, g.status, g.nodes);
        }
    }
}
