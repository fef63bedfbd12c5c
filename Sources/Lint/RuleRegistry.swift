/// The list of rules, one file each under `Rules/`.
enum RuleRegistry {
    static let all: [any Rule] = [
        ConflictMarkerRule(),
        WhitespaceRule(),
        MissingFinalNewlineRule(),
        MixedLineEndingsRule(),
        NonUTF8Rule(),
        ExecutableWithoutShebangRule(),
        LargeFileRule(),
        PrivateKeyRule(),
        BidiControlRule(),
        InvisibleCharacterRule(),
        DebugLeftoverRule(),
        UnterminatedRule(),
        CaseConflictRule(),
    ]
}
