/// C++: the C-family lexer with C++'s words, raw strings and `[[attributes]]`.
extension Language {
    /// C++ through C++23.
    public static let cpp = Language(
        name: "cpp",
        aliases: ["c++", "cxx", "hpp"],
        extensions: ["cpp", "cc", "cxx", "c++", "hpp", "hh", "hxx", "h++", "ipp", "tpp", "inl", "ino", "cppm", "ixx"],
        fileNames: [],
        interpreters: [],
        lexer: CFamily.lexer(.cpp)
    )
}
