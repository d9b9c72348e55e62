//! The command line as typed: an unknown option or command, a value an option cannot take,
//! something missing. The `taikai` command reads its arguments with clap and renders clap's
//! findings through these, so a Japanese TD reads them in Japanese.

use crate::{list_en, list_ja, t, Text};
use strum::{EnumIter, IntoStaticStr};

#[derive(Debug, Clone, PartialEq, Eq, EnumIter, IntoStaticStr)]
#[strum(serialize_all = "kebab-case")]
pub enum UsageRefusal {
    /// An option the command does not have (`--foo`), with clap's nearest guess.
    UnknownOption {
        option: String,
        suggestion: Option<String>,
    },
    UnknownCommand {
        command: String,
        suggestion: Option<String>,
    },
    /// A value the option cannot take; `choices` when the option has a fixed list.
    BadValue {
        option: String,
        value: String,
        choices: Vec<String>,
    },
    Missing {
        what: Vec<String>,
    },
    /// An argument the command does not take (a second file, a word too many).
    Unexpected {
        argument: String,
    },
    Conflict {
        option: String,
        with: String,
    },
    /// Anything else clap could not read.
    Unreadable,
}

impl UsageRefusal {
    pub fn text(&self) -> Text {
        use UsageRefusal::*;
        let help = |en: String, ja: String| {
            t(
                format!("{en} (taikai --help lists the commands, taikai COMMAND --help their options)"),
                format!("{ja}（taikai --help でコマンドを、taikai コマンド --help でオプションを確認できます）"),
            )
        };
        match self {
            UnknownOption { option, suggestion } => match suggestion {
                Some(s) => help(
                    format!("there is no option {option}; did you mean {s}?"),
                    format!("{option} というオプションはありません。{s} のことですか？"),
                ),
                None => help(
                    format!("there is no option {option}"),
                    format!("{option} というオプションはありません"),
                ),
            },
            UnknownCommand {
                command,
                suggestion,
            } => match suggestion {
                Some(s) => help(
                    format!("there is no command \"{command}\"; did you mean \"{s}\"?"),
                    format!("「{command}」というコマンドはありません。「{s}」のことですか？"),
                ),
                None => help(
                    format!("there is no command \"{command}\""),
                    format!("「{command}」というコマンドはありません"),
                ),
            },
            BadValue {
                option,
                value,
                choices,
            } if !choices.is_empty() => t(
                format!(
                    "\"{value}\" is not a value of {option}: give {}",
                    list_en(choices).replace(" and ", " or ")
                ),
                format!(
                    "「{value}」は {option} に使えません。{} のどれかを指定してください",
                    list_ja(choices)
                ),
            ),
            BadValue { option, value, .. } => help(
                format!("\"{value}\" cannot be read as {option}"),
                format!("「{value}」を {option} の値として読めません"),
            ),
            Missing { what } => help(
                format!("{} must be given", list_en(what)),
                format!("{} を指定してください", list_ja(what)),
            ),
            Unexpected { argument } => help(
                format!("\"{argument}\" is one argument too many here"),
                format!("「{argument}」は余分な引数です"),
            ),
            Conflict { option, with } => t(
                format!("{option} cannot be given together with {with}: give one of them"),
                format!("{option} と {with} は同時に指定できません。どちらか一方にしてください"),
            ),
            Unreadable => help(
                "the command line could not be read".into(),
                "コマンドラインを読み取れません".into(),
            ),
        }
    }
}
