import Clibgit2
import Diff

/// One libgit2 resource with a single Swift owner, freed with its own free function when the
/// last reference goes. `keepAlive` holds whatever the resource borrows from (its repository).
final class Owned<Pointer> {
    let pointer: Pointer
    private let free: (Pointer) -> Void
    private let keepAlive: AnyObject?

    init(_ pointer: Pointer, keepAlive: AnyObject? = nil, free: @escaping (Pointer) -> Void) {
        self.pointer = pointer
        self.keepAlive = keepAlive
        self.free = free
    }

    deinit {
        free(pointer)
    }
}

/// A `git_buf` that libgit2 fills; disposed in `deinit`, read by copying its bytes out.
final class Buffer {
    var raw = git_buf()

    deinit {
        git_buf_dispose(&raw)
    }

    /// A copy of the bytes libgit2 wrote.
    var bytes: [UInt8] {
        guard let start = raw.ptr, raw.size > 0 else { return [] }
        return start.withMemoryRebound(to: UInt8.self, capacity: raw.size) {
            Array(UnsafeBufferPointer(start: $0, count: raw.size))
        }
    }

    /// The bytes as text.
    var string: String { String(decoding: bytes, as: UTF8.self) }
}

/// C strings for a `git_strarray` that live as long as this value does.
final class StringArray {
    private var strings: [UnsafeMutablePointer<CChar>?]

    convenience init(_ values: [String]) {
        self.init(bytes: values.map(PathBytes.encode))
    }

    /// C strings of raw bytes (paths that are not UTF-8 stay as they are).
    init(bytes values: [[UInt8]]) {
        strings = values.map { utf8 in
            let copy = UnsafeMutablePointer<CChar>.allocate(capacity: utf8.count + 1)
            for (i, byte) in utf8.enumerated() { copy[i] = CChar(bitPattern: byte) }
            copy[utf8.count] = 0
            return copy
        }
    }

    deinit {
        for string in strings { string?.deallocate() }
    }

    /// Calls `body` with a `git_strarray` over the strings (empty when there are none).
    func withStrArray<T, E: Error>(_ body: (git_strarray) throws(E) -> T) throws(E) -> T {
        let count = strings.count
        let result: Result<T, E> = strings.withUnsafeMutableBufferPointer { buffer in
            do throws(E) {
                return .success(try body(git_strarray(strings: count == 0 ? nil : buffer.baseAddress, count: count)))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }
}

/// The 40-digit hex form of an object id. The corresponding C function is `git_oid_fmt`.
func hex(_ id: git_oid) -> String {
    var id = id
    var text = [CChar](repeating: 0, count: 41)
    git_oid_fmt(&text, &id)
    return String(decoding: text.prefix(40).map { UInt8(bitPattern: $0) }, as: UTF8.self)
}
