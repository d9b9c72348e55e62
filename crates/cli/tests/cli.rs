//! The `taikai` binary as a script or a TD at a terminal uses it, on real files.

mod common;

use common::{ok, refused};
use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::Command;

fn fixture(name: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures")
        .join(name)
        .display()
        .to_string()
}

struct Event {
    _dir: tempfile::TempDir,
    file: PathBuf,
}

impl Event {
    fn new(profile: &str) -> Self {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("event.taikai");
        ok(&[
            "new",
            file.to_str().unwrap(),
            "--name",
            "市民囲碁大会",
            "--profile",
            profile,
        ]);
        Event { _dir: dir, file }
    }

    fn path(&self) -> &str {
        self.file.to_str().unwrap()
    }

    fn players(&self) -> Vec<Value> {
        let text = ok(&["players", "list", self.path(), "--json"]);
        serde_json::from_str::<Value>(&text)
            .unwrap()
            .as_array()
            .unwrap()
            .clone()
    }
}

#[test]
fn register_check_in_and_withdraw_then_list_as_json() {
    let e = Event::new("go-chinese");
    ok(&[
        "players",
        "add",
        e.path(),
        "--name",
        "山田 太郎",
        "--reading",
        "やまだ たろう",
        "--rank",
        "三段",
        "--club",
        "渋谷",
        "--birth-year",
        "1970",
    ]);
    ok(&[
        "players",
        "add",
        e.path(),
        "--name",
        "Ann Lee",
        "--rank",
        "5級",
    ]);
    ok(&["checkin", e.path(), "山田 太郎"]);
    ok(&["withdraw", e.path(), "2"]);
    let players = e.players();
    assert_eq!(players.len(), 2);
    let yamada = &players[0];
    assert_eq!(yamada["name"], "山田 太郎");
    assert_eq!(yamada["reading"], "やまだ たろう");
    assert_eq!(yamada["rank"], "3d");
    assert_eq!(yamada["club"], "渋谷");
    assert_eq!(yamada["birth_year"], 1970);
    assert_eq!(yamada["status"], "checked-in");
    assert_eq!(players[1]["rank"], "5k");
    assert_eq!(players[1]["status"], "withdrawn");
    assert!(players[1]["birth_year"].is_null());
}

#[test]
fn shift_jis_csv_from_excel_is_imported_with_its_kanji() {
    let e = Event::new("go-japanese");
    let out = ok(&[
        "players",
        "import",
        e.path(),
        &fixture("players-shift_jis.csv"),
    ]);
    assert!(out.contains("imported 3 players"), "{out}");
    let players = e.players();
    let names: Vec<&str> = players
        .iter()
        .map(|p| p["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["髙橋 﨑子", "渡邉 剛", "斉藤 昇"]);
    let ranks: Vec<&str> = players
        .iter()
        .map(|p| p["rank"].as_str().unwrap())
        .collect();
    assert_eq!(ranks, ["3d", "10k", "1d"]);
    assert_eq!(players[0]["reading"], "たかはし さきこ");
}

#[test]
fn utf8_csv_with_bom_and_english_headers_is_imported() {
    let e = Event::new("othello-joa");
    let preview = ok(&[
        "players",
        "import",
        e.path(),
        &fixture("players-utf8-bom.csv"),
        "--preview",
    ]);
    assert!(preview.contains("UTF-8 (BOM)"), "{preview}");
    assert!(e.players().is_empty(), "a preview imports nothing");
    ok(&[
        "players",
        "import",
        e.path(),
        &fixture("players-utf8-bom.csv"),
    ]);
    let players = e.players();
    assert_eq!(
        players[0]["name"], "Ann Lee",
        "the BOM must not stick to the first header"
    );
    assert_eq!(players[1]["rank"], "5k");
}

#[test]
fn a_csv_with_bad_rows_imports_nothing_and_names_each_line() {
    let e = Event::new("go-japanese");
    let csv = fixture("players-bad-rows.csv");
    let err = refused(&["players", "import", e.path(), &csv]);
    assert!(err.contains("nothing was imported"), "{err}");
    assert!(err.contains("line 3: the name is empty"), "{err}");
    assert!(err.contains("line 4: rank \"4ダン\""), "{err}");
    assert!(
        err.contains("line 5: 青木 学 appears twice: also on line 2"),
        "{err}"
    );
    assert!(e.players().is_empty());

    // Skipping two of the three bad lines is not enough …
    refused(&[
        "players",
        "import",
        e.path(),
        &csv,
        "--skip",
        "3",
        "--skip",
        "4",
    ]);
    assert!(e.players().is_empty());
    // … skipping all three imports the good row.
    ok(&[
        "players",
        "import",
        e.path(),
        &csv,
        "--skip",
        "3",
        "--skip",
        "4",
        "--skip",
        "5",
    ]);
    assert_eq!(e.players().len(), 1);
    // Importing the same file again: the player is already registered.
    let again = refused(&[
        "players",
        "import",
        e.path(),
        &csv,
        "--skip",
        "3",
        "--skip",
        "4",
        "--skip",
        "5",
    ]);
    assert!(
        again.contains("line 2: 青木 学 is already registered (player 1)"),
        "{again}"
    );
}

#[test]
fn mistakes_are_explained_and_change_nothing() {
    let e = Event::new("go-japanese");
    let err = refused(&["players", "add", e.path(), "--name", "A", "--rank", "11d"]);
    assert!(
        err.contains("rank \"11d\": dan ranks go from 1 to 9"),
        "{err}"
    );
    let err = refused(&["checkin", e.path(), "鈴木"]);
    assert!(err.contains("no player named \"鈴木\""), "{err}");
    let err = refused(&["players", "list", "/nonexistent/x.taikai", "--json"]);
    assert!(err.contains("does not exist"), "{err}");
    let err = refused(&[
        "new",
        e.path(),
        "--name",
        "again",
        "--profile",
        "go-japanese",
    ]);
    assert!(err.contains("already exists"), "{err}");
    let err = refused(&["players", "import", e.path(), "/nonexistent/players.csv"]);
    assert!(
        err.contains("/nonexistent/players.csv does not exist"),
        "{err}"
    );
    assert!(e.players().is_empty());
}

#[test]
fn every_change_reaches_the_history() {
    let e = Event::new("go-japanese");
    ok(&["players", "add", e.path(), "--name", "A", "--rank", "1k"]);
    ok(&["players", "edit", e.path(), "A", "--rank", "1d"]);
    ok(&["checkin", e.path(), "A"]);
    ok(&["players", "remove", e.path(), "1"]);
    let history: Value = serde_json::from_str(&ok(&["history", e.path(), "--json"])).unwrap();
    let actions: Vec<&str> = history
        .as_array()
        .unwrap()
        .iter()
        .map(|h| h["action"].as_str().unwrap())
        .collect();
    assert_eq!(
        actions,
        [
            "tournament.create",
            "player.add",
            "player.edit",
            "player.checked-in",
            "player.remove"
        ]
    );
    assert_eq!(history[2]["old_value"]["rank"], "1k");
    assert_eq!(history[2]["new_value"]["rank"], "1d");
}

#[test]
fn the_demo_has_24_players_from_10k_to_5d() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("demo.taikai");
    ok(&["demo", file.to_str().unwrap()]);
    let text = ok(&["players", "list", file.to_str().unwrap(), "--json"]);
    let players: Vec<Value> = serde_json::from_str(&text).unwrap();
    assert_eq!(players.len(), 24);
    let ranks: Vec<&str> = players
        .iter()
        .map(|p| p["rank"].as_str().unwrap())
        .collect();
    assert!(ranks.contains(&"10k") && ranks.contains(&"5d"));
    assert!(players
        .iter()
        .all(|p| !p["reading"].as_str().unwrap().is_empty()));
    assert_eq!(
        players
            .iter()
            .filter(|p| p["status"] == "checked-in")
            .count(),
        12
    );
}

/// Kills `taikai` at random instants while it writes. Every change it acknowledged
/// (exit 0) must be in the file, and the file must stay valid.
#[test]
fn killing_taikai_at_any_instant_loses_no_acknowledged_change() {
    let e = Event::new("go-japanese");
    // Time one undisturbed change, so the kills spread over a whole run on any machine.
    let started = std::time::Instant::now();
    ok(&[
        "players",
        "add",
        e.path(),
        "--name",
        "timing",
        "--rank",
        "5k",
    ]);
    let run_micros = started.elapsed().as_micros() as u64 * 5 / 4;
    let mut acknowledged = Vec::new();
    let mut seed: u64 = 0x9E37_79B9_7F4A_7C15;
    for i in 0..60 {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        let name = format!("player-{i}");
        let mut child = Command::new(env!("CARGO_BIN_EXE_taikai"))
            .args(["players", "add", e.path(), "--name", &name, "--rank", "5k"])
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .spawn()
            .unwrap();
        std::thread::sleep(std::time::Duration::from_micros(seed % run_micros));
        let _ = child.kill(); // SIGKILL: no destructors, no clean close
        if child.wait().unwrap().success() {
            acknowledged.push(name);
        }
    }
    let conn = rusqlite::Connection::open(&e.file).unwrap();
    let check: String = conn
        .query_row("PRAGMA integrity_check", [], |r| r.get(0))
        .unwrap();
    assert_eq!(check, "ok");
    drop(conn);
    let names: Vec<String> = e
        .players()
        .iter()
        .map(|p| p["name"].as_str().unwrap().to_string())
        .collect();
    for name in &acknowledged {
        assert!(
            names.contains(name),
            "{name} was acknowledged but is missing"
        );
    }
    assert!(
        !acknowledged.is_empty() && acknowledged.len() < 60,
        "the kills should land both before and after commits"
    );
}

fn rules_fixture(name: &str) -> String {
    common::repo_file(&format!("crates/rules/tests/fixtures/{name}"))
}

#[test]
fn replay_names_the_first_illegal_move_of_a_record() {
    let text = ok(&[
        "replay",
        &rules_fixture("ko_violation.sgf"),
        "--rules",
        "japanese",
        "--json",
    ]);
    let report: Value = serde_json::from_str(&text).unwrap();
    assert_eq!(report["illegal"]["move"], 10);
    assert_eq!(report["illegal"]["color"], "W");
    assert_eq!(report["illegal"]["point"], "dd");
    assert_eq!(report["illegal"]["reason"], "ko");

    // A triple ko: legal under Japanese rules, superko under Chinese rules.
    let japanese: Value = serde_json::from_str(&ok(&[
        "replay",
        &rules_fixture("triple_ko.sgf"),
        "--rules",
        "japanese",
        "--json",
    ]))
    .unwrap();
    assert!(japanese["illegal"].is_null());
    let chinese = ok(&[
        "replay",
        &rules_fixture("triple_ko.sgf"),
        "--rules",
        "chinese",
    ]);
    assert!(chinese.contains("superko"), "{chinese}");
}

#[test]
fn count_applies_komi_and_chinese_warnings() {
    let game = rules_fixture("short_game.sgf");
    let plain: Value = serde_json::from_str(&ok(&[
        "count", &game, "--rules", "chinese", "--komi", "7.5", "--json",
    ]))
    .unwrap();
    let warned: Value = serde_json::from_str(&ok(&[
        "count",
        &game,
        "--rules",
        "chinese",
        "--komi",
        "7.5",
        "--warnings-w",
        "1",
        "--json",
    ]))
    .unwrap();
    assert_eq!(
        plain["score"], warned["score"],
        "warnings change the result, not the count"
    );
    assert_ne!(plain["result"], warned["result"]);
    let err = refused(&["count", &game, "--rules", "japanese", "--dead", "zz"]);
    assert!(err.contains("'zz' is not a point on a 9x9 board"), "{err}");
    let err = refused(&["replay", "/nonexistent/game.sgf", "--rules", "japanese"]);
    assert!(err.contains("does not exist"), "{err}");
}

#[test]
fn othello_replay_gives_empty_squares_to_the_winner() {
    let report: Value = serde_json::from_str(&ok(&[
        "othello",
        "replay",
        &rules_fixture("othello_wipeout.txt"),
        "--json",
    ]))
    .unwrap();
    assert_eq!(report["final"]["B"], 64);
    assert_eq!(report["final"]["W"], 0);
    assert!(report["illegal"].is_null());
}
