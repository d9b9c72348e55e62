//! Rounds and game day: pairing, pairs set by hand, colour draws, the start, arrivals,
//! warnings, results, clocks, printing a round.

use crate::{list_en, list_ja, t, Text};
use strum::{EnumIter, IntoStaticStr};

/// How colours are drawn, as a refusal names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum DrawWay {
    #[default]
    Nigiri,
    Kou,
    Otsu,
}

impl DrawWay {
    fn words(self) -> (&'static str, &'static str) {
        match self {
            DrawWay::Nigiri => ("nigiri", "ニギリ"),
            DrawWay::Kou => (
                "the hidden stone method 甲 (no draws: the winner of the draw chooses colour or the draw-win right)",
                "伏せ石の甲方式（引き分けなし：当てた側が色か引き分け勝ちを選ぶ）",
            ),
            DrawWay::Otsu => ("the hidden stone method 乙 (top or bottom)", "伏せ石の乙方式（上か下か）"),
        }
    }
}

/// What is wrong with a colour draw entered from the board.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub enum DrawProblem {
    #[default]
    SamePlayer,
    WrongMethod,
    NotAtBoard {
        id: i64,
    },
    /// The other player leads by rank or age (Chinese rules §10, JOA rules §1).
    WrongLeader {
        should: String,
        did: String,
        nigiri: bool,
    },
    EmptyGrab,
    ChoiceFirst,
    ColourChosen,
    OtherMustChoose {
        chooser: String,
        other: String,
    },
}

impl DrawProblem {
    /// What is wrong, in English and Japanese.
    pub fn words(&self) -> (String, String) {
        match self {
                    DrawProblem::SamePlayer => ("a draw needs two different players".to_string(), "先後を決めるには2人の選手が必要です".to_string()),
                    DrawProblem::WrongMethod => ("the entry is for another way of drawing than this board's".to_string(), "この盤とは別の方式の入力です".to_string()),
                    DrawProblem::NotAtBoard { id } => (format!("player {id} is not one of the two players at this board"), format!("{id}番の選手はこの盤の対局者ではありません")),
                    DrawProblem::WrongLeader { should, did, nigiri } => {
                        let (ve, vj) = if *nigiri { ("grabbed", "ニギる") } else { ("hidden the disc", "石を伏せる") };
                        (
                            format!("{should} should have {ve}, not {did}: the higher rank, or on the same or an unknown rank the older, does it ({})", if *nigiri { "Chinese rules §10" } else { "JOA rules §1" }),
                            format!("{vj}のは{did}ではなく{should}です。段級位の上位者（同位か不明なら年長者）が行います（{}）", if *nigiri { "中国囲碁規則 第10条" } else { "日本オセロ連盟競技ルール 第1条" }),
                        )
                    }
                    DrawProblem::EmptyGrab => ("the grab must hold at least one white stone".to_string(), "ニギった白石は1個以上のはずです".to_string()),
                    DrawProblem::ChoiceFirst => ("the other player's colour comes after the choice".to_string(), "相手の色は選択の後で決まります".to_string()),
                    DrawProblem::ColourChosen => ("the colour was chosen, so the other player gets the draw-win right and chooses nothing".to_string(), "色が選ばれたので、相手は引き分け勝ちの権利を得て、何も選びません".to_string()),
                    DrawProblem::OtherMustChoose { chooser, other } => (format!("{chooser} took the draw-win right: {other} must now choose the colour"), format!("{chooser} が引き分け勝ちを選んだので、{other} が色を選びます")),
                }
    }
}

/// What is wrong with a result as typed.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub enum ResultProblem {
    /// Not a form Taikai reads.
    #[default]
    Unreadable,
    DiscsInGo,
    ForfeitWithCount,
    MarginOnDecision,
    PlayedOutNotAWin,
    OthelloNeedsCount,
    MarginTooLarge {
        most: u32,
    },
    MarginNotPositive,
    NotADiscCount,
    TooManyDiscs,
    DiscsOverBoard {
        total: u32,
    },
    NoDiscs,
    /// A result from the other game (Othello disc count in Go is `DiscsInGo`).
    NotThisGame,
}

/// A software clock that cannot do what was asked.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum ClockProblem {
    #[default]
    NotStarted,
    AlreadyStarted,
    Paused,
    NotPaused,
    Stopped,
    Running,
    NoClock,
}

#[derive(Debug, Clone, PartialEq, Eq, EnumIter, IntoStaticStr)]
#[strum(serialize_all = "kebab-case")]
pub enum RoundRefusal {
    NoSuchRound {
        round: u32,
        rounds: u32,
    },
    NothingPaired,
    NotPaired {
        round: u32,
        paired: Vec<u32>,
    },
    /// `boards`: the round's first and last board, when known.
    NoSuchBoard {
        round: u32,
        board: u32,
        boards: Option<(u32, u32)>,
    },
    OutOfOrder {
        round: u32,
        next: u32,
    },
    LaterRoundPaired {
        round: u32,
        later: u32,
    },
    HasResults {
        round: u32,
        boards: Vec<u32>,
    },
    Settled {
        round: u32,
    },
    MissingResults {
        previous: u32,
        round: u32,
        boards: Vec<u32>,
    },
    DuplicatePlayer {
        id: i64,
    },
    FixedPairAbsent {
        id: i64,
    },
    FixedPairTwice {
        id: i64,
    },
    FixedPairWithSelf {
        id: i64,
    },
    NoByeCandidate,
    TooFewPlayers {
        round: u32,
    },
    PastSchedule {
        round: u32,
        rounds: u32,
    },
    Undecided {
        round: u32,
        black: i64,
        white: i64,
    },
    KnockoutOver,
    RoundRobinTable,
    KnockoutBracket,
    WrongDrawMethod {
        round: u32,
        board: u32,
        go: bool,
        way: DrawWay,
    },
    DrawAfterResult {
        round: u32,
        board: u32,
    },
    DrawOnHandicap {
        round: u32,
        board: u32,
    },
    NoChoiceWaiting {
        round: u32,
        board: u32,
    },
    Draw {
        round: u32,
        board: u32,
        problem: DrawProblem,
    },
    NotStarted {
        round: u32,
    },
    BadTime {
        text: String,
    },
    ForfeitOnArrivalIsOthello,
    WarningsAreChinese,
    BadArticle {
        text: String,
    },
    DecidedWithoutPlay {
        round: u32,
        board: u32,
    },
    ResultStands {
        round: u32,
        board: u32,
        old: String,
        new: String,
    },
    BadResult {
        text: String,
        problem: ResultProblem,
    },
    BadTimeControl {
        text: String,
    },
    ChineseLateLimit,
    Clock {
        round: u32,
        board: u32,
        problem: ClockProblem,
    },
    ClockUnreadable {
        round: u32,
        board: u32,
        detail: String,
    },
    NoDocument {
        document: String,
    },
    NothingToPrint,
    BadPaper {
        text: String,
    },
    BadLayout {
        per_page: u32,
    },
    /// The command line: how the colours were drawn is missing or given twice.
    DrawHow,
    ArrivalHow,
    NigiriSpec {
        spec: String,
    },
    HiddenStoneSpec {
        spec: String,
    },
    KouChoiceSpec {
        spec: String,
    },
}

fn boards_en(boards: &[u32]) -> String {
    let items: Vec<String> = boards.iter().map(u32::to_string).collect();
    format!(
        "board{} {}",
        if boards.len() == 1 { "" } else { "s" },
        list_en(&items)
    )
}

fn boards_ja(boards: &[u32]) -> String {
    let items: Vec<String> = boards.iter().map(u32::to_string).collect();
    format!("{}番盤", list_ja(&items))
}

impl RoundRefusal {
    pub fn text(&self) -> Text {
        use RoundRefusal::*;
        match self {
            NoSuchRound { round, rounds } => t(
                format!("the tournament has {rounds} rounds, so there is no round {round}"),
                format!("この大会は全{rounds}回戦なので、第{round}回戦はありません"),
            ),
            NothingPaired => t(
                "no round has been paired yet: pair round 1 first".into(),
                "まだどの回戦も組み合わせていません。まず第1回戦を組み合わせてください".into(),
            ),
            NotPaired { round, paired } if paired.is_empty() => t(
                format!("round {round} has not been paired yet; no round has been paired so far: pair round 1 first"),
                format!("第{round}回戦はまだ組み合わせていません。まだどの回戦も組み合わせていないので、まず第1回戦を組み合わせてください"),
            ),
            NotPaired { round, paired } => {
                let items: Vec<String> = paired.iter().map(u32::to_string).collect();
                t(
                    format!("round {round} has not been paired yet; the rounds paired so far are {}", list_en(&items)),
                    format!("第{round}回戦はまだ組み合わせていません。組み合わせ済みは第{}回戦です", list_ja(&items)),
                )
            }
            NoSuchBoard {
                round,
                board,
                boards: Some((first, last)),
            } => t(
                format!("round {round} has no board {board}: its boards are {first} to {last}"),
                format!("第{round}回戦に{board}番盤はありません。盤は{first}番から{last}番までです"),
            ),
            NoSuchBoard {
                round,
                board,
                boards: None,
            } => t(
                format!("round {round} has no board {board}: check the board number on the pairing list"),
                format!("第{round}回戦に{board}番盤はありません。組合せ表で盤番号を確かめてください"),
            ),
            OutOfOrder { round, next } => t(
                format!("round {round} cannot be paired yet: round {next} comes first"),
                format!("第{round}回戦はまだ組み合わせられません。先に第{next}回戦です"),
            ),
            LaterRoundPaired { round, later } => t(
                format!("round {round} cannot be paired again: round {later} is already paired after it"),
                format!("第{round}回戦は組み直せません。後の第{later}回戦がすでに組み合わせ済みです"),
            ),
            HasResults { round, boards } => t(
                format!("round {round} already has results ({}), so it cannot be paired again; correct a wrong result on its board instead", boards_en(boards)),
                format!("第{round}回戦はすでに結果があるので（{}）、組み直せません。誤った結果はその盤で訂正してください", boards_ja(boards)),
            ),
            Settled { round } => t(
                format!("round {round} already has results, so its pairing can no longer change"),
                format!("第{round}回戦はすでに結果があるので、組み合わせはもう変えられません"),
            ),
            MissingResults { previous, round, boards } => t(
                format!("round {previous} has no result yet on {}: enter {} before pairing round {round}, or pair anyway and give the reason", boards_en(boards), if boards.len() == 1 { "it" } else { "them" }),
                format!("第{previous}回戦の{}の結果がまだです。第{round}回戦を組む前に入力するか、理由を書いて組み合わせてください", boards_ja(boards)),
            ),
            DuplicatePlayer { id } => t(
                format!("player {id} is listed twice"),
                format!("{id}番の選手が2回入っています"),
            ),
            FixedPairAbsent { id } => t(
                format!("a fixed pair names player {id}, who is not present this round: remove the pair or check the player in"),
                format!("固定した組の{id}番の選手がこの回戦にいません。組を外すか、受付をしてください"),
            ),
            FixedPairTwice { id } => t(
                format!("player {id} is in two fixed pairs"),
                format!("{id}番の選手が2つの固定した組に入っています"),
            ),
            FixedPairWithSelf { id } => t(
                format!("player {id} cannot be paired with themself"),
                format!("{id}番の選手を本人と組み合わせることはできません"),
            ),
            NoByeCandidate => t(
                "the number of players is odd and everyone has already had a bye: add a player or keep one out of the round".into(),
                "参加者が奇数で、全員がすでに不戦を受けています。選手を加えるか、1人を休みにしてください".into(),
            ),
            TooFewPlayers { round } => t(
                format!("round {round} cannot be paired: there are fewer than two players checked in; check players in first"),
                format!("第{round}回戦を組み合わせられません。受付済みの選手が2人未満です。先に受付をしてください"),
            ),
            PastSchedule { round, rounds } => t(
                format!("the round robin has {rounds} rounds; there is no round {round}"),
                format!("この総当たりは全{rounds}回戦なので、第{round}回戦はありません"),
            ),
            Undecided { round, black, white } => t(
                format!("round {round}'s game between players {black} and {white} has no winner yet: enter its result first"),
                format!("第{round}回戦の{black}番と{white}番の対局の勝者がまだ決まっていません。先に結果を入力してください"),
            ),
            KnockoutOver => t(
                "the knockout is over: it has its winner".into(),
                "トーナメントは終わっています。優勝者が決まりました".into(),
            ),
            RoundRobinTable => t(
                "a round robin pairs every round from its table, so that everyone meets everyone once: a pair cannot be fixed or swapped by hand. Nothing was changed; to change the draw, change the pairing system in a new tournament".into(),
                "総当たりは全員が一度ずつ当たるよう表どおりに組み合わせるため、組の固定や入れ替えはできません。何も変更していません。変えるには新しい大会で方式を変えてください".into(),
            ),
            KnockoutBracket => t(
                "a knockout pairs every round from its bracket: a pair cannot be fixed or swapped by hand. Nothing was changed; to change the draw, change the pairing system in a new tournament".into(),
                "トーナメントは組み合わせ表どおりに組むため、組の固定や入れ替えはできません。何も変更していません。変えるには新しい大会で方式を変えてください".into(),
            ),
            WrongDrawMethod { round, board, go, way } => {
                let (en, ja) = way.words();
                t(
                    format!("round {round} board {board}: this is {} tournament, so colours are drawn by {en}; enter that", if *go { "a Go" } else { "an Othello" }),
                    format!("第{round}回戦{board}番盤：この{}大会の先後は{ja}で決めます。その方式で入力してください", if *go { "囲碁" } else { "オセロ" }),
                )
            }
            DrawAfterResult { round, board } => t(
                format!("round {round} board {board} already has a result: colours are drawn before the game"),
                format!("第{round}回戦{board}番盤はすでに結果があります。先後は対局の前に決めます"),
            ),
            DrawOnHandicap { round, board } => t(
                format!("round {round} board {board} is a handicap game: the weaker player takes black, there is nothing to draw"),
                format!("第{round}回戦{board}番盤は置碁です。下手が黒を持つので、先後を決める必要はありません"),
            ),
            NoChoiceWaiting { round, board } => t(
                format!("round {round} board {board}: no hidden-stone draw is waiting for a choice; draw first"),
                format!("第{round}回戦{board}番盤：選択を待っている伏せ石はありません。先に伏せ石をしてください"),
            ),
            Draw { round, board, problem } => {
                let (en, ja) = problem.words();
                t(format!("round {round} board {board}: {en}"), format!("第{round}回戦{board}番盤：{ja}"))
            }
            NotStarted { round } => t(
                format!("round {round} has not been started: set its official start time first (`taikai round start FILE --round {round} --at 10:00`), lateness is measured from it"),
                format!("第{round}回戦はまだ開始していません。遅刻はその時刻から測るので、先に開始時刻を決めてください"),
            ),
            BadTime { text } => t(
                format!("\"{text}\" is not a time of day; write it as on a 24-hour clock, e.g. 10:07 or 13:45:30"),
                format!("「{text}」は時刻ではありません。10:07 や 13:45:30 のように24時間制で書いてください"),
            ),
            ForfeitOnArrivalIsOthello => t(
                "choosing to forfeit on arrival is an Othello rule (JOA §12); under Go rules record the arrival time and the policy decides".into(),
                "到着時に不戦敗を選ぶのはオセロのルールです（日本オセロ連盟競技ルール 第12条）。囲碁では到着時刻を記録してください".into(),
            ),
            WarningsAreChinese => t(
                "warnings that cost stones are a Chinese-rules procedure (§17–22), but this tournament plays other rules; record the incident in the player's notes instead".into(),
                "子を失う警告は中国囲碁規則の手続き（第17〜22条）で、この大会のルールにはありません。出来事は選手の備考に書いてください".into(),
            ),
            BadArticle { text } => t(
                format!("\"{text}\" is not an article that gives a warning: give 17.2, 18.1, 18.2, 18.3, 19 or 21.6"),
                format!("「{text}」は警告を与える条文ではありません。17.2・18.1・18.2・18.3・19・21.6 のどれかです"),
            ),
            DecidedWithoutPlay { round, board } => t(
                format!("round {round} board {board} was decided without play (lateness or warnings); if that is wrong, correct the arrival or the warning instead"),
                format!("第{round}回戦{board}番盤は対局なしで決まっています（遅刻か警告）。誤りなら到着時刻か警告を直してください"),
            ),
            ResultStands { round, board, old, new } => t(
                format!("round {round} board {board} already has the result {old}: give a reason to correct it to {new} (the history keeps both)"),
                format!("第{round}回戦{board}番盤にはすでに結果 {old} があります。{new} に訂正するには理由を書いてください（履歴に両方残ります）"),
            ),
            BadResult { text, problem } => {
                let (en, ja) = result_problem(text, problem);
                t(en, ja)
            }
            BadTimeControl { text } => t(
                format!("\"{text}\" is not a time control; write one of: abs 60m (sudden death), byo 40m 3x30s (byo-yomi), can 10m 15/5m (Canadian), fischer 5m +10s (Fischer); durations like 90s, 40m, 1h30m"),
                format!("「{text}」は持ち時間の形式ではありません。abs 60m（切れ負け）、byo 40m 3x30s（秒読み）、can 10m 15/5m（カナダ式）、fischer 5m +10s（フィッシャー）のどれかで、時間は 90s・40m・1h30m のように書いてください"),
            ),
            ChineseLateLimit => t(
                "under the Chinese rules lateness loses from a limit (§21.1, one hour); give the limit in minutes".into(),
                "中国囲碁規則では遅刻は一定の時間で負けになります（第21条1、1時間）。分で指定してください".into(),
            ),
            Clock { round, board, problem } => {
                let (en, ja) = match problem {
                    ClockProblem::NotStarted => ("the clock has not been started", "時計はまだ始まっていません"),
                    ClockProblem::AlreadyStarted => ("the clock has already been started", "時計はすでに始まっています"),
                    ClockProblem::Paused => ("the clock is paused; resume it first", "時計は一時停止中です。先に再開してください"),
                    ClockProblem::NotPaused => ("the clock is not paused", "時計は一時停止していません"),
                    ClockProblem::Stopped => ("the clock has been stopped: the game is over", "時計は止まっています。対局は終わりました"),
                    ClockProblem::Running => ("its clock is already running; pause it, or stop it if the game is over", "時計はすでに動いています。一時停止するか、対局が終わったなら止めてください"),
                    ClockProblem::NoClock => ("it has no software clock yet: start one first", "まだ時計がありません。先に始めてください"),
                };
                t(format!("round {round} board {board}: {en}"), format!("第{round}回戦{board}番盤：{ja}"))
            }
            ClockUnreadable { round, board, detail } => t(
                format!("the clock of round {round} board {board} could not be read ({detail}); start a new clock for the board"),
                format!("第{round}回戦{board}番盤の時計を読めませんでした（{detail}）。新しい時計を始めてください"),
            ),
            NoDocument { document } => t(
                format!("there is no document \"{document}\": choose one of cards, pairings, standings, crosstable or draws"),
                format!("「{document}」という書類はありません。cards・pairings・standings・crosstable・draws から選んでください"),
            ),
            NothingToPrint => t(
                "no round has been paired yet: pair round 1 before printing".into(),
                "まだどの回戦も組み合わせていません。印刷の前に第1回戦を組み合わせてください".into(),
            ),
            BadPaper { text } => t(
                format!("\"{text}\" is not a paper size: use a4, a5 or b5"),
                format!("「{text}」は用紙の大きさではありません。a4・a5・b5 のどれかにしてください"),
            ),
            DrawHow => t(
                "say how the colours are drawn with exactly one of --random, --nigiri GRABBER:COUNT:GUESS, --hidden-stone HIDER:TOP:DECLARED or --kou-choice CHOICE".into(),
                "先後の決め方を --random・--nigiri GRABBER:COUNT:GUESS・--hidden-stone HIDER:TOP:DECLARED・--kou-choice CHOICE のどれか1つで指定してください".into(),
            ),
            ArrivalHow => t(
                "say how the player came: --arrived HH:MM, --absent, --forfeit HH:MM (Othello) or --clear".into(),
                "選手の到着を --arrived HH:MM・--absent・--forfeit HH:MM（オセロ）・--clear のどれかで指定してください".into(),
            ),
            NigiriSpec { spec } => t(
                format!("--nigiri \"{spec}\" is not GRABBER:COUNT:GUESS: the player who grabbed (number or name), the white stones counted, and the guess odd or even, e.g. --nigiri 12:17:odd"),
                format!("--nigiri「{spec}」は GRABBER:COUNT:GUESS の形ではありません。ニギった選手（番号か名前）、数えた白石の数、odd か even の予想を書いてください（例：--nigiri 12:17:odd）"),
            ),
            HiddenStoneSpec { spec } => t(
                format!("--hidden-stone \"{spec}\" is not HIDER:TOP:DECLARED: the player who hid the disc (number or name), the colour on top (black or white), and the declaration: top or bottom (method 乙, e.g. 7:black:bottom), or black or white (method 甲, then the choice, e.g. 7:black:white:draw-win:black)"),
                format!("--hidden-stone「{spec}」は HIDER:TOP:DECLARED の形ではありません。石を伏せた選手（番号か名前）、上の色（black か white）、宣言（乙方式は top か bottom、例 7:black:bottom。甲方式は black か white と選択、例 7:black:white:draw-win:black）を書いてください"),
            ),
            KouChoiceSpec { spec } => t(
                format!("\"{spec}\": the choice is black, white, or draw-win:COLOUR (the draw-win right, and the colour the other player then took), e.g. draw-win:white"),
                format!("「{spec}」：選択は black・white・draw-win:COLOUR（引き分け勝ちと、相手が選んだ色）のどれかです（例：draw-win:white）"),
            ),
            BadLayout { per_page } => t(
                format!("{per_page} cards per page is not a layout: use 1, 2 or 4"),
                format!("1ページに{per_page}枚という割り付けはできません。1・2・4 のどれかにしてください"),
            ),
        }
    }
}

fn result_problem(raw: &str, p: &ResultProblem) -> (String, String) {
    use ResultProblem::*;
    let forms_en = "B+3.5, W+R (resignation), B+T (time), B+V (violation), B+F (forfeit), jigo, both-lose, no-result; Othello: the disc count, black first, e.g. 34-30";
    let forms_ja = "B+3.5・W+R（中押し）・B+T（時間切れ）・B+V（反則）・B+F（不戦）・jigo（持碁）・both-lose（両負け）・no-result（無勝負）、オセロは 34-30 のように黒の石数から";
    let (en, ja) = match p {
        Unreadable => (format!("not a result Taikai can read; write one of: {forms_en}"), format!("読めない結果です。次のように書いてください：{forms_ja}")),
        DiscsInGo => ("this looks like an Othello disc count, but this is a Go tournament; write the winner and margin instead, e.g. B+3.5 or W+R".to_string(), "オセロの石数のようですが、この大会は囲碁です。B+3.5 や W+R のように勝者と差を書いてください".to_string()),
        ForfeitWithCount => ("a forfeit has no count; write B+F or W+F alone".to_string(), "不戦に石数はありません。B+F か W+F だけを書いてください".to_string()),
        MarginOnDecision => ("a Go result by resignation, time or violation has no margin; write B+R, W+T…".to_string(), "中押し・時間切れ・反則の結果に差はありません。B+R や W+T のように書いてください".to_string()),
        PlayedOutNotAWin => ("the played-out count is not a win for the winner; the winner chooses a count that wins".to_string(), "打ち切った石数が勝者の勝ちになっていません。勝者は勝ちになる石数を選びます".to_string()),
        OthelloNeedsCount => ("an Othello result is the disc count, black first, e.g. 34-30".to_string(), "オセロの結果は黒から先に石数で書きます（例：34-30）".to_string()),
        MarginTooLarge { most } => (format!("no Go game is won by more than {most} (a whole 19×19 board); check the margin on the result card"), format!("{most}を超える差の碁はありません（19路盤全体）。対戦カードの差を確かめてください")),
        MarginNotPositive => ("the margin must be more than 0, in half points (Japanese rules) or quarter stones (Chinese rules); a game won by nothing is jigo".to_string(), "差は0より大きく、日本ルールは半目単位、中国ルールは1/4子単位で書きます。差がなければ持碁（jigo）です".to_string()),
        NotADiscCount => ("not a disc count; write black's discs, a dash and white's, e.g. 34-30".to_string(), "石数ではありません。黒の石数、ハイフン、白の石数の順に書いてください（例：34-30）".to_string()),
        TooManyDiscs => ("an Othello board has 64 squares, so no side has that many discs; check the count on the result card".to_string(), "オセロ盤は64マスなので、その石数にはなりません。対戦カードを確かめてください".to_string()),
        DiscsOverBoard { total } => (format!("an Othello board has 64 squares, but the counts add up to {total}; check the count on the result card"), format!("オセロ盤は64マスですが、合計が{total}になります。対戦カードを確かめてください")),
        NoDiscs => ("a game ends with discs on the board".to_string(), "対局は盤上に石がある状態で終わります".to_string()),
        NotThisGame => ("a result of the other game: a Go result in Othello or the reverse".to_string(), "別の競技の結果です（オセロで囲碁の結果、またはその逆）".to_string()),
    };
    (format!("\"{raw}\": {en}"), format!("「{raw}」：{ja}"))
}
