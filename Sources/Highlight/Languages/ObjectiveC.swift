/// Objective-C: the C-family lexer with `@"…"` strings and `@` keywords.
extension Language {
    /// Objective-C (and Objective-C++ files, lexed as Objective-C).
    public static let objectiveC = Language(
        name: "objective-c",
        aliases: ["objc", "objectivec", "obj-c", "objective-cpp", "objcpp"],
        extensions: ["m", "mm"],
        fileNames: [],
        interpreters: [],
        lexer: CFamily.lexer(.objectiveC)
    )
}
