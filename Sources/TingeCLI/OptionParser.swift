/// Command-line flags into settings, by `Option.all`: each flag found in the table sets its
/// option's value in `Settings.flags`, as its `Option.Argument` says.
enum OptionParser {
    /// Each flag's options (`--format` names one per command), and the value a preset flag
    /// (`--no-wrap`, `--dark`) sets.
    private static let byFlag: [String: [(option: Option, preset: String?)]] = {
        var table: [String: [(option: Option, preset: String?)]] = [:]
        for option in Option.all {
            for flag in [option.long, option.short].compactMap({ $0 }) + option.aliases {
                table[flag, default: []].append((option, nil))
            }
            for preset in option.presets { table[preset.flag, default: []].append((option, preset.value)) }
        }
        return table
    }()

    /// The option of `scopes` that `flag` names, and the value it gives; nil when no option of
    /// `scopes` has the flag. `value` takes the flag's value (attached or the next word),
    /// `attached` only an attached one. A value the option does not take (its key's reading,
    /// `OptionKey.read`) is a usage failure here, for every command alike.
    static func parse(
        _ flag: String, _ value: () throws(Failure) -> String, attached: () -> String?,
        scopes: [Option.Scope]
    ) throws(Failure) -> (option: Option, value: String)? {
        guard let (option, preset) = byFlag[flag]?.first(where: { $0.option.isTaken(by: scopes) }) else { return nil }
        let given: String
        if let preset {
            given = preset
        } else {
            switch option.argument {
            case .none(let implied): given = implied
            case .required: given = try value()
            case .optional(_, let implied): given = attached() ?? implied
            }
        }
        guard option.accepts(given) else { throw option.badFlag(given, flag: flag) }
        return (option, given)
    }

    /// Takes `flag` into `flags` when it names an option of `scopes`; false when it does not.
    static func take(
        _ flag: String, _ value: () throws(Failure) -> String, attached: () -> String?,
        scopes: [Option.Scope], into flags: inout Flags
    ) throws(Failure) -> Bool {
        guard let (option, given) = try parse(flag, value, attached: attached, scopes: scopes) else { return false }
        flags.set(option, given)
        return true
    }

    /// Every flag of a command of `scope` in `arguments`, checked, by option name: a repeatable
    /// option keeps each value, any other its last. Also the operands, and whether `-h` or
    /// `--help` was given.
    static func parse(_ arguments: [String], scope: Option.Scope) throws(Failure) -> ParsedArguments {
        var parsed = ParsedArguments()
        var list = ArgumentList(arguments)
        try list.parse { (flag, value, attached) throws(Failure) -> Bool in
            if flag == "--help" || flag == "-h" {
                parsed.help = true
                return true
            }
            guard let (option, given) = try parse(flag, value, attached: attached, scopes: [scope])
            else { return false }
            parsed.values[option.name] = (option.isRepeatable ? parsed.values[option.name] ?? [] : []) + [given]
            return true
        }
        parsed.operands = list.operands
        return parsed
    }
}

/// A command's flags, parsed by `OptionParser` from `Option.all`.
struct ParsedArguments {
    /// Each option's values, by `Option.name`, in the order given.
    var values: [String: [String]] = [:]
    var operands: [String] = []
    var help = false

    /// The values of each option, as flags set them in `Settings.flags`.
    var flags: Flags { Flags(values) }

    /// Every value given to repeatable option `key`, in order (checked when parsed).
    func all<Value>(_ key: OptionKey<Value>) -> [Value] {
        (values[key.option.name] ?? []).compactMap(key.read)
    }
}

/// The options given on the command line, each value checked when parsed (`OptionParser`), and
/// read by key: `flags[.colorOnly]`, `flags.has(.tabs)`.
struct Flags {
    /// Each option's values as given, by `Option.name`: a repeatable option's every one, any
    /// other's last.
    private var values: [String: [String]]

    init() {
        values = [:]
    }

    fileprivate init(_ values: [String: [String]]) {
        self.values = values
    }

    /// Sets `option`'s value, which the parser has checked.
    fileprivate mutating func set(_ option: Option, _ value: String) {
        values[option.name] = (option.isRepeatable ? values[option.name] ?? [] : []) + [value]
    }

    /// Option `key`'s value when the command line gave it; nil when it did not.
    subscript<Value>(key: OptionKey<Value>) -> Value? {
        values[key.option.name]?.last.flatMap(key.read)
    }

    /// Every value the command line gave repeatable option `key`, in order.
    func all<Value>(_ key: OptionKey<Value>) -> [Value] {
        (values[key.option.name] ?? []).compactMap(key.read)
    }

    /// Whether the command line gave option `key`.
    func has(_ key: OptionKeys) -> Bool {
        values[key.option.name] != nil
    }

    /// `option`'s value as the command line gave it, unread.
    func given(_ option: Option) -> String? {
        values[option.name]?.last
    }
}
