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
