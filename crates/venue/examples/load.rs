//! Load bench of the venue server, on loopback only, bounded in count and time:
//! 300 phones each hold an event stream, fetch the pairing page every 5 s and again after
//! each change event (as the pages' script does, after its random wait of up to 0.5 s),
//! while the 150 boards of a 300-player round each report their result twice (black and
//! white, the same result) at random moments within one minute.
//!
//! `cargo run --release -p taikai-venue --example load [-- PHONES BOARDS SECONDS]`
//!
//! It prints the page latencies (p50, p99, max), the report latencies, and checks that
//! nothing was lost or doubled: every board has exactly its result, entered once, every
//! report is accepted, and every phone's last page shows all the results.

use std::net::SocketAddr;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use taikai_app::core::{PairingSystem, PlayerForm, PlayerStatus, Profile, TournamentSettings};
use taikai_app::{players, rounds, tournament, venue, Desk};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

/// A small deterministic random source (xorshift), so runs are comparable.
struct Rng(u64);
impl Rng {
    fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % n
    }
}

async fn get(addr: SocketAddr, path: &str) -> std::io::Result<(u16, String)> {
    let mut s = TcpStream::connect(addr).await?;
    s.write_all(format!("GET {path} HTTP/1.1\r\nHost: {addr}\r\nAccept-Language: ja\r\nConnection: close\r\n\r\n").as_bytes())
        .await?;
    let mut raw = Vec::new();
    s.read_to_end(&mut raw).await?;
    let raw = String::from_utf8_lossy(&raw).to_string();
    let status = raw.get(9..12).and_then(|s| s.parse().ok()).unwrap_or(0);
    Ok((status, raw))
}

async fn post(addr: SocketAddr, path: &str, body: &str) -> std::io::Result<(u16, String)> {
    let mut s = TcpStream::connect(addr).await?;
    s.write_all(
        format!(
            "POST {path} HTTP/1.1\r\nHost: {addr}\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
            body.len()
        )
        .as_bytes(),
    )
    .await?;
    let mut raw = Vec::new();
    s.read_to_end(&mut raw).await?;
    let raw = String::from_utf8_lossy(&raw).to_string();
    let status = raw.get(9..12).and_then(|s| s.parse().ok()).unwrap_or(0);
    Ok((status, raw))
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i]
}

fn ms(d: Duration) -> String {
    format!("{:.1} ms", d.as_secs_f64() * 1000.0)
}

#[tokio::main(flavor = "multi_thread", worker_threads = 2)]
async fn main() {
    let args: Vec<u64> = std::env::args()
        .skip(1)
        .filter_map(|a| a.parse().ok())
        .collect();
    let phones = args.first().copied().unwrap_or(300) as usize;
    let boards = args.get(1).copied().unwrap_or(150) as usize;
    let seconds = args.get(2).copied().unwrap_or(60);

    // A tournament of 2 × boards checked-in players, round 1 paired.
    let dir = tempfile::tempdir().expect("a temporary folder");
    let path = dir.path().join("load.taikai");
    let settings = TournamentSettings {
        name: "負荷試験 Load test".into(),
        date: "2026-11-26".into(),
        venue: String::new(),
        profile: Profile::GoJapanese,
        rounds: 5,
        system: PairingSystem::Mcmahon,
    };
    let mut file = tournament::create(&path, &settings).expect("a tournament");
    let ranks = ["5d", "3d", "1d", "2k", "5k", "10k"];
    for i in 0..boards * 2 {
        let form = PlayerForm {
            name: format!("選手 {i:03}"),
            reading: format!("せんしゅ {i}"),
            rank: ranks[i % ranks.len()].into(),
            club: format!("club {}", i % 40),
            ..PlayerForm::default()
        };
        let p = players::add(&mut file, &form).expect("a player");
        players::set_status(&mut file, p.id, PlayerStatus::CheckedIn).expect("check-in");
    }
    let pairing = rounds::pair_round(&mut file, None, None).expect("round 1");
    assert_eq!(pairing.boards.len(), boards);
    let codes: Vec<(u32, String, &str)> = pairing
        .boards
        .iter()
        .enumerate()
        .map(|(i, b)| {
            let result = if i % 2 == 0 { "B+R" } else { "W+3.5" };
            (
                b.board,
                venue::report_code(&file, 1, b.board).unwrap(),
                result,
            )
        })
        .collect();
    let desk = Arc::new(Mutex::new(Desk::holding(file)));
    let server = taikai_venue::start(desk.clone(), "127.0.0.1:0".parse().unwrap(), Some(true))
        .await
        .expect("the server");
    let addr = server.addr;
    println!(
        "venue load bench: {phones} phones (event stream + page every 5 s + after each change), \
         {boards} boards reporting twice within {seconds} s, server at {addr}"
    );

    let start = Instant::now();
    let end_reports = Duration::from_secs(seconds);
    let end_all = end_reports + Duration::from_secs(5);
    let page_times = Arc::new(Mutex::new(Vec::<Duration>::new()));
    let report_times = Arc::new(Mutex::new(Vec::<Duration>::new()));
    let page_errors = Arc::new(AtomicU64::new(0));
    let events_seen = Arc::new(AtomicU64::new(0));
    let finals = Arc::new(Mutex::new(Vec::<usize>::new()));

    // The phones.
    let mut tasks = Vec::new();
    for phone in 0..phones {
        let (page_times, page_errors, events_seen, finals) = (
            page_times.clone(),
            page_errors.clone(),
            events_seen.clone(),
            finals.clone(),
        );
        tasks.push(tokio::spawn(async move {
            let mut rng = Rng(0x9E37_79B9_7F4A_7C15 ^ ((phone as u64 + 1) * 7919));
            let mut stream = TcpStream::connect(addr).await.expect("event stream");
            stream
                .write_all(
                    format!("GET /events HTTP/1.1\r\nHost: {addr}\r\nAccept: text/event-stream\r\n\r\n")
                        .as_bytes(),
                )
                .await
                .unwrap();
            let (tx, mut rx) = tokio::sync::mpsc::unbounded_channel::<()>();
            let seen = events_seen.clone();
            let reader = tokio::spawn(async move {
                let mut buf = vec![0u8; 4096];
                while let Ok(n) = stream.read(&mut buf).await {
                    if n == 0 {
                        break;
                    }
                    let text = String::from_utf8_lossy(&buf[..n]);
                    let changes = text.matches("event: change").count();
                    for _ in 0..changes {
                        seen.fetch_add(1, Ordering::Relaxed);
                        let _ = tx.send(());
                    }
                }
            });
            let fetch = |page_times: Arc<Mutex<Vec<Duration>>>, page_errors: Arc<AtomicU64>| async move {
                let t = Instant::now();
                match get(addr, "/").await {
                    Ok((200, body)) => {
                        page_times.lock().unwrap().push(t.elapsed());
                        Some(body)
                    }
                    _ => {
                        page_errors.fetch_add(1, Ordering::Relaxed);
                        None
                    }
                }
            };
            // Phones start spread over the first 5 s.
            let mut next_poll = Duration::from_millis(rng.below(5000));
            while start.elapsed() < end_all {
                let wait = next_poll.saturating_sub(start.elapsed());
                tokio::select! {
                    _ = tokio::time::sleep(wait) => {
                        fetch(page_times.clone(), page_errors.clone()).await;
                        next_poll += Duration::from_secs(5);
                    }
                    Some(()) = rx.recv() => {
                        while rx.try_recv().is_ok() {}
                        tokio::time::sleep(Duration::from_millis(rng.below(500))).await;
                        fetch(page_times.clone(), page_errors.clone()).await;
                    }
                }
            }
            reader.abort();
            // The last page: every result must be there.
            if let Some(body) = fetch(page_times.clone(), page_errors.clone()).await {
                let shown = body.matches("<td class=\"result\">B+R</td>").count()
                    + body.matches("<td class=\"result\">W+3.5</td>").count();
                finals.lock().unwrap().push(shown);
            }
        }));
    }

    // The boards: each player reports once, at a random moment within the minute.
    let mut rng = Rng(42);
    let mut reporters = Vec::new();
    for (board, code, result) in codes.clone() {
        for side in ["black", "white"] {
            let at = Duration::from_millis(rng.below(end_reports.as_millis() as u64));
            let (report_times, code) = (report_times.clone(), code.clone());
            reporters.push(tokio::spawn(async move {
                tokio::time::sleep(at.saturating_sub(start.elapsed())).await;
                let body =
                    serde_json::json!({ "code": code, "result": result, "side": side }).to_string();
                let t = Instant::now();
                let (status, raw) = post(
                    addr,
                    &format!("/api/v1/rounds/1/boards/{board}/report"),
                    &body,
                )
                .await
                .expect("a report");
                report_times.lock().unwrap().push(t.elapsed());
                (status, raw.contains("\"accepted\":true"))
            }));
        }
    }
    let mut accepted_202 = 0;
    let mut auto_accepted = 0;
    for r in reporters {
        let (status, accepted) = r.await.unwrap();
        accepted_202 += (status == 202) as usize;
        auto_accepted += accepted as usize;
    }
    for t in tasks {
        t.await.unwrap();
    }
    let elapsed = start.elapsed();

    // Nothing lost, nothing doubled: in the file.
    let (results, entered, reports, accepted_reports) = {
        let mut d = desk.lock().unwrap();
        let file = d.file().unwrap();
        let view = rounds::round_view(file, Some(1)).unwrap();
        let right = view
            .boards
            .iter()
            .filter(|b| {
                let want = codes.iter().find(|c| c.0 == b.board).unwrap().2;
                b.result_text.as_deref() == Some(want)
            })
            .count();
        let entered = file
            .history()
            .unwrap()
            .iter()
            .filter(|h| h.action == "game.result")
            .count();
        let all = venue::reports(file, Some(1)).unwrap();
        let accepted = all.iter().filter(|r| r.state == "accepted").count();
        (right, entered, all.len(), accepted)
    };
    server.stop().await;

    let mut pages = page_times.lock().unwrap().clone();
    pages.sort();
    let mut posts = report_times.lock().unwrap().clone();
    posts.sort();
    let finals = finals.lock().unwrap().clone();
    let full_finals = finals.iter().filter(|n| **n == boards).count();
    println!("ran {:.1} s", elapsed.as_secs_f64());
    println!(
        "pages: {} fetched, {} failed; p50 {}, p99 {}, max {}",
        pages.len(),
        page_errors.load(Ordering::Relaxed),
        ms(percentile(&pages, 0.5)),
        ms(percentile(&pages, 0.99)),
        ms(*pages.last().unwrap_or(&Duration::ZERO))
    );
    println!(
        "reports: {} sent, {} answered 202, {} made the result stand; p50 {}, p99 {}, max {}",
        posts.len(),
        accepted_202,
        auto_accepted,
        ms(percentile(&posts, 0.5)),
        ms(percentile(&posts, 0.99)),
        ms(*posts.last().unwrap_or(&Duration::ZERO))
    );
    println!(
        "change events received by the phones: {} ({} per phone)",
        events_seen.load(Ordering::Relaxed),
        events_seen.load(Ordering::Relaxed) / phones.max(1) as u64
    );
    println!(
        "file: {results}/{boards} boards with their reported result, {entered} results entered \
         (want {boards}), {reports} reports kept, {accepted_reports} accepted; \
         {full_finals}/{phones} phones' last page shows all {boards} results"
    );
    let p99 = percentile(&pages, 0.99);
    let ok = results == boards
        && entered == boards
        && reports == 2 * boards
        && accepted_reports == 2 * boards
        && auto_accepted == boards
        && accepted_202 == 2 * boards
        && full_finals == phones
        && page_errors.load(Ordering::Relaxed) == 0;
    println!(
        "{}: nothing lost or doubled: {}; p99 page latency {} (target under 50 ms)",
        if ok && p99 < Duration::from_millis(50) {
            "PASS"
        } else {
            "FAIL"
        },
        if ok { "yes" } else { "NO" },
        ms(p99)
    );
    if !ok || p99 >= Duration::from_millis(50) {
        std::process::exit(1);
    }
}
