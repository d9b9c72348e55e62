//! The venue network: results reported from the board, the second desk's PIN, requests the
//! venue server cannot serve.

use crate::{t, Text};
use strum::{EnumIter, IntoStaticStr};

#[derive(Debug, Clone, PartialEq, Eq, EnumIter, IntoStaticStr)]
#[strum(serialize_all = "kebab-case")]
pub enum VenueRefusal {
    /// The event has not switched reporting from the board on.
    ReportsOff,
    /// The code does not belong to this board.
    WrongCode { round: u32, board: u32 },
    /// Too many wrong codes: the board's reporting is locked until `seconds` have passed.
    Locked {
        round: u32,
        board: u32,
        seconds: u64,
    },
    /// The board's result is already in; a report cannot change it.
    ResultIn {
        round: u32,
        board: u32,
        result: String,
    },
    /// The side of a report: black, white or none.
    BadSide { side: String },
    /// Nothing is pending for the board.
    NothingPending { round: u32, board: u32 },
    /// The board's reports disagree: the TD enters the result.
    ReportsDisagree {
        round: u32,
        board: u32,
        results: Vec<String>,
    },
    /// The second desk's PIN is wrong.
    WrongPin,
    /// Too many wrong PINs.
    PinLocked { seconds: u64 },
    /// A request the server cannot read.
    BadRequest { detail: String },
    /// No such page.
    NotFound { path: String },
    /// The server cannot listen on the address (taken, or not this machine's).
    CannotListen { address: String, detail: String },
    /// The window's server is not running.
    NotServing,
    /// A desk page asked for without signing in with the PIN.
    NotSignedIn,
    /// The second desk needs a name for the history.
    NoDeskName,
    /// A request that names another server: the venue answers only to its own address
    /// (an IP address, or localhost), never to a name a web page could point at it.
    ForeignHost { host: String },
}

impl VenueRefusal {
    pub fn text(&self) -> Text {
        use VenueRefusal::*;
        match self {
            ReportsOff => t(
                "reporting results from the board is off for this event: hand your result card to the desk".into(),
                "この大会では対局席からの結果報告を受け付けていません。対戦カードを受付に出してください".into(),
            ),
            WrongCode { round, board } => t(
                format!("that is not the report code of round {round}, board {board}: copy it from the board's result card; nothing was recorded"),
                format!("第{round}回戦 {board}番の報告コードではありません。対戦カードのコードを入力してください。何も記録していません"),
            ),
            Locked { round, board, seconds } => t(
                format!("too many wrong codes for round {round}, board {board}: reporting is locked for {seconds} more seconds; tell the desk if this was not you"),
                format!("第{round}回戦 {board}番はコードの誤りが多すぎるため、あと {seconds} 秒報告できません。心当たりがなければ受付に知らせてください"),
            ),
            ResultIn { round, board, result } => t(
                format!("round {round}, board {board} already has the result {result}: a report cannot change it; ask the desk for a correction"),
                format!("第{round}回戦 {board}番の結果 {result} はすでに記録されています。報告では変更できません。訂正は受付に申し出てください"),
            ),
            BadSide { side } => t(
                format!("\"{side}\" is not a side: say black or white, or leave it out"),
                format!("「{side}」は手番ではありません。black か white を指定するか、省いてください"),
            ),
            NothingPending { round, board } => t(
                format!("round {round}, board {board} has no reported result waiting: enter the result instead"),
                format!("第{round}回戦 {board}番には承認待ちの報告がありません。結果を入力してください"),
            ),
            ReportsDisagree { round, board, results } => t(
                format!("the reports of round {round}, board {board} disagree ({}): enter the result from the result card", results.join(", ")),
                format!("第{round}回戦 {board}番の報告が食い違っています（{}）。対戦カードから結果を入力してください", results.join("、")),
            ),
            WrongPin => t(
                "that is not the desk PIN: it is shown in the Venue panel of the window; nothing was changed".into(),
                "受付 PIN が違います。PIN はウィンドウの会場パネルに表示されています。何も変更していません".into(),
            ),
            PinLocked { seconds } => t(
                format!("too many wrong PINs: try again in {seconds} seconds"),
                format!("PIN の誤りが多すぎます。{seconds} 秒後にやり直してください"),
            ),
            BadRequest { detail } => t(
                format!("the request could not be read ({detail}); nothing was changed"),
                format!("要求を読めませんでした（{detail}）。何も変更していません"),
            ),
            CannotListen { address, detail } => t(
                format!("the venue server cannot listen on {address} ({detail}): choose another port, or stop the program that uses it"),
                format!("会場サーバーを {address} で開始できません（{detail}）。別のポートを選ぶか、そのポートを使っているプログラムを止めてください"),
            ),
            NotServing => t(
                "the venue server is not running: switch it on in the Venue panel".into(),
                "会場サーバーは動いていません。会場パネルでオンにしてください".into(),
            ),
            ForeignHost { host } => t(
                format!("this venue server answers only at its own address, not at \"{host}\": open the address shown at the desk or scan its QR code"),
                format!("この会場サーバーは自分のアドレスでだけ応答します（「{host}」ではありません）。受付に表示されたアドレスを開くか、QR コードを読み取ってください"),
            ),
            NotSignedIn => t(
                "sign in with the desk PIN first: the desk pages change the tournament".into(),
                "先に受付 PIN でログインしてください。受付ページは大会を変更します".into(),
            ),
            NoDeskName => t(
                "give this desk a name (e.g. \"desk 2\"): the history records who changed what".into(),
                "この受付に名前を付けてください（例:「受付2」）。変更履歴に誰が変更したかを残します".into(),
            ),
            NotFound { path } => t(
                format!("{path}: there is no such page; the pairings are at /"),
                format!("{path} というページはありません。対戦表は / にあります"),
            ),
        }
    }
}
