//! The finished-game fixtures (`tests/fixtures/games/*.sgf`) and the
//! hand-checked status of every stone, shared by `tests/whole_games.rs`
//! (where the hand counts are written out), the `finished_games` bench and
//! the `gnugo_compare` example.
//!
//! Status diagrams: `X`/`O` black/white alive, `x`/`o` dead, `B`/`W` seki,
//! `.` empty; row 0 is the top (SGF row `a`).
#![allow(dead_code)]

use taikai_rules::{Color, Point, Status};

/// (fixture name, status diagram).
pub const GAMES: [(&str, &str); 3] = [
    ("finished_9x9", GAME9),
    ("finished_19x19", GAME19),
    ("seed001_9x9", SEED001),
];

/// The SGF bytes of a fixture.
pub fn fixture(name: &str) -> Vec<u8> {
    let path = format!(
        "{}/tests/fixtures/games/{name}.sgf",
        env!("CARGO_MANIFEST_DIR")
    );
    std::fs::read(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// The expected status of every stone, by point, from a status diagram.
pub fn expected(diagram: &str) -> Vec<(Point, Color, Status)> {
    let rows: Vec<Vec<char>> = diagram
        .lines()
        .map(|l| l.chars().filter(|c| !c.is_whitespace()).collect::<Vec<_>>())
        .filter(|r| !r.is_empty())
        .collect();
    let n = rows.len();
    let mut out = Vec::new();
    for (y, row) in rows.iter().enumerate() {
        assert_eq!(row.len(), n, "diagram row {y}");
        for (x, &c) in row.iter().enumerate() {
            let p = Point::new(x as u8, y as u8);
            let (color, status) = match c {
                'X' => (Color::Black, Status::Alive),
                'O' => (Color::White, Status::Alive),
                'x' => (Color::Black, Status::Dead),
                'o' => (Color::White, Status::Dead),
                'B' => (Color::Black, Status::Seki),
                'W' => (Color::White, Status::Seki),
                '.' => continue,
                _ => panic!("diagram: {c}"),
            };
            out.push((p, color, status));
        }
    }
    out
}

pub const GAME9: &str = "
    . . . . X O . . .
    . o . . X O . . .
    . . . . X O . x .
    . o o . X O . . .
    . . . X X O . . .
    X X X X O O O O O
    W W W W B B B B B
    x . W W B B B B B
    W W W . B B B . B
";

pub const GAME19: &str = "
    . . . . . . . . . X W . B O . . . . .
    . . . . . . . . . X W . B O . . . . .
    . . . . . . . . . X W B B O . . . . .
    . . . . . . . . . X X O O O . . . . .
    . . . . o o . . . . X O . . x x . . .
    X X X . . o . . . . X O . . . . . . .
    O O X . . . . . . . X O . . . . . . .
    . O X . . . . . . . X O . . . . O O O
    O O X . . . . . . . X O . . . . O X X
    . O X . . . . . . . X O . . . . O X .
    O O X . . o . . . . X O . . . . O X X
    X X X . . . . . . . X O . . . . O X .
    . . . . . . . . . . X O . . . . O X X
    . . . . . . . . . . X O . . . . O O O
    . . . X X X X X X X X O . . . . . . .
    X X X X O O O O O O O O . x . . . . .
    W W W W B B B B B O . . . . . x x . .
    x . W W B B B B B O . . . . . . x . .
    W W W . B B B . B O . . . . . . . . .
";

pub const SEED001: &str = "
    . . . X O . . . .
    . . . X O . x . .
    . . . X O O . . .
    X X X X X O . . .
    . . . . X O O . .
    . . . . X X O . .
    . o . . . X O . x
    . . . . . X O . x
    . . . . . X O . .
";
