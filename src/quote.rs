//! How the crate quotes and echoes text people typed in its messages: escaped like `{:?}`
//! without the Unicode tables `Debug` brings into the WebAssembly module, and cut to a bounded
//! echo; and how its messages count things ("1 cell", "2 cells").

use std::borrow::Cow;

/// `ch` in single quotes, as `{:?}` writes it for the characters people type (`'x'`, `'\\n'`),
/// without the Unicode tables `Debug` brings into the WebAssembly module.
pub fn quote_char(ch: char) -> String {
    let mut out = String::from('\'');
    push_escaped(&mut out, ch, '\'');
    out.push('\'');
    out
}

/// At most this many characters of a value are echoed, then `…`.
pub const ECHO_CHARS: usize = 100;

/// `text` as it may be echoed: whole when it has at most [`ECHO_CHARS`] characters, else its
/// first [`ECHO_CHARS`] characters and `…`.
pub fn echo(text: &str) -> Cow<'_, str> {
    match text.char_indices().nth(ECHO_CHARS) {
        None => Cow::Borrowed(text),
        Some((end, _)) => Cow::Owned(format!("{}…", &text[..end])),
    }
}

/// `text` in double quotes, as `{:?}` writes it for the text people type (see [`quote_char`]),
/// cut to its echo (at most [`ECHO_CHARS`] characters, then `…`): a value of
/// megabytes given to an element or the CLI is not copied whole into its message.
pub fn quote(text: &str) -> String {
    let mut out = String::from('"');
    for ch in echo(text).chars() {
        push_escaped(&mut out, ch, '"');
    }
    out.push('"');
    out
}

/// `ch`, escaped when it is the quote, a backslash or a control character.
fn push_escaped(out: &mut String, ch: char, quote: char) {
    if ch == quote || ch == '\\' || ch.is_control() {
        out.extend(ch.escape_default());
    } else {
        out.push(ch);
    }
}

/// `n` and `noun`, the noun plural unless `n` is 1: "1 cell", "0 cells", "2 cells" (every noun
/// the messages count takes an `s`).
pub fn counted(n: u64, noun: &str) -> String {
    format!("{n} {noun}{}", if n == 1 { "" } else { "s" })
}
