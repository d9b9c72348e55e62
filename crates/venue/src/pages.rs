//! The phone pages: the current round's pairings (searchable as at the desk), standings and
//! crosstable, each player's page, and the report form. Plain HTML rendered here, one
//! stylesheet and one small script served by this server (no inline script or style, no
//! outside resources); the pages work without the script and print plainly. The script
//! listens to `/events` and refreshes the page's `<main>` in place when the tournament
//! changes.

use crate::api::{do_report, number, public_round, status_of, ReportBody};
use crate::labels::{lang_of, Label};
use crate::Venue;
use axum::extract::{Form, Path, Query, State};
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::Router;
use futures_util::StreamExt as _;
use std::collections::HashMap;
use std::convert::Infallible;
use std::fmt::Write as _;
use std::sync::Arc;
use std::time::Duration;
use taikai_app::catalogue::Lang;
use taikai_app::core::lateness::Arrival;
use taikai_app::core::results::Colour;
use taikai_app::core::search;
use taikai_app::rounds::{self, BoardView, RoundView};
use taikai_app::store::RoundStatus;
use taikai_app::{venue, AppError};
use tokio_stream::wrappers::WatchStream;

const SCRIPT: &str = include_str!("../assets/venue.js");
const STYLE: &str = include_str!("../assets/venue.css");

pub(crate) fn routes() -> Router<Arc<Venue>> {
    Router::new()
        .route("/", get(pairings))
        .route("/standings", get(standings))
        .route("/players/{id}", get(player))
        .route("/report", get(report_form).post(report_sent))
        .route("/events", get(events))
        .route(
            "/venue.js",
            get(|| async { asset("text/javascript; charset=utf-8", SCRIPT) }),
        )
        .route(
            "/venue.css",
            get(|| async { asset("text/css; charset=utf-8", STYLE) }),
        )
        .route("/qr.svg", get(qr))
}

fn asset(kind: &'static str, body: &'static str) -> Response {
    (
        [
            (header::CONTENT_TYPE, kind),
            (header::CACHE_CONTROL, "public, max-age=300"),
        ],
        body,
    )
        .into_response()
}

async fn qr(State(v): State<Arc<Venue>>) -> Response {
    (
        [(header::CONTENT_TYPE, "image/svg+xml")],
        crate::qr_svg(&v.public_url()),
    )
        .into_response()
}

/// HTML-escapes text.
pub(crate) fn esc(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

type Params = Query<HashMap<String, String>>;

/// What a page needs to know about its request.
struct Ask {
    lang: Lang,
    /// `?lang=` was given: remember it in a cookie.
    switched: bool,
    params: HashMap<String, String>,
}

impl Ask {
    fn new(headers: &HeaderMap, params: HashMap<String, String>) -> Ask {
        let given = params.get("lang").map(String::as_str);
        Ask {
            lang: lang_of(headers, given),
            switched: given.and_then(|g| g.parse::<Lang>().ok()).is_some(),
            params,
        }
    }

    fn l(&self, label: Label) -> &'static str {
        label.text(self.lang)
    }
}

/// Which part of the site a page is in, for the menu.
#[derive(PartialEq, Clone, Copy)]
enum Part {
    Pairings,
    Standings,
    Report,
    Other,
}

struct Page {
    title: String,
    part: Part,
    /// Refreshed in place when the tournament changes.
    live: bool,
    body: String,
    status: StatusCode,
    /// Write pages: never cached.
    no_store: bool,
}

fn render(ask: &Ask, path: &str, page: Page) -> Response {
    let lang = ask.lang;
    let other = match lang {
        Lang::Ja => "en",
        Lang::En => "ja",
    };
    let html_lang = match lang {
        Lang::Ja => "ja",
        Lang::En => "en",
    };
    let nav = |part: Part, href: &str, label: Label| {
        let current = if page.part == part {
            " aria-current=\"page\""
        } else {
            ""
        };
        format!("<a href=\"{href}\"{current}>{}</a>", ask.l(label))
    };
    let mut html = String::with_capacity(page.body.len() + 1024);
    let _ = write!(
        html,
        "<!doctype html><html lang=\"{html_lang}\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width,initial-scale=1\">\
         <title>{title}</title><link rel=\"stylesheet\" href=\"/venue.css\">\
         <script src=\"/venue.js\" defer></script></head><body>\
         <header><nav>{n1}{n2}{n3}<a class=\"switch\" href=\"{path}{sep}lang={other}\" hreflang=\"{other}\">{switch}</a></nav></header>\
         <main{live}>{body}</main>\
         <footer><span id=\"live\" hidden>{live_label}</span></footer></body></html>",
        title = esc(&page.title),
        n1 = nav(Part::Pairings, "/", Label::Pairings),
        n2 = nav(Part::Standings, "/standings", Label::Standings),
        n3 = nav(Part::Report, "/report", Label::Report),
        sep = if path.contains('?') { "&" } else { "?" },
        switch = ask.l(Label::Language),
        live = if page.live { " data-live" } else { "" },
        body = page.body,
        live_label = ask.l(Label::Live),
    );
    let mut res = (
        page.status,
        [(header::CONTENT_TYPE, "text/html; charset=utf-8")],
        html,
    )
        .into_response();
    let h = res.headers_mut();
    h.insert(
        header::CACHE_CONTROL,
        HeaderValue::from_static(if page.no_store {
            "no-store"
        } else {
            "no-cache"
        }),
    );
    h.insert(
        header::VARY,
        HeaderValue::from_static("Accept-Language, Cookie"),
    );
    if ask.switched {
        h.insert(
            header::SET_COOKIE,
            HeaderValue::from_static(match lang {
                Lang::Ja => "lang=ja; Path=/; Max-Age=31536000; SameSite=Lax",
                Lang::En => "lang=en; Path=/; Max-Age=31536000; SameSite=Lax",
            }),
        );
    }
    res
}

/// A refusal as a page, with its status.
pub(crate) fn refusal_page(lang: Lang, error: &AppError) -> Response {
    let refusal = error.refusal();
    let ask = Ask {
        lang,
        switched: false,
        params: HashMap::new(),
    };
    render(
        &ask,
        "/",
        Page {
            title: "Taikai".into(),
            part: Part::Other,
            live: false,
            body: format!(
                "<p class=\"refusal\" data-code=\"{}\">{}</p>",
                esc(&refusal.code()),
                esc(&refusal.message(lang))
            ),
            status: status_of(&refusal),
            no_store: true,
        },
    )
}

/// A page's title and body, as cached.
#[derive(Clone)]
pub(crate) struct Rendered {
    title: String,
    body: String,
}

/// The page for `key` at the tournament's current generation: from the cache, or built.
/// An entry is tagged with the generation read before building, so a change during the
/// build makes the next request build again.
fn cached(
    v: &Venue,
    key: String,
    build: impl FnOnce() -> Result<(String, String), AppError>,
) -> Result<(String, String), AppError> {
    let generation = v.generation();
    {
        let pages = v.pages.lock().unwrap_or_else(|e| e.into_inner());
        if let Some((g, r)) = pages.get(&key) {
            if *g == generation {
                return Ok((r.title.clone(), r.body.clone()));
            }
        }
    }
    let (title, body) = build()?;
    let mut pages = v.pages.lock().unwrap_or_else(|e| e.into_inner());
    if pages.len() > 1000 {
        pages.retain(|_, (g, _)| *g == generation);
        if pages.len() > 1000 {
            pages.clear();
        }
    }
    pages.insert(
        key,
        (
            generation,
            Rendered {
                title: title.clone(),
                body: body.clone(),
            },
        ),
    );
    Ok((title, body))
}

fn cache_key(ask: &Ask, path: &str) -> String {
    let mut params: Vec<_> = ask
        .params
        .iter()
        .filter(|(k, _)| k.as_str() != "lang")
        .collect();
    params.sort();
    format!("{:?}|{path}|{params:?}", ask.lang)
}

fn tournament_name(v: &Venue) -> Result<String, AppError> {
    let mut desk = v.desk();
    Ok(desk.file()?.settings()?.name)
}

fn round_heading(ask: &Ask, name: &str, r: &RoundView) -> String {
    let status = match r.status {
        RoundStatus::Paired => ask.l(Label::Paired),
        RoundStatus::Started => ask.l(Label::Playing),
        RoundStatus::Finished => ask.l(Label::Finished),
    };
    let round = match ask.lang {
        Lang::Ja => format!("第{}回戦（全{}回戦）", r.round, r.rounds),
        Lang::En => format!("Round {} of {}", r.round, r.rounds),
    };
    let start = match &r.started_at {
        Some(at) => format!("{} {}", ask.l(Label::StartsAt), esc(at)),
        None => ask.l(Label::NotStarted).to_string(),
    };
    format!(
        "<h1>{}</h1><p class=\"round\"><strong>{round}</strong> · <span class=\"status\">{status}</span> · <span class=\"start\">{start}</span></p>",
        esc(name)
    )
}

/// How late a player is, as a short mark ("late 7 min", "not here yet", "absent").
fn lateness(ask: &Ask, r: &RoundView, b: &BoardView, colour: Colour) -> String {
    let Some(started) = &r.started_at else {
        return String::new();
    };
    if b.result_text.is_some() {
        return String::new();
    }
    let arrival = match colour {
        Colour::Black => &b.day.black_arrival,
        Colour::White => &b.day.white_arrival,
    };
    let mark = match arrival {
        None => ask.l(Label::NotArrived).to_string(),
        Some(a) => match a.against(started) {
            Ok(Arrival::Arrived { late_s }) | Ok(Arrival::ChoseForfeit { late_s })
                if late_s >= 60 =>
            {
                format!(
                    "{} {}{}",
                    ask.l(Label::Late),
                    late_s / 60,
                    ask.l(Label::Minutes)
                )
            }
            Ok(Arrival::Absent) => ask.l(Label::Absent).to_string(),
            _ => return String::new(),
        },
    };
    format!(" <span class=\"late\">{mark}</span>")
}

fn terms(ask: &Ask, b: &BoardView) -> String {
    let komi = b
        .komi
        .map(|k| format!("{} {k}", ask.l(Label::Komi)))
        .unwrap_or_default();
    let handicap = match b.handicap {
        0 => ask.l(Label::Even).to_string(),
        1 => match ask.lang {
            Lang::Ja => "定先".to_string(),
            Lang::En => "no komi (定先)".to_string(),
        },
        n => format!("{} {n}", ask.l(Label::Handicap)),
    };
    format!("{handicap} {komi}").trim().to_string()
}

fn player_link(p: &taikai_app::rounds::PlayerBrief) -> String {
    format!(
        "<a href=\"/players/{}\">{}</a> <span class=\"rank\">{}</span>",
        p.id,
        esc(&p.name),
        esc(&p.rank)
    )
}

async fn pairings(
    State(v): State<Arc<Venue>>,
    headers: HeaderMap,
    Query(params): Params,
) -> Response {
    let ask = Ask::new(&headers, params);
    let query = ask.params.get("q").cloned().unwrap_or_default();
    let built = cached(&v, cache_key(&ask, "/"), || {
        let name = tournament_name(&v)?;
        let view = public_round(&v, None)?;
        let reports = {
            let mut desk = v.desk();
            venue::settings(desk.file()?)?.reports
        };
        let players = {
            let mut desk = v.desk();
            desk.file()?.players()?
        };
        let Some(r) = view else {
            return Ok((
                name.clone(),
                format!("<h1>{}</h1><p>{}</p>", esc(&name), ask.l(Label::NoRound)),
            ));
        };
        let matches = |id: i64| {
            players
                .iter()
                .find(|p| p.id == id)
                .is_some_and(|p| search::matches(p, &query))
        };
        let mut body = round_heading(&ask, &name, &r);
        let _ = write!(
            body,
            "<form class=\"search\" method=\"get\" action=\"/\" role=\"search\"><label>{} <input type=\"search\" name=\"q\" value=\"{}\" placeholder=\"{}\" autocomplete=\"off\"></label> <button>{}</button></form>",
            ask.l(Label::Search),
            esc(&query),
            ask.l(Label::SearchHint),
            ask.l(Label::Search),
        );
        let _ = write!(
            body,
            "<table class=\"pairings\"><thead><tr><th>{}</th><th>{}</th><th>{}</th><th>{}</th><th>{}</th></tr></thead><tbody>",
            ask.l(Label::Board),
            ask.l(Label::Black),
            ask.l(Label::White),
            ask.l(Label::Handicap),
            ask.l(Label::Result),
        );
        let mut shown = 0;
        for b in &r.boards {
            if !query.trim().is_empty() && !matches(b.black.id) && !matches(b.white.id) {
                continue;
            }
            shown += 1;
            let result = match &b.result_text {
                Some(t) => esc(t),
                None if reports => format!(
                    "<a class=\"report\" href=\"/report?round={}&amp;board={}\">{}</a>",
                    r.round,
                    b.board,
                    ask.l(Label::Report)
                ),
                None => String::new(),
            };
            let _ = write!(
                body,
                "<tr data-board=\"{n}\"><td class=\"num\">{n}</td><td>{black}{bl}</td><td>{white}{wl}</td><td class=\"terms\">{terms}</td><td class=\"result\">{result}</td></tr>",
                n = b.board,
                black = player_link(&b.black),
                bl = lateness(&ask, &r, b, Colour::Black),
                white = player_link(&b.white),
                wl = lateness(&ask, &r, b, Colour::White),
                terms = terms(&ask, b),
            );
        }
        body.push_str("</tbody></table>");
        if shown == 0 {
            let _ = write!(body, "<p class=\"empty\">{}</p>", ask.l(Label::NoMatch));
        }
        for bye in r.bye.iter().chain(&r.other_byes) {
            if query.trim().is_empty() || matches(bye.id) {
                let _ = write!(
                    body,
                    "<p class=\"bye\">{}: {}</p>",
                    ask.l(Label::Bye),
                    player_link(bye)
                );
            }
        }
        Ok((name, body))
    });
    match built {
        Ok((name, body)) => render(
            &ask,
            "/",
            Page {
                title: format!("{} · {}", ask.l(Label::Pairings), name),
                part: Part::Pairings,
                live: true,
                body,
                status: StatusCode::OK,
                no_store: false,
            },
        ),
        Err(e) => refusal_page(ask.lang, &e),
    }
}

fn score_text(x: f64) -> String {
    if x.fract() == 0.0 {
        format!("{x:.0}")
    } else {
        format!("{x}")
    }
}

async fn standings(
    State(v): State<Arc<Venue>>,
    headers: HeaderMap,
    Query(params): Params,
) -> Response {
    let ask = Ask::new(&headers, params);
    let built = cached(&v, cache_key(&ask, "/standings"), || {
        let name = tournament_name(&v)?;
        let mut desk = v.desk();
        let file = desk.file()?;
        let table = rounds::crosstable(file)?;
        let rounds_played = table.iter().map(|r| r.cells.len()).max().unwrap_or(0);
        let mut body = format!(
            "<h1>{}</h1><h2>{}</h2>",
            esc(&name),
            ask.l(Label::Standings)
        );
        let _ = write!(
            body,
            "<table class=\"standings\"><thead><tr><th>{}</th><th>{}</th><th>{}</th><th>{}</th><th>{}</th><th>SOS</th></tr></thead><tbody>",
            ask.l(Label::Place), ask.l(Label::Name), ask.l(Label::Rank), ask.l(Label::Score), ask.l(Label::Wins)
        );
        for row in &table {
            let s = &row.standing;
            let _ = write!(
                body,
                "<tr><td class=\"num\">{}</td><td><a href=\"/players/{}\">{}</a></td><td>{}</td><td class=\"num\">{}</td><td class=\"num\">{}</td><td class=\"num\">{}</td></tr>",
                s.place, s.id, esc(&s.name), esc(&s.rank.to_string()), score_text(s.score), score_text(s.wins), score_text(s.sos)
            );
        }
        body.push_str("</tbody></table>");
        let _ = write!(body, "<h2>{}</h2><div class=\"wide\"><table class=\"crosstable\"><thead><tr><th>{}</th><th>{}</th>", ask.l(Label::Crosstable), ask.l(Label::Place), ask.l(Label::Name));
        for n in 1..=rounds_played {
            let _ = write!(body, "<th>{n}</th>");
        }
        body.push_str("</tr></thead><tbody>");
        for row in &table {
            let _ = write!(
                body,
                "<tr><td class=\"num\">{}</td><td>{}</td>",
                row.standing.place,
                esc(&row.standing.name)
            );
            for c in &row.cells {
                let _ = write!(body, "<td>{}</td>", esc(&c.text));
            }
            body.push_str("</tr>");
        }
        body.push_str("</tbody></table></div>");
        Ok((name, body))
    });
    match built {
        Ok((name, body)) => render(
            &ask,
            "/standings",
            Page {
                title: format!("{} · {}", ask.l(Label::Standings), name),
                part: Part::Standings,
                live: true,
                body,
                status: StatusCode::OK,
                no_store: false,
            },
        ),
        Err(e) => refusal_page(ask.lang, &e),
    }
}

async fn player(
    State(v): State<Arc<Venue>>,
    Path(id): Path<String>,
    headers: HeaderMap,
    Query(params): Params,
) -> Response {
    let ask = Ask::new(&headers, params);
    let path = format!("/players/{}", esc(&id));
    let built = cached(&v, cache_key(&ask, &path), || {
        let id: i64 = number(&id, "player")?.into();
        let (me, row, names) = {
            let mut desk = v.desk();
            let file = desk.file()?;
            let me = file.player(id)?;
            let table = rounds::crosstable(file)?;
            let names: HashMap<i64, String> = file
                .players()?
                .into_iter()
                .map(|p| (p.id, p.name))
                .collect();
            (me, table.into_iter().find(|r| r.standing.id == id), names)
        };
        let round = public_round(&v, None)?;
        let reports = {
            let mut desk = v.desk();
            venue::settings(desk.file()?)?.reports
        };
        let mut body = format!(
            "<h1>{}</h1><p>{} {}</p>",
            esc(&me.name),
            esc(&me.rank.to_string()),
            esc(&me.club)
        );
        let _ = write!(body, "<h2>{}</h2>", ask.l(Label::MyBoard));
        let mine = round.as_ref().and_then(|r| {
            r.boards
                .iter()
                .find(|b| b.black.id == id || b.white.id == id)
                .map(|b| (r, b))
        });
        match mine {
            Some((r, b)) => {
                let (colour, opponent) = if b.black.id == id {
                    (Label::Black, &b.white)
                } else {
                    (Label::White, &b.black)
                };
                let _ = write!(
                    body,
                    "{}<dl class=\"myboard\"><dt>{}</dt><dd class=\"big\">{}</dd><dt>{}</dt><dd>{}</dd><dt>{}</dt><dd>{}</dd><dt>{}</dt><dd>{}</dd>",
                    round_heading(&ask, "", r).replace("<h1></h1>", ""),
                    ask.l(Label::Board), b.board,
                    ask.l(Label::Colour), ask.l(colour),
                    ask.l(Label::Opponent), player_link(opponent),
                    ask.l(Label::Handicap), terms(&ask, b),
                );
                match &b.result_text {
                    Some(t) => {
                        let _ =
                            write!(body, "<dt>{}</dt><dd>{}</dd>", ask.l(Label::Result), esc(t));
                    }
                    None if reports => {
                        let side = if colour == Label::Black {
                            "black"
                        } else {
                            "white"
                        };
                        let _ = write!(
                            body,
                            "<dt>{}</dt><dd><a class=\"report\" href=\"/report?round={}&amp;board={}&amp;side={side}\">{}</a></dd>",
                            ask.l(Label::Result), r.round, b.board, ask.l(Label::Report)
                        );
                    }
                    None => {}
                }
                body.push_str("</dl>");
            }
            None => {
                let _ = write!(body, "<p>{}</p>", ask.l(Label::NotPairedNow));
            }
        }
        let _ = write!(
            body,
            "<h2>{}</h2><table class=\"results\"><thead><tr><th>{}</th><th>{}</th><th>{}</th></tr></thead><tbody>",
            ask.l(Label::MyResults), ask.l(Label::Round), ask.l(Label::Opponent), ask.l(Label::Result)
        );
        if let Some(row) = &row {
            for c in &row.cells {
                let opponent = c
                    .opponent
                    .and_then(|o| {
                        names
                            .get(&o)
                            .map(|n| format!("<a href=\"/players/{o}\">{}</a>", esc(n)))
                    })
                    .unwrap_or_default();
                let _ = write!(
                    body,
                    "<tr><td class=\"num\">{}</td><td>{opponent}</td><td>{}</td></tr>",
                    c.round,
                    esc(&c.text)
                );
            }
        }
        body.push_str("</tbody></table>");
        if let Some(row) = &row {
            let s = &row.standing;
            let _ = write!(
                body,
                "<p class=\"place\">{} {} · {} {} · {} {}</p>",
                ask.l(Label::Place),
                s.place,
                ask.l(Label::Score),
                score_text(s.score),
                ask.l(Label::Wins),
                score_text(s.wins)
            );
        }
        Ok((me.name, body))
    });
    match built {
        Ok((name, body)) => render(
            &ask,
            &path,
            Page {
                title: format!("{} · {}", name, ask.l(Label::Player)),
                part: Part::Other,
                live: true,
                body,
                status: StatusCode::OK,
                no_store: false,
            },
        ),
        Err(e) => refusal_page(ask.lang, &e),
    }
}

fn report_body(
    ask: &Ask,
    round: &str,
    board: &str,
    side: &str,
    result: &str,
    note: &str,
) -> String {
    let checked = |s: &str| if side == s { " checked" } else { "" };
    format!(
        "<h1>{title}</h1>{note}<form class=\"report\" method=\"post\" action=\"/report\">\
         <label>{round_l} <input name=\"round\" inputmode=\"numeric\" size=\"3\" value=\"{round}\" required></label>\
         <label>{board_l} <input name=\"board\" inputmode=\"numeric\" size=\"3\" value=\"{board}\" required></label>\
         <label class=\"wide\">{code_l} <input name=\"code\" autocapitalize=\"characters\" autocomplete=\"off\" size=\"8\" required></label>\
         <fieldset><legend>{side_l}</legend>\
         <label><input type=\"radio\" name=\"side\" value=\"black\"{cb}> {black}</label> \
         <label><input type=\"radio\" name=\"side\" value=\"white\"{cw}> {white}</label> \
         <label><input type=\"radio\" name=\"side\" value=\"\"{cn}> {unsaid}</label></fieldset>\
         <label class=\"wide\">{result_l} <input name=\"result\" value=\"{result}\" autocapitalize=\"characters\" autocomplete=\"off\" size=\"10\" required></label>\
         <p class=\"hint\">{hint}</p><button>{send}</button></form>",
        title = ask.l(Label::Report),
        round_l = ask.l(Label::Round),
        board_l = ask.l(Label::Board),
        code_l = ask.l(Label::Code),
        side_l = ask.l(Label::Side),
        black = ask.l(Label::Black),
        white = ask.l(Label::White),
        unsaid = ask.l(Label::SideUnsaid),
        result_l = ask.l(Label::Result),
        hint = ask.l(Label::ReportHint),
        send = ask.l(Label::Send),
        round = esc(round),
        board = esc(board),
        result = esc(result),
        cb = checked("black"),
        cw = checked("white"),
        cn = checked(""),
    )
}

async fn report_form(headers: HeaderMap, Query(params): Params) -> Response {
    let ask = Ask::new(&headers, params);
    let get = |k: &str| ask.params.get(k).cloned().unwrap_or_default();
    let body = report_body(&ask, &get("round"), &get("board"), &get("side"), "", "");
    render(
        &ask,
        "/report",
        Page {
            title: ask.l(Label::Report).into(),
            part: Part::Report,
            live: false,
            body,
            status: StatusCode::OK,
            no_store: true,
        },
    )
}

async fn report_sent(
    State(v): State<Arc<Venue>>,
    headers: HeaderMap,
    Form(form): Form<HashMap<String, String>>,
) -> Response {
    let ask = Ask::new(&headers, HashMap::new());
    let get = |k: &str| form.get(k).cloned().unwrap_or_default();
    let outcome = (|| {
        let round = number(&get("round"), "round")?;
        let board = number(&get("board"), "board")?;
        let side = get("side");
        let body = ReportBody {
            code: get("code"),
            result: get("result"),
            side: (!side.is_empty()).then_some(side),
        };
        do_report(&v, round, board, &body)
    })();
    let (status, body) = match outcome {
        Ok(o) => {
            let said = if o.accepted {
                ask.l(Label::ReportedAccepted)
            } else {
                ask.l(Label::Reported)
            };
            (
                StatusCode::ACCEPTED,
                format!(
                    "<h1>{}</h1><p class=\"done\" data-accepted=\"{}\">{said}</p><p class=\"big\">{} {} · {} {} · {}</p><p><a href=\"/\">{}</a></p>",
                    ask.l(Label::Report), o.accepted,
                    ask.l(Label::Round), o.round, ask.l(Label::Board), o.board, esc(&o.result),
                    ask.l(Label::Pairings)
                ),
            )
        }
        Err(e) => {
            let refusal = e.refusal();
            let note = format!(
                "<p class=\"refusal\" data-code=\"{}\">{}</p>",
                esc(&refusal.code()),
                esc(&refusal.message(ask.lang))
            );
            (
                status_of(&refusal),
                report_body(
                    &ask,
                    &get("round"),
                    &get("board"),
                    &get("side"),
                    &get("result"),
                    &note,
                ),
            )
        }
    };
    render(
        &ask,
        "/report",
        Page {
            title: ask.l(Label::Report).into(),
            part: Part::Report,
            live: false,
            body,
            status,
            no_store: true,
        },
    )
}

/// Server-sent events: `change` whenever the tournament changes; ends when the server stops.
async fn events(
    State(v): State<Arc<Venue>>,
) -> Sse<impl futures_util::Stream<Item = Result<Event, Infallible>>> {
    let mut ended = v.ended.subscribe();
    let stop = async move {
        let _ = ended.wait_for(|e| *e).await;
    };
    let stream = WatchStream::from_changes(v.changes.subscribe())
        .map(|n| Ok(Event::default().event("change").data(n.to_string())))
        .take_until(stop);
    Sse::new(stream).keep_alive(KeepAlive::new().interval(Duration::from_secs(15)))
}
