//! Exchange with the Go world: OpenGotha tournament files read and written, results for
//! the European Go Database (h9) and the AGA, CSV exports. [`ExchangeRefusal`] says why a
//! file cannot be read or written (and where); [`ExchangeNote`] says what an import or an
//! export could not carry over, item by item, so the TD knows what to check.

use crate::{t, Text};
use strum::{EnumIter, IntoStaticStr};

/// Why an import or export is refused. Nothing is created or written.
#[derive(Debug, Clone, PartialEq, Eq, EnumIter, IntoStaticStr)]
#[strum(serialize_all = "kebab-case")]
pub enum ExchangeRefusal {
    /// The XML is not well formed (the parser's words, and the line).
    BadXml {
        line: u32,
        detail: String,
    },
    /// The root element is not OpenGotha's `Tournament`.
    NotOpenGotha {
        root: String,
    },
    /// An attribute OpenGotha needs could not be read (a number that is not one).
    BadAttribute {
        line: u32,
        element: String,
        attribute: String,
        text: String,
    },
    /// `TournamentParameterSet` without one of the four sets OpenGotha's reader requires.
    MissingParameterSet {
        line: u32,
        set: String,
    },
    /// A player OpenGotha cannot hold: it refuses a player without a name.
    PlayerWithoutName {
        line: u32,
    },
    /// More rounds than Taikai holds.
    TooManyRounds {
        rounds: u32,
        most: u32,
    },
    /// Two players would have the same OpenGotha key (name and first name, spaces
    /// removed, upper case): OpenGotha would merge them.
    SameKey {
        key: String,
        first: String,
        second: String,
    },
    /// A name the chosen encoding cannot write, and no romaji reading to write instead.
    CannotEncode {
        name: String,
        encoding: String,
        character: String,
    },
    /// Go federations take Go results; this tournament is Othello.
    NotGo {
        format: String,
    },
    UnknownFormat {
        text: String,
    },
    UnknownEncoding {
        text: String,
    },
}

impl ExchangeRefusal {
    pub fn text(&self) -> Text {
        use ExchangeRefusal::*;
        match self {
            BadXml { line, detail } => t(
                format!("line {line} of the file is not well-formed XML ({detail}): it is not an OpenGotha file, or it is damaged; nothing was created"),
                format!("ファイルの {line} 行目が正しい XML ではありません（{detail}）。OpenGotha のファイルでないか、壊れています。何も作成していません"),
            ),
            NotOpenGotha { root } => t(
                format!("the file is XML but not an OpenGotha tournament (its root element is <{root}>, not <Tournament>): open a file that OpenGotha saved; nothing was created"),
                format!("XML ファイルですが OpenGotha の大会ファイルではありません（最上位の要素が <Tournament> ではなく <{root}>）。OpenGotha で保存したファイルを選んでください。何も作成していません"),
            ),
            BadAttribute { line, element, attribute, text } => t(
                format!("line {line}: <{element}> has {attribute}=\"{text}\", which cannot be read: correct it in OpenGotha and save again; nothing was created"),
                format!("{line} 行目：<{element}> の {attribute}=\"{text}\" が読めません。OpenGotha で直して保存し直してください。何も作成していません"),
            ),
            MissingParameterSet { line, set } => t(
                format!("line {line}: <TournamentParameterSet> has no <{set}> (OpenGotha itself cannot open such a file): save it again from OpenGotha; nothing was created"),
                format!("{line} 行目：<TournamentParameterSet> に <{set}> がありません（OpenGotha 自身もこのファイルを開けません）。OpenGotha で保存し直してください。何も作成していません"),
            ),
            PlayerWithoutName { line } => t(
                format!("line {line}: a <Player> has no name (OpenGotha itself refuses such a file): give the player a name in OpenGotha; nothing was created"),
                format!("{line} 行目：<Player> に名前がありません（OpenGotha 自身もこのファイルを読めません）。OpenGotha で名前を入れてください。何も作成していません"),
            ),
            TooManyRounds { rounds, most } => t(
                format!("the file has {rounds} rounds and Taikai holds at most {most}: nothing was created"),
                format!("ファイルの回戦数 {rounds} は Taikai の上限 {most} を超えています。何も作成していません"),
            ),
            SameKey { key, first, second } => t(
                format!("{first} and {second} would both be {key} in OpenGotha, which tells players apart by name and first name without spaces: change one name (e.g. add a middle initial); nothing was written"),
                format!("{first} と {second} は OpenGotha ではどちらも {key} になり、区別できません（OpenGotha は空白を除いた姓名で選手を区別します）。どちらかの名前を変えてください。何も書き出していません"),
            ),
            CannotEncode { name, encoding, character } => t(
                format!("{name} cannot be written in {encoding} (\"{character}\" has no code there) and has no kana reading to write in romaji instead: enter the reading, or the name in Latin letters; nothing was written"),
                format!("{name} は {encoding} で書けません（「{character}」がありません）。ローマ字にするための読みもありません。読み（かな）を入力するか、名前をローマ字で入力してください。何も書き出していません"),
            ),
            NotGo { format } => t(
                format!("{format} holds Go results, and this tournament is Othello: nothing was written"),
                format!("{format} は囲碁の成績の形式で、この大会はオセロです。何も書き出していません"),
            ),
            UnknownFormat { text } => t(
                format!("\"{text}\" is not a format Taikai writes: use opengotha, egd, aga or csv"),
                format!("「{text}」は Taikai が書き出せる形式ではありません。opengotha、egd、aga、csv のどれかにしてください"),
            ),
            UnknownEncoding { text } => t(
                format!("\"{text}\" is not an encoding for the CSV: use utf-8 (with a byte-order mark, as Excel reads it) or shift_jis"),
                format!("「{text}」は CSV の文字コードとして使えません。utf-8（Excel が読める BOM 付き）か shift_jis にしてください"),
            ),
        }
    }
}

/// Something an import or an export could not carry over, or changed on the way.
#[derive(Debug, Clone, PartialEq, EnumIter, IntoStaticStr)]
#[strum(serialize_all = "kebab-case")]
pub enum ExchangeNote {
    /// The file has no `dataVersion`: its ratings are old data, read +2050 as OpenGotha does.
    OldRatings { players: u32 },
    /// A game names a player nobody in the file has: the game is left out (OpenGotha too).
    GameWithUnknownPlayer { line: u32, round: u32, key: String },
    /// A bye for a player nobody in the file has.
    ByeWithUnknownPlayer { line: u32, round: u32, key: String },
    /// Two games at one table of a round: OpenGotha keeps the later, so does Taikai.
    TableTwice { line: u32, round: u32, table: u32 },
    /// A player in two games of a round: the later one is left out.
    PlayerTwiceInRound { line: u32, round: u32, name: String },
    /// A game in a round beyond the tournament's rounds.
    RoundBeyondEvent { line: u32, round: u32, rounds: u32 },
    /// "Both win" is not a result Taikai holds: recorded as no result.
    BothWin { round: u32, board: u32 },
    /// A draw "by default" is recorded as a jigo (Taikai's forfeits have a winner).
    DrawByDefault { round: u32, board: u32 },
    /// A rank OpenGotha wrote that is not 30K..9D: recorded as unknown (?).
    RankUnreadable { name: String, text: String },
    /// A handicap above 9 stones: recorded as 9.
    HandicapCut {
        round: u32,
        board: u32,
        handicap: u32,
    },
    /// The file has no tournament parameters: Taikai's defaults are used.
    NoParameters,
    /// A parameter that Taikai has no place for (its OpenGotha name and value).
    ParameterNotCarried { name: String, value: String },
    /// The rounds a player does not take part in, kept as exclusions from those rounds.
    NotParticipating { name: String, rounds: Vec<u32> },
    /// Export: a player without a first name; OpenGotha needs one, `-` is written.
    FirstNameFilled { name: String },
    /// Export: OpenGotha keeps 4 characters of a club.
    ClubCut { name: String, club: String },
    /// Export: a rank OpenGotha (30K..9D) has no place for.
    RankChanged {
        name: String,
        from: String,
        to: String,
    },
    /// Export: OpenGotha and the EGD hold one bye per round.
    ByeNotWritten { round: u32, name: String },
    /// Export: "no result" has no place in the format: written as not played / unknown.
    NoResultWritten { round: u32, board: u32 },
    /// Export: a game whose player was removed from the tournament after the pairing.
    GameWithRemovedPlayer { round: u32, board: u32 },
    /// Export (AGA): a game not decided over the board is not rated, and left out.
    GameNotRated { round: u32, board: u32 },
    /// Export: a withdrawn player is written as not taking part in the rounds left.
    WithdrawnAsAbsent { name: String },
    /// Export: the event does not meet the EGD class it applies for.
    EgdClassNotMet {
        class: String,
        basic_min: u32,
        adjusted_min: u32,
        needs_basic: u32,
        needs_adjusted: u32,
    },
    /// Export: no time control of the EGD's kinds (one of the rounds has no clock).
    EgdNoTime,
    /// Export: a name outside ISO-8859-15 written in romaji from its kana reading.
    Transliterated { name: String, written: String },
    /// Export: no AGA id; a placeholder id is written, as OpenGotha does.
    NoAgaId { name: String, written: String },
    /// Export: the event is not marked as rated for this federation.
    NotRatedFor { federation: String },
}

impl ExchangeNote {
    pub fn code(&self) -> String {
        let name: &'static str = self.into();
        format!("exchange.{name}")
    }

    pub fn text(&self) -> Text {
        use ExchangeNote::*;
        let rounds_en = |rounds: &[u32]| {
            rounds
                .iter()
                .map(u32::to_string)
                .collect::<Vec<_>>()
                .join(", ")
        };
        match self {
            OldRatings { players } => t(
                format!("the file has no dataVersion (older OpenGotha files and 3.51.02's own saves): the ratings of its {players} players were read as old data, 2050 points higher, as OpenGotha reads them"),
                format!("ファイルに dataVersion がありません（古い OpenGotha や 3.51.02 自身の保存形式）。{players} 人のレーティングは OpenGotha と同じく旧データとして 2050 点加えて読みました"),
            ),
            GameWithUnknownPlayer { line, round, key } => t(
                format!("line {line}: the game of round {round} names {key}, who is not among the players: the game was left out, as OpenGotha leaves it out"),
                format!("{line} 行目：第{round}回戦の対局に選手一覧にない {key} があります。OpenGotha と同じく、この対局は取り込みませんでした"),
            ),
            ByeWithUnknownPlayer { line, round, key } => t(
                format!("line {line}: the bye of round {round} names {key}, who is not among the players: left out"),
                format!("{line} 行目：第{round}回戦の不戦勝（抜け番）に選手一覧にない {key} があります。取り込みませんでした"),
            ),
            TableTwice { line, round, table } => t(
                format!("line {line}: a second game at table {table} of round {round}; OpenGotha keeps the later one, and so did Taikai"),
                format!("{line} 行目：第{round}回戦の {table} 番に2つ目の対局があります。OpenGotha と同じく後のものを取り込みました"),
            ),
            PlayerTwiceInRound { line, round, name } => t(
                format!("line {line}: {name} has a second game in round {round}: that game was left out"),
                format!("{line} 行目：{name} は第{round}回戦に2つ目の対局があります。その対局は取り込みませんでした"),
            ),
            RoundBeyondEvent { line, round, rounds } => t(
                format!("line {line}: a game of round {round}, beyond the event's {rounds} rounds: left out"),
                format!("{line} 行目：大会の回戦数 {rounds} を超える第{round}回戦の対局です。取り込みませんでした"),
            ),
            BothWin { round, board } => t(
                format!("round {round} board {board}: \"both win\" is not a result Taikai holds; recorded as no result (counts for neither): correct it if the event scores it otherwise"),
                format!("第{round}回戦 {board} 番：「両者勝ち」は Taikai にない結果なので無勝負（どちらにも数えない）として記録しました。大会の扱いが違えば直してください"),
            ),
            DrawByDefault { round, board } => t(
                format!("round {round} board {board}: a draw by default was recorded as a jigo (a forfeit in Taikai always has a winner)"),
                format!("第{round}回戦 {board} 番：不戦による引き分けは持碁として記録しました（Taikai の不戦勝には勝者があります）"),
            ),
            RankUnreadable { name, text } => t(
                format!("{name}: rank \"{text}\" is not 30K to 9D; recorded as unknown (?): edit the player"),
                format!("{name}：段級位「{text}」は 30K〜9D ではありません。不明（?）として登録しました。選手を編集してください"),
            ),
            HandicapCut { round, board, handicap } => t(
                format!("round {round} board {board}: a handicap of {handicap} stones was recorded as 9, the most Taikai holds"),
                format!("第{round}回戦 {board} 番：置石 {handicap} 子は Taikai の上限の 9 子として記録しました"),
            ),
            NoParameters => t(
                "the file has no tournament parameters (TournamentParameterSet): name, date, system, McMahon bar and floor, handicaps and komi are Taikai's defaults: check the Settings tab".into(),
                "ファイルに大会の設定（TournamentParameterSet）がありません。大会名・日付・方式・マクマホンのバーとフロア・置碁・コミは Taikai の既定値です。設定タブで確かめてください".into(),
            ),
            ParameterNotCarried { name, value } => t(
                format!("OpenGotha's {name} = {value} has no place in Taikai and was not carried over"),
                format!("OpenGotha の設定 {name} = {value} は Taikai に対応する項目がなく、取り込んでいません"),
            ),
            NotParticipating { name, rounds } => t(
                format!("{name} does not take part in round {}: kept out of the pairing of those rounds", rounds_en(rounds)),
                format!("{name} は第{}回戦に参加しません。その回戦の組合せから外しました", rounds.iter().map(u32::to_string).collect::<Vec<_>>().join("・")),
            ),
            FirstNameFilled { name } => t(
                format!("{name} has no first name (no space in the name); OpenGotha needs one, so \"-\" was written"),
                format!("{name} には名がありません（名前に空白がありません）。OpenGotha には名が必要なので「-」を書きました"),
            ),
            ClubCut { name, club } => t(
                format!("{name}: OpenGotha keeps only the first 4 characters of the club \"{club}\""),
                format!("{name}：OpenGotha は所属「{club}」の最初の4文字しか保持しません"),
            ),
            RankChanged { name, from, to } => t(
                format!("{name}: rank {from} has no place in the format; written as {to}"),
                format!("{name}：段級位 {from} はこの形式にないため {to} と書きました"),
            ),
            ByeNotWritten { round, name } => t(
                format!("round {round}: the format holds one bye per round; {name}'s bye was not written (shown as not playing)"),
                format!("第{round}回戦：この形式は1回戦に抜け番1人までです。{name} の抜け番は書いていません（不参加として扱われます）"),
            ),
            NoResultWritten { round, board } => t(
                format!("round {round} board {board}: \"no result\" has no place in the format; written as a result not known"),
                format!("第{round}回戦 {board} 番：「無勝負」はこの形式にないため、結果不明として書きました"),
            ),
            GameWithRemovedPlayer { round, board } => t(
                format!("round {round} board {board}: one of its players was removed from the tournament after the pairing, so the game was not written"),
                format!("第{round}回戦 {board} 番：組合せの後に選手が削除されたため、この対局は書いていません"),
            ),
            GameNotRated { round, board } => t(
                format!("round {round} board {board}: not decided over the board (forfeit, jigo, both lose, or no result yet), so not a rated game: left out"),
                format!("第{round}回戦 {board} 番：盤上で決着していない（不戦・持碁・両負け・結果未入力）ため、レーティング対象の対局として書いていません"),
            ),
            WithdrawnAsAbsent { name } => t(
                format!("{name} withdrew: written as a player who does not take part in the rounds not yet paired"),
                format!("{name} は棄権しました。まだ組んでいない回戦に参加しない選手として書きました"),
            ),
            EgdClassNotMet { class, basic_min, adjusted_min, needs_basic, needs_adjusted } => t(
                format!("the event does not meet EGD class {class}: it needs at least {needs_basic} minutes of basic time and {needs_adjusted} of adjusted time, and the time control gives {basic_min} and {adjusted_min} (EGF tournament classes; the EGD may lower the class)"),
                format!("この大会は EGD のクラス {class} の条件を満たしていません。持ち時間 {needs_basic} 分以上・調整時間 {needs_adjusted} 分以上が必要ですが、設定は {basic_min} 分・{adjusted_min} 分です（EGF の大会クラス。EGD がクラスを下げることがあります）"),
            ),
            EgdNoTime => t(
                "the event's time control is not set, so its EGD class cannot be checked".into(),
                "持ち時間が設定されていないため、EGD のクラスを確かめられません".into(),
            ),
            Transliterated { name, written } => t(
                format!("{name} cannot be written in ISO-8859-15: written in romaji from the reading, as {written}"),
                format!("{name} は ISO-8859-15 で書けないため、読みからローマ字で {written} と書きました"),
            ),
            NoAgaId { name, written } => t(
                format!("{name} has no AGA id: written with the placeholder id {written}, as OpenGotha does; enter the real id before sending"),
                format!("{name} には AGA の会員番号がありません。OpenGotha と同じく仮の番号 {written} を書きました。送る前に正しい番号を入力してください"),
            ),
            NotRatedFor { federation } => t(
                format!("the event is not marked as rated for {federation} (Settings ▸ rated): check that the results are meant for it"),
                format!("この大会は {federation} のレーティング対象として設定されていません（設定 ▸ レーティング）。送り先が正しいか確かめてください"),
            ),
        }
    }

    /// One of each variant, for the test that walks the catalogue.
    pub fn every() -> Vec<ExchangeNote> {
        use strum::IntoEnumIterator;
        ExchangeNote::iter().collect()
    }
}
