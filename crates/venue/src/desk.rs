//! The second desk: a TD on another laptop signs in with the desk PIN shown in the window
//! and gets check-in and result entry, through the window's own use cases and so with its
//! rules (a correction needs a reason; a second, different result without one is refused;
//! the history names the desk). PIN guesses are counted: after ten wrong ones the desk
//! locks for five minutes. A signed-in desk holds a random token in an HttpOnly,
//! SameSite=Strict cookie (so another site cannot post with it); desk pages are never
//! cached.

use crate::api::{number, status_of};
use crate::labels::lang_of;
use crate::pages::esc;
use crate::Venue;
use axum::extract::{Form, Query, State};
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::Router;
use std::collections::HashMap;
use std::fmt::Write as _;
use std::sync::Arc;
use std::time::Instant;
use taikai_app::catalogue::{Lang, VenueRefusal};
use taikai_app::core::PlayerStatus;
use taikai_app::{game_day, players, rounds, venue, AppError};

pub(crate) fn routes() -> Router<Arc<Venue>> {
    Router::new()
        .route("/desk", get(desk_page))
        .route("/desk/login", post(login))
        .route("/desk/result", post(result))
        .route("/desk/checkin", post(check_in))
}

/// 32 random bytes from the system, as hex.
fn token() -> String {
    use std::io::Read;
    let mut bytes = [0u8; 32];
    let read = std::fs::File::open("/dev/urandom").and_then(|mut f| f.read_exact(&mut bytes));
    if read.is_err() {
        // No system random source: no token can be trusted, so none is given.
        return String::new();
    }
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// The desk's name, if the request carries a signed-in desk's token.
/// The sign-in form (403), saying a change needs the PIN.
fn sign_in_to_write(lang: Lang) -> Response {
    let e = AppError::from(VenueRefusal::NotSignedIn);
    page(
        lang,
        StatusCode::FORBIDDEN,
        login_form(lang, &refusal_note(lang, &e)),
    )
}

fn signed_in(v: &Venue, headers: &HeaderMap) -> Option<String> {
    let token = headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|c| c.to_str().ok())
        .flat_map(|c| c.split(';'))
        .find_map(|c| c.trim().strip_prefix("desk=").map(str::to_string))?;
    if token.len() != 64 {
        return None;
    }
    v.desks
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .get(&token)
        .cloned()
}

/// A desk page: never cached.
fn page(lang: Lang, status: StatusCode, body: String) -> Response {
    let title = match lang {
        Lang::Ja => "受付",
        Lang::En => "Desk",
    };
    let html = format!(
        "<!doctype html><html lang=\"{l}\"><head><meta charset=\"utf-8\"><meta name=\"viewport\" content=\"width=device-width,initial-scale=1\"><title>{title}</title><link rel=\"stylesheet\" href=\"/venue.css\"></head><body><header><nav><a href=\"/\">{pairings}</a><a href=\"/desk\" aria-current=\"page\">{title}</a></nav></header><main class=\"desk\">{body}</main></body></html>",
        l = if lang == Lang::Ja { "ja" } else { "en" },
        pairings = if lang == Lang::Ja { "対戦表" } else { "Pairings" },
    );
    let mut res = (
        status,
        [(header::CONTENT_TYPE, "text/html; charset=utf-8")],
        html,
    )
        .into_response();
    res.headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    res
}

fn refusal_note(lang: Lang, e: &AppError) -> String {
    let r = e.refusal();
    format!(
        "<p class=\"refusal\" data-code=\"{}\">{}</p>",
        esc(&r.code()),
        esc(&r.message(lang))
    )
}

fn login_form(lang: Lang, note: &str) -> String {
    let (title, pin, name, go) = match lang {
        Lang::Ja => (
            "受付ログイン",
            "受付 PIN（ウィンドウの会場パネルに表示）",
            "この受付の名前（変更履歴に残ります）",
            "ログイン",
        ),
        Lang::En => (
            "Desk sign-in",
            "Desk PIN (shown in the window's Venue panel)",
            "This desk's name (kept in the history)",
            "Sign in",
        ),
    };
    format!(
        "<h1>{title}</h1>{note}<form class=\"report\" method=\"post\" action=\"/desk/login\"><label class=\"wide\">{pin} <input name=\"pin\" inputmode=\"numeric\" autocomplete=\"off\" required></label><label class=\"wide\">{name} <input name=\"name\" required></label><button>{go}</button></form>"
    )
}

async fn desk_page(
    State(v): State<Arc<Venue>>,
    headers: HeaderMap,
    Query(params): Query<HashMap<String, String>>,
) -> Response {
    let lang = lang_of(&headers, params.get("lang").map(String::as_str));
    let Some(name) = signed_in(&v, &headers) else {
        return page(lang, StatusCode::OK, login_form(lang, ""));
    };
    let note = params
        .get("done")
        .map(|d| format!("<p class=\"done\">{}</p>", esc(d)))
        .unwrap_or_default();
    match desk_body(
        &v,
        lang,
        &name,
        params.get("q").map(String::as_str).unwrap_or(""),
    ) {
        Ok(body) => page(lang, StatusCode::OK, format!("{note}{body}")),
        Err(e) => page(lang, status_of(&e.refusal()), refusal_note(lang, &e)),
    }
}

fn desk_body(v: &Venue, lang: Lang, name: &str, query: &str) -> Result<String, AppError> {
    let ja = lang == Lang::Ja;
    let mut desk = v.desk();
    let file = desk.file()?;
    let mut body = format!(
        "<h1>{} · {}</h1>",
        if ja { "受付" } else { "Desk" },
        esc(name)
    );
    if let Some(r) = rounds::round_or_none(file, None)? {
        let _ = write!(
            body,
            "<h2>{}</h2><table class=\"desk-results\"><tbody>",
            if ja {
                format!("第{}回戦の結果", r.round)
            } else {
                format!("Round {} results", r.round)
            }
        );
        for b in &r.boards {
            let _ = write!(
                body,
                "<tr data-board=\"{n}\"><td class=\"num\">{n}</td><td>{black} – {white}</td><td><form method=\"post\" action=\"/desk/result\"><input type=\"hidden\" name=\"round\" value=\"{round}\"><input type=\"hidden\" name=\"board\" value=\"{n}\"><input name=\"result\" size=\"7\" value=\"{result}\" aria-label=\"result\" required> <input name=\"reason\" size=\"10\" placeholder=\"{reason}\" aria-label=\"reason\"> <button>{save}</button></form></td></tr>",
                n = b.board,
                round = r.round,
                black = esc(&b.black.name),
                white = esc(&b.white.name),
                result = esc(b.day.counted_text.as_deref().unwrap_or("")),
                reason = if ja { "訂正の理由" } else { "reason for a correction" },
                save = if ja { "記録" } else { "Save" },
            );
        }
        body.push_str("</tbody></table>");
    }
    let list = players::list(file, query)?;
    let _ = write!(
        body,
        "<h2>{}</h2><form class=\"search\" method=\"get\" action=\"/desk\"><input type=\"search\" name=\"q\" value=\"{}\" placeholder=\"{}\"> <button>{}</button></form><table class=\"desk-players\"><tbody>",
        if ja { "受付（チェックイン）" } else { "Check-in" },
        esc(query),
        if ja { "名前・かな・ローマ字" } else { "name, kana or romaji" },
        if ja { "検索" } else { "Search" },
    );
    for p in &list.players {
        let action = match p.status {
            PlayerStatus::Registered => format!(
                "<form method=\"post\" action=\"/desk/checkin\"><input type=\"hidden\" name=\"player\" value=\"{}\"><button>{}</button></form>",
                p.id,
                if ja { "受付する" } else { "Check in" }
            ),
            PlayerStatus::CheckedIn => (if ja { "受付済" } else { "checked in" }).to_string(),
            PlayerStatus::Withdrawn => (if ja { "棄権" } else { "withdrawn" }).to_string(),
        };
        let _ = write!(
            body,
            "<tr data-player=\"{}\"><td>{}</td><td>{}</td><td>{action}</td></tr>",
            p.id,
            esc(&p.name),
            esc(&p.rank.to_string())
        );
    }
    body.push_str("</tbody></table>");
    Ok(body)
}

fn back(done: &str) -> Response {
    let mut res = StatusCode::SEE_OTHER.into_response();
    let location = format!("/desk?done={}", urlencode(done));
    if let Ok(v) = HeaderValue::from_str(&location) {
        res.headers_mut().insert(header::LOCATION, v);
    }
    res.headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    res
}

fn urlencode(text: &str) -> String {
    text.bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' => (b as char).to_string(),
            b => format!("%{b:02X}"),
        })
        .collect()
}

async fn login(
    State(v): State<Arc<Venue>>,
    headers: HeaderMap,
    Form(form): Form<HashMap<String, String>>,
) -> Response {
    let lang = lang_of(&headers, None);
    let pin = form.get("pin").cloned().unwrap_or_default();
    let name: String = form
        .get("name")
        .map(|n| n.trim().chars().take(40).collect())
        .unwrap_or_default();
    let checked = (|| {
        let mut desk = v.desk();
        let file = desk.file()?;
        let mut guard = v.pins.lock().unwrap_or_else(|e| e.into_inner());
        venue::check_pin(file, &mut guard, Instant::now(), &pin)?;
        if name.is_empty() {
            return Err(AppError::from(VenueRefusal::NoDeskName));
        }
        Ok(())
    })();
    if let Err(e) = checked {
        return page(
            lang,
            status_of(&e.refusal()),
            login_form(lang, &refusal_note(lang, &e)),
        );
    }
    let token = token();
    if token.is_empty() {
        let e = AppError::from(VenueRefusal::NotSignedIn);
        return page(
            lang,
            StatusCode::SERVICE_UNAVAILABLE,
            refusal_note(lang, &e),
        );
    }
    v.desks
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .insert(token.clone(), format!("desk: {name}"));
    let mut res = back(if lang == Lang::Ja {
        "ログインしました"
    } else {
        "Signed in"
    });
    if let Ok(cookie) = HeaderValue::from_str(&format!(
        "desk={token}; Path=/desk; HttpOnly; SameSite=Strict; Max-Age=86400"
    )) {
        res.headers_mut().insert(header::SET_COOKIE, cookie);
    }
    res
}

async fn result(
    State(v): State<Arc<Venue>>,
    headers: HeaderMap,
    Form(form): Form<HashMap<String, String>>,
) -> Response {
    let lang = lang_of(&headers, None);
    let Some(name) = signed_in(&v, &headers) else {
        return sign_in_to_write(lang);
    };
    let get = |k: &str| form.get(k).cloned().unwrap_or_default();
    let outcome = (|| {
        let round = number(&get("round"), "round")?;
        let board = number(&get("board"), "board")?;
        let reason = get("reason");
        let reason = Some(reason.trim()).filter(|r| !r.is_empty());
        let mut desk = v.desk();
        game_day::record_result(desk.file()?, round, board, &get("result"), &name, reason)
    })();
    match outcome {
        Ok(b) => {
            v.wrote();
            back(&format!(
                "{} {}: {}",
                if lang == Lang::Ja { "盤" } else { "Board" },
                b.board,
                b.result_text.unwrap_or_default()
            ))
        }
        Err(e) => page(lang, status_of(&e.refusal()), refusal_note(lang, &e)),
    }
}

async fn check_in(
    State(v): State<Arc<Venue>>,
    headers: HeaderMap,
    Form(form): Form<HashMap<String, String>>,
) -> Response {
    let lang = lang_of(&headers, None);
    let Some(name) = signed_in(&v, &headers) else {
        return sign_in_to_write(lang);
    };
    let outcome = (|| {
        let id: i64 = number(
            form.get("player").map(String::as_str).unwrap_or(""),
            "player",
        )?
        .into();
        let mut desk = v.desk();
        venue::desk_check_in(desk.file()?, id, &name)
    })();
    match outcome {
        Ok(p) => {
            v.wrote();
            back(&format!("{} ✓", p.name))
        }
        Err(e) => page(lang, status_of(&e.refusal()), refusal_note(lang, &e)),
    }
}
