//! The seeds' rules where the event decides or where Taikai departed from them (issue 14),
//! through the `taikai` binary on real files. Each test names its article.

mod common;

use common::{json, ok, refused};
use serde_json::Value;

/// A tournament file with `players` (name, rank, birth year, group) checked in.
struct Event {
    _dir: tempfile::TempDir,
    path: String,
}

impl Event {
    fn new(profile: &str, system: &str, players: &[(&str, &str, &str, &str)]) -> Event {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("event.taikai").display().to_string();
        ok(&[
            "new",
            &path,
            "--name",
            "秋季大会",
            "--profile",
            profile,
            "--system",
            system,
            "--rounds",
            "3",
        ]);
        for (name, rank, born, group) in players {
            ok(&[
                "players",
                "add",
                &path,
                "--name",
                name,
                "--rank",
                rank,
                "--birth-year",
                born,
                "--group",
                group,
            ]);
            ok(&["checkin", &path, name]);
        }
        Event { _dir: dir, path }
    }

    /// The command with the file after its name (`round pair FILE`, `settings FILE`).
    fn args<'a>(&'a self, args: &[&'a str]) -> Vec<&'a str> {
        let words = if matches!(args[0], "round" | "players") {
            2
        } else {
            1
        };
        let mut all = args[..words].to_vec();
        all.push(&self.path);
        all.extend(&args[words..]);
        all
    }

    fn run(&self, args: &[&str]) -> String {
        ok(&self.args(args))
    }

    fn json(&self, args: &[&str]) -> Value {
        let mut all = self.args(args);
        all.push("--json");
        json(&all)
    }

    fn refuse(&self, args: &[&str]) -> String {
        refused(&self.args(args))
    }

    /// Names of the two players of each board of `round`, black first.
    fn boards(&self, round: u32) -> Vec<(String, String)> {
        let view = self.json(&["round", "show", "--round", &round.to_string()]);
        view["boards"]
            .as_array()
            .unwrap()
            .iter()
            .map(|b| {
                (
                    b["black"]["name"].as_str().unwrap().to_string(),
                    b["white"]["name"].as_str().unwrap().to_string(),
                )
            })
            .collect()
    }

    fn stone_diff(&self, name: &str) -> i64 {
        let rows = self.json(&["standings"]);
        rows.as_array()
            .unwrap()
            .iter()
            .find(|r| r["name"] == name)
            .unwrap()["stone_diff"]
            .as_i64()
            .unwrap()
    }
}

/// A 3d and a 1k: three ranks apart.
const STRONG_AND_WEAK: [(&str, &str, &str, &str); 2] =
    [("強", "3d", "1970", ""), ("弱", "1k", "1980", "")];

fn met(boards: &[(String, String)], a: &str, b: &str) -> bool {
    boards
        .iter()
        .any(|(x, y)| (x == a && y == b) || (x == b && y == a))
}

const FOUR: [(&str, &str, &str, &str); 4] = [
    ("青木", "3d", "1970", "田中家"),
    ("井上", "2d", "1980", ""),
    ("上田", "1d", "1990", ""),
    ("江藤", "1k", "2000", "田中家"),
];

#[test]
fn hidden_stone_method_is_the_events_choice_per_event_and_per_round_joa_1() {
    // JOA rules §1: いずれの方式を採るかについては、大会・部門ごとに定める.
    let e = Event::new("othello-joa", "swiss", &FOUR);
    let method = |e: &Event, board: &str| {
        e.json(&["draw", "--round", "1", "--board", board, "--random"])["audit"]["method"]
            .as_str()
            .unwrap()
            .to_string()
    };
    let shown = e.json(&["settings"]);
    let row = shown["rows"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["key"] == "hidden-stone")
        .unwrap()
        .clone();
    assert_eq!(row["value"], "otsu", "Taikai's default outside a knockout");
    assert_eq!(row["source"]["kind"], "regulation");
    e.run(&["round", "pair"]);
    // The event chooses 甲 for round 1 only: a draw there waits for the winner's choice.
    e.run(&["settings", "--hidden-stone", "kou", "--round", "1"]);
    assert_eq!(method(&e, "1"), "hidden-stone-kou");
    // Once a round has draws, its method stays.
    let refusal = e.refuse(&["settings", "--hidden-stone", "otsu", "--round", "1"]);
    assert!(refusal.contains("already has colour draws"), "{refusal}");
    // Round 2 follows the event's method, now 乙 again by default.
    let rows = e.json(&["settings", "--hidden-stone", "otsu"]);
    assert!(rows["rows"]
        .as_array()
        .unwrap()
        .iter()
        .any(|r| r["key"] == "hidden-stone" && r["round"] == 1 && r["value"] == "kou"));
    assert!(e
        .refuse(&["settings", "--hidden-stone", "丙"])
        .contains("kou (甲"));
    // A Go tournament has no hidden stone.
    let go = Event::new("go-japanese", "mcmahon", &FOUR);
    assert!(go
        .refuse(&["settings", "--hidden-stone", "kou"])
        .contains("is for Othello"));
}

#[test]
fn an_unknown_rank_leaves_the_draw_to_age_the_older_hides_joa_1() {
    // JOA rules §1: 段級位の上位者(同位または不明の場合は年長者)が石を…隠し.
    let e = Event::new(
        "othello-joa",
        "swiss",
        &[("古田", "?", "1950", ""), ("若林", "3d", "2001", "")],
    );
    e.run(&["round", "pair"]);
    let audit = &e.json(&["draw", "--round", "1", "--board", "1", "--random"])["audit"];
    let hider = audit["inputs"]["hider"].as_i64().unwrap();
    let old = audit["players"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["name"] == "古田")
        .unwrap()["id"]
        .as_i64()
        .unwrap();
    assert_eq!(hider, old, "{audit}");
    let why = e.json(&["round", "show"])["boards"][0]["reasons"].to_string();
    assert!(why.contains("古田 hides the disc"), "{why}");
    assert!(why.contains("古田が石を伏せる"), "{why}");
}

#[test]
fn neither_player_came_each_scores_a_forfeit_loss_0_64_joa_18() {
    // JOA rules §18: 不戦敗は64石差(64-0)負け; both absent, both have one.
    let e = Event::new("othello-joa", "swiss", &FOUR);
    e.run(&["round", "pair"]);
    e.run(&["round", "start", "--round", "1", "--at", "10:00"]);
    let (black, white) = e.boards(1)[0].clone();
    e.run(&["late", "--round", "1", &black, "--absent"]);
    let out = e.run(&["late", "--round", "1", &white, "--absent"]);
    assert!(out.contains("both-forfeit"), "{out}");
    assert_eq!(e.stone_diff(&black), -64);
    assert_eq!(e.stone_diff(&white), -64);
}

#[test]
fn both_late_the_late_clock_runs_from_the_first_arrival_joa_11() {
    // JOA rules §11: 先着者…自分の時計のボタンを押し、遅刻者の持ち時間を減らす.
    let e = Event::new("othello-joa", "swiss", &FOUR);
    e.run(&["round", "pair"]);
    e.run(&["round", "start", "--round", "1", "--at", "10:00"]);
    let (black, white) = e.boards(1)[0].clone();
    e.run(&["late", "--round", "1", &black, "--arrived", "10:10"]);
    e.run(&["late", "--round", "1", &white, "--arrived", "10:15:30"]);
    let status = e.json(&["round", "status", "--round", "1"]);
    let board = &status["boards"][0];
    assert_eq!(board["time_deduction_s"]["B"], 0, "{board}");
    assert_eq!(board["time_deduction_s"]["W"], 330, "{board}");
}

#[test]
fn family_and_club_avoidance_are_separate_settings() {
    // Swiss, one score group, fold: 青木–江藤 and 井上–上田, unless the family keeps
    // 青木 and 江藤 apart.
    let e = Event::new("go-japanese", "swiss", &FOUR);
    e.run(&["round", "pair"]);
    let boards = e.boards(1);
    assert!(!met(&boards, "青木", "江藤"), "{boards:?}");
    // Group avoidance off (club avoidance still on): the fold stands.
    e.run(&["settings", "--avoid-same-group", "off"]);
    e.run(&["round", "pair", "--round", "1"]);
    assert!(met(&e.boards(1), "青木", "江藤"), "{:?}", e.boards(1));
    let list = e.run(&["players", "list"]);
    assert!(list.contains("田中家"), "{list}");
}

#[test]
fn round_robin_and_knockout_refuse_pairs_set_by_hand() {
    let e = Event::new("go-japanese", "round-robin", &FOUR);
    let refusal = e.refuse(&["round", "fix", "--round", "1", "青木", "井上"]);
    assert!(refusal.contains("round robin"), "{refusal}");
    e.run(&["round", "pair"]);
    let before = e.boards(1);
    let refusal = e.refuse(&["round", "swap", "--round", "1", "青木", "江藤"]);
    assert!(refusal.contains("Nothing was changed"), "{refusal}");
    assert_eq!(e.boards(1), before);
    let k = Event::new("othello-joa", "knockout", &FOUR);
    assert!(k
        .refuse(&["round", "fix", "--round", "1", "青木", "井上"])
        .contains("knockout"));
}

#[test]
fn a_stone_per_two_ranks_rounds_the_difference_as_the_event_says() {
    let e = Event::new("go-japanese", "mcmahon", &STRONG_AND_WEAK);
    e.run(&[
        "settings",
        "--handicap",
        "on",
        "--handicap-ranks-per-stone",
        "2",
        "--mcmahon-bar",
        "5d",
    ]);
    let stones = |e: &Event| e.json(&["round", "show"])["boards"][0]["handicap"].as_u64();
    e.run(&["round", "pair"]);
    assert_eq!(stones(&e), Some(1), "3 ranks at 2 a stone, rounded down");
    e.run(&["settings", "--handicap-rounding", "nearest"]);
    e.run(&["round", "pair", "--round", "1"]);
    assert_eq!(stones(&e), Some(2), "rounded to nearest");
    let row = e.run(&["settings"]);
    assert!(row.contains("handicap-rounding"), "{row}");
}

#[test]
fn forfeit_scores_and_tie_breaks_are_the_events_to_set() {
    let e = Event::new("othello-joa", "swiss", &FOUR);
    e.run(&["round", "pair"]);
    let (black, white) = e.boards(1)[0].clone();
    e.run(&["result", "--round", "1", "--board", "1", "B+F"]);
    // JOA rules §18: +16 and -64.
    assert_eq!(e.stone_diff(&black), 16);
    assert_eq!(e.stone_diff(&white), -64);
    let shown = e.run(&["settings"]);
    assert!(shown.contains("JOA rules §18"), "{shown}");
    // The event's own values: asked for once results are in.
    assert!(e
        .refuse(&["settings", "--forfeit-win-discs", "20"])
        .contains("confirm"));
    e.run(&[
        "settings",
        "--forfeit-win-discs",
        "20",
        "--forfeit-loss-discs",
        "-20",
        "--tie-breaks",
        "wins,head-to-head,stone-diff",
        "--yes",
    ]);
    assert_eq!(e.stone_diff(&black), 20);
    assert_eq!(e.stone_diff(&white), -20);
    assert_eq!(
        e.run(&["tie-breaks"]).trim(),
        "wins, head-to-head, stone-diff"
    );
    assert!(e
        .refuse(&["settings", "--forfeit-loss-discs", "10", "--yes"])
        .contains("-64 to 0"));
}

#[test]
fn a_boards_record_is_counted_with_the_boards_handicap_and_komi() {
    // Seed 001: a handicap game carries no komi; this event gives ½ point against jigo.
    let e = Event::new("go-japanese", "mcmahon", &STRONG_AND_WEAK);
    e.run(&[
        "settings",
        "--handicap",
        "on",
        "--handicap-komi",
        "0.5",
        "--mcmahon-bar",
        "5d",
    ]);
    e.run(&["round", "pair"]);
    let board = &e.json(&["round", "show"])["boards"][0];
    assert_eq!(
        (board["handicap"].as_u64(), board["komi"].as_f64()),
        (Some(3), Some(0.5))
    );
    let dir = tempfile::tempdir().unwrap();
    let write = |name: &str, sgf: &str| {
        let path = dir.path().join(name);
        std::fs::write(&path, sgf).unwrap();
        path.display().to_string()
    };
    // Three stones, White to move, both pass: black's three stones hold the board.
    let game = write("h3.sgf", "(;GM[1]FF[4]SZ[9]HA[3]AB[cc][gg][cg];W[];B[])");
    let count = |extra: &[&str]| {
        let mut args = vec!["count", game.as_str(), "--json"];
        args.extend(extra);
        json(&args)
    };
    let by_board = count(&["--tournament", &e.path, "--round", "1", "--board", "1"]);
    let by_hand = count(&["--rules", "japanese", "--komi", "0.5"]);
    assert_eq!(by_board["result"], by_hand["result"], "{by_board}");
    assert_eq!(by_board["komi"], 0.5, "{by_board}");
    // Another game's record (two stones) is refused, and so are other rules.
    let other = write("h2.sgf", "(;GM[1]FF[4]SZ[9]HA[2]AB[cc][gg];W[];B[])");
    let refusal = refused(&[
        "count",
        &other,
        "--tournament",
        &e.path,
        "--round",
        "1",
        "--board",
        "1",
    ]);
    assert!(refusal.contains("is played with 3"), "{refusal}");
    let refusal = refused(&[
        "judge",
        &game,
        "--rules",
        "chinese",
        "--tournament",
        &e.path,
        "--round",
        "1",
        "--board",
        "1",
    ]);
    assert!(refusal.contains("plays go-japanese"), "{refusal}");
    // Without a tournament, the rules must be named.
    assert!(refused(&["count", &game]).contains("--rules"));
}
