//! The life-and-death examples of seed 000 (死活確認例 1–16) as drawn: each
//! diagram alone on an empty 19×19 board (a position set up by hand), the
//! arbiter asking about the stones whose verdict the text states. The
//! chains on the diagram's open sides reach the open board and are held as
//! connected to the rest of the board; the verdict must say so. Checked
//! under the 8 symmetries of the board and with the colours swapped.

mod common;

use taikai_rules::{judge, Basis, GoRules, JudgeOptions, Note, Status};

/// The corner examples but 3 and 4 (seconds each: see
/// [`example_03_as_drawn`] and [`example_04_as_drawn`]); 7-2 and 11 span
/// a whole 9×9 board's width or height and are no corner of a 19×19 board.
const FRAGMENTS: [&str; 13] = [
    "ex01", "ex02", "ex05", "ex06", "ex07a", "ex08", "ex09", "ex10", "ex12", "ex13", "ex14",
    "ex15", "ex16",
];

fn check(name: &str, orientations: &[(u8, bool)]) {
    let f = common::load(name);
    assert!(!f.spans_right && !f.spans_far, "{name} is a corner");
    let placed = f.place_alone(19);
    for &(sym, swap) in orientations {
        {
            let board = placed.board.transformed(sym, swap);
            let mut opts = JudgeOptions::new(GoRules::Japanese);
            opts.ask = f
                .expect
                .iter()
                .map(|&(_, (x, y))| placed.at[y][x].transform(sym, 19))
                .collect();
            let v = judge(&board, &opts).unwrap();
            assert!(
                !v.assumptions.is_empty(),
                "{name}: a fragment's verdict states its assumption"
            );
            for &(want, (x, y)) in &f.expect {
                let q = placed.at[y][x].transform(sym, 19);
                let ch = v.chain_at(q).expect("stone");
                assert_eq!(
                    ch.status, want,
                    "{name} at {x},{y} sym {sym} swap {swap}: {:?}",
                    ch.note
                );
                assert_ne!(ch.basis, Basis::None, "{name}: {:?}", ch.note);
            }
            // Chains not asked about are not decided.
            for g in &v.groups {
                let asked = f
                    .expect
                    .iter()
                    .any(|&(_, (x, y))| g.stones.contains(&placed.at[y][x].transform(sym, 19)));
                if !asked && g.basis == Basis::None {
                    assert_eq!(g.status, Status::Undetermined);
                }
            }
        }
    }
}

#[test]
fn examples_as_drawn_on_an_empty_board() {
    let failed: Vec<&str> = FRAGMENTS
        .into_iter()
        .filter(|name| std::panic::catch_unwind(|| check(name, &[(0, false), (0, true)])).is_err())
        .collect();
    assert!(failed.is_empty(), "{failed:?}");
}

#[test]
fn examples_as_drawn_under_symmetry_and_colour_swap() {
    // Each symmetry once, the colours swapped on every other one.
    let orientations: Vec<(u8, bool)> = (1..8).map(|s| (s, s % 2 == 1)).collect();
    for name in FRAGMENTS {
        check(name, &orientations);
    }
}

/// Example 3 (hane seki) as drawn, in its 16 orientations and colourings:
/// ~0.5 s a verdict.
#[test]
#[ignore = "~10 s; ./dev test runs it with --ignored"]
fn example_03_as_drawn() {
    let all: Vec<(u8, bool)> = (0..16).map(|k| (k / 2, k % 2 == 1)).collect();
    check("ex03", &all);
}

/// Example 4 (the capturing race of the two white sevens) as drawn, in
/// its 16 orientations and colourings: ~0.7 s a verdict.
#[test]
#[ignore = "~10 s; ./dev test runs it with --ignored"]
fn example_04_as_drawn() {
    let all: Vec<(u8, bool)> = (0..16).map(|k| (k / 2, k % 2 == 1)).collect();
    check("ex04", &all);
}

/// Without `--ask` every chain the fragment encloses is decided as the
/// text says; a chain on the open side is undetermined, with the reason.
#[test]
fn examples_as_drawn_without_asking() {
    for name in FRAGMENTS {
        let f = common::load(name);
        let placed = f.place_alone(19);
        let v = judge(&placed.board, &JudgeOptions::new(GoRules::Japanese)).unwrap();
        assert!(!v.assumptions.is_empty(), "{name}");
        for &(want, (x, y)) in &f.expect {
            let ch = v.chain_at(placed.at[y][x]).expect("stone");
            if ch.status == Status::Undetermined {
                assert!(
                    matches!(ch.note, Note::HeldOpen { .. }),
                    "{name} {x},{y}: {:?}",
                    ch.note
                );
            } else {
                assert_eq!(ch.status, want, "{name} at {x},{y}: {:?}", ch.note);
            }
        }
    }
}
