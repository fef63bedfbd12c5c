/// Solidity: `//` and `/* */` comments with NatSpec `///` and `/** */`, `hex"…"` and
/// `unicode"…"` strings, sized integer and byte types, and ether and time units.
extension Language {
    /// Solidity smart contracts.
    public static let solidity = Language(
        name: "solidity",
        aliases: ["sol"],
        extensions: ["sol"],
        fileNames: [],
        interpreters: [],
        makeSpec: {
            var spec = LanguageSpec()
            spec.lineComments = [LineComment("///", kind: .doc, notFollowedBy: "/"), LineComment("//")]
            // NatSpec shares the `/*` opener and is entered only through `SharedHooks.docComment`.
            spec.blockComments = [BlockComment("/*", "*/"), BlockComment("/*", "*/", kind: .doc)]
            spec.strings = [
                StringForm("hex\"", "\"", escape: nil), StringForm("hex'", "'", escape: nil),
                StringForm("unicode\"", "\""), StringForm("unicode'", "'"),
                StringForm("\"", "\""), StringForm("'", "'"),
            ]
            let sizes = stride(from: 8, through: 256, by: 8)
            spec.words = [
                (.keyword, [
                    "pragma", "solidity", "import", "as", "from", "contract", "interface", "library", "abstract",
                    "is", "function", "modifier", "event", "error", "struct", "enum", "constructor", "fallback",
                    "receive", "returns", "return", "if", "else", "for", "while", "do", "break", "continue",
                    "emit", "revert", "require", "assert", "try", "catch", "new", "delete", "using", "public",
                    "private", "internal", "external", "pure", "view", "payable", "nonpayable", "constant",
                    "immutable", "virtual", "override", "memory", "storage", "calldata", "indexed", "anonymous",
                    "unchecked", "assembly", "let", "type", "mapping", "this", "super", "transient", "global",
                ]),
                (.type, ["address", "bool", "string", "bytes", "byte", "int", "uint", "fixed", "ufixed"]
                    + sizes.map { "int\($0)" } + sizes.map { "uint\($0)" } + (1...32).map { "bytes\($0)" }),
                (.constant, [
                    "true", "false", "wei", "gwei", "ether", "seconds", "minutes", "hours", "days", "weeks",
                    "msg", "block", "tx", "abi",
                ]),
            ]
            spec.functionIntroducers = ["function", "modifier", "event", "error"]
            spec.typeIntroducers = ["contract", "interface", "library", "struct", "enum"]
            spec.capitalizedAreTypes = true
            spec.propertiesAfterDot = true
            spec.operators = ByteSet("+-*/%=<>!&|^~?:")
            spec.hooks = [(UInt8(ascii: "/"), SharedHooks.docComment)]
            return spec
        }
    )
}
