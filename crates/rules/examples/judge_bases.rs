//! What the judge's statuses rest on, stone by stone, over a corpus (a dev
//! tool for the README's figures):
//! `cargo run --release -p taikai-rules --example judge_bases -- FILE.sgf...`
//!
//! Each stone is counted under its chain's note, then in one of six kinds:
//! Benson's exact test or a safe block (a proof against any invasion); a
//! verification line (its positions judged clear by the static test); a
//! static test relaxed for the end of a game (a big eye, a closed
//! territory); the static test with the owner answering each move (joined
//! walls, an eye space's two eyes); loose links held as connected; nothing
//! (undetermined).
use std::collections::BTreeMap;
use taikai_rules::{judge, replay, sgf, GoRules, JudgeOptions, Note, Status};

fn kind(note: &Note, status: Status) -> &'static str {
    if status == Status::Undetermined {
        "undetermined"
    } else if note.rests_on_links() {
        "links held as connected"
    } else if matches!(note, Note::InTurn { .. }) {
        "static test with the owner answering each move"
    } else if note.rests_on_relaxation() {
        "static test relaxed for the end of a game"
    } else if matches!(
        note,
        Note::Unconditional { .. } | Note::SafeBlock { .. } | Note::SecureRegion { .. }
    ) {
        "Benson's exact test or a safe block"
    } else {
        "verification line"
    }
}

fn main() {
    let mut notes: BTreeMap<String, usize> = BTreeMap::new();
    let mut kinds: BTreeMap<&str, usize> = BTreeMap::new();
    for path in std::env::args().skip(1) {
        let rec = sgf::parse_go(&std::fs::read(&path).unwrap()).unwrap();
        let board = replay::replay(&rec, GoRules::Japanese).game.board().clone();
        let mut opts = JudgeOptions::new(GoRules::Japanese);
        opts.captures = board.captures();
        let v = judge(&board, &opts).unwrap();
        for g in &v.groups {
            let json = serde_json::to_value(&g.note).unwrap();
            let code = json["code"].as_str().unwrap_or("?").to_string();
            let flag = if g.note.assumes() { " (assumes)" } else { "" };
            *notes.entry(format!("{code}{flag}")).or_default() += g.stones.len();
            *kinds.entry(kind(&g.note, g.status)).or_default() += g.stones.len();
        }
    }
    for (k, n) in &notes {
        println!("{n:6} {k}");
    }
    println!();
    for (k, n) in &kinds {
        println!("{n:6} {k}");
    }
    println!("{:6} stones", kinds.values().sum::<usize>());
}
