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

/// A 19×19 board filled at random, black dense enough that its chains
/// run across the board (hundreds of stones, fills that outgrow any short
/// stack), a few points left empty.
fn dense_board() -> impl Strategy<Value = Vec<u8>> {
    prop::collection::vec(
        prop_oneof![2 => Just(0u8), 30 => Just(1u8), 4 => Just(2u8)],
        361,
    )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// A move takes exactly the opponent's chains next to it that are left
    /// without a liberty, and is suicide exactly when it takes none and its
    /// own chain has none: counted from each chain's liberties, whatever
    /// the chains' size.
    #[test]
    fn captures_and_suicide_match_the_chains_liberties(cells in dense_board()) {
        let mut board = Board::new(19);
        for (k, &c) in cells.iter().enumerate() {
            let p = Point::new((k % 19) as u8, (k / 19) as u8);
            let stone = [None, Some(Color::Black), Some(Color::White)][c as usize];
            board.set(p, stone);
        }
        for p in board.points().filter(|&p| board.get(p).is_none()) {
            for color in [Color::Black, Color::White] {
                let mut placed = board.clone();
                placed.set(p, Some(color));
                let chains = placed.chains();
                let taken: u32 = chains
                    .iter()
                    .filter(|c| c.color != color && c.liberties.is_empty())
                    .filter(|c| c.stones.iter().any(|s| placed.neighbors(p).any(|n| n == *s)))
                    .map(|c| c.stones.len() as u32)
                    .sum();
                let own_free = chains
                    .iter()
                    .any(|c| c.stones.contains(&p) && !c.liberties.is_empty());
                let got = board.clone().play(color, p);
                if taken == 0 && !own_free {
                    prop_assert_eq!(got.map(|e| e.captured), Err(taikai_rules::IllegalReason::Suicide));
                } else {
                    prop_assert_eq!(got.map(|e| e.captured), Ok(taken));
                }
            }
        }
    }
}
