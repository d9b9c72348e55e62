//! Where the judge leaves chains undetermined (a dev tool):
//! `cargo run --release -p taikai-rules --example judge_gaps -- FILE.sgf...`
//!
//! Per game its time, then per undetermined chain: its expected status
//! (from `NAME.expect` beside the record; `?` without one), the opponent's region holding
//! it (points, empty points, interior: points next to no opponent stone),
//! its walls and what each wall's status rests on (first letter of the
//! basis: S static, P proven, N none…), and the judge's note; and any
//! chain whose status is not the expected one (WRONG).
//! `BUDGET=N` sets the judge's budget.
//!
//! With `--owl` (GNU Go from Debian installed; never a dependency), each
//! undetermined chain is also read by GNU Go's owl module, a strong
//! life-and-death reader: `owl dead` (it cannot be saved even with its
//! owner moving first, as §7 plays it), `owl alive` (it cannot be killed
//! even with the opponent moving first) or `owl critical` (whoever moves
//! first decides: unsettled). The closing line counts them: how many of
//! the undetermined chains a strong reader would also call unsettled.
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;
use taikai_rules::{judge, Color, GoRules, JudgeOptions, Point, Status};

mod corpus;
#[allow(dead_code)]
mod gtp;

/// GNU Go's owl reading of the chain at `p`: dead, alive or critical
/// (`unread` if GNU Go refused the question).
fn owl(gnugo: &mut gtp::Gtp, p: Point, size: u8) -> &'static str {
    let v = gtp::gtp_name(p, size);
    let mut ask = |cmd: &str| gnugo.ask(&format!("{cmd} {v}")).map(|r| r.starts_with('0'));
    match ask("owl_attack") {
        Ok(true) => "alive",
        Ok(false) => match ask("owl_defend") {
            Ok(true) => "dead",
            Ok(false) => "critical",
            Err(_) => "unread",
        },
        Err(_) => "unread",
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let use_owl = args.iter().any(|a| a == "--owl");
    let mut owl_count: BTreeMap<&str, (usize, usize)> = BTreeMap::new();
    for path in args.into_iter().filter(|a| a != "--owl") {
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
        let mut gnugo = use_owl.then(|| {
            let mut g = gtp::Gtp::start(Path::new(gtp::GNUGO)).expect("GNU Go (Debian gnugo)");
            let full = std::fs::canonicalize(&path).expect("path");
            g.ask(&format!("loadsgf {}", full.display()))
                .expect("loadsgf");
            g
        });
        for g in v.groups.iter().filter(|g| g.status != Status::Undetermined) {
            let Some(want) = game.expected(g.stones[0]) else {
                continue;
            };
            if g.status != want {
                println!(
                    "  WRONG {} {}: {} (expected {want})",
                    g.color, g.stones[0], g.status
                );
            }
        }
        for g in v.groups.iter().filter(|g| g.status == Status::Undetermined) {
            let want = game
                .expected(g.stones[0])
                .map_or("?".to_string(), |s| s.to_string());
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
            let owl_says = match gnugo.as_mut() {
                Some(gnugo) => {
                    let k = owl(gnugo, g.stones[0], b.size());
                    let e = owl_count.entry(k).or_default();
                    e.0 += 1;
                    e.1 += g.stones.len();
                    format!(" owl {k}")
                }
                None => String::new(),
            };
            let col = if g.color == Color::Black { "B" } else { "W" };
            println!("  {col} {} x{}{owl_says} want {want}: region {} empty {} interior {} walls {} all-alive {} {} | {}", g.stones[0], g.stones.len(), reg.len(), empty, interior.len(), nwalls.len(), walls_alive, wb, format!("{:?}", g.note).chars().take(90).collect::<String>());
        }
    }
    if use_owl {
        let line: Vec<String> = owl_count
            .iter()
            .map(|(k, (chains, stones))| format!("{k} {chains} chains ({stones} stones)"))
            .collect();
        println!(
            "undetermined, as GNU Go's owl reads them: {}",
            line.join(", ")
        );
    }
}
