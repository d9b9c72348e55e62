//! Counting with the dead stones given: Chinese area counting [003 §9, §11,
//! §22] and Japanese territory counting [000 §8, §10].

use taikai_rules::count::{count, CountInput};
use taikai_rules::{Board, Color, GoRules, Point};

fn pt(s: &str) -> Point {
    Point::parse(s, 25).unwrap()
}

/// A 19×19 board split in row-major order: the first `black_side` points
/// are Black's, the rest White's; stones only where the two sides meet,
/// the rest is empty territory. Black's area is exactly `black_side`.
fn split_board(black_side: usize) -> Board {
    let mut b = Board::new(19);
    let side = |x: i32, y: i32| (y * 19 + x) as usize >= black_side; // true = White
    for y in 0..19i32 {
        for x in 0..19i32 {
            let me = side(x, y);
            let border = [(0, -1), (-1, 0), (1, 0), (0, 1)].iter().any(|(dx, dy)| {
                let (nx, ny) = (x + dx, y + dy);
                (0..19).contains(&nx) && (0..19).contains(&ny) && side(nx, ny) != me
            });
            if border {
                let c = if me { Color::White } else { Color::Black };
                b.set(Point::new(x as u8, y as u8), Some(c));
            }
        }
    }
    b
}

fn chinese(b: &Board, warnings: [u32; 2]) -> taikai_rules::Count {
    count(
        b,
        &CountInput {
            rules: GoRules::Chinese,
            komi: 7.5,
            captures: [0, 0],
            dead: &[],
            seki: None,
            warnings,
        },
    )
    .unwrap()
}

#[test]
fn chinese_185_wins_by_three_quarters() {
    // [003 §11] 黒は185単位であれば…黒は¾単位の勝ち
    let c = chinese(&split_board(185), [0, 0]);
    assert_eq!((c.score.black, c.score.white), (185.0, 176.0));
    assert_eq!(c.result, "B+0.75");
}

#[test]
fn chinese_184_and_a_half_wins_by_a_quarter() {
    // [003 §11] 184½ → 黒は¼単位の勝ち. One dame point, split in half.
    let mut b = split_board(184);
    b.set(pt("sk"), Some(Color::White)); // inside White's side
    b.set(pt("sj"), None); // now a dame between black s9 and white r10/s11
    let c = chinese(&b, [0, 0]);
    assert_eq!(c.dame, vec![pt("sj")]);
    assert_eq!((c.score.black, c.score.white), (184.5, 176.5));
    assert_eq!(c.result, "B+0.25");
}

#[test]
fn chinese_184_loses_by_a_quarter() {
    // [003 §11] 184 → 黒は¼単位の負け
    let c = chinese(&split_board(184), [0, 0]);
    assert_eq!((c.score.black, c.score.white), (184.0, 177.0));
    assert_eq!(c.result, "W+0.25");
}

#[test]
fn chinese_half_board_is_180_and_a_half_and_equal_is_jigo() {
    // Without komi, 180½ each is jigo [003 §9].
    let mut b = split_board(180);
    b.set(pt("sk"), Some(Color::White)); // inside White's side
    b.set(pt("sj"), None); // one dame: 180½ each
    let mut input = CountInput {
        rules: GoRules::Chinese,
        komi: 0.0,
        captures: [0, 0],
        dead: &[],
        seki: None,
        warnings: [0, 0],
    };
    let c = count(&b, &input).unwrap();
    assert_eq!((c.score.black, c.score.white), (180.5, 180.5));
    assert_eq!(c.result, "jigo");
    input.komi = 7.5;
    assert_eq!(count(&b, &input).unwrap().result, "W+3.75");
}

#[test]
fn a_warning_moves_one_stone_to_the_opponent() {
    // [003 §22.1] 1回警告: 1単位が引かれ、相手の領有に充てる.
    let b = split_board(185);
    // Black 185 wins by ¾; one warning to Black: 184 → loses by ¼.
    assert_eq!(chinese(&b, [1, 0]).result, "W+0.25");
    // One warning to White instead: 186 → wins by 1¾.
    assert_eq!(chinese(&b, [0, 1]).result, "B+1.75");
    // Two warnings lose the game [003 §22.2].
    assert_eq!(chinese(&b, [2, 0]).result, "W+V"); // Chinese rules §22.2: a loss by violation
                                                   // The board count itself is unchanged.
    assert_eq!(chinese(&b, [1, 0]).score.black, 185.0);
}

/// Seki in the top-left corner (one eye each, one shared liberty c1):
/// eyes a1 and e1 are not territory under Japanese rules [000 §8].
const SEKI_GAME: &str = "
    . X . O . O X . .
    X X X O O O X . .
    O O O X X X X . .
    . . O X . . . . .
    . . O X . . . . .
    . . O X . . . . .
    . . O X . . O . .
    . . O X . . . . .
    . . O X . . . . .";

fn japanese(b: &Board, dead: &[Point], captures: [u32; 2]) -> taikai_rules::Count {
    count(
        b,
        &CountInput {
            rules: GoRules::Japanese,
            komi: 6.5,
            captures,
            dead,
            seki: None,
            warnings: [0, 0],
        },
    )
    .unwrap()
}

#[test]
fn japanese_territory_excludes_seki_eyes_and_removes_dead_stones_inside() {
    let b = Board::from_diagram(SEKI_GAME).unwrap();
    // The white stone g7 inside Black's area is dead.
    let c = japanese(&b, &[pt("gg")], [2, 1]);
    // Black: x≥4 rows 3–8 (30) + x≥7 rows 0–2 (6) = 36, g7 included.
    assert_eq!(c.territory.black.len(), 36);
    assert!(c.territory.black.contains(&pt("gg")));
    // White: a–b columns, rows 4–9 = 12.
    assert_eq!(c.territory.white.len(), 12);
    for p in ["aa", "ea", "ca"] {
        assert!(!c.territory.black.contains(&pt(p)) && !c.territory.white.contains(&pt(p)));
    }
    assert_eq!(c.dame, vec![pt("aa"), pt("ca"), pt("ea")]);
    // Prisoners: captures during the game plus the dead stone.
    assert_eq!((c.prisoners.black, c.prisoners.white), (3, 1));
    assert_eq!((c.score.black, c.score.white), (39.0, 13.0));
    assert_eq!(c.result, "B+19.5");
}

#[test]
fn chinese_area_counts_seki_eyes_and_splits_the_shared_liberty() {
    let b = Board::from_diagram(SEKI_GAME).unwrap();
    let input = CountInput {
        rules: GoRules::Chinese,
        komi: 7.5,
        captures: [0, 0],
        dead: &[pt("gg")],
        seki: None,
        warnings: [0, 0],
    };
    let c = count(&b, &input).unwrap();
    assert_eq!(c.score.black + c.score.white, 81.0);
    assert_eq!(c.dame, vec![pt("ca")]);
    assert!(c.territory.black.contains(&pt("aa")));
    assert!(c.territory.white.contains(&pt("ea")));
}

#[test]
fn japanese_dead_stones_outside_territory_stay_on_the_board() {
    // [000 §10] 図の△は死に石だが、地の中ではないため取り上げることができない.
    // The dead white stone d4 sits in the dame column between the two
    // sides: it stays on the board and is nobody's prisoner.
    let b = Board::from_diagram(
        ". . X . . O . .
         . . X . . O . .
         . . X . . O . .
         . . X O . O . .
         . . X . . O . .
         . . X . . O . .
         . . X . . O . .
         . . X . . O . .",
    )
    .unwrap();
    let c = japanese(&b, &[pt("dd")], [0, 0]);
    assert_eq!(c.dead_left, vec![pt("dd")]);
    assert_eq!((c.prisoners.black, c.prisoners.white), (0, 0));
    assert_eq!(c.territory.black.len(), 16);
    assert_eq!(c.territory.white.len(), 16);
    assert_eq!(c.result, "W+6.5");
}

#[test]
fn naming_an_empty_point_as_dead_is_an_error() {
    let b = Board::new(9);
    let input = CountInput {
        rules: GoRules::Japanese,
        komi: 6.5,
        captures: [0, 0],
        dead: &[pt("ee")],
        seki: None,
        warnings: [0, 0],
    };
    let e = count(&b, &input).unwrap_err();
    assert!(e.to_string().contains("ee"), "{e}");
}

#[test]
fn japanese_jigo_when_equal() {
    // [000 §10] 黒地6目、白地6目、持碁 (no komi)
    let b = Board::from_diagram(
        ". . X O . .
         . . X O . .
         . . X O . .
         X X X O O O
         X . X O . O
         X X X O O O",
    )
    .unwrap();
    let c = count(
        &b,
        &CountInput {
            rules: GoRules::Japanese,
            komi: 0.0,
            captures: [0, 0],
            dead: &[],
            seki: None,
            warnings: [0, 0],
        },
    )
    .unwrap();
    assert_eq!((c.territory.black.len(), c.territory.white.len()), (7, 7));
    assert_eq!(c.result, "jigo");
}
