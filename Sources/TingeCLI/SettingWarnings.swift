import Synchronization

/// Where bad values from git config or the environment are told of (`Settings[key]`): each is
/// one line on stderr, once a run (`printing`), or kept for `tinge config` to show beside the
/// value (`collecting`). The option's default is used instead, so the diff is still shown.
final class SettingWarnings: Sendable {
    private let prints: Bool
    /// What each bad option's value is not, by option name.
    private let problems = Mutex<[String: String]>([:])

    private init(prints: Bool) {
        self.prints = prints
    }

    /// Warnings printed on stderr, each once however often the option is read.
    static let printing = SettingWarnings(prints: true)

    /// Warnings kept, not printed.
    static func collecting() -> SettingWarnings { SettingWarnings(prints: false) }

    /// Tells of `r`'s value, which `what` says it is not.
    func warn(_ r: Settings.Resolved, _ what: String) {
        let first = problems.withLock { $0.updateValue(what, forKey: r.key.name) == nil }
        guard prints, first else { return }
        let fallback = r.key.defaultValue.isEmpty ? "" : "; using \(r.key.defaultValue)"
        Failure.printError("tinge: warning: \(r.place): '\(r.value)' \(what)\(fallback)")
    }

    /// What option `name`'s value is not, when it was warned of.
    func problem(of name: String) -> String? {
        problems.withLock { $0[name] }
    }
}
