//! Rule cases of issue 14, each with its article: what `taikai` does where it departed
//! from the seeds.

mod common;

use common::{json, ok, repo_file};

/// Chinese rules §22.2: two warnings lose the game; the count is still made and shown.
#[test]
fn two_warnings_lose_by_violation_and_the_count_is_still_shown() {
    let game = repo_file("crates/rules/tests/fixtures/games/finished_9x9.sgf");
    let args = [
        "count",
        &game,
        "--rules",
        "chinese",
        "--warnings-b",
        "2",
        "--dead",
        "bb,bd,hc,ah",
    ];
    let out = ok(&args);
    assert!(out.contains("→ W+V"), "{out}");
    assert!(
        out.contains("§22.2") && out.contains("the count alone would be"),
        "{out}"
    );
    let mut with_json = args.to_vec();
    with_json.push("--json");
    let report = json(&with_json);
    assert_eq!(report["result"], "W+V");
    assert!(report["margin"].is_number(), "{report}");
}

fn record(dir: &std::path::Path, name: &str, sgf: &str) -> String {
    let path = dir.join(name);
    std::fs::write(&path, sgf).unwrap();
    path.display().to_string()
}

/// Japanese rules §2.3 (and Chinese rules §2.3): Black moves first in an even game;
/// in a handicap game White moves first after the stones are placed.
#[test]
fn a_record_opened_by_the_wrong_colour_is_refused_at_move_1_with_the_article() {
    let dir = tempfile::tempdir().unwrap();
    let even = record(dir.path(), "even.sgf", "(;GM[1]FF[4]SZ[9];W[ee];B[cc])");
    let e = ok(&["replay", &even, "--rules", "japanese"]);
    assert!(
        e.contains("move 1") && e.contains("Black moves first") && e.contains("§2.3"),
        "{e}"
    );
    let handicap = record(
        dir.path(),
        "handicap.sgf",
        "(;GM[1]FF[4]SZ[9]HA[2]AB[cc][gg];B[ee];W[cg])",
    );
    let report = json(&["replay", &handicap, "--rules", "chinese", "--json"]);
    assert_eq!(report["illegal"]["move"], 1, "{report}");
    assert_eq!(report["illegal"]["reason"], "first-move");
    // White first after the stones: legal. A set-up diagram without HA: either colour.
    let right = record(
        dir.path(),
        "right.sgf",
        "(;GM[1]FF[4]SZ[9]HA[2]AB[cc][gg];W[ee];B[cg])",
    );
    assert!(json(&["replay", &right, "--rules", "japanese", "--json"])["illegal"].is_null());
    let diagram = record(
        dir.path(),
        "diagram.sgf",
        "(;GM[1]FF[4]SZ[9]AB[cc]AW[dd];W[ee])",
    );
    assert!(json(&["replay", &diagram, "--rules", "japanese", "--json"])["illegal"].is_null());
}

/// Seed 001: a handicap game carries no komi. Chinese rules (2002): black gives back half
/// the handicap stones in the area count. Both apply when the record names no KM.
#[test]
fn a_handicap_record_without_komi_is_counted_as_the_profile_says() {
    let dir = tempfile::tempdir().unwrap();
    let game = record(
        dir.path(),
        "h4.sgf",
        "(;GM[1]FF[4]SZ[9]HA[4]AB[cc][gc][cg][gg];W[ee];B[de];W[ed];B[dd];W[];B[])",
    );
    let count = |rules: &str, komi: Option<&str>| {
        let mut args = vec!["count", game.as_str(), "--rules", rules, "--json"];
        if let Some(k) = komi {
            args.extend(["--komi", k]);
        }
        json(&args)["result"].as_str().unwrap().to_string()
    };
    assert_eq!(count("japanese", None), count("japanese", Some("0")));
    assert_ne!(count("japanese", None), count("japanese", Some("6.5")));
    // 4 stones: 2 stones back, i.e. komi of 4 points halved into stones.
    assert_eq!(count("chinese", None), count("chinese", Some("4")));
    assert_ne!(count("chinese", None), count("chinese", Some("7.5")));
}
