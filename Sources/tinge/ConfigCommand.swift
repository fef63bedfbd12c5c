import Terminal

/// `tinge config`: each option's effective value and where it came from.
enum ConfigCommand {
    static func run(_ arguments: [String]) throws -> Int32 {
        if arguments == ["--help"] || arguments == ["-h"] {
            try Output.printText(Help.config)
            return Failure.Status.success
        }
        if let extra = arguments.first { throw Failure.usage("'config' takes no arguments, not '\(extra)'") }
        let settings = Settings(environment: TerminalInfo.environment())
        var text = ""
        // Columns as wide as the longest name, and value, and one space.
        let names = Settings.keys.map { "tinge.\($0.name)" }
        let values = Settings.keys.map { settings.resolve($0.name) }
        let nameWidth = (names.map(\.count).max() ?? 0) + 1
        let valueWidth = max(16, (values.map(\.value.count).max() ?? 0) + 1)
        for (name, r) in zip(names, values) {
            text += name + String(repeating: " ", count: nameWidth - name.count) + r.value
                + String(repeating: " ", count: max(1, valueWidth - r.value.count)) + r.source + "\n"
        }
        try Output.printText(text)
        return Failure.Status.success
    }
}
