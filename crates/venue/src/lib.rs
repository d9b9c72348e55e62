//! The venue server: the tournament on the venue's own network. Phones read the pairings,
//! standings and their own page (`pages`), programs read the JSON API (`api`), and players
//! report results from the board when the event allows it.
//!
//! The process that holds the tournament file is its only writer: the server calls the
//! same use cases of `taikai_app` as the window and the CLI, on the same [`Desk`] (the
//! window shares its own). A watcher notices every change, the window's and the server's
//! own (this connection's count of changed rows) and another program's such as the CLI
//! (SQLite's `data_version`), and tells the pages through server-sent events.

mod api;
mod desk;
mod labels;
mod pages;

use axum::http::{header, HeaderValue};
use axum::response::IntoResponse;
use axum::Router;
use std::net::{IpAddr, SocketAddr};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;
use taikai_app::venue::Guard;
use taikai_app::Desk;
use tokio::sync::watch;

pub use labels::Label;

/// How often the watcher looks at the file.
pub const WATCH_EVERY: Duration = Duration::from_millis(250);

/// What every request shares.
pub struct Venue {
    desk: Arc<Mutex<Desk>>,
    changes: watch::Sender<u64>,
    /// Set when the server stops: ends the event streams and the watcher.
    ended: watch::Sender<bool>,
    codes: Mutex<Guard<(u32, u32)>>,
    /// Wrong desk PINs.
    pins: Mutex<Guard<()>>,
    /// Signed-in second desks: token → the desk's name for the history.
    desks: Mutex<std::collections::HashMap<String, String>>,
    /// A write through the server: the watcher tells the pages at its next look (one event
    /// for many reports in the same quarter second).
    dirty: std::sync::atomic::AtomicBool,
    /// Pages as rendered for the current generation of the tournament: 300 phones asking
    /// after one change cost one rendering.
    pages: Mutex<std::collections::HashMap<String, (u64, pages::Rendered)>>,
    /// The address phones use (for the QR code).
    public_url: Mutex<String>,
}

impl Venue {
    pub fn new(desk: Arc<Mutex<Desk>>) -> Arc<Venue> {
        Arc::new(Venue {
            desk,
            changes: watch::channel(0).0,
            ended: watch::channel(false).0,
            codes: Mutex::new(Guard::new()),
            pins: Mutex::new(Guard::new()),
            desks: Mutex::new(std::collections::HashMap::new()),
            dirty: std::sync::atomic::AtomicBool::new(false),
            pages: Mutex::new(std::collections::HashMap::new()),
            public_url: Mutex::new(String::new()),
        })
    }

    /// The desk, even if a panic elsewhere poisoned its lock (every change is already
    /// committed or rolled back by then).
    pub(crate) fn desk(&self) -> MutexGuard<'_, Desk> {
        self.desk.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Tells every open page that the tournament changed, now.
    pub fn changed(&self) {
        self.changes.send_modify(|n| *n += 1);
    }

    /// A write through the server: the pages hear of it at the watcher's next look.
    pub(crate) fn wrote(&self) {
        self.dirty.store(true, std::sync::atomic::Ordering::SeqCst);
    }

    /// The tournament's generation: it moves on with every change the watcher sees.
    pub(crate) fn generation(&self) -> u64 {
        *self.changes.borrow()
    }

    pub fn public_url(&self) -> String {
        self.public_url
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .clone()
    }
}

/// A running server.
pub struct Running {
    pub addr: SocketAddr,
    /// The address to give phones (the LAN address when bound to all interfaces).
    pub url: String,
    pub venue: Arc<Venue>,
    stop: Option<tokio::sync::oneshot::Sender<()>>,
    task: tokio::task::JoinHandle<()>,
}

impl Running {
    /// Stops accepting, ends the event streams and waits for the server to finish.
    pub async fn stop(mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        let _ = (&mut self.task).await;
    }

    /// Asks the server to stop without waiting (from synchronous code).
    pub fn stop_now(mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
    }

    /// Waits until the server ends (it ends only when stopped or on an error).
    pub async fn wait(self) {
        let _ = self.task.await;
    }
}

/// The router, for tests and embedding.
pub fn router(venue: Arc<Venue>) -> Router {
    Router::new()
        .merge(pages::routes())
        .merge(api::routes())
        .merge(desk::routes())
        .fallback(api::not_found)
        .layer(axum::middleware::from_fn(own_host_only))
        .layer(axum::middleware::map_response(secure_headers))
        .with_state(venue)
}

/// Answers only requests addressed to this server by an IP address or `localhost`: a web
/// page elsewhere that points a name of its own at the venue's address (DNS rebinding)
/// sends that name as `Host`, and is refused (421) before anything is read or changed.
async fn own_host_only(
    request: axum::extract::Request,
    next: axum::middleware::Next,
) -> axum::response::Response {
    let host = request
        .headers()
        .get(header::HOST)
        .and_then(|h| h.to_str().ok())
        .unwrap_or("");
    if is_own_host(host) {
        return next.run(request).await;
    }
    let lang = labels::lang_of(request.headers(), request.uri().query());
    let refusal =
        taikai_app::catalogue::Refusal::from(taikai_app::catalogue::VenueRefusal::ForeignHost {
            host: host.chars().take(100).collect(),
        });
    let body = serde_json::json!({ "code": refusal.code(), "message": refusal.message(lang) });
    (
        axum::http::StatusCode::MISDIRECTED_REQUEST,
        axum::Json(body),
    )
        .into_response()
}

/// `192.168.1.20:8080`, `[::1]:8080`, `localhost` → true; `evil.example:8080` → false.
fn is_own_host(host: &str) -> bool {
    let name = match host.strip_prefix('[') {
        Some(rest) => rest.split(']').next().unwrap_or(""),
        None => host.rsplit_once(':').map_or(host, |(name, _)| name),
    };
    name.eq_ignore_ascii_case("localhost") || name.parse::<IpAddr>().is_ok()
}

/// Headers on every answer: a strict Content-Security-Policy (everything from this server,
/// no inline script or style, no framing), no sniffing, no referrer; answers that are not
/// static files are never cached unless they say otherwise.
async fn secure_headers(mut res: axum::response::Response) -> axum::response::Response {
    let h = res.headers_mut();
    h.insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static(
            "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; \
             connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'; \
             object-src 'none'",
        ),
    );
    h.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    h.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("no-referrer"),
    );
    h.insert("x-frame-options", HeaderValue::from_static("DENY"));
    h.entry(header::CACHE_CONTROL)
        .or_insert(HeaderValue::from_static("no-store"));
    res
}

/// Starts serving `desk` on `bind` (port 0: any free port), with the watcher. `reports`
/// switches reporting from the board on or off in the file first, when given.
pub async fn start(
    desk: Arc<Mutex<Desk>>,
    bind: SocketAddr,
    reports: Option<bool>,
) -> Result<Running, taikai_app::AppError> {
    if let Some(on) = reports {
        let mut d = desk.lock().unwrap_or_else(|e| e.into_inner());
        taikai_app::venue::set_reports(d.file()?, on)?;
    }
    start_here(desk, bind)
}

/// [`start`] from synchronous code running inside a tokio runtime (the window's commands).
pub fn start_here(
    desk: Arc<Mutex<Desk>>,
    bind: SocketAddr,
) -> Result<Running, taikai_app::AppError> {
    let cannot = |e: std::io::Error| {
        taikai_app::AppError::from(taikai_app::catalogue::VenueRefusal::CannotListen {
            address: bind.to_string(),
            detail: e.to_string(),
        })
    };
    // A long queue of connections waiting to be accepted: a crowd of phones refetching
    // after one change must not see a connection dropped and retried a second later.
    let socket = if bind.is_ipv4() {
        tokio::net::TcpSocket::new_v4()
    } else {
        tokio::net::TcpSocket::new_v6()
    }
    .map_err(cannot)?;
    socket.set_reuseaddr(true).map_err(cannot)?;
    socket.bind(bind).map_err(cannot)?;
    let listener = socket.listen(1024).map_err(cannot)?;
    let addr = listener.local_addr().map_err(cannot)?;
    let url = format!("http://{}/", public_addr(addr));
    let venue = Venue::new(desk);
    *venue.public_url.lock().unwrap_or_else(|e| e.into_inner()) = url.clone();
    let (stop_tx, stop_rx) = tokio::sync::oneshot::channel::<()>();
    tokio::spawn(watch_file(venue.clone(), venue.ended.subscribe()));
    let app = router(venue.clone());
    let ending = venue.clone();
    let task = tokio::spawn(async move {
        let server = axum::serve(listener, app).with_graceful_shutdown(async move {
            let _ = stop_rx.await;
            // Ends the event streams, which would otherwise hold the shutdown open.
            ending.ended.send_replace(true);
        });
        if let Err(e) = server.await {
            eprintln!("taikai venue server: {e}");
        }
    });
    Ok(Running {
        addr,
        url,
        venue,
        stop: Some(stop_tx),
        task,
    })
}

/// Looks at the file every [`WATCH_EVERY`]: any change (this process's or another's) tells
/// the pages.
async fn watch_file(venue: Arc<Venue>, mut ended: watch::Receiver<bool>) {
    let mut last = None;
    let mut tick = tokio::time::interval(WATCH_EVERY);
    loop {
        tokio::select! {
            _ = tick.tick() => {}
            _ = ended.changed() => return,
        }
        let mark = {
            let mut desk = venue.desk();
            desk.file().ok().and_then(|f| {
                let path = f.path().to_path_buf();
                f.change_mark().ok().map(|m| (path, m))
            })
        };
        let wrote = venue.dirty.swap(false, std::sync::atomic::Ordering::SeqCst);
        if wrote || (last.is_some() && mark != last) {
            venue.changed();
        }
        last = mark;
    }
}

/// The address phones reach: the bound one, or this machine's LAN address when bound to
/// all interfaces (found by asking the routing table; nothing is sent).
fn public_addr(addr: SocketAddr) -> SocketAddr {
    if !addr.ip().is_unspecified() {
        return addr;
    }
    let lan = std::net::UdpSocket::bind("0.0.0.0:0")
        .and_then(|s| {
            s.connect("192.0.2.1:9")?;
            s.local_addr()
        })
        .map(|a| a.ip())
        .unwrap_or(IpAddr::from([127, 0, 0, 1]));
    SocketAddr::new(lan, addr.port())
}

/// A QR code of `text` as an SVG image.
pub fn qr_svg(text: &str) -> String {
    match qrcode::QrCode::new(text.as_bytes()) {
        Ok(code) => code
            .render::<qrcode::render::svg::Color>()
            .min_dimensions(180, 180)
            .quiet_zone(true)
            .build(),
        Err(_) => String::new(),
    }
}
