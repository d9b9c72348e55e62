//! SGF reading and writing, and the JSON reports of the façade, against
//! the hand-written fixtures in tests/fixtures/.

use serde_json::json;
use taikai_rules::sgf::{parse_go, write_go};
use taikai_rules::{
    count_sgf, othello_replay, othello_replay_bytes, parse_point_list, replay_sgf, Color, Event,
    GoRules, Point, SgfError,
};

const SHORT: &[u8] = include_bytes!("fixtures/short_game.sgf");
const KO: &[u8] = include_bytes!("fixtures/ko_violation.sgf");
const TRIPLE_KO: &[u8] = include_bytes!("fixtures/triple_ko.sgf");
const SHIFT_JIS: &[u8] = include_bytes!("fixtures/shift_jis.sgf");
const GB2312: &[u8] = include_bytes!("fixtures/gb2312.sgf");
const FF3: &[u8] = include_bytes!("fixtures/ff3_handicap_tt_pass.sgf");
const OTHELLO_SGF: &[u8] = include_bytes!("fixtures/othello.sgf");
const OTHELLO_TXT: &str = include_str!("fixtures/othello_wipeout.txt");

fn to_json<T: serde::Serialize>(t: &T) -> serde_json::Value {
    serde_json::to_value(t).unwrap()
}

#[test]
fn short_game_replays_cleanly_with_one_capture() {
    for rules in [GoRules::Japanese, GoRules::Chinese] {
        let r = replay_sgf(SHORT, rules).unwrap();
        assert_eq!(
            to_json(&r),
            json!({"size": 9, "moves": 10, "illegal": null, "captures": {"B": 1, "W": 0}})
        );
    }
}

#[test]
fn ko_violation_is_named_with_number_colour_point_and_reason() {
    let r = replay_sgf(KO, GoRules::Japanese).unwrap();
    assert_eq!(
        to_json(&r),
        json!({"size": 9, "moves": 12,
               "illegal": {"move": 10, "color": "W", "point": "dd", "reason": "ko"},
               "captures": {"B": 1, "W": 0}})
    );
    let r = replay_sgf(KO, GoRules::Chinese).unwrap();
    assert_eq!(
        to_json(&r.illegal),
        json!({"move": 10, "color": "W", "point": "dd", "reason": "superko"})
    );
}

#[test]
fn triple_ko_record_is_legal_japanese_and_superko_chinese() {
    let r = replay_sgf(TRIPLE_KO, GoRules::Japanese).unwrap();
    assert_eq!(r.illegal, None);
    assert_eq!((r.captures.black, r.captures.white), (3, 3));
    let r = replay_sgf(TRIPLE_KO, GoRules::Chinese).unwrap();
    assert_eq!(
        to_json(&r.illegal),
        json!({"move": 6, "color": "W", "point": "bj", "reason": "superko"})
    );
}

#[test]
fn shift_jis_names_are_decoded_even_with_bracket_and_backslash_bytes() {
    // 余 is 0x97 0x5D (a ']' byte), 十 is 0x8F 0x5C (a '\' byte).
    let rec = parse_go(SHIFT_JIS).unwrap();
    assert_eq!(rec.black_player.as_deref(), Some("余田十三"));
    assert_eq!(rec.white_player.as_deref(), Some("山田花子"));
    assert_eq!(rec.move_count(), 6);
    assert_eq!(
        replay_sgf(SHIFT_JIS, GoRules::Japanese).unwrap().illegal,
        None
    );
}

#[test]
fn gb2312_names_are_decoded() {
    let rec = parse_go(GB2312).unwrap();
    assert_eq!(rec.black_player.as_deref(), Some("常昊"));
    assert_eq!(rec.white_player.as_deref(), Some("古力"));
    assert_eq!(rec.rules.as_deref(), Some("Chinese"));
}

#[test]
fn ff3_long_names_handicap_and_tt_passes() {
    let rec = parse_go(FF3).unwrap();
    assert_eq!(rec.size, 19);
    assert_eq!(rec.handicap, 2);
    assert_eq!(rec.komi, Some(0.5));
    assert_eq!(rec.black_player.as_deref(), Some("kuro"));
    let passes = rec.moves().filter(|m| m.point.is_none()).count();
    assert_eq!(passes, 3);
    assert!(matches!(&rec.events[0], Event::Setup { black, .. } if black.len() == 2));
    // White moves first after the handicap stones: not a wrong turn.
    let r = replay_sgf(FF3, GoRules::Japanese).unwrap();
    assert_eq!(r.illegal, None);
    assert_eq!(r.moves, 6);
}

#[test]
fn tt_is_a_point_on_boards_larger_than_19() {
    let rec = parse_go(b"(;GM[1]FF[4]SZ[21];B[tt];W[])").unwrap();
    let moves: Vec<_> = rec.moves().collect();
    assert_eq!(moves[0].point, Some(Point::new(19, 19)));
    assert_eq!(moves[1].point, None);
}

#[test]
fn wrong_turn_is_named() {
    let r = replay_sgf(b"(;GM[1]SZ[9];B[ee];W[cc];W[gg])", GoRules::Chinese).unwrap();
    assert_eq!(
        to_json(&r.illegal),
        json!({"move": 3, "color": "W", "point": "gg", "reason": "wrong-turn"})
    );
}

#[test]
fn suicide_and_occupied_are_named() {
    let r = replay_sgf(b"(;GM[1]SZ[9];B[ee];W[ee])", GoRules::Japanese).unwrap();
    assert_eq!(to_json(&r.illegal)["reason"], "occupied");
    let r = replay_sgf(b"(;GM[1]SZ[9];B[ba];W[ee];B[ab];W[aa])", GoRules::Japanese).unwrap();
    assert_eq!(
        to_json(&r.illegal),
        json!({"move": 4, "color": "W", "point": "aa", "reason": "suicide"})
    );
}

#[test]
fn only_the_main_line_is_replayed() {
    let rec = parse_go(b"(;SZ[9];B[ee](;W[cc];B[gg])(;W[gg]))").unwrap();
    let pts: Vec<String> = rec.moves().map(|m| m.point.unwrap().to_sgf()).collect();
    assert_eq!(pts, ["ee", "cc", "gg"]);
}

#[test]
fn malformed_files_report_byte_offset_and_what_was_expected() {
    let e = parse_go(b"(;GM[1]SZ[9];B[ee];W[cc").unwrap_err();
    assert!(matches!(e, SgfError::Syntax { .. }));
    let msg = e.to_string();
    assert!(msg.contains("byte 20"), "{msg}");
    assert!(msg.contains("expected ']'"), "{msg}");

    let e = parse_go(b"(;GM[1]SZ[9];B[ee];W[cc]").unwrap_err();
    assert!(e.to_string().contains("expected ')'"), "{e}");

    let e = parse_go(b"(;GM[1]SZ[9];B[ee];W[zz])").unwrap_err();
    assert!(
        matches!(
            e,
            SgfError::BadMove {
                number: 2,
                offset: 20,
                ..
            }
        ),
        "{e:?}"
    );
    assert!(e.to_string().contains("move 2"), "{e}");

    let e = parse_go(b"(;GM[1]SZ[40];B[ee])").unwrap_err();
    assert!(e.to_string().contains("SZ[40]"), "{e}");

    let e = parse_go(b"(;GM[2]SZ[8];B[f5])").unwrap_err();
    assert!(e.to_string().contains("GM[2]"), "{e}");

    let e = parse_go(b"no sgf here").unwrap_err();
    assert!(e.to_string().contains("'('"), "{e}");
}

#[test]
fn writing_then_reading_gives_the_same_record() {
    for bytes in [SHORT, KO, TRIPLE_KO, SHIFT_JIS, GB2312, FF3] {
        let rec = parse_go(bytes).unwrap();
        let text = write_go(&rec);
        assert!(text.starts_with("(;GM[1]FF[4]CA[UTF-8]"));
        let again = parse_go(text.as_bytes()).unwrap();
        assert_eq!(again, rec, "{text}");
    }
}

#[test]
fn count_reports_territory_prisoners_score_and_result() {
    // The short game on 9x9, nothing dead: the open board touches both
    // colours, so the only territory is e6, the point Black captured.
    let r = count_sgf(SHORT, GoRules::Japanese, Some(6.5), &[], [0, 0]).unwrap();
    let v = to_json(&r);
    assert_eq!(v["prisoners"], json!({"B": 1, "W": 0}));
    assert!(v["territory"]["B"]
        .as_array()
        .unwrap()
        .contains(&json!("ef")));
    assert_eq!(v["score"]["B"], json!(2.0));
    assert_eq!(v["result"], "W+4.5");
}

#[test]
fn count_with_dead_stones_and_chinese_warnings() {
    // The open board touches both colours: it is dame, split in half.
    let dead = parse_point_list("gc", 9).unwrap();
    let r = count_sgf(SHORT, GoRules::Chinese, None, &dead, [0, 1]).unwrap();
    // Komi from KM[6.5] = 3.25 stones; the dead white stone g3 is removed.
    assert_eq!(r.prisoners.black, 2);
    assert_eq!(r.score.black + r.score.white, 81.0);
    let e = count_sgf(SHORT, GoRules::Japanese, None, &dead, [1, 0]).unwrap_err();
    assert!(e.to_string().contains("Chinese"), "{e}");
}

#[test]
fn count_refuses_a_record_with_an_illegal_move() {
    let e = count_sgf(KO, GoRules::Japanese, None, &[], [0, 0]).unwrap_err();
    assert!(e.to_string().contains("move 10"), "{e}");
}

#[test]
fn dead_list_parsing() {
    assert_eq!(
        parse_point_list("aa, ab,,sj", 19).unwrap(),
        vec![Point::new(0, 0), Point::new(0, 1), Point::new(18, 9)]
    );
    let e = parse_point_list("aa,zz", 19).unwrap_err();
    assert!(e.to_string().contains("'zz'"), "{e}");
    assert!(Point::parse("tt", 19).is_err());
}

#[test]
fn othello_sgf_and_transcript() {
    let r = othello_replay_bytes(OTHELLO_SGF).unwrap();
    assert_eq!(r.moves, 5);
    assert_eq!(r.illegal, None);
    let t = othello_replay("f5d6c3d3c4").unwrap();
    assert_eq!(r.discs, t.discs);

    let r = othello_replay(OTHELLO_TXT).unwrap();
    assert_eq!(
        to_json(&r),
        json!({"moves": 9, "illegal": null, "discs": {"B": 13, "W": 0}, "final": {"B": 64, "W": 0}})
    );
    // SGF colours must match the side to move.
    let r = othello_replay("(;GM[2];B[f5];B[d6])").unwrap();
    let bad = r.illegal.unwrap();
    assert_eq!(
        (bad.number, bad.color, bad.point.as_str()),
        (2, Color::Black, "d6")
    );
    // SGF letters work too: f5 = column f, row 5 = "fe".
    let r = othello_replay("(;GM[2];B[fe])").unwrap();
    assert_eq!(r.discs.black, 4);
    assert!(othello_replay("(;GM[1];B[fe])").is_err());
}

#[test]
fn error_messages_read_as_sentences() {
    let e = parse_go(b"(;GM[1]SZ[9];B[ee];W[cc").unwrap_err();
    assert_eq!(
        e.to_string(),
        "SGF syntax error at byte 23: expected ']' closing the value of W opened at byte 20, \
         found end of file. Check that the file is a complete SGF record and has not been \
         truncated or edited by hand."
    );
    let e = parse_go(b"(;GM[1]SZ[9];B[ee];W[zz])").unwrap_err();
    assert_eq!(
        e.to_string(),
        "move 2 (byte 20) 'W[zz]' cannot be read: expected a point 'aa'..'ii' on the 9x9 \
         board, or '' for a pass. Correct that move in the record."
    );
}

#[test]
fn shift_jis_without_ca_is_recognised() {
    // Many Japanese programs omit CA: bytes that are not UTF-8 but decode
    // as Shift_JIS are read as Shift_JIS.
    let mut bytes = b"(;GM[1]SZ[9]PB[".to_vec();
    bytes.extend_from_slice(&[0x97, 0x5D, 0x93, 0x63]); // 余田
    bytes.extend_from_slice(b"];B[ee])");
    let rec = parse_go(&bytes).unwrap();
    assert_eq!(rec.black_player.as_deref(), Some("余田"));
    assert_eq!(rec.move_count(), 1);
}
