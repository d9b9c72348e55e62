//! `taikai replay`, `count`, `judge` and `othello`: the arbiter's tools on game records.

use crate::{lang, open, print_json};
use clap::{Args, Subcommand};
use std::path::PathBuf;
use taikai_app::catalogue::judge as judge_words;
use taikai_app::files::read;
use taikai_app::rules::GoRules;
use taikai_app::{arbitration, printing, AppError};

#[derive(Args)]
pub struct ReplayArgs {
    pub game: PathBuf,
    /// japanese (simple ko) or chinese (positional superko)
    #[arg(long)]
    pub rules: GoRules,
    #[arg(long)]
    pub json: bool,
}

pub fn replay(a: ReplayArgs) -> Result<(), AppError> {
    let ReplayArgs { game, rules, json } = a;
    let report = arbitration::replay_go(&read(&game)?, rules, &game.display().to_string())?;
    if json {
        print_json(&report);
    } else {
        match &report.illegal {
            None => out!(
                "all {} moves are legal ({}×{})",
                report.moves,
                report.size,
                report.size
            ),
            Some(bad) => out!("{bad}"),
        }
        out!(
            "captures: black {}, white {}",
            report.captures.black,
            report.captures.white
        );
    }
    Ok(())
}

/// A game record and the terms it is counted by: given by hand, read from the record, or
/// taken from the tournament's board.
#[derive(Args)]
pub struct Record {
    pub game: PathBuf,
    /// japanese or chinese (default with --tournament: the tournament's).
    #[arg(long)]
    pub rules: Option<GoRules>,
    #[command(flatten)]
    pub board: TournamentBoard,
    /// Komi in points (default: the record's KM; else 6.5 Japanese / 7.5 Chinese in an even game, and in a handicap game (HA) none under Japanese rules (seed 001), half the handicap stones given back under Chinese rules (Chinese rules 2002)).
    #[arg(long)]
    pub komi: Option<f64>,
}

impl Record {
    /// The record's bytes, its name, and its terms (`warnings` given by hand, if any).
    fn read(
        &self,
        warnings: Option<[u32; 2]>,
    ) -> Result<(Vec<u8>, String, arbitration::Terms), AppError> {
        let name = self.game.display().to_string();
        let sgf = read(&self.game)?;
        let terms = self
            .board
            .terms(&sgf, &name, self.rules, self.komi, warnings)?;
        Ok((sgf, name, terms))
    }
}

#[derive(Args)]
pub struct CountArgs {
    #[command(flatten)]
    pub record: Record,
    /// Dead stones as SGF points, one per dead chain is enough: aa,ab,...
    #[arg(long, default_value = "")]
    pub dead: String,
    /// Warnings given to black (Chinese rules: each moves one stone to the opponent;
    /// default 0, or those given at the tournament's board).
    #[arg(long)]
    pub warnings_b: Option<u32>,
    #[arg(long)]
    pub warnings_w: Option<u32>,
    #[arg(long)]
    pub json: bool,
}

pub fn count(a: CountArgs) -> Result<(), AppError> {
    let CountArgs {
        record,
        dead,
        warnings_b,
        warnings_w,
        json,
    } = a;
    let given = match (warnings_b, warnings_w) {
        (None, None) => None,
        (b, w) => Some([b.unwrap_or(0), w.unwrap_or(0)]),
    };
    let (sgf, name, terms) = record.read(given)?;
    let [warnings_b, warnings_w] = terms.warnings;
    let report =
        arbitration::count_go(&sgf, &name, terms.rules, terms.komi, &dead, terms.warnings)?;
    if json {
        print_json(&report);
    } else {
        out!(
            "black {} · white {} · komi {} → {}",
            report.score.black,
            report.score.white,
            report.komi,
            report.result
        );
        let losers: Vec<&str> = [("black", warnings_b), ("white", warnings_w)]
            .iter()
            .filter(|(_, w)| *w >= 2)
            .map(|(who, _)| *who)
            .collect();
        if !losers.is_empty() {
            out!(
                "Chinese rules §22.2: two warnings lose the game ({}); the count alone \
                 would be {}",
                losers.join(" and "),
                taikai_app::rules::count::result_string(report.margin)
            );
        }
    }
    Ok(())
}

#[derive(Args)]
pub struct JudgeArgs {
    #[command(flatten)]
    pub record: Record,
    #[arg(long)]
    pub json: bool,
    /// Also write the arbitration report for both players as PDF.
    #[arg(long)]
    pub pdf: Option<PathBuf>,
    /// Positions each chain's verification may search before it is marked
    /// undetermined (default 200000; raise it to settle a deep fight).
    #[arg(long)]
    pub budget: Option<u64>,
    /// Replace a PDF that another program made with the report.
    #[arg(long)]
    pub force: bool,
    /// Stones both players agree are dead (one per chain, SGF points: aa,bb):
    /// taken as agreed, not proven; they stay on the board the rest is
    /// verified on (§7 verifies a chain on the board as it stands).
    #[arg(long, default_value = "")]
    pub agreed_dead: String,
    /// Stones both players agree are alive (one per chain): taken as agreed,
    /// not proven; the rest is verified with them open to attack, as on the
    /// board.
    #[arg(long, default_value = "")]
    pub agreed_alive: String,
    /// The chains in dispute (one stone each): decided first, with the
    /// verdict's time; the other chains then get what is left (a finished
    /// game's count needs them), and stay "not asked" if none is.
    #[arg(long, default_value = "")]
    pub ask: String,
}

pub fn judge(a: JudgeArgs) -> Result<(), AppError> {
    let JudgeArgs {
        record,
        json,
        pdf,
        budget,
        force,
        agreed_dead,
        agreed_alive,
        ask,
    } = a;
    let (sgf, name, terms) = record.read(None)?;
    let (rules, komi) = (terms.rules, terms.komi);
    let game = &record.game;
    let ask = arbitration::JudgeAsk {
        agreed_dead,
        agreed_alive,
        ask,
    };
    if let Some(b) = budget.filter(|&b| b > taikai_app::rules::DEFAULT_BUDGET) {
        eprintln!("{}", judge_words::searching_longer(b).get(lang()));
    }
    if let Some(out) = pdf {
        let of = printing::ReportOf::Record(game);
        printing::save_judge_report(of, rules, komi, budget, &ask, &out, force)?;
        eprintln!("wrote the arbitration report to {}", out.display());
    }
    // Interrupting the command (Ctrl-C) is the command line's stop.
    let stop = taikai_app::rules::Stop::default();
    let verdict = arbitration::judge_record_with(&sgf, &name, rules, komi, budget, &ask, &stop)?;
    if json {
        print_json(&verdict);
    } else {
        // Chains a longer search may settle (not those left out by
        // --ask or held as the open board beyond a fragment).
        let open = verdict
            .groups
            .iter()
            .filter(|g| g.note.search_longer())
            .count();
        if open > 0 {
            let spent = budget.unwrap_or(taikai_app::rules::DEFAULT_BUDGET);
            eprintln!("{}", judge_words::search_longer(open, spent).get(lang()));
        }
        for assumption in &verdict.assumptions {
            out!("{}", judge_words::assumed_line(assumption).get(lang()));
        }
        for group in &verdict.groups {
            let stones: Vec<String> = group.stones.iter().map(|p| p.to_sgf()).collect();
            let proof: Vec<String> = group.proof.iter().map(|m| m.to_string()).collect();
            let status = judge_words::chain_status(group.status, group.note.held_open());
            let status = status.get(lang());
            // Kana and kanji take two columns.
            let width: usize = status
                .chars()
                .map(|c| if c.is_ascii() { 1 } else { 2 })
                .sum();
            out!(
                "{} {status}{} {}{}",
                group.color,
                " ".repeat(12usize.saturating_sub(width)),
                stones.join(","),
                if proof.is_empty() {
                    String::new()
                } else {
                    format!(
                        "   {}: {}",
                        judge_words::proof_label().get(lang()),
                        proof.join(" ")
                    )
                }
            );
            let note = judge_words::note(&group.note);
            let basis = judge_words::basis(group.basis);
            out!("    ({}) {}", basis.get(lang()), note.get(lang()));
        }
        let score = &verdict.score;
        let line = if verdict.counted {
            judge_words::score_line(score.black, score.white, verdict.komi, &verdict.result)
        } else {
            judge_words::not_counted()
        };
        out!("{}", line.get(lang()));
    }
    Ok(())
}

#[derive(Subcommand)]
pub(crate) enum OthelloCommand {
    /// Replay a transcript (f5d6c3...) or an SGF with GM[2]; name the first illegal move.
    Replay {
        game: PathBuf,
        #[arg(long)]
        json: bool,
    },
}

/// A board of a tournament whose record is counted or judged: its rules, komi and warnings.
#[derive(Args)]
pub(crate) struct TournamentBoard {
    /// The tournament file the game was played in (with --round and --board).
    #[arg(long, requires_all = ["round", "board"])]
    tournament: Option<PathBuf>,
    #[arg(long, requires = "tournament")]
    round: Option<u32>,
    #[arg(long, requires = "tournament")]
    board: Option<u32>,
}

impl TournamentBoard {
    fn terms(
        &self,
        sgf: &[u8],
        name: &str,
        rules: Option<GoRules>,
        komi: Option<f64>,
        warnings: Option<[u32; 2]>,
    ) -> Result<arbitration::Terms, AppError> {
        let file = self.tournament.as_deref().map(open).transpose()?;
        let board = file
            .as_ref()
            .zip(self.round.zip(self.board))
            .map(|(f, (r, b))| (f, r, b));
        arbitration::terms(sgf, name, rules, komi, warnings, board)
    }
}

pub fn othello(command: OthelloCommand) -> Result<(), AppError> {
    let OthelloCommand::Replay { game, json } = command;
    let report = arbitration::replay_othello(&read(&game)?, &game.display().to_string())?;
    if json {
        print_json(&report);
    } else {
        if let Some(bad) = &report.illegal {
            out!(
                "move {} ({:?} {}) is illegal",
                bad.number,
                bad.color,
                bad.point
            );
        }
        out!(
            "{} moves · discs {}-{} · final {}-{}",
            report.moves,
            report.discs.black,
            report.discs.white,
            report.final_count.black,
            report.final_count.white
        );
    }
    Ok(())
}
