//! The JSON API, `/api/v1/…`: the same views as the CLI's `--json` (the app's own
//! serialisable views), less what the venue must not show (the file's path, report codes).
//! A refusal is `{"code": …, "message": …}` with a 4xx status, in the asker's language.

use crate::labels::lang_of;
use crate::Venue;
use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode, Uri};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use serde::Deserialize;
use std::sync::Arc;
use std::time::Instant;
use taikai_app::catalogue::{Lang, Refusal, VenueRefusal};
use taikai_app::venue::ReportOutcome;
use taikai_app::{rounds, tournament, venue, AppError};

pub(crate) fn routes() -> Router<Arc<Venue>> {
    Router::new()
        .route("/api/v1/tournament", get(tournament_view))
        .route("/api/v1/rounds/{n}", get(round))
        .route("/api/v1/standings", get(standings))
        .route("/api/v1/rounds/{n}/boards/{b}/report", post(report))
}

/// A refusal as the API and the pages answer it.
pub(crate) struct Refused {
    pub error: AppError,
    pub lang: Lang,
}

/// The status of a refusal: 403 for a wrong code or PIN, 429 for a lock, 404 for what is
/// not there, 409 for a result already in, 503 when no tournament is open or the file is
/// busy, 400 for the rest.
pub(crate) fn status_of(refusal: &Refusal) -> StatusCode {
    use taikai_app::catalogue::{FileRefusal, PlayerRefusal, RoundRefusal};
    match refusal {
        Refusal::Venue(
            VenueRefusal::WrongCode { .. }
            | VenueRefusal::WrongPin
            | VenueRefusal::ReportsOff
            | VenueRefusal::NotSignedIn,
        ) => StatusCode::FORBIDDEN,
        Refusal::Venue(VenueRefusal::Locked { .. } | VenueRefusal::PinLocked { .. }) => {
            StatusCode::TOO_MANY_REQUESTS
        }
        Refusal::Venue(VenueRefusal::NotFound { .. })
        | Refusal::Round(RoundRefusal::NotPaired { .. } | RoundRefusal::NoSuchBoard { .. })
        | Refusal::Round(RoundRefusal::NothingPaired)
        | Refusal::Player(PlayerRefusal::NotFound { .. } | PlayerRefusal::NoSuchId { .. }) => {
            StatusCode::NOT_FOUND
        }
        Refusal::Venue(VenueRefusal::ResultIn { .. } | VenueRefusal::ReportsDisagree { .. })
        | Refusal::Round(RoundRefusal::ResultStands { .. }) => StatusCode::CONFLICT,
        Refusal::File(FileRefusal::NoTournamentOpen | FileRefusal::Busy { .. }) => {
            StatusCode::SERVICE_UNAVAILABLE
        }
        Refusal::File(_) => StatusCode::INTERNAL_SERVER_ERROR,
        _ => StatusCode::BAD_REQUEST,
    }
}

impl IntoResponse for Refused {
    fn into_response(self) -> Response {
        let refusal = self.error.refusal();
        let body = serde_json::json!({
            "code": refusal.code(),
            "message": refusal.message(self.lang),
        });
        (status_of(&refusal), Json(body)).into_response()
    }
}

pub(crate) fn bad(detail: impl Into<String>) -> AppError {
    VenueRefusal::BadRequest {
        detail: detail.into(),
    }
    .into()
}

/// A number from the path, or a refusal naming it.
pub(crate) fn number(text: &str, what: &str) -> Result<u32, AppError> {
    text.parse::<u32>()
        .ok()
        .filter(|n| *n > 0)
        .ok_or_else(|| bad(format!("{what} \"{text}\" is not a number from 1")))
}

type ApiResult = Result<Response, Refused>;

fn refused(headers: &HeaderMap) -> impl Fn(AppError) -> Refused + '_ {
    move |error| Refused {
        error,
        lang: lang_of(headers, None),
    }
}

async fn tournament_view(State(v): State<Arc<Venue>>, headers: HeaderMap) -> ApiResult {
    let mut view = {
        let mut desk = v.desk();
        let file = desk.file().map_err(refused(&headers))?;
        tournament::view(file).map_err(refused(&headers))?
    };
    // The venue shows no path: only the tournament is reachable, not the machine's files.
    view.path = String::new();
    Ok(Json(view).into_response())
}

/// A round as the public sees it: report codes left out.
pub(crate) fn public_round(
    v: &Venue,
    round: Option<u32>,
) -> Result<Option<rounds::RoundView>, AppError> {
    let mut desk = v.desk();
    let file = desk.file()?;
    let mut view = rounds::round_or_none(file, round)?;
    if let Some(view) = view.as_mut() {
        for b in &mut view.boards {
            b.report_code = None;
        }
    }
    Ok(view)
}

async fn round(
    State(v): State<Arc<Venue>>,
    Path(n): Path<String>,
    headers: HeaderMap,
) -> ApiResult {
    let n = number(&n, "round").map_err(refused(&headers))?;
    let view = public_round(&v, Some(n)).map_err(refused(&headers))?;
    Ok(Json(view).into_response())
}

async fn standings(State(v): State<Arc<Venue>>, headers: HeaderMap) -> ApiResult {
    let mut desk = v.desk();
    let file = desk.file().map_err(refused(&headers))?;
    let rows = rounds::standings(file).map_err(refused(&headers))?;
    Ok(Json(rows).into_response())
}

/// A result reported from the board.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct ReportBody {
    pub code: String,
    pub result: String,
    /// `black` or `white`; absent: the board's.
    #[serde(default)]
    pub side: Option<String>,
}

/// Reports through the shared use case, under the server's guard, and tells the pages.
pub(crate) fn do_report(
    v: &Venue,
    round: u32,
    board: u32,
    body: &ReportBody,
) -> Result<ReportOutcome, AppError> {
    let outcome = {
        let mut desk = v.desk();
        let file = desk.file()?;
        let mut guard = v.codes.lock().unwrap_or_else(|e| e.into_inner());
        venue::report(
            file,
            &mut guard,
            Instant::now(),
            &venue::Report {
                round,
                board,
                code: &body.code,
                side: body.side.as_deref(),
                result: &body.result,
            },
        )?
    };
    v.wrote();
    Ok(outcome)
}

async fn report(
    State(v): State<Arc<Venue>>,
    Path((n, b)): Path<(String, String)>,
    headers: HeaderMap,
    body: Bytes,
) -> ApiResult {
    let round = number(&n, "round").map_err(refused(&headers))?;
    let board = number(&b, "board").map_err(refused(&headers))?;
    let body: ReportBody = serde_json::from_slice(&body)
        .map_err(|e| {
            bad(format!(
                "the body must be JSON {{\"code\", \"result\", \"side\"}}: {e}"
            ))
        })
        .map_err(refused(&headers))?;
    let outcome = do_report(&v, round, board, &body).map_err(refused(&headers))?;
    Ok((StatusCode::ACCEPTED, Json(outcome)).into_response())
}

/// Anything else: 404, as JSON under `/api/`, as a page elsewhere.
pub(crate) async fn not_found(uri: Uri, headers: HeaderMap) -> Response {
    let error = AppError::from(VenueRefusal::NotFound {
        path: uri.path().chars().take(200).collect(),
    });
    let lang = lang_of(&headers, None);
    if uri.path().starts_with("/api/") {
        Refused { error, lang }.into_response()
    } else {
        crate::pages::refusal_page(lang, &error)
    }
}
