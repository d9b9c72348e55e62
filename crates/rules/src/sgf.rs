//! SGF reading (FF[4], and FF[3] as Go programs write it) and writing.
//!
//! Only the main line (the first variation at every branch) of the first
//! game in a collection is kept. The reader works on the raw bytes so that
//! errors carry byte offsets into the file as given; property values are
//! decoded with the file's `CA` charset (UTF-8, Shift_JIS, GB2312/GBK,
//! Big5, …) through `encoding_rs`. Multi-byte charsets whose second byte can
//! be `]` or `\` (Shift_JIS, GBK, Big5) are lexed character by character.
//! A UTF-8 byte-order mark before the first `(` is skipped.
//!
//! Hostile files are refused, never followed: the reader keeps memory
//! bounded by refusing a file over [`MAX_SGF_BYTES`], a main line of more
//! than [`MAX_NODES`] nodes or [`MAX_MOVES`] moves, and variations nested
//! deeper than [`MAX_DEPTH`]; every limit is far above any real game and is
//! named in the refusal. It never recurses. Komi beyond the board's area
//! (or not a finite number) and set-up stones that leave a chain without a
//! liberty are refused too.

use crate::color::Color;
use crate::game::Move;
use crate::point::{Point, MAX_SIZE, MIN_SIZE};
use crate::setup::{chain_without_liberty, SetupError};
use crate::Board;
use encoding_rs::{Encoding, BIG5, GB18030, GBK, SHIFT_JIS, UTF_8, WINDOWS_1252};
use std::fmt;

/// The largest SGF file read: 4 MB. A long professional game with every
/// comment is under 100 KB; a 500-move game without comments is about 4 KB.
pub const MAX_SGF_BYTES: usize = 4 * 1024 * 1024;
/// The most nodes on the main line (root and set-up nodes included).
pub const MAX_NODES: usize = 20_000;
/// The most moves (passes included) on the main line. The longest
/// professional games are under 500 moves.
pub const MAX_MOVES: u32 = 10_000;
/// The deepest nesting of variations, `(` inside `(`.
pub const MAX_DEPTH: usize = 10_000;

/// A malformed, unsupported or unreasonably large SGF file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SgfError {
    /// The bracket/parenthesis structure is broken at `offset` (bytes from
    /// the start of the file).
    Syntax {
        offset: usize,
        expected: String,
        found: String,
    },
    /// A property value that cannot be read.
    BadValue {
        offset: usize,
        property: String,
        value: String,
        expected: String,
    },
    /// A move that cannot be read; `number` counts moves from 1 (passes
    /// included).
    BadMove {
        number: u32,
        offset: usize,
        value: String,
        expected: String,
    },
    /// The file records another game (`GM`).
    WrongGame {
        offset: usize,
        found: String,
        expected: &'static str,
    },
    /// The file is larger than [`MAX_SGF_BYTES`].
    FileTooLarge { bytes: usize },
    /// The main line has more than [`MAX_NODES`] nodes; `offset` is where
    /// the node over the limit starts.
    TooManyNodes { offset: usize },
    /// The main line has more than [`MAX_MOVES`] moves; `offset` is where
    /// the move over the limit is.
    TooManyMoves { offset: usize },
    /// Variations are nested deeper than [`MAX_DEPTH`] at `offset`.
    TooDeep { offset: usize },
    /// `KM` is not a finite number within the board's area.
    BadKomi {
        offset: usize,
        value: String,
        limit: u32,
    },
    /// Set-up stones (`AB`/`AW`) at `offset` leave a chain without a liberty.
    BadSetup { offset: usize, error: SetupError },
}

impl fmt::Display for SgfError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SgfError::Syntax {
                offset,
                expected,
                found,
            } => write!(
                f,
                "SGF syntax error at byte {offset}: expected {expected}, found {found}. \
                 Check that the file is a complete SGF record and has not been truncated or edited by hand."
            ),
            SgfError::BadValue {
                offset,
                property,
                value,
                expected,
            } => write!(
                f,
                "SGF property {property}[{value}] at byte {offset} is not valid: expected {expected}. \
                 Correct the value in the file."
            ),
            SgfError::BadMove {
                number,
                offset,
                value,
                expected,
            } => write!(
                f,
                "move {number} (byte {offset}) '{value}' cannot be read: expected {expected}. \
                 Correct that move in the record."
            ),
            SgfError::WrongGame {
                offset,
                found,
                expected,
            } => write!(
                f,
                "the file records game type GM[{found}] (byte {offset}), expected {expected}. \
                 Use the command for that game."
            ),
            SgfError::FileTooLarge { bytes } => write!(
                f,
                "the file is {bytes} bytes; an SGF record of one game is read up to {MAX_SGF_BYTES} bytes (4 MB). \
                 Check that this is the right file, or keep only the game to be read."
            ),
            SgfError::TooManyNodes { offset } => write!(
                f,
                "the main line has more than {MAX_NODES} nodes (byte {offset}), far more than any game. \
                 Check that this is the right file."
            ),
            SgfError::TooManyMoves { offset } => write!(
                f,
                "the main line has more than {MAX_MOVES} moves (byte {offset}), far more than any game. \
                 Check that this is the right file."
            ),
            SgfError::TooDeep { offset } => write!(
                f,
                "variations are nested more than {MAX_DEPTH} deep at byte {offset}. \
                 Check that this is the right file, or remove the variations."
            ),
            SgfError::BadKomi {
                offset,
                value,
                limit,
            } => write!(
                f,
                "SGF property KM[{value}] at byte {offset} is not a komi: expected a number of points \
                 from -{limit} to {limit} (the board's area). Correct the komi in the file."
            ),
            SgfError::BadSetup { offset, error } => write!(
                f,
                "the set-up stones at byte {offset} are not a position of Go: {error}. \
                 Correct the set-up (AB/AW) in the file."
            ),
        }
    }
}

impl std::error::Error for SgfError {}

/// One property value: decoded text and where its `[` was.
#[derive(Clone, Debug)]
pub(crate) struct RawValue {
    pub text: String,
    pub offset: usize,
}

#[derive(Clone, Debug)]
pub(crate) struct RawProp {
    pub ident: String,
    pub values: Vec<RawValue>,
}

/// A node of the main line.
#[derive(Clone, Debug, Default)]
pub(crate) struct RawNode {
    pub props: Vec<RawProp>,
}

/// Reads the charset: the `CA` property when present, otherwise UTF-8 if
/// the bytes are valid UTF-8, Shift_JIS if they decode cleanly as such
/// (common for Japanese files without `CA`), else Latin-1.
fn detect_charset(bytes: &[u8]) -> &'static Encoding {
    // A byte-order mark is the surest sign: the file was saved as UTF-8,
    // whatever an older `CA` says.
    if bytes.starts_with(UTF8_BOM) {
        return UTF_8;
    }
    let mut i = 0;
    while let Some(k) = find(&bytes[i..], b"CA[") {
        let at = i + k;
        if at == 0 || !bytes[at - 1].is_ascii_uppercase() {
            let start = at + 3;
            if let Some(end) = bytes[start..].iter().position(|&b| b == b']') {
                let label = String::from_utf8_lossy(&bytes[start..start + end]);
                if let Some(enc) = Encoding::for_label(label.trim().as_bytes()) {
                    return enc;
                }
            }
            break;
        }
        i = at + 1;
    }
    if std::str::from_utf8(bytes).is_ok() {
        UTF_8
    } else if SHIFT_JIS
        .decode_without_bom_handling_and_without_replacement(bytes)
        .is_some()
    {
        SHIFT_JIS
    } else {
        WINDOWS_1252
    }
}

/// The UTF-8 byte-order mark that Windows editors put before the text.
pub(crate) const UTF8_BOM: &[u8] = b"\xEF\xBB\xBF";

fn find(hay: &[u8], needle: &[u8]) -> Option<usize> {
    hay.windows(needle.len()).position(|w| w == needle)
}

/// True for a byte that starts a two-byte character in `enc`.
fn is_lead(enc: &'static Encoding, b: u8) -> bool {
    if enc == SHIFT_JIS {
        matches!(b, 0x81..=0x9F | 0xE0..=0xFC)
    } else if enc == GBK || enc == GB18030 || enc == BIG5 {
        (0x81..=0xFE).contains(&b)
    } else {
        false
    }
}

fn describe(bytes: &[u8], at: usize) -> String {
    match bytes.get(at) {
        None => "end of file".to_string(),
        Some(&b) if b.is_ascii_graphic() => format!("'{}'", b as char),
        Some(&b) => format!("byte 0x{b:02X}"),
    }
}

/// Parses the main line of the first game tree. Returns the nodes and the
/// charset used.
pub(crate) fn parse_main_line(bytes: &[u8]) -> Result<(Vec<RawNode>, &'static Encoding), SgfError> {
    if bytes.len() > MAX_SGF_BYTES {
        return Err(SgfError::FileTooLarge { bytes: bytes.len() });
    }
    let enc = detect_charset(bytes);
    let mut pos = match bytes.iter().position(|&b| b == b'(') {
        Some(p) => p,
        None => {
            return Err(SgfError::Syntax {
                offset: bytes.len(),
                expected: "'(' opening a game tree".into(),
                found: "end of file".into(),
            })
        }
    };
    struct Tree {
        main: bool,
        had_child: bool,
        nodes: usize,
    }
    let mut stack: Vec<Tree> = Vec::new();
    let mut nodes = Vec::new();
    loop {
        while pos < bytes.len() && bytes[pos].is_ascii_whitespace() {
            pos += 1;
        }
        let Some(&b) = bytes.get(pos) else {
            return Err(SgfError::Syntax {
                offset: pos,
                expected: "')' closing the game tree".into(),
                found: "end of file".into(),
            });
        };
        match b {
            b'(' => {
                let main = match stack.last_mut() {
                    None => true,
                    Some(parent) => {
                        if parent.nodes == 0 {
                            return Err(SgfError::Syntax {
                                offset: pos,
                                expected: "';' starting a node".into(),
                                found: "'('".into(),
                            });
                        }
                        let m = parent.main && !parent.had_child;
                        parent.had_child = true;
                        m
                    }
                };
                if stack.len() >= MAX_DEPTH {
                    return Err(SgfError::TooDeep { offset: pos });
                }
                stack.push(Tree {
                    main,
                    had_child: false,
                    nodes: 0,
                });
                pos += 1;
            }
            b')' => {
                let t = stack.pop().expect("inside a tree");
                if t.nodes == 0 {
                    return Err(SgfError::Syntax {
                        offset: pos,
                        expected: "';' starting a node".into(),
                        found: "')'".into(),
                    });
                }
                pos += 1;
                if stack.is_empty() {
                    return Ok((nodes, enc));
                }
            }
            b';' => {
                let t = stack.last_mut().expect("inside a tree");
                if t.had_child {
                    return Err(SgfError::Syntax {
                        offset: pos,
                        expected: "'(' or ')' after a variation".into(),
                        found: "';'".into(),
                    });
                }
                t.nodes += 1;
                let main = t.main;
                pos += 1;
                if main && nodes.len() >= MAX_NODES {
                    return Err(SgfError::TooManyNodes { offset: pos - 1 });
                }
                let node = parse_node(bytes, &mut pos, enc)?;
                if main {
                    nodes.push(node);
                }
            }
            _ => {
                return Err(SgfError::Syntax {
                    offset: pos,
                    expected: "';', '(' or ')'".into(),
                    found: describe(bytes, pos),
                })
            }
        }
    }
}

fn parse_node(bytes: &[u8], pos: &mut usize, enc: &'static Encoding) -> Result<RawNode, SgfError> {
    let mut node = RawNode::default();
    loop {
        while *pos < bytes.len() && bytes[*pos].is_ascii_whitespace() {
            *pos += 1;
        }
        match bytes.get(*pos) {
            Some(b) if b.is_ascii_alphabetic() => {}
            _ => return Ok(node),
        }
        let start = *pos;
        let mut ident = String::new();
        while let Some(&b) = bytes.get(*pos) {
            if b.is_ascii_uppercase() {
                ident.push(b as char);
            } else if !b.is_ascii_lowercase() {
                break;
            }
            // FF[3] long names such as "CoPyright": lowercase letters are
            // not part of the identifier.
            *pos += 1;
        }
        if ident.is_empty() {
            return Err(SgfError::Syntax {
                offset: start,
                expected: "a property name in capital letters".into(),
                found: describe(bytes, start),
            });
        }
        let mut values = Vec::new();
        loop {
            while *pos < bytes.len() && bytes[*pos].is_ascii_whitespace() {
                *pos += 1;
            }
            if bytes.get(*pos) != Some(&b'[') {
                break;
            }
            let vstart = *pos;
            *pos += 1;
            let mut raw = Vec::new();
            loop {
                let Some(&b) = bytes.get(*pos) else {
                    return Err(SgfError::Syntax {
                        offset: *pos,
                        expected: format!(
                            "']' closing the value of {ident} opened at byte {vstart}"
                        ),
                        found: "end of file".into(),
                    });
                };
                if is_lead(enc, b) && *pos + 1 < bytes.len() {
                    raw.extend_from_slice(&bytes[*pos..*pos + 2]);
                    *pos += 2;
                    continue;
                }
                *pos += 1;
                match b {
                    b']' => break,
                    b'\\' => {
                        let Some(&e) = bytes.get(*pos) else { continue };
                        *pos += 1;
                        // Soft line break: an escaped newline disappears.
                        if e == b'\n' || e == b'\r' {
                            if let Some(&e2) = bytes.get(*pos) {
                                if (e2 == b'\n' || e2 == b'\r') && e2 != e {
                                    *pos += 1;
                                }
                            }
                        } else if is_lead(enc, e) && *pos < bytes.len() {
                            raw.push(e);
                            raw.push(bytes[*pos]);
                            *pos += 1;
                        } else {
                            raw.push(e);
                        }
                    }
                    _ => raw.push(b),
                }
            }
            let (text, _) = enc.decode_without_bom_handling(&raw);
            values.push(RawValue {
                text: text.into_owned(),
                offset: vstart,
            });
        }
        if values.is_empty() {
            return Err(SgfError::Syntax {
                offset: *pos,
                expected: "'[' starting a value".into(),
                found: format!("{} after property {ident}", describe(bytes, *pos)),
            });
        }
        node.props.push(RawProp { ident, values });
    }
}

/// One step of a Go record's main line.
#[derive(Clone, Debug, PartialEq)]
pub enum Event {
    /// Setup stones (`AB`, `AW`, `AE`), handicap stones included.
    Setup {
        black: Vec<Point>,
        white: Vec<Point>,
        empty: Vec<Point>,
    },
    /// `PL`: who moves next.
    ToPlay(Color),
    /// A move or pass (`B`, `W`).
    Move(Move),
}

/// A Go game record as read from SGF.
#[derive(Clone, Debug, PartialEq)]
pub struct GoRecord {
    pub size: u8,
    /// `KM` in points, when present and readable.
    pub komi: Option<f64>,
    /// `HA`, 0 when absent.
    pub handicap: u32,
    /// `RU`, as written.
    pub rules: Option<String>,
    pub black_player: Option<String>,
    pub white_player: Option<String>,
    /// `RE`, as written.
    pub result: Option<String>,
    /// `DT`, as written.
    pub date: Option<String>,
    /// The main line in order.
    pub events: Vec<Event>,
}

impl GoRecord {
    /// An empty record on a `size` board.
    pub fn new(size: u8) -> GoRecord {
        GoRecord {
            size,
            komi: None,
            handicap: 0,
            rules: None,
            black_player: None,
            white_player: None,
            result: None,
            date: None,
            events: Vec::new(),
        }
    }

    /// The moves (and passes) of the main line, in order.
    pub fn moves(&self) -> impl Iterator<Item = Move> + '_ {
        self.events.iter().filter_map(|e| match e {
            Event::Move(m) => Some(*m),
            _ => None,
        })
    }

    /// Number of moves (passes included).
    pub fn move_count(&self) -> usize {
        self.moves().count()
    }
}

fn root_value<'a>(nodes: &'a [RawNode], ident: &str) -> Option<&'a RawValue> {
    nodes
        .first()?
        .props
        .iter()
        .find(|p| p.ident == ident)
        .and_then(|p| p.values.first())
}

/// Reads `SZ`, which may be `19` or `19:19`.
fn read_size(nodes: &[RawNode], default: u8, min: u8, max: u8) -> Result<u8, SgfError> {
    let Some(v) = root_value(nodes, "SZ") else {
        return Ok(default);
    };
    let t = v.text.trim();
    let (a, b) = t.split_once(':').unwrap_or((t, t));
    match (a.trim().parse::<u8>(), b.trim().parse::<u8>()) {
        (Ok(a), Ok(b)) if a == b && (min..=max).contains(&a) => Ok(a),
        _ => Err(SgfError::BadValue {
            offset: v.offset,
            property: "SZ".into(),
            value: v.text.clone(),
            expected: format!("a square board size from {min} to {max}"),
        }),
    }
}

fn check_game(nodes: &[RawNode], gm: &str, expected: &'static str) -> Result<(), SgfError> {
    match root_value(nodes, "GM") {
        Some(v) if v.text.trim() != gm => Err(SgfError::WrongGame {
            offset: v.offset,
            found: v.text.trim().to_string(),
            expected,
        }),
        _ => Ok(()),
    }
}

/// Reads a point list value, with FF[4] rectangles `aa:cc`, into `out`,
/// leaving out points `seen` already holds (a list never grows past the
/// board, however often a rectangle is repeated).
fn read_points(
    v: &RawValue,
    ident: &str,
    size: u8,
    out: &mut Vec<Point>,
    seen: &mut [bool],
) -> Result<(), SgfError> {
    let bad = || SgfError::BadValue {
        offset: v.offset,
        property: ident.to_string(),
        value: v.text.clone(),
        expected: format!("a point such as 'dd' on a {size}x{size} board, or a rectangle 'aa:cc'"),
    };
    let n = usize::from(size);
    let mut add = |p: Point| {
        let k = usize::from(p.y) * n + usize::from(p.x);
        if !std::mem::replace(&mut seen[k], true) {
            out.push(p);
        }
    };
    let t = v.text.trim();
    match t.split_once(':') {
        None => add(Point::parse(t, size).map_err(|_| bad())?),
        Some((a, b)) => {
            let a = Point::parse(a, size).map_err(|_| bad())?;
            let b = Point::parse(b, size).map_err(|_| bad())?;
            for y in a.y.min(b.y)..=a.y.max(b.y) {
                for x in a.x.min(b.x)..=a.x.max(b.x) {
                    add(Point::new(x, y));
                }
            }
        }
    }
    Ok(())
}

fn read_color(v: &RawValue, ident: &str) -> Result<Color, SgfError> {
    match v.text.trim() {
        "B" | "b" | "1" => Ok(Color::Black),
        "W" | "w" | "2" => Ok(Color::White),
        _ => Err(SgfError::BadValue {
            offset: v.offset,
            property: ident.into(),
            value: v.text.clone(),
            expected: "'B' or 'W'".into(),
        }),
    }
}

/// Reads `KM`: absent or unreadable text (`KM[六目半]`) is no komi, as
/// before; a number must be finite and within the board's area.
fn read_komi(nodes: &[RawNode], size: u8) -> Result<Option<f64>, SgfError> {
    let Some(v) = root_value(nodes, "KM") else {
        return Ok(None);
    };
    let Ok(komi) = v.text.trim().parse::<f64>() else {
        return Ok(None);
    };
    let limit = u32::from(size) * u32::from(size);
    if !komi.is_finite() || komi.abs() > f64::from(limit) {
        return Err(SgfError::BadKomi {
            offset: v.offset,
            value: v.text.clone(),
            limit,
        });
    }
    Ok(Some(komi))
}

/// Reads `HA`: absent or unreadable is 0; more stones than points is refused.
fn read_handicap(nodes: &[RawNode], size: u8) -> Result<u32, SgfError> {
    let Some(v) = root_value(nodes, "HA") else {
        return Ok(0);
    };
    let area = u32::from(size) * u32::from(size);
    match v.text.trim().parse::<u64>() {
        Err(_) => Ok(0),
        Ok(n) if n <= u64::from(area) => Ok(n as u32),
        Ok(_) => Err(SgfError::BadValue {
            offset: v.offset,
            property: "HA".into(),
            value: v.text.clone(),
            expected: format!("a number of handicap stones from 0 to {area}"),
        }),
    }
}

/// Reads a Go SGF record (`GM[1]` or no `GM`).
///
/// The position is followed as the record is read (stones placed, captures
/// taken, no rule checks) so that set-up stones leaving a chain without a
/// liberty are refused where they are written. Once a move cannot be
/// played the following is left to [`crate::replay`], which names it.
pub fn parse_go(bytes: &[u8]) -> Result<GoRecord, SgfError> {
    let (nodes, _) = parse_main_line(bytes)?;
    check_game(&nodes, "1", "GM[1] (Go)")?;
    let size = read_size(&nodes, 19, MIN_SIZE, MAX_SIZE)?;
    let mut rec = GoRecord::new(size);
    let text = |id: &str| root_value(&nodes, id).map(|v| v.text.trim().to_string());
    rec.komi = read_komi(&nodes, size)?;
    rec.handicap = read_handicap(&nodes, size)?;
    rec.rules = text("RU");
    rec.black_player = text("PB");
    rec.white_player = text("PW");
    rec.result = text("RE");
    rec.date = text("DT");
    let area = usize::from(size) * usize::from(size);
    let mut position = Some(Board::new(size));
    let mut number = 0u32;
    for node in &nodes {
        let (mut black, mut white, mut empty) = (Vec::new(), Vec::new(), Vec::new());
        // Where each placed stone is written, for the refusal.
        let mut placed: Vec<(Point, usize)> = Vec::new();
        // The points each of AB, AW, AE already lists in this node.
        let mut seen: [Vec<bool>; 3] = Default::default();
        let mut to_play = None;
        let mut moves = Vec::new();
        for p in &node.props {
            match p.ident.as_str() {
                "AB" | "AW" | "AE" => {
                    let k = ["AB", "AW", "AE"].iter().position(|&id| id == p.ident);
                    let (out, seen) = match k {
                        Some(0) => (&mut black, &mut seen[0]),
                        Some(1) => (&mut white, &mut seen[1]),
                        _ => (&mut empty, &mut seen[2]),
                    };
                    if seen.is_empty() {
                        *seen = vec![false; area];
                    }
                    for v in &p.values {
                        let from = out.len();
                        read_points(v, &p.ident, size, out, seen)?;
                        if p.ident != "AE" {
                            placed.extend(out[from..].iter().map(|&q| (q, v.offset)));
                        }
                    }
                }
                "PL" => to_play = Some(read_color(&p.values[0], "PL")?),
                "B" | "W" => {
                    let color = if p.ident == "B" {
                        Color::Black
                    } else {
                        Color::White
                    };
                    let v = &p.values[0];
                    if number >= MAX_MOVES {
                        return Err(SgfError::TooManyMoves { offset: v.offset });
                    }
                    number += 1;
                    let t = v.text.trim();
                    // FF[3] passes are `tt`, valid on boards up to 19×19.
                    let point = if t.is_empty() || (t == "tt" && size <= 19) {
                        None
                    } else {
                        Some(Point::parse(t, size).map_err(|_| SgfError::BadMove {
                            number,
                            offset: v.offset,
                            value: format!("{}[{}]", p.ident, v.text),
                            expected: format!(
                                "a point 'aa'..'{0}{0}' on the {size}x{size} board, or '' for a pass",
                                (b'a' + size - 1) as char
                            ),
                        })?)
                    };
                    moves.push(Move { color, point });
                }
                _ => {}
            }
        }
        if !(black.is_empty() && white.is_empty() && empty.is_empty()) {
            if let Some(board) = &mut position {
                check_setup(board, &black, &white, &empty, &placed)?;
            }
            rec.events.push(Event::Setup {
                black,
                white,
                empty,
            });
        }
        if let Some(c) = to_play {
            rec.events.push(Event::ToPlay(c));
        }
        for m in &moves {
            if let (Some(board), Some(p)) = (&mut position, m.point) {
                if board.play(m.color, p).is_err() {
                    position = None;
                }
            }
        }
        rec.events.extend(moves.into_iter().map(Event::Move));
    }
    Ok(rec)
}

/// Applies one node's set-up to the position followed while reading, as
/// [`crate::replay`] will (`AE`, then `AB`, then `AW`), and refuses it when
/// a chain is left without a liberty.
fn check_setup(
    board: &mut Board,
    black: &[Point],
    white: &[Point],
    empty: &[Point],
    placed: &[(Point, usize)],
) -> Result<(), SgfError> {
    for &p in empty {
        board.set(p, None);
    }
    for &p in black {
        board.set(p, Some(Color::Black));
    }
    for &p in white {
        board.set(p, Some(Color::White));
    }
    let points: Vec<Point> = placed.iter().map(|&(p, _)| p).collect();
    match chain_without_liberty(board, &points) {
        None => Ok(()),
        Some(error) => {
            let at = match &error {
                SetupError::NoLiberties { point, .. } => *point,
                _ => points[0],
            };
            // The value that placed the named stone, else the node's first.
            let offset = placed
                .iter()
                .find(|&&(p, _)| p == at)
                .map_or(placed[0].1, |&(_, o)| o);
            Err(SgfError::BadSetup { offset, error })
        }
    }
}

/// Escapes a text value for SGF.
fn escape(s: &str) -> String {
    let mut o = String::with_capacity(s.len());
    for ch in s.chars() {
        if ch == ']' || ch == '\\' {
            o.push('\\');
        }
        o.push(ch);
    }
    o
}

fn fmt_number(x: f64) -> String {
    format!("{x}")
}

/// Writes a Go record as FF[4] SGF in UTF-8 (`CA[UTF-8]`), passes as `B[]`.
pub fn write_go(rec: &GoRecord) -> String {
    let mut s = String::from("(;GM[1]FF[4]CA[UTF-8]AP[taikai]");
    s.push_str(&format!("SZ[{}]", rec.size));
    if let Some(r) = &rec.rules {
        s.push_str(&format!("RU[{}]", escape(r)));
    }
    if let Some(k) = rec.komi {
        s.push_str(&format!("KM[{}]", fmt_number(k)));
    }
    if rec.handicap > 0 {
        s.push_str(&format!("HA[{}]", rec.handicap));
    }
    for (id, v) in [
        ("PB", &rec.black_player),
        ("PW", &rec.white_player),
        ("DT", &rec.date),
        ("RE", &rec.result),
    ] {
        if let Some(v) = v {
            s.push_str(&format!("{id}[{}]", escape(v)));
        }
    }
    // Setup then PL may share the current node until a move is written. A
    // second set-up or PL, or a set-up after a PL, starts a node of its own:
    // the reader keeps one PL a node and applies set-up before PL.
    let mut node_has_move = false;
    let mut node_has_setup = false;
    let mut node_has_pl = false;
    let mut moves_on_line = 0;
    for e in &rec.events {
        match e {
            Event::Setup {
                black,
                white,
                empty,
            } => {
                if node_has_move || node_has_setup || node_has_pl {
                    s.push_str("\n;");
                    node_has_move = false;
                    node_has_pl = false;
                }
                node_has_setup = true;
                for (id, pts) in [("AB", black), ("AW", white), ("AE", empty)] {
                    if !pts.is_empty() {
                        s.push_str(id);
                        for p in pts {
                            s.push_str(&format!("[{p}]"));
                        }
                    }
                }
            }
            Event::ToPlay(c) => {
                if node_has_move || node_has_pl {
                    s.push(';');
                    node_has_move = false;
                    node_has_setup = false;
                }
                node_has_pl = true;
                s.push_str(&format!("PL[{c}]"));
            }
            Event::Move(m) => {
                if moves_on_line == 10 {
                    s.push('\n');
                    moves_on_line = 0;
                }
                moves_on_line += 1;
                let pt = m.point.map(|p| p.to_sgf()).unwrap_or_default();
                s.push_str(&format!(";{}[{pt}]", m.color));
                node_has_move = true;
                node_has_setup = false;
                node_has_pl = false;
            }
        }
    }
    s.push_str(")\n");
    s
}
