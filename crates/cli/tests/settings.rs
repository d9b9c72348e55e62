//! The tournament's own settings from the command line (issue 14): handicaps switched on,
//! each value with its source, a change after results only when confirmed.

mod common;

use common::{json, ok, refused};

fn demo(dir: &std::path::Path) -> String {
    let path = dir.join("handicap.taikai").display().to_string();
    ok(&["demo", &path]);
    path
}

#[test]
fn every_setting_names_its_source_article_or_the_events_own_regulation() {
    let dir = tempfile::tempdir().unwrap();
    let t = demo(dir.path());
    let view = json(&["settings", &t, "--json"]);
    let row = |key: &str| {
        view["rows"]
            .as_array()
            .unwrap()
            .iter()
            .find(|r| r["key"] == key)
            .unwrap_or_else(|| panic!("no {key} in {view}"))
            .clone()
    };
    assert_eq!(row("komi")["value"], "6.5");
    assert_eq!(row("komi")["source"]["kind"], "article");
    assert_eq!(row("handicap")["value"], "off");
    assert_eq!(row("handicap")["source"]["kind"], "regulation");
    assert_eq!(row("handicap")["source"]["changed"], false);
    let shown = ok(&["settings", &t]);
    assert!(
        shown.contains("komi") && shown.contains("seed 001"),
        "{shown}"
    );
}

#[test]
fn a_handicap_mcmahon_event_pairs_with_stones_and_no_komi_as_seed_001_says() {
    let dir = tempfile::tempdir().unwrap();
    let t = demo(dir.path());
    let view = json(&[
        "settings",
        &t,
        "--handicap",
        "on",
        "--mcmahon-bar",
        "4d",
        "--json",
    ]);
    let rows = view["rows"].as_array().unwrap();
    let komi = rows.iter().find(|r| r["key"] == "handicap-komi").unwrap();
    assert_eq!(komi["value"], "0");
    assert_eq!(komi["source"]["kind"], "article", "{komi}");
    ok(&["round", "pair", &t]);
    let round = json(&["round", "show", &t, "--json"]);
    let boards = round["boards"].as_array().unwrap();
    let handicap: Vec<_> = boards
        .iter()
        .filter(|b| b["handicap"].as_u64() > Some(0))
        .collect();
    assert!(!handicap.is_empty(), "no handicap board in {round}");
    for b in handicap {
        assert_eq!(b["komi"], 0.0, "{b}");
        assert_eq!(b["colours"], "handicap", "{b}");
    }
    let history = json(&["history", &t, "--json"]);
    assert!(history
        .as_array()
        .unwrap()
        .iter()
        .any(|e| e["action"] == "pairing.settings"));
}

#[test]
fn after_results_a_change_needs_confirmation_and_bad_values_are_refused() {
    let dir = tempfile::tempdir().unwrap();
    let t = demo(dir.path());
    ok(&["round", "pair", &t]);
    ok(&["result", &t, "--round", "1", "--board", "1", "B+R"]);
    let e = refused(&["settings", &t, "--handicap", "on"]);
    assert!(
        e.contains("results are already in") && e.contains("--yes"),
        "{e}"
    );
    ok(&["settings", &t, "--handicap", "on", "--yes"]);
    for (flag, value, says) in [
        ("--komi", "1e300", "not a komi"),
        ("--komi", "6.3", "quarters"),
        ("--handicap-cap", "12", "at most 9"),
        ("--mcmahon-bar", "?", "not unknown"),
        ("--mcmahon-bar", "12x", "rank \"12x\""),
        ("--bye-score", "lots", "win, draw or nothing"),
    ] {
        let e = refused(&["settings", &t, flag, value, "--yes"]);
        assert!(e.contains(says), "{flag} {value}: {e}");
    }
}

#[test]
fn lateness_under_japanese_rules_is_the_events_own_regulation_and_off_until_set() {
    let dir = tempfile::tempdir().unwrap();
    let t = demo(dir.path());
    let late = |t: &str| {
        json(&["settings", t, "--json"])["rows"]
            .as_array()
            .unwrap()
            .iter()
            .find(|r| r["key"] == "late-loss-after")
            .unwrap()
            .clone()
    };
    // No seed gives a lateness rule for the Japanese rules.
    let row = late(&t);
    assert_eq!(row["value"], "none");
    assert_eq!(row["source"]["kind"], "regulation");
    assert_eq!(row["source"]["changed"], false);
    ok(&["settings", &t, "--late-loss-after", "30"]);
    let row = late(&t);
    assert_eq!(row["value"], "30");
    assert_eq!(row["source"]["changed"], true);
    // Chinese rules §21.1: one hour, an article.
    let chinese = dir.path().join("chinese.taikai").display().to_string();
    ok(&[
        "new",
        &chinese,
        "--name",
        "中国ルール大会",
        "--profile",
        "go-chinese",
    ]);
    let row = late(&chinese);
    assert_eq!(row["value"], "60");
    assert_eq!(row["source"]["article"], "chinese-21");
}
