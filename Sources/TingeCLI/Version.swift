import CBuildVersion

/// What `tinge --version` prints after "tinge ".
enum Version {
    /// The version this source is: the one place it is written. packaging/version reads it from here
    /// (by this line's shape) and adds the commits since, as `git describe` would.
    static let base = "0.1.0"

    /// The version a release build was given (`0.1.0-14-gabc1234`, or `0.1.0` on its tag);
    /// a build without one (a plain `swift build`) says it is the base version in development.
    static let described: String = {
        let given = String(cString: tinge_build_version())
        return given.isEmpty ? base + "-dev" : given
    }()
}
