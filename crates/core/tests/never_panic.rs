//! Property tests that no input can make the TD-facing readers panic (issue 15): the CSV
//! importer, the result text and the rank. Arbitrary bytes and text, and the real player
//! lists of crates/cli/tests/fixtures mutated byte by byte. Where a value is read, its
//! tidy form must read back as itself.
//!
//! These are the short runs of the normal test suite; `fuzz/` at the repository root
//! runs the same readers under libFuzzer for as long as one likes (see the README).

use proptest::prelude::*;
use taikai_core::import::preview;
use taikai_core::{result_text, Profile, Rank};

const CSV_FIXTURES: &[&[u8]] = &[
    include_bytes!("../../cli/tests/fixtures/players-bad-rows.csv"),
    include_bytes!("../../cli/tests/fixtures/players-shift_jis.csv"),
    include_bytes!("../../cli/tests/fixtures/players-utf8-bom.csv"),
    "氏名,ふりがな,段級位,所属,生年\r山田 太郎,やまだ たろう,初段,渋谷,1980\r\"林, 海峰\",りん,\"九\r段\",,\r"
        .as_bytes(),
];

const PROFILES: [Profile; 3] = [Profile::GoJapanese, Profile::GoChinese, Profile::OthelloJoa];

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
            prop::sample::select(b",\"\r\n\t \xEF\xBB\xBF\x81\x82\xFF\xFE0123456789dk".to_vec())
        )
            .prop_map(|(i, b)| Mutation::Insert(i, b)),
        (any::<usize>(), 1usize..8).prop_map(|(i, n)| Mutation::Delete(i, n)),
        (any::<usize>(), 1usize..40, 1usize..32).prop_map(|(i, n, k)| Mutation::Repeat(i, n, k)),
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

/// Imports a file; rows must carry line numbers after the header, in file order, and
/// accepting (with or without skipping the bad rows) must not panic.
fn check_csv(bytes: &[u8]) -> Result<(), TestCaseError> {
    let Ok(p) = preview(bytes, &[]) else {
        return Ok(());
    };
    let lines: Vec<u32> = p.rows.iter().map(|r| r.line).collect();
    prop_assert!(lines.iter().all(|&l| l >= 2), "{lines:?}");
    prop_assert!(lines.windows(2).all(|w| w[0] < w[1]), "{lines:?}");
    let bad: Vec<u32> = p.problem_rows().map(|r| r.line).collect();
    prop_assert_eq!(p.accept(&[]).is_ok(), bad.is_empty());
    let players = p.accept(&bad);
    prop_assert!(players.is_ok(), "{players:?}");
    prop_assert_eq!(players.unwrap().len(), p.rows.len() - bad.len());
    Ok(())
}

/// Reads a result under every profile; a result read must read back from its tidy text.
fn check_result(text: &str) -> Result<(), TestCaseError> {
    for profile in PROFILES {
        if let Ok(entry) = result_text::parse(text, profile) {
            let again = result_text::parse(&entry.text, profile);
            prop_assert_eq!(again.as_ref(), Ok(&entry), "{:?} under {:?}", text, profile);
            if let Some(m) = result_text::black_margin(&entry.text) {
                prop_assert!(m.is_finite() && m.abs() <= result_text::MAX_GO_MARGIN);
            }
            let _ = result_text::Decision::of(&entry.text);
        }
    }
    Ok(())
}

fn check_rank(text: &str) -> Result<(), TestCaseError> {
    if let Ok(rank) = text.parse::<Rank>() {
        prop_assert_eq!(rank.to_string().parse::<Rank>(), Ok(rank));
        prop_assert_eq!(rank.japanese().parse::<Rank>(), Ok(rank));
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1000))]

    #[test]
    fn csv_import_never_panics_on_arbitrary_bytes(bytes in prop::collection::vec(any::<u8>(), 0..400)) {
        check_csv(&bytes)?;
    }

    #[test]
    fn csv_import_never_panics_on_mutated_player_lists(
        base in prop::sample::select(CSV_FIXTURES.to_vec()),
        changes in prop::collection::vec(mutation(), 1..6),
    ) {
        check_csv(&mutate(base, &changes))?;
    }

    #[test]
    fn csv_import_never_panics_on_csv_shaped_text(text in "(name|rank|氏名|段級位|reading|club|生年)(,(name|rank|段級位|notes|))*([\r\n]|\r\n)(([^,\"\r\n]{0,6}|\"[^\"]{0,6}\")[,\t]?(\r\n|\r|\n)?){0,40}") {
        check_csv(text.as_bytes())?;
    }

    #[test]
    fn result_text_never_panics_on_arbitrary_text(text in any::<String>()) {
        check_result(&text)?;
    }

    #[test]
    fn result_text_never_panics_on_result_shaped_text(text in "[ ]?(B|W|b|w|黒|白|black)?[ ]?\\+?[ ]?([0-9]{0,4}(\\.[0-9]{0,3})?|[0-9]{0,3}e[0-9]{1,3}|[¼½¾]|[0-9] [0-9]/[0-9]|inf|NaN)?[ ]?(R|T|V|F|time|中押し)?[ ]?([0-9]{0,3}-[0-9]{0,3})?") {
        check_result(&text)?;
    }

    #[test]
    fn ranks_never_panic_on_arbitrary_text(text in any::<String>()) {
        check_rank(&text)?;
    }

    #[test]
    fn ranks_never_panic_on_rank_shaped_text(text in "[ 　]?[0-9０-９〇一二三四五六七八九十]{0,5}[ ]?(k|d|p|K|D|kyu|dan|pro|級|段|プロ|段プロ|初段|x)?[ ]?") {
        check_rank(&text)?;
    }
}
