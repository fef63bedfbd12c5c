//! Crate-level docs: a tiny tokenizer.
#![allow(dead_code)]

use std::collections::HashMap;
use std::fmt::{self, Display};

/// A token with a lifetime tied to its source.
/// Doc comments may hold `code`.
//// Four slashes: only a comment.
#[derive(Debug, Clone, PartialEq)]
pub struct Token<'a> {
    pub text: &'a str,
    pub kind: Kind,
}

/** An outer block doc comment. */
/*! An inner block doc comment. */
/*** Three stars: plain. */
/**/
/* outer /* nested */ still a comment
   spanning lines */
#[cfg(feature = "serde")]
#[derive(Copy, Clone)]
enum Kind {
    Word,
    Number(u32),
}

impl<'a> Display for Token<'a> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{:?}", self.text, self.kind)
    }
}

fn classify(c: char) -> Option<&'static str> {
    match c {
        'a'..='z' | 'A'..='Z' => Some("letter"),
        '0'..='9' => Some("digit"),
        '\n' | '\t' => Some("space"),
        '\'' => Some("quote"),
        '\u{1F600}' => Some("smile"),
        'é' => Some("accent"),
        _ => None,
    }
}

fn literals() {
    let raw = r"C:\path\no\escapes";
    let hashed = r#"a "quoted" word"#;
    let deeper = r##"ends with "# but not yet"##;
    let bytes = b"bytes\x00\n";
    let raw_bytes = br#"raw "bytes""#;
    let byte = b'x';
    let escaped_byte = b'\n';
    let cstr = c"hello";
    let raw_c = cr"raw c";
    let multi = "first line
second line with \"escape\"
third";
    let continued = "one \
                     two";
    let long_raw = r#"
    spans "lines"
    "#;
    let r#match = 1_000_000u64 + 0xFF_u64 + 0o77 + 0b1010_1010;
    let float = 1.5e-3_f64 + 2.0 + 3f32;
    let range = 0..10;
    let tuple = (1, 2).0;
    println!("{raw} {hashed} {deeper} {bytes:?} {raw_bytes:?} {byte}");
    assert_eq!(escaped_byte, 10, "bytes differ");
    let _ = (cstr, raw_c, multi, continued, long_raw, r#match, float, range, tuple);
}

macro_rules! square {
    ($x:expr) => {
        $x * $x
    };
}

pub fn count<'a, T: AsRef<str> + 'a>(items: &'a [T]) -> HashMap<&'a str, usize> {
    let mut map = HashMap::new();
    'outer: for item in items.iter() {
        for ch in item.as_ref().chars() {
            if ch == '#' {
                continue 'outer;
            }
        }
        *map.entry(item.as_ref()).or_insert(0) += square!(1);
    }
    map
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_words() {
        let words = vec!["a", "b", "a"];
        assert_eq!(count(&words).len(), 2);
        assert!(classify('q').is_some() && true != false);
    }
}
