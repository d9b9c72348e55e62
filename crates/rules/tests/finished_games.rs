//! A corpus of finished games (issue 13): whole game records played to the
//! end (both passed), each with the expected status of every stone and the
//! expected score, in `tests/fixtures/finished/NAME.sgf` + `NAME.expect`.
//! How the games were made and how each expectation was established is in
//! `tests/fixtures/finished/README.md` and in each `.expect` header.
//!
//! `NAME.expect` is a small text file, `#` starting a comment:
//!
//! ```text
//! rules: japanese
//! komi: 6.5
//! dead: aa ab cd      # every dead stone (SGF points), may be empty
//! seki: ef eg         # every stone in seki, may be empty
//! score-japanese: W+3.5
//! score-chinese: W+2.75
//! ```
//!
//! Every stone not listed under `dead` or `seki` is alive. Scores are the
//! result strings of [`taikai_rules::count`]: Japanese margins in points,
//! Chinese margins in stones (quarter steps).
//!
//! * [`every_record_replays_to_a_finished_position`] (and the variety of the
//!   corpus), [`counting_with_the_expected_statuses_gives_the_expected_scores`]
//!   and [`the_expected_scores_agree_with_each_other`] must pass today: they
//!   check the corpus itself.
//! * [`judge_decides_these_finished_games`] judges the games decided
//!   completely today that take milliseconds (every test run).
//! * [`judge_never_gives_a_wrong_status`] (ignored: seconds; `./dev
//!   test` runs it) judges every game: no status may differ from the expected
//!   one (undetermined is allowed), and the decided games stay decided.
//! * [`judge_decides_every_finished_game`] is issue 13's goal, every stone
//!   and the score of every game; ignored, not reached. The judging tests
//!   print one line per game; `TAIKAI_CORPUS=g19_04,seki` judges only the
//!   games whose names contain one of those strings:
//!
//! ```text
//! TAIKAI_CORPUS=seki cargo test --release -p taikai-rules --test finished_games -- --ignored --nocapture
//! ```

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use taikai_rules::count::{count, Count, CountInput};
use taikai_rules::sgf::{self, Event};
use taikai_rules::{
    judge, replay, Basis, Board, Color, GoRules, JudgeOptions, Note, Point, Status,
};

struct Expect {
    komi: f64,
    dead: Vec<Point>,
    seki: Vec<Point>,
    japanese: String,
    chinese: String,
}

struct Game {
    name: String,
    size: u8,
    handicap: u32,
    board: Board,
    /// Stones each side put on the board, setup stones included
    /// (`[black, white]`).
    placed: [i64; 2],
    expect: Expect,
}

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/finished")
}

fn parse_expect(name: &str, text: &str, size: u8) -> Expect {
    let mut fields = BTreeMap::new();
    for line in text.lines() {
        let line = line.split('#').next().unwrap().trim();
        if line.is_empty() {
            continue;
        }
        let (k, v) = line
            .split_once(':')
            .unwrap_or_else(|| panic!("{name}.expect: no ':' in {line:?}"));
        let old = fields.insert(k.trim().to_string(), v.trim().to_string());
        assert!(old.is_none(), "{name}.expect: {k} given twice");
    }
    let field = |k: &str| -> String {
        fields
            .get(k)
            .unwrap_or_else(|| panic!("{name}.expect: no {k}"))
            .clone()
    };
    let points = |k: &str| -> Vec<Point> {
        field(k)
            .split_whitespace()
            .map(|s| Point::parse(s, size).unwrap_or_else(|e| panic!("{name}.expect {k}: {e}")))
            .collect()
    };
    assert_eq!(field("rules"), "japanese", "{name}.expect: rules");
    Expect {
        komi: field("komi")
            .parse()
            .unwrap_or_else(|e| panic!("{name}.expect komi: {e}")),
        dead: points("dead"),
        seki: points("seki"),
        japanese: field("score-japanese"),
        chinese: field("score-chinese"),
    }
}

/// Every game of the corpus, replayed to its final board, in name order.
fn corpus() -> Vec<Game> {
    let mut names: Vec<String> = std::fs::read_dir(dir())
        .expect("fixtures/finished")
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .filter_map(|f| f.strip_suffix(".sgf").map(str::to_string))
        .collect();
    names.sort();
    names
        .into_iter()
        .map(|name| {
            let bytes = std::fs::read(dir().join(format!("{name}.sgf"))).unwrap();
            let rec = sgf::parse_go(&bytes).unwrap_or_else(|e| panic!("{name}.sgf: {e}"));
            let r = replay::replay(&rec, GoRules::Japanese);
            assert_eq!(r.illegal, None, "{name}.sgf replays legally");
            let moves: Vec<&Event> = rec
                .events
                .iter()
                .filter(|e| matches!(e, Event::Move(_)))
                .collect();
            let passes = moves
                .iter()
                .rev()
                .take_while(|e| matches!(e, Event::Move(m) if m.point.is_none()))
                .count();
            assert!(passes >= 2, "{name}.sgf ends with two passes");
            let mut placed = [0i64; 2];
            for e in &rec.events {
                match e {
                    Event::Setup { black, white, .. } => {
                        placed[0] += black.len() as i64;
                        placed[1] += white.len() as i64;
                    }
                    Event::Move(m) if m.point.is_some() => placed[m.color.index()] += 1,
                    _ => {}
                }
            }
            let text = std::fs::read_to_string(dir().join(format!("{name}.expect")))
                .unwrap_or_else(|e| panic!("{name}.expect: {e}"));
            let expect = parse_expect(&name, &text, rec.size);
            assert_eq!(rec.komi, Some(expect.komi), "{name}: KM and komi: agree");
            Game {
                name,
                size: rec.size,
                handicap: rec.handicap,
                board: r.game.board().clone(),
                placed,
                expect,
            }
        })
        .collect()
}

/// The expected status of every stone (dead / seki as listed, else alive).
fn statuses(g: &Game) -> BTreeMap<Point, (Color, Status)> {
    let dead: BTreeSet<Point> = g.expect.dead.iter().copied().collect();
    let seki: BTreeSet<Point> = g.expect.seki.iter().copied().collect();
    g.board
        .points()
        .filter_map(|p| {
            let c = g.board.get(p)?;
            let s = if dead.contains(&p) {
                Status::Dead
            } else if seki.contains(&p) {
                Status::Seki
            } else {
                Status::Alive
            };
            Some((p, (c, s)))
        })
        .collect()
}

/// A connected set of points holding no live stone (expected statuses).
struct Region {
    points: usize,
    empty: usize,
    dead: usize,
    /// Bordered by live stones of both colours.
    neutral: bool,
    /// Bordered by a seki stone.
    seki: bool,
}

fn regions(g: &Game) -> Vec<Region> {
    let st = statuses(g);
    let live = |p: Point| match st.get(&p) {
        Some(&(c, Status::Alive | Status::Seki)) => Some(c),
        _ => None,
    };
    let mut seen = BTreeSet::new();
    let mut out = Vec::new();
    for start in g.board.points() {
        if live(start).is_some() || !seen.insert(start) {
            continue;
        }
        let mut stack = vec![start];
        let (mut points, mut empty, mut dead) = (0, 0, 0);
        let (mut sides, mut seki) = ([false; 2], false);
        while let Some(p) = stack.pop() {
            points += 1;
            match g.board.get(p) {
                None => empty += 1,
                Some(_) => dead += 1,
            }
            for q in g.board.neighbors(p) {
                match live(q) {
                    Some(c) => {
                        sides[c.index()] = true;
                        seki |= st[&q].1 == Status::Seki;
                    }
                    None => {
                        if seen.insert(q) {
                            stack.push(q);
                        }
                    }
                }
            }
        }
        out.push(Region {
            points,
            empty,
            dead,
            neutral: sides == [true, true],
            seki,
        });
    }
    out
}

fn count_with(g: &Game, rules: GoRules) -> Count {
    let input = CountInput {
        rules,
        komi: g.expect.komi,
        captures: g.board.captures(),
        dead: &g.expect.dead,
        seki: Some(&g.expect.seki),
        warnings: [0, 0],
    };
    count(&g.board, &input).unwrap_or_else(|e| panic!("{}: {e}", g.name))
}

#[test]
fn every_record_replays_to_a_finished_position() {
    let games = corpus();
    // The variety issue 13 asks for.
    let by_size = |n: u8| games.iter().filter(|g| g.size == n).count();
    assert!(games.len() >= 35, "{} games", games.len());
    assert!(by_size(19) >= 25, "19x19: {}", by_size(19));
    assert!(by_size(13) >= 5, "13x13: {}", by_size(13));
    assert!(by_size(9) >= 5, "9x9: {}", by_size(9));
    assert!(games.iter().filter(|g| g.handicap >= 2).count() >= 3);
    assert!(games.iter().filter(|g| !g.expect.seki.is_empty()).count() >= 3);
    let big = games
        .iter()
        .filter(|g| regions(g).iter().any(|r| r.dead > 0 && r.points > 40))
        .count();
    assert!(
        big >= 5,
        "games with dead stones in a region over 40 points: {big}"
    );
    let dame = games
        .iter()
        .filter(|g| {
            regions(g)
                .iter()
                .any(|r| r.neutral && !r.seki && r.empty > 0)
        })
        .count();
    assert!(dame >= 3, "games with dame left on the board: {dame}");
    for g in &games {
        // Dead and seki lists name every stone of their chains, and only
        // stones; no stone is both.
        for (what, list) in [("dead", &g.expect.dead), ("seki", &g.expect.seki)] {
            let set: BTreeSet<Point> = list.iter().copied().collect();
            assert_eq!(set.len(), list.len(), "{}: {what} repeats a point", g.name);
            for &p in list {
                let ch = g
                    .board
                    .chain_at(p)
                    .unwrap_or_else(|| panic!("{}: {what} {p} is empty", g.name));
                for q in ch.stones {
                    assert!(set.contains(&q), "{}: {what} lists {p} but not {q}", g.name);
                }
            }
        }
        for p in &g.expect.dead {
            assert!(!g.expect.seki.contains(p), "{}: {p} dead and seki", g.name);
        }
    }
}

#[test]
fn counting_with_the_expected_statuses_gives_the_expected_scores() {
    let mut bad = Vec::new();
    for g in corpus() {
        for (rules, want) in [
            (GoRules::Japanese, &g.expect.japanese),
            (GoRules::Chinese, &g.expect.chinese),
        ] {
            let got = count_with(&g, rules).result;
            if &got != want {
                bad.push(format!(
                    "{} {rules:?}: expected {want}, counted {got}",
                    g.name
                ));
            }
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

/// Without seki, and with every dead stone inside territory, area and
/// territory counting differ only by the stones each side put on the
/// board: black's area margin (points) = black's territory margin +
/// stones black placed - stones white placed. This ties the two expected
/// scores of a game to each other and to the record.
#[test]
fn the_expected_scores_agree_with_each_other() {
    let mut bad = Vec::new();
    let mut checked = 0;
    for g in corpus() {
        let j = count_with(&g, GoRules::Japanese);
        if !g.expect.seki.is_empty() || !j.dead_left.is_empty() {
            continue;
        }
        checked += 1;
        let c = count_with(&g, GoRules::Chinese);
        let diff = (g.placed[0] - g.placed[1]) as f64;
        if 2.0 * c.margin != j.margin + diff {
            bad.push(format!(
                "{}: Chinese margin {} stones, Japanese {} points, placed {:?}",
                g.name, c.margin, j.margin, g.placed
            ));
        }
    }
    assert!(checked >= 30, "{checked} games checked");
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

/// Games the judge decides completely today (every stone and the score),
/// each within milliseconds in release: judged in every test run.
const DECIDED_FAST: [&str; 8] = [
    "g13_04", "g19_07d", "g9_03", "g9_04", "g9_05", "g9_07", "g9_09", "h19_00",
];

/// Games the judge decides completely today but in 50 ms to 2 s (release):
/// judged by [`judge_never_gives_a_wrong_status`] with the rest.
const DECIDED_SLOW: [&str; 46] = [
    "g13_00",
    "g13_01",
    "g13_02",
    "g13_03",
    "g13_06d",
    "g13_07",
    "g13_08",
    "g19_01",
    "g19_03",
    "g19_04",
    "g19_06",
    "g19_08",
    "g19_09",
    "g19_11d",
    "g19_12d",
    "g19_13",
    "g19_14",
    "g19_15",
    "g19_16",
    "g19_18",
    "g19_19",
    "g19_21",
    "g19_22",
    "g19_25",
    "g19_26",
    "g19_27",
    "g19_28",
    "g19_29",
    "g19_30",
    "g19_31",
    "g19_33",
    "g9_00",
    "g9_02",
    "g9_06",
    "g9_08",
    "h19_01",
    "h19_04",
    "h19_05",
    "h19_07",
    "h19_08",
    "h19_09",
    "h19_10",
    "seki_13x13_band",
    "seki_19x19_bands",
    "seki_9x9_eyeless",
    "seki_9x9_eyes",
];

/// Judges `games`: per game one line, and every disagreement with the
/// expectation, split into wrong statuses (never allowed) and the rest
/// (undetermined stones, a score counted with them).
fn judge_games(games: &[Game]) -> (Vec<String>, Vec<String>, Vec<String>) {
    judge_games_with(games, taikai_rules::DEFAULT_BUDGET)
}

/// [`judge_games`], each chain's search allowed `budget` positions.
fn judge_games_with(games: &[Game], budget: u64) -> (Vec<String>, Vec<String>, Vec<String>) {
    let (mut wrong_all, mut open_all, mut decided) = (Vec::new(), Vec::new(), Vec::new());
    for g in games {
        let opts = JudgeOptions {
            komi: g.expect.komi,
            captures: g.board.captures(),
            budget,
            ..JudgeOptions::new(GoRules::Japanese)
        };
        let v = judge(&g.board, &opts).unwrap_or_else(|e| panic!("{}: {e}", g.name));
        let want = statuses(g);
        let (mut right, mut undetermined, mut wrong) = (0, 0, 0);
        for (p, (color, status)) in &want {
            let got = v.status_at(*p);
            if got == Some(*status) {
                right += 1;
                continue;
            }
            let line = format!(
                "{} {p} ({color:?}): expected {status}, judge says {}",
                g.name,
                got.map_or("no stone", Status::as_str)
            );
            if got == Some(Status::Undetermined) {
                undetermined += 1;
                open_all.push(line);
            } else {
                wrong += 1;
                wrong_all.push(line);
            }
        }
        if v.result != g.expect.japanese && undetermined == 0 {
            wrong_all.push(format!(
                "{}: expected {}, judge counts {}",
                g.name, g.expect.japanese, v.result
            ));
        }
        let ok = right == want.len() && v.result == g.expect.japanese;
        if ok {
            decided.push(g.name.clone());
        }
        eprintln!(
            "{:<12} {}x{} stones {:>3}: right {:>3}, undetermined {:>3}, wrong {:>3}; \
             score expected {}, judge {}{}",
            g.name,
            g.size,
            g.size,
            want.len(),
            right,
            undetermined,
            wrong,
            g.expect.japanese,
            v.result,
            if ok { "  OK" } else { "" }
        );
    }
    (wrong_all, open_all, decided)
}

#[test]
fn judge_decides_these_finished_games() {
    let games: Vec<Game> = corpus()
        .into_iter()
        .filter(|g| DECIDED_FAST.contains(&g.name.as_str()))
        .collect();
    assert_eq!(games.len(), DECIDED_FAST.len());
    let (wrong, open, decided) = judge_games(&games);
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    assert!(open.is_empty(), "{}", open.join("\n"));
    assert_eq!(decided.len(), DECIDED_FAST.len());
}

/// A verdict that rests on the linked static test (loose walls held as
/// connected, stones thrown in against them as dead) says so in its note:
/// the arbiter sees the end-of-game assumption, not a bare proof.
#[test]
fn verdicts_resting_on_links_say_what_they_assume() {
    let game = corpus().into_iter().find(|g| g.name == "g19_25").unwrap();
    let mut opts = JudgeOptions::new(GoRules::Japanese);
    opts.captures = game.board.captures();
    let v = judge(&game.board, &opts).unwrap();
    let linked: Vec<_> = v
        .groups
        .iter()
        .filter(|g| g.note.rests_on_links())
        .collect();
    assert!(!linked.is_empty(), "g19_25: no verdict rests on links");
    for g in linked {
        assert_ne!(g.status, Status::Undetermined, "{}", g.stones[0]);
        // It travels with the verdict, for the catalogue to say in words.
        let json = serde_json::to_value(g).unwrap();
        assert_eq!(json["note"]["links"], true, "{json}");
    }
}

/// The games `TAIKAI_CORPUS` names (`g19_04,seki`), or the whole corpus; and the filter.
fn games_asked() -> (Vec<Game>, String) {
    let only = std::env::var("TAIKAI_CORPUS").unwrap_or_default();
    let games = corpus()
        .into_iter()
        .filter(|g| only.is_empty() || only.split(',').any(|s| g.name.contains(s)))
        .collect();
    (games, only)
}

/// Never a guess: on every game of the corpus, each status the judge gives
/// is the expected one (undetermined stones are allowed, wrong ones never),
/// and the games decided completely stay decided.
#[test]
#[ignore = "55 games, seconds; ./dev test runs it with --ignored"]
fn judge_never_gives_a_wrong_status() {
    let (games, only) = games_asked();
    let (wrong, open, decided) = judge_games(&games);
    eprintln!(
        "{} of {} games decided right; {} stones undetermined",
        decided.len(),
        games.len(),
        open.len()
    );
    assert!(
        wrong.is_empty(),
        "{} wrong:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
    for name in DECIDED_FAST.iter().chain(&DECIDED_SLOW) {
        if games.iter().any(|g| g.name == *name) {
            assert!(
                decided.contains(&name.to_string()),
                "{name} is no longer decided"
            );
        }
    }
    if only.is_empty() {
        // The whole corpus: 8,846 stones, of which the judge decides
        // 8,839 (7 undetermined, in g13_05) within its second a verdict; fewer
        // decided is a regression.
        assert!(
            open.len() <= UNDETERMINED_AT_MOST,
            "{} stones undetermined, at most {UNDETERMINED_AT_MOST} expected",
            open.len()
        );
    }
}

/// The arbiter's real question (000 §9; arbitration-notes): at the end of
/// a game both players agree on every group but the one in dispute. Every
/// chain of the corpus, asked about alone with the players agreeing on all
/// the others as expected (dead or alive; a seki is left open), never gets
/// a wrong status; nor does any chain when they agree only on which other
/// stones are dead, as players say it at the board (in the window: the
/// dead stones lassoed with the agreed-dead mark, the disputed group with
/// the question mark), the chains not asked about decided with the time
/// the disputed one leaves. Nothing is left undetermined in a game the
/// judge decides whole, and at most 16 disputed chains with the rest
/// agreed (in the games whose whole verdicts leave them open: the agreed
/// chains keep the status agreed, and the disputed one is verified on the
/// board as it stands, agreed-dead stones on it, agreed-alive ones open to
/// attack).
#[test]
#[ignore = "2 × 1,618 verdicts, seconds; ./dev test runs it with --ignored"]
fn agreeing_on_the_rest_never_gives_a_wrong_status() {
    let (games, _) = games_asked();
    let mut asked = 0;
    let (mut wrong, mut regressed) = (Vec::new(), Vec::new());
    // Undetermined: disputed chains with the rest agreed; agreeing on the
    // dead only, disputed chains and chains in all.
    let (mut disputed_open, mut named_dead_open, mut open) = (0, 0, 0);
    for game in &games {
        let decided_whole = DECIDED_FAST
            .iter()
            .chain(&DECIDED_SLOW)
            .any(|&name| name == game.name);
        let expected = |p: Point| {
            if game.expect.dead.contains(&p) {
                Status::Dead
            } else if game.expect.seki.contains(&p) {
                Status::Seki
            } else {
                Status::Alive
            }
        };
        let chains = game.board.chains();
        for (chain, alive_too) in chains.iter().flat_map(|c| [(c, true), (c, false)]) {
            let at = chain.stones[0];
            let agreed = |s: Status| -> Vec<Point> {
                chains
                    .iter()
                    .map(|c| c.stones[0])
                    .filter(|&p| p != at && expected(p) == s)
                    .collect()
            };
            let mut opts = JudgeOptions::new(GoRules::Japanese);
            opts.captures = game.board.captures();
            opts.ask = vec![at];
            if alive_too {
                opts.agreed_alive = agreed(Status::Alive);
            }
            opts.agreed_dead = agreed(Status::Dead);
            let v = judge(&game.board, &opts).unwrap();
            let agreeing = if alive_too { "all" } else { "the dead" };
            for other in &v.groups {
                if other.stones[0] != at && alive_too {
                    continue;
                }
                let want = expected(other.stones[0]);
                let line = format!(
                    "{} {at}, agreeing on {agreeing}: the chain at {} {} (want {want}) {:?}",
                    game.name, other.stones[0], other.status, other.note
                );
                if other.status == Status::Undetermined {
                    match (alive_too, other.stones[0] == at) {
                        (true, _) => disputed_open += 1,
                        (false, true) => named_dead_open += 1,
                        (false, false) => {}
                    }
                    open += 1;
                    if decided_whole {
                        regressed.push(line);
                    }
                } else if other.status != want {
                    wrong.push(line);
                }
            }
            asked += 1;
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    // The agreed chains stay on the board the disputed chain is verified on
    // (a dead stone may be what keeps it in seki, an agreed-alive chain may
    // still be attacked: the seed's examples 2, 3, 5, 6, 8, 9 and 14), so
    // what the whole verdict leaves open may stay open, and only that.
    assert!(
        regressed.is_empty(),
        "undetermined in a game the judge decides whole:\n{}",
        regressed.join("\n")
    );
    assert!(
        disputed_open <= DISPUTED_UNDETERMINED_AT_MOST,
        "{disputed_open} disputed chains undetermined with the rest agreed"
    );
    eprintln!(
        "{asked} questions; undetermined: {disputed_open} disputed chains with the rest agreed; \
         agreeing on the dead, {named_dead_open} disputed chains and {} chains in all",
        open - disputed_open
    );
}

/// Chains of the corpus that stay undetermined when asked about with the
/// players agreeing on every other chain, in games whose whole verdicts
/// leave them undetermined too.
const DISPUTED_UNDETERMINED_AT_MOST: usize = 2;

/// Stones of the whole corpus the judge leaves undetermined today (of
/// 8,846): [`judge_never_gives_a_wrong_status`] fails above it.
const UNDETERMINED_AT_MOST: usize = 7;

/// The arbiter's "search 10× longer" (`--budget 2000000`) where it helps:
/// g13_05, which the default verdict leaves with 7 stones undetermined, is
/// decided whole, stones and score, and so is g9_02 (decided at the default
/// since its walls' life is proven apart from its dead stones' region); the
/// deaths in g13_05 are twenty moves deep and proven by the proof-number
/// search of a death that a longer search adds to the deepening (the
/// deepening alone left the 7 stones after 48 s). Asked about one group,
/// the longer search goes to that group alone.
#[test]
#[ignore = "two games at 2 million positions a chain, and one group asked about: ~20 s; ./dev test runs it with --ignored"]
fn searching_longer_decides_g9_02_and_g13_05() {
    let games: Vec<Game> = corpus()
        .into_iter()
        .filter(|g| g.name == "g9_02" || g.name == "g13_05")
        .collect();
    assert_eq!(games.len(), 2);
    let (wrong, open, decided) = judge_games_with(&games, 2_000_000);
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    assert!(open.is_empty(), "{}", open.join("\n"));
    assert_eq!(decided.len(), 2);

    // Asked about one group, the longer search is that group's: g13_05's
    // disputed black group at be is proven dead, and no other chain
    // searches more than a default verdict's budget.
    let game = games.iter().find(|g| g.name == "g13_05").unwrap();
    let at = Point::new(1, 4);
    let mut opts = JudgeOptions::new(GoRules::Japanese);
    opts.captures = game.board.captures();
    opts.budget = 2_000_000;
    opts.ask = vec![at];
    let v = judge(&game.board, &opts).unwrap();
    let disputed = v.chain_at(at).unwrap();
    assert_eq!(disputed.status, Status::Dead, "{:?}", disputed.note);
    for g in v.groups.iter().filter(|g| !g.stones.contains(&at)) {
        assert!(
            g.nodes <= taikai_rules::DEFAULT_BUDGET,
            "{}: {} positions",
            g.stones[0],
            g.nodes
        );
    }
}

/// Dead stones in a region whose walls live elsewhere are proven on the
/// region alone, the walls held as live stones, once the walls are proven
/// to live without it (g9_02: the white group around the corner lives on
/// its eyes on the left, and the black stones in the corner, in a fight
/// the whole-board verification could not finish in its second, die in a
/// search of 9 empty points). The seki bands of `seki_13x13_band` are not
/// proven dead that way (their walls, the other band, do not live without
/// the shared liberty), though the white stones thrown into the black
/// territories below them are (the black walls live on the other
/// territory). Without the walls' proof, `judge_never_gives_a_wrong_status`
/// fails.
#[test]
fn dead_stones_behind_walls_that_live_elsewhere_are_proven_on_their_region() {
    let games: Vec<Game> = corpus()
        .into_iter()
        .filter(|g| g.name == "g9_02" || g.name == "seki_13x13_band")
        .collect();
    assert_eq!(games.len(), 2);
    for g in &games {
        let opts = JudgeOptions {
            komi: g.expect.komi,
            captures: g.board.captures(),
            ..JudgeOptions::new(GoRules::Japanese)
        };
        let v = judge(&g.board, &opts).unwrap();
        let walled: Vec<_> = v
            .groups
            .iter()
            .filter(|c| matches!(c.note, Note::DeadBehindLiveWalls { .. }))
            .collect();
        if g.name == "g9_02" {
            assert!(!v.has_undetermined(), "{:?}", v.groups);
            assert_eq!(v.result, g.expect.japanese);
            let corner = v.chain_at(Point::new(6, 7)).unwrap();
            assert_eq!(corner.status, Status::Dead);
            let Note::DeadBehindLiveWalls {
                walls_nodes,
                region,
                ..
            } = &corner.note
            else {
                panic!("{:?}", corner.note)
            };
            // The walls needed a search of their own (they are not alive by
            // the static test), and the region is the corner, not the board.
            assert!(*walls_nodes > 0);
            assert!(region.len() < 30, "{}", region.len());
        } else {
            // The bands (black A9–F7, white G9–N7) are never proven dead
            // there; the white stones thrown into the black territories
            // below them may be (their walls live on the other territory).
            for band in [Point::new(0, 4), Point::new(6, 4)] {
                let c = v.chain_at(band).unwrap();
                assert!(
                    matches!(c.status, Status::Seki | Status::Undetermined),
                    "the band at {band} is not dead: {:?}",
                    c
                );
                assert!(!walled.iter().any(|w| w.stones.contains(&band)));
            }
        }
    }
}

/// The goal of issue 13: every game decided. Not reached (see README.md,
/// Arbitration): the open areas and unfilled dame of self-play games leave
/// walls the judge cannot prove.
#[test]
#[ignore = "not reached: 51 of 55 games are decided completely (issue 13)"]
fn judge_decides_every_finished_game() {
    let (games, _) = games_asked();
    let (wrong, open, decided) = judge_games(&games);
    eprintln!("{} of {} games decided right", decided.len(), games.len());
    let bad: Vec<String> = wrong.into_iter().chain(open).collect();
    assert!(
        bad.is_empty(),
        "{} mismatches:\n{}",
        bad.len(),
        bad.join("\n")
    );
}

/// The verdict does not depend on how the board is turned or who played
/// black: on games whose verdict once did (budgets cut searches short, and
/// the order they tried moves in followed the points' order), every stone
/// gets the same status and basis in all 16 views (8 symmetries, colours
/// swapped or not), and the count is the same with the colours as given.
#[test]
#[ignore = "16 verdicts a game, seconds; ./dev test runs it with --ignored"]
fn verdicts_do_not_depend_on_orientation_or_colours() {
    let games: Vec<Game> = corpus()
        .into_iter()
        .filter(|g| ["g13_00", "g13_01", "g13_06d", "g9_02"].contains(&g.name.as_str()))
        .collect();
    assert_eq!(games.len(), 4);
    for g in &games {
        let n = g.board.size();
        let mut first: Option<(Vec<(Status, Basis)>, String)> = None;
        for t in 0..16u8 {
            let (sym, swap) = (t % 8, t >= 8);
            let board = g.board.transformed(sym, swap);
            let opts = JudgeOptions {
                komi: g.expect.komi,
                captures: board.captures(),
                ..JudgeOptions::new(GoRules::Japanese)
            };
            let v = judge(&board, &opts).unwrap();
            let seen: Vec<(Status, Basis)> = g
                .board
                .points()
                .filter(|&p| g.board.get(p).is_some())
                .map(|p| {
                    let c = v.chain_at(p.transform(sym, n)).unwrap();
                    (c.status, c.basis)
                })
                .collect();
            match &first {
                None => first = Some((seen, v.result.clone())),
                Some((statuses, result)) => {
                    assert!(*statuses == seen, "{} view {t}: other statuses", g.name);
                    if !swap {
                        assert_eq!(*result, v.result, "{} view {t}", g.name);
                    }
                }
            }
        }
    }
}
