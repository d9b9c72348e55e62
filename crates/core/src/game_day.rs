//! A board's game day put together: lateness, warnings and the result counted at the board
//! give the result that stands, the time to charge each clock, and the penalties to show.

use crate::lateness::{self, ArrivalRecord, Effect, LatenessPolicy, Penalty};
use crate::profile::Profile;
use crate::result_text::ResultEntry;
use crate::results::Colour;
use crate::warnings::{self, WarningArticle};
use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// The tournament's game-day rules; the profile's defaults until the TD edits them.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct GameDaySettings {
    pub lateness: LatenessPolicy,
    /// The time control of the software clocks (and of the result card).
    pub time_control: crate::clock::TimeControl,
}

impl GameDaySettings {
    pub fn for_profile(profile: Profile) -> GameDaySettings {
        let rules = profile.rules();
        GameDaySettings {
            lateness: rules.lateness,
            time_control: rules.time_control,
        }
    }
}

/// What is known of a board on the day.
#[derive(Debug, Clone, Default)]
pub struct BoardDay<'a> {
    /// The round's official start (`10:00`); lateness is only measured once it is set.
    pub started_at: Option<&'a str>,
    pub black_arrival: Option<&'a ArrivalRecord>,
    pub white_arrival: Option<&'a ArrivalRecord>,
    /// Warnings in the order given.
    pub warnings: Vec<(Colour, WarningArticle)>,
    /// The result as counted at the board, before penalties.
    pub counted: Option<&'a ResultEntry>,
}

/// The ruling on a board.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct BoardRuling {
    /// The result that stands, after lateness and warnings.
    pub result: Option<ResultEntry>,
    pub charged_black_s: u32,
    pub charged_white_s: u32,
    pub warnings_black: u32,
    pub warnings_white: u32,
    /// Every penalty with its article, in the order they arose.
    pub penalties: Vec<Penalty>,
}

/// Rules on a board: a game lost to lateness was never played, so lateness comes first;
/// then the warnings act on the count (Chinese rules §22).
pub fn rule_board(
    profile: Profile,
    settings: &GameDaySettings,
    day: &BoardDay,
) -> Result<BoardRuling, taikai_catalogue::RoundRefusal> {
    let arrival = |r: Option<&ArrivalRecord>| -> Result<_, taikai_catalogue::RoundRefusal> {
        match (r, day.started_at) {
            (Some(r), Some(start)) => r.against(start).map(Some),
            // Before the start time is set only absence and forfeit can be ruled on.
            (Some(ArrivalRecord::Absent), None) => Ok(Some(lateness::Arrival::Absent)),
            _ => Ok(None),
        }
    };
    let late = lateness::rule(
        settings.lateness,
        profile,
        arrival(day.black_arrival)?,
        arrival(day.white_arrival)?,
    );
    let mut ruling = BoardRuling {
        charged_black_s: late.charged_black_s,
        charged_white_s: late.charged_white_s,
        penalties: late.penalties,
        ..BoardRuling::default()
    };
    for (colour, article) in &day.warnings {
        let count = match colour {
            Colour::Black => &mut ruling.warnings_black,
            Colour::White => &mut ruling.warnings_white,
        };
        *count += 1;
        ruling.penalties.push(Penalty {
            colour: *colour,
            article: taikai_catalogue::Article::Chinese {
                section: article.section().to_string(),
            },
            effect: Effect::Warning { count: *count },
        });
    }
    if let Some(result) = late.result {
        ruling.result = Some(result);
        return Ok(ruling);
    }
    let (result, penalties) = warnings::apply(
        day.counted,
        ruling.warnings_black,
        ruling.warnings_white,
        profile,
    );
    ruling.result = result;
    ruling.penalties.extend(penalties);
    Ok(ruling)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::result_text;

    #[test]
    fn lateness_decides_before_the_count() {
        let s = GameDaySettings::for_profile(Profile::GoChinese);
        let counted = result_text::parse("B+5.25", Profile::GoChinese).unwrap();
        let late = ArrivalRecord::Arrived { at: "11:00".into() };
        let day = BoardDay {
            started_at: Some("10:00"),
            black_arrival: Some(&late),
            counted: Some(&counted),
            ..BoardDay::default()
        };
        let r = rule_board(Profile::GoChinese, &s, &day).unwrap();
        assert_eq!(r.result.unwrap().text, "W+F");
    }

    #[test]
    fn a_warning_shows_its_article_and_moves_a_stone() {
        let s = GameDaySettings::for_profile(Profile::GoChinese);
        let counted = result_text::parse("W+0.75", Profile::GoChinese).unwrap();
        let day = BoardDay {
            started_at: Some("10:00"),
            warnings: vec![(Colour::White, WarningArticle::IllegalMove)],
            counted: Some(&counted),
            ..BoardDay::default()
        };
        let r = rule_board(Profile::GoChinese, &s, &day).unwrap();
        assert_eq!(r.result.unwrap().text, "B+0.25");
        assert_eq!(r.warnings_white, 1);
        assert_eq!(r.penalties[0].article.to_string(), "Chinese rules §19");
        assert_eq!(r.penalties[1].effect, Effect::StoneDeducted);
    }

    #[test]
    fn an_absence_counts_even_before_the_start_time_is_set() {
        let s = GameDaySettings::for_profile(Profile::OthelloJoa);
        let day = BoardDay {
            white_arrival: Some(&ArrivalRecord::Absent),
            ..BoardDay::default()
        };
        let r = rule_board(Profile::OthelloJoa, &s, &day).unwrap();
        assert_eq!(r.result.unwrap().text, "B+F");
    }
}
