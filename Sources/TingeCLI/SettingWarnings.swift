import Synchronization

/// Where bad values from git config or the environment are told of (`Settings[key]`): each is
/// one line on the run's standard error, once a run (`printing`), or kept for `tinge config` to show beside the
/// value (`collecting`). The option's default is used instead, so the diff is still shown.
final class SettingWarnings: Sendable {
    /// Where warnings are printed; nil: kept only.
    private let descriptor: Int32?
    /// What each bad option's value is not, by option name.
    private let problems = Mutex<[String: String]>([:])

    private init(descriptor: Int32?) {
        self.descriptor = descriptor
    }

    /// Warnings printed on `descriptor` (a run's standard error, `Session.warnings`), each once
    /// however often the option is read.
    static func printing(to descriptor: Int32) -> SettingWarnings { SettingWarnings(descriptor: descriptor) }

    /// Warnings kept, not printed.
    static func collecting() -> SettingWarnings { SettingWarnings(descriptor: nil) }

    /// Tells of `r`'s value, which `what` says it is not.
    func warn(_ r: Settings.Resolved, _ what: String) {
        let first = problems.withLock { $0.updateValue(what, forKey: r.key.name) == nil }
        guard let descriptor, first else { return }
        let fallback = r.key.defaultValue.isEmpty ? "" : "; using \(r.key.defaultValue)"
        Failure.printError("tinge: warning: \(r.place): '\(r.value)' \(what)\(fallback)", to: descriptor)
    }

    /// Tells `message` of the setting `name` (a key of no option's own: `tinge.style.file`),
    /// once a run, keeping `problem` for `tinge config`.
    func warn(_ name: String, _ message: String, problem: String) {
        let first = problems.withLock { $0.updateValue(problem, forKey: name) == nil }
        guard let descriptor, first else { return }
        Failure.printError("tinge: warning: \(message)", to: descriptor)
    }

    /// What option `name`'s value is not, when it was warned of.
    func problem(of name: String) -> String? {
        problems.withLock { $0[name] }
    }
}
