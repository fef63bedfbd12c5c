/// Command-line flags into settings, by `Option.all`: each flag found in the table sets its
/// option's value in `Settings.flags`, as its `Option.Argument` says.
enum OptionParser {
    /// Each flag's option, and the value a preset flag (`--no-wrap`, `--dark`) sets.
    private static let byFlag: [String: (option: Option, preset: String?)] = {
        var table: [String: (option: Option, preset: String?)] = [:]
        for option in Option.all {
            for flag in [option.long, option.short].compactMap({ $0 }) + option.aliases { table[flag] = (option, nil) }
            for preset in option.presets { table[preset.flag] = (option, preset.value) }
        }
        return table
    }()

    /// Takes `flag` into `flags` when it names an option of `scopes`; false when it does not.
    /// `value` takes the flag's value (attached or the next word), `attached` only an attached one.
    static func take(
        _ flag: String, _ value: () throws(Failure) -> String, attached: () -> String?,
        scopes: [Option.Scope], into flags: inout [String: String]
    ) throws(Failure) -> Bool {
        guard let (option, preset) = byFlag[flag], scopes.contains(option.scope) else { return false }
        if let preset {
            flags[option.name] = preset
            return true
        }
        switch option.argument {
        case .none(let implied): flags[option.name] = implied
        case .required: flags[option.name] = try value()
        case .optional(_, let implied): flags[option.name] = attached() ?? implied
        }
        return true
    }
}
