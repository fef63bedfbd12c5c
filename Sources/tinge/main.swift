#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

import CMalloc
import Prepare

// Only glue lives here: pick the command, run it, and turn any failure into a status.
tinge_malloc_limit_arenas(Int32(ProcessorCount.online))
let arguments = Array(CommandLine.arguments.dropFirst())
do {
    let status = try Command.run(arguments)
    exit(status)
} catch {
    exit(Failure.report(error))
}
