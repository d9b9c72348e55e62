//! Property tests: the rules do not depend on the board's orientation or on
//! which colour is which, and SGF writing loses nothing.

use proptest::prelude::*;
use taikai_rules::sgf::{parse_go, write_go};
use taikai_rules::{
    replay::replay_with, Board, Color, Event, Game, GoRecord, GoRules, Move, Point,
};

const SIZE: u8 = 7;

/// Attempts: a point (or a pass when `None`) per turn, colours alternating.
fn attempts() -> impl Strategy<Value = Vec<Option<(u8, u8)>>> {
    prop::collection::vec(
        prop_oneof![
            1 => Just(None),
            12 => (0..SIZE, 0..SIZE).prop_map(Some),
        ],
        0..160,
    )
}

fn rules() -> impl Strategy<Value = GoRules> {
    prop_oneof![Just(GoRules::Japanese), Just(GoRules::Chinese)]
}

/// Plays the attempts, skipping illegal ones (recorded with their reason),
/// in the world seen through `sym`/`swap`.
fn outcomes(
    tries: &[Option<(u8, u8)>],
    rules: GoRules,
    sym: u8,
    swap: bool,
) -> (Vec<Result<u32, taikai_rules::IllegalReason>>, Board) {
    let mut g = Game::new(SIZE, rules);
    let mut color = Color::Black;
    let mut out = Vec::new();
    for t in tries {
        let c = if swap { color.opponent() } else { color };
        match t {
            None => {
                g.pass(c).unwrap();
                color = color.opponent();
            }
            Some((x, y)) => {
                let p = Point::new(*x, *y).transform(sym, SIZE);
                let r = g.play(c, p).map(|e| e.captured);
                if r.is_ok() {
                    color = color.opponent();
                }
                out.push(r);
            }
        }
    }
    (out, g.board().clone())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn legality_and_captures_are_the_same_under_symmetry_and_colour_swap(
        tries in attempts(), rules in rules(), sym in 0u8..8, swap in any::<bool>()
    ) {
        let (base, base_board) = outcomes(&tries, rules, 0, false);
        let (other, other_board) = outcomes(&tries, rules, sym, swap);
        prop_assert_eq!(base, other);
        prop_assert_eq!(base_board.transformed(sym, swap), other_board);
    }

    #[test]
    fn replay_write_replay_gives_the_same_positions(
        tries in attempts(), rules in rules(), handicap in 0usize..3
    ) {
        // Build a legal record from the attempts.
        let mut rec = GoRecord::new(SIZE);
        rec.komi = Some(6.5);
        rec.black_player = Some("黒 ]\\ player".into());
        let mut g = Game::new(SIZE, rules);
        let stones: Vec<Point> = [(1, 1), (5, 5), (1, 5)][..handicap]
            .iter()
            .map(|&(x, y)| Point::new(x, y))
            .collect();
        if !stones.is_empty() {
            for &p in &stones {
                g.setup(p, Some(Color::Black));
            }
            rec.handicap = stones.len() as u32;
            rec.events.push(Event::Setup { black: stones, white: vec![], empty: vec![] });
        }
        let mut color = if handicap > 0 { Color::White } else { Color::Black };
        for t in &tries {
            let m = Move { color, point: t.map(|(x, y)| Point::new(x, y)) };
            if g.apply(m).is_ok() {
                rec.events.push(Event::Move(m));
                color = color.opponent();
            }
        }
        let mut first = Vec::new();
        let r1 = replay_with(&rec, rules, |g| first.push((g.board().clone(), g.board().captures())));
        prop_assert!(r1.illegal.is_none());

        let again = parse_go(write_go(&rec).as_bytes()).unwrap();
        prop_assert_eq!(&again, &rec);
        let mut second = Vec::new();
        let r2 = replay_with(&again, rules, |g| second.push((g.board().clone(), g.board().captures())));
        prop_assert!(r2.illegal.is_none());
        prop_assert_eq!(first, second);
    }
}
