//! Random small boards, the whole verdict against each chain verified
//! alone (a dev tool): a soundness cross-check. The whole verdict holds
//! fixed what its first step settles, joined walls and safe blocks
//! included; a chain verified alone (`verify_chain`) holds fixed only
//! what the static test settles without them. Both are proofs, so where
//! both decide a chain they must agree; a line is printed for every chain
//! where they do not: `seed point colour judge alone`.
//!
//! `cargo run --release -p taikai-rules --example judge_crosscheck -- FROM COUNT [SIZE]`
//! judges seeds `FROM..FROM+COUNT` on boards of `SIZE` lines (7 by
//! default), each point black or white with probability 0.4, empty
//! otherwise, chains without liberties taken off. `--draw SEED` prints
//! the board. The last line counts the chains compared and the
//! disagreements; every hundred seeds a line on stderr says how far it
//! has got.
use taikai_rules::{judge, verify_chain, Board, Color, GoRules, JudgeOptions, Point, Status};

mod rng;

use rng::Rng;

/// The board of seed `seed`: random stones, chains without liberties off.
fn board(seed: u64, size: u8) -> Board {
    let mut r = Rng::new(seed);
    let mut b = Board::new(size);
    for p in b.points().collect::<Vec<_>>() {
        let stone = match r.below(10) {
            0..=3 => Some(Color::Black),
            4..=7 => Some(Color::White),
            _ => None,
        };
        b.set(p, stone);
    }
    loop {
        let dead: Vec<Point> = b
            .chains()
            .into_iter()
            .filter(|c| b.liberties(c.stones[0]) == 0)
            .flat_map(|c| c.stones)
            .collect();
        if dead.is_empty() {
            return b;
        }
        for p in dead {
            b.set(p, None);
        }
    }
}

fn draw(b: &Board) {
    for y in 0..b.size() {
        let row: String = (0..b.size())
            .map(|x| match b.get(Point::new(x, y)) {
                Some(Color::Black) => 'X',
                Some(Color::White) => 'O',
                None => '.',
            })
            .collect();
        println!("{row}");
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let size = |k: usize| args.get(k).map_or(7, |s| s.parse().expect("SIZE"));
    if args.first().map(String::as_str) == Some("--draw") {
        let seed = args[1].parse().expect("SEED");
        draw(&board(seed, size(2)));
        return;
    }
    let from: u64 = args.first().expect("FROM COUNT").parse().expect("FROM");
    let count: u64 = args.get(1).expect("COUNT").parse().expect("COUNT");
    let size = size(2);
    let (mut compared, mut differ) = (0, 0);
    for seed in from..from + count {
        let b = board(seed, size);
        let opts = JudgeOptions::new(GoRules::Japanese);
        let Ok(v) = judge(&b, &opts) else { continue };
        for g in &v.groups {
            if g.status == Status::Undetermined {
                continue;
            }
            let alone = verify_chain(&b, g.stones[0], 200_000).status;
            if alone == Status::Undetermined {
                continue;
            }
            compared += 1;
            if alone != g.status {
                differ += 1;
                let p = g.stones[0];
                println!(
                    "{seed} {}{} {:?} {:?} {:?}",
                    (b'a' + p.x) as char,
                    (b'a' + p.y) as char,
                    g.color,
                    g.status,
                    alone
                );
            }
        }
        // A long run says how far it has got (on stderr, apart from the
        // disagreements).
        if (seed + 1 - from).is_multiple_of(100) {
            eprintln!("to seed {seed}: {compared} chains decided by both, {differ} differ");
        }
    }
    println!("{compared} chains decided by both, {differ} differ");
}
