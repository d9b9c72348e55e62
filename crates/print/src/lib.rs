//! Taikai's paper, as PDF: result cards (対戦カード), pairing lists for the wall, standings
//! and the crosstable, the arbitration report and the colour-draw record.
//!
//! Every document is a function from an input struct (assembled by the caller from the
//! tournament file) to PDF bytes. Japanese text is printed with the embedded IPAexGothic
//! (IPA Font License v1.0, `assets/fonts/`), subset to the glyphs used. A character the
//! font lacks (e.g. 𠮷 U+20BB7) is printed from a fallback face given with
//! [`Printer::with_fallback_font`], or else as '〓' — never as an empty box;
//! [`Printer::missing_glyphs`] lists such characters beforehand.
//!
//! No I/O: the caller writes the bytes where it wants.

pub mod arbitration;
pub mod cards;
pub mod draws;
pub mod layout;
pub mod pairings;
pub mod standings;

pub use arbitration::ArbitrationInput;
pub use cards::{CardBoard, CardLayout, CardsInput};
pub use draws::{DrawRecord, DrawsInput};
pub use layout::{Fonts, Paper};
pub use pairings::{PairingBoard, PairingsInput};
pub use standings::{CrosstableInput, StandingsInput};

use taikai_core::pairing::PairingPlayer;
use taikai_core::profile::Counting;
use taikai_core::{Player, Profile, Rank};

/// A player as a document shows them.
#[derive(Debug, Clone, PartialEq)]
pub struct PlayerInfo {
    /// Name as written, usually kanji.
    pub name: String,
    /// Reading in kana, for 五十音 order.
    pub reading: String,
    pub rank: Option<Rank>,
    pub club: String,
}

impl PlayerInfo {
    pub fn new(name: &str, reading: &str, rank: Option<Rank>, club: &str) -> PlayerInfo {
        PlayerInfo {
            name: name.to_string(),
            reading: reading.to_string(),
            rank,
            club: club.to_string(),
        }
    }

    /// The rank as clubs write it (`5級`, `初段`), empty when unknown.
    pub fn rank_text(&self) -> String {
        self.rank.map(|r| r.japanese()).unwrap_or_default()
    }
}

impl From<&Player> for PlayerInfo {
    fn from(p: &Player) -> Self {
        PlayerInfo::new(&p.name, &p.reading, Some(p.rank), &p.club)
    }
}

impl From<&PairingPlayer> for PlayerInfo {
    fn from(p: &PairingPlayer) -> Self {
        PlayerInfo::new(&p.name, &p.reading, Some(p.rank), &p.club)
    }
}

/// Prints documents with a set of fonts.
#[derive(Clone, Default)]
pub struct Printer {
    fonts: Fonts,
}

impl Printer {
    /// The embedded IPAexGothic only: characters it lacks print as '〓'.
    pub fn new() -> Printer {
        Printer {
            fonts: Fonts::embedded(),
        }
    }

    /// Adds a fallback face for characters IPAexGothic lacks: a .ttf/.otf, or face
    /// `face_index` of a .ttc (Noto Sans CJK JP is face 0 of `NotoSansCJK-Regular.ttc`).
    pub fn with_fallback_font(self, bytes: &[u8], face_index: usize) -> Result<Printer, String> {
        Ok(Printer {
            fonts: self.fonts.with_fallback(bytes, face_index)?,
        })
    }

    pub fn fonts(&self) -> &Fonts {
        &self.fonts
    }

    /// Characters of `text` no font of this printer has (they would print as '〓').
    pub fn missing_glyphs(&self, text: &str) -> Vec<char> {
        self.fonts.missing_glyphs(text)
    }

    pub fn result_cards(&self, input: &CardsInput, layout: CardLayout) -> Vec<u8> {
        cards::render(&self.fonts, input, layout)
    }

    pub fn pairing_list(&self, input: &PairingsInput) -> Vec<u8> {
        pairings::render(&self.fonts, input)
    }

    pub fn standings(&self, input: &StandingsInput) -> Vec<u8> {
        standings::render_standings(&self.fonts, input)
    }

    pub fn crosstable(&self, input: &CrosstableInput) -> Vec<u8> {
        standings::render_crosstable(&self.fonts, input)
    }

    pub fn arbitration_report(&self, input: &ArbitrationInput) -> Vec<u8> {
        arbitration::render(&self.fonts, input)
    }

    pub fn draw_record(&self, input: &DrawsInput) -> Vec<u8> {
        draws::render(&self.fonts, input)
    }
}

/// Result cards with the embedded font only.
pub fn result_cards(input: &CardsInput, layout: CardLayout) -> Vec<u8> {
    Printer::new().result_cards(input, layout)
}

/// Pairing list (by board, then by player in 五十音 order) with the embedded font only.
pub fn pairing_list(input: &PairingsInput) -> Vec<u8> {
    Printer::new().pairing_list(input)
}

/// Standings with the embedded font only.
pub fn standings(input: &StandingsInput) -> Vec<u8> {
    Printer::new().standings(input)
}

/// Crosstable with the embedded font only.
pub fn crosstable(input: &CrosstableInput) -> Vec<u8> {
    Printer::new().crosstable(input)
}

/// Arbitration report with the embedded font only.
pub fn arbitration_report(input: &ArbitrationInput) -> Vec<u8> {
    Printer::new().arbitration_report(input)
}

/// Colour-draw record with the embedded font only.
pub fn draw_record(input: &DrawsInput) -> Vec<u8> {
    Printer::new().draw_record(input)
}

/// The profile as a heading says it, in both languages.
pub(crate) fn profile_label(p: Profile) -> String {
    let title = p.rules().title;
    format!("{} / {}", title.ja, title.en)
}

/// Komi as Japanese writes it: 6目半 (6.5), 7目半; Chinese: 3子3/4 (7.5 points).
pub(crate) fn komi_text(profile: Profile, komi: Option<f64>) -> String {
    match komi {
        None => String::new(),
        Some(0.0) => "コミなし / no komi".to_string(),
        Some(k) => {
            let whole = k.trunc() as i64;
            let half = (k - k.trunc()).abs() >= 0.25;
            let ja = if half {
                format!("{whole}目半")
            } else {
                format!("{whole}目")
            };
            if profile.rules().counting == Counting::Area {
                format!("コミ {ja}（{}子） / komi {k}", k / 2.0)
            } else {
                format!("コミ {ja} / komi {k}")
            }
        }
    }
}

/// Hiragana key for 五十音 order: the reading (katakana folded to hiragana), else the name.
pub fn gojuon_key(p: &PlayerInfo) -> (String, String) {
    let base = if p.reading.trim().is_empty() {
        &p.name
    } else {
        &p.reading
    };
    let key = base
        .chars()
        .filter(|c| !c.is_whitespace())
        .map(|c| match c {
            'ァ'..='ヶ' => char::from_u32(c as u32 - 0x60).unwrap_or(c),
            _ => c,
        })
        .collect();
    (key, p.name.clone())
}
