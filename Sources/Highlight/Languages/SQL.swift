/// sql: stub until its lexer lands.
extension Language {
    /// The sql language.
    public static let sql = Language(
        name: "sql",
        aliases: ["postgresql", "postgres", "pgsql", "mysql", "sqlite", "plpgsql", "tsql"],
        extensions: ["sql", "psql", "pgsql", "mysql", "ddl", "dml", "prc", "tab", "udf", "viw"],
        fileNames: [],
        interpreters: [],
        spec: {
            var spec = LanguageSpec()
            spec.lineComments = [LineComment("//")]
            return spec
        }()
    )
}
