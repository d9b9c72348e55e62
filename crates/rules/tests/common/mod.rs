//! Fixtures of the seed's life-and-death examples (seed 000, 死活確認例
//! 1–16), placed on a full board whose rest is settled.
//!
//! A fixture file (`tests/fixtures/judge/exNN.txt`) holds the example's
//! diagram as printed in the seed (`●`/`▲` black, `○`/`◎` white, box
//! characters and letters empty), the corner it stands in, and the colour
//! of the settled stones that continue it beyond its open sides:
//! `right:` one letter per diagram row (the last repeats) and `open:` the
//! colour beyond the open end (below a top corner, above a bottom one).
//! The rest of the board is filled with solid walls of those colours with
//! one-point eyes, so everything outside the diagram is unconditionally
//! alive. `dead:`/`alive:`/`seki:` name one stone of each chain whose
//! verdict the text states (diagram coordinates `x,y`, row 0 the first
//! line); `dead-left:` dead stones that stay on the board at the count;
//! `not-territory:` points the text says are no one's territory.
//!
//! `rest-from-column: N` replaces the diagram's columns from `N` on by the
//! settled walls beyond (the `right:` colours). The seed cuts its diagrams
//! out of a whole board; where the `right:` colour changes along an empty
//! margin column, placing that margin as printed would leave a strip of
//! no one's points between a black and a white wall — an unfinished
//! boundary, not the settled rest the text assumes. `rest-from-row: N`
//! does the same for the rows from `N` on (top corners: the open end).
#![allow(dead_code)]

use taikai_rules::{Board, Color, Point, Status};

pub struct Fixture {
    pub name: String,
    pub bottom: bool,
    pub right: Vec<Color>,
    pub open: Color,
    /// Diagram rows as printed, `None` empty.
    pub rows: Vec<Vec<Option<Color>>>,
    pub w: usize,
    pub h: usize,
    /// The diagram reaches the board's right edge (`┤`).
    pub spans_right: bool,
    /// The diagram reaches the far edge (a top corner with `┴` at the end).
    pub spans_far: bool,
    pub expect: Vec<(Status, (usize, usize))>,
    pub dead_left: Vec<(usize, usize)>,
    pub not_territory: Vec<(usize, usize)>,
}

pub const ALL: [&str; 17] = [
    "ex01", "ex02", "ex03", "ex04", "ex05", "ex06", "ex07a", "ex07b", "ex08", "ex09", "ex10",
    "ex11", "ex12", "ex13", "ex14", "ex15", "ex16",
];

fn color(s: &str) -> Color {
    match s {
        "B" => Color::Black,
        "W" => Color::White,
        _ => panic!("colour {s}"),
    }
}

fn coords(s: &str) -> Vec<(usize, usize)> {
    s.split_whitespace()
        .map(|t| {
            let (x, y) = t.split_once(',').expect("x,y");
            (x.parse().unwrap(), y.parse().unwrap())
        })
        .collect()
}

pub fn load(name: &str) -> Fixture {
    let path = format!(
        "{}/tests/fixtures/judge/{name}.txt",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(&path).expect("fixture");
    let mut f = Fixture {
        name: name.to_string(),
        bottom: false,
        right: Vec::new(),
        open: Color::Black,
        rows: Vec::new(),
        w: 0,
        h: 0,
        spans_right: false,
        spans_far: false,
        expect: Vec::new(),
        dead_left: Vec::new(),
        not_territory: Vec::new(),
    };
    let mut in_diagram = false;
    let mut rest_from: Option<usize> = None;
    let mut rest_rows: Option<usize> = None;
    for line in text.lines() {
        let line = line.trim_end();
        if line.starts_with('#') || line.is_empty() {
            continue;
        }
        if let Some((key, val)) = line.split_once(':') {
            in_diagram = false;
            let val = val.trim();
            match key {
                "corner" => f.bottom = val == "bottom-left",
                "right" => f.right = val.chars().map(|c| color(&c.to_string())).collect(),
                "open" => f.open = color(val),
                "diagram" => in_diagram = true,
                "dead" => f
                    .expect
                    .extend(coords(val).into_iter().map(|p| (Status::Dead, p))),
                "alive" => f
                    .expect
                    .extend(coords(val).into_iter().map(|p| (Status::Alive, p))),
                "seki" => f
                    .expect
                    .extend(coords(val).into_iter().map(|p| (Status::Seki, p))),
                "dead-left" => f.dead_left = coords(val),
                "not-territory" => f.not_territory = coords(val),
                "rest-from-column" => rest_from = Some(val.parse().expect("column")),
                "rest-from-row" => rest_rows = Some(val.parse().expect("row")),
                _ => panic!("{name}: unknown key {key}"),
            }
            continue;
        }
        assert!(in_diagram, "{name}: stray line {line}");
        if line.ends_with('┤') || line.ends_with('┐') {
            f.spans_right = true;
        }
        let row: Vec<Option<Color>> = line
            .chars()
            .map(|c| match c {
                '●' | '▲' => Some(Color::Black),
                '○' | '◎' => Some(Color::White),
                _ => None,
            })
            .collect();
        f.rows.push(row);
    }
    if let Some(n) = rest_from {
        for row in &mut f.rows {
            row.truncate(n);
        }
        f.spans_right = false;
    }
    if let Some(n) = rest_rows {
        assert!(!f.bottom, "{name}: rest-from-row is for top corners");
        f.rows.truncate(n);
    }
    f.h = f.rows.len();
    f.w = f.rows[0].len();
    assert!(f.rows.iter().all(|r| r.len() == f.w), "{name}: ragged");
    let last = text
        .lines()
        .rfind(|l| !l.starts_with('#') && !l.contains(':'))
        .unwrap();
    f.spans_far = !f.bottom && rest_rows.is_none() && (last.contains('┴') || last.contains('└'));
    f
}

/// A fixture placed on a board.
pub struct Placed {
    pub board: Board,
    /// Board point of each diagram point, by `[y][x]`.
    pub at: Vec<Vec<Point>>,
}

impl Fixture {
    /// Whether the diagram fits on `size` with room for the settled rest.
    pub fn fits(&self, size: usize) -> bool {
        let w_ok = if self.spans_right {
            size == self.w
        } else {
            size >= self.w + 2
        };
        let h_ok = if self.spans_far {
            size == self.h
        } else {
            size >= self.h + 2
        };
        w_ok && h_ok
    }

    /// The smallest of 9, 13, 19 that fits.
    pub fn default_size(&self) -> usize {
        [9, 13, 19]
            .into_iter()
            .find(|&s| self.fits(s))
            .expect("fits")
    }

    pub fn place(&self, size: usize) -> Placed {
        assert!(self.fits(size), "{} does not fit {size}", self.name);
        // Work with the corner at the top left, diagram row 0 at the corner.
        let rows: Vec<&Vec<Option<Color>>> = if self.bottom {
            self.rows.iter().rev().collect()
        } else {
            self.rows.iter().collect()
        };
        let right: Vec<Color> = if self.bottom {
            self.right.iter().rev().copied().collect()
        } else {
            self.right.clone()
        };
        let (w, h) = (self.w, self.h);
        let mut cell = vec![vec![None; size]; size];
        let mut exterior = vec![vec![false; size]; size];
        for y in 0..size {
            for x in 0..size {
                if x < w && y < h {
                    cell[y][x] = rows[y][x];
                } else {
                    exterior[y][x] = true;
                    let c = if x >= w && (y < h || x - w >= y - h) {
                        right[y.min(h - 1).min(right.len() - 1)]
                    } else {
                        self.open
                    };
                    cell[y][x] = Some(c);
                }
            }
        }
        // One-point eyes, none touching another even diagonally.
        let mut eye = vec![vec![false; size]; size];
        for y in 0..size {
            for x in 0..size {
                if !exterior[y][x] || (x + y) % 2 != 0 {
                    continue;
                }
                let c = cell[y][x];
                let mut ok = true;
                for dy in -1i32..=1 {
                    for dx in -1i32..=1 {
                        let (nx, ny) = (x as i32 + dx, y as i32 + dy);
                        if nx < 0 || ny < 0 || nx >= size as i32 || ny >= size as i32 {
                            continue;
                        }
                        let (nx, ny) = (nx as usize, ny as usize);
                        if eye[ny][nx] {
                            ok = false;
                        }
                        let orth = dx == 0 || dy == 0;
                        if orth && (dx, dy) != (0, 0) && (!exterior[ny][nx] || cell[ny][nx] != c) {
                            ok = false;
                        }
                    }
                }
                if ok {
                    eye[y][x] = true;
                }
            }
        }
        let mut board = Board::new(size as u8);
        for y in 0..size {
            for x in 0..size {
                if !eye[y][x] {
                    board.set(Point::new(x as u8, y as u8), cell[y][x]);
                }
            }
        }
        let mut at = vec![vec![Point::new(0, 0); w]; h];
        for (y, row) in at.iter_mut().enumerate() {
            for (x, p) in row.iter_mut().enumerate() {
                *p = if self.bottom {
                    Point::new(x as u8, (size - h + y) as u8)
                } else {
                    Point::new(x as u8, y as u8)
                };
            }
        }
        if self.bottom {
            board = board.transformed(2, false);
        }
        Placed { board, at }
    }

    /// Whether `p` (a board point) lies outside the diagram.
    pub fn outside(&self, placed: &Placed, p: Point) -> bool {
        !placed.at.iter().flatten().any(|&q| q == p)
    }
}

impl Fixture {
    /// The diagram alone on an empty `size`×`size` board, as the seed draws
    /// it (a fragment: nothing beyond its open sides), in its corner.
    pub fn place_alone(&self, size: usize) -> Placed {
        let mut board = Board::new(size as u8);
        let mut at = vec![vec![Point::new(0, 0); self.w]; self.h];
        for (y, row) in self.rows.iter().enumerate() {
            for (x, &c) in row.iter().enumerate() {
                let py = if self.bottom { size - self.h + y } else { y };
                let p = Point::new(x as u8, py as u8);
                at[y][x] = p;
                board.set(p, c);
            }
        }
        Placed { board, at }
    }
}
