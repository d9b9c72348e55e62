//! The window's venue server: started and stopped from the Venue panel on Tauri's tokio
//! runtime, over the window's own desk (shared, so the server and the window are one
//! writer of the file).

use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::sync::{Arc, Mutex, OnceLock};
use taikai_app::venue::{self, VenuePanel};
use taikai_app::{AppError, Desk};

static DESK: OnceLock<Arc<Mutex<Desk>>> = OnceLock::new();
static RUNNING: Mutex<Option<taikai_venue::Running>> = Mutex::new(None);

/// Called once at start with the window's desk.
pub fn share(desk: Arc<Mutex<Desk>>) {
    let _ = DESK.set(desk);
}

fn running() -> std::sync::MutexGuard<'static, Option<taikai_venue::Running>> {
    RUNNING.lock().unwrap_or_else(|e| e.into_inner())
}

/// The panel, for the desk the command holds.
pub fn panel(desk: &mut Desk) -> Result<VenuePanel, AppError> {
    let url = running().as_ref().map(|r| r.url.clone());
    let qr = url.as_deref().map(taikai_venue::qr_svg);
    venue::panel(desk.file()?, url, qr)
}

/// Starts the server: on every interface (`public`, the venue's network) or this machine
/// only, on `port` (0: any). Already running: stopped and started again.
pub fn start(desk: &mut Desk, public: bool, port: u16) -> Result<VenuePanel, AppError> {
    desk.file()?;
    stop();
    let shared = DESK.get().expect("the desk is shared at start").clone();
    let ip = if public {
        IpAddr::V4(Ipv4Addr::UNSPECIFIED)
    } else {
        IpAddr::V4(Ipv4Addr::LOCALHOST)
    };
    let bind = SocketAddr::new(ip, port);
    // The server's tasks run on Tauri's tokio runtime.
    let started = {
        let handle = tauri::async_runtime::handle();
        let _guard = handle.inner().enter();
        taikai_venue::start_here(shared, bind)?
    };
    venue::set_url(desk.file()?, &started.url)?;
    *running() = Some(started);
    panel(desk)
}

/// Stops the server, if it runs.
pub fn stop() {
    if let Some(r) = running().take() {
        r.stop_now();
    }
}
