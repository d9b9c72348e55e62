//! Hostile and careless input (issue 15): every record that cannot be a
//! game is refused with a typed error naming what is wrong and where, in
//! bounded memory, and never with a panic.

use taikai_rules::othello::{self, OthelloError, MAX_OTHELLO_MOVES};
use taikai_rules::setup::{self, SetupError};
use taikai_rules::sgf::{parse_go, MAX_DEPTH, MAX_MOVES, MAX_NODES, MAX_SGF_BYTES};
use taikai_rules::{othello_replay_bytes, replay_sgf, Color, GoRules, Point, SgfError};

const OTHELLO_SGF: &[u8] = include_bytes!("fixtures/othello.sgf");
const OTHELLO_TXT: &str = include_str!("fixtures/othello_wipeout.txt");
const SHORT: &[u8] = include_bytes!("fixtures/short_game.sgf");

fn with_bom(bytes: &[u8]) -> Vec<u8> {
    let mut v = b"\xEF\xBB\xBF".to_vec();
    v.extend_from_slice(bytes);
    v
}

#[test]
fn a_24_mb_record_of_three_million_passes_is_refused_by_its_size() {
    let mut sgf = b"(;GM[1]SZ[19]".to_vec();
    for _ in 0..1_500_000 {
        sgf.extend_from_slice(b";B[tt]\n;W[tt]\n");
    }
    sgf.push(b')');
    assert!(sgf.len() > 20_000_000);
    let e = parse_go(&sgf).unwrap_err();
    assert_eq!(e, SgfError::FileTooLarge { bytes: sgf.len() });
    assert!(e.to_string().contains("4194304 bytes (4 MB)"), "{e}");
}

#[test]
fn a_record_under_4_mb_with_more_moves_than_any_game_is_refused_by_its_moves() {
    // Two moves a node: the move limit is met before the node limit.
    let mut sgf = b"(;GM[1]SZ[19]".to_vec();
    for _ in 0..(MAX_MOVES / 2 + 1) {
        sgf.extend_from_slice(b";B[]W[]");
    }
    sgf.push(b')');
    assert!(sgf.len() < MAX_SGF_BYTES);
    let e = replay_sgf(&sgf, GoRules::Japanese).unwrap_err();
    assert!(matches!(e, SgfError::TooManyMoves { .. }), "{e:?}");
    assert!(e.to_string().contains("more than 10000 moves"), "{e}");
    // Exactly the limit is still read.
    let mut sgf = b"(;GM[1]SZ[19]".to_vec();
    for _ in 0..MAX_MOVES / 2 {
        sgf.extend_from_slice(b";B[];W[]");
    }
    sgf.push(b')');
    assert_eq!(replay_sgf(&sgf, GoRules::Chinese).unwrap().moves, MAX_MOVES);
}

#[test]
fn a_main_line_of_more_nodes_than_any_game_is_refused() {
    let mut sgf = b"(;GM[1]SZ[19]".to_vec();
    for _ in 0..MAX_NODES {
        sgf.extend_from_slice(b";C[]");
    }
    sgf.push(b')');
    let e = parse_go(&sgf).unwrap_err();
    assert!(matches!(e, SgfError::TooManyNodes { .. }), "{e:?}");
    assert!(e.to_string().contains("more than 20000 nodes"), "{e}");
}

#[test]
fn variations_nested_too_deep_are_refused_without_recursion() {
    let depth = MAX_DEPTH + 10;
    let mut sgf = Vec::new();
    for _ in 0..depth {
        sgf.extend_from_slice(b"(;B[]");
    }
    sgf.extend(std::iter::repeat_n(b')', depth));
    let e = parse_go(&sgf).unwrap_err();
    assert_eq!(
        e,
        SgfError::TooDeep {
            offset: MAX_DEPTH * 5
        }
    );
    assert!(e.to_string().contains("nested more than 10000 deep"), "{e}");
    // Within the limit, deep nesting of the main line reads fine.
    let mut sgf = Vec::new();
    for _ in 0..1000 {
        sgf.extend_from_slice(b"(;B[];W[]");
    }
    sgf.extend(std::iter::repeat_n(b')', 1000));
    assert_eq!(parse_go(&sgf).unwrap().move_count(), 2000);
}

#[test]
fn set_up_rectangles_repeated_never_list_a_point_twice() {
    // 4 MB of `[aa:ss]` once listed 206 million points (4 GB); a list now holds each
    // point of the board at most once.
    let mut sgf = b"(;GM[1]SZ[9]AB[aa:cc][aa:cc][bb]".to_vec();
    for _ in 0..10_000 {
        sgf.extend_from_slice(b"[aa:cc]");
    }
    sgf.extend_from_slice(b"AE[ii][ii:ii])");
    let rec = parse_go(&sgf).unwrap();
    let taikai_rules::Event::Setup { black, empty, .. } = &rec.events[0] else {
        panic!("{:?}", rec.events)
    };
    assert_eq!(black.len(), 9);
    assert_eq!(empty, &[Point::new(8, 8)]);
}

#[test]
fn every_set_up_and_pl_survives_writing_and_reading_back() {
    // Found by fuzz/sgf_go: two PL nodes in a row were written into one node, and a
    // set-up after a PL came back before it.
    use taikai_rules::sgf::write_go;
    for sgf in [
        &b"(;GM[1]SZ[9]PL[B];PL[W];B[aa])"[..],
        b"(;GM[1]SZ[9]PL[B];AB[cc];W[aa])",
        b"(;GM[1]SZ[9];B[aa];PL[B];PL[W]AB[cc];AW[dd])",
    ] {
        let rec = parse_go(sgf).unwrap();
        let back = parse_go(write_go(&rec).as_bytes()).unwrap();
        assert_eq!(back.events, rec.events, "{}", String::from_utf8_lossy(sgf));
    }
}

#[test]
fn a_komi_beyond_the_board_or_not_a_number_is_refused() {
    for km in ["1e308", "NaN", "inf", "-infinity", "362", "-400"] {
        let sgf = format!("(;GM[1]SZ[19]KM[{km}];B[dd])");
        let e = parse_go(sgf.as_bytes()).unwrap_err();
        assert!(
            matches!(&e, SgfError::BadKomi { value, limit: 361, .. } if value == km),
            "{km}: {e:?}"
        );
        assert!(e.to_string().contains("from -361 to 361"), "{e}");
    }
    let on_9 = parse_go(b"(;GM[1]SZ[9]KM[100])").unwrap_err();
    assert!(on_9.to_string().contains("from -81 to 81"), "{on_9}");
    for (km, read) in [("6.5", Some(6.5)), ("-361", Some(-361.0)), ("六目半", None)] {
        let sgf = format!("(;GM[1]SZ[19]KM[{km}])");
        assert_eq!(parse_go(sgf.as_bytes()).unwrap().komi, read, "{km}");
    }
}

#[test]
fn a_komi_given_to_the_count_beyond_the_board_is_refused() {
    let e =
        taikai_rules::count_sgf(SHORT, GoRules::Japanese, Some(1e300), &[], [0, 0]).unwrap_err();
    assert!(e.to_string().contains("from -81 to 81"), "9×9 record: {e}");
    assert!(taikai_rules::count_sgf(SHORT, GoRules::Japanese, Some(-81.0), &[], [0, 0]).is_ok());
}

#[test]
fn a_handicap_of_more_stones_than_points_is_refused() {
    let e = parse_go(b"(;GM[1]SZ[9]HA[4000000000])").unwrap_err();
    assert!(e.to_string().contains("from 0 to 81"), "{e}");
    assert_eq!(parse_go(b"(;GM[1]SZ[9]HA[9])").unwrap().handicap, 9);
}

#[test]
fn a_utf8_byte_order_mark_is_read_past_in_every_record() {
    let r = othello_replay_bytes(&with_bom(OTHELLO_SGF)).unwrap();
    assert_eq!(r, othello_replay_bytes(OTHELLO_SGF).unwrap());
    let r = othello_replay_bytes(&with_bom(OTHELLO_TXT.as_bytes())).unwrap();
    assert_eq!(r, othello_replay_bytes(OTHELLO_TXT.as_bytes()).unwrap());
    let text = format!("\u{FEFF}{OTHELLO_TXT}");
    assert_eq!(
        taikai_rules::othello_replay(&text).unwrap(),
        othello_replay_bytes(OTHELLO_TXT.as_bytes()).unwrap()
    );
    let utf16: Vec<u8> = [0xFF, 0xFE]
        .into_iter()
        .chain(OTHELLO_TXT.encode_utf16().flat_map(u16::to_le_bytes))
        .collect();
    assert_eq!(
        othello_replay_bytes(&utf16).unwrap(),
        othello_replay_bytes(OTHELLO_TXT.as_bytes()).unwrap()
    );
    let go = replay_sgf(&with_bom(SHORT), GoRules::Japanese).unwrap();
    assert_eq!(go, replay_sgf(SHORT, GoRules::Japanese).unwrap());
    // The mark says UTF-8 even when the bytes could pass for Shift_JIS.
    let named = with_bom("(;GM[1]SZ[9]PB[山田])".as_bytes());
    assert_eq!(
        parse_go(&named).unwrap().black_player.as_deref(),
        Some("山田")
    );
}

#[test]
fn transcript_errors_count_characters_not_bytes() {
    let e = othello::parse_transcript("f5 d6 ＃3").unwrap_err();
    assert_eq!(
        e,
        OthelloError::BadTranscript {
            offset: 6,
            found: "＃3".into()
        }
    );
    assert!(e.to_string().contains("at character 6"), "{e}");
}

#[test]
fn an_othello_record_longer_than_any_game_is_refused() {
    let text = "pass ".repeat(MAX_OTHELLO_MOVES + 1);
    let e = othello::parse_transcript(&text).unwrap_err();
    assert_eq!(
        e,
        OthelloError::TooManyMoves {
            offset: MAX_OTHELLO_MOVES * 5
        }
    );
    assert!(e.to_string().contains("more than 1000 moves"), "{e}");
    let mut sgf = b"(;GM[2]".to_vec();
    for _ in 0..=MAX_OTHELLO_MOVES {
        sgf.extend_from_slice(b";B[]");
    }
    sgf.push(b')');
    let e = othello_replay_bytes(&sgf).unwrap_err();
    assert!(matches!(e, OthelloError::TooManyMoves { .. }), "{e:?}");
}

#[test]
fn set_up_stones_without_a_liberty_are_refused_naming_the_point() {
    // Black aa is surrounded by white ba and ab.
    let e = parse_go(b"(;GM[1]SZ[9]AB[aa]AW[ba][ab])").unwrap_err();
    let SgfError::BadSetup { offset, error } = &e else {
        panic!("{e:?}")
    };
    assert_eq!(
        error,
        &SetupError::NoLiberties {
            point: Point::new(0, 0),
            human: "A9".into(),
            color: Color::Black,
            stones: 1,
        }
    );
    assert_eq!(*offset, 14, "the AB value that placed the stone");
    let text = e.to_string();
    assert!(
        text.contains("black stone at aa (A9) has no liberty"),
        "{text}"
    );
    // A two-stone white chain filled in by a later set-up node.
    let e = parse_go(b"(;GM[1]SZ[19]AW[aa][ba];B[dd];W[pp]AB[ca][ab][bb])").unwrap_err();
    assert!(
        e.to_string()
            .contains("the 2 white stones joined to aa (A19) have no liberty"),
        "{e}"
    );
    // Surrounded stones that a move captured are no set-up problem, nor
    // is a set-up that first empties a liberty with AE.
    assert!(parse_go(b"(;GM[1]SZ[9]AB[ba][ab];AE[ba]AW[aa])").is_ok());
    assert!(parse_go(b"(;GM[1]SZ[9]AB[ba]AW[aa];B[ab])").is_ok());
}

#[test]
fn a_position_set_up_by_hand_is_refused_when_a_chain_cannot_breathe() {
    let pts =
        |s: &[&str]| -> Vec<Point> { s.iter().map(|t| Point::parse(t, 19).unwrap()).collect() };
    let e = setup::position(19, &pts(&["aa", "ba"]), &pts(&["ca", "ab", "bb"])).unwrap_err();
    assert_eq!(
        e,
        SetupError::NoLiberties {
            point: Point::new(0, 0),
            human: "A19".into(),
            color: Color::Black,
            stones: 2
        }
    );
    let e = setup::position(19, &pts(&["dd"]), &pts(&["dd"])).unwrap_err();
    assert!(
        e.to_string()
            .contains("dd (D16) is set up both black and white"),
        "{e}"
    );
    let e = setup::position_from_text(9, &["jj"], &[] as &[&str]).unwrap_err();
    assert!(
        e.to_string().contains("'jj' is not a point on a 9×9 board"),
        "{e}"
    );
    let e = setup::position_from_text(30, &["aa"], &["bb"]).unwrap_err();
    assert_eq!(e, SetupError::BadSize { size: 30 });
    let b = setup::position_from_text(9, &["aa", "ee"], &["ba"]).unwrap();
    assert_eq!(b.get(Point::new(4, 4)), Some(Color::Black));
    // Column letters skip I: the 9th column is J.
    assert_eq!(Point::new(8, 0).to_human(9), "J9");
    assert_eq!(Point::new(24, 24).to_human(25), "Z1");
}
