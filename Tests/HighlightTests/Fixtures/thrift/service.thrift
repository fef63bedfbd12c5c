namespace java com.example.tinge
include "shared.thrift"

/**
 * A highlighted line.
 */
struct Line {
  1: required i32 number,
  2: optional string text = "",
  3: list<map<string, i64>> tokens,
}

# shell-style comment
exception NotFound { 1: string path }

const double RATIO = 1.5e3
typedef i64 Timestamp

service Highlighter extends shared.Base {
  Line highlight(1: string path, 2: bool dark) throws (1: NotFound missing),
  oneway void ping(),
}
