//! Players: finding them, registering them, the form and the CSV rows, where they stand.

use crate::{list_en, list_ja, t, Text};
use strum::{EnumIter, IntoStaticStr};

/// What is wrong with a rank as typed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum RankProblem {
    #[default]
    Empty,
    NoNumber,
    NotANumber,
    NoKind,
    UnknownKind,
    KyuRange,
    DanRange,
}

/// Where a player stands, as the refusal names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Standing {
    #[default]
    Registered,
    CheckedIn,
    Withdrawn,
}

impl Standing {
    fn words(self) -> (&'static str, &'static str) {
        match self {
            Standing::Registered => ("registered but not checked in", "受付前"),
            Standing::CheckedIn => ("checked in", "受付済み"),
            Standing::Withdrawn => ("withdrawn", "棄権"),
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, EnumIter, IntoStaticStr)]
#[strum(serialize_all = "kebab-case")]
pub enum PlayerRefusal {
    /// No player has exactly this name.
    NotFound {
        name: String,
    },
    /// Several players have this name.
    Ambiguous {
        name: String,
        ids: Vec<String>,
    },
    NoSuchId {
        id: i64,
    },
    /// The same person (name and reading) is registered already.
    Duplicate {
        name: String,
        reading: String,
        id: i64,
    },
    EmptyName,
    BadRank {
        text: String,
        problem: RankProblem,
    },
    BadBirthYear {
        text: String,
    },
    /// A country that is not two letters.
    BadCountry {
        text: String,
    },
    /// An EGF PIN, FFG licence or AGA id with characters it cannot hold.
    BadFederationId {
        field: String,
        text: String,
    },
    BadRating {
        text: String,
        lowest: i32,
        highest: i32,
    },
    /// Every problem of a form, each its own refusal.
    Form {
        problems: Vec<PlayerRefusal>,
    },
    /// A CSV row: the same person on an earlier line.
    TwiceInFile {
        name: String,
        line: u32,
    },
    /// A CSV row: the person is registered already.
    AlreadyRegistered {
        name: String,
        id: i64,
    },
    CsvUnreadable {
        why: CsvProblem,
    },
    CsvMissingColumn {
        column: String,
    },
    /// Rows that need fixing, by line, each with its problems.
    CsvBadRows {
        rows: Vec<(u32, Vec<PlayerRefusal>)>,
    },
    NotCheckedIn {
        name: String,
        id: i64,
        standing: Standing,
    },
    HasBye {
        name: String,
        round: u32,
    },
    NotInRound {
        name: String,
        round: u32,
    },
    NotAtABoard {
        name: String,
        round: u32,
    },
    NotKeptOut {
        name: String,
        round: u32,
    },
    WithThemself {
        name: String,
    },
    InAFixedPair {
        name: String,
        id: i64,
        round: u32,
        black: i64,
        white: i64,
    },
    SwapOneBoard {
        a: String,
        b: String,
        board: u32,
    },
    SwapTwoPlayers,
}

/// Why a CSV file cannot be read at all.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum CsvProblem {
    #[default]
    NotText,
    DamagedUtf16,
    DamagedUtf8 {
        byte: usize,
    },
    Csv {
        line: u64,
    },
    Empty,
}

impl PlayerRefusal {
    pub fn text(&self) -> Text {
        use PlayerRefusal::*;
        match self {
            NotFound { name } => t(
                format!("there is no player named \"{name}\": names must match exactly; `taikai players list FILE` shows every name and number"),
                format!("「{name}」という選手はいません。名前は完全に一致させてください。参加者の一覧で名前と番号を確かめられます"),
            ),
            Ambiguous { name, ids } => t(
                format!("{} players are named \"{name}\" (numbers {}): give the number instead", ids.len(), list_en(ids)),
                format!("「{name}」という選手が{}人います（番号 {}）。番号で指定してください", ids.len(), list_ja(ids)),
            ),
            NoSuchId { id } => t(
                format!("there is no player {id} in this tournament: check the number in the player list"),
                format!("この大会に {id} 番の選手はいません。参加者の一覧で番号を確かめてください"),
            ),
            Duplicate { name, reading, id } => {
                let (re, rj) = if reading.is_empty() {
                    ("no reading".to_string(), "読みなし".to_string())
                } else {
                    (reading.clone(), reading.clone())
                };
                t(
                    format!("{name} ({re}) is already registered as player {id}: edit that entry, or give a different reading if this is another person"),
                    format!("{name}（{rj}）は {id} 番の選手としてすでに登録されています。その登録を直すか、別人なら違う読みを入れてください"),
                )
            }
            EmptyName => t(
                "the name is empty: every player needs a name".into(),
                "名前が空です。選手には名前が必要です".into(),
            ),
            BadRank { text, problem } => {
                let hint_en = "write it like 5k, 5級, 3d, 3段, 初段 or 1p, or ? (不明) if it is not known";
                let hint_ja = "5k・5級・3d・3段・初段・1p のように、わからなければ ?（不明）と書いてください";
                let (en, ja) = match problem {
                    RankProblem::Empty => (format!("it is empty; {hint_en}"), format!("空です。{hint_ja}")),
                    RankProblem::NoNumber => (format!("it does not start with a number; {hint_en}"), format!("数字で始まっていません。{hint_ja}")),
                    RankProblem::NotANumber => ("the number cannot be read".to_string(), "数字が読めません".to_string()),
                    RankProblem::NoKind => (format!("say whether it is kyu or dan; {hint_en}"), format!("級か段かを書いてください。{hint_ja}")),
                    RankProblem::UnknownKind => (format!("it is not kyu, dan or pro; {hint_en}"), format!("級・段・プロのどれでもありません。{hint_ja}")),
                    RankProblem::KyuRange => ("kyu ranks go from 30k to 1k".to_string(), "級は30級から1級までです".to_string()),
                    RankProblem::DanRange => ("dan ranks go from 1 to 9".to_string(), "段は1段から9段までです".to_string()),
                };
                t(format!("rank \"{text}\": {en}"), format!("段級位「{text}」：{ja}"))
            }
            BadBirthYear { text } => t(
                format!("birth year \"{text}\" is not a year: write four digits, e.g. 1987, or leave it empty"),
                format!("生年「{text}」は年ではありません。1987 のように4桁で書くか、空欄にしてください"),
            ),
            BadCountry { text } => t(
                format!("country \"{text}\" is not a two-letter country code: write e.g. JP, FR or DE, or leave it empty"),
                format!("国「{text}」は2文字の国コードではありません。JP、FR、DE のように書くか、空欄にしてください"),
            ),
            BadFederationId { field, text } => t(
                format!("{field} \"{text}\" cannot be right: write it as the federation gives it (digits), or leave it empty"),
                format!("{field}「{text}」は正しくありません。連盟の発行どおり（数字）に書くか、空欄にしてください"),
            ),
            BadRating { text, lowest, highest } => t(
                format!("rating \"{text}\" is not a rating: write a whole number from {lowest} to {highest} (EGF scale, 2100 = 1 dan), or leave it empty"),
                format!("レーティング「{text}」は使えません。{lowest} から {highest} までの整数（EGF 方式、2100 = 初段）で書くか、空欄にしてください"),
            ),
            Form { problems } => {
                let texts: Vec<Text> = problems.iter().map(PlayerRefusal::text).collect();
                let en: Vec<&str> = texts.iter().map(|x| x.en.as_str()).collect();
                let ja: Vec<&str> = texts.iter().map(|x| x.ja.as_str()).collect();
                if problems.is_empty() {
                    t("the player's details cannot be saved".into(), "選手の情報を保存できません".into())
                } else {
                    t(en.join("; "), ja.join("。"))
                }
            }
            TwiceInFile { name, line } => t(
                format!("{name} appears twice: also on line {line}"),
                format!("{name} が2回出てきます（{line}行目にも）"),
            ),
            AlreadyRegistered { name, id } => t(
                format!("{name} is already registered (player {id})"),
                format!("{name} はすでに登録されています（{id}番）"),
            ),
            CsvUnreadable { why } => {
                let (en, ja) = match why {
                    CsvProblem::NotText => (
                        "it is neither UTF-8 nor Shift_JIS text; save it from Excel as \"CSV UTF-8\" or \"CSV\"".to_string(),
                        "UTF-8 でも Shift_JIS でもありません。Excel で「CSV UTF-8」か「CSV」として保存してください".to_string(),
                    ),
                    CsvProblem::DamagedUtf16 => ("the UTF-16 text is damaged".to_string(), "UTF-16 の文字が壊れています".to_string()),
                    CsvProblem::DamagedUtf8 { byte } => (
                        format!("it starts with a UTF-8 mark but byte {byte} is not UTF-8"),
                        format!("UTF-8 の印で始まりますが、{byte} バイト目が UTF-8 ではありません"),
                    ),
                    CsvProblem::Empty => ("the file is empty".to_string(), "ファイルが空です".to_string()),
                    CsvProblem::Csv { line } => (
                        format!("line {line} is not CSV as Excel writes it (a quote left open?)"),
                        format!("{line}行目が CSV として読めません（引用符の閉じ忘れ？）"),
                    ),
                };
                t(format!("the CSV file cannot be read: {en}"), format!("CSV ファイルを読めません：{ja}"))
            }
            CsvMissingColumn { column } => t(
                format!("the CSV file has no {column} column: the first line must name the columns, e.g. 氏名,ふりがな,段級位,所属,生年 or name,reading,rank,club,birth_year"),
                format!("CSV ファイルに {column} の列がありません。1行目に列名を書いてください（例：氏名,ふりがな,段級位,所属,生年）"),
            ),
            CsvBadRows { rows } => {
                let n = rows.len();
                let lines = |lang_ja: bool| -> String {
                    rows.iter()
                        .map(|(line, problems)| {
                            let texts: Vec<String> = problems
                                .iter()
                                .map(|p| if lang_ja { p.text().ja } else { p.text().en })
                                .collect();
                            if lang_ja {
                                format!("\n  {line}行目：{}", texts.join("。"))
                            } else {
                                format!("\n  line {line}: {}", texts.join("; "))
                            }
                        })
                        .collect()
                };
                t(
                    format!(
                        "nothing was imported: {n} row{} of the CSV file need{} fixing (or skip them on purpose):{}",
                        if n == 1 { "" } else { "s" },
                        if n == 1 { "s" } else { "" },
                        lines(false)
                    ),
                    format!("何も取り込んでいません。CSV ファイルの{n}行を直してください（わざと飛ばすこともできます）：{}", lines(true)),
                )
            }
            NotCheckedIn { name, id, standing } => {
                let (en, ja) = standing.words();
                t(
                    format!("{name} (player {id}) is {en}, and only checked-in players are paired: check them in first"),
                    format!("{name}（{id}番）は{ja}です。組み合わせるのは受付済みの選手だけです。先に受付をしてください"),
                )
            }
            HasBye { name, round } => t(
                format!("{name} has a bye in round {round}: there is no game to record"),
                format!("{name} は第{round}回戦が不戦（組合せなし）です。記録する対局がありません"),
            ),
            NotInRound { name, round } => t(
                format!("{name} does not play in round {round}: check the name on the pairing list"),
                format!("{name} は第{round}回戦で対局していません。組合せ表で名前を確かめてください"),
            ),
            NotAtABoard { name, round } => t(
                format!("{name} has no board in round {round} (a bye or not paired): only players at a board can be swapped"),
                format!("{name} は第{round}回戦の盤についていません（不戦か未組合せ）。入れ替えられるのは盤についている選手だけです"),
            ),
            NotKeptOut { name, round } => t(
                format!("{name} is not kept out of round {round}: nothing to undo"),
                format!("{name} は第{round}回戦の休みになっていません。取り消すものはありません"),
            ),
            WithThemself { name } => t(
                format!("{name} cannot be paired with themself: name two different players"),
                format!("{name} を本人と組み合わせることはできません。別の2人を指定してください"),
            ),
            InAFixedPair { name, id, round, black, white } => t(
                format!("{name} (player {id}) is already in a fixed pair for round {round} ({black} – {white})"),
                format!("{name}（{id}番）は第{round}回戦ですでに固定された組（{black} – {white}）に入っています"),
            ),
            SwapOneBoard { a, b, board } => t(
                format!("{a} and {b} play each other on board {board}: swapping them changes nothing; to change colours, fix the pair instead"),
                format!("{a} と {b} は{board}番盤で対局します。入れ替えても変わりません。手番を変えるには組を固定してください"),
            ),
            SwapTwoPlayers => t(
                "name two different players to swap".into(),
                "入れ替える2人の選手を指定してください".into(),
            ),
        }
    }
}
