//! Players with their results and standings as a CSV table that Excel opens correctly in
//! Japanese: UTF-8 with a byte-order mark (Excel's own "CSV UTF-8"), or Shift_JIS for an
//! older Excel. One row per player in standings order (players who did not play at the
//! end), with the rounds as `5+/b` (opponent's place in this table, result, colour) like
//! the crosstable.

use crate::{Event, Written};
use std::collections::HashMap;
use taikai_catalogue::{ExchangeRefusal, Lang};
use taikai_core::results::{Colour, Outcome};

/// The encodings of the CSV.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Encoding {
    /// UTF-8 with a byte-order mark.
    Utf8,
    ShiftJis,
}

impl std::str::FromStr for Encoding {
    type Err = ExchangeRefusal;
    fn from_str(s: &str) -> Result<Encoding, ExchangeRefusal> {
        match s.trim().to_lowercase().replace('-', "_").as_str() {
            "utf_8" | "utf8" => Ok(Encoding::Utf8),
            "shift_jis" | "sjis" | "cp932" | "windows_31j" => Ok(Encoding::ShiftJis),
            _ => Err(ExchangeRefusal::UnknownEncoding {
                text: s.to_string(),
            }),
        }
    }
}

fn field(text: &str) -> String {
    if text.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", text.replace('"', "\"\""))
    } else {
        text.to_string()
    }
}

fn number(x: f64) -> String {
    if x.fract() == 0.0 {
        format!("{x:.0}")
    } else {
        format!("{x}")
    }
}

/// Writes the table; `lang` chooses the headers and the rank's writing (`初段` / `1d`).
pub fn write(event: &Event, encoding: Encoding, lang: Lang) -> Result<Written, ExchangeRefusal> {
    let ja = lang == Lang::Ja;
    let mut header: Vec<String> = if ja {
        [
            "順位",
            "氏名",
            "ふりがな",
            "段級位",
            "所属",
            "国",
            "EGF PIN",
            "AGA ID",
            "レーティング",
            "得点",
            "勝数",
            "SOS",
            "SOSOS",
            "SODOS",
        ]
    } else {
        [
            "Place", "Name", "Reading", "Rank", "Club", "Country", "EGF PIN", "AGA id", "Rating",
            "Score", "Wins", "SOS", "SOSOS", "SODOS",
        ]
    }
    .iter()
    .map(|s| s.to_string())
    .collect();
    for r in 1..=event.settings.rounds {
        header.push(if ja {
            format!("第{r}回戦")
        } else {
            format!("Round {r}")
        });
    }
    let mut rows: Vec<(
        Option<&taikai_core::standings::StandingRow>,
        &taikai_core::Player,
    )> = Vec::new();
    for row in &event.standings {
        if let Some(p) = crate::player(event, row.id) {
            rows.push((Some(row), p));
        }
    }
    for p in &event.players {
        if !event.standings.iter().any(|r| r.id == p.id) {
            rows.push((None, p));
        }
    }
    let line_of: HashMap<i64, usize> = rows
        .iter()
        .enumerate()
        .map(|(i, (_, p))| (p.id, i + 1))
        .collect();
    let mut out = String::new();
    out.push_str(
        &header
            .iter()
            .map(|h| field(h))
            .collect::<Vec<_>>()
            .join(","),
    );
    out.push_str("\r\n");
    for (row, p) in &rows {
        let mut cells = vec![
            row.map(|r| r.place.to_string()).unwrap_or_default(),
            p.name.clone(),
            p.reading.clone(),
            if ja {
                p.rank.japanese()
            } else {
                p.rank.to_string()
            },
            p.club.clone(),
            p.ids.country.clone(),
            p.ids.egf_pin.clone(),
            p.ids.aga_id.clone(),
            p.ids.rating.map(|r| r.to_string()).unwrap_or_default(),
        ];
        for v in [
            row.map(|r| r.score),
            row.map(|r| r.wins),
            row.map(|r| r.sos),
            row.map(|r| r.sosos),
            row.map(|r| r.sodos),
        ] {
            cells.push(v.map(number).unwrap_or_default());
        }
        for r in 1..=event.settings.rounds {
            cells.push(cell(event, r, p.id, &line_of));
        }
        out.push_str(&cells.iter().map(|c| field(c)).collect::<Vec<_>>().join(","));
        out.push_str("\r\n");
    }
    let bytes = match encoding {
        Encoding::Utf8 => {
            let mut b = b"\xEF\xBB\xBF".to_vec();
            b.extend_from_slice(out.as_bytes());
            b
        }
        Encoding::ShiftJis => {
            let (bytes, _, errors) = encoding_rs::SHIFT_JIS.encode(&out);
            if errors {
                let bad = crate::first_unencodable_in(&out, encoding_rs::SHIFT_JIS);
                let name = rows
                    .iter()
                    .map(|(_, p)| p)
                    .find(|p| {
                        encoding_rs::SHIFT_JIS
                            .encode(&format!("{}{}{}", p.name, p.reading, p.club))
                            .2
                    })
                    .map_or_else(|| event.settings.name.clone(), |p| p.name.clone());
                return Err(ExchangeRefusal::CannotEncode {
                    name,
                    encoding: "Shift_JIS".into(),
                    character: bad,
                });
            }
            bytes.into_owned()
        }
    };
    Ok(Written {
        bytes,
        notes: Vec::new(),
    })
}

fn cell(event: &Event, round: u32, id: i64, line_of: &HashMap<i64, usize>) -> String {
    let Some(r) = event.rounds.iter().find(|r| r.round == round) else {
        return String::new();
    };
    if r.byes.contains(&id) {
        return "bye".into();
    }
    let Some(g) = r.games.iter().find(|g| g.black == id || g.white == id) else {
        return "-".into();
    };
    let (colour, opponent) = if g.black == id {
        (Colour::Black, g.white)
    } else {
        (Colour::White, g.black)
    };
    let symbol = match g.result.map(|res| (res.outcome(colour), res.is_forfeit())) {
        None => "?",
        Some((Outcome::Win, false)) => "+",
        Some((Outcome::Win, true)) => "+!",
        Some((Outcome::Loss, false)) => "-",
        Some((Outcome::Loss, true)) => "-!",
        Some((Outcome::Draw, _)) => "=",
        Some((Outcome::Void, _)) => "?",
    };
    format!(
        "{}{symbol}/{}",
        line_of.get(&opponent).copied().unwrap_or(0),
        if colour == Colour::Black { "b" } else { "w" }
    )
}
