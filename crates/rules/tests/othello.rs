//! Othello: start, flips, forced pass, end, count, perft, replay.

use taikai_rules::othello::{self, parse_square, perft, Othello};
use taikai_rules::{othello_replay, Color};

#[test]
fn perft_matches_published_numbers_to_depth_7() {
    let expected = [4, 12, 56, 244, 1396, 8200, 55092];
    let start = Othello::new();
    for (d, &n) in expected.iter().enumerate() {
        assert_eq!(perft(&start, d as u32 + 1), n, "perft({})", d + 1);
    }
}

#[test]
fn perft_depth_8_is_390216() {
    assert_eq!(perft(&Othello::new(), 8), 390_216);
}

#[test]
fn standard_start_has_four_moves_for_black() {
    let p = Othello::new();
    let mut names: Vec<String> = (0..64)
        .filter(|&s| p.legal_moves() >> s & 1 == 1)
        .map(othello::square_name)
        .collect();
    names.sort();
    assert_eq!(names, ["c4", "d3", "e6", "f5"]);
    assert_eq!(p.counts().black, 2);
    assert_eq!(p.counts().white, 2);
}

#[test]
fn a_move_must_flip_and_flips_the_whole_line() {
    let mut p = Othello::new();
    // a1 is empty but flips nothing.
    assert_eq!(p.play(parse_square("a1").unwrap()), None);
    let f = p.play(parse_square("f5").unwrap()).unwrap();
    assert_eq!(f, 1 << parse_square("e5").unwrap());
    assert_eq!(p.counts().black, 4);
    assert_eq!(p.counts().white, 1);
    assert_eq!(p.to_move, Color::White);
}

#[test]
fn transcript_replay_counts_moves_and_discs() {
    let r = othello_replay("f5d6c3d3c4").unwrap();
    assert_eq!(r.moves, 5);
    assert_eq!(r.illegal, None);
    assert_eq!(r.discs.black + r.discs.white, 9);
}

#[test]
fn transcript_names_first_illegal_move_with_colour() {
    // Move 3 by black on an occupied square.
    let r = othello_replay("f5 d6 d6").unwrap();
    let bad = r.illegal.unwrap();
    assert_eq!(
        (bad.number, bad.color, bad.point.as_str()),
        (3, Color::Black, "d6")
    );
    // Move 2 by white that flips nothing.
    let r = othello_replay("f5a1").unwrap();
    let bad = r.illegal.unwrap();
    assert_eq!(
        (bad.number, bad.color, bad.point.as_str()),
        (2, Color::White, "a1")
    );
}

#[test]
fn a_transcript_that_is_not_squares_is_an_error_with_position() {
    let e = othello_replay("f5d6z9").unwrap_err();
    assert!(e.to_string().contains("character 4"), "{e}");
}

/// The shortest Othello game: black wipes white out in 9 moves.
const WIPE_OUT: &str = "d3c3b3d2e1d6d7e3f4";

#[test]
fn wipe_out_ends_the_game_and_counts_64() {
    let r = othello_replay(WIPE_OUT).unwrap();
    assert_eq!(r.illegal, None);
    assert_eq!(r.discs.white, 0);
    assert_eq!(r.discs.black, 13);
    assert_eq!((r.final_count.black, r.final_count.white), (64, 0));
    let moves = othello::parse_transcript(WIPE_OUT).unwrap();
    let (pos, _) = othello::replay(&moves);
    assert!(pos.is_over());
    assert_eq!(pos.stone_difference(Color::Black), 64);
    assert_eq!(pos.stone_difference(Color::White), -64);
}

#[test]
fn a_move_after_the_game_ended_is_illegal() {
    let r = othello_replay(&format!("{WIPE_OUT}a1")).unwrap();
    assert_eq!(r.illegal.unwrap().number, 10);
}

#[test]
fn empties_go_to_the_winner_and_stone_difference_is_per_side() {
    let p = Othello {
        own: 0xFFFF_FFFF,           // 32 black discs
        opp: 0x0000_00FF_0000_0000, // 8 white
        to_move: Color::Black,
    };
    let f = p.final_count();
    assert_eq!((f.black, f.white), (56, 8));
    assert_eq!(p.stone_difference(Color::Black), 48);
    assert_eq!(p.stone_difference(Color::White), -48);
}

#[test]
fn forced_pass_is_automatic_in_a_transcript() {
    // Find a game prefix where a side must pass by playing greedily-first
    // moves, then check replay passes for it without the record saying so.
    let mut pos = Othello::new();
    let mut transcript = String::new();
    let mut saw_pass = false;
    while !pos.is_over() {
        let m = pos.legal_moves();
        if m == 0 {
            pos.pass();
            saw_pass = true;
            continue;
        }
        let sq = m.trailing_zeros() as u8;
        transcript.push_str(&othello::square_name(sq));
        pos.play(sq);
    }
    assert!(saw_pass, "this line should contain a forced pass");
    let r = othello_replay(&transcript).unwrap();
    assert_eq!(r.illegal, None);
    assert_eq!(r.discs, pos.counts());
}
