//! `taikai round`, `draw`, `result`, `late`, `warn` and `game-day`: a round from pairing to results.

use clap::{Args, Subcommand};
use std::path::PathBuf;
use taikai_app::catalogue::{RoundRefusal, SettingRefusal, VenueRefusal};
use taikai_app::core::draw::{DrawInputs, DrawOutcome, Face, KouChoice, Parity};
use taikai_app::core::lateness::LatenessPolicy;
use taikai_app::core::results::Colour;
use taikai_app::game_day::{self, ArrivalEntry};
use taikai_app::lineup;
use taikai_app::rounds::{self, BoardView, DrawEntry, PlayerBrief, ReasonView, RoundView};
use taikai_app::store::TournamentFile;
use taikai_app::{players, venue, AppError, PlayerRef};

use crate::player::describe;
use crate::{lang, open, pad, print_json};

#[derive(Args)]
pub struct DrawArgs {
    pub file: PathBuf,
    #[arg(long)]
    pub round: u32,
    #[arg(long)]
    pub board: u32,
    /// Taikai draws, from a fresh random seed kept in the audit.
    #[arg(long)]
    pub random: bool,
    /// Go nigiri as done at the board: who grabbed, how many white stones, the guess
    /// (odd or even), e.g. 12:17:odd.
    #[arg(long, value_name = "GRABBER:COUNT:GUESS")]
    pub nigiri: Option<String>,
    /// Othello 伏せ石 as done at the board: who hid the disc, the colour on top, the
    /// declaration: top or bottom (method 乙, e.g. 7:black:bottom), or black or white
    /// (method 甲, when the event draws by it; then the choice: 7:black:black:white or
    /// 7:black:white:draw-win:black).
    #[arg(long, value_name = "HIDER:TOP:DECLARED")]
    pub hidden_stone: Option<String>,
    /// Method 甲: the choice after a draw that waits for it: black, white, or
    /// draw-win:COLOUR (the colour the other player then took).
    #[arg(long, value_name = "CHOICE")]
    pub kou_choice: Option<String>,
    #[arg(long)]
    pub json: bool,
}

pub fn draw(a: DrawArgs) -> Result<(), AppError> {
    let DrawArgs {
        file,
        round,
        board,
        random,
        nigiri,
        hidden_stone,
        kou_choice: choice,
        json,
    } = a;
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
        _ => return Err(RoundRefusal::DrawHow.into()),
    };
    let view = rounds::draw(&mut tournament, round, board, &entry)?;
    if json {
        print_json(&view);
    } else {
        for step in &view.audit.steps {
            out!("{}", step.text().get(crate::lang()));
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
    Ok(())
}

#[derive(Args)]
pub struct ResultArgs {
    pub file: PathBuf,
    #[arg(long)]
    pub round: u32,
    #[arg(long)]
    pub board: Option<u32>,
    /// The result; leave it out with --accept.
    pub result: Option<String>,
    /// Accept the result players reported from the board (pending until accepted): the
    /// board's, or with no --board every board of the round whose reports agree.
    #[arg(long, conflicts_with_all = ["result", "reason"])]
    pub accept: bool,
    /// Why an entered result is corrected (kept in the history).
    #[arg(long)]
    pub reason: Option<String>,
    /// Who enters the result (default: the user name of this computer).
    #[arg(long)]
    pub by: Option<String>,
}

pub fn result(a: ResultArgs) -> Result<(), AppError> {
    let ResultArgs {
        file,
        round,
        board,
        result,
        reason,
        by,
        accept,
    } = a;
    let by = by
        .or_else(|| std::env::var("USER").ok())
        .unwrap_or_default();
    let mut tournament = open(&file)?;
    if accept {
        match board {
            Some(board) => {
                let b = venue::accept(&mut tournament, round, board, &by)?;
                print_board_day(round, &b);
            }
            None => {
                for board in venue::accept_all(&mut tournament, round, &by)? {
                    let b = rounds::round_view(&tournament, Some(round))?
                        .boards
                        .into_iter()
                        .find(|b| b.board == board);
                    if let Some(b) = b {
                        print_board_day(round, &b);
                    }
                }
            }
        }
        return Ok(());
    }
    let (Some(board), Some(result)) = (board, result) else {
        return Err(VenueRefusal::BadRequest {
            detail: "give --board N and the result (or --accept)".into(),
        }
        .into());
    };
    let b = game_day::record_result(
        &mut tournament,
        round,
        board,
        &result,
        &by,
        reason.as_deref(),
    )?;
    print_board_day(round, &b);
    Ok(())
}

#[derive(Args)]
pub struct LateArgs {
    pub file: PathBuf,
    #[arg(long)]
    pub round: u32,
    /// A number or an exact name.
    pub player: PlayerRef,
    /// Venue time of arrival, e.g. 10:25.
    #[arg(long, value_name = "HH:MM", group = "arrival")]
    pub arrived: Option<String>,
    /// The player never came.
    #[arg(long, group = "arrival")]
    pub absent: bool,
    /// Othello (JOA §12): came at HH:MM and chose to forfeit.
    #[arg(long, value_name = "HH:MM", group = "arrival")]
    pub forfeit: Option<String>,
    /// Remove a mistaken arrival record.
    #[arg(long, group = "arrival")]
    pub clear: bool,
}

pub fn late(a: LateArgs) -> Result<(), AppError> {
    let LateArgs {
        file,
        round,
        player,
        arrived,
        absent,
        forfeit,
        clear,
    } = a;
    let entry = match (arrived, forfeit) {
        (Some(at), _) => ArrivalEntry::Arrived { at },
        (_, Some(at)) => ArrivalEntry::ChoseForfeit { at },
        _ if absent => ArrivalEntry::Absent,
        _ if clear => ArrivalEntry::Clear,
        _ => return Err(RoundRefusal::ArrivalHow.into()),
    };
    let b = game_day::record_arrival(&mut open(&file)?, round, &player, &entry)?;
    print_board_day(round, &b);
    Ok(())
}

#[derive(Args)]
pub struct GameDayArgs {
    pub file: PathBuf,
    /// The time control: abs 60m, byo 40m 3x30s, can 10m 15/5m or fischer 5m +10s.
    #[arg(long, value_name = "CONTROL")]
    pub time: Option<String>,
    /// Minutes of lateness from which a player loses, or "none" (the clock alone decides).
    #[arg(long, value_name = "MINUTES|none")]
    pub late_loss_after: Option<String>,
    #[arg(long)]
    pub json: bool,
}

pub fn game_day(a: GameDayArgs) -> Result<(), AppError> {
    let GameDayArgs {
        file,
        time,
        late_loss_after,
        json,
    } = a;
    let limit = match late_loss_after.as_deref() {
        None => None,
        Some("none") => Some(None),
        Some(m) => Some(Some(m.parse::<u32>().map_err(|_| {
            SettingRefusal::BadValue {
                flag: "late-loss-after".to_string(),
                text: m.to_string(),
                expected: "60, none".to_string(),
            }
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
    Ok(())
}

#[derive(Args)]
pub struct WarnArgs {
    pub file: PathBuf,
    #[arg(long)]
    pub round: u32,
    pub player: PlayerRef,
    /// The article: 17.2, 18.1, 18.2, 18.3, 19 or 21.6.
    #[arg(long)]
    pub article: String,
    #[arg(long, default_value = "")]
    pub note: String,
}

pub fn warn(a: WarnArgs) -> Result<(), AppError> {
    let WarnArgs {
        file,
        round,
        player,
        article,
        note,
    } = a;
    let b = game_day::warn(&mut open(&file)?, round, &player, &article, &note)?;
    print_board_day(round, &b);
    Ok(())
}

#[derive(Subcommand)]
pub(crate) enum RoundCommand {
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

pub(crate) fn run_round(command: RoundCommand) -> Result<(), AppError> {
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

pub(crate) fn describe_lateness(policy: LatenessPolicy) -> String {
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
pub(crate) fn print_board_day(round: u32, b: &BoardView) {
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
        out!(
            "  {}: {} ({})",
            p.colour,
            p.text.get(lang()),
            p.article.get(lang())
        );
    }
}

/// Why two players meet, every part, in the user's language.
fn why(reasons: &[ReasonView]) -> String {
    let lang = lang();
    reasons
        .iter()
        .map(|r| r.text.get(lang))
        .collect::<Vec<_>>()
        .join("; ")
}

pub(crate) fn print_round(view: &RoundView) {
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
            why(&b.reasons)
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

pub(crate) fn who(p: &PlayerBrief) -> String {
    if p.rank.is_empty() {
        p.name.clone()
    } else {
        format!("{} ({})", p.name, p.rank)
    }
}

pub(crate) fn player_id(tournament: &TournamentFile, text: &str) -> Result<i64, AppError> {
    let who: PlayerRef = text.parse().expect("any text names a player");
    Ok(players::find(tournament, &who)?.id)
}

/// `GRABBER:COUNT:GUESS`, e.g. `12:17:odd`.
pub(crate) fn nigiri_entry(tournament: &TournamentFile, spec: &str) -> Result<DrawEntry, AppError> {
    let bad = || {
        AppError::from(RoundRefusal::NigiriSpec {
            spec: spec.to_string(),
        })
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
pub(crate) fn colour_word(word: &str) -> Option<Colour> {
    match word.trim().to_lowercase().as_str() {
        "black" | "b" => Some(Colour::Black),
        "white" | "w" => Some(Colour::White),
        _ => None,
    }
}

pub(crate) fn recorded(inputs: DrawInputs) -> DrawEntry {
    DrawEntry::Recorded { inputs }
}

/// Method 甲's choice: `black`, `white`, or `draw-win` followed by the other's colour.
pub(crate) fn kou_choice(
    spec: &str,
    parts: &[&str],
) -> Result<(KouChoice, Option<Colour>), AppError> {
    let bad = || {
        AppError::from(RoundRefusal::KouChoiceSpec {
            spec: spec.to_string(),
        })
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
pub(crate) fn hidden_stone_entry(
    tournament: &TournamentFile,
    spec: &str,
) -> Result<DrawEntry, AppError> {
    let bad = || {
        AppError::from(RoundRefusal::HiddenStoneSpec {
            spec: spec.to_string(),
        })
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
