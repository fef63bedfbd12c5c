import Clibgit2

/// A loose object's file (`objects/2a/5df9…`: a zlib stream of `type size\0content`) inflated
/// and checked to its end, so that a file cut short or garbled is an error, never a wait.
///
/// libgit2 1.5 inflates a loose object with a loop that ends only at the stream's end or when
/// the output is full: a stream cut short gives zlib no input to go on with, so `git_odb_read`
/// never returns (libgit2 issue 7342; fixed upstream by pull request 7346, after 1.5). Its
/// header reads stop after one pass and packs are read a window at a time with a check for
/// progress, so neither waits.
enum LooseObject {
    /// What is wrong with a damaged loose object's file, said after its name.
    enum Damage: Error, Equatable {
        /// The file is empty or does not start as a zlib stream does.
        case notCompressed
        /// The stream ends before the object does: the file was cut short.
        case cutShort
        /// zlib found the stream wrong (its message).
        case corrupt(String)
        /// The content does not start with a known type and a size.
        case badHeader
        /// The content is not as long as its header says.
        case wrongSize(declared: Int, actual: Int)
        /// The header gives a size no stream of the file's length could inflate to.
        case impossibleSize(Int)

        /// The damage, as the end of a sentence naming the file.
        var reason: String {
            switch self {
            case .notCompressed: "is not a zlib stream"
            case .cutShort: "is cut short"
            case .corrupt(let message): "does not inflate (\(message))"
            case .badHeader: "has no object header"
            case .wrongSize(let declared, let actual) where actual > declared: "holds more than the \(declared) bytes its header says"
            case .wrongSize(let declared, let actual): "holds \(actual) of the \(declared) bytes its header says"
            case .impossibleSize(let size): "says it holds \(size) bytes, more than it could"
            }
        }
    }

    /// The longest header read (`commit 18446744073709551615\0` and room to spare), as libgit2's.
    static let headerLimit = 64

    /// The type and size its header gives, from the first bytes of `file` (a prefix of the file
    /// does, when it holds the header's compressed bytes).
    static func header(of file: UnsafeRawBufferPointer) throws(Damage) -> (type: git_object_t, size: Int) {
        try withStream(file) { (stream) throws(Damage) in try readHeader(&stream).header }
    }

    /// The type and the content of the object in `file`.
    static func read(_ file: UnsafeRawBufferPointer) throws(Damage) -> (type: git_object_t, content: [UInt8]) {
        try withStream(file) { (stream) throws(Damage) in
            let (header, body) = try readHeader(&stream)
            guard body.count <= header.size else { throw .wrongSize(declared: header.size, actual: body.count) }
            // deflate makes at most 1032 bytes of 1 (RFC 1951's longest match for a 2-bit code):
            // a larger size is garbled, and is not to be allocated.
            guard header.size / 1032 <= file.count else { throw .impossibleSize(header.size) }
            if header.size == 0 {
                // Nothing to inflate into, but the stream must still end.
                var none: UInt8 = 0
                try inflateRest(&stream, into: &none, count: 0)
                return (header.type, [])
            }
            var failure: Damage?
            let content = [UInt8](unsafeUninitializedCapacity: header.size) { buffer, initialized in
                guard let start = buffer.baseAddress else { return }
                start.initialize(from: body, count: body.count)
                do throws(Damage) {
                    try inflateRest(&stream, into: UnsafeMutableRawPointer(start + body.count), count: header.size - body.count)
                    initialized = header.size
                } catch {
                    // The bytes are plain bytes: none need deinitializing.
                    failure = error
                }
            }
            if let failure { throw failure }
            return (header.type, content)
        }
    }

    /// `header(of:)` over a file's bytes in an array.
    static func header(of file: [UInt8]) throws(Damage) -> (type: git_object_t, size: Int) {
        try file.withUnsafeBytes { file in Result { () throws(Damage) in try header(of: file) } }.get()
    }

    /// `read(_:)` over a file's bytes in an array.
    static func read(_ file: [UInt8]) throws(Damage) -> (type: git_object_t, content: [UInt8]) {
        try file.withUnsafeBytes { file in Result { () throws(Damage) in try read(file) } }.get()
    }

    /// Runs `body` with a zlib stream over `file`, ended afterwards.
    private static func withStream<T>(_ file: UnsafeRawBufferPointer,
                                      _ body: (inout z_stream) throws(Damage) -> T) throws(Damage) -> T {
        // A zlib stream starts with deflate's method and a header check (RFC 1950); libgit2 would
        // take any other file for an old, pack-like loose object, which git no longer reads either.
        guard file.count >= 2, file[0] & 0x0F == 8, (Int(file[0]) << 8 | Int(file[1])) % 31 == 0 else { throw .notCompressed }
        var stream = z_stream()
        stream.next_in = UnsafeMutablePointer(mutating: file.baseAddress!.assumingMemoryBound(to: Bytef.self))
        stream.avail_in = uInt(clamping: file.count)
        guard tinge_inflate_init(&stream) == Z_OK else { throw .corrupt("zlib cannot start") }
        defer { inflateEnd(&stream) }
        return try body(&stream)
    }

    /// Inflates the first bytes: the header's type and size, and the content after it that came along.
    private static func readHeader(_ stream: inout z_stream)
        throws(Damage) -> (header: (type: git_object_t, size: Int), body: [UInt8]) {
        var head = [UInt8](repeating: 0, count: headerLimit)
        let result = head.withUnsafeMutableBufferPointer { head in
            stream.next_out = head.baseAddress
            stream.avail_out = uInt(head.count)
            return inflate(&stream, Z_NO_FLUSH)
        }
        let produced = headerLimit - Int(stream.avail_out)
        guard let nul = head[..<produced].firstIndex(of: 0) else {
            if result == Z_DATA_ERROR || result == Z_NEED_DICT { throw .corrupt(message(stream)) }
            throw produced == headerLimit || result == Z_STREAM_END ? .badHeader : .cutShort
        }
        guard let header = parseHeader(head[..<nul]) else { throw .badHeader }
        let body = Array(head[(nul + 1)..<produced])
        // What came along with the header may end the stream: it is checked with the rest.
        if result == Z_STREAM_END, body.count < header.size { throw .wrongSize(declared: header.size, actual: body.count) }
        if result != Z_OK, result != Z_STREAM_END, result != Z_BUF_ERROR { throw .corrupt(message(stream)) }
        return (header, body)
    }

    /// Inflates the rest of the stream into `count` bytes at `out`, to the stream's end.
    private static func inflateRest(_ stream: inout z_stream, into out: UnsafeMutableRawPointer, count: Int) throws(Damage) {
        var written = 0
        while true {
            let room = min(count - written, Int(UInt32.max))
            stream.next_out = (out + written).assumingMemoryBound(to: Bytef.self)
            stream.avail_out = uInt(room)
            let result = inflate(&stream, Z_FINISH)
            written += room - Int(stream.avail_out)
            switch result {
            case Z_STREAM_END:
                guard written == count else { throw .wrongSize(declared: count, actual: written) }
                return
            case Z_OK, Z_BUF_ERROR:
                if written == count {
                    // Full: the stream must end here, with nothing more to give.
                    var extra: UInt8 = 0
                    stream.next_out = withUnsafeMutablePointer(to: &extra) { $0 }
                    stream.avail_out = 1
                    let last = inflate(&stream, Z_FINISH)
                    if last == Z_STREAM_END, stream.avail_out == 1 { return }
                    if stream.avail_out == 0 { throw .wrongSize(declared: count, actual: count + 1) }
                    if last == Z_DATA_ERROR { throw .corrupt(message(stream)) }
                    throw .cutShort
                }
                // Room left and nothing more to read: the file ends before the stream does.
                if stream.avail_in == 0 || room == Int(stream.avail_out) { throw .cutShort }
            default:
                throw .corrupt(message(stream))
            }
        }
    }

    /// `blob 1050`: the type and the size, or nil.
    static func parseHeader(_ text: ArraySlice<UInt8>) -> (type: git_object_t, size: Int)? {
        guard let space = text.firstIndex(of: 0x20) else { return nil }
        let type: git_object_t
        switch String(decoding: text[..<space], as: UTF8.self) {
        case "blob": type = GIT_OBJECT_BLOB
        case "tree": type = GIT_OBJECT_TREE
        case "commit": type = GIT_OBJECT_COMMIT
        case "tag": type = GIT_OBJECT_TAG
        default: return nil
        }
        let digits = text[(space + 1)...]
        guard !digits.isEmpty, digits.count <= 18, digits.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
        return (type, digits.reduce(0) { $0 * 10 + Int($1 - 0x30) })
    }

    /// zlib's message for the stream's error.
    private static func message(_ stream: z_stream) -> String {
        stream.msg.map { String(cString: $0) } ?? "zlib error"
    }
}
