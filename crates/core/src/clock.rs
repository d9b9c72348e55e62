//! A game clock for one board, as a pure state machine (domain.md §3).
//!
//! No system time is read here: every operation takes `now_ms`, milliseconds since any
//! epoch the caller likes, and the whole state is plain data that is stored as JSON after
//! each press. A `now_ms` earlier than the clock's last event counts as that event's time:
//! the clock never runs backwards.
//!
//! Procedure (JOA rules §3–10): black chooses the clock side (§3); the game starts when
//! white presses, which starts black's clock (§4, [`GameClock::start`]); each move ends
//! with a press (§8, [`GameClock::press`]); the last mover stops the clock (§9,
//! [`GameClock::stop`]); the clock is paused while the arbiter is called (§10,
//! [`GameClock::pause`]).
//!
//! Flag rule: a player runs out of time (the flag falls) only when they go *past* the end of
//! their time. A move finished exactly as the time reaches zero is in time, and likewise a
//! byo-yomi period is used up only by a move that takes longer than the period.

use crate::results::Colour;
use serde::{Deserialize, Serialize};
use std::fmt;
use ts_rs::TS;

/// The forms [`TimeControl::parse`] accepts, for error messages and help texts.
pub const ACCEPTED: &str = "abs 60m (sudden death), byo 40m 3x30s (byo-yomi: main time, \
then 3 periods of 30 s), can 10m 15/5m (Canadian: main time, then 15 moves in 5 min), \
fischer 5m +10s (Fischer: 10 s added after each move); durations are written like 90s, 40m, \
1h30m or 0";

/// A time system (JOA rules §2: the time allowed is set per tournament and division).
/// All lengths are in whole seconds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(tag = "kind", rename_all = "kebab-case")]
#[ts(export)]
pub enum TimeControl {
    /// Sudden death: the main time is all there is.
    Absolute { main_s: u32 },
    /// 秒読み: main time, then `periods` periods of `period_s` seconds. A move made within
    /// the current period resets it; a move that takes longer uses it up (and as many more
    /// as it overran). Going past the last period is a flag.
    ByoYomi {
        main_s: u32,
        periods: u32,
        period_s: u32,
    },
    /// Canadian overtime: main time, then `moves` moves in `period_s` seconds; once they are
    /// made a fresh period starts. Going past the period is a flag.
    Canadian {
        main_s: u32,
        moves: u32,
        period_s: u32,
    },
    /// Fischer: main time, and `increment_s` added after each of one's own moves.
    Fischer { main_s: u32, increment_s: u32 },
}

impl TimeControl {
    /// The main time in seconds.
    pub fn main_s(self) -> u32 {
        match self {
            TimeControl::Absolute { main_s }
            | TimeControl::ByoYomi { main_s, .. }
            | TimeControl::Canadian { main_s, .. }
            | TimeControl::Fischer { main_s, .. } => main_s,
        }
    }

    /// Whether the system has overtime after the main time (byo-yomi or Canadian periods).
    pub fn has_overtime(self) -> bool {
        matches!(
            self,
            TimeControl::ByoYomi { .. } | TimeControl::Canadian { .. }
        )
    }

    /// A short English description: `40 min + 3 × 30 s byo-yomi`.
    pub fn describe(self) -> String {
        match self {
            TimeControl::Absolute { main_s } => format!("{} sudden death", spoken(main_s)),
            TimeControl::ByoYomi {
                main_s,
                periods,
                period_s,
            } => format!(
                "{}{periods} × {} byo-yomi",
                main_plus(main_s),
                spoken(period_s)
            ),
            TimeControl::Canadian {
                main_s,
                moves,
                period_s,
            } => format!(
                "{}{moves} {} in {} (Canadian)",
                main_plus(main_s),
                if moves == 1 { "move" } else { "moves" },
                spoken(period_s)
            ),
            TimeControl::Fischer {
                main_s,
                increment_s,
            } => format!(
                "{} + {} per move (Fischer)",
                spoken(main_s),
                spoken(increment_s)
            ),
        }
    }

    /// Reads the compact form that [`fmt::Display`] writes (case and extra spaces do not
    /// matter):
    ///
    /// ```text
    /// abs <main>                 abs 60m
    /// byo <main> <n>x<period>    byo 40m 3x30s      (also: byo-yomi, 秒読み; × for x)
    /// can <main> <n>/<period>    can 10m 15/5m      (also: canadian)
    /// fischer <main> +<inc>      fischer 5m +10s
    /// <duration>: <number><unit>…, unit h, m or s: 90s, 40m, 1h30m; or 0
    /// ```
    ///
    /// The error says what was wrong and shows an example.
    pub fn parse(text: &str) -> Result<TimeControl, String> {
        let lower = text.trim().to_lowercase();
        let words: Vec<&str> = lower.split_whitespace().collect();
        let Some((&kind, args)) = words.split_first() else {
            return Err(format!("write a time control, one of: {ACCEPTED}"));
        };
        let kind = Kind::from_word(kind).ok_or_else(|| {
            format!(
                "\"{kind}\" is not a time system; start with abs, byo, can or fischer, \
                 for example: {}",
                Kind::ByoYomi.example()
            )
        })?;
        let control = kind.parse_args(args)?;
        control
            .check()
            .map_err(|e| format!("{e}; for example: {}", kind.example()))?;
        Ok(control)
    }

    /// Refuses settings that would make no sense on a clock.
    fn check(self) -> Result<(), String> {
        match self {
            TimeControl::Absolute { main_s: 0 } => Err("sudden death needs some main time".into()),
            TimeControl::ByoYomi { periods: 0, .. } => {
                Err("byo-yomi needs at least 1 period".into())
            }
            TimeControl::ByoYomi { period_s: 0, .. }
            | TimeControl::Canadian { period_s: 0, .. } => {
                Err("the period cannot be 0 seconds long".into())
            }
            TimeControl::Canadian { moves: 0, .. } => {
                Err("a Canadian period needs at least 1 move".into())
            }
            TimeControl::Fischer {
                main_s: 0,
                increment_s: 0,
            } => Err("Fischer needs some main time or an increment".into()),
            _ => Ok(()),
        }
    }
}

/// The compact form [`TimeControl::parse`] reads: `byo 40m 3x30s`.
impl fmt::Display for TimeControl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            TimeControl::Absolute { main_s } => write!(f, "abs {}", compact(main_s)),
            TimeControl::ByoYomi {
                main_s,
                periods,
                period_s,
            } => write!(f, "byo {} {periods}x{}", compact(main_s), compact(period_s)),
            TimeControl::Canadian {
                main_s,
                moves,
                period_s,
            } => write!(f, "can {} {moves}/{}", compact(main_s), compact(period_s)),
            TimeControl::Fischer {
                main_s,
                increment_s,
            } => write!(f, "fischer {} +{}", compact(main_s), compact(increment_s)),
        }
    }
}

/// The time system named by the first word of the compact form.
#[derive(Clone, Copy)]
enum Kind {
    Absolute,
    ByoYomi,
    Canadian,
    Fischer,
}

impl Kind {
    fn from_word(word: &str) -> Option<Kind> {
        match word {
            "abs" | "absolute" | "sudden-death" | "sd" => Some(Kind::Absolute),
            "byo" | "byo-yomi" | "byoyomi" | "秒読み" => Some(Kind::ByoYomi),
            "can" | "canadian" => Some(Kind::Canadian),
            "fischer" | "fis" => Some(Kind::Fischer),
            _ => None,
        }
    }

    fn example(self) -> &'static str {
        match self {
            Kind::Absolute => "abs 60m",
            Kind::ByoYomi => "byo 40m 3x30s",
            Kind::Canadian => "can 10m 15/5m",
            Kind::Fischer => "fischer 5m +10s",
        }
    }

    fn name(self) -> &'static str {
        match self {
            Kind::Absolute => "sudden death",
            Kind::ByoYomi => "byo-yomi",
            Kind::Canadian => "Canadian",
            Kind::Fischer => "Fischer",
        }
    }

    /// Reads the words after the system's name.
    fn parse_args(self, args: &[&str]) -> Result<TimeControl, String> {
        let expected = match self {
            Kind::Absolute => 1,
            _ => 2,
        };
        if args.len() != expected {
            return Err(format!(
                "{} takes {}; for example: {}",
                self.name(),
                match self {
                    Kind::Absolute => "just the main time",
                    Kind::ByoYomi => "the main time and the periods",
                    Kind::Canadian => "the main time and the moves per period",
                    Kind::Fischer => "the main time and the increment",
                },
                self.example()
            ));
        }
        let main_s = duration(args[0]).map_err(|e| self.complain("main time", &e))?;
        Ok(match self {
            Kind::Absolute => TimeControl::Absolute { main_s },
            Kind::ByoYomi => {
                let (periods, period_s) = count_and_duration(args[1], &['x', '×'])
                    .map_err(|e| self.complain("periods (count x length)", &e))?;
                TimeControl::ByoYomi {
                    main_s,
                    periods,
                    period_s,
                }
            }
            Kind::Canadian => {
                let (moves, period_s) = count_and_duration(args[1], &['/'])
                    .map_err(|e| self.complain("period (moves / length)", &e))?;
                TimeControl::Canadian {
                    main_s,
                    moves,
                    period_s,
                }
            }
            Kind::Fischer => {
                let inc = args[1].strip_prefix('+').unwrap_or(args[1]);
                let increment_s = duration(inc).map_err(|e| self.complain("increment", &e))?;
                TimeControl::Fischer {
                    main_s,
                    increment_s,
                }
            }
        })
    }

    fn complain(self, part: &str, problem: &str) -> String {
        format!(
            "the {} {part} is wrong: {problem}; for example: {}",
            self.name(),
            self.example()
        )
    }
}

/// Reads `3x30s` or `15/5m`: a count, a separator, a duration.
fn count_and_duration(word: &str, separators: &[char]) -> Result<(u32, u32), String> {
    let Some((count, length)) = word.split_once(separators) else {
        return Err(format!(
            "\"{word}\" has no '{}' between the count and the length",
            separators[0]
        ));
    };
    let count = count
        .parse::<u32>()
        .map_err(|_| format!("\"{count}\" is not a whole number"))?;
    Ok((count, duration(length)?))
}

/// Reads a duration in seconds: `90s`, `40m`, `1h30m`, `2m30s`, or a bare `0`.
fn duration(word: &str) -> Result<u32, String> {
    if word == "0" {
        return Ok(0);
    }
    let bad = || format!("\"{word}\" is not a duration (write e.g. 30s, 40m or 1h30m)");
    let mut total: u32 = 0;
    let mut number = String::new();
    for c in word.chars() {
        if c.is_ascii_digit() {
            number.push(c);
            continue;
        }
        let unit = match c {
            'h' => 3600,
            'm' => 60,
            's' => 1,
            _ => return Err(bad()),
        };
        let n: u32 = number.parse().map_err(|_| bad())?;
        total = n
            .checked_mul(unit)
            .and_then(|s| total.checked_add(s))
            .ok_or_else(|| format!("\"{word}\" is too long a time"))?;
        number.clear();
    }
    if word.is_empty() || !number.is_empty() {
        return Err(bad());
    }
    Ok(total)
}

/// Seconds as the compact form writes them: `1h30m`, `40m`, `30s`, `0`.
fn compact(s: u32) -> String {
    if s == 0 {
        return "0".into();
    }
    let (h, m, s) = (s / 3600, s / 60 % 60, s % 60);
    let mut out = String::new();
    for (n, unit) in [(h, 'h'), (m, 'm'), (s, 's')] {
        if n > 0 {
            out.push_str(&format!("{n}{unit}"));
        }
    }
    out
}

/// Seconds for people: `1 h 30 min`, `40 min`, `30 s`, `0 s`.
fn spoken(s: u32) -> String {
    if s == 0 {
        return "0 s".into();
    }
    let (h, m, s) = (s / 3600, s / 60 % 60, s % 60);
    let parts: Vec<String> = [(h, "h"), (m, "min"), (s, "s")]
        .into_iter()
        .filter(|&(n, _)| n > 0)
        .map(|(n, unit)| format!("{n} {unit}"))
        .collect();
    parts.join(" ")
}

/// `40 min + ` before the overtime, or nothing when there is no main time.
fn main_plus(main_s: u32) -> String {
    if main_s == 0 {
        String::new()
    } else {
        format!("{} + ", spoken(main_s))
    }
}

fn ms(s: u32) -> u64 {
    u64::from(s) * 1000
}

/// One player's side of the clock, as of the last time it stopped running.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct SideClock {
    /// Main time left.
    main_ms: u64,
    /// Byo-yomi: periods left, counting the current one.
    periods_left: u32,
    /// Byo-yomi and Canadian: time left in the current period (a full period while the
    /// main time lasts).
    period_ms: u64,
    /// Canadian: moves still to make in the current period.
    moves_left: u32,
    /// Moves made (presses).
    moves_made: u32,
    /// Thinking time used on the clock, all told (not counting charges).
    spent_ms: u64,
    /// The time ran out. Only an arbiter's [`GameClock::adjust`] undoes it.
    flagged: bool,
    /// When the time ran out, if that happened while the clock ran.
    flag_fell_at: Option<u64>,
}

impl SideClock {
    fn new(control: TimeControl) -> SideClock {
        let (periods_left, period_ms, moves_left) = match control {
            TimeControl::ByoYomi {
                periods, period_s, ..
            } => (periods, ms(period_s), 0),
            TimeControl::Canadian {
                moves, period_s, ..
            } => (0, ms(period_s), moves),
            TimeControl::Absolute { .. } | TimeControl::Fischer { .. } => (0, 0, 0),
        };
        SideClock {
            main_ms: ms(control.main_s()),
            periods_left,
            period_ms,
            moves_left,
            moves_made: 0,
            spent_ms: 0,
            flagged: false,
            flag_fell_at: None,
        }
    }

    /// The clock ran for `elapsed` ms from `since`, within one move.
    fn run(&mut self, control: TimeControl, since: u64, elapsed: u64) {
        self.spent_ms += elapsed;
        if let Some(offset) = self.consume(control, elapsed) {
            self.flag_fell_at = Some(since + offset);
        }
    }

    /// Uses `elapsed` ms within one move: main time first, then overtime. Returns how far
    /// into `elapsed` the flag fell, if it fell now.
    fn consume(&mut self, control: TimeControl, elapsed: u64) -> Option<u64> {
        if self.flagged {
            return None;
        }
        let from_main = elapsed.min(self.main_ms);
        self.main_ms -= from_main;
        let rest = elapsed - from_main;
        if rest == 0 {
            return None;
        }
        let outcome = match control {
            TimeControl::Absolute { .. } | TimeControl::Fischer { .. } => Err(0),
            TimeControl::ByoYomi { period_s, .. } => self.use_byo_yomi(ms(period_s), rest),
            TimeControl::Canadian { .. } => self.use_canadian_period(rest),
        };
        let overtime = outcome.err()?;
        self.fall();
        Some(from_main + overtime)
    }

    /// Byo-yomi (秒読み): the current period, then whole periods, for `rest` ms. A period
    /// that is not overrun is not used up. `Err(overtime)` if all periods ran out.
    fn use_byo_yomi(&mut self, full: u64, rest: u64) -> Result<(), u64> {
        let Some(more) = u64::from(self.periods_left).checked_sub(1) else {
            return Err(0);
        };
        let overtime = self.period_ms + more * full;
        if rest > overtime {
            return Err(overtime);
        }
        if rest <= self.period_ms {
            self.period_ms -= rest;
            return Ok(());
        }
        // The current period is used up; the move ends in the `used`-th period after it.
        let beyond = rest - self.period_ms;
        let used = beyond.div_ceil(full);
        self.periods_left -= used as u32;
        self.period_ms = used * full - beyond;
        Ok(())
    }

    /// Canadian: the current period, for `rest` ms. `Err(overtime)` if it ran out.
    fn use_canadian_period(&mut self, rest: u64) -> Result<(), u64> {
        if rest > self.period_ms {
            return Err(self.period_ms);
        }
        self.period_ms -= rest;
        Ok(())
    }

    /// The flag falls: no time of any kind is left.
    fn fall(&mut self) {
        self.flagged = true;
        self.main_ms = 0;
        self.period_ms = 0;
        self.periods_left = 0;
        self.moves_left = 0;
    }

    /// The player pressed: byo-yomi period reset, Canadian move count, Fischer increment.
    /// A flagged player gets none of these: a press does not revive them.
    fn end_move(&mut self, control: TimeControl) {
        self.moves_made += 1;
        if self.flagged {
            return;
        }
        let in_overtime = self.main_ms == 0;
        match control {
            TimeControl::Absolute { .. } => {}
            TimeControl::ByoYomi { period_s, .. } => {
                if in_overtime {
                    self.period_ms = ms(period_s);
                }
            }
            TimeControl::Canadian {
                moves, period_s, ..
            } => {
                if in_overtime {
                    self.count_canadian_move(moves, period_s);
                }
            }
            TimeControl::Fischer { increment_s, .. } => self.main_ms += ms(increment_s),
        }
    }

    /// One more of the period's moves made; after the last, a fresh period.
    fn count_canadian_move(&mut self, moves: u32, period_s: u32) {
        self.moves_left = self.moves_left.saturating_sub(1);
        if self.moves_left == 0 {
            self.moves_left = moves.max(1);
            self.period_ms = ms(period_s);
        }
    }

    /// Overtime still available in this move before the flag falls.
    fn overtime_ms(&self, control: TimeControl) -> u64 {
        match control {
            TimeControl::Absolute { .. } | TimeControl::Fischer { .. } => 0,
            TimeControl::ByoYomi { period_s, .. } => match self.periods_left {
                0 => 0,
                n => self.period_ms + u64::from(n - 1) * ms(period_s),
            },
            TimeControl::Canadian { .. } => self.period_ms,
        }
    }
}

/// Whether the clock has started, runs, is paused or has stopped.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(tag = "state", rename_all = "kebab-case")]
#[ts(export)]
pub enum ClockPhase {
    /// Not started yet: both clocks stand still (JOA rules §4).
    NotStarted,
    /// `on_move`'s clock has run since `since_ms`.
    Running { on_move: Colour, since_ms: u64 },
    /// Paused at `since_ms` while the arbiter is called (JOA rules §10); `on_move` is still
    /// to move when the clock resumes.
    Paused { on_move: Colour, since_ms: u64 },
    /// The game is over: the last mover stopped the clock (JOA rules §9).
    Stopped { at_ms: u64 },
}

/// What a clock operation could not do.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ClockError {
    NotStarted,
    AlreadyStarted,
    Paused,
    NotPaused,
    Stopped,
}

impl fmt::Display for ClockError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            ClockError::NotStarted => "the clock has not been started",
            ClockError::AlreadyStarted => "the clock has already been started",
            ClockError::Paused => "the clock is paused; resume it first",
            ClockError::NotPaused => "the clock is not paused",
            ClockError::Stopped => "the clock has been stopped: the game is over",
        })
    }
}

impl std::error::Error for ClockError {}

/// One side's clock face at a moment.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct ClockReading {
    /// Main time left.
    pub main_ms: u64,
    /// The main time is used up and the player is in byo-yomi or Canadian overtime.
    pub in_overtime: bool,
    /// Byo-yomi: periods left, counting the current one (0 for other systems).
    pub periods_left: u32,
    /// Byo-yomi and Canadian: time left in the current period (a full period while the
    /// main time lasts; 0 for other systems).
    pub period_ms: u64,
    /// Canadian: moves still to make in the current period (0 for other systems).
    pub moves_left: u32,
    /// All the time left before the flag falls if the clock runs on without a press.
    pub until_flag_ms: u64,
    /// Moves made (presses).
    pub moves_made: u32,
    /// Thinking time used so far.
    pub spent_ms: u64,
    /// This side's clock is running now.
    pub running: bool,
    /// The time ran out.
    pub flagged: bool,
    /// When the time ran out, if it ran out while the clock ran (not through a charge).
    pub flag_fell_at: Option<u64>,
}

/// A two-sided game clock. Plain data: store it as JSON and read it back at will.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct GameClock {
    control: TimeControl,
    black: SideClock,
    white: SideClock,
    phase: ClockPhase,
    /// Time spent paused before the current pause.
    paused_ms: u64,
}

impl GameClock {
    /// A clock set to `control` for both players, not started.
    pub fn new(control: TimeControl) -> GameClock {
        GameClock {
            control,
            black: SideClock::new(control),
            white: SideClock::new(control),
            phase: ClockPhase::NotStarted,
            paused_ms: 0,
        }
    }

    pub fn control(&self) -> TimeControl {
        self.control
    }

    pub fn phase(&self) -> ClockPhase {
        self.phase
    }

    /// The game starts: the opponent's press starts `first_to_move`'s clock. In Othello
    /// white presses and black's clock runs (JOA rules §4); in handicap Go white moves first.
    pub fn start(&mut self, now_ms: u64, first_to_move: Colour) -> Result<(), ClockError> {
        if self.phase != ClockPhase::NotStarted {
            return Err(ClockError::AlreadyStarted);
        }
        self.phase = ClockPhase::Running {
            on_move: first_to_move,
            since_ms: now_ms,
        };
        Ok(())
    }

    /// The side on move has moved and presses (JOA rules §8): their clock stops and the
    /// opponent's runs. Their byo-yomi period resets, their Canadian move counts or their
    /// Fischer increment is added — unless their flag has fallen, which no press undoes.
    pub fn press(&mut self, now_ms: u64) -> Result<(), ClockError> {
        let (mover, since) = self.running()?;
        let now = now_ms.max(since);
        self.settle(now);
        let control = self.control;
        self.side_mut(mover).end_move(control);
        self.phase = ClockPhase::Running {
            on_move: mover.other(),
            since_ms: now,
        };
        Ok(())
    }

    /// The arbiter is called (JOA rules §10): both clocks stand still.
    pub fn pause(&mut self, now_ms: u64) -> Result<(), ClockError> {
        let (on_move, since) = self.running()?;
        let now = now_ms.max(since);
        self.settle(now);
        self.phase = ClockPhase::Paused {
            on_move,
            since_ms: now,
        };
        Ok(())
    }

    /// The arbiter is done: the clock of the side on move runs again.
    pub fn resume(&mut self, now_ms: u64) -> Result<(), ClockError> {
        let ClockPhase::Paused { on_move, since_ms } = self.phase else {
            return Err(self.not_paused());
        };
        let now = now_ms.max(since_ms);
        self.paused_ms += now - since_ms;
        self.phase = ClockPhase::Running {
            on_move,
            since_ms: now,
        };
        Ok(())
    }

    /// The game is over: the last mover stops the clock (JOA rules §9). Works from a pause
    /// too. The last move's time counts; no increment or period reset follows it.
    pub fn stop(&mut self, now_ms: u64) -> Result<(), ClockError> {
        let at_ms = match self.phase {
            ClockPhase::NotStarted => return Err(ClockError::NotStarted),
            ClockPhase::Stopped { .. } => return Err(ClockError::Stopped),
            ClockPhase::Paused { since_ms, .. } => {
                let now = now_ms.max(since_ms);
                self.paused_ms += now - since_ms;
                now
            }
            ClockPhase::Running { since_ms, .. } => {
                let now = now_ms.max(since_ms);
                self.settle(now);
                now
            }
        };
        self.phase = ClockPhase::Stopped { at_ms };
        Ok(())
    }

    /// A correction by the TD or arbiter (JOA rules §27): adds `delta_ms` to `side`'s main
    /// time, or takes it away down to zero at most. Taking time never makes the flag fall
    /// (use [`GameClock::charge`] for that); giving time to a flagged player clears the
    /// flag, since the arbiter has ruled that the clock was wrong. Main time given to a
    /// player in overtime puts them back in main time.
    pub fn adjust(&mut self, side: Colour, delta_ms: i64) {
        let clock = self.side_mut(side);
        let amount = delta_ms.unsigned_abs();
        if delta_ms > 0 {
            clock.main_ms = clock.main_ms.saturating_add(amount);
            clock.flagged = false;
            clock.flag_fell_at = None;
        } else {
            clock.main_ms = clock.main_ms.saturating_sub(amount);
        }
    }

    /// Takes `ms` from `side` as if their clock had run that long within one move: main
    /// time first, then overtime; the flag falls if it runs out. For lateness penalties,
    /// e.g. twice the time late under Chinese rules §21.
    pub fn charge(&mut self, side: Colour, ms: u64) {
        let control = self.control;
        self.side_mut(side).consume(control, ms);
    }

    /// `side`'s clock face at `now_ms`.
    pub fn reading(&self, now_ms: u64, side: Colour) -> ClockReading {
        let clock = self.settled(now_ms, side);
        ClockReading {
            main_ms: clock.main_ms,
            in_overtime: self.control.has_overtime() && clock.main_ms == 0 && !clock.flagged,
            periods_left: clock.periods_left,
            period_ms: clock.period_ms,
            moves_left: clock.moves_left,
            until_flag_ms: clock.main_ms + clock.overtime_ms(self.control),
            moves_made: clock.moves_made,
            spent_ms: clock.spent_ms,
            running: self.is_running() && self.on_move() == Some(side),
            flagged: clock.flagged,
            flag_fell_at: clock.flag_fell_at,
        }
    }

    /// Who is to move: running or paused. `None` before the start and after the stop.
    pub fn on_move(&self) -> Option<Colour> {
        match self.phase {
            ClockPhase::Running { on_move, .. } | ClockPhase::Paused { on_move, .. } => {
                Some(on_move)
            }
            ClockPhase::NotStarted | ClockPhase::Stopped { .. } => None,
        }
    }

    /// A clock is running (not before the start, not paused, not stopped).
    pub fn is_running(&self) -> bool {
        matches!(self.phase, ClockPhase::Running { .. })
    }

    /// Who ran out of time first, if anyone has by `now_ms`. A flag that fell through a
    /// charge (time unknown) counts as earlier than any that fell while a clock ran; if
    /// both fell at the same known moment, black is named.
    pub fn flagged(&self, now_ms: u64) -> Option<Colour> {
        let black = self.reading(now_ms, Colour::Black);
        let white = self.reading(now_ms, Colour::White);
        match (black.flagged, white.flagged) {
            (false, false) => None,
            (true, false) => Some(Colour::Black),
            (false, true) => Some(Colour::White),
            (true, true) if white.flag_fell_at < black.flag_fell_at => Some(Colour::White),
            (true, true) => Some(Colour::Black),
        }
    }

    /// Time the clock has stood paused, up to `now_ms`.
    pub fn paused_ms(&self, now_ms: u64) -> u64 {
        match self.phase {
            ClockPhase::Paused { since_ms, .. } => self.paused_ms + now_ms.saturating_sub(since_ms),
            _ => self.paused_ms,
        }
    }

    /// The side on move and since when their clock runs, or why the clock is not running.
    fn running(&self) -> Result<(Colour, u64), ClockError> {
        match self.phase {
            ClockPhase::Running { on_move, since_ms } => Ok((on_move, since_ms)),
            ClockPhase::NotStarted => Err(ClockError::NotStarted),
            ClockPhase::Paused { .. } => Err(ClockError::Paused),
            ClockPhase::Stopped { .. } => Err(ClockError::Stopped),
        }
    }

    fn not_paused(&self) -> ClockError {
        match self.phase {
            ClockPhase::NotStarted => ClockError::NotStarted,
            ClockPhase::Stopped { .. } => ClockError::Stopped,
            _ => ClockError::NotPaused,
        }
    }

    /// `side`'s state as if their clock were stopped at `now_ms`.
    fn settled(&self, now_ms: u64, side: Colour) -> SideClock {
        let mut clock = self.side(side).clone();
        if let ClockPhase::Running { on_move, since_ms } = self.phase {
            if on_move == side {
                clock.run(self.control, since_ms, now_ms.saturating_sub(since_ms));
            }
        }
        clock
    }

    /// Books the running side's time up to `now_ms` and restarts the count from there.
    fn settle(&mut self, now_ms: u64) {
        if let ClockPhase::Running { on_move, since_ms } = self.phase {
            let now = now_ms.max(since_ms);
            *self.side_mut(on_move) = self.settled(now, on_move);
            self.phase = ClockPhase::Running {
                on_move,
                since_ms: now,
            };
        }
    }

    fn side(&self, side: Colour) -> &SideClock {
        match side {
            Colour::Black => &self.black,
            Colour::White => &self.white,
        }
    }

    fn side_mut(&mut self, side: Colour) -> &mut SideClock {
        match side {
            Colour::Black => &mut self.black,
            Colour::White => &mut self.white,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use Colour::{Black as B, White as W};

    /// Seconds as milliseconds, for readable test times.
    fn s(seconds: u64) -> u64 {
        seconds * 1000
    }

    fn control(text: &str) -> TimeControl {
        TimeControl::parse(text).unwrap()
    }

    /// A clock for `text`, black's clock running from time 0.
    fn started(text: &str) -> GameClock {
        let mut clock = GameClock::new(control(text));
        clock.start(0, B).unwrap();
        clock
    }

    /// Black moves until `black_at`, white answers instantly (at the same moment).
    fn black_moves_at(clock: &mut GameClock, black_at: u64) {
        clock.press(black_at).unwrap();
        clock.press(black_at).unwrap();
    }

    #[test]
    fn absolute_move_ending_exactly_at_zero_is_in_time() {
        let mut clock = started("abs 60s");
        assert!(!clock.reading(s(60), B).flagged);
        clock.press(s(60)).unwrap();
        let black = clock.reading(s(70), B);
        assert_eq!((black.main_ms, black.flagged), (0, false));
        assert_eq!(clock.flagged(s(70)), None);
        assert_eq!(clock.on_move(), Some(W));
    }

    #[test]
    fn absolute_one_ms_over_flags_at_the_moment_time_ran_out() {
        let clock = started("abs 60s");
        let black = clock.reading(s(60) + 1, B);
        assert!(black.flagged);
        assert_eq!(black.flag_fell_at, Some(s(60)));
        assert_eq!(black.until_flag_ms, 0);
        assert_eq!(clock.flagged(s(60) + 1), Some(B));
    }

    #[test]
    fn byo_yomi_move_within_the_period_resets_it() {
        let mut clock = started("byo 10s 3x30s");
        black_moves_at(&mut clock, s(10)); // main time used exactly: now in byo-yomi
        let black = clock.reading(s(10), B);
        assert!(black.in_overtime);
        assert_eq!((black.periods_left, black.period_ms), (3, s(30)));
        let mid = clock.reading(s(39), B);
        assert_eq!((mid.periods_left, mid.period_ms), (3, s(1)));
        black_moves_at(&mut clock, s(40)); // exactly the period: not used up
        let black = clock.reading(s(40), B);
        assert_eq!((black.periods_left, black.period_ms), (3, s(30)));
        assert!(!black.flagged);
    }

    #[test]
    fn byo_yomi_move_one_ms_over_the_period_uses_it_up() {
        let mut clock = started("byo 0 3x30s");
        clock.press(s(30) + 1).unwrap();
        let black = clock.reading(s(31), B);
        assert_eq!((black.periods_left, black.period_ms), (2, s(30)));
        assert!(!black.flagged);
    }

    #[test]
    fn time_carries_from_main_time_into_byo_yomi() {
        let mut clock = started("byo 10s 3x30s");
        // 10 s of main time, the first period (30 s) and 15 s into the second.
        let during = clock.reading(s(55), B);
        assert_eq!(during.main_ms, 0);
        assert_eq!((during.periods_left, during.period_ms), (2, s(15)));
        assert_eq!(during.until_flag_ms, s(15) + s(30));
        clock.press(s(55)).unwrap();
        let after = clock.reading(s(55), B);
        assert_eq!((after.periods_left, after.period_ms), (2, s(30)));
        assert_eq!(after.spent_ms, s(55));
    }

    #[test]
    fn one_move_can_use_two_periods() {
        let mut clock = started("byo 0 3x30s");
        let during = clock.reading(s(75), B);
        assert_eq!((during.periods_left, during.period_ms), (1, s(15)));
        clock.press(s(75)).unwrap();
        let after = clock.reading(s(75), B);
        assert_eq!(
            (after.periods_left, after.period_ms, after.flagged),
            (1, s(30), false)
        );
    }

    #[test]
    fn last_byo_yomi_period_running_out_is_a_flag() {
        let mut clock = started("byo 1m 2x30s");
        assert!(!clock.reading(s(120), B).flagged);
        let black = clock.reading(s(120) + 1, B);
        assert!(black.flagged && !black.in_overtime);
        assert_eq!(black.flag_fell_at, Some(s(120)));
        assert_eq!(black.periods_left, 0);
        clock.press(s(121)).unwrap();
        assert_eq!(clock.flagged(s(121)), Some(B));
    }

    #[test]
    fn canadian_moves_made_in_time_start_a_fresh_period() {
        let mut clock = started("can 0 3/60s");
        black_moves_at(&mut clock, s(10));
        black_moves_at(&mut clock, s(20));
        let black = clock.reading(s(20), B);
        assert_eq!((black.moves_left, black.period_ms), (1, s(40)));
        black_moves_at(&mut clock, s(30));
        let black = clock.reading(s(30), B);
        assert_eq!((black.moves_left, black.period_ms), (3, s(60)));
        assert!(black.in_overtime);
    }

    #[test]
    fn canadian_one_move_short_when_the_period_ends_is_a_flag() {
        let mut clock = started("can 0 3/60s");
        black_moves_at(&mut clock, s(25));
        black_moves_at(&mut clock, s(50));
        assert!(!clock.reading(s(60), B).flagged);
        let black = clock.reading(s(60) + 1, B);
        assert!(black.flagged);
        assert_eq!(black.flag_fell_at, Some(s(60)));
        clock.press(s(61)).unwrap();
        let black = clock.reading(s(61), B);
        assert!(black.flagged);
        assert_eq!(black.period_ms, 0);
    }

    #[test]
    fn canadian_move_that_runs_out_of_main_time_counts_for_the_period() {
        let mut clock = started("can 10s 15/5m");
        let before = clock.reading(s(5), B);
        assert_eq!(
            (before.moves_left, before.period_ms, before.in_overtime),
            (15, s(300), false)
        );
        clock.press(s(25)).unwrap();
        let black = clock.reading(s(25), B);
        assert_eq!(
            (black.main_ms, black.period_ms, black.moves_left),
            (0, s(285), 14)
        );
    }

    #[test]
    fn fischer_increment_accumulates() {
        let mut clock = started("fischer 10s +5s");
        black_moves_at(&mut clock, s(1));
        black_moves_at(&mut clock, s(2));
        black_moves_at(&mut clock, s(3));
        assert_eq!(clock.reading(s(3), B).main_ms, s(10) - s(3) + s(15));
        assert_eq!(clock.reading(s(3), W).main_ms, s(25));
        assert_eq!(clock.reading(s(3), B).moves_made, 3);
    }

    #[test]
    fn a_press_after_the_flag_does_not_revive_the_player() {
        for text in ["abs 10s", "fischer 10s +5s", "byo 0 1x10s", "can 0 2/10s"] {
            let mut clock = started(text);
            clock.press(s(10) + 1).unwrap();
            clock.press(s(11)).unwrap();
            let black = clock.reading(s(11), B);
            assert!(black.flagged, "{text}");
            assert_eq!(black.until_flag_ms, 0, "{text}");
            assert_eq!(black.flag_fell_at, Some(s(10)), "{text}");
            assert!(clock.reading(s(100), B).flagged, "{text}");
            assert_eq!(clock.flagged(s(100)), Some(B), "{text}");
        }
    }

    #[test]
    fn first_flag_is_named_when_both_fall() {
        let mut clock = started("abs 10s");
        clock.press(s(11)).unwrap(); // black flagged at 10 s
        assert_eq!(clock.flagged(s(30)), Some(B));
        let white = clock.reading(s(30), W);
        assert!(white.flagged);
        assert_eq!(white.flag_fell_at, Some(s(21)));
        assert_eq!(clock.flagged(s(30)), Some(B));
    }

    #[test]
    fn pause_stops_time_for_both_players() {
        let mut clock = started("byo 1m 3x30s");
        clock.pause(s(5)).unwrap();
        assert!(!clock.is_running());
        assert_eq!(clock.on_move(), Some(B));
        assert_eq!(clock.press(s(6)), Err(ClockError::Paused));
        assert_eq!(clock.pause(s(6)), Err(ClockError::Paused));
        assert_eq!(clock.reading(s(500), B), clock.reading(s(5), B));
        assert_eq!(clock.reading(s(500), W), clock.reading(s(5), W));
        clock.resume(s(100)).unwrap();
        assert_eq!(clock.paused_ms(s(200)), s(95));
        clock.press(s(105)).unwrap();
        assert_eq!(clock.reading(s(105), B).spent_ms, s(10));
        assert_eq!(clock.reading(s(105), B).main_ms, s(50));
    }

    #[test]
    fn pause_keeps_a_byo_yomi_period_part_used() {
        let mut clock = started("byo 0 3x30s");
        clock.pause(s(20)).unwrap();
        clock.resume(s(80)).unwrap();
        let black = clock.reading(s(85), B);
        assert_eq!((black.periods_left, black.period_ms), (3, s(5)));
    }

    #[test]
    fn adjust_adds_and_takes_main_time_never_below_zero() {
        let mut clock = started("byo 1m 3x30s");
        clock.adjust(W, 30_000);
        assert_eq!(clock.reading(0, W).main_ms, s(90));
        clock.adjust(W, -200_000);
        let white = clock.reading(0, W);
        assert_eq!(
            (white.main_ms, white.flagged, white.periods_left),
            (0, false, 3)
        );
        // On the running side the correction applies to the booked time.
        clock.adjust(B, -10_000);
        assert_eq!(clock.reading(s(20), B).main_ms, s(30));
    }

    #[test]
    fn adjust_giving_time_clears_a_flag() {
        let mut clock = started("abs 10s");
        clock.press(s(12)).unwrap();
        assert_eq!(clock.flagged(s(12)), Some(B));
        clock.adjust(B, 60_000);
        let black = clock.reading(s(12), B);
        assert_eq!(
            (black.flagged, black.flag_fell_at, black.main_ms),
            (false, None, s(60))
        );
        assert_eq!(clock.flagged(s(12)), None);
    }

    #[test]
    fn charge_takes_time_like_the_clock_running() {
        // Chinese rules §21: 5 minutes late, charged double.
        let mut clock = GameClock::new(control("byo 60m 3x30s"));
        clock.charge(B, 2 * s(300));
        assert_eq!(clock.reading(0, B).main_ms, s(50 * 60));
        // Beyond the main time it eats into the overtime...
        clock.charge(W, s(60 * 60 + 45));
        let white = clock.reading(0, W);
        assert_eq!(
            (white.main_ms, white.periods_left, white.period_ms),
            (0, 2, s(15))
        );
        // ...and past all of it the flag falls, at no known clock time.
        clock.charge(W, s(46));
        let white = clock.reading(0, W);
        assert!(white.flagged);
        assert_eq!(white.flag_fell_at, None);
        assert_eq!(white.spent_ms, 0);
        assert_eq!(clock.flagged(0), Some(W));
    }

    #[test]
    fn stop_counts_the_last_move_without_increment() {
        let mut clock = started("fischer 1m +10s");
        black_moves_at(&mut clock, s(5));
        clock.stop(s(8)).unwrap();
        assert_eq!(clock.reading(s(50), B).main_ms, s(60) - s(8) + s(10));
        assert_eq!(clock.on_move(), None);
        assert!(!clock.is_running());
        assert_eq!(clock.stop(s(9)), Err(ClockError::Stopped));
        assert_eq!(clock.press(s(9)), Err(ClockError::Stopped));
        assert_eq!(clock.resume(s(9)), Err(ClockError::Stopped));
    }

    #[test]
    fn operations_out_of_order_are_refused() {
        let mut clock = GameClock::new(control("abs 10m"));
        assert_eq!(clock.press(0), Err(ClockError::NotStarted));
        assert_eq!(clock.pause(0), Err(ClockError::NotStarted));
        assert_eq!(clock.resume(0), Err(ClockError::NotStarted));
        assert_eq!(clock.stop(0), Err(ClockError::NotStarted));
        assert_eq!(clock.on_move(), None);
        clock.start(0, W).unwrap();
        assert_eq!(clock.on_move(), Some(W));
        assert_eq!(clock.start(0, B), Err(ClockError::AlreadyStarted));
        assert_eq!(clock.resume(0), Err(ClockError::NotPaused));
        assert!(clock.reading(s(1), W).running);
        assert!(!clock.reading(s(1), B).running);
    }

    #[test]
    fn time_never_runs_backwards() {
        let mut clock = started("abs 10m");
        clock.press(s(10)).unwrap();
        clock.press(s(5)).unwrap(); // an earlier `now` counts as the last press
        assert_eq!(clock.reading(s(10), W).spent_ms, 0);
        assert_eq!(clock.reading(s(3), B).spent_ms, s(10));
        assert_eq!(
            clock.phase(),
            ClockPhase::Running {
                on_move: B,
                since_ms: s(10)
            }
        );
    }

    #[test]
    fn a_running_clock_reads_the_same_after_a_json_round_trip() {
        let mut clock = started("byo 10s 3x30s");
        black_moves_at(&mut clock, s(55)); // black's clock runs again, in byo-yomi
        let json = serde_json::to_string(&clock).unwrap();
        let back: GameClock = serde_json::from_str(&json).unwrap();
        assert_eq!(back, clock);
        for now in [s(55), s(70), s(85), s(85) + 1, s(200)] {
            for side in [B, W] {
                assert_eq!(back.reading(now, side), clock.reading(now, side));
            }
        }
        assert_eq!(clock.reading(s(70), B).period_ms, s(15));
    }

    #[test]
    fn time_control_json_is_tagged_kebab_case() {
        let json = serde_json::to_string(&control("byo 40m 3x30s")).unwrap();
        assert_eq!(
            json,
            r#"{"kind":"byo-yomi","main_s":2400,"periods":3,"period_s":30}"#
        );
    }

    #[test]
    fn time_controls_parse_describe_and_print() {
        let cases = [
            ("abs 60m", "abs 1h", "1 h sudden death"),
            (
                "byo 40m 3x30s",
                "byo 40m 3x30s",
                "40 min + 3 × 30 s byo-yomi",
            ),
            ("Byo-Yomi  0  5×1m", "byo 0 5x1m", "5 × 1 min byo-yomi"),
            (
                "can 10m 15/5m",
                "can 10m 15/5m",
                "10 min + 15 moves in 5 min (Canadian)",
            ),
            (
                "canadian 1h30m 1/90s",
                "can 1h30m 1/1m30s",
                "1 h 30 min + 1 move in 1 min 30 s (Canadian)",
            ),
            (
                "fischer 5m +10s",
                "fischer 5m +10s",
                "5 min + 10 s per move (Fischer)",
            ),
            (
                "fischer 5m 10s",
                "fischer 5m +10s",
                "5 min + 10 s per move (Fischer)",
            ),
        ];
        for (text, printed, described) in cases {
            let c = control(text);
            assert_eq!(c.to_string(), printed, "{text}");
            assert_eq!(c.describe(), described, "{text}");
            assert_eq!(control(printed), c, "{text}");
        }
    }

    #[test]
    fn parse_errors_say_what_was_wrong_and_show_an_example() {
        let cases = [
            ("", "write a time control"),
            ("blitz 5m", "\"blitz\" is not a time system"),
            (
                "byo 40m",
                "byo-yomi takes the main time and the periods; for example: byo 40m 3x30s",
            ),
            ("byo 40x 3x30s", "\"40x\" is not a duration"),
            ("byo 40m 3x", "\"\" is not a duration"),
            ("byo 40m 3-30s", "no 'x' between"),
            (
                "byo 40m 0x30s",
                "at least 1 period; for example: byo 40m 3x30s",
            ),
            (
                "can 10m 0/5m",
                "at least 1 move; for example: can 10m 15/5m",
            ),
            ("can 10m 15/0", "cannot be 0 seconds"),
            ("abs 0", "needs some main time; for example: abs 60m"),
            ("abs 40", "\"40\" is not a duration"),
            ("abs 99999999h", "too long"),
            (
                "fischer 5m",
                "Fischer takes the main time and the increment",
            ),
        ];
        for (text, wanted) in cases {
            let err = TimeControl::parse(text).unwrap_err().to_string();
            assert!(err.contains(wanted), "{text:?} gave {err:?}");
        }
    }

    mod properties {
        use super::*;
        use proptest::prelude::*;

        fn any_control() -> impl Strategy<Value = TimeControl> {
            prop_oneof![
                (0u32..120).prop_map(|main_s| TimeControl::Absolute { main_s }),
                (0u32..60, 0u32..4, 1u32..30).prop_map(|(main_s, periods, period_s)| {
                    TimeControl::ByoYomi {
                        main_s,
                        periods,
                        period_s,
                    }
                }),
                (0u32..60, 1u32..5, 1u32..60).prop_map(|(main_s, moves, period_s)| {
                    TimeControl::Canadian {
                        main_s,
                        moves,
                        period_s,
                    }
                }),
                (0u32..60, 0u32..10).prop_map(|(main_s, increment_s)| TimeControl::Fischer {
                    main_s,
                    increment_s
                }),
            ]
        }

        #[derive(Debug, Clone, Copy)]
        enum Op {
            Press,
            Pause,
            Resume,
            Stop,
        }

        fn any_ops() -> impl Strategy<Value = Vec<(u64, Op)>> {
            let op = prop_oneof![
                6 => Just(Op::Press),
                2 => Just(Op::Pause),
                2 => Just(Op::Resume),
                1 => Just(Op::Stop),
            ];
            proptest::collection::vec((0u64..40_000, op), 0..60)
        }

        fn apply(clock: &mut GameClock, now: u64, op: Op) {
            // Refused operations (press while paused...) leave the clock as it was.
            let _ = match op {
                Op::Press => clock.press(now),
                Op::Pause => clock.pause(now),
                Op::Resume => clock.resume(now),
                Op::Stop => clock.stop(now),
            };
        }

        /// The most `side`'s time left may grow by at one of their own presses.
        fn bonus_ms(control: TimeControl) -> u64 {
            match control {
                TimeControl::Absolute { .. } => 0,
                TimeControl::ByoYomi { period_s, .. } | TimeControl::Canadian { period_s, .. } => {
                    ms(period_s)
                }
                TimeControl::Fischer { increment_s, .. } => ms(increment_s),
            }
        }

        proptest! {
            #![proptest_config(ProptestConfig::with_cases(500))]

            #[test]
            fn thinking_time_and_pauses_add_up_to_the_wall_time(
                control in any_control(),
                start in 0u64..1_000_000,
                ops in any_ops(),
            ) {
                let mut clock = GameClock::new(control);
                clock.start(start, B).unwrap();
                let mut now = start;
                for (wait, op) in ops {
                    now += wait;
                    apply(&mut clock, now, op);
                    let end = match clock.phase() {
                        ClockPhase::Stopped { at_ms } => at_ms,
                        _ => now,
                    };
                    let (black, white) = (clock.reading(now, B), clock.reading(now, W));
                    prop_assert_eq!(black.spent_ms + white.spent_ms + clock.paused_ms(end), end - start);
                    if let TimeControl::Absolute { main_s } = control {
                        for r in [&black, &white] {
                            prop_assert_eq!(r.main_ms, ms(main_s).saturating_sub(r.spent_ms));
                            prop_assert_eq!(r.flagged, r.spent_ms > ms(main_s));
                        }
                    }
                }
            }

            #[test]
            fn time_left_only_grows_at_ones_own_press(
                control in any_control(),
                ops in any_ops(),
            ) {
                let mut clock = GameClock::new(control);
                clock.start(0, W).unwrap();
                let mut now = 0;
                let mut before = [clock.reading(0, B), clock.reading(0, W)];
                for (wait, op) in ops {
                    now += wait;
                    let mover = clock.running().ok().map(|(c, _)| c);
                    apply(&mut clock, now, op);
                    for (i, side) in [B, W].into_iter().enumerate() {
                        let after = clock.reading(now, side);
                        let pressed = matches!(op, Op::Press) && mover == Some(side);
                        let allowed = if pressed { bonus_ms(control) } else { 0 };
                        prop_assert!(after.until_flag_ms <= before[i].until_flag_ms + allowed,
                            "{side} {op:?}: {:?} -> {:?}", before[i], after);
                        prop_assert!(after.flagged || !before[i].flagged, "a flag came down");
                        before[i] = after;
                    }
                }
            }

            #[test]
            fn stored_and_read_back_the_clock_reads_the_same(
                control in any_control(),
                ops in any_ops(),
                later in 0u64..200_000,
            ) {
                let mut clock = GameClock::new(control);
                clock.start(0, B).unwrap();
                let mut now = 0;
                for (wait, op) in ops {
                    now += wait;
                    apply(&mut clock, now, op);
                }
                let back: GameClock =
                    serde_json::from_str(&serde_json::to_string(&clock).unwrap()).unwrap();
                for side in [B, W] {
                    prop_assert_eq!(back.reading(now + later, side), clock.reading(now + later, side));
                }
            }

            #[test]
            fn printed_time_controls_parse_back(control in any_control()) {
                prop_assume!(control.check().is_ok());
                prop_assert_eq!(TimeControl::parse(&control.to_string()), Ok(control));
            }
        }
    }
}
