//! `taikai serve`: the tournament on the venue's network (pairings and standings for
//! phones, the JSON API, results reported from the board). This process holds the file
//! and is its only writer; the CLI may still change the file, and the pages follow.

use clap::Args;
use std::net::{IpAddr, SocketAddr};
use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use taikai_app::catalogue::VenueRefusal;
use taikai_app::{venue, AppError, Desk};

use crate::{open, OnOff};

#[derive(Args)]
pub struct ServeArgs {
    pub file: PathBuf,
    /// The port (0: any free port, printed at start).
    #[arg(long, default_value_t = 8080)]
    pub port: u16,
    /// The address to listen on: 127.0.0.1 (this machine only) by default; 0.0.0.0 for
    /// the venue's network.
    #[arg(long, default_value = "127.0.0.1")]
    pub bind: IpAddr,
    /// Let players report results from the board: `--reports` or `--reports on`, `--reports
    /// off` (kept in the file; absent: as the file has it).
    #[arg(long, num_args = 0..=1, default_missing_value = "on")]
    pub reports: Option<OnOff>,
    /// Print the address and settings as one JSON line when ready.
    #[arg(long)]
    pub json: bool,
}

#[derive(Args)]
pub struct ReportsArgs {
    pub file: PathBuf,
    /// Only this round's reports.
    #[arg(long)]
    pub round: Option<u32>,
    /// Every report, accepted and set aside too (default: the pending ones).
    #[arg(long)]
    pub all: bool,
    #[arg(long)]
    pub json: bool,
}

/// `taikai reports`: the results players reported from the board.
pub fn reports(a: ReportsArgs) -> Result<(), AppError> {
    let file = open(&a.file)?;
    let list = if a.all {
        venue::reports(&file, a.round)?
    } else {
        venue::pending(&file, a.round)?
    };
    if a.json {
        crate::print_json(&list);
    } else {
        for r in &list {
            out!(
                "round {} board {}  {}  {}  {}  {}",
                r.round,
                r.board,
                r.side,
                r.result,
                r.state,
                r.at
            );
        }
    }
    Ok(())
}

pub fn serve(a: ServeArgs) -> Result<(), AppError> {
    let file = open(&a.file)?;
    let desk = Arc::new(Mutex::new(Desk::holding(file)));
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| VenueRefusal::BadRequest {
            detail: e.to_string(),
        })?;
    runtime.block_on(async move {
        let reports = a.reports.map(|r| r == OnOff::On);
        let running =
            taikai_venue::start(desk.clone(), SocketAddr::new(a.bind, a.port), reports).await?;
        let settings = {
            let mut d = desk.lock().unwrap_or_else(|e| e.into_inner());
            venue::set_url(d.file()?, &running.url)?;
            venue::settings(d.file()?)?
        };
        if a.json {
            out!(
                "{}",
                serde_json::json!({
                    "url": running.url,
                    "addr": running.addr.to_string(),
                    "reports": settings.reports,
                    "pin": settings.pin,
                })
            );
        } else {
            let ja = crate::lang() == taikai_app::catalogue::Lang::Ja;
            if ja {
                out!("{} で公開しています（Ctrl-C で終了）", running.url);
                out!(
                    "対局席からの結果報告: {}  受付 PIN: {}",
                    if settings.reports {
                        "受付中"
                    } else {
                        "停止"
                    },
                    settings.pin
                );
            } else {
                out!("Serving at {} (Ctrl-C stops)", running.url);
                out!(
                    "Results reported from the board: {}  Desk PIN: {}",
                    if settings.reports { "on" } else { "off" },
                    settings.pin
                );
            }
        }
        running.wait().await;
        Ok(())
    })
}
