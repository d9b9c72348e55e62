//! Importing a player list from CSV: 10,000 and 40,000 generated rows (kanji names,
//! kana readings, ranks written the Japanese way, clubs, birth years), as Excel saves
//! them with CRLF line ends. Goal (issue 15): linear, 40,000 rows under 2 s.

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion};
use taikai_core::import::preview;

const SURNAMES: [(&str, &str); 10] = [
    ("山田", "やまだ"),
    ("佐藤", "さとう"),
    ("鈴木", "すずき"),
    ("高橋", "たかはし"),
    ("田中", "たなか"),
    ("伊藤", "いとう"),
    ("渡辺", "わたなべ"),
    ("中村", "なかむら"),
    ("小林", "こばやし"),
    ("加藤", "かとう"),
];
const GIVEN: [(&str, &str); 10] = [
    ("太郎", "たろう"),
    ("花子", "はなこ"),
    ("一郎", "いちろう"),
    ("美咲", "みさき"),
    ("健", "けん"),
    ("陽子", "ようこ"),
    ("翔", "しょう"),
    ("直樹", "なおき"),
    ("由美", "ゆみ"),
    ("誠", "まこと"),
];
const RANKS: [&str; 8] = ["初段", "3段", "五段", "5級", "十二級", "２段", "1k", "30級"];
const CLUBS: [&str; 6] = ["渋谷囲碁クラブ", "新宿", "日本棋院", "大阪支部", "", "札幌"];
const KANJI_DIGITS: [char; 10] = ['〇', '一', '二', '三', '四', '五', '六', '七', '八', '九'];
const KANA_DIGITS: [&str; 10] = [
    "ぜろ",
    "いち",
    "に",
    "さん",
    "よん",
    "ご",
    "ろく",
    "なな",
    "はち",
    "きゅう",
];

/// A CSV of `n` different players, header first.
pub fn players_csv(n: usize) -> Vec<u8> {
    let mut csv = String::from("氏名,ふりがな,段級位,所属,生年\r\n");
    for i in 0..n {
        let (sur, sur_kana) = SURNAMES[i % 10];
        let (given, given_kana) = GIVEN[(i / 10) % 10];
        // The hundreds and up make every name different: 山田 太郎二〇 ...
        let tag = i / 100;
        let mark: String = tag
            .to_string()
            .bytes()
            .map(|d| KANJI_DIGITS[(d - b'0') as usize])
            .collect();
        let mark_kana: String = tag
            .to_string()
            .bytes()
            .map(|d| KANA_DIGITS[(d - b'0') as usize])
            .collect();
        csv.push_str(&format!(
            "{sur} {given}{mark},{sur_kana} {given_kana}{mark_kana},{},{},{}\r\n",
            RANKS[i % RANKS.len()],
            CLUBS[i % CLUBS.len()],
            1940 + i % 70
        ));
    }
    csv.into_bytes()
}

fn import(c: &mut Criterion) {
    let mut group = c.benchmark_group("import");
    group.sample_size(10);
    for n in [10_000, 40_000] {
        let csv = players_csv(n);
        let p = preview(&csv, &[]).unwrap();
        assert_eq!(p.rows.len(), n);
        assert_eq!(p.problem_rows().count(), 0);
        group.bench_with_input(BenchmarkId::from_parameter(n), &csv, |b, csv| {
            b.iter(|| {
                let p = preview(csv, &[]).unwrap();
                p.accept(&[]).unwrap().len()
            })
        });
    }
    group.finish();
}

criterion_group!(benches, import);
criterion_main!(benches);
