//! A GNU Go process spoken to over GTP, for the dev tools that compare
//! with it (`gnugo_compare`, `judge_scores`). Nothing in the product
//! links to GNU Go; the tools run it as a separate process.
use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use taikai_rules::Point;

/// GNU Go as Debian installs it.
pub const GNUGO: &str = "/usr/games/gnugo";

pub struct Gtp {
    child: Child,
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
}

impl Gtp {
    pub fn start(path: &Path) -> std::io::Result<Gtp> {
        let mut child = Command::new(path)
            .args(["--mode", "gtp"])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()?;
        let stdin = child.stdin.take().expect("stdin");
        let stdout = BufReader::new(child.stdout.take().expect("stdout"));
        Ok(Gtp {
            child,
            stdin,
            stdout,
        })
    }

    /// Sends one command; the response text without `= `, or the error.
    pub fn ask(&mut self, cmd: &str) -> Result<String, String> {
        writeln!(self.stdin, "{cmd}").map_err(|e| e.to_string())?;
        self.stdin.flush().map_err(|e| e.to_string())?;
        let mut out = String::new();
        loop {
            let mut line = String::new();
            let n = self
                .stdout
                .read_line(&mut line)
                .map_err(|e| e.to_string())?;
            if n == 0 {
                return Err("GNU Go exited".into());
            }
            if line.trim().is_empty() {
                if out.is_empty() {
                    continue;
                }
                break;
            }
            out.push_str(&line);
        }
        let out = out.trim().to_string();
        if let Some(r) = out.strip_prefix('=') {
            Ok(r.trim().to_string())
        } else {
            Err(out)
        }
    }
}

impl Drop for Gtp {
    fn drop(&mut self) {
        let _ = writeln!(self.stdin, "quit");
        let _ = self.stdin.flush();
        let _ = self.child.wait();
    }
}

/// A GTP vertex (`A1` bottom left, no `I`) as a point.
pub fn gtp_point(v: &str, size: u8) -> Option<Point> {
    let v = v.trim().to_ascii_uppercase();
    let mut chars = v.chars();
    let col = chars.next()?;
    let row: u8 = chars.as_str().parse().ok()?;
    let mut x = col as u8 - b'A';
    if col > 'I' {
        x -= 1;
    }
    (x < size && row >= 1 && row <= size).then(|| Point::new(x, size - row))
}

/// A point as a GTP vertex.
pub fn gtp_name(p: Point, size: u8) -> String {
    let mut c = b'A' + p.x;
    if c >= b'I' {
        c += 1;
    }
    format!("{}{}", c as char, size - p.y)
}
