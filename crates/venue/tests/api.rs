//! The venue server over HTTP: a real server on a loopback port, a real tournament file.

use std::net::SocketAddr;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use taikai_app::{game_day, rounds, tournament, venue, Desk};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

struct Answer {
    status: u16,
    head: String,
    body: String,
}

impl Answer {
    fn json(&self) -> serde_json::Value {
        serde_json::from_str(&self.body).unwrap_or_else(|e| panic!("{e}: {}", self.body))
    }
    fn code(&self) -> String {
        self.json()["code"].as_str().unwrap_or_default().to_string()
    }
}

async fn http(addr: SocketAddr, method: &str, path: &str, body: &str) -> Answer {
    request(addr, &addr.to_string(), "en", method, path, body).await
}

/// A request naming `host` in its `Host` header, in the language `lang`.
async fn request(
    addr: SocketAddr,
    host: &str,
    lang: &str,
    method: &str,
    path: &str,
    body: &str,
) -> Answer {
    let req = format!(
        "{method} {path} HTTP/1.1\r\nHost: {host}\r\nAccept-Language: {lang}\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    );
    let (status, head, body) = send(addr, &req).await;
    Answer {
        status,
        head: head.to_ascii_lowercase(),
        body,
    }
}

/// Sends a whole request and reads the whole answer: status, head as sent, body.
async fn send(addr: SocketAddr, req: &str) -> (u16, String, String) {
    let mut s = TcpStream::connect(addr).await.unwrap();
    s.write_all(req.as_bytes()).await.unwrap();
    let mut raw = Vec::new();
    s.read_to_end(&mut raw).await.unwrap();
    let raw = String::from_utf8_lossy(&raw).to_string();
    let (head, body) = raw.split_once("\r\n\r\n").unwrap_or((&raw, ""));
    (
        head[9..12].parse().unwrap(),
        head.to_string(),
        body.to_string(),
    )
}

struct Fixture {
    _dir: tempfile::TempDir,
    path: std::path::PathBuf,
    desk: Arc<Mutex<Desk>>,
    running: taikai_venue::Running,
}

impl Fixture {
    async fn new(reports: bool) -> Fixture {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("cup.taikai");
        let mut file = tournament::create_demo(&path, true).unwrap();
        rounds::pair_round(&mut file, None, None).unwrap();
        let desk = Arc::new(Mutex::new(Desk::holding(file)));
        let running =
            taikai_venue::start(desk.clone(), "127.0.0.1:0".parse().unwrap(), Some(reports))
                .await
                .unwrap();
        Fixture {
            _dir: dir,
            path,
            desk,
            running,
        }
    }
    fn addr(&self) -> SocketAddr {
        self.running.addr
    }
    fn code(&self, board: u32) -> String {
        let mut d = self.desk.lock().unwrap();
        venue::report_code(d.file().unwrap(), 1, board).unwrap()
    }
    fn history_len(&self) -> usize {
        let mut d = self.desk.lock().unwrap();
        d.file().unwrap().history().unwrap().len()
    }
    fn games_played(&self) -> u32 {
        let mut d = self.desk.lock().unwrap();
        rounds::standings(d.file().unwrap())
            .unwrap()
            .iter()
            .map(|r| r.games)
            .sum()
    }
    async fn report(&self, board: u32, code: &str, result: &str, side: &str) -> Answer {
        let body = serde_json::json!({ "code": code, "result": result, "side": side });
        http(
            self.addr(),
            "POST",
            &format!("/api/v1/rounds/1/boards/{board}/report"),
            &body.to_string(),
        )
        .await
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_read_only_api_answers_with_the_clis_views_and_clear_404s() {
    let f = Fixture::new(false).await;
    let a = http(f.addr(), "GET", "/api/v1/tournament", "").await;
    assert_eq!(a.status, 200);
    assert_eq!(a.json()["path"], "", "no path of the machine is shown");
    assert!(a.json()["settings"]["name"]
        .as_str()
        .unwrap()
        .contains("Taikai"));

    let a = http(f.addr(), "GET", "/api/v1/rounds/1", "").await;
    assert_eq!(a.status, 200);
    let boards = a.json()["boards"].as_array().unwrap().clone();
    assert_eq!(boards.len(), 6);
    assert!(
        boards.iter().all(|b| b["report_code"].is_null()),
        "codes stay private"
    );
    assert!(a
        .head
        .contains("content-security-policy: default-src 'self'"));

    let a = http(f.addr(), "GET", "/api/v1/standings", "").await;
    assert_eq!(a.status, 200);
    assert_eq!(a.json().as_array().unwrap().len(), 12);

    for (path, status, code) in [
        ("/api/v1/rounds/9", 404, "round.not-paired"),
        ("/api/v1/rounds/x", 400, "venue.bad-request"),
        ("/api/v1/rounds/0", 400, "venue.bad-request"),
        ("/api/v1/files", 404, "venue.not-found"),
        ("/api/v1/../../etc/passwd", 404, "venue.not-found"),
        ("/api/v1/tournament?path=/etc/passwd", 200, ""),
    ] {
        let a = http(f.addr(), "GET", path, "").await;
        assert_eq!(a.status, status, "{path}: {}", a.body);
        if !code.is_empty() {
            assert_eq!(a.code(), code, "{path}");
            assert!(!a.json()["message"].as_str().unwrap().is_empty());
        }
    }
    let page = http(f.addr(), "GET", "/etc/passwd", "").await;
    assert_eq!(page.status, 404);
    assert!(page.body.contains("venue.not-found"));

    // Reports are off: refused, nothing recorded.
    let before = f.history_len();
    let a = f.report(1, &f.code(1), "B+R", "black").await;
    assert_eq!((a.status, a.code().as_str()), (403, "venue.reports-off"));
    assert_eq!(f.history_len(), before);
    f.running.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn wrong_codes_are_refused_and_lock_the_board_even_for_the_right_code() {
    let f = Fixture::new(true).await;
    let before = f.history_len();
    for i in 1..taikai_app::venue::MAX_WRONG {
        let a = f.report(2, "AAAAAA", "B+R", "black").await;
        assert_eq!(
            (a.status, a.code().as_str()),
            (403, "venue.wrong-code"),
            "guess {i}"
        );
    }
    let a = f.report(2, "AAAAAA", "B+R", "black").await;
    assert_eq!((a.status, a.code().as_str()), (429, "venue.locked"));
    let a = f.report(2, &f.code(2), "B+R", "black").await;
    assert_eq!(
        (a.status, a.code().as_str()),
        (429, "venue.locked"),
        "right code, still locked"
    );
    // Another board is not locked.
    let a = f.report(3, &f.code(3), "W+R", "white").await;
    assert_eq!(a.status, 202, "{}", a.body);
    assert_eq!(
        f.history_len(),
        before + 1,
        "only the good report was recorded"
    );
    f.running.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_pending_report_changes_no_standings_until_accepted_and_two_agreeing_players_accept() {
    let f = Fixture::new(true).await;
    assert_eq!(f.games_played(), 0);
    // One player reports: pending, standings unchanged.
    let a = f.report(1, &f.code(1).to_lowercase(), "b+r", "black").await;
    assert_eq!(a.status, 202, "{}", a.body);
    assert_eq!(a.json()["accepted"], false);
    assert_eq!(a.json()["result"], "B+R");
    assert!(a.head.contains("cache-control: no-store"));
    assert_eq!(f.games_played(), 0, "a pending report is not a result");
    let standings = http(f.addr(), "GET", "/api/v1/standings", "").await.json();
    assert!(standings
        .as_array()
        .unwrap()
        .iter()
        .all(|r| r["games"] == 0));
    // The TD accepts it (the window's key, `taikai result --accept`).
    {
        let mut d = f.desk.lock().unwrap();
        let file = d.file().unwrap();
        assert_eq!(venue::pending(file, Some(1)).unwrap().len(), 1);
        let b = venue::accept(file, 1, 1, "TD").unwrap();
        assert_eq!(b.result_text.as_deref(), Some("B+R"));
        assert!(venue::pending(file, Some(1)).unwrap().is_empty());
    }
    assert_eq!(f.games_played(), 2);

    // Both players report the same result: accepted by itself.
    let a = f.report(2, &f.code(2), "W+3.5", "black").await;
    assert_eq!(a.json()["accepted"], false);
    let a = f.report(2, &f.code(2), "W+3.5", "white").await;
    assert_eq!(a.status, 202);
    assert_eq!(a.json()["accepted"], true);
    assert_eq!(f.games_played(), 4);
    let round = http(f.addr(), "GET", "/api/v1/rounds/1", "").await.json();
    assert_eq!(round["boards"][1]["result_text"], "W+3.5");
    assert_eq!(round["boards"][1]["day"]["entered_by"], venue::BOTH_PLAYERS);
    // A further report cannot change it.
    let a = f.report(2, &f.code(2), "B+R", "white").await;
    assert_eq!((a.status, a.code().as_str()), (409, "venue.result-in"));

    // Reports that disagree wait for the TD.
    f.report(3, &f.code(3), "B+R", "black").await;
    let a = f.report(3, &f.code(3), "W+R", "white").await;
    assert_eq!(a.json()["accepted"], false);
    assert_eq!(f.games_played(), 4);
    {
        let mut d = f.desk.lock().unwrap();
        let file = d.file().unwrap();
        let err = venue::accept(file, 1, 3, "TD").unwrap_err();
        assert_eq!(err.refusal().code(), "venue.reports-disagree");
        // The TD enters board 3 from the card: its reports are set aside, no longer waiting.
        game_day::record_result(file, 1, 3, "W+R", "TD", None).unwrap();
        assert!(venue::pending(file, Some(1)).unwrap().is_empty());
        let all = venue::reports(file, Some(1)).unwrap();
        assert_eq!(all.iter().filter(|r| r.state == "set-aside").count(), 2);
        let err = venue::accept(file, 1, 3, "TD").unwrap_err();
        assert_eq!(err.refusal().code(), "venue.nothing-pending");
    }
    f.running.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bad_request_gets_a_clear_4xx_and_changes_nothing() {
    let f = Fixture::new(true).await;
    let before = f.history_len();
    let code = f.code(1);
    let path = "/api/v1/rounds/1/boards/1/report";
    for (body, status, want) in [
        ("not json", 400, "venue.bad-request"),
        (r#"{"code":"X"}"#, 400, "venue.bad-request"),
        (
            &*format!(r#"{{"code":"{code}","result":"B+R","extra":1}}"#),
            400,
            "venue.bad-request",
        ),
        (&*format!(r#"{{"code":"{code}","result":"X+Q"}}"#), 400, ""),
        (
            &*format!(r#"{{"code":"{code}","result":"B+R","side":"red"}}"#),
            400,
            "venue.bad-side",
        ),
    ] {
        let a = http(f.addr(), "POST", path, body).await;
        assert_eq!(a.status, status, "{body}: {}", a.body);
        if !want.is_empty() {
            assert_eq!(a.code(), want, "{body}");
        } else {
            assert!(a.code().starts_with("round."), "{}", a.body);
        }
    }
    let a = http(
        f.addr(),
        "POST",
        "/api/v1/rounds/1/boards/99/report",
        &format!(r#"{{"code":"{code}","result":"B+R"}}"#),
    )
    .await;
    assert_eq!((a.status, a.code().as_str()), (404, "round.no-such-board"));
    let a = http(f.addr(), "GET", path, "").await;
    assert_eq!(a.status, 405);
    assert_eq!(f.history_len(), before, "nothing was written");
    f.running.stop().await;
}

/// Reads the event stream until a `change` event or the deadline.
async fn next_change(
    addr: SocketAddr,
    within: Duration,
    trigger: impl FnOnce(),
) -> Option<Duration> {
    let mut s = TcpStream::connect(addr).await.unwrap();
    s.write_all(
        format!("GET /events HTTP/1.1\r\nHost: {addr}\r\nAccept: text/event-stream\r\n\r\n")
            .as_bytes(),
    )
    .await
    .unwrap();
    let mut buf = vec![0u8; 4096];
    // The headers first.
    let n = s.read(&mut buf).await.unwrap();
    assert!(String::from_utf8_lossy(&buf[..n]).contains("text/event-stream"));
    let start = Instant::now();
    trigger();
    let mut seen = String::new();
    while start.elapsed() < within {
        let left = within.saturating_sub(start.elapsed());
        match tokio::time::timeout(left, s.read(&mut buf)).await {
            Ok(Ok(n)) if n > 0 => {
                seen.push_str(&String::from_utf8_lossy(&buf[..n]));
                if seen.contains("event: change") {
                    return Some(start.elapsed());
                }
            }
            _ => break,
        }
    }
    None
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn pages_hear_of_a_change_by_another_program_and_by_the_window_within_2_s() {
    let f = Fixture::new(true).await;
    tokio::time::sleep(Duration::from_millis(400)).await; // the watcher's first look
                                                          // Another program (the CLI) writes the file through its own connection.
    let path = f.path.clone();
    let took = next_change(f.addr(), Duration::from_secs(2), move || {
        let mut other = taikai_app::tournament::open(&path).unwrap();
        game_day::record_result(&mut other, 1, 4, "B+R", "cli", None).unwrap();
    })
    .await;
    assert!(took.is_some(), "no change event for the CLI's write");
    // The window writes through the shared desk.
    let desk = f.desk.clone();
    let took = next_change(f.addr(), Duration::from_secs(2), move || {
        let mut d = desk.lock().unwrap();
        game_day::record_result(d.file().unwrap(), 1, 5, "W+R", "TD", None).unwrap();
    })
    .await;
    assert!(took.is_some(), "no change event for the window's write");
    // The page shows it.
    let page = http(f.addr(), "GET", "/", "").await;
    assert!(page.body.contains("W+R") && page.body.contains("B+R"));
    f.running.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_pages_search_like_the_desk_speak_both_languages_and_the_form_reports() {
    let f = Fixture::new(true).await;
    let ja = http(f.addr(), "GET", "/?lang=ja&q=yamada", "").await;
    assert_eq!(ja.status, 200);
    assert!(ja.body.contains("山田"), "romaji finds 山田");
    assert!(!ja.body.contains("鈴木 一郎") || ja.body.contains("山田 太郎"));
    assert_eq!(ja.body.matches("<tr data-board").count(), 1, "one board");
    assert!(ja.head.contains("set-cookie: lang=ja"));
    let en = http(f.addr(), "GET", "/standings", "").await;
    assert!(en.body.contains("Standings") && en.body.contains("Crosstable"));
    let me = http(f.addr(), "GET", "/players/1", "").await;
    assert_eq!(me.status, 200);
    assert!(me.body.contains("My board now"));
    let none = http(f.addr(), "GET", "/players/999", "").await;
    assert_eq!(none.status, 404);
    let form = http(f.addr(), "GET", "/report?round=1&board=1", "").await;
    assert!(form.head.contains("cache-control: no-store"));
    assert!(form.body.contains("name=\"code\""));
    assert!(!form.body.contains("<script>"), "no inline script");
    // The form posts urlencoded.
    let addr = f.addr();
    let mut s = TcpStream::connect(addr).await.unwrap();
    let body = format!("round=1&board=1&code={}&side=black&result=B%2BR", f.code(1));
    s.write_all(format!("POST /report HTTP/1.1\r\nHost: {addr}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}", body.len()).as_bytes()).await.unwrap();
    let mut raw = String::new();
    s.read_to_string(&mut raw).await.unwrap();
    assert!(raw.starts_with("HTTP/1.1 202"), "{raw}");
    assert!(raw.contains("data-accepted=\"false\""));
    f.running.stop().await;
}

async fn form(addr: SocketAddr, path: &str, body: &str, cookie: &str) -> Answer {
    let req = format!(
        "POST {path} HTTP/1.1\r\nHost: {addr}\r\nAccept-Language: en\r\nCookie: {cookie}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    );
    let (status, head, body) = send(addr, &req).await;
    Answer { status, head, body }
}

fn pin(f: &Fixture) -> String {
    let mut d = f.desk.lock().unwrap();
    venue::settings(d.file().unwrap()).unwrap().pin
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_second_desk_signs_in_with_the_pin_and_enters_results_by_the_windows_rules() {
    let f = Fixture::new(false).await;
    let login = http(f.addr(), "GET", "/desk", "").await;
    assert_eq!(login.status, 200);
    assert!(login.head.contains("cache-control: no-store"));
    assert!(login.body.contains("name=\"pin\""));
    let before = f.history_len();
    // Without signing in: refused, nothing written.
    let a = form(f.addr(), "/desk/result", "round=1&board=1&result=B%2BR", "").await;
    assert_eq!(a.status, 403);
    assert!(a.body.contains("venue.not-signed-in"));
    let a = form(
        f.addr(),
        "/desk/result",
        "round=1&board=1&result=B%2BR",
        "desk=00",
    )
    .await;
    assert_eq!(a.status, 403);
    // A wrong PIN.
    let a = form(f.addr(), "/desk/login", "pin=000000x&name=desk2", "").await;
    assert_eq!(a.status, 403);
    assert!(a.body.contains("venue.wrong-pin"));
    assert!(!a.head.to_ascii_lowercase().contains("set-cookie"));
    // The right one.
    let a = form(
        f.addr(),
        "/desk/login",
        &format!("pin={}&name=%E5%8F%97%E4%BB%982", pin(&f)),
        "",
    )
    .await;
    assert_eq!(a.status, 303, "{}", a.body);
    let cookie = a
        .head
        .lines()
        .find_map(|l| l.strip_prefix("set-cookie: "))
        .expect("a desk cookie")
        .split(';')
        .next()
        .unwrap()
        .to_string();
    assert!(a.head.contains("HttpOnly") && a.head.contains("SameSite=Strict"));
    assert_eq!(f.history_len(), before, "signing in changes nothing");

    // A result, by the desk's name.
    let a = form(
        f.addr(),
        "/desk/result",
        "round=1&board=1&result=B%2BR",
        &cookie,
    )
    .await;
    assert_eq!(a.status, 303, "{}", a.body);
    let round = http(f.addr(), "GET", "/api/v1/rounds/1", "").await.json();
    assert_eq!(round["boards"][0]["result_text"], "B+R");
    assert_eq!(round["boards"][0]["day"]["entered_by"], "desk: 受付2");
    // A different second result without a reason: refused, as in the window.
    let n = f.history_len();
    let a = form(
        f.addr(),
        "/desk/result",
        "round=1&board=1&result=W%2BR",
        &cookie,
    )
    .await;
    assert_eq!(a.status, 409);
    assert!(a.body.contains("round.result-stands"), "{}", a.body);
    assert_eq!(f.history_len(), n);
    // With a reason: a correction, kept in the history.
    let a = form(
        f.addr(),
        "/desk/result",
        "round=1&board=1&result=W%2BR&reason=card+misread",
        &cookie,
    )
    .await;
    assert_eq!(a.status, 303);
    {
        let mut d = f.desk.lock().unwrap();
        let history = d.file().unwrap().history().unwrap();
        let last = history.last().unwrap();
        assert_eq!(last.action, "game.result");
        let new = last.new_value.as_ref().unwrap().to_string();
        assert!(
            new.contains("card misread") && new.contains("desk: 受付2"),
            "{new}"
        );
    }
    // Check-in of a registered player, named in the history.
    let waiting = {
        let mut d = f.desk.lock().unwrap();
        taikai_app::players::list(d.file().unwrap(), "")
            .unwrap()
            .players
            .into_iter()
            .find(|p| p.status == taikai_app::core::PlayerStatus::Registered)
            .unwrap()
    };
    let a = form(
        f.addr(),
        "/desk/checkin",
        &format!("player={}", waiting.id),
        &cookie,
    )
    .await;
    assert_eq!(a.status, 303, "{}", a.body);
    {
        let mut d = f.desk.lock().unwrap();
        let file = d.file().unwrap();
        assert_eq!(
            file.player(waiting.id).unwrap().status,
            taikai_app::core::PlayerStatus::CheckedIn
        );
        let history = file.history().unwrap();
        assert!(history.iter().any(|h| h.action == "desk.check-in"
            && h.new_value
                .as_ref()
                .unwrap()
                .to_string()
                .contains("desk: 受付2")));
    }
    f.running.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn wrong_pins_lock_the_desk_even_for_the_right_pin() {
    let f = Fixture::new(false).await;
    for _ in 1..taikai_app::venue::MAX_WRONG {
        let a = form(f.addr(), "/desk/login", "pin=999999x&name=x", "").await;
        assert_eq!(a.status, 403);
    }
    let a = form(f.addr(), "/desk/login", "pin=999999x&name=x", "").await;
    assert_eq!(a.status, 429);
    let a = form(
        f.addr(),
        "/desk/login",
        &format!("pin={}&name=x", pin(&f)),
        "",
    )
    .await;
    assert_eq!(a.status, 429, "locked: the right PIN is refused too");
    assert!(a.body.contains("venue.pin-locked"));
    f.running.stop().await;
}

/// A request as a browser sends it to a name of its own (DNS rebinding): `Host` names that.
async fn http_as(addr: SocketAddr, host: &str, method: &str, path: &str, body: &str) -> Answer {
    request(addr, host, "ja", method, path, body).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_venue_answers_only_at_its_own_address_not_at_a_name_pointed_at_it() {
    let f = Fixture::new(true).await;
    let port = f.addr().port();
    for host in [
        format!("127.0.0.1:{port}"),
        format!("localhost:{port}"),
        format!("[::1]:{port}"),
    ] {
        let a = http_as(f.addr(), &host, "GET", "/api/v1/standings", "").await;
        assert_eq!(a.status, 200, "{host}");
    }
    let before = f.history_len();
    let code = f.code(1);
    let evil = format!("rebind.example:{port}");
    let a = http_as(f.addr(), &evil, "GET", "/api/v1/standings", "").await;
    assert_eq!(a.status, 421);
    assert_eq!(a.code(), "venue.foreign-host");
    assert!(
        a.json()["message"].as_str().unwrap().contains("QR"),
        "{}",
        a.body
    );
    let body = format!(r#"{{"code": "{code}", "result": "B+R", "side": "black"}}"#);
    let a = http_as(
        f.addr(),
        &evil,
        "POST",
        "/api/v1/rounds/1/boards/1/report",
        &body,
    )
    .await;
    assert_eq!(
        a.status, 421,
        "the right code from a foreign name is refused too"
    );
    assert_eq!(f.history_len(), before, "nothing recorded");
}
