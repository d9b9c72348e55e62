//! Result cards for a 250-board round (goal: under 0.3 s and under 300 KB).

use criterion::{criterion_group, criterion_main, Criterion};
use taikai_core::pairing::ColourSource;
use taikai_core::standings::OthelloScoring;
use taikai_core::{PairingSystem, Profile, Rank, TournamentSettings};
use taikai_print::{result_cards, CardBoard, CardLayout, CardsInput, Paper, PlayerInfo};

fn input() -> CardsInput {
    let names = [
        "髙橋", "山﨑", "佐藤", "鈴木", "渡邉", "伊藤", "中村", "小林",
    ];
    let player = |i: usize| {
        PlayerInfo::new(
            &format!("{} 太郎{i}", names[i % names.len()]),
            &format!("たろう{i}"),
            Some(Rank::Kyu((i % 20 + 1) as u8)),
            "碁会所",
        )
    };
    CardsInput {
        tournament: TournamentSettings {
            name: "第12回 市民囲碁大会".to_string(),
            date: "2026-11-23".to_string(),
            venue: String::new(),
            profile: Profile::GoJapanese,
            rounds: 5,
            system: PairingSystem::Mcmahon,
        },
        round: 1,
        boards: (0..250)
            .map(|i| CardBoard {
                board: i as u32 + 1,
                black: player(2 * i),
                white: player(2 * i + 1),
                handicap: 0,
                komi: Some(6.5),
                colours: ColourSource::Balance,
                report_code: None,
            })
            .collect(),
        othello: OthelloScoring::default(),
        venue_url: None,
    }
}

fn bench(c: &mut Criterion) {
    let input = input();
    let layout = CardLayout::new(Paper::A4, 4);
    let size = result_cards(&input, layout).len();
    println!("250 result cards, 4 per A4 page: {size} bytes");
    let mut g = c.benchmark_group("print");
    g.sample_size(10);
    g.bench_function("result_cards_250", |b| {
        b.iter(|| result_cards(&input, layout))
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
