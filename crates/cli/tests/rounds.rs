//! Rounds through the `taikai` binary on real files: pairing, results, corrections, colour
//! draws, standings and the crosstable, as a TD runs an event.

mod common;

use common::{json, ok, refused};
use serde_json::Value;
use std::collections::HashSet;
use std::path::PathBuf;

struct Event {
    _dir: tempfile::TempDir,
    file: PathBuf,
}

impl Event {
    fn demo() -> Self {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("demo.taikai");
        ok(&["demo", file.to_str().unwrap()]);
        Event { _dir: dir, file }
    }

    fn othello(players: &[(&str, &str)]) -> Self {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("othello.taikai");
        let path = file.to_str().unwrap();
        ok(&[
            "new",
            path,
            "--name",
            "オセロ月例会",
            "--profile",
            "othello-joa",
            "--rounds",
            "3",
        ]);
        for (name, rank) in players {
            ok(&["players", "add", path, "--name", name, "--rank", rank]);
            ok(&["checkin", path, name]);
        }
        Event { _dir: dir, file }
    }

    fn path(&self) -> &str {
        self.file.to_str().unwrap()
    }

    fn checked_in(&self) -> HashSet<i64> {
        json(&["players", "list", self.path(), "--json"])
            .as_array()
            .unwrap()
            .iter()
            .filter(|p| p["status"] == "checked-in")
            .map(|p| p["id"].as_i64().unwrap())
            .collect()
    }

    fn history(&self, action: &str) -> Vec<Value> {
        json(&["history", self.path(), "--json"])
            .as_array()
            .unwrap()
            .iter()
            .filter(|h| h["action"] == action)
            .cloned()
            .collect()
    }

    fn history_len(&self) -> usize {
        json(&["history", self.path(), "--json"])
            .as_array()
            .unwrap()
            .len()
    }
}

fn boards(pairing: &Value) -> &Vec<Value> {
    pairing["boards"].as_array().unwrap()
}

#[test]
fn a_whole_event_of_four_rounds_pairs_everyone_once_a_round_without_rematches() {
    let e = Event::demo();
    // The demo checks in 12 players; one more makes the field odd, so every round has a bye.
    ok(&["checkin", e.path(), "2"]);
    let present = e.checked_in();
    assert_eq!(present.len(), 13);

    let mut met: HashSet<(i64, i64)> = HashSet::new();
    let mut byes = Vec::new();
    for round in 1..=4u32 {
        let pairing = json(&["round", "pair", e.path(), "--json"]);
        assert_eq!(pairing["round"], round);
        let mut seen = Vec::new();
        for b in boards(&pairing) {
            let (black, white) = (b["black"].as_i64().unwrap(), b["white"].as_i64().unwrap());
            seen.extend([black, white]);
            let pair = (black.min(white), black.max(white));
            assert!(met.insert(pair), "round {round}: {pair:?} is a rematch");
            assert_eq!(b["handicap"], 0);
            assert_eq!(b["komi"], 6.5);
            let reasons = b["reasons"].as_array().unwrap();
            assert!(!reasons.is_empty(), "every board says why");
            // Typed: a code and its data (the scores), no sentence to parse.
            assert!(
                reasons
                    .iter()
                    .any(|r| r["code"] == "same-score-group" || r["code"] == "floats-down"),
                "{reasons:?}"
            );
            assert!(reasons.iter().all(|r| r["code"].is_string()), "{reasons:?}");
        }
        let bye = pairing["bye"].as_i64().expect("13 players: one bye");
        seen.push(bye);
        byes.push(bye);
        let unique: HashSet<i64> = seen.iter().copied().collect();
        assert_eq!(unique.len(), seen.len(), "round {round}: a player twice");
        assert_eq!(
            unique, present,
            "round {round}: every checked-in player once"
        );

        for (i, b) in boards(&pairing).iter().enumerate() {
            let board = b["board"].to_string();
            let result = match (round, i % 3) {
                (4, 0) => "jigo",
                (_, 0) => "B+R",
                (_, 1) => "W+3.5",
                _ => "B+12.5",
            };
            let out = ok(&[
                "result",
                e.path(),
                "--round",
                &round.to_string(),
                "--board",
                &board,
                result,
            ]);
            assert!(out.contains(result), "{out}");
        }
        let shown = json(&["round", "show", e.path(), "--json"]);
        assert_eq!(shown["status"], "finished");
        assert_eq!(shown["missing_results"].as_array().unwrap().len(), 0);
    }
    let distinct_byes: HashSet<i64> = byes.iter().copied().collect();
    assert_eq!(distinct_byes.len(), 4, "nobody gets a second bye: {byes:?}");

    let err = refused(&["round", "pair", e.path()]);
    assert!(err.contains("4 rounds"), "{err}");

    let table = json(&["standings", e.path(), "--json"]);
    let rows = table.as_array().unwrap();
    assert_eq!(rows.len(), 13);
    let places: Vec<u64> = rows.iter().map(|r| r["place"].as_u64().unwrap()).collect();
    assert_eq!(places[0], 1);
    assert!(places.windows(2).all(|w| w[0] <= w[1]), "{places:?}");
    let scores: Vec<f64> = rows.iter().map(|r| r["score"].as_f64().unwrap()).collect();
    assert!(scores.windows(2).all(|w| w[0] >= w[1]), "{scores:?}");
    // 6 games a round for 4 rounds, one jigo worth half to each, and 4 byes counted as wins.
    let wins: f64 = rows.iter().map(|r| r["wins"].as_f64().unwrap()).sum();
    assert_eq!(wins, 6.0 * 4.0 + 4.0);
    for r in rows {
        for key in ["id", "name", "sos", "sosos", "sodos", "stone_diff"] {
            assert!(!r[key].is_null(), "standings row without {key}: {r}");
        }
    }

    let text = ok(&["standings", e.path()]);
    assert!(text.contains("sos"), "{text}");
    assert!(text.contains(rows[0]["name"].as_str().unwrap()), "{text}");
    let cross = ok(&["crosstable", e.path()]);
    assert_eq!(
        cross.lines().count(),
        1 + 13,
        "a header and a line a player: {cross}"
    );
    assert!(cross.lines().next().unwrap().contains("R4"), "{cross}");
    assert!(cross.contains("bye"), "{cross}");
}

#[test]
fn refusals_name_what_is_wrong_and_change_nothing() {
    let e = Event::demo();
    let err = refused(&["result", e.path(), "--round", "1", "--board", "1", "B+R"]);
    assert!(err.contains("round 1 has not been paired"), "{err}");

    ok(&["round", "pair", e.path()]);
    let before = e.history_len();

    let err = refused(&["result", e.path(), "--round", "1", "--board", "9", "B+R"]);
    assert!(err.contains("no board 9"), "{err}");
    assert!(err.contains("its boards are 1 to 6"), "{err}");

    let err = refused(&[
        "result",
        e.path(),
        "--round",
        "1",
        "--board",
        "1",
        "black won",
    ]);
    for form in [
        "B+3.5",
        "W+R",
        "jigo",
        "B+F",
        "B+V",
        "both-lose",
        "no-result",
        "34-30",
    ] {
        assert!(err.contains(form), "the accepted forms list {form}: {err}");
    }

    let err = refused(&["result", e.path(), "--round", "1", "--board", "1", "40-24"]);
    assert!(err.contains("Go tournament"), "{err}");

    ok(&["result", e.path(), "--round", "1", "--board", "2", "W+R"]);
    ok(&["result", e.path(), "--round", "1", "--board", "5", "B+F"]);
    let err = refused(&["round", "pair", e.path()]);
    assert!(
        err.contains("round 1 has no result yet on boards 1, 3, 4 and 6"),
        "{err}"
    );
    let err = refused(&["round", "pair", e.path(), "--round", "1"]);
    assert!(err.contains("already has results"), "{err}");
    assert!(err.contains("boards 2 and 5"), "{err}");

    let err = refused(&["round", "pair", e.path(), "--round", "3"]);
    assert!(err.contains("round 2 comes first"), "{err}");

    assert_eq!(
        e.history_len(),
        before + 2,
        "only the two results were written"
    );
}

#[test]
fn a_corrected_result_keeps_the_old_one_in_the_history() {
    let e = Event::demo();
    ok(&["round", "pair", e.path()]);
    ok(&["result", e.path(), "--round", "1", "--board", "3", "B+R"]);
    let err = refused(&["result", e.path(), "--round", "1", "--board", "3", "W+2.5"]);
    assert!(err.contains("already has the result B+R"), "{err}");
    assert!(err.contains("give a reason"), "{err}");
    ok(&[
        "result",
        e.path(),
        "--round",
        "1",
        "--board",
        "3",
        "W+2.5",
        "--reason",
        "白の投了ではなく、整地の結果",
        "--by",
        "鈴木",
    ]);
    // The same result again is no correction and needs no reason.
    ok(&["result", e.path(), "--round", "1", "--board", "3", "W+2.5"]);

    let shown = json(&["round", "show", e.path(), "--round", "1", "--json"]);
    let board = &shown["boards"][2];
    assert_eq!(board["result_text"], "W+2.5");
    assert_eq!(board["result"], "white-wins");
    assert_eq!(shown["status"], "started");

    let entries = e.history("game.result");
    assert_eq!(entries.len(), 3);
    let correction = &entries[1];
    assert_eq!(
        correction["new_value"]["reason"],
        "白の投了ではなく、整地の結果"
    );
    assert_eq!(correction["new_value"]["entered_by"], "鈴木");
    assert_eq!(correction["subject"], "round 1 board 3");
    assert_eq!(correction["old_value"]["result"], "black-wins");
    assert_eq!(correction["old_value"]["result_text"], "B+R");
    assert_eq!(correction["new_value"]["result"], "white-wins");
    assert_eq!(correction["new_value"]["result_text"], "W+2.5");
    assert!(entries[0]["old_value"]["result"].is_null());

    let text = ok(&["history", e.path()]);
    assert!(text.contains("game.result"), "{text}");
}

#[test]
fn re_pairing_a_round_without_results_replaces_it_and_the_history_keeps_the_old_one() {
    let e = Event::demo();
    let first = json(&["round", "pair", e.path(), "--json"]);
    let a = boards(&first)[0]["black"].as_i64().unwrap();
    let b = boards(&first)[1]["black"].as_i64().unwrap();
    let out = ok(&[
        "round",
        "fix",
        e.path(),
        "--round",
        "1",
        &a.to_string(),
        &b.to_string(),
    ]);
    assert!(out.contains("pair it again"), "{out}");
    let second = json(&["round", "pair", e.path(), "--round", "1", "--json"]);
    assert!(
        boards(&second)
            .iter()
            .any(|x| x["black"] == a && x["white"] == b),
        "the fixed pair is on the new pairing: {second}"
    );
    let pairs = e.history("round.pair");
    assert_eq!(pairs.len(), 2);
    assert!(pairs[0]["old_value"].is_null());
    assert_eq!(
        pairs[1]["old_value"]["boards"],
        pairs[0]["new_value"]["boards"]
    );

    let err = refused(&[
        "round",
        "fix",
        e.path(),
        "--round",
        "2",
        &a.to_string(),
        &a.to_string(),
    ]);
    assert!(err.contains("themself"), "{err}");
    let err = refused(&[
        "round",
        "fix",
        e.path(),
        "--round",
        "2",
        "2",
        &a.to_string(),
    ]);
    assert!(err.contains("check them in"), "{err}");
}

#[test]
fn a_random_nigiri_keeps_its_seed_and_sets_the_colours() {
    let e = Event::demo();
    ok(&["round", "pair", e.path()]);
    let drawn = json(&[
        "draw",
        e.path(),
        "--round",
        "1",
        "--board",
        "2",
        "--random",
        "--json",
    ]);
    let audit = &drawn["audit"];
    assert_eq!(audit["method"], "nigiri");
    assert_eq!(audit["mode"], "performed");
    let seed = audit["seed"].as_str().expect("the seed is kept");
    assert!(seed.parse::<u64>().is_ok(), "{seed}");
    let outcome = &audit["outcome"];
    assert_eq!(outcome["state"], "decided");

    let shown = json(&["round", "show", e.path(), "--json"]);
    assert_eq!(shown["boards"][1]["black"]["id"], outcome["black"]);
    assert_eq!(shown["boards"][1]["white"]["id"], outcome["white"]);

    let kept = e.history("game.draw");
    assert_eq!(kept.len(), 1);
    assert_eq!(kept[0]["subject"], "round 1 board 2");
    assert_eq!(kept[0]["new_value"]["audit"]["seed"], seed);

    let err = refused(&["draw", e.path(), "--round", "1", "--board", "2", "--json"]);
    assert!(err.contains("--random"), "{err}");
    ok(&["result", e.path(), "--round", "1", "--board", "2", "B+R"]);
    let err = refused(&["draw", e.path(), "--round", "1", "--board", "2", "--random"]);
    assert!(err.contains("already has a result"), "{err}");
}

#[test]
fn an_othello_event_stores_disc_counts_and_the_stone_difference_follows() {
    let e = Event::othello(&[
        ("Aoki", "3d"),
        ("Baba", "2d"),
        ("Chiba", "1d"),
        ("Doi", "1k"),
    ]);
    let pairing = json(&["round", "pair", e.path(), "--json"]);
    let b1 = &boards(&pairing)[0];
    let (black, white) = (b1["black"].as_i64().unwrap(), b1["white"].as_i64().unwrap());

    // 伏せ石 as done at the board: the higher rank hides; the declarer plays the face named.
    let players = json(&["players", "list", e.path(), "--json"]);
    let rank_of = |id: i64| {
        players
            .as_array()
            .unwrap()
            .iter()
            .find(|p| p["id"] == id)
            .unwrap()["rank"]
            .as_str()
            .unwrap()
            .to_string()
    };
    let order = ["1k", "1d", "2d", "3d"];
    let strength = |id: i64| order.iter().position(|r| *r == rank_of(id)).unwrap();
    let (hider, declarer) = if strength(black) > strength(white) {
        (black, white)
    } else {
        (white, black)
    };
    let err = refused(&[
        "draw",
        e.path(),
        "--round",
        "1",
        "--board",
        "1",
        "--hidden-stone",
        &format!("{declarer}:black:top"),
    ]);
    assert!(err.contains("should have hidden the disc"), "{err}");
    let drawn = json(&[
        "draw",
        e.path(),
        "--round",
        "1",
        "--board",
        "1",
        "--hidden-stone",
        &format!("{hider}:black:top"),
        "--json",
    ]);
    assert_eq!(drawn["audit"]["mode"], "recorded");
    assert_eq!(
        drawn["audit"]["outcome"]["black"], declarer,
        "top is black, declared top"
    );
    assert_eq!(drawn["board"]["black"]["id"], declarer);

    ok(&["result", e.path(), "--round", "1", "--board", "1", "40-24"]);
    ok(&["result", e.path(), "--round", "1", "--board", "2", "32-32"]);
    let shown = json(&["round", "show", e.path(), "--json"]);
    assert_eq!(shown["boards"][0]["discs"]["black"], 40);
    assert_eq!(shown["boards"][0]["discs"]["white"], 24);
    assert_eq!(shown["boards"][0]["result_text"], "40-24");
    assert_eq!(shown["boards"][1]["result"], "draw");

    let table = json(&["standings", e.path(), "--json"]);
    let row = |id: i64| {
        table
            .as_array()
            .unwrap()
            .iter()
            .find(|r| r["id"] == id)
            .unwrap()
            .clone()
    };
    assert_eq!(row(declarer)["stone_diff"], 16);
    assert_eq!(row(declarer)["wins"], 1.0);
    assert_eq!(row(declarer)["place"], 1);
    assert_eq!(row(hider)["stone_diff"], -16);
    assert_eq!(row(hider)["place"], 4);
    let text = ok(&["standings", e.path()]);
    assert!(
        text.contains("stone diff") && text.contains("+16"),
        "{text}"
    );

    let err = refused(&[
        "draw",
        e.path(),
        "--round",
        "1",
        "--board",
        "2",
        "--nigiri",
        "1:17:odd",
    ]);
    assert!(err.contains("Othello"), "{err}");
}

/// Every player id paired on a board of a pairing (or a round shown).
fn seated(round: &Value) -> Vec<i64> {
    boards(round)
        .iter()
        .flat_map(|b| [b["black"].as_i64().unwrap(), b["white"].as_i64().unwrap()])
        .collect()
}

#[test]
fn a_player_kept_out_of_a_round_sits_it_out_and_plays_the_next() {
    let e = Event::demo();
    let some = *e.checked_in().iter().min().unwrap();
    let id = some.to_string();
    let out = ok(&[
        "round",
        "exclude",
        e.path(),
        "--round",
        "1",
        &id,
        "--reason",
        "昼食で遅れる",
    ]);
    assert!(out.contains("sits out round 1"), "{out}");
    let round1 = json(&["round", "pair", e.path(), "--json"]);
    assert!(!seated(&round1).contains(&some));
    assert_ne!(
        round1["bye"].as_i64(),
        Some(some),
        "sitting out is not a bye"
    );
    assert!(e.checked_in().contains(&some), "still checked in");
    for b in boards(&round1) {
        let n = b["board"].to_string();
        ok(&["result", e.path(), "--round", "1", "--board", &n, "B+R"]);
    }
    let round2 = json(&["round", "pair", e.path(), "--json"]);
    let plays = seated(&round2).contains(&some) || round2["bye"].as_i64() == Some(some);
    assert!(plays, "back in round 2");
    let err = refused(&["round", "exclude", e.path(), "--round", "1", &id]);
    assert!(err.contains("already has results"), "{err}");
}

#[test]
fn swapping_two_players_trades_their_seats_and_keeps_the_other_boards() {
    let e = Event::demo();
    let first = json(&["round", "pair", e.path(), "--json"]);
    let b = boards(&first);
    let (a, x) = (
        b[0]["black"].as_i64().unwrap(),
        b[0]["white"].as_i64().unwrap(),
    );
    let (c, y) = (
        b[1]["black"].as_i64().unwrap(),
        b[1]["white"].as_i64().unwrap(),
    );
    ok(&[
        "round",
        "swap",
        e.path(),
        "--round",
        "1",
        &a.to_string(),
        &c.to_string(),
    ]);
    let shown = json(&["round", "show", e.path(), "--round", "1", "--json"]);
    let pairs: HashSet<(i64, i64)> = boards(&shown)
        .iter()
        .map(|b| {
            (
                b["black"]["id"].as_i64().unwrap(),
                b["white"]["id"].as_i64().unwrap(),
            )
        })
        .collect();
    assert!(pairs.contains(&(c, x)), "{pairs:?}");
    assert!(pairs.contains(&(a, y)), "{pairs:?}");
    for other in &b[2..] {
        let pair = (
            other["black"].as_i64().unwrap(),
            other["white"].as_i64().unwrap(),
        );
        assert!(
            pairs.contains(&pair),
            "board {} kept: {pair:?}",
            other["board"]
        );
    }
    let err = refused(&[
        "round",
        "swap",
        e.path(),
        "--round",
        "1",
        &c.to_string(),
        &x.to_string(),
    ]);
    assert!(err.contains("play each other"), "{err}");
}

#[test]
fn an_othello_knockout_draws_by_method_kou_and_the_draw_win_right_decides_a_drawn_game() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("ko.taikai");
    let path = file.to_str().unwrap();
    ok(&[
        "new",
        path,
        "--name",
        "オセロ選手権",
        "--profile",
        "othello-joa",
        "--system",
        "knockout",
        "--rounds",
        "2",
    ]);
    for (name, rank) in [
        ("Aoki", "3d"),
        ("Baba", "2d"),
        ("Chiba", "1d"),
        ("Doi", "1k"),
    ] {
        ok(&["players", "add", path, "--name", name, "--rank", rank]);
        ok(&["checkin", path, name]);
    }
    ok(&["round", "pair", path]);

    // Board 1 by Taikai: the draw stops at the choice, which the winner of the draw makes.
    let out = ok(&["draw", path, "--round", "1", "--board", "1", "--random"]);
    assert!(out.contains("chooses now"), "{out}");
    assert!(out.contains("--kou-choice"), "{out}");
    let err = refused(&[
        "draw",
        path,
        "--round",
        "1",
        "--board",
        "1",
        "--hidden-stone",
        "1:black:top",
    ]);
    assert!(err.contains("method 甲"), "{err}");
    let done = json(&[
        "draw",
        path,
        "--round",
        "1",
        "--board",
        "1",
        "--kou-choice",
        "draw-win:white",
        "--json",
    ]);
    let steps = done["audit"]["steps"].as_array().unwrap();
    let last = steps.last().unwrap();
    assert_eq!(last["code"], "kou-takes-draw-win", "{last}");
    assert_eq!(last["colour"], "white", "{last}");
    let holder = done["board"]["draw_win"].as_str().unwrap().to_string();
    assert_eq!(
        holder, "black",
        "the chooser took the right; the other chose white"
    );

    // Board 2 as done at the board: "top is white" was wrong, so the hider chooses black.
    let shown = json(&["round", "show", path, "--round", "1", "--json"]);
    let b2 = &boards(&shown)[1];
    let players = json(&["players", "list", path, "--json"]);
    let strength = |id: i64| {
        let rank = players
            .as_array()
            .unwrap()
            .iter()
            .find(|p| p["id"] == id)
            .unwrap()["rank"]
            .as_str()
            .unwrap()
            .to_string();
        ["1k", "1d", "2d", "3d"]
            .iter()
            .position(|r| *r == rank)
            .unwrap()
    };
    let (a, b) = (
        b2["black"]["id"].as_i64().unwrap(),
        b2["white"]["id"].as_i64().unwrap(),
    );
    // The higher rank hides (JOA rules §1).
    let hider = if strength(a) > strength(b) { a } else { b };
    let spec = format!("{hider}:black:white:black");
    let out = ok(&[
        "draw",
        path,
        "--round",
        "1",
        "--board",
        "2",
        "--hidden-stone",
        &spec,
    ]);
    assert!(out.contains("draw-win right"), "{out}");
    let shown = json(&["round", "show", path, "--round", "1", "--json"]);
    assert_eq!(boards(&shown)[1]["black"]["id"].as_i64(), Some(hider));

    // A drawn game on board 1 goes to the holder of the draw-win right.
    ok(&["result", path, "--round", "1", "--board", "1", "32-32"]);
    ok(&["result", path, "--round", "1", "--board", "2", "40-24"]);
    let r2 = json(&["round", "pair", path, "--json"]);
    let b1 = &boards(&shown)[0];
    let winner = b1[&holder]["id"].as_i64().unwrap();
    let seated: Vec<i64> = boards(&r2)
        .iter()
        .flat_map(|b| [b["black"].as_i64().unwrap(), b["white"].as_i64().unwrap()])
        .collect();
    assert!(seated.contains(&winner), "{r2}");
}

#[test]
fn the_tie_break_order_can_be_changed_and_the_standings_follow() {
    let e = Event::demo();
    assert_eq!(
        ok(&["tie-breaks", e.path()]).trim(),
        "score, sos, sosos, sodos"
    );
    let err = refused(&["tie-breaks", e.path(), "--set", "sos,score"]);
    assert!(err.contains("rank by results first"), "{err}");
    let err = refused(&["tie-breaks", e.path(), "--set", "score,sodos,sodos"]);
    assert!(err.contains("appears twice"), "{err}");
    let err = refused(&["tie-breaks", e.path(), "--set", "score,elo"]);
    assert!(err.contains("\"elo\" is not a tie-break"), "{err}");
    let out = ok(&["tie-breaks", e.path(), "--set", "score, sodos, sos"]);
    assert_eq!(out.trim(), "score, sodos, sos");

    // One round where the order decides: equal scores, different SODOS and SOS.
    let round = json(&["round", "pair", e.path(), "--json"]);
    for b in boards(&round) {
        let n = b["board"].to_string();
        ok(&["result", e.path(), "--round", "1", "--board", &n, "B+R"]);
    }
    let rows = json(&["standings", e.path(), "--json"]);
    let rows = rows.as_array().unwrap();
    for pair in rows.windows(2) {
        let (a, b) = (&pair[0], &pair[1]);
        if a["score"] == b["score"] {
            let sodos = |r: &Value| r["sodos"].as_f64().unwrap();
            assert!(sodos(a) >= sodos(b), "sodos before sos: {a} {b}");
        }
    }
    let history = json(&["history", e.path(), "--json"]);
    assert!(history
        .as_array()
        .unwrap()
        .iter()
        .any(|h| h["action"] == "standings.order"));
}
