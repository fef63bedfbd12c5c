/// SQL across the common dialects: PostgreSQL dollar quoting and `E''` strings, MySQL backticks,
/// T-SQL brackets, `--` and `/* */` comments, and bind parameters.
extension Language {
    /// SQL (ANSI, PostgreSQL, MySQL, SQLite, T-SQL).
    public static let sql = Language(
        name: "sql",
        aliases: ["postgresql", "postgres", "pgsql", "mysql", "sqlite", "plpgsql", "tsql"],
        extensions: ["sql", "psql", "pgsql", "mysql", "ddl", "dml", "prc", "tab", "udf", "viw"],
        fileNames: [],
        interpreters: [],
        makeSpec: {
            var spec = LanguageSpec()
            spec.lineComments = [LineComment("--")]
            spec.blockComments = [BlockComment("/*", "*/")]
            spec.strings = [
                StringForm("'", "'", escape: nil, multiline: true, doubledClose: true),
                // PostgreSQL escape strings: backslash escapes, and `''` still stands for a quote.
                StringForm("E'", "'", multiline: true, doubledClose: true),
                StringForm("e'", "'", multiline: true, doubledClose: true),
                StringForm("N'", "'", escape: nil, multiline: true, doubledClose: true),
                StringForm("n'", "'", escape: nil, multiline: true, doubledClose: true),
                StringForm("X'", "'", escape: nil, doubledClose: true),
                StringForm("x'", "'", escape: nil, doubledClose: true),
                StringForm("B'", "'", escape: nil, doubledClose: true),
                StringForm("b'", "'", escape: nil, doubledClose: true),
                StringForm("U&'", "'", escape: nil, multiline: true, doubledClose: true),
                // Quoted identifiers name columns and tables: colored apart from strings.
                StringForm("\"", "\"", kind: .property, escape: nil, multiline: true, doubledClose: true),
                StringForm("`", "`", kind: .property, escape: nil, doubledClose: true),
            ]
            spec.words = SQLWords.all
            spec.ignoresCase = true
            spec.numbers = NumberGrammar(separator: nil, hexFloats: false)
            spec.operators = ByteSet("+-*/%=<>!|&^~:")
            spec.punctuation = ByteSet("()[],;.")
            spec.hooks = [(UInt8(ascii: "$"), SQLSteps.dollar), (UInt8(ascii: ":"), SQLSteps.colon), (UInt8(ascii: "@"), SQLSteps.at),
                          (UInt8(ascii: "?"), SQLSteps.question), (UInt8(ascii: "["), SQLSteps.bracket)]
            return spec
        }
    )
}

/// The custom steps: dollar quoting, bind parameters and bracketed identifiers.
private enum SQLSteps {
    /// `$$…$$` and `$tag$…$tag$` (PostgreSQL) learn their closer; `$1` is a positional parameter.
    static let dollar: LanguageSpec.Hook = { c, scanner in
        let start = c.pos
        var i = start + 1
        if ASCII.isDigit(c.byte(i)) {
            while ASCII.isDigit(c.byte(i)) { i += 1 }
            c.emit(start, i, .variable)
            c.pos = i
            c.valueEnded = true
            return true
        }
        // A tag is an identifier that does not start with a digit.
        if ASCII.isLetter(c.byte(i)) || c.byte(i) == UInt8(ascii: "_") || c.byte(i) >= 0x80 {
            while ASCII.isWord(c.byte(i)) { i += 1 }
        }
        guard c.byte(i) == UInt8(ascii: "$") else { return false }
        if start > 0, ASCII.isWord(c.line[start - 1]) { return false }
        let closer = c.bytes(start, i + 1)
        scanner.enterDelimited(&c, from: start, to: i + 1, closer: closer, kind: .string)
        return true
    }

    /// `:name` is a named bind parameter; `::` is a cast and `:=` an assignment.
    static let colon: LanguageSpec.Hook = { c, _ in
        let start = c.pos
        let next = c.byte(start + 1)
        guard ASCII.isLetter(next) || next == UInt8(ascii: "_"), start == 0 || c.line[start - 1] != UInt8(ascii: ":") else { return false }
        var i = start + 2
        while ASCII.isWord(c.byte(i)) { i += 1 }
        c.emit(start, i, .variable)
        c.pos = i
        c.valueEnded = true
        return true
    }

    /// `@name` and `@@name` are variables (T-SQL, MySQL).
    static let at: LanguageSpec.Hook = { c, _ in
        let start = c.pos
        var i = start + 1
        if c.byte(i) == UInt8(ascii: "@") { i += 1 }
        guard ASCII.isLetter(c.byte(i)) || c.byte(i) == UInt8(ascii: "_") else { return false }
        while ASCII.isWord(c.byte(i)) || c.byte(i) == UInt8(ascii: "$") { i += 1 }
        c.emit(start, i, .variable)
        c.pos = i
        c.valueEnded = true
        return true
    }

    /// A lone `?` is a positional parameter (JDBC, SQLite).
    static let question: LanguageSpec.Hook = { c, _ in
        c.emit(c.pos, c.pos + 1, .variable)
        c.pos += 1
        return true
    }

    /// `[name]` is a quoted identifier (T-SQL) unless it follows a value (`arr[1]`, `ARRAY[…]`).
    static let bracket: LanguageSpec.Hook = { c, _ in
        let start = c.pos
        if start > 0 {
            let before = c.line[start - 1]
            if ASCII.isWord(before) || before == UInt8(ascii: "]") || before == UInt8(ascii: ")") { return false }
        }
        guard ASCII.isLetter(c.byte(start + 1)) || c.byte(start + 1) == UInt8(ascii: "_") else { return false }
        var i = start + 1
        while i < c.end, c.line[i] != UInt8(ascii: "]") {
            let b = c.line[i]
            if b == UInt8(ascii: "[") || b == UInt8(ascii: ",") || b == UInt8(ascii: "'") || b == UInt8(ascii: "\"") { return false }
            i += 1
        }
        guard i < c.end else { return false }
        c.emit(start, i + 1, .property)
        c.pos = i + 1
        c.valueEnded = true
        return true
    }
}

/// SQL's reserved words, types, constants and built-in functions (matched regardless of case).
private enum SQLWords {
    static let all: [(TokenKind, [String])] = [
        (.constant, ["true", "false", "null", "unknown", "current_date", "current_time", "current_timestamp",
                     "current_user", "session_user", "localtime", "localtimestamp"]),
        (.type, [
            "int", "integer", "smallint", "bigint", "tinyint", "mediumint", "serial", "bigserial", "smallserial",
            "decimal", "numeric", "real", "float", "double", "precision", "money",
            "char", "character", "varchar", "nchar", "nvarchar", "text", "tinytext", "mediumtext", "longtext",
            "clob", "blob", "bytea", "binary", "varbinary", "bit", "boolean", "bool",
            "date", "time", "timestamp", "timestamptz", "datetime", "datetime2", "interval", "year",
            "uuid", "json", "jsonb", "xml", "inet", "cidr", "macaddr", "tsvector", "tsquery",
            "point", "line", "polygon", "geometry", "geography", "oid", "regclass", "void", "record",
            "setof", "anyelement", "int2", "int4", "int8", "float4", "float8", "citext", "hstore",
        ]),
        (.keyword, [
            "select", "from", "where", "and", "or", "not", "in", "is", "as", "on", "join", "inner", "outer",
            "left", "right", "full", "cross", "natural", "using", "group", "by", "order", "having", "limit",
            "offset", "fetch", "first", "next", "rows", "row", "only", "union", "intersect", "except", "all",
            "distinct", "insert", "into", "values", "update", "set", "delete", "merge", "matched", "returning",
            "create", "alter", "drop", "truncate", "rename", "table", "view", "materialized", "index", "unique",
            "primary", "foreign", "key", "references", "constraint", "check", "default", "column", "add",
            "schema", "database", "sequence", "function", "procedure", "returns", "return", "language",
            "trigger", "before", "after", "instead", "of", "for", "each", "statement", "execute", "begin",
            "end", "commit", "rollback", "savepoint", "transaction", "declare", "if", "then", "else", "elsif",
            "elseif", "case", "when", "loop", "while", "exit", "continue", "raise", "notice", "exception",
            "perform", "grant", "revoke", "to", "with", "recursive", "like", "ilike", "between", "exists",
            "any", "some", "asc", "desc", "nulls", "last", "cascade", "restrict", "temporary", "temp",
            "replace", "or", "immutable", "stable", "volatile", "strict", "security", "definer", "invoker",
            "do", "window", "over", "partition", "range", "preceding", "following", "unbounded", "current",
            "lateral", "filter", "within", "conflict", "nothing", "collate", "escape", "similar", "cast",
            "auto_increment", "autoincrement", "identity", "generated", "always", "stored", "virtual",
            "extension", "owner", "role", "user", "privileges", "public", "go", "use", "show", "explain",
            "analyze", "vacuum", "comment", "type", "enum", "domain", "deferrable", "initially", "deferred",
            "immediate", "no", "action", "zone", "without", "local", "global", "open", "close", "cursor",
            "out", "inout", "variadic", "top", "pivot", "unpivot", "print", "exec", "new", "old", "referencing",
        ]),
        (.function, [
            "count", "sum", "avg", "min", "max", "coalesce", "nullif", "greatest", "least", "now",
            "lower", "upper", "length", "substring", "trim", "concat", "round", "abs", "extract",
            "row_number", "rank", "dense_rank", "lag", "lead", "array_agg", "string_agg", "json_agg",
            "jsonb_build_object", "to_char", "to_date", "date_trunc", "format", "ifnull", "isnull",
        ]),
    ]
}
