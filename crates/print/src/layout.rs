//! A small layout layer over printpdf: millimetres from the top-left corner of the page,
//! text measured from the font's advance widths (centring, right alignment, truncation
//! with '…'), lines, boxes, circles and a simple table.
//!
//! Every string goes through [`Fonts`]: a character the embedded IPAexGothic lacks is
//! printed from the fallback face when one was given, otherwise as '〓' (never a silent
//! empty box).

use printpdf::{
    Color, FontId, Greyscale, Line, LineDashPattern, LinePoint, Mm, Op, PaintMode, ParsedFont,
    PdfDocument, PdfFontHandle, PdfPage, PdfSaveOptions, Point, Polygon, PolygonRing, Pt, Rect,
    TextItem, WindingOrder,
};
use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

/// IPAexGothic, IPA Font License v1.0 (assets/fonts/IPA_Font_License_v1.0.txt).
pub const IPAEX_GOTHIC: &[u8] = include_bytes!("../../../assets/fonts/ipaexg.ttf");

/// Printed in place of a character no font has (the JIS "geta" mark).
pub const SUBSTITUTE: char = '〓';

const PT_PER_MM: f32 = 72.0 / 25.4;

fn primary_font() -> &'static ParsedFont {
    static FONT: OnceLock<ParsedFont> = OnceLock::new();
    FONT.get_or_init(|| {
        ParsedFont::from_bytes(IPAEX_GOTHIC, 0, &mut Vec::new())
            .expect("the embedded IPAexGothic parses")
    })
}

/// The fonts a document is printed with: the embedded IPAexGothic and, optionally, a
/// fallback face for characters it lacks (e.g. 𠮷 U+20BB7 from Noto Sans CJK JP).
#[derive(Clone, Default)]
pub struct Fonts {
    fallback: Option<ParsedFont>,
    /// Face and advance (in ems) of each character seen: measuring text looks every
    /// character up several times.
    cache: Arc<Mutex<HashMap<char, (Face, f32)>>>,
}

/// Which face prints a character.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Face {
    Primary,
    Fallback,
    /// Neither face has it: printed as [`SUBSTITUTE`].
    Missing,
}

impl Fonts {
    /// The embedded IPAexGothic only.
    pub fn embedded() -> Fonts {
        Fonts::default()
    }

    /// Adds a fallback face (a .ttf/.otf, or one face of a .ttc collection by index; Noto
    /// Sans CJK JP is face 0 of NotoSansCJK-Regular.ttc). Only the glyphs used are embedded.
    pub fn with_fallback(mut self, bytes: &[u8], face_index: usize) -> Result<Fonts, String> {
        // A collection is cut down to the one face first: a PDF font program is one face.
        let face = printpdf::extract_collection_face(bytes, face_index);
        let (data, index) = match &face {
            Some(f) => (f.as_slice(), 0),
            None => (bytes, face_index),
        };
        let font = ParsedFont::from_bytes(data, index, &mut Vec::new())
            .ok_or_else(|| format!("the fallback font (face {face_index}) cannot be read"))?;
        self.fallback = Some(font);
        self.cache = Arc::default();
        Ok(self)
    }

    pub fn has_fallback(&self) -> bool {
        self.fallback.is_some()
    }

    /// The face that prints `c`.
    pub fn face_of(&self, c: char) -> Face {
        self.glyph(c).0
    }

    fn glyph(&self, c: char) -> (Face, f32) {
        let mut cache = self.cache.lock().unwrap_or_else(|e| e.into_inner());
        *cache.entry(c).or_insert_with(|| {
            let face = self.lookup_face(c);
            (face, self.lookup_advance(face, c))
        })
    }

    fn lookup_face(&self, c: char) -> Face {
        if c.is_control() || primary_font().lookup_glyph_index(c as u32).is_some() {
            Face::Primary
        } else if self
            .fallback
            .as_ref()
            .is_some_and(|f| f.lookup_glyph_index(c as u32).is_some())
        {
            Face::Fallback
        } else {
            Face::Missing
        }
    }

    /// Characters of `text` that neither face has; they print as '〓'. The app can warn
    /// the TD before printing.
    pub fn missing_glyphs(&self, text: &str) -> Vec<char> {
        let mut out: Vec<char> = text
            .chars()
            .filter(|&c| self.face_of(c) == Face::Missing)
            .collect();
        out.sort_unstable();
        out.dedup();
        out
    }

    fn font(&self, face: Face) -> &ParsedFont {
        match (face, &self.fallback) {
            (Face::Fallback, Some(f)) => f,
            _ => primary_font(),
        }
    }

    /// Advance of `c` in ems.
    fn advance(&self, c: char) -> f32 {
        self.glyph(c).1
    }

    fn lookup_advance(&self, face: Face, c: char) -> f32 {
        let c = if face == Face::Missing { SUBSTITUTE } else { c };
        let font = self.font(face);
        let upem = f32::from(font.pdf_font_metrics.units_per_em.max(1));
        match font.lookup_glyph_index(c as u32) {
            Some(g) => f32::from(font.get_horizontal_advance(g)) / upem,
            None => 1.0,
        }
    }

    /// Width of `text` at `size` points, in millimetres.
    pub fn width(&self, text: &str, size: f32) -> f32 {
        text.chars().map(|c| self.advance(c)).sum::<f32>() * size / PT_PER_MM
    }

    /// The size, at most `size` points, at which `text` fits `max` millimetres.
    pub fn fit_size(&self, text: &str, size: f32, max: f32) -> f32 {
        let w = self.width(text, size);
        if w <= max || w <= 0.0 {
            size
        } else {
            // A hair under, so that rounding never tips it over `max`.
            size * max / w * 0.999
        }
    }

    /// `text` cut with '…' so that it fits `max` millimetres at `size` points.
    pub fn fit(&self, text: &str, size: f32, max: f32) -> String {
        if self.width(text, size) <= max {
            return text.to_string();
        }
        let budget = max - self.width("…", size);
        let mut used = 0.0;
        let mut out = String::new();
        for c in text.chars() {
            let w = self.advance(c) * size / PT_PER_MM;
            if used + w > budget {
                break;
            }
            used += w;
            out.push(c);
        }
        out.push('…');
        out
    }

    /// `text` in at most `max_lines` lines of `max` mm: one line at `size` points, shrunk
    /// down to `min` points if needed; then wrapped at `min` points or less.
    pub fn fit_lines(
        &self,
        text: &str,
        size: f32,
        min: f32,
        max: f32,
        max_lines: usize,
    ) -> (f32, Vec<String>) {
        let one = self.fit_size(text, size, max);
        if one >= min || max_lines <= 1 {
            return (one, vec![text.to_string()]);
        }
        let mut size = min;
        loop {
            let lines = wrap(self, text, size, max);
            if lines.len() <= max_lines || size <= MIN_TEXT_SIZE {
                return (size, lines);
            }
            size *= 0.92;
        }
    }
}

/// The smallest size text is shrunk to (points); below it a text is cut with '…'.
pub const MIN_TEXT_SIZE: f32 = 4.0;

/// Splits `text` into lines no wider than `max` mm at `size` points: at spaces where
/// possible, else between any two characters (Japanese has no spaces).
pub fn wrap(fonts: &Fonts, text: &str, size: f32, max: f32) -> Vec<String> {
    let mut lines = Vec::new();
    let mut line = String::new();
    for word in text.split(' ') {
        let candidate = if line.is_empty() {
            word.to_string()
        } else {
            format!("{line} {word}")
        };
        if fonts.width(&candidate, size) <= max {
            line = candidate;
            continue;
        }
        if !line.is_empty() {
            lines.push(std::mem::take(&mut line));
        }
        for c in word.chars() {
            line.push(c);
            if fonts.width(&line, size) > max {
                line.pop();
                lines.push(std::mem::take(&mut line));
                line.push(c);
            }
        }
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

/// Paper sizes, portrait, in millimetres.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Paper {
    A4,
    A5,
    /// JIS B5 (182 × 257 mm), the B5 of Japanese copiers.
    B5,
}

impl Paper {
    pub fn size(self) -> (f32, f32) {
        match self {
            Paper::A4 => (210.0, 297.0),
            Paper::A5 => (148.0, 210.0),
            Paper::B5 => (182.0, 257.0),
        }
    }
}

/// Horizontal alignment of a text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Align {
    Left,
    Centre,
    Right,
}

/// A document being drawn: pages of ops in top-left millimetre coordinates.
pub struct Canvas<'f> {
    fonts: &'f Fonts,
    doc: PdfDocument,
    primary_id: FontId,
    fallback_id: Option<FontId>,
    width: f32,
    height: f32,
    pages: Vec<PdfPage>,
    ops: Vec<Op>,
    started: bool,
}

/// The producer written into every PDF of Taikai's.
pub const PRODUCER: &str = "Taikai";

fn pt(mm: f32) -> Pt {
    Pt(mm * PT_PER_MM)
}

impl<'f> Canvas<'f> {
    /// A new document with pages of `width` × `height` mm.
    pub fn new(fonts: &'f Fonts, title: &str, width: f32, height: f32) -> Canvas<'f> {
        let mut doc = PdfDocument::new(title);
        // How Taikai knows a PDF as its own, and may write over it (taikai_store::output).
        doc.metadata.info.producer = PRODUCER.to_string();
        doc.metadata.info.creator = PRODUCER.to_string();
        let primary_id = doc.add_font(primary_font());
        Canvas {
            fonts,
            doc,
            primary_id,
            fallback_id: None,
            width,
            height,
            pages: Vec::new(),
            ops: Vec::new(),
            started: false,
        }
    }

    pub fn fonts(&self) -> &Fonts {
        self.fonts
    }

    pub fn width(&self) -> f32 {
        self.width
    }

    pub fn height(&self) -> f32 {
        self.height
    }

    /// Starts a new page (the first call starts the first page).
    pub fn new_page(&mut self) {
        if self.started {
            let ops = std::mem::take(&mut self.ops);
            self.pages
                .push(PdfPage::new(Mm(self.width), Mm(self.height), ops));
        }
        self.started = true;
    }

    /// The finished PDF: fonts subset, streams compressed.
    pub fn finish(mut self) -> Vec<u8> {
        if self.started || self.pages.is_empty() {
            let ops = std::mem::take(&mut self.ops);
            self.pages
                .push(PdfPage::new(Mm(self.width), Mm(self.height), ops));
        }
        let pages = std::mem::take(&mut self.pages);
        let opts = PdfSaveOptions {
            subset_fonts: true,
            ..PdfSaveOptions::default()
        };
        self.doc.with_pages(pages).save(&opts, &mut Vec::new())
    }

    fn p(&self, x: f32, y: f32) -> Point {
        Point {
            x: pt(x),
            y: pt(self.height - y),
        }
    }

    /// Text measured in millimetres at `size` points.
    pub fn text_width(&self, text: &str, size: f32) -> f32 {
        self.fonts.width(text, size)
    }

    /// Draws `text` with its baseline at `y`, aligned on `x` as `align` says.
    pub fn text(&mut self, x: f32, y: f32, size: f32, align: Align, text: &str) {
        if text.is_empty() {
            return;
        }
        let w = self.text_width(text, size);
        let mut x = match align {
            Align::Left => x,
            Align::Centre => x - w / 2.0,
            Align::Right => x - w,
        };
        // Runs of characters printed by the same face.
        let mut runs: Vec<(Face, String)> = Vec::new();
        for c in text.chars() {
            let face = self.fonts.face_of(c);
            let c = if face == Face::Missing { SUBSTITUTE } else { c };
            let face = if face == Face::Missing {
                Face::Primary
            } else {
                face
            };
            match runs.last_mut() {
                Some((f, s)) if *f == face => s.push(c),
                _ => runs.push((face, c.to_string())),
            }
        }
        for (face, run) in runs {
            let font = match face {
                Face::Fallback => {
                    if self.fallback_id.is_none() {
                        let id = self.doc.add_font(self.fonts.font(Face::Fallback));
                        self.fallback_id = Some(id);
                    }
                    self.fallback_id.clone().expect("just set")
                }
                _ => self.primary_id.clone(),
            };
            let run_w = self.fonts.width(&run, size);
            let pos = self.p(x, y);
            self.ops.extend([
                Op::StartTextSection,
                Op::SetFont {
                    font: PdfFontHandle::External(font),
                    size: Pt(size),
                },
                Op::SetTextCursor { pos },
                Op::ShowText {
                    items: vec![TextItem::Text(run)],
                },
                Op::EndTextSection,
            ]);
            x += run_w;
        }
    }

    /// Draws `text` within `max` mm: at `size` points, or smaller when it is too wide, so
    /// nothing is cut (only below [`MIN_TEXT_SIZE`] would it end in '…').
    pub fn text_fit(&mut self, x: f32, y: f32, size: f32, align: Align, max: f32, text: &str) {
        let size = self.fonts.fit_size(text, size, max).max(MIN_TEXT_SIZE);
        let t = self.fonts.fit(text, size, max);
        self.text(x, y, size, align, &t);
    }

    /// Grey level for fills and strokes: 0 black, 1 white.
    pub fn grey(&mut self, level: f32) {
        let col = Color::Greyscale(Greyscale::new(level, None));
        self.ops.push(Op::SetFillColor { col: col.clone() });
        self.ops.push(Op::SetOutlineColor { col });
    }

    /// Grey level for fills only.
    pub fn fill_grey(&mut self, level: f32) {
        let col = Color::Greyscale(Greyscale::new(level, None));
        self.ops.push(Op::SetFillColor { col });
    }

    pub fn thickness(&mut self, mm: f32) {
        self.ops.push(Op::SetOutlineThickness { pt: pt(mm) });
    }

    /// Dash pattern in millimetres (`None`: solid).
    pub fn dashed(&mut self, pattern: Option<(f32, f32)>) {
        let dash = match pattern {
            Some((on, off)) => LineDashPattern::new(0.0, &[on * PT_PER_MM, off * PT_PER_MM]),
            None => LineDashPattern::solid(),
        };
        self.ops.push(Op::SetLineDashPattern { dash });
    }

    pub fn line(&mut self, x1: f32, y1: f32, x2: f32, y2: f32) {
        let points = vec![
            LinePoint {
                p: self.p(x1, y1),
                bezier: false,
            },
            LinePoint {
                p: self.p(x2, y2),
                bezier: false,
            },
        ];
        self.ops.push(Op::DrawLine {
            line: Line {
                points,
                is_closed: false,
            },
        });
    }

    /// A rectangle from its top-left corner; stroked, or filled with the current grey.
    pub fn rect(&mut self, x: f32, y: f32, w: f32, h: f32, fill: bool) {
        self.ops.push(Op::DrawRectangle {
            rectangle: Rect {
                x: pt(x),
                y: pt(self.height - y - h),
                width: pt(w),
                height: pt(h),
                mode: Some(if fill {
                    PaintMode::Fill
                } else {
                    PaintMode::Stroke
                }),
                winding_order: Some(WindingOrder::NonZero),
            },
        });
    }

    /// A QR code of `text`, `size` mm square from its top-left corner, with a one-module
    /// margin: the dark modules of each row are drawn as filled runs. False if `text` is too
    /// long for a QR code.
    pub fn qr(&mut self, x: f32, y: f32, size: f32, text: &str) -> bool {
        let Ok(code) =
            qrcode::QrCode::with_error_correction_level(text.as_bytes(), qrcode::EcLevel::M)
        else {
            return false;
        };
        let n = code.width();
        let colors = code.to_colors();
        let m = size / (n + 2) as f32;
        self.fill_grey(0.0);
        for row in 0..n {
            let dark = |col: usize| colors[row * n + col] == qrcode::Color::Dark;
            let mut col = 0;
            while col < n {
                if !dark(col) {
                    col += 1;
                    continue;
                }
                let start = col;
                while col < n && dark(col) {
                    col += 1;
                }
                self.rect(
                    x + (start + 1) as f32 * m,
                    y + (row + 1) as f32 * m,
                    (col - start) as f32 * m,
                    m,
                    true,
                );
            }
        }
        true
    }

    /// A circle (four Bézier arcs); `mode` fill, stroke or both.
    pub fn circle(&mut self, cx: f32, cy: f32, r: f32, mode: PaintMode) {
        const K: f32 = 0.552_284_8;
        let k = r * K;
        // Anticlockwise from the rightmost point, in page mm (y down).
        let segs = [
            ((cx + r, cy - k), (cx + k, cy - r), (cx, cy - r)),
            ((cx - k, cy - r), (cx - r, cy - k), (cx - r, cy)),
            ((cx - r, cy + k), (cx - k, cy + r), (cx, cy + r)),
            ((cx + k, cy + r), (cx + r, cy + k), (cx + r, cy)),
        ];
        let mut points = vec![LinePoint {
            p: self.p(cx + r, cy),
            bezier: false,
        }];
        for (c1, c2, end) in segs {
            points.push(LinePoint {
                p: self.p(c1.0, c1.1),
                bezier: true,
            });
            points.push(LinePoint {
                p: self.p(c2.0, c2.1),
                bezier: true,
            });
            points.push(LinePoint {
                p: self.p(end.0, end.1),
                bezier: false,
            });
        }
        self.ops.push(Op::DrawPolygon {
            polygon: Polygon {
                rings: vec![PolygonRing { points }],
                mode,
                winding_order: WindingOrder::NonZero,
            },
        });
    }

    /// A closed polygon through `pts`.
    pub fn polygon(&mut self, pts: &[(f32, f32)], mode: PaintMode) {
        let points = pts
            .iter()
            .map(|&(x, y)| LinePoint {
                p: self.p(x, y),
                bezier: false,
            })
            .collect();
        self.ops.push(Op::DrawPolygon {
            polygon: Polygon {
                rings: vec![PolygonRing { points }],
                mode,
                winding_order: WindingOrder::NonZero,
            },
        });
    }

    /// Cut marks for a grid of `cols` × `rows` equal pieces of the page: crop ticks at
    /// the page edges in line with each cut, a cross where two cuts meet, and a light
    /// dotted guide between them for scissors. The cuts run in the gutters between the
    /// pieces, which hold no content.
    pub fn cut_marks(&mut self, cols: usize, rows: usize) {
        let (w, h) = (self.width, self.height);
        let xs: Vec<f32> = (1..cols).map(|k| w * k as f32 / cols as f32).collect();
        let ys: Vec<f32> = (1..rows).map(|k| h * k as f32 / rows as f32).collect();
        // Guides first, so the marks print on top.
        self.grey(0.6);
        self.thickness(0.15);
        self.dashed(Some((0.6, 1.6)));
        for &x in &xs {
            self.guide(&ys, |y| (x, y), CUT_TICK, h - CUT_TICK);
        }
        for &y in &ys {
            self.guide(&xs, |x| (x, y), CUT_TICK, w - CUT_TICK);
        }
        self.dashed(None);
        self.grey(0.0);
        self.thickness(0.25);
        for &x in &xs {
            self.line(x, 0.0, x, CUT_TICK);
            self.line(x, h - CUT_TICK, x, h);
        }
        for &y in &ys {
            self.line(0.0, y, CUT_TICK, y);
            self.line(w - CUT_TICK, y, w, y);
        }
        for &x in &xs {
            for &y in &ys {
                self.line(x - CUT_CROSS, y, x + CUT_CROSS, y);
                self.line(x, y - CUT_CROSS, x, y + CUT_CROSS);
            }
        }
    }

    /// A dotted guide along one cut from `from` to `to`, left open around the crosses at
    /// `crossings`; `at` turns a position along the cut into page coordinates.
    fn guide(&mut self, crossings: &[f32], at: impl Fn(f32) -> (f32, f32), from: f32, to: f32) {
        let gap = CUT_CROSS + 1.5;
        let mut start = from + 1.5;
        for &c in crossings.iter().chain([to + gap - 1.5].iter()) {
            let end = c - gap;
            if end > start {
                let (a, b) = (at(start), at(end));
                self.line(a.0, a.1, b.0, b.1);
            }
            start = c + gap;
        }
    }
}

/// Length of a crop tick from the page edge, mm (printers leave 3–5 mm blank, so the
/// inner part shows).
pub const CUT_TICK: f32 = 9.0;
/// Half the arm of a cut cross, mm.
pub const CUT_CROSS: f32 = 3.0;

/// A column of a [`Table`].
#[derive(Debug, Clone)]
pub struct Column {
    pub title: String,
    pub width: f32,
    pub align: Align,
}

impl Column {
    pub fn new(title: &str, width: f32, align: Align) -> Column {
        Column {
            title: title.to_string(),
            width,
            align,
        }
    }
}

/// A simple table: a header row, then rows that break over pages (the header repeats).
pub struct Table {
    pub columns: Vec<Column>,
    pub size: f32,
    pub header_size: f32,
    pub row_height: f32,
}

impl Table {
    /// Draws `rows` from `top` (mm) on the current page, starting new pages as needed;
    /// `page_head` draws the page's heading and returns where the table may start.
    /// Returns the y below the last row.
    pub fn draw(
        &self,
        c: &mut Canvas,
        left: f32,
        top: f32,
        bottom: f32,
        rows: &[Vec<String>],
        page_head: &mut dyn FnMut(&mut Canvas) -> f32,
    ) -> f32 {
        let mut y = top;
        let total: f32 = self.columns.iter().map(|c| c.width).sum();
        let header = |c: &mut Canvas, y: f32| -> f32 {
            let h = self.row_height * 0.8;
            c.grey(0.88);
            c.rect(left, y, total, h, true);
            c.grey(0.0);
            let mut x = left;
            for col in &self.columns {
                let tx = match col.align {
                    Align::Left => x + 1.5,
                    Align::Centre => x + col.width / 2.0,
                    Align::Right => x + col.width - 1.5,
                };
                c.text_fit(
                    tx,
                    y + h * 0.7,
                    self.header_size,
                    col.align,
                    col.width - 2.0,
                    &col.title,
                );
                x += col.width;
            }
            y + h
        };
        y = header(c, y);
        for (i, row) in rows.iter().enumerate() {
            if y + self.row_height > bottom {
                c.new_page();
                let t = page_head(c);
                y = header(c, t);
            }
            if i % 2 == 1 {
                c.grey(0.95);
                c.rect(left, y, total, self.row_height, true);
                c.grey(0.0);
            }
            let mut x = left;
            for (col, cell) in self.columns.iter().zip(row) {
                let tx = match col.align {
                    Align::Left => x + 1.5,
                    Align::Centre => x + col.width / 2.0,
                    Align::Right => x + col.width - 1.5,
                };
                let base = y + self.row_height * 0.5 + self.size * 0.35 / PT_PER_MM * 1.0;
                c.text_fit(tx, base, self.size, col.align, col.width - 3.0, cell);
                x += col.width;
            }
            y += self.row_height;
            c.thickness(0.1);
            c.grey(0.7);
            c.line(left, y, left + total, y);
            c.grey(0.0);
        }
        y
    }
}
