//! Importing players from a CSV file as Excel saves it.
//!
//! Excel in Japan saves "CSV" as Shift_JIS (CP932); "CSV UTF-8" adds a byte-order mark;
//! other tools write plain UTF-8; "Unicode text" is UTF-16 with tabs. All are read. Headers
//! may be Japanese or English. Nothing is imported while any row has a problem, unless the
//! TD skips that row on purpose: a half-imported list is worse than none.
//!
//! Line numbers are those of the file as a text editor shows them, whatever its line ends:
//! CRLF (Excel on Windows), LF, CR alone (Excel on old Macs), or a mixture; a quoted cell
//! with line breaks keeps the rows after it on their own lines. The work is linear in the
//! number of rows: duplicates are found through a map, not by comparing every pair.

use crate::player::{Player, PlayerDetails, PlayerForm};
use serde::{Deserialize, Serialize};
use std::collections::{HashMap, HashSet};
use std::fmt;
use taikai_catalogue::{CsvProblem, PlayerRefusal, Text};
use ts_rs::TS;

/// What the TD sees before confirming an import.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct ImportPreview {
    /// The encoding the file was read in: "UTF-8", "UTF-8 (BOM)", "Shift_JIS", "UTF-16".
    pub encoding: String,
    pub rows: Vec<ImportRow>,
    /// Columns that are not used, e.g. an e-mail column.
    pub ignored_columns: Vec<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[ts(export)]
pub struct ImportRow {
    /// Line of the file the row starts on (the header is line 1), as Excel numbers rows.
    pub line: u32,
    pub player: PlayerForm,
    /// The rank as it will be stored (`3d`), when it could be read.
    pub rank_shown: Option<String>,
    /// Empty when the row can be imported; in both languages.
    pub problems: Vec<Text>,
    /// The same problems as typed refusals.
    #[serde(skip)]
    #[ts(skip)]
    pub refusals: Vec<PlayerRefusal>,
}

impl ImportPreview {
    pub fn problem_rows(&self) -> impl Iterator<Item = &ImportRow> {
        self.rows.iter().filter(|r| !r.problems.is_empty())
    }

    /// The players to add, or a refusal naming every bad row that was not skipped on purpose.
    pub fn accept(&self, skip_lines: &[u32]) -> Result<Vec<PlayerDetails>, ImportError> {
        let skip_lines: HashSet<u32> = skip_lines.iter().copied().collect();
        let bad: Vec<RowProblem> = self
            .problem_rows()
            .filter(|r| !skip_lines.contains(&r.line))
            .map(|r| RowProblem {
                line: r.line,
                problems: r.refusals.clone(),
            })
            .collect();
        if !bad.is_empty() {
            return Err(ImportError::BadRows(bad));
        }
        Ok(self
            .rows
            .iter()
            .filter(|r| !skip_lines.contains(&r.line))
            .filter_map(|r| r.player.check().ok())
            .collect())
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RowProblem {
    pub line: u32,
    pub problems: Vec<PlayerRefusal>,
}

/// Why a file cannot be imported. Every message says where and what to do.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ImportError {
    Unreadable(CsvProblem),
    MissingColumn(&'static str),
    BadRows(Vec<RowProblem>),
}

impl ImportError {
    /// The refusal, as the catalogue says it.
    pub fn refusal(&self) -> PlayerRefusal {
        match self {
            ImportError::Unreadable(why) => PlayerRefusal::CsvUnreadable { why: *why },
            ImportError::MissingColumn(column) => PlayerRefusal::CsvMissingColumn {
                column: column.to_string(),
            },
            ImportError::BadRows(rows) => PlayerRefusal::CsvBadRows {
                rows: rows.iter().map(|r| (r.line, r.problems.clone())).collect(),
            },
        }
    }
}

impl fmt::Display for ImportError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.refusal().text().en)
    }
}

impl std::error::Error for ImportError {}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Column {
    Name,
    Reading,
    Rank,
    Club,
    BirthYear,
    Notes,
    Group,
}

/// Header spellings, compared after trimming and lower-casing.
const HEADERS: &[(Column, &[&str])] = &[
    (Column::Name, &["氏名", "名前", "選手名", "name", "player"]),
    (
        Column::Reading,
        &[
            "ふりがな",
            "フリガナ",
            "よみがな",
            "ヨミガナ",
            "よみ",
            "読み",
            "reading",
            "kana",
        ],
    ),
    (Column::Rank, &["段級位", "段位", "棋力", "級位", "rank"]),
    (Column::Club, &["所属", "クラブ", "支部", "club"]),
    (
        Column::BirthYear,
        &[
            "生年",
            "生まれ年",
            "生年(西暦)",
            "birth_year",
            "birth year",
            "birthyear",
            "born",
        ],
    ),
    (Column::Notes, &["備考", "メモ", "notes", "note"]),
    (
        Column::Group,
        &["家族", "グループ", "家族・グループ", "group", "family"],
    ),
];

/// Reads the CSV and checks every row against the rules and the players already registered.
pub fn preview(bytes: &[u8], registered: &[Player]) -> Result<ImportPreview, ImportError> {
    let (text, encoding) = decode(bytes)?;
    // The csv reader counts line numbers right only for LF.
    let text = lf_line_ends(&text);
    let first_line = text.lines().next().unwrap_or("");
    let delimiter = if first_line.contains('\t') && !first_line.contains(',') {
        b'\t'
    } else {
        b','
    };
    let mut reader = csv::ReaderBuilder::new()
        .has_headers(false)
        .flexible(true)
        .delimiter(delimiter)
        .from_reader(text.as_bytes());
    let mut records = reader.records();
    let header = match records.next() {
        Some(Ok(h)) => h,
        Some(Err(_)) => return Err(ImportError::Unreadable(CsvProblem::Csv { line: 1 })),
        None => return Err(ImportError::Unreadable(CsvProblem::Empty)),
    };
    let mut columns = Vec::new();
    let mut ignored_columns = Vec::new();
    for title in header.iter() {
        let key = title.trim().to_lowercase();
        let column = HEADERS
            .iter()
            .find(|(_, names)| names.contains(&key.as_str()))
            .map(|(c, _)| *c);
        if column.is_none() && !key.is_empty() {
            ignored_columns.push(title.trim().to_string());
        }
        columns.push(column);
    }
    for (needed, label) in [
        (Column::Name, "name (氏名)"),
        (Column::Rank, "rank (段級位)"),
    ] {
        if !columns.contains(&Some(needed)) {
            return Err(ImportError::MissingColumn(label));
        }
    }

    let mut lines = LineCounter::new(text.as_bytes());
    let mut rows: Vec<ImportRow> = Vec::new();
    // (name, reading) of every row accepted so far, with its line.
    let mut accepted: HashMap<(String, String), u32> = HashMap::new();
    let registered: HashMap<(&str, &str), &Player> = registered
        .iter()
        .rev() // the first registered player wins, as a scan in order would find
        .map(|p| ((p.name.as_str(), p.reading.as_str()), p))
        .collect();
    for record in records {
        let record = record.map_err(|e| {
            ImportError::Unreadable(CsvProblem::Csv {
                line: e.position().map_or(0, |p| p.line()),
            })
        })?;
        let line = record
            .position()
            .map_or(0, |p| lines.line_at(p.byte() as usize));
        if record.iter().all(|cell| cell.trim().is_empty()) {
            continue; // Excel leaves rows of empty cells below the data.
        }
        let mut player = PlayerForm::default();
        for (cell, column) in record.iter().zip(&columns) {
            let slot = match column {
                Some(Column::Name) => &mut player.name,
                Some(Column::Reading) => &mut player.reading,
                Some(Column::Rank) => &mut player.rank,
                Some(Column::Club) => &mut player.club,
                Some(Column::BirthYear) => &mut player.birth_year,
                Some(Column::Notes) => &mut player.notes,
                Some(Column::Group) => &mut player.group,
                None => continue,
            };
            *slot = cell.to_string();
        }
        let (rank_shown, problems) = match player.check() {
            Ok(details) => {
                let mut problems = Vec::new();
                let key = (details.name.clone(), details.reading.clone());
                if let Some(other_line) = accepted.get(&key) {
                    problems.push(PlayerRefusal::TwiceInFile {
                        name: details.name.clone(),
                        line: *other_line,
                    });
                } else if let Some(p) = registered.get(&(key.0.as_str(), key.1.as_str())) {
                    problems.push(PlayerRefusal::AlreadyRegistered {
                        name: details.name.clone(),
                        id: p.id,
                    });
                }
                let shown = details.rank.to_string();
                if problems.is_empty() {
                    accepted.insert(key, line);
                }
                (Some(shown), problems)
            }
            Err(problems) => (None, problems),
        };
        rows.push(ImportRow {
            line,
            player,
            rank_shown,
            problems: problems.iter().map(PlayerRefusal::text).collect(),
            refusals: problems,
        });
    }
    Ok(ImportPreview {
        encoding: encoding.to_string(),
        rows,
        ignored_columns,
    })
}

/// Line numbers of byte offsets into LF-ended text, asked in increasing order: each byte
/// of the text is counted once. The csv reader puts a record after blank lines at the
/// first blank line; its number is that of the line its first cell is on.
struct LineCounter<'a> {
    text: &'a [u8],
    byte: usize,
    line: u32,
}

impl<'a> LineCounter<'a> {
    fn new(text: &'a [u8]) -> Self {
        LineCounter {
            text,
            byte: 0,
            line: 1,
        }
    }

    fn line_at(&mut self, byte: usize) -> u32 {
        let mut start = byte.min(self.text.len());
        while self.text.get(start) == Some(&b'\n') {
            start += 1;
        }
        if start >= self.byte {
            let newlines = self.text[self.byte..start]
                .iter()
                .filter(|&&b| b == b'\n')
                .count();
            self.line = self.line.saturating_add(newlines as u32);
            self.byte = start;
        }
        self.line
    }
}

/// The text with every line end (CRLF, CR alone, LF) written as LF, in one pass.
fn lf_line_ends(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(i) = rest.find('\r') {
        out.push_str(&rest[..i]);
        out.push('\n');
        rest = &rest[i + 1..];
        if let Some(after) = rest.strip_prefix('\n') {
            rest = after;
        }
    }
    out.push_str(rest);
    out
}

/// Detects the encoding: a byte-order mark, else UTF-8 if the bytes are valid UTF-8, else
/// Shift_JIS (CP932, which is what encoding_rs decodes under that name).
fn decode(bytes: &[u8]) -> Result<(String, &'static str), ImportError> {
    if let Some(rest) = bytes.strip_prefix(b"\xEF\xBB\xBF") {
        return utf8(rest).map(|t| (t, "UTF-8 (BOM)"));
    }
    if bytes.starts_with(b"\xFF\xFE") || bytes.starts_with(b"\xFE\xFF") {
        let (text, _, had_errors) = encoding_rs::UTF_16LE.decode(bytes);
        if had_errors {
            return Err(ImportError::Unreadable(CsvProblem::DamagedUtf16));
        }
        return Ok((text.into_owned(), "UTF-16"));
    }
    if let Ok(text) = std::str::from_utf8(bytes) {
        return Ok((text.to_string(), "UTF-8"));
    }
    let (text, had_errors) = encoding_rs::SHIFT_JIS.decode_without_bom_handling(bytes);
    if had_errors {
        return Err(ImportError::Unreadable(CsvProblem::NotText));
    }
    Ok((text.into_owned(), "Shift_JIS"))
}

fn utf8(bytes: &[u8]) -> Result<String, ImportError> {
    String::from_utf8(bytes.to_vec()).map_err(|e| {
        ImportError::Unreadable(CsvProblem::DamagedUtf8 {
            byte: e.utf8_error().valid_up_to() + 3,
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ok(csv: &[u8]) -> ImportPreview {
        preview(csv, &[]).unwrap()
    }

    #[test]
    fn japanese_headers_and_ranks_are_read() {
        let p = ok(
            "氏名,ふりがな,段級位,所属,生年\r\n山田 太郎,やまだ たろう,初段,渋谷,1980\r\n"
                .as_bytes(),
        );
        assert_eq!(p.encoding, "UTF-8");
        assert_eq!(p.rows.len(), 1);
        assert_eq!(p.rows[0].line, 2);
        assert_eq!(p.rows[0].rank_shown.as_deref(), Some("1d"));
        assert_eq!(p.accept(&[]).unwrap()[0].club, "渋谷");
    }

    #[test]
    fn english_headers_in_any_order_and_unknown_columns_are_reported() {
        let p = ok(b"Rank,Name,E-mail\n3k,Ann Lee,ann@example.org\n");
        assert_eq!(p.ignored_columns, vec!["E-mail"]);
        let players = p.accept(&[]).unwrap();
        assert_eq!(players[0].name, "Ann Lee");
        assert_eq!(players[0].rank.to_string(), "3k");
    }

    #[test]
    fn a_bad_row_blocks_the_import_until_skipped_on_purpose() {
        let p = ok("name,rank\nA,5k\nB,5x\n,3d\nA,4k\n\n,,\n".as_bytes());
        let err = p.accept(&[]).unwrap_err();
        let ImportError::BadRows(rows) = &err else {
            panic!("{err}")
        };
        assert_eq!(
            rows.iter().map(|r| r.line).collect::<Vec<_>>(),
            vec![3, 4, 5]
        );
        let text = err.to_string();
        assert!(text.contains("line 3: rank \"5x\""), "{text}");
        assert!(text.contains("line 4: the name is empty"), "{text}");
        assert!(
            text.contains("line 5: A appears twice: also on line 2"),
            "{text}"
        );
        assert!(p.accept(&[3, 4]).is_err());
        assert_eq!(p.accept(&[3, 4, 5]).unwrap().len(), 1);
    }

    #[test]
    fn a_player_already_registered_is_a_duplicate() {
        let existing = Player {
            id: 7,
            name: "山田 太郎".into(),
            reading: "やまだ たろう".into(),
            rank: crate::Rank::Dan(1),
            club: String::new(),
            birth_year: None,
            notes: String::new(),
            status: crate::PlayerStatus::Registered,
            group: String::new(),
            ids: Default::default(),
        };
        let p = preview(
            "氏名,ふりがな,段級位\n山田　太郎,やまだ　たろう,2段\n".as_bytes(),
            &[existing],
        )
        .unwrap();
        assert_eq!(
            p.rows[0].problems[0].en,
            "山田 太郎 is already registered (player 7)"
        );
    }

    #[test]
    fn a_file_without_a_rank_column_is_refused_whole() {
        let e = preview(b"name,club\nA,B\n", &[]).unwrap_err();
        assert_eq!(e, ImportError::MissingColumn("rank (段級位)"));
        assert!(e.to_string().contains("氏名,ふりがな,段級位"));
    }

    #[test]
    fn quoted_cells_with_commas_and_line_breaks_keep_their_line_numbers() {
        let p = ok(b"name,rank,notes\n\"Lee, Ann\",2d,\"two\nlines\"\nBob,9x,\n");
        assert_eq!(p.rows[0].player.name, "Lee, Ann");
        assert_eq!(p.rows[1].line, 4);
    }

    #[test]
    fn line_numbers_are_right_for_cr_lf_crlf_and_mixtures() {
        let lines = |csv: &[u8]| -> Vec<u32> {
            let p = ok(csv);
            p.problem_rows().map(|r| r.line).collect()
        };
        // Old Mac Excel: CR alone. The bad rows are on lines 3 and 5.
        assert_eq!(lines(b"name,rank\rA,5k\rB,5x\rC,4k\rD,9x\r"), vec![3, 5]);
        assert_eq!(lines(b"name,rank\nA,5k\nB,5x\nC,4k\nD,9x"), vec![3, 5]);
        assert_eq!(
            lines(b"name,rank\r\nA,5k\r\nB,5x\r\nC,4k\r\nD,9x\r\n"),
            vec![3, 5]
        );
        assert_eq!(lines(b"name,rank\rA,5k\r\nB,5x\nC,4k\rD,9x\n"), vec![3, 5]);
        // A blank line of each kind still counts as a line.
        assert_eq!(
            lines(b"name,rank\r\rA,5x\r\n\r\nB,5x\n\nC,7x"),
            vec![3, 5, 7]
        );
        // A quoted cell with a CR line break: the rows after it keep their numbers.
        let p = ok(b"name,rank,notes\r\"Lee, Ann\",2d,\"two\rlines\"\rBob,9x,\r");
        assert_eq!(p.rows[0].line, 2);
        assert_eq!(p.rows[0].player.notes, "two\nlines");
        assert_eq!(p.rows[1].line, 4);
        let e = p.accept(&[]).unwrap_err().to_string();
        assert!(e.contains("line 4: rank"), "{e}");
    }

    #[test]
    fn duplicates_are_found_across_the_whole_file_and_skips_are_honoured() {
        let mut csv = String::from("name,rank\n");
        for i in 0..2000 {
            csv.push_str(&format!("P{i},5k\n"));
        }
        csv.push_str("P7,4k\nP1999,3k\n");
        let p = ok(csv.as_bytes());
        let bad: Vec<(u32, String)> = p
            .problem_rows()
            .map(|r| {
                let words: Vec<&str> = r.problems.iter().map(|t| t.en.as_str()).collect();
                (r.line, words.join("; "))
            })
            .collect();
        assert_eq!(
            bad,
            vec![
                (2002, "P7 appears twice: also on line 9".to_string()),
                (2003, "P1999 appears twice: also on line 2001".to_string()),
            ]
        );
        assert_eq!(p.accept(&[2002, 2003]).unwrap().len(), 2000);
    }

    #[test]
    fn utf16_tab_separated_unicode_text_from_excel_is_read() {
        let text = "氏名\t段級位\r\n林 海峰\t九段\r\n";
        let mut bytes = vec![0xFF, 0xFE];
        bytes.extend(text.encode_utf16().flat_map(u16::to_le_bytes));
        let p = ok(&bytes);
        assert_eq!(p.encoding, "UTF-16");
        assert_eq!(p.accept(&[]).unwrap()[0].rank.to_string(), "9d");
    }

    #[test]
    fn bytes_that_are_no_known_text_are_refused() {
        let e = preview(&[0x81, 0x20, 0xFF, 0xFF, 0x0A], &[]).unwrap_err();
        assert!(e.to_string().contains("neither UTF-8 nor Shift_JIS"), "{e}");
    }
}
