//! `taikai`: the tournament from the command line, for scripts and checks. Every command
//! calls the same use case as the window. Errors go to stderr in plain words and the exit
//! code is non-zero.

use clap::{Args, Parser, Subcommand};
use serde::Serialize;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use taikai_app::core::draw::{DrawInputs, DrawOutcome, Face, KouChoice, Parity};
use taikai_app::core::lateness::LatenessPolicy;
use taikai_app::core::results::Colour;
use taikai_app::core::standings::StandingRow;
use taikai_app::core::{
    PairingSystem, Player, PlayerForm, PlayerStatus, Profile, TournamentSettings,
};
use taikai_app::game_day::{self, ArrivalEntry};
use taikai_app::lineup;
use taikai_app::rounds::{self, BoardView, DrawEntry, PlayerBrief, RoundView};
use taikai_app::rules::GoRules;
use taikai_app::session::read;
use taikai_app::store::TournamentFile;
use taikai_app::{arbitration, players, printing, tournament, AppError, PlayerRef};

/// A switch given as `on` or `off`.
#[derive(Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub(crate) enum OnOff {
    On,
    Off,
}

/// Prints a line of the command's output. A reader that went away (`taikai … | head -1`)
/// ends the command quietly: it has all it wanted.
macro_rules! out {
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        if let Err(e) = writeln!(std::io::stdout().lock(), $($arg)*) {
            $crate::closed_output(e);
        }
    }};
}

pub(crate) fn closed_output(e: std::io::Error) -> ! {
    if e.kind() == std::io::ErrorKind::BrokenPipe {
        std::process::exit(0);
    }
    eprintln!("taikai: the output could not be written: {e}");
    std::process::exit(1);
}

mod settings;

#[derive(Parser)]
#[command(
    name = "taikai",
    version = taikai_app::about::version_line(),
    about = "Taikai (大会): run a Go or Othello club tournament"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Create a new tournament file.
    New {
        file: PathBuf,
        #[arg(long)]
        name: String,
        /// go-japanese, go-chinese or othello-joa
        #[arg(long)]
        profile: Profile,
        #[arg(long, default_value_t = 4)]
        rounds: u32,
        /// mcmahon, swiss, round-robin or knockout (default: mcmahon for Go, swiss for Othello)
        #[arg(long)]
        system: Option<PairingSystem>,
        /// YYYY-MM-DD
        #[arg(long, default_value = "")]
        date: String,
        #[arg(long, default_value = "")]
        venue: String,
    },
    /// Create the demo tournament (24 players) at FILE, which must not exist yet.
    Demo { file: PathBuf },
    /// Show the tournament's settings, each with its source (an article of the rules, or
    /// the event's own regulation); with flags, change them.
    Settings(settings::SettingsArgs),
    /// List the tournament's backups (newest first), or make one now with --now.
    Backups {
        file: PathBuf,
        /// Make a backup now.
        #[arg(long)]
        now: bool,
        #[arg(long)]
        json: bool,
    },
    /// Replace the tournament with one of its backups (a name from `taikai backups`, or a
    /// path). What it replaces is backed up first, and the restore is kept in the history.
    Restore { file: PathBuf, backup: String },
    /// Register, list, edit, remove and import players.
    #[command(subcommand)]
    Players(PlayersCommand),
    /// Mark a player as arrived (checked in). PLAYER is a number or an exact name.
    Checkin { file: PathBuf, player: PlayerRef },
    /// Mark a player as withdrawn from the tournament.
    Withdraw { file: PathBuf, player: PlayerRef },
    /// Replay a Go record (SGF) and name the first illegal move, if any.
    Replay {
        game: PathBuf,
        /// japanese (simple ko) or chinese (positional superko)
        #[arg(long)]
        rules: GoRules,
        #[arg(long)]
        json: bool,
    },
    /// Count the final position of a Go record, given the dead stones.
    Count {
        game: PathBuf,
        /// japanese or chinese (default with --tournament: the tournament's).
        #[arg(long)]
        rules: Option<GoRules>,
        #[command(flatten)]
        board: TournamentBoard,
        /// Komi in points (default: the record's KM; else 6.5 Japanese / 7.5 Chinese in an even game, and in a handicap game (HA) none under Japanese rules (seed 001), half the handicap stones given back under Chinese rules (Chinese rules 2002)).
        #[arg(long)]
        komi: Option<f64>,
        /// Dead stones as SGF points, one per dead chain is enough: aa,ab,...
        #[arg(long, default_value = "")]
        dead: String,
        /// Warnings given to black (Chinese rules: each moves one stone to the opponent;
        /// default 0, or those given at the tournament's board).
        #[arg(long)]
        warnings_b: Option<u32>,
        #[arg(long)]
        warnings_w: Option<u32>,
        #[arg(long)]
        json: bool,
    },
    /// Print a document as PDF: cards, pairings, standings, crosstable or draws.
    Print {
        file: PathBuf,
        /// cards, pairings, standings, crosstable or draws
        document: String,
        /// The round (default: the latest paired round).
        #[arg(long)]
        round: Option<u32>,
        /// Where to write the PDF.
        #[arg(short = 'o', long = "output")]
        output: PathBuf,
        /// Result cards: a4, a5 or b5.
        #[arg(long, default_value = "a4")]
        paper: String,
        /// Result cards per page: 1, 2 or 4.
        #[arg(long, default_value_t = 4)]
        per_page: u8,
        /// Replace a PDF that another program made (a tournament file or a file that is not
        /// a PDF is never replaced).
        #[arg(long)]
        force: bool,
    },
    /// Judge the end of a Go record by the Japanese 2011 rules (alive, dead, seki, each with
    /// its proof) and count it.
    Judge {
        game: PathBuf,
        /// japanese or chinese (default with --tournament: the tournament's).
        #[arg(long)]
        rules: Option<GoRules>,
        #[command(flatten)]
        board: TournamentBoard,
        /// Komi in points (default: the record's KM; else 6.5 Japanese / 7.5 Chinese in an even game, and in a handicap game (HA) none under Japanese rules (seed 001), half the handicap stones given back under Chinese rules (Chinese rules 2002)).
        #[arg(long)]
        komi: Option<f64>,
        #[arg(long)]
        json: bool,
        /// Also write the arbitration report for both players as PDF.
        #[arg(long)]
        pdf: Option<PathBuf>,
        /// Positions each chain's verification may search before it is marked
        /// undetermined (default 200000; raise it to settle a deep fight).
        #[arg(long)]
        budget: Option<u64>,
        /// Replace a PDF that another program made with the report.
        #[arg(long)]
        force: bool,
        /// Stones both players agree are dead (one per chain, SGF points: aa,bb):
        /// taken as agreed, not proven; the proof works on the rest.
        #[arg(long, default_value = "")]
        agreed_dead: String,
        /// Stones both players agree are alive (one per chain): held as live stones.
        #[arg(long, default_value = "")]
        agreed_alive: String,
        /// Decide only the chains holding these stones (a disputed group, or a
        /// position set up by hand).
        #[arg(long, default_value = "")]
        ask: String,
    },
    /// Othello records.
    #[command(subcommand)]
    Othello(OthelloCommand),
    /// Pair a round, fix a pair by hand, show a round.
    #[command(subcommand)]
    Round(RoundCommand),
    /// Draw the colours of an even board: by Taikai (--random, the seed is kept) or as done at
    /// the board (--nigiri for Go, --hidden-stone for Othello).
    Draw {
        file: PathBuf,
        #[arg(long)]
        round: u32,
        #[arg(long)]
        board: u32,
        /// Taikai draws, from a fresh random seed kept in the audit.
        #[arg(long)]
        random: bool,
        /// Go nigiri as done at the board: who grabbed, how many white stones, the guess
        /// (odd or even), e.g. 12:17:odd.
        #[arg(long, value_name = "GRABBER:COUNT:GUESS")]
        nigiri: Option<String>,
        /// Othello 伏せ石 as done at the board: who hid the disc, the colour on top, the
        /// declaration: top or bottom (method 乙, e.g. 7:black:bottom), or black or white
        /// (method 甲, when the event draws by it; then the choice: 7:black:black:white or
        /// 7:black:white:draw-win:black).
        #[arg(long, value_name = "HIDER:TOP:DECLARED")]
        hidden_stone: Option<String>,
        /// Method 甲: the choice after a draw that waits for it: black, white, or
        /// draw-win:COLOUR (the colour the other player then took).
        #[arg(long, value_name = "CHOICE")]
        kou_choice: Option<String>,
        #[arg(long)]
        json: bool,
    },
    /// Enter the result counted at a board: B+3.5, W+R, B+T, B+V, W+F, jigo, draw,
    /// both-lose, no-result, or for Othello the disc count 34-30 (black first). Lateness and
    /// warnings are applied on top. A correction needs --reason.
    Result {
        file: PathBuf,
        #[arg(long)]
        round: u32,
        #[arg(long)]
        board: u32,
        result: String,
        /// Why an entered result is corrected (kept in the history).
        #[arg(long)]
        reason: Option<String>,
        /// Who enters the result (default: the user name of this computer).
        #[arg(long)]
        by: Option<String>,
    },
    /// Record when a player came to their board; the profile's lateness policy is applied.
    Late {
        file: PathBuf,
        #[arg(long)]
        round: u32,
        /// A number or an exact name.
        player: PlayerRef,
        /// Venue time of arrival, e.g. 10:25.
        #[arg(long, value_name = "HH:MM", group = "arrival")]
        arrived: Option<String>,
        /// The player never came.
        #[arg(long, group = "arrival")]
        absent: bool,
        /// Othello (JOA §12): came at HH:MM and chose to forfeit.
        #[arg(long, value_name = "HH:MM", group = "arrival")]
        forfeit: Option<String>,
        /// Remove a mistaken arrival record.
        #[arg(long, group = "arrival")]
        clear: bool,
    },
    /// Show or change the time control of the software clocks and the lateness limit.
    GameDay {
        file: PathBuf,
        /// The time control: abs 60m, byo 40m 3x30s, can 10m 15/5m or fischer 5m +10s.
        #[arg(long, value_name = "CONTROL")]
        time: Option<String>,
        /// Minutes of lateness from which a player loses, or "none" (the clock alone decides).
        #[arg(long, value_name = "MINUTES|none")]
        late_loss_after: Option<String>,
        #[arg(long)]
        json: bool,
    },
    /// Give a player a warning under the Chinese rules (§17.2, 18.1, 18.2, 18.3, 19, 21.6):
    /// one warning moves a stone to the opponent's count, two lose the game.
    Warn {
        file: PathBuf,
        #[arg(long)]
        round: u32,
        player: PlayerRef,
        /// The article: 17.2, 18.1, 18.2, 18.3, 19 or 21.6.
        #[arg(long)]
        article: String,
        #[arg(long, default_value = "")]
        note: String,
    },
    /// The standings after the results entered so far.
    Standings {
        file: PathBuf,
        #[arg(long)]
        json: bool,
    },
    /// Show or change the standings' tie-break order, e.g. --set score,sos,sosos,sodos
    /// (criteria: score, wins, sos, sosos, sodos, stone-diff, head-to-head, lot).
    TieBreaks {
        file: PathBuf,
        #[arg(long, value_name = "CRITERIA")]
        set: Option<String>,
    },
    /// The crosstable: every player's game in every round.
    Crosstable {
        file: PathBuf,
        #[arg(long)]
        json: bool,
    },
    /// Show every change made to the tournament, oldest first.
    History {
        file: PathBuf,
        #[arg(long)]
        json: bool,
    },
}

#[derive(Subcommand)]
enum RoundCommand {
    /// Pair the next round (or --round N, again if it has no result yet) with the
    /// checked-in players.
    Pair {
        file: PathBuf,
        #[arg(long)]
        round: Option<u32>,
        /// Pair although the previous round has results missing; the reason is recorded.
        #[arg(long, value_name = "REASON")]
        despite_missing: Option<String>,
        #[arg(long)]
        json: bool,
    },
    /// Keep a player out of a round's pairing (a break, a late arrival); --undo lets them back.
    Exclude {
        file: PathBuf,
        #[arg(long)]
        round: u32,
        player: PlayerRef,
        #[arg(long, default_value = "")]
        reason: String,
        #[arg(long)]
        undo: bool,
    },
    /// Swap two players of a paired round without results: each takes the other's seat and
    /// colour; the rest of the round is paired again.
    Swap {
        file: PathBuf,
        #[arg(long)]
        round: u32,
        player_a: PlayerRef,
        player_b: PlayerRef,
    },
    /// Start a round at its official time (default: now); lateness is measured from it.
    Start {
        file: PathBuf,
        #[arg(long)]
        round: u32,
        #[arg(long, value_name = "HH:MM")]
        at: Option<String>,
    },
    /// Which boards are playing, which results are missing, time deductions, warnings and
    /// penalties.
    Status {
        file: PathBuf,
        #[arg(long)]
        round: u32,
        #[arg(long)]
        json: bool,
    },
    /// Fix two players to meet in a round, PLAYER_A with black. PLAYER is a number or an
    /// exact name. Applied when the round is paired.
    Fix {
        file: PathBuf,
        #[arg(long)]
        round: u32,
        player_a: PlayerRef,
        player_b: PlayerRef,
    },
    /// Show a round's boards and results (the latest round unless --round N).
    Show {
        file: PathBuf,
        #[arg(long)]
        round: Option<u32>,
        #[arg(long)]
        json: bool,
    },
}

#[derive(Subcommand)]
enum OthelloCommand {
    /// Replay a transcript (f5d6c3...) or an SGF with GM[2]; name the first illegal move.
    Replay {
        game: PathBuf,
        #[arg(long)]
        json: bool,
    },
}

#[derive(Subcommand)]
enum PlayersCommand {
    /// Register a player.
    Add {
        file: PathBuf,
        #[command(flatten)]
        details: Details,
    },
    /// Change a player's details; options not given keep their value.
    Edit {
        file: PathBuf,
        player: PlayerRef,
        #[command(flatten)]
        details: OptionalDetails,
    },
    /// Remove a registration made by mistake (the history keeps it).
    Remove { file: PathBuf, player: PlayerRef },
    /// Import players from a CSV file (UTF-8 or Shift_JIS, Japanese or English headers).
    /// Nothing is imported if any row has a problem, unless that row is skipped with --skip.
    Import {
        file: PathBuf,
        csv: PathBuf,
        /// Leave out this CSV line on purpose (repeatable).
        #[arg(long = "skip", value_name = "LINE")]
        skip: Vec<u32>,
        /// Only show what would be imported.
        #[arg(long)]
        preview: bool,
        #[arg(long)]
        json: bool,
    },
    /// List the players.
    List {
        file: PathBuf,
        /// Only players whose name, reading (kana or romaji) or club starts with this.
        #[arg(long, default_value = "")]
        search: String,
        #[arg(long)]
        json: bool,
    },
}

/// A board of a tournament whose record is counted or judged: its rules, komi and warnings.
#[derive(Args)]
struct TournamentBoard {
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

#[derive(Args)]
struct Details {
    #[arg(long)]
    name: String,
    #[arg(long, default_value = "")]
    reading: String,
    /// 5k, 5級, 3d, 3段, 初段, 1p …
    #[arg(long)]
    rank: String,
    #[arg(long, default_value = "")]
    club: String,
    #[arg(long, default_value = "")]
    birth_year: String,
    #[arg(long, default_value = "")]
    notes: String,
    /// Family or group kept apart like a club (`田中家`; several separated by commas).
    #[arg(long, default_value = "")]
    group: String,
}

#[derive(Args)]
struct OptionalDetails {
    #[arg(long)]
    name: Option<String>,
    #[arg(long)]
    reading: Option<String>,
    #[arg(long)]
    rank: Option<String>,
    #[arg(long)]
    club: Option<String>,
    #[arg(long)]
    birth_year: Option<String>,
    #[arg(long)]
    notes: Option<String>,
    /// Family or group kept apart like a club (empty: none).
    #[arg(long)]
    group: Option<String>,
}

/// Exit codes: 0 done, 1 refused (bad input, a file that cannot be used: the message says
/// what to do), 2 usage (clap's own, for a command line it cannot read).
fn main() -> ExitCode {
    let cli = Cli::parse();
    match run(cli.command) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("taikai: {}", e.to_string().trim_end());
            ExitCode::from(1)
        }
    }
}

fn run(command: Command) -> Result<(), AppError> {
    match command {
        Command::New {
            file,
            name,
            profile,
            rounds,
            system,
            date,
            venue,
        } => {
            let settings = TournamentSettings {
                name,
                date,
                venue,
                profile,
                rounds,
                system: system.unwrap_or(profile.default_system()),
            };
            let created = tournament::create(&file, &settings)?;
            out!(
                "created {} ({}, {} rounds)",
                created.path().display(),
                profile,
                rounds
            );
        }
        Command::Demo { file } => {
            let demo = tournament::create_demo(&file, false)?;
            let view = tournament::view(&demo)?;
            out!(
                "created the demo tournament {} with {} players",
                view.path,
                view.counts.total
            );
        }
        Command::Settings(args) => settings::run(args)?,
        Command::Backups { file, now, json } => {
            let tournament = open(&file)?;
            if now {
                let made = taikai_app::backups::make(&tournament)?;
                out!("backed up to {}", made.path);
            }
            let all = taikai_app::backups::list(&tournament);
            if json {
                print_json(&all);
            } else if !now {
                if all.is_empty() {
                    out!("no backups yet (one is made before each round is paired)");
                }
                for b in all {
                    out!(
                        "{}  {}  {}  {} KB",
                        b.name,
                        b.at,
                        b.reason,
                        b.bytes.div_ceil(1024)
                    );
                }
            }
        }
        Command::Restore { file, backup } => {
            let kept = taikai_app::backups::restore_at(&file, &backup)?;
            out!(
                "restored {} from {backup}; the state it replaced is kept as {kept}",
                file.display()
            );
        }
        Command::Players(command) => run_players(command)?,
        Command::Checkin { file, player } => status(&file, &player, PlayerStatus::CheckedIn)?,
        Command::Withdraw { file, player } => status(&file, &player, PlayerStatus::Withdrawn)?,
        Command::Replay { game, rules, json } => {
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
        }
        Command::Count {
            game,
            rules,
            board,
            komi,
            dead,
            warnings_b,
            warnings_w,
            json,
        } => {
            let name = game.display().to_string();
            let sgf = read(&game)?;
            let given = match (warnings_b, warnings_w) {
                (None, None) => None,
                (b, w) => Some([b.unwrap_or(0), w.unwrap_or(0)]),
            };
            let terms = board.terms(&sgf, &name, rules, komi, given)?;
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
        }
        Command::Print {
            file,
            document,
            round,
            output,
            paper,
            per_page,
            force,
        } => {
            let layout = printing::card_layout(&paper, per_page)?;
            let pdf = printing::document(&open(&file)?, &document, round, layout)?;
            write_pdf(&output, &pdf, force)?;
            out!(
                "wrote {} ({} KB)",
                output.display(),
                pdf.len().div_ceil(1024)
            );
        }
        Command::Judge {
            game,
            rules,
            board,
            komi,
            json,
            pdf,
            budget,
            force,
            agreed_dead,
            agreed_alive,
            ask,
        } => {
            let name = game.display().to_string();
            let terms = board.terms(&read(&game)?, &name, rules, komi, None)?;
            let (rules, komi) = (terms.rules, terms.komi);
            let ask = arbitration::JudgeAsk {
                agreed_dead,
                agreed_alive,
                ask,
            };
            if let Some(out) = pdf {
                write_pdf(
                    &out,
                    &printing::judge_report(&read(&game)?, &name, rules, komi, budget, &ask)?,
                    force,
                )?;
                eprintln!("wrote the arbitration report to {}", out.display());
            }
            let verdict =
                arbitration::judge_record_with(&read(&game)?, &name, rules, komi, budget, &ask)?;
            if json {
                print_json(&verdict);
            } else {
                // Chains a longer search may settle (not those left out by
                // --ask or held as the open board beyond a fragment).
                let open = verdict
                    .groups
                    .iter()
                    .filter(|g| g.status == taikai_app::rules::Status::Undetermined)
                    .filter(|g| g.nodes > 0 || g.note.starts_with("not searched"))
                    .count();
                if open > 0 {
                    let spent = budget.unwrap_or(taikai_app::rules::DEFAULT_BUDGET);
                    eprintln!(
                        "{open} chain(s) undetermined within {spent} positions each: run again with \
                         --budget {} to search ten times longer, or decide them from their lines \
                         (counted as seki meanwhile)",
                        spent.saturating_mul(10)
                    );
                }
                for assumption in &verdict.assumptions {
                    println!("assumed: {assumption}");
                }
                for group in &verdict.groups {
                    let stones: Vec<String> = group.stones.iter().map(|p| p.to_sgf()).collect();
                    let proof: Vec<String> = group.proof.iter().map(|m| m.to_string()).collect();
                    out!(
                        "{} {:<12} {}{}",
                        group.color,
                        group.status.as_str(),
                        stones.join(","),
                        if proof.is_empty() {
                            String::new()
                        } else {
                            format!("   proof: {}", proof.join(" "))
                        }
                    );
                    if !group.note.is_empty() {
                        println!("    ({}) {}", basis_word(group.basis), group.note);
                    }
                }
                out!(
                    "black {} · white {} (komi {}) → {}",
                    verdict.score.black,
                    verdict.score.white,
                    verdict.komi,
                    verdict.result
                );
            }
        }
        Command::Othello(OthelloCommand::Replay { game, json }) => {
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
        }
        Command::Round(command) => run_round(command)?,
        Command::Draw {
            file,
            round,
            board,
            random,
            nigiri,
            hidden_stone,
            kou_choice: choice,
            json,
        } => {
            let mut tournament = open(&file)?;
            let entry = match (random, nigiri, hidden_stone, choice) {
                (true, None, None, None) => DrawEntry::Random,
                (false, Some(spec), None, None) => nigiri_entry(&tournament, &spec)?,
                (false, None, Some(spec), None) => hidden_stone_entry(&tournament, &spec)?,
                (false, None, None, Some(spec)) => {
                    let parts: Vec<&str> = spec.split(':').collect();
                    let (choice, other_colour) = kou_choice(&spec, &parts)?;
                    DrawEntry::KouChoice {
                        choice,
                        other_colour,
                    }
                }
                _ => {
                    return Err(AppError::Invalid(
                        "say how the colours are drawn with exactly one of --random, \
                         --nigiri GRABBER:COUNT:GUESS, --hidden-stone HIDER:TOP:DECLARED or \
                         --kou-choice CHOICE"
                            .to_string(),
                    ))
                }
            };
            let view = rounds::draw(&mut tournament, round, board, &entry)?;
            if json {
                print_json(&view);
            } else {
                for step in &view.audit.steps {
                    out!("{step}");
                }
                if let DrawOutcome::AwaitingChoice { chooser } = view.audit.outcome {
                    let name = describe(&tournament.player(chooser)?);
                    out!(
                        "{name} chooses now: taikai draw FILE --round {round} --board {board} \
                         --kou-choice black|white|draw-win:COLOUR"
                    );
                } else {
                    let right = match view.board.draw_win {
                        Some(c) => format!("; draw-win right 引き分け勝ち: {c}"),
                        None => String::new(),
                    };
                    out!(
                        "round {round} board {board}: black {}, white {}{right}",
                        who(&view.board.black),
                        who(&view.board.white)
                    );
                }
            }
        }
        Command::Result {
            file,
            round,
            board,
            result,
            reason,
            by,
        } => {
            let by = by
                .or_else(|| std::env::var("USER").ok())
                .unwrap_or_default();
            let b = game_day::record_result(
                &mut open(&file)?,
                round,
                board,
                &result,
                &by,
                reason.as_deref(),
            )?;
            print_board_day(round, &b);
        }
        Command::Late {
            file,
            round,
            player,
            arrived,
            absent,
            forfeit,
            clear,
        } => {
            let entry = match (arrived, forfeit) {
                (Some(at), _) => ArrivalEntry::Arrived { at },
                (_, Some(at)) => ArrivalEntry::ChoseForfeit { at },
                _ if absent => ArrivalEntry::Absent,
                _ if clear => ArrivalEntry::Clear,
                _ => {
                    return Err(AppError::Invalid(
                        "say how the player came: --arrived HH:MM, --absent, --forfeit HH:MM \
                         (Othello) or --clear"
                            .to_string(),
                    ))
                }
            };
            let b = game_day::record_arrival(&mut open(&file)?, round, &player, &entry)?;
            print_board_day(round, &b);
        }
        Command::GameDay {
            file,
            time,
            late_loss_after,
            json,
        } => {
            let limit = match late_loss_after.as_deref() {
                None => None,
                Some("none") => Some(None),
                Some(m) => Some(Some(m.parse::<u32>().map_err(|_| {
                    AppError::Invalid(format!(
                        "--late-loss-after: \"{m}\" is not a number of minutes; write e.g. 60, or none"
                    ))
                })?)),
            };
            let mut tournament = open(&file)?;
            let settings = if time.is_some() || limit.is_some() {
                game_day::configure(&mut tournament, time.as_deref(), limit)?
            } else {
                game_day::game_day_settings(&tournament)?
            };
            if json {
                print_json(&settings);
            } else {
                out!("time control: {}", settings.time_control.describe());
                out!("lateness: {}", describe_lateness(settings.lateness));
            }
        }
        Command::Warn {
            file,
            round,
            player,
            article,
            note,
        } => {
            let b = game_day::warn(&mut open(&file)?, round, &player, &article, &note)?;
            print_board_day(round, &b);
        }
        Command::TieBreaks { file, set } => {
            let mut tournament = open(&file)?;
            let order = match set {
                Some(list) => {
                    let order = rounds::parse_tie_breaks(&list)?;
                    rounds::set_tie_break_order(&mut tournament, &order)?
                }
                None => rounds::tie_break_order(&tournament)?,
            };
            let names: Vec<&str> = order.iter().map(|t| rounds::tie_break_name(*t)).collect();
            out!("{}", names.join(", "));
        }
        Command::Standings { file, json } => {
            let tournament = open(&file)?;
            let rows = rounds::standings(&tournament)?;
            if json {
                print_json(&rows);
            } else {
                let go = tournament.settings()?.profile.is_go();
                print_standings(&rows, go);
            }
        }
        Command::Crosstable { file, json } => {
            let rows = rounds::crosstable(&open(&file)?)?;
            if json {
                print_json(&rows);
            } else {
                let rounds = rows.first().map_or(0, |r| r.cells.len());
                let heads: Vec<String> = (1..=rounds).map(|n| pad(&format!("R{n}"), 8)).collect();
                out!(
                    "{:>3}  {} {:>4}  {}  {:>5}",
                    "#",
                    pad("name", 16),
                    "rank",
                    heads.join(" "),
                    "score"
                );
                for row in &rows {
                    let s = &row.standing;
                    let cells: Vec<String> = row.cells.iter().map(|c| pad(&c.text, 8)).collect();
                    out!(
                        "{:>3}  {} {:>4}  {}  {:>5}",
                        s.place,
                        pad(&s.name, 16),
                        s.rank.to_string(),
                        cells.join(" "),
                        s.score
                    );
                }
            }
        }
        Command::History { file, json } => {
            let history = open(&file)?.history()?;
            if json {
                print_json(&history);
            } else {
                for h in history {
                    out!("{}  {:<20} {}", h.at, h.action, h.subject);
                }
            }
        }
    }
    Ok(())
}

fn run_players(command: PlayersCommand) -> Result<(), AppError> {
    match command {
        PlayersCommand::Add { file, details: d } => {
            let form = PlayerForm {
                name: d.name,
                reading: d.reading,
                rank: d.rank,
                club: d.club,
                birth_year: d.birth_year,
                notes: d.notes,
                group: d.group,
            };
            let player = players::add(&mut open(&file)?, &form)?;
            out!("registered {}", describe(&player));
        }
        PlayersCommand::Edit {
            file,
            player,
            details: d,
        } => {
            let mut tournament = open(&file)?;
            let old = players::find(&tournament, &player)?;
            let form = PlayerForm {
                name: d.name.unwrap_or(old.name),
                reading: d.reading.unwrap_or(old.reading),
                rank: d.rank.unwrap_or_else(|| old.rank.to_string()),
                club: d.club.unwrap_or(old.club),
                birth_year: d
                    .birth_year
                    .unwrap_or_else(|| old.birth_year.map(|y| y.to_string()).unwrap_or_default()),
                notes: d.notes.unwrap_or(old.notes),
                group: d.group.unwrap_or(old.group),
            };
            let player = players::edit(&mut tournament, old.id, &form)?;
            out!("changed {}", describe(&player));
        }
        PlayersCommand::Remove { file, player } => {
            let mut tournament = open(&file)?;
            let id = players::find(&tournament, &player)?.id;
            let removed = players::remove(&mut tournament, id)?;
            out!("removed {}", describe(&removed));
        }
        PlayersCommand::Import {
            file,
            csv,
            skip,
            preview,
            json,
        } => {
            let bytes = read(&csv)?;
            let mut tournament = open(&file)?;
            if preview {
                let preview = players::preview_import(&tournament, &bytes)?;
                if json {
                    print_json(&preview);
                } else {
                    out!("{} read as {}", csv.display(), preview.encoding);
                    for row in &preview.rows {
                        let verdict = if row.problems.is_empty() {
                            "ok".to_string()
                        } else {
                            row.problems.join("; ")
                        };
                        out!(
                            "line {:>4}  {:<16} {:<4} {}",
                            row.line,
                            row.player.name,
                            row.player.rank,
                            verdict
                        );
                    }
                }
            } else {
                let report = players::import(&mut tournament, &bytes, &skip)?;
                if json {
                    print_json(&report);
                } else {
                    out!(
                        "imported {} players from {}",
                        report.players.len(),
                        csv.display()
                    );
                    if !report.skipped_lines.is_empty() {
                        let lines: Vec<String> =
                            report.skipped_lines.iter().map(u32::to_string).collect();
                        out!("skipped on purpose: line {}", lines.join(", "));
                    }
                }
            }
        }
        PlayersCommand::List { file, search, json } => {
            let view = players::list(&open(&file)?, &search)?;
            if json {
                print_json(&view.players);
            } else {
                for p in &view.players {
                    out!(
                        "{:>4}  {:<12} {:<16} {:>4}  {:<16} {:<10} {}",
                        p.id,
                        p.name,
                        p.reading,
                        p.rank,
                        p.club,
                        p.status,
                        p.group
                    );
                }
                let c = view.counts;
                out!(
                    "{} registered, {} checked in, {} withdrawn ({} in all)",
                    c.registered,
                    c.checked_in,
                    c.withdrawn,
                    c.total
                );
                for u in &view.unreadable {
                    let (shown, fix) = if u.field == "rank" {
                        (
                            "?",
                            format!("taikai players edit FILE {} --rank 3k", u.player),
                        )
                    } else {
                        ("registered", format!("taikai checkin FILE {}", u.player))
                    };
                    eprintln!(
                        "taikai: player {}'s stored {} \"{}\" could not be read (shown as {shown}): \
                         fix it with `{fix}`",
                        u.player, u.field, u.stored
                    );
                }
            }
        }
    }
    Ok(())
}

fn run_round(command: RoundCommand) -> Result<(), AppError> {
    match command {
        RoundCommand::Exclude {
            file,
            round,
            player,
            reason,
            undo,
        } => {
            let mut tournament = open(&file)?;
            let p = if undo {
                lineup::include(&mut tournament, round, &player)?
            } else {
                lineup::exclude(&mut tournament, round, &player, &reason)?
            };
            let paired = tournament.round(round)?.is_some();
            out!(
                "{} {} round {round}{}",
                describe(&p),
                if undo { "plays again in" } else { "sits out" },
                if paired {
                    format!("; round {round} is already paired: pair it again to apply this")
                } else {
                    String::new()
                }
            );
        }
        RoundCommand::Swap {
            file,
            round,
            player_a,
            player_b,
        } => {
            let mut tournament = open(&file)?;
            lineup::swap(&mut tournament, round, &player_a, &player_b)?;
            print_round(&rounds::round_view(&tournament, Some(round))?);
        }
        RoundCommand::Start { file, round, at } => {
            let view = game_day::start_round(&mut open(&file)?, round, at.as_deref())?;
            out!(
                "round {round} started at {}: {} boards",
                view.started_at.as_deref().unwrap_or("?"),
                view.boards.len()
            );
        }
        RoundCommand::Status { file, round, json } => {
            let tournament = open(&file)?;
            if json {
                print_json(&game_day::round_status(&tournament, round)?);
            } else {
                let view = rounds::round_view(&tournament, Some(round))?;
                out!(
                    "round {round} ({}), started {}",
                    view.status.name(),
                    view.started_at.as_deref().unwrap_or("not yet")
                );
                for b in &view.boards {
                    print_board_day(round, b);
                }
            }
        }
        RoundCommand::Pair {
            file,
            round,
            despite_missing,
            json,
        } => {
            let mut tournament = open(&file)?;
            let pairing = rounds::pair_round(&mut tournament, round, despite_missing.as_deref())?;
            if json {
                print_json(&pairing);
            } else {
                out!(
                    "round {} paired: {} boards",
                    pairing.round,
                    pairing.boards.len()
                );
                print_round(&rounds::round_view(&tournament, Some(pairing.round))?);
            }
        }
        RoundCommand::Fix {
            file,
            round,
            player_a,
            player_b,
        } => {
            let mut tournament = open(&file)?;
            let pair = rounds::fix_pair(&mut tournament, round, &player_a, &player_b)?;
            let black = tournament.player(pair.black)?;
            let white = tournament.player(pair.white)?;
            let paired = tournament.round(round)?.is_some();
            out!(
                "round {round}: {} (black) – {} (white) fixed; {}",
                describe(&black),
                describe(&white),
                if paired {
                    format!("round {round} is already paired: pair it again to apply this")
                } else {
                    format!("applied when round {round} is paired")
                }
            );
        }
        RoundCommand::Show { file, round, json } => {
            let view = rounds::round_view(&open(&file)?, round)?;
            if json {
                print_json(&view);
            } else {
                out!(
                    "round {} of {} ({})",
                    view.round,
                    view.rounds,
                    view.status.name()
                );
                print_round(&view);
            }
        }
    }
    Ok(())
}

fn describe_lateness(policy: LatenessPolicy) -> String {
    match policy {
        LatenessPolicy::ChargeDouble { loss_after_min } => {
            format!("charged double, loss from {loss_after_min} min late (Chinese rules §21)")
        }
        LatenessPolicy::ClockRuns {
            loss_after_min: Some(m),
        } => format!("the clock runs from the start time, loss from {m} min late"),
        LatenessPolicy::ClockRuns {
            loss_after_min: None,
        } => "the clock runs from the start time; no lateness limit (JOA rules §11–12)".to_string(),
    }
}

/// One board of the day: the result that stands, and every penalty with its article.
fn print_board_day(round: u32, b: &BoardView) {
    let counted = match (&b.day.counted_text, &b.result_text) {
        (Some(c), Some(r)) if c != r => format!(" (counted {c})"),
        _ => String::new(),
    };
    out!(
        "round {round} board {}: {} (black) – {} (white): {}{counted}",
        b.board,
        who(&b.black),
        who(&b.white),
        b.result.and(b.result_text.as_deref()).unwrap_or("playing")
    );
    for p in &b.day.penalties {
        out!("  {}: {} ({})", p.colour, p.text, p.article);
    }
}

fn print_round(view: &RoundView) {
    out!(
        "{:>5}  {} {}  {:>2} {:>5}  {:<10} why",
        "board",
        pad("black", 24),
        pad("white", 24),
        "hc",
        "komi",
        "result"
    );
    for b in &view.boards {
        out!(
            "{:>5}  {} {}  {:>2} {:>5}  {:<10} {}",
            b.board,
            pad(&who(&b.black), 24),
            pad(&who(&b.white), 24),
            b.handicap,
            b.komi.map(|k| k.to_string()).unwrap_or_default(),
            b.result_text.as_deref().unwrap_or("-"),
            b.why
        );
    }
    if let Some(bye) = &view.bye {
        out!("bye: {}", who(bye));
    }
    for bye in &view.other_byes {
        out!("bye: {}", who(bye));
    }
    if !view.missing_results.is_empty() {
        let boards: Vec<String> = view.missing_results.iter().map(u32::to_string).collect();
        out!(
            "results missing: {} {}",
            if boards.len() == 1 { "board" } else { "boards" },
            boards.join(", ")
        );
    }
}

fn print_standings(rows: &[StandingRow], go: bool) {
    if go {
        out!(
            "{:>5}  {} {:>4}  {} {:>5} {:>5} {:>6} {:>7} {:>6}",
            "place",
            pad("name", 16),
            "rank",
            pad("club", 18),
            "wins",
            "score",
            "sos",
            "sosos",
            "sodos"
        );
    } else {
        out!(
            "{:>5}  {} {:>4}  {} {:>5} {:>10}",
            "place",
            pad("name", 16),
            "rank",
            pad("club", 18),
            "wins",
            "stone diff"
        );
    }
    for r in rows {
        if go {
            out!(
                "{:>5}  {} {:>4}  {} {:>5} {:>5} {:>6} {:>7} {:>6}",
                r.place,
                pad(&r.name, 16),
                r.rank.to_string(),
                pad(&r.club, 18),
                r.wins,
                r.score,
                r.sos,
                r.sosos,
                r.sodos
            );
        } else {
            out!(
                "{:>5}  {} {:>4}  {} {:>5} {:>+10}",
                r.place,
                pad(&r.name, 16),
                r.rank.to_string(),
                pad(&r.club, 18),
                r.wins,
                r.stone_diff
            );
        }
    }
}

fn who(p: &PlayerBrief) -> String {
    if p.rank.is_empty() {
        p.name.clone()
    } else {
        format!("{} ({})", p.name, p.rank)
    }
}

/// Pads to `width` terminal columns, counting kanji and kana as two.
fn pad(text: &str, width: usize) -> String {
    let wide = |c: char| {
        ('\u{1100}'..='\u{115F}').contains(&c)
            || (('\u{2E80}'..='\u{FFEF}').contains(&c) && !('\u{FF61}'..='\u{FF9F}').contains(&c))
    };
    let used: usize = text.chars().map(|c| if wide(c) { 2 } else { 1 }).sum();
    format!("{text}{}", " ".repeat(width.saturating_sub(used)))
}

fn player_id(tournament: &TournamentFile, text: &str) -> Result<i64, AppError> {
    let who: PlayerRef = text.parse().expect("any text names a player");
    Ok(players::find(tournament, &who)?.id)
}

/// `GRABBER:COUNT:GUESS`, e.g. `12:17:odd`.
fn nigiri_entry(tournament: &TournamentFile, spec: &str) -> Result<DrawEntry, AppError> {
    let bad = || {
        AppError::Invalid(format!(
            "--nigiri \"{spec}\" is not GRABBER:COUNT:GUESS: the player who grabbed (number or name), \
             the white stones counted, and the guess odd or even, e.g. --nigiri 12:17:odd"
        ))
    };
    let mut parts = spec.rsplitn(3, ':');
    let (Some(guess), Some(count), Some(grabber)) = (parts.next(), parts.next(), parts.next())
    else {
        return Err(bad());
    };
    let guess = match guess.trim().to_lowercase().as_str() {
        "odd" | "1" => Parity::Odd,
        "even" | "2" => Parity::Even,
        _ => return Err(bad()),
    };
    let stones = count.trim().parse().map_err(|_| bad())?;
    Ok(recorded(DrawInputs::Nigiri {
        grabber: player_id(tournament, grabber)?,
        stones,
        guess,
    }))
}

/// `HIDER:TOP:DECLARED`, e.g. `7:black:bottom`.
fn colour_word(word: &str) -> Option<Colour> {
    match word.trim().to_lowercase().as_str() {
        "black" | "b" => Some(Colour::Black),
        "white" | "w" => Some(Colour::White),
        _ => None,
    }
}

fn recorded(inputs: DrawInputs) -> DrawEntry {
    DrawEntry::Recorded { inputs }
}

/// Method 甲's choice: `black`, `white`, or `draw-win` followed by the other's colour.
fn kou_choice(spec: &str, parts: &[&str]) -> Result<(KouChoice, Option<Colour>), AppError> {
    let bad = || {
        AppError::Invalid(format!(
            "\"{spec}\": the choice is black, white, or draw-win:COLOUR (the draw-win right, and \
             the colour the other player then took), e.g. draw-win:white"
        ))
    };
    let choice = match parts.first().map(|p| p.trim().to_lowercase()).as_deref() {
        Some("black" | "b") => KouChoice::Black,
        Some("white" | "w") => KouChoice::White,
        Some("draw-win" | "引き分け勝ち") => KouChoice::DrawWinRight,
        _ => return Err(bad()),
    };
    let other = match parts.get(1) {
        Some(word) => Some(colour_word(word).ok_or_else(bad)?),
        None => None,
    };
    Ok((choice, other))
}

/// `HIDER:TOP:top|bottom` (method 乙) or `HIDER:TOP:black|white[:CHOICE[:COLOUR]]` (甲).
fn hidden_stone_entry(tournament: &TournamentFile, spec: &str) -> Result<DrawEntry, AppError> {
    let bad = || {
        AppError::Invalid(format!(
            "--hidden-stone \"{spec}\" is not HIDER:TOP:DECLARED: the player who hid the disc (number or name), \
             the colour on top (black or white), and the declaration: top or bottom (method 乙, e.g. 7:black:bottom), \
             or black or white (method 甲, then the choice, e.g. 7:black:white:draw-win:black)"
        ))
    };
    let parts: Vec<&str> = spec.split(':').collect();
    let [hider, top, declared, rest @ ..] = parts.as_slice() else {
        return Err(bad());
    };
    let hider = player_id(tournament, hider)?;
    let top = colour_word(top).ok_or_else(bad)?;
    match declared.trim().to_lowercase().as_str() {
        "top" | "bottom" if rest.is_empty() => Ok(recorded(DrawInputs::HiddenStoneOtsu {
            hider,
            top,
            declared: if declared.trim().eq_ignore_ascii_case("top") {
                Face::Top
            } else {
                Face::Bottom
            },
        })),
        word => {
            let declared = colour_word(word).ok_or_else(bad)?;
            let (choice, other_colour) = if rest.is_empty() {
                (None, None)
            } else {
                let (c, o) = kou_choice(spec, rest)?;
                (Some(c), o)
            };
            Ok(recorded(DrawInputs::HiddenStoneKou {
                hider,
                top,
                declared,
                choice,
                other_colour,
            }))
        }
    }
}

/// Writes a PDF, never over a tournament or a file that is not a PDF
/// (`taikai_store::output`).
fn write_pdf(path: &Path, bytes: &[u8], force: bool) -> Result<(), AppError> {
    Ok(taikai_app::store::output::write_pdf(path, bytes, force)?)
}

pub(crate) fn open(file: &Path) -> Result<TournamentFile, AppError> {
    tournament::open(file)
}

fn status(file: &Path, who: &PlayerRef, status: PlayerStatus) -> Result<(), AppError> {
    let mut tournament = open(file)?;
    let id = players::find(&tournament, who)?.id;
    let player = players::set_status(&mut tournament, id, status)?;
    out!("{}: {}", describe(&player), player.status);
    Ok(())
}

fn describe(p: &Player) -> String {
    let group = if p.group.is_empty() {
        String::new()
    } else {
        format!(", group {}", p.group)
    };
    format!("player {} {} ({}{group})", p.id, p.name, p.rank)
}

/// What a status rests on, in one word for the plain-text verdict.
fn basis_word(basis: taikai_app::rules::Basis) -> &'static str {
    use taikai_app::rules::Basis;
    match basis {
        Basis::Proven => "proven",
        Basis::Static => "static",
        Basis::Agreed => "agreed",
        Basis::Assumed => "assumed",
        Basis::None => "no proof",
    }
}

pub(crate) fn print_json<T: Serialize>(value: &T) {
    out!(
        "{}",
        serde_json::to_string_pretty(value).expect("views serialise")
    );
}
