#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

import CMalloc
import Diff
import Threads
import TingeCLI

// Only the process's set-up lives here; the command line is TingeCLI's.
// An arena for each thread that allocates at once: the reader and parser, the painter, and
// one preparer a core.
tinge_malloc_limit_arenas(Int32(ProcessorCount.online) + 2)
tinge_malloc_return_large_blocks()
// Arguments as given, bytes that are not UTF-8 kept (a file name may hold any).
let arguments = (1..<Int(CommandLine.argc)).map { PathBytes.decode(UnsafeBufferPointer(start: CommandLine.unsafeArgv[$0]!, count: strlen(CommandLine.unsafeArgv[$0]!)).lazy.map { UInt8(bitPattern: $0) }) }
exit(Tinge.main(arguments))
