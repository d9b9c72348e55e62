//! Property tests that no input can make the record readers panic (issue 15): arbitrary
//! bytes, and the real fixtures of tests/fixtures mutated byte by byte (flips, inserts,
//! deletions, repeated and truncated stretches). Where a record is read, writing it out
//! and reading it again must give the same record.
//!
//! These are the short runs of the normal test suite; `fuzz/` at the repository root
//! runs the same readers under libFuzzer for as long as one likes (see the README).

use proptest::prelude::*;
use taikai_rules::othello::{self, square_name};
use taikai_rules::sgf::{parse_go, write_go};
use taikai_rules::{othello_replay_bytes, replay_sgf, GoRules};

const GO_FIXTURES: &[&[u8]] = &[
    include_bytes!("fixtures/short_game.sgf"),
    include_bytes!("fixtures/ko_violation.sgf"),
    include_bytes!("fixtures/triple_ko.sgf"),
    include_bytes!("fixtures/shift_jis.sgf"),
    include_bytes!("fixtures/gb2312.sgf"),
    include_bytes!("fixtures/ff3_handicap_tt_pass.sgf"),
    include_bytes!("fixtures/games/finished_9x9.sgf"),
    // Set-up stones, variations and a PL, to mutate into their corner cases.
    b"(;GM[1]FF[4]SZ[9]KM[6.5]HA[2]AB[cc][gg]AW[dd:ee]PL[W];W[ab](;B[ba];W[aa])(;B[cd]))",
];

const OTHELLO_FIXTURES: &[&[u8]] = &[
    include_bytes!("fixtures/othello.sgf"),
    include_bytes!("fixtures/othello_wipeout.txt"),
    b"f5d6c3d3c4f4f6f3e6e7d7c5b6",
];

/// One change to a byte string.
#[derive(Clone, Debug)]
enum Mutation {
    Flip(usize, u8),
    Insert(usize, u8),
    Delete(usize, usize),
    Repeat(usize, usize, usize),
    Truncate(usize),
}

fn mutation() -> impl Strategy<Value = Mutation> {
    prop_oneof![
        (any::<usize>(), any::<u8>()).prop_map(|(i, b)| Mutation::Flip(i, b)),
        (
            any::<usize>(),
            prop::sample::select(b"()[];\\:ABWCKMSZHLEPtt \n\r\xEF\xBB\xBF\x81".to_vec())
        )
            .prop_map(|(i, b)| Mutation::Insert(i, b)),
        (any::<usize>(), 1usize..8).prop_map(|(i, n)| Mutation::Delete(i, n)),
        (any::<usize>(), 1usize..32, 1usize..64).prop_map(|(i, n, k)| Mutation::Repeat(i, n, k)),
        any::<usize>().prop_map(Mutation::Truncate),
    ]
}

fn mutate(base: &[u8], changes: &[Mutation]) -> Vec<u8> {
    let mut b = base.to_vec();
    for m in changes {
        let len = b.len().max(1);
        match *m {
            Mutation::Flip(i, x) if !b.is_empty() => b[i % len] ^= x,
            Mutation::Flip(..) => {}
            Mutation::Insert(i, x) => b.insert(i % (b.len() + 1), x),
            Mutation::Delete(i, n) => {
                let i = i % len;
                let end = (i + n).min(b.len());
                b.drain(i.min(end)..end);
            }
            Mutation::Repeat(i, n, k) => {
                let i = i % len;
                let end = (i + n).min(b.len());
                let piece = b[i.min(end)..end].to_vec();
                for _ in 0..k {
                    b.splice(end..end, piece.iter().copied());
                }
            }
            Mutation::Truncate(i) => b.truncate(i % len),
        }
    }
    b
}

fn mutated(fixtures: &'static [&'static [u8]]) -> impl Strategy<Value = Vec<u8>> {
    (
        prop::sample::select(fixtures.to_vec()),
        prop::collection::vec(mutation(), 1..6),
    )
        .prop_map(|(base, changes)| mutate(base, &changes))
}

/// Reads a Go record every way the façade does; a record that reads must write out and
/// read back to the same record.
fn check_go(bytes: &[u8]) -> Result<(), TestCaseError> {
    for rules in [GoRules::Japanese, GoRules::Chinese] {
        let _ = replay_sgf(bytes, rules);
        let _ = taikai_rules::count_sgf(bytes, rules, None, &[], [0, 0]);
    }
    if let Ok(rec) = parse_go(bytes) {
        let written = write_go(&rec);
        let again = parse_go(written.as_bytes());
        prop_assert!(again.is_ok(), "{written}: {again:?}");
        prop_assert_eq!(again.unwrap(), rec);
    }
    Ok(())
}

/// Reads an Othello record; a transcript that reads must write out and read back alike.
fn check_othello(bytes: &[u8]) -> Result<(), TestCaseError> {
    let _ = othello_replay_bytes(bytes);
    let _ = othello::parse_othello_sgf(bytes);
    if let Ok(text) = std::str::from_utf8(bytes) {
        if let Ok(moves) = othello::parse_transcript(text) {
            let written: Vec<String> = moves
                .iter()
                .map(|m| m.square.map_or("pass".to_string(), square_name))
                .collect();
            let again = othello::parse_transcript(&written.join(" "));
            prop_assert_eq!(again.as_ref(), Ok(&moves));
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1000))]

    #[test]
    fn go_sgf_never_panics_on_arbitrary_bytes(bytes in prop::collection::vec(any::<u8>(), 0..400)) {
        check_go(&bytes)?;
    }

    #[test]
    fn go_sgf_never_panics_on_mutated_fixtures(bytes in mutated(GO_FIXTURES)) {
        check_go(&bytes)?;
    }

    #[test]
    fn go_sgf_never_panics_on_sgf_shaped_text(text in "\\(;(GM\\[1\\])?(SZ\\[[0-9:]{1,4}\\])?(KM\\[[-0-9.eE]{0,6}\\])?((;|\\(;|\\))?(B|W|AB|AW|AE|PL|HA)\\[[a-z:]{0,5}\\]){0,30}\\)") {
        check_go(text.as_bytes())?;
    }

    #[test]
    fn othello_records_never_panic_on_arbitrary_bytes(bytes in prop::collection::vec(any::<u8>(), 0..300)) {
        check_othello(&bytes)?;
    }

    #[test]
    fn othello_records_never_panic_on_mutated_fixtures(bytes in mutated(OTHELLO_FIXTURES)) {
        check_othello(&bytes)?;
    }

    #[test]
    fn othello_transcripts_never_panic_on_transcript_shaped_text(text in "\u{FEFF}?([a-iA-I][0-9]|pass|pa|--|[ ,.\n]|[あ-ん]){0,80}") {
        check_othello(text.as_bytes())?;
    }
}
