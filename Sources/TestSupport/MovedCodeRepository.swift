/// A throwaway repository whose last commit moves code: two blocks from apart to side by side
/// (zebra's alternative), a function to another file, a block under 20 alphanumeric characters
/// (not moved), a re-indented block (moved only when whitespace is ignored), plain edits.
public enum MovedCodeRepository {
    /// The repository, its commits `before` (HEAD~1) and `after` (HEAD).
    public static func make() throws -> TemporaryDirectory {
        let dir = try TemporaryDirectory()
        try dir.git("init", "-q", "-b", "main")
        try dir.git("config", "core.autocrlf", "false")
        let first = ["def first_function(argument):", "    value = argument * 2", "    return value + 1"]
        let second = ["def second_function(other):", "    total = other - 3", "    return total"]
        let short = ["x = 1", "y = 2"]
        let nested = ["for item in collection_of_things:", "    handle_the_item(item)"]
        let helper = ["def helper_that_moves(files):", "    return [name for name in files if name]"]
        let kept = ["one = 1", "two = 2", "three = 3", "four = 4", "five = 5"]
        let more = ["six = 6", "seven = 7", "eight = 8", "nine = 9", "ten = 10"]
        func lines(_ all: [String]) -> String { all.joined(separator: "\n") + "\n" }
        try dir.write("main.py", lines(["import os", ""] + short + first + kept + second + more + nested + ["end = True"] + helper))
        try dir.write("util.py", lines(["import sys", "", "UTIL = 1"]))
        try dir.git("add", ".")
        try dir.git("commit", "-qm", "before")
        try dir.write("main.py", lines(["import os", ""] + kept + ["edited = 1"] + more + second + first + short + ["if ready:"]
            + nested.map { "    " + $0 } + ["end = True"]))
        try dir.write("util.py", lines(["import sys", ""] + helper + ["", "UTIL = 1"]))
        try dir.git("commit", "-qam", "after")
        return dir
    }
}
