import Theme

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Asks the terminal for its background color: OSC 11 (`ESC ] 11 ; ? BEL`) through `/dev/tty`,
/// followed by a DA1 query (`ESC [ c`) that every terminal answers, so reading stops at the DA1
/// reply — a terminal that does not know OSC 11 costs no wait — and nothing typed after it is
/// taken. It must run before a pager starts: the pager would otherwise read the reply as keys
/// (delta's issue 1663).
package enum BackgroundQuery {
    /// The background color, or nil when there is no terminal to ask, it does not answer within
    /// `milliseconds`, or the answer is not a color.
    public static func ask(milliseconds: Int = 100) -> RGB? {
        let tty = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard tty >= 0 else { return nil }
        defer { close(tty) }
        // A process in the background would be stopped (SIGTTOU) for changing the terminal.
        guard tcgetpgrp(tty) == getpgrp() else { return nil }
        var saved = termios()
        guard tcgetattr(tty, &saved) == 0 else { return nil }
        // Non-canonical without echo, so the reply is read as it comes and never shown; signals
        // stay on, so Ctrl-C still works. TCSANOW on both sides: nothing typed is thrown away.
        var quiet = saved
        quiet.c_lflag &= ~tcflag_t(ICANON | ECHO)
        withUnsafeMutableBytes(of: &quiet.c_cc) { cc in
            cc[Int(VMIN)] = 0
            cc[Int(VTIME)] = 0
        }
        guard tcsetattr(tty, TCSANOW, &quiet) == 0 else { return nil }
        defer { _ = tcsetattr(tty, TCSANOW, &saved) }
        let query: [UInt8] = Array("\u{1B}]11;?\u{07}\u{1B}[c".utf8)
        guard query.withUnsafeBytes({ write(tty, $0.baseAddress, $0.count) }) == query.count else { return nil }
        return BackgroundReply.color(in: readReplies(tty, milliseconds: milliseconds))
    }

    /// The bytes read from `tty` up to the end of the DA1 reply (`ESC [ ? … c`), one at a time so
    /// that none past it is taken, or what came before `milliseconds` ran out.
    private static func readReplies(_ tty: Int32, milliseconds: Int) -> [UInt8] {
        let deadline = now() + milliseconds
        var bytes: [UInt8] = []
        var attributesStart: Int?
        while bytes.count < 1024 {
            let left = deadline - now()
            guard left > 0 else { break }
            var ready = pollfd(fd: tty, events: Int16(POLLIN), revents: 0)
            let polled = poll(&ready, 1, Int32(left))
            if polled < 0, errno == EINTR { continue }
            guard polled > 0 else { break }
            var byte: UInt8 = 0
            guard read(tty, &byte, 1) == 1 else { break }
            bytes.append(byte)
            if bytes.suffix(3) == [0x1B, 0x5B, 0x3F] { attributesStart = bytes.count }
            if attributesStart != nil, byte == UInt8(ascii: "c") { break }
        }
        return bytes
    }

    /// Milliseconds on the monotonic clock.
    private static func now() -> Int {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return t.tv_sec * 1000 + t.tv_nsec / 1_000_000
    }
}
