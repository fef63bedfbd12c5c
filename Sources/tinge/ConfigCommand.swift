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
        for key in Settings.keys {
            let r = settings.resolve(key.name)
            let name = "tinge.\(key.name)"
            text += name + String(repeating: " ", count: max(1, 20 - name.count)) + r.value
                + String(repeating: " ", count: max(1, 16 - r.value.count)) + r.source + "\n"
        }
        try Output.printText(text)
        return Failure.Status.success
    }
}
