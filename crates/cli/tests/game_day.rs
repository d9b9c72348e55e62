//! Game day through the `taikai` binary on real files: starting a round, lateness under
//! each profile, warnings, results with their defaults, and `round status --json`.

mod common;

use common::{json, ok, refused};
use serde_json::Value;
use std::path::PathBuf;

struct Event {
    _dir: tempfile::TempDir,
    file: PathBuf,
}

impl Event {
    /// Four checked-in players, round 1 paired (boards 1 and 2).
    fn paired(profile: &str) -> Self {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("event.taikai");
        let path = file.to_str().unwrap();
        ok(&[
            "new",
            path,
            "--name",
            "秋の大会",
            "--profile",
            profile,
            "--rounds",
            "3",
        ]);
        for (name, rank) in [
            ("青木", "3d"),
            ("井上", "2d"),
            ("上田", "1d"),
            ("江藤", "1k"),
        ] {
            ok(&["players", "add", path, "--name", name, "--rank", rank]);
            ok(&["checkin", path, name]);
        }
        ok(&["round", "pair", path]);
        Event { _dir: dir, file }
    }

    fn path(&self) -> &str {
        self.file.to_str().unwrap()
    }

    fn run(&self, args: &[&str]) -> String {
        let mut all = vec![args[0], self.path()];
        all.extend(&args[1..]);
        ok(&all)
    }

    fn refuse(&self, args: &[&str]) -> String {
        let mut all = vec![args[0], self.path()];
        all.extend(&args[1..]);
        refused(&all)
    }

    /// Starts round 1 at `at` (venue clock).
    fn start(&self, at: &str) {
        ok(&["round", "start", self.path(), "--round", "1", "--at", at]);
    }

    fn status(&self) -> Value {
        json(&["round", "status", self.path(), "--round", "1", "--json"])
    }

    /// Board 1's status and its players' ids (black, white).
    fn board1(&self) -> (Value, String, String) {
        let s = self.status();
        let b = s["boards"][0].clone();
        let (black, white) = (b["black"].to_string(), b["white"].to_string());
        (b, black, white)
    }
}

fn late(e: &Event, player: &str, at: &str) -> String {
    e.run(&["late", "--round", "1", player, "--arrived", at])
}

#[test]
fn chinese_rules_charge_59_59_double_and_60_00_loses() {
    let e = Event::paired("go-chinese");
    e.start("10:00");
    let (_, black, white) = e.board1();

    let out = late(&e, &black, "10:59:59");
    assert!(out.contains("charged double"), "{out}");
    assert!(out.contains("Chinese rules §21.1"), "{out}");
    let (b, ..) = e.board1();
    assert_eq!(b["time_deduction_s"]["B"], 2 * 3599);
    assert_eq!(b["time_deduction_s"]["W"], 0);
    assert!(b["result"].is_null(), "the game is played");

    late(&e, &black, "11:00");
    let (b, ..) = e.board1();
    assert_eq!(b["result"], "W+F");
    assert_eq!(b["decided_by"], "forfeit");
    assert_eq!(b["penalties"][0]["player"].to_string(), black);
    assert_eq!(b["penalties"][0]["article"], "Chinese rules §21.1");

    // Both an hour or more late: both lose (§21.2).
    late(&e, &white, "11:10");
    let (b, ..) = e.board1();
    assert_eq!(b["result"], "both-lose");

    // A mistaken arrival is corrected, and the ruling follows.
    e.run(&["late", "--round", "1", &black, "--clear"]);
    e.run(&["late", "--round", "1", &white, "--clear"]);
    let (b, ..) = e.board1();
    assert!(b["result"].is_null(), "{b}");
}

#[test]
fn moving_the_start_time_re_rules_the_boards() {
    let e = Event::paired("go-chinese");
    e.start("10:00");
    let (_, black, _) = e.board1();
    late(&e, &black, "11:00");
    assert_eq!(e.board1().0["result"], "W+F");
    e.start("10:30");
    let (b, ..) = e.board1();
    assert!(b["result"].is_null());
    assert_eq!(b["time_deduction_s"]["B"], 3600);
    assert_eq!(e.status()["started_at"], "10:30");
}

#[test]
fn lateness_needs_the_start_time_and_a_player_of_the_round() {
    let e = Event::paired("go-chinese");
    let (_, black, _) = e.board1();
    let err = e.refuse(&["late", "--round", "1", &black, "--arrived", "10:05"]);
    assert!(err.contains("round 1 has not been started"), "{err}");
    assert!(err.contains("round start"), "{err}");
    e.start("10:00");
    let err = e.refuse(&["late", "--round", "1", &black, "--arrived", "25:61"]);
    assert!(err.contains("24-hour"), "{err}");
    let err = e.refuse(&["late", "--round", "1", "山田", "--arrived", "10:05"]);
    assert!(err.contains("no player named"), "{err}");
}

#[test]
fn one_warning_moves_a_stone_and_two_lose() {
    let e = Event::paired("go-chinese");
    e.start("10:00");
    let (_, black, white) = e.board1();
    let out = e.run(&[
        "warn",
        "--round",
        "1",
        &black,
        "--article",
        "19",
        "--note",
        "自殺手",
    ]);
    assert!(out.contains("Chinese rules §19"), "{out}");
    e.run(&["result", "--round", "1", "--board", "1", "B+0.75"]);
    let (b, ..) = e.board1();
    assert_eq!(b["counted"], "B+0.75");
    assert_eq!(
        b["result"], "W+0.25",
        "one stone moved to white turns the game"
    );
    assert_eq!(b["warnings"]["B"], 1);
    assert!(b["penalties"]
        .as_array()
        .unwrap()
        .iter()
        .any(|p| p["article"] == "Chinese rules §22.1"));

    e.run(&["warn", "--round", "1", &black, "--article", "21.6"]);
    let (b, ..) = e.board1();
    assert_eq!(b["result"], "W+V");
    assert_eq!(b["warnings"]["B"], 2);
    assert_eq!(b["warnings"]["W"], 0);

    let err = e.refuse(&["warn", "--round", "1", &white, "--article", "20"]);
    assert!(err.contains("17.2"), "{err}");
    let history = json(&["history", e.path(), "--json"]);
    let warnings = history
        .as_array()
        .unwrap()
        .iter()
        .filter(|h| h["action"] == "game.warning")
        .count();
    assert_eq!(warnings, 2);
}

#[test]
fn warnings_are_refused_outside_the_chinese_rules() {
    let e = Event::paired("go-japanese");
    let (_, black, _) = e.board1();
    let err = e.refuse(&["warn", "--round", "1", &black, "--article", "19"]);
    assert!(err.contains("Chinese-rules procedure"), "{err}");
}

#[test]
fn japanese_lateness_loses_only_under_the_events_own_limit() {
    // No seed gives a lateness rule for the Japanese rules: by default the clock runs and
    // nobody loses for lateness alone.
    let e = Event::paired("go-japanese");
    e.start("13:00");
    let (_, _, white) = e.board1();
    late(&e, &white, "13:50");
    let (b, ..) = e.board1();
    assert_eq!(b["time_deduction_s"]["W"], 50 * 60);
    assert!(b["result"].is_null(), "{b}");
    // The event sets its own limit of 30 minutes.
    e.run(&["game-day", "--late-loss-after", "30"]);
    late(&e, &white, "13:29");
    let (b, ..) = e.board1();
    assert_eq!(b["time_deduction_s"]["W"], 29 * 60);
    assert!(b["result"].is_null());
    late(&e, &white, "13:30");
    assert_eq!(e.board1().0["result"], "B+F");
}

#[test]
fn othello_absence_is_a_40_24_forfeit_and_a_late_player_may_forfeit() {
    let e = Event::paired("othello-joa");
    e.start("10:00");
    let (_, black, _) = e.board1();
    e.run(&["late", "--round", "1", &black, "--absent"]);
    let (b, ..) = e.board1();
    assert_eq!(b["result"], "24-40", "black first: white wins by forfeit");
    assert_eq!(b["decided_by"], "forfeit");

    let s = e.status();
    let b2 = &s["boards"][1];
    let white2 = b2["white"].to_string();
    late(&e, &white2, "10:45");
    let b2 = &e.status()["boards"][1];
    assert_eq!(b2["time_deduction_s"]["W"], 45 * 60, "the clock ran, once");
    assert!(b2["result"].is_null());
    e.run(&["late", "--round", "1", &white2, "--forfeit", "10:45"]);
    let b2 = &e.status()["boards"][1];
    assert_eq!(b2["result"], "40-24");
    assert!(b2["penalties"][0]["article"]
        .as_str()
        .unwrap()
        .contains("JOA"));
}

#[test]
fn othello_results_follow_the_card_rules() {
    let e = Event::paired("othello-joa");
    e.run(&["result", "--round", "1", "--board", "1", "33-28"]);
    assert_eq!(e.board1().0["result"], "36-28", "empties to the winner");
    e.run(&[
        "result",
        "--round",
        "1",
        "--board",
        "1",
        "13-0",
        "--reason",
        "数え直し",
    ]);
    assert_eq!(e.board1().0["result"], "64-0", "wipe-out");
    e.run(&[
        "result",
        "--round",
        "1",
        "--board",
        "1",
        "W+T",
        "--reason",
        "時間切れ",
    ]);
    let (b, ..) = e.board1();
    assert_eq!(b["result"], "31-33");
    assert_eq!(b["decided_by"], "time");
    e.run(&["result", "--round", "1", "--board", "2", "both-lose"]);
    assert_eq!(e.status()["boards"][1]["result"], "both-lose");
    assert_eq!(e.status()["status"], "finished");
}

#[test]
fn the_round_shows_what_is_missing_and_pairing_on_needs_a_reason() {
    let e = Event::paired("go-japanese");
    let s = e.status();
    assert_eq!(s["status"], "paired");
    assert!(s["started_at"].is_null());
    e.start("10:00");
    assert_eq!(e.status()["status"], "started");
    e.run(&["result", "--round", "1", "--board", "1", "B+R"]);
    assert_eq!(e.status()["missing_results"], serde_json::json!([2]));

    let err = refused(&["round", "pair", e.path()]);
    assert!(err.contains("or pair anyway and give the reason"), "{err}");
    ok(&[
        "round",
        "pair",
        e.path(),
        "--despite-missing",
        "第2局は打ち掛け、明日再開",
    ]);
    let round2 = json(&["round", "show", e.path(), "--round", "2", "--json"]);
    let notes = round2["notes"].to_string();
    assert!(notes.contains("results missing on board 2"), "{notes}");
    assert!(notes.contains("打ち掛け"), "{notes}");
}

#[test]
fn a_result_decided_by_lateness_cannot_be_typed_over() {
    let e = Event::paired("go-chinese");
    e.start("10:00");
    let (_, black, _) = e.board1();
    e.run(&["late", "--round", "1", &black, "--absent"]);
    let err = e.refuse(&["result", "--round", "1", "--board", "1", "B+R"]);
    assert!(err.contains("decided without play"), "{err}");
    assert!(err.contains("correct the arrival"), "{err}");
}
