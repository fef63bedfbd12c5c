/// objective-c: stub until its lexer lands.
extension Language {
    /// The objective-c language.
    public static let objectiveC = Language(
        name: "objective-c",
        aliases: ["objc", "objectivec", "obj-c", "objective-cpp", "objcpp"],
        extensions: ["m", "mm"],
        fileNames: [],
        interpreters: [],
        spec: {
            var spec = LanguageSpec()
            spec.lineComments = [LineComment("//")]
            return spec
        }()
    )
}
