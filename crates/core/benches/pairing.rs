//! One McMahon round for 100, 1,000 and 2,000 players after three rounds of random results
//! (paired by Taikai itself). Goal: under 1 s for 2,000 on one core, matching optimal for
//! the whole field.

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion};
use taikai_core::draw::SplitMix64;
use taikai_core::pairing::{pair_round, PairingPlayer, PairingSettings, RoundInput};
use taikai_core::results::{Game, GameResult, RoundRecord};
use taikai_core::{PairingSystem, Profile, Rank};

fn field(n: usize, rng: &mut SplitMix64) -> Vec<PairingPlayer> {
    (0..n)
        .map(|i| {
            // Ranks 25k–6d, most players around the kyu–dan border.
            let s = (rng.below(16) + rng.below(17)) as i32 - 24;
            let rank = if s <= 0 {
                Rank::Kyu((1 - s) as u8)
            } else {
                Rank::Dan(s as u8)
            };
            PairingPlayer {
                id: i as i64 + 1,
                name: format!("P{i}"),
                reading: format!("p{i:05}"),
                rank,
                club: format!("club{}", rng.below(n as u64 / 8 + 1)),
                birth_year: Some(1950 + rng.below(60) as i32),
                tags: Vec::new(),
            }
        })
        .collect()
}

fn input_after(n: usize, rounds: u32, seed: u64) -> RoundInput {
    let mut rng = SplitMix64::new(seed);
    let players = field(n, &mut rng);
    let mut input = RoundInput {
        round: 1,
        players,
        history: Vec::new(),
        fixed: Vec::new(),
        settings: PairingSettings::new(Profile::GoJapanese, PairingSystem::Mcmahon),
    };
    for r in 1..=rounds {
        input.round = r;
        let p = pair_round(&input).expect("pairs");
        let games = p
            .boards
            .iter()
            .map(|b| {
                let res = if rng.coin() {
                    GameResult::BlackWins
                } else {
                    GameResult::WhiteWins
                };
                Game::new(b.black, b.white, Some(res))
            })
            .collect();
        input.history.push(RoundRecord {
            round: r,
            games,
            byes: p.bye.into_iter().collect(),
        });
    }
    input.round = rounds + 1;
    input
}

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("mcmahon_round_4");
    group.sample_size(10);
    for n in [100usize, 1000, 2000] {
        let input = input_after(n, 3, 42);
        group.bench_with_input(BenchmarkId::from_parameter(n), &input, |b, input| {
            b.iter(|| pair_round(input).expect("pairs"))
        });
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
