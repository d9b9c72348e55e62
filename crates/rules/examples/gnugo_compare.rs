//! Compares GNU Go's life-and-death with the expected verdicts, and times
//! both GNU Go and Taikai, on the same positions in the same run:
//!
//! * the finished games of `tests/fixtures/games` (every stone's status
//!   checked by hand, see `tests/whole_games.rs`);
//! * the life-and-death examples 1–16 of seed 000 as placed by
//!   `tests/judge.rs` (the stones whose verdict the text states, and the
//!   settled rest of the board, which is alive).
//!
//! ```text
//! cargo run --release -p taikai-rules --example gnugo_compare [--gnugo PATH]
//! ```
//!
//! A dev tool: GNU Go (Debian `gnugo`, `/usr/games/gnugo`) is run as a
//! separate process over GTP (`loadsgf`, `final_status_list dead|seki`);
//! nothing links to it, and without it the tool says so and still times
//! Taikai.
//!
//! GNU Go time: the three `final_status_list` queries after `loadsgf`
//! (process start and loading excluded). Taikai time: `judge` (Japanese),
//! mean of repeated runs when a run is short.

#[path = "../tests/common/mod.rs"]
mod common;
#[path = "../tests/games/mod.rs"]
mod games;
mod gtp;

use gtp::{gtp_name, gtp_point, Gtp};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};
use taikai_rules::sgf::{write_go, Event, GoRecord};
use taikai_rules::{judge, judge_sgf, Board, Color, GoRules, JudgeOptions, Point, Status};

struct Position {
    name: String,
    board: Board,
    /// Expected status of some stones (one entry per stone).
    expect: BTreeMap<Point, Status>,
}

fn write_sgf(board: &Board, path: &Path) {
    let mut rec = GoRecord::new(board.size());
    let (mut black, mut white) = (Vec::new(), Vec::new());
    for p in board.points() {
        match board.get(p) {
            Some(Color::Black) => black.push(p),
            Some(Color::White) => white.push(p),
            None => {}
        }
    }
    rec.events.push(Event::Setup {
        black,
        white,
        empty: Vec::new(),
    });
    std::fs::write(path, write_go(&rec)).expect("write sgf");
}

/// GNU Go's status of every stone (alive unless listed dead or seki), and
/// the time of the status queries.
fn gnugo_statuses(
    gtp: &mut Gtp,
    board: &Board,
    file: &Path,
) -> Result<(BTreeMap<Point, Status>, Duration), String> {
    write_sgf(board, file);
    gtp.ask(&format!("boardsize {}", board.size()))?;
    gtp.ask(&format!("loadsgf {}", file.display()))?;
    let t = Instant::now();
    let dead = gtp.ask("final_status_list dead")?;
    let seki = gtp.ask("final_status_list seki")?;
    let _alive = gtp.ask("final_status_list alive")?;
    let dt = t.elapsed();
    let mut st = BTreeMap::new();
    for p in board.points() {
        if board.get(p).is_some() {
            st.insert(p, Status::Alive);
        }
    }
    for (list, s) in [(dead, Status::Dead), (seki, Status::Seki)] {
        for v in list.split_whitespace() {
            let p = gtp_point(v, board.size()).ok_or(format!("vertex {v}"))?;
            st.insert(p, s);
        }
    }
    Ok((st, dt))
}

fn positions() -> Vec<Position> {
    let mut out = Vec::new();
    for (name, diagram) in games::GAMES {
        let bytes = games::fixture(name);
        let rec = taikai_rules::sgf::parse_go(&bytes).expect("sgf");
        let r = taikai_rules::replay::replay(&rec, GoRules::Japanese);
        let board = r.game.board().clone();
        let expect = games::expected(diagram)
            .into_iter()
            .map(|(p, _, s)| (p, s))
            .collect();
        out.push(Position {
            name: name.to_string(),
            board,
            expect,
        });
    }
    for name in common::ALL {
        let f = common::load(name);
        let size = f.default_size();
        let placed = f.place(size);
        let mut expect = BTreeMap::new();
        for &(want, (x, y)) in &f.expect {
            let q = placed.at[y][x];
            for s in placed.board.chain_at(q).expect("stone").stones {
                expect.insert(s, want);
            }
        }
        for p in placed.board.points() {
            if placed.board.get(p).is_some() && f.outside(&placed, p) {
                let ch = placed.board.chain_at(p).unwrap();
                if ch.stones.iter().all(|&s| f.outside(&placed, s)) {
                    expect.insert(p, Status::Alive);
                }
            }
        }
        out.push(Position {
            name: format!("{name} ({size}x{size})"),
            board: placed.board,
            expect,
        });
    }
    out
}

fn fmt_ms(d: Duration) -> String {
    let ms = d.as_secs_f64() * 1000.0;
    if ms < 10.0 {
        format!("{ms:.2} ms")
    } else {
        format!("{ms:.0} ms")
    }
}

/// Stones whose status differs from the expectation, grouped as
/// `status→expected: vertices`.
fn differences(got: &BTreeMap<Point, Status>, pos: &Position) -> (usize, String) {
    let size = pos.board.size();
    let mut by: BTreeMap<(String, String), Vec<String>> = BTreeMap::new();
    let mut n = 0;
    for (&p, &want) in &pos.expect {
        let g = got.get(&p).copied().unwrap_or(Status::Undetermined);
        if g != want {
            n += 1;
            by.entry((g.to_string(), want.to_string()))
                .or_default()
                .push(gtp_name(p, size));
        }
    }
    let text: Vec<String> = by
        .into_iter()
        .map(|((g, w), v)| format!("{} {g} (expected {w})", v.join(" ")))
        .collect();
    (n, text.join("; "))
}

/// The table's "agrees" and "time" cells for one engine's statuses, counting
/// an agreement in `agreed`.
fn agreement(
    got: &BTreeMap<Point, Status>,
    pos: &Position,
    took: Duration,
    agreed: &mut usize,
) -> (String, String) {
    let (n, diff) = differences(got, pos);
    if n == 0 {
        *agreed += 1;
        ("yes".to_string(), fmt_ms(took))
    } else {
        (format!("no, {n} stones: {diff}"), fmt_ms(took))
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let gnugo: PathBuf = args
        .iter()
        .position(|a| a == "--gnugo")
        .and_then(|i| args.get(i + 1))
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(gtp::GNUGO));
    let mut gtp = match Gtp::start(&gnugo) {
        Ok(mut g) => match g.ask("name") {
            Ok(_) => Some(g),
            Err(e) => {
                eprintln!(
                    "{}: not a GTP engine ({e}); timing Taikai only",
                    gnugo.display()
                );
                None
            }
        },
        Err(e) => {
            eprintln!(
                "GNU Go not found at {} ({e}): install Debian's gnugo (apt-get install gnugo) \
                 or pass --gnugo PATH; timing Taikai only",
                gnugo.display()
            );
            None
        }
    };
    if let Some(g) = gtp.as_mut() {
        let v = g.ask("version").unwrap_or_default();
        println!(
            "GNU Go {v} ({}), Taikai judge (Japanese, release)",
            gnugo.display()
        );
    }
    let dir = std::env::temp_dir().join(format!("taikai-gnugo-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    println!();
    println!(
        "| Position | Stones checked | GNU Go agrees | GNU Go time | Taikai agrees | Taikai time |"
    );
    println!("|---|---|---|---|---|---|");
    let (mut g_ok, mut t_ok, mut n_pos, mut t_run) = (0, 0, 0, 0);
    for pos in positions() {
        n_pos += 1;
        let (g_agree, g_time) = match gtp.as_mut() {
            None => ("n/a (no GNU Go)".to_string(), "n/a".to_string()),
            Some(g) => {
                let file = dir.join(format!("{}.sgf", pos.name.split(' ').next().unwrap()));
                match gnugo_statuses(g, &pos.board, &file) {
                    Ok((st, dt)) => agreement(&st, &pos, dt, &mut g_ok),
                    Err(e) => (format!("error: {e}"), "n/a".to_string()),
                }
            }
        };
        let (t_agree, t_time) = {
            t_run += 1;
            let opts = JudgeOptions::new(GoRules::Japanese);
            let t = Instant::now();
            let v = judge(&pos.board, &opts).expect("judge");
            let mut dt = t.elapsed();
            if dt < Duration::from_millis(200) {
                let reps = 10;
                let t = Instant::now();
                for _ in 0..reps {
                    std::hint::black_box(judge(&pos.board, &opts).expect("judge"));
                }
                dt = t.elapsed() / reps;
            }
            let mut st = BTreeMap::new();
            for g in &v.groups {
                for &s in &g.stones {
                    st.insert(s, g.status);
                }
            }
            agreement(&st, &pos, dt, &mut t_ok)
        };
        println!(
            "| {} | {} | {g_agree} | {g_time} | {t_agree} | {t_time} |",
            pos.name,
            pos.expect.len()
        );
    }
    println!();
    if gtp.is_some() {
        println!(
            "GNU Go agrees on {g_ok} of {n_pos} positions; Taikai on {t_ok} of {t_run} it ran."
        );
    } else {
        println!("Taikai agrees on {t_ok} of {t_run} positions it ran (GNU Go not run).");
    }
    // The count of the finished games through the public API, for reference.
    for (name, _) in games::GAMES {
        let bytes = games::fixture(name);
        let ja = judge_sgf(&bytes, GoRules::Japanese, Some(6.5), [0, 0]).expect("judge");
        let zh = judge_sgf(&bytes, GoRules::Chinese, Some(7.5), [0, 0]).expect("judge");
        println!("{name}: japanese {} / chinese {}", ja.result, zh.result);
    }
    let _ = std::fs::remove_dir_all(&dir);
}
