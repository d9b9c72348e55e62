//! Whole-game counts checked by hand (issue 4, "Must hold"): finished 9×9
//! and 19×19 games with dead stones inside territory, dead stones outside
//! territory and seki, judged and counted under both rule sets, with komi
//! and, under `chinese`, warnings. Plus the 9×9 worked example of seed 001
//! (black 29, white 23, white wins by ½ with komi 6½), reconstructed.
//!
//! The fixtures (`tests/fixtures/games/*.sgf`) are composed final positions
//! (setup stones, then two passes). Each test below carries the position
//! as a status diagram, the hand-checked expectation for every stone:
//!
//! * `X` / `O`: black / white, alive
//! * `x` / `o`: black / white, dead
//! * `B` / `W`: black / white, seki
//! * `.`: empty
//!
//! Counting rules used by hand [seed 000 §8–10, seed 003 §9–11, §22]:
//! * Japanese: territory = empty points (and points of dead stones) enclosed
//!   by one side's live stones only; a region touching a seki chain is not
//!   territory, and dead stones in it stay on the board (セキ石扱い).
//!   Score = territory + prisoners (points); komi 6.5 to white.
//! * Chinese: every dead stone is removed; area = live stones (seki ones
//!   included) + empty points one side alone surrounds (seki eyes
//!   included) + half the dame. Komi 7.5 points = 3¾ stones; black's
//!   margin = area − 3¾ − warnings(B) + warnings(W) − half the board;
//!   two warnings lose the game.

mod games;

use games::{expected, fixture, GAME19, GAME9, SEED001};
use taikai_rules::{count_sgf, judge_sgf, Color, GoRules, Point, Status, Verdict};

fn judge(name: &str, rules: GoRules, komi: f64, warnings: [u32; 2]) -> Verdict {
    judge_sgf(&fixture(name), rules, Some(komi), warnings).unwrap()
}

/// The engine's verdicts drawn like the expectation, for failure messages.
fn drawn(v: &Verdict) -> String {
    let n = v.size;
    let mut s = String::new();
    for y in 0..n {
        for x in 0..n {
            let p = Point::new(x, y);
            let ch = match v.chain_at(p).map(|g| (g.color, g.status)) {
                None => '.',
                Some((_, Status::Undetermined)) => '?',
                Some((Color::Black, Status::Alive)) => 'X',
                Some((Color::White, Status::Alive)) => 'O',
                Some((Color::Black, Status::Dead)) => 'x',
                Some((Color::White, Status::Dead)) => 'o',
                Some((Color::Black, Status::Seki)) => 'B',
                Some((Color::White, Status::Seki)) => 'W',
            };
            s.push(ch);
            s.push(' ');
        }
        s.push('\n');
    }
    s
}

fn pts(list: &str, size: u8) -> Vec<Point> {
    list.split_whitespace()
        .map(|s| Point::parse(s, size).unwrap())
        .collect()
}

/// Every stone's status matches the diagram, and the verdict covers every
/// stone of the board (no chain left out, none undetermined).
fn check_statuses(v: &Verdict, diagram: &str) {
    let want = expected(diagram);
    let stones: usize = v.groups.iter().map(|g| g.stones.len()).sum();
    assert_eq!(stones, want.len(), "stones on the board");
    for &(p, color, status) in &want {
        let g = v
            .chain_at(p)
            .unwrap_or_else(|| panic!("no stone at {p}\n{}", drawn(v)));
        assert_eq!(g.color, color, "colour at {p}");
        assert_eq!(
            g.status,
            status,
            "{p}: engine says {}, hand says {status}\nengine:\n{}",
            g.status,
            drawn(v)
        );
    }
}

/// Every stone of `game` has its diagram status under both rule sets, and
/// the dead stone at `stone` (in a seki eye, outside territory) is the one
/// dead stone left on the board under Japanese rules (§10).
fn check_dead_stone_in_the_seki_eye(game: &str, diagram: &str, stone: &str, size: u8) {
    for rules in [GoRules::Japanese, GoRules::Chinese] {
        let v = judge(game, rules, rules.default_komi(), [0, 0]);
        check_statuses(&v, diagram);
    }
    let v = judge(game, GoRules::Japanese, 6.5, [0, 0]);
    assert_eq!(v.count.dead_left, pts(stone, size));
}

/// `removed` is true exactly for the dead stones taken off at counting.
fn check_removed(v: &Verdict, removed: &[Point]) {
    for g in &v.groups {
        let want = g.stones.iter().any(|p| removed.contains(p));
        assert_eq!(
            g.removed, want,
            "removed flag of the chain at {}",
            g.stones[0]
        );
    }
}

fn sorted(mut v: Vec<Point>) -> Vec<Point> {
    v.sort_unstable_by_key(|p| (p.y, p.x));
    v
}

// ---------------------------------------------------------------------
// Finished 9×9 game.
//
//      a b c d e f g h i
//   a  . . . . X O . . .
//   b  . o . . X O . . .
//   c  . . . . X O . x .
//   d  . o o . X O . . .
//   e  . . . X X O . . .
//   f  X X X X O O O O O
//   g  W W W W B B B B B
//   h  x . W W B B B B B
//   i  W W W . B B B . B
//
// Status by hand:
// * The black wall (ea-ee, de, af-df; 10 stones) and the white wall
//   (fa-fe, ef-if; 10 stones) are alive: each encloses a closed area of
//   15+ points that the other side cannot live in.
// * White bb and the white pair bd-cd are dead inside black's area; black
//   hc is dead inside white's area.
// * Seki at the bottom: the white chain ag-dg, ch-dh, ai-ci (9 stones,
//   liberties bh and di) and the black chain eg-ig, eh-ih, ei-gi, ii
//   (14 stones, liberties hi and di). Whoever fills di is captured; black
//   cannot play bh (suicide), white cannot play hi.
// * Black ah is dead: it stands in the white seki chain's eye with its last
//   liberty bh; white may take it at any time (W bh captures it and leaves
//   a one-point eye at ah, still seki), black can never save it.
//
// Japanese count:
// * Black territory: a-d columns of rows a-d (16) + ae be ce (3) = 19
//   points, including the three removed white stones. Prisoners: 3.
//   Score 19 + 3 = 22.
// * White territory: g-i columns of rows a-e = 15 points, including the
//   removed black hc. Prisoners: 1. Score 15 + 1 = 16.
// * Not territory: ah bh (next to the white seki chain; black ah stays on
//   the board, セキ石扱い), di (shared liberty), hi (the black seki eye).
// * On the board black wins by 6; with komi 6.5: W+0.5.
//
// Chinese count (all dead stones removed, seki stones are live stones):
// * Black: 10 wall + 14 seki = 24 stones; 19 area points on the left + hi
//   = 20 empty points; di is dame (½ each). Area 44½.
// * White: 10 wall + 9 seki = 19 stones; 15 on the right + ah bh = 17
//   empty points; ½ of di. Area 36½. (44½ + 36½ = 81.)
// * Komi 7.5 = 3¾ stones; black needs more than 40½ + 3¾ = 44¼:
//   44½ − 3¾ − 40½ = +¼: B+0.25. The opposite winner from the Japanese
//   count: the two rule sets value the seki eyes and the stones differently.
// * One warning to black: −¾ → W+0.75 (the warning decides the game).
//   One warning to white: B+1.25. One each: B+0.25. Two to black: W+V (§22.2, a loss by violation).
// ---------------------------------------------------------------------

/// Black ah stands in the eye of the white seki chain with one liberty:
/// white takes it whenever it likes, and the point it leaves is an empty
/// point enclosed by white stones, 相手方の帰属 (seed 000 §7 commentary),
/// so it is dead, like black ▲ of seed 000 example 3 (ハネゼキ); being
/// outside territory it stays on the board under Japanese rules (§10).
#[test]
fn game9_dead_stone_in_the_seki_eye() {
    check_dead_stone_in_the_seki_eye("finished_9x9", GAME9, "ah", 9);
}

#[test]
fn game9_japanese_count() {
    let v = judge("finished_9x9", GoRules::Japanese, 6.5, [0, 0]);
    // The count does not depend on ah's status: dead or seki, it stays.
    // Dead inside territory: removed; black ah (in the seki eye): left.
    check_removed(&v, &pts("bb bd cd hc", 9));
    let mut black = pts(
        "aa ba ca da ab bb cb db ac bc cc dc ad bd cd dd ae be ce",
        9,
    );
    black = sorted(black);
    let white = sorted(pts("ga ha ia gb hb ib gc hc ic gd hd id ge he ie", 9));
    assert_eq!(v.territory.black, black);
    assert_eq!(v.territory.white, white);
    assert_eq!(v.count.dame, sorted(pts("bh di hi", 9)));
    assert_eq!((v.prisoners.black, v.prisoners.white), (3, 1));
    assert_eq!((v.score.black, v.score.white), (22.0, 16.0));
    assert_eq!(v.result, "W+0.5");
    // Without komi black wins by 6 on the board.
    assert_eq!(
        judge("finished_9x9", GoRules::Japanese, 0.0, [0, 0]).result,
        "B+6"
    );
}

#[test]
fn game9_chinese_count_with_warnings() {
    let v = judge("finished_9x9", GoRules::Chinese, 7.5, [0, 0]);
    check_statuses(&v, GAME9);
    // Every dead stone is removed under Chinese rules, ah included.
    check_removed(&v, &pts("bb bd cd hc ah", 9));
    assert_eq!(v.territory.black.len(), 20);
    assert!(v.territory.black.contains(&pts("hi", 9)[0]));
    assert_eq!(v.territory.white.len(), 17);
    for p in pts("ah bh", 9) {
        assert!(v.territory.white.contains(&p), "{p} is white's area");
    }
    assert_eq!(v.count.dame, pts("di", 9));
    assert_eq!((v.score.black, v.score.white), (44.5, 36.5));
    assert_eq!(v.result, "B+0.25");
    let with = |w: [u32; 2]| judge("finished_9x9", GoRules::Chinese, 7.5, w).result;
    assert_eq!(with([1, 0]), "W+0.75");
    assert_eq!(with([0, 1]), "B+1.25");
    assert_eq!(with([1, 1]), "B+0.25");
    assert_eq!(with([2, 0]), "W+V");
    assert_eq!(with([0, 2]), "B+V");
}

// ---------------------------------------------------------------------
// Finished 19×19 game.
//
//      a b c d e f g h i j k l m n o p q r s
//   a  . . . . . . . . . X W . B O . . . . .
//   b  . . . . . . . . . X W . B O . . . . .
//   c  . . . . . . . . . X W B B O . . . . .
//   d  . . . . . . . . . X X O O O . . . . .
//   e  . . . . o o . . . . X O . . x x . . .
//   f  X X X . . o . . . . X O . . . . . . .
//   g  O O X . . . . . . . X O . . . . . . .
//   h  . O X . . . . . . . X O . . . . O O O
//   i  O O X . . . . . . . X O . . . . O X X
//   j  . O X . . . . . . . X O . . . . O X .
//   k  O O X . . o . . . . X O . . . . O X X
//   l  X X X . . . . . . . X O . . . . O X .
//   m  . . . . . . . . . . X O . . . . O X X
//   n  . . . . . . . . . . X O . . . . O O O
//   o  . . . X X X X X X X X O . . . . . . .
//   p  X X X X O O O O O O O O . x . . . . .
//   q  W W W W B B B B B O . . . . . x x . .
//   r  x . W W B B B B B O . . . . . . x . .
//   s  W W W . B B B . B O . . . . . . . . .
//
// Status by hand:
// * Alive: the long black wall (ja-jd, kd-ko, do-jo, dp, ap-cp; 27 stones)
//   and the long white wall (na-nd, ld md, le-lp, ep-kp, jq-js; 28 stones),
//   each enclosing a large closed area; the white group on the left edge
//   (ag bg bh ai bi bj ak bk, eyes ah aj) and the black group on the right
//   edge (ri si rj rk sk rl rm sm, eyes sj sl), each with two real eyes;
//   the black ring around the white group (af bf cf cg-ck al bl cl) and
//   the white ring around the black group (qh rh sh qi-qm qn rn sn), each
//   bordering its side's large area.
// * Dead inside territory: white ee fe ff and fk in black's area; black
//   oe pe, np, and pq qq qr in white's area.
// * Seki at the top (no eyes, two shared liberties la lb): the white chain
//   ka kb kc and the black chain ma mb mc lc. Whoever plays la or lb first
//   is captured.
// * Seki at the bottom left (one eye each, one shared liberty ds), as in
//   the 9×9 game: the white chain aq-dq, cr dr, as-cs (eye br) and the
//   black chain eq-iq, er-ir, es-gs, is (eye hs). Black ar, in the white
//   chain's eye, is dead and stays on the board under Japanese rules.
//
// Japanese count:
// * Black territory: a-i columns of rows a-d (36) + a-j columns of rows
//   e-n (100) + ao bo co (3) − the white group and the black ring (21
//   points of a-c columns, rows f-l) + the black group's eyes sj sl (2) =
//   120 points, including the 4 removed white stones. Prisoners: 4.
//   Score 124.
// * White territory: o-s columns of rows a-c (15) + o-s of row d (5) + m-s
//   of rows e-s (7 × 15 = 105) + kq lq kr lr ks ls (6) − the black group and
//   the white ring (21) + the white group's eyes ah aj (2) = 112 points,
//   including the 6 removed black stones. Prisoners: 6. Score 118.
// * Not territory: la lb (seki liberties), ar br (ar stays), ds, hs.
// * Black by 6 on the board; with komi 6.5: W+0.5.
//
// Chinese count:
// * Black live stones: 27 (wall) + 11 (ring) + 8 (group) + 4 (top seki) +
//   14 (bottom seki) = 64; empty area 120 + hs = 121; dame la lb ds: 1½.
//   Area 186½.
// * White live stones: 28 (wall) + 11 (ring) + 8 (group) + 3 (top seki) +
//   9 (bottom seki) = 59; empty area 112 + ar br = 114; 1½ of the dame.
//   Area 174½. (186½ + 174½ = 361.)
// * Black needs more than 184¼: 186½ − 3¾ − 180½ = B+2.25 [seed 003 §11].
// * Warnings [seed 003 §22]: black 1 → 185½ net → B+1.25; white 1 →
//   B+3.25; black 2 → W+F; both 2 → both lose.
// ---------------------------------------------------------------------

/// Black ar stands in the eye of the white seki chain with one liberty:
/// white takes it whenever it likes, and the point it leaves is an empty
/// point enclosed by white stones, 相手方の帰属 (seed 000 §7 commentary),
/// so it is dead, like black ▲ of seed 000 example 3 (ハネゼキ); being
/// outside territory it stays on the board under Japanese rules (§10).
#[test]
fn game19_dead_stone_in_the_seki_eye() {
    check_dead_stone_in_the_seki_eye("finished_19x19", GAME19, "ar", 19);
}

#[test]
fn game19_japanese_count() {
    let v = judge("finished_19x19", GoRules::Japanese, 6.5, [0, 0]);
    // The count does not depend on ar's status: dead or seki, it stays.
    check_removed(&v, &pts("ee fe ff fk oe pe np pq qq qr", 19));
    assert_eq!(v.territory.black.len(), 120);
    assert_eq!(v.territory.white.len(), 112);
    for p in pts("ee fe ff fk sj sl ao", 19) {
        assert!(v.territory.black.contains(&p), "{p} is black's territory");
    }
    for p in pts("oe pe np pq qq qr ah aj kq ls", 19) {
        assert!(v.territory.white.contains(&p), "{p} is white's territory");
    }
    assert_eq!(v.count.dame, sorted(pts("la lb br ds hs", 19)));
    assert_eq!((v.prisoners.black, v.prisoners.white), (4, 6));
    assert_eq!((v.score.black, v.score.white), (124.0, 118.0));
    assert_eq!(v.result, "W+0.5");
}

#[test]
fn game19_chinese_count_with_warnings() {
    let v = judge("finished_19x19", GoRules::Chinese, 7.5, [0, 0]);
    check_statuses(&v, GAME19);
    check_removed(&v, &pts("ee fe ff fk oe pe np pq qq qr ar", 19));
    assert_eq!(v.territory.black.len(), 121);
    assert_eq!(v.territory.white.len(), 114);
    assert!(v.territory.black.contains(&pts("hs", 19)[0]));
    for p in pts("ar br", 19) {
        assert!(v.territory.white.contains(&p), "{p} is white's area");
    }
    assert_eq!(v.count.dame, sorted(pts("la lb ds", 19)));
    assert_eq!((v.score.black, v.score.white), (186.5, 174.5));
    assert_eq!(v.result, "B+2.25");
    let with = |w: [u32; 2]| judge("finished_19x19", GoRules::Chinese, 7.5, w).result;
    assert_eq!(with([1, 0]), "B+1.25");
    assert_eq!(with([0, 1]), "B+3.25");
    assert_eq!(with([2, 0]), "W+V");
    assert_eq!(with([2, 2]), "both-lose");
}

/// The `taikai count --dead .. --warnings-b N --warnings-w N` path, fed
/// the judge's dead stones, gives the same count as the judge.
#[test]
fn count_path_agrees_with_the_judge() {
    for name in ["finished_9x9", "finished_19x19"] {
        let bytes = fixture(name);
        for (rules, komi, w) in [
            (GoRules::Japanese, 6.5, [0, 0]),
            (GoRules::Chinese, 7.5, [0, 0]),
            (GoRules::Chinese, 7.5, [1, 0]),
            (GoRules::Chinese, 7.5, [0, 1]),
        ] {
            let v = judge_sgf(&bytes, rules, Some(komi), w).unwrap();
            let dead: Vec<Point> = v
                .groups
                .iter()
                .filter(|g| g.status == Status::Dead)
                .map(|g| g.stones[0])
                .collect();
            let c = count_sgf(&bytes, rules, Some(komi), &dead, w).unwrap();
            assert_eq!(c.result, v.result, "{name} {rules:?} {w:?}");
            assert_eq!(c.score, v.score, "{name} {rules:?} {w:?}");
            assert_eq!(c.territory, v.territory, "{name} {rules:?} {w:?}");
        }
    }
}

// ---------------------------------------------------------------------
// Seed 001's worked 9×9 example, reconstructed (the seed gives the totals,
// not the diagram): black's territory runs from the top left to the bottom
// left, white's takes the right side; the ▲ black stones cannot live and
// are taken off.
//
//      a b c d e f g h i
//   a  . . . X O . . . .
//   b  . . . X O . x . .
//   c  . . . X O O . . .
//   d  X X X X X O . . .
//   e  . . . . X O O . .
//   f  . . . . X X O . .
//   g  . o . . . X O . x
//   h  . . . . . X O . x
//   i  . . . . . X O . .
//
// * Black territory: 9 (top left) + 23 (bottom left, incl. the dead white
//   bg) = 32; white territory: 24 (incl. the dead black gb, ig, ih).
// * Seed's way (prisoners fill the opponent's territory): black 32 − 3 =
//   29, white 24 − 1 = 23. Black by 6 on the board; komi 6.5: W+0.5.
// * Engine's way (territory + prisoners): black 32 + 1 = 33, white 24 + 3 =
//   27; the same margin.
// * Chinese: black 14 stones + 32 = 46, white 11 + 24 = 35, no dame:
//   46 − 3¾ − 40½ = B+1.75.
// ---------------------------------------------------------------------

#[test]
fn seed001_worked_example() {
    let v = judge("seed001_9x9", GoRules::Japanese, 6.5, [0, 0]);
    check_statuses(&v, SEED001);
    check_removed(&v, &pts("gb ig ih bg", 9));
    assert!(v.count.dead_left.is_empty());
    assert!(v.count.dame.is_empty());
    assert_eq!(v.territory.black.len(), 32);
    assert_eq!(v.territory.white.len(), 24);
    assert_eq!((v.prisoners.black, v.prisoners.white), (1, 3));
    // The seed's 29 and 23: territory less the opponent's prisoners.
    let black = v.territory.black.len() as u32 - v.prisoners.white;
    let white = v.territory.white.len() as u32 - v.prisoners.black;
    assert_eq!((black, white), (29, 23));
    assert_eq!((v.score.black, v.score.white), (33.0, 27.0));
    assert_eq!(v.result, "W+0.5");

    let zh = judge("seed001_9x9", GoRules::Chinese, 7.5, [0, 0]);
    check_statuses(&zh, SEED001);
    assert_eq!((zh.score.black, zh.score.white), (46.0, 35.0));
    assert_eq!(zh.result, "B+1.75");
    let zh = judge("seed001_9x9", GoRules::Chinese, 7.5, [1, 0]);
    assert_eq!(zh.result, "B+0.75");
}
