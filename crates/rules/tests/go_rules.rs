//! Capture, suicide, simultaneous capture and ko, from the seed texts:
//! Japanese rules 2011 commentary [000], beginner's guide [002],
//! Chinese rules 2002 [003].

use taikai_rules::{Board, Color, Game, GoRules, IllegalReason, Point};

const B: Color = Color::Black;
const W: Color = Color::White;

fn pt(s: &str) -> Point {
    Point::parse(s, 25).unwrap()
}

fn board(d: &str) -> Board {
    Board::from_diagram(d).unwrap()
}

#[test]
fn a_stone_without_liberties_is_captured_and_becomes_a_prisoner() {
    // [000 §3] 黒1で白一子を取る
    let mut b = board(
        ". X . . .
         X O X . .
         . . . . .
         . . . . .
         . . . . .",
    );
    let eff = b.play(B, pt("bc")).unwrap();
    assert_eq!(eff.captured, 1);
    assert_eq!(b.get(pt("bb")), None);
    assert_eq!(b.captures(), [1, 0]);
}

#[test]
fn a_chain_of_two_is_captured_together_on_the_edge() {
    // [000 §3] 黒1で白二子を取る; on the edge fewer stones surround [002 §22]
    let mut b = board(
        ". O O X .
         . X X . .
         . . . . .
         . . . . .
         . . . . .",
    );
    assert_eq!(b.liberties(pt("ba")), 1);
    let eff = b.play(B, pt("aa")).unwrap();
    assert_eq!(eff.captured, 2);
    assert_eq!(b.get(pt("ba")), None);
    assert_eq!(b.get(pt("ca")), None);
    assert_eq!(b.captures(), [2, 0]);
}

#[test]
fn a_chain_touched_twice_keeps_its_far_liberty() {
    // Regression (found by the symmetry property test): Black b6 touches
    // the white chain c6-c7-b7 at two stones; its liberty d6 must be seen
    // from both.
    let mut b = board(
        ". . . . . . .
         . . . . . . .
         . . . . . . .
         . . . . . . .
         . X X . . . .
         . . O . . . .
         X O O X . . .",
    );
    assert_eq!(b.play(B, pt("bf")).unwrap().captured, 0);
    assert_eq!(b.chain_at(pt("cf")).unwrap().liberties, vec![pt("df")]);
}

#[test]
fn diagonal_stones_are_not_connected() {
    // [002 §21]: a1 and b2 are two chains.
    let b = board(
        "X . . . .
         . X . . .
         . . . . .
         . . . . .
         . . . . .",
    );
    assert_eq!(b.chains().len(), 2);
    assert_eq!(b.liberties(pt("aa")), 2);
    assert_eq!(b.liberties(pt("bb")), 4);
}

#[test]
fn suicide_is_illegal_and_leaves_the_board_unchanged() {
    // [000 §4, 003 §5, 002 §19]
    let mut b = board(
        ". X . . .
         X . . . .
         . . . . .
         . . . . .
         . . . . .",
    );
    let before = b.clone();
    assert_eq!(b.play(W, pt("aa")), Err(IllegalReason::Suicide));
    assert_eq!(b, before);
    // A multi-stone suicide: filling the last liberty of one's own chain.
    let mut b = board(
        ". O X . .
         O X . . .
         X . . . .
         . . . . .
         . . . . .",
    );
    assert_eq!(b.play(W, pt("aa")), Err(IllegalReason::Suicide));
}

#[test]
fn a_capturing_move_is_never_suicide() {
    // [000 §4] 下辺の□の着点は白の石を先に取るため打つことはできる
    let mut b = board(
        ". X O . .
         X O . . .
         O . . . .
         . . . . .
         . . . . .",
    );
    // White a1 would have no liberty, but black b1 and a2 have a1 as their
    // last liberty: they are captured first and White keeps two liberties.
    let eff = b.play(W, pt("aa")).unwrap();
    assert_eq!(eff.captured, 2);
    assert_eq!(b.liberties(pt("aa")), 2);
}

/// [002 §20] 同時窒息: a point where whoever plays it leaves both sides
/// without liberties; the mover's captures come first, so it is legal for
/// both and the mover's opponent is taken off.
const SIMULTANEOUS: &str = "
    . X O . .
    O X O . .
    X O . . .
    . . . . .
    . . . . .";

#[test]
fn simultaneous_suffocation_black_plays_and_captures() {
    let mut b = board(SIMULTANEOUS);
    let eff = b.play(B, pt("aa")).unwrap();
    assert_eq!(eff.captured, 1, "the white stone a2 is taken");
    assert_eq!(b.get(pt("ab")), None);
    assert_eq!(b.liberties(pt("aa")), 1);
    assert_eq!(eff.ko, None, "a2 is retaken by a chain, not a lone stone");
}

#[test]
fn simultaneous_suffocation_white_plays_and_captures() {
    let mut b = board(SIMULTANEOUS);
    let eff = b.play(W, pt("aa")).unwrap();
    assert_eq!(eff.captured, 2, "the black chain b1-b2 is taken");
    assert_eq!(b.get(pt("ba")), None);
    assert_eq!(b.get(pt("bb")), None);
    assert!(b.liberties(pt("aa")) >= 1);
}

#[test]
fn two_true_eyes_cannot_be_filled_but_a_two_point_eye_can() {
    // [002 §18–19] 第18図: left two separate eyes (alive), right one eye of
    // two points, which White fills and then captures by simultaneous
    // suffocation.
    let mut alive = board(
        ". X . X O
         X X X X O
         O O O O O
         . . . . .
         . . . . .",
    );
    assert_eq!(alive.play(W, pt("aa")), Err(IllegalReason::Suicide));
    assert_eq!(alive.play(W, pt("ca")), Err(IllegalReason::Suicide));

    let mut one_eye = board(
        ". . X O .
         X X X O .
         O O O O .
         . . . . .
         . . . . .",
    );
    one_eye.play(W, pt("aa")).unwrap();
    let eff = one_eye.play(W, pt("ba")).unwrap();
    assert_eq!(eff.captured, 4);
}

/// Plays the ko capture and checks the immediate recapture, then the
/// recapture after a move elsewhere and after a pass [000 §5].
struct KoShape {
    diagram: &'static str,
    take: &'static str,
    retake: &'static str,
    elsewhere_w: &'static str,
    elsewhere_b: &'static str,
}

// 第31図 [002 §27]: centre, side and corner ko.
const CENTRE_KO: KoShape = KoShape {
    diagram: "
        . . . . . . .
        . X O . . . .
        X O . O . . .
        . X O . . . .
        . . . . . . .
        . . . . . . .
        . . . . . . .",
    take: "cc",
    retake: "bc",
    elsewhere_w: "gg",
    elsewhere_b: "ag",
};
const SIDE_KO: KoShape = KoShape {
    diagram: "
        . X O . O . .
        . . X O . . .
        . . . . . . .
        . . . . . . .
        . . . . . . .
        . . . . . . .
        . . . . . . .",
    take: "da",
    retake: "ca",
    elsewhere_w: "gg",
    elsewhere_b: "ag",
};
const CORNER_KO: KoShape = KoShape {
    diagram: "
        . O X . . . .
        O X . . . . .
        . . . . . . .
        . . . . . . .
        . . . . . . .
        . . . . . . .
        . . . . . . .",
    take: "aa",
    retake: "ba",
    elsewhere_w: "gg",
    elsewhere_b: "ag",
};

fn ko_game(k: &KoShape, rules: GoRules) -> Game {
    let mut g = Game::from_board(board(k.diagram), rules);
    let eff = g.play(B, pt(k.take)).unwrap();
    assert_eq!(eff.captured, 1);
    assert_eq!(eff.ko, Some(pt(k.retake)));
    g
}

fn check_ko_shape(k: &KoShape) {
    // Immediate recapture: ko (Japanese §5), superko (Chinese §6).
    for (rules, reason) in [
        (GoRules::Japanese, IllegalReason::Ko),
        (GoRules::Chinese, IllegalReason::Superko),
    ] {
        let mut g = ko_game(k, rules);
        assert_eq!(g.play(W, pt(k.retake)), Err(reason), "{rules}");
        assert_eq!(g.move_count(), 1, "the illegal move is not played");

        // After a move elsewhere by each side: allowed (白が他へ着手してから取り返す例).
        let mut g = ko_game(k, rules);
        g.play(W, pt(k.elsewhere_w)).unwrap();
        g.play(B, pt(k.elsewhere_b)).unwrap();
        assert_eq!(g.play(W, pt(k.retake)).unwrap().captured, 1, "{rules}");

        // White passes, black plays elsewhere, white retakes (白がパスしてから取り返す例).
        let mut g = ko_game(k, rules);
        g.pass(W).unwrap();
        g.play(B, pt(k.elsewhere_b)).unwrap();
        assert_eq!(g.play(W, pt(k.retake)).unwrap().captured, 1, "{rules}");
    }
    // Pass, pass, retake: the pass lifts the ko ban under Japanese rules,
    // but the position before Black's capture comes back: superko under
    // Chinese rules.
    let mut g = ko_game(k, GoRules::Japanese);
    g.pass(W).unwrap();
    g.pass(B).unwrap();
    assert!(g.play(W, pt(k.retake)).is_ok());
    let mut g = ko_game(k, GoRules::Chinese);
    g.pass(W).unwrap();
    g.pass(B).unwrap();
    assert_eq!(g.play(W, pt(k.retake)), Err(IllegalReason::Superko));
}

#[test]
fn centre_ko_forbids_immediate_recapture_only() {
    check_ko_shape(&CENTRE_KO);
}

#[test]
fn side_ko_forbids_immediate_recapture_only() {
    check_ko_shape(&SIDE_KO);
}

#[test]
fn corner_ko_forbids_immediate_recapture_only() {
    check_ko_shape(&CORNER_KO);
}

#[test]
fn capturing_two_stones_sets_no_ko_ban() {
    let mut b = board(
        "X O O . .
         . X X . .
         . . . . .
         . . . . .
         . . . . .",
    );
    let eff = b.play(B, pt("da")).unwrap();
    assert_eq!(eff.captured, 2);
    assert_eq!(eff.ko, None);
    assert_eq!(b.ko_point(W), None);
}

/// Three kos on one board: a cycle of six captures returns to the start
/// position (三コウ, triple ko). Legal move by move under Japanese rules
/// (the game would be a no-result, [000 §11]); the sixth move is superko
/// under Chinese rules [003 §6].
const TRIPLE_KO: &str = "
    . X O . . . . . .
    X O . O . . . . .
    . X O . . . . . .
    . . . . . . . . .
    . X O . . . . . .
    X . X O . . . . .
    . X O . . . . . .
    . . . . . . . . .
    . X O . . . . . .
    X O . O . . . . .
    . X O . . . . . .
    . . . . . . . . .
    . . . . . . . . .";

#[test]
fn triple_ko_cycle_is_legal_under_japanese_and_superko_under_chinese() {
    let rows: Vec<String> = TRIPLE_KO
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| format!("{} . . . .", l.trim()))
        .collect();
    let start = Board::from_diagram(&rows.join("\n")).unwrap();
    assert_eq!(start.size(), 13);
    let cycle = [
        (B, "cb"),
        (W, "bf"),
        (B, "cj"),
        (W, "bb"),
        (B, "cf"),
        (W, "bj"),
    ];

    let mut g = Game::from_board(start.clone(), GoRules::Japanese);
    for (c, p) in cycle {
        assert_eq!(g.play(c, pt(p)).unwrap().captured, 1);
    }
    assert_eq!(g.board(), &start, "six captures later the position repeats");

    let mut g = Game::from_board(start, GoRules::Chinese);
    for (c, p) in &cycle[..5] {
        g.play(*c, pt(p)).unwrap();
    }
    assert_eq!(g.play(W, pt("bj")), Err(IllegalReason::Superko));
}

#[test]
fn playing_on_a_stone_is_occupied() {
    let mut g = Game::new(9, GoRules::Japanese);
    g.play(B, pt("ee")).unwrap();
    assert_eq!(g.play(W, pt("ee")), Err(IllegalReason::Occupied));
}

#[test]
fn two_moves_by_one_colour_without_a_pass_is_wrong_turn() {
    // [003 §17.2]
    let mut g = Game::new(9, GoRules::Chinese);
    g.play(B, pt("ee")).unwrap();
    assert_eq!(g.play(B, pt("cc")), Err(IllegalReason::WrongTurn));
    g.pass(W).unwrap();
    assert!(g.play(B, pt("cc")).is_ok());
}

#[test]
fn chains_report_stones_and_liberties() {
    let b = board(
        "X X . . .
         O . . . .
         . . . . .
         . . . . .
         . . . . O",
    );
    let chains = b.chains();
    assert_eq!(chains.len(), 3);
    let black = &chains[0];
    assert_eq!(black.color, B);
    assert_eq!(black.stones, vec![pt("aa"), pt("ba")]);
    assert_eq!(black.liberties, vec![pt("ca"), pt("bb")]);
    assert_eq!(b.liberties(pt("ab")), 2);
    assert_eq!(b.liberties(pt("ee")), 2);
    assert_eq!(b.liberties(pt("cc")), 0);
}

#[test]
fn is_legal_does_not_change_the_board() {
    let b = board(CORNER_KO.diagram);
    assert_eq!(b.is_legal(B, pt("aa")), Ok(()));
    assert_eq!(b.get(pt("aa")), None);
    assert_eq!(b.get(pt("ba")), Some(W));
}
