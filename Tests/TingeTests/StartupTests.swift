import Foundation
import TestSupport
import Testing

/// What every run of tinge pays before it reads a line, kept small: the pager starts in
/// milliseconds, and `tinge show` of a small commit takes little more.
@Suite struct StartupTests {
    /// libgit2 (built with mbed TLS, as Debian's is) would parse the whole CA bundle when it is
    /// initialized, about 4 ms of every run, for connections tinge never makes: the executable's
    /// own loader, which loads nothing, is the one the dynamic linker binds libgit2's call to.
    @Test func libgit2LoadsNoCertificatesAtStart() throws {
        try expectStandIn("mbedtls_x509_crt_parse_file", whenLinked: "mbed")
    }

    /// libgit2 (built with libssh2, as Debian's is) sets libssh2 up when it is initialized, and
    /// libssh2 OpenSSL, for SSH sessions tinge never opens: 1.5 MB of libcrypto's pages made
    /// resident on every run. The executable's `libssh2_init`, which sets up nothing, is bound.
    @Test func libgit2SetsUpNoSSHAtStart() throws {
        try expectStandIn("libssh2_init", whenLinked: "libssh2")
    }

    /// That libgit2's call to `symbol` is bound to the executable's own, when a library whose
    /// name holds `library` is linked (another system's libgit2 may make no such call: then
    /// nothing is bound). glibc's `LD_DEBUG=bindings` names what each symbol was bound to;
    /// `LD_BIND_NOW` binds them all before `main`.
    private func expectStandIn(_ symbol: String, whenLinked library: String) throws {
        let run = try ToolRun.tinge(["--version"], environment: ["LD_DEBUG": "bindings", "LD_BIND_NOW": "1"])
        #expect(run.status == 0)
        let binding = run.stderr.split(separator: "\n").filter {
            $0.contains("binding file") && $0.contains("libgit2") && $0.contains("`\(symbol)'")
        }
        let linked = try ToolRun.run("sh", ["-c", "ldd '\(ToolRun.tinge)' | grep -c '\(library)' || true"]).text
            .trimmingCharacters(in: .whitespacesAndNewlines) != "0"
        if linked {
            #expect(binding.count == 1, "\(binding)")
            #expect(binding.first?.hasSuffix("to \(ToolRun.tinge) [0]: normal symbol `\(symbol)'") == true, "\(binding)")
        } else {
            #expect(binding.isEmpty)
        }
    }
}
