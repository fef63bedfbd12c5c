@0xbf5147cbbecf40c1;
# Tokens as tinge's highlighter emits them.
using Cxx = import "/capnp/c++.capnp";
$Cxx.namespace("tinge");

struct Token @0xa93fc509624c72d9 {
  offset @0 :UInt32;
  count @1 :UInt16 = 1;
  kind @2 :Kind;
  text @3 :Text $Json.name("t");
  children @4 :List(Token);

  enum Kind {
    plain @0;
    comment @1;
  }

  union {
    none @5 :Void;
    line @6 :Int64 = -1;
  }
}

interface Highlighter {
  tokens @0 (text :Data) -> (tokens :List(Token));
}

const defaultKind :Token.Kind = plain;
