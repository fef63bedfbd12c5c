#!/usr/bin/env rdmd
/++
 + A bounded stack.
 + /+ Nested comments /+ nest +/ in docs too +/
 +/
module containers.stack;

import std.stdio : writeln, writefln;
import std.exception : enforce;

/* A plain block comment; /* does not nest */
/+ but this one /+ does +/ and keeps going
   across lines +/

/// One line of documentation.
struct Stack(T, size_t capacity = 16)
{
    private T[capacity] items;
    private size_t count;

    /** Pushes `value`; throws when full. */
    void push(T value) @safe pure
    {
        enforce(count < capacity, "stack is full");
        items[count++] = value;
    }

    T pop() @nogc nothrow
    {
        assert(count > 0, `no "escapes" \here`);
        return items[--count];
    }

    @property bool empty() const { return count == 0; }
}

unittest
{
    Stack!(int, 4) s;
    s.push(0x2A);
    s.push(1_000);
    assert(s.pop() == 1_000 && !s.empty);
    auto path = r"C:\tmp\stack";
    auto banner = q"(a (nested) "paren" string)";
    auto text = q"EOS
This heredoc string "quotes" freely
and ends at the line below.
EOS";
    string multi = "spans
two lines\tand escapes";
    writefln("%s %s %c", path, banner, 'x');
    dchar nl = '\n';
    writeln(text, multi, 3.5e-2f, 10UL);
}
