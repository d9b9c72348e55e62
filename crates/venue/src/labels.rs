//! The pages' labels in Japanese and English (refusals come from the catalogue), and the
//! language of a request: `?lang=`, then the `lang` cookie the switch sets, then the
//! browser's Accept-Language; Japanese when none says.

use axum::http::{header, HeaderMap};
use taikai_app::catalogue::Lang;

/// The language of a request.
pub(crate) fn lang_of(headers: &HeaderMap, query: Option<&str>) -> Lang {
    if let Some(l) = query.and_then(|q| q.parse::<Lang>().ok()) {
        return l;
    }
    let cookie = headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(|c| c.trim().strip_prefix("lang="))
        .find_map(|l| l.parse::<Lang>().ok());
    if let Some(l) = cookie {
        return l;
    }
    let accept = headers
        .get(header::ACCEPT_LANGUAGE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("");
    // The first of ja and en the browser names; q-values in order, as browsers send them.
    for tag in accept.split(',') {
        let tag = tag
            .split(';')
            .next()
            .unwrap_or("")
            .trim()
            .to_ascii_lowercase();
        if tag.starts_with("ja") {
            return Lang::Ja;
        }
        if tag.starts_with("en") {
            return Lang::En;
        }
    }
    if accept.trim().is_empty() {
        Lang::Ja
    } else {
        Lang::En
    }
}

/// Every label of the venue pages.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Label {
    Pairings,
    Standings,
    Crosstable,
    Report,
    Round,
    Board,
    Black,
    White,
    Handicap,
    Komi,
    Result,
    Search,
    SearchHint,
    NoRound,
    NoMatch,
    Bye,
    StartsAt,
    NotStarted,
    Late,
    NotArrived,
    Absent,
    Place,
    Name,
    Rank,
    Score,
    Wins,
    MyBoard,
    MyResults,
    NotPairedNow,
    Opponent,
    Colour,
    Code,
    Side,
    SideUnsaid,
    Send,
    Reported,
    ReportedAccepted,
    ReportHint,
    Live,
    Even,
    Player,
    Language,
    Playing,
    Finished,
    Paired,
    Minutes,
}

impl Label {
    pub fn text(self, lang: Lang) -> &'static str {
        let (en, ja) = self.both();
        match lang {
            Lang::En => en,
            Lang::Ja => ja,
        }
    }

    fn both(self) -> (&'static str, &'static str) {
        use Label::*;
        match self {
            Pairings => ("Pairings", "対戦表"),
            Standings => ("Standings", "順位表"),
            Crosstable => ("Crosstable", "クロス表"),
            Report => ("Report a result", "結果報告"),
            Round => ("Round", "回戦"),
            Board => ("Board", "盤"),
            Black => ("Black", "黒"),
            White => ("White", "白"),
            Handicap => ("Handicap", "置石"),
            Komi => ("Komi", "コミ"),
            Result => ("Result", "結果"),
            Search => ("Search", "検索"),
            SearchHint => ("name, kana or romaji", "名前・かな・ローマ字"),
            NoRound => ("No round is paired yet.", "まだ組み合わせがありません。"),
            NoMatch => ("No player matches.", "該当する選手がいません。"),
            Bye => ("Bye", "不戦勝（抜け番）"),
            StartsAt => ("Started at", "開始時刻"),
            NotStarted => ("Not started yet", "未開始"),
            Late => ("late", "遅刻"),
            NotArrived => ("not here yet", "未着"),
            Absent => ("absent", "欠席"),
            Place => ("Place", "順位"),
            Name => ("Name", "氏名"),
            Rank => ("Rank", "段級"),
            Score => ("Score", "得点"),
            Wins => ("Wins", "勝数"),
            MyBoard => ("My board now", "現在の対局"),
            MyResults => ("My results", "成績"),
            NotPairedNow => ("Not paired in this round.", "この回戦の対局はありません。"),
            Opponent => ("Opponent", "相手"),
            Colour => ("Colour", "手番"),
            Code => (
                "Report code (on the result card)",
                "報告コード（対戦カードに記載）",
            ),
            Side => ("I played", "自分の手番"),
            SideUnsaid => ("not said", "指定しない"),
            Send => ("Send", "送信"),
            Reported => (
                "Thank you: the result is waiting for the desk.",
                "報告を受け付けました。受付の承認を待っています。",
            ),
            ReportedAccepted => (
                "Both players agreed: the result is recorded.",
                "両対局者の報告が一致し、結果を記録しました。",
            ),
            ReportHint => (
                "Results: B+R, W+3.5, jigo; Othello 34-30 (black first).",
                "結果の書き方: B+R、W+3.5、jigo、オセロは 34-30（黒が先）",
            ),
            Live => ("Updates by itself", "自動更新"),
            Even => ("even", "互先"),
            Player => ("Player", "選手"),
            Language => ("日本語", "English"),
            Playing => ("playing", "対局中"),
            Finished => ("finished", "終了"),
            Paired => ("paired", "組み合わせ済み"),
            Minutes => ("min", "分"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::HeaderValue;

    #[test]
    fn the_language_comes_from_the_switch_then_the_browser() {
        let mut h = HeaderMap::new();
        assert_eq!(lang_of(&h, None), Lang::Ja);
        h.insert(
            header::ACCEPT_LANGUAGE,
            HeaderValue::from_static("en-GB,en;q=0.9,ja;q=0.5"),
        );
        assert_eq!(lang_of(&h, None), Lang::En);
        h.insert(
            header::ACCEPT_LANGUAGE,
            HeaderValue::from_static("ja-JP,ja;q=0.9,en;q=0.5"),
        );
        assert_eq!(lang_of(&h, None), Lang::Ja);
        h.insert(header::COOKIE, HeaderValue::from_static("x=1; lang=en"));
        assert_eq!(lang_of(&h, None), Lang::En);
        assert_eq!(lang_of(&h, Some("ja")), Lang::Ja);
        h.insert(header::ACCEPT_LANGUAGE, HeaderValue::from_static("fr-FR"));
        h.remove(header::COOKIE);
        assert_eq!(lang_of(&h, None), Lang::En);
    }
}
