//! The disputed corners of the finished games set up by hand (a dev tool):
//! for every territory holding dead stones, its region and the wall stones
//! next to it are drawn alone on an empty 19×19 board (and a small game's
//! also on its own board), as an arbiter sets up the disputed corner, and
//! the dead stones are asked about (`--ask`).
//! A corner whose walls as drawn do not all reach the open board (a wall
//! stone cut off from the rest of its chain, which the game's status does
//! not speak for) is left out.
//! `cargo run --release -p taikai-rules --example judge_cuts -- [--write DIR] FILE.sgf...`
//! With `--write`, each corner is written to `DIR/GAME_POINT.sgf` (the
//! stones set up, the source in a comment) with `GAME_POINT.expect`
//! (`ask:` one stone of each dead chain, `dead:` every stone of them):
//! the corpus of `tests/fixtures/corners`.
use std::time::Instant;
use taikai_rules::{judge, Board, GoRules, JudgeOptions, Point, Status};

mod corpus;

fn main() {
    let (mut cuts, mut decided, mut wrong, mut slowest) = (0, 0, 0, 0u128);
    let args: Vec<String> = std::env::args().skip(1).collect();
    let write = args
        .iter()
        .position(|a| a == "--write")
        .map(|i| args[i + 1].clone());
    let files = args
        .iter()
        .enumerate()
        .filter(|&(i, a)| !a.starts_with("--") && (i == 0 || args[i - 1] != "--write"))
        .map(|(_, a)| a.clone());
    for path in files {
        let game = corpus::Finished::load(&path);
        let b = &game.board;
        let n = b.size();
        let mut done: Vec<Point> = Vec::new();
        for ch in b.chains() {
            let at = ch.stones[0];
            if game.expected(at) != Some(Status::Dead) || done.contains(&at) {
                continue;
            }
            let owner = ch.color;
            let c = owner.opponent();
            // The region: points not holding the wall colour around the chain.
            let region = area(b, at, c);
            // Every stone of the owner there dead, the region a territory.
            if region.len() > 80
                || region
                    .iter()
                    .any(|&p| b.get(p) == Some(owner) && game.expected(p) != Some(Status::Dead))
            {
                continue;
            }
            let mut asked: Vec<Point> = Vec::new();
            for &p in &region {
                if b.get(p) == Some(owner) {
                    let first = b.chain_at(p).unwrap().stones[0];
                    if !asked.contains(&first) {
                        asked.push(first);
                    }
                }
            }
            done.extend(asked.iter().copied());
            // The walls: each chain next to the region whole, as the
            // arbiter draws it, unless it runs on across the board (more
            // than 80 stones): then its stones near the region (four steps).
            let near = |p: Point, steps: i32| {
                region.iter().any(|&q| {
                    (p.x as i32 - q.x as i32).abs() + (p.y as i32 - q.y as i32).abs() <= steps
                })
            };
            let mut walls: Vec<Point> = Vec::new();
            for p in b.points().filter(|&p| b.get(p) == Some(c) && near(p, 1)) {
                if walls.contains(&p) {
                    continue;
                }
                let chain = b.chain_at(p).unwrap().stones;
                if chain.len() <= 80 {
                    walls.extend(chain);
                } else {
                    walls.extend(chain.into_iter().filter(|&s| near(s, 4)));
                }
            }
            walls.sort_by_key(|p| (p.y, p.x));
            walls.dedup();
            let drawn: Vec<Point> = region.iter().chain(&walls).copied().collect();
            let sizes: &[u8] = if n == 19 { &[19] } else { &[19, n] };
            for &big in sizes {
                // Into the corner of a 19×19 board, the edges it touches kept;
                // a corner of a 9×9 or 13×13 game also on its own board.
                let touches = |f: fn(Point) -> u8, v: u8| drawn.iter().any(|&p| f(p) == v);
                let (left, right) = (touches(|p| p.x, 0), touches(|p| p.x, n - 1));
                let (top, bottom) = (touches(|p| p.y, 0), touches(|p| p.y, n - 1));
                let (dx, dy) = if big == n {
                    (0, 0)
                } else if (left && right) || (top && bottom) {
                    eprintln!("left out of 19×19 (spans the board): {path} {at}");
                    continue;
                } else {
                    (
                        if right { 19 - n } else { 0 },
                        if bottom { 19 - n } else { 0 },
                    )
                };
                let moved = |p: Point| Point::new(p.x + dx, p.y + dy);
                let mut set = Board::new(big);
                for &p in &drawn {
                    set.set(moved(p), b.get(p));
                }
                // As drawn, the territory must stay closed (its points and no
                // more), and a wall chain that does not reach the open board
                // beyond it must be drawn whole: then the walls the judge holds
                // as connected to the rest of the board are the game's live
                // walls, and the rest is as in the game.
                let inside: Vec<Point> = region.iter().map(|&p| moved(p)).collect();
                let closed = area(&set, moved(at), c).len() == inside.len();
                let walls_whole = set.chains().iter().filter(|w| w.color == c).all(|w| {
                    w.liberties.iter().any(|l| !inside.contains(l)) || {
                        let game_chain = b
                            .chain_at(Point::new(w.stones[0].x - dx, w.stones[0].y - dy))
                            .unwrap();
                        game_chain.stones.len() == w.stones.len()
                    }
                });
                if !closed || !walls_whole {
                    let why = if closed {
                        "a wall cut off"
                    } else {
                        "not closed"
                    };
                    eprintln!("left out ({why} as drawn): {path} {at}");
                    continue;
                }
                let mut opts = JudgeOptions::new(GoRules::Japanese);
                opts.ask = asked.iter().map(|&p| moved(p)).collect();
                let t = Instant::now();
                let v = judge(&set, &opts).unwrap();
                let ms = t.elapsed().as_millis();
                // Only where the judge reads it as set up by hand (an open
                // board beyond it): else nothing holds the walls as they
                // lived, and the game's status need not hold.
                if v.assumptions.is_empty() {
                    eprintln!("left out on {big}×{big} (no open board): {path} {at}");
                    continue;
                }
                slowest = slowest.max(ms);
                cuts += 1;
                let mut verdicts = Vec::new();
                for &p in &asked {
                    let g = v
                        .groups
                        .iter()
                        .find(|g| g.stones.contains(&moved(p)))
                        .unwrap();
                    verdicts.push(format!("{}:{}", p, g.status));
                    match g.status {
                        Status::Dead => decided += 1,
                        Status::Undetermined => {}
                        _ => wrong += 1,
                    }
                }
                println!(
                    "{path} {at} region {} walls {}: {} in {ms} ms",
                    region.len(),
                    walls.len(),
                    verdicts.join(" ")
                );
                if let Some(dir) = &write {
                    let game_name = std::path::Path::new(&path)
                        .file_stem()
                        .unwrap()
                        .to_string_lossy()
                        .to_string();
                    let name = if big == 19 {
                        format!("{game_name}_{at}")
                    } else {
                        format!("{game_name}_{at}_{n}x{n}")
                    };
                    let list = |ps: &mut dyn Iterator<Item = Point>| {
                        ps.map(|p| format!("[{}]", p.to_sgf())).collect::<String>()
                    };
                    let mut black: Vec<Point> = set
                        .points()
                        .filter(|&p| set.get(p) == Some(taikai_rules::Color::Black))
                        .collect();
                    let mut white: Vec<Point> = set
                        .points()
                        .filter(|&p| set.get(p) == Some(taikai_rules::Color::White))
                        .collect();
                    black.sort_by_key(|p| (p.y, p.x));
                    white.sort_by_key(|p| (p.y, p.x));
                    let sgf = format!(
                        "(;GM[1]FF[4]CA[UTF-8]SZ[{big}]RU[Japanese]KM[0]\nC[The disputed corner of {game_name} at {at} (its region and its walls), set up alone as an arbiter sets it up]\nAB{}\nAW{})\n",
                        list(&mut black.into_iter()),
                        list(&mut white.into_iter())
                    );
                    let ask: Vec<String> = asked.iter().map(|&p| moved(p).to_sgf()).collect();
                    let mut dead: Vec<Point> = region
                        .iter()
                        .filter(|&&p| b.get(p) == Some(owner))
                        .map(|&p| moved(p))
                        .collect();
                    dead.sort_by_key(|p| (p.y, p.x));
                    let dead: Vec<String> = dead.into_iter().map(|p| p.to_sgf()).collect();
                    let expect = format!(
                        "# {game_name} at {at}: the dead chains of one territory, asked about\nask: {}\ndead: {}\n",
                        ask.join(" "),
                        dead.join(" ")
                    );
                    std::fs::write(format!("{dir}/{name}.sgf"), sgf).unwrap();
                    std::fs::write(format!("{dir}/{name}.expect"), expect).unwrap();
                }
            }
        }
    }
    println!("{cuts} corners, {decided} dead chains decided, {wrong} wrong, slowest {slowest} ms");
}

/// The connected set of points around `from` that do not hold `wall`.
fn area(b: &Board, from: Point, wall: taikai_rules::Color) -> Vec<Point> {
    let mut out = vec![from];
    let mut k = 0;
    while k < out.len() {
        let p = out[k];
        k += 1;
        for q in b.neighbors(p) {
            if b.get(q) != Some(wall) && !out.contains(&q) {
                out.push(q);
            }
        }
    }
    out
}
