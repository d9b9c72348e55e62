//! The seed examples' verdicts do not depend on where the example stands:
//! the same statuses hold under the 8 board symmetries, with the colours
//! swapped, and on 9×9, 13×13 and 19×19 boards (seed 000, 死活確認例).
//! Nor do the verdicts on finished games (the corpus of
//! `tests/fixtures/finished`): the same status and basis for every stone
//! under every symmetry and with the colours swapped.

mod common;

use proptest::prelude::*;
use taikai_rules::{judge, replay, sgf, GoRules, JudgeOptions};

/// Finished games of the corpus the judge settles in milliseconds.
const GAMES: [&str; 8] = [
    "g13_04", "g19_07d", "g9_03", "g9_04", "g9_05", "g9_07", "g9_09", "h19_00",
];

#[test]
fn finished_game_verdicts_survive_symmetry_and_colour_swap() {
    for name in GAMES {
        let path = format!(
            "{}/tests/fixtures/finished/{name}.sgf",
            env!("CARGO_MANIFEST_DIR")
        );
        let rec = sgf::parse_go(&std::fs::read(&path).unwrap()).unwrap();
        let board = replay::replay(&rec, GoRules::Japanese).game.board().clone();
        let opts = JudgeOptions::new(GoRules::Japanese);
        let base = judge(&board, &opts).unwrap();
        for sym in 0..8u8 {
            for swap in [false, true] {
                let v = judge(&board.transformed(sym, swap), &opts).unwrap();
                for g in &base.groups {
                    let q = g.stones[0].transform(sym, board.size());
                    let t = v.chain_at(q).expect("stone");
                    assert_eq!(
                        (t.status, t.basis),
                        (g.status, g.basis),
                        "{name} {} sym {sym} swap {swap}",
                        g.stones[0]
                    );
                }
            }
        }
    }
}

/// Examples the engine settles within the default budget in milliseconds
/// (all but 3 and 4, which take about a second each: 48 cases would take a minute).
const FAST: [&str; 15] = [
    "ex01", "ex02", "ex05", "ex06", "ex07a", "ex07b", "ex08", "ex09", "ex10", "ex11", "ex12",
    "ex13", "ex14", "ex15", "ex16",
];

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn verdicts_survive_symmetry_swap_and_board_size(
        ex in 0..FAST.len(),
        size_pick in 0..3usize,
        sym in 0u8..8,
        swap in any::<bool>(),
    ) {
        let f = common::load(FAST[ex]);
        let sizes: Vec<usize> = [9, 13, 19].into_iter().filter(|&s| f.fits(s)).collect();
        let size = sizes[size_pick % sizes.len()];
        let placed = f.place(size);
        let board = placed.board.transformed(sym, swap);
        let v = judge(&board, &JudgeOptions::new(GoRules::Japanese)).unwrap();
        for &(want, (x, y)) in &f.expect {
            let q = placed.at[y][x].transform(sym, size as u8);
            let ch = v.chain_at(q).expect("stone");
            let color = placed.board.get(placed.at[y][x]).unwrap();
            let color = if swap { color.opponent() } else { color };
            prop_assert_eq!(ch.color, color);
            prop_assert_eq!(ch.status, want, "{} at {},{} sym {} swap {} size {}", f.name, x, y, sym, swap, size);
        }
    }
}
