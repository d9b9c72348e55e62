//! A command line clap cannot read, told as a refusal of the catalogue, in the user's
//! language like every other refusal.

use clap::error::{ContextKind, ContextValue, ErrorKind};
use taikai_app::catalogue::{Lang, Refusal, UsageRefusal};
use taikai_app::core::{PairingSystem, Profile};

/// What clap found, as a refusal; `None` for help and the version line, which clap prints.
pub(crate) fn refusal(e: &clap::Error) -> Option<Refusal> {
    let text = |kind| match e.get(kind) {
        Some(ContextValue::String(s)) => Some(s.clone()),
        Some(ContextValue::Strings(v)) => v.first().cloned(),
        _ => None,
    };
    let texts = |kind| match e.get(kind) {
        Some(ContextValue::String(s)) => vec![s.clone()],
        Some(ContextValue::Strings(v)) => v.clone(),
        _ => Vec::new(),
    };
    let option = || {
        text(ContextKind::InvalidArg)
            .map(|a| option_name(&a))
            .unwrap_or_default()
    };
    let refusal = match e.kind() {
        ErrorKind::DisplayHelp
        | ErrorKind::DisplayVersion
        | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => return None,
        ErrorKind::UnknownArgument => {
            let argument = text(ContextKind::InvalidArg).unwrap_or_default();
            if argument.starts_with('-') {
                UsageRefusal::UnknownOption {
                    option: argument,
                    suggestion: text(ContextKind::SuggestedArg),
                }
            } else {
                UsageRefusal::Unexpected { argument }
            }
        }
        ErrorKind::InvalidSubcommand => UsageRefusal::UnknownCommand {
            command: text(ContextKind::InvalidSubcommand).unwrap_or_default(),
            suggestion: text(ContextKind::SuggestedSubcommand),
        },
        ErrorKind::InvalidValue | ErrorKind::ValueValidation => {
            let option = option();
            let mut choices = texts(ContextKind::ValidValue);
            if choices.is_empty() {
                choices = known_choices(&option);
            }
            UsageRefusal::BadValue {
                value: text(ContextKind::InvalidValue).unwrap_or_default(),
                option,
                choices,
            }
        }
        ErrorKind::MissingRequiredArgument => UsageRefusal::Missing {
            what: texts(ContextKind::InvalidArg),
        },
        ErrorKind::MissingSubcommand => UsageRefusal::Missing {
            what: vec!["COMMAND".to_string()],
        },
        ErrorKind::ArgumentConflict => UsageRefusal::Conflict {
            option: option(),
            with: text(ContextKind::PriorArg).unwrap_or_default(),
        },
        _ => UsageRefusal::Unreadable,
    };
    Some(refusal.into())
}

/// `--profile <PROFILE>` → `--profile`.
fn option_name(arg: &str) -> String {
    arg.split([' ', '=']).next().unwrap_or(arg).to_string()
}

/// The values of options read by our own parsers, which clap cannot list.
fn known_choices(option: &str) -> Vec<String> {
    let names = |all: &[&str]| all.iter().map(|s| s.to_string()).collect();
    match option {
        "--profile" => names(&Profile::ALL.iter().map(|p| p.name()).collect::<Vec<_>>()),
        "--system" => names(
            &PairingSystem::ALL
                .iter()
                .map(|p| p.name())
                .collect::<Vec<_>>(),
        ),
        "--lang" => names(&["ja", "en"]),
        _ => Vec::new(),
    }
}

/// The language asked for on a command line clap could not read (`--lang ja`, `--lang=ja`).
pub(crate) fn lang_asked() -> Option<Lang> {
    let args: Vec<String> = std::env::args().collect();
    args.iter().enumerate().find_map(|(i, a)| {
        let value = match a.strip_prefix("--lang") {
            Some("") => args.get(i + 1)?.as_str(),
            Some(rest) => rest.strip_prefix('=')?,
            None => return None,
        };
        value.parse().ok()
    })
}
