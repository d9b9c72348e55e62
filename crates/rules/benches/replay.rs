//! Replay speed on long 19×19 records, under `japanese` (simple ko) and
//! `chinese` (positional superko with a stored-position check).
//!
//! The records are random legal games generated deterministically: random
//! empty points, never filling one's own single-point eye, legal under
//! superko (hence also under simple ko), until two passes or 1200 moves.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use std::hint::black_box;
use taikai_rules::replay::replay;
use taikai_rules::{Color, Event, Game, GoRecord, GoRules, Move, Point};

struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        // xorshift64*
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
}

fn own_eye(g: &Game, c: Color, p: Point) -> bool {
    g.board().neighbors(p).all(|n| g.board().get(n) == Some(c))
}

fn random_game(seed: u64, max_moves: usize) -> GoRecord {
    let size = 19u8;
    let mut rng = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    let mut g = Game::new(size, GoRules::Chinese);
    let mut rec = GoRecord::new(size);
    let mut color = Color::Black;
    let mut passes = 0;
    while rec.events.len() < max_moves && passes < 2 {
        let mut empties: Vec<Point> = g
            .board()
            .points()
            .filter(|&p| g.board().get(p).is_none())
            .collect();
        let mut played = None;
        while !empties.is_empty() {
            let k = (rng.next() % empties.len() as u64) as usize;
            let p = empties.swap_remove(k);
            if !own_eye(&g, color, p) && g.play(color, p).is_ok() {
                played = Some(p);
                break;
            }
        }
        if played.is_none() {
            g.pass(color).unwrap();
            passes += 1;
        } else {
            passes = 0;
        }
        rec.events.push(Event::Move(Move {
            color,
            point: played,
        }));
        color = color.opponent();
    }
    rec
}

fn bench_replay(c: &mut Criterion) {
    let games: Vec<GoRecord> = (0..8).map(|s| random_game(s, 1200)).collect();
    let total: usize = games.iter().map(|g| g.move_count()).sum();
    for g in &games {
        assert!(replay(g, GoRules::Chinese).illegal.is_none());
    }
    eprintln!(
        "{} games, {} moves in all ({} per game on average)",
        games.len(),
        total,
        total / games.len()
    );
    let mut group = c.benchmark_group("replay_19x19");
    group.throughput(Throughput::Elements(total as u64));
    for rules in [GoRules::Japanese, GoRules::Chinese] {
        group.bench_function(rules.as_str(), |b| {
            b.iter(|| {
                for g in &games {
                    black_box(replay(black_box(g), rules));
                }
            })
        });
    }
    group.finish();
}

criterion_group!(benches, bench_replay);
criterion_main!(benches);
