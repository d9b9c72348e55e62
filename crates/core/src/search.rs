//! Search-as-you-type over the player list.
//!
//! A TD at the desk types whatever comes first: a bit of the kanji name (`山田`), the
//! start of the reading in hiragana or katakana (`やま`, `ヤマ`), or in romaji (`yama`,
//! Hepburn `shi`/`tsu` or Kunrei `si`/`tu` alike). Each word of the reading (family name,
//! given name) can be the start.

use crate::player::Player;

/// Does `player` match what the TD typed? An empty query matches everyone.
pub fn matches(player: &Player, query: &str) -> bool {
    let query = query.trim().to_lowercase();
    if query.is_empty() {
        return true;
    }
    let compact = |s: &str| s.split_whitespace().collect::<String>();
    let q = compact(&query);
    if compact(&player.name.to_lowercase()).contains(&q)
        || player.club.to_lowercase().contains(&query)
    {
        return true;
    }
    let reading = to_hiragana(&player.reading);
    let q_kana = to_hiragana(&q);
    let starts =
        std::iter::once(compact(&reading)).chain(reading.split_whitespace().map(str::to_string));
    starts.into_iter().any(|word| {
        word.starts_with(&q_kana)
            || romaji(&word, Style::Hepburn).starts_with(&q)
            || romaji(&word, Style::Kunrei).starts_with(&q)
    })
}

/// Katakana to hiragana; everything else unchanged.
pub fn to_hiragana(text: &str) -> String {
    text.chars()
        .map(|c| match c {
            'ァ'..='ヶ' => char::from_u32(c as u32 - 0x60).unwrap_or(c),
            _ => c,
        })
        .collect()
}

/// A kana reading in Hepburn romaji, each word capitalised (`やまだ たろう` → `Yamada
/// Tarou`; long vowels as written in kana), for formats that hold Latin letters only (EGD
/// h9). `None` when the reading is empty or holds anything but kana, spaces and `ー`.
pub fn reading_in_romaji(reading: &str) -> Option<String> {
    let words: Vec<String> = to_hiragana(reading)
        .split_whitespace()
        .map(|w| romaji(w, Style::Hepburn))
        .collect();
    if words.is_empty()
        || !words
            .iter()
            .all(|w| w.chars().all(|c| c.is_ascii_alphabetic()))
    {
        return None;
    }
    Some(
        words
            .iter()
            .map(|w| {
                let mut c = w.chars();
                c.next()
                    .map(|f| f.to_ascii_uppercase().to_string() + c.as_str())
                    .unwrap_or_default()
            })
            .collect::<Vec<_>>()
            .join(" "),
    )
}

#[derive(Clone, Copy, PartialEq)]
enum Style {
    Hepburn,
    Kunrei,
}

/// Romaji of a hiragana word. Long vowels are spelt as written in kana (`さとう` → `satou`),
/// which is how people type them.
fn romaji(kana: &str, style: Style) -> String {
    let chars: Vec<char> = kana.chars().collect();
    let mut out = String::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        // A small ゃゅょ after an i-row kana makes one syllable: き+ゃ → kya.
        if let Some(small) = chars.get(i + 1).and_then(|n| small_y(*n)) {
            if let Some(base) = syllable(c, style) {
                if base.ends_with('i') && base.len() > 1 {
                    let stem = &base[..base.len() - 1];
                    let joined = match (style, stem) {
                        (Style::Hepburn, "sh" | "ch" | "j") => format!("{stem}{small}"),
                        _ => format!("{stem}y{small}"),
                    };
                    out.push_str(&joined);
                    i += 2;
                    continue;
                }
            }
        }
        if c == 'っ' {
            // Doubles the next consonant: きって → kitte (Hepburn っち → tchi).
            if let Some(next) = chars.get(i + 1).and_then(|n| syllable(*n, style)) {
                let first = next.chars().next().unwrap_or('t');
                out.push(if first == 'c' { 't' } else { first });
            }
            i += 1;
            continue;
        }
        match syllable(c, style) {
            Some(s) => out.push_str(s),
            None if c == 'ー' => {}
            None => out.push(c),
        }
        i += 1;
    }
    out
}

fn small_y(c: char) -> Option<&'static str> {
    match c {
        'ゃ' => Some("a"),
        'ゅ' => Some("u"),
        'ょ' => Some("o"),
        _ => None,
    }
}

fn syllable(c: char, style: Style) -> Option<&'static str> {
    const ROWS: &[(&str, [&str; 5])] = &[
        ("あいうえお", ["a", "i", "u", "e", "o"]),
        ("かきくけこ", ["ka", "ki", "ku", "ke", "ko"]),
        ("がぎぐげご", ["ga", "gi", "gu", "ge", "go"]),
        ("さしすせそ", ["sa", "si", "su", "se", "so"]),
        ("ざじずぜぞ", ["za", "zi", "zu", "ze", "zo"]),
        ("たちつてと", ["ta", "ti", "tu", "te", "to"]),
        ("だぢづでど", ["da", "zi", "zu", "de", "do"]),
        ("なにぬねの", ["na", "ni", "nu", "ne", "no"]),
        ("はひふへほ", ["ha", "hi", "hu", "he", "ho"]),
        ("ばびぶべぼ", ["ba", "bi", "bu", "be", "bo"]),
        ("ぱぴぷぺぽ", ["pa", "pi", "pu", "pe", "po"]),
        ("まみむめも", ["ma", "mi", "mu", "me", "mo"]),
        ("やゆよ", ["ya", "yu", "yo", "", ""]),
        ("らりるれろ", ["ra", "ri", "ru", "re", "ro"]),
        ("わをん", ["wa", "o", "n", "", ""]),
        ("ぁぃぅぇぉ", ["a", "i", "u", "e", "o"]),
    ];
    let kunrei = ROWS
        .iter()
        .find_map(|(row, sounds)| row.chars().position(|k| k == c).map(|p| sounds[p]))?;
    if style == Style::Kunrei {
        return Some(kunrei);
    }
    Some(match kunrei {
        "si" => "shi",
        "zi" => "ji",
        "ti" => "chi",
        "tu" => "tsu",
        "hu" => "fu",
        other => other,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::player::PlayerStatus;
    use crate::rank::Rank;

    fn player(name: &str, reading: &str, club: &str) -> Player {
        Player {
            id: 1,
            name: name.into(),
            reading: reading.into(),
            rank: Rank::Dan(1),
            club: club.into(),
            birth_year: None,
            notes: String::new(),
            ids: Default::default(),
            status: PlayerStatus::Registered,
            group: String::new(),
        }
    }

    #[test]
    fn a_reading_is_written_in_romaji_for_latin_only_formats() {
        assert_eq!(
            reading_in_romaji("やまだ　たろう").as_deref(),
            Some("Yamada Tarou")
        );
        assert_eq!(
            reading_in_romaji("キシ ショウコ").as_deref(),
            Some("Kishi Shouko")
        );
        assert_eq!(reading_in_romaji("山田"), None);
        assert_eq!(reading_in_romaji(""), None);
    }

    #[test]
    fn finds_a_player_by_kanji_kana_or_romaji_start() {
        let p = player("佐藤 翔太", "さとう しょうた", "渋谷囲碁クラブ");
        for q in [
            "",
            "佐藤",
            "翔太",
            "佐藤翔太",
            "さと",
            "サトウ",
            "しょう",
            "ショウタ",
            "sato",
            "satou",
            "sho",
            "syo",
            "shouta",
            "SATO",
            "渋谷",
        ] {
            assert!(matches(&p, q), "query {q:?} should find 佐藤 翔太");
        }
        for q in ["鈴木", "すず", "tanaka", "atou", "ょう"] {
            assert!(!matches(&p, q), "query {q:?} should not find 佐藤 翔太");
        }
    }

    #[test]
    fn romaji_covers_the_awkward_kana() {
        assert_eq!(romaji("きっかわ", Style::Hepburn), "kikkawa");
        assert_eq!(romaji("つじ", Style::Hepburn), "tsuji");
        assert_eq!(romaji("つじ", Style::Kunrei), "tuzi");
        assert_eq!(romaji("ちゅうじょう", Style::Hepburn), "chuujou");
        assert_eq!(romaji("ふくだ", Style::Hepburn), "fukuda");
        assert_eq!(romaji("きょうこ", Style::Kunrei), "kyouko");
        assert_eq!(romaji("じゅん", Style::Hepburn), "jun");
        assert_eq!(romaji("はっちょう", Style::Hepburn), "hatchou");
    }
}
