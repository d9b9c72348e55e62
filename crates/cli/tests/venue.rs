//! `taikai serve`, `taikai reports` and `taikai result --accept` from the command line.

mod common;
use common::{json, ok, refused, taikai};
use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::process::{Command, Stdio};

#[test]
fn a_report_through_the_cli_served_venue_waits_until_taikai_result_accept() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("cup.taikai");
    let f = file.to_str().unwrap();
    ok(&["demo", f]);
    ok(&["round", "pair", f]);
    let round = json(&["round", "show", f, "--json"]);
    let code = round["boards"][0]["report_code"]
        .as_str()
        .unwrap()
        .to_string();
    assert_eq!(code.len(), 6);

    // Nothing pending: --accept is refused with the catalogue's code.
    let err = refused(&[
        "result", f, "--round", "1", "--board", "1", "--accept", "--lang", "en",
    ]);
    assert!(err.contains("has no reported result waiting"), "{err}");

    let mut server = Command::new(env!("CARGO_BIN_EXE_taikai"))
        .args(["serve", f, "--port", "0", "--json", "--reports"])
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut line = String::new();
    BufReader::new(server.stdout.take().unwrap())
        .read_line(&mut line)
        .unwrap();
    let started: serde_json::Value = serde_json::from_str(&line).unwrap();
    assert_eq!(started["reports"], true);
    assert_eq!(started["pin"].as_str().unwrap().len(), 6);
    let addr = started["addr"].as_str().unwrap().to_string();
    let body = format!(r#"{{"code":"{code}","result":"B+R","side":"black"}}"#);
    let mut s = TcpStream::connect(&addr).unwrap();
    write!(
        s,
        "POST /api/v1/rounds/1/boards/1/report HTTP/1.1\r\nHost: {addr}\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    )
    .unwrap();
    let mut answer = String::new();
    s.read_to_string(&mut answer).unwrap();
    assert!(answer.starts_with("HTTP/1.1 202"), "{answer}");
    let _ = server.kill();
    let _ = server.wait();

    let pending = json(&["reports", f, "--json"]);
    assert_eq!(pending.as_array().unwrap().len(), 1);
    assert_eq!(pending[0]["result"], "B+R");
    let standings = json(&["standings", f, "--json"]);
    assert!(standings
        .as_array()
        .unwrap()
        .iter()
        .all(|r| r["games"] == 0));

    ok(&["result", f, "--round", "1", "--accept", "--by", "TD"]);
    let round = json(&["round", "show", f, "--json"]);
    assert_eq!(round["boards"][0]["result_text"], "B+R");
    assert!(json(&["reports", f, "--json"])
        .as_array()
        .unwrap()
        .is_empty());
    let standings = json(&["standings", f, "--json"]);
    assert_eq!(
        standings
            .as_array()
            .unwrap()
            .iter()
            .filter(|r| r["games"] == 1)
            .count(),
        2
    );
    assert!(taikai(&["reports", f, "--all"]).status.success());
}
