//! The arbiter's tools on a game record: replay to the first illegal move, count the final
//! position, replay an Othello transcript. The rules engine does the work; this module
//! turns its refusals into messages for the person at the board.

use crate::error::{AppError, Result};
use serde::{Deserialize, Serialize};
use std::sync::Mutex;
use taikai_catalogue::{judge, IllegalWhy, RecordRefusal, SetupProblem, Text};
use taikai_core::profile::Counting;
use taikai_rules::{
    Board, Color, CountError, CountReport, CountSgfError, GoRecord, GoRules, JudgeOptions,
    OthelloError, OthelloReport, PerColor, Point, PointError, ProofMove, ReplayReport, SetupError,
    SgfError, Stop, Verdict,
};
use ts_rs::TS;

/// The rules engine's errors, as the catalogue says them; `name` is the record (or the
/// list, or the position) they are about.
pub(crate) fn invalid(name: &str, e: impl Refuse) -> AppError {
    e.refusal(name).into()
}

pub(crate) trait Refuse {
    fn refusal(self, name: &str) -> RecordRefusal;
}

impl Refuse for SgfError {
    fn refusal(self, name: &str) -> RecordRefusal {
        let name = name.to_string();
        match self {
            SgfError::Syntax {
                offset,
                expected,
                found,
            } => RecordRefusal::Syntax {
                name,
                offset,
                expected,
                found,
            },
            SgfError::BadValue {
                offset,
                property,
                value,
                expected,
            } => RecordRefusal::BadValue {
                name,
                offset,
                property,
                value,
                expected,
            },
            SgfError::BadMove {
                number,
                offset,
                value,
                ..
            } => RecordRefusal::BadMove {
                name,
                number,
                offset,
                value,
            },
            SgfError::WrongGame {
                offset,
                found,
                expected,
            } => RecordRefusal::WrongGame {
                name,
                offset,
                found,
                want_go: expected.contains("GM[1]") || expected.contains("Go"),
            },
            SgfError::FileTooLarge { bytes } => RecordRefusal::TooLarge { name, bytes },
            SgfError::TooManyNodes { offset } => RecordRefusal::TooManyNodes { name, offset },
            SgfError::TooManyMoves { offset } => RecordRefusal::TooManyMoves { name, offset },
            SgfError::TooDeep { offset } => RecordRefusal::TooDeep { name, offset },
            SgfError::BadKomi {
                offset,
                value,
                limit,
            } => RecordRefusal::BadKomi {
                name,
                offset,
                value,
                limit,
            },
            SgfError::BadSetup { offset, error } => RecordRefusal::BadSetup {
                name,
                offset,
                problem: setup_problem(error),
            },
        }
    }
}

fn setup_problem(e: SetupError) -> SetupProblem {
    match e {
        SetupError::BadSize { .. } => SetupProblem::BadSize,
        SetupError::BadPoint { text, .. } => SetupProblem::BadPoint { text },
        SetupError::BothColours { human, .. } => SetupProblem::BothColours { point: human },
        SetupError::NoLiberties { human, .. } => SetupProblem::NoLiberties { point: human },
    }
}

impl Refuse for SetupError {
    fn refusal(self, _: &str) -> RecordRefusal {
        let size = match &self {
            SetupError::BadSize { size } => u32::from(*size),
            _ => 0,
        };
        RecordRefusal::Position {
            problem: setup_problem(self),
            size,
        }
    }
}

impl Refuse for PointError {
    fn refusal(self, what: &str) -> RecordRefusal {
        RecordRefusal::BadPoint {
            what: what.to_string(),
            text: self.text,
            size: u32::from(self.size),
        }
    }
}

impl Refuse for CountError {
    fn refusal(self, _: &str) -> RecordRefusal {
        let at = |p: Point| p.to_sgf();
        match self {
            CountError::DeadOnEmpty(p) => RecordRefusal::DeadOnEmpty { point: at(p) },
            CountError::OffBoard(p) => RecordRefusal::OffBoard { point: at(p) },
            CountError::WarningsUnderJapanese => RecordRefusal::WarningsUnderJapanese,
            CountError::BadKomi(k) => RecordRefusal::KomiNotANumber {
                komi: k.to_string(),
            },
            CountError::KomiBeyondBoard { komi, limit } => RecordRefusal::KomiBeyondBoard {
                komi: komi.to_string(),
                limit,
            },
            CountError::NoStone(p) => RecordRefusal::NoStone { point: at(p) },
            CountError::AgreedBoth(p) => RecordRefusal::AgreedBoth { point: at(p) },
        }
    }
}

impl Refuse for taikai_rules::replay::IllegalMove {
    fn refusal(self, name: &str) -> RecordRefusal {
        use taikai_rules::IllegalReason as R;
        RecordRefusal::Illegal {
            name: name.to_string(),
            number: self.number,
            black: self.color == Color::Black,
            point: self.point.map_or_else(|| "pass".to_string(), Point::to_sgf),
            why: match self.reason {
                R::Occupied => IllegalWhy::Occupied,
                R::Suicide => IllegalWhy::Suicide,
                R::Ko => IllegalWhy::Ko,
                R::Superko => IllegalWhy::Superko,
                R::WrongTurn => IllegalWhy::WrongTurn,
                R::FirstMove => IllegalWhy::FirstMove,
            },
        }
    }
}

impl Refuse for CountSgfError {
    fn refusal(self, name: &str) -> RecordRefusal {
        match self {
            CountSgfError::Sgf(e) => e.refusal(name),
            CountSgfError::Illegal(m) => m.refusal(name),
            CountSgfError::Point(e) => e.refusal("--dead"),
            CountSgfError::Count(e) => e.refusal(name),
        }
    }
}

impl Refuse for OthelloError {
    fn refusal(self, name: &str) -> RecordRefusal {
        let name = name.to_string();
        match self {
            OthelloError::BadTranscript { offset, found } => RecordRefusal::OthelloTranscript {
                name,
                offset,
                found,
            },
            OthelloError::Sgf(e) => e.refusal(&name),
            OthelloError::BadMove { number, value } => RecordRefusal::OthelloMove {
                name,
                number,
                value,
            },
            OthelloError::TooManyMoves { offset } => {
                RecordRefusal::OthelloTooManyMoves { name, offset }
            }
        }
    }
}

/// Rules as typed: `japanese` or `chinese`.
pub fn rules(text: &str) -> Result<GoRules> {
    text.parse().map_err(|_| {
        RecordRefusal::UnknownRules {
            text: text.to_string(),
        }
        .into()
    })
}

pub fn replay_go(sgf: &[u8], rules: GoRules, name: &str) -> Result<ReplayReport> {
    taikai_rules::replay_sgf(sgf, rules).map_err(|e| invalid(name, e))
}

/// Counts the end of the main line. `dead` is a comma list of SGF points (one stone of each
/// dead chain is enough); `warnings` is `[black, white]`, Chinese rules only.
pub fn count_go(
    sgf: &[u8],
    name: &str,
    rules: GoRules,
    komi: Option<f64>,
    dead: &str,
    warnings: [u32; 2],
) -> Result<CountReport> {
    let size = taikai_rules::sgf_board_size(sgf).map_err(|e| invalid(name, e))?;
    let dead = taikai_rules::parse_point_list(dead, size).map_err(|e| invalid("--dead", e))?;
    taikai_rules::count_sgf(sgf, rules, komi, &dead, warnings).map_err(|e| invalid(name, e))
}

/// What a count or a verdict plays by: the rules, the komi (`None`: the record's, else the
/// profile's for its handicap) and the warnings `[black, white]` (Chinese rules).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Terms {
    pub rules: GoRules,
    pub komi: Option<f64>,
    pub warnings: [u32; 2],
}

/// The terms of a record, as given (`rules`, `komi`, `warnings`), or taken from a board of
/// the tournament (`board`: the file, round and board): its profile's rules, the board's
/// komi and the warnings given there. A value given by hand wins over the board's; a record
/// whose handicap is not the board's is refused (it is another game's record).
pub fn terms(
    sgf: &[u8],
    name: &str,
    rules: Option<GoRules>,
    komi: Option<f64>,
    warnings: Option<[u32; 2]>,
    board: Option<(&taikai_store::TournamentFile, u32, u32)>,
) -> Result<Terms> {
    let Some((file, round, number)) = board else {
        return Ok(Terms {
            rules: rules.ok_or(RecordRefusal::NoRules)?,
            komi,
            warnings: warnings.unwrap_or([0, 0]),
        });
    };
    let profile = file.settings()?.profile;
    let board_rules = match profile.rules().counting {
        Counting::Territory => GoRules::Japanese,
        Counting::Area => GoRules::Chinese,
        Counting::Discs => {
            return Err(RecordRefusal::OthelloTournament {
                path: file.path().display().to_string(),
            }
            .into())
        }
    };
    if rules.is_some_and(|r| r != board_rules) {
        return Err(RecordRefusal::RulesMismatch {
            profile: profile.to_string(),
        }
        .into());
    }
    let b = crate::game_day::board_view_of(file, round, number)?;
    let record = taikai_rules::sgf::parse_go(sgf).map_err(|e| invalid(name, e))?;
    // 定先 (1 stone) is an even board without komi: no stones placed.
    let board_stones = if b.handicap >= 2 { b.handicap } else { 0 };
    if record.handicap != u32::from(board_stones) {
        return Err(RecordRefusal::HandicapMismatch {
            name: name.to_string(),
            record: record.handicap,
            round,
            board: number,
            stones: u32::from(board_stones),
        }
        .into());
    }
    Ok(Terms {
        rules: board_rules,
        komi: komi.or(b.komi),
        warnings: warnings.unwrap_or([b.day.warnings_black, b.day.warnings_white]),
    })
}

pub fn replay_othello(record: &[u8], name: &str) -> Result<OthelloReport> {
    taikai_rules::othello_replay_bytes(record).map_err(|e| invalid(name, e))
}

/// The arbiter's verdict as the window shows it: the position, each chain's status with
/// its proof, territory and the count. Points are SGF coordinates (`aa` = top-left).
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[ts(export)]
pub struct JudgeView {
    /// `japanese` or `chinese`.
    pub rules: String,
    pub size: u8,
    pub komi: f64,
    pub black: Vec<String>,
    pub white: Vec<String>,
    pub groups: Vec<ChainView>,
    pub territory: ByColor<Vec<String>>,
    pub prisoners: ByColor<u32>,
    pub score: ByColor<f64>,
    /// `B+0.5`, `W+3.25`, `jigo`; Chinese margins are in stones. Empty when not counted.
    pub result: String,
    /// False for a position set up by hand: no count, no result (the statuses are the
    /// verdict); `not_counted` says why in both languages.
    pub counted: bool,
    pub not_counted: Text,
    /// What the verdict assumed about a position set up by hand, in both languages.
    pub assumptions: Vec<Text>,
    /// Positions each chain's verification could search: "search longer"
    /// asks again with more.
    #[ts(type = "number")]
    pub budget: u64,
}

#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[ts(export)]
pub struct ChainView {
    /// `B` or `W`.
    pub color: String,
    pub stones: Vec<String>,
    /// `alive`, `dead`, `seki` or `undetermined`.
    pub status: String,
    /// What the status rests on: `proven` (a verification line), `static` (a safety
    /// argument), `agreed` (both players), `assumed` (a fragment's open side), `none`.
    pub basis: String,
    /// The argument, or why there is none, in both languages.
    pub note: Text,
    /// The status rests on an end-of-game assumption (Benson's test relaxed for a big eye
    /// or a closed territory, or loose links held as connected), named in the note.
    pub assumes: bool,
    /// Undetermined where a longer search may settle it: not a chain left out by the
    /// arbiter's question or held as the open board beyond a corner set up by hand.
    pub search_longer: bool,
    /// Reaches the open board beyond a position set up by hand, held as connected to the
    /// rest of the board (its own status not asked): drawn unmarked, as the live stones it
    /// is held for.
    pub held_open: bool,
    /// True only for dead stones taken off at counting.
    pub removed: bool,
    /// The verification line, owner first: `B ba`, `W pass` …; empty when proven statically.
    pub proof: Vec<String>,
    /// The position after each move of the proof, so the arbiter can step through it.
    pub steps: Vec<StepView>,
}

/// The board after one move of a proof line.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[ts(export)]
pub struct StepView {
    #[serde(rename = "move")]
    pub played: String,
    pub black: Vec<String>,
    pub white: Vec<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[ts(export)]
pub struct ByColor<T> {
    #[serde(rename = "B")]
    pub black: T,
    #[serde(rename = "W")]
    pub white: T,
}

/// What the arbiter marked on the board: stones both players agree are dead or alive
/// (taken as agreed, not proven), and the stones in dispute (only their chains are
/// decided). SGF points; one stone per chain is enough.
#[derive(Debug, Clone, Default, PartialEq, Deserialize, TS)]
#[ts(export)]
pub struct JudgeMarks {
    pub agreed_dead: Vec<String>,
    pub agreed_alive: Vec<String>,
    pub ask: Vec<String>,
}

impl JudgeMarks {
    /// As the command line gives them.
    pub fn to_ask(&self) -> JudgeAsk {
        JudgeAsk {
            agreed_dead: self.agreed_dead.join(","),
            agreed_alive: self.agreed_alive.join(","),
            ask: self.ask.join(","),
        }
    }
}

/// A position set up by hand on the arbitration screen.
#[derive(Debug, Clone, PartialEq, Deserialize, TS)]
#[ts(export)]
pub struct PositionInput {
    pub size: u8,
    pub black: Vec<String>,
    pub white: Vec<String>,
}

/// A position set up by hand as an SGF record (setup stones only), for the report.
pub fn position_sgf(position: &PositionInput) -> String {
    let list = |stones: &[String]| -> String { stones.iter().map(|p| format!("[{p}]")).collect() };
    let mut sgf = format!("(;GM[1]FF[4]CA[UTF-8]SZ[{}]", position.size);
    if !position.black.is_empty() {
        sgf.push_str(&format!("AB{}", list(&position.black)));
    }
    if !position.white.is_empty() {
        sgf.push_str(&format!("AW{}", list(&position.white)));
    }
    sgf.push(')');
    sgf
}

fn points(list: &[Point]) -> Vec<String> {
    list.iter().map(|p| p.to_sgf()).collect()
}

fn by_color<T, U>(pair: &PerColor<T>, f: impl Fn(&T) -> U) -> ByColor<U> {
    ByColor {
        black: f(&pair.black),
        white: f(&pair.white),
    }
}

fn stones(board: &Board, color: Color) -> Vec<String> {
    board
        .points()
        .filter(|&p| board.get(p) == Some(color))
        .map(|p| p.to_sgf())
        .collect()
}

/// Plays a proof line on a copy of the board, keeping the position after each move.
fn steps(board: &Board, proof: &[ProofMove]) -> Vec<StepView> {
    let mut board = board.clone();
    proof
        .iter()
        .map(|m| {
            match m.point {
                // The verifier only plays legal moves; a refusal here would leave the board as it was.
                Some(p) => drop(board.play(m.color, p)),
                None => board.pass(m.color),
            }
            StepView {
                played: m.to_string(),
                black: stones(&board, Color::Black),
                white: stones(&board, Color::White),
            }
        })
        .collect()
}

fn view(board: &Board, verdict: &Verdict, budget: u64) -> JudgeView {
    JudgeView {
        rules: verdict.rules.to_string(),
        size: verdict.size,
        komi: verdict.komi,
        black: stones(board, Color::Black),
        white: stones(board, Color::White),
        groups: verdict
            .groups
            .iter()
            .map(|g| ChainView {
                color: g.color.to_string(),
                stones: points(&g.stones),
                status: g.status.as_str().to_string(),
                basis: serde_json::to_value(g.basis)
                    .ok()
                    .and_then(|v| v.as_str().map(str::to_string))
                    .unwrap_or_default(),
                note: judge::note(&g.note),
                assumes: g.note.assumes(),
                search_longer: g.note.search_longer(),
                held_open: g.note.held_open(),
                removed: g.removed,
                proof: g.proof.iter().map(|m| m.to_string()).collect(),
                steps: steps(board, &g.proof),
            })
            .collect(),
        territory: by_color(&verdict.territory, |ps| points(ps)),
        prisoners: by_color(&verdict.prisoners, |n| *n),
        score: by_color(&verdict.score, |s| *s),
        result: verdict.result.clone(),
        counted: verdict.counted,
        not_counted: judge::not_counted(),
        assumptions: verdict.assumptions.iter().map(judge::assumption).collect(),
        budget,
    }
}

/// `taikai judge`: the end of the record's main line, judged and counted; each
/// chain's verification searches up to `budget` positions (default
/// [`taikai_rules::DEFAULT_BUDGET`]).
pub fn judge_record(
    sgf: &[u8],
    name: &str,
    rules: GoRules,
    komi: Option<f64>,
    budget: Option<u64>,
) -> Result<Verdict> {
    let budget = budget.unwrap_or(taikai_rules::DEFAULT_BUDGET);
    taikai_rules::judge_sgf_with_budget(sgf, rules, komi, [0, 0], budget)
        .map_err(|e| invalid(name, e))
}

/// What the players agree on and what the arbiter asks about, as the
/// command line gives them (SGF points separated by commas; empty: none).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct JudgeAsk {
    pub agreed_dead: String,
    pub agreed_alive: String,
    pub ask: String,
}

/// [`judge_record`] with agreed stones (taken as agreed, not proven) and the
/// chains asked about (only those are decided): `taikai judge --agreed-dead
/// --agreed-alive --ask`. Refused if `stop` is pulled meanwhile (the window's
/// Stop button): what the searches had found is not a verdict.
pub fn judge_record_with(
    sgf: &[u8],
    name: &str,
    rules: GoRules,
    komi: Option<f64>,
    budget: Option<u64>,
    ask: &JudgeAsk,
    stop: &Stop,
) -> Result<Verdict> {
    let size = taikai_rules::sgf_board_size(sgf).map_err(|e| invalid(name, e))?;
    let list = |text: &str, flag: &str| {
        taikai_rules::parse_point_list(text, size).map_err(|e| invalid(flag, e))
    };
    let opts = taikai_rules::JudgeOptions {
        budget: budget.unwrap_or(taikai_rules::DEFAULT_BUDGET),
        agreed_dead: list(&ask.agreed_dead, "--agreed-dead")?,
        agreed_alive: list(&ask.agreed_alive, "--agreed-alive")?,
        ask: list(&ask.ask, "--ask")?,
        stop: stop.clone(),
        ..taikai_rules::JudgeOptions::new(rules)
    };
    let question = Question {
        sgf: sgf.to_vec(),
        komi,
        opts,
    };
    if let Some(verdict) = last_verdict(&question) {
        return Ok(verdict);
    }
    let verdict = taikai_rules::judge_sgf_with(sgf, komi, question.opts.clone())
        .map_err(|e| invalid(name, e))?;
    not_stopped(stop)?;
    *LAST.lock().unwrap_or_else(|p| p.into_inner()) = Some((question, verdict.clone()));
    Ok(verdict)
}

/// What a verdict on a record answers: the same question gets the same verdict (the judge
/// is deterministic, its time counted in work, not seconds).
#[derive(PartialEq)]
struct Question {
    sgf: Vec<u8>,
    komi: Option<f64>,
    opts: JudgeOptions,
}

/// The last verdict given on a record, with its question: the arbitration report saved
/// after a verdict is that verdict, not a second search (one asked to go on longer takes
/// minutes). One entry; a stopped search is never kept.
static LAST: Mutex<Option<(Question, Verdict)>> = Mutex::new(None);

fn last_verdict(question: &Question) -> Option<Verdict> {
    let last = LAST.lock().unwrap_or_else(|p| p.into_inner());
    last.as_ref()
        .filter(|(q, _)| q == question)
        .map(|(_, v)| v.clone())
}

/// Refuses a verdict whose searches the arbiter stopped.
fn not_stopped(stop: &Stop) -> Result<()> {
    if stop.pulled() {
        return Err(RecordRefusal::SearchStopped.into());
    }
    Ok(())
}

/// The record and its final position, refusing a record with an illegal move (the
/// arbiter settles the violation before the position is judged).
pub(crate) fn final_position(sgf: &[u8], name: &str, rules: GoRules) -> Result<(GoRecord, Board)> {
    let record = taikai_rules::sgf::parse_go(sgf).map_err(|e| invalid(name, e))?;
    let replay = taikai_rules::replay::replay(&record, rules);
    if let Some(bad) = replay.illegal {
        return Err(invalid(name, bad));
    }
    let board = replay.game.board().clone();
    Ok((record, board))
}

/// The window's verdict on a record: the same judgement with the position to draw.
pub fn judge_record_view(
    sgf: &[u8],
    name: &str,
    rules: GoRules,
    komi: Option<f64>,
    budget: Option<u64>,
    marks: &JudgeMarks,
    stop: &Stop,
) -> Result<JudgeView> {
    let (_, board) = final_position(sgf, name, rules)?;
    let budget = budget.unwrap_or(taikai_rules::DEFAULT_BUDGET);
    let verdict = judge_record_with(sgf, name, rules, komi, Some(budget), &marks.to_ask(), stop)?;
    Ok(view(&board, &verdict, budget))
}

/// The verdict on a position set up by hand (no prisoners, no warnings);
/// refused if `stop` is pulled meanwhile.
pub fn judge_position(
    position: &PositionInput,
    rules: GoRules,
    komi: Option<f64>,
    budget: Option<u64>,
    marks: &JudgeMarks,
    stop: &Stop,
) -> Result<JudgeView> {
    // A size from 5 to 25, points on the board, no point of both colours, and no chain
    // without a liberty (that cannot arise in a game).
    let board =
        taikai_rules::setup::position_from_text(position.size, &position.black, &position.white)
            .map_err(|e| invalid("the position", e))?;
    for (points, what) in [
        (&marks.agreed_dead, "the stones agreed dead"),
        (&marks.agreed_alive, "the stones agreed alive"),
        (&marks.ask, "the stones in dispute"),
    ] {
        taikai_rules::parse_point_list(&points.join(","), position.size)
            .map_err(|e| invalid(what, e))?;
    }
    // The position as a record of its stones: the question the report saved after this
    // verdict asks, so that the report is this verdict, not a second search.
    let budget = budget.unwrap_or(taikai_rules::DEFAULT_BUDGET);
    let sgf = position_sgf(position);
    let name = "the position";
    let verdict = judge_record_with(
        sgf.as_bytes(),
        name,
        rules,
        komi,
        Some(budget),
        &marks.to_ask(),
        stop,
    )?;
    Ok(view(&board, &verdict, budget))
}

#[cfg(test)]
mod tests {
    use super::*;
    use taikai_catalogue::Lang;

    fn g9_02() -> Vec<u8> {
        let path = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../rules/tests/fixtures/finished/g9_02.sgf"
        );
        std::fs::read(path).unwrap()
    }

    /// The window's Stop button: the verdict being searched is refused with a typed
    /// refusal, said in both languages, instead of a verdict whose searches were cut.
    #[test]
    fn a_stopped_verdict_is_refused() {
        let sgf = g9_02();
        let marks = JudgeMarks::default();
        let stop = Stop::new();
        stop.pull();
        let refused = judge_record_view(
            &sgf,
            "g9_02.sgf",
            GoRules::Japanese,
            Some(0.5),
            None,
            &marks,
            &stop,
        )
        .unwrap_err();
        assert_eq!(refused.refusal().code(), "record.search-stopped");
        assert!(refused
            .message(Lang::En)
            .contains("the one shown before is kept"));
        assert!(refused.message(Lang::Ja).contains("探索を中止しました"));
        let position = PositionInput {
            size: 9,
            black: vec!["cc".into(), "cd".into()],
            white: vec!["dc".into(), "dd".into()],
        };
        let refused =
            judge_position(&position, GoRules::Japanese, None, None, &marks, &stop).unwrap_err();
        assert_eq!(refused.refusal().code(), "record.search-stopped");
    }

    /// The report saved after a verdict is that verdict, not a second search: asked the same
    /// question again, even with a stop already pulled, the judge answers at once, as before.
    #[test]
    fn the_same_question_gets_the_verdict_already_given() {
        let sgf = g9_02();
        let ask = JudgeAsk {
            agreed_dead: "eh".into(),
            ..JudgeAsk::default()
        };
        let judge = |stop: &Stop| {
            judge_record_with(
                &sgf,
                "g9_02.sgf",
                GoRules::Japanese,
                Some(4.5),
                None,
                &ask,
                stop,
            )
        };
        let given = judge(&Stop::new()).unwrap();
        let stop = Stop::new();
        stop.pull();
        assert_eq!(judge(&stop).unwrap(), given);
        // Another question is searched again (and refused, with the stop pulled).
        let other = judge_record_with(
            &sgf,
            "g9_02.sgf",
            GoRules::Japanese,
            Some(5.5),
            None,
            &ask,
            &stop,
        );
        assert_eq!(other.unwrap_err().refusal().code(), "record.search-stopped");
    }
}
