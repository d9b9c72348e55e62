//! Game records and positions for the arbiter: SGF files, Othello transcripts, dead stones
//! and marks, counting and judging a tournament's board.

use crate::{t, Text};
use strum::{EnumIter, IntoStaticStr};

/// Why set-up stones are not a position of Go.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub enum SetupProblem {
    #[default]
    BadSize,
    BadPoint {
        text: String,
    },
    BothColours {
        point: String,
    },
    NoLiberties {
        point: String,
    },
}

/// Why a move of a record is illegal, by the article that forbids it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum IllegalWhy {
    #[default]
    Occupied,
    Suicide,
    Ko,
    Superko,
    WrongTurn,
    FirstMove,
}

#[derive(Debug, Clone, PartialEq, Eq, EnumIter, IntoStaticStr)]
#[strum(serialize_all = "kebab-case")]
pub enum RecordRefusal {
    Syntax {
        name: String,
        offset: usize,
        expected: String,
        found: String,
    },
    BadValue {
        name: String,
        offset: usize,
        property: String,
        value: String,
        expected: String,
    },
    BadMove {
        name: String,
        number: u32,
        offset: usize,
        value: String,
    },
    WrongGame {
        name: String,
        offset: usize,
        found: String,
        want_go: bool,
    },
    TooLarge {
        name: String,
        bytes: usize,
    },
    TooManyNodes {
        name: String,
        offset: usize,
    },
    TooManyMoves {
        name: String,
        offset: usize,
    },
    TooDeep {
        name: String,
        offset: usize,
    },
    BadKomi {
        name: String,
        offset: usize,
        value: String,
        limit: u32,
    },
    BadSetup {
        name: String,
        offset: usize,
        problem: SetupProblem,
    },
    /// A position set up by hand (the arbitration screen).
    Position {
        problem: SetupProblem,
        size: u32,
    },
    BadPoint {
        what: String,
        text: String,
        size: u32,
    },
    DeadOnEmpty {
        point: String,
    },
    OffBoard {
        point: String,
    },
    WarningsUnderJapanese,
    KomiNotANumber {
        komi: String,
    },
    KomiBeyondBoard {
        komi: String,
        limit: u32,
    },
    NoStone {
        point: String,
    },
    AgreedBoth {
        point: String,
    },
    Illegal {
        name: String,
        number: u32,
        black: bool,
        point: String,
        why: IllegalWhy,
    },
    OthelloTranscript {
        name: String,
        offset: usize,
        found: String,
    },
    OthelloMove {
        name: String,
        number: u32,
        value: String,
    },
    OthelloTooManyMoves {
        name: String,
        offset: usize,
    },
    NoRules,
    UnknownRules {
        text: String,
    },
    OthelloTournament {
        path: String,
    },
    RulesMismatch {
        profile: String,
    },
    HandicapMismatch {
        name: String,
        record: u32,
        round: u32,
        board: u32,
        stones: u32,
    },
    /// The arbiter stopped a verdict being searched.
    SearchStopped,
}

impl RecordRefusal {
    pub fn text(&self) -> Text {
        use RecordRefusal::*;
        match self {
            Syntax { name, offset, expected, found } => t(
                format!("{name}: SGF syntax error at byte {offset}: expected {expected}, found {found}. Check that the file is a complete SGF record and has not been truncated or edited by hand."),
                format!("{name}：{offset}バイト目で SGF の書式が崩れています。途中で切れたり手で書き換えられたりしていない、完全な SGF 棋譜か確かめてください。"),
            ),
            BadValue { name, offset, property, value, expected } => t(
                format!("{name}: SGF property {property}[{value}] at byte {offset} is not valid: expected {expected}. Correct the value in the file."),
                format!("{name}：{offset}バイト目の SGF の値 {property}[{value}] は正しくありません。ファイルの値を直してください。"),
            ),
            BadMove { name, number, offset, value } => t(
                format!("{name}: move {number} (byte {offset}) '{value}' cannot be read. Correct that move in the record."),
                format!("{name}：{number}手目（{offset}バイト目）の「{value}」が読めません。棋譜のその手を直してください。"),
            ),
            WrongGame { name, offset, found, want_go } => t(
                format!("{name}: the file records game type GM[{found}] (byte {offset}), not {}. Use the command for that game.", if *want_go { "Go (GM[1])" } else { "Othello (GM[2])" }),
                format!("{name}：このファイルは GM[{found}]（{offset}バイト目）の棋譜で、{}ではありません。その競技のコマンドを使ってください。", if *want_go { "囲碁（GM[1]）" } else { "オセロ（GM[2]）" }),
            ),
            TooLarge { name, bytes } => t(
                format!("{name}: the file is {bytes} bytes; an SGF record of one game is read up to 4 MB. Check that this is the right file, or keep only the game to be read."),
                format!("{name}：ファイルが {bytes} バイトあります。1局の SGF は 4 MB までです。正しいファイルか確かめるか、読む対局だけを残してください。"),
            ),
            TooManyNodes { name, offset } => t(
                format!("{name}: the main line has far more nodes than any game (byte {offset}). Check that this is the right file."),
                format!("{name}：本譜のノードがどの対局よりもはるかに多すぎます（{offset}バイト目）。正しいファイルか確かめてください。"),
            ),
            TooManyMoves { name, offset } => t(
                format!("{name}: the main line has far more moves than any game (byte {offset}). Check that this is the right file."),
                format!("{name}：本譜の手数がどの対局よりもはるかに多すぎます（{offset}バイト目）。正しいファイルか確かめてください。"),
            ),
            TooDeep { name, offset } => t(
                format!("{name}: variations are nested too deep at byte {offset}. Check that this is the right file, or remove the variations."),
                format!("{name}：{offset}バイト目で変化図の入れ子が深すぎます。正しいファイルか確かめるか、変化図を消してください。"),
            ),
            BadKomi { name, offset, value, limit } => t(
                format!("{name}: SGF property KM[{value}] at byte {offset} is not a komi: expected a number of points from -{limit} to {limit} (the board's area). Correct the komi in the file."),
                format!("{name}：{offset}バイト目の KM[{value}] はコミではありません。-{limit} から {limit} の目数（盤の広さ）で書いてください。"),
            ),
            BadSetup { name, offset, problem } => {
                let (en, ja) = setup(problem, 0);
                t(
                    format!("{name}: the set-up stones at byte {offset} are not a position of Go: {en}. Correct the set-up (AB/AW) in the file."),
                    format!("{name}：{offset}バイト目の置かれた石（AB/AW）は碁の局面になりません：{ja}。ファイルを直してください。"),
                )
            }
            Position { problem, size } => {
                let (en, ja) = setup(problem, *size);
                t(format!("the position cannot be judged: {en}"), format!("この局面は判定できません：{ja}"))
            }
            BadPoint { what, text, size } => t(
                format!("{what}: '{text}' is not a point on a {size}x{size} board: write SGF points such as dd, or D16"),
                format!("{what}：「{text}」は{size}路盤の点ではありません。dd や D16 のように書いてください"),
            ),
            DeadOnEmpty { point } => t(
                format!("point {point} was named as a dead stone but it is empty at the end of the record; name one stone of each dead chain"),
                format!("{point} を死に石に指定しましたが、終局時その点に石はありません。死に石の各連から1子を指定してください"),
            ),
            OffBoard { point } => t(
                format!("point {point} is off the board"),
                format!("{point} は盤の外です"),
            ),
            SearchStopped => t(
                "the search was stopped: no verdict was given, and the one shown before is kept; judge again, or search longer, when you are ready".into(),
                "探索を中止しました。判定は出ていません（前の判定をそのまま表示しています）。必要なら、もう一度判定するか、さらに探索してください".into(),
            ),
            WarningsUnderJapanese => t(
                "warnings move stones only under the Chinese rules (§22); count with --rules chinese or give no warnings".into(),
                "警告で子が動くのは中国囲碁規則だけです（第22条）。中国ルールで数えるか、警告を外してください".into(),
            ),
            KomiNotANumber { komi } => t(
                format!("komi {komi} is not a number of points"),
                format!("コミ {komi} は目数ではありません"),
            ),
            KomiBeyondBoard { komi, limit } => t(
                format!("komi {komi} is more than the board's {limit} points; give the komi in points, from -{limit} to {limit} (e.g. 6.5)"),
                format!("コミ {komi} は盤の{limit}目を超えています。-{limit} から {limit} の目数で書いてください（例：6.5）"),
            ),
            NoStone { point } => t(
                format!("point {point} was named as a stone but it is empty: name one stone of each chain"),
                format!("{point} を石として指定しましたが、空点です。各連から1子を指定してください"),
            ),
            AgreedBoth { point } => t(
                format!("the chain at {point} was named both as agreed dead and as agreed alive: name it once"),
                format!("{point} の連が「合意で死に」と「合意で生き」の両方に指定されています。どちらか一方にしてください"),
            ),
            Illegal { name, number, black, point, why } => {
                let (ce, cj) = if *black { ("black", "黒") } else { ("white", "白") };
                let (we, wj) = match why {
                    IllegalWhy::Occupied => ("the point already holds a stone", "石のある点に打っています"),
                    IllegalWhy::Suicide => ("suicide (Japanese rules §4, Chinese rules §5)", "自殺手です（日本囲碁規約 第4条、中国囲碁規則 第5条）"),
                    IllegalWhy::Ko => ("it retakes a ko at once (Japanese rules §5)", "コウをすぐに取り返しています（日本囲碁規約 第5条）"),
                    IllegalWhy::Superko => ("it repeats an earlier whole-board position (Chinese rules §6)", "以前の全局面を繰り返しています（中国囲碁規則 第6条）"),
                    IllegalWhy::WrongTurn => ("the same colour moved twice without a pass (Chinese rules §17.2)", "パスなしで同じ色が2回打っています（中国囲碁規則 第17条2）"),
                    IllegalWhy::FirstMove => ("the wrong colour moved first: Black first in an even game, White first after the handicap stones (Japanese rules §2.3)", "最初の手番が違います。互先は黒から、置碁は置石の後に白から打ちます（日本囲碁規約 第2条3）"),
                };
                t(
                    format!("{name}: move {number} ({ce} {point}) is illegal: {we}. Settle the violation before judging the position."),
                    format!("{name}：{number}手目（{cj} {point}）は着手禁止です：{wj}。局面を判定する前に反則を裁定してください。"),
                )
            }
            OthelloTranscript { name, offset, found } => t(
                format!("{name}: \"{found}\" at character {offset} is not a square: write squares like f5d6c3"),
                format!("{name}：{offset}文字目の「{found}」はマスではありません。f5d6c3 のように書いてください"),
            ),
            OthelloMove { name, number, value } => t(
                format!("{name}: move {number} '{value}' is not a square of the board"),
                format!("{name}：{number}手目の「{value}」は盤のマスではありません"),
            ),
            OthelloTooManyMoves { name, offset } => t(
                format!("{name}: more moves than an Othello game has (at {offset}): check that this is the right file"),
                format!("{name}：オセロの対局より手数が多すぎます（{offset}）。正しいファイルか確かめてください"),
            ),
            NoRules => t(
                "say which rules to use (--rules japanese or chinese), or name the tournament's board (--tournament FILE --round N --board N)".into(),
                "ルールを指定するか（--rules japanese または chinese）、大会の盤を指定してください（--tournament FILE --round N --board N）".into(),
            ),
            UnknownRules { text } => t(
                format!("unknown rules '{text}': expected 'japanese' or 'chinese'"),
                format!("「{text}」というルールはありません。japanese か chinese を指定してください"),
            ),
            OthelloTournament { path } => t(
                format!("{path} plays Othello: a Go record cannot be counted on its boards"),
                format!("{path} はオセロの大会です。囲碁の棋譜はその盤で数えられません"),
            ),
            RulesMismatch { profile } => t(
                format!("the tournament plays {profile}, not the rules given: leave out --rules to use the tournament's"),
                format!("この大会のルールは {profile} で、指定したルールと違います。--rules を外すと大会のルールを使います"),
            ),
            HandicapMismatch { name, record, round, board, stones } => t(
                format!("{name} has {record} handicap stones but round {round} board {board} is played with {stones}: is it the record of this board?"),
                format!("{name} は置石{record}子ですが、第{round}回戦{board}番盤は{stones}子です。この盤の棋譜か確かめてください"),
            ),
        }
    }
}

fn setup(p: &SetupProblem, size: u32) -> (String, String) {
    match p {
        SetupProblem::BadSize => (
            format!(
                "a board of {size}×{size} is not one Taikai plays on (9, 13 or 19, or 5 to 25)"
            ),
            format!("{size}路の盤には対応していません"),
        ),
        SetupProblem::BadPoint { text } => (
            format!("\"{text}\" is not a point of the board"),
            format!("「{text}」は盤の点ではありません"),
        ),
        SetupProblem::BothColours { point } => (
            format!("{point} is given to both colours"),
            format!("{point} が黒と白の両方に入っています"),
        ),
        SetupProblem::NoLiberties { point } => (
            format!("the chain at {point} has no liberty"),
            format!("{point} の連にダメがありません"),
        ),
    }
}
