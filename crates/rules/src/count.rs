//! Counting a finished Go game once the dead stones are agreed.
//!
//! * Japanese (territory) counting [Japanese rules 2011 §8, §10]: territory
//!   (地) is the empty area enclosed by one side's live stones only. Dead
//!   stones inside it are removed and become prisoners (ハマ); dead stones
//!   outside any territory stay on the board, and points bordered by seki
//!   stones are not territory. Score = territory + prisoners, in points.
//! * Chinese (area) counting [Chinese rules 2002 §9, §11, §22]: all dead
//!   stones are removed; a side's area is its live stones plus the empty
//!   points it alone surrounds; dame (points bordering both sides) are split
//!   half and half. Score = area, in stones (子). Komi in points is halved
//!   into stones (7.5 points = 3¾ stones), and each warning moves one stone
//!   from the offender to the opponent.
//!
//! Margins and the `result` string: Japanese results are in points
//! (`"B+6.5"`); Chinese results are in stones, measured against half the
//! board: black's margin = black's area − komi/2 − warnings(B) + warnings(W)
//! − size²/2. So on 19×19 with 3¾ komi, 185 → `"B+0.75"`, 184½ →
//! `"B+0.25"`, 184 → `"W+0.25"` [Chinese rules §11]. Equal is `"jigo"`.
//! Two warnings lose the game [Chinese rules §22.2]: `"W+V"` / `"B+V"` (a loss by violation)
//! (SGF's forfeit), `"both-lose"` if both sides have two.

use crate::board::Board;
use crate::color::{Color, PerColor};
use crate::game::GoRules;
use crate::point::Point;
use serde::Serialize;
use std::collections::HashSet;
use std::fmt;

/// Why a count cannot be made.
#[derive(Clone, Debug, PartialEq)]
pub enum CountError {
    /// A point named as dead holds no stone.
    DeadOnEmpty(Point),
    /// A point named as dead or seki is off the board.
    OffBoard(Point),
    /// Warnings are a Chinese-rules penalty [Chinese rules §22].
    WarningsUnderJapanese,
    /// Komi must be a finite number.
    BadKomi(f64),
    /// Komi larger than the board's area (`limit` points) decides nothing a
    /// game could.
    KomiBeyondBoard { komi: f64, limit: u32 },
    /// A point named as agreed alive or asked about holds no stone.
    NoStone(Point),
    /// A chain was named both as agreed dead and as agreed alive.
    AgreedBoth(Point),
}

impl fmt::Display for CountError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CountError::DeadOnEmpty(p) => write!(
                f,
                "point {p} was named as a dead stone but it is empty at the end of the record; \
                 name one stone of each dead chain"
            ),
            CountError::OffBoard(p) => write!(f, "point {p} is off the board"),
            CountError::WarningsUnderJapanese => write!(
                f,
                "warnings move stones only under Chinese rules (§22); \
                 under Japanese rules a violation loses the game, record it as such"
            ),
            CountError::BadKomi(k) => write!(f, "komi {k} is not a number of points"),
            CountError::KomiBeyondBoard { komi, limit } => write!(
                f,
                "komi {komi} is more than the board's {limit} points; \
                 give the komi in points, from -{limit} to {limit} (e.g. 6.5)"
            ),
            CountError::NoStone(p) => write!(
                f,
                "point {p} was named as a stone but it is empty at the end of the record; \
                 name one stone of each chain"
            ),
            CountError::AgreedBoth(p) => write!(
                f,
                "the chain at {p} was named both as agreed dead and as agreed alive"
            ),
        }
    }
}

impl std::error::Error for CountError {}

/// Everything a count needs besides the board.
#[derive(Clone, Debug, PartialEq)]
pub struct CountInput<'a> {
    pub rules: GoRules,
    /// Komi in points (Chinese: halved into stones).
    pub komi: f64,
    /// Stones captured during the game *by* `[black, white]`.
    pub captures: [u32; 2],
    /// One or more stones of each dead chain; whole chains are taken.
    pub dead: &'a [Point],
    /// Stones known to be in seki (Japanese counting). `None`: find seki by
    /// the end-of-game heuristic described at [`seki_chains`].
    pub seki: Option<&'a [Point]>,
    /// Warnings given to `[black, white]` (Chinese rules only).
    pub warnings: [u32; 2],
}

/// The full count.
#[derive(Clone, Debug, PartialEq)]
pub struct Count {
    pub rules: GoRules,
    /// Territory (Japanese) or the empty part of the area (Chinese) of each
    /// side, points of removed dead stones included, row-major.
    pub territory: PerColor<Vec<Point>>,
    /// Neutral points (dame, seki eyes under Japanese rules), row-major.
    pub dame: Vec<Point>,
    /// Stones in seki that bordered a would-be territory (Japanese).
    pub seki: Vec<Point>,
    /// Dead stones left on the board because they are outside territory
    /// (Japanese rules §10, "treated as seki").
    pub dead_left: Vec<Point>,
    /// Prisoners held by each side: captures plus dead stones removed.
    pub prisoners: PerColor<u32>,
    /// Japanese: territory + prisoners (points). Chinese: area incl. half
    /// the dame (stones). Before komi and warnings.
    pub score: PerColor<f64>,
    /// Black's margin after komi and warnings (points or stones); negative
    /// when White wins.
    pub margin: f64,
    /// `"B+0.5"`, `"W+1.25"`, `"jigo"`, `"W+F"`, …
    pub result: String,
    /// The komi counted with, in points.
    pub komi: f64,
}

/// The JSON of `taikai count`:
/// `{"territory":{"B":[..],"W":[..]},"prisoners":{"B":..,"W":..},"score":{"B":..,"W":..},"result":"W+0.5"}`.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct CountReport {
    pub territory: PerColor<Vec<Point>>,
    pub prisoners: PerColor<u32>,
    pub score: PerColor<f64>,
    pub result: String,
    /// Black's margin by the count alone, with komi and warnings moved stones (points, or
    /// stones under Chinese rules); `result` differs when two warnings lost the game.
    pub margin: f64,
    /// The komi counted with, in points (the record's, the board's, or the profile's).
    pub komi: f64,
}

impl From<&Count> for CountReport {
    fn from(c: &Count) -> CountReport {
        CountReport {
            territory: c.territory.clone(),
            prisoners: c.prisoners,
            score: c.score,
            result: c.result.clone(),
            margin: c.margin,
            komi: c.komi,
        }
    }
}

/// Formats a margin (black's view) as a result string.
pub fn result_string(margin: f64) -> String {
    let m = (margin * 1000.0).round() / 1000.0;
    if m > 0.0 {
        format!("B+{m}")
    } else if m < 0.0 {
        format!("W+{}", -m)
    } else {
        "jigo".to_string()
    }
}

/// Expands points to the whole chains containing them.
fn expand_chains(
    board: &Board,
    pts: &[Point],
    empty_ok: bool,
) -> Result<HashSet<Point>, CountError> {
    let mut set = HashSet::new();
    for &p in pts {
        if !board.contains(p) {
            return Err(CountError::OffBoard(p));
        }
        if set.contains(&p) {
            continue;
        }
        match board.chain_at(p) {
            Some(ch) => set.extend(ch.stones),
            None if empty_ok => {}
            None => return Err(CountError::DeadOnEmpty(p)),
        }
    }
    Ok(set)
}

/// Seki heuristic for a finished game: a live chain is in seki when it
/// touches a dame point (empty, next to live stones of both colours) where
/// its own colour cannot play without being captured next (the move is
/// illegal or leaves the chain with one liberty). This is the shape of
/// every seki left at the end of a game after the dame are filled
/// [Japanese rules §7, beginner's guide "セキ"]. The life-and-death search
/// will supply exact statuses through [`CountInput::seki`].
pub fn seki_chains(board: &Board, dead: &HashSet<Point>) -> HashSet<Point> {
    let live = |p: Point| board.get(p).filter(|_| !dead.contains(&p));
    let mut seki = HashSet::new();
    for d in board.points() {
        if board.get(d).is_some() {
            continue;
        }
        let mut sides = [false; 2];
        for n in board.neighbors(d) {
            if let Some(c) = live(n) {
                sides[c.index()] = true;
            }
        }
        if !(sides[0] && sides[1]) {
            continue;
        }
        for c in [Color::Black, Color::White] {
            let mut b = board.clone();
            b.pass(c); // a count ignores any ko ban
            let fails = match b.play(c, d) {
                Err(_) => true,
                Ok(_) => b.liberties(d) <= 1,
            };
            if fails {
                for n in board.neighbors(d) {
                    if live(n) == Some(c) && !seki.contains(&n) {
                        seki.extend(board.chain_at(n).into_iter().flat_map(|ch| ch.stones));
                    }
                }
            }
        }
    }
    seki
}

/// Counts `board` once the dead stones are agreed.
pub fn count(board: &Board, input: &CountInput) -> Result<Count, CountError> {
    if !input.komi.is_finite() {
        return Err(CountError::BadKomi(input.komi));
    }
    let limit = u32::from(board.size()) * u32::from(board.size());
    if input.komi.abs() > f64::from(limit) {
        return Err(CountError::KomiBeyondBoard {
            komi: input.komi,
            limit,
        });
    }
    if input.rules == GoRules::Japanese && input.warnings != [0, 0] {
        return Err(CountError::WarningsUnderJapanese);
    }
    let dead = expand_chains(board, input.dead, false)?;
    let seki: HashSet<Point> = match (input.rules, input.seki) {
        (GoRules::Chinese, _) => HashSet::new(),
        (GoRules::Japanese, Some(s)) => expand_chains(board, s, true)?,
        (GoRules::Japanese, None) => seki_chains(board, &dead),
    };
    let live = |p: Point| board.get(p).filter(|_| !dead.contains(&p));

    let mut territory = PerColor::<Vec<Point>>::default();
    let mut dame = Vec::new();
    let mut dead_left = Vec::new();
    let mut seki_border = HashSet::new();
    let mut prisoners = PerColor::new(input.captures[0], input.captures[1]);
    let mut dame_count = 0u32;

    // Regions: connected sets of points that hold no live stone.
    let n = board.size() as usize;
    let mut seen = vec![false; n * n];
    let idx = |p: Point| p.y as usize * n + p.x as usize;
    for start in board.points() {
        if seen[idx(start)] || live(start).is_some() {
            continue;
        }
        let mut region = vec![start];
        seen[idx(start)] = true;
        let mut borders = [false; 2];
        let mut touches_seki = Vec::new();
        let mut k = 0;
        while k < region.len() {
            let p = region[k];
            k += 1;
            for q in board.neighbors(p) {
                match live(q) {
                    Some(c) => {
                        borders[c.index()] = true;
                        if seki.contains(&q) {
                            touches_seki.push(q);
                        }
                    }
                    None => {
                        if !seen[idx(q)] {
                            seen[idx(q)] = true;
                            region.push(q);
                        }
                    }
                }
            }
        }
        region.sort_unstable_by_key(|p| (p.y, p.x));
        let owner = match borders {
            [true, false] => Some(Color::Black),
            [false, true] => Some(Color::White),
            _ => None,
        };
        let owner = match (input.rules, owner) {
            (GoRules::Japanese, Some(c)) => {
                // Japanese rules §8: enclosed by live stones only (no seki
                // stones), own stones inside all alive.
                let own_dead_inside = region.iter().any(|&p| board.get(p) == Some(c));
                if touches_seki.is_empty() && !own_dead_inside {
                    Some(c)
                } else {
                    seki_border.extend(touches_seki);
                    None
                }
            }
            (_, o) => o,
        };
        match owner {
            Some(c) => {
                for &p in &region {
                    if board.get(p) == Some(c.opponent()) {
                        *prisoners.get_mut(c) += 1;
                    }
                }
                territory.get_mut(c).extend(region);
            }
            None => {
                for p in region {
                    match board.get(p) {
                        None => {
                            dame.push(p);
                            dame_count += 1;
                        }
                        Some(c) => match input.rules {
                            // Japanese rules §10: dead stones outside
                            // territory stay on the board.
                            GoRules::Japanese => dead_left.push(p),
                            // Chinese rules §9: all dead stones are removed,
                            // their points become dame here.
                            GoRules::Chinese => {
                                *prisoners.get_mut(c.opponent()) += 1;
                                dame.push(p);
                                dame_count += 1;
                            }
                        },
                    }
                }
            }
        }
    }
    territory.black.sort_unstable_by_key(|p| (p.y, p.x));
    territory.white.sort_unstable_by_key(|p| (p.y, p.x));
    dame.sort_unstable_by_key(|p| (p.y, p.x));

    let live_stones = |c: Color| board.points().filter(|&p| live(p) == Some(c)).count() as f64;
    let (score, margin) = match input.rules {
        GoRules::Japanese => {
            let s = PerColor::new(
                territory.black.len() as f64 + prisoners.black as f64,
                territory.white.len() as f64 + prisoners.white as f64,
            );
            (s, s.black - s.white - input.komi)
        }
        GoRules::Chinese => {
            let half_dame = dame_count as f64 / 2.0;
            let s = PerColor::new(
                live_stones(Color::Black) + territory.black.len() as f64 + half_dame,
                live_stones(Color::White) + territory.white.len() as f64 + half_dame,
            );
            let half_board = (n * n) as f64 / 2.0;
            let [wb, ww] = input.warnings;
            // Chinese rules §11 (komi 3¾ = 7.5/2) and §22.1 (warnings).
            let black = s.black - input.komi / 2.0 - wb as f64 + ww as f64;
            (s, black - half_board)
        }
    };
    // Chinese rules §22.2: two warnings lose, a loss by violation whatever the count.
    let result = match input.warnings.map(|w| w >= 2) {
        [true, true] => "both-lose".to_string(),
        [true, false] => "W+V".to_string(),
        [false, true] => "B+V".to_string(),
        [false, false] => result_string(margin),
    };
    let mut seki: Vec<Point> = seki_border.into_iter().collect();
    seki.sort_unstable_by_key(|p| (p.y, p.x));
    seki.dedup();
    Ok(Count {
        rules: input.rules,
        territory,
        dame,
        seki,
        dead_left,
        prisoners,
        score,
        margin,
        result,
        komi: input.komi,
    })
}
