//! The judge on GNU Go's scoring regression (a dev tool): the finished
//! games of `regression/games/scoring/` with the final score its
//! maintainers checked (`regression/score.tst`, `score2.tst`), the
//! corpus issue 13 was measured on. The games are GNU Go's (GPL), not
//! Taikai's: the tool reads them from a GNU Go source tree and nothing is
//! copied into this repository.
//!
//! ```text
//! git clone https://git.savannah.gnu.org/git/gnugo.git   # or a mirror
//! cargo run --release -p taikai-rules --example judge_scores -- GNUGO_TREE [--gnugo [PATH]] [--disputed]
//! ```
//!
//! Per game: the judge's result (Japanese rules, the record's komi and
//! prisoners) against the expected one, the stones left undetermined, the
//! time. A game whose every chain is decided must get the expected score.
//! With `--gnugo`, GNU Go (Debian `gnugo`, over GTP) is asked for its
//! dead and seki stones, and every chain the judge decided is compared
//! with them in the games where GNU Go's own `final_score` is the expected
//! one (there its statuses agree with the maintainers' count); the other
//! disagreements are listed apart. With `--disputed` (and `--gnugo`), in
//! those games every chain the whole verdict leaves undetermined is then
//! asked about alone (`--ask`) with the players agreeing on every other
//! chain as GNU Go says (`--agreed-dead`, `--agreed-alive`; a seki left
//! open), as at the end of a real game where only one group is disputed
//! (000 §9), and its status is compared with GNU Go's. Tests marked commented out in the
//! suite (an unfinished game, a full-board life-and-death problem) are
//! judged too and marked `(not in GNU Go's suite)`. `GAMES=score8,score11`
//! judges those games alone. `BUDGET=N` gives the chains asked about alone
//! a budget of `N` positions (the arbiter's "search longer": 2000000).
mod gtp;

use gtp::{gtp_name, gtp_point, Gtp};
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::time::Instant;
use taikai_rules::{
    judge_sgf, judge_sgf_with, Color, GoRules, JudgeOptions, Point, Status, Verdict,
};

/// One test of the suite: the game's file, the expected result, and
/// whether the suite runs it.
struct Test {
    file: PathBuf,
    expected: String,
    active: bool,
}

/// The `loadsgf games/scoring/…` tests of `score.tst` and `score2.tst`.
fn tests(tree: &Path) -> Vec<Test> {
    let mut out = Vec::new();
    for tst in ["score.tst", "score2.tst"] {
        let path = tree.join("regression").join(tst);
        let text =
            std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let mut game: Option<(PathBuf, bool)> = None;
        for line in text.lines() {
            let active = !line.starts_with('#');
            let line = line.trim_start_matches(['#', ' ']);
            if let Some(f) = line.strip_prefix("loadsgf ") {
                let f = f.split_whitespace().next().unwrap_or_default();
                game = f
                    .starts_with("games/scoring/")
                    .then(|| (tree.join("regression").join(f), active));
            } else if let Some(r) = line.strip_prefix("? [") {
                if let Some((file, active)) = game.take() {
                    let expected = r.split(']').next().unwrap_or_default().replace('\\', "");
                    out.push(Test {
                        file,
                        expected,
                        active,
                    });
                }
            }
        }
    }
    out
}

/// GNU Go's final score and its dead and seki stones.
type Statuses = (String, BTreeSet<Point>, BTreeSet<Point>);

/// Asks GNU Go for the statuses of the finished game in `file`.
fn gnugo_statuses(gtp: &mut Gtp, file: &Path, size: u8) -> Result<Statuses, String> {
    gtp.ask(&format!("loadsgf {}", file.display()))?;
    let score = gtp.ask("final_score")?;
    let list = |s: String| {
        s.split_whitespace()
            .filter_map(|v| gtp_point(v, size))
            .collect()
    };
    let dead = list(gtp.ask("final_status_list dead")?);
    let seki = list(gtp.ask("final_status_list seki")?);
    Ok((score, dead, seki))
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let tree = PathBuf::from(
        args.first()
            .expect("usage: judge_scores GNUGO_TREE [--gnugo [PATH]] [--disputed]"),
    );
    let mut gnugo = None;
    let disputed = args.iter().any(|a| a == "--disputed");
    if let Some(k) = args.iter().position(|a| a == "--gnugo") {
        let path = args
            .get(k + 1)
            .filter(|a| !a.starts_with("--"))
            .map_or_else(|| PathBuf::from(gtp::GNUGO), PathBuf::from);
        gnugo = Some(Gtp::start(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display())));
    }
    let (mut whole, mut right, mut stones, mut open, mut slowest) = (0, 0, 0, 0, 0u128);
    let (mut chains, mut decided) = (0, 0);
    let (mut trusted, mut against, mut against_untrusted) = (0, 0, 0);
    let mut asked = Asked {
        budget: std::env::var("BUDGET")
            .ok()
            .map(|b| b.parse().expect("BUDGET=N: a number of positions")),
        ..Asked::default()
    };
    let all = tests(&tree);
    // `GAMES=score8,score11` judges those games alone.
    let only: Option<Vec<String>> = std::env::var("GAMES")
        .ok()
        .map(|g| g.split(',').map(str::to_string).collect());
    for t in &all {
        let name = t.file.file_stem().unwrap_or_default().to_string_lossy();
        if only.as_ref().is_some_and(|o| !o.iter().any(|g| *g == name)) {
            continue;
        }
        let bytes = match std::fs::read(&t.file) {
            Ok(b) => b,
            Err(e) => {
                println!("{}: {e}", t.file.display());
                continue;
            }
        };
        let start = Instant::now();
        let v = match judge_sgf(&bytes, GoRules::Japanese, None, [0, 0]) {
            Ok(v) => v,
            Err(e) => {
                println!("{name}: {e}");
                continue;
            }
        };
        let ms = start.elapsed().as_millis();
        slowest = slowest.max(ms);
        let mut undetermined = 0;
        for g in &v.groups {
            stones += g.stones.len();
            if g.status == Status::Undetermined {
                undetermined += g.stones.len();
            } else {
                decided += 1;
            }
        }
        chains += v.groups.len();
        open += undetermined;
        let verdict = if undetermined > 0 {
            format!("{undetermined} stones undetermined")
        } else {
            whole += 1;
            right += usize::from(v.result == t.expected);
            if v.result == t.expected {
                "decided whole, expected score".to_string()
            } else {
                "decided whole, WRONG SCORE".to_string()
            }
        };
        let suite = if t.active {
            ""
        } else {
            " (not in GNU Go's suite)"
        };
        println!(
            "{name}: {} (expected {}) in {ms} ms: {verdict}{suite}",
            if v.result.is_empty() {
                "not counted"
            } else {
                &v.result
            },
            t.expected
        );
        let Some(gtp) = gnugo.as_mut() else {
            continue;
        };
        let (score, dead, seki) = match gnugo_statuses(gtp, &t.file, v.size) {
            Ok(s) => s,
            Err(e) => {
                println!("  GNU Go: {e}");
                continue;
            }
        };
        let agrees = score == t.expected;
        trusted += agrees as usize;
        let theirs_at = |at: &Point| {
            if dead.contains(at) {
                Status::Dead
            } else if seki.contains(at) {
                Status::Seki
            } else {
                Status::Alive
            }
        };
        if disputed && agrees {
            asked.each_undetermined(&bytes, &v, theirs_at, &t.expected);
        }
        for g in v.groups.iter().filter(|g| g.status != Status::Undetermined) {
            let at = g.stones[0];
            let theirs = theirs_at(&at);
            if theirs != g.status {
                let colour = if g.color == Color::Black { "B" } else { "W" };
                if agrees {
                    against += 1;
                } else {
                    against_untrusted += 1;
                }
                println!(
                    "  {colour} {} ({} stones): judge {} ({:?}), GNU Go {theirs}{}",
                    gtp_name(at, v.size),
                    g.stones.len(),
                    g.status,
                    g.basis,
                    if agrees {
                        ""
                    } else {
                        " (GNU Go's own score is not the expected one)"
                    }
                );
            }
        }
    }
    println!(
        "{} games: {whole} decided whole ({right} with the expected score), {open} of {stones} stones undetermined ({decided} of {chains} chains decided), slowest {slowest} ms",
        all.len()
    );
    if gnugo.is_some() {
        println!(
            "GNU Go's score is the expected one in {trusted} games; decided chains whose status differs from GNU Go's there: {against}; in the other games: {against_untrusted}"
        );
    }
    if disputed {
        asked.print();
    }
}

/// The chains asked about alone (`--disputed`): with the rest agreed
/// (dead and alive), and with only the dead stones named, as players say
/// it at the board (the others are left to the judge).
#[derive(Default)]
struct Asked {
    chains: usize,
    stones: usize,
    agreed: Tally,
    dead_named: Tally,
    /// Dead stones named: verdicts with nothing undetermined and the
    /// expected score.
    counted: usize,
    slowest: u128,
    /// Their budget (`BUDGET=N`), the judge's default without it.
    budget: Option<u64>,
}

/// How the chains asked about came out against GNU Go's statuses.
#[derive(Default)]
struct Tally {
    same: usize,
    undetermined: usize,
    other: usize,
}

impl Tally {
    fn print(&self, what: &str) {
        println!(
            "  {what}: {} with GNU Go's status, {} undetermined, {} with another status",
            self.same, self.undetermined, self.other
        );
    }
}

impl Asked {
    /// Asks about each chain `v` leaves undetermined, the players agreeing
    /// on the others as `theirs` says (a seki left open); `expected`: the
    /// game's score.
    fn each_undetermined(
        &mut self,
        bytes: &[u8],
        v: &Verdict,
        theirs: impl Fn(&Point) -> Status,
        expected: &str,
    ) {
        for g in v.groups.iter().filter(|g| g.status == Status::Undetermined) {
            self.chains += 1;
            self.stones += g.stones.len();
            let want = theirs(&g.stones[0]);
            let name = format!(
                "{} {} ({} stones)",
                if g.color == Color::Black { "B" } else { "W" },
                gtp_name(g.stones[0], v.size),
                g.stones.len()
            );
            for dead_only in [false, true] {
                let mut opts = JudgeOptions::new(GoRules::Japanese);
                opts.ask = vec![g.stones[0]];
                if let Some(budget) = self.budget {
                    opts.budget = budget;
                }
                for other in v.groups.iter().filter(|o| o.stones[0] != g.stones[0]) {
                    match theirs(&other.stones[0]) {
                        Status::Dead => opts.agreed_dead.push(other.stones[0]),
                        Status::Alive if !dead_only => opts.agreed_alive.push(other.stones[0]),
                        _ => {}
                    }
                }
                let start = Instant::now();
                let answer = judge_sgf_with(bytes, None, opts);
                let ms = start.elapsed().as_millis();
                self.slowest = self.slowest.max(ms);
                let (tally, how) = if dead_only {
                    (&mut self.dead_named, "dead named")
                } else {
                    (&mut self.agreed, "rest agreed")
                };
                let a = match answer {
                    Ok(a) => a,
                    Err(e) => {
                        tally.other += 1;
                        println!("  disputed {name}, {how}: {e}");
                        continue;
                    }
                };
                let status = a
                    .groups
                    .iter()
                    .find(|a| a.stones.contains(&g.stones[0]))
                    .map_or(Status::Undetermined, |a| a.status);
                if status == want {
                    tally.same += 1;
                } else if status == Status::Undetermined {
                    tally.undetermined += 1;
                    println!("  disputed {name}, {how}: undetermined in {ms} ms, GNU Go {want}");
                } else {
                    tally.other += 1;
                    println!("  disputed {name}, {how}: judge {status}, GNU Go {want}");
                }
                let whole = a.groups.iter().all(|g| g.status != Status::Undetermined);
                if dead_only && whole && a.result == expected {
                    self.counted += 1;
                }
            }
        }
    }

    fn print(&self) {
        println!(
            "Disputed alone: {} chains asked ({} stones), slowest {} ms",
            self.chains, self.stones, self.slowest
        );
        self.agreed.print("the rest agreed as GNU Go says");
        self.dead_named.print("only GNU Go's dead stones named");
        println!(
            "  only the dead stones named: the whole count decided and as expected in {} of {}",
            self.counted, self.chains
        );
    }
}
