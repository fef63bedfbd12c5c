/// Meson build files: `meson.build`, `meson_options.txt` and `meson.options`.
///
/// Kinds: `if`/`foreach`/`endif`/`and`… → keyword; `true`/`false` → constant; built-in objects
/// (`meson`, `host_machine`) → variable; calls (`project()`, `executable()`) and methods → function;
/// `'…'` strings with escapes, `'''…'''` strings spanning lines and `f'…'` format strings →
/// string; `#` → comment.
extension Language {
    /// The Meson build system's language.
    public static let meson = Language(
        name: "meson",
        aliases: [],
        extensions: [],
        fileNames: ["meson.build", "meson_options.txt", "meson.options"],
        interpreters: [],
        makeSpec: {
            var spec = LanguageSpec()
            spec.lineComments = [LineComment("#")]
            spec.strings = [
                StringForm("f'''", "'''", escape: nil, multiline: true),
                StringForm("'''", "'''", escape: nil, multiline: true),
                StringForm("f'", "'"),
                StringForm("'", "'"),
            ]
            spec.words = [
                (.keyword, ["if", "elif", "else", "endif", "foreach", "endforeach", "and", "or", "not", "in",
                            "continue", "break"]),
                (.constant, ["true", "false"]),
                (.variable, ["meson", "host_machine", "build_machine", "target_machine"]),
            ]
            spec.propertiesAfterDot = false
            spec.operators = ByteSet("+-*/%=<>!?:")
            spec.punctuation = ByteSet("()[]{},.")
            return spec
        }
    )
}
