//! Refusals in the user's language (issue 16): `LANG=ja_JP.UTF-8 taikai …` answers bad input
//! in Japanese, `--lang` overrides the environment, and `--json` gives the code with the
//! message. The messages come from the one catalogue (crates/catalogue).

mod common;

use common::ok;
use std::process::Command;

/// Runs `taikai` with `LANG` as the only locale setting.
fn run_in(lang: &str, args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_taikai"))
        .args(args)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", lang)
        .output()
        .unwrap()
}

/// Runs `taikai` with `LANG`, expecting a refusal; returns stderr.
fn refused_in(lang: &str, args: &[&str]) -> String {
    let out = run_in(lang, args);
    assert!(!out.status.success(), "taikai {args:?} should have failed");
    assert!(out.stdout.is_empty(), "a refusal prints no result");
    String::from_utf8(out.stderr).unwrap()
}

fn japanese(args: &[&str]) -> String {
    refused_in("ja_JP.UTF-8", args)
}

fn has_kana(s: &str) -> bool {
    s.chars().any(|c| matches!(c, '\u{3040}'..='\u{30ff}'))
}

#[test]
fn a_japanese_desktop_gets_japanese_refusals_for_bad_input() {
    let dir = tempfile::tempdir().unwrap();
    let t = dir.path().join("大会.taikai").display().to_string();
    ok(&["new", &t, "--name", "秋季大会", "--profile", "go-japanese"]);
    ok(&["players", "add", &t, "--name", "青木", "--rank", "3d"]);
    let newer = dir.path().join("newer.taikai");
    let conn = rusqlite::Connection::open(&newer).unwrap();
    conn.execute_batch(&format!(
        "PRAGMA application_id = {}; PRAGMA user_version = 999; CREATE TABLE t (x);",
        0x5441_494B
    ))
    .unwrap();
    drop(conn);
    let newer = newer.display().to_string();
    let cases: [(&[&str], &str); 6] = [
        // No one checked in: the pairing says so.
        (&["round", "pair", &t], "受付済みの選手が2人未満"),
        // An unknown player.
        (&["checkin", &t, "山田"], "「山田」という選手はいません"),
        // A bad rank.
        (
            &["players", "add", &t, "--name", "井上", "--rank", "11d"],
            "段は1段から9段まで",
        ),
        // A missing file.
        (
            &["players", "list", "/nonexistent/大会.taikai"],
            "見つかりません",
        ),
        // A file from a newer Taikai.
        (&["players", "list", &newer], "新しい版の Taikai"),
        // A bad result text (round 1 is paired once two players are checked in).
        (
            &["result", &t, "--round", "1", "--board", "1", "黒の勝ち"],
            "",
        ),
    ];
    for (args, says) in &cases[..5] {
        let e = japanese(args);
        assert!(e.contains(says), "{args:?}: {e}");
        assert!(has_kana(&e), "{args:?} is not in Japanese: {e}");
    }
    ok(&["players", "add", &t, "--name", "井上", "--rank", "2d"]);
    ok(&["checkin", &t, "青木"]);
    ok(&["checkin", &t, "井上"]);
    ok(&["round", "pair", &t]);
    let e = japanese(cases[5].0);
    assert!(e.contains("「黒の勝ち」：読めない結果です"), "{e}");
    // The same refusal in English from --lang, whatever the environment says.
    let mut english = cases[5].0.to_vec();
    english.extend(["--lang", "en"]);
    let e = japanese(&english);
    assert!(
        e.contains("\"黒の勝ち\": not a result Taikai can read"),
        "{e}"
    );
}

#[test]
fn json_refusals_carry_the_code_and_the_message_in_the_users_language() {
    let dir = tempfile::tempdir().unwrap();
    let t = dir.path().join("t.taikai").display().to_string();
    ok(&["new", &t, "--name", "T", "--profile", "go-chinese"]);
    let e = japanese(&["round", "pair", &t, "--json"]);
    let refusal: serde_json::Value = serde_json::from_str(e.trim()).expect("a JSON refusal");
    assert_eq!(refusal["code"], "round.too-few-players");
    assert!(has_kana(refusal["message"].as_str().unwrap()), "{refusal}");
    let e = refused_in("C", &["round", "pair", &t, "--json"]);
    let refusal: serde_json::Value = serde_json::from_str(e.trim()).unwrap();
    assert_eq!(refusal["code"], "round.too-few-players");
    assert!(refusal["message"]
        .as_str()
        .unwrap()
        .contains("fewer than two players"));
}

/// Runs `taikai` with `LANG`, expecting success; returns stdout.
fn output_in(lang: &str, args: &[&str]) -> String {
    let out = run_in(lang, args);
    assert!(out.status.success(), "taikai {args:?}: {out:?}");
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn why_two_players_meet_is_printed_in_the_users_language() {
    let dir = tempfile::tempdir().unwrap();
    let t = dir.path().join("大会.taikai").display().to_string();
    ok(&["new", &t, "--name", "秋季大会", "--profile", "go-japanese"]);
    for (name, rank) in [("青木", "3d"), ("井上", "3d")] {
        ok(&["players", "add", &t, "--name", name, "--rank", rank]);
    }
    ok(&["checkin", &t, "青木"]);
    ok(&["checkin", &t, "井上"]);
    ok(&["round", "pair", &t]);
    let ja = output_in("ja_JP.UTF-8", &["round", "show", &t]);
    assert!(ja.contains("：同点"), "{ja}");
    assert!(ja.contains("盤でニギリ"), "{ja}");
    let en = output_in("en_GB.UTF-8", &["round", "show", &t]);
    assert!(en.contains(": same score group; "), "{en}");
    assert!(en.contains("nigiri at the board"), "{en}");
    let override_ = output_in("ja_JP.UTF-8", &["round", "show", &t, "--lang", "en"]);
    assert!(override_.contains("same score group"), "{override_}");
    // The round's notes come in both languages too.
    let json: serde_json::Value =
        serde_json::from_str(&output_in("ja_JP.UTF-8", &["round", "show", &t, "--json"])).unwrap();
    let notes = json["notes"].as_array().unwrap();
    assert!(
        notes
            .iter()
            .any(|n| n["ja"].as_str().unwrap().contains("最適")
                && n["en"].as_str().unwrap().contains("optimal")),
        "{notes:?}"
    );
}

#[test]
fn a_command_line_that_cannot_be_read_is_explained_in_the_users_language() {
    let cases: &[(&[&str], &str)] = &[
        (
            &["new", "x.taikai", "--name", "T", "--profile", "go-korean"],
            "go-japanese、go-chinese、othello-joa",
        ),
        (
            &["new", "x.taikai", "--name", "T", "--profil", "go-japanese"],
            "--profile のことですか",
        ),
        (&["nwe", "x.taikai"], "「nwe」というコマンドはありません"),
        (&["round", "pair"], "<FILE> を指定してください"),
        (
            &["standings", "a.taikai", "b.taikai"],
            "「b.taikai」は余分な引数です",
        ),
        (
            &["--lang", "ja", "result", "a.taikai", "--round", "x"],
            "「x」を --round の値として読めません",
        ),
    ];
    for (args, japanese_text) in cases {
        let out = run_in("ja_JP.UTF-8", args);
        assert_eq!(out.status.code(), Some(2), "{args:?}: usage errors exit 2");
        let e = String::from_utf8(out.stderr).unwrap();
        assert!(e.contains(japanese_text), "{args:?}: {e}");
        if !args.contains(&"--lang") {
            let english = refused_in("C", args);
            assert!(!has_kana(&english), "English under LANG=C: {english}");
        }
    }
    let json: serde_json::Value = serde_json::from_str(
        refused_in("C", &["standings", "a.taikai", "--json", "--lang", "xx"]).trim(),
    )
    .expect("a JSON refusal");
    assert_eq!(json["code"], "usage.bad-value", "{json}");
    assert!(
        json["message"].as_str().unwrap().contains("give ja or en"),
        "{json}"
    );
    // --lang wins over the environment even when the rest cannot be read.
    let e = refused_in("C", &["--lang", "ja", "round", "pair"]);
    assert!(e.contains("を指定してください"), "{e}");
    // Help and the version line are still clap's, and succeed.
    assert!(run_in("ja_JP.UTF-8", &["--version"]).status.success());
    assert!(run_in("ja_JP.UTF-8", &["round", "--help"]).status.success());
}
